/** Handicap correction, chance and game point Jp (8.§; RULES §1.3, D5, D6, D7). All in thousandths. */
import { msg } from "../../i18n/table";
import { outOfRange } from "../common/errors";
import { bandWidth } from "./rank";
import { CHANCE_TABLE } from "./tables";

/** Doubled points of a result: 2 win, 1 jigo, 0 loss. */
export type DoubledResult = 0 | 1 | 2;

export const MAX_STONES = 9;

/** A rating raised by `stones` handicap steps, each the width of the band it is then in (8.§ 1). */
export function corrected(rating: number, stones: number): number {
  if (!Number.isInteger(stones) || stones < 0 || stones > MAX_STONES) {
    throw outOfRange(
      msg("outOfRange", { field: "stones", value: stones, min: 0, max: MAX_STONES, whole: true }),
    );
  }
  let r = rating;
  for (let i = 0; i < stones; i++) r += bandWidth(r);
  return r;
}

// Chance by integer Δp 0..348 (last row open-ended), built once from the table.
const LAST = CHANCE_TABLE[CHANCE_TABLE.length - 1]?.[0] ?? 0;
const BY_DELTA: number[] = [];
for (let d = 0, row = 0; d <= LAST; d++) {
  while (row + 1 < CHANCE_TABLE.length && (CHANCE_TABLE[row + 1]?.[0] ?? Infinity) <= d) row++;
  BY_DELTA.push(CHANCE_TABLE[row]?.[1] ?? 0);
}

/** Chance c in thousandths for a rating difference (appendix table 4; sign ignored; a fraction falls in the row of its whole part). */
export function chance(difference: number): number {
  const d = Math.floor(Math.abs(difference));
  return d >= LAST ? (BY_DELTA[LAST] as number) : (BY_DELTA[d] as number);
}

/**
 * Jp of the first player in thousandths. `stones` > 0: received by the first player, < 0: given
 * to the opponent (D5: the receiver's rating is corrected, then A is the higher corrected rating).
 * D6 jigo: ½ − expected, the weaker's expected score being c, the stronger's 1 − c.
 */
export function gamePoint(rating: number, opponent: number, result: DoubledResult, stones = 0): number {
  if (rating < 0) throw outOfRange(msg("outOfRange", { field: "rating", value: rating, min: 0 }));
  if (opponent < 0) throw outOfRange(msg("outOfRange", { field: "opponentRating", value: opponent, min: 0 }));
  if (stones > MAX_STONES || stones < -MAX_STONES)
    throw outOfRange(
      msg("outOfRange", { field: "stones", value: stones, min: -MAX_STONES, max: MAX_STONES }),
    );
  const me = stones > 0 ? corrected(rating, stones) : rating;
  const them = stones < 0 ? corrected(opponent, -stones) : opponent;
  const c = chance(me - them);
  const stronger = me >= them;
  // Expected score of the first player, doubled thousandths: stronger 2(1000 − c), weaker 2c.
  const expected2 = stronger ? 2 * (1000 - c) : 2 * c;
  // Jp = score − expected where score ∈ {1, ½, 0}: thousandths = (1000·result2 − expected2) / 2.
  if (result === 2) return stronger ? c : 1000 - c;
  if (result === 0) return stronger ? c - 1000 : -c;
  return (1000 - expected2) / 2;
}
