/**
 * The MGSZ (Hungarian Go Federation) custom functions, RULES.md §1 / FUNCTIONS.md.
 * Every export becomes `MGSZ.<NAME>`; helpers live in mgsz-args.ts.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- Excel passes untyped values; coerce.ts types them. */
import {
  type DoubledResult,
  chance as chanceOf,
  corrected as correctedOf,
  gamePoint,
} from "../core/mgsz/gamepoint";
import {
  extendedTime as extendedTimeOf,
  multiplier as multiplierOf,
  parseByoyomi,
  parseEvents,
  partsOf,
} from "../core/mgsz/multiplier";
import { mgszPerformance } from "../core/mgsz/performance";
import { newRank as newRankOf } from "../core/mgsz/promotion";
import { bandOf, bandWidth, formatRank, parseRank, rankPoints } from "../core/mgsz/rank";
import { ratingChange } from "../core/mgsz/rating";
import {
  bool,
  cells,
  bounded,
  isBlank,
  num,
  numbers,
  optInt,
  optNum,
  optText,
  result as resultOf,
  show,
  text,
  valueError,
  numError,
} from "./coerce";
import { msg } from "../i18n/table";
import { guard } from "./errors";
import { gamesArg, ratingArg, sumGamePointsArg } from "./mgsz-args";

// RULES §1.1, D1, D2
/**
 * Rank (band) of an MGSZ rating.
 * @customfunction MGSZ.RANK
 * @param rating Rating (Élő-pont), above 0 (0: an empty cell), e.g. 1947
 * @param [style] "short" (default, "1k") or "long" ("1 kju")
 * @returns Rank, e.g. "1k"
 */
export function rank(rating: any, style?: any): string {
  return guard(() => {
    const s = (optText(style, "style") ?? "short").toLowerCase();
    if (s !== "short" && s !== "long")
      throw valueError(
        msg("argNotOneOf", { arg: "style", value: show(s), options: ["short", "long"], quoted: true }),
      );
    return formatRank(bandOf(ratingArg(rating, "rating")), s);
  });
}

// RULES §1.1
/**
 * Lower threshold of an MGSZ rank.
 * @customfunction MGSZ.RANKPOINTS
 * @param rank Rank in any spelling, 35k..7d, e.g. "3 dan", "15 kyu"
 * @returns Threshold in rating points, e.g. 2130
 */
export function rankpoints(rank: any): number {
  return guard(() => rankPoints(parseRank(text(rank, "rank"), "rank")));
}

// RULES §1.1, D1
/**
 * Width of the band a rating is in.
 * @customfunction MGSZ.BANDWIDTH
 * @param rating Rating, above 0 (0: an empty cell), e.g. 1947
 * @returns Band width in points, e.g. 60
 */
export function bandwidth(rating: any): number {
  return guard(() => bandWidth(ratingArg(rating, "rating")));
}

// MGSZ 8.§
/**
 * Rating raised by handicap steps, one band width per stone.
 * @customfunction MGSZ.CORRECTED
 * @param rating Rating, above 0 (0: an empty cell), e.g. 1947
 * @param stones Handicap stones received, 0..9, e.g. 4
 * @returns Corrected rating, e.g. 2257
 */
export function corrected(rating: any, stones: any): number {
  return guard(() => correctedOf(ratingArg(rating, "rating"), bounded(stones, "stones", "handicap")));
}

// appendix table 4 (docs/mgsz.md)
/**
 * Chance-table value for a rating difference, as the MGSZ regulation tabulates it.
 * @customfunction MGSZ.CHANCE
 * @param difference Rating difference Δp in points (sign ignored), e.g. 82
 * @returns Chance c, 0..0.5, e.g. 0.31
 */
export function chance(difference: any): number {
  return guard(() => chanceOf(num(difference, "difference")) / 1000);
}

// MGSZ 8.§, RULES D5/D6
/**
 * Game point Jp of the first player in one game.
 * @customfunction MGSZ.GAMEPOINT
 * @param rating Player's rating before the tournament, above 0 (0: an empty cell), e.g. 1947
 * @param opponent Opponent's rating before the tournament, above 0 (0: an empty cell), e.g. 2419
 * @param result 1 win, 0 loss, 0.5 jigo, or "+", "-", "="
 * @param [stones] Handicap stones: > 0 received by the player, < 0 given, -9..9; default 0
 * @returns Jp, e.g. -0.16
 */
