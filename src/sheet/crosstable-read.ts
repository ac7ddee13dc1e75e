/**
 * A tournament sheet's crosstable read by the one reader (src/formats/sheet-crosstable.ts), as
 * Recalculate and Pair read it: the table's rows from its header down, FIDE's third column (a
 * title, not a Go rank) left blank as the functions leave it, the ID column beside it for the
 * repeated-player check (D63: an EGD PIN on an MGSZ sheet, a FIDE ID on a FIDE sheet), and each
 * error of the reader at its cell's address in `problems`, each warning (a name on two rows, D74;
 * results that disagree …) in `warnings`.
 */
import { isChess } from "../systems";
import { type SheetCrosstable, readSheetCrosstable } from "../formats/sheet-crosstable";
import { title } from "../formats/trf-player";
import type { Tournament } from "../core/tournament/model";
import type { ParsedSheet } from "./parse-sheet";
import { type ReadGrid, type SheetProblem, type Value, problemAt } from "./read-grid";

export function readSheetTable(
  grid: ReadGrid,
  p: ParsedSheet,
  problems: SheetProblem[],
  warnings: SheetProblem[] = [],
): SheetCrosstable {
  // a chess sheet's third column is the title, its IDs FIDE's
  const chess = isChess(p.system);
  const range: Value[][] = [];
  const ids: Value[] = [];
  for (let r = p.ctRow; r <= p.ctRow + p.players; r++) {
    const row: Value[] = [];
    for (let c = 0; c < p.width; c++) row.push(chess && c === 2 ? "" : grid.value(r, c));
    range.push(row);
    ids.push(p.idColumn === undefined ? "" : grid.value(r, p.idColumn));
  }
  // the range starts at the sheet's first column: its columns are the sheet's
  const kind = chess ? "fide" : "egd";
  const side =
    p.idColumn === undefined ? undefined : ({ kind, column: p.idColumn + 1, values: ids } as const);
  const read = readSheetCrosstable(range, grid.read.sheetName, side);
  for (const d of read.diagnostics) {
    if (d.severity === "info") continue;
    // The reader's message without its position (the cell's address says where).
    const address = grid.address(p.ctRow + d.line - 1, Math.max(0, d.column - 1));
    (d.severity === "error" ? problems : warnings).push(problemAt(address, d.text));
  }
  return chess ? { ...read, tournament: withTitles(read, grid, p) } : read;
}

/**
 * D284: a chess sheet's third column is the player's title (GM, IM …; Swiss-Manager's letters
 * `g`, `m` read as the TRF reader reads them) and its ID column his FIDE ID (the one the reader
 * checks for a player on two rows), both kept on the player read.
 */
function withTitles(read: SheetCrosstable, grid: ReadGrid, p: ParsedSheet): Tournament {
  const cell = (i: number, column: number | undefined): string => {
    const row = read.rows[i];
    if (row === undefined || column === undefined) return "";
    const v = grid.value(p.ctRow + row - 1, column);
    return typeof v === "string" || typeof v === "number" ? String(v).trim() : "";
  };
  const players = read.tournament.players.map((player, i) => {
    const t = title(cell(i, 2));
    const id = cell(i, p.idColumn);
    return { ...player, ...(t !== undefined ? { title: t } : {}), ...(id !== "" ? { fideId: id } : {}) };
  });
  return { ...read.tournament, players };
}
