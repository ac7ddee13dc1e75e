/**
 * Step 1 without the DOM: a tournament file (bytes or pasted text) read through src/formats,
 * the facts the preview shows, and whether the officer may go on. Errors block; warnings are
 * listed and must be accepted.
 */
import { trimSeparators } from "../formats/standings-html";
import { type Diagnostic, DiagnosticSink } from "../core/tournament/diagnostics";
import type { Tournament } from "../core/tournament/model";
import type { SheetRead } from "../sheet/sheet-read";
import { type MahjongResults, type TournamentFormat, readMahjongResults } from "../formats";
import { readRegistration } from "../sheet/registration";
import { type SheetPairing, sheetPairingOfFile } from "../sheet/pairing-params";
import { type EncodingName, encodingMessage } from "../formats/encoding";
import { type FileText, fileText } from "../formats/file-text";
import { type Message, msg } from "../i18n/table";
import { messageOf } from "../sheet/messages";
import { datesOf } from "../sheet/rated";
import type { FileKind } from "../formats/sniff";

export interface TimeControlFacts {
  readonly basicMinutes?: number;
  /** EGD's adjusted time (h9 `TM[]`), when the file gives no base time. */
  readonly adjustedMinutes?: number;
  /** "STDBYOYOMI 30s", "Standard byo-yomi", … */
  readonly text?: string;
}

/** A file as picked (its bytes) or pasted (its text), and the encoding chosen for it (D40). */
export interface ImportSource {
  readonly data: string | Uint8Array;
  readonly fileName: string;
  /** The officer's choice in the preview's selector; undefined: detected. */
  readonly chosen: EncodingName | undefined;
}

/**
 * The file read once (D98): its source, its text as decoded (and how), and what was read from
 * that text. The pane holds it while the file and its encoding stay; every later step reads it.
 */
export interface ImportPreview {
  readonly source: ImportSource;
  /** The file's text, decoded once in the encoding chosen or detected, and how (D40, D98). */
  readonly decoded: FileText;
  readonly fileName: string;
  readonly format: TournamentFormat;
  /** What the file was read as (D41): a crosstable, a results table, a rating list … */
  readonly kind: FileKind;
  /**
   * How its bytes were decoded (D40): `windows-1251`, `utf-8`, `koi8-r (chosen)`, said in the
   * pane's language; none for pasted text.
   */
  readonly encoding: Message | undefined;
  readonly tournament: Tournament;
  readonly event: string;
  readonly location: string;
  /** "2015-11-07" or "2015-11-07 – 2015-11-08"; "" when the file gives none. */
  readonly dates: string;
  readonly players: number;
  readonly rounds: number;
  /** The file's time control: base minutes (else EGD's adjusted time) and its text as written. */
  readonly timeControl: TimeControlFacts;
  readonly errors: readonly Diagnostic[];
  readonly warnings: readonly Diagnostic[];
  /**
   * A CSV that is a mahjong results table (place, player, points): its rows with the points,
   * for the mahjong sheet; the tournament then holds the same players.
   */
  readonly mahjongResults?: MahjongResults;
  /** An OpenGotha file's own pairing parameters, for the Go sheet's pairing block (P35). */
  readonly pairing?: SheetPairing;
}

/**
 * Reads a tournament file through the command line's own reader (`readTournament`, as
 * `readTournamentFile` does), in the encoding the officer chose or the one detected (D40); never
 * throws for bad data (the reader's diagnostics say why). The bytes are decoded once (D98): the
 * crosstable, a registration list's second reading, a mahjong results table and OpenGotha's
 * pairing parameters are all read from that one text.
 */
