/** Step 3 of the pane without the DOM (src/taskpane/matching.ts). */
import fs from "node:fs";
import path from "node:path";
import { readRatingList, readTournament } from "../../src/formats";
import type { Tournament } from "../../src/core/tournament/model";
import type { RatingList } from "../../src/formats";
import { previewMatches } from "../../src/taskpane/matching";

const FIX = path.resolve(__dirname, "../fixtures");
const veterans = readTournament(
  fs.readFileSync(path.join(FIX, "egd-veterans", "input.h9")),
  "input.h9",
).tournament;

// A rating list naming three of the fixture's players: one in the other name order and
// without accents, one twice (two people of that name), and one not at all like the file.
const LIST: RatingList = readRatingList(
  [
    "name;rating;rank",
    "Francois Mizessyn;2250;3d", // file: "Mizessyn François"
    "Feldmann Denis;2080;1d",
    "Robert Bruno;1850;2k",
    "Robert Bruno;1700;3k",
  ].join("\n"),
);

test("players are found by name in any order and spelling; the rest listed with their fallback", () => {
  const m = previewMatches({ tournament: veterans, ratingList: LIST }, "mgsz");
  expect(m.players).toBe(14); // fixture expected.json
  expect(m.found).toBe(2);
  expect(m.unmatched).toHaveLength(12);
  // Row 3 of the h9: "Robert Bruno 2K", twice on the list: a conflict (D62), not rated until
  // the officer picks one of the two rows.
  // The question names both rows: the list's lines 4 and 5 (the CSV above, header on line 1).
  expect(m.unmatched[0]).toEqual({
    no: 3,
    name: "Robert Bruno",
    ambiguous: 2,
    fallback: { kind: "none" },
    question: {
      kind: "conflict",
      rows: [
        { index: 2, line: 4, name: "Robert Bruno" },
        { index: 3, line: 5, name: "Robert Bruno" },
      ],
    },
  });
  // Row 14: "Gaillard Jean-Luc 9K" (9k: 1555).
  expect(m.unmatched.at(-1)).toEqual({
    no: 14,
    name: "Gaillard Jean-Luc",
    ambiguous: 0,
    fallback: { kind: "rank", rank: "9k", rating: 1555 },
  });
});

const one = (p: Tournament["players"][number]): Tournament => ({
  format: "model",
  name: "one",
  rounds: 0,
  parameters: veterans.parameters,
  players: [p],
});
const noList: RatingList = { ...LIST, entries: [] };
const fallbackOf = (system: "mgsz" | "fide" | "mahjong", p: Tournament["players"][number]) =>
  previewMatches({ tournament: one(p), ratingList: noList }, system).unmatched[0]?.fallback;

test("fallbacks per system, as the engines decide them (RULES §1.5, D24)", () => {
  // MGSZ: the declared rank's threshold (5k: 1720, docs/mgsz.md), the file's rating not used
  expect(fallbackOf("mgsz", { name: "A", rank: "5k", rating: 1500, results: [] })).toEqual({
    kind: "rank",
    rank: "5k",
    rating: 1720,
  });
  // FIDE: the file's rating counts for players the list does not have
  expect(fallbackOf("fide", { name: "A", rank: "5k", rating: 1500, results: [] })).toEqual({
    kind: "file",
    rating: 1500,
  });
  // MGSZ with a list: the file's rating is not used, and without a rank there is nothing to
  // start from (the pane used to say "the file's rating" here; the engine refuses the player)
  expect(fallbackOf("mgsz", { name: "A", rating: 1500, results: [] })).toEqual({ kind: "none" });
  expect(fallbackOf("fide", { name: "A", results: [] })).toEqual({ kind: "unrated" });
  // Mahjong: a player not on the list starts at 12 kyu (RULES R4).
  expect(fallbackOf("mahjong", { name: "A", rating: 1500, results: [] })).toEqual({
    kind: "mahjong-default",
  });
});

test("an empty list finds nobody", () => {
  const m = previewMatches({ tournament: veterans, ratingList: noList }, "mgsz");
  expect([m.found, m.unmatched.length]).toEqual([0, 14]);
});

test("D64: step 3 previews the starts the box asks for: Bence Tomesz from 20k's threshold, or the file's 100", () => {
  // fixture opengotha-weekend: Bence Tomesz rank="20K" rating="100" (an EGF rating); no list
  const weekend = readTournament(
    fs.readFileSync(path.join(FIX, "opengotha-weekend", "input.xml")),
    "input.xml",
  ).tournament;
  const bence = (fileRatings: boolean) =>
    previewMatches({ tournament: weekend, ...(fileRatings ? { fileRatings } : {}) }, "mgsz").unmatched.find(
      (u) => u.name === "Bence Tomesz",
    )?.fallback;
  // docs/mgsz.md's thresholds: 20k 1230 (RULES §1.5, D24)
  expect(bence(false)).toEqual({ kind: "rank", rank: "20k", rating: 1230 });
  // ticked, the rows the engine refuses (OpenGotha's -700 for three 28k players, D65) say so
  expect(bence(true)).toEqual({ kind: "file", rating: 100 });
});
