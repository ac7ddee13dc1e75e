/**
 * The rating-list sheet the browser tests of the list's history use, as Post leaves it: a dated
 * rating column and its rank column per tournament (RULES §1.4's example 2 for Kovács Péter: 1d
 * at 2000; 2035, 2055; Kis Anna's 1862 made up), and the mapping the workbook remembers for it.
 */
export const POSTED_LIST = [
  ["MGSZ rating list 2026"],
  ["Név", "Fokozat", "Értékszám", "2026-03-14", "2026-03-14 rank", "2026-04-11", "2026-04-11 rank"],
  ["Kovács Péter", "1d", 2000, 2035, "1d", 2055, "1d"],
  ["Kis Anna", "1k", 1850, "", "", 1862, "1k"],
  ["Nagy Béla", "2k", 1790],
];

export const POSTED_MAPPING = { sheet: "Lista", headerRow: 1, name: 0, rank: 1, rating: 2 };
