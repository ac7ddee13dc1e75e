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

function decodeChunk(bytes: Uint8Array): { text: string; encoding: EncodingName } {
  try {
    return { text: utf8.decode(bytes), encoding: "utf-8" };
  } catch {
    if (looksHungarian(bytes)) return { text: cp1250.decode(bytes), encoding: "windows-1250" };
    return { text: latin.decode(bytes), encoding: "iso-8859-15" };
  }
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
  try {
    return { text: utf8.decode(bytes), encoding: "utf-8" };
  } catch {
    // fall through to per-line decoding
  }
  const parts: string[] = [];
  const seen = new Set<EncodingName>();
  let start = 0;
  for (let i = 0; i <= bytes.length; i++) {
    const b = bytes[i];
    if (i === bytes.length || b === 0x0a || b === 0x0d) {
      const line = bytes.subarray(start, i);
      let ascii = true;
      for (const x of line) {
        if (x >= 0x80) {
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
