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
  const mate = new Blossom(n, w, max - min + 1).solve();
  if (mate.includes(-1)) throw new Error("matching: internal error, the matching found is not perfect");
  let total = 0n;
  for (let i = 0; i < n; i++) {
    const j = mate[i] as number;
    if (i < j) total += BigInt(weights[i * n + j] as number);
  }
  return { mate, total };
}

const NONE = -1;
const FREE = -1;
const OUTER = 0; // S
const INNER = 1; // T

/**
 * The primal–dual state. Ids 0…n−1 are vertices, n…2n−1 blossoms. Arrays indexed by id hold,
 * for a top-level id, its label and tree links; `bestIn[(b − n)·n + u]` is the vertex of
 * blossom b that gives u its least slack (valid while b is top-level, because every vertex of
 * a top-level blossom changes its dual by the same amount).
 */
class Blossom {
  private readonly lab: Float64Array; // duals: vertices u, blossoms z (slack units above)
  private readonly mate: Int32Array; // per vertex
  private readonly top: Int32Array; // per id: top-level blossom holding it
  private readonly parent: Int32Array; // per id: immediate parent blossom or NONE
  private readonly base: Int32Array; // per id: base vertex
  private readonly label: Int8Array; // per top-level id
  private readonly treeS: Int32Array; // INNER top-level: the S vertex it hangs from
  private readonly treeT: Int32Array; // INNER top-level: its own vertex on that edge
  private readonly slackU: Int32Array; // per top-level id: S vertex of least slack (NONE)
  private readonly slackV: Int32Array; // … and the vertex of this id on that edge
  private readonly mark: Int32Array;
  private stamp = 0;
  private readonly bestIn: Int32Array;
  private readonly children: number[][] = [];
  private readonly edgeA: number[][] = []; // edge i joins children[i] (A) and children[i+1] (B)
  private readonly edgeB: number[][] = [];
  private readonly freeIds: number[] = [];
  private readonly slackE: Float64Array; // … and its slack, kept up to date by updateDuals
  private readonly root: Int32Array; // labelled top-level id: its tree's exposed vertex
  private readonly queue: number[] = [];
  private readonly stale: number[] = [];

  constructor(
    private readonly n: number,
    private readonly w: Float64Array,
    maxWeight: number,
  ) {
    const m = 2 * n;
    this.lab = new Float64Array(m);
    this.mate = new Int32Array(n).fill(NONE);
    this.top = new Int32Array(m);
    this.parent = new Int32Array(m).fill(NONE);
    this.base = new Int32Array(m);
    this.label = new Int8Array(m).fill(FREE);
    this.treeS = new Int32Array(m).fill(NONE);
    this.treeT = new Int32Array(m).fill(NONE);
    this.slackU = new Int32Array(m).fill(NONE);
    this.slackV = new Int32Array(m).fill(NONE);
    this.mark = new Int32Array(m);
    this.bestIn = new Int32Array(n * n);
    this.slackE = new Float64Array(m);
    this.root = new Int32Array(m).fill(NONE);
    for (let v = 0; v < n; v++) {
      this.top[v] = v;
      this.base[v] = v;
      this.lab[v] = maxWeight;
    }
    for (let b = m - 1; b >= n; b--) {
      this.freeIds.push(b);
      this.top[b] = NONE;
    }
    for (let b = 0; b < n; b++) {
      this.children.push([]);
      this.edgeA.push([]);
      this.edgeB.push([]);
    }
  }

  solve(): Int32Array {
    for (let v = 0; v < this.n; v++) {
      this.label[v] = OUTER;
      this.root[v] = v;
      this.queue.push(v);
    }
    this.grow();
    return this.mate;
  }

  private isTop(x: number): boolean {
    return this.top[x] === x;
  }

  private slack(u: number, v: number): number {
    return (this.lab[u] as number) + (this.lab[v] as number) - 2 * (this.w[u * this.n + v] as number);
  }

  private pushVertices(x: number): void {
    if (x < this.n) {
      this.queue.push(x);
      return;
    }
    for (const c of this.children[x - this.n] as number[]) this.pushVertices(c);
  }

  private setTop(x: number, b: number): void {
    this.top[x] = b;
    if (x >= this.n) for (const c of this.children[x - this.n] as number[]) this.setTop(c, b);
  }

