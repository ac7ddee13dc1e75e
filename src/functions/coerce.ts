/**
 * Argument coercion shared by every custom function, inside Excel and on the command line.
 *
 * Excel hands a custom function `null` for an omitted optional argument, `""` or `null` for a
 * blank cell, and `any[][]` for a range; the command line hands the same shapes. Everything
 * here turns those into typed values or throws a {@link FormulaError} naming the argument.
 */
import { type CalendarDate, parseDate } from "../core/common/date";
import { BOUNDS, type Quantity, inBound } from "../core/common/bounds";
import { RatingError } from "../core/common/errors";
import { MAX_QUOTED } from "../core/tournament/diagnostics";
import { type Shown } from "../i18n/errors-args";
import { markTruth } from "../i18n/marks";
import { type Message, msg } from "../i18n/table";
import { plainRange, plainValue } from "./cell-value";
import { functionDateSystem } from "./date-system";
import { FormulaError } from "./errors";

/** A single cell value as Excel passes it. */
export type Cell = number | string | boolean | null | undefined;
/** A scalar or a range, as Excel passes an `any` or `any[][]` parameter. */
export type Arg = Cell | Cell[][];

export function valueError(text: Message): FormulaError {
  return new FormulaError("#VALUE!", text);
}

export function numError(text: Message): FormulaError {
  return new FormulaError("#NUM!", text);
}

export function naError(text: Message): FormulaError {
  return new FormulaError("#N/A", text);
}

/** A text a message repeats: cut to {@link MAX_QUOTED} characters and `…` (H3). */
export function clip(text: string): string {
  return text.length > MAX_QUOTED ? `${text.slice(0, MAX_QUOTED)}…` : text;
}

/** A value as an error repeats it: a text quoted (and clipped), a range named, anything else as it is. */
export function show(value: unknown): Shown {
  if (typeof value === "string") return { text: clip(value) };
  if (Array.isArray(value)) return { range: true };
  return { plain: String(value) };
}

/** `Argument NAME is required`. */
export function requiredError(name: string): FormulaError {
  return valueError(msg("argRequired", { arg: name }));
}

/** True for an omitted argument or a blank cell (as `null`, `undefined` or `""`: D185). */
export function isBlank(value: unknown): value is null | undefined | "" {
  return value === null || value === undefined || (typeof value === "string" && value.trim() === "");
}

/**
 * D185: blank for an argument that takes no 0 (a text, a date, a rank, a language, a cell of a
 * crosstable): older desktop Excel hands an empty cell to a function as 0 (office-js#4702,
 * #5262, #1951), so a 0 there is an empty cell in every reading. Where 0 is a value (a result, a
 * number of rounds, FALSE) it stays one: `isBlank`.
 */
export function isEmpty(value: unknown): value is null | undefined | "" | 0 {
  return value === 0 || isBlank(value);
}

/** D185: a range whose cells take no 0, its zeros read as the empty cells they are (`null`). */
export function zeroless<T>(rows: readonly (readonly T[])[]): (T | null)[][] {
  return rows.map((row) => row.map((c) => (c === 0 ? null : c)));
}

/** D185: an argument refused for being 0, which is what an empty cell may arrive as. */
export function zeroError(name: string, expected: "text" | "date" | "rating"): FormulaError {
  const code = expected === "text" ? "argZeroText" : expected === "date" ? "argZeroDate" : "argZeroRating";
  return valueError(msg(code, { arg: name }));
}

/**
 * A single value: a 1×1 range counts as its cell; a larger range is an error (D188: where Excel
 * lifts a call over a range, each call has one cell); a data-type cell is its basic value (D189).
 */
export function scalar(value: Arg, name: string): Cell {
  if (!Array.isArray(value)) return plainValue(value, name) as Cell;
  if (value.length === 1 && value[0]?.length === 1) return plainValue(value[0][0], name) as Cell;
  throw valueError(msg("argSingle", { arg: name }));
}

const NUMERIC = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

// a number with a decimal point or a decimal comma, optionally with an exponent
const NUMBER_LIKE = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)([eE][+-]?\d+)?$/;

/**
 * Whether a results range's first cell is a number rather than a header's word: text written
 * as a number with a decimal point or a decimal comma ("3", "3.5", "3,5"). A comma is numberish
 * even where the argument itself takes only a point, so that "3,5" in the first row is refused
 * as a number (#VALUE! naming the cell), never skipped as a header.
 */
