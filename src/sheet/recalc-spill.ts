/**
 * Recalculate's rating: the sheet's own ratings formula (TOURNAMENT.MGSZ / .FIDE / .MAHJONG, as
 * the update writes it over the crosstable as it now stands), evaluated over the read sheet
 * through the one function table (evaluate.ts, src/functions/registry.ts), with the cells it
 * reads that the update writes (FIDE's K fill, mahjong's W). Each player's outcome is read from
 * the spill, a column found by its key in the system's spec (src/results/), never by position;
 * the engine's notes come with the spill. A function's error is put at the row of the player it
 * names (D115: what Excel shows decides).
 */
import type { Tournament } from "../core/tournament/model";
import type { EngineNote } from "../results/notes";
import { FormulaError } from "../functions/errors";
import { msg } from "../i18n/table";
import { cellAddress } from "./a1";
import { type EvaluatedPlan, type FormulaCell, evaluateRead } from "./evaluate";
import { kFormula } from "./formulas";
import { type Block, type Cell, formula } from "./plan";
import type { ParsedSheet, Params } from "./parse-sheet";
import { type ReadGrid, type SheetProblem, problemAt } from "./read-grid";
import { WHOLE } from "./layout";
import { spillFigures, spillValue, withNotes } from "./spill-outcomes";
import type { PlayerOutcome } from "./request";
import { systemOf } from "../systems";

export interface SpillRating {
  players: PlayerOutcome[];
  /** MGSZ: the parts the spill shows (D4), as wide as the spill is; else 1. */
  parts: number;
  /** The engine's notes the sheet says (`saidNotes`), from the crosstable as it now stands. */
  notes: readonly EngineNote[];
  /** FIDE: the K cells the update fills with the header block's K, as blocks. */
  kFill: Block[];
}

/** The K fill: in each row of `rows` (data rows, 0-based) a formula that takes the header's K. */
function kFillBlock(p: ParsedSheet, column: number, kCell: string, rows: readonly number[]): Block[] {
  if (rows.length === 0) return [];
  const first = rows.reduce((a, b) => Math.min(a, b));
  const last = rows.reduce((a, b) => Math.max(a, b));
  const cells: Cell[][] = [];
  for (let i = first; i <= last; i++) cells.push([rows.includes(i) ? formula(kFormula(kCell), WHOLE) : null]);
  return [{ at: cellAddress(p.ctRow + 1 + first, column), rows: cells }];
}

/**
 * Rates the sheet by its ratings formula `ratings` at `anchor`, evaluated over the read sheet
 * with `written` (the update's blocks the formula reads: mahjong's W); null with the problem in
 * `problems` when the formula gives an error.
 */
export function rateBySpill(
  grid: ReadGrid,
  p: ParsedSheet,
  ratings: string,
  anchor: { row: number; column: number },
  written: readonly Block[],
  /** FIDE: the header block's K cell (absolute) when it holds a K (D9's `k` for everyone). */
  kCell: string | undefined,
  /** The crosstable as checked, with the event's dates, and the header block (D89's note). */
  sheet: { tournament?: Tournament; params: Params },
  problems: SheetProblem[],
): SpillRating | null {
  const at = cellAddress(anchor.row, anchor.column);
  const run = (extra: readonly Block[]): EvaluatedPlan =>
    evaluateRead(grid.read, [...written, ...extra, { at, rows: [[formula(ratings)]] }], withNotes, [at]);
  // the formula's spill, or its error put where it says
  const spillOf = (e: EvaluatedPlan): FormulaCell | null => {
    const cell = e.formulas.get(`${anchor.row},${anchor.column}`);
    const v = e.values.get(`${anchor.row},${anchor.column}`);
    if (cell !== undefined && (v === undefined || typeof v !== "object")) return cell;
    const thrown = cell?.thrown;
    problems.push(
      thrown instanceof FormulaError
        ? problemAt(
            thrown.player === undefined
              ? grid.address(p.ctRow, 0)
              : grid.address(p.ctRow + 1 + thrown.player, systemOf(p.system).sheet.errorColumn),
            thrown.text,
          )
        : problemAt(
            grid.address(anchor.row, anchor.column),
            msg("ratingsFormulaError", { code: v !== undefined && typeof v === "object" ? v.error : "#N/A" }),
          ),
    );
    return null;
  };
  let evaluated = run([]);
  let cell = spillOf(evaluated);
  if (cell === null) return null;
  const first = cell;
  const players = Math.max(0, cell.spill.rows - 1);
  // FIDE: the header's K into the empty K cells of the rated players (a rating before in the
  // spill): those the engine gives the `k` argument (D9), which the function sees only in the column
  const kColumn = p.kColumn;
  const kFill: Block[] = [];
  if (kColumn !== undefined && kCell !== undefined) {
    const rows: number[] = [];
    for (let i = 0; i < players; i++)
      if (
        grid.blank(p.ctRow + 1 + i, kColumn) &&
        typeof spillValue(p.system, evaluated.values, first, anchor, i, "ratingBefore") === "number"
      )
        rows.push(i);
    for (const b of kFillBlock(p, kColumn, kCell, rows)) kFill.push(b);
    if (kFill.length > 0) {
      evaluated = run(kFill);
      cell = spillOf(evaluated);
      if (cell === null) return null;
    }
  }
  const read = spillFigures(
    p.system,
    evaluated.values,
    cell,
    anchor,
    kColumn === undefined ? undefined : { ctRow: p.ctRow, column: kColumn },
  );
  const idOf = (i: number): string | undefined => {
    if (p.idColumn === undefined) return undefined;
    const v = grid.value(p.ctRow + 1 + i, p.idColumn);
    const id = typeof v === "number" ? String(v) : typeof v === "string" ? v.trim() : "";
    return id === "" ? undefined : id;
  };
  const outcomes: PlayerOutcome[] = read.players.map((f, i) => {
    const pin = idOf(i);
    return { ...f, source: "sheet", matched: true, ...(pin !== undefined ? { pin } : {}) };
  });
  const before = outcomes.map((o) => o.ratingBefore);
  const own = systemOf(p.system).sheet.spillNotes(sheet.tournament, sheet.params.values ?? new Map(), before);
  const notes = [...own, ...read.notes];
  return { players: outcomes, parts: read.parts, notes, kFill };
}
