/**
 * The weighted graph of the whole round that every bracket's decision is checked against
 * (C.04.3 C4: a bracket's pairing must leave the rest of the round pairable). Vertices are the
 * players in the order of A.2; a fixed pair keeps the largest weight and loses every other
 * edge, so it is left out of each solve (it would be matched the same).
 */
import { maxWeightMatchingBig } from "../pairing/matching-big";

export class RoundGraph {
  private readonly w: bigint[];
  private readonly fixed: Int32Array;

  constructor(
    readonly n: number,
    private readonly maxWeight: bigint,
  ) {
    this.w = new Array<bigint>(n * n).fill(0n);
    this.fixed = new Int32Array(n).fill(-1);
  }

  set(i: number, j: number, x: bigint): void {
    this.w[i * this.n + j] = x;
    this.w[j * this.n + i] = x;
  }

  /** Pairs i with j for good. */
  fix(i: number, j: number): void {
    for (let k = 0; k < this.n; k++) {
      this.set(i, k, 0n);
      this.set(j, k, 0n);
    }
    this.set(i, j, this.maxWeight);
    this.fixed[i] = j;
    this.fixed[j] = i;
  }

  /** A maximum-weight matching: mate[v] = v's partner, or v itself when unmatched. */
  solve(): Int32Array {
    const free: number[] = [];
    for (let v = 0; v < this.n; v++) if (this.fixed[v] === -1) free.push(v);
    const sub = maxWeightMatchingBig(
      free.length,
      (a, b) => this.w[(free[a] as number) * this.n + (free[b] as number)] as bigint,
    );
    const mate = new Int32Array(this.n);
    for (let v = 0; v < this.n; v++) mate[v] = this.fixed[v] === -1 ? v : (this.fixed[v] as number);
    free.forEach((v, a) => {
      const b = sub[a] as number;
      if (b >= 0) mate[v] = free[b] as number;
    });
    return mate;
  }
}
