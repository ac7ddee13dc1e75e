/**
 * The blossom algorithm's stages (matching-big.ts): scanning the S vertices' edges, the dual
 * changes, expanding a blossom and augmenting along a path through nested blossoms
 * (Galil 1986, §3–4). The alternating forest and the blossoms it forms are matching-big-tree.ts,
 * the dual change a step makes matching-big-dual.ts.
 */
import { sign } from "./limbs";
import { BigDualChoice } from "./matching-big-dual";
import { NO, S, T, at } from "./matching-big-tree";

export { NO };

/**
 * The way round a blossom's cycle from child `i` to its base (index 0) along an even-length
 * path: forwards from `i − length` when `i` is odd, backwards from `i` when even; `trick`
 * picks the edge endpoint on that side.
 */
function walkFrom(i: number, length: number): { j: number; step: number; trick: number } {
  return i & 1 ? { j: i - length, step: 1, trick: 0 } : { j: i, step: -1, trick: 1 };
}

export class BigBlossoms extends BigDualChoice {
  protected expandBlossom(b: number, endStage: boolean): void {
    const childs = this.childs[b] as number[];
    const endps = this.endps[b] as number[];
    for (const s of childs) {
      this.parent[s] = NO;
      if (s < this.n) this.inBlossom[s] = s;
      else if (endStage && sign(this.dual, s * this.L, this.L) === 0) this.expandBlossom(s, endStage);
      else for (const x of this.leaves(s)) this.inBlossom[x] = s;
    }
    if (!endStage && this.label[b] === T) {
      const entry = this.inBlossom[this.endpoint[(this.labelEnd[b] as number) ^ 1] as number] as number;
      const walk = walkFrom(childs.indexOf(entry), childs.length);
      const { step, trick } = walk;
      let j = walk.j;
      let p = this.labelEnd[b] as number;
      while (j !== 0) {
        this.label[this.endpoint[p ^ 1] as number] = 0;
        this.label[this.endpoint[at(endps, j - trick) ^ trick ^ 1] as number] = 0;
        this.assignLabel(this.endpoint[p ^ 1] as number, T, p);
        this.allow(at(endps, j - trick) >> 1);
        j += step;
        p = at(endps, j - trick) ^ trick;
        this.allow(p >> 1);
        j += step;
      }
      const bv = at(childs, j);
      this.label[this.endpoint[p ^ 1] as number] = T;
      this.label[bv] = T;
      this.labelEnd[this.endpoint[p ^ 1] as number] = p;
      this.labelEnd[bv] = p;
      this.dropBest(bv);
      j += step;
      while (at(childs, j) !== entry) {
        const c = at(childs, j);
        if (this.label[c] === S) {
          j += step;
          continue;
        }
        const xs = this.leaves(c);
        let v = xs[xs.length - 1] as number;
        for (const x of xs) {
          v = x;
          if (this.label[x] !== 0) break;
        }
        if (this.label[v] !== 0) {
          this.label[v] = 0;
          this.label[this.endpoint[this.mate[this.base[c] as number] as number] as number] = 0;
          this.assignLabel(v, T, this.labelEnd[v] as number);
        }
        j += step;
      }
    }
    this.label[b] = NO;
    this.labelEnd[b] = NO;
    this.childs[b] = null;
    this.endps[b] = null;
    this.base[b] = NO;
    this.bestEdges[b] = null;
    this.dropBest(b);
    this.unused.push(b);
  }

  private augmentBlossom(b: number, v: number): void {
    let t = v;
    while (this.parent[t] !== b) t = this.parent[t] as number;
    if (t >= this.n) this.augmentBlossom(t, v);
    const childs = this.childs[b] as number[];
    const endps = this.endps[b] as number[];
    const i = childs.indexOf(t);
    const walk = walkFrom(i, childs.length);
    const { step, trick } = walk;
    let j = walk.j;
    while (j !== 0) {
      j += step;
      t = at(childs, j);
      const p = at(endps, j - trick) ^ trick;
      if (t >= this.n) this.augmentBlossom(t, this.endpoint[p] as number);
      j += step;
      t = at(childs, j);
      if (t >= this.n) this.augmentBlossom(t, this.endpoint[p ^ 1] as number);
      this.mate[this.endpoint[p] as number] = p ^ 1;
      this.mate[this.endpoint[p ^ 1] as number] = p;
    }
    this.childs[b] = childs.slice(i).concat(childs.slice(0, i));
    this.endps[b] = endps.slice(i).concat(endps.slice(0, i));
    this.base[b] = this.base[(this.childs[b] as number[])[0] as number] as number;
  }

