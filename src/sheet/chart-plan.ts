/**
 * What the pane's history chart shows, as plain data (D180–D182): the players charted (the one
 * of a selected list row, or the top N), their ratings as a table of days by players, and the
 * block of cells the chart is drawn from. history-chart.ts writes it into Excel. Pure.
 */
import { type DateSystem, parseDate, toExcelSerial } from "../core/common/date";
import type { HistoryEntry } from "../core/season/types";
import { cellAddress, rangeAddress } from "./a1";
import type { SheetHistoryPlayer } from "./list-history";
import { type Cell, num, text } from "./plan";

/** D181: the chart's name, by which a second run finds and replaces it (and only it). */
export const CHART_NAME = "RatingOfficerHistory";
/** D181: the sheet the chart goes on (or "Chart (2)", … when a sheet of the user's has the name). */
export const CHART_SHEET = "Chart";
/** D182: the most players one chart shows, and the pane's default. */
export const TOP_MAX = 50;
export const TOP_DEFAULT = 10;

/** The number format of the block's days: ISO, as the season writes a day. */
export const DAY_FORMAT = "yyyy-mm-dd";

/** D182: the N players of the highest rating now that have a history, equal ratings in the list's order. */
export function topPlayers(players: readonly SheetHistoryPlayer[], n: number): SheetHistoryPlayer[] {
  return players
    .map((p, i) => ({ p, i }))
    .filter(({ p }) => p.history.length > 0)
    .sort((a, b) => b.p.rating - a.p.rating || a.i - b.i)
    .slice(0, n)
    .map(({ p }) => p);
}

/** The player of a sheet row (0-based), if the list has one there. */
export function playerAtRow(
  players: readonly SheetHistoryPlayer[],
  row: number,
): SheetHistoryPlayer | undefined {
  return players.find((p) => p.row === row);
}

/** N as typed in the pane: a whole number from 1 to {@link TOP_MAX}, else undefined. */
export function readTop(typed: string): number | undefined {
  const t = typed.trim();
  if (!/^\d{1,3}$/.test(t)) return undefined;
  const n = Number(t);
  return n >= 1 && n <= TOP_MAX ? n : undefined;
}

/** A table of days (oldest first) by players: the rating each held on that day, null before his first. */
export interface ChartTable {
  readonly days: readonly string[];
  readonly names: readonly string[];
  /** `values[d][p]`: player p's rating on day d. */
  readonly values: readonly (readonly (number | null)[])[];
}

/**
 * D180: every day any of the players has a rating after a tournament is a category; a player's
 * value on it is his rating after his last tournament on or before it (a rating holds until the
 * next tournament changes it; two tournaments on one day: the later column's), none before his
 * first. So each line is unbroken from its first point, and every point is a rating he held.
 */
export function chartTable(
  players: readonly { name: string; history: readonly HistoryEntry[] }[],
): ChartTable {
  const days = [...new Set(players.flatMap((p) => p.history.map((h) => h.end)))].sort();
  const values = days.map((day) =>
    players.map((p) => {
      let held: number | null = null;
      for (const h of p.history) if (h.end <= day) held = h.rating;
      return held;
    }),
  );
  return { days, names: players.map((p) => p.name), values };
}

/** The cells of the chart's data and the range the chart is drawn from. */
export interface ChartBlock {
  readonly rows: readonly (readonly Cell[])[];
  /** A1, from A1: the block's range, which the chart's source is. */
  readonly range: string;
  /** Where the chart is placed (`setPosition`): right of the block. */
  readonly position: { readonly start: string; readonly end: string };
}

/**
 * D181: the block from A1: the top-left cell blank (so Excel takes the first row for the series'
 * names and the first column for the categories, not the days for a series), the players' names
 * across (as text), the days down (as dates: serials of the workbook's date system, D191), the
 * ratings.
 */
export function chartBlock(table: ChartTable, system: DateSystem = "1900"): ChartBlock {
  const header: Cell[] = [null, ...table.names.map((n) => text(n))];
  const body = table.days.map((day, d): Cell[] => [
    num(toExcelSerial(parseDate(day), system), DAY_FORMAT),
    ...(table.values[d] ?? []).map((v) => (v === null ? null : num(v, "0"))),
  ]);
  const columns = table.names.length + 1;
  const rows = table.days.length + 1;
  return {
    rows: [header, ...body],
    range: rangeAddress({ row: 0, column: 0, rows, columns }),
    position: { start: cellAddress(0, columns + 1), end: cellAddress(19, columns + 9) },
  };
}

/** The part of a chart sheet's values a previous run wrote: from A1, while the header row and first column go on. */
export function previousBlock(values: readonly (readonly unknown[])[]): string | undefined {
  const blank = (v: unknown): boolean => v === undefined || v === null || v === "";
  const header = values[0] ?? [];
  let columns = 1;
  while (!blank(header[columns])) columns++;
  let rows = 1;
  while (!blank(values[rows]?.[0])) rows++;
  return columns === 1 && rows === 1 ? undefined : rangeAddress({ row: 0, column: 0, rows, columns });
}
