import { decimalMarkOf, readMarked } from "../core/common/bounds";
import { joined, nameKey } from "../core/common/identity";
import { lookupTable } from "../core/common/lookup";
import type { Diagnostic } from "../core/tournament/diagnostics";
import { DiagnosticSink } from "../core/tournament/diagnostics";
import { msg } from "../i18n/table";
import { headerFound, headerKey, listColumns } from "./lists/csv-list";
import type { ResultColumn } from "../core/mahjong/result-row";
import { blankRow, csvRows, nameCell, repeatedColumns, unnamedCells } from "./csv-rows";
import { type EncodingName, type EncodingReport, reportOf, uncertainEncoding } from "./encoding";
import { type FileText, textOf } from "./file-text";

export interface MahjongResult {
  /** 1-based final place; tied players share it. */
  readonly place: number;
  readonly player: string;
  /** Tournament points (score) as printed, when the table has them (D69: shown, not rated). */
  readonly points?: number;
  readonly line: number;
}

export interface MahjongResults {
  readonly kind: "results-table";
  readonly name: string;
  readonly rows: readonly MahjongResult[];
  readonly diagnostics: readonly Diagnostic[];
  readonly decoding: EncodingReport;
}

/** A header cell as {@link RESULTS_SHEET_HEADERS} keys it. */
export const resultsSheetKey = (h: string): string =>
  h
    .trim()
    .toLowerCase()
    .replace(/[\s._-]/gu, "");

/**
 * The header words of the officer's results sheet (one row per player per tournament, read by
 * `MAHJONG.RATINGLIST` and `mahjong-list`), as they are written; letter case, spaces, dots,
 * dashes and underscores do not count (see {@link resultsSheetKey}).
 */
// prettier-ignore
export const RESULTS_SHEET_WORDS: Readonly<Record<ResultColumn, readonly string[]>> = {
  player: ["player", "name", "игрок", "játékos"],
  tournament: ["tournament", "event", "турнир", "verseny"],
  "last day": ["last day", "date", "end", "последний день", "дата", "dátum"],
  place: ["place", "место", "helyezés"],
  participants: ["participants", "n", "чут", "участники", "résztvevők"],
  sessions: ["sessions", "s", "чс", "сессии", "menetek"],
  championship: ["championship", "чемпионат", "bajnokság"],
};

/** {@link RESULTS_SHEET_WORDS} by their {@link resultsSheetKey}. */
export const RESULTS_SHEET_HEADERS: ReadonlyMap<string, ResultColumn> = lookupTable(
  Object.fromEntries(
    (Object.entries(RESULTS_SHEET_WORDS) as [ResultColumn, readonly string[]][]).flatMap(([column, words]) =>
      words.map((w) => [resultsSheetKey(w), column]),
    ),
  ),
);

/** Whether a header row is a results sheet's: player, tournament, participants and sessions. */
export function isResultsSheetHeader(cells: readonly string[]): boolean {
  const cols = new Set(cells.map((c) => RESULTS_SHEET_HEADERS.get(resultsSheetKey(c))));
  return cols.has("player") && cols.has("tournament") && cols.has("participants") && cols.has("sessions");
}

// prettier-ignore
const COLS: ReadonlyMap<string, "place" | "player" | "points"> = lookupTable({
  place: "place", position: "place", pos: "place", rank: "place", "место": "place", "helyezés": "place", hely: "place",
  points: "points", score: "points", "очки": "points", pont: "points", pontszám: "points", pontok: "points",
});

type ResultCol = "place" | "player" | "firstName" | "points";

/**
 * The columns a header row names: place and points by the table's words, the player by the lists'
 * (D68: `Player`, `Игрок`, `Фамилия`, `Játékos`, `Név` …), and his first name where the list's
 * words give it a column of its own (`Фамилия;Имя`, D460); none without a player column.
 */
function resultColumns(row: readonly unknown[]): Map<ResultCol, number> | null {
  const cols = new Map<ResultCol, number>();
  row.forEach((c, i) => {
    const k = COLS.get(headerKey(String(c)));
    if (k !== undefined && !cols.has(k)) cols.set(k, i);
  });
  const listed = listColumns(row.map((c, i) => ([...cols.values()].includes(i) ? "" : String(c))));
  const player = listed.get("name");
  if (player === undefined) return null;
  cols.set("player", player);
  const first = listed.get("firstName");
  if (first !== undefined) cols.set("firstName", first);
  return cols;
}

/** D458: the number cells of a table's rows (place and points), for the file's decimal mark. */
function* tableNumbers(rows: readonly (readonly string[])[], columns: readonly number[]): Iterable<string> {
  for (const r of rows) for (const c of columns) if (c >= 0) yield r[c] ?? "";
}

/**
 * Reads a mahjong results table: a header naming place and player (a family name and a first
 * name apart are one name, D460), and points where the table has them (decimal comma accepted,
 * `1,250` read as the file's decimal mark says, D458; D69: only the place counts, RULES §3, the
 * points are shown), then one row per player. Places must run 1..N with ties sharing a place. A file decoded
 * already (D98) is read as it was decoded.
 */
