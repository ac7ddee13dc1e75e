/**
 * The pairing tests' tournament: the "notsimplemm" fixture (OpenGotha 3.52.03's own file,
 * SOURCES.txt) with its later rounds emptied, written as an English MGSZ sheet in the test
 * workbook. Shared by the sheet's pairing, late-entry and late-list tests.
 */
import type { RoundEntry, Tournament } from "../../src/core/tournament/model";
import { writePlan } from "../../src/sheet/adapter";
import { buildTournamentSheet } from "../../src/sheet/tournament-sheet";
import { fixtureTournament, functionBook } from "./tournament-helpers";

export const ABSENT: RoundEntry = { kind: "absent", score: null };

/** docs/taskpane.md: an MGSZ sheet's crosstable header is row 9, its first player row 10. */
export const FIRST = 10;

/** The fixture with its rounds from `from` (0-based) on emptied. */
export function upTo(from: number): Tournament {
  const t = fixtureTournament("pairing/og352-weights-notsimplemm");
  return {
    ...t,
    players: t.players.map((p) => ({ ...p, results: p.results.map((e, r) => (r < from ? e : ABSENT)) })),
  };
}

/** `t` written as an English MGSZ sheet (multiplier 30) with `tiebreaks`. */
export async function sheetOf(t: Tournament, tiebreaks: readonly string[] = []) {
  const book = functionBook();
  const build = buildTournamentSheet({
    tournament: t,
    fileName: "notsimplemm.xml",
    params: { system: "mgsz", multiplier: 30 },
    fileRatings: true,
    tiebreaks,
    language: "en",
  });
  const { sheetName } = await writePlan(book.context(), build.plan);
  return { book, sheet: sheetName, build };
}
