/**
 * One pairing bracket (C.04.3 B): its moved-down players and resident score group, followed by
 * the next score group (C8 looks ahead to it). Each decision is taken on the whole round's
 * graph, raising one edge's weight and solving again, so that what is decided never makes the
 * rest of the round unpairable (C4) nor worsens a criterion of higher priority (D217):
 * which moved-down players are paired (B.2, C6–C7) and with whom (the highest first, B.2),
 * the exchanges between S1 and S2 (B.5, D218) and the opponents of S1's players (B.3, B.4).
 */
import { type RoundGraph } from "./graph";
import { type Seat } from "./players";
import { edgeWeight, score, type WeightContext } from "./weights";

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

export type PairWeight = (
  hi: Seat,
  lo: Seat,
  hiInBracket: boolean,
  loInBracket: boolean,
  ctx: WeightContext,
) => bigint;

/** The 2025 text's weight (C.04.3 C1–C21): the lower player in the bracket or in the next group. */
const weigh2025: PairWeight = (hi, lo, _hiIn, loIn, ctx) => edgeWeight(hi, lo, loIn, !loIn, ctx).value;

export class BracketPairer {
  /** base[l][s]: the weight of members s < l with only the criteria (no exchange fields). */
  private base: bigint[][] = [];
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
    this.base = members.map((l, li) =>
      members
        .slice(0, li)
        .map((s, si) => (li < moved ? 0n : weigh(this.seat(s), this.seat(l), si < size, li < size, ctx))),
    );
    for (let li = moved; li < members.length; li++) {
      for (let si = 0; si < li; si++)
        this.graph.set(members[li] as number, members[si] as number, this.w(li, si));
    }
    this.solve();
    this.chooseMoved(b);
    this.pairMoved(b);
    this.pairRemainder(b);
  }

  private seat(v: number): Seat {
    return this.sorted[v] as Seat;
  }

  private w(l: number, s: number): bigint {
    return (this.base[l] as bigint[])[s] as bigint;
  }

  private setW(l: number, s: number, x: bigint): void {
    (this.base[l] as bigint[])[s] = x;
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
        for (let oi = moved; oi < size; oi++) {
          const e = this.w(oi, pi);
          if (e) this.graph.set(v, members[oi] as number, e | 1n);
        }
        this.solve();
      }
      if (this.inResidents(b, v)) {
        this.paired[v] = true;
        leftPaired--;
        for (let oi = moved; oi < size; oi++) {
          const e = this.w(oi, pi);
          if (e) this.graph.set(v, members[oi] as number, (e | BigInt(size - moved)) + 1n);
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
      let addend = BigInt(members.length);
      for (let oi = size - 1; oi >= moved; oi--) {
        const o = members[oi] as number;
        if (this.paired[o]) continue;
        const e = this.w(oi, pi);
        if (e) {
          this.graph.set(v, o, e + addend);
          addend++;
        }
      }
      this.solve();
      const m = this.mate[v] as number;
      this.paired[m] = true;
      this.graph.fix(v, m);
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
    const shifted = (s: number, l: number, sIndex: number): bigint => {
      const x = this.w(l, s);
      if (!x) return 0n;
      const bits = BigInt(this.ctxScore.sizeBits);
      return x + ((((sIndex < pairs ? 1n : 0n) << bits) << bits) - BigInt(sIndex)) * 2n;
    };
    const vOf = (pi: number): number => members[pi] as number;
    for (let oi = 0; oi < rem.length; oi++) {
      for (let si = 0; si < oi; si++)
        this.graph.set(
          vOf(rem[si] as number),
          vOf(rem[oi] as number),
          shifted(rem[si] as number, rem[oi] as number, si),
        );
    }
    this.solve();
    let exchanges = 0;
    for (let k = 0; k < pairs; k++) {
      const v = vOf(rem[k] as number);
      if ((this.mate[v] as number) <= v || (this.mate[v] as number) >= afterResidents) exchanges++;
    }
    // S1's lowest players leave it first (B.5 a–c).
    let left = exchanges;
    for (let k = pairs - 1; k >= 0 && left > 0; k--) {
      const p = rem[k] as number;
      const v = vOf(p);
      if (this.pairedDown(b, v)) {
        for (let o = k + 1; o < rem.length; o++) {
          const e = shifted(p, rem[o] as number, k);
          if (e) this.graph.set(v, vOf(rem[o] as number), e - 1n);
        }
        this.solve();
      }
      const out = !this.pairedDown(b, v);
      if (out) left--;
      for (let o = k + 1; o < rem.length; o++) {
        if (out) this.setW(rem[o] as number, p, 0n);
        this.graph.set(v, vOf(rem[o] as number), shifted(p, rem[o] as number, k));
      }
    }
    // S2's highest players enter S1 first (B.5 d).
    left = exchanges;
    for (let k = pairs; k < rem.length && left > 1; k++) {
      const p = rem[k] as number;
      const v = vOf(p);
      const already = this.pairedDown(b, v);
      if (!already) {
        for (let o = k + 1; o < rem.length; o++) {
          const e = shifted(p, rem[o] as number, k);
          if (e) this.graph.set(v, vOf(rem[o] as number), e + 1n);
        }
        this.solve();
      }
      if (this.pairedDown(b, v)) {
        left--;
        for (let o = 0; o < k; o++) {
          this.setW(p, rem[o] as number, 0n);
          this.graph.set(v, vOf(rem[o] as number), 0n);
        }
        for (let oi = size; oi < members.length; oi++) {
          this.setW(oi, p, 0n);
          this.graph.set(v, vOf(oi), 0n);
        }
      }
      if (!already) {
        for (let o = k + 1; o < rem.length; o++)
          this.graph.set(v, vOf(rem[o] as number), shifted(p, rem[o] as number, k));
      }
    }
    for (let a = 0; a < rem.length; a++) {
      const p = rem[a] as number;
      const v = vOf(p);
      for (let c = a + 1; c < rem.length; c++) {
        const o = rem[c] as number;
        const ov = vOf(o);
        if (!this.pairedDown(b, v) || this.pairedDown(b, ov)) this.setW(o, p, 0n);
        this.graph.set(v, ov, this.w(o, p));
      }
    }
    // B.3: each S1 player, in order, meets the first S2 player it can.
    for (const p of rem) {
      const v = vOf(p);
      if (!this.pairedDown(b, v)) continue;
      let addend = 0n;
      for (let c = rem.length - 1; c >= 0; c--) {
        const o = rem[c] as number;
        const ov = vOf(o);
        if (o <= p || this.paired[ov]) continue;
        const e = this.w(o, p);
        if (e) this.graph.set(v, ov, e + addend);
        addend++;
      }
      this.solve();
      const m = this.mate[v] as number;
      this.paired[v] = true;
      this.paired[m] = true;
      this.graph.fix(v, m);
    }
  }
}
