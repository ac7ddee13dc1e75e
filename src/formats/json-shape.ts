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
import type { SourcePos } from "./types";

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

/**
 * Each kind a place takes: whether `null` there is said (where a list or an object is due) or
 * read as absent (a number, a text, true or false), what an absent value reads as, and the value
 * taken from a JSON value (undefined from a value of another kind).
 */
// prettier-ignore
const READ = {
  list:    { nullSaid: true,  absent: (): unknown[] => [], take: (v: unknown) => (Array.isArray(v) ? (v as unknown[]) : undefined) },
  object:  { nullSaid: true,  absent: () => undefined,     take: (v: unknown) => (isObject(v) ? v : undefined) },
  number:  { nullSaid: false, absent: () => undefined,     take: (v: unknown) => (typeof v === "number" ? v : undefined) },
  text:    { nullSaid: false, absent: () => "",            take: (v: unknown) => (typeof v === "string" ? v.trim() : typeof v === "number" ? String(v) : undefined) },
  boolean: { nullSaid: false, absent: () => undefined,     take: (v: unknown) => (typeof v === "boolean" ? v : undefined) },
} as const;
type Readable = keyof typeof READ;
/** What a reader of kind `K` gives: a value of that kind, or its absent value. */
type ValueOf<K extends Readable> =
  Exclude<ReturnType<(typeof READ)[K]["take"]>, undefined> | ReturnType<(typeof READ)[K]["absent"]>;

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
  ): void {
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
    this.sink.add(severity, at.line, at.column, text);
  }

  /**
   * A reader of one kind (see {@link READ}): the value, its key, position and place; a value of
   * another kind is said at `severity` and read as absent.
   */
  private reader<K extends Readable>(kind: K, defaultSeverity: Severity = "warning") {
    const { take, absent, nullSaid } = READ[kind];
    return (
      v: unknown,
      key: string,
      at: SourcePos,
      place: JsonPlace = {},
      severity: Severity = defaultSeverity,
    ): ValueOf<K> => {
      if (v === undefined || (v === null && !nullSaid)) return absent() as ValueOf<K>;
      const value = take(v);
      if (value !== undefined) return value as ValueOf<K>;
      this.said(v, kind, key, at, place, severity);
      return absent() as ValueOf<K>;
    };
  }

  /** A list (absent: empty); `null` is said. */
  readonly list = this.reader("list", "error");
  /** An object (absent: undefined); `null` is said. */
  readonly object = this.reader("object");
  /** A number (JSON's numbers are finite). */
  readonly number = this.reader("number");
  /** A text, trimmed; a number is its decimal text (a name `2018`); absent is "". */
  readonly text = this.reader("text");
  /** true or false. */
  readonly flag = this.reader("boolean");
}
