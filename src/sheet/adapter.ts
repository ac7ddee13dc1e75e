import { type Message, english, msg } from "../i18n/table";
import {
  type Block,
  DEFAULT_REQUEST_BUDGET,
  assertPlan,
  columnLetters,
  parseRange,
  planRequests,
  rangeAddress,
  stripSheet,
  uniqueSheetName,
  uniqueTableName,
  type Chunk,
  type Rect,
  type SheetPlan,
} from "./plan";

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

// ── The Excel subset ──────────────────────────────────────────────────────────────────────────

export interface RangeLike {
  formulas: unknown[][];
  numberFormat: unknown[][];
  readonly values: unknown[][];
  readonly address: string;
  readonly isNullObject: boolean;
  readonly format: { columnWidth: number; wrapText: boolean; readonly font: { bold: boolean } };
  load(propertyNames?: string | string[]): unknown;
  /** The used part of this range (ExcelApi 1.4). */
  getUsedRangeOrNullObject(valuesOnly?: boolean): RangeLike;
}

export interface TableLike {
  name: string;
  style: string;
}

export interface WorksheetLike {
  readonly name: string;
  readonly id: string;
  getRange(address?: string): RangeLike;
  getUsedRangeOrNullObject(valuesOnly?: boolean): RangeLike;
  readonly freezePanes: {
    freezeRows(count?: number): void;
    freezeColumns(count?: number): void;
    freezeAt(frozenRange: string): void;
  };
  readonly tables: { add(address: string, hasHeaders: boolean): TableLike };
  /** ExcelApi 1.9, as dynamic arrays (which the tournament sheet's formulas need). */
  readonly pageLayout: PageLayoutLike;
  activate(): void;
  delete(): void;
  load(propertyNames?: string | string[]): unknown;
}

/** `Excel.PageLayout`'s members the print setup uses (ExcelApi 1.9). */
export interface PageLayoutLike {
  orientation: string;
  /** `Excel.PageLayoutZoomOptions`: fit to pages wide/tall, or a scale. */
  zoom: { horizontalFitToPages?: number; verticalFitToPages?: number; scale?: number };
  blackAndWhite: boolean;
  setPrintTitleColumns(columns: string): void;
  setPrintTitleRows(rows: string): void;
  setPrintArea(area: string): void;
}

export interface NamedCollectionLike<T> {
  readonly items: T[];
  load(propertyNames?: string | string[]): unknown;
}

export interface WorksheetCollectionLike extends NamedCollectionLike<WorksheetLike> {
  add(name?: string): WorksheetLike;
  getItem(key: string): WorksheetLike;
  getItemOrNullObject(key: string): WorksheetLike & { readonly isNullObject: boolean };
  getActiveWorksheet(): WorksheetLike;
}

export interface ContextLike {
  readonly workbook: {
    readonly worksheets: WorksheetCollectionLike;
    readonly tables: NamedCollectionLike<{ readonly name: string }>;
    readonly names: NamedCollectionLike<{ readonly name: string }>;
    readonly application: { suspendApiCalculationUntilNextSync(): void };
  };
  sync(): Promise<unknown>;
}

// ── Errors ────────────────────────────────────────────────────────────────────────────────────

/** What an Office error carries (OfficeExtension.Error); plain errors have only a message. */
interface OfficeErrorLike {
  readonly code?: unknown;
  readonly message?: unknown;
  readonly debugInfo?: { readonly errorLocation?: unknown; readonly message?: unknown };
}

function describe(e: unknown): string {
  const err = (typeof e === "object" && e !== null ? e : {}) as OfficeErrorLike;
  const message = typeof err.message === "string" && err.message !== "" ? err.message : String(e);
  return typeof err.code === "string" && err.code !== "" && !message.includes(err.code)
    ? `${message} (${err.code})`
    : message;
}

function errorCode(e: unknown): string | undefined {
  const code = (typeof e === "object" && e !== null ? e : {}) as OfficeErrorLike;
  return typeof code.code === "string" ? code.code : undefined;
}

/**
 * Writing a plan failed. `removed`: the partial sheet was deleted (or never created). `message`
 * is English; `text` is the message for `describe(text, lang)` (src/i18n/table.ts).
 */
