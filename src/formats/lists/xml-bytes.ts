/**
 * XML read as bytes, for FIDE's XML list (fide-xml.ts): the bytes of its markup, each byte's
 * class (white space, a tag name's characters), patterns and names compared in place, and the
 * entities a value may hold (the five predefined ones and character references).
 */

export const LT = 0x3c;
export const GT = 0x3e;
export const SLASH = 0x2f;
export const AMP = 0x26;
export const LF = 0x0a;

export const ascii = (s: string): Uint8Array => Uint8Array.from(s, (c) => c.charCodeAt(0));
export const EMPTY = new Uint8Array(0);

/** Each byte's class: white space (XML's S: space, tab, CR, LF), tag name start, tag name. */
export const SPACE = 1;
export const NAME_START = 2;
export const NAME_CHAR = 4;
export const CLASS = new Uint8Array(256);
for (const c of [0x20, 0x09, 0x0d, 0x0a]) CLASS[c] = SPACE;
for (let c = 0; c < 128; c++) {
  const ch = String.fromCharCode(c);
  // a tag name as FIDE's are: a letter or `_`, then letters, digits, `_`, `.` or `-`
  if (/[A-Za-z_]/.test(ch)) CLASS[c] = NAME_START | NAME_CHAR;
  else if (/[\d.-]/.test(ch)) CLASS[c] = NAME_CHAR;
}
export function space(c: number): boolean {
  return (CLASS[c] as number) === SPACE;
}
/** True when `pattern` is at `at` in `buf` (false when `buf` ends first). */
export function at(buf: Uint8Array, i: number, pattern: Uint8Array): boolean {
  if (i + pattern.length > buf.length) return false;
  for (let k = 0; k < pattern.length; k++) if (buf[i + k] !== pattern[k]) return false;
  return true;
}

/** True when the `len` bytes at `a` and at `b` are the same. */
export function same(buf: Uint8Array, a: number, b: number, len: number): boolean {
  for (let k = 0; k < len; k++) if (buf[a + k] !== buf[b + k]) return false;
  return true;
}

/** ASCII bytes as text (tag names, short values). */
export function latin1(buf: Uint8Array, from: number, to: number): string {
  let s = "";
  for (let i = from; i < to; i++) s += String.fromCharCode(buf[i] as number);
  return s;
}

/** The five predefined entities and character references (the XML 1.0 recommendation, sections 4.1 and 4.6). */
const ENTITY = /&(?:#x([0-9a-fA-F]{1,6})|#(\d{1,7})|(amp|lt|gt|quot|apos));/g;
const NAMED: ReadonlyMap<string, string> = new Map([
  ["amp", "&"],
  ["lt", "<"],
  ["gt", ">"],
  ["quot", '"'],
  ["apos", "'"],
]);

/** Text with its entities replaced, or undefined when an `&` starts none of them. */
export function decodeEntities(text: string): string | undefined {
  if (/&(?!(?:#x[0-9a-fA-F]{1,6}|#\d{1,7}|amp|lt|gt|quot|apos);)/.test(text)) return undefined;
  let bad = false;
  const out = text.replace(ENTITY, (_, hex?: string, dec?: string, named?: string) => {
    if (named !== undefined) return NAMED.get(named) ?? "";
    const code = hex !== undefined ? parseInt(hex, 16) : Number(dec);
    if (code > 0x10ffff || code === 0) {
      bad = true;
      return "";
    }
    return String.fromCodePoint(code);
  });
  return bad ? undefined : out;
}
