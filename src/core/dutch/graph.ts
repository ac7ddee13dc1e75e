/**
 * The weighted graph of the whole round that every bracket's decision is checked against
 * (C.04.3 C4: a bracket's pairing must leave the rest of the round pairable). Vertices are the
 * players in the order of A.2; a fixed pair keeps the largest weight and loses every other
 * edge. The matching is kept from one decision to the next and repaired where weights changed
 * (D265).
 */
import { BigMatching } from "../pairing/matching-big";

export class RoundGraph {
  private readonly matching: BigMatching;
  private readonly fixed: Int32Array;

  constructor(
    readonly n: number,
    private readonly maxWeight: bigint,
  ) {
    this.matching = new BigMatching(n, maxWeight.toString(2).length);
    this.fixed = new Int32Array(n).fill(-1);
  }

  set(i: number, j: number, x: bigint): void {
    this.matching.set(i, j, x);
  }

  /** Pairs i with j for good. */
  fix(i: number, j: number): void {
    for (let k = 0; k < this.n; k++) {
      if (k !== i) this.set(i, k, 0n);
      if (k !== j) this.set(j, k, 0n);
    }
    this.set(i, j, this.maxWeight);
    this.fixed[i] = j;
    this.fixed[j] = i;
  }

  /** A maximum-weight matching: mate[v] = v's partner, or v itself when unmatched. */
  solve(): Int32Array {
    const mate = this.matching.solve(this.fixed);
    for (let v = 0; v < this.n; v++) if ((mate[v] as number) < 0) mate[v] = v;
    return mate;
  }
}
