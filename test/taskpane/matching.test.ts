/** Step 3 of the pane without the DOM (src/taskpane/matching.ts). */
import fs from "node:fs";
import path from "node:path";
import { readRatingList, readTournament } from "../../src/formats";
import { fallbackOf, previewMatches } from "../../src/taskpane/matching";

const FIX = path.resolve(__dirname, "../fixtures");
const veterans = readTournament(
  fs.readFileSync(path.join(FIX, "egd-veterans", "input.h9")),
  "input.h9",
).tournament;

// A rating list naming three of the fixture's players: one in the other name order and
// without accents, one twice (two people of that name), and one not at all like the file.
const LIST = readRatingList(
  [
    "name;rating;rank",
    "Francois Mizessyn;2250;3d", // file: "Mizessyn François"
    "Feldmann Denis;2080;1d",
    "Robert Bruno;1850;2k",
    "Robert Bruno;1700;3k",
  ].join("\n"),
).entries;

test("players are found by name in any order and spelling; the rest listed with their fallback", () => {
  const m = previewMatches(veterans, LIST, "mgsz");
  expect(m.players).toBe(14); // fixture expected.json
  expect(m.found).toBe(2);
  expect(m.unmatched).toHaveLength(12);
  // Row 3 of the h9: "Robert Bruno 2K", twice on the list: ambiguous, starts from the rank (RULES §1.5).
  expect(m.unmatched[0]).toEqual({
    no: 3,
    name: "Robert Bruno",
    ambiguous: 2,
    fallback: { kind: "rank", rank: "2k" },
  });
  // Row 14: "Gaillard Jean-Luc 9K".
  expect(m.unmatched.at(-1)).toEqual({
    no: 14,
    name: "Gaillard Jean-Luc",
    ambiguous: 0,
    fallback: { kind: "rank", rank: "9k" },
  });
});

test("fallbacks per system: MGSZ the declared rank, FIDE the file's rating, else unrated", () => {
  expect(fallbackOf("mgsz", { name: "A", rank: "5k", rating: 1500, results: [] })).toEqual({
    kind: "rank",
    rank: "5k",
  });
  expect(fallbackOf("fide", { name: "A", rank: "5k", rating: 1500, results: [] })).toEqual({
    kind: "file",
    rating: 1500,
  });
  expect(fallbackOf("mgsz", { name: "A", rating: 1500, results: [] })).toEqual({
    kind: "file",
    rating: 1500,
  });
  expect(fallbackOf("fide", { name: "A", results: [] })).toEqual({ kind: "unrated" });
  // Mahjong: a player not on the list starts at 12 kyu (RULES R4).
  expect(fallbackOf("mahjong", { name: "A", rating: 1500, results: [] })).toEqual({
    kind: "mahjong-default",
  });
});

test("an empty list finds nobody", () => {
  const m = previewMatches(veterans, [], "mgsz");
  expect([m.found, m.unmatched.length]).toEqual([0, 14]);
});
