/**
 * The tournament sheet and the games whose result is not known or agreed (D53): Create refuses
 * them unless the officer ticks the checkbox (the request's acceptUnknown), which the ratings
 * formula then says (D54); Recalculate refuses them at the crosstable, naming them, and keeps
 * the officer's choice when the sheet was created with it. RULES §1.3 worked example 5's
 * crosstable (XY in row 10, A in row 11, round 1 in column E).
 */
import { recalculateActiveSheet } from "../../src/sheet/actions";
import { writePlan } from "../../src/sheet/adapter";
import { describe as describeMessage } from "../../src/sheet/messages";
import { type TournamentSheetRequest } from "../../src/sheet/request";
import { buildTournamentSheet } from "../../src/sheet/tournament-sheet";
import { example5, functionBook } from "./tournament-helpers";

const request = (acceptUnknown?: boolean): TournamentSheetRequest => ({
  tournament: example5(),
  fileName: "example5.csv",
  params: { system: "mgsz", multiplier: 30 },
  fileRatings: true, // example 5's ratings are MGSZ ratings (RULES §1.3, D64)
  tiebreaks: ["MMS", "SOS"],
  language: "en",
  ...(acceptUnknown !== undefined ? { acceptUnknown } : {}),
});

/** Example 5 with round 1 of XY and A both claiming the win (XY lost it: "2-/w0"). */
function bothWin(req: TournamentSheetRequest): TournamentSheetRequest {
  const t = req.tournament;
  const players = t.players.map((p, i) =>
    i === 0
      ? {
          ...p,
          results: p.results.map((e, r) => (r === 0 && e.kind === "game" ? { ...e, score: 2 as const } : e)),
        }
      : p,
  );
  return { ...req, tournament: { ...t, players } };
}

describe("Create (D54)", () => {
  test("refuses a game both players claim, naming it", () => {
    expect(() => buildTournamentSheet(bothWin(request()))).toThrow(
      /1 game has no known or agreed result \(round 1, XY \(1\) – A \(2\): both claim the win\)/,
    );
  });

  test("with the checkbox ticked the ratings formula rates without it", async () => {
    const build = buildTournamentSheet(bothWin(request(true)));
    const book = functionBook();
    const { sheetName } = await writePlan(book.context(), build.plan);
    const formula = book.cell(sheetName, build.layout.ratingsAnchor)?.formula;
    expect(formula).toBe('=TOURNAMENT.MGSZ(Crosstable[[No]:[R5]],$B$5,"","",TRUE)'); // D324: Create's, by the table's name
    // the build's own outcomes are the formula's: XY and A rated without round 1
    const accepted = buildTournamentSheet(request(true));
    expect(accepted.players[0]?.ratingAfter).not.toBe(build.players[0]?.ratingAfter);
  });
});

describe("Recalculate (D54)", () => {
  test("refuses at the crosstable a game made contested on the sheet, naming it; nothing written", async () => {
    const build = buildTournamentSheet(request());
    const book = functionBook();
    const { sheetName } = await writePlan(book.context(), build.plan);
    book.typeInto(sheetName, "E10", "2+/w0");
    book.typeInto(sheetName, "E11", "1+/b0");
    const result = await recalculateActiveSheet(book.context());
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const said = result.problems.map((p) => describeMessage(p.text, "en")).join("\n");
    expect(said).toMatch(/round 1, XY \(1\) – A \(2\): both claim the win/);
    expect(book.cell(sheetName, build.layout.ratingsAnchor)?.formula).toBe(
      "=TOURNAMENT.MGSZ(Crosstable[[No]:[R5]],$B$5)", // Create's, unchanged (D324)
    );
  });

  test("a sheet created with the checkbox keeps rating without such games", async () => {
    const build = buildTournamentSheet(bothWin(request(true)));
    const book = functionBook();
    const { sheetName } = await writePlan(book.context(), build.plan);
    const result = await recalculateActiveSheet(book.context());
    expect(result.ok).toBe(true);
    expect(book.cell(sheetName, build.layout.ratingsAnchor)?.formula).toBe(
      '=TOURNAMENT.MGSZ($A$10:$I$15,$B$5,"","",TRUE)', // Recalculate's, in A1 over the crosstable read (D324)
    );
  });
});
