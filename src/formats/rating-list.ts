import { RatingError } from "../core/common/errors";
import { msg } from "../i18n/table";
import { refusal } from "./gate";
import type { Diagnostic } from "../core/tournament/diagnostics";
import { DiagnosticSink } from "../core/tournament/diagnostics";
import { parseLevel } from "../core/mahjong/level";
import { reportOf, splitLines, toText, uncertainEncoding } from "./encoding";
import type { EncodingName, EncodingReport } from "./encoding";
import {
  cellOf,
  columnsTwice,
  csvList,
  headerFound,
  headerKey,
  ROUND_HEADER,
  type Col,
} from "./lists/csv-list";
import { looksLikeEgdList } from "./lists/egd-list";
import type { FideRatingKind, RatingList } from "./lists/model";
import { listKindOf, RatingListReader, readRatingListChunks } from "./lists/stream";

/**
 * What kind of rating list the start of a file looks like, if any: FIDE's XML or TXT download,
 * the EGD download (`looksLikeEgdList`), or a CSV whose header names `rating` and `name` or
 * `pin` and no round column. Used to tell an officer who gives a rating list as the tournament
 * what the file is.
 */
export function ratingListKind(head: string): RatingList["format"] | null {
  const text = head.slice(0, 16384);
  const kind = listKindOf(text);
  if (kind !== "csv") return kind;
  if (looksLikeEgdList(text, splitLines(text))) return "egd";
  const { header, cols } = csvList(text);
  if (!cols.has("rating") || !(cols.has("name") || cols.has("pin"))) return null;
  return header.some((h) => ROUND_HEADER.test(headerKey(h))) ? null : "csv";
}

/**
 * Reads a rating list: FIDE's TXT or XML download, the EGD download, or a CSV whose header
 * names at least `name` or `pin`, and `rating`; optional `rank`, `k`, `birth`, `federation`,
 * `club`, `firstName`. Bytes go through the streaming reader (lists/stream.ts) in one piece:
 * the same code that reads a list of a million players in pieces.
 */
export function readRatingList(
  input: string | Uint8Array,
  chosen?: EncodingName,
  rating?: FideRatingKind,
): RatingList {
  const opts = {
    ...(chosen !== undefined ? { encoding: chosen } : {}),
    ...(rating !== undefined ? { rating } : {}),
  };
  if (typeof input === "string") {
    const refused = refusal(input, "rating list"); // the file gate (H6)
    if (refused !== undefined) {
      const sink = new DiagnosticSink("Rating list");
      sink.error(0, 0, refused);
      return { entries: [], diagnostics: sink.items, encoding: "utf-8", format: "csv" };
    }
    return RatingListReader.fromText(input, opts);
  }
  return readRatingListChunks([input], opts);
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
 * is an error, and so is a list that gives no level at all. What is not text, or too large, is refused by the file gate (H6).
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
  const refused = refusal(input, "rating list"); // the file gate (H6), as for a rating list
  if (refused !== undefined) {
    sink.error(0, 0, refused);
    return { entries: [], diagnostics: sink.items, decoding: reportOf(toText("", chosen)) };
  }
  const decoded = toText(input, chosen);
  const unsure = uncertainEncoding(decoded);
  if (unsure !== undefined) sink.warning(0, 0, unsure);
  const { headerLine, header, cols, rows, unclosed } = csvList(decoded.text, sink);
  if (unclosed !== undefined) sink.error(unclosed.line, unclosed.column, msg("rdUnclosedQuote", {}));
  columnsTwice(header, headerLine, sink);
  if (!cols.has("rank") || !(cols.has("name") || cols.has("pin"))) {
    sink.error(headerLine, 1, msg("rdLevelHeader", { got: headerFound(header) }));
    return { entries: [], diagnostics: sink.items, decoding: reportOf(decoded) };
  }
  const at = (c: Col): number => (cols.get(c) ?? 0) + 1;
  const entries: LevelListEntry[] = [];
  rows.forEach(({ cells, line }) => {
    const get = cellOf(cells, cols);
    const [name, pin, level] = [get("name"), get("pin"), get("rank")];
    if (name === "" && pin === "") {
      sink.error(line, cols.has("name") ? at("name") : at("pin"), msg("rdLevelNoName", {}));
      return;
    }
    if (level === "") {
      sink.warning(line, at("rank"), msg("rdLevelMissing", { who: name || pin }));
      return;
    }
    try {
      parseLevel(level, {});
    } catch (error) {
      if (!(error instanceof RatingError)) throw error;
      sink.error(line, at("rank"), error.text);
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
  if (entries.length === 0 && !sink.items.some((d) => d.severity === "error"))
    sink.error(headerLine, 1, msg("rdNoLevels", {}));
  return { entries, diagnostics: sink.items, decoding: reportOf(decoded) };
}
