/**
 * Bytes decoded in a named encoding: the single-byte sets from a table per encoding (the same in
 * Node and in browsers), the others by TextDecoder.
 */
import { type EncodingName, LEGACY } from "./encoding-names";

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
export function table(e: EncodingName): Uint16Array {
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

export const SINGLE_BYTE = new Set<EncodingName>(LEGACY);
export const utf16 = new TextDecoder("utf-16le");

/** Decodes bytes in one of {@link ENCODINGS}; a BOM of that encoding is dropped. */
export function decodeAs(e: EncodingName, bytes: Uint8Array): string {
  if (!SINGLE_BYTE.has(e)) return new TextDecoder(e).decode(bytes);
  const t = table(e);
  const units = new Uint16Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) units[i] = t[bytes[i] ?? 0] ?? 0;
  return utf16.decode(units);
}

export const utf8 = new TextDecoder("utf-8", { fatal: true });
