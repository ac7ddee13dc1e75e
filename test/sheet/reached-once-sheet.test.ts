/**
 * The tournament sheet built with a season's list (D171): the thresholds each player has reached
 * once (the list's column, or its history, D144) in a column beside the crosstable, passed to
 * TOURNAMENT.MGSZ as `reached_once` (D170), so that Create and Recalculate promote as the season
 * does. RULES §1.4's example 2: 1d at 2000; 2035, 2055 (2d's 2050 reached once), 2040, 2075 → 2d.
 * The list is the season's `--out` after the first three tournaments, read back.
 */
import { rateMgszSeason } from "../../src/core/season/mgsz";
import { readRatingList } from "../../src/formats";
import { seasonListCsv } from "../../src/formats/lists/csv-season";
import { recalculateActiveSheet } from "../../src/sheet/actions";
import { writePlan } from "../../src/sheet/adapter";
import { describe as describeMessage } from "../../src/sheet/messages";
import type { TournamentSheetRequest } from "../../src/sheet/request";
import type { SheetLanguage } from "../../src/sheet/texts";
import { buildTournamentSheet } from "../../src/sheet/tournament-sheet";
import { at, listed, series } from "../core/season/season-helpers";
import { functionBook, ratingsTable } from "./tournament-helpers";

const HERO = { name: "Hero", pin: "10001", rank: "1d" };
const EVENTS = series(HERO, 2000, [2035, 2055, 2040, 2075]);
const FIRST_THREE = rateMgszSeason([listed("Hero", "10001", 2000, "1d")], EVENTS.slice(0, 3));
/** The list after 2040: `Reached once` 2d, the history 2035, 2055, 2040. */
const LIST_CSV = seasonListCsv(FIRST_THREE.list, "en");
/** The same list with its Reached once column blank: 2d only in the history (D144). */
const HISTORY_ONLY = LIST_CSV.replace(/^(10001,Hero,[^,]*,[^,]*,[^,]*,2040,1d,)2d,/mu, "$1,");

const request = (csv: string, language: SheetLanguage = "en"): TournamentSheetRequest => ({
  tournament: at(EVENTS, 3).tournament,
  fileName: "t4.h9",
  params: { system: "mgsz", multiplier: at(EVENTS, 3).multiplier ?? null },
  ratingList: readRatingList(csv),
  tiebreaks: ["MMS", "SOS"],
  language,
});

async function sheetFor(req: TournamentSheetRequest) {
  const book = functionBook();
  const build = buildTournamentSheet(req);
  const { sheetName } = await writePlan(book.context(), build.plan);
  return { book, build, sheet: sheetName };
}

/** The address of the crosstable's side column headed `header`, and the hero's cell in it. */
function sideCell(book: ReturnType<typeof functionBook>, sheet: string, header: string): string {
  const values = book.valuesOf(sheet, "A1:M20");
  for (const [r, row] of values.entries()) {
    const c = row.indexOf(header);
    if (c >= 0) return `${String.fromCharCode(65 + c)}${r + 2}`;
  }
  throw new Error(`no column ${header}`);
}

describe("the sheet of example 2's fourth tournament with the season's list (D170, D171)", () => {
  it("the list is what the season wrote: 2040, 1d, 2d reached once; the history-only copy lacks the column's 2d", () => {
    expect(at(FIRST_THREE.list, 0)).toMatchObject({ rating: 2040, rank: "1d", reachedOnce: ["2d"] });
    expect(HISTORY_ONLY).not.toEqual(LIST_CSV);
    expect(readRatingList(HISTORY_ONLY).entries[0]).toMatchObject({ rating: 2040, reachedOnce: [] });
  });

  it.each([
    ["the Reached once column", LIST_CSV],
    ["the history alone (D144)", HISTORY_ONLY],
  ])(
    "Create promotes to 2d from %s: the column beside the crosstable, the formula's reached_once",
    async (_, csv) => {
      const { book, build, sheet } = await sheetFor(request(csv));
      expect(build.players[0]).toMatchObject({ ratingAfter: 2075, rankAfter: "2d" });
      const hero = sideCell(book, sheet, "Reached once");
      expect(book.cell(sheet, hero)?.value).toBe("2d");
      const ratings = book.cell(sheet, build.layout.ratingsAnchor)?.formula ?? "";
      // crosstable, multiplier, language, register (the guest is new, D24), accept_unknown, reached_once
      const column = hero.replace(/\d+$/u, "");
      expect(ratings.split(",")).toHaveLength(6);
      expect(ratings.endsWith(",Crosstable[Reached once])")).toBe(true); // D324: the column by its name
      expect(hero).toBe(`${column}10`);
      expect(ratingsTable(book, sheet, build)[0]).toMatchObject({ "Rating after": 2075, "Rank after": "2d" });
    },
  );

  it("Recalculate passes the column again; cleared, 2075 is 2d's first time (1d), typed back, 2d", async () => {
    const { book, build, sheet } = await sheetFor(request(LIST_CSV, "hu"));
    const hero = sideCell(book, sheet, "Egyszer elért");
    book.typeInto(sheet, hero, "");
    expect((await recalculateActiveSheet(book.context())).ok).toBe(true);
    expect(ratingsTable(book, sheet, build)[0]).toMatchObject({ "Rating after": 2075, "Rank after": "1d" });
    book.typeInto(sheet, hero, "1d;2d");
    expect((await recalculateActiveSheet(book.context())).ok).toBe(true);
    expect(ratingsTable(book, sheet, build)[0]).toMatchObject({ "Rating after": 2075, "Rank after": "2d" });
  });

  it("a cell that is no rank: Recalculate names its cell, says what it expects, and writes nothing", async () => {
    const { book, build, sheet } = await sheetFor(request(LIST_CSV));
    const hero = sideCell(book, sheet, "Reached once");
    book.typeInto(sheet, hero, "2d;2x");
    const r = await recalculateActiveSheet(book.context());
    expect(r.ok).toBe(false);
    const problems = r.ok ? [] : r.problems.map((p) => [p.address, describeMessage(p.text, "en")]);
    expect(problems).toEqual([
      [
        `'${sheet}'!${hero}`,
        'Reached once: "2d;2x" is not a list of ranks such as "2d" or "1d;2d", nor blank',
      ],
    ]);
    // meanwhile Excel's own evaluation of the formula shows the function's error
    expect(book.cell(sheet, build.layout.ratingsAnchor)?.value).toBe("#VALUE!");
  });

  it("a list without thresholds reached once gives no column and the formula as before", async () => {
    const plain = "PIN,Name,Rating,Rank\n10001,Hero,2040,1d\n";
    const { book, build, sheet } = await sheetFor(request(plain));
    expect(book.valuesOf(sheet, "A1:M20").flat()).not.toContain("Reached once");
    // crosstable, multiplier, language, register (the guest is new, D24): no reached_once
    expect(book.cell(sheet, build.layout.ratingsAnchor)?.formula?.split(",")).toHaveLength(4);
    expect(build.players[0]).toMatchObject({ ratingAfter: 2075, rankAfter: "1d" });
  });
});
