import { type Message, msg } from "../i18n/table";
import { type ContextLike, type WorksheetLike } from "./excel-like";
import { type OfficeErrorLike, SheetWriteError, errorCode, officeMessage } from "./excel-errors";
import { cellAddress, columnLetters, parseCell, parseRange, rangeAddress, type Rect } from "./a1";
import { planTables, renameTableRefs, structuredToA1 } from "./table-ref";
import { DEFAULT_REQUEST_BUDGET, inTurns, planRequestsInTurns, type Chunk, yieldToPane } from "./chunks";
import { type Block, type SheetPlan } from "./plan";
import { uniqueSheetName, uniqueTableName } from "./sheet-names";
import { assertPlanInTurns, validatePlanInTurns } from "./validate-plan";
import { withMarks } from "./checkboxes";

/**
 * The one module that talks to Excel. It is typed against the subset of the Excel JavaScript
 * API it uses (below); `Excel.RequestContext` satisfies it (checked in test/sheet/adapter.test.ts),
 * and so does the in-memory workbook of the tests and of the end-to-end stub.
 *
 * Cost per action: `writePlan` makes one `context.sync()` to read the names in use and one per
 * request of at most `requestBudget` bytes to write (Excel on the web rejects a request above
 * 5 MB, and a request is one sync, so the size cap is per sync); every realistic tournament is
 * one request, hence two syncs. The read helpers make one sync for a sheet within its first
 * 2,000 rows, and read a larger one in bounded requests (Excel on the web also caps a response
 * at 5 MB).
 */

// ── Writing a plan ────────────────────────────────────────────────────────────────────────────

export interface WriteOptions {
  /** Bytes per request (sync); default 4 MiB, under Excel on the web's 5 MB. */
  readonly requestBudget?: number;
  /** Called after each sync with (done, total) syncs, for a progress indicator. */
  readonly onProgress?: (done: number, total: number) => void;
  /**
   * Whether the host has cell checkboxes (ExcelApi 1.18, `hostFeatures` of the pane): the plan's
   * switches become checkboxes; absent or false, they are written as ✓ and ✗ (D286).
   */
  readonly checkboxes?: boolean;
}

export interface WriteResult {
  /** The name the sheet got (the plan's wish made valid and unique). */
  readonly sheetName: string;
  /** The names the tables got, in the plan's order. */
  readonly tableNames: readonly string[];
  /** `context.sync()` calls made: 1 + number of write requests. */
  readonly syncs: number;
  readonly cells: number;
  /** Estimated request bytes written. */
  readonly bytes: number;
}

/** Writes one chunk: its formats first (a text cell must be "@" before its value), then its cells. */
export function writeChunk(sheet: WorksheetLike, chunk: Chunk): void {
  const range = sheet.getRange(chunk.address);
  // The format first: a text cell must be "@" before its value arrives (see plan.ts).
  range.numberFormat = chunk.numberFormat;
  range.formulas = chunk.formulas;
}

/**
 * Queues the writes of one request's `chunks` into `sheet` (one sync follows), the pane's thread
 * given back each time `CELLS_PER_TURN` cells are queued (D362): what is sent is the same request.
 * Gives the cells and estimated bytes queued.
 */
function queueChunks(
  sheet: WorksheetLike,
  chunks: readonly Chunk[],
): Promise<{ cells: number; bytes: number }> {
  function* queueing(): Generator<number, { cells: number; bytes: number }> {
    let cells = 0;
    let bytes = 0;
    for (const chunk of chunks) {
      writeChunk(sheet, chunk);
      const n = chunk.rect.rows * chunk.rect.columns;
      cells += n;
      bytes += chunk.bytes;
      yield n;
    }
    return { cells, bytes };
  }
  return inTurns(queueing());
}

function frozenRect(rows: number, columns: number): Rect {
  return { row: 0, column: 0, rows, columns };
}

/**
 * Writes `plan` into a new sheet. Sync 1 reads the sheet, table and defined names; then each
 * request (normally one) suspends calculation and writes: the first adds the sheet, the last adds
 * the tables, frozen panes, widths, bold ranges and page setup. Existing sheets are never addressed. If a
 * request fails, the new sheet is deleted (after checking it is ours: its id was not there at
 * sync 1) and a SheetWriteError says what happened.
 */
