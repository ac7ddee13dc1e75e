/**
 * What Excel hands a custom function beyond the four plain values: a data-type cell as its
 * object (D189), and how large an input may be before Excel stops handing it (D190).
 */
import { msg } from "../i18n/table";
import { FormulaError } from "./errors";

/** A plain cell value, as the rest of src/functions reads it. */
type Plain = number | string | boolean | null | undefined;

/**
 * D189: a data-type cell (Excel.CellValue: `{ type, basicValue, basicType, … }`), which Excel
 * hands a parameter of type any while functions.json says `allowCustomDataForDataTypeAny`
 * (CustomFunctionsRuntime 1.4 and later), read as its basic value, the value `Range.values`
 * gives for the cell: a formatted number its number, a string its text, a boolean its truth.
 * One whose basic value is an error (an entity, a linked entity, an image, an array) is
 * `#VALUE!` naming its argument and its type, never "[object Object]". Anything else is as it is.
 */
export function plainValue(value: unknown, name: string): unknown {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return value;
  const { type, basicValue, basicType } = value as {
    type?: unknown;
    basicValue?: unknown;
    basicType?: unknown;
  };
  const plain =
    (typeof basicValue === "number" && Number.isFinite(basicValue)) ||
    typeof basicValue === "string" ||
    typeof basicValue === "boolean";
  if (plain && basicType !== "Error" && type !== "Error") return basicValue;
  const kind = typeof type === "string" && /^[A-Za-z]{1,40}$/.test(type) ? type : "?";
  throw new FormulaError("#VALUE!", msg("argDataType", { arg: name, type: kind }));
}

/** True for a data-type cell's object (D189). */
function isDataType(value: unknown): boolean {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/**
 * A range with every data-type cell read as its basic value (D189; `name[row,column]` names a
 * refused one), the same rows when there is none.
 */
export function plainRange<T>(
  rows: readonly (readonly T[])[],
  name: string,
): readonly (readonly (T | Plain)[])[] {
  if (!rows.some((row) => row.some(isDataType))) return rows;
  return rows.map((row, r) =>
    row.map((c, k) => (isDataType(c) ? (plainValue(c, `${name}[${r + 1},${k + 1}]`) as Plain) : c)),
  );
}

/** D190: the most Excel hands a custom function as its inputs (office-js#4654, #2786), in MB. */
export const INPUT_LIMIT_MB = 5;

/**
 * D190: an input's size as Excel sends it (JSON: each text with its quotes, each number's
 * digits, a separator per cell, brackets per row), estimated before any work.
 */
export function inputBytes(value: unknown): number {
  if (!Array.isArray(value)) return JSON.stringify(value ?? null).length;
  let bytes = 2;
  for (const row of value as unknown[]) {
    if (!Array.isArray(row)) return bytes + JSON.stringify(row ?? null).length;
    bytes += 3;
    for (const c of row as unknown[]) {
      if (typeof c === "string") bytes += c.length + 3;
      else if (typeof c === "number") bytes += String(c).length + 1;
      else bytes += 6;
    }
  }
  return bytes;
}

/**
 * D190: an input Excel would not hand a function (above {@link INPUT_LIMIT_MB}) refused with a
 * message pointing to the task pane's list, which reads a sheet in pieces; where Excel does not
 * hand it at all, the cell stays #BUSY! and the function's help says the limit.
 */
export function withinInputLimit(value: unknown, name: string): void {
  const bytes = inputBytes(value);
  if (bytes <= INPUT_LIMIT_MB * 1024 * 1024) return;
  const megabytes = Math.round((bytes / (1024 * 1024)) * 10) / 10;
  throw new FormulaError("#VALUE!", msg("argTooLarge", { arg: name, megabytes, limit: INPUT_LIMIT_MB }));
}
