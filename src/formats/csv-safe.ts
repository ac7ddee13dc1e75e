/**
 * CSV injection (OWASP, "CSV Injection"): a spreadsheet opening a CSV runs a cell that begins
 * with `=`, `+`, `-`, `@`, a tab or a carriage return as a formula (`=HYPERLINK(…)`,
 * `+cmd|' /C calc'!A0`). Every CSV the project writes goes through `csvCell` (csv-form.ts, D195): such a
 * text cell gets a leading `'`, which spreadsheets show as nothing and read as "text follows";
 * numbers, and text that is a plain number (`-0.16`, `+12`), stay as they are (D42).
 */

const TRIGGER = /^[=+\-@\t\r]/;
const NUMBER = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)(?:e[+-]?\d+)?$/i;

/** A text cell made safe to open in a spreadsheet: `'` before a formula's first character. */
export function neutralise(text: string): string {
  return TRIGGER.test(text) && !NUMBER.test(text) ? `'${text}` : text;
}

/** What {@link neutralise} wrote, read back: the `'` before a formula's first character dropped. */
export function unneutralise(text: string): string {
  return text.startsWith("'") && TRIGGER.test(text.slice(1)) ? text.slice(1) : text;
}

/** A text cell quoted where the delimiter, a quote or a line end needs it (no neutralising). */
export function quoteField(text: string, delimiter = ";"): string {
  return text.includes(delimiter) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
