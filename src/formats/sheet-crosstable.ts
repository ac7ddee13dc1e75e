/**
 * A crosstable typed in a worksheet → the tournament model. The range has one row per player:
 * number, name, rank, rating, then one cell per round in the cell grammar (cell.ts: `12+/w2`,
 * `7-/b0`, `3=/w`, `5+!`, `0+`, `0=`, `0-`). An optional header row (its first cell not a
 * number) is skipped, as are empty rows and trailing empty columns. Opponents are the numbers of
 * the first column; a row with a name and a blank number is a late entry, who takes his row's
 * number in the table (the data rows counted from 1) unless another row has it (docs/pairing.md,
 * "A late entry"): a player without games yet. Never throws: every problem is a diagnostic naming the range's row and
 * column (1-based), e.g. `Crosstable row 4, column 6: round 2: opponent 9 is not in the table`,
 * and carries its message of the one table as `text` (`ctUnknownOpponent`, `{ round: 2,
 * opponent: 9 }`), so that the sheet's Recalculate says it in the pane's language. Given the
 * IDs beside the table (a tournament sheet's ID column), one ID on two rows is an error at the
 * second one's ID cell (D63); one name on two rows no IDs tell apart, a warning at its Name cell
 * (D74): the one check of every file reader (repeated-players.ts).
 */
import { BOUNDS, inBound } from "../core/common/bounds";
import { type Diagnostic, type Severity } from "../core/tournament/diagnostics";
import { DEFAULT_PARAMETERS } from "../core/tournament/model";
import type { Player, RoundEntry, Tournament } from "../core/tournament/model";
import { rankText, spelledRankValue } from "../core/go/rank";
import { checkSymmetry } from "../core/tournament/symmetry";
import { english, msg } from "../i18n/table";
import type { Message } from "../i18n/table";
import { parseCell } from "./cell";
import { repeatSaid, repeatedPlayers } from "./repeated-players";

/** One cell as a sheet hands it over (Excel: number, text, boolean, blank). */
export type SheetValue = string | number | boolean | null | undefined;

/**
 * The codes of the reader's diagnostics (stable machine codes). Each carries its message of
 * the one table (`text`), whose English is the diagnostic's `detail`. Players are named by
 * their numbers (by their position when the number is not valid).
 */
export type CrosstableCode =
  | "missing-number"
  | "bad-number"
  | "duplicate-number"
  | "missing-name"
  | "bad-rank"
  | "bad-rating"
  | "too-many-rounds"
  | "unknown-result"
  | "unknown-opponent"
  | "asymmetric-unknown-opponent"
  | "asymmetric-self-game"
  | "asymmetric-one-sided"
  | "asymmetric-results"
  | "asymmetric-colours"
  | "asymmetric-handicap"
  | "asymmetric-forfeit"
  | "duplicate-id"
  | "duplicate-name";

export interface SheetCrosstable {
  readonly tournament: Tournament;
  readonly diagnostics: readonly Diagnostic[];
  /** The range row (1-based) of each player, in `tournament.players` order. */
  readonly rows: readonly number[];
}

/**
 * The players' IDs beside the crosstable (a tournament sheet's ID column): their kind (EGD PIN
 * for MGSZ, FIDE ID for FIDE), the range column (1-based) they are said at, one value a range row.
 */
export interface SheetIds {
  readonly kind: "egd" | "fide";
  readonly column: number;
  readonly values: readonly SheetValue[];
}

/** The symmetry check's findings between two players, by kind. */
const ASYMMETRY = {
  "one-sided": "ctOneSided",
  results: "ctResults",
  colours: "ctColours",
  handicap: "ctHandicap",
  forfeit: "ctForfeit",
} as const;

/** Columns before the rounds: number, name, rank, rating. */
export const FIXED_COLUMNS = 4;