export function numberLike(text: string): boolean {
  return NUMBER_LIKE.test(text.trim());
}

/** A finite number; numeric text is accepted as Excel accepts it, anything else is #VALUE!. */
export function num(value: Arg, name: string): number {
  const v = scalar(value, name);
  if (typeof v === "number") {
    if (!Number.isFinite(v)) throw numError(msg("argNotFinite", { arg: name, value: v }));
    return v;
  }
  if (typeof v === "string" && NUMERIC.test(v.trim())) return Number(v.trim());
  if (isBlank(v)) throw requiredError(name);
  throw valueError(msg("argExpected", { arg: name, expected: "number", got: show(v) }));
}

export function optNum(value: Arg, name: string, fallback: number): number {
  return isBlank(scalar(value, name)) ? fallback : num(value, name);
}

/**
 * A number within its quantity's bound (H1, `src/core/common/bounds.ts`: the readers check the
 * same): #NUM! outside it, a fraction where a whole number is due included.
 */
export function bounded(value: Arg, name: string, quantity: Quantity): number {
  const n = num(value, name);
  // the words of the one table, as the core's bound checks say them (`Argument k 101 must be …`)
  if (!inBound(quantity, n)) {
    const b = BOUNDS[quantity];
    const text = msg("outOfRange", {
      subject: { argument: name },
      value: n,
      min: b.min,
      max: b.max,
      whole: b.whole,
    });
    throw numError(text);
  }
  return n;
}

/** `bounded`, or `fallback` when the argument is blank or omitted. */
export function optBounded(value: Arg, name: string, quantity: Quantity, fallback: number): number {
  const v = scalar(value, name);
  // D185: a 0 the bound refuses is an empty cell as older Excel passes it
  return isBlank(v) || (v === 0 && !inBound(quantity, 0)) ? fallback : bounded(value, name, quantity);
}

/** A whole number within [min, max] (#NUM! outside). */
export function int(value: Arg, name: string, min: number, max: number): number {
  const n = num(value, name);
  if (!Number.isInteger(n))
    throw valueError(msg("argExpected", { arg: name, expected: "wholeNumber", got: show(n) }));
  if (n < min || n > max) throw numError(msg("argOutside", { arg: name, value: n, min, max }));
  return n;
}

export function optInt(value: Arg, name: string, min: number, max: number, fallback: number): number {
  const v = scalar(value, name);
  // D185: a 0 outside min..max is an empty cell as older Excel passes it
  return isBlank(v) || (v === 0 && (min > 0 || max < 0)) ? fallback : int(value, name, min, max);
}

/** Trimmed text; numbers other than 0 (an empty cell, D185) are accepted as their decimal text. */
export function text(value: Arg, name: string): string {
  const v = scalar(value, name);
  if (typeof v === "string" && v.trim() !== "") return v.trim();
  if (v === 0) throw zeroError(name, "text");
  if (typeof v === "number" && Number.isFinite(v)) return String(v);
  if (isBlank(v)) throw requiredError(name);
  throw valueError(msg("argExpected", { arg: name, expected: "text", got: show(v) }));
}

export function optText(value: Arg, name: string): string | undefined {
  return isEmpty(scalar(value, name)) ? undefined : text(value, name);
}

/** TRUE/FALSE, 1/0 or the texts true/false/yes/no (any case). */
export function bool(value: Arg, name: string, fallback: boolean): boolean {
  const v = scalar(value, name);
  if (isBlank(v)) return fallback;
  if (typeof v === "boolean") return v;
  if (v === 1 || v === 0) return v === 1;
  if (typeof v === "string") {
    const t = v.trim().toLowerCase();
    if (["true", "yes", "1", "igaz", "да"].includes(t)) return true;
    if (["false", "no", "0", "hamis", "нет"].includes(t)) return false;
    const mark = markTruth(t); // D286: a switch printed as ✓ / ✗
    if (mark !== null) return mark;
  }
  throw valueError(msg("argExpected", { arg: name, expected: "boolean", got: show(v) }));
}

/**
 * An Excel date serial, in the date system the pane found in the workbook (D193), or a date text
 * as `parseDate` reads it (`2026-11-22`; H9).
 */
