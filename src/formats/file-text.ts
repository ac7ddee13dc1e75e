/**
 * A file's content as text, decoded once (D40, D98): the file gate's verdict on its bytes (H6),
 * the text and how it was decoded. Every reader that reads the same file for something else —
 * the crosstable, its kind, a mahjong results table, OpenGotha's pairing parameters — is handed
 * this one value rather than the bytes, so the file is decoded once, in the encoding the officer
 * chose (or the one detected), and every step reads the same text.
 */
import { refusal } from "./gate";
import { type GateKind } from "./gate-limits";
import { type DecodedText, type EncodingName, type EncodingReport, reportOf, toText } from "./encoding";
import type { Message } from "../i18n/table";

export interface FileText {
  /** The text; "" when the gate refused the file. */
  readonly text: string;
  /** How the text was decoded (text given as text: UTF-8, nothing detected). */
  readonly report: EncodingReport;
  /** Whether it was decoded from bytes (a file), not given as text (pasted): then its encoding is said. */
  readonly fromBytes: boolean;
  /** The file gate's refusal (H6): then nothing of it was decoded, and no reader may read it. */
  readonly refused?: Message;
}

/** Whether `input` is a file already decoded (a {@link FileText}), not bytes or text. */
export function isFileText(input: string | Uint8Array | FileText): input is FileText {
  return typeof input !== "string" && !(input instanceof Uint8Array);
}

/**
 * `input` through the file gate as `kind`, then decoded once (`chosen`: the officer's encoding,
 * else detected; D40). A {@link FileText} is returned as it is: it was decoded already.
 */
export function fileText(
  input: string | Uint8Array | FileText,
  kind: GateKind,
  chosen?: EncodingName,
): FileText {
  if (isFileText(input)) return input;
  const fromBytes = typeof input !== "string";
  const refused = refusal(input, kind);
  if (refused !== undefined) return { text: "", report: { encoding: "utf-8" }, fromBytes, refused };
  const decoded = toText(input, chosen);
  return { text: decoded.text, report: reportOf(decoded), fromBytes };
}

/** The report a reader hands on (how the file was decoded), none for text given as text. */
export function decodingOf(file: FileText): EncodingReport | undefined {
  return file.fromBytes ? file.report : undefined;
}

/**
 * The text of `input` with how it was decoded: a {@link FileText}'s as it was decoded, else
 * `input` decoded now (`toText`, without the gate: for readers that never had it).
 */
export function textOf(input: string | Uint8Array | FileText, chosen?: EncodingName): DecodedText {
  return isFileText(input) ? { text: input.text, ...input.report } : toText(input, chosen);
}
