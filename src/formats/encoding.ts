/**
 * Text decoding (FORMATS §1.7, FORMATS §2.5, FORMATS §6.2; docs/formats.md, D40): a byte-order
 * mark decides (UTF-8, UTF-16 LE/BE); else well-formed UTF-8 is UTF-8; else the file's legacy
 * encoding is detected once from its non-UTF-8 lines — chardet's statistical guess among the
 * supported ones, checked by decoding with each (undefined bytes, symbols inside words, Latin and
 * Cyrillic mixed in one word, a capital after a small letter are counted against it) — and
 * applied per line, because the EGD rating list mixes UTF-8, Latin-1 and ASCII lines in one
 * file. When the runner-up scores nearly as well and reads differently, the choice is reported
 * as uncertain with the alternatives. The officer can name the encoding instead (`--encoding`,
 * the pane's selector). TextDecoder with these labels exists in Node and in browsers.
 */
import { type Message, english, msg } from "../i18n/table";
import { SAMPLE, detectLegacy, hungarian, isUtf8, utf16Order } from "./encoding-detect";
import { type EncodingName } from "./encoding-names";
import { SINGLE_BYTE, decodeAs, table, utf16, utf8 } from "./encoding-tables";
import { concatBytes } from "./bytes";

export { ENCODINGS, type EncodingName, parseEncodingName } from "./encoding-names";

export interface DecodedText {
  readonly text: string;
  /** The encoding of the whole file, or "mixed" when lines needed different ones. */
  readonly encoding: EncodingName | "mixed";
  /** In a "mixed" file, the encoding of its lines that are not UTF-8. */
  readonly legacy?: EncodingName;
  /** The detection was close: these encodings read the file differently and nearly as well. */
  readonly alternatives?: readonly EncodingName[];
  /** The officer named the encoding (`--encoding`, the pane's selector): nothing was detected. */
  readonly chosen?: true;
}

/** A file's legacy encoding as detected once, with its close alternatives (D40, D44). */
export interface LegacyChoice {
  readonly encoding: EncodingName;
  readonly alternatives: readonly EncodingName[];
}

/** The legacy encoding a decoding detected (none for UTF-8, UTF-16 or a chosen encoding). */
export function legacyChoice(r: EncodingReport): LegacyChoice | undefined {
  const encoding = r.encoding === "mixed" ? r.legacy : r.encoding;
  if (r.chosen || encoding === undefined || !SINGLE_BYTE.has(encoding)) return undefined;
  return { encoding, alternatives: r.alternatives ?? [] };
}

/**
 * Decodes a file (see the top of this file). `chosen` is the officer's encoding: then nothing is
 * detected and a BOM of that encoding is dropped. A UTF-8 BOM is dropped; a UTF-16 BOM decides.
 * `known` is the legacy encoding detected in an earlier piece of the same file (D44): it is kept
 * rather than detected again from this piece's lines.
 */
export function decodeBytes(input: Uint8Array, chosen?: EncodingName, known?: LegacyChoice): DecodedText {
  if (chosen !== undefined) return { text: decodeAs(chosen, input), encoding: chosen, chosen: true };
  if (input[0] === 0xff && input[1] === 0xfe)
    return { text: decodeAs("utf-16le", input), encoding: "utf-16le" };
  if (input[0] === 0xfe && input[1] === 0xff)
    return { text: decodeAs("utf-16be", input), encoding: "utf-16be" };
  let bytes = input;
  if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    bytes = bytes.subarray(3);
  const wide = utf16Order(bytes);
  if (wide !== undefined) return { text: decodeAs(wide, bytes), encoding: wide };
  if (isUtf8(bytes)) return { text: utf8.decode(bytes), encoding: "utf-8" };
  // Lines split on LF/CR bytes, the same in every single-byte encoding: first each line's kind
  // (0 ASCII, 1 UTF-8, 2 legacy) and a sample of the legacy ones, then one pass decoding.
  const n = bytes.length;
  const ends: number[] = [];
  const kinds: number[] = [];
  const sample: Uint8Array[] = [];
  let sampled = 0;
  let start = 0;
  let high = false;
  for (let i = 0; i <= n; i++) {
    const b = i < n ? (bytes[i] as number) : 0x0a;
    if (b === 0x0a || b === 0x0d) {
      const line = bytes.subarray(start, i);
      const kind = !high ? 0 : isUtf8(line) ? 1 : 2;
      if (kind === 2 && sampled < SAMPLE) {
        sample.push(line, NEWLINE);
        sampled += line.length + 1;
      }
      ends.push(i);
      kinds.push(kind);
      start = i + 1;
      high = false;
    } else if (b >= 0x80) high = true;
  }
  const legacy = known ?? detectLegacy(concatBytes(sample));
  const main = table(legacy.encoding);
  const western = legacy.encoding === "iso-8859-15" || legacy.encoding === "windows-1252";
  // Single-byte lines (and the line ends) as UTF-16 code units; a UTF-8 line flushes them.
  const units = new Uint16Array(n);
  let u = 0;
  const parts: string[] = [];
  let mixed = false;
  start = 0;
  for (let k = 0; k < kinds.length; k++) {
    const end = ends[k] as number;
    const kind = kinds[k];
    if (kind === 1) {
      mixed = true;
      if (u > 0) parts.push(utf16.decode(units.subarray(0, u)));
      u = 0;
      parts.push(utf8.decode(bytes.subarray(start, end)));
    } else {
      // a Hungarian line in a Western file (the EGD list's): ő ű in cp1250 (FORMATS §1.7)
      const line = bytes.subarray(start, end);
      const t = kind === 2 && western && hungarian(line) ? table("windows-1250") : main;
      if (t !== main) mixed = true;
      for (let i = start; i < end; i++) units[u++] = t[bytes[i] as number] as number;
    }
    if (end < n) units[u++] = bytes[end] as number;
    start = end + 1;
  }
  if (u > 0) parts.push(utf16.decode(units.subarray(0, u)));
  const alternatives = legacy.alternatives.length > 0 ? { alternatives: legacy.alternatives } : {};
  return mixed
    ? { text: parts.join(""), encoding: "mixed", legacy: legacy.encoding, ...alternatives }
    : { text: parts.join(""), encoding: legacy.encoding, ...alternatives };
}

