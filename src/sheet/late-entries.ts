/**
 * Late entries (docs/pairing.md, "In the sheet"): a row typed under the crosstable joins it; one
 * typed with a name and no number takes the number of its row in the table, provisionally: Pair
 * round k (and the round-robin schedule) writes it into his No cell with the round's cells that
 * refer to it, and says so in the report. From then on it is his number like any other.
 */
import { type Message, msg } from "../i18n/table";
import { cellAddress } from "./a1";
import type { SheetUpdate } from "./adapter";
import type { ParsedSheet } from "./parse-sheet";
import { num } from "./plan";
import type { ReadGrid } from "./read-grid";

/** A late entry typed without a number: his sheet row (0-based) and the number it gives him. */
export interface LateEntry {
  readonly row: number;
  readonly number: number;
  readonly name: string;
}

/**
 * Late entries typed under the crosstable with a name and no number: each takes the number of
 * his row in the table, as the crosstable's reader gives it (`readSheetCrosstable`, which
 * refuses it at his No cell when another player has it: then the director types a free one).
 * Provisional until his first pairing writes it into his No cell.
 */
export function lateEntries(grid: ReadGrid, p: ParsedSheet): LateEntry[] {
  const late: LateEntry[] = [];
  for (let r = p.ctRow + 1; r <= p.ctRow + p.players; r++)
    if (grid.blank(r, 0) && !grid.blank(r, 1))
      late.push({ row: r, number: r - p.ctRow, name: String(grid.value(r, 1)).trim() });
  return late;
}

/** The late entries' numbers into their No cells (the round's cells refer to them), and the report's lines. */
export function lateNumbers(c: { readonly late: readonly LateEntry[] }): {
  blocks: SheetUpdate["blocks"];
  report: Message[];
} {
  return {
    blocks: c.late.map((e) => ({ at: cellAddress(e.row, 0), rows: [[num(e.number)]] })),
    report: c.late.map((e) => msg("lateNumber", { name: e.name, number: e.number })),
  };
}
