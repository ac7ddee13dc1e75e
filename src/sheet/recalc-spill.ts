/**
 * Recalculate's rating: the sheet's own ratings formula (TOURNAMENT.MGSZ / .FIDE / .MAHJONG, as
 * the update writes it over the crosstable as it now stands), evaluated over the read sheet
 * through the one function table (evaluate.ts, src/functions/registry.ts), with the cells it
 * reads that the update writes (FIDE's K fill, mahjong's W). Each player's outcome is read from
 * the spill, a column found by its key in the system's spec (src/results/), never by position;
 * the engine's notes come with the spill. A function's error is put at the row of the player it
 * names (D115: what Excel shows decides).
 */
import { versionNote } from "../core/engines/fide-version";
import { levelAfter, levelPoints } from "../core/engines/mahjong";
import { DEFAULT_RULES } from "../core/fide/rules";
import type { Tournament } from "../core/tournament/model";
import { formatLevel, parseLevel } from "../core/mahjong/level";
import { spillColumns } from "../results/columns";
import { FIDE_COLUMNS } from "../results/fide";
import { MAHJONG_COLUMNS } from "../results/mahjong";
import { mgszColumns } from "../results/mgsz";
import type { EngineNote } from "../results/notes";
import { FormulaError, toFormulaError } from "../functions/errors";
import { lookup } from "../functions/registry";
import { RATING_SPILLS } from "../functions/rating-spills";
import type { Arg } from "../functions/types";
import { msg } from "../i18n/table";
import { cellAddress } from "./a1";
import {
  type EvaluatedPlan,
  type FormulaCell,
  type Lookup,
  type Value,
  WithDetail,
  evaluateRead,
} from "./evaluate";
import { kFormula } from "./formulas";
import { type Block, type Cell, formula } from "./plan";
import type { ParsedSheet, Params } from "./parse-sheet";
import { type ReadGrid, type SheetProblem, problemAt } from "./read-grid";
import { WHOLE } from "./layout";
import type { PlayerOutcome } from "./request";
import type { SystemName } from "../systems";

export interface SpillRating {
  players: PlayerOutcome[];
  /** MGSZ: the parts the spill shows (D4), as wide as the spill is; else 1. */
  parts: number;
  /** The engine's notes the sheet says (`saidNotes`), from the crosstable as it now stands. */
  notes: readonly EngineNote[];
  /** FIDE: the K cells the update fills with the header block's K, as blocks. */
  kFill: Block[];
}

/** The keys of a system's spill columns, in order, for a tournament in `parts` parts. */
const SPILL_KEYS: Readonly<Record<SystemName, (parts: number) => string[]>> = {
  mgsz: (parts) => spillColumns(mgszColumns(parts)).map((c) => c.key),
  fide: () => spillColumns(FIDE_COLUMNS).map((c) => c.key),
  mahjong: () => spillColumns(MAHJONG_COLUMNS).map((c) => c.key),
};

/** The column of a player's row that an engine's error about him is put at (rank, rating, place). */
const ERROR_COLUMN: Readonly<Record<SystemName, number>> = { mgsz: 2, fide: 3, mahjong: 0 };

/**
 * The notes the sheet's cells give beside the spill: FIDE2024 named without a date against the
 * event's Dates cell (D89), which the function, given no dates, cannot say.
 */
const SHEET_NOTES: Readonly<
  Record<SystemName, (t: Tournament | undefined, params: Params, before: (number | null)[]) => EngineNote[]>
> = {
  mgsz: () => [],
  fide: (t, params, before) => {
    const note = t === undefined ? null : versionNote(t, params.rules ?? DEFAULT_RULES, undefined, before);
    return note === null ? [] : [note];
  },
  mahjong: () => [],
};

/** A spill row's figures by key, and the K column's value at the player's row (FIDE). */
interface SpillRow {
  num(key: string): number | null;
  text(key: string): string;
  k(): number | null;
}

type Figures = Omit<PlayerOutcome, "source" | "matched" | "pin">;

