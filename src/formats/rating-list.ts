import { refusal } from "./gate";
import type { ReadDate } from "../core/common/date";
import { fileDate, fileNumber } from "./read-result";
import { lookupTable } from "../core/common/lookup";
import Papa from "papaparse";
import type { Diagnostic } from "../core/tournament/diagnostics";
import { DiagnosticSink } from "../core/tournament/diagnostics";
import { parseLevel } from "../core/mahjong/level";
import { normaliseRank } from "../core/tournament/rank";
import { delimiterOf, reportOf, splitLines, toText, uncertainEncoding } from "./encoding";
import type { EncodingName, EncodingReport } from "./encoding";

export interface RatingListEntry {
  /** EGD PIN or FIDE ID. */
  readonly pin?: string;
  readonly name: string;
  readonly firstName?: string;
  readonly rating: number;
  /** Go rank normalised ("3d", "12k") or any other level text (mahjong level). */
  readonly rank?: string;
  readonly k?: number;
  readonly birth?: string;
  /** `birth` read once (H9), when a date or a year. */
  readonly born?: ReadDate;
  readonly federation?: string;
  readonly club?: string;
  /** 1-based source line. */
  readonly line: number;
}

export interface RatingList {
  readonly entries: readonly RatingListEntry[];
  readonly diagnostics: readonly Diagnostic[];
  readonly encoding: EncodingName | "mixed";
  /** How the file was decoded (detected or chosen, the close alternatives), when from bytes. */
  readonly decoding?: EncodingReport;
  readonly format: "egd" | "csv";
}

//  13850408  Aczel Gergely   HU  BuPe    3d   --   2236    20  T090425A
// (pairgoth's pattern, FORMATS.md §2.6; names may contain spaces, so anchored on the columns after)
// (applied only to lines of 400 characters or less, so its backtracking is bounded per line: H3)
const EGD_ROW =
  // eslint-disable-next-line regexp/no-super-linear-backtracking
  /^\s*(\d{8})\s+(\S+)(?:\s+(\S.*?))?\s+([A-Z]{2})\s+(\S{1,4})\s+(\d{1,2}[kdpKDP])\s+(\d{1,2}[kdpKDP]|--)\s+(-?\d+)\s+(\d+)\s+(\S+)\s*$/;

/** EGD rating-list download (`allworld_lp`, an HTML `<pre>`, mixed encodings decoded per line). */
function readEgdList(lines: readonly string[], sink: DiagnosticSink): RatingListEntry[] {
  const out: RatingListEntry[] = [];
  lines.forEach((l, i) => {
    if (l.length > 400 || !/^\s*\d{8}\s/.test(l)) return;
    const m = EGD_ROW.exec(l);
    if (!m) {
      sink.warning("bad-row", i + 1, 1, `unreadable rating-list row "${l.trim().slice(0, 60)}"`);
      return;
    }
    const rating = fileNumber(
      sink,
      "goRating",
      "rating",
      m[8],
      { line: i + 1, column: 1 },
      "error",
      "bad-rating",
    );
    if (rating === undefined) return;
    out.push({
      pin: m[1] ?? "",
      name: (m[2] ?? "").replace(/_/g, " "),
      ...(m[3] ? { firstName: m[3].trim().replace(/_/g, " ") } : {}),
      federation: m[4] ?? "",
      club: m[5] ?? "",
      rank: normaliseRank(m[6] ?? "") ?? m[6] ?? "",
      rating,
      line: i + 1,
    });
  });
  return out;
}

type Col = "pin" | "name" | "firstName" | "rating" | "rank" | "k" | "birth" | "federation" | "club";
// prettier-ignore
const COLS: ReadonlyMap<string, Col> = lookupTable({
  pin: "pin", egdpin: "pin", fideid: "pin", id: "pin", idnumber: "pin",
  name: "name", surname: "name", lastname: "name", player: "name",
  "игрок": "name", "фио": "name", "фамилия": "name", "játékos": "name", "név": "name",
  firstname: "firstName", givenname: "firstName", "имя": "firstName",
  rating: "rating", elo: "rating", gor: "rating", rtg: "rating",
  rank: "rank", grade: "rank", level: "rank", "уровень": "rank", "ранг": "rank", szint: "rank",
  k: "k", kfactor: "k",
  birth: "birth", born: "birth", birthday: "birth", byear: "birth",
  federation: "federation", fed: "federation", country: "federation",
  club: "club",
});