  /**
   * Grows the alternating forest (one tree per exposed vertex), augmenting whenever two trees
   * meet, until no S vertex is left or a dual would go below 0. After an augmentation only the
   * two trees it went through are dissolved; the other trees stay (their edges are still tight
   * and their roots' duals still equal), which saves rescanning them.
   */
  private grow(): void {
    const n = this.n;
    const lab = this.lab;
    const top = this.top;
    const label = this.label;
    const w = this.w;
    const slackU = this.slackU;
    const slackV = this.slackV;
    const slackE = this.slackE;
    for (;;) {
      let head = 0;
      while (head < this.queue.length) {
        const u = this.queue[head++] as number;
        if (label[top[u] as number] !== OUTER) continue;
        const row = u * n;
        const lu = lab[u] as number;
        let uTop = top[u] as number;
        for (let v = 0; v < n; v++) {
          const vTop = top[v] as number;
          if (vTop === uTop) continue;
          const e = lu + (lab[v] as number) - 2 * (w[row + v] as number);
          if (e === 0) {
            this.tightEdge(u, v);
            uTop = top[u] as number;
            if (label[uTop] !== OUTER) break; // augmented: u's tree is gone
          } else if (label[vTop] !== INNER && (slackU[vTop] === NONE || e < (slackE[vTop] as number))) {
            slackU[vTop] = u;
            slackV[vTop] = v;
            slackE[vTop] = e;
          }
        }
      }
      this.queue.length = 0;
      const d = this.delta();
      if (d === Infinity || !this.updateDuals(d)) return;
      for (let x = 0; x < 2 * n; x++) {
        if (!this.isTop(x) || label[x] === INNER) continue;
        const su = slackU[x] as number;
        if (su === NONE || slackE[x] !== 0 || top[su] === x) continue;
        if (this.tightEdge(su, slackV[x] as number)) break;
      }
      for (let b = n; b < 2 * n; b++) {
        if (this.isTop(b) && label[b] === INNER && lab[b] === 0) this.expand(b);
      }
    }
  }

  /** The largest dual change keeping every slack ≥ 0 and every vertex dual ≥ 0. */
  private delta(): number {
    const n = this.n;
    let d = Infinity;
    for (let u = 0; u < n; u++) {
      if (this.label[this.top[u] as number] === OUTER && (this.lab[u] as number) < d)
        d = this.lab[u] as number;
    }
    for (let x = 0; x < 2 * n; x++) {
      if (!this.isTop(x)) continue;
      const l = this.label[x];
      if (this.slackU[x] !== NONE && l !== INNER) {
        const e = this.slackE[x] as number;
        if (l === FREE && e < d) d = e;
        else if (l === OUTER && e / 2 < d) d = e / 2;
      }
      if (x >= n && l === INNER && (this.lab[x] as number) / 2 < d) d = (this.lab[x] as number) / 2;
    }
    return d;
  }

  /** Applies the dual change; false when an S vertex's dual reaches 0 (the matching is maximum). */
  private updateDuals(d: number): boolean {
    const n = this.n;
    let zero = false;
    for (let u = 0; u < n; u++) {
      const l = this.label[this.top[u] as number];
      if (l === OUTER) {
        this.lab[u] = (this.lab[u] as number) - d;
        if (this.lab[u] === 0) zero = true;
      } else if (l === INNER) this.lab[u] = (this.lab[u] as number) + d;
    }
    for (let x = 0; x < 2 * n; x++) {
      if (!this.isTop(x)) continue;
      const l = this.label[x];
      if (l !== INNER && this.slackU[x] !== NONE) {
        this.slackE[x] = (this.slackE[x] as number) - (l === OUTER ? 2 * d : d);
      }
      if (x < n) continue;
      if (l === OUTER) this.lab[x] = (this.lab[x] as number) + 2 * d;
      else if (l === INNER) this.lab[x] = (this.lab[x] as number) - 2 * d;
    }
    return !zero;
  }

  /** A tight edge from S vertex u to vertex v in another top-level blossom. True: augmented. */
  private tightEdge(u: number, v: number): boolean {
    const uTop = this.top[u] as number;
    const vTop = this.top[v] as number;
    const l = this.label[vTop];
    if (l === FREE) {
      this.label[vTop] = INNER;
      this.root[vTop] = this.root[uTop] as number;
      this.treeS[vTop] = u;
      this.treeT[vTop] = v;
      this.slackU[vTop] = NONE;
      const m = this.top[this.mate[this.base[vTop] as number] as number] as number;
      this.label[m] = OUTER;
      this.root[m] = this.root[uTop] as number;
      this.slackU[m] = NONE;
      this.pushVertices(m);
      return false;
    }
    if (l !== OUTER) return false;
    const lca = this.commonAncestor(uTop, vTop);
    if (lca === NONE) {
      const r1 = this.root[uTop] as number;
      const r2 = this.root[vTop] as number;
      this.augment(uTop, u, v);
      this.augment(vTop, v, u);
      this.dissolve(r1, r2);
      return true;
    }
    this.addBlossom(lca, uTop, vTop, u, v);
    return false;
  }

