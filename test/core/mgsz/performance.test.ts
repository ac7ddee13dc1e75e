/** D24's MGSZ performance: the rating at which ΣJp over the games is 0 (RULES §1.3 chance table). */
import fc from "fast-check";
import { type MgszGame, sumGamePoints } from "../../../src/core/mgsz/rating";
import { mgszPerformance } from "../../../src/core/mgsz/performance";

const game = (opponent: number, result: 0 | 1 | 2, stones = 0): MgszGame => ({ opponent, result, stones });

describe("mgszPerformance (D24)", () => {
  test("a win and a loss against two 1900s: ΣJp is 0 from 1898 to 1902 (Δp 0–2 → .500): 1900", () => {
    const gs = [game(1900, 2), game(1900, 0)];
    expect([1897, 1898, 1902, 1903].map((r) => sumGamePoints(r, gs))).toEqual([20, 0, 0, -20]);
    expect(mgszPerformance(gs)).toBe(1900);
  });
  test("example 5's games (RULES §1.3): ΣJp +0.52 at 1947, so the performance is above it: 1991", () => {
    const gs = [game(1935, 0), game(1865, 2), game(1924, 2), game(1997, 0), game(2015, 2)];
    expect(sumGamePoints(1947, gs)).toBe(520);
    const p = mgszPerformance(gs);
    expect(p).toBe(1991);
    expect(sumGamePoints(p - 1, gs)).toBeGreaterThanOrEqual(0);
    expect(sumGamePoints(p + 1, gs)).toBeLessThanOrEqual(0);
  });
  test("all won: where the chance table ends (Δp 348 → .000): 1900 + 348 = 2248; all lost: 1900 − 348", () => {
    expect(mgszPerformance([game(1900, 2)])).toBe(2248);
    expect(mgszPerformance([game(1900, 0)])).toBe(1552);
  });
  test("unplayed games do not count; without a played game there is no performance", () => {
    expect(mgszPerformance([game(1900, 2), { opponent: 2500, result: 2, played: false }])).toBe(2248);
    expect(() => mgszPerformance([])).toThrow(expect.objectContaining({ kind: "na" }));
  });
  test("property: ΣJp is ≥ 0 just below the performance and ≤ 0 just above it (even games)", () => {
    const g = fc.record({
      opponent: fc.integer({ min: 1000, max: 2700 }),
      result: fc.constantFrom<0 | 1 | 2>(0, 1, 2),
    });
    fc.assert(
      fc.property(fc.array(g, { minLength: 1, maxLength: 10 }), (gs) => {
        const p = mgszPerformance(gs);
        expect(sumGamePoints(p - 1, gs)).toBeGreaterThanOrEqual(sumGamePoints(p + 1, gs));
        if (p > 1 && p < 3999) {
          expect(sumGamePoints(p - 1, gs) >= 0 || sumGamePoints(p, gs) >= 0).toBe(true);
          expect(sumGamePoints(p + 1, gs) <= 0 || sumGamePoints(p, gs) <= 0).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});
