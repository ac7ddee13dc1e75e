import fc from "fast-check";
import { type CalendarDate, parseDate } from "../../../src/core/common/date";
import { RatingError } from "../../../src/core/common/errors";
import { compareRatio, ratio, ratioToNumber } from "../../../src/core/mahjong/exact";
import { normOf, parseLevel } from "../../../src/core/mahjong/level";
import { SIZE_TABLE, WEIGHT_TABLE } from "../../../src/core/mahjong/tables";
import {
  coefficient,
  levelFactor,
  levelFactorOfMean,
  levelFactorOfSum,
  normPoints,
  normRating,
  sizeFactor,
  weight,
  weighted,
  weightOfMonths,
  wholeMonths,
} from "../../../src/core/mahjong/tournament";

const d = (t: string): CalendarDate => parseDate(t);
const idx = (t: string) => parseLevel(t).index;

function ratingError(f: () => unknown, kind: string, message: RegExp): void {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(RatingError);
    expect((e as RatingError).kind).toBe(kind);
    expect((e as RatingError).message).toMatch(message);
    return;
  }
  throw new Error("expected a RatingError");
}

describe("norm rating NR (RULES §3, D17)", () => {
  test("D19: 20th of 40 → 1000 × 20/39 = 512.82…; first 1000, last 0", () => {
    expect(compareRatio(normRating(20, 40), ratio(20000, 39))).toBe(0);
    expect(ratioToNumber(normRating(20, 40))).toBeCloseTo(512.8205128, 6);
    expect(compareRatio(normRating(1, 40), ratio(1000))).toBe(0);
    expect(compareRatio(normRating(40, 40), ratio(0))).toBe(0);
  });
  test("D17: a shared place 3.5 of 12 is used as given: 1000 × 8.5/11", () => {
    expect(compareRatio(normRating(3.5, 12), ratio(8500, 11))).toBe(0);
  });
  test("property: NR falls as the place rises and stays in 0..1000", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 2000 }), fc.integer({ min: 2, max: 4000 }), (n, p2raw) => {
        const p2 = 2 + (p2raw % (2 * n - 1)); // 2 × place in 2..2n
        const a = normRating(p2 / 2, n);
        expect(compareRatio(a, ratio(0))).toBeGreaterThanOrEqual(0);
        expect(compareRatio(a, ratio(1000))).toBeLessThanOrEqual(0);
        if (p2 < 2 * n) expect(compareRatio(normRating((p2 + 1) / 2, n), a)).toBeLessThan(0);
      }),
    );
  });
  test.each([
    [() => normRating(0, 40), "num", /place: 0 is outside 1\.\.40/],
    [() => normRating(41, 40), "num", /place: 41 is outside 1\.\.40/],
    [() => normRating(3.3, 40), "value", /place: 3\.3 is not a whole place/],
    [() => normRating(1, 1), "num", /Argument participants: 1 is outside 2\.\.100000/],
    [() => normRating(1, 40.5), "num", /Argument participants 40\.5 must be a whole number 1\.\.100000/], // H1
    [() => normRating(NaN, 40), "value", /place/],
  ])("bad input %#", (f, kind, message) => ratingError(f, kind, message));
});

// RULES.md §3 size table, as printed: [listed N from, listed N to, KT_N].
// prettier-ignore
const SIZE_ROWS: [number, number, number][] = [
  [12, 12, -0.2], [16, 16, -0.1], [20, 20, 0], [24, 24, 0.1], [28, 28, 0.2], [32, 32, 0.3],
  [36, 36, 0.4], [40, 40, 0.5], [44, 44, 0.55], [48, 48, 0.65], [52, 52, 0.7], [56, 56, 0.75],
  [60, 60, 0.8], [64, 64, 0.85], [68, 72, 0.9], [76, 76, 0.95], [80, 80, 1.0], [84, 88, 1.05],
  [92, 92, 1.1], [96, 100, 1.15], [104, 108, 1.2], [112, 116, 1.25], [120, 124, 1.3], [128, 132, 1.35],
  [136, 144, 1.4], [148, 152, 1.45], [156, 164, 1.5],
];
const kt = (n: number) => sizeFactor(n) / 100;