/** The model's field of each kind of ID. */
const KEY = { egd: "egdPin", fide: "fideId" } as const;

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
export function readSheetCrosstable(
  range: readonly (readonly SheetValue[])[],
  name = "",
  ids?: SheetIds,
): SheetCrosstable {
  const diagnostics: Diagnostic[] = [];
  const add = (
    severity: Severity,
    code: CrosstableCode,
    row: number,
    column: number,
    text: Message,
  ): void => {
    const where = column > 0 ? `row ${row}, column ${column}` : `row ${row}`;
    const detail = english(text);
    diagnostics.push({
      severity,
      code,
      line: row,
      column,
      message: `Crosstable ${where}: ${detail}`,
      detail,
      text,
    });
  };

  // data rows: skip empty rows and a header row
  const data: { row: number; cells: readonly SheetValue[] }[] = [];
  /** The header row (1-based), 0 without one: a late entry's number is his row's after it. */
  let headerRow = 0;
  range.forEach((cells, i) => {
    if (cells.every(blank)) return;
    if (data.length === 0 && i === range.findIndex((c) => !c.every(blank))) {
      const first = cells[0];
      if (!blank(first) && numberOf(first ?? null) === null) {
        headerRow = i + 1;
        return; // header: "No", "#", "Nr"
      }
    }
    data.push({ row: i + 1, cells });
  });
  let width = FIXED_COLUMNS;
  for (const d of data) d.cells.forEach((c, k) => (width = blank(c) ? width : Math.max(width, k + 1)));
  // H1: rounds 1..999 as every file reader has them; the first filled cell beyond is said once
  const rounds = Math.min(width - FIXED_COLUMNS, BOUNDS.rounds.max);
  const last = FIXED_COLUMNS + rounds;
  // the leftmost such cell (the round right after the last), the upper row among equals
  let beyond: { row: number; column: number } | undefined;
  for (const d of data) {
    for (let k = last; k < d.cells.length && k < (beyond?.column ?? Infinity); k++) {
      if (!blank(d.cells[k])) beyond = { row: d.row, column: k };
    }
  }
  if (beyond !== undefined) {
    const params = { round: beyond.column - FIXED_COLUMNS + 1, max: BOUNDS.rounds.max };
    add("error", "too-many-rounds", beyond.row, beyond.column + 1, msg("ctTooManyRounds", params));
  }

  // numbers → player index; a late entry (a name, no number) takes his row's when it is free
  const byNumber = new Map<number, number>();
  const late = (d: (typeof data)[number]): boolean =>
    blank(d.cells[0] ?? null) && text(d.cells[1] ?? null) !== "";
  const typed = new Set(data.filter((d) => !late(d)).map((d) => numberOf(d.cells[0] ?? null)));
  const numbers: number[] = data.map((d, i) => {
    const raw = d.cells[0];
    const n = numberOf(raw ?? null);
    if (late(d)) {
      const own = d.row - headerRow;
      if (!typed.has(own) && !byNumber.has(own)) {
        byNumber.set(own, i);
        return own;
      }
      const params = { name: text(d.cells[1] ?? null), number: own };
      add("error", "missing-number", d.row, 1, msg("lateNumberTaken", params));
    } else if (blank(raw ?? null)) add("error", "missing-number", d.row, 1, msg("ctMissingNumber", {}));
    else if (n === null || !Number.isInteger(n) || n < 1) {
      add("error", "bad-number", d.row, 1, msg("ctBadNumber", { value: text(raw ?? null) }));
    } else if (byNumber.has(n)) {
      add("error", "duplicate-number", d.row, 1, msg("ctDuplicateNumber", { number: n }));
    } else {
      byNumber.set(n, i);
      return n;
    }
    return 0;
  });

  // a sheet spells a few dozen ranks for hundreds of players: each spelling read once (D332)
  const ranks = new Map<string, string | null>();
  const rankOf = (spelt: string): string | null => {
    const known = ranks.get(spelt);
    if (known !== undefined) return known;
    const read = sheetRank(spelt);
    ranks.set(spelt, read);
    return read;
  };
  const players: Player[] = data.map((d, i) => {
    const cell = (k: number): SheetValue => d.cells[k] ?? null;
    const playerName = text(cell(1));
    if (playerName === "") add("error", "missing-name", d.row, 2, msg("missingPlayerName", {}));
    const rankCell = text(cell(2));
    const rank = rankCell === "" ? null : rankOf(rankCell);
    if (rankCell !== "" && rank === null)
      add("error", "bad-rank", d.row, 3, msg("ctBadRank", { value: rankCell }));
    const ratingRaw = cell(3);
    const rating = blank(ratingRaw) ? null : numberOf(ratingRaw);
    // H1: the Go-rating range of every file reader (OpenGotha writes ratings below 0, e.g. -557)
    const ratingOk = rating !== null && inBound("goRating", rating);
    if (!blank(ratingRaw) && !ratingOk) {
      const { min, max } = BOUNDS.goRating;
      add("error", "bad-rating", d.row, 4, msg("ctBadRating", { value: text(ratingRaw), min, max }));
    }
    const results: RoundEntry[] = [];
    for (let r = 0; r < rounds; r++) {
      const col = FIXED_COLUMNS + r + 1;
      const v = cell(FIXED_COLUMNS + r);
      const parsed = typeof v === "boolean" ? null : parseCell(text(v));
      if (parsed === null || !parsed.ok) {
        const round = r + 1;
        const { reason, cell, rest } =
          parsed === null
            ? { reason: "not-a-result" as const, cell: String(v).toUpperCase(), rest: undefined }
            : parsed;
        const params = { round, reason, cell, ...(rest !== undefined ? { rest } : {}) };
        add("error", "unknown-result", d.row, col, msg("ctBadResult", params));
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
        const params = { round: r + 1, opponent: e.opponent };
        add("error", "unknown-opponent", d.row, col, msg("ctUnknownOpponent", params));
        results.push({ kind: "absent", score: null });
      } else {
        results.push({ ...e, opponent: o });
      }
    }
    return {
      name: playerName,
      ...(rank !== null ? { rank } : {}),
      ...(rating !== null && ratingOk ? { rating } : {}),
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
    const severity = a.kind === "results" || a.kind === "forfeit" ? "warning" : "error";
    const round = a.round;
    const pair = { round, player: p, opponent: o };
    const text =
      a.kind === "unknown-opponent"
        ? msg("ctUnknownOpponent", { round, opponent: o })
        : a.kind === "self-game"
          ? msg("ctSelfGame", { round, player: p })
          : msg(ASYMMETRY[a.kind], pair);
    add(severity, `asymmetric-${a.kind}`, d.row, col, text);
  }
  // D63, D74 as every file reader says them, at the second one's ID or Name cell; the first is
  // named by his name (the message's rows would be the range's, not the sheet's)
  const idOf = (d: (typeof data)[number]): string | undefined => {
    const v = ids?.values[d.row - 1];
    return blank(v) || typeof v === "boolean" ? undefined : text(v);
  };
  const withIds =
    ids === undefined
      ? players
      : players.map((p, i) => ({ ...p, [KEY[ids.kind]]: idOf(data[i] as (typeof data)[number]) }));
  for (const r of repeatedPlayers(withIds)) {
    const d = data[r.second];
    if (d === undefined) continue;
    const said = repeatSaid(r, players, () => 0);
    add(said.severity, said.code, d.row, r.field === "name" ? 2 : (ids?.column ?? 0), said.text);
  }
  return { tournament, diagnostics, rows: data.map((d) => d.row) };
}
