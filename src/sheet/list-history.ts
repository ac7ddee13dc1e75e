/**
 * The rating-list sheet's history (D180): each player of the list with the rating (and rank)
 * after each tournament, read from the dated columns the sheet holds — Post's (`2026-11-22`,
 * `2026-11-22 rank`, src/sheet/post.ts) and the season list's (`Rating 2026-11-22 EVENT`,
 * `Rank 2026-11-22 EVENT`, D143, as `season --out` writes it and an officer may paste it) — in
 * the season's model (`HistoryEntry`). The pane's chart and the season page read it. Pure.
 */
import { parseDate, formatIsoDate } from "../core/common/date";
import type { HistoryEntry } from "../core/season/types";
import { type Diagnostic, DiagnosticSink } from "../core/tournament/diagnostics";
import { normaliseRank } from "../core/go/rank";
import { headerKey, listWord } from "../formats/lists/csv-list";
import { type HistoryColumn, seasonColumns, seasonFields } from "../formats/lists/csv-history";
import { sheetAddress } from "./a1";
import { type RatingListMapping, datedColumns, ratingListFromSheet } from "./post";
import { type SheetProblem, ReadGrid, problemAt } from "./read-grid";
import type { SheetRead } from "./sheet-read";

/** A player of the list sheet and what its dated columns hold for him. */
export interface SheetHistoryPlayer {
  /** As the season writes a name: family name, then first name. */
  readonly name: string;
  readonly pin?: string;
  /** The player's sheet row, 0-based. */
  readonly row: number;
  /** The list's rating now: its newest dated rating, else its rating column (ratingListFromSheet). */
  readonly rating: number;
  readonly rank?: string;
  /**
   * D104: the rating and rank of the list's own columns, which Post's dated columns follow and
   * never change: the list before them. None without Post's columns or when not a number.
   */
  readonly base?: { readonly rating: number; readonly rank?: string };
  /** Oldest first; the same day in the sheet's column order. */
  readonly history: readonly HistoryEntry[];
}

export interface SheetHistory {
  readonly sheet: string;
  readonly players: readonly SheetHistoryPlayer[];
  /** The dated rating columns found: Post's, and the season list's. */
  readonly columns: { readonly posted: number; readonly season: number };
  /** Cells read and not understood, each at its address: a point left out, never guessed. */
  readonly problems: readonly SheetProblem[];
}

const str = (v: unknown): string => (v === undefined || v === null ? "" : String(v).trim());

/** Post's label `2026-11-22` or `2026-11-22 (2)`: the day it names. */
const POSTED_DAY = /^(\d{4}-\d{2}-\d{2})/;

/** The history of every player of the list sheet `read`, by `mapping` (D180). */
export function sheetHistory(read: SheetRead, mapping: RatingListMapping): SheetHistory {
  const grid = new ReadGrid(read);
  const headerRow = mapping.headerRow;
  const list = ratingListFromSheet(read, mapping);
  const sink = new DiagnosticSink(read.sheetName);
  const header: string[] = [];
  for (let c = 0; c <= grid.lastColumn; c++) header.push(str(grid.value(headerRow, c)));
  const season = seasonColumns(header, headerRow + 1, { word: listWord, headerKey }, sink);
  const { ratings, ranks } = datedColumns(grid, headerRow);
  const posted = ratings.filter((c) => c !== mapping.rating);
  const rankOf = new Map(ranks.map((c) => [header[c] ?? "", c]));
  // Post's columns as the season list's reader's (a day, no event name), read by its one cell rule
  const postedColumns: HistoryColumn[] = posted.map((c) => {
    const rank = rankOf.get(`${header[c]} rank`);
    const end = formatIsoDate(parseDate(POSTED_DAY.exec(header[c] ?? "")?.[1] ?? ""));
    return { end, event: "", rating: c, ...(rank !== undefined ? { rank } : {}) };
  });
  const byDay = [...season.history, ...postedColumns].sort((a, b) =>
    a.end < b.end ? -1 : a.end > b.end ? 1 : 0,
  );
  const columns = { ...season, history: byDay };
  const players = list.entries.map((e): SheetHistoryPlayer => {
    const row = e.line - 1;
    const cells = header.map((_, c) => str(grid.value(row, c)));
    const history = seasonFields(cells, row + 1, columns, sink).history ?? [];
    // D104: Post never writes into the rating column, so before its first column it is the list
    const baseText =
      posted.length === 0 || mapping.rating === ratings[0] ? "" : (cells[mapping.rating] ?? "");
    const baseRating = baseText === "" ? undefined : Number(baseText.replace(",", "."));
    const baseRank = mapping.rank === undefined ? "" : (cells[mapping.rank] ?? "");
    return {
      name: e.firstName ? `${e.name} ${e.firstName}` : e.name,
      ...(e.pin !== undefined ? { pin: e.pin } : {}),
      row,
      rating: e.rating,
      ...(e.rank !== undefined ? { rank: e.rank } : {}),
      ...(baseRating !== undefined && Number.isFinite(baseRating)
        ? {
            base: {
              rating: baseRating,
              ...(baseRank !== "" ? { rank: normaliseRank(baseRank) ?? baseRank } : {}),
            },
          }
        : {}),
      history,
    };
  });
  const at = (d: Diagnostic): SheetProblem =>
    problemAt(sheetAddress(read.sheetName, d.line - 1, Math.max(0, d.column - 1)), d.text);
  return {
    sheet: read.sheetName,
    players,
    columns: { posted: posted.length, season: season.history.length },
    problems: [...list.diagnostics, ...sink.items].map(at),
  };
}
