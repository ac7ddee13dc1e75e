/**
 * First ratings of unrated players in Swiss and team events, pooled over events (8.2, 8.3;
 * RULES §2.1, D10, D11) and by FIDE2024's formula (RULES §2.2).
 */
import { msg } from "../../i18n/table";
import { type CalendarDate, compareDates, daysInMonth, formatIsoDate } from "../common/date";
import { checkBound } from "../common/bounds";
import { invalid, outOfRange } from "../common/errors";
import { type FideGame, halfPointsOf } from "./change";
import { dpOfHundredths, percentHundredths } from "./dp";
import { divideRounded } from "./performance";
import { type Rules } from "./rules";
import { DEFAULT_BONUS, HYPOTHETICAL_OPPONENTS, HYPOTHETICAL_RATING, INITIAL_MAX } from "./tables";

export type NotRegistered =
  /** HU2017 8.21: the first event scored under ½ point (and no later event is given). */
  | "first event under ½ point"
  /** FIDE2024 8.2.1: the first event scored zero (and no later event is given). */
  | "first event scored zero"
  | "no games against rated opponents"
  /** Fewer games against rated opponents than the rule set's minimum (D25: 9; FIDE2024: 5). */
  | "too few games"
  /** The figure is below the floor (HU2017 8.31: 1000, D25; FIDE2024: 1400). */
  | "below the floor";

export interface FirstRating {
  /** The rounded figure, published or not; null when there are no games to compute it from. */
  rating: number | null;
  /** False when the figure is not published; `reason` says why. */
  registered: boolean;
  reason?: NotRegistered;
  /** Games against rated opponents counted (without FIDE2024's hypothetical ones). */
  games: number;
  points: number;
  /** The average the figure is built on: Rc (HU2017) or Ra with the hypothetical opponents. */
  average: number;
  /** p in hundredths and its dp (p over all games counted, hypothetical ones included). */
  p: number;
  dp: number;
  /** FIDE2024: the figure was capped at 2200. */
  capped: boolean;
  /** The minimum number of games and the floor the figure was held to. */
  minGames: number;
  floor: number;
  /** Events left out: a first event under ½ point (8.21) or scoring zero (8.2.1), or older than 7.1.4's window. */
  disregarded: number;
}

export interface FirstRatingOptions {
  /** Games against rated opponents needed for a published figure (default: the rule set's, D25). */
  readonly minGames?: number;
  /**
   * The date of each event, in the order of the events (a missing date: no window for it).
   * FIDE2024 7.1.4 pools the games of the 26 months up to the last event's date.
   */
  readonly dates?: readonly (CalendarDate | undefined)[];
}

interface Pool {
  n: number;
  half: number;
  sum: number;
}

function pool(games: readonly FideGame[], into: Pool): void {
  for (const g of games) {
    if (g.opponent === null) continue; // 8.52: games against unrated players are not rated
    if (!Number.isFinite(g.opponent) || g.opponent < 0) {
      throw outOfRange(msg("outOfRange", { field: "opponentRating", value: g.opponent, min: 0 }));
    }
    into.half += halfPointsOf(g.score);
    into.sum += g.opponent;
    into.n++;
  }
}

/** Rounded once, half up; exact for whole ratings. */
function rounded(numerator: number, denominator: number): number {
  return Number.isInteger(numerator)
    ? divideRounded(numerator, denominator)
    : Math.floor(numerator / denominator + 0.5);
}

function checkBonus(bonus: number): void {
  checkBound("bonus", bonus); // H1, as FIDE.INITIAL's bonus
}

/** The date `months` calendar months before `d`, the day clamped to the month. */
function monthsBefore(d: CalendarDate, months: number): CalendarDate {
  const index = d.year * 12 + (d.month - 1) - months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(d.day, daysInMonth(year, month)) };
}

function pointsOf(games: readonly FideGame[]): Pool {
  const p: Pool = { n: 0, half: 0, sum: 0 };
  pool(games, p);
  return p;
}

/**
 * The events that count, in order: leading events scoring nothing are disregarded (HU2017
 * 8.21: under ½ point; FIDE2024 8.2.1: zero) and the next counts as the first; FIDE2024 then keeps the events of the 26 months up to the last one's date (7.1.4).
 */
