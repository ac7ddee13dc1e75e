/**
 * D64 on the sheet: the officer's word that the file's ratings are the system's own is written
 * beside the rating list in the header block, in the sheet's language, and read back by
 * Recalculate's header reader in any of the three.
 */
import { writePlan } from "../../src/sheet/adapter";
import { type Params, parseTournamentSheet, readParams } from "../../src/sheet/parse-sheet";
import { ReadGrid, type SheetProblem } from "../../src/sheet/read-grid";
import type { TournamentSheetRequest } from "../../src/sheet/request";
import { readUsedRange } from "../../src/sheet/sheet-read";
import { buildTournamentSheet } from "../../src/sheet/tournament-sheet";
import { example5, fixtureTournament, functionBook } from "./tournament-helpers";

async function written(req: TournamentSheetRequest) {
  const book = functionBook();
  const build = buildTournamentSheet(req);
  const { sheetName } = await writePlan(book.context(), build.plan);
  const grid = new ReadGrid(await readUsedRange(book.context(), sheetName));
  const parsed = parseTournamentSheet(grid);
  if (Array.isArray(parsed)) throw new Error("not a tournament sheet");
  const problems: SheetProblem[] = [];
  const params: Params = readParams(grid, parsed, problems);
  return { book, sheet: sheetName, params, problems, build };
}

const request = (extra: Partial<TournamentSheetRequest>): TournamentSheetRequest => ({
  tournament: example5(),
  fileName: "example5.csv",
  params: { system: "mgsz", multiplier: 30 },
  tiebreaks: ["MMS", "SOS"],
  language: "en",
  ...extra,
});

describe("the file's ratings on the sheet (D64)", () => {
  test.each(["en", "hu", "ru"] as const)(
    "written beside the rating list and read back (%s)",
    async (language) => {
      // example 5's ratings are MGSZ ratings (RULES §1.3): XY starts from the file's 1947
      const { book, sheet, params, problems, build } = await written(
        request({ fileRatings: true, language }),
      );
      expect(problems).toEqual([]);
      expect(params.fileRatings).toBe(true);
      expect(build.players[0]).toMatchObject({ source: "file", ratingBefore: 1947 });
      // the header block A2:C7: dates, file, system, multiplier, rating list (row 6), tie-breaks
      const said = { en: "the file's ratings used", hu: "a fájl értékszámai", ru: "рейтинги файла" }[
        language
      ];
      expect(String(book.cell(sheet, "C6")?.value)).toContain(said);
    },
  );

  test("not written without the officer's word: a Go file's players start from their rank", async () => {
    const { book, sheet, params, build } = await written(
      request({
        tournament: fixtureTournament("opengotha-weekend"),
        fileName: "weekend.xml",
        language: "hu",
      }),
    );
    expect(params.fileRatings).toBe(false);
    expect(book.cell(sheet, "C6")?.value ?? "").toBe("");
    // Bence Tomesz (20K, the file's EGF rating 100) starts at 20k's 1230 (docs/mgsz.md)
    expect(build.players.find((p) => p.name === "Bence Tomesz")).toMatchObject({
      source: "rank",
      ratingBefore: 1230,
    });
  });

  test("FIDE: a Go file's ratings taken as Elo only with the word, and the sheet says so", async () => {
    const fide = { params: { system: "fide", ruleset: "FIDE2024" } } as const;
    const weekend = { tournament: fixtureTournament("opengotha-weekend"), fileName: "weekend.xml" };
    const plain = await written(request({ ...fide, ...weekend }));
    expect(plain.build.players.every((p) => p.ratingBefore === null)).toBe(true);
    expect(plain.params.fileRatings).toBe(false);
  });
});
