/**
 * Cross-check against an independent implementation, the dev dependency @echecs/elo (1.0.2,
 * as the lockfile pins it), on a few thousand random cases, comparing only where its rules and
 * ours agree. Every divergence found is a named case below that asserts both answers on a
 * concrete example.
 */
import fc from "fast-check";
import { ratePeriod } from "../../../src/core/fide/change";
import { expectedScore } from "../../../src/core/fide/expectation";
import { kFactor } from "../../../src/core/fide/kfactor";
import { FIDE2024, HU2017 } from "../../../src/core/fide/rules";
import { loadEchecsElo } from "./echecs-elo";

const elo = loadEchecsElo();
const RUNS = 3000;
// The properties answer true or false rather than call expect() per run (an expect() costs more
// than the rating it checks); fast-check names the shrunk counterexample when one answers false.

test("the package is the version this comparison was written against", () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  expect((require("@echecs/elo/package.json") as { version: string }).version).toBe("1.0.2");
});

describe("K factor: HU2017 (D9) against kFactor() where the rules agree", () => {
  test(`${RUNS} random players`, () => {
    let compared = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 2800 }),
        fc.integer({ min: 0, max: 80 }),
        fc.option(fc.integer({ min: 6, max: 40 }), { nil: undefined }),
        fc.boolean(),
        (rating, games, age, everHigher2400) => {
          const junior = age !== undefined && age < 18 && rating < 2300;
          const elite = everHigher2400 || rating >= 2400;
          if (games === 30) return; // asserted below: "30 games completed"
          if (elite && (games <= 30 || junior)) return; // asserted below: "D9 precedence"
          // Age a on 2026-01-01 for someone born on 1 July 2025 − a.
          const birth = age === undefined ? {} : { birthDate: { year: 2025 - age, month: 7, day: 1 } };
          const ours = kFactor(
            { rating, games, reached2400: everHigher2400, ...birth, on: { year: 2026, month: 1, day: 1 } },
            HU2017,
          );
          compared++;
          return (
            ours === elo.kFactor({ rating, games, ...(age === undefined ? {} : { age }), everHigher2400 })
          );
        },
      ),
      { numRuns: RUNS },
    );
    expect(compared).toBeGreaterThan(RUNS / 2);
  });
});

describe("the change K·(W − We): ours against delta() given the same expectation", () => {
  test(`${RUNS} random periods of 1..11 games`, () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 2800 }),
        fc.array(
          fc.record({ opponent: fc.integer({ min: 1000, max: 2800 }), score: fc.constantFrom(0, 0.5, 1) }),
          { minLength: 1, maxLength: 11 },
        ),
        fc.constantFrom(10, 20, 40),
        (rating, games, k) => {
          const ours = ratePeriod(rating, games, k, HU2017);
          const theirs = games.reduce(
            (s, g) => s + elo.delta(g.score, expectedScore(rating, g.opponent as number, HU2017) / 100, k),
            0,
          );
          return Math.abs(ours.change - theirs) < 5e-10; // toBeCloseTo(theirs, 9)
        },
      ),
      { numRuns: RUNS },
    );
  });
});

describe("the 400-point rule: both count a larger difference as 400", () => {
  test(`${RUNS} random pairs (HU2017, and FIDE2024 below 2650)`, () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 2649 }), fc.integer({ min: 0, max: 3000 }), (a, b) => {
        const at400 = a - Math.max(-400, Math.min(400, a - b));
        return (
          elo.expected(a, b) === elo.expected(a, at400) &&
          expectedScore(a, b, HU2017) === expectedScore(a, at400, HU2017) &&
          expectedScore(a, b, FIDE2024) === expectedScore(a, at400, FIDE2024)
        );
      }),
      { numRuns: RUNS },
    );
  });
  test(`the curves stay within 0.015 of each other up to ±400 (${RUNS} pairs; exactness is not possible, see below)`, () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 2649 }), fc.integer({ min: -400, max: 400 }), (a, d) => {
        return Math.abs(expectedScore(a, a - d, HU2017) / 100 - elo.expected(a, a - d)) < 0.015;
      }),
      { numRuns: RUNS },
    );
  });
});

// Divergences: where @echecs/elo 1.0.2 and the regulation differ, each case asserts both answers,
// ours from the rule cited, theirs as the library gives it. A case fails if either side changes,
// so a new version of the library that agrees shows up here rather than being silently skipped.
describe("divergences between @echecs/elo 1.0.2 and the regulation, each asserted", () => {
  test("expected score: the logistic curve 1/(1 + 10^(−D/400)) against table 8.1b (D 400: .909 against .92)", () => {
    expect([elo.expected(2400, 2000), expectedScore(2400, 2000, HU2017) / 100]).toEqual([1 / 1.1, 0.92]);
  });
  test("rounding: update() rounds each game's new rating (half up); D10 rounds the period's change once", () => {
    // Three draws of 2000 with 2040 at K 20: +1.2 each (table 8.1b: D 40 → .44); update() gives
    // +1 three times, D10 gives 3 × 1.2 = 3.6 → +4.
    let r = 2000;
    for (let i = 0; i < 3; i++) r = elo.update(r, 2040, { result: 0.5, kA: 20, kB: 20 })[0];
    const ours = ratePeriod(2000, Array(3).fill({ opponent: 2040, score: 0.5 }), 20, HU2017).newRating;
    expect([r, ours]).toEqual([2003, 2004]);
  });
  test("30 games completed: @echecs/elo keeps K 40 (games ≤ 30); RULES §2 gives 40 only until 30 games are completed", () => {
    expect([elo.kFactor({ rating: 2000, games: 30 }), kFactor({ rating: 2000, games: 30 }, HU2017)]).toEqual([
      40, 20,
    ]);
  });
  test("D9 precedence: @echecs/elo checks the 40 rules first; D9 gives 10 once 2400 was reached", () => {
    expect([
      elo.kFactor({ rating: 2200, games: 10, everHigher2400: true }),
      kFactor({ rating: 2200, games: 10, reached2400: true }, HU2017),
    ]).toEqual([40, 10]);
  });
  test("FIDE2024's 2650 exemption (own rating 2650 or more: no 400 cap; D 500 → .96) is absent from @echecs/elo", () => {
    expect([elo.expected(2700, 2200), expectedScore(2700, 2200, FIDE2024) / 100]).toEqual([1 / 1.1, 0.96]);
  });
  test("FIDE2024 juniors: K 40 until the end of the year of the 18th birthday; @echecs/elo: age under 18", () => {
    const on = { year: 2026, month: 12, day: 1 };
    expect([
      elo.kFactor({ rating: 2000, games: 100, age: 18 }),
      kFactor({ rating: 2000, games: 100, birthDate: { year: 2008, month: 1, day: 1 }, on }, FIDE2024),
    ]).toEqual([20, 40]);
  });
  test("FIDE2024 K × games ≤ 700 (20 games: K 35) is absent from @echecs/elo", () => {
    expect([
      elo.kFactor({ rating: 1800, games: 5 }),
      kFactor({ rating: 1800, games: 5, gamesInPeriod: 20 }, FIDE2024),
    ]).toEqual([40, 35]);
  });
});
