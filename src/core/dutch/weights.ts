/**
 * One edge weight holds C.04.3's criteria in order of priority, the most important in the
 * highest bits, so that a maximum-weight matching satisfies them lexicographically (D216): the
 * completion of the round and the bye (C1–C4), the pairs and scores of the bracket and the next
 * (C5–C7), the bye assignee's unplayed games (C9), the colour criteria (C10–C13), the floats
 * (C14–C21), and room left for the bracket's order (the transpositions and exchanges, B.3–B.5).
 * Each field is `bits` wide; `max` mode sums the widths only (the largest weight's size).
 */
import { addAtLoose, normalize } from "../pairing/limbs";
import {
  DOWN,
  NO_COLOUR,
  UP,
  absoluteImbalance,
  absolutePreference,
  invert,
  scoreBack,
  type Seat,
} from "./players";
import { bits } from "./round";

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

/**
 * No pair forbidden beyond C1 and C3: one function for every round's context, so that the
 * compiled weights keep calling the same target (a new closure each round was V8's "wrong call
 * target", the weights compiled again, D402).
 */
export const NONE_FORBIDDEN: WeightContext["forbidden"] = () => false;

export function score(p: Seat, ctx: WeightContext): number {
  return scoreBack(p, ctx.played, 0);
}

/**
 * C1 and C3: the two have not met, and two absolute preferences for one colour may not meet
 * (except in the last round between players above half the maximum score, C3's exception).
 * Every operand is read on every call, the verdict taken from them after (D410): a call or a
 * property read reached only by a rare pair would find no type feedback in the compiled weights
 * and throw them back to be compiled again.
 */
export function compatible(a: Seat, b: Seat, ctx: WeightContext): boolean {
  const met = a.opponents.has(b.no);
  const forbidden = ctx.forbidden(a, b);
  const aAbsolute = absolutePreference(a);
  const bAbsolute = absolutePreference(b);
  // Both preferences read and both scores compared for every pair, not only for a clash (D425).
  const sameColour = a.preference === b.preference;
  const clash = aAbsolute && bAbsolute && sameColour;
  const top = ctx.played; // half of the maximum, doubled points
  const last = ctx.played >= ctx.rounds - 1;
  const aboveHalf = Math.max(score(a, ctx), score(b, ctx)) > top;
  return !met && !forbidden && (!clash || (last && aboveHalf));
}

/** C.04.3 A.5 / C2: may still receive the pairing-allocated bye. */
export function byeCandidate(p: Seat, ctx: WeightContext): boolean {
  return p.byeEligible && score(p, ctx) <= ctx.byeScore;
}

/**
 * A weight being built, field after field, as the terms c · 2^k it adds at each field's place
 * (D401): no BigInt per edge. `write` puts the sum into the matching's limbs (limbs.ts) once the
 * width is known, each term at its place counted from the weight's lowest bit. An `or` is an add
 * of the bits not set yet: a field's bits are fresh after its shift, so it costs a term; when
 * earlier terms may reach its bits (a shift of 0, two values in one field) the set bits are read.
 * One instance serves every edge of a bracket (`reset`); `max` mode sums the widths only.
 */
export class Fields {
  width = 0;
  /** Term t: coefficient c[t] at bit k[t] of the field whose place was `at[t]` bits from the top. */
  private n = 0;
  private at: number[] = [];
  private k: number[] = [];
  private c: number[] = [];
  constructor(private readonly max: boolean) {}

  get isMax(): boolean {
    return this.max;
  }

  reset(): this {
    this.width = 0;
    this.n = 0;
    return this;
  }

  shift(bits: number): void {
    this.width += bits;
  }

  private term(c: number, k: number): void {
    const t = this.n++;
    this.at[t] = this.width;
    this.k[t] = k;
    this.c[t] = c;
  }

  /** Sets the bits of x · 2^k (x a small non-negative integer). */
  or(x: boolean | number, k = 0): void {
    if (this.max || x === false || x === 0) return;
    const v = x === true ? 1 : x;
    const top = k + bits(v);
    let t = this.n - 1;
    while (t >= 0 && this.width - (this.at[t] as number) < top) t--;
    if (t === this.n - 1) this.term(v, k);
    else this.orOver(v, k, top, t + 1);
  }

  /**
   * `or` where terms `from`… reach the bits below `top`: the bits of v not set in their sum. Its
   * own method (D410): the BigInt reading, rarely needed, is not compiled into every weight.
   */
  private orOver(v: number, k: number, top: number, from: number): void {
    let sum = 0n;
    for (let u = from; u < this.n; u++) {
      sum +=
        BigInt(this.c[u] as number) << BigInt(this.width - (this.at[u] as number) + (this.k[u] as number));
    }
    const set = BigInt.asUintN(top, sum) >> BigInt(k);
    const missing = Number(BigInt(v) & ~set);
    if (missing !== 0) this.term(missing, k);
  }

  /** Sets bit k (undefined: bit 0). */
  orBit(k: number | undefined): void {
    this.or(1, k ?? 0);
  }

  /** Adds x · 2^k (x a small integer of either sign). */
  add(x: boolean | number, k = 0): void {
    if (this.max || x === false || x === 0) return;
    this.term(x === true ? 1 : x, k);
  }

  /** Adds sign · 2^k (k undefined: bit 0). */
  addBit(k: number | undefined, sign = 1): void {
    this.add(sign, k ?? 0);
  }

  /** The weight into out[o…] (L limbs, limbs.ts): 0 when no term was set. */
  write(out: Float64Array, o: number, L: number): void {
    out.fill(0, o, o + L);
    // Exact while a limb sums at most 32 terms' parts (limbs.ts): normalized after every 16
    // terms and at the end, the same call for every weight however many terms it has (D425).
    let t = 0;
    do {
      const end = Math.min(this.n, t + 16);
      for (; t < end; t++) {
        const place = this.width - (this.at[t] as number) + (this.k[t] as number);
        addAtLoose(out, o, L, this.c[t] as number, place);
      }
      normalize(out, o, L);
    } while (t < this.n);
  }
}

