import { msg } from "../i18n/table";
import { type FileText, decodingOf, fileText } from "./file-text";
import { DiagnosticSink } from "../core/tournament/diagnostics";
import type * as Csv from "./csv";
import type * as CsvRows from "./csv-rows";
import { type EncodingName, uncertainEncoding } from "./encoding";
import type * as Mahjong from "./mahjong";
import type * as RatingList from "./rating-list";
import { emptyRead } from "./read-result";
import type * as Egd from "./egd";
import type * as MacMahon from "./macmahon";
import type * as OpenGotha from "./opengotha";
import type * as Pairgoth from "./pairgoth";
import type * as Trf from "./trf";
import type { ReadResult } from "./types";

export type TournamentFormat = "egd" | "ffg" | "pairgoth" | "macmahon" | "opengotha" | "trf" | "csv";

/**
 * Guesses a tournament file's format from its first bytes (the header first), the file name's
 * extension breaking ties: XML → OpenGotha; `;name=` headers or `.tou` → FFG; JSON → pairgoth; `<TournamentData>` → MacMahon 3.9; `012 `/`001 ` records → TRF; `; XX[..]` headers or
 * h9 result tokens → EGD; otherwise CSV.
 */
export function sniffFormat(head: string, fileName = ""): TournamentFormat {
  const ext = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? "";
  const start = head.slice(0, 4096).replace(/^\uFEFF/, "");
  if (/<TournamentData\b/.test(start)) return "macmahon";
  if (/^\s*<(\?xml|Tournament)/.test(start)) return "opengotha";
  if (/^;\s*(name|date|vill)=/m.test(start) || ext === "tou") return "ffg";
  if (/^\s*\{/.test(start) || ext === "tour") return "pairgoth";
  if (/^(?:012|001|XXR|###) /m.test(start) || ext === "trf") return "trf";
  if (/^[ \t]*;\s*[A-Z]{2}\[/m.test(start) || /^h\d$/.test(ext)) return "egd";
  if (ext === "csv") return "csv";
  if (/\s\d+[+\-=][/!][bw]\d?(\s|$)/.test(start)) return "egd";
  return "csv";
}

/* eslint-disable @typescript-eslint/no-require-imports -- D447: each reader loaded when it reads */
/**
 * Each format's reader, its module loaded when a file of that format is read (D447): a TRF
 * loads the TRF reader, not the Go formats', the CSV's and the rating lists' readers with their
 * packages (45 modules). `require` with a literal path: Node's in the command line's CommonJS
 * build, webpack's in the pane's bundle, which holds every module so named as it holds an import.
 */
const READERS: Readonly<Record<TournamentFormat, () => (input: string | Uint8Array) => ReadResult>> = {
  egd: () => (require("./egd") as typeof Egd).readEgd,
  ffg: () => (require("./egd") as typeof Egd).readFfg,
  pairgoth: () => (require("./pairgoth") as typeof Pairgoth).readPairgoth,
  macmahon: () => (require("./macmahon") as typeof MacMahon).readMacMahon,
  opengotha: () => (require("./opengotha") as typeof OpenGotha).readOpenGotha,
  trf: () => (require("./trf") as typeof Trf).readTrf,
  csv: () => (require("./csv") as typeof Csv).readCsv,
};
/** The modules only a CSV or an XML file needs (D447), loaded as {@link READERS}' are. */
const csvRowsModule = (): typeof CsvRows => require("./csv-rows") as typeof CsvRows;
const mahjongModule = (): typeof Mahjong => require("./mahjong") as typeof Mahjong;
const ratingListKind = (head: string): ReturnType<typeof RatingList.ratingListKind> =>
  (require("./rating-list") as typeof RatingList).ratingListKind(head);
/* eslint-enable @typescript-eslint/no-require-imports */

/**
 * What a file read as a tournament turned out to be (D41): a crosstable with games (or byes),
 * a crosstable of players without any game yet, a mahjong results table of one tournament
 * (place, player, points), the officer's mahjong results sheet of several tournaments, or a
 * rating list. Only the first is what standings and the Go and chess ratings need.
 */
export type FileKind =
  "crosstable" | "crosstable-without-games" | "results-table" | "results-sheet" | "rating-list";

export interface TournamentRead extends ReadResult {
  readonly format: TournamentFormat;
  readonly kind: FileKind;
}

function kindOf(read: ReadResult, format: TournamentFormat, text: string): FileKind {
  const t = read.tournament;
  if (t.players.some((p) => p.results.some((e) => e?.kind === "game" || e?.kind === "bye")))
    return "crosstable";
  if (format === "csv") {
    const header = headerCells(text);
    const mahjong = mahjongModule();
    if (mahjong.isResultsSheetHeader(header)) return "results-sheet";
    if (t.rounds === 0 && t.players.length > 0) {
      const m = mahjong.readMahjongResults(text);
      if (m.rows.length > 0 && !m.diagnostics.some((d) => d.severity === "error")) return "results-table";
    }
  }
  return "crosstable-without-games";
}

/** The first non-blank row of a CSV text, as cells. */
function headerCells(text: string): string[] {
  const { blankRow, csvRows } = csvRowsModule();
  const { rows } = csvRows(text.slice(0, 16384)); // D438: split as every CSV reader splits
  return [...(rows.find((r) => !blankRow(r)) ?? [])];
}

/**
 * Reads any supported tournament file; never throws for bad data (see `diagnostics`). Bytes are
 * decoded once here (D40; `encoding` is the officer's choice, else detected), and a close
 * detection is a warning; the result says which encoding was used and what kind of file it is.
 * A file decoded already (a {@link FileText}, D98) is read as it was decoded: `encoding` is not
 * used then.
 */
export function readTournament(
  input: string | Uint8Array | FileText,
  fileName = "",
  format?: TournamentFormat,
  encoding?: EncodingName,
): TournamentRead {
  const file = fileText(input, "crosstable", encoding);
  if (file.refused !== undefined) {
    // the file gate (H6): nothing that is not text, or is too large, reaches a reader
    const sink = new DiagnosticSink("Tournament file");
    sink.error(0, 0, file.refused);
    return { ...emptyRead(format ?? "csv", sink, "utf-8"), format: format ?? "csv", kind: "crosstable" };
  }
  const text = file.text;
  const decoding = decodingOf(file);
  const unsure = uncertainEncoding(file.report);
  const head = text.slice(0, 4096);
  const f = format ?? sniffFormat(head, fileName);
  const withEncoding = (read: ReadResult): ReadResult => {
    const note = new DiagnosticSink("Encoding");
    if (unsure !== undefined) note.warning(0, 0, unsure);
    return {
      ...read,
      encoding: file.report.encoding,
      ...(decoding !== undefined ? { decoding } : {}),
      diagnostics: [...note.items, ...read.diagnostics],
    };
  };
  const list =
    format !== undefined
      ? null
      : f === "csv"
        ? ratingListKind(head)
        : f === "opengotha" && ratingListKind(head) === "fide-xml"
          ? "fide-xml"
          : null;
  if (list !== null) {
    // a rating list given as the tournament: say so rather than "no header row naming a name column"
    const sink = new DiagnosticSink("Tournament file");
    sink.error(0, 0, msg("rdRatingListGiven", { list }));
    return { ...withEncoding(emptyRead(f, sink, file.report.encoding)), format: f, kind: "rating-list" };
  }
  const read = withEncoding(READERS[f]()(text));
  return { ...read, format: f, kind: kindOf(read, f, text) };
}
