/**
 * The blossom algorithm's dual step (Galil 1986, §3): the change of the duals a step makes,
 * chosen as the least of its four types, and the duals moved by it. The stages that take it are
 * matching-big-state.ts.
 */
import { addTo, compare, copy, half, isOdd } from "./limbs";
import { BigBlossomTree, NO, S, T } from "./matching-big-tree";

export abstract class BigDualChoice extends BigBlossomTree {
  /** The dual change a step makes (scratch). */
  private readonly delta = new Float64Array(this.L);
  /** The step's choice so far: whether any, its type (1–4), its edge or its blossom. */
  private found = false;
  protected stepType = 1;
  protected stepEdge = NO;
  protected stepBlossom = NO;

  /** The least dual change of the four types, its type and its edge or blossom. */
  protected chooseStep(): void {
    this.found = false;
    this.stepType = 1;
    this.stepEdge = NO;
    this.stepBlossom = NO;
    this.leastOuterDual();
    this.leastToFree();
    this.leastBetweenOuter();
    this.leastInnerBlossom();
  }

  // The dual step's loops are methods of their own, its choice kept in fields (D422): V8
  // compiled the step while a loop ran, and the code after it, first run later (an inner
  // blossom's expansion), threw the kept code back at every step after.

  /** Type 1: the least dual of an S vertex. */
  private leastOuterDual(): void {
    const n = this.n;
    const L = this.L;
    const dual = this.dual;
    const delta = this.delta;
    for (let v = 0; v < n; v++) {
      if (
        this.label[this.inBlossom[v] as number] === S &&
        (!this.found || compare(dual, v * L, delta, 0, L) < 0)
      ) {
        copy(dual, v * L, delta, 0, L);
        this.found = true;
      }
    }
  }

  /** Type 2: the least slack of an edge from an S vertex to a free one. */
  private leastToFree(): void {
    const n = this.n;
    const L = this.L;
    const delta = this.delta;
    for (let v = 0; v < n; v++) {
      const e = this.bestEdge[v] as number;
      if (this.label[this.inBlossom[v] as number] === 0 && e !== NO) {
        const o = this.bestSlackOf(v);
        if (!this.found || compare(this.bestSlack, o, delta, 0, L) < 0) {
          copy(this.bestSlack, o, delta, 0, L);
          this.choose(2, e, NO);
        }
      }
    }
  }

  /** Type 3: half the least slack of an edge between two S blossoms. */
  private leastBetweenOuter(): void {
    const n = this.n;
    const L = this.L;
    const delta = this.delta;
    const tmp = this.tmp;
    for (let b = 0; b < 2 * n; b++) {
      const e = this.bestEdge[b] as number;
      if (this.parent[b] === NO && this.label[b] === S && e !== NO) {
        const o = this.bestSlackOf(b);
        if (isOdd(this.bestSlack, o))
          throw new Error("matching: internal error, an odd slack between outer vertices");
        half(this.bestSlack, o, tmp, 0, L);
        if (!this.found || compare(tmp, 0, delta, 0, L) < 0) {
          copy(tmp, 0, delta, 0, L);
          this.choose(3, e, NO);
        }
      }
    }
  }

  /** Type 4: the least dual of a T blossom. */
  private leastInnerBlossom(): void {
    const n = this.n;
    const L = this.L;
    const dual = this.dual;
    const delta = this.delta;
    for (let b = n; b < 2 * n; b++) {
      if (
        (this.base[b] as number) >= 0 &&
        this.parent[b] === NO &&
        this.label[b] === T &&
        (!this.found || compare(dual, b * L, delta, 0, L) < 0)
      ) {
        copy(dual, b * L, delta, 0, L);
        this.choose(4, NO, b);
      }
    }
  }

  /** The step so far: its type and its edge (types 2 and 3) or blossom (type 4). */
  private choose(type: number, edge: number, blossom: number): void {
    this.found = true;
    this.stepType = type;
    this.stepEdge = edge;
    this.stepBlossom = blossom;
  }

  /** The duals moved by delta: S vertices and T blossoms down, T vertices and S blossoms up. */
  protected moveDuals(): void {
    const n = this.n;
    const L = this.L;
    const dual = this.dual;
    const delta = this.delta;
    for (let v = 0; v < n; v++) {
      const l = this.label[this.inBlossom[v] as number];
      if (l === S) addTo(dual, v * L, delta, 0, -1, L);
      else if (l === T) addTo(dual, v * L, delta, 0, 1, L);
    }
    for (let b = n; b < 2 * n; b++) {
      if ((this.base[b] as number) >= 0 && this.parent[b] === NO) {
        if (this.label[b] === S) addTo(dual, b * L, delta, 0, 1, L);
        else if (this.label[b] === T) addTo(dual, b * L, delta, 0, -1, L);
      }
    }
  }
}