export function colourFields(f: Fields, p: Seat, q: Seat, inBracket: boolean, bits: number): void {
  const on = inBracket;
  // Every operand read first, the fields taken from them after (D410, as `compatible`).
  const pImbalance = absoluteImbalance(p);
  const qImbalance = absoluteImbalance(q);
  const pAbsolute = absolutePreference(p);
  const qAbsolute = absolutePreference(q);
  const same = p.preference === q.preference;
  // q's preference and repetition read whatever p's (D425), not only after p's first test.
  const pNone = p.preference === NO_COLOUR;
  const qNone = q.preference === NO_COLOUR;
  const none = pNone || qNone;
  const evenImbalance = p.imbalance === q.imbalance;
  const lower = p.imbalance > q.imbalance ? q : p;
  const pRepeats = p.repeated !== NO_COLOUR;
  const repeatsDiffer = p.repeated !== q.repeated;
  const repeatedApart = !pRepeats || repeatsDiffer;
  const lowerAgainst = lower.repeated !== invert(p.preference);
  const pMild = !p.strong && !pAbsolute;
  const qMild = !q.strong && !qAbsolute;
  // C10: no absolute colour difference above 2 / a third colour running (the topscorers' C3).
  f.shift(bits);
  f.or(on && (!pImbalance || !qImbalance || !same));
  // C11: the same colour three times running among topscorers.
  f.shift(bits);
  f.or(on && (!pAbsolute || !qAbsolute || !same || (evenImbalance ? repeatedApart : lowerAgainst)));
  // C12: colour preferences satisfied.
  f.shift(bits);
  f.or(on && (!same || none));
  // C13: strong colour preferences satisfied.
  f.shift(bits);
  f.or(on && (pMild || qMild || (pAbsolute && qAbsolute) || !same));
}

/**
 * A.4: a downfloat, an upfloat in the round `back` rounds before the one to pair (1 ≤ back ≤
 * played): the seat's float of that round, read when the seats were made (D404).
 */
export function downFloat(p: Seat, back: number, ctx: WeightContext): boolean {
  return p.floats[ctx.played - back] === DOWN;
}

export function upFloat(p: Seat, back: number, ctx: WeightContext): boolean {
  return p.floats[ctx.played - back] === UP;
}

/** How many rounds back the float criteria read: the last round and the one before. */
export function floatRounds(ctx: WeightContext): number {
  return Math.min(ctx.played, 2);
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
  const backs = floatRounds(ctx);
  // C14–C17: no repeated down- and upfloaters of the last round and of the one before.
  for (let back = 1; back <= backs; back++) {
    f.shift(sizeBits);
    if (on) {
      f.or(downFloat(lo, back, ctx));
      f.add(sh <= sl && downFloat(hi, back, ctx));
    }
    f.shift(sizeBits);
    if (on) f.or(!(sh > sl && upFloat(lo, back, ctx)));
  }
  // C18–C21: the scores of repeated downfloaters and of repeated upfloaters' opponents.
  for (let back = 1; back <= backs; back++) {
    f.shift(groupsBits);
    if (on) {
      if (downFloat(lo, back, ctx)) f.addBit(groupShift.get(sl));
      if (downFloat(hi, back, ctx)) f.addBit(groupShift.get(sh));
    }
    f.shift(groupsBits);
    if (on && !(upFloat(lo, back, ctx) && sh > sl)) f.orBit(groupShift.get(sh));
  }
}

/**
 * The weight of the pair (hi above lo in the order of A.2) into `f` (reset first); false, f
 * empty, when they may not meet. With a `max` Fields, f.width is every weight's width (the
 * largest is 2^width − 1, D216).
 */
export function edgeWeight(
  hi: Seat,
  lo: Seat,
  loInBracket: boolean,
  loInNext: boolean,
  ctx: WeightContext,
  f: Fields,
): boolean {
  f.reset();
  const max = f.isMax;
  if (!max && !compatible(hi, lo, ctx)) return false;
  // C4 (completion) and C2 / C5 (the bye goes to an eligible player of the lowest score).
  f.or(1 + (byeCandidate(hi, ctx) ? 0 : 1) + (byeCandidate(lo, ctx) ? 0 : 1));
  const sh = score(hi, ctx);
  // C6: the most pairs in the bracket; C7: the highest scores paired in it (B.2's PSD).
  f.shift(ctx.sizeBits);
  f.or(loInBracket);
  f.shift(ctx.groupsBits);
  if (loInBracket) f.orBit(ctx.groupShift.get(sh));
  // C8: the most pairs and highest scores in the next bracket.
  f.shift(ctx.sizeBits);
  f.or(loInNext);
  f.shift(ctx.groupsBits);
  if (loInNext) f.orBit(ctx.groupShift.get(sh));
  // C9: the bye assignee has played the most games possible.
  f.shift(ctx.sizeBits);
  f.shift(ctx.sizeBits);
  if (ctx.singleDownfloaterIsBye) {
    if (sh === ctx.byeScore) f.or(ctx.unplayedRank.get(hi.playedGames) ?? 0);
    if (score(lo, ctx) === ctx.byeScore) f.add(ctx.unplayedRank.get(lo.playedGames) ?? 0);
  }
  colourFields(f, lo, hi, loInBracket, ctx.sizeBits);
  floatFields(f, hi, lo, loInBracket, ctx);
  orderRoom(f, ctx.sizeBits);
  if (max) f.width += 2;
  return true;
}