export async function writePlan(
  context: ContextLike,
  given: SheetPlan,
  options: WriteOptions = {},
): Promise<WriteResult> {
  await assertPlanInTurns(given);
  const plan = options.checkboxes === true ? given : withMarks(given);
  // D324: a formula referring to a table by name is written in A1 first, as the table comes
  // with the last request; `finish` then writes it as it is, with the name the table got
  const geometry = planTables(plan);
  const inA1 = {
    ...plan,
    blocks: plan.blocks.map((b) => mapFormulas(b, (f) => structuredToA1(f, geometry))),
  };
  const requests = await planRequestsInTurns(inA1, options.requestBudget ?? DEFAULT_REQUEST_BUDGET);
  const total = requests.length + 1;
  const { worksheets, tables, names, application } = context.workbook;

  worksheets.load("items/name,items/id");
  tables.load("items/name");
  names.load("items/name");
  try {
    await context.sync();
  } catch (e) {
    throw new SheetWriteError(msg("readNamesFailed", { detail: officeMessage(e) }), null, true, e);
  }
  const existingIds = new Set(worksheets.items.map((s) => s.id));
  const sheetName = uniqueSheetName(
    plan.sheetName,
    worksheets.items.map((s) => s.name),
  );
  const takenTableNames = [...tables.items.map((t) => t.name), ...names.items.map((n) => n.name)];
  const tableNames: string[] = [];
  for (const t of plan.tables ?? []) {
    const name = uniqueTableName(t.name, [...takenTableNames, ...tableNames]);
    tableNames.push(name);
  }
  let syncs = 1;
  options.onProgress?.(syncs, total);

  let sheet: WorksheetLike | null = null;
  let cells = 0;
  let bytes = 0;
  try {
    for (let i = 0; i < requests.length; i++) {
      // D297: the pane's thread given back between two requests
      if (i > 0) await yieldToPane();
      application.suspendApiCalculationUntilNextSync();
      if (sheet === null) sheet = worksheets.add(sheetName);
      const queued = await queueChunks(sheet, requests[i] ?? []);
      cells += queued.cells;
      bytes += queued.bytes;
      if (i === requests.length - 1) finish(sheet, plan, tableNames);
      // One sync per request: the 5 MB cap is per request, so a request cannot be merged further.
      // eslint-disable-next-line office-addins/no-context-sync-in-loop
      await context.sync();
      syncs++;
      options.onProgress?.(syncs, total);
    }
  } catch (e) {
    const removed = await removeNewSheet(context, sheetName, existingIds, e);
    const text = msg(removed ? "writeFailedRemoved" : "writeFailedNotRemoved", {
      sheet: sheetName,
      detail: officeMessage(e),
    });
    throw new SheetWriteError(text, sheetName, removed, e);
  }
  return { sheetName, tableNames, syncs, cells, bytes };
}

/** A block with each formula cell's formula through `f`. */
function mapFormulas(b: Block, f: (formula: string) => string): Block {
  return {
    ...b,
    rows: b.rows.map((r) =>
      r.map((c) => (c !== null && c.kind === "formula" ? { ...c, formula: f(c.formula) } : c)),
    ),
  };
}

/**
 * D324: the formulas that refer to the plan's tables by name, as the plan has them with the names
 * the tables got: written once the tables are there (their A1 form went first).
 */
function formulasByName(plan: SheetPlan, tableNames: readonly string[]): { at: string; formula: string }[] {
  const tables = planTables(plan);
  const out: { at: string; formula: string }[] = [];
  for (const b of plan.blocks) {
    const at = parseCell(b.at);
    b.rows.forEach((r, y) =>
      r.forEach((c, x) => {
        if (c === null || c.kind !== "formula" || structuredToA1(c.formula, tables) === c.formula) return;
        const formula = (plan.tables ?? []).reduce(
          (f, t, i) => renameTableRefs(f, t.name, tableNames[i] ?? t.name),
          c.formula,
        );
        out.push({ at: cellAddress(at.row + y, at.column + x), formula });
      }),
    );
  }
  return out;
}

