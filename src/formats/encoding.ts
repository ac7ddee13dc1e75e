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
import { lookupTable } from "../core/common/lookup";
import { analyse } from "chardet";
import { type Message, msg } from "../i18n/table";

/** The encodings read, by their WHATWG labels (what TextDecoder and `--encoding` take). */
export const ENCODINGS = [
  "utf-8",
  "utf-16le",
  "utf-16be",
  "windows-1250",
  "windows-1251",
  "windows-1252",
  "iso-8859-2",
  "iso-8859-5",
  "iso-8859-15",
  "koi8-r",
] as const;
export type EncodingName = (typeof ENCODINGS)[number];

/**
 * The single-byte encodings a file without a BOM and not in UTF-8 may be in, in the order that
 * breaks a tie: ISO-8859-15 first, in which OpenGotha writes its h9 and tou files (FORMATS §2.5), then windows-1252, its Windows sibling, then the Central European and Cyrillic ones.
 */
const LEGACY: readonly EncodingName[] = [
  "iso-8859-15",
  "windows-1252",
  "windows-1250",
  "windows-1251",
  "iso-8859-2",
  "iso-8859-5",
  "koi8-r",
];

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

const ALIASES: ReadonlyMap<string, EncodingName> = lookupTable({
  utf8: "utf-8",
  utf16: "utf-16le",
  utf16le: "utf-16le",
  utf16be: "utf-16be",
  cp1250: "windows-1250",
  win1250: "windows-1250",
  windows1250: "windows-1250",
  cp1251: "windows-1251",
  win1251: "windows-1251",
  windows1251: "windows-1251",
  cp1252: "windows-1252",
  win1252: "windows-1252",
  windows1252: "windows-1252",
  latin1: "windows-1252",
  iso88591: "windows-1252",
  latin2: "iso-8859-2",
  iso88592: "iso-8859-2",
  iso88595: "iso-8859-5",
  latin9: "iso-8859-15",
  iso885915: "iso-8859-15",
  koi8r: "koi8-r",
  koi8: "koi8-r",
});

/**
 * An encoding's name as an officer may write it (`cp1251`, `Windows-1251`, `latin2`, `UTF-16`,
 * `koi8r`), or undefined when it is not one of {@link ENCODINGS}. ISO-8859-1 is read as
 * windows-1252, its superset (as the WHATWG Encoding standard does).
 */
export function parseEncodingName(name: string): EncodingName | undefined {
  return ALIASES.get(
    name
      .trim()
      .toLowerCase()
      .replace(/[\s_.-]/g, ""),
  );
}

/** WHATWG's windows-1252 for bytes 0x80–0x9F (the rest is ISO-8859-1). */
// prettier-ignore
const CP1252_C1 = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d, 0x17d, 0x8f,
  0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];

/**
 * A single-byte encoding's 256 characters (UTF-16 code units), from the platform's TextDecoder
 * byte by byte. Node 20's decoder drops the bytes 0x80–0x9F of windows-1252 and of the ISO-8859
 * sets where a browser's gives the WHATWG characters (`š` = 0x9A in cp1252; the C1 controls in
 * ISO-8859): those come from WHATWG's table here, so the command line and the pane read alike.
 */
const tables = new Map<EncodingName, Uint16Array>();
function table(e: EncodingName): Uint16Array {
  let t = tables.get(e);
  if (t === undefined) {
    const d = new TextDecoder(e);
    const codes = new Uint16Array(256);
    for (let b = 0; b < 256; b++) {
      const c = d.decode(new Uint8Array([b]));
      const c1 = b >= 0x80 && b < 0xa0;
      codes[b] =
        e === "windows-1252" && c1 ? (CP1252_C1[b - 0x80] ?? b) : c.length === 1 ? c.charCodeAt(0) : b;
    }
    t = codes;
    tables.set(e, t);
  }
  return t;
}

const SINGLE_BYTE = new Set<EncodingName>(LEGACY);
const utf16 = new TextDecoder("utf-16le");

/** Decodes bytes in one of {@link ENCODINGS}; a BOM of that encoding is dropped. */
function decodeAs(e: EncodingName, bytes: Uint8Array): string {
  if (!SINGLE_BYTE.has(e)) return new TextDecoder(e).decode(bytes);
  const t = table(e);
  const units = new Uint16Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) units[i] = t[bytes[i] ?? 0] ?? 0;
  return utf16.decode(units);
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * chardet's names for the encodings of {@link LEGACY}: its ISO-8859-1 and windows-1252 stand
 * for both Western sets (they differ only where the oddity check tells them apart).
 */
const CHARDET: Readonly<Record<string, readonly EncodingName[]>> = {
  "windows-1250": ["windows-1250"],
  "windows-1251": ["windows-1251"],
  "windows-1252": ["windows-1252", "iso-8859-15"],
  "ISO-8859-1": ["windows-1252", "iso-8859-15"],
  "ISO-8859-2": ["iso-8859-2"],
  "ISO-8859-5": ["iso-8859-5"],
  "KOI8-R": ["koi8-r"],
};

