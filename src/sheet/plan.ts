import { invalid } from "../core/common/errors";

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
const MAX_TABLE_NAME_LENGTH = 255;
/** The Text number format. */
export const TEXT_FORMAT = "@";
export const GENERAL_FORMAT = "General";

// ── A1 address arithmetic (0-based rows and columns) ──────────────────────────────────────────

export interface CellRef {
  readonly row: number;
  readonly column: number;
}

export interface Rect extends CellRef {
  readonly rows: number;
  readonly columns: number;
}

/** 0 → "A", 25 → "Z", 26 → "AA", 16383 → "XFD". */
export function columnLetters(column: number): string {
  if (!Number.isInteger(column) || column < 0 || column >= MAX_COLUMNS) {
    throw invalid(`column index ${column} is outside A…XFD (0…${MAX_COLUMNS - 1})`);
  }
  let s = "";
  for (let n = column + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  }
  return s;
}

/** "A" → 0, "xfd" → 16383. */
export function columnIndex(letters: string): number {
  if (!/^[A-Za-z]{1,3}$/.test(letters)) throw invalid(`"${letters}" is not a column (A…XFD)`);
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  if (n > MAX_COLUMNS) throw invalid(`column "${letters}" is beyond XFD`);
  return n - 1;
}

/** (2, 1) → "B3". */
export function cellAddress(row: number, column: number): string {
  if (!Number.isInteger(row) || row < 0 || row >= MAX_ROWS) {
    throw invalid(`row index ${row} is outside 1…${MAX_ROWS} (0-based ${MAX_ROWS - 1})`);
  }
  return `${columnLetters(column)}${row + 1}`;
}

/** "B3" or "$B$3" → { row: 2, column: 1 }. */
export function parseCell(address: string): CellRef {
  const m = /^\$?([A-Za-z]{1,3})\$?(\d{1,7})$/.exec(address.trim());
  if (m === null) throw invalid(`"${address}" is not a cell address like B3`);
  const row = Number(m[2]) - 1;
  if (row < 0 || row >= MAX_ROWS) throw invalid(`row ${m[2]} in "${address}" is outside 1…${MAX_ROWS}`);
  return { row, column: columnIndex(m[1] ?? "") };
}

/** A rectangle's address: "B3" for one cell, else "B3:D7". */
export function rangeAddress(r: Rect): string {
  if (!Number.isInteger(r.rows) || !Number.isInteger(r.columns) || r.rows < 1 || r.columns < 1) {
    throw invalid(`a range needs at least one row and one column, got ${r.rows}×${r.columns}`);
  }
  const first = cellAddress(r.row, r.column);
  if (r.rows === 1 && r.columns === 1) return first;
  return `${first}:${cellAddress(r.row + r.rows - 1, r.column + r.columns - 1)}`;
}

/** "B3:D7", "D7:B3", "B3" or "$B$3:$D$7" (no sheet part) → the rectangle. */
export function parseRange(address: string): Rect {
  const parts = address.split(":");
  if (parts.length > 2) throw invalid(`"${address}" is not a range address like B3:D7`);
  const a = parseCell(parts[0] ?? "");
  const b = parts.length === 2 ? parseCell(parts[1] ?? "") : a;
  const row = Math.min(a.row, b.row);
  const column = Math.min(a.column, b.column);
  return { row, column, rows: Math.abs(a.row - b.row) + 1, columns: Math.abs(a.column - b.column) + 1 };
}

/** The address part of an address Excel returns ("'My sheet'!A1:C3" → "A1:C3"). */
export function stripSheet(address: string): string {
  const bang = address.lastIndexOf("!"); // sheet names may contain "!", addresses never do
  return bang < 0 ? address : address.slice(bang + 1);
}

/** A sheet name as formulas write it: `Ratings` stays, `My list` → `'My list'`, `O'Neil` → `'O''Neil'`. */
export function quoteSheetName(name: string): string {
  return /^[A-Za-z_][A-Za-z0-9_.]*$/.test(name) && !/^[A-Za-z]{1,3}\d+$/.test(name)
    ? name
    : `'${name.replace(/'/g, "''")}'`;
}

