/**
 * FIDE's TXT list read from its bytes (D44; README, Performance): a piece's lines are found by
 * their line breaks, and a line in ASCII has its fields cut from its bytes (the columns are
 * characters, and in ASCII a character is a byte): the ID from its digits, the short values from
 * the table of those seen (byte-texts.ts), the name decoded alone. Those fields go to the same
 * `fideEntry` as the text's, so both give the same rows and diagnostics. A line beyond ASCII is
 * decoded alone and read as text. A piece that is not UTF-8 is not read here: the caller decodes
 * it whole, as a text, since its legacy encoding is told from the whole piece (chunks.ts).
 */
import { ShortTexts, digitsText } from "./byte-texts";
import { utf8Text } from "./chunks";
import type { FideFields, FideTxtColumns } from "./fide";

const LF = 0x0a;
const CR = 0x0d;

/** The lines of a piece: each line's start and end (its line break left out), in order. */
export interface PieceLines {
  readonly bounds: readonly number[];
  /** The text of each line beyond ASCII, by its index among the lines. */
  readonly texts: ReadonlyMap<number, string>;
}

/**
 * The lines of whole lines' bytes, broken as a text is (CR LF, CR or LF); undefined when a line
 * is not UTF-8 or the piece starts with a byte order mark (then the piece is decoded whole).
 */
export function pieceLines(bytes: Uint8Array): PieceLines | undefined {
  if (bytes[0] === 0xef) return undefined;
  const bounds: number[] = [];
  const texts = new Map<number, string>();
  let start = 0;
  let ascii = true;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i] as number;
    if (b >= 0x80) ascii = false;
    if (b !== LF && b !== CR) continue;
    if (!ascii) {
      const text = utf8Text(bytes.subarray(start, i));
      if (text === undefined) return undefined;
      texts.set(bounds.length / 2, text);
    }
    bounds.push(start, i);
    if (b === CR && bytes[i + 1] === LF) i++;
    start = i + 1;
    ascii = true;
  }
  if (start < bytes.length) {
    // not reached: the bytes given end with a line feed
    const text = utf8Text(bytes.subarray(start));
    if (text === undefined) return undefined;
    if (!ascii) texts.set(bounds.length / 2, text);
    bounds.push(start, bytes.length);
  }
  return { bounds, texts };
}

const asciiText = new TextDecoder("utf-8");

/** An ASCII line's text (a flat copy, keeping nothing else alive). */
export function lineText(bytes: Uint8Array, from: number, to: number): string {
  return asciiText.decode(bytes.subarray(from, to));
}

/** White space as `String.prototype.trim` sees it in ASCII: tab, LF, VT, FF, CR, space. */
const blank = (c: number): boolean => c === 0x20 || (c >= 0x09 && c <= 0x0d);

/**
 * The fields of an ASCII line at `buf[from, to)`, as `fideTxtFields` gives them from its text
 * (undefined for a blank line).
 */
export function fideTxtFieldsOfBytes(
  buf: Uint8Array,
  from: number,
  to: number,
  cols: FideTxtColumns,
  lineNo: number,
  short: ShortTexts,
): FideFields | undefined {
  let s = from;
  while (s < to && blank(buf[s] as number)) s++;
  if (s === to) return undefined;
  const c = cols.at;
  const field = (k: number): string => {
    let a = from + Math.min(c[2 * k] ?? 0, to - from);
    let z = from + Math.min(c[2 * k + 1] ?? 0, to - from);
    while (a < z && blank(buf[a] as number)) a++;
    while (z > a && blank(buf[z - 1] as number)) z--;
    if (k === 0) return digitsText(buf, a, z) ?? lineText(buf, a, z);
    if (k === 1) return lineText(buf, a, z);
    return short.get(buf, a, z, k) ?? lineText(buf, a, z);
  };
  return {
    id: field(0),
    name: field(1),
    federation: field(2),
    rating: field(3),
    k: field(4),
    birth: field(5),
    line: lineNo,
    ratingColumn: (c[6] ?? 0) + 1,
    idColumn: 1,
  };
}
