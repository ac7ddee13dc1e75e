/** Expectations and rating changes: appendix II.1, D10 rounding, FIDE2024 (RULES §2, §2.2). */
import fc from "fast-check";
import { isDeepStrictEqual } from "node:util";
import {
  type FideGame,
  halfPointsOf,
  ratePeriod,
  rateScores,
  roundHundredths,
} from "../../../src/core/fide/change";
import { expectedScore, expectedSum } from "../../../src/core/fide/expectation";
import { FIDE2024, HU2017, type Rules, rulesFor } from "../../../src/core/fide/rules";

/** `points` out of `games` against one opponent rating: wins first, then a draw, then losses. */
function games(opponent: number, points: number, count: number): FideGame[] {
  return Array.from({ length: count }, (_, i) => ({
    opponent,
    score: i < Math.floor(points) ? 1 : i === Math.floor(points) && points % 1 !== 0 ? 0.5 : 0,
  }));
}

const TEN_2300 = Array<number>(10).fill(2300);

describe("appendix II.1: expectation and change over 10 games at an average of 2300 (RULES §2)", () => {
  test("2145: D = 155 → .29, 2.9 of 10; 2388: D = 88 → .62, 6.2 of 10", () => {
    expect(expectedScore(2145, 2300, HU2017)).toBe(29);
    expect(expectedSum(2145, TEN_2300, HU2017)).toBe(290);
    expect(expectedScore(2388, 2300, HU2017)).toBe(62);
    expect(expectedSum(2388, TEN_2300, HU2017)).toBe(620);
  });
  test.each([
    [40, 44, -88],
    [20, 22, -44],
    [10, 11, -22],
  ])("4 points, K %d: 2145 → %d, 2388 → %d", (k, low, high) => {
    const a = ratePeriod(2145, games(2300, 4, 10), k, HU2017);
    expect(a).toMatchObject({
      games: 10,
      w: 4,
      we: 290,
      k,
      change: low,
      rounded: low,
      newRating: 2145 + low,
    });
    const b = ratePeriod(2388, games(2300, 4, 10), k, HU2017);
    expect(b).toMatchObject({ w: 4, we: 620, change: high, rounded: high, newRating: 2388 + high });
  });
  test("the same under FIDE2024 (K × 10 games ≤ 700 holds for 40, 20, 10)", () => {
    expect(ratePeriod(2145, games(2300, 4, 10), 40, FIDE2024).newRating).toBe(2189);
    expect(ratePeriod(2388, games(2300, 4, 10), 10, FIDE2024).newRating).toBe(2366);
  });
});

describe("D10: the change rounded once, to a whole number, .5 away from zero", () => {
  test.each([
    [-250, -3], // −2.5 → −3 (RULES §2 D10, FIDE2024 as FIDE publishes)
    [250, 3],
    [-249, -2],
    [-251, -3],
    [50, 1],
    [-50, -1],
    [49, 0],
    [-49, 0], // 0, not −0
    [0, 0],
    [4400, 44],
  ])("%d hundredths → %d", (h, r) => expect(Object.is(roundHundredths(h), r)).toBe(true));
  test.each<[string, Rules]>([
    ["FIDE2024", FIDE2024],
    ["HU2017", HU2017],
  ])("%s: 1800 loses to 1990 with K 10: 10 × (0 − .25) = −2.5 → −3", (_n, rules) => {
    // D = −190: 189–197 → .75 for the higher, .25 for the lower (table 8.1b).
    const r = ratePeriod(1800, [{ opponent: 1990, score: 0 }], 10, rules);
    expect(r).toMatchObject({ we: 25, change: -2.5, rounded: -3, newRating: 1797 });
    const w = ratePeriod(1990, [{ opponent: 1800, score: 1 }], 10, rules);
    expect(w).toMatchObject({ we: 75, change: 2.5, rounded: 3, newRating: 1993 });
  });
  test("rounded once at the end, not per game (D10)", () => {
    // 2000 draws three times with 2040: D = −40 → .44 (40–46 → .56 / .44); ½ − .44 = .06,
    // × 20 = 1.2 per game: 3.6 → 4 at the end (per game it would be 1 + 1 + 1 = 3).
    const draws = ratePeriod(2000, Array(3).fill({ opponent: 2040, score: 0.5 }), 20, HU2017);
    expect(draws).toMatchObject({ we: 132, change: 3.6, rounded: 4 });
    // Three wins against 2100: D = −100 → .36; .64 × 20 = 12.8 per game: 38.4 → 38 (per game 39).
    const wins = ratePeriod(2000, games(2100, 3, 3), 20, HU2017);
    expect(wins).toMatchObject({ we: 108, rounded: 38 });
    expect(wins.change).toBeCloseTo(38.4, 10);
  });
});