export function rectsOverlap(a: Rect, b: Rect): boolean {
  return (
    a.row < b.row + b.rows &&
    b.row < a.row + a.rows &&
    a.column < b.column + b.columns &&
    b.column < a.column + a.columns
  );
}

/** The rectangle a block covers (its widest row decides the width). */
export function blockRect(block: Block): Rect {
  const at = parseCell(block.at);
  const columns = block.rows.reduce((w, r) => Math.max(w, r.length), 0);
  return { row: at.row, column: at.column, rows: block.rows.length, columns };
}

// ── Names ─────────────────────────────────────────────────────────────────────────────────────

/** Excel compares sheet and table names without regard to case. */
function fold(name: string): string {
  return name.toLocaleUpperCase("en-US");
}

/** Cuts to at most `max` UTF-16 units without splitting a surrogate pair. */
/** Without leading / trailing apostrophes (a loop: `/'+$/` is quadratic on a run of them, H3). */
function trimStartQuotes(s: string): string {
  let i = 0;
  while (s.charCodeAt(i) === 39) i++;
  return s.slice(i);
}
function trimEndQuotes(s: string): string {
  let j = s.length;
  while (j > 0 && s.charCodeAt(j - 1) === 39) j--;
  return s.slice(0, j);
}

function cut(s: string, max: number): string {
  if (s.length <= max) return s;
  const end = /[\uD800-\uDBFF]/.test(s.charAt(max - 1)) ? max - 1 : max;
  return s.slice(0, end);
}

/**
 * A valid sheet name from any text: Excel forbids \ / ? * [ ] : (each becomes "-"), control
 * characters, a leading or trailing apostrophe, an empty name, more than 31 characters, and
 * "History" (reserved for change tracking).
 */
export function sanitizeSheetName(wish: string): string {
  let s = wish
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, " ")
    .replace(/[\\/?*[\]:]/g, "-")
    .replace(/\s+/g, " ")
    .trim();
  s = trimEndQuotes(trimStartQuotes(s)).trim();
  s = trimEndQuotes(cut(s, MAX_SHEET_NAME_LENGTH)).trim();
  if (s === "") s = "Sheet";
  if (fold(s) === "HISTORY") s = "History-";
  return s;
}

/**
 * A sheet name not among `existing` (case-insensitive): the sanitized wish itself, else the wish
 * with " (2)", " (3)" … as Excel names a copied sheet, the stem shortened to keep 31 characters.
 * Never returns an existing name, so an import never overwrites a sheet.
 */
export function uniqueSheetName(wish: string, existing: Iterable<string>): string {
  const taken = new Set<string>();
  for (const e of existing) taken.add(fold(e));
  const base = sanitizeSheetName(wish);
  if (!taken.has(fold(base))) return base;
  for (let n = 2; ; n++) {
    const suffix = ` (${n})`;
    const stem = trimEndQuotes(cut(base, MAX_SHEET_NAME_LENGTH - suffix.length)).trimEnd();
    const candidate = `${stem === "" ? "Sheet" : stem}${suffix}`;
    if (!taken.has(fold(candidate))) return candidate;
  }
}

/**
 * A valid table name from any text: letters, digits, "_" and "." only (anything else becomes
 * "_"), starting with a letter or "_", at most 255 characters, and not readable as a cell
 * reference ("A1", "R1C1", "R", "C"), which Excel rejects.
 */
export function sanitizeTableName(wish: string): string {
  let s = wish.normalize("NFC").replace(/[^\p{L}\p{N}_.]/gu, "_");
  if (!/^[\p{L}_]/u.test(s)) s = `_${s}`;
  if (/^[A-Za-z]{1,3}\d+$/.test(s) || /^[RrCc]$/.test(s) || /^[Rr]\d*[Cc]\d*$/.test(s)) s = `_${s}`;
  return cut(s, MAX_TABLE_NAME_LENGTH);
}

/**
 * A table name unique among `existing` (tables and defined names share one namespace in a
 * workbook, case-insensitive): the sanitized wish, else with "_2", "_3" …
 */
