/**
 * The MAHJONG (Russian Mahjong Federation rating, 2022) custom functions, RULES.md §3 /
 * FUNCTIONS.md. Every export becomes `MAHJONG.<NAME>`; helpers live in mahjong-args.ts.
 * Exact inside (src/core/mahjong); T5 and the rating are rounded to two decimals (D15).
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- Excel passes untyped values; coerce.ts types them. */
import { type NormEvent, replay, startState } from "../core/mahjong/evolution";
import { type Exact, fromNumber, ratioToNumber, roundHalfAway } from "../core/mahjong/exact";
import { formatLevel, levelValue } from "../core/mahjong/level";
import { rating as ratingOf, t5OfExact } from "../core/mahjong/rating";
import { RATING_LIST_HEADER, displayRows, ratingList } from "../core/mahjong/ratinglist";
import { RESULT_COLUMNS, type RawCell, type ResultRow, readResultRow } from "../core/mahjong/result-row";
import {
  coefficient as coefficientOf,
  normRating,
  sizeFactor,
  weight as weightOf,
} from "../core/mahjong/tournament";
import { msg } from "../i18n/table";
import {
  bool,
  date,
  isBlank,
  naError,
  num,
  numberLike,
  numbers,
  paired,
  requiredError,
  rangeRows,
  scalar,
  valueError,
} from "./coerce";
import { withinInputLimit } from "./cell-value";
import { functionDateSystem } from "./date-system";
import { guard } from "./errors";
import { levelArg, levelsFactorArg, normArg, normOfPoints, styleArg } from "./mahjong-args";

/** NR × KT × W values: a range (blank cells skipped; all blank is no tournament) or one number. */
function valuesArg(values: any): Exact[] {
  if (!Array.isArray(values) && isBlank(values)) throw requiredError("values");
  return numbers(values, "values").map(fromNumber);
}

// RULES §3, D17
/**
 * Norm rating NR = 1000 × (N − place) / (N − 1): first place 1000, last 0.
 * @customfunction MAHJONG.NORMRATING
 * @param place Player's place, 1..participants; whole, or x.5 for a shared place, e.g. 20
 * @param participants Participants N, the most players at once in any session, whole 2..100000, e.g. 40
 * @returns NR, 0..1000, not rounded, e.g. 512.82…
 */
export function normrating(place: any, participants: any): number {
  return guard(() => ratioToNumber(normRating(num(place, "place"), num(participants, "participants"))));
}

// RULES §3, D16
/**
 * Tournament weight W by whole months from its last day to the release date.
 * @customfunction MAHJONG.WEIGHT
 * @param tournament_date Tournament's last day, a date not after the release, e.g. "2026-03-15"; date cells: the workbook's date system once the add-in has read it, else 1900's; a date as text ("2026-12-01") is right in any workbook
 * @param release_date Release date of the rating, e.g. "2026-12-01"; date cells: the workbook's date system once the add-in has read it, else 1900's; a date as text ("2026-12-01") is right in any workbook
 * @returns W, 1.00 down to 0 in steps of 0.08 per quarter, e.g. 0.84
 */
export function weight(tournament_date: any, release_date: any): number {
  return guard(
    () => weightOf(date(tournament_date, "tournament_date"), date(release_date, "release_date")) / 100,
  );
}

// RULES §3 table, D13
/**
 * Size factor KT_N of a tournament by its participants.
 * @customfunction MAHJONG.SIZEFACTOR
 * @param participants Participants N, whole 12..100000 (fewer: not rated, #N/A), e.g. 74
 * @returns KT_N, -0.20..1.50, e.g. 0.9
 */
export function sizefactor(participants: any): number {
  return guard(() => sizeFactor(num(participants, "participants")) / 100);
}

// RULES §3, D13, D14, D19
/**
 * Tournament coefficient KT = 0.1 × S + KT_N + KT_EU + KT_W.
 * @customfunction MAHJONG.COEFFICIENT
 * @param sessions Sessions S (elimination events: the fewest the main group played), whole 1..1000, e.g. 8
 * @param participants Participants N, whole 12..100000, e.g. 40
 * @param levels Players' levels at the start: a range of level names or values ("2d", 1250), or one mean value 0..7500, e.g. 1230
 * @param [championship] TRUE for a European or World championship or equivalent (+1.00); default FALSE
 * @returns KT, e.g. 2.5
 */
export function coefficient(sessions: any, participants: any, levels: any[][], championship?: any): number {
  return guard(
    () =>
      coefficientOf({
        sessions: num(sessions, "sessions"),
        participants: num(participants, "participants"),
        levelFactor: levelsFactorArg(levels, "levels"),
        championship: bool(championship, "championship", false),
      }) / 100,
  );
}

// RULES §3, D19
/**
 * Level whose norm NR × KT fulfils: the highest level value reached.
 * @customfunction MAHJONG.NORM
 * @param points NR × KT, 0 or more, e.g. 2500
 * @param [style] "short" (default, "2d"), "long" ("2 дан") or "english" ("2 dan")
 * @returns Level, e.g. "2d"
 */
export function norm(points: any, style?: any): string {
  return guard(() => {
    const s = styleArg(style);
    const p = num(points, "points");
    const index = normOfPoints(p);
    if (index === undefined) throw naError(msg("argBelowLevels", { arg: "points", value: p }));
    return formatLevel({ index, marks: 0 }, s);
  });
}