describe("games against unrated opponents and bad input", () => {
  test("8.52: an unrated opponent (null) is not rated", () => {
    const r = ratePeriod(2145, [...games(2300, 4, 10), { opponent: null, score: 1 }], 40, HU2017);
    expect(r).toMatchObject({ games: 10, w: 4, change: 44 });
  });
  test("no rated games: no change", () => {
    expect(ratePeriod(2000, [], 20, HU2017)).toMatchObject({
      games: 0,
      change: 0,
      rounded: 0,
      newRating: 2000,
    });
  });
  test.each([
    ["a score of 2", () => ratePeriod(2000, [{ opponent: 2000, score: 2 }], 20, HU2017), "value"],
    ["a score of 0.25", () => halfPointsOf(0.25), "value"],
    ["K 15.5", () => ratePeriod(2000, [], 15.5, HU2017), "num"],
    ["K 101", () => ratePeriod(2000, [], 101, HU2017), "num"],
    ["a negative rating", () => ratePeriod(-1, [], 20, HU2017), "num"],
    ["a negative opponent", () => ratePeriod(2000, [{ opponent: -5, score: 1 }], 20, HU2017), "num"],
    ["fractional hundredths", () => roundHundredths(0.5), "value"],
    ["lists of different lengths", () => rateScores(2000, [2000], [1, 0], 20, HU2017), "value"],
  ])("%s is a RatingError", (_n, f, kind) => {
    expect(f).toThrow(expect.objectContaining({ name: "RatingError", kind }));
  });
});

describe("FIDE2024 (RULES §2.2)", () => {
  test("K reduced so that K × games ≤ 700: 40 over 20 games → 35", () => {
    const r = ratePeriod(2000, games(2000, 15, 20), 40, FIDE2024);
    expect(r.k).toBe(35);
    expect(r.change).toBe(35 * 5); // W − We = 15 − 10
    expect(ratePeriod(2000, games(2000, 15, 20), 40, HU2017).k).toBe(40);
    expect(ratePeriod(2000, games(2000, 10, 18), 40, FIDE2024).k).toBe(38); // 700 / 18 = 38.9
    expect(ratePeriod(2000, games(2000, 10, 17), 40, FIDE2024).k).toBe(40); // 680 ≤ 700
  });
  test("a new rating below 1400 is flagged (listed as unrated); HU2017 has no floor", () => {
    const r = ratePeriod(1405, games(1405, 0, 2), 20, FIDE2024);
    expect(r).toMatchObject({ rounded: -20, newRating: 1385, belowFloor: true });
    expect(ratePeriod(1405, games(1405, 0, 2), 20, HU2017).belowFloor).toBe(false);
    expect(ratePeriod(1420, games(1405, 0, 2), 10, FIDE2024).belowFloor).toBe(false); // 1410
  });
  test("2650 exemption: a 2700 beating a 2200 gains less than with the cap", () => {
    const sept = rulesFor("FIDE2024", { year: 2025, month: 9, day: 30 });
    expect(ratePeriod(2700, [{ opponent: 2200, score: 1 }], 10, sept).change).toBeCloseTo(0.8, 10); // .92
    expect(ratePeriod(2700, [{ opponent: 2200, score: 1 }], 10, FIDE2024).change).toBeCloseTo(0.4, 10); // .96
  });
});

