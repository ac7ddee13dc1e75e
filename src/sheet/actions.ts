/**
 * What the pane's buttons do in Excel, over the adapter's `ContextLike` (the real
 * `Excel.RequestContext`, or the in-memory workbook of the tests). Each action costs at most two
 * `context.sync()` calls — one to read, one to write — plus one per further 4 MiB of writes;
 * calculation is suspended while writing; a failed creation removes only the sheet it created.
 * The planning is pure (tournament-sheet.ts, recalc.ts, post.ts).
 */
import type { SystemName } from "../systems";
import { invalid } from "../core/common/errors";
import {
  type CheckedUpdate,
  type SheetUpdate,
  type WriteResult,
  checkUpdate,
  writeCheckedUpdate,
  writePlan,
  writeUpdate,
} from "./adapter";
import { yieldToPane } from "./chunks";
import { SheetReadError, SheetWriteError, officeMessage } from "./excel-errors";
import { type ContextLike } from "./excel-like";
import { type ReadLimits, type SheetRead, readUsedRange, readUsedRanges, readWorksheets } from "./sheet-read";
import { type Message, msg } from "../i18n/table";
import { type RatingListMapping, planPost } from "./post";
import { type SheetStandings, planRecalculate } from "./recalc";
import { type SeasonRerate, type SeasonStep, planSeasonRerate } from "./season-rerate";
import { phase } from "./phase";
import type { SheetProblem } from "./read-grid";
import type { PlayerOutcome, TournamentSheetBuild } from "./request";

export { MAPPING_SETTING } from "./post";

export type Progress = (done: number, total: number) => void;

/**
 * Writes a built tournament sheet into a new sheet (never overwriting one). Two syncs.
 * `checkboxes`: the host has cell checkboxes (ExcelApi 1.18), else the switches are ✓ / ✗ (D286).
 */
export async function createTournamentSheet(
  context: ContextLike,
  build: TournamentSheetBuild,
  onProgress?: Progress,
  checkboxes = false,
): Promise<WriteResult> {
  return writePlan(context, build.plan, { ...(onProgress === undefined ? {} : { onProgress }), checkboxes });
}

export type RecalculateResult =
  | {
      ok: true;
      players: PlayerOutcome[];
      sheetName: string;
      /** The sheet's rating system (D370: the pane's FIDE report on a chess sheet only). */
      system: SystemName;
      /** Mahjong: the sheet's release date (ISO), Post's default date. */
      postDate?: string;
      /** A tournament of games: its standings page's content, as the sheet now stands. */
      standings?: SheetStandings;
      /** The crosstable's warnings, each at its cell: the sheet is rewritten, and these are said. */
      warnings: SheetProblem[];
    }
  | { ok: false; problems: SheetProblem[] };

/**
 * Recalculate: reads the active sheet (sync 1), validates it, and rewrites the standings and
 * ratings formulas over the crosstable as it is now (sync 2); Excel recalculates them. Problems
 * (with cell addresses) come back without any write.
 */
export async function recalculateActiveSheet(
  context: ContextLike,
  onProgress?: Progress,
): Promise<RecalculateResult> {
  const named = await readActiveSheet(context);
  onProgress?.(1, 2);
  const plan = planRecalculate(named);
  if (!plan.ok) return plan;
  await writeUpdate(context, plan.update, {
    syncsBefore: 1,
    ...(onProgress !== undefined ? { onProgress } : {}),
  });
  return {
    ok: true,
    players: plan.players,
    sheetName: named.sheetName,
    system: plan.system,
    warnings: plan.warnings,
    ...(plan.postDate !== undefined ? { postDate: plan.postDate } : {}),
    ...(plan.standings !== undefined ? { standings: plan.standings } : {}),
  };
}

/**
 * The active sheet's used range (values, formulas, formats) with its name: one sync within its
 * first 2,000 rows, a larger sheet in bounded requests as `readUsedRanges` reads (Excel on the
 * web caps a response at 5 MB).
 */
export async function readActiveSheet(context: ContextLike, limits: ReadLimits = {}): Promise<SheetRead> {
  const sheet = context.workbook.worksheets.getActiveWorksheet();
  sheet.load("name");
  // The sheet's name is known only after the first sync.
  const [read] = await readWorksheets(context, [{ sheetName: "", sheet }], true, limits);
  if (read === undefined) throw new SheetReadError(msg("readActiveFailed", {}), null);
  // syncReads synced the context: the name is loaded.
  // eslint-disable-next-line office-addins/call-sync-after-load
  return { ...read, sheetName: sheet.name };
}

/** The workbook's sheet names, in order. One sync. */
export async function readSheetNames(context: ContextLike): Promise<string[]> {
  const sheets = context.workbook.worksheets;
  sheets.load("items/name");
  try {
    await context.sync();
  } catch (e) {
    throw new SheetReadError(msg("readSheetNamesFailed", { detail: (e as Error).message }), e);
  }
  return sheets.items.map((s) => s.name);
}

/** The used range of a sheet (values, formulas, formats). One sync. */
export async function readSheet(context: ContextLike, name: string): Promise<SheetRead> {
  return readUsedRange(context, name);
}

export interface PostResult {
  appended: number;
  updated: number;
  /** The new column's letters, e.g. "H". */
  column: string;
  /** Players not posted, with the reason, as messages for `describe(message, lang)`. */
  skipped: readonly Message[];
}

