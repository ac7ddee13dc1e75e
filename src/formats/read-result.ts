import {
  FIRST_YEAR,
  LAST_YEAR,
  type ReadDate,
  compareDates,
  formatIsoDate,
  isReadDate,
  readDate,
} from "../core/common/date";
import { BOUNDS, type Quantity, inBound, readBounded } from "../core/common/bounds";
import { checkSymmetry } from "../core/tournament/symmetry";
import { unsettledGames } from "../core/tournament/unsettled";
import { type PlayerField, reportRepeatedPlayers } from "./repeated-players";
import type { DiagnosticSink } from "../core/tournament/diagnostics";
import { DEFAULT_PARAMETERS } from "../core/tournament/model";
import type { SourceFormat, Tournament } from "../core/tournament/model";
import { type ReaderField } from "../i18n/reader-words";
import { msg } from "../i18n/table";
import type { EncodingName } from "./encoding";
import type { ReadResult, SourcePos } from "./types";

/** Where the file writes round `round` (0-based) of player `player`: its result cell or game element. */
type CellLocator = (player: number, round: number) => SourcePos | undefined;

/** Where the file writes player `player`'s name, EGD PIN or FIDE ID (its value's first character). */
export type FieldLocator = (player: number, field: PlayerField) => SourcePos | undefined;

/**
 * The common findings of every tournament reader, once the players and games are read. First a
 * player's ID or name given twice (D63, D74: repeated-players.ts), at the field that repeats it
 * (`fieldAt`) where the reader knows it. Then the symmetry check's,
 * each at the result cell that shows it (the player's round entry: `cellAt`), else at the player's source line. OpenGotha's "both win" /
 * "both lose" results are legal there, hence a warning. Then each game whose result is not
 * known (D53), a warning at the cell that does not give it: the rating refuses such games.
 */
export function reportAsymmetries(
  t: Tournament,
  lines: readonly number[],
  sink: DiagnosticSink,
  cellAt?: CellLocator,
  fieldAt?: FieldLocator,
): void {
  reportRepeatedPlayers(t, lines, sink, fieldAt);
  const unsettled = unsettledGames(t);
  // D53: a contradictory game is said as the rating says it (its players' names, "both claim the win")
  const contradictory = new Map(
    unsettled
      .filter((g) => g.kind === "contradictory")
      .map((g) => [`${g.round}:${g.first}:${g.second}`, g.text]),
  );
  // no more findings than the sink still keeps (it keeps 1,000 diagnostics at most)
  for (const a of checkSymmetry(t, Math.max(0, sink.limit - sink.items.length))) {
    const severity = a.kind === "results" || a.kind === "forfeit" ? "warning" : "error";
    const at = cellAt?.(a.player, a.round - 1);
    const line = at && at.line > 0 ? at.line : (lines[a.player] ?? 0);
    const text =
      (a.kind === "results" && contradictory.get(`${a.round}:${a.player}:${a.opponent}`)) || a.text;
    sink.add(severity, line, at && at.line > 0 ? at.column : 0, text);
  }
  // D53: each game without a known result, at the cell that does not give it, naming both players
  // (the contradictory and one-sided ones are the symmetry check's findings above)
  for (const g of unsettled) {
    if (g.kind !== "unknown" && g.kind !== "half-known") continue;
    const unknownSide = g.firstScore === null ? g.first : g.second;
    const at = cellAt?.(unknownSide, g.round - 1);
    const line = at && at.line > 0 ? at.line : (lines[unknownSide] ?? 0);
    sink.warning(line, at && at.line > 0 ? at.column : 0, g.text);
  }
}

/**
 * Line starts of a text, for turning string offsets into 1-based line and column. A line ends at
 * CR LF, LF or a lone CR, as the XML parser counts lines (XML 1.0's end-of-line handling) and
 * as `splitLines` reads them: the positions of elements and the parser's own errors agree in a
 * file saved with CR alone (old Mac editors).
 */
