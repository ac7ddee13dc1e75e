/**
 * A crosstable typed in a worksheet → the tournament model. The range has one row per player:
 * number, name, rank, rating, then one cell per round in the cell grammar (cell.ts: `12+/w2`,
 * `7-/b0`, `3=/w`, `5+!`, `0+`, `0=`, `0-`). An optional header row (its first cell not a
 * number) is skipped, as are empty rows and trailing empty columns. Opponents are the numbers of
 * the first column. Never throws: every problem is a diagnostic naming the range's row and
 * column (1-based), e.g. `Crosstable row 4, column 6: round 2: opponent 9 is not in the table`,
 * and carries what its message names as `params` (`{ round: 2, opponent: 9 }`; see
 * `CrosstableParams`), so that the sheet's Recalculate can say it in the pane's language.
 */
import { type Diagnostic, type Severity } from "../core/tournament/diagnostics";
import { DEFAULT_PARAMETERS } from "../core/tournament/model";
import type { Player, RoundEntry, Tournament } from "../core/tournament/model";
import { rankText, spelledRankValue } from "../core/tournament/rank";
import { checkSymmetry } from "../core/tournament/symmetry";
import { type CellFailure, parseCell } from "./cell";

/** One cell as a sheet hands it over (Excel: number, text, boolean, blank). */
export type SheetValue = string | number | boolean | null | undefined;

/**
 * The `params` of each diagnostic code. `unknown-result`: `reason` is the cell grammar's
 * (cell.ts `CellFailure`), or "not-a-result" for a TRUE/FALSE cell (`cell` then is "TRUE" or
 * "FALSE"); `rest` only for "unexpected". Players are named by their numbers (by their position
 * when the number is not valid).
 */
export interface CrosstableParams {
  "missing-number": Record<string, never>;
  "bad-number": { value: string };
  "duplicate-number": { number: number };
  "missing-name": Record<string, never>;
  "bad-rank": { value: string };
  "bad-rating": { value: string };
  "unknown-result": { round: number; reason: CellFailure | "not-a-result"; cell: string; rest?: string };
  "unknown-opponent": { round: number; opponent: number };
  "asymmetric-unknown-opponent": { round: number; opponent: number };
  "asymmetric-self-game": { round: number; player: number };
  "asymmetric-one-sided": { round: number; player: number; opponent: number };
  "asymmetric-results": { round: number; player: number; opponent: number };
  "asymmetric-colours": { round: number; player: number; opponent: number };
  "asymmetric-handicap": { round: number; player: number; opponent: number };
  "asymmetric-forfeit": { round: number; player: number; opponent: number };
}

export type CrosstableCode = keyof CrosstableParams;

export interface SheetCrosstable {
  readonly tournament: Tournament;
  readonly diagnostics: readonly Diagnostic[];
  /** The range row (1-based) of each player, in `tournament.players` order. */
  readonly rows: readonly number[];
}

/** Columns before the rounds: number, name, rank, rating. */
export const FIXED_COLUMNS = 4;

const blank = (v: SheetValue): boolean =>
  v === null || v === undefined || (typeof v === "string" && v.trim() === "");

const text = (v: SheetValue): string => (blank(v) ? "" : String(v).trim());

/** A Go rank in any usual spelling, normalised ("3d", "15k"); null when it is not one. */
export function sheetRank(raw: string): string | null {
  const v = spelledRankValue(raw);
  return v === null ? null : rankText(v);
}

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

function numberOf(v: SheetValue): number | null {
  if (typeof v === "number") return Number.isFinite(v) ? v : null;
  if (typeof v === "string" && NUMBER.test(v.trim())) return Number(v.trim());
  return null;
}

