/**
 * The state of the blossom algorithm (matching.ts): duals, labels, the alternating forest's
 * links, least slacks, and the nested blossoms themselves — their cycles of children with the
 * edges between them, forming (addBlossom), re-basing (rematch) and expanding (expand) one.
 * The search that drives them is blossom-search.ts.
 */

export const NONE = -1;
export const FREE = -1;
export const OUTER = 0; // S
export const INNER = 1; // T

/**
 * The primal–dual state. Ids 0…n−1 are vertices, n…2n−1 blossoms. Arrays indexed by id hold,
 * for a top-level id, its label and tree links; `bestIn[(b − n)·n + u]` is the vertex of
 * blossom b that gives u its least slack (valid while b is top-level, because every vertex of
 * a top-level blossom changes its dual by the same amount).
 */
export class BlossomState {
  protected readonly lab: Float64Array; // duals: vertices u, blossoms z (slack units above)
  protected readonly mate: Int32Array; // per vertex
  protected readonly top: Int32Array; // per id: top-level blossom holding it
  protected readonly parent: Int32Array; // per id: immediate parent blossom or NONE
  protected readonly base: Int32Array; // per id: base vertex
  protected readonly label: Int8Array; // per top-level id
  protected readonly treeS: Int32Array; // INNER top-level: the S vertex it hangs from
  protected readonly treeT: Int32Array; // INNER top-level: its own vertex on that edge
  protected readonly slackU: Int32Array; // per top-level id: S vertex of least slack (NONE)
  protected readonly slackV: Int32Array; // … and the vertex of this id on that edge
  protected readonly mark: Int32Array;
  protected stamp = 0;
  protected readonly bestIn: Int32Array;
  protected readonly children: number[][] = [];
  protected readonly edgeA: number[][] = []; // edge i joins children[i] (A) and children[i+1] (B)
  protected readonly edgeB: number[][] = [];
  protected readonly freeIds: number[] = [];
  protected readonly slackE: Float64Array; // … and its slack, kept up to date by updateDuals
  protected readonly root: Int32Array; // labelled top-level id: its tree's exposed vertex
  protected readonly queue: number[] = [];
  protected readonly stale: number[] = [];

  constructor(
    protected readonly n: number,
    protected readonly w: Float64Array,
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

  protected isTop(x: number): boolean {
    return this.top[x] === x;
  }

  protected slack(u: number, v: number): number {
    return (this.lab[u] as number) + (this.lab[v] as number) - 2 * (this.w[u * this.n + v] as number);
  }

  protected pushVertices(x: number): void {
    if (x < this.n) {
      this.queue.push(x);
      return;
    }
    for (const c of this.children[x - this.n] as number[]) this.pushVertices(c);
  }

  protected setTop(x: number, b: number): void {
    this.top[x] = b;
    if (x >= this.n) for (const c of this.children[x - this.n] as number[]) this.setTop(c, b);
  }

  /** Inside x, makes vertex a the base and matches it with b (outside x). */
  protected rematch(x: number, a: number, b: number): void {
    if (x < this.n) {
      this.mate[x] = b;
      return;
    }
    const k = x - this.n;
    let c = a;
    while (this.parent[c] !== x) c = this.parent[c] as number;
    const i = this.evenEntry(k, c);
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

  /**
   * Where sub-blossom `c` sits in blossom `k`'s cycle, counted from its base along an even path:
   * when the way there is odd, the cycle is reversed first so that the path is even.
   */
  private evenEntry(k: number, c: number): number {
    const i = (this.children[k] as number[]).indexOf(c);
    if (i % 2 === 0) return i;
    this.reverseCycle(k);
    return (this.children[k] as number[]).length - i;
  }

  /** Walks the cycle the other way round, keeping the base child first. */
  protected reverseCycle(k: number): void {
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
  protected addBlossom(lca: number, x: number, y: number, u: number, v: number): void {
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
  protected recomputeSlack(x: number): void {
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
  protected expand(b: number): void {
    const n = this.n;
    const k = b - n;
    for (const c of this.children[k] as number[]) {
      this.parent[c] = NONE;
      this.setTop(c, c);
    }
    let c = this.treeT[b] as number;
    while (this.parent[c] !== NONE) c = this.parent[c] as number;
    const i = this.evenEntry(k, c);
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