export function positionsOf(text: string): (offset: number) => SourcePos {
  const starts = [0];
  for (const m of text.matchAll(/\r\n?|\n/g)) starts.push(m.index + m[0].length);
  return (offset) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((starts[mid] ?? 0) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - (starts[lo] ?? 0) + 1 };
  };
}

/**
 * Offset of the `<` of each `<tag` element in order, `<tag>`, `<tag …>` or `<tag/>` (not
 * `<tags>`): the XML parser gives none, so the k-th element read is the k-th here. Comments,
 * CDATA sections, processing instructions and the doctype are skipped as the parser skips them,
 * so a `<Game` inside `<!-- … -->` shifts nothing (H8).
 */
export function tagOffsets(text: string, tag: string): number[] {
  const out: number[] = [];
  const skips: readonly (readonly [string, string])[] = [
    ["<!--", "-->"],
    ["<![CDATA[", "]]>"],
    ["<?", "?>"],
    ["<!", ">"],
  ];
  const open = `<${tag}`;
  for (let i = text.indexOf("<"); i >= 0;) {
    const skip = skips.find(([start]) => text.startsWith(start, i));
    if (skip !== undefined) {
      const end = text.indexOf(skip[1], i + skip[0].length);
      if (end < 0) break;
      i = text.indexOf("<", end + skip[1].length);
      continue;
    }
    if (text.startsWith(open, i)) {
      const next = text.charAt(i + open.length);
      if (next === ">" || next === "/" || /\s/.test(next)) out.push(i);
    }
    i = text.indexOf("<", i + 1);
  }
  return out;
}

/** Position (line, column of the `<`) of each `<tag` element in order ({@link tagOffsets}). */
export function tagPositions(text: string, tag: string): SourcePos[] {
  const at = positionsOf(text);
  return tagOffsets(text, tag).map(at);
}

/**
 * Offset of the first `<child` element within each element at `parents` (offsets of `<parent`,
 * in order: within = before the next one), undefined where it has none; linear in the text.
 */
export function childOffsets(
  text: string,
  parents: readonly number[],
  child: string,
): (number | undefined)[] {
  const all = tagOffsets(text, child);
  let k = 0;
  return parents.map((from, i) => {
    while (k < all.length && (all[k] ?? 0) < from) k++;
    const o = all[k];
    return o !== undefined && o < (parents[i + 1] ?? Infinity) ? o : undefined;
  });
}

/**
 * Offset of attribute `name` (its first letter) in the start tag at `offset`, undefined when
 * the tag does not write it.
 */
export function attributeOffset(text: string, offset: number, name: string): number | undefined {
  const end = text.indexOf(">", offset);
  if (end < 0) return undefined;
  const m = new RegExp(`\\s${name}\\s*=`).exec(text.slice(offset, end));
  return m === null ? undefined : offset + m.index + 1;
}

/** The common end of every tournament reader: the symmetry check, then the result. */
export function finishRead(
  tournament: Tournament,
  playerLines: readonly number[],
  sink: DiagnosticSink,
  encoding: EncodingName | "mixed",
  cellAt?: CellLocator,
  fieldAt?: FieldLocator,
): ReadResult {
  reportAsymmetries(tournament, playerLines, sink, cellAt, fieldAt);
  return { tournament, diagnostics: sink.items, encoding, playerLines };
}

/** The result of a reader that could not read the file at all (its diagnostics say why). */
export function emptyRead(
  format: SourceFormat,
  sink: DiagnosticSink,
  encoding: EncodingName | "mixed",
): ReadResult {
  const tournament: Tournament = { format, name: "", rounds: 0, parameters: DEFAULT_PARAMETERS, players: [] };
  return { tournament, diagnostics: sink.items, encoding, playerLines: [] };
}

/** Where a file writes a date: its text and position (line 0 when unknown). */
export interface DateAt extends SourcePos {
  readonly text: string | undefined;
}

/**
 * A date of the file read once, by the one date parser (H9): a text that is no date, or no
 * calendar date (`2010/02/30`), is a warning at its position naming `what`; the raw text stays
 * in the model beside the date.
 */
