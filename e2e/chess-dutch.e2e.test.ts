/**
 * Pair round on a chess sheet in the pane, end to end over the stubbed Office (D280–D284): the
 * sheet created from bbpPairings v6.0.0's tournament bbp-130.trf (test/fixtures/dutch-bbp,
 * SOURCES.txt), its last round emptied, paired from the pane by the Dutch System (the pane's
 * default on a chess sheet): the cells written in chess notation are bbpPairings' own round 6.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { formatChessCell } from "../src/formats/cell";
import { readTrf } from "../src/formats/trf";
import { roundColumn } from "./crosstable-cells";
import { ROOT, createdSheet, press, servedPane } from "./harness";

const TRF = path.join(ROOT, "test", "fixtures", "dutch-bbp", "bbp-130.trf");
const NOW = new Date("2026-11-22T10:00:00Z");
const ROUND = 6;

const served = servedPane();

test("a chess sheet's last round emptied and paired from the pane: bbpPairings' round, in chess notation", async () => {
  const t = readTrf(readFileSync(TRF, "latin1")).tournament;
  // bbpPairings' round 6, each player's cell as the chess sheet writes a game not yet played
  const expected = t.players.map((p) => {
    const e = p.results[ROUND - 1];
    if (e === undefined) throw new Error("no round 6");
    if (e.kind !== "game") return formatChessCell(e);
    const opponent = t.players[e.opponent]?.startNumber ?? e.opponent + 1;
    return formatChessCell({ ...e, opponent, score: null, forfeit: false });
  });
  expect(expected.filter((c) => c === "-1")).toHaveLength(1); // 7 players: a pairing-allocated bye

  const { pane, sheet } = await createdSheet(served, TRF, NOW);
  const played = await roundColumn(pane, sheet, ROUND);
  expect(played).toHaveLength(7);
  // rounds 1–5 and 6 as written: chess notation (D284)
  expect(played.map((c) => c.value)).toEqual(
    t.players.map((p) => formatChessCell(withStart(t, p.results[5]))),
  );
  for (const c of played)
    await pane.book((b, [n, a]) => b.typeInto(n, a, ""), [sheet, c.address] as [string, string]);

  await pane.page.locator("#step-pairing summary").click();
  await expect(pane.page.locator("#pair-system").inputValue()).resolves.toBe("auto");
  await pane.page.locator("#pair-round").fill(String(ROUND));
  await press(pane, "pair");
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

/** A round entry with its opponent as the sheet numbers him (his starting rank). */
function withStart(
  t: ReturnType<typeof readTrf>["tournament"],
  e: (typeof t.players)[number]["results"][number] | undefined,
) {
  if (e === undefined) throw new Error("no entry");
  return e.kind === "game" ? { ...e, opponent: t.players[e.opponent]?.startNumber ?? e.opponent + 1 } : e;
}
