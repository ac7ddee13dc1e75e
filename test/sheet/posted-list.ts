/**
 * A rating-list sheet kept by Post: RULES §1.4's example 2 for Kovács Péter (1d at 2000; 2035,
 * 2055, 2040, 2075 → 2d, the second reach of 2d's threshold promoting him), posted tournament
 * after tournament; Kis Anna plays the second and the fourth (1862, 1871: made up), Nagy Béla none.
 */
import { postToRatingList, readSheet } from "../../src/sheet/actions";
import { type RatingListMapping, detectRatingListMapping } from "../../src/sheet/post";
import type { PlayerOutcome } from "../../src/sheet/request";
import { FakeWorkbook } from "./fake-workbook";

/**
 * A list as officers keep it: a title row, a header row with IDs, a formula, an empty row, a
 * note column, two players of one name (test/sheet/post.test.ts, test/sheet/post-kept.test.ts).
 */
export const LIST_ROWS: unknown[][] = [
  ["MGSZ rating list 2026"],
  ["Azonosító", "Név", "Fokozat", "Értékszám", "Megjegyzés"],
  ["13850408", "Kovács Anna", "2d", 2105, "club champion"],
  ["", "Nagy Béla", "1k", "=D3-255", ""],
  ["", "Szőke Ödön", "5k", 1620, ""],
  [],
  ["", "Pocsai Rita", "3k", 1750, ""],
  ["", "Tóth Gábor", "10k", 1105, ""],
  ["", "Tóth Gábor", "12k", 910, "another Tóth Gábor"],
];

export const LIST = [
  ["MGSZ rating list 2026"],
  ["Név", "Fokozat", "Értékszám", "Megjegyzés"],
  ["Kovács Péter", "1d", 2000, ""],
  ["Kis Anna", "1k", 1850, "club secretary"],
  ["Nagy Béla", "2k", 1790, ""],
];

const out = (no: number, name: string, ratingAfter: number, rankAfter: string): PlayerOutcome => ({
  no,
  name,
  ratingBefore: null,
  ratingAfter,
  rankAfter,
  source: "sheet",
  matched: true,
});

/** RULES §1.4 example 2 (Kovács Péter), posted by Post, one dated column pair per tournament. */
const POSTS: [string, PlayerOutcome[]][] = [
  ["2026-03-14", [out(1, "Kovács Péter", 2035, "1d")]],
  ["2026-04-11", [out(1, "Kovács Péter", 2055, "1d"), out(2, "Kis Anna", 1862, "1k")]],
  ["2026-05-09", [out(1, "Kovács Péter", 2040, "1d")]],
  ["2026-06-13", [out(1, "Kovács Péter", 2075, "2d"), out(2, "Kis Anna", 1871, "1k")]],
];

export async function postedBook(): Promise<{ book: FakeWorkbook; mapping: RatingListMapping }> {
  const book = new FakeWorkbook({
    sheets: [
      { name: "Lista", rows: LIST },
      { name: "Budapest", rows: [["x"]] },
    ],
  });
  const found = detectRatingListMapping(await readSheet(book.context(), "Lista"));
  if (!("rating" in found)) throw new Error("no mapping");
  for (const [date, players] of POSTS) await postToRatingList(book.context(), found, players, date);
  return { book, mapping: found };
}