export function date(value: Arg, name: string): CalendarDate {
  const v = scalar(value, name);
  if (v === 0) throw zeroError(name, "date"); // D185: serial 0 is an empty cell (1904-01-01 in a 1904 workbook: no rating date)
  try {
    if (typeof v === "number" || (typeof v === "string" && !isBlank(v)))
      return parseDate(v, { argument: name }, functionDateSystem());
  } catch (error) {
    // a date that is none is #VALUE! whatever the core calls it; anything else is no argument's fault
    if (error instanceof RatingError) throw valueError(error.text);
    throw error;
  }
  if (isBlank(v)) throw requiredError(name);
  throw valueError(msg("argExpected", { arg: name, expected: "date", got: show(v) }));
}

export function optDate(value: Arg, name: string): CalendarDate | undefined {
  return isEmpty(scalar(value, name)) ? undefined : date(value, name);
}

/** A range argument's rows (a single value as a 1×1 range), data-type cells as their basic values (D189). */
export function rangeRows(value: Arg, name: string): Cell[][] {
  return plainRange(Array.isArray(value) ? value : [[value]], name) as Cell[][];
}

/**
 * The cells of a scalar or a row/column/rectangular range, row by row, blanks kept; a data-type
 * cell as its basic value (D189, `name[i]` naming a refused one).
 */
export function cells(value: Arg, name: string): Cell[] {
  if (!Array.isArray(value)) return [plainValue(value, name) as Cell];
  const out: Cell[] = [];
  for (const row of value) for (const cell of row) out.push(cell);
  return out.some((c) => c !== null && typeof c === "object")
    ? out.map((c, i) => plainValue(c, `${name}[${i + 1}]`) as Cell)
    : out;
}

/** A range of numbers with blanks skipped. */
export function numbers(value: Arg, name: string): number[] {
  return cells(value, name)
    .filter((c) => !isBlank(c))
    .map((c, i) => num(c, `${name}[${i + 1}]`));
}

/**
 * Ranges that go together position by position (opponents, results, stones …).
 * Ranges marked `optional` may be omitted entirely (every position gets `null`). A position
 * where any required range is blank is no game and is skipped with the cells beside it; so is
 * one where a range marked `zeroless` (ratings: D186) holds 0, an empty cell as older Excel
 * passes it (D185).
 * Ranges of different lengths are a #VALUE! error naming them.
 */
export function paired(
  ranges: { name: string; value: Arg; optional?: boolean; zeroless?: boolean }[],
): Cell[][] {
  const lists = ranges.map((r) =>
    r.optional === true && !Array.isArray(r.value) && isBlank(r.value) ? null : cells(r.value, r.name),
  );
  const firstIndex = lists.findIndex((l) => l !== null);
  const length = lists[firstIndex]?.length ?? 0;
  lists.forEach((list, i) => {
    if (list !== null && list.length !== length) {
      const a = ranges[firstIndex]?.name ?? "";
      const b = ranges[i]?.name ?? "";
      throw valueError(msg("argLengths", { a, b, la: length, lb: list.length }));
    }
  });
  // One pass without a closure per cell: this runs for every range of every call.
  const rows: Cell[][] = [];
  const required = ranges.map((r) => r.optional !== true);
  const zeroless = ranges.map((r) => r.zeroless === true);
  positions: for (let p = 0; p < length; p++) {
    const row: Cell[] = new Array<Cell>(lists.length);
    for (let i = 0; i < lists.length; i++) {
      const list = lists[i];
      const cell = list === null || list === undefined ? null : list[p];
      if (required[i] === true && (isBlank(cell) || (cell === 0 && zeroless[i] === true))) continue positions;
      row[i] = cell;
    }
    rows.push(row);
  }
  return rows;
}

/**
 * A game result as the points scored, doubled: 2 win, 1 draw (jigo), 0 loss.
 * Accepts 1, 0, 0.5 and the texts `+`, `-`, `=` (also `1`, `0`, `0.5`, `½`).
 */
export function result(value: Arg, name: string): 0 | 1 | 2 {
  const v = scalar(value, name);
  const t = typeof v === "string" ? v.trim() : v;
  if (t === 1 || t === "1" || t === "+") return 2;
  if (t === 0 || t === "0" || t === "-" || t === "−") return 0;
  if (t === 0.5 || t === "0.5" || t === ".5" || t === "½" || t === "=") return 1;
  if (isBlank(v)) throw requiredError(name); // never "undefined is not a result"
  throw valueError(msg("argNotResult", { arg: name, got: show(v) }));
}
