/**
 * The arguments of TOURNAMENT.* (src/functions/tournament.ts) read from Excel's values: the
 * tie-break lists, McMahon ranks and corrections, bye values, and the per-player columns (K,
 * register, levels) aligned with the crosstable's rows. Each refuses a bad value naming the
 * argument (and the cell).
 */
import { type MahjongListedLevel } from "../core/engines/mahjong";
import type { CrosstableRead } from "./crosstable-args";
import { type GoRank, amateurRankValue } from "../core/go/rank";
import { formatRank, parseRank } from "../core/mgsz/rank";
import { reachedOnceWords } from "../core/mgsz/promotion";
import { doubledHalfPoint } from "../core/tournament/standings";
import { type TiebreakList, parseTiebreakList, parseTiebreakText } from "../core/tournament/tiebreak-list";
import { msg } from "../i18n/table";
import {
  type Arg,
  type Cell,
  bool,
  bounded,
  cells,
  int,
  isBlank,
  isEmpty,
  num,
  numError,
  scalar,
  show,
  text,
  valueError,
} from "./coerce";

/**
 * The tie-break argument read by the one parser (D90): one text ("MMS,SOS") or a range of names;
 * a blank one is no list (D91: the caller's default). Without `event` the text says its event
 * (D28: "CHESS" first, or names only chess has), as the sheet's tie-break cell does.
 */
export function tiebreakListArg(value: Arg, name: string, event?: "team"): TiebreakList | undefined {
  const texts = cells(value, name)
    .filter((c) => !isEmpty(c)) // D185: a tie-break is no 0
    .map((c, i) => text(c, `${name}[${i + 1}]`));
  if (texts.length === 0) return undefined;
  const read = event === undefined ? parseTiebreakText(texts) : parseTiebreakList(texts, event);
  if (!read.ok) throw valueError(msg("within", { subject: { argument: name }, inner: read.message }));
  return read.list;
}

/** A McMahon rank argument (30k … 9d, D21, any usual spelling, D2), or undefined when blank. */
export function mmRankArg(value: Arg, name: string): GoRank | undefined {
  const v = scalar(value, name);
  if (isEmpty(v)) return undefined; // D185: a rank is no 0
  const r = amateurRankValue(String(v));
  if (r === null) {
    throw valueError(msg("argExpected", { arg: name, expected: "goRankScale", got: show(v) }));
  }
  return r;
}

/** A bye/absence value 0, 0.5 or 1 point, returned doubled (D21), or undefined when blank. */
export function halfPointArg(value: Arg, name: string): number | undefined {
  if (isBlank(scalar(value, name))) return undefined;
  const x = num(value, name);
  const x2 = doubledHalfPoint(x);
  if (x2 === null) throw numError(msg("argExpected", { arg: name, expected: "halfPoint", got: show(x) }));
  return x2;
}

/**
 * Starting-MM corrections (whole points -30..30) by player index: one column aligned with the
 * crosstable's rows (as many cells as the range has rows, or as it has players); blank = none.
 */
export function correctionsArg(
  value: Arg,
  name: string,
  ct: CrosstableRead,
): Map<number, number> | undefined {
  if (!Array.isArray(value)) {
    if (isBlank(value)) return undefined;
    throw valueError(msg("argShape", { arg: name, shape: "correctionsAligned" }));
  }
  if (value.some((r) => r.length !== 1)) {
    throw valueError(
      msg("argShape", { arg: name, shape: "correctionsColumn", columns: value[0]?.length ?? 0 }),
    );
  }
  const column = value.map((r) => r[0] ?? null);
  if (column.every((c) => isBlank(c))) return undefined;
  return perPlayer(column, name, ct, -30, 30);
}

/**
 * Whole numbers from one column aligned with the crosstable, keyed by player index: the column
 * has as many cells as the crosstable range has rows (header included) or as it has players.
 * A bad cell is named by its row, `name[row]`.
 */
export function perPlayer(
  column: Cell[],
  name: string,
  ct: CrosstableRead,
  min: number,
  max: number,
): Map<number, number> {
  return perPlayerCells(column, name, ct, (c, at) => int(c, at, min, max));
}

/** One column aligned with the crosstable's rows (or its players): each non-blank cell read by `read`. */
export function perPlayerCells<T>(
  column: Cell[],
  name: string,
  ct: CrosstableRead,
  read: (c: Cell, at: string) => T,
): Map<number, T> {
  const n = ct.tournament.players.length;
  let byPlayer: Cell[];
  let at: (i: number) => number;
  if (column.length === ct.height) {
    byPlayer = ct.rows.map((row) => column[row - 1] ?? null);
    at = (i) => ct.rows[i] ?? i + 1;
  } else if (column.length === n) {
    byPlayer = column;
    at = (i) => i + 1;
  } else {
    throw valueError(
      msg("argCellsVsRows", {
        arg: name,
        cells: column.length,
        rows: ct.height,
        players: n,
        of: "crosstable",
      }),
    );
  }
  const map = new Map<number, T>();
  byPlayer.forEach((c, i) => {
    if (!isBlank(c)) map.set(i, read(c, `${name}[${at(i)}]`));
  });
  return map;
}