export function uniqueTableName(wish: string, existing: Iterable<string>): string {
  const taken = new Set<string>();
  for (const e of existing) taken.add(fold(e));
  const base = sanitizeTableName(wish);
  if (!taken.has(fold(base))) return base;
  for (let n = 2; ; n++) {
    const suffix = `_${n}`;
    const candidate = cut(base, MAX_TABLE_NAME_LENGTH - suffix.length) + suffix;
    if (!taken.has(fold(candidate))) return candidate;
  }
}

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

// ── Validation ────────────────────────────────────────────────────────────────────────────────

export type PlanValidation =
  { readonly ok: true; readonly value: SheetPlan } | { readonly ok: false; readonly errors: string[] };

function validateCell(
  cell: Cell,
  where: string,
  columnFormat: string | null | undefined,
  errors: string[],
): void {
  if (cell === null) return;
  switch (cell.kind) {
    case "text":
      if (cell.text.length > MAX_TEXT_LENGTH) {
        errors.push(`${where}: text of ${cell.text.length} characters exceeds Excel's ${MAX_TEXT_LENGTH}`);
      }
      return;
    case "number":
      if (!Number.isFinite(cell.value)) errors.push(`${where}: number ${cell.value} is not finite`);
      break;
    case "boolean":
      return;
    case "format":
      if (cell.format === TEXT_FORMAT) errors.push(`${where}: a spill area cannot have the Text format "@"`);
      return;
    case "formula":
      if (!cell.formula.startsWith("=") || cell.formula.length < 2) {
        errors.push(`${where}: formula "${cell.formula.slice(0, 40)}" must start with "="`);
      }
      if (cell.formula.length > MAX_FORMULA_LENGTH) {
        errors.push(
          `${where}: formula of ${cell.formula.length} characters exceeds Excel's ${MAX_FORMULA_LENGTH}`,
        );
      }
      break;
  }
  const format = cell.format ?? columnFormat;
  if (format === TEXT_FORMAT) errors.push(`${where}: a ${cell.kind} cannot have the Text format "@"`);
}

/**
 * Checks a plan against Excel's limits and its own consistency (blocks inside the sheet and not
 * overlapping, tables over written cells with distinct text headers, sane freeze and widths).
 * Never throws; `assertPlan` is the throwing form.
 */
