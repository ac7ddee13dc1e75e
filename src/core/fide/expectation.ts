/** Expected scores from rating differences (table 8.1b, the 400-point rule 8.54; RULES §2, §2.2). */
import { msg } from "../../i18n/table";
import { invalid } from "../common/errors";
import { type Rules } from "./rules";
import { CAP_DIFFERENCE, PD_TABLE } from "./tables";

// PD in hundredths by whole D 0..736, built once from the table; from 736 on the last row (1.00).
const LAST = PD_TABLE[PD_TABLE.length - 1]?.[0] ?? 0;
const PD_BY_D: number[] = [];
for (let d = 0, row = 0; d <= LAST; d++) {
  while (row + 1 < PD_TABLE.length && (PD_TABLE[row + 1]?.[0] ?? Infinity) <= d) row++;
  PD_BY_D.push(PD_TABLE[row]?.[1] ?? 0);
}

/** The higher-rated player's PD in hundredths by whole D, index 0..736 (the last index: every D beyond). */
export const PD_BY_DIFFERENCE: readonly number[] = PD_BY_D;

/**
 * Expected score in hundredths of the player whose rating exceeds the opponent's by
 * `difference` (negative: the lower-rated player, 100 − PD). No cap here. A fractional
 * difference falls in the row of its whole part (3.5 → the 0–3 row).
 */
export function pdOf(difference: number): number {
  if (!Number.isFinite(difference))
    throw invalid(msg("notNumber", { field: "ratingDifference", value: difference }));
  const d = Math.floor(Math.abs(difference));
  const higher = d >= LAST ? 100 : (PD_BY_D[d] as number);
  return difference >= 0 ? higher : 100 - higher;
}

/**
 * Whether the 400-point rule applies to a player of this rating: always in HU2017; in FIDE2024
 * from 1 October 2025 only for players rated below 2650 (their own rating).
 */
export function capApplies(rating: number, rules: Rules): boolean {
  return rules.capExemptFrom === null || rating < rules.capExemptFrom;
}

/** The difference rating − opponent as the player's expectation uses it (8.54: over 400 counts as 400). */
export function ratedDifference(rating: number, opponent: number, rules: Rules): number {
  const d = rating - opponent;
  if (!capApplies(rating, rules)) return d;
  return Math.max(-CAP_DIFFERENCE, Math.min(CAP_DIFFERENCE, d));
}

/** The player's expected score against one opponent, in hundredths (2145 v 2300 → 29). */
export function expectedScore(rating: number, opponent: number, rules: Rules): number {
  return pdOf(ratedDifference(rating, opponent, rules));
}

/** Σ We in hundredths over several opponents (2145 v ten 2300s → 290). */
export function expectedSum(rating: number, opponents: readonly number[], rules: Rules): number {
  let s = 0;
  for (const o of opponents) s += expectedScore(rating, o, rules);
  return s;
}
