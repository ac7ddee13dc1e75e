/**
 * Maximum-weight matching (not necessarily perfect) of a general graph whose weights are wide
 * integers, given as BigInt and held as fixed-width limbs of the width declared for the round
 * (limbs.ts, D305): the primal–dual blossom algorithm (Galil, "Efficient algorithms for finding
 * maximum matching in graphs", ACM Computing Surveys 18(1), 1986, §3–4), in the O(n³)
 * organisation with a least-slack edge per vertex and per blossom.
 *
 * It sits beside matching.ts (doubles, weights below 2⁵⁰, perfect matchings of complete graphs,
 * the Go engines' matching) for criteria encoded lexicographically into one weight, whose width
 * grows with the number of players and score groups (the FIDE Dutch System, docs/decisions.md
 * D216). Edges of weight 0 are absent. Every dual stays an integer because the duals start at
 * the largest weight and every change is a half-slack of an edge between two outer vertices,
 * whose slack is even (weights are quadrupled on entry, every root's dual keeps one parity).
 *
 * The matching is kept between solves (D265): when only the edges of a few vertices changed
 * weight, those vertices leave their blossoms and their partners, their duals are raised until
 * each of their edges is feasible again, and the stages start from the freed vertices alone, so
 * that a decision costs one or two augmentations, not n / 2 (Galil §4's optimality conditions
 * hold before and after). Only the first solve starts from scratch.
 *
 * Determinism: no randomness and a fixed scan order.
 */
import {
  addSub,
  addTo,
  compare,
  copy,
  fromBigInt,
  half,
  isOdd,
  isZero,
  scaleAdd,
  sign,
  zeros,
} from "./limbs";
import { BigBlossoms, NO } from "./matching-big-state";
import { pushRange } from "./matching-big-tree";

export class BigMatching extends BigBlossoms {
  /** The vertices whose edges changed since the last solve (one end of each changed edge). */
  private readonly dirty: Uint8Array;
  private dirtyCount = 0;
  private solved = false;

  /** Scratch for a weight being set. */
  private readonly incoming: Float64Array;
  /** A warm start's freed vertices, freed[0…freedCount), and whether each is (D420). */
  private readonly marked: Uint8Array;
  private readonly freed: Int32Array;
  private freedCount = 0;

  /** `bits`: the width of the largest weight (a weight of more bits is refused). */
  constructor(n: number, bits: number) {
    super(n, bits);
    this.dirty = new Uint8Array(n);
    this.incoming = new Float64Array(this.L);
    this.marked = new Uint8Array(n);
    this.freed = new Int32Array(n);
  }

  /** The weight between i and j (i ≠ j; 0n: no edge, never negative). */
  set(i: number, j: number, x: bigint): void {
    // No edge (half of all the sets: a fixed pair's ends lose every other edge) costs no BigInt.
    if (x === 0n) this.incoming.fill(0);
    else if (x < 0n || !fromBigInt(x << 2n, this.L, this.incoming, 0))
      throw new Error("matching: internal error, a weight outside the declared width");
    this.store(i, j, x > 0n);
  }

  /**
   * The weight between i and j (i ≠ j) given as limbs, src[so…] + c (D401): none when src[so…]
   * is 0, else never below 1.
   */
  setLimbs(i: number, j: number, src: Float64Array, so: number, c = 0): void {
    const L = this.L;
    const none = isZero(src, so, L);
    // Cleared for every weight, not only for no edge (D422): a store first made for an absent
    // edge threw the compiled callers back.
    this.incoming.fill(0);
    if (!none && (!scaleAdd(src, so, 4, 4 * c, this.incoming, 0, L) || sign(this.incoming, 0, L) <= 0))
      throw new Error("matching: internal error, a weight outside the declared width");
    this.store(i, j, !none);
  }

  /** The weight in `incoming` (four times the edge's) for the edge between i and j. */
  private store(i: number, j: number, present: boolean): void {
    // The rows both ways computed for every pair (D422): the arithmetic of a branch first taken
    // by a pair i > j threw the compiled store back.
    const lo = i < j ? i : j;
    const hi = i < j ? j : i;
    const k = lo * this.n + hi;
    const L = this.L;
    if (compare(this.incoming, 0, this.q, k * L, L) === 0) return;
    const back = hi * this.n + lo;
    copy(this.incoming, 0, this.q, k * L, L);
    copy(this.incoming, 0, this.q, back * L, L);
    this.present[k] = this.present[back] = present ? 1 : 0;
    if (!this.dirty[i] && !this.dirty[j]) {
      this.dirty[i] = 1;
      this.dirtyCount++;
    }
  }

  /**
   * The maximum-weight matching of the current weights: mate[v] = v's partner, or −1. `fixed`
   * (optional) names pairs that are each other's only edge; the first solve matches them at
   * once.
   */
  solve(fixed?: Int32Array): Int32Array {
    if (!this.solved) this.restart(fixed);
    else if (this.dirtyCount > 0) this.warmStart();
    this.dirty.fill(0);
    this.dirtyCount = 0;
    this.solved = true;
    this.stages();
    const mate = new Int32Array(this.n).fill(-1);
    for (let v = 0; v < this.n; v++) {
      const p = this.mate[v] as number;
      if (p !== NO) mate[v] = this.endpoint[p] as number;
    }
    return mate;
  }

