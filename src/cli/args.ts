/**
 * What the file-reading commands (`rate`, `standings`, `convert`) share: option parsing with a
 * usage error, reading a tournament or a rating list with its diagnostics on standard error,
 * and printing tables as aligned text or CSV.
 */
import { type FileText, fileText } from "../formats/file-text";
import { refusal } from "../formats/gate";
import { RatingError } from "../core/common/errors";
import type { Diagnostic } from "../core/tournament/diagnostics";
import {
  ENCODINGS,
  type EncodingName,
  type EncodingReport,
  describeEncoding,
  parseEncodingName,
} from "../formats/encoding";
import { type CsvForm, PLAIN_CSV, csvText, excelCsv } from "../formats/csv-form";
import { LANGUAGES, type Language } from "../i18n/language";
import { type FileKind, type TournamentRead, readTournament } from "../formats/sniff";
import type { ReadResult } from "../formats/types";
import type * as Mahjong from "../formats/mahjong";
import type { MahjongResults } from "../formats/mahjong";
import type { RatingList } from "../formats/lists/model";
import { CHUNK_BYTES } from "../formats/lists/chunks";
import { FIDE_RATING_KINDS, type FideRatingKind } from "../formats/lists/model";
import type * as ListStream from "../formats/lists/stream";
import { type Message, msg, render } from "../i18n/table";
import type { ReadWhat } from "../i18n/errors-cli-files";
import type { CliIO } from "./types";
import { type Parsed, UsageError, languageGiven } from "./parse";

export { nearestOption, wantsHelp } from "./words";
export { type Parsed, UsageError, languageGiven, parseOptions } from "./parse";

/** `--json`, `--csv` or the aligned text table (every table command offers all three). */
export type Output = "text" | "json" | "csv";

export function outputOf(p: Parsed): Output {
  if (p.values.json === true && p.values.csv === true)
    throw new UsageError(msg("cliNotBoth", { a: "--json", b: ["--csv"] }));
  return p.values.json === true ? "json" : p.values.csv === true ? "csv" : "text";
}

/** The one FILE positional. */
export function oneFile(p: Parsed): string {
  if (p.positionals.length !== 1) {
    throw new UsageError(msg("cliFiles", { given: p.positionals.length }));
  }
  return p.positionals[0] as string;
}

/** A string option's value, or undefined. */
export function str(p: Parsed, name: string): string | undefined {
  const v = p.values[name];
  return typeof v === "string" ? v : undefined;
}

/** What a whole-number option's refusal says: the option, what was given and the range. */
export function wholeExpected(name: string, given: string, min: number, max: number): Message {
  return msg("cliWhole", { option: `--${name}`, given, min, max });
}

/** A whole-number option within [min, max]. */
export function intOption(p: Parsed, name: string, min: number, max: number): number | undefined {
  const v = str(p, name);
  if (v === undefined) return undefined;
  const n = Number(v.trim());
  if (v.trim() === "" || !Number.isInteger(n) || n < min || n > max) {
    throw new UsageError(wholeExpected(name, v, min, max));
  }
  return n;
}

/** A number option, 0 or more. */
export function numberOption(p: Parsed, name: string): number | undefined {
  const v = str(p, name);
  if (v === undefined) return undefined;
  const n = Number(v.trim());
  if (v.trim() === "" || !Number.isFinite(n) || n < 0) {
    throw new UsageError(msg("cliNumberMin0", { option: `--${name}`, given: v }));
  }
  return n;
}

/** `--encoding NAME` (or another option naming an encoding): one of ENCODINGS or an alias. */
export function encodingOption(p: Parsed, name = "encoding"): EncodingName | undefined {
  const v = str(p, name);
  if (v === undefined) return undefined;
  const e = parseEncodingName(v);
  if (e === undefined) {
    const choices = [...ENCODINGS, "cp1250", "cp1251", "latin1", "latin2", "koi8r"];
    throw new UsageError(msg("cliOneOf", { option: `--${name}`, given: v, choices }));
  }
  return e;
}

