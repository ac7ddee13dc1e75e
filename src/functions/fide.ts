/**
 * The FIDE (chess Elo) custom functions, RULES.md §2 / FUNCTIONS.md. Every export becomes
 * `FIDE.<NAME>`; helpers live in fide-args.ts. Rule sets: "FIDE2024" (the default, §2.2) and "HU2017".
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- Excel passes untyped values; coerce.ts types them. */
import { rateScores } from "../core/fide/change";
import { dpOf } from "../core/fide/dp";
import { expectedSum } from "../core/fide/expectation";
import { firstRating } from "../core/fide/initial";
import { kFactor } from "../core/fide/kfactor";
import { performance as performanceOf } from "../core/fide/performance";
import { DEFAULT_BONUS, JUNIOR_BELOW, RATING_FLOOR } from "../core/fide/tables";
import {
  bool,
  bounded,
  isBlank,
  naError,
  num,
  numError,
  optDate,
  optBounded,
  scalar,
  valueError,
} from "./coerce";
import { msg } from "../i18n/table";
import { guard } from "./errors";
import {
  eventsArg,
  gamesArg,
  notPublished,
  ratingArg,
  ratingsArg,
  reachedArg,
  rulesArg,
  scoresArg,
} from "./fide-args";

// table 8.1b (docs/fide.md)
/**
 * Expected score against one or more opponents, summed (the 400-point rule).
 * @customfunction FIDE.EXPECTED
 * @param rating Player's rating, 1..4000 (0: an empty cell), e.g. 2145
 * @param opponents Opponents' ratings, 1..4000 (one value or a range; blanks and 0 skipped), e.g. 2300
 * @param [ruleset] "FIDE2024" (default), "HU2017", or "FIDE2024 2025-09-30" (as in force on a date)
 * @returns Expected score in points, e.g. 0.29
 */
export function expected(rating: any, opponents: any[][], ruleset?: any): number {
  return guard(
    () =>
      expectedSum(ratingArg(rating, "rating"), ratingsArg(opponents, "opponents"), rulesArg(ruleset)) / 100,
  );
}

// table 8.1a (docs/fide.md)
/**
 * Rating difference dp for a fraction scored (p rounded to hundredths, half up).
 * @customfunction FIDE.DP
 * @param p Fraction of the points scored, 0..1, e.g. 0.4
 * @returns dp in rating points, -800..800, e.g. -72
 */
export function dp(p: any): number {
  return guard(() => {
    const x = num(p, "p");
    if (x < 0 || x > 1) throw numError(msg("argOutside", { arg: "p", value: x, min: 0, max: 1 }));
    return dpOf(x);
  });
}

// D9, D23
/**
 * Development coefficient K (10 once 2400 reached, else 40 for new players and for juniors who never reached 2300, else 20).
 * @customfunction FIDE.KFACTOR
 * @param rating Published rating at the start of the period, 1..4000 (0: an empty cell), e.g. 2100
 * @param games Rated games completed before the period, whole number 0 or more, e.g. 12
 * @param [birth_date] Date of birth; blank: no junior rule; date cells: the workbook's date system once the add-in has read it, else 1900's; a date as text ("2026-12-01") is right in any workbook
 * @param [reached_2400] TRUE if a published rating ever reached 2400; default FALSE
 * @param [on_date] Date K applies on, e.g. the period's first day; required with birth_date; date cells: the workbook's date system once the add-in has read it, else 1900's; a date as text ("2026-12-01") is right in any workbook
 * @param [ruleset] "FIDE2024" (default) or "HU2017"
 * @param [games_in_period] FIDE2024: rated games in the period, K × games ≤ 700; default none
 * @param [reached_2300] TRUE if a published rating ever reached 2300 (no junior K 40 then); or the highest published rating; default FALSE
 * @returns K: 10, 20 or 40 (FIDE2024 possibly less), e.g. 40
 */
export function kfactor(
  rating: any,
  games: any,
  birth_date?: any,
  reached_2400?: any,
  on_date?: any,
  ruleset?: any,
  games_in_period?: any,
  reached_2300?: any,
): number {
  return guard(() => {
    const birth = optDate(birth_date, "birth_date");
    const on = optDate(on_date, "on_date");
    if (birth !== undefined && on === undefined) {
      throw valueError(msg("argOnDateWithBirth", { arg: "on_date", birth: "birth_date" }));
    }
    const inPeriod = isBlank(scalar(games_in_period, "games_in_period"))
      ? undefined
      : bounded(games_in_period, "games_in_period", "games"); // H1
    return kFactor(
      {
        rating: ratingArg(rating, "rating"),
        games: bounded(games, "games", "games"), // H1
        ...(birth === undefined ? {} : { birthDate: birth }),
        ...(on === undefined ? {} : { on }),
        reached2400: bool(reached_2400, "reached_2400", false),
        reached2300: reachedArg(reached_2300, "reached_2300", JUNIOR_BELOW),
        ...(inPeriod === undefined ? {} : { gamesInPeriod: inPeriod }),
      },
      rulesArg(ruleset),
    );
  });
}

