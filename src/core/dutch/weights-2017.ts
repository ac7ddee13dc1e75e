/**
 * The edge weight of the 2017 text of C.04.3 (effective until 30 June 2025), its criteria in
 * order of priority in the highest bits as the 2025 text's (weights.ts, D216): in the last
 * brackets (the collapsed last bracket and the penultimate one being repaired, A.9, C.4) the
 * completion and the bye (C.1–C.3, C.2 with C.04.1 d); the most pairs in the bracket (C.5) and
 * the lowest pairing score difference (A.8, C.6), which weighs each pair by its two scores'
 * difference and each downfloater by his score less one point below the lowest score (D271);
 * the next bracket's pairs and its downfloaters' scores (C.7); the colours (C.8–C.11, the 2025
 * text's C10–C13); the repeated floats (C.12–C.15) and the score differences of repeated
 * floaters (C.16–C.19). The 2017 text has no criterion on the bye assignee's games (2025's C9).
 */
import { type Seat } from "./players";
import { bits } from "./round";
import {
  colourFields,
  compatible,
  downFloat,
  type Fields,
  floatRounds,
  orderRoom,
  score,
  upFloat,
  type WeightContext,
} from "./weights";

/** One bracket's view for the 2017 weights. */
export interface Context2017 extends WeightContext {
  /** The bracket is the collapsed last bracket or a penultimate one being repaired (A.9, C.4). */
  readonly special: boolean;
  /** The next score group is the last one. */
  readonly final: boolean;
  /** Bits of the next score group's size. */
  readonly nextBits: number;
  /** The lowest score among the bracket and the next group (D271). */
  readonly lowest: number;
  /** Bits of all score differences, and each difference's offset (A.8, D271). */
  readonly diffBits: number;
  readonly diffShift: ReadonlyMap<number, number>;
}

/** A.8: a downfloater's difference, his score less one point (2, doubled) below the lowest score. */
export function floaterDifference(s: number, lowest: number): number {
  return s - lowest + 2;
}

/** One more occurrence of difference d: a function, not a closure made at each call (D425). */
function countDifference(counts: Map<number, number>, d: number): void {
  counts.set(d, (counts.get(d) ?? 0) + 1);
}

/**
 * Player i's differences: as a downfloater, and with each lower score after him in the bracket.
 * A function called for each player, not a loop of `differenceShifts` compiled there (D425).
 */
function countDifferences(
  counts: Map<number, number>,
  scores: readonly number[],
  moved: number,
  size: number,
  lowest: number,
  i: number,
): void {
  const si = scores[i] as number;
  countDifference(counts, floaterDifference(si, lowest));
  const first = Math.max(moved, i + 1);
  for (let o = first; o < size; o++) {
    if (o === first || (scores[o] as number) < (scores[o - 1] as number))
      countDifference(counts, si - (scores[o] as number));
  }
}

/**
 * The offsets of A.8's differences in one bracket (vertices 0…size−1 of `scores`, the first
 * `moved` moved-down): each difference gets as many bits as the times it may occur (D271).
 */
export function differenceShifts(
  scores: readonly number[],
  moved: number,
  size: number,
  lowest: number,
): { diffBits: number; diffShift: Map<number, number> } {
  const counts = new Map<number, number>();
  for (let i = 0; i < size; i++) countDifferences(counts, scores, moved, size, lowest, i);
  const diffShift = new Map<number, number>();
  let diffBits = 0;
  for (const d of [...counts.keys()].sort((a, b) => a - b)) {
    diffShift.set(d, diffBits);
    diffBits += bits(counts.get(d) as number);
  }
  return { diffBits, diffShift };
}

/**
 * The weight of the pair (hi above lo in A.2's order) into `f` (reset first); false, f empty,
 * when they may not meet. With a `max` Fields, f.width is every weight's width.
 */
export function edgeWeight2017(
  hi: Seat,
  lo: Seat,
  hiIn: boolean,
  loIn: boolean,
  ctx: Context2017,
  f: Fields,
): boolean {
  f.reset();
  const max = f.isMax;
  if (!max && !compatible(hi, lo, ctx)) return false;
  const shift = ctx.diffShift;
  const sh = score(hi, ctx);
  const sl = score(lo, ctx);
  // A.8's differences as bits of the difference fields: the two players' as floaters, the pair's.
  const fh = shift.get(floaterDifference(sh, ctx.lowest));
  const fl = shift.get(floaterDifference(sl, ctx.lowest));
  const pair = shift.get(sh - sl);
  const completion = 1 + (hi.byeEligible ? 0 : 1) + (lo.byeEligible ? 0 : 1);
  // Every field is written by a call made for every pair, its value 0 where the pair adds nothing
  // (D410): a call reached only by a rare pair or bracket would find no type feedback in the
  // compiled weights and throw them back to be compiled again.
  const open = !ctx.special;
  const inSign = loIn ? 1 : 0;
  // C.1–C.3 and C.4 in the last brackets: the round completed, the bye to an eligible player.
  f.or(open ? 0 : completion);
  // C.5: the most pairs in the bracket; C.6: its lowest pairing score difference (A.8).
  f.shift(ctx.sizeBits);
  f.or(loIn);
  f.shift(ctx.diffBits);
  f.addBit(fh, inSign);
  f.addBit(fl, inSign);
  f.addBit(pair, loIn ? -1 : 0);
  // C.7 (brackets before the last ones): the most pairs in the next bracket (its completion
  // when it is the last one) and the scores of the downfloaters it pairs.
  // Both widths read and the last brackets' computed for every pair, then chosen (D446): read
  // in the last brackets only, they found no type feedback in the compiled weights.
  const nextBits = ctx.nextBits;
  const lastWidth = Math.max(ctx.sizeBits, nextBits) + 3;
  const nextWidth = ctx.final ? lastWidth : nextBits;
  f.shift(open ? nextWidth : 0);
  f.or(open ? (ctx.final ? completion : inSign ^ 1) : 0);
  f.shift(open ? ctx.diffBits : 0);
  f.addBit(fh, open && hiIn ? 1 : 0);
  f.addBit(fl, open && loIn ? 1 : 0);
  colourFields(f, lo, hi, loIn, ctx.sizeBits);
  const backs = floatRounds(ctx);
  const above = sh > sl;
  // C.12–C.15: no repeated downfloaters nor upfloaters of the last two rounds.
  for (let back = 1; back <= backs; back++) {
    const loDown = downFloat(lo, back, ctx) && loIn;
    const hiDown = downFloat(hi, back, ctx) && loIn;
    const loUp = upFloat(lo, back, ctx) && loIn;
    f.shift(ctx.sizeBits);
    f.or(loDown ? 1 : 0);
    f.add(hiDown && !above ? 1 : 0);
    f.shift(ctx.sizeBits);
    f.add(loUp && above ? -1 : 0);
  }
  // C.16–C.19: the score differences of repeated downfloaters and upfloaters.
  for (let back = 1; back <= backs; back++) {
    const loDown = downFloat(lo, back, ctx) && loIn;
    const hiDown = downFloat(hi, back, ctx) && loIn;
    const loUp = upFloat(lo, back, ctx) && loIn;
    f.shift(ctx.diffBits);
    f.addBit(fl, loDown ? 1 : 0);
    f.addBit(fh, hiDown ? 1 : 0);
    f.addBit(pair, hiDown && above ? -1 : 0);
    f.shift(ctx.diffBits);
    f.addBit(pair, loUp && above ? -1 : 0);
  }
  orderRoom(f, ctx.sizeBits);
  if (max) f.width += 4;
  return true;
}
