/**
 * Maximum-weight perfect matching on a complete graph given as a dense weight matrix:
 * Edmonds' blossom algorithm in its primal–dual form, O(n³) (Galil, "Efficient algorithms for
 * finding maximum matching in graphs", ACM Computing Surveys 18(1), 1986, §3–4; Gabow's O(n³)
 * organisation: one stage per augmentation, a least-slack edge kept per top-level blossom).
 * Written for this project from those descriptions (docs/pairing.md, "The matching").
 *
 * Exactness. Weights are integers. Shifting every weight by the same constant changes every
 * perfect matching's total by the same amount, so the matrix is shifted to 1…W (W = range + 1).
 * With all weights positive on a complete graph with an even number of vertices, a
 * maximum-weight matching is perfect (two exposed vertices could always be matched with a
 * gain), so the plain maximum-weight algorithm is run. In its units (slack of an edge =
 * u_i + u_j − 2w_ij + Σ z over blossoms holding both ends) every dual is an integer in
 * [0, 2W] and every slack lies in [0, 4W]: a vertex dual never goes below 0 (the stage stops
 * there), a matched edge is tight so u_i ≤ 2w_ij ≤ 2W, and the same tightness bounds Σz.
 * With W ≤ 2⁵⁰ every intermediate value is an integer below 2⁵³, exact in a double; only the
 * total is summed as a BigInt. OpenGotha's costs stay below 6·10¹⁴ < 2⁵⁰ (docs/pairing.md).
 *
 * Determinism: no randomness and a fixed scan order, so the same matrix always gives the
 * same matching (ties between optimal matchings are broken by that order).
 */
import { invalid, outOfRange } from "../common/errors";
import { msg } from "../../i18n/table";
import { BlossomSearch } from "./blossom-search";

/** The largest weight range (max − min) handled exactly. */
export const MAX_WEIGHT_RANGE = 2 ** 50 - 2;

export interface Matching {
  /** mate[i] = the vertex matched with i. */
  mate: Int32Array;
  /** Sum of the matched pairs' weights (each pair once), exact. */
  total: bigint;
}

/**
 * The maximum-weight perfect matching of the complete graph on `n` vertices (n even) whose
 * weight between i and j is `weights[i * n + j]` (row-major; only i < j is read, the matrix
 * is taken as symmetric). Weights must be safe integers spanning at most `MAX_WEIGHT_RANGE`.
 */
export function maxWeightPerfectMatching(n: number, weights: ArrayLike<number>): Matching {
  if (!Number.isInteger(n) || n < 0) throw invalid(msg("matchingVertices", { n }));
  if (n % 2 !== 0) throw invalid(msg("matchingOdd", { n }));
  if (weights.length !== n * n) {
    throw invalid(msg("matchingEntries", { n, entries: weights.length }));
  }
  const w = new Float64Array(n * n);
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const x = weights[i * n + j] as number;
      if (!Number.isSafeInteger(x)) throw invalid(msg("matchingWeight", { i, j, value: x }));
      if (x < min) min = x;
      if (x > max) max = x;
    }
  }
  if (n > 0 && max - min > MAX_WEIGHT_RANGE) {
    throw outOfRange(msg("matchingSpan", { span: max - min, max: MAX_WEIGHT_RANGE }));
  }
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const x = (weights[i * n + j] as number) - min + 1;
      w[i * n + j] = x;
      w[j * n + i] = x;
    }
  }
  const mate = new BlossomSearch(n, w, max - min + 1).solve();
  if (mate.includes(-1)) throw new Error("matching: internal error, the matching found is not perfect");
  let total = 0n;
  for (let i = 0; i < n; i++) {
    const j = mate[i] as number;
    if (i < j) total += BigInt(weights[i * n + j] as number);
  }
  return { mate, total };
}