/**
 * Names the encoding a file was read in, on standard error, unless it was plain UTF-8 (or
 * ASCII) as detected: `FILE: text encoding windows-1251`.
 */
export function reportEncoding(path: string, d: EncodingReport | undefined, io: CliIO): void {
  if (d === undefined || (d.encoding === "utf-8" && d.chosen !== true)) return;
  io.err(`${path}: text encoding ${describeEncoding(d)}\n`);
}

export function readBytes(path: string, io: CliIO, what: ReadWhat): Uint8Array {
  try {
    return io.readFile(path);
  } catch (error) {
    const code = (error as { code?: string }).code;
    const why =
      code === "ENOENT" ? "missing" : code === "EISDIR" ? "folder" : code === "EACCES" ? "denied" : "other";
    const text = error instanceof Error ? error.message : String(error);
    throw new UsageError(msg("cliCannotRead", { what, path, why, text }));
  }
}

/** The system's words for why a file cannot be written (a Node error's message). */
export function cannotWrite(path: string, error: unknown): UsageError {
  return new UsageError(
    msg("cliCannotWrite", { path, text: error instanceof Error ? error.message : String(error) }),
  );
}

/** Prints diagnostics as `FILE: message`, one a line, on standard error. */
export function reportDiagnostics(path: string, diagnostics: readonly Diagnostic[], io: CliIO): void {
  for (const d of diagnostics) io.err(`${path}: ${d.severity}: ${d.message}\n`);
  if (hasErrors(diagnostics)) reportedErrors.add(io);
}

/** The runs that printed an error of any file they read (a rating list too): exit code 1 at least. */
const reportedErrors = new WeakSet<CliIO>();

/**
 * A file with errors gives no table, as the pane refuses it (exit code 1), unless the officer
 * gives `--accept-errors`: true when the command must stop here (it has said why).
 */
export function refusedForErrors(
  command: string,
  path: string,
  diagnostics: readonly Diagnostic[],
  p: Parsed,
  io: CliIO,
): boolean {
  if (!hasErrors(diagnostics) || p.values["accept-errors"] === true) return false;
  const n = diagnostics.filter((d) => d.severity === "error").length;
  io.err(
    `rating-officer ${command}: ${path} has ${n} error${n === 1 ? "" : "s"} (above): no table; correct the file, or give --accept-errors to print it anyway\n`,
  );
  return true;
}

/** Whether any diagnostic is an error (the answer is printed, the exit code is 1). */
export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === "error");
}

/**
 * Reads a tournament file of any supported format; no players at all is an input error, and so
 * is a file of another kind than `need` (a results table or a rating list where a crosstable
 * is needed, a crosstable without games where games are), named as what it is. `reader` reads
 * the file (default: any tournament file; `sheet --rounds`: a registration list). The file is
 * decoded once, in `encoding` when given (D98): `file` is that text, for whatever else the
 * command reads of it (OpenGotha's pairing parameters).
 */
export function readTournamentFile(
  path: string,
  io: CliIO,
  encoding?: EncodingName,
  need: readonly FileKind[] = ["crosstable"],
  reader: (file: FileText, path: string) => TournamentRead = (f, p) => readTournament(f, p),
): ReadResult & { kind: FileKind; file: FileText } {
  const file = fileText(readBytes(path, io, "tournament"), "crosstable", encoding);
  const read = reader(file, path);
  reportEncoding(path, read.decoding, io);
  reportDiagnostics(path, read.diagnostics, io);
  if (read.tournament.players.length === 0 && read.kind !== "rating-list") {
    throw new UsageError(msg("cliInFile", { path, inner: msg("fileNoPlayers", { format: read.format }) }));
  }
  if (!need.includes(read.kind)) {
    const players = read.tournament.players.length;
    const rounds = read.tournament.rounds;
    throw new UsageError(msg("cliNotCrosstable", { path, kind: read.kind, players, rounds }));
  }
  return { ...read, file };
}

