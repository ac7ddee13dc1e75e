/**
 * `rating-officer mahjong-list RESULTS.csv --release 2026-12-01 [--json|--csv]`: the Russian mahjong
 * rating list (RULES §3, D13–D19) from a results sheet saved as CSV, as MAHJONG.RATINGLIST
 * computes it in the sheet (same core, same rounding).
 */
import { decimalMarkOf } from "../core/common/bounds";
import { type CalendarDate, formatIsoDate, parseDate } from "../core/common/date";
import { RATING_LIST_HEADER, displayRows, ratingList } from "../core/mahjong/ratinglist";
import {
  RESULT_COLUMNS,
  type RawCell,
  type ResultColumn,
  ResultRowError,
  type ResultRow,
  readResultRow,
} from "../core/mahjong/result-row";
import { blankRow, csvRows, repeatedColumns, unnamedCells } from "../formats/csv-rows";
import { type EncodingName, type EncodingReport } from "../formats/encoding";
import { fileText } from "../formats/file-text";
import { RESULTS_SHEET_HEADERS, RESULTS_SHEET_WORDS, resultsSheetKey } from "../formats/mahjong";
import { headerFound } from "../formats/lists/csv-list";
import { isDan, levelMarks, levelNumber } from "../core/mahjong/level";
import type { Level } from "../core/mahjong/level";
import type { Language } from "../i18n/language";
import { msg, render } from "../i18n/table";
import { withHeaders } from "../results/headers";
import { languageOf } from "./standings-options";
import {
  CSV_OPTIONS,
  CSV_USAGE,
  UsageError,
  encodingOption,
  oneFile,
  outputOf,
  reportEncoding,
  parseOptions,
  csvFormOf,
  printAnswer,
  readBytes,
  runCommand,
  str,
} from "./args";
import type { CliCommand, CliIO } from "./types";

/** What the help says of a column after its header words. */
const COLUMN_NOTES: Readonly<Partial<Record<ResultColumn, string>>> = {
  place: "(whole, or x.5 for a shared place)",
  championship: "(optional; yes/no, true/false, 1/0)",
};

/**
 * D451: the help's columns, each with the header words the reader takes for it, from their one
 * definition (RESULTS_SHEET_WORDS, which RESULTS_SHEET_HEADERS keys): a word added there is in
 * the help, and none is listed by hand.
 */
const COLUMNS_HELP = RESULT_COLUMNS.map((c) =>
  [`  ${c.padEnd(14)}${RESULTS_SHEET_WORDS[c].join(", ")}`, COLUMN_NOTES[c]].filter(Boolean).join(" "),
).join("\n");

const USAGE = `Usage: rating-officer mahjong-list RESULTS.csv --release YYYY-MM-DD [--json|--csv] [--lang en|hu|ru]

Prints the Russian mahjong rating list released on a date from a results sheet saved as CSV
(separator ; , or tab): a header row, then one row per player per tournament. Columns, by
header name (any order, letter case and spaces ignored):

${COLUMNS_HELP}

  --release DATE  the release date (YYYY-MM-DD or DD.MM.YYYY); later tournaments are left out
  --encoding NAME the file's text encoding when detection goes wrong (see help rate)
  --json          an array of {place, player, level, t5, rating, tournaments}, T5 and
                  rating as numbers (the table shows them with two decimals)
  --csv           a CSV table with the text table's columns and two decimals
${CSV_USAGE}
  --lang LANG     the table's headers, levels and messages in en (default: 3k, 2d+), hu
                  (3 kyu, 2 dan+) or ru (3 кю, 2 дан+); --json keeps its keys and short levels

Exit code: 0 done, 2 usage or input error (a bad row is named FILE:LINE:COLUMN).

Example:
  rating-officer mahjong-list samples/mahjong-results.csv --release 2026-12-01`;

