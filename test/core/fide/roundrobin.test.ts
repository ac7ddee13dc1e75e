/**
 * The regulation's 10-player round robin with four unrated players (RULES §2.1, 8.21b, 8.58):
 * A 2600 8, B 2500 7, C unrated 7, D 2400 6, E unrated 6, F 2150 4, G 2300 3, H unrated 2,
 * I unrated 1, J 2300 1. Rar 2375, dpa 29.5, Ra 2348; Ru 2423, 2393, 2150, 2032.
 */
import { rateRoundRobin, type RoundRobinPlayer } from "../../../src/core/fide/roundrobin";
import { FIDE2024, HU2017 } from "../../../src/core/fide/rules";

const RATINGS = [2600, 2500, null, 2400, null, 2150, 2300, null, null, 2300];
const SCORES = [8, 7, 7, 6, 6, 4, 3, 2, 1, 1];

/** A crosstable with the example's totals (the regulation gives totals only; any table with them rates alike). */
function crosstable(scores: number[]): (number | null)[][] {
  const n = scores.length;
  const need = scores.map((s) => s * 2);
  const t: (number | null)[][] = Array.from({ length: n }, () => Array<number | null>(n).fill(null));
  const solve = (i: number, j: number): boolean => {
    if (i === n) return need.every((x) => x === 0);
    if (j === n) return need[i] === 0 && solve(i + 1, i + 2);
    for (const h of [2, 1, 0]) {
      if ((need[i] as number) >= h && (need[j] as number) >= 2 - h) {
        need[i] = (need[i] as number) - h;
        need[j] = (need[j] as number) - (2 - h);
        (t[i] as (number | null)[])[j] = h / 2;
        (t[j] as (number | null)[])[i] = 1 - h / 2;
        if (solve(i, j + 1)) return true;
        need[i] = (need[i] as number) + h;
        need[j] = (need[j] as number) + 2 - h;
      }
    }
    return false;
  };
  if (!solve(0, 1)) throw new Error("no crosstable with these totals");
  return t;
}

const TABLE = crosstable(SCORES);
const PLAYERS: RoundRobinPlayer[] = RATINGS.map((rating, i) => ({
  rating,
  results: TABLE[i] as (number | null)[],
  ...(rating === null ? {} : { k: 20 }),
}));

describe("the regulation's round robin (8.21b)", () => {
  const r = rateRoundRobin(PLAYERS, HU2017);
  test("Rar = 2375, dpa = 29.5, Ra = 2375 − 29.5 × 9/10 = 2348", () => {
    expect(r).toMatchObject({ n: 9, rar: 2375, dpa: 29.5, ra: 2348 });
    expect(r.raExact).toBeCloseTo(2348.45, 10);
  });
  test("the rated players' p and dp: .89 351, .78 220, .67 125, .44 −43, .33 −125, .11 −351", () => {
    expect([0, 1, 3, 5, 6, 9].map((i) => [r.players[i]?.p, r.players[i]?.dp])).toEqual([
      [89, 351],
      [78, 220],
      [67, 125],
      [44, -43],
      [33, -125],
      [11, -351],
    ]);
  });
  test("Ru(C) = 2348 + 5 × 15 = 2423, Ru(E) = 2393, Ru(H) = 2348 − 220 × 0.9 = 2150, Ru(I) = 2348 − 351 × 0.9 = 2032", () => {
    expect([2, 4, 7, 8].map((i) => r.players[i]?.ru)).toEqual([2423, 2393, 2150, 2032]);
  });
  test("the rated players are rated against the Ru (8.58): We of A 7.36 and B 6.48 as printed", () => {
    expect(r.players[0]?.change).toMatchObject({ games: 9, w: 8, we: 736 });
    expect(r.players[1]?.change).toMatchObject({ games: 9, w: 7, we: 648 });
    expect(r.players[0]?.change?.change).toBeCloseTo(12.8, 10); // (8 − 7.36) × 20, as printed
    expect(r.players[1]?.change?.change).toBeCloseTo(10.4, 10);
  });
  test("D12: D, F, G, J against the Ru of the first column (the printed 5.40, 2.55, 4.21 use the unexplained second)", () => {
    // D 2400 v A..J: .24 .36 .47 .51 .81 .64 .81 .90 .64 = 5.38 (printed 5.40 with I's 'Ru new' 2006: .92).
    expect([3, 5, 6, 9].map((i) => r.players[i]?.change?.we)).toEqual([538, 251, 418, 418]);
  });
  test("the unrated players have no change of their own", () => {
    expect([2, 4, 7, 8].map((i) => r.players[i]?.change)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe("round robins: other cases", () => {
  test("D11: the bonus is a parameter (20 → Ru(C) = 2348 + 5 × 20 = 2448)", () => {
    expect(rateRoundRobin(PLAYERS, HU2017, 20).players[2]?.ru).toBe(2448);
  });
  test("8.21: an unrated player scoring under ½ point is not registered; games against them are not rated", () => {
    const t = crosstable([3, 2, 1, 0]);
    const r = rateRoundRobin(
      [2000, 1900, 1800, null].map((rating, i) => ({ rating, results: t[i] as (number | null)[], k: 20 })),
      HU2017,
    );
    expect(r.players[3]).toMatchObject({ ru: null, asOpponent: null });
    expect(r.players[0]?.change?.games).toBe(2);
  });
  test("a round robin of rated players only rates everybody against everybody", () => {
    const t = crosstable([2, 1, 0]);
    const r = rateRoundRobin(
      [2000, 2000, 2000].map((rating, i) => ({ rating, results: t[i] as (number | null)[], k: 20 })),
      HU2017,
    );
    expect(r.players.map((p) => p.change?.rounded)).toEqual([20, 0, -20]);
  });
  test.each([
    ["one player", [{ rating: 2000, results: [null] }], /2 players/],
    [
      "no rated player",
      [
        { rating: null, results: [null, 1] },
        { rating: null, results: [0, null] },
      ],
      /rated player/,
    ],
    [
      "a short row",
      [
        { rating: 2000, results: [null] },
        { rating: 2000, results: [0, null] },
      ],
      /1 results for 2/,
    ],
    [
      "a missing result",
      [
        { rating: 2000, results: [null, null] },
        { rating: 2000, results: [0, null] },
      ],
      /no result/,
    ],
    [
      "results not adding up",
      [
        { rating: 2000, results: [null, 1] },
        { rating: 2000, results: [1, null] },
      ],
      /add up/,
    ],
    [
      "a result against oneself",
      [
        { rating: 2000, results: [1, 1] },
        { rating: 2000, results: [0, null] },
      ],
      /oneself/,
    ],
  ])("%s is an error", (_n, players, message) => {
    expect(() => rateRoundRobin(players as RoundRobinPlayer[], HU2017)).toThrow(message);
  });
  test("FIDE2024 has no 8.21b procedure: an error that says so", () => {
    expect(() => rateRoundRobin(PLAYERS, FIDE2024)).toThrow(/8\.21b.*HU2017/);
  });
});
