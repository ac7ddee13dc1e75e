/** The formulas the tournament sheet writes: the spilling functions over the crosstable and the header block's cells. */
import { type HeaderKey } from "./texts";

import { TOURNAMENT_FUNCTION_TEXTS } from "../functions/i18n/tournament";
import { systemOf } from "../systems";
import type { SideRanges, SystemName } from "../systems";
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
 * A function's parameter names in its signature's order, as its metadata gives them (the
 * JSDoc's family, D132, whose order test/functions/function-texts.test.ts holds to the
 * generated functions.json).
 */
export function parameterNames(id: string): string[] {
  const prefix = `${id}.`;
  return Object.keys(TOURNAMENT_FUNCTION_TEXTS.en)
    .filter((k) => k.startsWith(prefix) && k.endsWith(".name") && k.split(".").length === 4)
    .map((k) => k.slice(prefix.length, -".name".length));
}

/**
 * A call's arguments from its arguments by name (blank: not given), in the order of the
 * function's metadata, written as `callArguments` writes them (D187: no empty slot).
 */
export function namedCallArguments(id: string, named: Readonly<Record<string, string>>): string {
  const names = parameterNames(id);
  const unknown = Object.keys(named).filter((n) => !names.includes(n));
  // a name the metadata lacks is a mistake in the system's value, never the user's
  if (unknown.length > 0) throw new Error(`${id}(${unknown.join(", ")})`);
  return callArguments(names.map((n) => (named[n] === undefined || named[n] === "" ? undefined : named[n])));
}

/**
 * The ratings function call over a crosstable's data rows (`$A$12:$K$40`) and the header block's
 * cells; `sides` are the columns beside the crosstable the function takes: FIDE's K, MGSZ's
 * Register (D24) and thresholds reached once (D170), each passed by its argument's name.
 */
export function ratingsFormula(
  system: SystemName,
  data: string,
  cells: Partial<Record<HeaderKey, string>>,
  sides: SideRanges,
  language: SheetLanguage,
  acceptUnknown = false,
): string {
  const { ratingsFunction, ratingsArguments } = systemOf(system).sheet;
  const lang = language === "en" ? "" : `"${language}"`;
  const named = ratingsArguments(data, cells, sides, lang, acceptUnknown);
  return `=${ratingsFunction}(${namedCallArguments(ratingsFunction, named)})`;
}

/** A formula's top-level arguments as written (`=F(a,"b,c",G(d,e))` → `a`, `"b,c"`, `G(d,e)`). */
function formulaArguments(formula: string): { name: string; args: string[] } | null {
  const m = /^=\s*([A-Za-z][\w.]*)\s*\((.*)\)\s*$/su.exec(formula.trim());
  if (m === null) return null;
  const body = m[2] as string;
  const args: string[] = [];
  let depth = 0;
  let quoted = false;
  let from = 0;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (ch === '"') quoted = !quoted;
    else if (quoted) continue;
    else if (ch === "(") depth++;
    else if (ch === ")") depth--;
    else if (ch === "," && depth === 0) {
      args.push(body.slice(from, i).trim());
      from = i + 1;
    }
  }
  args.push(body.slice(from).trim());
  return { name: (m[1] as string).toUpperCase(), args };
}

/** D54: whether a ratings formula (as `ratingsFormula` writes it) rates without the unsettled games. */
export function acceptsUnknown(formula: unknown): boolean {
  if (typeof formula !== "string") return false;
  const call = formulaArguments(formula);
  if (call === null || !/^TOURNAMENT\.(MGSZ|FIDE)$/u.test(call.name)) return false;
  const at = parameterNames(call.name).indexOf("accept_unknown");
  return at >= 0 && (call.args[at] ?? "").toUpperCase() === "TRUE";
}

/**
 * Team standings over the crosstable and the block of team, board, No (RULES §2.4, D30); the
 * file's own tie-breaks and boards due when it states them, and the block of team rounds without
 * a match (byes, forfeited matches) when there is one.
 */
/** The team standings' function, whose formula marks a team event's sheet (D475). */
export const TEAM_STANDINGS = "TOURNAMENT.TEAMSTANDINGS";

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
  return `=${TEAM_STANDINGS}(${callArguments(args)})`;
}

/** The pairing block's McMahon cells (P35), absolute: TOURNAMENT.STANDINGS's McMahon arguments. */
export interface McMahonCells {
  readonly zero: string;
  readonly floor: string;
  readonly bar: string;
  readonly absent: string;
  readonly roundDown: string;
  /** D380: the tournament's bye, its points and McMahon points, where the block has their rows. */
  readonly byePoints?: string;
  readonly byeMms?: string;
  /** D382: the points of a round left blank, where the block has its row. */
  readonly absentPoints?: string;
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
  // mm_absent, round_down, points_absent, language, points_bye, mm_bye: rounds … round_robin and
  // the corrections not given; points_absent (D382) and the bye's (D380) where the block has them
  const args = [data, tiebreaksCell, undefined, undefined, undefined, mm?.bar, mm?.floor, mm?.zero];
  args.push(undefined, mm?.absent, mm?.roundDown, mm?.absentPoints, languageArg(language));
  if (mm?.byePoints !== undefined) args.push(mm.byePoints, mm.byeMms);
  return `=TOURNAMENT.STANDINGS(${callArguments(args)})`;
}
