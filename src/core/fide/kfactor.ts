/** The development coefficient K (RULES §2, D9; FIDE2024 §2.2). */
import { msg } from "../../i18n/table";
import { type CalendarDate, compareDates, daysInMonth, formatIsoDate } from "../common/date";
import { checkBound } from "../common/bounds";
import { invalid } from "../common/errors";
import { type Rules } from "./rules";
import { ELITE_FROM, JUNIOR_AGE, JUNIOR_BELOW, K_DEFAULT, K_ELITE, K_NEW, NEW_PLAYER_GAMES } from "./tables";

export interface KInput {
  /** The player's published rating at the start of the period. */
  rating: number;
  /** Rated games completed before the period (K 40 until 30 are completed). */
  games: number;
  /** Date of birth, for the junior K 40. */
  birthDate?: CalendarDate;
  /** A published rating of 2400 or more ever; a rating of 2400 or more now counts as reached. */
  reached2400?: boolean;
  /**
   * D23: a published rating of 2300 or more ever; the junior K 40 is then gone for good (a
   * rating of 2300 or more now counts as reached).
   */
  reached2300?: boolean;
  /** The date K applies on (the first day of the rating period); required with `birthDate`. */
  on?: CalendarDate;
  /** FIDE2024: rated games in the period, for K × games ≤ 700. */
  gamesInPeriod?: number;
}

/**
 * The 18th birthday; someone born on 29 February turns 18 on 28 February in a common year
 * (the day is clamped to the month, as Hungarian law counts such dates).
 */
export function eighteenthBirthday(birth: CalendarDate): CalendarDate {
  const year = birth.year + JUNIOR_AGE;
  return { year, month: birth.month, day: Math.min(birth.day, daysInMonth(year, birth.month)) };
}

/**
 * Whether the junior K 40 rule reaches the date: HU2017 until the 18th birthday (not on it);
 * FIDE2024 until the end of the year of the 18th birthday.
 */
export function isJunior(birth: CalendarDate, on: CalendarDate, rules: Rules): boolean {
  if (compareDates(birth, on) > 0) {
    throw invalid(msg("fideBirthAfter", { birth: formatIsoDate(birth), on: formatIsoDate(on) }));
  }
  if (rules.juniorUntilEndOfYear) return on.year <= birth.year + JUNIOR_AGE;
  return compareDates(on, eighteenthBirthday(birth)) < 0;
}

/** FIDE2024: the largest whole K not above `k` with K × games ≤ limit (no limit: `k`). */
export function limitK(k: number, gamesInPeriod: number, rules: Rules): number {
  checkBound("games", gamesInPeriod, undefined, "gamesInPeriod"); // H1, as FIDE.K's games_in_period
  if (rules.kTimesGamesMax === null || gamesInPeriod === 0) return k;
  return Math.min(k, Math.floor(rules.kTimesGamesMax / gamesInPeriod));
}

/**
 * K by D9: 10 if a published 2400 was ever reached; else 40 if the player has completed fewer
 * than 30 games or is a junior whose published rating has never reached 2300 (D23); else 20.
 * FIDE2024 then limits K × games ≤ 700.
 */
export function kFactor(input: KInput, rules: Rules): number {
  const { rating, games } = input;
  // H1: the bounds FIDE.K's arguments have (bounds.ts)
  checkBound("fideRating", rating, undefined, "rating");
  checkBound("games", games);
  if (input.birthDate !== undefined && input.on === undefined) {
    throw invalid(msg("fideBirthNeedsDate", {}));
  }
  const junior =
    input.birthDate !== undefined && input.on !== undefined && isJunior(input.birthDate, input.on, rules);
  let k: number;
  if (input.reached2400 === true || rating >= ELITE_FROM) k = K_ELITE;
  else if (games < NEW_PLAYER_GAMES || (junior && rating < JUNIOR_BELOW && input.reached2300 !== true)) {
    k = K_NEW;
  } else k = K_DEFAULT;
  return input.gamesInPeriod === undefined ? k : limitK(k, input.gamesInPeriod, rules);
}
