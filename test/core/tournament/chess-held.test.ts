/**
 * FIDE's worked tie-break exercises (RULES §2.3, D28): IA Mario Held, "Exercises in Tie-Breaking"
 * (FIDE C.07-2023, Rev. 2403220900, pp. 10-50), on its 16-player Swiss after 5 and after 9
 * rounds and its 6-player round robin (test/fixtures/trf-held-swiss-5, trf-held-swiss-9,
 * trf-tiebreakserver-held-round-robin; SOURCES.txt there). The expected values are the paper's
 * published answers, as the FIDE Technical Commission's TieBreakServer lists them in
 * tests/test_fide_held_individual_exercises.py (OttoMilvang/TieBreakServer, commit b411582),
 * exercise numbers cited per test: a differential oracle for every definition C.07 gives.
 */
import { readFileSync } from "fs";
import { join } from "path";
import { chessDirectEncounter, encounterPoints } from "../../../src/core/tournament/chess-direct-encounter";
import { chessStandings } from "../../../src/core/tournament/chess-standings";
import { chessTiebreakValues } from "../../../src/core/tournament/chess-tiebreak-values";
import { type ChessTiebreak, type ChessTiebreakRules } from "../../../src/core/tournament/chess-tiebreaks";
import type { Tournament } from "../../../src/core/tournament/model";
import { readTournament } from "../../../src/formats";
import { crosstable } from "./helpers";

const fixture = (dir: string): Tournament => {
  const path = join(__dirname, "../../fixtures", dir, "input.trf");
  return readTournament(readFileSync(path), path).tournament;
};
const SWISS_5 = fixture("trf-held-swiss-5");
const SWISS_9 = fixture("trf-held-swiss-9");
const ROUND_ROBIN = fixture("trf-tiebreakserver-held-round-robin");

/** Each player's value of one tie-break, by start number (the file lists them by score). */
function byStartNumber(
  t: Tournament,
  c: ChessTiebreak,
  roundRobin = false,
  rules: ChessTiebreakRules = "2024",
): Record<number, number | null> {
  const values = chessTiebreakValues(t, [c], { roundRobin, rules }).get(c) ?? [];
  const out: Record<number, number | null> = {};
  t.players.forEach((p, i) => {
    const v = values[i];
    out[p.startNumber ?? i + 1] = v === undefined ? NaN : v === null ? null : v / 2;
  });
  return out;
}

/** Places after PTS then DE, by start number (the paper's DE exercises rank the tied players). */
function deRanks(t: Tournament, roundRobin = false): Record<number, number> {
  const out: Record<number, number> = {};
  for (const r of chessStandings(t, ["PTS", "DE"], { roundRobin }))
    out[t.players[r.player]?.startNumber ?? r.player + 1] = r.place;
  return out;
}

const list = (values: readonly (number | null)[]): Record<number, number | null> =>
  Object.fromEntries(values.map((v, i) => [i + 1, v]));
/** The players named, of a whole list by start number. */
const only = (values: Record<number, number | null>, ...players: number[]): Record<number, number | null> =>
  Object.fromEntries(players.map((p) => [p, values[p] ?? NaN]));

