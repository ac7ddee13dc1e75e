/** The rating change K·Σ(W − We) of a rated player and its rounding (RULES §2, D10; 8.52–8.57). */
import { msg } from "../../i18n/table";
import { type Field } from "../../i18n/errors-common";
import { invalid, outOfRange } from "../common/errors";
import { PD_BY_DIFFERENCE, capApplies } from "./expectation";
import { limitK } from "./kfactor";
import { CAP_DIFFERENCE } from "./tables";
import { type Rules } from "./rules";

/** One game: the opponent's rating (null: unrated, not rated in a Swiss event, 8.52) and the score. */
export interface FideGame {
  opponent: number | null;
  /** 1 win, 0.5 draw, 0 loss. */
  score: number;
}

export interface PeriodRating {
  /** Games counted (against rated opponents). */
  games: number;
  /** Points scored W. */
  w: number;
  /** Σ We in hundredths (2.9 → 290). */
  we: number;
  /** K used: the K given, in FIDE2024 reduced so that K × games ≤ 700. */
  k: number;
  /** K·(W − ΣWe), unrounded (a single division by 100 of an exact integer). */
  change: number;
  /** The change rounded to a whole number, .5 away from zero (D10: −2.5 → −3). */
  rounded: number;
  newRating: number;
  /** FIDE2024: the new rating is below the 1400 floor (the player is listed as unrated). */
  belowFloor: boolean;
}

// Module-level copies: the per-game loop below reads them without going through the imports.
const PD = PD_BY_DIFFERENCE;
const LAST_D = PD.length - 1;
const CAP = CAP_DIFFERENCE;

/** A score 1, 0.5 or 0 as half points 2, 1, 0. */
export function halfPointsOf(score: number, cell?: { player: number; opponent: number }): number {
  if (score === 1 || score === 0.5 || score === 0) return score * 2;
  throw invalid(msg("fideNotScore", { value: score, ...cell }));
}

/** D10: n hundredths of a point rounded to a whole number, .5 away from zero (−250 → −3). */
export function roundHundredths(n: number): number {
  if (!Number.isInteger(n)) throw invalid(msg("fideNotHundredths", { value: n }));
  const q = Math.floor((Math.abs(n) + 50) / 100);
  return n < 0 && q !== 0 ? -q : q; // no −0
}

function checkRating(rating: number, field: Field): void {
  if (!Number.isFinite(rating) || rating < 0)
    throw outOfRange(msg("outOfRange", { field, value: rating, min: 0 }));
}

/**
 * Rates a player's games of a period (or of one event): Σ(W − We) against rated opponents,
 * times K, rounded once at the end (D10). Games against unrated opponents (opponent null) are
 * not rated (8.52). In FIDE2024 K is reduced so that K × (games given) ≤ 700 and a result below
 * 1400 is flagged; pass the whole period for the K limit to be the regulation's.
 */
export function ratePeriod(
  rating: number,
  games: readonly FideGame[],
  k: number,
  rules: Rules,
  each?: (number | null)[],
): PeriodRating {
  return rateScores(
    rating,
    games.map((g) => g.opponent),
    games.map((g) => g.score),
    k,
    rules,
    each,
  );
}

/**
 * {@link ratePeriod} over parallel lists: opponents' ratings (null: unrated, not rated) and
 * scores 1, 0.5, 0 by position. The form the custom functions use: no game objects. `each`,
 * when given, receives each game's We in hundredths (null: not rated), as the sum took it (the
 * explain view's, D176).
 */
export function rateScores(
  rating: number,
  opponents: readonly (number | null)[],
  scores: readonly number[],
  k: number,
  rules: Rules,
  each?: (number | null)[],
): PeriodRating {
  checkRating(rating, "rating");
  if (!Number.isInteger(k) || k < 0 || k > 100)
    throw outOfRange(msg("outOfRange", { field: "k", value: k, min: 0, max: 100, whole: true }));
  if (opponents.length !== scores.length) {
    throw invalid(msg("fideCountMismatch", { opponents: opponents.length, scores: scores.length }));
  }
  const capped = capApplies(rating, rules); // 8.54, FIDE2024's 2650 exemption: the player's own rating
  let n = 0;
  let half = 0;
  let we = 0;
  for (let i = 0; i < opponents.length; i++) {
    const o = opponents[i] as number | null;
    if (o === null) {
      each?.push(null);
      continue;
    }
    checkRating(o, "opponentRating");
    half += halfPointsOf(scores[i] as number);
    // expectedScore(rating, o, rules), inlined: the 400-point rule, then table 8.1b by |D|.
    const d = capped ? Math.max(-CAP, Math.min(CAP, rating - o)) : rating - o;
    const a = Math.floor(Math.abs(d));
    const higher = a >= LAST_D ? 100 : (PD[a] as number);
    const one = d >= 0 ? higher : 100 - higher;
    each?.push(one);
    we += one;
    n++;
  }
  const kUsed = limitK(k, n, rules);
  // K·(W − We) in hundredths: W = half/2 points = 50·half hundredths.
  const hundredths = kUsed * (50 * half - we);
  const rounded = roundHundredths(hundredths);
  const newRating = rating + rounded;
  return {
    games: n,
    w: half / 2,
    we,
    k: kUsed,
    change: hundredths / 100,
    rounded,
    newRating,
    belowFloor: rules.floor !== null && newRating < rules.floor,
  };
}