export class SheetWriteError extends Error {
  constructor(
    readonly text: Message,
    readonly sheetName: string | null,
    readonly removed: boolean,
    override readonly cause: unknown,
  ) {
    super(english(text));
    this.name = "SheetWriteError";
  }
}

/** Reading a sheet failed (missing sheet, Excel error); `text` as for SheetWriteError. */
export class SheetReadError extends Error {
  constructor(
    readonly text: Message,
    override readonly cause: unknown,
  ) {
    super(english(text));
    this.name = "SheetReadError";
  }
}

// ── Writing a plan ────────────────────────────────────────────────────────────────────────────

export interface WriteOptions {
  /** Bytes per request (sync); default 4 MiB, under Excel on the web's 5 MB. */
  readonly requestBudget?: number;
  /** Called after each sync with (done, total) syncs, for a progress indicator. */
  readonly onProgress?: (done: number, total: number) => void;
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

function writeChunk(sheet: WorksheetLike, chunk: Chunk): void {
  const range = sheet.getRange(chunk.address);
  // The format first: a text cell must be "@" before its value arrives (see plan.ts).
  range.numberFormat = chunk.numberFormat;
  range.formulas = chunk.formulas;
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
  plan: SheetPlan,
  options: WriteOptions = {},
): Promise<WriteResult> {
  assertPlan(plan);
  const requests = planRequests(plan, options.requestBudget ?? DEFAULT_REQUEST_BUDGET);
  const total = requests.length + 1;
  const { worksheets, tables, names, application } = context.workbook;

  worksheets.load("items/name,items/id");
  tables.load("items/name");
  names.load("items/name");
  try {
    await context.sync();
  } catch (e) {
    throw new SheetWriteError(msg("readNamesFailed", { detail: describe(e) }), null, true, e);
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
      application.suspendApiCalculationUntilNextSync();
      if (sheet === null) sheet = worksheets.add(sheetName);
      for (const chunk of requests[i] ?? []) {
        writeChunk(sheet, chunk);
        cells += chunk.rect.rows * chunk.rect.columns;
        bytes += chunk.bytes;
      }
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
      detail: describe(e),
    });
    throw new SheetWriteError(text, sheetName, removed, e);
  }
  return { sheetName, tableNames, syncs, cells, bytes };
}

/** Tables, frozen panes, widths, bold ranges and activation: queued after all values. */
function finish(sheet: WorksheetLike, plan: SheetPlan, tableNames: readonly string[]): void {
  (plan.tables ?? []).forEach((t, i) => {
    const table = sheet.tables.add(rangeAddress(parseRange(t.range)), t.hasHeaders);
    table.name = tableNames[i] ?? t.name;
    if (t.style !== undefined) table.style = t.style;
  });
  for (const w of plan.columnWidths ?? []) {
    const col = columnLetters(w.column);
    sheet.getRange(`${col}:${col}`).format.columnWidth = w.points;
  }
  for (const b of plan.bold ?? []) sheet.getRange(rangeAddress(parseRange(b))).format.font.bold = true;
  for (const w of plan.wrap ?? []) sheet.getRange(rangeAddress(parseRange(w))).format.wrapText = true;
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
  /** Ranges (A1) made bold, e.g. a new column's header. */
  readonly bold?: readonly string[];
  /** A new print area (A1), e.g. Recalculate's after the crosstable grew. */
  readonly printArea?: string;
}