/** A word of a decoded sample: what is between spaces, digits and ASCII punctuation. */
const WORD_BREAK = /[\s\d!-/:-@[-`{-~]+/u;
/** Characters a name or a title may hold besides letters. */
const NOT_WORDLIKE = /[^\p{L}\p{M}\u2018\u2019\u02bc\u2013\u2014\u00ab\u00bb\u2116\u2026\u00b7]/u;

/**
 * How oddly a sample reads in a candidate encoding: per word holding a non-ASCII character, a
 * byte the encoding leaves undefined (a C1 control) counts 2; a symbol inside the word
 * (`Ä÷¸`), Latin and Cyrillic letters in one word, or a capital right after a small letter
 * where one of them is not ASCII (`оДУВАН`) count 1.
 */
function oddity(text: string): { odd: number; words: number } {
  let odd = 0;
  let words = 0;
  for (const w of text.split(WORD_BREAK)) {
    if (!/[^\0-\x7f]/.test(w)) continue;
    words++;
    if (/[\u0080-\u009f\ufffd]/.test(w)) odd += 2;
    else if (NOT_WORDLIKE.test(w)) odd++;
    else if (/\p{Script=Latin}/u.test(w) && /\p{Script=Cyrillic}/u.test(w)) odd++;
    else if (Array.from(w.matchAll(/\p{Ll}\p{Lu}/gu), (m) => m[0]).some((p) => /[^\0-\x7f]/.test(p))) odd++;
  }
  return { odd, words };
}

/** Lower-case vowels in ASCII and the accented ones cp1250, ISO-8859-2 and cp1252 share. */
function isVowel(b: number): boolean {
  return (
    b === 0x61 ||
    b === 0x65 ||
    b === 0x69 ||
    b === 0x6f ||
    b === 0x75 ||
    b === 0x79 ||
    b === 0xe1 ||
    b === 0xe9 ||
    b === 0xed
  );
}

/**
 * Central European evidence in a sample, as score points for cp1250 and ISO-8859-2: 50 for the
 * bytes of ő ű Ő Ű (õ û Õ Û in the Western sets; FORMATS.md §1.7's Hungarian rule); 15 for those
 * of ě ů Ě Ů followed by a letter (ì ù Ì Ù in the Western sets, which Western names do not have
 * inside a word), of ř before í á é ě (ø, never before a vowel in Nordic names), of č Č before
 * a vowel (è, never before a vowel in French names) and of č ending a word; else −20. Files of names are too short for
 * chardet's language statistics, which then favour ISO-8859-2 for French names as readily as
 * windows-1252 for Czech ones.
 */
function centralEuropean(bytes: Uint8Array): number {
  let points = -20;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i] ?? 0;
    if (b === 0xf5 || b === 0xfb || b === 0xd5 || b === 0xdb) return 50;
    const next = bytes[i + 1] ?? 0;
    const letter = (next >= 0x61 && next <= 0x7a) || (next >= 0x41 && next <= 0x5a) || next >= 0xc0;
    if ((b === 0xec || b === 0xf9 || b === 0xcc || b === 0xd9) && letter) points = 15;
    else if (b === 0xf8 && (next === 0xed || next === 0xe1 || next === 0xe9 || next === 0xec)) points = 15;
    else if ((b === 0xe8 || b === 0xc8) && isVowel(next)) points = 15;
    else if (b === 0xe8 && !letter && i > 0 && (bytes[i - 1] ?? 0) >= 0x61) points = 15;
  }
  return points;
}

/** Score points within which the runner-up makes the choice uncertain. */
const CLOSE = 5;
/** Below this many words with a non-ASCII letter (one word), any other clean reading is as likely. */
const FEW = 2;

/** The legacy encoding of a sample of non-UTF-8 lines, with close alternatives (see the top). */
function detectLegacy(sample: Uint8Array): { encoding: EncodingName; alternatives: EncodingName[] } {
  const confidence = new Map<EncodingName, number>();
  for (const m of analyse(sample)) {
    for (const e of CHARDET[m.name] ?? []) confidence.set(e, Math.max(confidence.get(e) ?? 0, m.confidence));
  }
  const read = LEGACY.map((encoding, order) => {
    const text = decodeAs(encoding, sample);
    return { encoding, text, order, ...oddity(text) };
  });
  // The Central European bytes are common Cyrillic letters (0xF5 х, 0xFB ы in cp1251): they
  // count only where the sample does not read as clean Cyrillic.
  const cyrillic = read.find((r) => r.encoding === "windows-1251");
  const ce = cyrillic !== undefined && cyrillic.odd * 2 < cyrillic.words ? 0 : centralEuropean(sample);
  const scored = read
    .map((r) => {
      const bonus = r.encoding === "windows-1250" || r.encoding === "iso-8859-2" ? ce : 0;
      return {
        ...r,
        score: (confidence.get(r.encoding) ?? 0) - (100 * r.odd) / Math.max(r.words, 1) + bonus,
      };
    })
    .sort((a, b) => b.score - a.score || a.order - b.order);
  // Of the encodings that read the sample alike, the first in LEGACY's order is named.
  const top = scored[0] as (typeof scored)[number];
  const best = scored.filter((c) => c.text === top.text).sort((a, b) => a.order - b.order)[0] ?? top;
  // Close ones, and with fewer than FEW words with a non-ASCII letter every clean reading: too
  // little text to tell; one encoding named per distinct reading.
  const seen = new Set([best.text]);
  const alternatives: EncodingName[] = [];
  for (const c of [...scored].sort((a, b) => b.score - a.score || a.order - b.order)) {
    if (seen.has(c.text)) continue;
    if (c.score >= best.score - CLOSE || (best.words < FEW && c.odd === 0)) {
      seen.add(c.text);
      alternatives.push(c.encoding);
    }
  }
  return { encoding: best.encoding, alternatives };
}

/** Largest sample of non-UTF-8 lines handed to the detector. */
const SAMPLE = 65536;

/**
 * Well-formed UTF-8 as the fatal decoder judges it (no overlong forms, no surrogates, nothing
 * above U+10FFFF), checked without throwing: a thrown exception per line made 50 MB of noise
 * take seconds per reader.
 */
function isUtf8(bytes: Uint8Array): boolean {
  const n = bytes.length;
  let i = 0;
  while (i < n) {
    const b = bytes[i] ?? 0;
    if (b < 0x80) {
      i++;
      continue;
    }
    let need: number;
    let lo = 0x80;
    let hi = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) need = 1;
    else if (b >= 0xe0 && b <= 0xef) {
      need = 2;
      if (b === 0xe0) lo = 0xa0;
      if (b === 0xed) hi = 0x9f;
    } else if (b >= 0xf0 && b <= 0xf4) {
      need = 3;
      if (b === 0xf0) lo = 0x90;
      if (b === 0xf4) hi = 0x8f;
    } else return false;
    if (i + need >= n) return false; // truncated sequence
    const second = bytes[i + 1] ?? 0;
    if (second < lo || second > hi) return false;
    for (let k = 2; k <= need; k++) {
      const c = bytes[i + k] ?? 0;
      if (c < 0x80 || c > 0xbf) return false;
    }
    i += need + 1;
  }
  return true;
}

/**
 * UTF-16 without a BOM: NUL bytes in a quarter or more of the odd (LE) or even (BE) places of
 * the first 4 KB (the ASCII characters) and almost none in the others. Text has no NULs.
 */
function utf16Order(bytes: Uint8Array): "utf-16le" | "utf-16be" | undefined {
  const n = Math.min(bytes.length, 4096) & ~1;
  if (n < 4) return undefined;
  let even = 0;
  let odd = 0;
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) even++;
    if (bytes[i + 1] === 0) odd++;
  }
  const pairs = n / 2;
  if (odd >= pairs * 0.25 && even <= pairs * 0.02) return "utf-16le";
  if (even >= pairs * 0.25 && odd <= pairs * 0.02) return "utf-16be";
  return undefined;
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
  const legacy = known ?? detectLegacy(concat(sample));
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

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** Bytes that are ő/ű/Ő/Ű in cp1250 and ISO-8859-2 but õ/û/Õ/Û in the Western sets. */
function hungarian(bytes: Uint8Array): boolean {
  for (const b of bytes) if (b === 0xf5 || b === 0xfb || b === 0xd5 || b === 0xdb) return true;
  return false;
}

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
 * How a file was decoded, for the command line's report and the pane's preview:
 * `windows-1251`, `mixed, line by line (mostly iso-8859-15)`, `windows-1252 (uncertain: also windows-1250)`,
 * `koi8-r (chosen)`.
 */
export function describeEncoding(d: Omit<DecodedText, "text">): string {
  const base = d.encoding === "mixed" ? `mixed, line by line (mostly ${d.legacy ?? "utf-8"})` : d.encoding;
  if (d.chosen) return `${base} (chosen)`;
  return d.alternatives && d.alternatives.length > 0
    ? `${base} (uncertain: also ${d.alternatives.join(", ")})`
    : base;
}

/** Lines split on CRLF, CR or LF (bbpPairings writes bare CR). */
export function splitLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/);
}
/**
 * The delimiter: the most frequent of `;` `,` tab over the first 20 lines (Papa's own guess needs
 * an average of two fields per row, which a one-player file with its trailing empty line does
 * not reach; a title line with one comma does not outvote a `;` table).
 */
export function delimiterOf(text: string): string {
  const head = splitLines(text.slice(0, 65536)).slice(0, 20).join("\n");
  const count = (d: string): number => head.split(d).length - 1;
  return [";", ",", "\t"].reduce((a, b) => (count(b) > count(a) ? b : a));
}