  /** Every vertex free and its own blossom, every dual half the largest weight; `fixed` matched. */
  private restart(fixed: Int32Array | undefined): void {
    this.mate.fill(NO);
    this.labelEnd.fill(NO);
    this.parent.fill(NO);
    this.childs.fill(null);
    this.endps.fill(null);
    this.bestEdges.fill(null);
    this.base.fill(NO);
    this.unused.length = 0;
    pushRange(this.unused, this.n, 2 * this.n);
    this.dual.fill(0);
    this.startDuals(this.largest());
    this.epoch++;
    if (fixed) this.matchFixed(fixed);
  }

  /** Each vertex its own blossom, its dual half the weight at q's row `max`. */
  private startDuals(max: number): void {
    const n = this.n;
    const L = this.L;
    for (let v = 0; v < n; v++) {
      this.inBlossom[v] = v;
      this.base[v] = v;
      half(this.q, max * L, this.dual, v * L, L);
    }
  }

  /** The pairs of `fixed` (each other's only edge) matched. */
  private matchFixed(fixed: Int32Array): void {
    const n = this.n;
    for (let v = 0; v < n; v++) {
      const w = fixed[v] as number;
      if (w > v && this.present[v * n + w]) {
        this.mate[v] = 2 * (v * n + w) + 1;
        this.mate[w] = 2 * (v * n + w);
      }
    }
  }

  /**
   * The row of q holding the largest weight (the first such). Its own method, as the warm start's
   * loops are (D422): restart, compiled while this loop ran, was thrown back at its next line.
   */
  private largest(): number {
    const n = this.n;
    const L = this.L;
    const q = this.q;
    let max = 0;
    for (let k = 1; k < n * n; k++) if (compare(q, k * L, q, max * L, L) > 0) max = k;
    return max;
  }

  /**
   * Frees every changed vertex (out of its blossoms and its pair) and gives it the least dual
   * that keeps its edges feasible; blossoms around a freed vertex are dissolved, their dual
   * added to their vertices' (the edges inside keep their slack), their base's pair freed too.
   * Its steps are methods, not closures made at each call (D420): V8 compiles a call to the
   * closure it has seen, and the next solve's new closure was a "wrong call target".
   */
  private warmStart(): void {
    this.marked.fill(0);
    this.freedCount = 0;
    this.freeDirty();
    this.surfaceFreed();
    this.leastDuals();
    this.evenFreed();
    this.epoch++;
  }

  /**
   * The changed vertices out of their blossoms and their pairs. Each loop of the warm start is a
   * method of its own (D422): V8 compiled the warm start while its first loop ran (on-stack
   * replacement), before its last loop had run once, and the compiled code, kept and entered
   * again at every solve, was thrown back at that loop's first read each time.
   */
  private freeDirty(): void {
    const n = this.n;
    for (let v = 0; v < n; v++) {
      if (!this.dirty[v]) continue;
      this.surface(v);
      this.unmatch(v);
    }
  }

  /** The blossoms around every freed vertex dissolved (a freed base frees its partner too). */
  private surfaceFreed(): void {
    for (let i = 0; i < this.freedCount; i++) this.surface(this.freed[i] as number);
  }

  /** Each changed vertex's least feasible dual. */
  private leastDuals(): void {
    const n = this.n;
    for (let v = 0; v < n; v++) if (this.dirty[v]) this.leastDual(v);
  }

  /** v's least feasible dual: the largest q[k] − dual[w] over v's edges, 0 at least. */
  private leastDual(v: number): void {
    const n = this.n;
    const L = this.L;
    const dual = this.dual;
    const present = this.present;
    const need = this.tmp;
    const zero = zeros(L);
    dual.fill(0, v * L, (v + 1) * L);
    for (let w = 0; w < n; w++) {
      const r = v * n + w;
      if (w === v || !present[r]) continue;
      addSub(this.q, r * L, zero, 0, dual, w * L, need, 0, L);
      if (compare(need, 0, dual, v * L, L) > 0) copy(need, 0, dual, v * L, L);
    }
  }

  /**
   * Each freed vertex's dual made even, 1 added to an odd one: an add of 0 or 1 made for every
   * vertex (D420), so that no call waits for the first odd dual to be compiled.
   */
  private evenFreed(): void {
    const L = this.L;
    const dual = this.dual;
    for (let i = 0; i < this.freedCount; i++) {
      const o = (this.freed[i] as number) * L;
      scaleAdd(dual, o, 1, isOdd(dual, o) ? 1 : 0, dual, o, L);
    }
  }

  private mark(v: number): void {
    if (!this.marked[v]) this.freed[this.freedCount++] = v;
    this.marked[v] = 1;
  }

  /**
   * v and its partner leave their pair, both freed. The same reads and stores whether v is
   * matched or not (an unmatched v is its own partner here, D422): the branch of a matched v,
   * first taken after the warm start was compiled, threw it back.
   */
  private unmatch(v: number): void {
    const p = this.mate[v] as number;
    const other = this.endpoint[p < 0 ? 0 : p] as number;
    const partner = p < 0 ? v : other;
    this.mate[partner] = NO;
    this.mate[v] = NO;
    this.mark(partner);
    this.mark(v);
  }

  /** The blossoms around v dissolved, their duals given to their vertices, their bases freed. */
  private surface(v: number): void {
    const L = this.L;
    const dual = this.dual;
    while (this.inBlossom[v] !== v) {
      const b = this.inBlossom[v] as number;
      for (const x of this.leaves(b)) addTo(dual, x * L, dual, b * L, 1, L);
      dual.fill(0, b * L, (b + 1) * L);
      this.unmatch(this.base[b] as number);
      this.expandBlossom(b, true);
    }
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