export interface UpdateResult {
  readonly sheetName: string;
  /** `context.sync()` calls made: one per request, normally one. */
  readonly syncs: number;
  readonly cells: number;
  readonly bytes: number;
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
  const asPlan: SheetPlan = { sheetName: update.sheetName, blocks: update.blocks };
  assertPlan(asPlan);
  const requests = planRequests(asPlan, options.requestBudget ?? DEFAULT_REQUEST_BUDGET);
  const before = options.syncsBefore ?? 0;
  const total = before + requests.length;
  const sheet = context.workbook.worksheets.getItem(update.sheetName);
  let syncs = 0;
  let cells = 0;
  let bytes = 0;
  try {
    for (let i = 0; i < requests.length; i++) {
      context.workbook.application.suspendApiCalculationUntilNextSync();
      for (const chunk of requests[i] ?? []) {
        writeChunk(sheet, chunk);
        cells += chunk.rect.rows * chunk.rect.columns;
        bytes += chunk.bytes;
      }
      if (i === requests.length - 1) {
        for (const b of update.bold ?? [])
          sheet.getRange(rangeAddress(parseRange(b))).format.font.bold = true;
        if (update.printArea !== undefined)
          sheet.pageLayout.setPrintArea(rangeAddress(parseRange(update.printArea)));
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
        ? msg("updateFailedNothing", { sheet: update.sheetName, detail: describe(e) })
        : msg("updateFailedPartly", {
            sheet: update.sheetName,
            detail: describe(e),
            done: syncs,
            total: requests.length,
          });
    throw new SheetWriteError(text, update.sheetName, false, e);
  }
  return { sheetName: update.sheetName, syncs, cells, bytes };
}

// ── Reading ───────────────────────────────────────────────────────────────────────────────────

/** A rectangle read from a sheet: what Excel computed, what the cells hold, and how they look. */
export interface SheetRead {
  readonly sheetName: string;
  /** Top-left cell, 0-based; an empty sheet reads as 0 rows at A1. */
  readonly row: number;
  readonly column: number;
  readonly rows: number;
  readonly columns: number;
  /** Computed values: numbers, strings, booleans; "" for empty cells; error text like "#N/A". */
  readonly values: (string | number | boolean)[][];
  /** Formulas where cells have them, else the constant (as `Range.formulas` returns). */
  readonly formulas: (string | number | boolean)[][];
  readonly numberFormat: string[][];
}

/** `nullable`: the range came from a …OrNullObject method and has `isNullObject` loaded. */
export type Loaded = { sheetName: string; range: RangeLike; nullable: boolean };

export function toRead({ sheetName, range, nullable }: Loaded): SheetRead {
  if (nullable && range.isNullObject) {
    return { sheetName, row: 0, column: 0, rows: 0, columns: 0, values: [], formulas: [], numberFormat: [] };
  }
  const rect = parseRange(stripSheet(range.address));
  return {
    sheetName,
    ...rect,
    values: range.values as (string | number | boolean)[][],
    formulas: range.formulas as (string | number | boolean)[][],
    numberFormat: range.numberFormat as string[][],
  };
}

export const READ_PROPS = ["address", "values", "formulas", "numberFormat"];

/** A failed read as a {@link SheetReadError} naming the sheets. */
function readError(e: unknown, sheetNames: readonly string[]): SheetReadError {
  const names = sheetNames.map((n) => `"${n}"`).join(", ");
  const text =
    errorCode(e) === "ItemNotFound"
      ? msg("readMissing", { names })
      : msg("readFailed", { names, detail: describe(e) });
  return new SheetReadError(text, e);
}

export async function syncReads(context: ContextLike, loaded: Loaded[]): Promise<SheetRead[]> {
  try {
    await context.sync();
  } catch (e) {
    throw readError(
      e,
      loaded.map((l) => l.sheetName),
    );
  }
  return loaded.map(toRead);
}

/** The rows of a sheet the first read request covers: a rating list or tournament sheet below. */
export const FIRST_READ_ROWS = 2000;
/**
 * Bytes one read request may bring back. Excel on the web caps a response at 5 MB (values,
 * formulas and formats of about 24,000 rows × 8 columns); reads stay well below.
 */
export const READ_BUDGET = 2 * 1024 * 1024;

export interface ReadLimits {
  /** Rows of the first request (default {@link FIRST_READ_ROWS}). */
  readonly firstRows?: number;
  /** Response bytes per request (default {@link READ_BUDGET}). */
  readonly bytes?: number;
}

/** The size of a read's response: its JSON in UTF-8 (what Excel's response cap counts). */
export function readBytes(read: Pick<SheetRead, "values" | "formulas" | "numberFormat">): number {
  return new TextEncoder().encode(JSON.stringify([read.values, read.formulas, read.numberFormat])).length;
}

function sameRect(a: Rect, b: Rect): boolean {
  return a.row === b.row && a.column === b.column && a.rows === b.rows && a.columns === b.columns;
}

/** Rows per request for a sheet whose rows cost `bytesPerRow`, a tenth to spare for longer rows. */
function rowsPerRequest(bytesPerRow: number, budget: number): number {
  return Math.max(1, Math.floor((0.9 * budget) / Math.max(1, bytesPerRow)));
}

/**
 * Reads the used range of each named sheet: one sync for sheets within their first
 * `firstRows` rows (a tournament sheet, a national rating list), all together (e.g. the
 * tournament sheet and the rating list). A larger sheet is read again in bounded requests of
 * rows, each one sync, sized from the bytes per row the first request measured so that no
 * response comes near Excel on the web's 5 MB cap. `valuesOnly` ignores cells that are only
 * formatted.
 */
export async function readUsedRanges(
  context: ContextLike,
  sheetNames: readonly string[],
  valuesOnly = true,
  limits: ReadLimits = {},
): Promise<SheetRead[]> {
  const firstRows = limits.firstRows ?? FIRST_READ_ROWS;
  const budget = limits.bytes ?? READ_BUDGET;
  const requested = sheetNames.map((sheetName) => {
    const sheet = context.workbook.worksheets.getItem(sheetName);
    const whole = sheet.getUsedRangeOrNullObject(valuesOnly);
    whole.load(["address", "isNullObject"]);
    const first = sheet.getRange(`1:${firstRows}`).getUsedRangeOrNullObject(valuesOnly);
    first.load([...READ_PROPS, "isNullObject"]);
    return { sheetName, sheet, whole, first };
  });
  try {
    await context.sync();
  } catch (e) {
    throw readError(
      e,
      requested.map((r) => r.sheetName),
    );
  }
  const out: SheetRead[] = [];
  for (const { sheetName, sheet, whole, first } of requested) {
    const firstRead = toRead({ sheetName, range: first, nullable: true });
    if (whole.isNullObject) {
      out.push(toRead({ sheetName, range: whole, nullable: true }));
      continue;
    }
    const rect = parseRange(stripSheet(whole.address));
    if (firstRead.rows > 0 && sameRect(firstRead, rect)) {
      out.push(firstRead);
      continue;
    }
    // Larger than the first request: the whole used range, in requests of `step` rows.
    const bytesPerRow = firstRead.rows > 0 ? readBytes(firstRead) / firstRead.rows : 64 * rect.columns;
    const step = rowsPerRequest(bytesPerRow, budget);
    const parts: SheetRead[] = [];
    for (let row = rect.row; row < rect.row + rect.rows; row += step) {
      const rows = Math.min(step, rect.row + rect.rows - row);
      const range = sheet.getRange(rangeAddress({ row, column: rect.column, rows, columns: rect.columns }));
      range.load(READ_PROPS);
      // One sync per request: the 5 MB cap is per response.
      const [part] = await syncReads(context, [{ sheetName, range, nullable: false }]);
      if (part !== undefined) parts.push(part);
    }
    out.push({
      sheetName,
      ...rect,
      values: parts.flatMap((p) => p.values),
      formulas: parts.flatMap((p) => p.formulas),
      numberFormat: parts.flatMap((p) => p.numberFormat),
    });
  }
  return out;
}

/** The used range of one sheet, in one sync. */
export async function readUsedRange(
  context: ContextLike,
  sheetName: string,
  valuesOnly = true,
): Promise<SheetRead> {
  const [read] = await readUsedRanges(context, [sheetName], valuesOnly);
  if (read === undefined) throw new SheetReadError(msg("readSheetFailed", { sheet: sheetName }), null);
  return read;
}

/** One rectangle (A1, e.g. "A5:K40") of a named sheet, in one sync. */
export async function readRange(
  context: ContextLike,
  sheetName: string,
  address: string,
): Promise<SheetRead> {
  const range = context.workbook.worksheets.getItem(sheetName).getRange(rangeAddress(parseRange(address)));
  range.load(READ_PROPS);
  const [read] = await syncReads(context, [{ sheetName, range, nullable: false }]);
  if (read === undefined)
    throw new SheetReadError(msg("readRangeFailed", { sheet: sheetName, address }), null);
  return read;
}
