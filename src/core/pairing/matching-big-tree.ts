/**
 * The blossom algorithm of matching-big.ts over fixed-width weights (limbs.ts, D305): edges as
 * pairs of endpoints (endpoint 2k and 2k+1 are the ends of edge k; `mate[v]` is the remote
 * endpoint of v's matched edge), labels S = 1 and T = 2 on top-level blossoms, the vertex and
 * blossom duals, and the least-slack edge of each free vertex and each S blossom with its slack
 * kept while the duals stand (Galil 1986, §3–4). Ids below n are vertices, ids n…2n−1
 * blossoms. The stages that drive them are matching-big-state.ts.
 */
import { addSub, compare, copy, limbCount, signOfSum, sumBelow, sumsBelow } from "./limbs";

// Module constants exported by name, not as `export const`: this module's code then reads them
// as constants, not as properties of its exports object, a read that V8 compiles only once it
// has been made (a rare path's first read threw the compiled blossom code back, D420).
const NO = -1;
const S = 1;
const T = 2;
export { NO, S, T };

/** x[i] with a negative i counted from the end (the cycle of a blossom is walked both ways). */
export function at(x: readonly number[], i: number): number {
  return x[((i % x.length) + x.length) % x.length] as number;
}

/** The ends of every edge k = i · n + j (i < j): endpoint 2k is i, 2k + 1 is j. */
function endpoints(n: number): Int32Array {
  const endpoint = new Int32Array(2 * n * n);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      endpoint[2 * (i * n + j)] = i;
      endpoint[2 * (i * n + j) + 1] = j;
    }
  }
  return endpoint;
}

/** x[v] = v for v below n, NO for the rest of its `size`. */
function identity(n: number, size: number): Int32Array {
  const x = new Int32Array(size).fill(NO);
  for (let v = 0; v < n; v++) x[v] = v;
  return x;
}

/** from, …, to − 1 pushed onto x. */
export function pushRange(x: number[], from: number, to: number): void {
  for (let b = from; b < to; b++) x.push(b);
}

export class BigBlossomTree {
  readonly endpoint: Int32Array;
  readonly mate: Int32Array;
  protected readonly label: Int8Array;
  protected readonly labelEnd: Int32Array;
  protected readonly inBlossom: Int32Array;
  protected readonly parent: Int32Array;
  protected readonly childs: (number[] | null)[];
  protected readonly endps: (number[] | null)[];
  protected readonly base: Int32Array;
  protected readonly bestEdge: Int32Array;
  protected readonly bestEdges: (number[] | null)[];
  protected readonly unused: number[] = [];
  /** Limbs per number (limbs.ts). */
  readonly L: number;
  /** dual[x · L …]: the dual of vertex or blossom x. */
  protected readonly dual: Float64Array;
  protected readonly allowed: Uint8Array;
  /**
   * q[r · L …]: four times the weight between r / n and r % n (0: no edge), held both ways round
   * (D308): edge k, joining k / n and k % n (i < j), is row k, and a vertex's edges lie side by
   * side in its row, as its scan reads them. `present` and `allowed` are kept both ways too.
   */
  protected readonly q: Float64Array;
  protected readonly present: Uint8Array;
  protected queue: number[] = [];
  /**
   * bestSlack[x · L …]: the slack of bestEdge[x], valid while bestAt[x] is the current `epoch`
   * (a change of the duals starts a new one), so that a scan compares against it without
   * computing it again.
   */
  protected readonly bestSlack: Float64Array;
  protected readonly bestAt: Int32Array;
  protected epoch = 1;
  /**
   * The least-slack edges offered since the duals last stood still (D423): offer i is to x =
   * offers[3i] of the edge from S vertex offers[3i + 1] to offers[3i + 2], weighed only when a
   * dual step needs the least slacks (`settleOffers`), in the order offered; most stages end in
   * an augmentation first, and their offers are dropped unweighed. droppedAt[x]: the count of
   * offers when x's least-slack edge was last set aside (offers to x before it count no more).
   * Sized for the most a stage can make, n − 1 from each of n S vertices (a vertex is labelled
   * S once in a stage), so that no offer waits for the log to grow.
   */
  protected readonly offers: Int32Array;
  protected offerCount = 0;
  protected readonly droppedAt: Int32Array;
  /** Scratch numbers: an edge's slack, and addBlossom's least slack to each S blossom. */
  protected readonly tmp: Float64Array;
  private readonly bestTo: Int32Array;
  private readonly toSlack: Float64Array;