/** Tables, frozen panes, widths, bold ranges and activation: queued after all values. */
function finish(sheet: WorksheetLike, plan: SheetPlan, tableNames: readonly string[]): void {
  (plan.tables ?? []).forEach((t, i) => {
    const table = sheet.tables.add(rangeAddress(parseRange(t.range)), t.hasHeaders);
    table.name = tableNames[i] ?? t.name;
    if (t.style !== undefined) table.style = t.style;
  });
  for (const f of formulasByName(plan, tableNames)) sheet.getRange(f.at).formulas = [[f.formula]];
  for (const w of plan.columnWidths ?? []) {
    const col = columnLetters(w.column);
    sheet.getRange(`${col}:${col}`).format.columnWidth = w.points;
  }
  for (const b of plan.bold ?? []) sheet.getRange(rangeAddress(parseRange(b))).format.font.bold = true;
  for (const w of plan.wrap ?? []) sheet.getRange(rangeAddress(parseRange(w))).format.wrapText = true;
  for (const c of plan.centered ?? [])
    sheet.getRange(rangeAddress(parseRange(c))).format.horizontalAlignment = "Center";
  // left in the plan only where the host has them (writePlan, D286)
  for (const c of plan.checkboxes ?? [])
    sheet.getRange(rangeAddress(parseRange(c))).control = { type: "Checkbox" };
  const freeze = plan.freeze;
  if (freeze !== undefined && (freeze.rows > 0 || freeze.columns > 0)) {
    if (freeze.columns === 0) sheet.freezePanes.freezeRows(freeze.rows);
    else if (freeze.rows === 0) sheet.freezePanes.freezeColumns(freeze.columns);
    else sheet.freezePanes.freezeAt(rangeAddress(frozenRect(freeze.rows, freeze.columns)));
  }
  const print = plan.print;
  if (print !== undefined) {
    const page = sheet.pageLayout;
    page.orientation = print.orientation;
    if (print.titleColumns !== undefined) page.setPrintTitleColumns(print.titleColumns);
    if (print.titleRows !== undefined) page.setPrintTitleRows(print.titleRows);
    if (print.area !== undefined) page.setPrintArea(rangeAddress(parseRange(print.area)));
    // Pages tall left out: as many as needed (setting only the width, OfficeDev/office-js#1860).
    if (print.fitToPagesWide !== undefined) page.zoom = { horizontalFitToPages: print.fitToPagesWide };
    if (print.blackAndWhite !== undefined) page.blackAndWhite = print.blackAndWhite;
    for (const row of print.pageBreaks ?? []) sheet.horizontalPageBreaks.add(`A${row + 1}`);
  }
  if (plan.activate ?? true) sheet.activate();
}

/**
 * Deletes the sheet `name` if it exists and was not there at sync 1; true when the workbook is
 * back to its sheets of sync 1. When Excel refused to add the sheet at all (the name was taken
 * meanwhile) there is nothing of ours to remove.
 */
async function removeNewSheet(
  context: ContextLike,
  name: string,
  existingIds: ReadonlySet<string>,
  failure: unknown,
): Promise<boolean> {
  const location = (failure as OfficeErrorLike | null)?.debugInfo?.errorLocation;
  if (
    errorCode(failure) === "ItemAlreadyExists" &&
    typeof location === "string" &&
    /worksheet.*\.add/i.test(location)
  ) {
    return true;
  }
  try {
    const sheet = context.workbook.worksheets.getItemOrNullObject(name);
    sheet.load("id");
    await context.sync();
    if (sheet.isNullObject) return true;
    if (existingIds.has(sheet.id)) return true; // not ours: never touch it
    sheet.delete();
    await context.sync();
    return true;
  } catch {
    return false;
  }
}

// ── Updating an existing sheet ────────────────────────────────────────────────────────────────

/**
 * Cells to write into an existing sheet (Recalculate's formulas, Post's new column and rows).
 * Only the cells of `blocks` are addressed; `null` cells inside a block are left as they are.
 */
export interface SheetUpdate {
  readonly sheetName: string;
  readonly blocks: readonly Block[];
  /** Ranges (A1) made not bold, before `bold` is applied: e.g. a shortened note's old title rows. */
  readonly plain?: readonly string[];
  /** Ranges (A1) made bold, e.g. a new column's header. */
  readonly bold?: readonly string[];
  /** A new print area (A1), e.g. Recalculate's after the crosstable grew. */
  readonly printArea?: string;
  /** The sheet's manual page breaks, all of them, when a block's moved (rows, 0-based; D285, D304). */
  readonly pageBreaks?: readonly number[];
}

