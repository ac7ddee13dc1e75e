/**
 * The weighted graph of the whole round that every bracket's decision is checked against
 * (C.04.3 C4: a bracket's pairing must leave the rest of the round pairable). Vertices are the
 * players in the order of A.2; a fixed pair keeps the largest weight and loses every other
 * edge. The matching is kept from one decision to the next and repaired where weights changed
 * (D265). Weights come as the matching's limbs (limbs.ts, D401), `L` of them each.
 */
import { addAt } from "../pairing/limbs";
import { BigMatching } from "../pairing/matching-big";

export class RoundGraph {
  private readonly matching: BigMatching;
  private readonly fixed: Int32Array;
  /** Limbs per weight. */
  readonly L: number;
  /** The largest weight, 2^width − 1, and no weight (0). */
  private readonly maxWeight: Float64Array;
  private readonly none: Float64Array;

  /** `width`: the bits of the largest weight. */
  constructor(
    readonly n: number,
    width: number,
  ) {
    this.matching = new BigMatching(n, width);
    this.L = this.matching.L;
    this.fixed = new Int32Array(n).fill(-1);
    this.maxWeight = new Float64Array(this.L);
    addAt(this.maxWeight, 0, this.L, 1, width);
    addAt(this.maxWeight, 0, this.L, -1, 0);
    this.none = new Float64Array(this.L);
  }

  /** The weight between i and j: src[o…] + c, or no edge when src[o…] is 0. */
  set(i: number, j: number, src: Float64Array, o: number, c = 0): void {
    this.matching.setLimbs(i, j, src, o, c);
  }

  /** No edge between i and j. */
  clear(i: number, j: number): void {
    this.matching.setLimbs(i, j, this.none, 0);
  }

  /** Pairs i with j for good. */
  fix(i: number, j: number): void {
    for (let k = 0; k < this.n; k++) {
      if (k !== i) this.clear(i, k);
      if (k !== j) this.clear(j, k);
    }
    this.set(i, j, this.maxWeight, 0);
    this.fixed[i] = j;
    this.fixed[j] = i;
  }

  /** A maximum-weight matching: mate[v] = v's partner, or v itself when unmatched. */
  solve(): Int32Array {
    const mate = this.matching.solve(this.fixed);
    // A store for every vertex, not for an unmatched one only (D425).
    for (let v = 0; v < this.n; v++) {
      const m = mate[v] as number;
      mate[v] = m < 0 ? v : m;
    }
    return mate;
  }
}
