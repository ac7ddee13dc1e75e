import { type DateSystem } from "../core/common/date";
/** A read sheet addressed by absolute row and column, and the problems found in it with their cell addresses. */
import type { SheetRead } from "./sheet-read";
import { type Message, english } from "../i18n/table";
import { sheetAddress } from "./a1";

export interface SheetProblem {
  /** e.g. "'EGC 2013'!F7" */
  address: string;
  /** The English text (`describe(text, "en")`). */
  message: string;
  /** The message for `describe(text, lang)` (src/i18n/table.ts). */
  text: Message;
}

/** A problem at an address. */
export function problemAt(address: string, text: Message): SheetProblem {
  return { address, message: english(text), text };
}

export type Value = string | number | boolean;

/** A read sheet addressed by absolute 0-based row and column ("" outside the read). */
export class ReadGrid {
  constructor(readonly read: SheetRead) {}
  value(row: number, column: number): Value {
    return this.read.values[row - this.read.row]?.[column - this.read.column] ?? "";
  }
  blank(row: number, column: number): boolean {
    const v = this.value(row, column);
    return typeof v === "string" && v.trim() === "";
  }
  /** The date system the read's date cells count in (D191): the workbook's, else 1900. */
  get dateSystem(): DateSystem {
    return this.read.dateSystem ?? "1900";
  }
  get lastRow(): number {
    return this.read.row + this.read.rows - 1;
  }
  get lastColumn(): number {
    return this.read.column + this.read.columns - 1;
  }
  address(row: number, column: number): string {
    return sheetAddress(this.read.sheetName, row, column);
  }
}