export function validatePlan(plan: SheetPlan): PlanValidation {
  const errors: string[] = [];
  const rects: { rect: Rect; index: number }[] = [];
  plan.blocks.forEach((block, b) => {
    const label = `block ${b + 1} at ${block.at}`;
    let rect: Rect;
    try {
      rect = blockRect(block);
    } catch (e) {
      errors.push(`${label}: ${(e as Error).message}`);
      return;
    }
    if (rect.rows === 0 || rect.columns === 0) {
      errors.push(`${label}: no cells`);
      return;
    }
    if (rect.row + rect.rows > MAX_ROWS || rect.column + rect.columns > MAX_COLUMNS) {
      errors.push(`${label}: ${rect.rows}×${rect.columns} cells run past the sheet's edge (XFD${MAX_ROWS})`);
      return;
    }
    for (const other of rects) {
      if (rectsOverlap(other.rect, rect)) errors.push(`${label}: overlaps block ${other.index + 1}`);
    }
    rects.push({ rect, index: b });
    if (block.columnFormats !== undefined && block.columnFormats.length > rect.columns) {
      errors.push(`${label}: ${block.columnFormats.length} column formats for ${rect.columns} columns`);
    }
    block.rows.forEach((row, r) =>
      row.forEach((cell, c) => {
        const where = `${label}, cell ${cellAddress(rect.row + r, rect.column + c)}`;
        validateCell(cell, where, block.columnFormats?.[c], errors);
      }),
    );
  });

  const cellAt = (row: number, column: number): Cell | undefined => {
    for (const { rect, index } of rects) {
      if (
        row >= rect.row &&
        row < rect.row + rect.rows &&
        column >= rect.column &&
        column < rect.column + rect.columns
      ) {
        return plan.blocks[index]?.rows[row - rect.row]?.[column - rect.column] ?? null;
      }
    }
    return undefined;
  };

  const tableRects: Rect[] = [];
  (plan.tables ?? []).forEach((t, i) => {
    const label = `table ${i + 1} "${t.name}"`;
    let rect: Rect;
    try {
      rect = parseRange(t.range);
    } catch (e) {
      errors.push(`${label}: ${(e as Error).message}`);
      return;
    }
    if (t.name.trim() === "") errors.push(`${label}: empty name`);
    if (tableRects.some((o) => rectsOverlap(o, rect))) errors.push(`${label}: overlaps another table`);
    tableRects.push(rect);
    if (t.hasHeaders) {
      const seen = new Set<string>();
      for (let c = rect.column; c < rect.column + rect.columns; c++) {
        const cell = cellAt(rect.row, c);
        const where = `${label}, header ${cellAddress(rect.row, c)}`;
        if (cell === undefined || cell === null || cell.kind !== "text" || cell.text.trim() === "") {
          errors.push(`${where}: must be non-empty text`);
        } else if (seen.has(fold(cell.text))) {
          errors.push(`${where}: "${cell.text}" repeats (Excel would rename it)`);
        } else {
          seen.add(fold(cell.text));
        }
      }
    }
  });

  if (plan.freeze !== undefined) {
    const { rows, columns } = plan.freeze;
    if (!Number.isInteger(rows) || !Number.isInteger(columns) || rows < 0 || columns < 0) {
      errors.push(`freeze: rows and columns must be whole numbers ≥ 0, got ${rows} and ${columns}`);
    } else if (rows >= MAX_ROWS || columns >= MAX_COLUMNS) {
      errors.push(`freeze: ${rows} rows × ${columns} columns is the whole sheet`);
    }
  }
  for (const w of plan.columnWidths ?? []) {
    if (!Number.isInteger(w.column) || w.column < 0 || w.column >= MAX_COLUMNS) {
      errors.push(`column width: column index ${w.column} is outside 0…${MAX_COLUMNS - 1}`);
    }
    if (!Number.isFinite(w.points) || w.points < 0 || w.points > 1800) {
      errors.push(`column width: ${w.points} points is outside 0…1800`);
    }
  }
  const titles = plan.print?.titleColumns;
  if (titles !== undefined && !/^\$?[A-Za-z]{1,3}:\$?[A-Za-z]{1,3}$/.test(titles)) {
    errors.push(`print: title columns "${titles}" are not columns like $A:$B`);
  }
  const titleRows = plan.print?.titleRows;
  if (titleRows !== undefined && !/^\$?[1-9]\d{0,6}:\$?[1-9]\d{0,6}$/.test(titleRows)) {
    errors.push(`print: title rows "${titleRows}" are not rows like $9:$9`);
  }
  const area = plan.print?.area;
  if (area !== undefined) {
    try {
      parseRange(area);
    } catch (e) {
      errors.push(`print area: ${(e as Error).message}`);
    }
  }
  const wide = plan.print?.fitToPagesWide;
  if (wide !== undefined && (!Number.isInteger(wide) || wide < 1 || wide > 32767)) {
    errors.push(`print: ${wide} pages wide is not a whole number 1..32767`);
  }
  for (const b of plan.bold ?? []) {
    try {
      parseRange(b);
    } catch (e) {
      errors.push(`bold: ${(e as Error).message}`);
    }
  }
  return errors.length === 0 ? { ok: true, value: plan } : { ok: false, errors };
}

/** `validatePlan` that throws a RatingError listing every problem. */
export function assertPlan(plan: SheetPlan): SheetPlan {
  const v = validatePlan(plan);
  if (!v.ok) throw invalid(`Sheet plan "${plan.sheetName}": ${v.errors.join("; ")}`);
  return v.value;
}

// ── Chunking under a byte budget ──────────────────────────────────────────────────────────────

/**
 * The default budget per request: Excel on the web rejects a request (one `context.sync()`)
 * above 5 MB, less room for the batch's own JSON envelope.
 */
export const DEFAULT_REQUEST_BUDGET = 4 * 1024 * 1024;
/** Rough envelope of one write in a batch (object path, property name, ids). */
export const OP_OVERHEAD_BYTES = 200;

