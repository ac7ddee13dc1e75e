/**
 * One edge weight holds C.04.3's criteria in order of priority, the most important in the
 * highest bits, so that a maximum-weight matching satisfies them lexicographically (D216): the
 * completion of the round and the bye (C1–C4), the pairs and scores of the bracket and the next
 * (C5–C7), the bye assignee's unplayed games (C9), the colour criteria (C10–C13), the floats
 * (C14–C21), and room left for the bracket's order (the transpositions and exchanges, B.3–B.5).
 * Each field is `bits` wide; `max` mode sums the widths only (the largest weight's size).
 */
import {
  DOWN,
  NO_COLOUR,
  UP,
  absoluteImbalance,
  absolutePreference,
  floatOf,
  invert,
  scoreBack,
  type Seat,
} from "./players";

/** What the weights of one bracket depend on besides the two players. */
export interface WeightContext {
  readonly all: ReadonlyMap<number, Seat>;
  /** Rounds played before the one to pair. */
  readonly played: number;
  readonly rounds: number;
  /** Bits of the largest score group's size. */
  readonly sizeBits: number;
  /** Total bits of all score groups (each group's size in bits), and each score's offset. */
  readonly groupsBits: number;
  readonly groupShift: ReadonlyMap<number, number>;
  /** The score of the pairing-allocated bye's player (C.04.3 C2, C9). */
  readonly byeScore: number;
  readonly singleDownfloaterIsBye: boolean;
  /** C9: a rank by the games played of the players of the bye's score. */
  readonly unplayedRank: Map<number, number>;
  readonly forbidden: (a: Seat, b: Seat) => boolean;
}

export function score(p: Seat, ctx: WeightContext): number {
  return scoreBack(p, ctx.played, 0);
}

/** C1 and C3: the two have not met, and two absolute preferences for one colour may not meet
 * (except in the last round between players above half the maximum score, C3's exception). */
export function compatible(a: Seat, b: Seat, ctx: WeightContext): boolean {
  if (a.opponents.has(b.no) || ctx.forbidden(a, b)) return false;
  if (!absolutePreference(a) || !absolutePreference(b) || a.preference !== b.preference) return true;
  const top = ctx.played; // half of the maximum, doubled points
  return ctx.played >= ctx.rounds - 1 && (score(a, ctx) > top || score(b, ctx) > top);
}

/** C.04.3 A.5 / C2: may still receive the pairing-allocated bye. */
export function byeCandidate(p: Seat, ctx: WeightContext): boolean {
  return p.byeEligible && score(p, ctx) <= ctx.byeScore;
}

const ONE = 1n;

/**
 * A weight being built, field after field. The shifts wait until a field is set (most are
 * empty: a criterion met, a field of a player outside the bracket), so that a weight costs a
 * BigInt operation per field set, not per field.
 */
export class Fields {
  private acc = 0n;
  /** Bits shifted in since the last field set. */
  private pending = 0;
  width = 0;
  constructor(private readonly max: boolean) {}
  get value(): bigint {
    this.flush();
    return this.acc;
  }
  private flush(): void {
    if (this.pending > 0) {
      if (this.acc !== 0n) this.acc <<= BigInt(this.pending);
      this.pending = 0;
    }
  }
  shift(bits: number): void {
    this.width += bits;
    if (!this.max) this.pending += bits;
  }
  or(x: bigint | boolean): void {
    if (this.max || x === false || x === 0n) return;
    this.flush();
    this.acc |= typeof x === "bigint" ? x : ONE;
  }
  add(x: bigint | boolean): void {
    if (this.max || x === false || x === 0n) return;
    this.flush();
    this.acc += typeof x === "bigint" ? x : ONE;
  }
}

export function colourFields(f: Fields, p: Seat, q: Seat, inBracket: boolean, bits: number): void {
  const on = inBracket;
  // C10: no absolute colour difference above 2 / a third colour running (the topscorers' C3).
  f.shift(bits);
  f.or(on && (!absoluteImbalance(p) || !absoluteImbalance(q) || p.preference !== q.preference));
  // C11: the same colour three times running among topscorers.
  f.shift(bits);
  const lower = p.imbalance > q.imbalance ? q : p;
  f.or(
    on &&
      (!absolutePreference(p) ||
        !absolutePreference(q) ||
        p.preference !== q.preference ||
        (p.imbalance === q.imbalance
          ? p.repeated === NO_COLOUR || p.repeated !== q.repeated
          : lower.repeated !== invert(p.preference))),
  );
  // C12: colour preferences satisfied.
  f.shift(bits);
  f.or(on && (p.preference !== q.preference || p.preference === NO_COLOUR || q.preference === NO_COLOUR));
  // C13: strong colour preferences satisfied.
  f.shift(bits);
  f.or(
    on &&
      ((!p.strong && !absolutePreference(p)) ||
        (!q.strong && !absolutePreference(q)) ||
        (absolutePreference(p) && absolutePreference(q)) ||
        p.preference !== q.preference),
  );
}

