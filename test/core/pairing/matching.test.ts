import fc from "fast-check";
import { RatingError } from "../../../src/core/common/errors";
import { MAX_WEIGHT_RANGE, maxWeightPerfectMatching } from "../../../src/core/pairing/matching";

/**
 * Every perfect matching enumerated: the best total (the reference for the property tests).
 * Summed as numbers, exact here: at most 6 pairs of weights within ±5·10¹⁴ stay below 2⁵³.
 */
function bruteForceBest(n: number, w: readonly number[]): bigint {
  const used = new Array<boolean>(n).fill(false);
  let best: number | undefined;
  const rec = (acc: number): void => {
    let i = 0;
    while (i < n && used[i]) i++;
    if (i === n) {
      if (best === undefined || acc > best) best = acc;
      return;
    }
    used[i] = true;
    for (let j = i + 1; j < n; j++) {
      if (used[j]) continue;
      used[j] = true;
      rec(acc + (w[i * n + j] as number));
      used[j] = false;
    }
    used[i] = false;
  };
  rec(0);
  if (best !== undefined && !Number.isSafeInteger(best)) throw new Error(`total ${best} is not exact`);
  return BigInt(best ?? 0);
}

/** A symmetric n×n matrix from the upper-triangle values. */
function symmetric(n: number, upper: readonly number[]): number[] {
  const w = new Array<number>(n * n).fill(0);
  let k = 0;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const x = upper[k++ % upper.length] as number;
      w[i * n + j] = x;
      w[j * n + i] = x;
    }
  }
  return w;
}

/** Weight scales: few distinct values (many ties, many blossoms) up to OpenGotha's 5·10¹⁴. */
const matrix = fc
  .record({
    half: fc.integer({ min: 1, max: 6 }),
    scale: fc.constantFrom(2, 3, 10, 1000, 5e14),
    negative: fc.boolean(),
    values: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 66, maxLength: 66 }),
  })
  .map(({ half, scale, negative, values }) => {
    const n = 2 * half;
    const upper = values.map((v) => Math.floor(v * scale) - (negative ? Math.floor(scale / 2) : 0));
    return { n, w: symmetric(n, upper) };
  });

function isPerfect(n: number, mate: Int32Array): boolean {
  for (let i = 0; i < n; i++) {
    const j = mate[i] as number;
    if (j < 0 || j >= n || j === i || mate[j] !== i) return false;
  }
  return true;
}

describe("maximum-weight perfect matching (docs/pairing.md, the matching)", () => {
  test("property: perfect and optimal against brute force, up to 12 vertices", () => {
    fc.assert(
      fc.property(matrix, ({ n, w }) => {
        const { mate, total } = maxWeightPerfectMatching(n, w);
        let sum = 0n;
        for (let i = 0; i < n; i++)
          if (i < (mate[i] as number)) sum += BigInt(w[i * n + (mate[i] as number)] as number);
        return isPerfect(n, mate) && sum === total && total === bruteForceBest(n, w);
      }),
      { numRuns: 300, seed: 15 },
    );
  });

  test("property: the same matrix always gives the same matching", () => {
    fc.assert(
      fc.property(matrix, ({ n, w }) => {
        const a = maxWeightPerfectMatching(n, w).mate;
        const b = maxWeightPerfectMatching(n, Float64Array.from(w)).mate;
        return a.every((x, i) => x === b[i]);
      }),
      { numRuns: 100, seed: 16 },
    );
  });

  test("a blossom must be shrunk and expanded: the 6-vertex example worked by hand", () => {
    // Triangle 0-1-2 of weight 10 with pendant edges 0-3 (9), 1-4 (9), 2-5 (9), every other
    // pair 0: the only perfect matchings with weight use two pendants and one triangle edge
    // (10 + 9 + 0 impossible), so the optimum is the three pendants, 27 (checked by enumeration).
    const n = 6;
    const w = new Array<number>(36).fill(0);
    const set = (i: number, j: number, x: number): void => {
      w[i * n + j] = x;
      w[j * n + i] = x;
    };
    set(0, 1, 10);
    set(1, 2, 10);
    set(0, 2, 10);
    set(0, 3, 9);
    set(1, 4, 9);
    set(2, 5, 9);
    const { mate, total } = maxWeightPerfectMatching(n, w);
    expect(total).toBe(27n);
    expect(Array.from(mate)).toEqual([3, 4, 5, 0, 1, 2]);
    expect(bruteForceBest(n, w)).toBe(27n);
  });

  test("totals beyond 2⁵³ are exact", () => {
    // 40 vertices, every pair 5·10¹⁴ + 1 except 2k–(2k+1) one more, and 0–1 one more again:
    // the optimum takes those 20 pairs, 20 × (5·10¹⁴ + 2) + 1 = 10¹⁶ + 41 (by hand), an odd
    // number above 2⁵³ that no double can hold.
    const n = 40;
    const w = new Array<number>(n * n).fill(5e14 + 1);
    for (let k = 0; k < n; k += 2) {
      w[k * n + k + 1] = 5e14 + 2;
      w[(k + 1) * n + k] = 5e14 + 2;
    }
    w[0 * n + 1] = 5e14 + 3; // the first pair one more again: 10¹⁶ + 41
    w[1 * n + 0] = 5e14 + 3;
    const { total } = maxWeightPerfectMatching(n, w);
    expect(total).toBe(10_000_000_000_000_041n);
    expect(Number.isSafeInteger(Number(total))).toBe(false);
  });

  test("the empty graph", () => {
    expect(maxWeightPerfectMatching(0, [])).toEqual({ mate: new Int32Array(0), total: 0n });
  });

  test("bad input is refused with what and where", () => {
    expect(() => maxWeightPerfectMatching(3, new Array<number>(9).fill(1))).toThrow(
      /even number of vertices, not 3/,
    );
    expect(() => maxWeightPerfectMatching(2, [0, 1, 1])).toThrow(/2×2 = 4 entries, not 3/);
    expect(() => maxWeightPerfectMatching(2, [0, 1.5, 1.5, 0])).toThrow(
      /weight \(0, 1\) must be a safe integer/,
    );
    expect(() =>
      maxWeightPerfectMatching(4, [0, 0, 0, MAX_WEIGHT_RANGE + 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
    ).toThrow(RatingError);
  });
});
