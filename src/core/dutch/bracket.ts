/**
 * One pairing bracket (C.04.3 B): its moved-down players and resident score group, followed by
 * the next score group (C8 looks ahead to it). Each decision is taken on the whole round's
 * graph, raising one edge's weight and solving again, so that what is decided never makes the
 * rest of the round unpairable (C4) nor worsens a criterion of higher priority (D217):
 * which moved-down players are paired (B.2, C6–C7) and with whom (the highest first, B.2),
 * the exchanges between S1 and S2 (B.5, D218) and the opponents of S1's players (B.3, B.4).
 */
import { isZero } from "../pairing/limbs";
import { type RoundGraph } from "./graph";
import { type Seat } from "./players";
import { edgeWeight, Fields, score, type WeightContext } from "./weights";

export interface Bracket {
  /** Vertices (indices in A.2's order): moved-down players, residents, then the next group. */
  members: number[];
  /** How many of `members` are moved-down players. */
  moved: number;
  /** How many of `members` belong to the bracket (moved-down and residents). */
  size: number;
  /** The vertex of the first resident and the first vertex after the residents. */
  firstResident: number;
  afterResidents: number;
}

/** A pair's weight into `f` (false: they may not meet), hi above lo, each in the bracket or not. */
export type PairWeight = (
  hi: Seat,
  lo: Seat,
  hiInBracket: boolean,
  loInBracket: boolean,
  ctx: WeightContext,
  f: Fields,
) => boolean;

/** The 2025 text's weight (C.04.3 C1–C21): the lower player in the bracket or in the next group. */
const weigh2025: PairWeight = (hi, lo, _hiIn, loIn, ctx, f) => edgeWeight(hi, lo, loIn, !loIn, ctx, f);

/**
 * 2^(2 · sizeBits), S1's place's unit in the order's room (`putShifted`), an integer V8 keeps
 * unboxed (a Smi) while the pair's addend stays below 2^30: `2 ** k` is a double, and the
 * matching's compiled `setLimbs`, which had seen small integers only, was thrown back at the
 * first such addend, as `RoundGraph.set` that inlines it ("not a Smi", D446). The same number.
 */
export function placeRoom(sizeBits: number): number {
  return sizeBits <= 14 ? 1 << (2 * sizeBits) : 2 ** (2 * sizeBits);
}

export class BracketPairer {
  /**
   * The weight of members s < l with only the criteria (no exchange fields), as L limbs from
   * (l · m + s) · L (m: the bracket's members); sized for the largest bracket (D401).
   */
  private base = new Float64Array(0);
  private m = 0;
  private readonly L: number;
  private readonly fields = new Fields(false);
  mate: Int32Array;
  readonly paired: boolean[];
  /** The bracket's weight context (set by `pair`). */
  private ctxScore!: WeightContext;

  constructor(
    private readonly sorted: readonly Seat[],
    private readonly graph: RoundGraph,
    mate: Int32Array,
  ) {
    this.mate = mate;
    this.paired = new Array<boolean>(sorted.length).fill(false);
    this.L = graph.L;
  }

  private solve(): void {
    this.mate = this.graph.solve();
  }

  private inResidents(b: Bracket, v: number): boolean {
    const m = this.mate[v] as number;
    return m >= b.firstResident && m < b.afterResidents;
  }

  /** S1's player v is matched below itself inside the bracket. */
  private pairedDown(b: Bracket, v: number): boolean {
    const m = this.mate[v] as number;
    return m > v && m < b.afterResidents;
  }

  /** `weigh` gives a pair's weight by the text's criteria (hi above lo, each in the bracket or not). */
  pair(b: Bracket, ctx: WeightContext, weigh: PairWeight = weigh2025): void {
    this.ctxScore = ctx;
    const { members, moved, size } = b;
    const m = members.length;
    const L = this.L;
    if (this.base.length < m * m * L) this.base = new Float64Array(m * m * L);
    this.m = m;
    for (let li = moved; li < m; li++) this.weighRow(members, li, size, ctx, weigh);
    this.solve();
    this.chooseMoved(b);
    this.pairMoved(b);
    this.pairRemainder(b);
  }

