/**
 * The Dutch System's matching is WebAssembly (D441), which hosts give in more than one way
 * (D443): Chromium's older rule refuses a synchronous compile of a module over 4 KB on a page's
 * main thread (WebView2 builds before the limit was raised; the Chromium here allows 8 MB, so the
 * rule is put on the page: harness.ts `wasmReading`), and a host may have no WebAssembly. Each
 * reading, with and without the pane's Web Worker (D249): the round is bbpPairings' own round 6
 * of bbp-130.trf (test/fixtures/dutch-bbp, SOURCES.txt) where the host can run it, and where it
 * cannot the pane says so and writes nothing, never a crash.
 */
import { NOW, ROUND, TRF, expectedRound, pairRound, sheetWithRoundEmptied } from "./chess-round";
import { roundColumn } from "./crosstable-cells";
import { type PaneOptions, paneWithFile, servedPane } from "./harness";

const served = servedPane();

const refusedCount = (pane: Awaited<ReturnType<typeof paneWithFile>>): Promise<number> =>
  pane.page.evaluate(() => (globalThis as unknown as { __wasmRefused: number }).__wasmRefused);

describe.each([
  ["with the pane's worker", {}],
  ["on the pane's thread (no Worker)", { worker: false }],
] as [string, Pick<PaneOptions, "worker">][])("WebAssembly's readings, %s", (_, threads) => {
  test("Chromium's 4 KB rule on the main thread: the round is paired, the module compiled without blocking", async () => {
    const pane = await paneWithFile(served, TRF, NOW, undefined, { ...threads, wasm: "main-thread-limit" });
    const { sheet } = await sheetWithRoundEmptied(pane);
    await pairRound(pane);
    await expect(pane.page.locator("#pair-result").textContent()).resolves.toMatch(
      /^Round 6 paired: 3 games, bye 2 /,
    );
    expect((await roundColumn(pane, sheet, ROUND)).map((c) => c.value)).toEqual(expectedRound());
    // the rule was in force and never tripped: no synchronous compile was tried on the page
    await expect(refusedCount(pane)).resolves.toBe(0);
    expect(pane.errors).toEqual([]);
    await pane.page.close();
  });
});

// A host without WebAssembly has none in its workers either; the page's init script reaches the
// page only, so this reading runs the pane's jobs on its own thread.
test("no WebAssembly: the Dutch round is refused with what to do, the sheet's round left empty", async () => {
  const pane = await paneWithFile(served, TRF, NOW, undefined, { worker: false, wasm: "none" });
  const { sheet } = await sheetWithRoundEmptied(pane);
  await pairRound(pane);
  // the refusal at the round's first cell (J12: round 6's column of the sheet, the first player's row)
  await expect(pane.page.locator("#pair-problems li").allTextContents()).resolves.toEqual([
    expect.stringMatching(
      /^'AutoTest Tournament 130'!J12 The pairing was refused: FIDE Dutch pairing: .*does not run WebAssembly.*; update that program, or run the pairing in one that does$/,
    ),
  ]);
  expect((await roundColumn(pane, sheet, ROUND)).map((c) => c.value)).toEqual(expectedRound().map(() => ""));
  expect(pane.errors).toEqual([]);
  await pane.page.close();
});