// The properties answer true or false rather than call expect() per run (an expect() costs more
// than the rating it checks); fast-check names the shrunk counterexample when one answers false.
describe("properties (fast-check)", () => {
  const rating = fc.integer({ min: 1000, max: 2649 });
  const anyRating = fc.integer({ min: 0, max: 3500 });
  const score = fc.constantFrom(0, 0.5, 1);
  const rules = fc.constantFrom(HU2017, FIDE2024);
  test("the two players' expected scores sum to 1 (both capped alike)", () => {
    fc.assert(
      fc.property(
        rating,
        rating,
        rules,
        (a, b, r) => expectedScore(a, b, r) + expectedScore(b, a, r) === 100,
      ),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(
        anyRating,
        anyRating,
        (a, b) => expectedScore(a, b, HU2017) + expectedScore(b, a, HU2017) === 100,
      ),
      { numRuns: 2000 },
    );
  });
  test("with equal K the changes of a two-player event are opposite", () => {
    fc.assert(
      fc.property(
        rating,
        rating,
        fc.array(score, { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 0, max: 40 }),
        rules,
        (a, b, scores, k, r) => {
          const ga = scores.map((s) => ({ opponent: b, score: s }));
          const gb = scores.map((s) => ({ opponent: a, score: 1 - s }));
          const ra = ratePeriod(a, ga, k, r);
          const rb = ratePeriod(b, gb, k, r);
          // toBeCloseTo(0, 9): |x| < 10⁻⁹ / 2
          return Math.abs(ra.change + rb.change) < 5e-10 && ra.rounded + rb.rounded === 0;
        },
      ),
      { numRuns: 2000 },
    );
  });
  test("expectation never falls as the own rating rises (FIDE2024: on one side of 2650)", () => {
    fc.assert(
      fc.property(
        anyRating,
        anyRating,
        fc.integer({ min: 0, max: 300 }),
        (a, b, up) =>
          expectedScore(a + up, b, HU2017) >= expectedScore(a, b, HU2017) &&
          (!(a >= 2650 || a + up < 2650) ||
            expectedScore(a + up, b, FIDE2024) >= expectedScore(a, b, FIDE2024)),
      ),
      { numRuns: 2000 },
    );
  });
  test("a win never lowers, a loss never raises the rating", () => {
    fc.assert(
      fc.property(
        anyRating,
        anyRating,
        fc.integer({ min: 0, max: 40 }),
        rules,
        (a, b, k, r) =>
          ratePeriod(a, [{ opponent: b, score: 1 }], k, r).change >= 0 &&
          ratePeriod(a, [{ opponent: b, score: 0 }], k, r).change <= 0,
      ),
      { numRuns: 2000 },
    );
  });
  test("the period's ΣWe is the sum of expectedScore (the loop's inlined lookup), both rule sets", () => {
    fc.assert(
      fc.property(
        anyRating,
        fc.array(anyRating, { maxLength: 12 }),
        fc.constantFrom(HU2017, FIDE2024, rulesFor("FIDE2024", { year: 2025, month: 1, day: 1 })),
        (a, opps, r) => {
          const period = ratePeriod(
            a,
            opps.map((o) => ({ opponent: o, score: 0.5 })),
            20,
            r,
          );
          // true/false, not expect(): 2,000 runs of two expect() calls cost more than the property
          return (
            period.we === expectedSum(a, opps, r) &&
            isDeepStrictEqual(
              rateScores(
                a,
                opps,
                opps.map(() => 0.5),
                20,
                r,
              ),
              period,
            )
          );
        },
      ),
      { numRuns: 2000 },
    );
  });
  test("the order of the games does not matter", () => {
    fc.assert(
      fc.property(
        anyRating,
        fc.array(fc.record({ opponent: anyRating, score }), { maxLength: 12 }),
        fc.integer({ min: 0, max: 40 }),
        rules,
        (a, gs, k, r) => {
          const base = ratePeriod(a, gs, k, r).newRating;
          return (
            ratePeriod(a, [...gs].reverse(), k, r).newRating === base &&
            ratePeriod(a, [...gs.slice(1), ...gs.slice(0, 1)], k, r).newRating === base
          );
        },
      ),
      { numRuns: 1000 },
    );
  });
});
