/**
 * The file gate in front of every reader (docs/hostile-input.md, H6): what is not text, or is
 * larger than its kind's documented limit, is refused with a message before any reader sees
 * it. The command line also refuses what is not a regular file (a folder, `/dev/zero`, a pipe)
 * before reading a byte (node-io.ts); the task pane passes picked and pasted content here.
 */

import { type Message, msg } from "../i18n/table";
import { type GateKind, MAX_BYTES, MB } from "./gate-limits";

/** Bytes of the start that decide whether a file is text: control bytes there mean it is not. */
const SNIFF_BYTES = 64 * 1024;

const mb = (n: number): string => `${(n / MB).toFixed(n < 10 * MB ? 1 : 0)} MB`;

/**
 * Why `bytes` given as `kind` is refused, or undefined when it may be read: larger than the
 * kind's limit; a NUL byte anywhere; more than 1 in 100 control bytes (other than tab, line
 * feed, carriage return, form feed, escape) in the first 64 KB. UTF-16 text with its byte-order
 * mark is text (its NUL bytes are halves of characters).
 */
export function refusal(input: string | Uint8Array, kind: GateKind): Message | undefined {
  if (typeof input === "string") return textRefusal(input, kind);
  const bytes = input;
  const tooLarge = sizeRefusal(bytes.length, kind);
  if (tooLarge !== undefined) return tooLarge;
  const b0 = bytes[0];
  const b1 = bytes[1];
  if ((b0 === 0xff && b1 === 0xfe) || (b0 === 0xfe && b1 === 0xff)) return undefined;
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