const OPTIONS = {
  release: { type: "string" },
  json: { type: "boolean" },
  csv: { type: "boolean" },
  ...CSV_OPTIONS,
  encoding: { type: "string" },
  lang: { type: "string" },
} as const;

/** A CSV results sheet read: its rows (named by line) and the 1-based column of each field. */
export interface ResultsCsv {
  readonly rows: readonly ResultRow[];
  readonly column: Readonly<Partial<Record<ResultColumn, number>>>;
  readonly decoding: EncodingReport;
}

/**
 * Reads a CSV results sheet. A file refused, a missing header, a bad cell or row is a
 * {@link UsageError} naming the file and its line (and column, where a cell is wrong).
 */
export function readResultsCsv(input: Uint8Array | string, file: string, chosen?: EncodingName): ResultsCsv {
  // H6, D437: the results sheet passes the file gate as every other file does
  const read = fileText(input, "results table", chosen);
  if (read.refused !== undefined) throw new UsageError(msg("cliInFile", { path: file, inner: read.refused }));
  const { text } = read;
  // D438: split once, as every CSV reader splits (Excel's sep= line, each row's line, blank rows)
  const { rows, lines, unclosed, delimiter } = csvRows(text);
  if (unclosed !== undefined)
    throw new UsageError(msg("cliAtCell", { path: file, ...unclosed, inner: msg("rdUnclosedQuote", {}) }));
  const h = rows.findIndex((r) => !blankRow(r));
  const header = (rows[h] ?? []).map((c) => RESULTS_SHEET_HEADERS.get(resultsSheetKey(c)));
  const columns = RESULT_COLUMNS.map((c) => header.indexOf(c));
  const needed = RESULT_COLUMNS.filter((c) => c !== "championship");
  const missing = needed.filter((c) => columns[RESULT_COLUMNS.indexOf(c)] === -1);
  if (missing.length > 0) {
    const words = missing.map((column) => ({ column, words: RESULTS_SHEET_WORDS[column] }));
    const said = msg("mahjongSheetHeader", { missing: words, got: headerFound(rows[h] ?? []) });
    throw new UsageError(msg("cliInRow", { paths: [file], row: lines[h] ?? 1, inner: said }));
  }
  // D461: a column named twice is asked about at its header cell (the later one was never read)
  const [twice] = repeatedColumns(rows[h] ?? [], (c) => RESULTS_SHEET_HEADERS.get(resultsSheetKey(c)));
  if (twice !== undefined) {
    const said = msg("rdColumnTwice", { header: rows[h]?.[twice.column] ?? "", first: twice.first + 1 });
    throw new UsageError(
      msg("cliAtCell", { path: file, line: lines[h] ?? 1, column: twice.column + 1, inner: said }),
    );
  }
  const column: Partial<Record<ResultColumn, number>> = {};
  RESULT_COLUMNS.forEach((c, i) => {
    if ((columns[i] ?? -1) >= 0) column[c] = (columns[i] ?? 0) + 1;
  });
  // D458: `1,250` read with the decimal mark the file's numbers and its delimiter tell
  const mark = decimalMarkOf(sheetNumbers(rows.slice(h + 1), columns), delimiter);
  const out: ResultRow[] = [];
  for (let i = h + 1; i < rows.length; i++) {
    const r = rows[i] ?? [];
    if (blankRow(r)) continue;
    // D461: a cell no header cell names is asked about (a first name under a merged `Player`)
    const [unnamed] = unnamedCells(rows[h] ?? [], r);
    if (unnamed !== undefined)
      throw new UsageError(
        msg("cliAtCell", {
          path: file,
          line: lines[i] ?? i + 1,
          column: unnamed.column + 1,
          inner: unnamed.said,
        }),
      );
    const cells: RawCell[] = columns.map((c) => (c < 0 ? "" : r[c]));
    try {
      out.push(readResultRow(cells, lines[i] ?? i + 1, "line", "1900", mark));
    } catch (error) {
      if (!(error instanceof ResultRowError)) throw error;
      throw located(file, error, column);
    }
  }
  if (out.length === 0)
    throw new UsageError(
      msg("cliInFile", { path: file, inner: msg("mahjongSheetNoRows", { columns: needed }) }),
    );
  return { rows: out, column, decoding: read.report };
}

