/** A1 addresses: columns, cells and rectangles (0-based rows and columns), as Excel writes them. */
import { invalid } from "../core/common/errors";
import { msg } from "../i18n/table";
import { type Block, MAX_COLUMNS, MAX_ROWS } from "./plan";

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
    throw invalid(msg("columnIndexOutside", { column, max: MAX_COLUMNS - 1 }));
  }
  let s = "";
  for (let n = column + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  }
  return s;
}

/** "A" → 0, "xfd" → 16383. */
export function columnIndex(letters: string): number {
  if (!/^[A-Za-z]{1,3}$/.test(letters)) throw invalid(msg("notColumn", { letters }));
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  if (n > MAX_COLUMNS) throw invalid(msg("columnBeyond", { letters }));
  return n - 1;
}

/** (2, 1) → "B3". */
export function cellAddress(row: number, column: number): string {
  if (!Number.isInteger(row) || row < 0 || row >= MAX_ROWS) {
    throw invalid(msg("rowIndexOutside", { row, rows: MAX_ROWS }));
  }
  return `${columnLetters(column)}${row + 1}`;
}

/** "B3" or "$B$3" → { row: 2, column: 1 }. */
export function parseCell(address: string): CellRef {
  const m = /^\$?([A-Za-z]{1,3})\$?(\d{1,7})$/.exec(address.trim());
  if (m === null) throw invalid(msg("notCellAddress", { address }));
  const row = Number(m[2]) - 1;
  if (row < 0 || row >= MAX_ROWS)
    throw invalid(msg("rowOutside", { row: m[2] ?? "", address, rows: MAX_ROWS }));
  return { row, column: columnIndex(m[1] ?? "") };
}

/** A rectangle's address: "B3" for one cell, else "B3:D7". */
export function rangeAddress(r: Rect): string {
  if (!Number.isInteger(r.rows) || !Number.isInteger(r.columns) || r.rows < 1 || r.columns < 1) {
    throw invalid(msg("rangeEmpty", { rows: r.rows, columns: r.columns }));
  }
  const first = cellAddress(r.row, r.column);
  if (r.rows === 1 && r.columns === 1) return first;
  return `${first}:${cellAddress(r.row + r.rows - 1, r.column + r.columns - 1)}`;
}

/** "B3:D7", "D7:B3", "B3" or "$B$3:$D$7" (no sheet part) → the rectangle. */
export function parseRange(address: string): Rect {
  const parts = address.split(":");
  if (parts.length > 2) throw invalid(msg("notRangeAddress", { address }));
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

/** `'Sheet name'!F7`: always quoted, so that any sheet name reads back. */
export function sheetAddress(sheet: string, row: number, column: number): string {
  return `'${sheet.replace(/'/g, "''")}'!${cellAddress(row, column)}`;
}
