/**
 * Parser diagnostics: collected, never thrown (bad data is reported, reading goes on).
 * Message shape: `EGD line 12, column 5: unknown result "½+"`.
 */
import { MAX_QUOTED } from "../../i18n/reader-words";
import { type Message, english } from "../../i18n/table";

/** The longest quoted value a message repeats in full (H3); the readers' messages cut theirs to it. */
export { MAX_QUOTED };

export type Severity = "error" | "warning" | "info";

export interface Diagnostic {
  readonly severity: Severity;
  /** 1-based; 0 when the problem concerns the whole file. */
  readonly line: number;
  /** 1-based; 0 when unknown. */
  readonly column: number;
  /** Stable machine code, e.g. "unknown-result", "asymmetric-game". */
  readonly code: string;
  /** Full human message including the prefix and position. */
  readonly message: string;
  /**
   * The message's own text, without its prefix, its position and the suppression note: what a
   * reader that states the position itself (in its own words, in another language) shows after it.
   */
  readonly detail: string;
  /** Set on the last diagnostic a sink keeps: further diagnostics of the source were dropped. */
  readonly suppressed?: true;
  /**
   * The message of the one table (src/i18n/table.ts) whose English is `detail`: what the pane
   * renders in its language.
   */
  readonly text: Message;
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

  add(severity: Severity, code: string, line: number, column: number, message: Message): void {
    if (this.items.length >= this.limit) return;
    const text = clipQuoted(english(message));
    // a position is a whole number 1.. or 0 (unknown), whatever a parser reported (H8)
    if (!(Number.isInteger(line) && line > 0)) line = 0;
    if (!(Number.isInteger(column) && column > 0)) column = 0;
    const suppressed = this.items.length === this.limit - 1;
    const note = suppressed ? " (further diagnostics suppressed)" : "";
    const where = line > 0 ? ` line ${line}${column > 0 ? `, column ${column}` : ""}` : "";
    this.items.push({
      severity,
      line,
      column,
      code,
      message: `${this.prefix}${where}: ${text}${note}`,
      detail: text,
      text: message,
      ...(suppressed ? { suppressed: true as const } : {}),
    });
  }
  error(code: string, line: number, column: number, text: Message): void {
    this.add("error", code, line, column, text);
  }
  warning(code: string, line: number, column: number, text: Message): void {
    this.add("warning", code, line, column, text);
  }
  info(code: string, line: number, column: number, text: Message): void {
    this.add("info", code, line, column, text);
  }
}
