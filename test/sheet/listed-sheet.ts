/**
 * An OpenGotha XML rated with the Hungarian EGD list on the sheet: starting ratings and ranks from
 * the list, the Register and ID columns (D24). One body for npm test's sample (opengotha-weekend:
 * 21 players, 7 on the list) and the slow suite's EGC 2013 (594 players, listed-sheet.slow.test.ts).
 */
import { rateMgszTournament } from "../../src/core/engines/mgsz";
import { readRatingList } from "../../src/formats";
import { writePlan } from "../../src/sheet/adapter";
import { columnLetters } from "../../src/sheet/a1";
import { type TournamentSheetRequest } from "../../src/sheet/request";
import { buildTournamentSheet } from "../../src/sheet/tournament-sheet";
import { fixtureBytes, fixtureTournament, functionBook, ratingsTable } from "./tournament-helpers";

export async function listedSheetMatches(fixture: string): Promise<void> {
  const mgsz = (extra: Partial<TournamentSheetRequest>): TournamentSheetRequest => ({
    tournament: fixtureTournament(fixture),
    fileName: "event.h9",
    params: { system: "mgsz", multiplier: 30 },
    tiebreaks: ["MMS", "SOS", "SODOS"],
    language: "en",
    ...extra,
  });
  const written = async (req: TournamentSheetRequest) => {
    const build = buildTournamentSheet(req);
    const book = functionBook();
    const result = await writePlan(book.context(), build.plan);
    return { build, book, sheet: result.sheetName };
  };
  const t = fixtureTournament(fixture);
  const list = readRatingList(fixtureBytes("egd-ratinglist-hu"));
  const req = mgsz({ fileName: `${fixture}.xml`, ratingList: list, tiebreaks: [] });
  const { build, book, sheet } = await written(req);
  const engine = rateMgszTournament(t, { multiplier: 30, ratingList: list.entries });
  const matched = engine.players.filter((p) => p.source === "pin" || p.source === "name");
  // The fixture's list holds the Hungarian players (SOURCES.txt): some are found, most are not.
  expect(matched.length).toBeGreaterThan(5);
  expect(matched.length).toBeLessThan(t.players.length);
  const rows = ratingsTable(book, sheet, build);
  expect(
    engine.players.map((_, i) => [
      rows[i]?.["Rating before"],
      rows[i]?.["Rating after"],
      rows[i]?.["Rank after"],
      build.players[i]?.matched,
      build.players[i]?.source,
    ]),
  ).toEqual(
    engine.players.map((p) => [
      p.ratingBefore,
      p.ratingAfter,
      p.rankAfter,
      p.source === "pin" || p.source === "name",
      p.source,
    ]),
  );
  // The crosstable's rating column holds the list's rating for a matched player.
  const [listed] = matched;
  const rowNo = 9 + 1 + (listed?.player ?? 0);
  expect(book.valuesOf(sheet, `D${rowNo}:D${rowNo}`)[0]?.[0]).toBe(listed?.ratingBefore);
  // A listed rank that differs from the file's is written: the MGSZ rank before.
  let differing = 0;
  const ranks = book.valuesOf(sheet, `C10:C${9 + t.players.length}`);
  const rankCells: unknown[] = [];
  const rankExpected: unknown[] = [];
  for (const p of engine.players) {
    const declared = t.players[p.player]?.rank;
    // a new player's declared rank (D24: TOURNAMENT.MGSZ caps it when he enters the register)
    rankCells.push(ranks[p.player]?.[0]);
    rankExpected.push(p.entry?.declared ?? p.rankBefore);
    if (declared !== undefined && declared !== p.rankBefore) differing++;
  }
  expect(rankCells).toEqual(rankExpected);
  expect(differing).toBeGreaterThan(0);
  // No tie-breaks chosen: the McMahon order (D22) in the header block.
  expect(book.valuesOf(sheet, "B7:B7")[0]?.[0]).toBe("MMS SOS SODOS SOSOS");
  // D24: players not on the list are new; the Register column right of the crosstable (one
  // blank column between) says whether each enters the register (country HU by default).
  const registerColumn = columnLetters(4 + t.rounds + 1);
  expect(book.valuesOf(sheet, `${registerColumn}9:${registerColumn}9`)).toEqual([["Register"]]);
  const register = book.valuesOf(sheet, `${registerColumn}10:${registerColumn}${9 + t.players.length}`);
  expect(engine.players.map((p) => register[p.player]?.[0])).toEqual(
    // written without checkboxes: ✓ and ✗ (D286)
    engine.players.map((p) => (p.entry === undefined ? "" : p.entry.entersRegister ? "✓" : "✗")),
  );
  // Each player's EGD PIN as text after it, for Post.
  const idColumn = columnLetters(4 + t.rounds + 2);
  expect(book.valuesOf(sheet, `${idColumn}9:${idColumn}9`)).toEqual([["ID"]]);
  t.players.slice(0, 5).forEach((p, i) => {
    expect(build.players[i]?.pin).toBe(p.egdPin);
    expect(book.cell(sheet, `${idColumn}${10 + i}`)).toMatchObject({
      value: p.egdPin ?? "",
      numberFormat: "@",
      formula: null,
    });
  });
}