/** A header cell as COLS and ROUND_HEADER name it: lower case, without spaces, dots, dashes. */
const headerKey = (h: string): string =>
  h
    .trim()
    .toLowerCase()
    .replace(/[\s._-]/g, "");

/** Header names of a crosstable's round columns (csv.ts: `R1`, `Round 1`, `1`, `1.Rd.`). */
const ROUND_HEADER = /^(?:r|rd|round)?\d{1,3}(?:rd)?$/;

/**
 * The EGD rating-list download: an HTML `<pre>` or a "List of … Players" title ("List of
 * Players", "List of WORLD Players") near the start, or its `PIN name … rank rank GoR` rows
 * among the first 50 lines.
 */
function looksLikeEgdList(text: string, lines: readonly string[]): boolean {
  return (
    /<pre>|List of (?:\w+ )?Players/i.test(text.slice(0, 4096)) ||
    lines.slice(0, 50).some((l) => /^\s*\d{8}\s+\S/.test(l) && EGD_ROW.test(l))
  );
}

/**
 * What kind of rating list the start of a file looks like, if any: the EGD download
 * (`looksLikeEgdList`), or a CSV whose header names `rating` and `name` or `pin` and no round
 * column. Used to tell an officer who gives a rating list as the tournament what the file is.
 */
export function ratingListKind(head: string): "egd" | "csv" | null {
  const text = head.slice(0, 16384);
  if (looksLikeEgdList(text, splitLines(text))) return "egd";
  const { header, cols } = csvList(text);
  if (!cols.has("rating") || !(cols.has("name") || cols.has("pin"))) return null;
  return header.some((h) => ROUND_HEADER.test(headerKey(h))) ? null : "csv";
}

/**
 * Reads a rating list: the EGD download, or a CSV whose header names at least `name` or `pin`,
 * and `rating`; optional `rank`, `k`, `birth`, `federation`, `club`, `firstName`.
 */
export function readRatingList(input: string | Uint8Array, chosen?: EncodingName): RatingList {
  const refused = refusal(input, "rating list"); // the file gate (H6)
  if (refused !== undefined) {
    const sink = new DiagnosticSink("Rating list");
    sink.error("not-readable", 0, 0, refused);
    return { entries: [], diagnostics: sink.items, encoding: "utf-8", format: "csv" };
  }
  const decoded = toText(input, chosen);
  const { text, encoding } = decoded;
  const decoding = reportOf(decoded);
  const unsure = uncertainEncoding(decoded);
  const lines = splitLines(text);
  if (looksLikeEgdList(text, lines)) {
    const sink = new DiagnosticSink("EGD rating list");
    if (unsure !== undefined) sink.warning("encoding-uncertain", 0, 0, unsure);
    return { entries: readEgdList(lines, sink), diagnostics: sink.items, encoding, decoding, format: "egd" };
  }
  const sink = new DiagnosticSink("Rating list");
  if (unsure !== undefined) sink.warning("encoding-uncertain", 0, 0, unsure);
  const { headerLine, cols, rows } = csvList(text);
  if (!cols.has("rating") || !(cols.has("name") || cols.has("pin"))) {
    sink.error("no-header", headerLine, 1, "the header must name `rating` and `name` or `pin`");
    return { entries: [], diagnostics: sink.items, encoding, decoding, format: "csv" };
  }
  const entries: RatingListEntry[] = [];
  rows.forEach(({ cells, line }) => {
    const get = cellOf(cells, cols);
    // H1, H10: a rating within its bound; `2,150` is never guessed to be 2.15 or 2150
    const ratingAt = { line, column: (cols.get("rating") ?? 0) + 1 };
    const rating =
      get("rating") === ""
        ? undefined
        : fileNumber(sink, "goRating", "rating", get("rating"), ratingAt, "error", "bad-rating");
    if (get("rating") === "") sink.error("bad-rating", line, ratingAt.column, `rating "" is not a number`);
    if (rating === undefined) return;
    const k = fileNumber(sink, "kFactor", "K", get("k"), { line, column: (cols.get("k") ?? 0) + 1 }, "error");
    const rank = get("rank");
    const born = fileDate(sink, "birth date", {
      text: get("birth"),
      line,
      column: (cols.get("birth") ?? 0) + 1,
    });
    entries.push({
      ...(get("pin") ? { pin: get("pin") } : {}),
      name: get("name"),
      ...(get("firstName") ? { firstName: get("firstName") } : {}),
      rating,
      ...(rank ? { rank: normaliseRank(rank) ?? rank } : {}),
      ...(k !== undefined ? { k } : {}),
      ...(get("birth") ? { birth: get("birth") } : {}),
      ...(born !== undefined ? { born } : {}),
      ...(get("federation") ? { federation: get("federation") } : {}),
      ...(get("club") ? { club: get("club") } : {}),
      line,
    });
  });
  return { entries, diagnostics: sink.items, encoding, decoding, format: "csv" };
}

