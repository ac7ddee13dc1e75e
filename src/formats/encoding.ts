/**
 * Text decoding (FORMATS.md §1.7, §2.5, §6.2): strict UTF-8; else cp1250 when Hungarian
 * heuristics fire (ő ű Ő Ű bytes 0xF5 0xFB 0xD5 0xDB), else ISO-8859-15; decided per line,
 * because the EGD rating list mixes UTF-8, Latin-1 and ASCII lines in one file.
 * TextDecoder with these labels exists in Node and in browsers.
 */
export type EncodingName = "utf-8" | "windows-1250" | "iso-8859-15";

export interface DecodedText {
  readonly text: string;
  /** The encoding of the whole file, or "mixed" when lines needed different ones. */
  readonly encoding: EncodingName | "mixed";
}

const utf8 = new TextDecoder("utf-8", { fatal: true });
const cp1250 = new TextDecoder("windows-1250");
const latin = new TextDecoder("iso-8859-15");

/** Bytes that are ő/ű/Ő/Ű in cp1250 and ISO-8859-2 but õ/û/Õ/Û in the Western sets. */
function looksHungarian(bytes: Uint8Array): boolean {
  for (const b of bytes) if (b === 0xf5 || b === 0xfb || b === 0xd5 || b === 0xdb) return true;
  return false;
}

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

function decodeChunk(bytes: Uint8Array): { text: string; encoding: EncodingName } {
  if (isUtf8(bytes)) return { text: utf8.decode(bytes), encoding: "utf-8" };
  if (looksHungarian(bytes)) return { text: cp1250.decode(bytes), encoding: "windows-1250" };
  return { text: latin.decode(bytes), encoding: "iso-8859-15" };
}

/**
 * Decodes a file. Whole-file UTF-8 first (fast path); otherwise line by line (split on LF/CR
 * bytes, which are the same in every supported encoding), so one Latin-1 line does not spoil
 * the UTF-8 ones. A UTF-8 BOM is dropped.
 */
export function decodeBytes(input: Uint8Array): DecodedText {
  let bytes = input;
  if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    bytes = bytes.subarray(3);
  if (isUtf8(bytes)) return { text: utf8.decode(bytes), encoding: "utf-8" };
  const parts: string[] = [];
  const seen = new Set<EncodingName>();
  let start = 0;
  for (let i = 0; i <= bytes.length; i++) {
    const b = bytes[i];
    if (i === bytes.length || b === 0x0a || b === 0x0d) {
      const line = bytes.subarray(start, i);
      let ascii = true;
      for (let k = 0; k < line.length; k++) {
        if ((line[k] ?? 0) >= 0x80) {
          ascii = false;
          break;
        }
      }
      if (ascii) {
        parts.push(latin.decode(line));
      } else {
        const d = decodeChunk(line);
        seen.add(d.encoding);
        parts.push(d.text);
      }
      if (i < bytes.length) parts.push(b === 0x0a ? "\n" : "\r");
      start = i + 1;
    }
  }
  const [only] = seen;
  const encoding = seen.size === 1 && only !== undefined ? only : "mixed";
  return { text: parts.join(""), encoding };
}

/** Accepts text (already decoded) or bytes. */
export function toText(input: string | Uint8Array): DecodedText {
  return typeof input === "string"
    ? { text: input.replace(/^\uFEFF/, ""), encoding: "utf-8" }
    : decodeBytes(input);
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
