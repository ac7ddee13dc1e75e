/**
 * What the TRF writer's parts share: the versions it writes, the notes on what the target cannot
 * carry (said once per kind, with a count), a fixed-width field's text and a score's.
 */
import { categoryOf } from "../i18n/categories";
import { type Message, msg } from "../i18n/table";
import { type WriterNote, type WriterNoteParams, type WriterSubject } from "../i18n/writer-notes";

/** A note of the writer (typed by its code). */
export function note<K extends WriterNote["code"]>(code: K, params: WriterNoteParams[K]): WriterNote {
  return { code, params } as WriterNote;
}

/** The two versions `convert --to trf` writes (FORMATS §1.1): TRF-2026 (the default) and TRF16. */
export type TrfVersion = "2026" | "16";

/**
 * Something the target cannot carry, said once per kind (with how many more times it happened):
 * its kind (`trf-name-cut`, the category its note's family declares, D135) and its message of the
 * one table, which the command line renders in English.
 */
export interface WriteNote {
  readonly severity: "error" | "warning";
  readonly code: string;
  readonly text: Message;
}

export interface TrfWriteResult {
  readonly text: string;
  readonly notes: readonly WriteNote[];
}

/** Notes gathered by kind: the first example and a count. */
export class Notes {
  private readonly byCode = new Map<
    string,
    { severity: WriteNote["severity"]; first: WriterNote; count: number }
  >();
  add(severity: WriteNote["severity"], first: WriterNote): void {
    const code = categoryOf(first);
    const n = this.byCode.get(code);
    if (n) n.count++;
    else this.byCode.set(code, { severity, first, count: 1 });
  }
  list(): WriteNote[] {
    return [...this.byCode].map(([code, n]) => ({
      severity: n.severity,
      code,
      text: n.count > 1 ? msg("wrAndMore", { first: n.first, more: n.count - 1 }) : n.first,
    }));
  }
}

/** Text safe for one fixed-width field: no control characters, no characters outside the BMP. */
export function fieldText(raw: string, who: WriterSubject, notes: Notes): string {
  let out = "";
  let changed = false;
  for (const ch of raw) {
    const c = ch.codePointAt(0) ?? 0;
    if (c < 0x20 || (c >= 0x7f && c < 0xa0)) {
      out += " ";
      changed = true;
    } else if (c > 0xffff) {
      // one character here, two UTF-16 units in readers that count them: the columns would shift
      out += "?";
      changed = true;
    } else out += ch;
  }
  if (changed) notes.add("warning", note("wrCharacters", { who }));
  return out.trim();
}
/** Doubled points as TRF's `11.5`. */
export const points = (twice: number): string => (twice / 2).toFixed(1);
