/**
 * First ratings of unrated players in Swiss and team events, pooled over events (8.2, 8.3;
 * RULES §2.1, D10, D11) and by FIDE2024's formula (RULES §2.2).
 */
import { invalid, outOfRange } from "../common/errors";
import { type FideGame, halfPointsOf } from "./change";
import { dpOfHundredths, percentHundredths } from "./dp";
import { divideRounded } from "./performance";
import { type Rules } from "./rules";
import {
  DEFAULT_BONUS,
  HYPOTHETICAL_OPPONENTS,
  HYPOTHETICAL_RATING,
  INITIAL_MAX,
  INITIAL_MIN_GAMES,
} from "./tables";

export type NotRegistered =
  /** HU2017 8.21: the first event scored under ½ point (and no later event is given). */
  | "first event under ½ point"
  | "no games against rated opponents"
  /** FIDE2024: fewer than 5 games against rated opponents. */
  | "fewer than 5 games"
  /** FIDE2024: the figure is below the 1400 floor. */
  | "below the floor";

export interface FirstRating {
  /** The rounded figure; null when there are no games to compute it from. */
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
      throw outOfRange(`Opponent rating ${g.opponent} must be 0 or more`);
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
  if (!Number.isInteger(bonus) || bonus < 0 || bonus > 100) {
    throw outOfRange(`Bonus ${bonus} must be a whole number of points 0..100`);
  }
}

/**
 * HU2017 (8.2, 8.3): Rc = average of the rated opponents over all events pooled; at 50 % Ru = Rc;
 * above, Rc + bonus per half point above 50 % (D11, default 15); below, Rc + dp(p). Events given
 * in order; a first event scoring under ½ point is disregarded and the next one counts as first.
 */
function firstRatingHu(events: readonly (readonly FideGame[])[], bonus: number): FirstRating {
  checkBonus(bonus);
  let start = 0;
  for (; start < events.length; start++) {
    const first: Pool = { n: 0, half: 0, sum: 0 };
    pool(events[start] ?? [], first);
    if (first.half >= 1) break;
  }
  const all: Pool = { n: 0, half: 0, sum: 0 };
  for (const e of events) pool(e, { n: 0, half: 0, sum: 0 }); // validate every event
  for (const e of events.slice(start)) pool(e, all);
  const empty = { games: 0, points: 0, average: 0, p: 0, dp: 0, capped: false, rating: null };
  if (start === events.length) {
    const anyGames = events.some((e) => e.some((g) => g.opponent !== null));
    return {
      ...empty,
      registered: false,
      reason: anyGames ? "first event under ½ point" : "no games against rated opponents",
    };
  }
  const { n, half, sum } = all;
  const p = percentHundredths(half, n);
  const dp = dpOfHundredths(p);
  // Added to Rc: 0 at 50 %, bonus per half point above it, dp below it.
  const add = half === n ? 0 : half > n ? bonus * (half - n) : dp;
  return {
    rating: rounded(sum + n * add, n),
    registered: true,
    games: n,
    points: half / 2,
    average: sum / n,
    p,
    dp,
    capped: false,
  };
}

/**
 * FIDE2024: the rated opponents plus two hypothetical 1800 opponents, both drawn; Ru = Ra + dp(p)
 * rounded, at most 2200; published only from 5 games against rated opponents and 1400 up.
 */
function firstRatingFide2024(events: readonly (readonly FideGame[])[], rules: Rules): FirstRating {
  const all: Pool = { n: 0, half: 0, sum: 0 };
  for (const e of events) pool(e, all);
  if (all.n === 0) {
    return {
      rating: null,
      registered: false,
      reason: "no games against rated opponents",
      games: 0,
      points: 0,
      average: 0,
      p: 0,
      dp: 0,
      capped: false,
    };
  }
  const n = all.n + HYPOTHETICAL_OPPONENTS;
  const half = all.half + HYPOTHETICAL_OPPONENTS; // two draws: one half point each
  const sum = all.sum + HYPOTHETICAL_OPPONENTS * HYPOTHETICAL_RATING;
  const p = percentHundredths(half, n);
  const dp = dpOfHundredths(p);
  const figure = rounded(sum + n * dp, n);
  const rating = Math.min(figure, INITIAL_MAX);
  const reason: NotRegistered | undefined =
    all.n < INITIAL_MIN_GAMES
      ? "fewer than 5 games"
      : rules.floor !== null && rating < rules.floor
        ? "below the floor"
        : undefined;
  return {
    rating,
    registered: reason === undefined,
    ...(reason === undefined ? {} : { reason }),
    games: all.n,
    points: all.half / 2,
    average: sum / n,
    p,
    dp,
    capped: figure > INITIAL_MAX,
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
): FirstRating {
  if (rules.firstRating === "FIDE2024") {
    if (bonus !== undefined) throw invalid(`A bonus per half point belongs to HU2017; FIDE2024 has none`);
    return firstRatingFide2024(events, rules);
  }
  return firstRatingHu(events, bonus ?? DEFAULT_BONUS);
}
