/**
 * Pair round on a chess sheet in the pane, end to end over the stubbed Office (D280–D284): the
 * sheet created from bbpPairings v6.0.0's tournament bbp-130.trf (test/fixtures/dutch-bbp,
 * SOURCES.txt), its last round emptied, paired from the pane by the Dutch System (the pane's
 * default on a chess sheet): the cells written in chess notation are bbpPairings' own round 6.
 */
import { formatChessCell } from "../src/formats/cell";
import {
  NOW,
  ROUND,
  TRF,
  expectedRound,
  pairRound,
  sheetWithRoundEmptied,
  tournament,
  withStart,
} from "./chess-round";
import { roundColumn } from "./crosstable-cells";
import { paneWithFile, servedPane } from "./harness";

const served = servedPane();

test("a chess sheet's last round emptied and paired from the pane: bbpPairings' round, in chess notation", async () => {
  const t = tournament();
  const expected = expectedRound(t);
  expect(expected.filter((c) => c === "-1")).toHaveLength(1); // 7 players: a pairing-allocated bye

  const pane = await paneWithFile(served, TRF, NOW);
  const { sheet, played } = await sheetWithRoundEmptied(pane);
  expect(played).toHaveLength(7);
  // rounds 1–5 and 6 as written: chess notation (D284)
  expect(played).toEqual(t.players.map((p) => formatChessCell(withStart(t, p.results[5]))));

  await pane.page.locator("#step-pairing summary").click();
  await expect(pane.page.locator("#pair-system").inputValue()).resolves.toBe("auto");
  await pairRound(pane);
  await expect(pane.page.locator("#pair-result").textContent()).resolves.toMatch(
    /^Round 6 paired: 3 games, bye 2 /,
  );
  expect((await roundColumn(pane, sheet, ROUND)).map((c) => c.value)).toEqual(expected);
  const lines = await pane.page.locator("#pair-boards li").allTextContents();
  expect(lines).toHaveLength(4);
  expect(lines[3]).toMatch(/^Pairing-allocated bye: 2 /);
  for (const said of await pane.page.locator("#pair-report li").allTextContents())
    expect(said).not.toMatch(/McMahon|MMS|handicap/i);
  expect(pane.errors).toEqual([]);
  await pane.page.close();
});