/**
 * Reads a rating list (FIDE's TXT or XML download, the EGD's download, a CSV), in 4 MB pieces
 * through the pane's own reader (lists/stream.ts); an empty list is an input error.
 */
export function readRatingListFile(
  path: string,
  io: CliIO,
  encoding?: EncodingName,
  rating?: FideRatingKind,
): RatingList {
  const opts = {
    ...(encoding !== undefined ? { encoding } : {}),
    ...(rating !== undefined ? { rating } : {}),
  };
  // loaded here, not with the module: a command reading no list loads no list reader (D447)
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { readRatingListChunks } = require("../formats/lists/stream") as typeof ListStream;
  const list = readRatingListChunks(listChunks(path, io), opts);
  reportEncoding(path, list.decoding, io);
  reportDiagnostics(path, list.diagnostics, io);
  if (list.entries.length === 0) throw new UsageError(msg("cliNoRows", { path, what: "ratingList" }));
  return list;
}

/** A rating list's pieces, a file that cannot be read named as `readBytes` names it. */
function* listChunks(path: string, io: CliIO): Generator<Uint8Array> {
  if (io.readChunks === undefined) {
    yield readBytes(path, io, "rating list");
    return;
  }
  let chunks: Iterable<Uint8Array>;
  try {
    chunks = io.readChunks(path, CHUNK_BYTES);
  } catch {
    yield readBytes(path, io, "rating list"); // names why (no such file, a folder …)
    return;
  }
  yield* chunks;
}

/**
 * `--ratings-kind standard|rapid|blitz`: which of a player's ratings FIDE's list gives (D44;
 * standard when not given).
 */
export function ratingsKindOption(p: Parsed): FideRatingKind | undefined {
  const v = str(p, "ratings-kind");
  if (v === undefined) return undefined;
  const kind = FIDE_RATING_KINDS.find((k) => k === v.trim().toLowerCase());
  if (kind === undefined)
    throw new UsageError(msg("cliOneOf", { option: "--ratings-kind", given: v, choices: FIDE_RATING_KINDS }));
  return kind;
}

/**
 * The rating list of `--ratings`, read in `--ratings-encoding` and giving `--ratings-kind`'s
 * rating; undefined without `--ratings`. A rapid or blitz rating asked of a list that has only
 * one (the EGD's, a CSV) is a usage error rather than the list's one rating taken silently.
 */
export function ratingListOption(p: Parsed, io: CliIO): RatingList | undefined {
  const path = str(p, "ratings");
  if (path === undefined) return undefined;
  const kind = ratingsKindOption(p);
  const list = readRatingListFile(path, io, encodingOption(p, "ratings-encoding"), kind);
  if (kind !== undefined && kind !== "standard" && list.fideRating === undefined)
    throw new UsageError(msg("cliKindNotFide", { kind, path, format: list.format }));
  return list;
}

/** Reads a mahjong results table (place, player, points); no rows at all is an input error. */
export function readMahjongFile(path: string, io: CliIO, encoding?: EncodingName): MahjongResults {
  const bytes = readBytes(path, io, "results table");
  const refused = refusal(bytes, "results table"); // the file gate (H6)
  if (refused !== undefined) throw new UsageError(msg("cliInFile", { path, inner: refused }));
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { readMahjongResults } = require("../formats/mahjong") as typeof Mahjong; // D447, as the lists'
  const results = readMahjongResults(bytes, encoding);
  reportEncoding(path, results.decoding, io);
  reportDiagnostics(path, results.diagnostics, io);
  if (results.rows.length === 0) throw new UsageError(msg("cliNoRows", { path, what: "results" }));
  return results;
}

/**
 * Aligned text, two spaces between columns: numbers to the right, the rest to the left, except
 * that the `right` columns (0-based) are right-aligned below the header row, for decimal text
 * such as "1378.50" (D15 keeps two decimals, which a number would lose).
 */