function period(rating: any, opponents: any[][], scores: any[][], k: any, ruleset: any) {
  const r = ratingArg(rating, "rating");
  const games = scoresArg(opponents, scores);
  return rateScores(r, games.opponents, games.scores, bounded(k, "k", "kFactor"), rulesArg(ruleset));
}

/**
 * Rating change K·Σ(W − We), unrounded (FIDE2024: K reduced so that K × games ≤ 700).
 * @customfunction FIDE.CHANGE
 * @param rating Player's rating, 1..4000 (0: an empty cell), e.g. 2145
 * @param opponents Opponents' ratings (range; blanks: no game), e.g. {2300,2300}
 * @param scores Scores (range): 1, 0, 0.5 or "+", "-", "="
 * @param k Development coefficient K, whole number 0..100, e.g. 40
 * @param [ruleset] "FIDE2024" (default), "HU2017", or "FIDE2024 2025-09-30" (as in force on a date)
 * @returns Change in rating points, unrounded, e.g. 44
 */
export function change(rating: any, opponents: any[][], scores: any[][], k: any, ruleset?: any): number {
  return guard(() => period(rating, opponents, scores, k, ruleset).change);
}

// D10
/**
 * New rating: rating + change rounded to a whole number, .5 away from zero.
 * @customfunction FIDE.NEWRATING
 * @param rating Player's rating, 1..4000 (0: an empty cell), e.g. 2145
 * @param opponents Opponents' ratings (range; blanks: no game), e.g. {2300,2300}
 * @param scores Scores (range): 1, 0, 0.5 or "+", "-", "="
 * @param k Development coefficient K, whole number 0..100, e.g. 40
 * @param [ruleset] "FIDE2024" (default; below 1400 is #N/A), "HU2017", or "FIDE2024 2025-09-30"
 * @returns New rating, e.g. 2189
 */
export function newrating(rating: any, opponents: any[][], scores: any[][], k: any, ruleset?: any): number {
  return guard(() => {
    const r = period(rating, opponents, scores, k, ruleset);
    if (r.belowFloor) {
      throw naError(
        msg("fideNewBelowFloor", { rating: r.newRating, floor: RATING_FLOOR, rules: "FIDE2024" }),
      );
    }
    return r.newRating;
  });
}

// appendix II.3 (docs/fide.md)
/**
 * Tournament performance rating TPR: average of the opponents + dp(p).
 * @customfunction FIDE.PERFORMANCE
 * @param opponents Opponents' ratings (range; blanks: no game), e.g. {2300,2300}
 * @param scores Scores (range): 1, 0, 0.5 or "+", "-", "="
 * @returns TPR, rounded to a whole number, e.g. 2228
 */
export function performance(opponents: any[][], scores: any[][]): number {
  return guard(() => performanceOf(gamesArg(opponents, scores)).tpr);
}

// 8.2, 8.3, D11, D25, FIDE2024 8.2.1, 7.1.4
/**
 * First rating of an unrated player from pooled games against rated opponents.
 * @customfunction FIDE.INITIAL
 * @param opponents Rated opponents' ratings over all events pooled, 1..4000 (range; blanks and 0: no game), e.g. {2220,2150,2200}
 * @param scores Scores (range): 1, 0, 0.5 or "+", "-", "="
 * @param [ruleset] "FIDE2024" (default: two 1800 draws added, at most 2200) or "HU2017"
 * @param [bonus] HU2017: points per half point above 50 %, whole number 0..100; default 15
 * @param [min_games] Games against rated opponents needed, whole number 1..1000; default 5 (FIDE2024) or 9 (HU2017)
 * @param [event_dates] The event's date beside each game (range; one date per event): a first event under ½ point (HU2017) or at zero (FIDE2024) is left out; FIDE2024 pools 26 months; date cells: the workbook's date system once the add-in has read it, else 1900's; a date as text ("2026-12-01") is right in any workbook
 * @returns First rating, e.g. 2199; a figure not published (too few games, below the floor) is #N/A with the figure and the reason
 */
export function initial(
  opponents: any[][],
  scores: any[][],
  ruleset?: any,
  bonus?: any,
  min_games?: any,
  event_dates?: any[][],
): number {
  return guard(() => {
    const rules = rulesArg(ruleset);
    const hasBonus = !isBlank(scalar(bonus, "bonus"));
    if (hasBonus && rules.firstRating !== "HU2017") {
      throw valueError(msg("argBonusRules", { arg: "bonus", rules: rules.name }));
    }
    const b = hasBonus ? optBounded(bonus, "bonus", "bonus", DEFAULT_BONUS) : undefined; // H1, D11
    const minGames = isBlank(scalar(min_games, "min_games"))
      ? undefined
      : bounded(min_games, "min_games", "minGames"); // H1
    const { events, dates } = eventsArg(opponents, scores, event_dates ?? null);
    const r = firstRating(events, rules, b, {
      ...(minGames === undefined ? {} : { minGames }),
      ...(dates === undefined ? {} : { dates }),
    });
    if (r.registered && r.rating !== null) return r.rating;
    throw naError(notPublished(r, rules.name));
  });
}
