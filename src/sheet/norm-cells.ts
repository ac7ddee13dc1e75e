/**
 * What a chess sheet keeps for the title norms beyond its crosstable (issue 28): each player's
 * sex in the Sex column beside it (D357), for the women's norms, and the event's host federation
 * in the header block's Host federation row (D358), for 1.4.3d. Written by the build from the
 * file's `001` sex and `032` federation, read back by Recalculate, each cell checked where it
 * is. A sheet made before it kept them has neither; the block says what it then does not check
 * (D360).
 */
import { federationCode, hostFederation } from "../core/fide/norms";
import type { Player, Tournament } from "../core/tournament/model";
import { msg } from "../i18n/table";
import type { ParsedSheet } from "./parse-sheet";
import { type Cell, text } from "./plan";
import { type ReadGrid, type SheetProblem, type Value, problemAt } from "./read-grid";
import type { SheetTexts } from "./texts";

/**
 * What the sheet holds of the event for the norms: the Host federation cell's code ("" when it
 * is empty, null when the sheet has no such row) and whether it has a Sex column.
 */
export interface NormEvent {
  readonly host: string | null;
  readonly sexColumn: boolean;
}

/** D357: a Sex cell read: m or w (any case, spaces around), undefined when empty, null otherwise. */
export function sexOf(v: Value): Player["sex"] | null {
  const s = String(v).trim().toLowerCase();
  if (s === "") return undefined;
  return s === "m" || s === "w" ? s : null;
}

/** D358: the Host federation cell read: its three letters, "" when empty, null when it holds none. */
function hostOf(v: Value): string | null {
  const s = String(v).trim();
  return s === "" ? "" : (federationCode(s) ?? null);
}

/** The build's Host federation value: the file's `032` when it is a federation's three letters, else empty. */
export function hostCell(t: Tournament): Cell {
  return text(hostFederation(t) ?? "");
}

/** The build's Sex column (header, then each player's m, w or an empty cell), from the file's `001`. */
export function sexCells(t: Tournament, tx: SheetTexts): Cell[][] {
  return [[text(tx.sex)], ...t.players.map((p): Cell[] => [p.sex === undefined ? null : text(p.sex)])];
}

/** What the build's sheet holds of `t` for the norms: what Recalculate will read back. */
export function builtNormEvent(t: Tournament): NormEvent {
  return { host: hostFederation(t) ?? "", sexColumn: true };
}

/** What a sheet read holds for the norms (its Host federation row and Sex column, when it has them). */
export function readNormEvent(grid: ReadGrid, p: ParsedSheet): NormEvent {
  const row = p.header.get("host");
  return {
    host: row === undefined ? null : (hostOf(grid.value(row, 1)) ?? ""),
    sexColumn: p.sexColumn !== undefined,
  };
}

/**
 * Recalculate's check of a chess sheet's Sex cells and Host federation cell: each cell that holds
 * something else than they take, at its address.
 */
export function normCellProblems(grid: ReadGrid, p: ParsedSheet): SheetProblem[] {
  const problems: SheetProblem[] = [];
  const row = p.header.get("host");
  if (row !== undefined && hostOf(grid.value(row, 1)) === null)
    problems.push(
      problemAt(grid.address(row, 1), msg("normSheetHostCell", { value: String(grid.value(row, 1)).trim() })),
    );
  const column = p.sexColumn;
  if (column !== undefined)
    for (let r = p.ctRow + 1; r <= p.ctRow + p.players; r++)
      if (sexOf(grid.value(r, column)) === null)
        problems.push(
          problemAt(
            grid.address(r, column),
            msg("normSheetSexCell", { value: String(grid.value(r, column)).trim() }),
          ),
        );
  return problems;
}