export function textTable(
  rows: readonly (readonly (string | number)[])[],
  right: readonly number[] = [],
): string {
  const widths: number[] = [];
  for (const r of rows) r.forEach((c, i) => (widths[i] = Math.max(widths[i] ?? 0, String(c).length)));
  return rows
    .map((r, row) =>
      r
        .map((c, i) =>
          typeof c === "number" || (row > 0 && right.includes(i))
            ? String(c).padStart(widths[i] ?? 0)
            : c.padEnd(widths[i] ?? 0),
        )
        .join("  ")
        .trimEnd(),
    )
    .map((l) => `${l}\n`)
    .join("");
}

/** The options that choose the form of a CSV the command writes (D195). */
export const CSV_OPTIONS = {
  "csv-locale": { type: "string" },
  "csv-plain": { type: "boolean" },
} as const;

/** What {@link CSV_OPTIONS} do, for a command's usage. */
export const CSV_USAGE = `  --csv-locale L  the CSV for Excel in language L (en, hu, ru; by default --lang's, else en):
                  UTF-8 with a byte-order mark; hu and ru with ";" and the decimal comma
  --csv-plain     the plain RFC 4180 CSV instead: ",", the decimal point, CRLF, no mark`;

/**
 * The form of the CSV a command writes (D195): RFC 4180 under `--csv-plain`, else the Excel
 * of `--csv-locale`, else of `--lang` where the command has it, else English.
 */
export function csvFormOf(p: Parsed): CsvForm {
  const locale = str(p, "csv-locale");
  if (p.values["csv-plain"] === true) {
    if (locale !== undefined)
      throw new UsageError(msg("cliNotBoth", { a: "--csv-locale", b: ["--csv-plain"] }));
    return PLAIN_CSV;
  }
  const l = (locale ?? str(p, "lang") ?? "en").trim().toLowerCase();
  if (!(LANGUAGES as readonly string[]).includes(l)) {
    const option = locale !== undefined ? "--csv-locale" : "--lang";
    throw new UsageError(msg("cliOneOf", { option, given: l, choices: LANGUAGES }));
  }
  return excelCsv(l as Language);
}

export { csvText } from "../formats/csv-form";

/** A table command's answer in the three outputs: `json()` as JSON, else `rows` (header first). */
export interface TableAnswer {
  json(): unknown;
  /** JSON indentation (the table commands' stable interfaces differ: 2 or none). */
  indent?: number;
  rows: readonly (readonly (string | number)[])[];
  /** Right-aligned text columns (see {@link textTable}). */
  right?: readonly number[];
  /** Text output only: lines before and after the table. */
  before?: string;
  after?: string;
}

/** Prints `--json`, `--csv` (in the form of {@link csvFormOf}) or the aligned text table of an answer. */
export function printAnswer(io: CliIO, output: Output, form: CsvForm, a: TableAnswer): void {
  if (output === "json") io.out(`${JSON.stringify(a.json(), null, a.indent)}\n`);
  else if (output === "csv") io.out(csvText(a.rows, form));
  else io.out(`${a.before ?? ""}${textTable(a.rows, a.right)}${a.after ?? ""}`);
}

/** A command as {@link runCommand} names it, with the arguments it was given. */
export interface CommandRun {
  readonly name: string;
  readonly args: readonly string[];
}

/**
 * Runs a command body: a {@link UsageError} or a RatingError (bad input the core refused) is
 * printed with the command's name, in the language of the command's arguments
 * ({@link languageGiven}, D468), and gives exit code 2;
 * anything else is left to main().
 */
export async function runCommand(
  { name, args }: CommandRun,
  io: CliIO,
  body: () => number | Promise<number>,
): Promise<number> {
  reportedErrors.delete(io);
  try {
    const code = await body();
    // an error printed for any file read (the rating list's too) is never exit code 0
    return code === 0 && reportedErrors.has(io) ? 1 : code;
  } catch (error) {
    if (error instanceof UsageError || error instanceof RatingError) {
      io.err(`rating-officer ${name}: ${render(error.text, languageGiven(args))}\n`);
      return 2;
    }
    throw error;
  }
}
