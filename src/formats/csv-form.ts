/**
 * The form of every CSV the project writes (D195): by default the one Excel opens as the officer
 * sees it — UTF-8 with a byte-order mark (without one, Hungarian and Russian Excel read the file
 * in the system's code page and garble the names), and in Hungarian and Russian the `;`
 * separator and the decimal comma (their Excel reads `1.5` as text, or as a date) — and on
 * request the plain RFC 4180 form: comma, decimal point, CRLF, no mark. Every reader of the
 * project's CSVs reads all of them back (D196).
 */
import { type Language } from "../i18n/language";
import { neutralise, quoteField } from "./csv-safe";

/** The separators and number form of one CSV. */
export interface CsvForm {
  readonly delimiter: "," | ";";
  readonly decimal: "." | ",";
  /** A UTF-8 byte-order mark before the first row. */
  readonly bom: boolean;
  readonly newline: "\n" | "\r\n";
}

/** RFC 4180: comma-separated, CRLF line ends, numbers with a decimal point, no byte-order mark. */
export const PLAIN_CSV: CsvForm = { delimiter: ",", decimal: ".", bom: false, newline: "\r\n" };

/**
 * The CSV Excel opens in a language's locale (D195): English Excel's list separator is the
 * comma and its decimal the point; Hungarian and Russian Excel's are `;` and the comma.
 */
export function excelCsv(locale: Language): CsvForm {
  return locale === "en"
    ? { delimiter: ",", decimal: ".", bom: true, newline: "\n" }
    : { delimiter: ";", decimal: ",", bom: true, newline: "\n" };
}

// a number written as text with a decimal point (`-0.16`, `+12.5`, `1378.50`)
const POINT_DECIMAL = /^[+-]?\d+\.\d+$/;

/**
 * One cell in a form: a number with the form's decimal; text made safe to open (D42) and quoted
 * where the form's separator, a quote or a line end needs it. A table's figure kept as text for
 * its decimals (`1378.50`, `+0.52`) is a number too where `figures` says so; a file's text (a
 * name, a club) never is, whatever it looks like.
 */
export function csvCell(value: string | number, form: CsvForm, figures = false): string {
  const text = typeof value === "number" ? String(value) : value;
  if (typeof value === "number" || (figures && POINT_DECIMAL.test(text))) {
    return form.decimal === "." ? text : text.replace(".", form.decimal);
  }
  return quoteField(neutralise(text), form.delimiter);
}

/**
 * Rows already made into cells (see {@link csvCell}), joined in a form: the byte-order mark
 * first where the form has one, every row ended by the form's line end.
 */
export function csvRows(rows: readonly (readonly string[])[], form: CsvForm): string {
  const body = rows.map((r) => `${r.join(form.delimiter)}${form.newline}`).join("");
  return form.bom ? `\uFEFF${body}` : body;
}

/** A command's table (header first) as CSV text in a form, its figures kept as text too. */
export function csvText(rows: readonly (readonly (string | number)[])[], form: CsvForm): string {
  return csvRows(
    rows.map((r) => r.map((c) => csvCell(c, form, true))),
    form,
  );
}
