/**
 * Which encoding a file is in when it has no byte-order mark (docs/formats.md, D40): UTF-8 when
 * it is well formed, UTF-16 by its zero bytes, else the legacy encoding chardet guesses among
 * the supported ones, checked by decoding with each, with the close alternatives.
 */
import { analyse } from "chardet";
import { type EncodingName, LEGACY } from "./encoding-names";
import { decodeAs } from "./encoding-tables";

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
export function detectLegacy(sample: Uint8Array): { encoding: EncodingName; alternatives: EncodingName[] } {
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
export const SAMPLE = 65536;

/**
 * Well-formed UTF-8 as the fatal decoder judges it (no overlong forms, no surrogates, nothing
 * above U+10FFFF), checked without throwing: a thrown exception per line made 50 MB of noise
 * take seconds per reader.
 */
export function isUtf8(bytes: Uint8Array): boolean {
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

/** Bytes of the start that decide whether a file without a byte-order mark is UTF-16. */
const UTF16_SNIFF = 4096;

/**
 * UTF-16 without a BOM (D40, D437), the one test of it, the file gate's and the decoder's: in
 * the first 4 KB, NUL bytes in one pair in ten at least, eight at least, all on one side of the
 * pairs but for one in fifty (the high bytes of the characters below U+0100: digits, separators,
 * spaces, line ends, Latin letters; a Russian list has them in 15–25 % of its pairs, a Hungarian
 * one in nearly all), never both bytes of a pair (a U+0000). Text in a single-byte encoding or
 * in UTF-8 has no NUL byte; random bytes have NULs on both sides alike, in 1 place in 256.
 */
export function utf16Order(bytes: Uint8Array): "utf-16le" | "utf-16be" | undefined {
  const n = Math.min(bytes.length, UTF16_SNIFF) & ~1;
  let even = 0;
  let odd = 0;
  for (let i = 0; i < n; i += 2) {
    const a = bytes[i] === 0;
    const b = bytes[i + 1] === 0;
    if (a && b) return undefined;
    if (a) even++;
    if (b) odd++;
  }
  const pairs = n / 2;
  const many = (k: number): boolean => k >= 8 && k * 10 >= pairs;
  if (many(odd) && even * 50 <= pairs) return "utf-16le";
  if (many(even) && odd * 50 <= pairs) return "utf-16be";
  return undefined;
}

/** Bytes that are ő/ű/Ő/Ű in cp1250 and ISO-8859-2 but õ/û/Õ/Û in the Western sets. */
export function hungarian(bytes: Uint8Array): boolean {
  for (const b of bytes) if (b === 0xf5 || b === 0xfb || b === 0xd5 || b === 0xdb) return true;
  return false;
}