/**
 * D24's Register column: one column aligned with the crosstable's rows, TRUE (enters the
 * register), FALSE (does not) or blank (not a new player). D321: a 0 is a blank cell, as older
 * Excel builds hand one (D185), never FALSE: FALSE would make a player new and rate him from his
 * declared rank; the sheet writes FALSE as a boolean, a checkbox or ✗, and Recalculate refuses a
 * typed 0 (`registerZero`).
 */
export function registerArg(value: Arg, name: string, ct: CrosstableRead): Map<number, boolean> {
  // a single blank cell (`""` in a slot before a given argument, D187) is no column
  if (isEmpty(value ?? null) || (Array.isArray(value) && value.length === 1 && isEmpty(value[0]?.[0])))
    return new Map();
  const column = Array.isArray(value)
    ? value.map((r) => (r.length === 1 ? (r[0] === 0 ? null : (r[0] ?? null)) : undefined)) // D321
    : [value];
  if (column.some((c) => c === undefined)) {
    throw valueError(msg("argShape", { arg: name, shape: "booleansColumn" }));
  }
  return perPlayerCells(column as Cell[], name, ct, (c, at) => bool(c, at, false));
}

/**
 * D170: the thresholds each player has reached once before (D8), one column aligned with the
 * crosstable's rows: "2d", or several as "1d;2d" (or apart by spaces, as the season's list writes
 * them, D143); a blank cell is none. A word that is no MGSZ rank is refused at its cell.
 */
export function reachedOnceArg(
  value: Arg,
  name: string,
  ct: CrosstableRead,
): Map<number, string[]> | undefined {
  if (isBlank(value ?? null)) return undefined;
  const column = Array.isArray(value)
    ? value.map((r) => (r.length === 1 ? (r[0] ?? null) : undefined))
    : [value];
  if (column.some((c) => c === undefined)) {
    throw valueError(msg("argShape", { arg: name, shape: "ranksColumn" }));
  }
  return perPlayerCells(column as Cell[], name, ct, (c, at) =>
    reachedOnceWords(text(c, at)).map((w) => formatRank(parseRank(w, at))),
  );
}

/**
 * K by player index from the `k` argument: one number for everyone, or one column aligned with
 * the crosstable's rows (as many cells as the range has rows, or as it has players); a blank
 * cell leaves that player's K to D9.
 */
export function kArg(
  value: Arg,
  name: string,
  ct: CrosstableRead,
): { k?: number; kByPlayer?: Map<number, number> } {
  if (!Array.isArray(value) || (value.length === 1 && value[0]?.length === 1)) {
    const v = Array.isArray(value) ? (value[0]?.[0] ?? null) : value;
    return isEmpty(v) ? {} : { k: bounded(v, name, "kFactor") }; // H1, D186
  }
  if (value.some((r) => r.length !== 1)) {
    throw valueError(msg("argShape", { arg: name, shape: "kColumn", columns: value[0]?.length ?? 0 }));
  }
  const column = value.map((r) => (r[0] === 0 ? null : (r[0] ?? null))); // D186
  return { kByPlayer: perPlayer(column, name, ct, 0, 100) };
}

/** Levels by player name from a two-column range (name, level), or one column aligned with the results. */
export function levelsArg(
  value: Arg,
  name: string,
  results: readonly { row: number }[],
  height: number,
): { list?: MahjongListedLevel[]; aligned?: (string | undefined)[] } {
  if (!Array.isArray(value) || value.every((r) => r.every((c) => isEmpty(c)))) {
    if (Array.isArray(value) || isBlank(value)) return {};
    throw valueError(msg("argShape", { arg: name, shape: "namesLevels" }));
  }
  const width = value.reduce((w, r) => Math.max(w, r.length), 0);
  const cell = (c: Cell): string | undefined => (isEmpty(c) ? undefined : String(c).trim()); // D185
  if (width === 1) {
    const column = value.map((r) => r[0] ?? null);
    if (column.length === height) return { aligned: results.map((r) => cell(column[r.row - 1] ?? null)) };
    if (column.length === results.length) return { aligned: column.map(cell) };
    throw valueError(
      msg("argCellsVsRows", {
        arg: name,
        cells: column.length,
        rows: height,
        players: results.length,
        of: "results",
      }),
    );
  }
  const list: MahjongListedLevel[] = [];
  value.forEach((r, i) => {
    const who = cell(r[0] ?? null);
    const level = cell(r[1] ?? null);
    if (who === undefined || level === undefined) return;
    list.push({ name: who, rank: level, line: i + 1 });
  });
  return { list };
}