  /**
   * The weights of member li with the members above it, into `base` and the graph: a method
   * called for each row, not a loop of `pair` entered once a bracket and compiled there (V8's
   * OSR); a pair that may not meet writes its empty fields, 0, by the same call (D425).
   */
  private weighRow(
    members: readonly number[],
    li: number,
    size: number,
    ctx: WeightContext,
    weigh: PairWeight,
  ): void {
    const f = this.fields;
    const L = this.L;
    const l = this.seat(members[li] as number);
    for (let si = 0; si < li; si++) {
      const o = this.w(li, si);
      weigh(this.seat(members[si] as number), l, si < size, li < size, ctx, f);
      f.write(this.base, o, L);
      this.graph.set(members[li] as number, members[si] as number, this.base, o);
    }
  }

  private seat(v: number): Seat {
    return this.sorted[v] as Seat;
  }

  /** Where the weight of members s < l starts in `base`. */
  private w(l: number, s: number): number {
    return (l * this.m + s) * this.L;
  }

  /** Whether members s < l may meet (their weight is not 0). */
  private edge(l: number, s: number): boolean {
    return !isZero(this.base, this.w(l, s), this.L);
  }

  /** The pair of members s < l: its weight plus c, in the graph between vertices a and b. */
  private put(a: number, b: number, l: number, s: number, c = 0): void {
    this.graph.set(a, b, this.base, this.w(l, s), c);
  }

  /** Members s < l may no longer meet. */
  private drop(l: number, s: number): void {
    const o = this.w(l, s);
    this.base.fill(0, o, o + this.L);
  }

  /** B.2, C6–C7: which moved-down players of each score are paired in the bracket, the highest first. */
  private chooseMoved(b: Bracket): void {
    const { members, moved, size } = b;
    let groupScore = 0;
    let left = 0;
    let leftPaired = 0;
    for (let pi = 0; pi < moved; pi++) {
      const v = members[pi] as number;
      if (pi === 0 || score(this.seat(v), this.ctxScore) < groupScore) {
        groupScore = score(this.seat(v), this.ctxScore);
        left = 0;
        leftPaired = 0;
        for (
          let mi = pi;
          mi < moved && score(this.seat(members[mi] as number), this.ctxScore) >= groupScore;
          mi++
        ) {
          left++;
          if (this.inResidents(b, members[mi] as number)) leftPaired++;
        }
      }
      if (leftPaired === 0) continue;
      if (left <= leftPaired) {
        this.paired[v] = true;
        continue;
      }
      left--;
      if (!this.inResidents(b, v)) {
        // The bit below the order's room is free: the weight's | 1 is + 1.
        for (let oi = moved; oi < size; oi++) {
          if (this.edge(oi, pi)) this.put(v, members[oi] as number, oi, pi, 1);
        }
        this.solve();
      }
      if (this.inResidents(b, v)) {
        this.paired[v] = true;
        leftPaired--;
        for (let oi = moved; oi < size; oi++) {
          if (this.edge(oi, pi)) this.put(v, members[oi] as number, oi, pi, size - moved + 1);
        }
      }
    }
  }

  /** B.2: each paired moved-down player, the highest first, meets the highest resident it can. */
  private pairMoved(b: Bracket): void {
    const { members, moved, size } = b;
    for (let pi = 0; pi < moved; pi++) {
      const v = members[pi] as number;
      if (!this.paired[v]) continue;
      let addend = members.length;
      for (let oi = size - 1; oi >= moved; oi--) {
        const o = members[oi] as number;
        if (this.paired[o]) continue;
        if (this.edge(oi, pi)) {
          this.put(v, o, oi, pi, addend);
          addend++;
        }
      }
      this.solve();
      const m = this.mate[v] as number;
      this.paired[m] = true;
      this.graph.fix(v, m);
    }
  }

  /**
   * The pair of the remainder's players s < l (indexes of members) in the order's room (its
   * `orderRoom`: S1's place above the fields of the index in the remainder) for S1's sIndex,
   * plus c. A method, not a closure made at each remainder (D420).
   */
  private putShifted(b: Bracket, s: number, l: number, sIndex: number, pairs: number, c = 0): void {
    const room = placeRoom(this.ctxScore.sizeBits);
    const shift = ((sIndex < pairs ? room : 0) - sIndex) * 2;
    this.put(b.members[s] as number, b.members[l] as number, l, s, shift + c);
  }

  /**
   * The remainder's player rem[oi] with those before it, each pair at its S1 place (B.5): a
   * method called for each row, not a loop of `pairRemainder` compiled there (V8's OSR, D425).
   */
  private shiftRow(b: Bracket, rem: readonly number[], oi: number, pairs: number): void {
    for (let si = 0; si < oi; si++) this.putShifted(b, rem[si] as number, rem[oi] as number, si, pairs);
  }