/** Reads a crosstable range (see the module comment). */
export function readSheetCrosstable(range: readonly (readonly SheetValue[])[], name = ""): SheetCrosstable {
  const diagnostics: Diagnostic[] = [];
  const add = <C extends CrosstableCode>(
    severity: Severity,
    code: C,
    row: number,
    column: number,
    message: string,
    params: CrosstableParams[C],
  ): void => {
    const where = column > 0 ? `row ${row}, column ${column}` : `row ${row}`;
    diagnostics.push({
      severity,
      code,
      line: row,
      column,
      message: `Crosstable ${where}: ${message}`,
      detail: message,
      params,
    });
  };

  // data rows: skip empty rows and a header row
  const data: { row: number; cells: readonly SheetValue[] }[] = [];
  range.forEach((cells, i) => {
    if (cells.every(blank)) return;
    if (data.length === 0 && i === range.findIndex((c) => !c.every(blank))) {
      const first = cells[0];
      if (!blank(first) && numberOf(first ?? null) === null) return; // header: "No", "#", "Nr"
    }
    data.push({ row: i + 1, cells });
  });
  let width = FIXED_COLUMNS;
  for (const d of data) d.cells.forEach((c, k) => (width = blank(c) ? width : Math.max(width, k + 1)));
  const rounds = width - FIXED_COLUMNS;

  // numbers → player index
  const byNumber = new Map<number, number>();
  const numbers: number[] = data.map((d, i) => {
    const raw = d.cells[0];
    const n = numberOf(raw ?? null);
    if (blank(raw ?? null)) add("error", "missing-number", d.row, 1, "the player's number is missing", {});
    else if (n === null || !Number.isInteger(n) || n < 1) {
      const value = text(raw ?? null);
      add("error", "bad-number", d.row, 1, `number "${value}" is not a whole number 1 or more`, { value });
    } else if (byNumber.has(n)) {
      add("error", "duplicate-number", d.row, 1, `number ${n} appears twice`, { number: n });
    } else {
      byNumber.set(n, i);
      return n;
    }
    return 0;
  });

  const players: Player[] = data.map((d, i) => {
    const cell = (k: number): SheetValue => d.cells[k] ?? null;
    const playerName = text(cell(1));
    if (playerName === "") add("error", "missing-name", d.row, 2, "the player's name is missing", {});
    const rankCell = text(cell(2));
    const rank = rankCell === "" ? null : sheetRank(rankCell);
    if (rankCell !== "" && rank === null) {
      const message = `rank "${rankCell}" is not a Go rank (30k … 1k, 1d … 9d, 1p … 9p)`;
      add("error", "bad-rank", d.row, 3, message, { value: rankCell });
    }
    const ratingRaw = cell(3);
    const rating = blank(ratingRaw) ? null : numberOf(ratingRaw);
    if (!blank(ratingRaw) && (rating === null || rating < 0)) {
      const value = text(ratingRaw);
      add("error", "bad-rating", d.row, 4, `rating "${value}" is not a number 0 or more`, { value });
    }
    const results: RoundEntry[] = [];
    for (let r = 0; r < rounds; r++) {
      const col = FIXED_COLUMNS + r + 1;
      const v = cell(FIXED_COLUMNS + r);
      const parsed = typeof v === "boolean" ? null : parseCell(text(v));
      if (parsed === null || !parsed.ok) {
        const round = r + 1;
        if (parsed === null) {
          const cell = String(v).toUpperCase();
          const params = { round, reason: "not-a-result" as const, cell };
          add("error", "unknown-result", d.row, col, `round ${round}: ${cell} is not a result`, params);
        } else {
          const { reason, cell } = parsed;
          const params = { round, reason, cell, ...(parsed.rest !== undefined ? { rest: parsed.rest } : {}) };
          add("error", "unknown-result", d.row, col, `round ${round}: ${parsed.message}`, params);
        }
        results.push({ kind: "absent", score: null });
        continue;
      }
      const e = parsed.value;
      if (e.kind !== "game") {
        results.push(e);
        continue;
      }
      const o = byNumber.get(e.opponent);
      if (o === undefined) {
        add(
          "error",
          "unknown-opponent",
          d.row,
          col,
          `round ${r + 1}: opponent ${e.opponent} is not in the table`,
          { round: r + 1, opponent: e.opponent },
        );
        results.push({ kind: "absent", score: null });
      } else {
        results.push({ ...e, opponent: o });
      }
    }
    return {
      name: playerName,
      ...(rank !== null ? { rank } : {}),
      ...(rating !== null && rating >= 0 ? { rating } : {}),
      ...((numbers[i] ?? 0) > 0 ? { startNumber: numbers[i] } : {}),
      results,
    };
  });

  const tournament: Tournament = { format: "model", name, rounds, parameters: DEFAULT_PARAMETERS, players };
  const no = (i: number): number => numbers[i] || i + 1;
  for (const a of checkSymmetry(tournament)) {
    const d = data[a.player];
    if (d === undefined) continue;
    const col = FIXED_COLUMNS + a.round;
    const [p, o] = [no(a.player), no(a.opponent)];
    const message = {
      "unknown-opponent": `opponent ${o} is not in the table`,
      "self-game": `player ${p} meets himself`,
      "one-sided": `player ${p} lists a game against ${o}, whose row does not list it`,
      results: `the results of players ${p} and ${o} do not add up to one game`,
      colours: `players ${p} and ${o} both had the same colour`,
      handicap: `players ${p} and ${o} report different handicaps`,
      forfeit: `players ${p} and ${o} disagree whether the game was forfeited`,
    }[a.kind];
    const severity = a.kind === "results" || a.kind === "forfeit" ? "warning" : "error";
    const round = a.round;
    const said = `round ${round}: ${message}`;
    if (a.kind === "unknown-opponent")
      add(severity, "asymmetric-unknown-opponent", d.row, col, said, { round, opponent: o });
    else if (a.kind === "self-game")
      add(severity, "asymmetric-self-game", d.row, col, said, { round, player: p });
    else add(severity, `asymmetric-${a.kind}`, d.row, col, said, { round, player: p, opponent: o });
  }
  return { tournament, diagnostics, rows: data.map((d) => d.row) };
}
