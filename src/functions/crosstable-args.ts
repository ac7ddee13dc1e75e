/** The crosstable and language arguments of the TOURNAMENT functions (tournament.ts, pairing.ts). */
import type { Tournament } from "../core/tournament/model";
import { ratedTournament, scoredAsUnknown, withoutResults } from "../core/tournament/unsettled";
import { type SheetValue, readSheetCrosstable } from "../formats/sheet-crosstable";
import { type HeaderLanguage, headerLanguage } from "../results/headers";
import { msg } from "../i18n/table";
import { type Arg, bool, isEmpty, rangeRows, scalar, show, valueError, zeroless } from "./coerce";
import { withinInputLimit } from "./cell-value";
import { ContentMemo } from "./memo";

/** A crosstable range read: the tournament, the range row of each player, the range's height. */
export interface CrosstableRead {
  readonly tournament: Tournament;
  readonly rows: readonly number[];
  readonly height: number;
}

/**
 * D330: the last reads of a crosstable range by its content: TOURNAMENT.STANDINGS and the
 * rating function beside it read the same range, and Excel calculates again what the pane's
 * build evaluated.
 */
const READS = new ContentMemo<CrosstableRead>(2);

/**
 * The crosstable range as a tournament with the range row of each player. `ranks: false`
 * leaves the third column alone (a chess title, "GM", is no Go rank). The read is kept by the
 * range's content (D330): it is frozen, shared by the calls that read the same values.
 */
export function crosstableRows(value: Arg, name: string, ranks = true): CrosstableRead {
  return READS.get([value, name, ranks], () => readCrosstable(value, name, ranks));
}

function readCrosstable(value: Arg, name: string, ranks: boolean): CrosstableRead {
  // D185: no cell of a crosstable takes the number 0 (D186: nor its Rating): an empty cell
  withinInputLimit(value, name); // D190
  const whole: SheetValue[][] = zeroless(rangeRows(value, name));
  const range = ranks ? whole : whole.map((r) => r.map((c, k) => (k === 2 ? null : c)));
  const { tournament, diagnostics, rows } = readSheetCrosstable(range);
  const errors = diagnostics.filter((d) => d.severity === "error");
  const [first] = errors;
  if (first !== undefined) {
    const { line: row, column, detail } = first;
    const more = errors.length - 1;
    const inner = first.text === undefined ? {} : { inner: first.text };
    throw valueError(msg("argCrosstable", { arg: name, row, column, ...inner, detail, more }));
  }
  if (tournament.players.length === 0) throw valueError(msg("argNoRows", { arg: name, rows: "player" }));
  return { tournament, rows, height: whole.length };
}

/** The header row's language (src/results/headers.ts): blank is English. */
export function languageArg(value: Arg, name: string): HeaderLanguage {
  const v = scalar(value, name);
  if (isEmpty(v)) return "en"; // D185
  const lang = typeof v === "string" ? headerLanguage(v) : null;
  if (lang === null)
    throw valueError(msg("argExpected", { arg: name, expected: "headerLanguage", got: show(v) }));
  return lang;
}

/**
 * D54: the crosstable's tournament for a rating: while games have no known or agreed result it
 * is refused (#VALUE!, naming them), unless `accept` (the `accept_unknown` argument) is TRUE:
 * then without their results.
 */
export function ratedCrosstable(t: Tournament, accept: Arg, name: string): Tournament {
  return ratedTournament(t, bool(accept ?? null, name, false));
}

/** D55: the standings' tournament: the games without a known or agreed result count as unknown. */
export function standingsCrosstable(t: Tournament): Tournament {
  return withoutResults(t, scoredAsUnknown(t));
}