  /**
   * After B.5, the remainder's player rem[a] keeps its edges to the players after it only from
   * S1 to S2, each at its criteria's weight: a method for each row, as `shiftRow` (D425).
   */
  private settleRow(b: Bracket, rem: readonly number[], a: number): void {
    const p = rem[a] as number;
    const v = b.members[p] as number;
    for (let c = a + 1; c < rem.length; c++) {
      const o = rem[c] as number;
      const ov = b.members[o] as number;
      if (!this.pairedDown(b, v) || this.pairedDown(b, ov)) this.drop(o, p);
      this.put(v, ov, o, p);
    }
  }

  /** The remainder: the fewest exchanges, then the smallest BSN differences (B.5), then S1's opponents (B.3). */
  private pairRemainder(b: Bracket): void {
    const { members, moved, size, afterResidents } = b;
    const rem: number[] = [];
    let pairs = 0;
    for (let pi = moved; pi < size; pi++) {
      const v = members[pi] as number;
      if ((this.mate[v] as number) < b.firstResident) continue;
      rem.push(pi);
      if ((this.mate[v] as number) < v) pairs++;
    }
    for (let oi = 0; oi < rem.length; oi++) this.shiftRow(b, rem, oi, pairs);
    this.solve();
    let exchanges = 0;
    for (let k = 0; k < pairs; k++) {
      const v = members[rem[k] as number] as number;
      const m = this.mate[v] as number;
      // An add for every S1 player, 0 where it stays (D425).
      exchanges += m <= v || m >= afterResidents ? 1 : 0;
    }
    this.exchange(b, rem, pairs, exchanges);
    for (let a = 0; a < rem.length; a++) this.settleRow(b, rem, a);
    // B.3: each S1 player, in order, meets the first S2 player it can.
    for (const p of rem) {
      const v = members[p] as number;
      if (!this.pairedDown(b, v)) continue;
      let addend = 0;
      for (let c = rem.length - 1; c >= 0; c--) {
        const o = rem[c] as number;
        const ov = members[o] as number;
        if (o <= p || this.paired[ov]) continue;
        if (this.edge(o, p)) this.put(v, ov, o, p, addend);
        addend++;
      }
      this.solve();
      const m = this.mate[v] as number;
      this.paired[v] = true;
      this.paired[m] = true;
      this.graph.fix(v, m);
    }
  }

  /**
   * B.5: the exchanges the remainder's first matching found needed, S1's lowest players leaving
   * it first (a–c), S2's highest entering it first (d). A method called for every remainder,
   * its loops empty without an exchange: the rare path compiled on its own, not in
   * `pairRemainder` (D425).
   */
  private exchange(b: Bracket, rem: readonly number[], pairs: number, exchanges: number): void {
    const { members, size } = b;
    // S1's lowest players leave it first (B.5 a–c).
    let left = exchanges;
    for (let k = pairs - 1; k >= 0 && left > 0; k--) {
      const p = rem[k] as number;
      const v = members[p] as number;
      if (this.pairedDown(b, v)) {
        for (let o = k + 1; o < rem.length; o++) {
          if (this.edge(rem[o] as number, p)) this.putShifted(b, p, rem[o] as number, k, pairs, -1);
        }
        this.solve();
      }
      const out = !this.pairedDown(b, v);
      if (out) left--;
      for (let o = k + 1; o < rem.length; o++) {
        if (out) this.drop(rem[o] as number, p);
        this.putShifted(b, p, rem[o] as number, k, pairs);
      }
    }
    // S2's highest players enter S1 first (B.5 d).
    left = exchanges;
    for (let k = pairs; k < rem.length && left > 1; k++) {
      const p = rem[k] as number;
      const v = members[p] as number;
      const already = this.pairedDown(b, v);
      if (!already) {
        for (let o = k + 1; o < rem.length; o++) {
          if (this.edge(rem[o] as number, p)) this.putShifted(b, p, rem[o] as number, k, pairs, 1);
        }
        this.solve();
      }
      if (this.pairedDown(b, v)) {
        left--;
        for (let o = 0; o < k; o++) {
          this.drop(p, rem[o] as number);
          this.graph.clear(v, members[rem[o] as number] as number);
        }
        for (let oi = size; oi < members.length; oi++) {
          this.drop(oi, p);
          this.graph.clear(v, members[oi] as number);
        }
      }
      if (!already) {
        for (let o = k + 1; o < rem.length; o++) this.putShifted(b, p, rem[o] as number, k, pairs);
      }
    }
  }
}
