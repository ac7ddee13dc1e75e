import { msg } from "../i18n/table";
import { type Rect, parseRange, rangeAddress, stripSheet } from "./a1";
import { SheetReadError, errorCode, officeMessage } from "./excel-errors";
import { type ContextLike, type RangeLike, type WorksheetLike } from "./excel-like";
import { sheetAddress } from "./a1";
import { yieldToPane } from "./chunks";
import { type DateSystem } from "../core/common/date";
import { setFunctionDateSystem } from "../functions/date-system";
import { queueDateSystem } from "./date-system";

/**
 * Reading sheets and ranges: one sync for a sheet within its first 2,000 rows, a larger one in
 * bounded requests (Excel on the web caps a response at 5 MB).
 */

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
  /** The workbook's date system its date cells' serials count in (D191, D192); absent: 1900. */
  readonly dateSystem?: DateSystem;
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

/**
 * A failed read as a {@link SheetReadError} naming the sheets; the active sheet, whose name is
 * not known before the read (`sheetName` ""), as "the active sheet".
 */
function readError(e: unknown, sheetNames: readonly string[]): SheetReadError {
  if (sheetNames.length > 0 && sheetNames.every((n) => n === ""))
    return new SheetReadError(msg("readActiveFailedDetail", { detail: officeMessage(e) }), e);
  const names = sheetNames
    .filter((n) => n !== "")
    .map((n) => `"${n}"`)
    .join(", ");
  const text =
    errorCode(e) === "ItemNotFound"
      ? msg("readMissing", { names })
      : msg("readFailed", { names, detail: officeMessage(e) });
  return new SheetReadError(text, e);
}

/** A worksheet's name once a sync has loaded it (the active sheet's), else `fallback`. */
function loadedName(sheet: WorksheetLike, fallback: string): string {
  if (fallback !== "") return fallback;
  try {
    return sheet.name;
  } catch {
    return fallback; // not loaded: the active sheet stays unnamed
  }
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
  /** The waits (ms) before reading again while a cell reads #BUSY! (default {@link CALCULATION_WAITS}). */
  readonly waits?: readonly number[];
}

/** What a cell reads while Excel is still calculating its custom function (ExcelApi's BusyErrorCellValue). */
export const BUSY = "#BUSY!";

/**
 * The waits before each new read of sheets in which a cell still reads #BUSY!: Excel calculates
 * custom functions asynchronously, after the sync that changed their arguments, so a read right
 * after an edit (or of a list whose ratings are formulas) can find them unfinished. About 15 s
 * in all; then the read fails, naming the cell, rather than take "#BUSY!" for a value.
 */
export const CALCULATION_WAITS: readonly number[] = [
  100, 200, 400, 800, 1000, 1500, 2000, 2000, 2000, 2500, 2500,
];

/** The first cell of the reads that reads #BUSY!, as `'Sheet'!B5`; undefined when none does. */
export function firstBusy(reads: readonly SheetRead[]): string | undefined {
  for (const read of reads) {
    for (let r = 0; r < read.values.length; r++) {
      const c = read.values[r]?.indexOf(BUSY) ?? -1;
      if (c >= 0) return sheetAddress(read.sheetName, read.row + r, read.column + c);
    }
  }
  return undefined;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** The size of a read's response: its JSON in UTF-8 (what Excel's response cap counts). */
export function readBytes(read: Pick<SheetRead, "values" | "formulas" | "numberFormat">): number {
  return new TextEncoder().encode(JSON.stringify([read.values, read.formulas, read.numberFormat])).length;
}

/** Rows {@link sampledBytesPerRow} measures at most. */
export const SAMPLED_ROWS = 200;

/**
 * D297: a read's bytes per row from at most {@link SAMPLED_ROWS} rows spread evenly over it: the
 * JSON of a whole first request (2,000 rows) was a long task of its own on the pane's thread,
 * and the requests it sizes have the budget's tenth and the cap's 2.5-fold room to spare.
 */