export function readMahjongResults(
  input: string | Uint8Array | FileText,
  chosen?: EncodingName,
): MahjongResults {
  const decoded = textOf(input, chosen);
  const { text } = decoded;
  const sink = new DiagnosticSink("Mahjong");
  const unsure = uncertainEncoding(decoded);
  if (unsure !== undefined) sink.warning(0, 0, unsure);
  // D438: split once, as every CSV reader splits; blank rows kept so that each row has its line
  const split = csvRows(text);
  const { rows, lines } = split;
  if (split.unclosed !== undefined)
    sink.error(split.unclosed.line, split.unclosed.column, msg("rdUnclosedQuote", {}));
  const first = rows.findIndex((r) => !blankRow(r));
  let h = rows.findIndex((r) => resultColumns(r)?.has("place") === true);
  const name = h > first ? String(rows[first]?.[0] ?? "").trim() : "";
  if (h < 0) {
    sink.error(lines[first] ?? 1, 1, msg("rdResultsHeader", { got: headerFound(rows[first] ?? []) }));
    h = rows.length;
  }
  const cols = resultColumns(rows[h] ?? []) ?? new Map<ResultCol, number>();
  // D438: place, points or the player's column named twice: the first read, the later one said.
  // The player's column is the one the whole row decided (D68: `Имя` beside `Фамилия` is the
  // first name); a later cell names the player again when it would be the name before that one.
  const header = rows[h] ?? [];
  const player = cols.get("player");
  const keyOf = (cell: string, column: number): ResultCol | undefined => {
    const k = COLS.get(headerKey(cell));
    if (k !== undefined || player === undefined) return k;
    if (column === cols.get("firstName")) return "firstName";
    const listed = listColumns([cell, header[player]]);
    if (column === player || listed.get("name") === 0) return "player";
    return listed.get("firstName") === 0 ? "firstName" : undefined;
  };
  for (const t of repeatedColumns(header, keyOf)) {
    const text = header[t.column] ?? "";
    sink.warning(lines[h] ?? h + 1, t.column + 1, msg("rdColumnTwice", { header: text, first: t.first + 1 }));
  }
  const col = (k: ResultCol): number => cols.get(k) ?? -1;
  // D458: `1,250` read with the decimal mark the file's numbers and its delimiter tell
  const mark = decimalMarkOf(tableNumbers(rows.slice(h + 1), [col("place"), col("points")]), split.delimiter);
  const out: MahjongResult[] = [];
  const seen = new Map<string, number>();
  const unnamedSaid = new Set<number>();
  for (let i = h + 1; i < rows.length; i++) {
    const r = rows[i] ?? [];
    if (blankRow(r)) continue; // an empty line, or `;;;` as Excel saves an empty row
    const line = lines[i] ?? i + 1;
    // D461: a cell no header cell names (under a blank one, right of the last) is said, once a column
    for (const u of unnamedCells(header, r)) {
      if (unnamedSaid.has(u.column)) continue;
      unnamedSaid.add(u.column);
      sink.warning(line, u.column + 1, u.said);
    }
    // H1, D439: place and points as plain decimals: `0x2` and `1e3` are neither; D458: with the mark
    const placeText = String(r[col("place")] ?? "");
    const pointsText = String(r[col("points")] ?? "");
    const place = readMarked(placeText, mark);
    const points = cols.has("points") ? readMarked(pointsText, mark) : undefined;
    // D459: a name across lines is said; D460: the first name's column joined to the family name's
    const player = joined(
      nameCell(String(r[col("player")] ?? ""), line, col("player") + 1, sink),
      cols.has("firstName")
        ? nameCell(String(r[col("firstName")] ?? ""), line, col("firstName") + 1, sink)
        : "",
    );
    if (!("value" in place) || !Number.isInteger(place.value) || place.value < 1) {
      const why = "why" in place && place.why.kind !== "notNumber" ? { why: place.why } : {};
      sink.error(line, col("place") + 1, msg("rdPlace", { value: placeText, ...why }));
      continue;
    }
    if (points !== undefined && !("value" in points)) {
      sink.error(line, col("points") + 1, msg("rdPoints", { value: pointsText, why: points.why }));
      continue;
    }
    // issue 11 class 4: one player twice (by the identity rule, D60, D63) is said here, and the
    // engine refuses to rate both
    const key = nameKey(player);
    const first = seen.get(key);
    if (first !== undefined && player !== "") {
      sink.error(line, col("player") + 1, msg("rdPlayerTwice", { player, line: first }));
    } else seen.set(key, line);
    out.push({ place: place.value, player, ...(points !== undefined ? { points: points.value } : {}), line });
  }
  out.forEach((r, i) => {
    const prev = out[i - 1];
    const expected = prev === undefined ? 1 : r.place === prev.place ? prev.place : i + 1;
    if (r.place !== expected)
      sink.warning(r.line, col("place") + 1, msg("rdPlaceOrder", { place: r.place, expected }));
  });
  return { kind: "results-table", name, rows: out, diagnostics: sink.items, decoding: reportOf(decoded) };
}
