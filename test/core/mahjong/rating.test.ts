import fc from "fast-check";
import {
  type Exact,
  type Ratio,
  compareExact,
  compareRatio,
  exact,
  exactToNumber,
  floorRatio,
  fromNumber,
  ratio,
  reduce,
  roundHalfAway,
  scale,
  sumRatios,
} from "../../../src/core/mahjong/exact";
import { parseLevel } from "../../../src/core/mahjong/level";
import { BestFive, rating, t5, t5OfExact } from "../../../src/core/mahjong/rating";

const same = (a: Exact, b: Exact) => expect(reduce(a)).toEqual(reduce(b));
const r = (n: number, d = 1) => ratio(n, d);
const idx = (t: string) => parseLevel(t).index;

describe("T5 (D15)", () => {
  test("the mean of the 5 largest: 900, 800, 700, 600, 500 of seven → 3500 / 5 = 700", () => {
    same(t5([100, 900, 500, 800, 200, 700, 600].map((v) => r(v))), exact(700));
  });
  test("fewer than 5 tournaments: the missing ones count 0 — 1000 and 500 → 300", () => {
    same(t5([r(1000), r(500)]), exact(300));
    same(t5([]), exact(0));
  });
  test("exact: 46000/39 (20th of 40, KT 2.50, W 0.92) alone → 9200/39 = 235.897… → 235.90", () => {
    const v = t5([r(46000, 39)]);
    same(v, exact(9200, 39));
    expect(roundHalfAway(v)).toBe(235.9);
  });
  test("a value below 0 (KT < 0) is worth less than a missing tournament and is not counted", () => {
    same(t5([r(-10), r(100)]), exact(20));
    same(t5([r(-10)]), exact(0));
  });
  test("BestFive keeps the best five in order", () => {
    const b = new BestFive();
    for (const v of [5, 1, 9, 3, 7, 8, 2, 6]) b.add(r(v));
    expect(b.values.map((x) => x.n / x.d)).toEqual([9, 8, 7, 6, 5]);
  });
  test("property: BestFive = sort-and-take-five; T5 ≤ the best value; adding never lowers T5", () => {
    const value = fc.record({
      n: fc.integer({ min: -1000, max: 10_000_000 }),
      d: fc.integer({ min: 1, max: 40_000 }),
    });
    fc.assert(
      fc.property(fc.array(value, { maxLength: 30 }), value, (vs, extra) => {
        const values = vs.map((v) => r(v.n, v.d));
        const got = t5(values);
        same(got, t5OfExact(values.map((v) => exact(v.n, v.d))));
        const best = values.reduce<Ratio>((m, v) => (compareRatio(v, m) > 0 ? v : m), r(0));
        expect(compareExact(got, exact(best.n, best.d))).toBeLessThanOrEqual(0);
        expect(compareExact(t5([...values, r(extra.n, extra.d)]), got)).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe("rating = 0.25 × EU + 0.75 × T5 (RULES §3, D15)", () => {
  test("2 dan, T5 700 → 625 + 525 = 1150; marks ignored", () => {
    same(rating(idx("2d"), exact(700)), exact(1150));
    same(rating(idx("2d+"), exact(700)), exact(1150));
  });
  test("3 kyu, T5 9200/39 → 312.5 + 176.923… = 489.42 shown", () => {
    const v = rating(idx("3k"), exact(9200, 39));
    same(v, exact(1250 * 39 + 3 * 9200, 4 * 39));
    expect(roundHalfAway(v)).toBe(489.42);
  });
  test("12 kyu without tournaments → 0", () => same(rating(0, exact(0)), exact(0)));
});

describe("exact arithmetic", () => {
  test("display rounding is half away from zero, on the exact value", () => {
    expect(roundHalfAway(exact(1, 200))).toBe(0.01);
    expect(roundHalfAway(exact(-1, 200))).toBe(-0.01);
    expect(roundHalfAway(exact(1, 201))).toBe(0);
    expect(roundHalfAway(exact(123456789, 1000))).toBe(123456.79);
    expect(roundHalfAway(exact(20000, 39), 0)).toBe(513);
  });
  test("numbers from cells are their decimal text: 0.1 = 1/10, 1e-10, −2.5e21", () => {
    same(fromNumber(0.1), exact(1, 10));
    same(fromNumber(1.005), exact(201, 200));
    same(fromNumber(1e-10), exact(1, 10_000_000_000));
    same(fromNumber(-2.5e21), exact(-25n * 10n ** 20n));
    expect(() => fromNumber(NaN)).toThrow(/not a finite number/);
    expect(() => fromNumber(Infinity)).toThrow(/not a finite number/);
  });
  test("ratios: reduced construction, floor, huge products fall back to exact integers", () => {
    expect(ratio(6, -4)).toEqual({ n: -3, d: 2 });
    expect(ratio(0, 5)).toEqual({ n: 0, d: 1 });
    expect(floorRatio(r(-3, 2))).toBe(-2);
    expect(floorRatio(r(50000, 39))).toBe(1282);
    expect(() => ratio(1, 0)).toThrow(/not a ratio/);
    const big = scale(r(2 ** 40, 3), 2 ** 20, 2 ** 10); // 2^50 / 3
    expect(big).toEqual({ n: 2 ** 50, d: 3 });
    expect(compareRatio(r(2 ** 52 - 1, 2 ** 52 - 3), r(2 ** 52 - 2, 2 ** 52 - 4))).toBeLessThan(0);
  });
  test("property: compareRatio agrees with BigInt cross multiplication", () => {
    const big = fc.integer({ min: -(2 ** 53) + 1, max: 2 ** 53 - 1 });
    const den = fc.integer({ min: 1, max: 2 ** 53 - 1 });
    fc.assert(
      fc.property(big, den, big, den, (an, ad, bn, bd) => {
        const want = Math.sign(Number(BigInt(an) * BigInt(bd) - BigInt(bn) * BigInt(ad)));
        expect(compareRatio({ n: an, d: ad }, { n: bn, d: bd })).toBe(want);
        expect(compareRatio({ n: an, d: ad }, { n: an, d: ad })).toBe(0);
      }),
    );
  });
  test("property: sumRatios is exact also when the safe range is left", () => {
    const v = fc.record({
      n: fc.integer({ min: -(2 ** 40), max: 2 ** 40 }),
      d: fc.integer({ min: 1, max: 2 ** 30 }),
    });
    fc.assert(
      fc.property(fc.array(v, { maxLength: 8 }), (vs) => {
        let n = 0n;
        let dd = 1n;
        for (const x of vs) {
          n = n * BigInt(x.d) + BigInt(x.n) * dd;
          dd *= BigInt(x.d);
        }
        same(sumRatios(vs), { n, d: dd });
      }),
    );
  });
  test("exactToNumber gives the nearest double", () => {
    expect(exactToNumber(exact(20000, 39))).toBe(20000 / 39);
    expect(exactToNumber({ n: 10n ** 30n + 1n, d: 10n ** 20n })).toBeCloseTo(1e10, 0);
  });
});
