/**
 * A CSV text split into rows once, for every reader of a CSV file (D438): the crosstable
 * (csv.ts, the Swiss-Manager export), a rating or levels list (lists/csv-list.ts), a mahjong
 * results table (mahjong.ts), the results sheet of the mahjong list (cli/mahjong-list.ts) and the
 * sniffer (sniff.ts). Each row keeps the line of the file it starts on, a blank row is one whose
 * cells are all blank (`;;;`, as Excel saves an empty row), Excel's `sep=;` first line names the
 * delimiter, and a quote opened and never closed is said where it opened.
 */
import Papa from "papaparse";
import { LINE_BREAK, oneLine } from "../core/common/identity";
import type { DiagnosticSink } from "../core/tournament/diagnostics";
import { type Message, msg } from "../i18n/table";
import { delimiterOf } from "./encoding";

/** The rows of a CSV text. */
export interface CsvRows {
  /** Every row as cells, blank ones included, in the file's order. */
  readonly rows: readonly (readonly string[])[];
  /** The 1-based line of the file on which each row starts (a quoted cell may span lines). */
  readonly lines: readonly number[];
  /** The delimiter: the `sep=` line's, else the one {@link delimiterOf} finds. */
  readonly delimiter: string;
  /**
   * A quote that opens a cell and is never closed: the rest of the file is read into that one
   * cell. Its line and the cell's 1-based column.
   */
  readonly unclosed?: { readonly line: number; readonly column: number };
}

// Excel's first line naming the delimiter (`sep=;`), which Excel reads and does not show
const SEP_LINE = /^sep=([;,\t|])[ \t]*(?:\r\n|\r|\n|$)/i;

const BREAKS = /\r\n|\r|\n/g;

/** The line breaks in a text (CR LF, LF or a lone CR, as `splitLines` counts them). */
function breaksIn(text: string): number {
  if (text.indexOf("\n") < 0 && text.indexOf("\r") < 0) return 0;
  return text.match(BREAKS)?.length ?? 0;
}

/** Whether a row holds nothing but blank cells (an empty line, or `;;;`). */
export function blankRow(cells: readonly string[]): boolean {
  return cells.every((c) => c.trim() === "");
}

/**
 * The rows of `text` (decoded already, without its byte-order mark). `preview` reads at most
 * that many rows (the sniffer's header).
 */
export function csvRows(text: string, preview?: number): CsvRows {
  const sep = SEP_LINE.exec(text);
  const body = sep === null ? text : text.slice(sep[0].length);
  const delimiter = sep === null ? delimiterOf(text) : (sep[1] as string);
  const parsed = Papa.parse<string[]>(body, {
    skipEmptyLines: false,
    delimiter,
    ...(preview !== undefined ? { preview } : {}),
  });
  const rows: string[][] = sep === null ? [] : [[""]]; // the sep= line, a blank row in its place
  for (const r of parsed.data) rows.push(Array.isArray(r) ? r : []); // cells are strings: no header, no typing
  const lines: number[] = [];
  let line = 1;
  for (const r of rows) {
    lines.push(line);
    line += 1;
    for (const c of r) line += breaksIn(c);
  }
  const missing = parsed.errors.find((e) => e.code === "MissingQuotes");
  if (missing === undefined) return { rows, lines, delimiter };
  const row = (missing.row ?? 0) + (sep === null ? 0 : 1);
  const at = missing.index ?? 0;
  const quoteLine = (sep === null ? 1 : 2) + breaksIn(body.slice(0, at));
  return {
    rows,
    lines,
    delimiter,
    unclosed: { line: quoteLine, column: Math.max(1, rows[row]?.length ?? 1) },
  };
}

/**
 * D438: the header cells that name what an earlier cell names (`keyOf` says what a cell names,
 * undefined for nothing the reader reads): each with its 0-based column and the first one's.
 * The reader reads the first and says each later one (`rdColumnTwice`), never reads it in silence.
 */
export function repeatedColumns<K>(
  header: readonly string[],
  keyOf: (cell: string, column: number) => K | undefined,
): { readonly column: number; readonly first: number }[] {
  const seen = new Map<K, number>();
  const out: { column: number; first: number }[] = [];
  header.forEach((cell, column) => {
    const key = keyOf(cell, column);
    if (key === undefined) return;
    const first = seen.get(key);
    if (first === undefined) seen.set(key, column);
    else out.push({ column, first });
  });
  return out;
}

/**
 * D459: a name from a CSV cell, trimmed. The splitter keeps a quoted cell's line breaks; a name's
 * reader decides: a cell holding one (`"Иванов⏎Иван"`, Alt+Enter in Excel) is an error at its
 * line and 1-based column, and the name is read on one line, as the error says.
 */
export function nameCell(text: string, line: number, column: number, sink: DiagnosticSink): string {
  const t = text.trim();
  if (!LINE_BREAK.test(t)) return t;
  const joined = oneLine(t);
  sink.error(line, column, msg("rdLineBreak", { value: t, joined }));
  return joined;
}

/**
 * D461: what a row holds in columns its header names nothing in: a cell under a blank header
 * cell (a merged header cell saves its second column so: `Игрок;` over family and first names)
 * or right of the header's last column (`1,250` unquoted in a comma-separated file), each said
 * with its 0-based column. A reader reads no such cell, and never drops one in silence.
 */
export function unnamedCells(
  header: readonly string[],
  row: readonly string[],
): { readonly column: number; readonly said: Message }[] {
  const out: { column: number; said: Message }[] = [];
  row.forEach((cell, column) => {
    const value = cell.trim();
    if (value === "") return;
    if (column >= header.length)
      out.push({ column, said: msg("rdRightOfHeader", { value, columns: header.length }) });
    else if ((header[column] ?? "").trim() === "")
      out.push({ column, said: msg("rdBlankHeaderCell", { value, column: column + 1 }) });
  });
  return out;
}