/**
 * A CSV list: its header (the first row that is not blank), the column of each field the header
 * names, and the rows below it that are not blank, each with its 1-based line in the file.
 */
function csvList(text: string): {
  headerLine: number;
  header: string[];
  cols: Map<Col, number>;
  rows: { cells: string[]; line: number }[];
} {
  const all = Papa.parse<string[]>(text, { skipEmptyLines: false, delimiter: delimiterOf(text) }).data;
  const lines = all
    .map((r, i) => ({ cells: Array.isArray(r) ? r.map((c) => String(c ?? "")) : [], line: i + 1 }))
    .filter((r) => r.cells.some((c) => c.trim() !== ""));
  const header = lines[0]?.cells ?? [];
  const cols = new Map<Col, number>();
  header.forEach((h, i) => {
    const c = COLS.get(headerKey(h));
    if (c && !cols.has(c)) cols.set(c, i);
  });
  return { headerLine: lines[0]?.line ?? 1, header, cols, rows: lines.slice(1) };
}

/** The trimmed text of a row's cell for a field ("" when the list has no such column). */
function cellOf(row: readonly string[], cols: ReadonlyMap<Col, number>): (c: Col) => string {
  return (c) => {
    const k = cols.get(c);
    return k === undefined ? "" : String(row[k] ?? "").trim();
  };
}

/** A player's mahjong level as a levels list gives it (RULES §3). */
export interface LevelListEntry {
  readonly pin?: string;
  readonly name: string;
  readonly firstName?: string;
  readonly federation?: string;
  /** The level as written (`3 кю`, `2d+`), checked to be a mahjong level. */
  readonly rank: string;
  readonly line: number;
}

/**
 * Reads a mahjong levels list: a CSV whose header names the level (`rank`, `level`, `уровень`)
 * and `name` or `pin`. A `rating` column is not needed (a mahjong rating needs five tournaments,
 * RULES §3) and is ignored. A row without a level is a warning and gives nothing (its player,
 * if he plays, is 12 kyu, R4); a row without a player or with a text that is not a mahjong level
 * is an error.
 */
export function readLevelList(
  input: string | Uint8Array,
  chosen?: EncodingName,
): {
  entries: LevelListEntry[];
  diagnostics: Diagnostic[];
  decoding: EncodingReport;
} {
  const sink = new DiagnosticSink("Levels list");
  const decoded = toText(input, chosen);
  const unsure = uncertainEncoding(decoded);
  if (unsure !== undefined) sink.warning("encoding-uncertain", 0, 0, unsure);
  const { headerLine, header, cols, rows } = csvList(decoded.text);
  if (!cols.has("rank") || !(cols.has("name") || cols.has("pin"))) {
    const got = header.map((c) => c.trim()).join(", ");
    sink.error(
      "no-header",
      headerLine,
      1,
      `the header must name the level (rank, level, уровень) and name or pin; got: ${got || "nothing"}`,
    );
    return { entries: [], diagnostics: sink.items, decoding: reportOf(decoded) };
  }
  const at = (c: Col): number => (cols.get(c) ?? 0) + 1;
  const entries: LevelListEntry[] = [];
  rows.forEach(({ cells, line }) => {
    const get = cellOf(cells, cols);
    const [name, pin, level] = [get("name"), get("pin"), get("rank")];
    if (name === "" && pin === "") {
      sink.error(
        "missing-name",
        line,
        cols.has("name") ? at("name") : at("pin"),
        "a row without a player name",
      );
      return;
    }
    if (level === "") {
      sink.warning("missing-level", line, at("rank"), `no level for ${name || pin}; the row is ignored`);
      return;
    }
    try {
      parseLevel(level, {});
    } catch (error) {
      sink.error("bad-level", line, at("rank"), error instanceof Error ? error.message : String(error));
      return;
    }
    entries.push({
      name,
      rank: level,
      line,
      ...(pin !== "" ? { pin } : {}),
      ...(get("firstName") !== "" ? { firstName: get("firstName") } : {}),
      ...(get("federation") !== "" ? { federation: get("federation") } : {}),
    });
  });
  return { entries, diagnostics: sink.items, decoding: reportOf(decoded) };
}