// The paper's answers for the 5-round Swiss, players 1-16 in start-number order.
const HELD_SWISS_5: [ChessTiebreak, string, readonly number[]][] = [
  ["BH", "exercises 1-4", [12.5, 13, 15.5, 15, 8.5, 12, 14.5, 13.5, 9, 13, 13.5, 11.5, 14, 11, 12, 12.5]],
  ["BH-C1", "exercises 5-8", [11, 12, 13, 11.5, 7.5, 11, 12.5, 12, 7.5, 11.5, 12, 9.5, 12, 9, 11, 11]],
  [
    "AOB",
    "exercise 9",
    [12.6, 13.6, 13.4, 13.38, 13.4, 13.25, 11.9, 13, 12.75, 10.9, 12.75, 15, 12.1, 13.17, 12.2, 13.3],
  ],
  [
    "FB",
    "exercise 10",
    [13.5, 13.5, 15, 15.5, 10, 12, 13.5, 12.5, 9.5, 12.5, 12.5, 11.5, 13.5, 10.5, 12, 13.5],
  ],
  [
    "SB",
    "exercises 11-12",
    [8, 9.5, 10.5, 9.75, 4.25, 6.5, 3.25, 5.25, 2.25, 1.5, 5.75, 4, 4.25, 4.5, 3.5, 7.25],
  ],
  ["SB-C1", "exercise 13", [7.25, 8.5, 9.25, 8, 3.25, 5.5, 1.25, 3.75, 2.25, 0, 4.25, 4, 4.25, 3, 2.5, 5.75]],
  [
    "ARO",
    "exercise 17",
    [1820, 1880, 1940, 1888, 1690, 1813, 1760, 1730, 1975, 1880, 1863, 2050, 1930, 1800, 1860, 1820],
  ],
  [
    "TPR",
    "exercises 19-20",
    [1969, 2120, 2089, 2081, 1690, 1813, 1611, 1730, 1175, 1640, 1776, 1250, 1781, 1925, 1788, 1969],
  ],
  ["WIN", "exercise 27", [2, 3, 2, 2, 2, 3, 1, 2, 1, 1, 2, 2, 1, 2, 2, 3]],
  ["WON", "exercise 28", [2, 3, 2, 2, 2, 2, 1, 2, 0, 1, 1, 0, 1, 2, 2, 3]],
  ["BPG", "exercise 29", [2, 3, 2, 2, 2, 2, 3, 2, 1, 3, 2, 0, 3, 2, 3, 2]],
  ["BWG", "exercise 30", [1, 1, 1, 1, 0, 1, 0, 0, 0, 1, 0, 0, 1, 1, 1, 1]],
  ["GE", "exercise 31", [5, 5, 5, 4, 5, 5, 5, 5, 3, 5, 5, 3, 5, 3, 5, 5]],
  ["PS", "exercise 32", [11, 13, 11, 11.5, 5, 6, 6, 8.5, 2.5, 4, 5.5, 7, 7, 6, 7, 10.5]],
  ["PS-C1", "exercise 33", [10, 12, 10.5, 10.5, 5, 6, 5, 8, 2.5, 4, 5, 7, 6, 5, 7, 10]],
];

describe("Held's exercises on the 5-round Swiss (C.07 art. 7-10, 14, 16)", () => {
  test.each(HELD_SWISS_5)("%s (%s)", (c, _exercises, expected) => {
    expect(byStartNumber(SWISS_5, c)).toEqual(list(expected));
  });

  test("ARO Cut-1 (exercise 18): player 12 played one rated game and has none to keep (the paper: None; D31: null)", () => {
    const held = [
      1900,
      1988,
      2000,
      1983,
      1738,
      1900,
      1838,
      1800,
      2200,
      1975,
      2000,
      null,
      2025,
      1900,
      1963,
      1900,
    ];
    expect(byStartNumber(SWISS_5, "ARO-C1")).toEqual(list(held));
  });

  test("APRO (exercise 21) and PTP (exercise 22) of the players the paper asks about", () => {
    expect(only(byStartNumber(SWISS_5, "APRO"), 1, 3, 4, 16)).toEqual({
      1: 1789,
      3: 1904,
      4: 1772,
      16: 1805,
    });
    expect(only(byStartNumber(SWISS_5, "PTP"), 3)).toEqual({ 3: 2112 });
  });

  test("direct encounter among the tied (exercises 23, 24): 1, 3, 4, 16 share 2nd; 5, 8, 11 share 7th", () => {
    const ranks = deRanks(SWISS_5);
    expect([ranks[1], ranks[3], ranks[4], ranks[16]]).toEqual([2, 2, 2, 2]);
    expect([ranks[5], ranks[8], ranks[11]]).toEqual([7, 7, 7]);
  });
});

describe("Held's exercises on the 9-round Swiss and the round robin", () => {
  test("direct encounter after 9 rounds (exercise 25): the places of all 16", () => {
    expect(deRanks(SWISS_9)).toEqual({
      1: 3,
      2: 5,
      3: 1,
      4: 3,
      5: 9,
      6: 2,
      7: 6,
      8: 6,
      9: 14,
      10: 9,
      11: 13,
      12: 14,
      13: 16,
      14: 9,
      15: 9,
      16: 6,
    });
  });

  test("round robin: Sonneborn–Berger with the forfeit against its scheduled opponent (exercise 14)", () => {
    expect(byStartNumber(ROUND_ROBIN, "SB", true)).toEqual(list([9.25, 6.25, 6.25, 4.25, 3.25, 2.25]));
  });

  test("round robin: Koya, the points against the opponents on half of the games or more (exercise 16)", () => {
    expect(byStartNumber(ROUND_ROBIN, "KS", true)).toEqual(list([2, 0.5, 0.5, 1, 0.5, 0]));
  });

  test("round robin: Sonneborn–Berger Cut-1 drops the least significant opponent (exercise 15)", () => {
    expect(byStartNumber(ROUND_ROBIN, "SB-C1", true)).toEqual(list([9.25, 4.75, 4.75, 4.25, 3.25, 1.5]));
  });

  test("round robin: direct encounter counts the forfeit with its result (exercise 26)", () => {
    // 4, 5 and 6 tied on 1.5: 6 drew 4 and won 5 by forfeit (1.5), 5 beat 4 (1), 4 drew 6 (0.5)
    expect(deRanks(ROUND_ROBIN, true)).toEqual({ 1: 1, 2: 2, 3: 2, 4: 6, 5: 5, 6: 4 });
  });
});

