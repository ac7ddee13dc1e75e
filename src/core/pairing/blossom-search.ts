/**
 * The primal–dual search of the blossom algorithm (matching.ts): growing the alternating
 * forest from every exposed vertex, the dual changes, tight edges that label, augment or form
 * a blossom, and after an augmentation the dissolving of the two trees it used. Blossoms
 * themselves are blossom-state.ts.
 */
import { BlossomState } from "./blossom-state";
import * as labels from "./blossom-state";

// Module-local copies of the labels: a transpiler's CommonJS output (tsx, jest) reads an
// imported binding through a getter on every use, which made the loops below 2.4× slower.
const { FREE, INNER, NONE, OUTER } = labels;

/** Runs the search on a fresh state: every vertex exposed, in its own tree. */
export class BlossomSearch extends BlossomState {
  solve(): Int32Array {
    for (let v = 0; v < this.n; v++) {
      this.label[v] = OUTER;
      this.root[v] = v;
      this.queue.push(v);
    }
    this.grow();
    return this.mate;
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
}
