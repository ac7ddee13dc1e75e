/**
 * Parser diagnostics: collected, never thrown (bad data is reported, reading goes on).
 * Message shape: `EGD line 12, column 5: unknown result "½+"`.
 */
import { MAX_QUOTED } from "../../i18n/reader-words";
import { categoryOf } from "../../i18n/categories";
import { type Message, english } from "../../i18n/table";

/** The longest quoted value a message repeats in full (H3); the readers' messages cut theirs to it. */
export { MAX_QUOTED };

export type Severity = "error" | "warning" | "info";

/**
 * A reader's finding. It stores its message once (`text`, a message of the one table) beside its
 * severity, its position and the reader's prefix; its code and its English renderings are
 * derived from them on demand (D134, D135).
 */
export interface Diagnostic {
  readonly severity: Severity;
  /** 1-based; 0 when the problem concerns the whole file. */
  readonly line: number;
  /** 1-based; 0 when unknown. */
  readonly column: number;
  /**
   * What the diagnostic is known by, e.g. "unknown-result", "asymmetric-results": the category
   * its message's family declares for its code (D135), derived from `text`.
   */
  readonly code: string;
  /** Full English message including the prefix and position, rendered from `text` (D134). */
  readonly message: string;
  /**
   * The message's own English text, without its prefix, its position and the suppression note:
   * what a reader that states the position itself (in its own words) shows after it (D134).
   */
  readonly detail: string;
  /** Set on the last diagnostic a sink keeps: further diagnostics of the source were dropped. */
  readonly suppressed?: true;
  /** The message of the one table (src/i18n/table.ts) it says: what the pane renders in its language. */
  readonly text: Message;
  /** What its English message starts with, before the position: the reader's name ("EGD", "OpenGotha"). */
  readonly prefix?: string;
}

/** What a diagnostic stores (D134); the rest of a {@link Diagnostic} is rendered from it. */
export interface DiagnosticData {
  readonly severity: Severity;
  readonly line: number;
  readonly column: number;
  readonly prefix: string;
  readonly text: Message;
  readonly suppressed?: true;
}

/**
 * A diagnostic storing `data` alone: `code`, `message` and `detail` are read from it each time
 * (own properties with getters, so the diagnostic compares and copies as the plain record it was).
 */
export function diagnostic(data: DiagnosticData): Diagnostic {
  const detail = (): string => clipQuoted(english(data.text));
  const d = { ...data };
  Object.defineProperties(d, {
    code: { enumerable: true, get: () => categoryOf(data.text) },
    message: { enumerable: true, get: () => diagnosticMessage(data, detail()) },
    detail: { enumerable: true, get: detail },
  });
  return d as Diagnostic;
}

/** `PREFIX line L, column C: text`, with the suppression note on the last one a sink keeps. */
function diagnosticMessage(d: DiagnosticData, text: string): string {
  const where = d.line > 0 ? ` line ${d.line}${d.column > 0 ? `, column ${d.column}` : ""}` : "";
  const note = d.suppressed ? " (further diagnostics suppressed)" : "";
  return `${d.prefix}${where}: ${text}${note}`;
}

/** `text` with every `"…"` longer than {@link MAX_QUOTED} characters cut to them and `…`. */
export function clipQuoted(text: string): string {
  if (text.length <= MAX_QUOTED + 2) return text;
  let out = "";
  let from = 0;
  for (let open = text.indexOf('"'); open >= 0;) {
    const close = text.indexOf('"', open + 1);
    if (close < 0) break;
    if (close - open - 1 > MAX_QUOTED) {
      out += `${text.slice(from, open + 1 + MAX_QUOTED)}…`;
      from = close;
    }
    open = text.indexOf('"', close + 1);
  }
  return out + text.slice(from);
}

/** Collects diagnostics for one source, formatting the `PREFIX line L, column C:` prefix. */
export class DiagnosticSink {
  readonly items: Diagnostic[] = [];
  constructor(
    readonly prefix: string,
    readonly limit = 1000,
  ) {}

  add(severity: Severity, line: number, column: number, message: Message): void {
    if (this.items.length >= this.limit) return;
    // a position is a whole number 1.. or 0 (unknown), whatever a parser reported (H8)
    if (!(Number.isInteger(line) && line > 0)) line = 0;
    if (!(Number.isInteger(column) && column > 0)) column = 0;
    const suppressed = this.items.length === this.limit - 1;
    const at = { severity, line, column, prefix: this.prefix, text: message };
    this.items.push(diagnostic(suppressed ? { ...at, suppressed: true } : at));
  }
  error(line: number, column: number, text: Message): void {
    this.add("error", line, column, text);
  }
  warning(line: number, column: number, text: Message): void {
    this.add("warning", line, column, text);
  }
  info(line: number, column: number, text: Message): void {
    this.add("info", line, column, text);
  }
}