const NEWLINE = new Uint8Array([0x0a]);

/** How a text was decoded, without the text: what readers hand on for the report. */
export type EncodingReport = Omit<DecodedText, "text">;

/** The report of a decoding (its text dropped). */
export function reportOf(d: DecodedText): EncodingReport {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { text, ...report } = d;
  return report;
}

/**
 * The warning a reader gives when the detection was close (D40): the encoding read, the ones
 * that read the file differently and nearly as well, and what to do.
 */
export function uncertainEncoding(d: EncodingReport): Message | undefined {
  if (d.chosen || d.alternatives === undefined || d.alternatives.length === 0) return undefined;
  const used = d.encoding === "mixed" ? (d.legacy ?? "") : d.encoding;
  return msg("rdEncodingUncertain", { used, alternatives: d.alternatives });
}

/** Accepts text (already decoded) or bytes; `chosen` as in {@link decodeBytes}. */
export function toText(input: string | Uint8Array, chosen?: EncodingName): DecodedText {
  return typeof input === "string"
    ? { text: input.replace(/^\uFEFF/, ""), encoding: "utf-8" }
    : decodeBytes(input, chosen);
}

/**
 * How a file was decoded, for the command line's report and the pane's preview (rendered in the
 * pane's language): `windows-1251`, `mixed, line by line (mostly iso-8859-15)`,
 * `windows-1252 (uncertain: also windows-1250)`, `koi8-r (chosen)`.
 */
export function encodingMessage(d: EncodingReport): Message {
  return msg("fileEncoding", {
    encoding: d.encoding,
    mixed: d.encoding === "mixed",
    ...(d.encoding === "mixed" && d.legacy !== undefined ? { mostly: d.legacy } : {}),
    chosen: d.chosen === true,
    alternatives: d.alternatives ?? [],
  });
}

/** {@link encodingMessage} in English, as the command line says it. */
export function describeEncoding(d: EncodingReport): string {
  return english(encodingMessage(d));
}

/** Lines split on CRLF, CR or LF (bbpPairings writes bare CR). */
export function splitLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/);
}
/**
 * The delimiter of the first 20 lines (D196): the one of `;` `,` tab outside quotes on the most
 * lines, then the most frequent, `;` on a tie. Papa's own guess needs an average of two fields
 * per row, which a one-player file with its trailing empty line does not reach; a title line
 * with one comma does not outvote a `;` table; nor do the decimal commas of a `;` table, which
 * its header, free of numbers, does not have.
 */
export function delimiterOf(text: string): string {
  const lines = splitLines(text.slice(0, 65536)).slice(0, 20);
  const tally = new Map<string, { lines: number; total: number }>();
  for (const d of [";", ",", "\t"]) tally.set(d, { lines: 0, total: 0 });
  let quoted = false; // a quoted cell may span lines
  for (const line of lines) {
    const seen = new Set<string>();
    for (const ch of line) {
      if (ch === '"') quoted = !quoted;
      const t = quoted ? undefined : tally.get(ch);
      if (t !== undefined) {
        t.total++;
        seen.add(ch);
      }
    }
    for (const d of seen) (tally.get(d) as { lines: number }).lines++;
  }
  const score = (d: string): { lines: number; total: number } => tally.get(d) ?? { lines: 0, total: 0 };
  const better = (b: string, a: string): boolean =>
    score(b).lines > score(a).lines || (score(b).lines === score(a).lines && score(b).total > score(a).total);
  return [";", ",", "\t"].reduce((a, b) => (better(b, a) ? b : a));
}
