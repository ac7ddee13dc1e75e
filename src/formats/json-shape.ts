/**
 * A JSON file's values read by the kind their place takes (H15, pairgoth's `.tour`): a list of
 * rounds, a round's list of games, a game or player object, a number, a text, true or false. A
 * value of another kind is said where it stands — its key, its round, game or player, what it
 * holds — and is not read: a round given as an object is never read as an empty round, a rank
 * given as text never as no rank, in silence. An absent key is a value not given, and so is
 * `null` for a number, a text or true/false; `null` where a list or an object is due (a round, a
 * game, a player) is said like any other kind.
 */
import type { DiagnosticSink, Severity } from "../core/tournament/diagnostics";
import { type JsonKind } from "../i18n/errors-readers-go";
import { msg } from "../i18n/table";
import type { SourcePos } from "./read-result";

export type Json = Record<string, unknown>;

/** The kind of a parsed JSON value. */
export function kindOf(v: unknown): JsonKind {
  if (Array.isArray(v)) return "list";
  if (v === null) return "null";
  if (typeof v === "number") return "number";
  if (typeof v === "string") return "text";
  if (typeof v === "boolean") return "boolean";
  return "object";
}

const isObject = (v: unknown): v is Json => kindOf(v) === "object";

/** Where a value stands, beside its key: a round and game, or a player (1-based). */
export interface JsonPlace {
  readonly round?: number;
  readonly game?: number;
  readonly player?: number;
}

/** Reads values by kind into a sink; each read names its key, position, place and severity. */
export class JsonShapes {
  constructor(private readonly sink: DiagnosticSink) {}

  private said(
    v: unknown,
    expected: JsonKind,
    key: string,
    at: SourcePos,
    place: JsonPlace,
    severity: Severity,
  ): undefined {
    const found = kindOf(v);
    const entries = Array.isArray(v) ? v.length : isObject(v) ? Object.keys(v).length : undefined;
    const value = found === "text" || found === "number" || found === "boolean" ? String(v) : undefined;
    const text = msg("rdJsonShape", {
      key,
      expected,
      found,
      ...(value !== undefined ? { value } : {}),
      ...(entries !== undefined ? { entries } : {}),
      ...place,
    });
    this.sink.add(severity, "bad-shape", at.line, at.column, text);
    return undefined;
  }

  /** A list: absent is empty; another kind (null too) is said and read as empty. */
  list(
    v: unknown,
    key: string,
    at: SourcePos,
    place: JsonPlace = {},
    severity: Severity = "error",
  ): unknown[] {
    if (v === undefined) return [];
    return Array.isArray(v) ? v : (this.said(v, "list", key, at, place, severity) ?? []);
  }

  /** An object: absent is undefined; another kind (null too) is said and read as absent. */
  object(
    v: unknown,
    key: string,
    at: SourcePos,
    place: JsonPlace = {},
    severity: Severity = "warning",
  ): Json | undefined {
    if (v === undefined) return undefined;
    return isObject(v) ? v : this.said(v, "object", key, at, place, severity);
  }

  /** A number (JSON's numbers are finite): absent is undefined; another kind is said. */
  number(
    v: unknown,
    key: string,
    at: SourcePos,
    place: JsonPlace = {},
    severity: Severity = "warning",
  ): number | undefined {
    if (v === undefined || v === null) return undefined;
    return typeof v === "number" ? v : this.said(v, "number", key, at, place, severity);
  }

  /** A text, trimmed; a number is its decimal text (a name `2018`); absent is "". */
  text(
    v: unknown,
    key: string,
    at: SourcePos,
    place: JsonPlace = {},
    severity: Severity = "warning",
  ): string {
    if (v === undefined || v === null) return "";
    if (typeof v === "string") return v.trim();
    if (typeof v === "number") return String(v);
    return this.said(v, "text", key, at, place, severity) ?? "";
  }

  /** true or false: absent is undefined; another kind is said. */
  flag(
    v: unknown,
    key: string,
    at: SourcePos,
    place: JsonPlace = {},
    severity: Severity = "warning",
  ): boolean | undefined {
    if (v === undefined || v === null) return undefined;
    return typeof v === "boolean" ? v : this.said(v, "boolean", key, at, place, severity);
  }
}