  /**
   * Flips the matching along the alternating path from S vertex s up to its tree's root: s takes
   * endpoint p (NO: s is left free), the root is matched.
   */
  private flipToRoot(s0: number, p0: number): void {
    let s = s0;
    let p = p0;
    for (;;) {
      const bs = this.inBlossom[s] as number;
      if (bs >= this.n) this.augmentBlossom(bs, s);
      this.mate[s] = p;
      if (this.labelEnd[bs] === NO) break;
      const t = this.endpoint[this.labelEnd[bs] as number] as number;
      const bt = this.inBlossom[t] as number;
      s = this.endpoint[this.labelEnd[bt] as number] as number;
      const j = this.endpoint[(this.labelEnd[bt] as number) ^ 1] as number;
      if (bt >= this.n) this.augmentBlossom(bt, j);
      this.mate[j] = this.labelEnd[bt] as number;
      p = (this.labelEnd[bt] as number) ^ 1;
    }
  }

  private augment(k: number): void {
    this.flipToRoot(this.endpoint[2 * k] as number, 2 * k + 1);
    this.flipToRoot(this.endpoint[2 * k + 1] as number, 2 * k);
  }

  /** The base of the root blossom of the tree holding S vertex v. */
  private rootOf(v: number): number {
    let b = this.inBlossom[v] as number;
    while (this.labelEnd[b] !== NO) {
      const t = this.endpoint[this.labelEnd[b] as number] as number;
      b = this.inBlossom[
        this.endpoint[this.labelEnd[this.inBlossom[t] as number] as number] as number
      ] as number;
    }
    return this.base[b] as number;
  }

  /** Scans the queue's S vertices; true when an augmentation happened. */
  private scan(): boolean {
    const n = this.n;
    const inBlossom = this.inBlossom;
    const present = this.present;
    const allowed = this.allowed;
    // Every array and constant read here once, at each scan (D420): a rare branch's first read
    // of this.labelEnd or of the imported NO threw the compiled scan back to be compiled again.
    const label = this.label;
    const labelEnd = this.labelEnd;
    const mate = this.mate;
    const base = this.base;
    const none = NO;
    const outer = S;
    const inner = T;
    while (this.queue.length > 0) {
      const v = this.queue.pop() as number;
      const row = v * n;
      // v's edges in its row of q (D308), w from 0 up; p is the endpoint at w of the edge k
      // between them (edge k's ends are endpoints 2k and 2k + 1, the lower vertex first).
      for (let w = 0; w < n; w++) {
        const r = row + w;
        if (w === v || !present[r]) continue;
        const bw = inBlossom[w] as number;
        if (inBlossom[v] === bw) continue;
        // Both labels read for every edge, and the edge's row both ways (D422): a read or an
        // arithmetic made first on a rare branch threw the compiled scan back.
        const lb = label[bw] as number;
        const lw = label[w] as number;
        // A vertex reached already in an inner blossom: nothing follows from the edge, tight or
        // not, so its slack is not read (D424; a tight edge with an outer end stays tight in the
        // stage, and `allowed` only keeps what the slack says).
        if ((lb === inner ? 1 : 0) * lw !== 0) continue;
        const back = w * n + v;
        const p = 2 * (w > v ? r : back) + (w > v ? 1 : 0);
        const k = p >> 1;
        if (!allowed[r] && this.slackSign(v, w, r) <= 0) this.allow(k);
        if (allowed[r]) {
          if (lb === 0 && mate[base[bw] as number] === none) {
            // A free vertex whose dual is 0 already (a warm start's): the path ends there.
            labelEnd[bw] = none;
            this.augment(k);
            return true;
          } else if (lb === 0) this.assignLabel(w, inner, p ^ 1);
          else if (lb === outer) {
            const b = this.scanBlossom(v, w);
            if (b >= 0) this.addBlossom(b, k);
            else {
              this.augment(k);
              return true;
            }
          } else {
            // An inner blossom's vertex not reached yet (lw is 0 here).
            label[w] = inner;
            labelEnd[w] = p ^ 1;
          }
        } else if (lb === outer) this.logOffer(inBlossom[v] as number, v, w);
        else this.logOffer(w, v, w);
      }
    }
    return false;
  }