  /** `bits`: the width of the largest weight the matching will hold (times four inside). */
  constructor(
    protected readonly n: number,
    bits: number,
  ) {
    this.L = limbCount(bits + 2);
    // The loops are functions of their own (D422): the constructor, compiled while a loop ran,
    // was entered again for every new matching and thrown back at the next object's map.
    this.endpoint = endpoints(n);
    this.mate = new Int32Array(n).fill(NO);
    this.label = new Int8Array(2 * n);
    this.labelEnd = new Int32Array(2 * n).fill(NO);
    this.inBlossom = identity(n, n);
    this.parent = new Int32Array(2 * n).fill(NO);
    this.childs = new Array<number[] | null>(2 * n).fill(null);
    this.endps = new Array<number[] | null>(2 * n).fill(null);
    this.base = identity(n, 2 * n);
    this.bestEdge = new Int32Array(2 * n).fill(NO);
    this.bestEdges = new Array<number[] | null>(2 * n).fill(null);
    pushRange(this.unused, n, 2 * n);
    const L = this.L;
    this.dual = new Float64Array(2 * n * L);
    this.allowed = new Uint8Array(n * n);
    this.q = new Float64Array(n * n * L);
    this.present = new Uint8Array(n * n);
    this.bestSlack = new Float64Array(2 * n * L);
    this.bestAt = new Int32Array(2 * n);
    this.droppedAt = new Int32Array(2 * n);
    this.offers = new Int32Array(3 * n * n);
    this.tmp = new Float64Array(L);
    this.bestTo = new Int32Array(2 * n);
    this.toSlack = new Float64Array(2 * n * L);
  }

  /** out[o…] = edge k's slack. */
  protected slack(k: number, out: Float64Array, o: number): void {
    const L = this.L;
    addSub(
      this.dual,
      (this.endpoint[2 * k] as number) * L,
      this.dual,
      (this.endpoint[2 * k + 1] as number) * L,
      this.q,
      k * L,
      out,
      o,
      L,
    );
  }

  /** The sign of the slack between u and w (q's row r: u · n + w or w · n + u; limbs.ts's signOfSum). */
  protected slackSign(u: number, w: number, r: number): number {
    const L = this.L;
    return signOfSum(this.dual, u * L, this.dual, w * L, this.q, r * L, L);
  }

  /** Whether the slack between u and w (q's row r) is below the number at x[o…]. */
  protected slackBelow(u: number, w: number, r: number, x: Float64Array, o: number): boolean {
    const L = this.L;
    return sumBelow(this.dual, u * L, this.dual, w * L, this.q, r * L, x, o, L);
  }

  /** Whether the slack between u and w (q's row r) is below edge e's. */
  protected slackBelowEdge(u: number, w: number, r: number, e: number): boolean {
    const L = this.L;
    const ep = this.endpoint;
    return sumsBelow(
      this.dual,
      this.q,
      u * L,
      w * L,
      r * L,
      (ep[2 * e] as number) * L,
      (ep[2 * e + 1] as number) * L,
      e * L,
      L,
    );
  }

  /** Edge k's tight edges may be followed (both ways round). */
  protected allow(k: number): void {
    const n = this.n;
    this.allowed[k] = 1;
    this.allowed[(k % n) * n + Math.floor(k / n)] = 1;
  }

  /** The offset in bestSlack of x's best edge's slack, computed again when the duals moved. */
  protected bestSlackOf(x: number): number {
    const o = x * this.L;
    if (this.bestAt[x] !== this.epoch) {
      this.slack(this.bestEdge[x] as number, this.bestSlack, o);
      this.bestAt[x] = this.epoch;
    }
    return o;
  }

  /** x has no least-slack edge (yet), whatever was offered to it before (D423). */
  protected dropBest(x: number): void {
    this.bestEdge[x] = NO;
    this.droppedAt[x] = this.offerCount;
  }

  /** The edge from S vertex u to w offered as x's least-slack edge, weighed later (D423). */
  protected logOffer(x: number, u: number, w: number): void {
    const log = this.offers;
    const i = 3 * this.offerCount;
    log[i] = x;
    log[i + 1] = u;
    log[i + 2] = w;
    this.offerCount++;
  }

  /** x's best edge is e, whose slack is src[so…]. */
  protected setBest(x: number, e: number, src: Float64Array, so: number): void {
    this.bestEdge[x] = e;
    copy(src, so, this.bestSlack, x * this.L, this.L);
    this.bestAt[x] = this.epoch;
  }

  protected leaves(b: number, out: number[] = []): number[] {
    if (b < this.n) out.push(b);
    else for (const c of this.childs[b] as number[]) this.leaves(c, out);
    return out;
  }

  protected assignLabel(v: number, t: number, p: number): void {
    const b = this.inBlossom[v] as number;
    this.label[v] = t;
    this.label[b] = t;
    this.labelEnd[v] = p;
    this.labelEnd[b] = p;
    this.dropBest(v);
    this.dropBest(b);
    // An S blossom's vertices onto the queue directly, in the order `leaves` lists them, not
    // through an array made for each label (D424).
    if (t === S) this.leaves(b, this.queue);
    else {
      const m = this.mate[this.base[b] as number] as number;
      this.assignLabel(this.endpoint[m] as number, S, m ^ 1);
    }
  }