export interface UpdateResult {
  readonly sheetName: string;
  /** `context.sync()` calls made: one per request, normally one. */
  readonly syncs: number;
  readonly cells: number;
  readonly bytes: number;
}

declare const CHECKED: unique symbol;

/** An update whose cells the plan's check passed (`checkUpdate`), written without a second check. */
export type CheckedUpdate = SheetUpdate & { readonly [CHECKED]: true };

/** An update's cells as the plan the check and the requests take. */
const planOf = (update: SheetUpdate): SheetPlan => ({ sheetName: update.sheetName, blocks: update.blocks });

/**
 * `update` checked as a plan, in turns (D362), before anything is written: the update, or every
 * problem the check finds, each at its cell (D435: Re-rate the season checks all its sheets so).
 */
export async function checkUpdate(
  update: SheetUpdate,
): Promise<
  { readonly ok: true; readonly update: CheckedUpdate } | { readonly ok: false; readonly problems: Message[] }
> {
  const v = await validatePlanInTurns(planOf(update));
  return v.ok ? { ok: true, update: update as CheckedUpdate } : v;
}

/**
 * Writes `update` into its (existing) sheet: one request per `requestBudget` bytes, normally one
 * sync, calculation suspended until that sync. Never adds, deletes or renames a sheet; a failure
 * is a SheetWriteError (Excel has no rollback: the requests before the failing one stay).
 * `onProgress` receives (done + offset, total + offset) so that a caller's read sync counts.
 */
export async function writeUpdate(
  context: ContextLike,
  update: SheetUpdate,
  options: WriteOptions & { readonly syncsBefore?: number } = {},
): Promise<UpdateResult> {
  await assertPlanInTurns(planOf(update));
  return writeCheckedUpdate(context, update as CheckedUpdate, options);
}

/** `writeUpdate` of an update `checkUpdate` passed. */
export async function writeCheckedUpdate(
  context: ContextLike,
  update: CheckedUpdate,
  options: WriteOptions & { readonly syncsBefore?: number } = {},
): Promise<UpdateResult> {
  const asPlan = planOf(update);
  const requests = await planRequestsInTurns(asPlan, options.requestBudget ?? DEFAULT_REQUEST_BUDGET);
  const before = options.syncsBefore ?? 0;
  const total = before + requests.length;
  const sheet = context.workbook.worksheets.getItem(update.sheetName);
  let syncs = 0;
  let cells = 0;
  let bytes = 0;
  try {
    for (let i = 0; i < requests.length; i++) {
      // D297: the pane's thread given back between two requests
      if (i > 0) await yieldToPane();
      context.workbook.application.suspendApiCalculationUntilNextSync();
      const queued = await queueChunks(sheet, requests[i] ?? []);
      cells += queued.cells;
      bytes += queued.bytes;
      if (i === requests.length - 1) {
        for (const b of update.plain ?? [])
          sheet.getRange(rangeAddress(parseRange(b))).format.font.bold = false;
        for (const b of update.bold ?? [])
          sheet.getRange(rangeAddress(parseRange(b))).format.font.bold = true;
        if (update.printArea !== undefined)
          sheet.pageLayout.setPrintArea(rangeAddress(parseRange(update.printArea)));
        if (update.pageBreaks !== undefined) {
          sheet.horizontalPageBreaks.removePageBreaks();
          for (const row of update.pageBreaks) sheet.horizontalPageBreaks.add(`A${row + 1}`);
        }
      }
      // One sync per request: the 5 MB cap is per request.
      // eslint-disable-next-line office-addins/no-context-sync-in-loop
      await context.sync();
      syncs++;
      options.onProgress?.(before + syncs, total);
    }
  } catch (e) {
    const text =
      syncs === 0
        ? msg("updateFailedNothing", { sheet: update.sheetName, detail: officeMessage(e) })
        : msg("updateFailedPartly", {
            sheet: update.sheetName,
            detail: officeMessage(e),
            done: syncs,
            total: requests.length,
          });
    throw new SheetWriteError(text, update.sheetName, false, e, { done: syncs, parts: requests.length });
  }
  return { sheetName: update.sheetName, syncs, cells, bytes };
}