/** Each system's outcome from its spill row (i: the player's index). */
const OUTCOME: Readonly<Record<SystemName, (r: SpillRow, i: number) => Figures>> = {
  mgsz: (r, i) => ({
    no: r.num("no") ?? i + 1,
    name: r.text("name"),
    ratingBefore: r.num("ratingBefore"),
    ratingAfter: r.num("ratingAfter"),
    rankBefore: r.text("rankBefore"),
    rankAfter: r.text("rankAfter"),
  }),
  fide: (r, i) => ({
    no: r.num("no") ?? i + 1,
    name: r.text("name"),
    ratingBefore: r.num("ratingBefore"),
    ratingAfter: r.num("ratingAfter"),
    // D116: K as the K column shows it (the spill has none)
    fide: {
      k: r.k(),
      w: r.num("w") ?? 0,
      we: r.num("we"),
      change: r.num("change"),
      performance: r.num("performance"),
    },
  }),
  // the level after from the level and the norm the spill shows (D18), as the engine has it
  mahjong: (r, i) => {
    const level = parseLevel(r.text("level"), {});
    const norm = r.text("norm");
    const after = levelAfter(level, norm === "" ? undefined : parseLevel(norm, {}).index);
    return {
      no: i + 1,
      name: r.text("player"),
      ratingBefore: levelPoints(level.index),
      ratingAfter: levelPoints(after.index),
      rankBefore: r.text("level"),
      rankAfter: formatLevel(after),
    };
  },
};

/** The function table, the rating functions with their notes beside the spill (`WithDetail`). */
const withNotes: Lookup = (id) => {
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

/** The MGSZ parts a spill `width` columns wide shows (1 for the other systems). */
function partsOfWidth(system: SystemName, width: number): number {
  for (let parts = 1; parts <= width; parts++) if (SPILL_KEYS[system](parts).length === width) return parts;
  return 1;
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
              : grid.address(p.ctRow + 1 + thrown.player, ERROR_COLUMN[p.system]),
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
  const width = cell.spill.columns;
  const keys = SPILL_KEYS[p.system](partsOfWidth(p.system, width));
  const value = (e: EvaluatedPlan, i: number, key: string): Value | undefined =>
    e.values.get(`${anchor.row + 1 + i},${anchor.column + keys.indexOf(key)}`);
  const players = Math.max(0, cell.spill.rows - 1);
  // FIDE: the header's K into the empty K cells of the rated players (a rating before in the
  // spill): those the engine gives the `k` argument (D9), which the function sees only in the column
  const kColumn = p.kColumn;
  const kFill: Block[] = [];
  if (kColumn !== undefined && kCell !== undefined) {
    const rows: number[] = [];
    for (let i = 0; i < players; i++)
      if (grid.blank(p.ctRow + 1 + i, kColumn) && typeof value(evaluated, i, "ratingBefore") === "number")
        rows.push(i);
    for (const b of kFillBlock(p, kColumn, kCell, rows)) kFill.push(b);
    if (kFill.length > 0) {
      evaluated = run(kFill);
      cell = spillOf(evaluated);
      if (cell === null) return null;
    }
  }
  const final = evaluated;
  const idOf = (i: number): string | undefined => {
    if (p.idColumn === undefined) return undefined;
    const v = grid.value(p.ctRow + 1 + i, p.idColumn);
    const id = typeof v === "number" ? String(v) : typeof v === "string" ? v.trim() : "";
    return id === "" ? undefined : id;
  };
  const outcomes: PlayerOutcome[] = [];
  for (let i = 0; i < players; i++) {
    const row: SpillRow = {
      num: (key) => {
        const v = value(final, i, key);
        return typeof v === "number" ? v : null;
      },
      text: (key) => {
        const v = value(final, i, key);
        return typeof v === "string" ? v.trim() : typeof v === "number" ? String(v) : "";
      },
      k: () => {
        const v = kColumn === undefined ? undefined : final.values.get(`${p.ctRow + 1 + i},${kColumn}`);
        return typeof v === "number" ? v : null;
      },
    };
    const pin = idOf(i);
    outcomes.push({
      ...OUTCOME[p.system](row, i),
      source: "sheet",
      matched: true,
      ...(pin !== undefined ? { pin } : {}),
    });
  }
  const before = outcomes.map((o) => o.ratingBefore);
  const notes = [
    ...SHEET_NOTES[p.system](sheet.tournament, sheet.params, before),
    ...(Array.isArray(cell.detail) ? (cell.detail as readonly EngineNote[]) : []),
  ];
  return { players: outcomes, parts: partsOfWidth(p.system, width), notes, kFill };
}