  /** The base of the blossom a new S–S edge closes, or NO when it joins two trees. */
  protected scanBlossom(v0: number, w0: number): number {
    const path: number[] = [];
    let v = v0;
    let w = w0;
    let found = NO;
    while (v !== NO || w !== NO) {
      let b = this.inBlossom[v] as number;
      if ((this.label[b] as number) & 4) {
        found = this.base[b] as number;
        break;
      }
      path.push(b);
      this.label[b] = 5;
      if (this.labelEnd[b] === NO) v = NO;
      else {
        v = this.endpoint[this.labelEnd[b] as number] as number;
        b = this.inBlossom[v] as number;
        v = this.endpoint[this.labelEnd[b] as number] as number;
      }
      if (w !== NO) [v, w] = [w, v];
    }
    for (const b of path) this.label[b] = S;
    return found;
  }

  /**
   * Edge e from u (in the new blossom b) to w (q's row r) becomes the least-slack edge to w's S
   * blossom when it has none or e's slack is below it. A method, not a closure made at each
   * addBlossom (D420).
   */
  private consider(b: number, e: number, u: number, w: number, r: number): void {
    const bj = this.inBlossom[w] as number;
    if (bj === b || this.label[bj] !== S) return;
    const cur = this.bestTo[bj] as number;
    if (cur === NO || this.slackBelowEdge(u, w, r, cur)) this.bestTo[bj] = e;
  }

  protected addBlossom(baseV: number, k: number): void {
    let v = this.endpoint[2 * k] as number;
    let w = this.endpoint[2 * k + 1] as number;
    const bb = this.inBlossom[baseV] as number;
    let bv = this.inBlossom[v] as number;
    let bw = this.inBlossom[w] as number;
    const b = this.unused.pop() as number;
    this.base[b] = baseV;
    this.parent[b] = NO;
    this.parent[bb] = b;
    const path: number[] = [];
    const endps: number[] = [];
    while (bv !== bb) {
      this.parent[bv] = b;
      path.push(bv);
      endps.push(this.labelEnd[bv] as number);
      v = this.endpoint[this.labelEnd[bv] as number] as number;
      bv = this.inBlossom[v] as number;
    }
    path.push(bb);
    path.reverse();
    endps.reverse();
    endps.push(2 * k);
    while (bw !== bb) {
      this.parent[bw] = b;
      path.push(bw);
      endps.push((this.labelEnd[bw] as number) ^ 1);
      w = this.endpoint[this.labelEnd[bw] as number] as number;
      bw = this.inBlossom[w] as number;
    }
    this.childs[b] = path;
    this.endps[b] = endps;
    this.label[b] = S;
    this.labelEnd[b] = this.labelEnd[bb] as number;
    this.dual.fill(0, b * this.L, (b + 1) * this.L);
    for (const x of this.leaves(b)) {
      if (this.label[this.inBlossom[x] as number] === T) this.queue.push(x);
      this.inBlossom[x] = b;
    }
    // The least-slack edge to each other S blossom; each edge's slack computed once (the duals
    // do not change here).
    const L = this.L;
    const bestTo = this.bestTo;
    const toSlack = this.toSlack;
    bestTo.fill(NO);
    const n = this.n;
    const inBlossom = this.inBlossom;
    const label = this.label;
    const present = this.present;
    for (const c of path) {
      const kept = this.bestEdges[c];
      if (kept) {
        for (const e of kept) {
          const i = this.endpoint[2 * e] as number;
          const j = this.endpoint[2 * e + 1] as number;
          if (inBlossom[j] === b) this.consider(b, e, j, i, e);
          else this.consider(b, e, i, j, e);
        }
      } else {
        // Each leaf's edges in its row (D308), w from 0 up.
        for (const x of this.leaves(c)) {
          const row = x * n;
          for (let w = 0; w < n; w++) {
            if (w === x || !present[row + w]) continue;
            const bj = inBlossom[w] as number;
            if (bj === b || label[bj] !== S) continue;
            const cur = bestTo[bj] as number;
            if (cur === NO || this.slackBelowEdge(x, w, row + w, cur))
              bestTo[bj] = x < w ? row + w : w * n + x;
          }
        }
      }
      this.bestEdges[c] = null;
      this.dropBest(c);
    }
    const best: number[] = [];
    let least = NO;
    for (let bj = 0; bj < 2 * this.n; bj++) {
      const e = bestTo[bj] as number;
      if (e === NO) continue;
      best.push(e);
      this.slack(e, toSlack, bj * L);
      if (least === NO || compare(toSlack, bj * L, toSlack, least * L, L) < 0) least = bj;
    }
    this.bestEdges[b] = best;
    // None first, for every blossom (D420): a store made only for a blossom without a least-slack
    // edge threw the compiled addBlossom back at its first such blossom.
    this.dropBest(b);
    if (least !== NO) this.setBest(b, bestTo[least] as number, toSlack, least * L);
  }
}