describe("size factor KT_N (RULES §3 table, D13)", () => {
  test("D13 worked: 13 → −0.20, 74 → 0.90, 300 → 1.50", () => {
    expect(kt(13)).toBe(-0.2);
    expect(kt(74)).toBe(0.9);
    expect(kt(300)).toBe(1.5);
  });
  test("the data table starts its rows where RULES §3 lists them", () => {
    expect(SIZE_TABLE.map(([from, v]) => [from, v / 100])).toEqual(SIZE_ROWS.map(([f, , v]) => [f, v]));
  });
  test.each(SIZE_ROWS)("listed N %d..%d → %d; D13: up to the next listed N the same", (from, to, value) => {
    // every N up to the next listed one, in one comparison (the diff names the N)
    const next = SIZE_ROWS.find(([f]) => f > to)?.[0] ?? 1000;
    const sizes = Array.from({ length: next - from }, (_, k) => from + k);
    expect(sizes.map((n) => [n, kt(n)])).toEqual(sizes.map((n) => [n, value]));
  });
  test("D13: above 164 → 1.50; fewer than 12 participants are not rated (#N/A)", () => {
    expect(kt(165)).toBe(1.5);
    expect(kt(100_000)).toBe(1.5);
    ratingError(
      () => sizeFactor(11),
      "na",
      /11 is fewer than 12; the tournament is not rated; correct the count if it is wrong, else nothing to correct$/m,
    );
    ratingError(() => sizeFactor(0), "num", /Argument participants 0 must be a whole number 1\.\.100000/);
    ratingError(() => sizeFactor(12.5), "num", /whole number/); // H1: a fraction is outside the bound
  });
});

describe("level factor KT_EU (RULES §3, D14)", () => {
  test("D14: mean EU 2537 → 2.537 → 2.50; D19: 1230 → 1.20", () => {
    expect(levelFactorOfMean(2537)).toBe(250);
    expect(levelFactorOfMean(1230)).toBe(120);
  });
  test("rounded down to 0.05: 2549.99 → 2.50, 2550 → 2.55, 0 → 0, 7500 → 7.50", () => {
    expect(levelFactorOfMean(2549.99)).toBe(250);
    expect(levelFactorOfMean(2550)).toBe(255);
    expect(levelFactorOfMean(0)).toBe(0);
    expect(levelFactorOfMean(7500)).toBe(750);
  });
  test("from the players' levels; marks ignored (D14)", () => {
    // 2d + 3d + 2d + 3d− (marks ignored) = 2500 + 3000 + 2500 + 3000 = 11000 / 4 = 2750 → 2.75
    expect(levelFactor(["2d", "3d", "2d+", "3d−"].map(idx))).toBe(275);
    // 1d + 3k + 12k = 2000 + 1250 + 0 = 3250 / 3 = 1083.3 → 1.05
    expect(levelFactor(["1d", "3k", "12k"].map(idx))).toBe(105);
    expect(levelFactorOfSum(3250, 3)).toBe(105);
  });
  test("property: the sum form equals the mean form", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 23 }), { minLength: 1, maxLength: 60 }), (levels) => {
        const values = levels.map(
          (i) => [0, 50, 100, 150, 200, 250, 500, 750, 1000, 1250, 1500, 1750][i] ?? 2000 + 500 * (i - 12),
        );
        const sum = values.reduce((a, b) => a + b, 0);
        expect(levelFactor(levels)).toBe(5 * Math.floor(sum / 50 / levels.length + 1e-9));
        expect(levelFactorOfSum(sum, levels.length)).toBe(levelFactor(levels));
      }),
    );
  });
  test("bad input", () => {
    ratingError(() => levelFactor([]), "value", /no player levels/);
    ratingError(() => levelFactorOfMean(-1), "num", /mean level value -1 is outside 0\.\.7500/);
    ratingError(() => levelFactorOfMean(7501), "num", /outside 0\.\.7500/);
    ratingError(() => levelFactorOfSum(-50, 1), "num", /0 or more/);
    ratingError(
      () => levelFactorOfSum(50, 0),
      "num",
      /Argument players 0 must be a whole number 1\.\.100000/,
    );
  });
});