export function gamepoint(rating: any, opponent: any, result: any, stones?: any): number {
  return guard(
    () =>
      gamePoint(
        ratingArg(rating, "rating"),
        ratingArg(opponent, "opponent"),
        resultOf(result, "result") as DoubledResult,
        optInt(stones, "stones", -9, 9, 0),
      ) / 1000,
  );
}

// MGSZ 7.§
/**
 * Sum of the game points ΣJp of a player over a tournament.
 * @customfunction MGSZ.SUMGAMEPOINTS
 * @param rating Player's rating before the tournament, e.g. 1947
 * @param opponents Opponents' ratings before the tournament (range), e.g. {1935,1865}
 * @param results Results (range): 1, 0, 0.5 or "+", "-", "="
 * @param [stones] Handicap stones per game (range), + received, - given, -9..9; default 0
 * @returns ΣJp, e.g. 0.52
 */
export function sumgamepoints(rating: any, opponents: any[][], results: any[][], stones?: any[][]): number {
  return guard(() => sumGamePointsArg(ratingArg(rating, "rating"), opponents, results, stones) / 1000);
}

function change(rating: any, multiplier: any, opponents: any, results: any, stones: any): [number, number] {
  const r = ratingArg(rating, "rating");
  const c = bounded(multiplier, "multiplier", "multiplier"); // H1
  return [r, ratingChange(c, sumGamePointsArg(r, opponents, results, stones))];
}

// MGSZ 7.§, D7
/**
 * Rating change ⌊C·ΣJp + 0.5⌋ over a tournament.
 * @customfunction MGSZ.RATINGCHANGE
 * @param rating Player's rating before the tournament, e.g. 1947
 * @param multiplier Tournament multiplier C, whole number 0..100, e.g. 15
 * @param opponents Opponents' ratings (range), e.g. {2087,2130}
 * @param results Results (range): 1, 0, 0.5 or "+", "-", "="
 * @param [stones] Handicap stones per game (range), + received, - given, -9..9; default 0
 * @returns Change in points, e.g. 32
 */
export function ratingchange(
  rating: any,
  multiplier: any,
  opponents: any[][],
  results: any[][],
  stones?: any[][],
): number {
  return guard(() => change(rating, multiplier, opponents, results, stones)[1]);
}

// MGSZ 7.§
/**
 * New rating after a tournament: rating + ⌊C·ΣJp + 0.5⌋.
 * @customfunction MGSZ.NEWRATING
 * @param rating Player's rating before the tournament, e.g. 1947
 * @param multiplier Tournament multiplier C, whole number 0..100, e.g. 30
 * @param opponents Opponents' ratings (range), e.g. {1935,1865}
 * @param results Results (range): 1, 0, 0.5 or "+", "-", "="
 * @param [stones] Handicap stones per game (range), + received, - given, -9..9; default 0
 * @returns New rating, e.g. 1963
 */
export function newrating(
  rating: any,
  multiplier: any,
  opponents: any[][],
  results: any[][],
  stones?: any[][],
): number {
  return guard(() => {
    const [r, d] = change(rating, multiplier, opponents, results, stones);
    return r + d;
  });
}

// RULES §1.2
/**
 * Extended thinking time: base time plus 45 Japanese or 60 Canadian byo-yomi moves.
 * @customfunction MGSZ.EXTENDEDTIME
 * @param base_minutes Base thinking time in minutes, 0 or more, e.g. 60
 * @param [byoyomi] Japanese "3x20s" or "20s", Canadian "25/10" or "25/10m" (stones/minutes); default none
 * @returns Extended time in minutes, e.g. 75
 */
export function extendedtime(base_minutes: any, byoyomi?: any): number {
  return guard(() => {
    const b = optText(byoyomi, "byoyomi");
    return extendedTimeOf(num(base_minutes, "base_minutes"), b === undefined ? undefined : parseByoyomi(b));
  });
}