/** UTF-8 length of a string, without allocating. */
export function utf8Length(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

/** Bytes one cell adds to a request: its input and its format as JSON array elements. */
export function cellBytes(c: CellInput): number {
  const input =
    c.input === null
      ? 4
      : typeof c.input === "string"
        ? utf8Length(JSON.stringify(c.input))
        : String(c.input).length;
  const format = c.format === null ? 4 : utf8Length(JSON.stringify(c.format));
  return input + format + 2; // two commas
}

/** A piece of a block ready to write: one range, its inputs and formats, and its estimated size. */
export interface Chunk {
  readonly address: string;
  readonly rect: Rect;
  readonly formulas: (string | number | boolean | null)[][];
  readonly numberFormat: (string | null)[][];
  readonly bytes: number;
}

function makeChunk(rect: Rect, inputs: CellInput[][]): Chunk {
  let bytes = OP_OVERHEAD_BYTES * 2 + 8;
  for (const row of inputs) {
    bytes += 4;
    for (const c of row) bytes += cellBytes(c);
  }
  return {
    address: rangeAddress(rect),
    rect,
    formulas: inputs.map((r) => r.map((c) => c.input)),
    numberFormat: inputs.map((r) => r.map((c) => c.format)),
    bytes,
  };
}

/**
 * Splits a block into row bands (a row wider than the budget into column pieces) so that each
 * chunk's estimated request size stays within `budget` bytes. A single cell above the budget
 * is an error: no split can send it.
 */
export function chunkBlock(block: Block, budget: number = DEFAULT_REQUEST_BUDGET): Chunk[] {
  const rect = blockRect(block);
  const base = OP_OVERHEAD_BYTES * 2 + 8;
  if (!(budget > base))
    throw invalid(`byte budget ${budget} is too small for one write (at least ${base + 1})`);
  const inputs: CellInput[][] = block.rows.map((row) => {
    const out: CellInput[] = [];
    for (let c = 0; c < rect.columns; c++) out.push(cellInput(row[c] ?? null, block.columnFormats?.[c]));
    return out;
  });
  const chunks: Chunk[] = [];
  let start = 0;
  let size = base;
  const flush = (end: number): void => {
    if (end > start) {
      chunks.push(makeChunk({ ...rect, row: rect.row + start, rows: end - start }, inputs.slice(start, end)));
    }
    start = end;
    size = base;
  };
  inputs.forEach((row, r) => {
    const rowBytes = 4 + row.reduce((n, c) => n + cellBytes(c), 0);
    if (base + rowBytes > budget) {
      flush(r);
      // One row alone is too wide: send it in column pieces.
      let c0 = 0;
      let pieceBytes = base + 4;
      row.forEach((c, c1) => {
        const b = cellBytes(c);
        if (base + 4 + b > budget) {
          throw invalid(
            `cell ${cellAddress(rect.row + r, rect.column + c1)}: ${b} bytes exceed the budget of ${budget}`,
          );
        }
        if (pieceBytes + b > budget) {
          const piece = { row: rect.row + r, column: rect.column + c0, rows: 1, columns: c1 - c0 };
          chunks.push(makeChunk(piece, [row.slice(c0, c1)]));
          c0 = c1;
          pieceBytes = base + 4;
        }
        pieceBytes += b;
      });
      chunks.push(
        makeChunk({ row: rect.row + r, column: rect.column + c0, rows: 1, columns: rect.columns - c0 }, [
          row.slice(c0),
        ]),
      );
      start = r + 1;
      return;
    }
    if (size + rowBytes > budget) flush(r);
    size += rowBytes;
  });
  flush(inputs.length);
  return chunks;
}

/**
 * Groups the chunks of all blocks into requests (one `context.sync()` each) of at most `budget`
 * bytes, in order. A plan of a few megabytes — a 2,000-player tournament is well under one —
 * is a single request.
 */
export function planRequests(plan: SheetPlan, budget: number = DEFAULT_REQUEST_BUDGET): Chunk[][] {
  const requests: Chunk[][] = [];
  let current: Chunk[] = [];
  let size = 0;
  for (const block of plan.blocks) {
    for (const chunk of chunkBlock(block, budget)) {
      if (current.length > 0 && size + chunk.bytes > budget) {
        requests.push(current);
        current = [];
        size = 0;
      }
      current.push(chunk);
      size += chunk.bytes;
    }
  }
  if (current.length > 0 || requests.length === 0) requests.push(current);
  return requests;
}
