/**
 * Maximum-weight matching (not necessarily perfect) of a general graph whose weights are wide
 * integers held as fixed-width limbs of the width declared for the round (limbs.ts, D305): the
 * primal–dual blossom algorithm (Galil, "Efficient algorithms for finding maximum matching in
 * graphs", ACM Computing Surveys 18(1), 1986, §3–4), in the O(n³) organisation with a
 * least-slack edge per vertex and per blossom, kept between solves (D265). The algorithm runs
 * in WebAssembly (D441): assembly/matching/ is its source, compiled by AssemblyScript into
 * matching-wasm-bytes.ts; this class holds the graph's side of it.
 *
 * It sits beside matching.ts (doubles, the Go engines' matching) for criteria encoded
 * lexicographically into one weight, whose width grows with the number of players and score
 * groups (the FIDE Dutch System, docs/decisions.md D216). Edges of weight 0 are absent.
 *
 * One matching lives at a time (D442): a new one takes the module's memory, and a call on an
 * older one is refused as an internal error, never answered from the newer one's graph.
 *
 * Determinism: no randomness and a fixed scan order, the TypeScript code's (D441).
 */
import { fromBigInt, limbCount } from "./limbs";
import { matchingExports, type MatchingExports } from "./matching-wasm";

let generation = 0;

export class BigMatching {
  /** Limbs per number (limbs.ts). */
  readonly L: number;
  private readonly wasm: MatchingExports;
  private readonly generation: number;
  private limbs: Float64Array;
  private ints: Int32Array;
  private readonly input: number;
  private readonly scratch: Float64Array;

  /** `bits`: the width of the largest weight (a weight of more bits is refused). */
  constructor(
    readonly n: number,
    bits: number,
  ) {
    this.L = limbCount(bits + 2);
    this.wasm = matchingExports();
    // the module's layout changes from here on, whether create succeeds or not (D442)
    this.generation = ++generation;
    if (!this.wasm.create(n, this.L))
      throw new Error(
        `matching: internal error, no memory for a matching of ${n} vertices of ${this.L} limbs (the module's 2 GB)`,
      );
    this.limbs = new Float64Array(this.wasm.memory.buffer);
    this.ints = new Int32Array(this.wasm.memory.buffer);
    this.input = this.wasm.inputAt() / 8;
    this.scratch = new Float64Array(this.L);
  }

  /** The weight between i and j (i ≠ j; 0n: no edge, never negative). */
  set(i: number, j: number, x: bigint): void {
    this.scratch.fill(0);
    if (x < 0n || !fromBigInt(x, this.L, this.scratch, 0))
      throw new Error("matching: internal error, a weight outside the declared width");
    this.setLimbs(i, j, this.scratch, 0);
  }

  /**
   * The weight between i and j (i ≠ j) given as limbs, src[so…] + c (D401): none when src[so…]
   * is 0, else never below 1.
   */
  setLimbs(i: number, j: number, src: Float64Array, so: number, c = 0): void {
    this.live();
    const limbs = this.limbs;
    const input = this.input;
    for (let l = 0; l < this.L; l++) limbs[input + l] = src[so + l] as number;
    if (!this.wasm.setLimbs(i, j, c))
      throw new Error("matching: internal error, a weight outside the declared width");
  }

  /**
   * The maximum-weight matching of the current weights: mate[v] = v's partner, or −1. `fixed`
   * (optional) names pairs that are each other's only edge; the first solve matches them at
   * once.
   */
  solve(fixed?: Int32Array): Int32Array {
    this.live();
    const n = this.n;
    if (fixed) this.ints.set(fixed.subarray(0, n), this.wasm.fixedAt() / 4);
    try {
      this.wasm.solve(fixed ? 1 : 0);
    } catch (e) {
      const code = this.wasm.failed();
      if (code === 2) throw new Error("matching: internal error, an odd slack between outer vertices");
      if (code === 3) throw new Error("matching: internal error, the queue of outer vertices overflowed");
      throw e;
    }
    const at = this.wasm.mateAt() / 4;
    return this.ints.slice(at, at + n);
  }

  /** This matching is the module's current one (D442). */
  private live(): void {
    if (this.generation !== generation)
      throw new Error("matching: internal error, a matching used after a newer one was made");
  }
}

/**
 * The maximum-weight matching of the graph on `n` vertices whose weight between i and j
 * (i ≠ j) is `weight(i, j)` (symmetric; 0n for no edge, never negative). Returns mate[i] = the
 * vertex matched with i, or −1.
 */
export function maxWeightMatchingBig(n: number, weight: (i: number, j: number) => bigint): Int32Array {
  if (n === 0) return new Int32Array(0);
  let max = 0n;
  const w: bigint[] = [];
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) {
      const x = weight(i, j);
      w.push(x);
      if (x > max) max = x;
    }
  const m = new BigMatching(n, max.toString(2).length);
  let c = 0;
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) m.set(i, j, w[c++] as bigint);
  return m.solve();
}