  /** Unlabels the two trees an augmentation went through and repairs the least slacks. */
  private dissolve(r1: number, r2: number): void {
    const m = 2 * this.n;
    for (let x = 0; x < m; x++) {
      if (!this.isTop(x) || this.label[x] === FREE) continue;
      const r = this.root[x];
      if (r === r1 || r === r2) {
        this.label[x] = FREE;
        this.slackU[x] = NONE;
        this.stale.push(x);
      }
    }
    for (let x = 0; x < m; x++) {
      if (!this.isTop(x) || this.label[x] === INNER) continue;
      const su = this.slackU[x] as number;
      if (su !== NONE && this.label[this.top[su] as number] !== OUTER) this.stale.push(x);
    }
    for (const x of this.stale) this.recomputeSlack(x);
    this.stale.length = 0;
  }

  /** The S blossom parent of S blossom x in its tree, or NONE for a root. */
  private outerParent(x: number): number {
    const m = this.mate[this.base[x] as number] as number;
    if (m === NONE) return NONE;
    return this.top[this.treeS[this.top[m] as number] as number] as number;
  }

  private commonAncestor(a: number, b: number): number {
    const s = ++this.stamp;
    let x = a;
    let y = b;
    while (x !== NONE || y !== NONE) {
      if (x !== NONE) {
        if (this.mark[x] === s) return x;
        this.mark[x] = s;
        x = this.outerParent(x);
      }
      const t = x;
      x = y;
      y = t;
    }
    return NONE;
  }

  /** Makes the edge (a ∈ S blossom x, b outside) matched and flips the path up to x's root. */
  private augment(x0: number, a0: number, b0: number): void {
    let x = x0;
    let a = a0;
    let b = b0;
    for (;;) {
      const m = this.mate[this.base[x] as number] as number;
      if (m === NONE) {
        this.rematch(x, a, b);
        return;
      }
      const t = this.top[m] as number;
      const s = this.treeS[t] as number;
      const tv = this.treeT[t] as number;
      this.rematch(x, a, b);
      this.rematch(t, tv, s);
      x = this.top[s] as number;
      a = s;
      b = tv;
    }
  }

  /** Inside x, makes vertex a the base and matches it with b (outside x). */
  private rematch(x: number, a: number, b: number): void {
    if (x < this.n) {
      this.mate[x] = b;
      return;
    }
    const k = x - this.n;
    let c = a;
    while (this.parent[c] !== x) c = this.parent[c] as number;
    let i = (this.children[k] as number[]).indexOf(c);
    if (i % 2 === 1) {
      this.reverseCycle(k);
      i = (this.children[k] as number[]).length - i;
    }
    const ch = this.children[k] as number[];
    const ea = this.edgeA[k] as number[];
    const eb = this.edgeB[k] as number[];
    for (let j = 0; j < i; j += 2) {
      this.rematch(ch[j] as number, ea[j] as number, eb[j] as number);
      this.rematch(ch[j + 1] as number, eb[j] as number, ea[j] as number);
    }
    this.rematch(c, a, b);
    this.children[k] = ch.slice(i).concat(ch.slice(0, i));
    this.edgeA[k] = ea.slice(i).concat(ea.slice(0, i));
    this.edgeB[k] = eb.slice(i).concat(eb.slice(0, i));
    this.base[x] = a;
  }

  /** Walks the cycle the other way round, keeping the base child first. */
  private reverseCycle(k: number): void {
    const ch = this.children[k] as number[];
    const ea = this.edgeA[k] as number[];
    const eb = this.edgeB[k] as number[];
    const len = ch.length;
    const nc: number[] = [ch[0] as number];
    const na: number[] = [];
    const nb: number[] = [];
    for (let j = 1; j < len; j++) nc.push(ch[len - j] as number);
    for (let j = 0; j < len; j++) {
      na.push(eb[len - j - 1] as number);
      nb.push(ea[len - j - 1] as number);
    }
    this.children[k] = nc;
    this.edgeA[k] = na;
    this.edgeB[k] = nb;
  }

