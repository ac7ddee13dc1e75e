/**
 * Maximum-weight matching (not necessarily perfect) of a general graph whose weights are
 * arbitrary-precision integers (BigInt): the primal–dual blossom algorithm (Galil, "Efficient
 * algorithms for finding maximum matching in graphs", ACM Computing Surveys 18(1), 1986, §3–4),
 * in the O(n³) organisation with a least-slack edge per vertex and per blossom.
 *
 * It sits beside matching.ts (doubles, weights below 2⁵⁰, perfect matchings of complete graphs,
 * the Go engines' matching) for criteria encoded lexicographically into one weight, whose width
 * grows with the number of players and score groups (the FIDE Dutch System, docs/decisions.md
 * D216). Edges of weight 0 are absent. Every dual stays an integer because the duals start at
 * the largest weight and every change is a half-slack of an edge between two outer vertices,
 * whose slack is even (weights are doubled on entry).
 *
 * Determinism: no randomness and a fixed scan order.
 */
import { BigBlossoms, NO } from "./matching-big-state";

/**
 * The maximum-weight matching of the graph on `n` vertices whose weight between i and j
 * (i ≠ j) is `weight(i, j)` (symmetric; 0n for no edge, never negative). Returns mate[i] = the
 * vertex matched with i, or −1.
 */
export function maxWeightMatchingBig(n: number, weight: (i: number, j: number) => bigint): Int32Array {
  if (n === 0) return new Int32Array(0);
  const us: number[] = [];
  const vs: number[] = [];
  const ws: bigint[] = [];
  let max = 0n;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const x = weight(i, j);
      if (x > 0n) {
        us.push(i);
        vs.push(j);
        ws.push(2n * x);
        if (2n * x > max) max = 2n * x;
      }
    }
  }
  const solver = new BigBlossoms(n, us, vs, ws, max);
  solver.solve();
  const mate = new Int32Array(n).fill(-1);
  for (let v = 0; v < n; v++) {
    const p = solver.mate[v] as number;
    if (p !== NO) mate[v] = solver.endpoint[p] as number;
  }
  return mate;
}
