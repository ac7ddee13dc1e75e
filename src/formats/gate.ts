/**
 * The file gate in front of every reader (docs/hostile-input.md, H6): what is not text, or is
 * larger than its kind's documented limit, is refused with a message before any reader sees
 * it. The command line also refuses what is not a regular file (a folder, `/dev/zero`, a pipe)
 * before reading a byte (node-io.ts); the task pane passes picked and pasted content here.
 */

import { type DocumentFormat } from "../i18n/errors-readers-files";
import { type Message, msg } from "../i18n/table";
import { utf16Order } from "./encoding-detect";
import { type GateKind, MAX_BYTES, MB } from "./gate-limits";

/** Bytes of the start that decide whether a file is text: control bytes there mean it is not. */
const SNIFF_BYTES = 64 * 1024;

const mb = (n: number): string => `${(n / MB).toFixed(n < 10 * MB ? 1 : 0)} MB`;

/**
 * Why `bytes` given as `kind` is refused, or undefined when it may be read: larger than the
 * kind's limit; a NUL byte anywhere; more than 1 in 100 control bytes (other than tab, line
 * feed, carriage return, form feed, escape) in the first 64 KB. UTF-16 text with its byte-order
 * mark, or without it as `utf16Order` tells it, is text (its NUL bytes are halves of characters;
 * a U+0000 anywhere is refused as a NUL byte is, D457).
 */
export function refusal(input: string | Uint8Array, kind: GateKind): Message | undefined {
  if (typeof input === "string") return textRefusal(input, kind);
  const bytes = input;
  const tooLarge = sizeRefusal(bytes.length, kind);
  if (tooLarge !== undefined) return tooLarge;
  const b0 = bytes[0];
  const b1 = bytes[1];
  // UTF-16, with its mark (D457) or without it as the decoder tells it (D437): its NUL bytes are
  // halves of characters, and a NUL character (U+0000) is refused as a NUL byte is
  const marked = (b0 === 0xff && b1 === 0xfe) || (b0 === 0xfe && b1 === 0xff);
  if (!marked && blankBytes(bytes)) return msg("rdEmpty", {});
  const document = marked ? undefined : documentOf(bytes);
  if (document !== undefined) return msg("rdDocument", { format: document });
  if (marked || utf16Order(bytes) !== undefined) {
    const at = nulCharacter(bytes);
    return at < 0 ? undefined : msg("rdRefused", { kind: "nul", text: false, at: at + 1 });
  }
  const nul = bytes.indexOf(0);
  if (nul >= 0) return msg("rdRefused", { kind: "nul", text: false, at: nul + 1 });
  const n = Math.min(bytes.length, SNIFF_BYTES);
  let control = 0;
  for (let i = 0; i < n; i++) {
    const b = bytes[i] as number;
    if ((b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c && b !== 0x1b) || b === 0x7f)
      control++;
  }
  if (control * 100 > n) return msg("rdRefused", { kind: "control", text: false, count: control, of: n });
  return undefined;
}

const ZIP = [0x50, 0x4b, 0x03, 0x04]; // "PK\3\4": a ZIP archive's first local file header
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // the compound file of .xls
const UTF8_MARK = [0xef, 0xbb, 0xbf];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

const startsWith = (bytes: Uint8Array, sig: readonly number[], at = 0): boolean =>
  bytes.length >= at + sig.length && sig.every((b, i) => bytes[at + i] === b);

/** Whether the ASCII text `name` stands in the first 64 KB of `bytes`. */
function holds(bytes: Uint8Array, name: string): boolean {
  const n = Math.min(bytes.length, SNIFF_BYTES) - name.length;
  const first = name.charCodeAt(0);
  for (let i = 0; i <= n; i++) {
    if (bytes[i] !== first) continue;
    let j = 1;
    while (j < name.length && bytes[i + j] === name.charCodeAt(j)) j++;
    if (j === name.length) return true;
  }
  return false;
}

/**
 * D437, D457: the byte of the first U+0000 in UTF-16 `bytes` (both bytes of a pair NUL), or -1:
 * text has no NUL character, as a file of single bytes has no NUL byte. `from`: the byte a pair
 * starts at (1 in a piece of a file that begins inside a pair).
 */
export function nulCharacter(bytes: Uint8Array, from = 0): number {
  for (let i = from; i + 1 < bytes.length; i += 2) if (bytes[i] === 0 && bytes[i + 1] === 0) return i;
  return -1;
}

/**
 * D437: a file of no bytes, or of nothing but a UTF-8 byte-order mark and blank space (a save or
 * a download cut short): said as empty, where the readers said "no header" at line 1, or line 0.
 */
export function blankBytes(bytes: Uint8Array): boolean {
  const from = startsWith(bytes, UTF8_MARK) ? UTF8_MARK.length : 0;
  for (let i = from; i < bytes.length; i++) {
    const b = bytes[i];
    if (b !== 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d) return false;
  }
  return true;
}

/**
 * D437: what document a file of bytes is when it is a workbook, an archive or a PDF rather than
 * text (an officer gives the .xlsx he keeps the list in, FIDE's zipped download, a printed
 * crosstable), or undefined. The gate names it and says what to give instead; read as text it
 * was "no header", or a NUL byte at byte 6.
 */
export function documentOf(bytes: Uint8Array): DocumentFormat | undefined {
  if (startsWith(bytes, OLE)) return "xls";
  if (startsWith(bytes, PDF)) return "pdf";
  if (!startsWith(bytes, ZIP)) return undefined;
  // an ODF package stores its "mimetype" entry first and uncompressed (OpenDocument 1.2, 3.3)
  if (holds(bytes, "application/vnd.oasis.opendocument.spreadsheet")) return "ods";
  // an Office Open XML workbook's parts are under xl/ (ECMA-376 Part 1, 12.3.23)
  if (holds(bytes, "xl/")) return "xlsx";
  return "zip";
}

/**
 * Why a file of `size` bytes given as `kind` is refused for its size alone, or undefined: the
 * pane asks before it reads a picked file whole.
 */
export function sizeRefusal(size: number, kind: GateKind): Message | undefined {
  const max = MAX_BYTES[kind];
  return size > max
    ? msg("rdRefused", { kind: "too-large", text: false, size: mb(size), max: mb(max), what: kind })
    : undefined;
}

/** {@link refusal} for text already decoded (pasted into the pane, or given by a test). */
function textRefusal(text: string, kind: GateKind): Message | undefined {
  const max = MAX_BYTES[kind];
  if (text.length > max) {
    return msg("rdRefused", {
      kind: "too-large",
      text: true,
      size: mb(text.length),
      max: mb(max),
      what: kind,
    });
  }
  const nul = text.indexOf("\0");
  if (nul >= 0) return msg("rdRefused", { kind: "nul", text: true, at: nul + 1 });
  const n = Math.min(text.length, SNIFF_BYTES);
  let control = 0;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d && c !== 0x0c && c !== 0x1b) || c === 0x7f)
      control++;
  }
  if (control * 100 > n) return msg("rdRefused", { kind: "control", text: true, count: control, of: n });
  return undefined;
}
