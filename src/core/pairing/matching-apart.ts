/**
 * The maximum-weight perfect matching of `matching.ts` with some pairs never matched (D240): a
 * forbidden pair is absolute, where OpenGotha's costs (a rematch included) are only weights.
 * First whether a perfect matching of the allowed pairs exists at all; then the costs with every
 * forbidden pair at the lowest weight the exact matching allows (whose optimum, holding no
 * forbidden pair, is the best allowed pairing: every allowed pairing weighs the same either way);
 * only when that optimum still holds one, the costs coarsened by a power of two so that a weight
 * below every allowed pairing fits, and matched again.
 */
import { MAX_WEIGHT_RANGE, maxWeightPerfectMatching } from "./matching";

export type MatchingApart =
  | { readonly ok: true; readonly mate: Int32Array; readonly coarse: boolean }
  /** No perfect matching avoids them: the forbidden pairs (i < j) the fullest allowed one still needs. */
  | { readonly ok: false; readonly unavoidable: readonly (readonly [number, number])[] };

/**
 * `weights` as `maxWeightPerfectMatching` takes them (n × n, safe integers); `barred[i·n + j]`
 * (i < j read) marks a forbidden pair.
 */
export function matchingApart(n: number, weights: ArrayLike<number>, barred: Uint8Array): MatchingApart {
  const half = n / 2;
  const allowed = new Float64Array(n * n);
  let min = Infinity;
  let max = -Infinity;
  let any = false;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      if (barred[i * n + j] === 1) {
        any = true;
        continue;
      }
      const x = weights[i * n + j] as number;
      allowed[i * n + j] = 1;
      if (x < min) min = x;
      if (x > max) max = x;
    }
  }
  if (!any) return { ok: true, mate: maxWeightPerfectMatching(n, weights).mate, coarse: false };
  const fullest = maxWeightPerfectMatching(n, allowed);
  if (fullest.total !== BigInt(half)) {
    const unavoidable: [number, number][] = [];
    fullest.mate.forEach((j, i) => {
      if (i < j && barred[i * n + j] === 1) unavoidable.push([i, j]);
    });
    return { ok: false, unavoidable };
  }
  const uses = (mate: Int32Array): boolean => mate.some((j, i) => i < j && barred[i * n + j] === 1);
  const range = max - min;
  if (MAX_WEIGHT_RANGE - range >= 1) {
    const mate = maxWeightPerfectMatching(
      n,
      withBarred(n, weights, barred, min - (MAX_WEIGHT_RANGE - range)),
    ).mate;
    if (!uses(mate)) return { ok: true, mate, coarse: false };
  }
  // Coarsened: allowed weights ⌊(w − min) / 2^s⌋ in 0…R', forbidden −(n/2)·R' − 1; a pairing with
  // a forbidden pair totals at most −R' − 1 < 0 ≤ any allowed pairing; the span R'·(n/2 + 1) + 1
  // must stay within the exact range.
  let scale = 1;
  while (Math.floor(range / scale) * (half + 1) + 1 > MAX_WEIGHT_RANGE) scale *= 2;
  const coarse = new Float64Array(n * n);
  const top = Math.floor(range / scale);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      coarse[i * n + j] =
        barred[i * n + j] === 1
          ? -half * top - 1
          : Math.floor(((weights[i * n + j] as number) - min) / scale);
    }
  }
  const mate = maxWeightPerfectMatching(n, coarse).mate;
  if (uses(mate)) throw new Error("matching: internal error, a forbidden pair was matched");
  return { ok: true, mate, coarse: true };
}

/** The weights with each forbidden pair at `low`. */
function withBarred(n: number, weights: ArrayLike<number>, barred: Uint8Array, low: number): Float64Array {
  const w = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++)
      w[i * n + j] = barred[i * n + j] === 1 ? low : (weights[i * n + j] as number);
  }
  return w;
}