/**
 * Post: reads the rating-list sheet (sync 1) and writes a new dated column of ratings (and
 * ranks), appending players not on it (sync 2). Earlier values are never overwritten.
 */
export async function postToRatingList(
  context: ContextLike,
  mapping: RatingListMapping,
  players: PlayerOutcome[],
  date: string,
  onProgress?: Progress,
): Promise<PostResult> {
  const read = await readUsedRange(context, mapping.sheet);
  onProgress?.(1, 2);
  const plan = planPost(read, mapping, players, date);
  await writeUpdate(context, plan, { syncsBefore: 1, ...(onProgress !== undefined ? { onProgress } : {}) });
  return {
    appended: plan.appended,
    updated: plan.updated,
    column: plan.column,
    skipped: plan.skipped,
  };
}

/**
 * A season's sheet updates, each checked as a plan before the first is written (D435): the
 * updates, or the first one the check refuses said with every sheet, none of them written.
 */
async function checkSeason(updates: readonly SheetUpdate[]): Promise<CheckedUpdate[]> {
  const checked: CheckedUpdate[] = [];
  for (let i = 0; i < updates.length; i++) {
    const update = updates[i] as SheetUpdate;
    // D361: the pane's thread given back between two sheets
    if (i > 0) await yieldToPane();
    const c = await checkUpdate(update);
    if (!c.ok) {
      const sheets = updates.map((u) => u.sheetName);
      throw invalid(
        msg("seasonPlanRefused", { sheet: update.sheetName, at: i + 1, sheets, problems: c.problems }),
      );
    }
    checked.push(c.update);
  }
  return checked;
}

/**
 * Writes a season's sheet updates in order, each in tasks of its own (D361), once every one of
 * them is checked (D435). Excel has no rollback across syncs: a failure at a sheet after the first
 * says which sheets were written before it, and how much of it (D364).
 */
async function writeSeason(context: ContextLike, all: readonly SheetUpdate[]): Promise<void> {
  const updates = await checkSeason(all);
  for (let i = 0; i < updates.length; i++) {
    const update = updates[i] as CheckedUpdate;
    // D361: the pane's thread given back between two sheets
    if (i > 0) await yieldToPane();
    try {
      await writeCheckedUpdate(context, update);
    } catch (e) {
      // the update's own failure (adapter.ts) carries how much of this sheet was written
      if (i === 0 || !(e instanceof SheetWriteError) || e.partsWritten === undefined) throw e;
      const text = msg("seasonWriteStopped", {
        sheet: update.sheetName,
        detail: officeMessage(e.cause),
        ...e.partsWritten,
        written: updates.slice(0, i).map((u) => u.sheetName),
        total: updates.length,
      });
      throw new SheetWriteError(text, update.sheetName, false, e.cause);
    }
  }
}

/** Where a season's re-rate is planned: here by default, or handed away (the pane's worker, D264). */
export type SeasonPlanner = (
  list: SheetRead,
  mapping: RatingListMapping,
  reads: readonly SheetRead[],
) => Promise<SeasonRerate>;

/**
 * Re-rate the season (D172–D174): reads every sheet of the workbook (a sync each), re-rates its
 * tournament sheets in date order from the rating-list sheet as it stood before them, and writes
 * each sheet and the list only when no sheet has a problem; the problems, each at its cell,
 * otherwise, and nothing written. The sheets it leaves as they are (mahjong's) are said (D263).
 * The re-rate may be planned elsewhere (`planner`, the pane's worker, D264): nothing is written
 * before it is back, and nothing at all when it fails or is cancelled.
 */
export async function rerateSeason(
  context: ContextLike,
  mapping: RatingListMapping,
  planner: SeasonPlanner = (list, m, reads) => Promise.resolve(planSeasonRerate(list, m, reads)),
): Promise<
  { ok: true; steps: SeasonStep[]; left: SheetProblem[] } | { ok: false; problems: SheetProblem[] }
> {
  // every sheet in one sync (readUsedRanges), not one sync per sheet
  const { list, reads } = await phase("read", async () => {
    const all = await readUsedRanges(context, await readSheetNames(context));
    const own =
      all.find((r) => r.sheetName === mapping.sheet) ?? (await readUsedRange(context, mapping.sheet));
    return { list: own, reads: all };
  });
  const plan = await phase("plan", () => planner(list, mapping, reads));
  if (!plan.ok) return plan;
  await phase("write", () => writeSeason(context, plan.updates));
  return { ok: true, steps: plan.steps, left: plan.left };
}

export { buildTournamentSheet } from "./tournament-sheet";
export type { PlayerOutcome, SystemParams, TournamentSheetBuild, TournamentSheetRequest } from "./request";
export type { SheetLanguage } from "./tournament-sheet";
export { planRecalculate, type SheetStandings } from "./recalc";
export type { SeasonChange, SeasonStep } from "./season-rerate";
export type { SheetProblem } from "./read-grid";
export { type MessageCode, type MessageParams, type Message } from "../i18n/table";
export { SheetInputError, describe, describeError } from "./messages";
export { SheetReadError, SheetWriteError } from "./excel-errors";
export { detectRatingListMapping, planPost, ratingListFromSheet, type RatingListMapping } from "./post";