  /**
   * The offers logged since the duals last moved weighed, in the order they were made (D423):
   * each x's least-slack edge is then what offering each edge at once would have made it (the
   * duals stood still meanwhile, and an offer made before x's edge was set aside counts no more).
   */
  private settleOffers(): void {
    this.weighOffers();
    this.clearOffers();
  }

  /** Each logged offer made, in order, where its x was not set aside after it. */
  private weighOffers(): void {
    const n = this.n;
    const log = this.offers;
    const dropped = this.droppedAt;
    const count = this.offerCount;
    for (let i = 0; i < count; i++) {
      const x = log[3 * i] as number;
      if (i < (dropped[x] as number)) continue;
      const u = log[3 * i + 1] as number;
      const w = log[3 * i + 2] as number;
      this.offer(x, u < w ? u * n + w : w * n + u, u, w, u * n + w);
    }
  }

  /** No offers logged (D423). */
  private clearOffers(): void {
    this.offerCount = 0;
    this.droppedAt.fill(0);
  }

  /**
   * Edge k (from u to w, q's row r) becomes x's best edge when it has none or k's slack is below
   * the best one's.
   */
  private offer(x: number, k: number, u: number, w: number, r: number): void {
    if (this.bestEdge[x] === NO || this.slackBelow(u, w, r, this.bestSlack, this.bestSlackOf(x))) {
      this.slack(k, this.tmp, 0);
      this.setBest(x, k, this.tmp, 0);
    }
  }

  /**
   * One dual change; false when the stage ends because an S vertex's dual reached 0: a free one
   * is done (its dual 0 satisfies the optimum's conditions); a matched one whose root's dual is
   * still positive gives its place to the root (the path's edges are tight, the weight grows by
   * the root's dual).
   */
  private dualStep(): boolean {
    this.chooseStep();
    this.moveDuals();
    this.epoch++;
    const type = this.stepType;
    if (type === 1) {
      this.endAtZeroDual();
      return false;
    }
    if (type === 2 || type === 3) {
      const edge = this.stepEdge;
      this.allow(edge);
      let i = this.endpoint[2 * edge] as number;
      if (type === 2 && this.label[this.inBlossom[i] as number] === 0)
        i = this.endpoint[2 * edge + 1] as number;
      this.queue.push(i);
    } else this.expandBlossom(this.stepBlossom, false);
    return true;
  }

  /** Type 1's end: the first matched S vertex of dual 0 whose root's dual is positive flips. */
  private endAtZeroDual(): void {
    const n = this.n;
    const L = this.L;
    const dual = this.dual;
    for (let v = 0; v < n; v++) {
      if (this.label[this.inBlossom[v] as number] !== S || sign(dual, v * L, L) !== 0 || this.mate[v] === NO)
        continue;
      if (sign(dual, this.rootOf(v) * L, L) > 0) {
        this.flipToRoot(v, NO);
        break;
      }
    }
  }

  /**
   * Stages until no free vertex keeps a positive dual: from scratch every vertex is free with the
   * same dual; after a warm start only the freed ones (matching-big.ts). An outer blossom whose
   * dual is 0 at a stage's end is kept (D350): the next stage finds it formed, and expands it by
   * a dual step of 0 if it becomes inner.
   */
  protected stages(): void {
    for (;;) {
      this.clearStage();
      if (this.labelRoots() === 0) break;
      // The least slacks are weighed only when a dual step needs them (D423).
      while (!this.scan()) {
        this.settleOffers();
        if (!this.dualStep()) break;
      }
    }
  }

  /**
   * No labels, least-slack edges nor tight edges known: a stage's start. Its loops, and the
   * roots', are methods of their own (D422): V8 compiled `stages` while such a loop ran, before
   * the scan had been called, and threw it back at its first call of the scan.
   */
  private clearStage(): void {
    const n = this.n;
    this.label.fill(0);
    this.bestEdge.fill(NO);
    for (let b = n; b < 2 * n; b++) this.bestEdges[b] = null;
    this.allowed.fill(0);
    this.queue = [];
    this.clearOffers();
  }

  /** Every free vertex of positive dual labelled S, a root; how many. */
  private labelRoots(): number {
    const n = this.n;
    const L = this.L;
    let roots = 0;
    for (let v = 0; v < n; v++) {
      if (
        this.mate[v] === NO &&
        this.label[this.inBlossom[v] as number] === 0 &&
        sign(this.dual, v * L, L) > 0
      ) {
        this.assignLabel(v, S, NO);
        roots++;
      }
    }
    return roots;
  }
}