export function bit(shift: number | undefined): bigint {
  return ONE << BigInt(shift ?? 0);
}

/** A.4: the floats of the last round and the one before, as the float criteria read them. */
export function recentFloats(ctx: WeightContext): {
  down: (p: Seat, back: number) => boolean;
  up: (p: Seat, back: number) => boolean;
  backs: number[];
} {
  const { played, all } = ctx;
  return {
    down: (p, back) => floatOf(p, played, back, all) === DOWN,
    up: (p, back) => floatOf(p, played, back, all) === UP,
    backs: played > 1 ? [1, 2] : played > 0 ? [1] : [],
  };
}

/** Room for B.3–B.5: the bracket's exchanges and transpositions. */
export function orderRoom(f: Fields, sizeBits: number): void {
  f.shift(sizeBits);
  f.shift(sizeBits);
  f.shift(sizeBits);
  f.shift(1);
}

function floatFields(f: Fields, hi: Seat, lo: Seat, on: boolean, ctx: WeightContext): void {
  const { sizeBits, groupsBits, groupShift } = ctx;
  const sh = score(hi, ctx);
  const sl = score(lo, ctx);
  const { down, up, backs } = recentFloats(ctx);
  // C14–C17: no repeated down- and upfloaters of the last round and of the one before.
  for (const back of backs) {
    f.shift(sizeBits);
    if (on) {
      f.or(down(lo, back));
      f.add(sh <= sl && down(hi, back));
    }
    f.shift(sizeBits);
    if (on) f.or(!(sh > sl && up(lo, back)));
  }
  // C18–C21: the scores of repeated downfloaters and of repeated upfloaters' opponents.
  for (const back of backs) {
    f.shift(groupsBits);
    if (on) {
      f.add(down(lo, back) ? bit(groupShift.get(sl)) : 0n);
      f.add(down(hi, back) ? bit(groupShift.get(sh)) : 0n);
    }
    f.shift(groupsBits);
    if (on && !(up(lo, back) && sh > sl)) f.or(bit(groupShift.get(sh)));
  }
}

/**
 * The weight of the pair (hi above lo in the order of A.2), 0n when they may not meet; with
 * `max`, the width of every weight (the largest is 2^width − 1, D216).
 */
export function edgeWeight(
  hi: Seat,
  lo: Seat,
  loInBracket: boolean,
  loInNext: boolean,
  ctx: WeightContext,
  max = false,
): { value: bigint; width: number } {
  if (!max && !compatible(hi, lo, ctx)) return { value: 0n, width: 0 };
  const f = new Fields(max);
  // C4 (completion) and C2 / C5 (the bye goes to an eligible player of the lowest score).
  f.or(BigInt(1 + (byeCandidate(hi, ctx) ? 0 : 1) + (byeCandidate(lo, ctx) ? 0 : 1)));
  const sh = score(hi, ctx);
  // C6: the most pairs in the bracket; C7: the highest scores paired in it (B.2's PSD).
  f.shift(ctx.sizeBits);
  f.or(loInBracket);
  f.shift(ctx.groupsBits);
  if (loInBracket) f.or(bit(ctx.groupShift.get(sh)));
  // C8: the most pairs and highest scores in the next bracket.
  f.shift(ctx.sizeBits);
  f.or(loInNext);
  f.shift(ctx.groupsBits);
  if (loInNext) f.or(bit(ctx.groupShift.get(sh)));
  // C9: the bye assignee has played the most games possible.
  f.shift(ctx.sizeBits);
  f.shift(ctx.sizeBits);
  if (ctx.singleDownfloaterIsBye) {
    if (sh === ctx.byeScore) f.or(BigInt(ctx.unplayedRank.get(hi.playedGames) ?? 0));
    if (score(lo, ctx) === ctx.byeScore) f.add(BigInt(ctx.unplayedRank.get(lo.playedGames) ?? 0));
  }
  colourFields(f, lo, hi, loInBracket, ctx.sizeBits);
  floatFields(f, hi, lo, loInBracket, ctx);
  orderRoom(f, ctx.sizeBits);
  if (max) f.width += 2;
  return { value: f.value, width: f.width };
}