// MGSZ 6.§, D3, D27, D29
/**
 * Tournament multiplier C: thinking-time points plus importance points; below category E #N/A, the committee's C.
 * @customfunction MGSZ.MULTIPLIER
 * @param base_minutes Base thinking time in minutes, 0 or more, e.g. 120
 * @param [byoyomi] Japanese "3x20s" or "20s", Canadian "25/10" or "25/10m"; default none
 * @param [handicap_free] TRUE when no game has handicap; default TRUE
 * @param [participants] Number of participants, 0 or more; default 0
 * @param [event] Importance flags, all that apply, comma-separated: "invitational", "national", "european", "world", e.g. "invitational,world"; default none
 * @param [board] Board size 19 or 13 (13×13 gives C = 5); default 19
 * @returns C, e.g. 45
 */
export function multiplier(
  base_minutes: any,
  byoyomi?: any,
  handicap_free?: any,
  participants?: any,
  event?: any,
  board?: any,
): number {
  return guard(() => {
    const b = optText(byoyomi, "byoyomi");
    const e = parseEvents(optText(event, "event") ?? "");
    const size = optInt(board, "board", 9, 19, 19);
    if (size !== 13 && size !== 19)
      throw valueError(
        msg("argNotOneOf", { arg: "board", value: show(size), options: ["13", "19"], quoted: false }),
      );
    const base = bounded(base_minutes, "base_minutes", "minutes");
    // H1: blank or 0 is none; otherwise a whole number of participants (−5 and 2.5 are #NUM!)
    const n = optNum(participants, "participants", 0);
    return multiplierOf({
      baseMinutes: base,
      byoyomi: b === undefined ? undefined : parseByoyomi(b),
      handicapFree: bool(handicap_free, "handicap_free", true),
      participants: n === 0 ? 0 : bounded(participants, "participants", "participants"),
      event: e,
      board: size,
    });
  });
}

// MGSZ 6.§ (3), D4
/**
 * Round counts of the parts a tournament is rated in, spilled as a row.
 * @customfunction MGSZ.PARTS
 * @param multiplier Tournament multiplier C, whole number 0..100, e.g. 45
 * @param rounds Number of rounds, whole number 1..999, e.g. 7
 * @returns Rounds per part, e.g. {4, 3}
 */
export function parts(multiplier: any, rounds: any): number[][] {
  return guard(() => [
    partsOf(bounded(multiplier, "multiplier", "multiplier"), bounded(rounds, "rounds", "rounds")),
  ]);
}

// MGSZ 5.§, D8
/**
 * Rank after a series of tournaments; never goes down.
 * @customfunction MGSZ.NEWRANK
 * @param rank Rank before, any spelling, e.g. "1d"
 * @param ratings_after Ratings after each tournament, in order (range), e.g. {2035,2055,2040,2075}
 * @param [reached_once] Ranks whose threshold was already reached once before (range), e.g. "2d"
 * @returns New rank, e.g. "2d"
 */
export function newrank(rank: any, ratings_after: any[][], reached_once?: any[][]): string {
  return guard(() => {
    const before = parseRank(text(rank, "rank"), "rank");
    const ratings = numbers(ratings_after, "ratings_after");
    ratings.forEach((r, i) => {
      if (r < 0)
        throw numError(
          msg("outOfRange", {
            subject: { argument: `ratings_after[${i + 1}]` },
            field: "rating",
            value: r,
            min: 0,
          }),
        );
    });
    const once = cells(reached_once, "reached_once")
      .filter((c) => !isBlank(c))
      .map((c, i) => parseRank(text(c, `reached_once[${i + 1}]`), `reached_once[${i + 1}]`));
    return formatRank(newRankOf(before, ratings, once));
  });
}

// D24
/**
 * MGSZ performance: the rating at which ΣJp over these games is 0 by the chance table (shown beside a new player's starting rating).
 * @customfunction MGSZ.PERFORMANCE
 * @param opponents Opponents' ratings before the tournament (range), e.g. {1935,1865,1924,1997,2015}
 * @param results Results (range): 1, 0, 0.5 or "+", "-", "="
 * @param [stones] Handicap stones per game (range), + received, - given, -9..9; default 0
 * @returns Performance rating, e.g. 1991
 */
export function performance(opponents: any[][], results: any[][], stones?: any[][]): number {
  return guard(() => mgszPerformance(gamesArg(opponents, results, stones)));
}
