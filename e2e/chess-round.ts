/**
 * The chess sheet of bbpPairings v6.0.0's tournament bbp-130.trf (test/fixtures/dutch-bbp,
 * SOURCES.txt) with its last round emptied, as the Dutch System's browser tests pair it again
 * (chess-dutch.e2e.test.ts, wasm-readings.e2e.test.ts).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { formatChessCell } from "../src/formats/cell";
import { readTrf } from "../src/formats/trf";
import { roundColumn } from "./crosstable-cells";
import { ROOT, type Pane, createSheet, press } from "./harness";

export const TRF = path.join(ROOT, "test", "fixtures", "dutch-bbp", "bbp-130.trf");
export const NOW = new Date("2026-11-22T10:00:00Z");
export const ROUND = 6;

type Tournament = ReturnType<typeof readTrf>["tournament"];

export function tournament(): Tournament {
  return readTrf(readFileSync(TRF, "latin1")).tournament;
}

/** bbpPairings' round 6, each player's cell as the chess sheet writes a game not yet played. */
export function expectedRound(t: Tournament = tournament()): string[] {
  return t.players.map((p) => {
    const e = p.results[ROUND - 1];
    if (e === undefined) throw new Error("no round 6");
    if (e.kind !== "game") return formatChessCell(e);
    const opponent = t.players[e.opponent]?.startNumber ?? e.opponent + 1;
    return formatChessCell({ ...e, opponent, score: null, forfeit: false });
  });
}

/** A round entry with its opponent as the sheet numbers him (his starting rank). */
export function withStart(t: Tournament, e: Tournament["players"][number]["results"][number] | undefined) {
  if (e === undefined) throw new Error("no entry");
  return e.kind === "game" ? { ...e, opponent: t.players[e.opponent]?.startNumber ?? e.opponent + 1 } : e;
}

/** Step 4's sheet of the file picked in `pane`, round 6's cells emptied: the sheet's name and round 6 as written. */
export async function sheetWithRoundEmptied(pane: Pane): Promise<{ sheet: string; played: string[] }> {
  const sheet = await createSheet(pane);
  const cells = await roundColumn(pane, sheet, ROUND);
  for (const c of cells)
    await pane.book((b, [n, a]) => b.typeInto(n, a, ""), [sheet, c.address] as [string, string]);
  return { sheet, played: cells.map((c) => c.value) };
}

/** Pair round 6 pressed in the pane's pairing step (opened if closed), by the system it shows. */
export async function pairRound(pane: Pane): Promise<void> {
  const step = pane.page.locator("#step-pairing");
  if (!(await step.evaluate((d) => (d as HTMLDetailsElement).open))) await step.locator("summary").click();
  await pane.page.locator("#pair-round").fill(String(ROUND));
  await press(pane, "pair");
}
