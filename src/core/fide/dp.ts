/** Fraction scored p → rating difference dp (table 8.1a; RULES §2, D10). */
import { msg } from "../../i18n/table";
import { invalid, outOfRange } from "../common/errors";
import { DP_TABLE } from "./tables";

// dp by p in hundredths 0..100, built once from the upper half of the table (dp(1 − p) = −dp(p)).
const DP_BY_P: number[] = new Array<number>(101).fill(0);
for (const [p, dp] of DP_TABLE) {
  DP_BY_P[p] = dp;
  DP_BY_P[100 - p] = dp === 0 ? 0 : -dp; // no −0 at .50
}

/** dp for p in whole hundredths 0..100 (.40 → −72, .57 → 50, 1.00 → 800). */
export function dpOfHundredths(p: number): number {
  if (!Number.isInteger(p) || p < 0 || p > 100) {
    throw outOfRange(msg("fidePNotHundredths", { value: p }));
  }
  return DP_BY_P[p] as number;
}

/**
 * D10: a score of `halfPoints` half points over `games` games as p in hundredths, rounded to the
 * nearest hundredth with half up, exactly (4 of 7 → 57, 6.5 of 12 → 54).
 */
export function percentHundredths(halfPoints: number, games: number): number {
  if (!Number.isInteger(games) || games < 1)
    throw outOfRange(msg("outOfRange", { field: "games", value: games, min: 1, whole: true }));
  if (!Number.isInteger(halfPoints) || halfPoints < 0 || halfPoints > 2 * games) {
    throw outOfRange(msg("fideScoreRange", { score: halfPoints / 2, games }));
  }
  // p·100 = 50·W2/n; ⌊50·W2/n + ½⌋ = ⌊(100·W2 + n) / 2n⌋.
  return Math.floor((100 * halfPoints + games) / (2 * games));
}

/**
 * D10: a fraction p in 0..1 rounded to the nearest hundredth, half up. The product is first
 * snapped to 9 decimals so that a typed .285 (28.499999… in binary) is .29, as written.
 */
export function roundPercent(p: number): number {
  if (!Number.isFinite(p)) throw invalid(msg("notNumber", { field: "p", value: p }));
  if (p < 0 || p > 1) throw outOfRange(msg("outOfRange", { field: "p", value: p, min: 0, max: 1 }));
  return Math.floor(Number((p * 100).toFixed(9)) + 0.5);
}

/** dp for any fraction p in 0..1 (D10 rounding, then table 8.1a). */
export function dpOf(p: number): number {
  return dpOfHundredths(roundPercent(p));
}