  /** Shrinks the odd cycle lca … x —(u,v)— y … lca into a new S blossom. */
  private addBlossom(lca: number, x: number, y: number, u: number, v: number): void {
    const n = this.n;
    const b = this.freeIds.pop() as number;
    const k = b - n;
    // Path from x up to lca: x, T, S, T, …, lca, with the edge from each node to the next.
    const up = (start: number): { nodes: number[]; ea: number[]; eb: number[] } => {
      const nodes = [start];
      const ea: number[] = [];
      const eb: number[] = [];
      let s = start;
      while (s !== lca) {
        const bs = this.base[s] as number;
        const m = this.mate[bs] as number;
        const t = this.top[m] as number;
        ea.push(bs);
        eb.push(m);
        nodes.push(t);
        const ps = this.treeS[t] as number;
        ea.push(this.treeT[t] as number);
        eb.push(ps);
        s = this.top[ps] as number;
        nodes.push(s);
      }
      return { nodes, ea, eb };
    };
    const px = up(x);
    const py = up(y);
    const ch: number[] = [];
    const ea: number[] = [];
    const eb: number[] = [];
    for (let i = px.nodes.length - 1; i >= 0; i--) {
      ch.push(px.nodes[i] as number);
      if (i > 0) {
        ea.push(px.eb[i - 1] as number);
        eb.push(px.ea[i - 1] as number);
      }
    }
    ea.push(u);
    eb.push(v);
    for (let i = 0; i + 1 < py.nodes.length; i++) {
      ch.push(py.nodes[i] as number);
      ea.push(py.ea[i] as number);
      eb.push(py.eb[i] as number);
    }
    this.children[k] = ch;
    this.edgeA[k] = ea;
    this.edgeB[k] = eb;
    this.base[b] = this.base[lca] as number;
    this.lab[b] = 0;
    this.label[b] = OUTER;
    this.root[b] = this.root[lca] as number;
    this.parent[b] = NONE;
    this.slackU[b] = NONE;
    for (const c of ch) {
      this.parent[c] = b;
      if (this.label[c] === INNER) this.pushVertices(c); // T vertices become S
    }
    this.setTop(b, b);
    // Least-slack vertex of b for every outside vertex, from the children's.
    const row = k * n;
    for (let t = 0; t < n; t++) {
      let best = NONE;
      let bestVal = Infinity;
      for (const c of ch) {
        const cv = c < n ? c : (this.bestIn[(c - n) * n + t] as number);
        const val = (this.lab[cv] as number) - 2 * (this.w[t * n + cv] as number);
        if (val < bestVal) {
          bestVal = val;
          best = cv;
        }
      }
      this.bestIn[row + t] = best;
    }
    this.recomputeSlack(b);
  }

  /** Least slack from the S vertices outside top-level x to x. */
  private recomputeSlack(x: number): void {
    const n = this.n;
    this.slackU[x] = NONE;
    let best = Infinity;
    for (let u = 0; u < n; u++) {
      const t = this.top[u] as number;
      if (t === x || this.label[t] !== OUTER) continue;
      const v = x < n ? x : (this.bestIn[(x - n) * n + u] as number);
      const e = this.slack(u, v);
      if (e < best) {
        best = e;
        this.slackU[x] = u;
        this.slackV[x] = v;
        this.slackE[x] = e;
      }
    }
  }

  /** Expands a T blossom whose dual reached 0, relabelling the even path through it. */
  private expand(b: number): void {
    const n = this.n;
    const k = b - n;
    for (const c of this.children[k] as number[]) {
      this.parent[c] = NONE;
      this.setTop(c, c);
    }
    let c = this.treeT[b] as number;
    while (this.parent[c] !== NONE) c = this.parent[c] as number;
    let i = (this.children[k] as number[]).indexOf(c);
    if (i % 2 === 1) {
      this.reverseCycle(k);
      i = (this.children[k] as number[]).length - i;
    }
    const ch = this.children[k] as number[];
    const ea = this.edgeA[k] as number[];
    const eb = this.edgeB[k] as number[];
    for (const f of ch) {
      this.label[f] = FREE;
      this.root[f] = this.root[b] as number;
    }
    for (let j = 0; j < i; j += 2) {
      const t = ch[j] as number;
      this.label[t] = INNER;
      this.treeS[t] = eb[j] as number;
      this.treeT[t] = ea[j] as number;
      this.label[ch[j + 1] as number] = OUTER;
    }
    this.label[c] = INNER;
    this.treeS[c] = this.treeS[b] as number;
    this.treeT[c] = this.treeT[b] as number;
    this.top[b] = NONE;
    this.label[b] = FREE;
    for (const f of ch) {
      if (this.label[f] === INNER) this.slackU[f] = NONE;
      else this.recomputeSlack(f);
      if (this.label[f] === OUTER) this.pushVertices(f);
    }
    this.children[k] = [];
    this.edgeA[k] = [];
    this.edgeB[k] = [];
    this.freeIds.push(b);
  }
}