// RULES §3 level table, D14
/**
 * Numeric value of an evolution level, marks ignored.
 * @customfunction MAHJONG.LEVELVALUE
 * @param level Level in any spelling, 12 kyu..12 dan, e.g. "3 кю", "3 kyu", "3k", "2d+"
 * @returns Value in points, 0..7500, e.g. 1250
 */
export function levelvalue(level: any): number {
  return guard(() => levelValue(levelArg(level, "level").index));
}

// D15
/**
 * T5: the mean of the 5 largest NR × KT × W, missing ones counting 0, two decimals.
 * @customfunction MAHJONG.T5
 * @param values NR × KT × W of the player's tournaments (range; blanks skipped), e.g. {2300,1282.05}
 * @returns T5, e.g. 716.41
 */
export function t5(values: any[][]): number {
  return guard(() => roundHalfAway(t5OfExact(valuesArg(values))));
}

// RULES §3, D15
/**
 * Rating = 0.25 × EU + 0.75 × T5, shown with two decimals.
 * @customfunction MAHJONG.RATING
 * @param level Player's evolution level (marks ignored), a name or value, e.g. "2d+" or 2500
 * @param values NR × KT × W of the player's tournaments (range; blanks skipped), e.g. {2300,1282.05}
 * @returns Rating, e.g. 1162.31
 */
export function rating(level: any, values: any[][]): number {
  return guard(() => {
    const index = levelArg(level, "level").index;
    return roundHalfAway(ratingOf(index, t5OfExact(valuesArg(values))));
  });
}

// RULES §3, D18
/**
 * Evolution level with its marks after replaying a player's norms in date order.
 * @customfunction MAHJONG.EVOLUTION
 * @param dates Tournaments' last days (range of dates), e.g. {"2025-03-10","2025-06-01"}; date cells: the workbook's date system once the add-in has read it, else 1900's; a date as text ("2026-12-01") is right in any workbook
 * @param norms NR × KT of each tournament, or the level fulfilled (range, beside dates), e.g. {2100,2600}
 * @param release_date Release date; later tournaments are left out, e.g. "2026-12-01"; date cells: the workbook's date system once the add-in has read it, else 1900's; a date as text ("2026-12-01") is right in any workbook
 * @param [start_level] Level before the first tournament, with marks; default "12 kyu", e.g. "1k"
 * @returns Level with marks, e.g. "2d+"
 */
export function evolution(dates: any[][], norms: any[][], release_date: any, start_level?: any): string {
  return guard(() => {
    const rows = paired([
      { name: "dates", value: dates },
      { name: "norms", value: norms },
    ]);
    const events: NormEvent[] = rows.map(([t, n], i) => ({
      date: date(t ?? null, `dates[${i + 1}]`),
      norm: normArg(n ?? null, `norms[${i + 1}]`),
    }));
    const release = date(release_date, "release_date");
    const s = scalar(start_level, "start_level");
    const start = isBlank(s) ? startState() : startState(levelArg(s, "start_level"));
    return formatLevel(replay(events, release, start).level);
  });
}

/**
 * The results range as rows: blank rows skipped, a first row whose place is text (not a
 * number) is a header. Rows are named by their position in the range ("results row 3").
 */
function resultsArg(results: any): ResultRow[] {
  withinInputLimit(results, "results"); // D190
  const range: RawCell[][] = rangeRows(results, "results");
  const width = range[0]?.length ?? 0;
  if (width < RESULT_COLUMNS.length - 1 || width > RESULT_COLUMNS.length) {
    throw valueError(msg("argResultColumns", { arg: "results", columns: RESULT_COLUMNS, width }));
  }
  const rows: ResultRow[] = [];
  range.forEach((r, i) => {
    if (r.every((c) => isBlank(c))) return;
    const place = r[3];
    if (i === 0 && typeof place === "string" && !numberLike(place)) return;
    rows.push(readResultRow(r, i + 1, "results row", functionDateSystem())); // D193
  });
  if (rows.length === 0) throw valueError(msg("argNoRows", { arg: "results", rows: "result" }));
  return rows;
}

// RULES §3, D13–D19, D17
/**
 * The rating list released on a date from a results sheet, sorted by rating.
 * @customfunction MAHJONG.RATINGLIST
 * @param results Range, one row per player per tournament: player, tournament, last day (date), place (whole or x.5), participants N, sessions S, and optionally championship (TRUE/FALSE); a header row is allowed. Excel hands a function at most 5 MB (about 50,000 rows): a larger range stays #BUSY! or is refused; read it with the task pane's list; date cells: the workbook's date system once the add-in has read it, else 1900's; a date as text ("2026-12-01") is right in any workbook
 * @param release_date Release date of the rating; later tournaments are left out, e.g. "2026-12-01"; date cells: the workbook's date system once the add-in has read it, else 1900's; a date as text ("2026-12-01") is right in any workbook
 * @returns Table with a header row: Place, Player, Level (with marks), T5, Rating (two decimals), Tournaments (rated, weight above 0)
 */
export function ratinglist(results: any[][], release_date: any): any[][] {
  return guard(() => {
    const rows = resultsArg(results);
    const list = ratingList(rows, date(release_date, "release_date"), "results row");
    return [[...RATING_LIST_HEADER], ...displayRows(list)];
  });
}