describe("C.07 6.1.2: an opponent met more than once counts as the average of the games", () => {
  // A beat B twice (rounds 1 and 4), C beat A, B beat C; one of them free each round.
  const t = crosstable([
    ["A", "", 2000, "2+/w", "3-/b", "0-", "2+/b"],
    ["B", "", 2000, "1-/b", "0-", "3+/w", "1-/w"],
    ["C", "", 2000, "0-", "1+/w", "2-/b", "0-"],
  ]);
  test("A's two wins over B count once (1), as C's and B's single wins: all three stay tied", () => {
    // averaged: A (2 + 2) / 2 = 2 against B, 0 against C; B 2 against C; C 2 against A (doubled)
    expect(encounterPoints(t, [0, 1, 2], 4).points).toEqual([2, 2, 2]);
    // so none of the three is separated: all 1st of the group (D31)
    expect(chessDirectEncounter(t, [0, 1, 2], 4)).toEqual([1, 1, 1]);
  });
  test("a win and a draw against the same opponent average to ¾", () => {
    const drawn = crosstable([
      ["A", "", 2000, "2+/w", "2=/b"],
      ["B", "", 2000, "1-/b", "1=/w"],
    ]);
    // doubled: (2 + 1) / 2 = 1.5 for A, (0 + 1) / 2 = 0.5 for B
    expect(encounterPoints(drawn, [0, 1], 2).points).toEqual([1.5, 0.5]);
  });
});

/**
 * C.07 as amended for 2026 (D32): a participant's own unplayed round counts against a dummy
 * opponent whose score is capped (art. 16.4). The paper's answers stay the 2024 ones above; the
 * 2026 figures are the ones the FIDE Technical Commission's TieBreakServer publishes beside them
 * (POST_2026 in tests/test_fide_held_individual_exercises.py, commit b411582): only players 4, 6
 * and 11 change.
 */
describe("Held's exercises under the 2026 adjustment rules (C.07 art. 16.4, D32)", () => {
  // the 2024 answers of exercises 12 and 13 (tested above), which the 2026 ones change
  const SB = byStartNumber(SWISS_5, "SB");
  const SB_C1 = byStartNumber(SWISS_5, "SB-C1");
  const v2 = (c: ChessTiebreak): Record<number, number | null> => byStartNumber(SWISS_5, c, false, "2026");
  test.each<[string, ChessTiebreak, Record<number, number | null>]>([
    ["exercise 3", "BH", { 5: 8.5, 8: 13.5, 11: 12.5 }],
    ["exercise 4", "BH", { 1: 12.5, 3: 15.5, 4: 14, 16: 12.5 }],
    ["exercise 5", "BH-C1", { 5: 7.5, 8: 12, 11: 11 }],
    ["exercise 11", "SB", { 1: 8, 3: 10.5, 4: 9.25, 16: 7.25 }],
  ])("%s: %s", (_exercise, c, published) => {
    expect(only(v2(c), ...Object.keys(published).map(Number))).toEqual(published);
  });
  test("exercise 9: AOB over the 2026 Buchholz", () => {
    expect(v2("AOB")).toEqual(
      list([12.4, 13.6, 12.9, 13.38, 13.2, 13.25, 11.7, 12.9, 12.75, 10.8, 12.75, 14, 11.9, 13, 12.2, 13.1]),
    );
  });
  test("exercise 10: FB, players 4, 11 and 12 change", () => {
    expect(v2("FB")).toEqual(
      list([13.5, 13.5, 15, 14.5, 10, 12, 13.5, 12.5, 9.5, 12.5, 12, 11, 13.5, 10.5, 12, 13.5]),
    );
  });
  test("exercise 12: SB, players 4, 6 and 11 change", () => {
    expect(v2("SB")).toEqual({ ...SB, 4: 9.25, 6: 6, 11: 4.75 });
  });
  test("exercise 13: SB Cut-1, players 4, 6 and 11 change", () => {
    expect(v2("SB-C1")).toEqual({ ...SB_C1, 4: 7.75, 6: 5, 11: 3.25 });
  });
});