export function fileDate(sink: DiagnosticSink, what: ReaderField, at: DateAt): ReadDate | undefined {
  const text = at.text?.trim() ?? "";
  const r = readDate(text);
  if (r === undefined || isReadDate(r)) return r;
  const years = { first: FIRST_YEAR, last: LAST_YEAR };
  sink.warning(at.line, at.column, msg("rdBadDate", { what, value: text, reason: r.problem, ...years }));
  return undefined;
}

/**
 * The event's dates as the model holds them (H9): the texts as written and, beside them, the
 * calendar dates. A year alone is no event date; an end before the start is reported.
 */
export function eventDates(
  sink: DiagnosticSink,
  start: DateAt,
  end: DateAt,
): Pick<Tournament, "startDate" | "endDate" | "start" | "end"> {
  const day = (what: ReaderField, at: DateAt): ReadDate | undefined => {
    const d = fileDate(sink, what, at);
    if (d?.yearOnly !== true) return d;
    sink.warning(at.line, at.column, msg("rdYearNotDate", { what, value: at.text?.trim() ?? "" }));
    return undefined;
  };
  const s = day({ word: "startDate" }, start);
  const e = day({ word: "endDate" }, end);
  if (s !== undefined && e !== undefined && compareDates(e.date, s.date) < 0) {
    sink.warning(
      end.line,
      end.column,
      msg("rdEndBeforeStart", { end: formatIsoDate(e.date), start: formatIsoDate(s.date) }),
    );
  }
  const startText = start.text?.trim() ?? "";
  const endText = end.text?.trim() ?? "";
  return {
    ...(startText !== "" ? { startDate: startText } : {}),
    ...(endText !== "" ? { endDate: endText } : {}),
    ...(s !== undefined ? { start: s.date } : {}),
    ...(e !== undefined ? { end: e.date } : {}),
  };
}

/**
 * A number of the file read against its quantity's bound (H1): blank is undefined; a text that
 * is not a plain decimal, is ambiguous (`2,150`) or is out of bounds is a diagnostic of
 * `severity` at its position naming `what`, and undefined.
 */
export function fileNumber(
  sink: DiagnosticSink,
  quantity: Quantity,
  what: ReaderField,
  text: string | undefined,
  at: SourcePos,
  severity: "error" | "warning" = "warning",
  said: "rdBadNumber" | "rdBadRating" | "rdBadHistoryRating" = "rdBadNumber",
): number | undefined {
  const t = (text ?? "").trim();
  const r = readBounded(quantity, t);
  if (r === undefined) return undefined;
  if ("value" in r) return r.value;
  sink.add(severity, at.line, at.column, msg(said, { what, value: t, why: r.why }));
  return undefined;
}

/** A number a file gives as a number (JSON): within its quantity's bound, else a diagnostic and undefined (H1). */
export function fileValue(
  sink: DiagnosticSink,
  quantity: Quantity,
  what: ReaderField,
  value: number | undefined,
  at: SourcePos,
  severity: "error" | "warning" = "warning",
): number | undefined {
  if (value === undefined || inBound(quantity, value)) return value;
  const b = BOUNDS[quantity];
  const bound = { min: b.min, max: b.max, whole: b.whole };
  sink.add(severity, at.line, at.column, msg("rdOutOfBounds", { what, value, ...bound }));
  return undefined;
}

/**
 * The texts a reader keeps in its model (names, federations, titles), each its own string:
 * a text cut out of the file (`split`, `substring`, a CSV parser's cells) is a view that keeps
 * the whole file alive as long as the model lives (issue 11, class 8: the model is at most 10
 * times the file, `npm run bench readers`). Equal texts (`ESP`, `GM`) are one string per read.
 */
export function textKeeper(): (text: string) => string {
  const seen = new Map<string, string>();
  return (text) => {
    const known = seen.get(text);
    if (known !== undefined) return known;
    // join builds a new flat string: no view of the file's text
    const own = text.split("").join("");
    seen.set(own, own);
    return own;
  };
}