describe("tournament coefficient KT (RULES §3, D19)", () => {
  test("D19: N 40, S 8, mean EU 1230 → 0.8 + 0.5 + 1.20 = 2.50; championship +1.00", () => {
    const facts = { sessions: 8, participants: 40, levelFactor: levelFactorOfMean(1230) };
    expect(coefficient(facts)).toBe(250);
    expect(coefficient({ ...facts, championship: true })).toBe(350);
  });
  test("D19 norms: the winner 1000 × 2.50 = 2500 → 2 dan; 20th 512.82 × 2.50 = 1282.05 → 3 kyu", () => {
    expect(normOf(normPoints(normRating(1, 40), 250))).toBe(idx("2d"));
    const p20 = normPoints(normRating(20, 40), 250);
    expect(compareRatio(p20, ratio(50000, 39))).toBe(0);
    expect(ratioToNumber(p20)).toBeCloseTo(1282.05, 2);
    expect(normOf(p20)).toBe(idx("3k"));
  });
  test("KT can be negative: 1 session, 12 players, all 12 kyu → 0.1 − 0.2 + 0 = −0.10", () => {
    expect(coefficient({ sessions: 1, participants: 12, levelFactor: 0 })).toBe(-10);
  });
  test("bad input", () => {
    ratingError(
      () => coefficient({ sessions: 0, participants: 40, levelFactor: 0 }),
      "num",
      /Argument sessions 0 must be a whole number 1\.\.1000/,
    );
    ratingError(
      () => coefficient({ sessions: 2.5, participants: 40, levelFactor: 0 }),
      "num",
      /Argument sessions 2\.5 must be/,
    ); // H1
    ratingError(
      () => coefficient({ sessions: 8, participants: 10, levelFactor: 0 }),
      "na",
      /10 is fewer than 12/,
    );
  });
});

// RULES.md §3 weight table, as printed: [months from, months to, W].
// prettier-ignore
const WEIGHT_ROWS: [number, number, number][] = [
  [0, 2, 1.0], [3, 5, 0.92], [6, 8, 0.84], [9, 11, 0.76], [12, 14, 0.68], [15, 17, 0.6], [18, 20, 0.52],
  [21, 23, 0.44], [24, 26, 0.36], [27, 29, 0.28], [30, 32, 0.2], [33, 35, 0.12], [36, 240, 0],
];

describe("whole months and the weight W (RULES §3 table, D16)", () => {
  test("the data table is RULES §3's", () => {
    expect(WEIGHT_TABLE.map(([f, w]) => [f, w / 100])).toEqual(WEIGHT_ROWS.map(([f, , w]) => [f, w]));
  });
  test.each(WEIGHT_ROWS)("%d..%d months → %d at both edges", (from, to, w) => {
    expect(weightOfMonths(from) / 100).toBe(w);
    expect(weightOfMonths(to) / 100).toBe(w);
  });
  test("D16: calendar months, minus one if the release day is before the tournament's", () => {
    expect(wholeMonths(d("2026-01-31"), d("2026-03-30"))).toBe(1);
    expect(wholeMonths(d("2026-01-31"), d("2026-03-31"))).toBe(2);
    expect(wholeMonths(d("2025-12-15"), d("2026-01-14"))).toBe(0);
    expect(wholeMonths(d("2025-12-15"), d("2026-01-15"))).toBe(1);
    expect(wholeMonths(d("2026-03-10"), d("2026-03-09"))).toBe(-1);
  });
  test.each([
    // [tournament's last day, release, W] — each table edge by date, release 2026-12-01
    ["2026-12-01", 1.0], // 0 months
    ["2026-09-02", 1.0], // 2 months (day 1 < 2)
    ["2026-09-01", 0.92], // 3 months
    ["2026-06-02", 0.92], // 5
    ["2026-06-01", 0.84], // 6
    ["2026-03-01", 0.76], // 9
    ["2025-12-02", 0.76], // 11
    ["2025-12-01", 0.68], // 12
    ["2025-09-01", 0.6], // 15
    ["2025-06-01", 0.52], // 18
    ["2025-03-01", 0.44], // 21
    ["2024-12-01", 0.36], // 24
    ["2024-09-01", 0.28], // 27
    ["2024-06-01", 0.2], // 30
    ["2024-03-01", 0.12], // 33
    ["2023-12-02", 0.12], // 35
    ["2023-12-01", 0], // 36
    ["2020-01-01", 0], // 83
  ])("tournament %s, release 2026-12-01 → W %d", (t, w) => {
    expect(weight(d(t), d("2026-12-01")) / 100).toBe(w);
  });
  test("a tournament ending after the release has no weight yet (#NUM!)", () => {
    ratingError(() => weight(d("2026-12-02"), d("2026-12-01")), "num", /after the release date/);
    ratingError(() => weightOfMonths(-1), "num", /0 or more/);
  });
  test("property: weights fall (never rise) as the tournament gets older", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), (a, b) => {
        const [young, old] = a <= b ? [a, b] : [b, a];
        expect(weightOfMonths(old)).toBeLessThanOrEqual(weightOfMonths(young));
      }),
    );
  });
  test("NR × KT × W is exact: 20th of 40, KT 2.50, W 0.92 → 50000/39 × 0.92 = 46000/39", () => {
    expect(compareRatio(weighted(normPoints(normRating(20, 40), 250), 92), ratio(46000, 39))).toBe(0);
  });
});
