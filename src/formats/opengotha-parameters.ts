/**
 * An OpenGotha file's tournament parameters as the tournament reader reads them: the McMahon
 * parameters of its GeneralParameterSet, and where each attribute is, for the warnings.
 */
import { DiagnosticSink } from "../core/tournament/diagnostics";
import { DEFAULT_PARAMETERS } from "../core/tournament/model";
import type { TournamentParameters } from "../core/tournament/model";
import { type GoRank, rankValue } from "../core/go/rank";
import { msg } from "../i18n/table";
import type { Attrs } from "./opengotha-xml";
import { attributeOffset, positionsOf, tagOffsets } from "./read-result";
import type { SourcePos } from "./types";

/** What Java's `Integer.parseInt` reads: an optional sign and decimal digits, within 32 bits. */
const JAVA_INT = /^[+-]?\d{1,10}$/;

/**
 * `v` as OpenGotha's importer reads a whole number (`Integer.parseInt`), else undefined: `1.0`,
 * `1e0` or `0x1` is none, as Java throws on them (D392).
 */
export function javaInt(v: string | undefined): number | undefined {
  const t = (v ?? "").trim();
  if (!JAVA_INT.test(t)) return undefined;
  const n = Number(t);
  return n >= -(2 ** 31) && n <= 2 ** 31 - 1 ? n : undefined;
}

/**
 * `v` as `Long.parseLong` reads it, where a number is exact in a double (OpenGotha's pairing
 * weights, 100000000000), else undefined: digits only, as {@link javaInt} (D392).
 */
export function javaLong(v: string | undefined): number | undefined {
  const t = (v ?? "").trim();
  const n = Number(t);
  return /^[+-]?\d{1,19}$/.test(t) && Number.isSafeInteger(n) ? n : undefined;
}

/**
 * A decimal where OpenGotha reads a whole number (`roundNumber="1.0"`): a number to the eye, and
 * none to OpenGotha's importer, which throws on it (D392).
 */
export const isDecimalNotInt = (v: string | undefined): boolean =>
  /^[+-]?(?:\d+[.,]\d*|[.,]\d+)$/.test((v ?? "").trim());

/** `v` as a whole number, else `fallback` (OpenGotha's importer's reading of a number). */
export function int(v: string | undefined, fallback: number): number {
  return javaInt(v) ?? fallback;
}

/**
 * McMahon parameters from GeneralParameterSet (D22); OpenGotha's defaults where absent. `at` is
 * the element's position, for the warnings.
 */
export function parameters(
  g: Attrs,
  sink: DiagnosticSink,
  attrAt: (key: string) => SourcePos,
): TournamentParameters {
  const rank = (key: string, fallback: GoRank): GoRank => {
    const v = g[key];
    if (v === undefined) return fallback;
    const r = rankValue(v);
    const at = attrAt(key);
    if (r === null) sink.warning(at.line, at.column, msg("rdBadParameter", { key, value: v }));
    return r ?? fallback;
  };
  // OpenGotha (since 3.40) counts McMahon scores from 30K whatever genMMZero says: so do its
  // standings, so does this reading (D21); --mm-zero / mm_zero set another zero
  const zero = rank("genMMZero", DEFAULT_PARAMETERS.mmZero);
  if (zero !== DEFAULT_PARAMETERS.mmZero) {
    const at = attrAt("genMMZero");
    sink.warning(at.line, at.column, msg("rdMmZero", { value: g.genMMZero ?? "" }));
  }
  // a value OpenGotha cannot read (it refuses the file's parameters then) is the default, said
  const whole = (key: string, fallback: number): number => {
    const v = g[key];
    if (v !== undefined && int(v, NaN) !== int(v, NaN)) {
      const at = attrAt(key);
      sink.warning(at.line, at.column, msg("rdBadParameter", { key, value: v, fallback }));
    }
    return int(v, fallback);
  };
  return {
    mmZero: DEFAULT_PARAMETERS.mmZero,
    mmFloor: rank("genMMFloor", DEFAULT_PARAMETERS.mmFloor),
    mmBar: rank("genMMBar", DEFAULT_PARAMETERS.mmBar),
    byePoints2: whole("genNBW2ValueBye", DEFAULT_PARAMETERS.byePoints2),
    byeMms2: whole("genMMS2ValueBye", DEFAULT_PARAMETERS.byeMms2),
    absentPoints2: whole("genNBW2ValueAbsent", DEFAULT_PARAMETERS.absentPoints2),
    absentMms2: whole("genMMS2ValueAbsent", DEFAULT_PARAMETERS.absentMms2),
    // D21: absent from the file → true, as OpenGotha's importer and DTD default it
    roundDown: (g.genRoundDownNBWMMS ?? "true").trim().toLowerCase() === "true",
    // D21 virtual SOS (OpenGotha ≥ 3.45); absent → false
    ...((g.genCountNotPlayedGamesAsHalfPoint ?? "").trim().toLowerCase() === "true"
      ? { countNotPlayedAsHalf: true }
      : {}),
  };
}

/**
 * The position of attribute `key` in the first `<tag …>` element of `text` (the element's own
 * position `at` when the attribute is not written there).
 */
export function attributeAt(text: string, tag: string, at: SourcePos): (key: string) => SourcePos {
  const start = tagOffsets(text, tag)[0];
  const pos = positionsOf(text);
  return (key) => {
    const offset = start === undefined ? undefined : attributeOffset(text, start, key);
    return offset === undefined ? at : pos(offset);
  };
}
