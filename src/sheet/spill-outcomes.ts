/**
 * A ratings spill read back: the players' outcomes of TOURNAMENT.MGSZ / .FIDE / .MAHJONG as
 * evaluated (evaluate.ts) over a sheet, each figure found by its column's key in the system's
 * spec (src/results/), never by position. Recalculate reads the read sheet's spill so
 * (recalc-spill.ts), Create's build the plan's own (`spillOfPlan`): a sheet is rated by one
 * path, its ratings formula. Where a player started from (the list, the officer's choices) is
 * the caller's: the formula does not see it.
 */
import type { EngineNote } from "../results/notes";
import { invalid } from "../core/common/errors";
import { msg } from "../i18n/table";
import { toFormulaError } from "../functions/errors";
import { lookup } from "../functions/registry";
import { RATING_SPILLS } from "../functions/rating-spills";
import type { Arg } from "../functions/types";
import { parseCell, parseRange } from "./a1";
import { spillKeys } from "./layout";
import { type FormulaCell, type Lookup, type Value, WithDetail, evaluatePlan } from "./evaluate";
import type { SheetPlan } from "./plan";
import { planTables, structuredToA1 } from "./table-ref";
import type { Figures, PlayerOutcome, SpillRow } from "../results/outcome";
import { type SystemName, systemOf } from "../systems";

/** The MGSZ parts a spill `width` columns wide shows (1 for the other systems). */
export function partsOfWidth(system: SystemName, width: number): number {
  for (let parts = 1; parts <= width; parts++) if (spillKeys(system, parts).length === width) return parts;
  return 1;
}

/** The function table, the rating functions with their notes beside the spill (`WithDetail`). */
export const withNotes: Lookup = (id) => {
  const rate = RATING_SPILLS.get(id.toUpperCase());
  if (rate === undefined) return lookup(id) as ((...args: unknown[]) => unknown) | undefined;
  return (...args: unknown[]) => {
    try {
      const r = rate(...(args as Arg[]));
      return new WithDetail(r.spill, r.notes);
    } catch (e) {
      throw toFormulaError(e); // its message and player, for the problem at his row
    }
  };
};

/** A ratings spill read back: the players' figures, the parts it shows, the engine's notes beside it. */
export interface SpillFigures {
  players: Figures[];
  /** MGSZ: the parts the spill shows (D4), as wide as the spill is; else 1. */
  parts: number;
  notes: readonly EngineNote[];
}

/**
 * The figures of the ratings spill `cell` at `anchor` (0-based) among `values` (`row,column`),
 * FIDE's K taken from the K column `kColumn` at the player's row of the crosstable below `ctRow`.
 */
export function spillFigures(
  system: SystemName,
  values: ReadonlyMap<string, Value>,
  cell: FormulaCell,
  anchor: { row: number; column: number },
  k: { ctRow: number; column: number } | undefined,
): SpillFigures {
  const value = (i: number, key: string): Value | undefined =>
    spillValue(system, values, cell, anchor, i, key);
  const { sheet } = systemOf(system);
  const players: Figures[] = [];
  for (let i = 0; i < Math.max(0, cell.spill.rows - 1); i++) {
    const row: SpillRow = {
      num: (key) => {
        const v = value(i, key);
        return typeof v === "number" ? v : null;
      },
      text: (key) => {
        const v = value(i, key);
        return typeof v === "string" ? v.trim() : typeof v === "number" ? String(v) : "";
      },
      k: () => {
        const v = k === undefined ? undefined : values.get(`${k.ctRow + 1 + i},${k.column}`);
        return typeof v === "number" ? v : null;
      },
    };
    players.push(sheet.outcome(row, i));
  }
  const notes = Array.isArray(cell.detail) ? (cell.detail as readonly EngineNote[]) : [];
  return { players, parts: partsOfWidth(system, cell.spill.columns), notes };
}

/** The value of the column `key` in player i's row of the spill (0-based). */
export function spillValue(
  system: SystemName,
  values: ReadonlyMap<string, Value>,
  cell: FormulaCell,
  anchor: { row: number; column: number },
  i: number,
  key: string,
): Value | undefined {
  const keys = spillKeys(system, partsOfWidth(system, cell.spill.columns));
  return values.get(`${anchor.row + 1 + i},${anchor.column + keys.indexOf(key)}`);
}

/**
 * What the build decides of a player's outcome, not the formula: where he starts (the list, the
 * officer's choices), which the crosstable's cells then hold.
 */
export type StartOutcome = Pick<
  PlayerOutcome,
  "no" | "name" | "ratingBefore" | "rankBefore" | "source" | "matched" | "pin"
>;

/**
 * Create's outcomes: the plan's own ratings formula at `ratingsAnchor` (A1) evaluated through the
 * function table, as `rating-officer sheet --out` shows it, read by key, with each player's start
 * from `starts`, the build's, in the spill's order (FIDE's K from the K column `kColumn`, D116: the
 * reference the ratings formula names it by, read against the plan's table as the formula is).
 * Where the build's engine and the formula disagreed, the formula decides (D117); a formula that
 * gives an error on a sheet that cannot rate yet (`unrated`, D76) leaves the players their starts
 * and no rating after, as the sheet shows (D118); any other error refuses the build with the
 * error, rather than giving a sheet without ratings in silence.
 */
export function spillOfPlan(
  plan: SheetPlan,
  system: SystemName,
  ratingsAnchor: string,
  rated: { readonly players: readonly StartOutcome[]; readonly unrated?: true },
  kColumn: string | undefined,
): PlayerOutcome[] {
  const starts = rated.players;
  const anchor = parseCell(ratingsAnchor);
  const e = evaluatePlan(plan, withNotes, [ratingsAnchor]);
  const cell = e.formulas.get(`${anchor.row},${anchor.column}`);
  const v = e.values.get(`${anchor.row},${anchor.column}`);
  if (rated.unrated !== true && (v === undefined || typeof v === "object")) {
    const code = v !== undefined && typeof v === "object" ? v.error : "#N/A";
    throw invalid(msg("ratingsFormulaError", { code }));
  }
  const k = kColumn === undefined ? undefined : parseRange(structuredToA1(kColumn, planTables(plan)));
  const read =
    cell === undefined || v === undefined || typeof v === "object"
      ? undefined
      : spillFigures(
          system,
          e.values,
          cell,
          anchor,
          k === undefined ? undefined : { ctRow: k.row - 1, column: k.column },
        ).players;
  return starts.map((s, i) => {
    const { source, matched, pin, ...before } = s;
    // D118: the error the sheet shows in the ratings cell: the start, no rating after
    const figures = read?.[i] ?? { ...before, ratingAfter: null };
    return { ...figures, source, matched, ...(pin !== undefined ? { pin } : {}) };
  });
}
