/**
 * A reader's diagnostic as the pane shows it: its severity, its place and its text, all in the
 * pane's language. A reader's diagnostic stores its message of the one table (`text`,
 * src/i18n/table.ts) once, its English rendered from it on demand (D134); the pane renders that
 * message in its language after a translated position, e.g. hu
 * `Hiba · 12. sor, 5. oszlop: ismeretlen eredmény: „½+”`.
 */
import type { Diagnostic } from "../core/tournament/diagnostics";
import { type Language, STRINGS } from "../i18n/pane";
import { render } from "../i18n/table";

export interface DiagnosticText {
  /** "Error", "Hiba", "Ошибка", … */
  readonly severity: string;
  /** "Line 12, column 5:", "12. sor:", …; "" when the diagnostic concerns the whole file. */
  readonly where: string;
  /** The diagnostic's own text, without its format prefix and position. */
  readonly detail: string;
}

/** The text of `d` in `lang`, without the `FORMAT line L, column C: ` of its English message. */
export function diagnosticDetail(d: Diagnostic, lang: Language): { text: string; suppressed: boolean } {
  return { text: render(d.text, lang), suppressed: d.suppressed === true };
}

export function diagnosticText(d: Diagnostic, lang: Language): DiagnosticText {
  const s = STRINGS[lang];
  const { text, suppressed } = diagnosticDetail(d, lang);
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
export function diagnosticLine(d: Diagnostic, lang: Language, withSeverity = true): string {
  const t = diagnosticText(d, lang);
  const place = `${t.where === "" ? "" : `${t.where} `}${t.detail}`;
  return withSeverity ? `${t.severity} · ${place}` : place;
}
