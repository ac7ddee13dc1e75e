/**
 * One tournament's figures: norm rating NR, size factor KT_N, level factor KT_EU, the
 * coefficient KT, whole months and the weight W (RULES §3, D13, D14, D16, D17).
 * KT and W are integer hundredths; NR, NR × KT and NR × KT × W are exact {@link Ratio}s.
 */
import { BOUNDS, checkBound } from "../common/bounds";
import { msg } from "../../i18n/table";
import { type CalendarDate } from "../common/date";
import { invalid, noAnswer, outOfRange } from "../common/errors";
import { type Ratio, floorRatio, ratio, scale } from "./exact";
import { levelValue } from "./level";
import {
  CHAMPIONSHIP_FACTOR,
  LEVEL_FACTOR_STEP,
  LEVEL_VALUES,
  MIN_PARTICIPANTS,
  SESSION_FACTOR,
  SIZE_TABLE,
  WEIGHT_TABLE,
} from "./tables";

// participants and sessions are bounded by the one table (H1, common/bounds.ts), as the readers
// and the other systems' functions bound them

/**
 * NR = 1000 × (N − place) / (N − 1): first place 1000, last 0 (RULES §3). D17: not rounded;
 * a shared place may be the average of the tied positions (3.5) and is used as given, so a
 * place is whole or a half, 1..N. N is 2 or more (with one player NR is undefined).
 */
export function normRating(place: number, participants: number): Ratio {
  const n = checkBound("participants", participants, { argument: "participants" });
  // a norm rating needs 2 participants (with one, NR is undefined)
  if (n < 2)
    throw outOfRange(
      msg("argumentOutside", {
        subject: { argument: "participants" },
        value: n,
        min: 2,
        max: BOUNDS.participants.max,
      }),
    );
  if (!Number.isFinite(place))
    throw invalid(msg("notNumber", { subject: { argument: "place" }, value: place }));
  const place2 = place * 2;
  if (!Number.isInteger(place2)) {
    throw invalid(msg("mahjongBadPlace", { value: place })); // D17
  }
  if (place < 1 || place > n) throw outOfRange(msg("mahjongPlaceOutside", { value: place, participants: n }));
  return { n: 500 * (2 * n - place2), d: n - 1 };
}

/**
 * KT_N in hundredths (RULES §3 size table, D13): the row of the largest listed N not above the
 * actual N (13 → −0.20, 74 → 0.90, above 164 → 1.50). Fewer than 12 participants: the
 * tournament is not rated and there is no KT_N (#N/A).
 */
export function sizeFactor(participants: number): number {
  const n = checkBound("participants", participants, { argument: "participants" });
  if (n < MIN_PARTICIPANTS) {
    throw noAnswer(msg("mahjongTooFew", { participants: n, min: MIN_PARTICIPANTS })); // D13
  }
  let kt = 0;
  for (const [from, value] of SIZE_TABLE) {
    if (from > n) break;
    kt = value;
  }
  return kt;
}

/**
 * KT_EU in hundredths from the sum of the players' level values and their number (D14): the
 * mean in thousands rounded down to a multiple of 0.05 (mean 2537 → 2.50). Marks are ignored.
 */
export function levelFactorOfSum(sumOfValues: number, players: number): number {
  checkBound("participants", players, { argument: "players" });
  if (!Number.isSafeInteger(sumOfValues) || sumOfValues < 0) {
    throw outOfRange(msg("outOfRange", { field: "levelValues", value: sumOfValues, min: 0, whole: true }));
  }
  return 5 * floorRatio(ratio(sumOfValues, LEVEL_FACTOR_STEP * players));
}

/** KT_EU in hundredths from the players' levels (indices, see {@link levelValue}). D14. */
export function levelFactor(levels: readonly number[]): number {
  if (levels.length === 0) throw invalid(msg("mahjongNoLevels", {}));
  let sum = 0;
  for (const index of levels) sum += levelValue(index);
  return levelFactorOfSum(sum, levels.length);
}

/** KT_EU in hundredths from a mean level value in points, 0..7500 (D14: 1230 → 1.20). */
export function levelFactorOfMean(mean: number): number {
  const top = LEVEL_VALUES[LEVEL_VALUES.length - 1] as number;
  if (!Number.isFinite(mean) || mean < 0 || mean > top) {
    throw outOfRange(msg("mahjongMeanOutside", { mean, top }));
  }
  return 5 * Math.floor(mean / LEVEL_FACTOR_STEP);
}

/** What the coefficient of a tournament depends on. */
export interface TournamentFacts {
  /** S: sessions (in elimination events the fewest played by the main group), 1..1000. */
  readonly sessions: number;
  /** N: the most players, substitutes included, playing at once in any session; 12 or more. */
  readonly participants: number;
  /** KT_EU in hundredths ({@link levelFactor}, {@link levelFactorOfMean}). */
  readonly levelFactor: number;
  /** A European or World championship or equivalent (KT_W = +1.00). */
  readonly championship?: boolean;
}

/** KT = KT_S + KT_N + KT_EU + KT_W in hundredths (RULES §3; D19: 0.8 + 0.5 + 1.20 = 2.50). */
export function coefficient(facts: TournamentFacts): number {
  const s = checkBound("sessions", facts.sessions, { argument: "sessions" });
  return (
    SESSION_FACTOR * s +
    sizeFactor(facts.participants) +
    facts.levelFactor +
    (facts.championship === true ? CHAMPIONSHIP_FACTOR : 0)
  );
}

/** NR × KT, exactly, with KT in hundredths (the figure compared with the level values). */
export function normPoints(nr: Ratio, coefficientHundredths: number): Ratio {
  return scale(nr, coefficientHundredths, 100);
}

/** NR × KT × W, exactly, with W in hundredths (the figure T5 is made of). */
export function weighted(points: Ratio, weightHundredths: number): Ratio {
  return scale(points, weightHundredths, 100);
}

/**
 * Whole months from `from` to `to` (D16): calendar months, minus one if `to`'s day of the
 * month is before `from`'s. Negative when `to` is earlier.
 */
export function wholeMonths(from: CalendarDate, to: CalendarDate): number {
  return (to.year - from.year) * 12 + (to.month - from.month) - (to.day < from.day ? 1 : 0);
}

/** W in hundredths for a number of whole months, 0 or more (RULES §3 weight table). */
export function weightOfMonths(months: number): number {
  if (!Number.isInteger(months) || months < 0)
    throw outOfRange(msg("outOfRange", { field: "months", value: months, min: 0, whole: true }));
  let w = 100;
  for (const [from, value] of WEIGHT_TABLE) {
    if (from > months) break;
    w = value;
  }
  return w;
}

/**
 * W in hundredths of a tournament that ended on `tournament` for a rating released on
 * `release` (D16). A tournament after the release date has no weight yet (#NUM!).
 */
export function weight(tournament: CalendarDate, release: CalendarDate): number {
  const months = wholeMonths(tournament, release);
  if (months < 0) {
    throw outOfRange(msg("mahjongAfterRelease", {}));
  }
  return weightOfMonths(months);
}