/** The number cells of a results sheet's rows (place, participants, sessions), `columns` in RESULT_COLUMNS order. */
function* sheetNumbers(rows: readonly (readonly string[])[], columns: readonly number[]): Iterable<string> {
  const numbers = (["place", "participants", "sessions"] as const).map(
    (c) => columns[RESULT_COLUMNS.indexOf(c)],
  );
  for (const r of rows) for (const c of numbers) if (c !== undefined && c >= 0) yield r[c] ?? "";
}

/** `FILE:LINE:COLUMN: message`, as compilers print it, so editors jump to the cell (D467). */
function located(file: string, error: ResultRowError, column: ResultsCsv["column"]): UsageError {
  return new UsageError(
    msg("cliAtCell", { path: file, line: error.row, column: column[error.column] ?? 0, inner: error.text }),
  );
}

/** D168: a level as the table says it in `lang`: en short (3k, 2d+), hu and ru long (3 kyu, 2 дан+). */
function levelText(level: Level, lang: Language): string {
  const said = { n: levelNumber(level.index), dan: isDan(level.index), marks: levelMarks(level) };
  return render(msg("mahjongListLevel", said), lang);
}

/** `--release`: required; a date the one date reader refuses is its RatingError, said in `--lang` (D468). */
function releaseOf(text: string | undefined): CalendarDate {
  if (text === undefined)
    throw new UsageError(
      msg("cliGiveOption", {
        option: "--release",
        values: ["YYYY-MM-DD"],
        what: "releaseDate",
        or: null,
        system: null,
      }),
    );
  return parseDate(text, { named: "--release" });
}

/** The list as JSON objects, one a player, in list order. */
export function ratingListJson(rows: ReturnType<typeof displayRows>): Record<string, string | number>[] {
  return rows.map(([place, player, level, t5, rating, tournaments]) => ({
    place,
    player,
    level,
    t5,
    rating,
    tournaments,
  }));
}

export const mahjongListCommand: CliCommand = {
  name: "mahjong-list",
  usage: USAGE,
  options: OPTIONS,
  run(args: string[], io: CliIO): Promise<number> {
    return runCommand({ name: "mahjong-list", args }, io, () => {
      const p = parseOptions(args, OPTIONS);
      const lang = languageOf(p);
      const file = oneFile(p);
      const output = outputOf(p);
      const release = releaseOf(str(p, "release"));
      const read = readResultsCsv(readBytes(file, io, "results"), file, encodingOption(p));
      reportEncoding(file, read.decoding, io);
      try {
        const list = ratingList(read.rows, release, "line");
        // D60: two spellings counted as one player are said
        for (const m of list.merged) io.err(`rating-officer mahjong-list: note: ${render(m, lang)}\n`);
        const rows = displayRows(list);
        // T5 and rating with two decimals (D15: 1378.50, not 1378.5), right-aligned as numbers are
        const text = rows.map(([place, player, , t5, rating, n], i) => [
          place,
          player,
          levelText((list.entries[i] as (typeof list.entries)[number]).level, lang),
          t5.toFixed(2),
          rating.toFixed(2),
          n,
        ]);
        const heading = msg("mahjongListHeading", { release: formatIsoDate(release), players: rows.length });
        printAnswer(io, output, csvFormOf(p), {
          json: () => ratingListJson(rows),
          indent: 2,
          rows: withHeaders([[...RATING_LIST_HEADER], ...text], lang),
          right: [3, 4],
          before: `${render(heading, lang)}\n\n`,
        });
        return 0;
      } catch (error) {
        if (!(error instanceof ResultRowError)) throw error;
        throw located(file, error, read.column);
      }
    });
  },
};
