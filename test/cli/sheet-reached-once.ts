/**
 * `rating-officer sheet --ratings LIST` with the season's list (D170, D171): RULES §1.4's example
 * 2 (1d at 2000; 2035, 2055, 2040, 2075 → 2d). The list is the season's `--out` after the first
 * three tournaments; the fourth, as an h9 file, gives 2d in the sheet's ratings, through the
 * sheet's own TOURNAMENT.MGSZ formula and its `reached_once` column.
 */
import ExcelJS from "exceljs";
import { rateMgszSeason } from "../../src/core/season/mgsz";
import { writeEgd } from "../../src/formats/egd-writer";
import { seasonListCsv } from "../../src/formats/lists/csv-season";
import { at, listed, series } from "../core/season/season-helpers";
import { firstWorksheet as book, formulaCell, resultOf, run } from "./fake-io";

const HERO = { name: "Hero", pin: "10001", rank: "1d" };
const EVENTS = series(HERO, 2000, [2035, 2055, 2040, 2075]);
const LIST = seasonListCsv(
  rateMgszSeason([listed("Hero", "10001", 2000, "1d")], EVENTS.slice(0, 3)).list,
  "en",
);

async function heroAfter(list: string): Promise<{ formula: string; rating: unknown; rank: unknown }> {
  const mult = String(at(EVENTS, 3).multiplier);
  const files = { "t4.h9": writeEgd(at(EVENTS, 3).tournament), "list.csv": list };
  const args = ["sheet", "t4.h9", "--system", "mgsz", "--multiplier", mult, "--ratings", "list.csv"];
  const r = await run([...args, "--out", "t.xlsx"], files);
  expect(r.code).toBe(0);
  const s = await book(r.written.get("t.xlsx"));
  const anchor = formulaCell(s, "TOURNAMENT.MGSZ(");
  const header = (s.getRow(Number(anchor.row)).values as ExcelJS.CellValue[]).map(resultOf);
  // the h9 file lists its players by place: the hero's row is found by his name
  const rows = [1, 2].map((k) =>
    (s.getRow(Number(anchor.row) + k).values as ExcelJS.CellValue[]).map(resultOf),
  );
  const hero = rows.find((row) => String(row[header.indexOf("Name")]).startsWith("Hero")) ?? [];
  return {
    formula: (anchor.value as ExcelJS.CellFormulaValue).formula,
    rating: hero[header.indexOf("Rating after")],
    rank: hero[header.indexOf("Rank after")],
  };
}

/** The season's list in the sheet: declared by sheet.test.ts, the one test file of `sheet --out`'s workbooks. */
export function reachedOnceSheetTests(): void {
  describe("rating-officer sheet with the season's list: RULES §1.4 example 2's fourth tournament", () => {
    test("2075 gives 2d: 2d's 2050 was reached once at 2055 (the list's Reached once column)", async () => {
      const r = await heroAfter(LIST);
      expect(r).toMatchObject({ rating: 2075, rank: "2d" });
      expect(r.formula.split(",")).toHaveLength(6); // … register, accept_unknown, reached_once
    });

    test("a list of the same players without the history or the column: 2075 is 2d's first time, 1d", async () => {
      const r = await heroAfter("PIN,Name,Rating,Rank\n10001,Hero,2040,1d\n");
      expect(r).toMatchObject({ rating: 2075, rank: "1d" });
    });
  });
}
