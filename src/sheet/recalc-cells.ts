/**
 * Recalculate's reading of the cells the ratings formula takes, each problem at its cell: the
 * crosstable (or mahjong results), the Register column's TRUE/FALSE (D24) and the K column's
 * whole numbers. The rating itself is the sheet's own formula, evaluated (recalc-spill.ts); these
 * checks say where a bad value is, which the formula's error (`#VALUE!`) cannot.
 */
import { parseLevel } from "../core/mahjong/level";
import { reachedOnceWords } from "../core/mgsz/promotion";
import { parseRank } from "../core/mgsz/rank";
import type { Tournament } from "../core/tournament/model";
import { msg } from "../i18n/table";
import { readSheetTable } from "./crosstable-read";
import { messageOf } from "./messages";
import { type ParsedSheet, type Params, boolOf, wholeOf } from "./parse-sheet";
import { type ReadGrid, type SheetProblem, problemAt } from "./read-grid";
import { type AnySystem, systemOf } from "../systems";

/** Mahjong's results, row by row: a place, a name, a level when given. */
function checkResults(grid: ReadGrid, p: ParsedSheet, _params: Params, problems: SheetProblem[]): Checked {
  for (let r = p.ctRow + 1; r <= p.ctRow + p.players; r++) {
    const place = grid.value(r, 0);
    const level = String(grid.value(r, 2)).trim();
    const n = typeof place === "number" ? place : Number(String(place).trim());
    if (!Number.isFinite(n) || n < 1 || String(place).trim() === "") {
      problems.push(problemAt(grid.address(r, 0), msg("badPlace", { value: String(place) })));
    }
    if (String(grid.value(r, 1)).trim() === "")
      problems.push(problemAt(grid.address(r, 1), msg("missingPlayerName", {})));
    if (level !== "") {
      try {
        parseLevel(level, {});
      } catch (e) {
        problems.push(problemAt(grid.address(r, 2), messageOf(e)));
      }
    }
  }
  return problems.length > 0 ? null : {};
}

/** Each data row's cell of a side column that is not blank and not what `ok` accepts, at its address. */
function checkColumn(
  grid: ReadGrid,
  p: ParsedSheet,
  column: number | undefined,
  ok: (v: ReturnType<ReadGrid["value"]>) => boolean,
  problem: (v: string) => Parameters<typeof problemAt>[1],
  problems: SheetProblem[],
): void {
  if (column === undefined) return;
  for (let i = 0; i < p.players; i++) {
    const v = grid.value(p.ctRow + 1 + i, column);
    if (typeof v === "string" && v.trim() === "") continue;
    if (!ok(v)) problems.push(problemAt(grid.address(p.ctRow + 1 + i, column), problem(String(v))));
  }
}

/** Whether a text is ranks as TOURNAMENT.MGSZ's reached_once reads them (D170). */
function isRankList(value: string): boolean {
  try {
    for (const w of reachedOnceWords(value)) parseRank(w, "reached_once");
    return true;
  } catch {
    return false;
  }
}

/** What the checks give: a tournament of games its crosstable; null when a problem was found. */
type Checked = { tournament?: Tournament } | null;

/**
 * A check of the cells the ratings formula reads, each problem in `problems` at its address; the
 * crosstable reader's warnings, each at its cell, in `warnings` (Recalculate shows them).
 */
type Check = (
  grid: ReadGrid,
  p: ParsedSheet,
  params: Params,
  problems: SheetProblem[],
  warnings: SheetProblem[],
) => Checked;

/** A crosstable of games, its Register (MGSZ) or K (FIDE) column beside it. */
const checkGames: Check = (grid, p, params, problems, warnings) => {
  const read = readSheetTable(grid, p, problems, warnings);
  if (problems.length > 0) return null;
  // D24: the Register column's TRUE/FALSE mark new players, as TOURNAMENT.MGSZ reads it; D321:
  // a 0 is no FALSE there (the function reads it as the blank older Excel hands as 0)
  const register = (value: string) =>
    value === "0" ? msg("registerZero", {}) : msg("registerNotBoolean", { value });
  checkColumn(grid, p, p.registerColumn, (v) => v !== 0 && boolOf(v) !== null, register, problems);
  // D170: the Reached once column's ranks, as TOURNAMENT.MGSZ's reached_once reads them
  const once = (value: string) => msg("reachedOnceNotRank", { value });
  checkColumn(grid, p, p.reachedOnceColumn, (v) => isRankList(String(v)), once, problems);
  // K as TOURNAMENT.FIDE reads it: a whole number 0..100 or blank
  const k = (value: string) => msg("notWhole", { field: "k", value, lo: 0, hi: 100 });
  checkColumn(grid, p, p.kColumn, (v) => wholeOf(v, 0, 100) !== null, k, problems);
  if (problems.length > 0) return null;
  return {
    tournament: {
      ...read.tournament,
      ...(params.start !== undefined ? { start: params.start } : {}),
      ...(params.end !== undefined ? { end: params.end } : {}),
    },
  };
};

/** The check of what a sheet holds under its ratings formula's first argument, by what its system rates (`input`). */
const CHECKS: Readonly<Record<AnySystem["input"], Check>> = {
  crosstable: checkGames,
  results: checkResults,
};

/**
 * The cells the ratings formula reads, checked; a tournament of games: its crosstable as read,
 * with the event's dates from the header block (H9), for the standings page and the note of the
 * games rated without (D54). Null when a problem was found (in `problems`).
 */
export const checkRatedCells: Check = (grid, p, ...rest) =>
  CHECKS[systemOf(p.system).input](grid, p, ...rest);
