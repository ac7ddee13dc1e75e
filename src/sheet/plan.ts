/**
 * A sheet plan: everything one new worksheet will hold, as plain data. Plan builders (one per
 * rating system) produce it from a computed tournament; `adapter.ts` writes it into Excel; tests
 * and the command line read it without Excel. Nothing here knows a rating rule or Office.
 *
 * Text is always written as text. Excel parses a string written to `Range.values` or
 * `Range.formulas` as if the user had typed it: `=…`, `+…`, `-…` and `@…` become formulas
 * (@types/office-js, `Range.values`: "If the returned value starts with a plus, minus, or equal
 * sign, Excel interprets this value as a formula"), `007` becomes 7, `1/2` a date, `TRUE` a
 * boolean. The two escapes Excel offers are a leading apostrophe and the Text number format
 * `@`. The plan uses `@`, set on the cell before its value in the same batch, because:
 *  - the format belongs to the cell, so it survives a read → write round trip; the apostrophe is
 *    a hidden "quote prefix" that `values`/`formulas` do not return (OfficeDev/office-js#6687),
 *    so text read back by Recalculate and written again would turn into a live formula;
 *  - the stored string is exactly the written one: no escape to add or undo, and a name that
 *    itself starts with an apostrophe needs no special case;
 *  - an officer correcting a crosstable cell later (`1/2`, `3=`) still gets text, not a date.
 * A formula cell must therefore never carry `@` (Excel would show the formula as text).
 */

/** One cell of a plan. `null` is an empty cell (left untouched). */
export type Cell =
  | { readonly kind: "text"; readonly text: string }
  | { readonly kind: "number"; readonly value: number; readonly format?: string }
  | { readonly kind: "boolean"; readonly value: boolean }
  | { readonly kind: "formula"; readonly formula: string; readonly format?: string }
  /** Only a number format, no value: the cells a spilled formula will fill. */
  | { readonly kind: "format"; readonly format: string }
  | null;

/** A rectangle of cells whose top-left cell is `at` (A1, e.g. "B3"). Short rows are padded. */
export interface Block {
  readonly at: string;
  readonly rows: readonly (readonly Cell[])[];
  /** Number format per column of the block for numbers and formulas without their own. */
  readonly columnFormats?: readonly (string | null)[];
}

/** An Excel table over `range` (A1, e.g. "A5:H25"). `name` is a wish: the adapter makes it unique. */
export interface TableSpec {
  readonly name: string;
  readonly range: string;
  /** The first row of `range` is the header row (its cells must be distinct, non-empty text). */
  readonly hasHeaders: boolean;
  /** A built-in table style, e.g. "TableStyleMedium2"; Excel's default when absent. */
  readonly style?: string;
}

export interface SheetPlan {
  /** The wished sheet name; the adapter derives a unique, valid one (`uniqueSheetName`). */
  readonly sheetName: string;
  readonly blocks: readonly Block[];
  readonly tables?: readonly TableSpec[];
  /** Rows and columns kept in view while scrolling (the header block, the name column). */
  readonly freeze?: { readonly rows: number; readonly columns: number };
  /** Column widths in points (the unit of `Range.format.columnWidth`), column 0 = A. */
  readonly columnWidths?: readonly { readonly column: number; readonly points: number }[];
  /** Ranges (A1) written in bold, e.g. the title line of the header block. */
  readonly bold?: readonly string[];
  /** Ranges (A1) whose text wraps within the column's width, e.g. a spill's header row. */
  readonly wrap?: readonly string[];
  /**
   * Ranges (A1) of switches: their boolean cells are checkboxes where the host has them
   * (ExcelApi 1.18 `Range.control`), else written as the marks ✓ and ✗ (D286, checkboxes.ts).
   */
  readonly checkboxes?: readonly string[];
  /** Ranges (A1) centred in their columns, e.g. the No column beside the left-aligned names (D287). */
  readonly centered?: readonly string[];
  /** Page setup for printing (ExcelApi 1.9 `Worksheet.pageLayout`). */
  readonly print?: PrintSetup;
  /** Show the new sheet once written; default true. */
  readonly activate?: boolean;
}

/** How a sheet prints. Each field is one `Excel.PageLayout` member (ExcelApi 1.9). */
export interface PrintSetup {
  /** `pageLayout.orientation`. */
  readonly orientation: "Portrait" | "Landscape";
  /** Columns repeated on every page, e.g. "$A:$B" (`setPrintTitleColumns`). */
  readonly titleColumns?: string;
  /** Rows repeated on every page, e.g. "$9:$9" (`setPrintTitleRows`). */
  readonly titleRows?: string;
  /** The range printed, e.g. "A1:P40" (`setPrintArea`). */
  readonly area?: string;
  /** Scale to this many pages wide, as many tall as needed (`zoom = { horizontalFitToPages }`). */
  readonly fitToPagesWide?: number;
  /** Print without colours or shades (`blackAndWhite`). */
  readonly blackAndWhite?: boolean;
  /** Rows (0-based) a page starts at: a block's first row (`horizontalPageBreaks.add`, D285). */
  readonly pageBreaks?: readonly number[];
}

// ── Cell constructors ─────────────────────────────────────────────────────────────────────────

export function text(s: string): Cell {
  return { kind: "text", text: s };
}

export function num(value: number, format?: string): Cell {
  return format === undefined ? { kind: "number", value } : { kind: "number", value, format };
}

export function bool(value: boolean): Cell {
  return { kind: "boolean", value };
}

/** A formula in English syntax with `,` separators (what `Range.formulas` takes in any locale). */
export function formula(f: string, format?: string): Cell {
  return format === undefined ? { kind: "formula", formula: f } : { kind: "formula", formula: f, format };
}

/** A number format alone (the cell's value is left as it is): where a spill will land. */
export function formatOnly(format: string): Cell {
  return { kind: "format", format };
}

/** A value from a file: strings become text (never formulas), numbers numbers, null empty. */
export function fromValue(v: string | number | boolean | null | undefined): Cell {
  if (v === null || v === undefined) return null;
  if (typeof v === "string") return text(v);
  if (typeof v === "boolean") return bool(v);
  return num(v);
}

// ── Excel's limits (Excel specifications and limits) ──────────────────────────────────────────

export const MAX_ROWS = 1_048_576;
export const MAX_COLUMNS = 16_384;
export const MAX_TEXT_LENGTH = 32_767;
export const MAX_FORMULA_LENGTH = 8_192;
export const MAX_SHEET_NAME_LENGTH = 31;
export const MAX_TABLE_NAME_LENGTH = 255;
/** The Text number format. */
export const TEXT_FORMAT = "@";
export const GENERAL_FORMAT = "General";

// ── What Excel receives for a cell ────────────────────────────────────────────────────────────

/** A cell as written: the input for `Range.formulas` and its number format (`null` = untouched). */
export interface CellInput {
  readonly input: string | number | boolean | null;
  readonly format: string | null;
}

/** Text gets "@" (always: that is what keeps it text); numbers and formulas their format or General. */
export function cellInput(cell: Cell, columnFormat?: string | null): CellInput {
  if (cell === null) return { input: null, format: null };
  switch (cell.kind) {
    case "text":
      return { input: cell.text, format: TEXT_FORMAT };
    case "boolean":
      return { input: cell.value, format: GENERAL_FORMAT };
    case "number":
      return { input: cell.value, format: cell.format ?? columnFormat ?? GENERAL_FORMAT };
    case "formula":
      return { input: cell.formula, format: cell.format ?? columnFormat ?? GENERAL_FORMAT };
    case "format":
      return { input: null, format: cell.format };
  }
}