export function readImport(
  input: string | Uint8Array,
  fileName: string,
  encoding?: EncodingName,
): ImportPreview {
  const decoded = fileText(input, "crosstable", encoding);
  // A CSV of names and ratings without rounds: a registration list, with a warning to accept.
  const read = readRegistration(decoded, fileName);
  const t = read.tournament;
  // A crosstable has rounds; a results table (place, player, points) has none.
  const mahjong = read.format === "csv" && t.rounds === 0 ? mahjongTable(decoded) : undefined;
  // a file whose pairing parameters cannot be read gets the defaults and a warning saying why
  const said = new DiagnosticSink("OpenGotha");
  const pairing = sheetPairingOfFile(read.pairingModel, t, said);
  const errors = read.diagnostics.filter((d) => d.severity === "error");
  const warnings = [...read.diagnostics.filter((d) => d.severity === "warning"), ...said.items];
  return {
    source: { data: input, fileName, chosen: encoding },
    decoded,
    fileName,
    format: read.format,
    kind: read.kind,
    encoding: read.decoding !== undefined ? encodingMessage(read.decoding) : undefined,
    tournament: t,
    event: t.name.trim(),
    // Some files write the place as ",La Maison de Verotte" (an empty field before it).
    location: trimSeparators(t.location ?? ""),
    dates: datesOf(t),
    players: t.players.length,
    rounds: t.rounds,
    timeControl: timeControlOf(t),
    errors,
    warnings,
    ...(mahjong !== undefined ? { mahjongResults: mahjong } : {}),
    ...(pairing !== undefined ? { pairing } : {}),
  };
}

/**
 * The file `data` in the encoding `chosen`: `held` when it is that file read in that encoding
 * (it is not decoded again, D98), else the file read anew, which replaces it.
 */
export function importOf(
  held: ImportPreview | undefined,
  data: string | Uint8Array,
  fileName: string,
  chosen: EncodingName | undefined,
): ImportPreview {
  const same = held !== undefined && held.source.data === data && held.source.chosen === chosen;
  return same && held.source.fileName === fileName ? held : readImport(data, fileName, chosen);
}

/** The file as a mahjong results table, when it reads as one without errors. */
function mahjongTable(file: FileText): MahjongResults | undefined {
  const m = readMahjongResults(file);
  return m.rows.length > 0 && !m.diagnostics.some((d) => d.severity === "error") ? m : undefined;
}

function timeControlOf(t: Tournament): TimeControlFacts {
  const tc = t.timeControl;
  const text = (tc?.text ?? "").trim();
  return {
    ...(tc?.basicMinutes !== undefined ? { basicMinutes: tc.basicMinutes } : {}),
    ...(tc?.basicMinutes === undefined && tc?.adjustedMinutes !== undefined
      ? { adjustedMinutes: tc.adjustedMinutes }
      : {}),
    ...(text !== "" ? { text } : {}),
  };
}

export type Readiness = "ok" | "errors" | "no-players" | "accept-warnings";

/**
 * Why a file could not be read, for the pane to say in its language: the message a reader's
 * error carries (a RatingError), else the error's own text after a translated lead.
 */
export function readFailure(error: unknown): Message {
  const m = messageOf(error);
  return m.code === "verbatim" ? msg("fileUnexpected", { detail: m.params.text }) : m;
}

/** May the officer go on with this file? Errors and an empty file block; warnings need a tick. */
export function readiness(p: ImportPreview, warningsAccepted: boolean): Readiness {
  if (p.errors.length > 0) return "errors";
  if (p.players === 0) return "no-players";
  if (p.warnings.length > 0 && !warningsAccepted) return "accept-warnings";
  return "ok";
}

/**
 * The texts of row `headerRow` (0-based, absolute) of a sheet read, one per column from A to
 * the last used one: what the column mapping's choices show.
 */
export function headersOf(read: SheetRead, headerRow: number): string[] {
  const row = read.values[headerRow - read.row] ?? [];
  const out: string[] = [];
  for (let c = 0; c < read.column + read.columns; c++) {
    const v = c < read.column ? "" : row[c - read.column];
    out.push(v === undefined ? "" : String(v));
  }
  return out;
}
