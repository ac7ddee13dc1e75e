/**
 * A reader's diagnostic as the pane shows it: its severity and its place in the pane's
 * language, then the reader's own text. The readers (src/formats) write technical English,
 * `EGD line 12, column 5: unknown result "½+"` (src/core/tournament/diagnostics.ts); the pane
 * keeps the part after the position (the diagnostic's `detail`) and puts a translated lead
 * before it, e.g. hu
 * `Hiba · 12. sor, 5. oszlop: unknown result "½+"`.
 */
import type { Diagnostic } from "../core/tournament/diagnostics";
import type { PaneStrings } from "../i18n/pane";

export interface DiagnosticText {
  /** "Error", "Hiba", "Ошибка", … */
  readonly severity: string;
  /** "Line 12, column 5:", "12. sor:", …; "" when the diagnostic concerns the whole file. */
  readonly where: string;
  /** The reader's text without its format prefix and position. */
  readonly detail: string;
}

/** The reader's text of `d` without the `FORMAT line L, column C: ` it starts with. */
export function diagnosticDetail(d: Diagnostic): { text: string; suppressed: boolean } {
  return { text: d.detail, suppressed: d.suppressed === true };
}

export function diagnosticText(d: Diagnostic, s: PaneStrings): DiagnosticText {
  const { text, suppressed } = diagnosticDetail(d);
  return {
    severity: s.severityNames[d.severity],
    where: s.diagnosticAt(d.line, d.column),
    detail: suppressed ? `${text} ${s.diagnosticsSuppressed}` : text,
  };
}

/**
 * The diagnostic on one line: `Error · Line 12, column 5: unknown result "½+"`, or without
 * the severity where the sentence around it already says it is an error.
 */
export function diagnosticLine(d: Diagnostic, s: PaneStrings, withSeverity = true): string {
  const t = diagnosticText(d, s);
  const place = `${t.where === "" ? "" : `${t.where} `}${t.detail}`;
  return withSeverity ? `${t.severity} · ${place}` : place;
}
