/**
 * The texts of a list's values read from its bytes (FIDE's XML list, fide-xml.ts; FIDE's TXT
 * list, fide-txt-bytes.ts; D44): a short ASCII value (a rating, a K, a year, a federation) from
 * the table of those already seen, a FIDE ID from its digits, so that a million rows do not each
 * decode their few repeated values.
 */
import { latin1 } from "./xml-bytes";

/** Short ASCII values, each made text once, keyed by their bytes and the field they are of. */
export class ShortTexts {
  private readonly known = new Map<number, string>();

  /**
   * The text of `buf[from, to)` for `field` (0–7), when it is at most 4 bytes of ASCII; undefined
   * otherwise (the caller decodes it).
   */
  get(buf: Uint8Array, from: number, to: number, field: number): string | undefined {
    const len = to - from;
    if (len > 4) return undefined;
    let key = len;
    for (let i = from; i < to; i++) {
      const c = buf[i] as number;
      if (c >= 0x80) return undefined;
      key = key * 128 + c;
    }
    key = key * 8 + field;
    const known = this.known.get(key);
    if (known !== undefined) return known;
    const s = latin1(buf, from, to);
    if (this.known.size < 4096) this.known.set(key, s);
    return s;
  }
}

/**
 * The text of `buf[from, to)` when it is a number's digits as the number writes them back (1 to
 * 15 digits, no leading zero): the number's own text, nothing decoded. Undefined otherwise.
 */
export function digitsText(buf: Uint8Array, from: number, to: number): string | undefined {
  const len = to - from;
  if (len <= 0 || len > 15 || (len > 1 && buf[from] === 0x30)) return undefined;
  let n = 0;
  for (let i = from; i < to; i++) {
    const d = (buf[i] as number) - 0x30;
    if (d < 0 || d > 9) return undefined;
    n = n * 10 + d;
  }
  return String(n);
}