export function sampledBytesPerRow(read: Pick<SheetRead, "values" | "formulas" | "numberFormat">): number {
  const rows = read.values.length;
  if (rows === 0) return 0;
  const every = Math.max(1, Math.ceil(rows / SAMPLED_ROWS));
  const pick = <T>(grid: readonly T[]): T[] => grid.filter((_, r) => r % every === 0);
  const sample = {
    values: pick(read.values),
    formulas: pick(read.formulas),
    numberFormat: pick(read.numberFormat),
  };
  return readBytes(sample) / sample.values.length;
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
  const sheets = sheetNames.map((sheetName) => ({
    sheetName,
    sheet: context.workbook.worksheets.getItem(sheetName),
  }));
  return readWorksheets(context, sheets, valuesOnly, limits);
}

/**
 * `readUsedRanges` over worksheet proxies: named ones, or the active sheet (Recalculate's,
 * whose name is known only after the first sync: `sheetName` "" until then).
 */
export async function readWorksheets(
  context: ContextLike,
  sheets: readonly { readonly sheetName: string; readonly sheet: WorksheetLike }[],
  valuesOnly = true,
  limits: ReadLimits = {},
): Promise<SheetRead[]> {
  // Read after calculation: while a cell reads #BUSY!, wait and read again (CALCULATION_WAITS).
  const waits = limits.waits ?? CALCULATION_WAITS;
  for (let attempt = 0; ; attempt++) {
    const reads = await readWorksheetsOnce(context, sheets, valuesOnly, limits);
    const busy = firstBusy(reads);
    if (busy === undefined) return reads;
    const wait = waits[attempt];
    if (wait === undefined) throw new SheetReadError(msg("stillCalculating", { cell: busy }), null);
    await sleep(wait);
  }
}

async function readWorksheetsOnce(
  context: ContextLike,
  sheets: readonly { readonly sheetName: string; readonly sheet: WorksheetLike }[],
  valuesOnly: boolean,
  limits: ReadLimits,
): Promise<SheetRead[]> {
  const firstRows = limits.firstRows ?? FIRST_READ_ROWS;
  const budget = limits.bytes ?? READ_BUDGET;
  const requested = sheets.map(({ sheetName, sheet }) => {
    const whole = sheet.getUsedRangeOrNullObject(valuesOnly);
    whole.load(["address", "isNullObject"]);
    const first = sheet.getRange(`1:${firstRows}`).getUsedRangeOrNullObject(valuesOnly);
    first.load([...READ_PROPS, "isNullObject"]);
    return { sheetName, sheet, whole, first };
  });
  const probe = queueDateSystem(context);
  try {
    await context.sync();
  } catch (e) {
    throw readError(
      e,
      requested.map((r) => r.sheetName),
    );
  }
  // D192, D193: the workbook's date system with its cells; the custom functions learn it too
  const dateSystem = probe();
  setFunctionDateSystem(dateSystem);
  const out: SheetRead[] = [];
  for (const { sheetName: requestedName, sheet, whole, first } of requested) {
    const sheetName = loadedName(sheet, requestedName);
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
    // Larger than the first request: the rest of the used range (D297: the first request's rows
    // kept when they are its top, all of it read again otherwise), in requests of `step` rows
    const bytesPerRow = firstRead.rows > 0 ? sampledBytesPerRow(firstRead) : 64 * rect.columns;
    const step = rowsPerRequest(bytesPerRow, budget);
    const parts: SheetRead[] = [];
    const top = firstRead.rows > 0 && sameRect(firstRead, { ...rect, rows: firstRead.rows });
    if (top) parts.push(firstRead);
    for (let row = rect.row + (top ? firstRead.rows : 0); row < rect.row + rect.rows; row += step) {
      const rows = Math.min(step, rect.row + rect.rows - row);
      const range = sheet.getRange(rangeAddress({ row, column: rect.column, rows, columns: rect.columns }));
      range.load(READ_PROPS);
      // D297: the pane's thread given back before each further request, so that no two
      // responses are handled in one task
      await yieldToPane();
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
  return out.map((read) => ({ ...read, dateSystem }));
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