function countedEvents(
  events: readonly (readonly FideGame[])[],
  rules: Rules,
  dates: readonly (CalendarDate | undefined)[] | undefined,
): { first: number; from: number } {
  const pools = events.map(pointsOf); // validates every event
  if (dates !== undefined && dates.length !== events.length) {
    throw invalid(msg("fideDatesCount", { dates: dates.length, events: events.length }));
  }
  let last: CalendarDate | undefined;
  dates?.forEach((d, i) => {
    if (d === undefined) return;
    if (last !== undefined && compareDates(d, last) < 0) {
      throw invalid(msg("fideEventOrder", { event: i + 1, date: formatIsoDate(d) }));
    }
    last = d;
  });
  // "under ½ point" (8.21) and "zero" (8.2.1) are the same score: no half point at all
  let first = 0;
  while (first < events.length && (pools[first] as Pool).half === 0) first++;
  let from = first;
  if (rules.poolMonths !== null && last !== undefined) {
    const since = monthsBefore(last, rules.poolMonths);
    while (from < events.length) {
      const d = dates?.[from];
      if (d === undefined || compareDates(d, since) >= 0) break;
      from++;
    }
  }
  return { first, from };
}

// the officer's minimum within H1's bound, as FIDE.INITIAL's min_games is (bounds.ts)
function checkMinGames(minGames: number): void {
  checkBound("minGames", minGames);
}

/**
 * HU2017 (8.2, 8.3, D25): Rc = average of the rated opponents over all events pooled; at 50 %
 * Ru = Rc; above, Rc + bonus per half point above 50 % (D11, default 15); below, Rc + dp(p). Events
 * given in order; a first event scoring under ½ point is disregarded and the next one counts as
 * first (8.21). Published only from the minimum number of games (D25, default 9) and when the
 * figure is not below the floor of the time (8.31, 1000).
 *
 * FIDE2024: the rated opponents plus two hypothetical 1800 opponents, both drawn; Ru = Ra + dp(p)
 * rounded, at most 2200; published only from 5 games against rated opponents and 1400 up; a zero
 * first event disregarded (8.2.1), games pooled over 26 months (7.1.4).
 */
function computeFirstRating(
  events: readonly (readonly FideGame[])[],
  rules: Rules,
  bonus: number,
  opts: FirstRatingOptions,
): FirstRating {
  const minGames = opts.minGames ?? rules.firstRatingMinGames;
  checkMinGames(minGames);
  const floor = rules.firstRatingFloor;
  const { first, from } = countedEvents(events, rules, opts.dates);
  const all: Pool = { n: 0, half: 0, sum: 0 };
  for (const e of events.slice(from)) pool(e, all);
  const held = { minGames, floor, disregarded: from };
  if (first === events.length || all.n === 0) {
    const anyGames = events.some((e) => e.some((g) => g.opponent !== null));
    const reason: NotRegistered = !anyGames
      ? "no games against rated opponents"
      : first === events.length
        ? rules.zeroFirstEventDisregarded
          ? "first event scored zero"
          : "first event under ½ point"
        : "no games against rated opponents";
    return {
      rating: null,
      registered: false,
      reason,
      games: 0,
      points: 0,
      average: 0,
      p: 0,
      dp: 0,
      capped: false,
      ...held,
    };
  }
  const hypothetical = rules.firstRating === "FIDE2024";
  const n = all.n + (hypothetical ? HYPOTHETICAL_OPPONENTS : 0);
  const half = all.half + (hypothetical ? HYPOTHETICAL_OPPONENTS : 0); // two draws: one half point each
  const sum = all.sum + (hypothetical ? HYPOTHETICAL_OPPONENTS * HYPOTHETICAL_RATING : 0);
  const p = percentHundredths(half, n);
  const dp = dpOfHundredths(p);
  // HU2017, added to Rc: 0 at 50 %, bonus per half point above it, dp below it. FIDE2024: dp.
  const add = hypothetical ? dp : half === n ? 0 : half > n ? bonus * (half - n) : dp;
  const figure = rounded(sum + n * add, n);
  const rating = hypothetical ? Math.min(figure, INITIAL_MAX) : figure;
  const reason: NotRegistered | undefined =
    rating < floor ? "below the floor" : all.n < minGames ? "too few games" : undefined;
  return {
    rating,
    registered: reason === undefined,
    ...(reason === undefined ? {} : { reason }),
    games: all.n,
    points: all.half / 2,
    average: sum / n,
    p,
    dp,
    capped: figure > rating,
    ...held,
  };
}

/**
 * First rating of an unrated player from the games of one or more Swiss or team events, in
 * order, pooled as if played in one event (8.3). Opponents null are unrated and not counted.
 * `bonus` (D11, default 15) belongs to HU2017; FIDE2024 has none (giving one is an error).
 */
export function firstRating(
  events: readonly (readonly FideGame[])[],
  rules: Rules,
  bonus?: number,
  opts: FirstRatingOptions = {},
): FirstRating {
  if (rules.firstRating === "FIDE2024" && bonus !== undefined) {
    throw invalid(msg("fideBonusHu2017", {}));
  }
  if (bonus !== undefined) checkBonus(bonus);
  return computeFirstRating(events, rules, bonus ?? DEFAULT_BONUS, opts);
}
