/** The formulas the tournament sheet writes: the spilling functions over the crosstable and the header block's cells. */
import { type HeaderKey } from "./texts";

import { systemOf } from "../systems";
import type { SystemName } from "../systems";
import type { SheetLanguage } from "./texts";

/** The `language` argument of TOURNAMENT.* (their header row): none for English. */
const languageArg = (language: SheetLanguage): string | undefined =>
  language === "en" ? undefined : `"${language}"`;

/**
 * A call's arguments in their order, `undefined` for one not given (D187): those after the last
 * given are left out, and one before it is written `""`, never an empty slot (`,,`), whose value
 * Excel does not document (`0` on some builds: office-js#4702). Every function reads `""` as the
 * argument not given.
 */
export function callArguments(args: readonly (string | undefined)[]): string {
  let end = args.length;
  while (end > 0 && args[end - 1] === undefined) end--;
  return args
    .slice(0, end)
    .map((a) => a ?? '""')
    .join(",");
}

/** Mahjong's W, live over the header block's last day and release (D16). */
export function weightFormula(lastDayCell: string, releaseCell: string): string {
  return `=MAHJONG.WEIGHT(${lastDayCell},${releaseCell})`;
}

/** A K cell that follows the header block's K: blank (D9 by the function) when that is no number. */
export function kFormula(kCell: string): string {
  return `=IF(ISNUMBER(${kCell}),${kCell},"")`;
}

/**
 * The ratings function call over a crosstable's data rows (`$A$12:$K$40`) and the header block's
 * cells; `sideColumn` is the column beside the crosstable the function takes: FIDE's K, MGSZ's
 * Register (D24).
 */
export function ratingsFormula(
  system: SystemName,
  data: string,
  cells: Partial<Record<HeaderKey, string>>,
  sideColumn: string | undefined,
  language: SheetLanguage,
  acceptUnknown = false,
): string {
  const { ratingsFunction, ratingsArguments } = systemOf(system).sheet;
  const args = ratingsArguments(data, cells, sideColumn, languageArg(language), acceptUnknown);
  return `=${ratingsFunction}(${callArguments(args)})`;
}

/** D54: whether a ratings formula (as `ratingsFormula` writes it) rates without the unsettled games. */
export function acceptsUnknown(formula: unknown): boolean {
  return typeof formula === "string" && /^=TOURNAMENT\.(MGSZ|FIDE)\(.*,\s*TRUE\s*\)$/i.test(formula.trim());
}

/**
 * Team standings over the crosstable and the block of team, board, No (RULES §2.4, D30); the
 * file's own tie-breaks and boards due when it states them, and the block of team rounds without
 * a match (byes, forfeited matches) when there is one.
 */
export function teamStandingsFormula(
  data: string,
  teams: string,
  language: SheetLanguage,
  extra: { tiebreaks?: string; boards?: number; matches?: string; matchPoints?: string } = {},
): string {
  const args = [
    data,
    teams,
    extra.tiebreaks === undefined ? undefined : `"${extra.tiebreaks}"`,
    extra.boards === undefined ? undefined : String(extra.boards),
    undefined, // rounds: all
    languageArg(language),
    extra.matches,
    extra.matchPoints === undefined ? undefined : `"${extra.matchPoints}"`,
  ];
  return `=TOURNAMENT.TEAMSTANDINGS(${callArguments(args)})`;
}

/** The pairing block's McMahon cells (P35), absolute: TOURNAMENT.STANDINGS's McMahon arguments. */
export interface McMahonCells {
  readonly zero: string;
  readonly floor: string;
  readonly bar: string;
  readonly absent: string;
  readonly roundDown: string;
}

/**
 * TOURNAMENT.STANDINGS over the crosstable; with the pairing block's McMahon cells (P35) as its
 * mm_bar, mm_floor, mm_zero, mm_absent and round_down, so that the standings print the MMS the
 * pairing starts from.
 */
export function standingsFormula(
  data: string,
  tiebreaksCell: string,
  language: SheetLanguage,
  mm?: McMahonCells,
): string {
  // crosstable, tiebreaks, rounds, literal, round_robin, mm_bar, mm_floor, mm_zero, mm_corrections,
  // mm_absent, round_down, points_absent, language: rounds … round_robin, the corrections and
  // points_absent not given
  const args = [data, tiebreaksCell, undefined, undefined, undefined, mm?.bar, mm?.floor, mm?.zero];
  args.push(undefined, mm?.absent, mm?.roundDown, undefined, languageArg(language));
  return `=TOURNAMENT.STANDINGS(${callArguments(args)})`;
}
