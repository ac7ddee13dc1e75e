import type {
  ChartCollectionLike,
  ChartLike,
  ContextLike,
  NamedCollectionLike,
  RangeLike,
  TableLike,
  WorksheetCollectionLike,
  WorksheetLike,
} from "../../src/sheet/excel-like";

/**
 * An in-memory workbook behind the Excel JavaScript API subset of src/sheet/adapter.ts, for
 * unit tests and (transpiled as is, see e2e/harness.ts) for the end-to-end Office stub.
 *
 * It keeps the parts of Excel's behaviour the adapter depends on:
 *  - proxies and batches: calls and property writes are queued and run at `context.sync()`, in
 *    order; loaded properties can be read only after a sync (else PropertyNotLoaded);
 *  - a failing statement stops its batch, and the statements before it stay applied (Excel has no
 *    rollback), with an OfficeExtension-like error (`code`, `debugInfo.errorLocation`);
 *  - Excel on the web's 5 MB request cap: a batch above `payloadLimit` bytes is rejected whole;
 *  - a string written to `formulas`/`values` is parsed as if typed: "=…", "+x", "-x", "@…" become
 *    formulas, "12" a number, "TRUE" a boolean, "'x" the text x — except in a cell whose number
 *    format is "@" (Text), which keeps the string as it is;
 *  - sheet names (31 characters, forbidden \ / ? * [ ] :, case-insensitive uniqueness), table
 *    names (unique among tables and defined names), tables that must not overlap, the last
 *    sheet that cannot be deleted.
 * Formulas are calculated like Excel's automatic calculation: after every sync (each batch), after
 * `typeInto` and on `Application.calculate`; a formula a batch writes, before the batch's next
 * statement that reads (`calculatePending`); a custom function's call with the arguments of an
 * earlier call keeps that call's result, as Excel keeps the value of a formula whose inputs did
 * not change (`CallMemo`). The forms the tournament sheet writes are understood
 * (see `evaluateFormula` below): `=FAMILY.NAME(arg, …)` calling a custom
 * function from `functions` (the id, upper case → the function, e.g. src/functions/registry.ts's
 * FUNCTIONS, or the e2e stub's map filled by CustomFunctions.associate), whose arguments are
 * references (`$A$10:$K$40`, `B5`, `'Other sheet'!A1:B9`; a single cell passes its value, a range
 * a 2-D array with "" for empty cells), numbers, "texts", TRUE/FALSE, nested calls or nothing;
 * a 2-D result spills from the formula's cell (#SPILL! when a non-empty cell is in the way); a
 * thrown error becomes its code (`#VALUE!`, …); a custom (dotted) id not in `functions` is #NAME?.
 * Of Excel's own, the sheet's guards are calculated: IF, ISNUMBER and `*` (its NR × KT × W and
 * K cells); any other form (other functions and operators) is not calculated and reads "#N/A". An `evaluate` option
 * replaces all this (the adapter tests use it).
 *
 * Where Excel's own builds differ, a switch picks the reading (`HostReadings`): what an empty
 * cell or an empty argument slot reaches a custom function as (D185), a range given to a
 * single-value parameter (D188), and the size of the inputs above which a call stays #BUSY! (D190).
 *
 * It imports nothing at run time so that it runs in a browser page after a plain transpile.
 */

// ── Errors ────────────────────────────────────────────────────────────────────────────────────

export class FakeOfficeError extends Error {
  readonly code: string;
  readonly debugInfo: { code: string; message: string; errorLocation: string };
  constructor(code: string, message: string, errorLocation = "") {
    super(message);
    this.name = "RichApi.Error";
    this.code = code;
    this.debugInfo = { code, message, errorLocation };
  }
}

// ── Model ─────────────────────────────────────────────────────────────────────────────────────

export type Scalar = string | number | boolean;

export interface FakeCell {
  value: Scalar;
  formula: string | null;
  numberFormat: string;
  bold: boolean;
  /** Set on a cell whose value a formula spilled into (the anchor's address, e.g. "A27"). */
  spilledFrom?: string;
  /** `format.horizontalAlignment` when set ("Center" …); absent: General. */
  align?: string;
  /** `Range.control`'s type when set (ExcelApi 1.18): "Checkbox" shows a boolean as a checkbox. */
  control?: string;
}

export interface FakeSheet {
  name: string;
  readonly id: string;
  readonly cells: Map<string, FakeCell>;
  freeze: { rows: number; columns: number };
  readonly columnWidths: Map<number, number>;
  /**
   * Page setup: orientation, print titles ("$A:$B", "$9:$9"), print area ("A1:P40") and zoom
   * (`{ horizontalFitToPages: 1 }`), as the PageLayout calls left them.
   */
  print?: FakePrint;
  /** Ranges whose text wraps (`format.wrapText = true`), in the order set. */
  wrapped?: string[];
  /** The sheet's charts (`worksheet.charts.add`), in the order added. */
  charts?: FakeChart[];
  /** Manual page breaks (`horizontalPageBreaks.add`): the 1-based rows pages start at, in order. */
  pageBreaks?: number[];
}

/**
 * A chart as Excel makes it from its source range (ExcelApi 1.1 `charts.add(type, range,
 * seriesBy)`), by columns: when the source's top-left cell is blank, or its first column below
 * the header holds no number, the first column gives the categories and the first row the
 * series' names; otherwise every column is a series (so a column of dates under a header word
 * becomes a series of serial numbers, as in Excel) and the categories are 1, 2, 3 …. A series is
 * named by its first cell when the first row holds text, else "Series k".
 */
export interface FakeChart {
  name: string;
  readonly type: string;
  readonly source: string;
  readonly seriesBy: string;
  title: string;
  categoryTitle: string;
  valueTitle: string;
  position?: { start: string; end?: string };
  readonly categories: Scalar[];
  readonly series: { name: string; values: Scalar[] }[];
}

export interface FakePrint {
  orientation?: string;
  titleColumns?: string;
  titleRows?: string;
  area?: string;
  zoom?: { horizontalFitToPages?: number; verticalFitToPages?: number; scale?: number };
  blackAndWhite?: boolean;
}

export interface FakeTable {
  name: string;
  readonly sheetId: string;
  readonly address: string;
  readonly hasHeaders: boolean;
  style: string;
}

/** One queued statement, as a failure predicate sees it. */
export interface FakeOp {
  /** e.g. "WorksheetCollection.add", "Range.formulas", "Table.name", "Worksheet.delete". */
  readonly location: string;
  readonly sheet: string | null;
  readonly address: string | null;
  readonly bytes: number;
}

export interface RequestRecord {
  readonly ops: readonly FakeOp[];
  readonly bytes: number;
  /** What the batch's loads brought back (set once the batch has run). */
  responseBytes: number;
  readonly calculationSuspended: boolean;
}

export type Evaluate = (
  formula: string,
  sheet: FakeSheet,
  row: number,
  column: number,
) => Scalar | Scalar[][];

/** A custom function as the host calls it. */
export type FakeFunction = (...args: never[]) => unknown;

/** The functions formulas may call, by upper-case id ("TOURNAMENT.MGSZ"). */
export interface FunctionTable {
  get(id: string): FakeFunction | undefined;
}

/**
 * What functions.json says of each function's parameters, by upper-case id: true for a
 * `"dimensionality": "matrix"` parameter. With it, arguments are shaped as Excel shapes them:
 * a matrix parameter always receives rows (a single cell or a constant as [[v]]); a scalar
 * parameter receives a value, and a range of more than one cell there is #VALUE!.
 */
export type FunctionShapes = ReadonlyMap<string, readonly boolean[]>;

/**
 * The readings of what Excel hands a custom function where its builds differ:
 *  - `emptyArrives`: an empty cell (in a reference, a single cell or a range) and an empty
 *    argument slot (`f(a,,c)`) arrive as `null` (Excel on the web, current desktop), `0` (older
 *    desktop builds: office-js#4702, #5262, #1951) or `""`; absent: `""` for a cell and `null` for
 *    a slot (D185);
 *  - `rangeToScalar`: a range of more than one cell given to a single-value parameter is
 *    `"value"` #VALUE! (the default), or `"lift"`ed: the function is called once per cell and
 *    the results spill in the range's shape, as Excel's own functions lift (D188);
 *  - `inputLimit`: a call whose inputs are above this many bytes (as JSON) is never run and stays
 *    #BUSY!, as Excel leaves one above 5 MB (office-js#4654, #2786; D190); absent: no cap;
 *  - `date1904`: the workbook's date system (D191): true, the 1904 system (a date cell's serial
 *    counts days from 1904-01-01, `workbook.functions.date(1904,1,1)` is 0); absent or false,
 *    the 1900 system (DATE(1904,1,1) is 1462); a number: what DATE(1904,1,1) gives (an Excel that
 *    answers neither, D192).
 */
export interface HostReadings {
  /**
   * Whether the host has cell checkboxes (ExcelApi 1.18 `Range.control`, D286): absent or true,
   * it has (Excel on the web, current Microsoft 365); false, an older build, where setting
   * `control` fails the batch with ApiNotFound.
   */
  readonly checkboxes?: boolean;
  readonly emptyArrives?: null | 0 | "";
  readonly rangeToScalar?: "value" | "lift";
  readonly inputLimit?: number;
  readonly date1904?: boolean | number;
}

/** The shapes of a functions.json (its `functions[].parameters[].dimensionality`). */
export function shapesOf(metadata: {
  functions: { id: string; parameters: { dimensionality?: string }[] }[];
}): FunctionShapes {
  return new Map(
    metadata.functions.map((f) => [
      f.id.toUpperCase(),
      f.parameters.map((p) => p.dimensionality === "matrix"),
    ]),
  );
}

// ── A1 addresses (kept separate from src/sheet/plan.ts on purpose: the fake checks that code) ──

const MAX_ROWS = 1_048_576;
const MAX_COLUMNS = 16_384;

function colIndex(letters: string): number {
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + ch.charCodeAt(0) - 64;
  return n - 1;
}

function colLetters(col: number): string {
  let s = "";
  for (let n = col + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

interface Area {
  row: number;
  column: number;
  rows: number;
  columns: number;
}

/** "B3", "B3:D7", "B:C" (whole columns), "2:4" (whole rows); no sheet part. */
function parseArea(address: string): Area {
  const bad = (): FakeOfficeError =>
    new FakeOfficeError("InvalidArgument", `Invalid address "${address}"`, "Worksheet.getRange");
  const parts = address.replace(/\$/g, "").toUpperCase().split(":");
  if (parts.length > 2 || parts.length === 0) throw bad();
  const one = (p: string): { row: number | null; column: number | null } => {
    let m = /^([A-Z]{1,3})(\d{1,7})$/.exec(p);
    if (m) return { column: colIndex(m[1] ?? ""), row: Number(m[2]) - 1 };
    m = /^([A-Z]{1,3})$/.exec(p);
    if (m) return { column: colIndex(m[1] ?? ""), row: null };
    m = /^(\d{1,7})$/.exec(p);
    if (m) return { column: null, row: Number(m[1]) - 1 };
    throw bad();
  };
  const a = one(parts[0] ?? "");
  const b = parts.length === 2 ? one(parts[1] ?? "") : a;
  if ((a.row === null) !== (b.row === null) || (a.column === null) !== (b.column === null)) throw bad();
  if (parts.length === 1 && (a.row === null || a.column === null)) throw bad();
  const r0 = a.row === null || b.row === null ? 0 : Math.min(a.row, b.row);
  const r1 = a.row === null || b.row === null ? MAX_ROWS - 1 : Math.max(a.row, b.row);
  const c0 = a.column === null || b.column === null ? 0 : Math.min(a.column, b.column);
  const c1 = a.column === null || b.column === null ? MAX_COLUMNS - 1 : Math.max(a.column, b.column);
  if (r0 < 0 || r1 >= MAX_ROWS || c0 < 0 || c1 >= MAX_COLUMNS) throw bad();
  return { row: r0, column: c0, rows: r1 - r0 + 1, columns: c1 - c0 + 1 };
}

function areaAddress(a: Area): string {
  const first = `${colLetters(a.column)}${a.row + 1}`;
  if (a.rows === 1 && a.columns === 1) return first;
  return `${first}:${colLetters(a.column + a.columns - 1)}${a.row + a.rows}`;
}

function overlap(a: Area, b: Area): boolean {
  return (
    a.row < b.row + b.rows &&
    b.row < a.row + a.rows &&
    a.column < b.column + b.columns &&
    b.column < a.column + a.columns
  );
}

function key(row: number, column: number): string {
  return `${row},${column}`;
}

/** The row and column of a {@link key} (without split's arrays: this runs for every cell of a sheet). */
function unkey(k: string): [number, number] {
  const comma = k.indexOf(",");
  return [Number(k.slice(0, comma)), Number(k.slice(comma + 1))];
}

function qualified(sheet: string, address: string): string {
  return /^[A-Za-z_][A-Za-z0-9_.]*$/.test(sheet)
    ? `${sheet}!${address}`
    : `'${sheet.replace(/'/g, "''")}'!${address}`;
}

function utf8Bytes(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

/** Size of a statement in a request: its JSON argument plus an envelope. */
function jsonBytes(v: unknown): number {
  return 120 + (v === undefined ? 0 : utf8Bytes(JSON.stringify(v)));
}

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/**
 * What Excel stores when `input` is written into a cell whose number format is `format`
 * (as if typed; null = leave the cell).
 */
export function enter(input: unknown, format: string): { value: Scalar; formula: string | null } | null {
  if (input === null || input === undefined) return null;
  if (typeof input === "number") {
    if (!Number.isFinite(input))
      throw new FakeOfficeError("InvalidArgument", `Invalid number ${input}`, "Range.values");
    return { value: input, formula: null };
  }
  if (typeof input === "boolean") return { value: input, formula: null };
  if (typeof input !== "string")
    throw new FakeOfficeError("InvalidArgument", `Invalid cell input ${String(input)}`, "Range.values");
  if (format === "@") return { value: input, formula: null };
  if (input === "") return { value: "", formula: null };
  if (input.startsWith("'")) return { value: input.slice(1), formula: null };
  if (NUMBER.test(input.trim())) return { value: Number(input), formula: null };
  if (/^(TRUE|FALSE)$/i.test(input)) return { value: input.toUpperCase() === "TRUE", formula: null };
  if (input.length > 1 && input.startsWith("=")) return { value: "", formula: input };
  if (input.length > 1 && (input.startsWith("+") || input.startsWith("-")))
    return { value: "", formula: `=${input}` };
  if (input.length > 1 && input.startsWith("@")) return { value: "", formula: `=${input.slice(1)}` };
  return { value: input, formula: null };
}

// ── The workbook ──────────────────────────────────────────────────────────────────────────────

export interface SheetSeed {
  readonly name: string;
  /** Rows from A1, each value written as if typed (so "=A1" is a formula). */
  readonly rows?: readonly (readonly unknown[])[];
}

export interface FakeWorkbookOptions {
  readonly sheets?: readonly SheetSeed[];
  readonly names?: readonly string[];
  readonly payloadLimit?: number;
  readonly responseLimit?: number;
  readonly evaluate?: Evaluate;
  readonly functions?: FunctionTable;
  readonly shapes?: FunctionShapes;
  /** Custom functions calculate this many ms after a change (#BUSY! meanwhile); absent: at once. */
  readonly calculationDelay?: number;
  /** Where Excel's builds differ, the reading this workbook gives (see {@link HostReadings}). */
  readonly host?: HostReadings;
  /** The workbook's custom XML parts (ExcelApi 1.5), each its XML, as the file brings them. */
  readonly xmlParts?: readonly string[];
  /** A workbook open read-only or in view mode: its custom XML parts refuse writes (AccessDenied). */
  readonly readOnly?: boolean;
}

export class FakeWorkbook {
  readonly sheets: FakeSheet[] = [];
  readonly tables: FakeTable[] = [];
  readonly names: string[];
  activeSheetId: string | null = null;
  /** The user's selection (`getSelectedRange`); null: A1 of the active sheet. */
  selection: { sheetId: string; address: string } | null = null;
  /** Excel on the web rejects requests above 5 MB. */
  payloadLimit: number;
  /** …and responses above 5 MB (what a request's loads bring back). */
  responseLimit: number;
  /** Response bytes of the batch being run (Range.load adds what it loads). */
  responseBytes = 0;
  /** Loads of values that found a cell reading #BUSY! (a reader waiting for Excel to calculate). */
  busyReads = 0;
  evaluate: Evaluate;
  /** The custom functions formulas call (see the module comment); none: every call is #NAME?. */
  functions: FunctionTable | null;
  /** Their parameters' shapes from functions.json; null: by the reference, as before. */
  shapes: FunctionShapes | null;
  /**
   * Excel calculates custom functions asynchronously: with a delay, a formula that calls one
   * reads "#BUSY!" from the change until `calculationDelay` ms later (and, while
   * `holdCalculation` holds it, until `releaseCalculation`); null: at once (unit tests).
   */
  calculationDelay: number | null;
  /** See {@link HostReadings}. */
  host: HostReadings;
  /** The custom XML parts' XML (`workbook.customXmlParts`), in the order added. */
  readonly xmlParts: string[];
  /** See {@link FakeWorkbookOptions.readOnly}. */
  readonly readOnly: boolean;
  private busy = false;
  private calculation = 0;
  /** The custom functions' last results by arguments (see {@link CallMemo}). */
  private readonly calls = new CallMemo();
  /**
   * Formulas a batch wrote whose value is not calculated yet: each is calculated before the batch
   * reads anything (see {@link WRITES}) or at its end, when every formula is.
   */
  private pending: { sheet: FakeSheet; row: number; column: number }[] = [];
  private settled: Promise<void> = Promise.resolve();
  private held: Promise<void> | null = null;
  private releaseHeld: () => void = () => {};
  /** Every successful or failed request, in order. */
  readonly requests: RequestRecord[] = [];
  private nextId = 1;
  private failure: { when: (op: FakeOp) => boolean; error: FakeOfficeError; times: number } | null = null;

  constructor(options: FakeWorkbookOptions = {}) {
    this.payloadLimit = options.payloadLimit ?? 5 * 1024 * 1024;
    this.responseLimit = options.responseLimit ?? 5 * 1024 * 1024;
    this.functions = options.functions ?? null;
    this.shapes = options.shapes ?? null;
    this.calculationDelay = options.calculationDelay ?? null;
    this.host = options.host ?? {};
    this.xmlParts = [...(options.xmlParts ?? [])];
    this.readOnly = options.readOnly === true;
    this.evaluate = options.evaluate ?? ((f, sheet) => this.evaluateFormula(f, sheet));
    this.names = [...(options.names ?? [])];
    for (const seed of options.sheets ?? [{ name: "Sheet1" }]) this.seedSheet(seed);
    this.activeSheetId = this.sheets[0]?.id ?? null;
    this.recalculate();
  }

  get syncCount(): number {
    return this.requests.length;
  }

  /** A new request context, as `Excel.run` hands one to its callback. */
  context(): FakeContext {
    return new FakeContext(this);
  }

  /** Makes the next `times` statements matching `when` fail with `code`, as Excel would. */
  failOn(
    when: (op: FakeOp) => boolean,
    code = "GeneralException",
    message = "An internal error has occurred.",
    times = 1,
  ): void {
    this.failure = { when, error: new FakeOfficeError(code, message), times };
  }

  /** Adds a sheet directly (outside any batch), as if the user had typed its cells. */
  seedSheet(seed: SheetSeed): FakeSheet {
    const sheet = this.createSheet(seed.name);
    (seed.rows ?? []).forEach((row, r) => row.forEach((v, c) => this.enterCell(sheet, r, c, v)));
    this.calculatePending();
    return sheet;
  }

  /** Selects `address` on a sheet and activates it, as the user clicking a cell (outside any batch). */
  select(sheetName: string, address: string): void {
    const sheet = this.sheet(sheetName);
    if (sheet === undefined) throw new FakeOfficeError("ItemNotFound", `No sheet "${sheetName}"`);
    parseArea(address);
    this.activeSheetId = sheet.id;
    this.selection = { sheetId: sheet.id, address };
  }

  /** The selection's sheet and area: A1 of the active sheet unless one was selected there. */
  selected(): { sheet: FakeSheet; area: Area } {
    const sheet = this.sheets.find((x) => x.id === this.activeSheetId);
    if (sheet === undefined) throw new FakeOfficeError("ItemNotFound", "No active sheet.");
    const address = this.selection?.sheetId === sheet.id ? this.selection.address : "A1";
    return { sheet, area: parseArea(address) };
  }

  /** Adds a chart over `area` of `sheet` as Excel does (see {@link FakeChart}). */
  addChart(sheet: FakeSheet, type: string, area: Area, seriesBy: string): FakeChart {
    if (type !== "Line") throw new FakeOfficeError("NotImplemented", `Chart type ${type}`);
    if (seriesBy !== "Columns" && seriesBy !== "Auto")
      throw new FakeOfficeError("NotImplemented", `Series by ${seriesBy}`);
    const at = (r: number, c: number): Scalar =>
      sheet.cells.get(key(area.row + r, area.column + c))?.value ?? "";
    const body = Array.from({ length: Math.max(0, area.rows - 1) }, (_, r) => r + 1);
    const namesRow = Array.from({ length: area.columns }, (_, c) => at(0, c)).some(
      (v) => typeof v === "string" && v !== "",
    );
    const firstIsCategories = at(0, 0) === "" || body.every((r) => typeof at(r, 0) !== "number");
    const rows = namesRow ? body : [0, ...body];
    const from = firstIsCategories ? 1 : 0;
    const series = Array.from({ length: area.columns - from }, (_, k) => ({
      name: namesRow ? String(at(0, k + from)) : `Series${k + 1}`,
      values: rows.map((r) => at(r, k + from)),
    }));
    const charts = (sheet.charts ??= []);
    const chart: FakeChart = {
      name: `Chart ${charts.length + 1}`,
      type,
      source: areaAddress(area),
      seriesBy,
      title: "",
      categoryTitle: "",
      valueTitle: "",
      categories: firstIsCategories ? rows.map((r) => at(r, 0)) : rows.map((_, i) => i + 1),
      series,
    };
    charts.push(chart);
    return chart;
  }

  sheet(name: string): FakeSheet | undefined {
    const folded = name.toUpperCase();
    return this.sheets.find((s) => s.name.toUpperCase() === folded);
  }

  /** Types `input` into one cell (the user editing a result), outside any batch. */
  typeInto(sheetName: string, address: string, input: unknown): void {
    const sheet = this.sheet(sheetName);
    if (sheet === undefined) throw new FakeOfficeError("ItemNotFound", `No sheet "${sheetName}"`);
    const a = parseArea(address);
    this.enterCell(sheet, a.row, a.column, input);
    this.recalculate();
  }

  cell(sheetName: string, address: string): FakeCell | undefined {
    const sheet = this.sheet(sheetName);
    const a = parseArea(address);
    return sheet?.cells.get(key(a.row, a.column));
  }

  /** Values of a rectangle ("" for empty cells). */
  valuesOf(sheetName: string, address: string): Scalar[][] {
    const sheet = this.sheet(sheetName);
    if (sheet === undefined) throw new FakeOfficeError("ItemNotFound", `No sheet "${sheetName}"`);
    return this.grid(sheet, parseArea(address), (c) => c?.value ?? "");
  }

  /**
   * Recomputes every formula with `evaluate`, spilling arrays (Excel's automatic calculation);
   * with a `calculationDelay`, custom functions' cells read "#BUSY!" until it has passed.
   */
  recalculate(): void {
    const delay = this.calculationDelay;
    if (delay === null) {
      this.calculateNow();
      return;
    }
    this.busy = true;
    try {
      this.calculateNow();
    } finally {
      this.busy = false;
    }
    const generation = ++this.calculation;
    this.settled = new Promise<void>((resolve) => {
      setTimeout(() => {
        void (this.held ?? Promise.resolve()).then(() => {
          if (generation === this.calculation) this.calculateNow();
          resolve();
        });
      }, delay);
    });
  }

  private calculateNow(): void {
    this.pending = [];
    for (const sheet of this.sheets) this.clearSpills(sheet);
    for (const sheet of this.sheets) this.calculate(sheet);
  }

  /** Resolves once the custom functions' last calculation has finished (no cell reads #BUSY!). */
  async calculated(): Promise<void> {
    let generation: number;
    do {
      generation = this.calculation;
      await this.settled;
    } while (generation !== this.calculation);
  }

  /** Custom functions keep calculating (#BUSY!) until `releaseCalculation`. */
  holdCalculation(): void {
    if (this.held === null) this.held = new Promise<void>((resolve) => (this.releaseHeld = resolve));
  }

  releaseCalculation(): void {
    this.releaseHeld();
    this.held = null;
  }

  /** Cells with a value a formula spilled lose it (they are filled again by `calculate`). */
  clearSpills(sheet: FakeSheet): void {
    for (const [k, c] of [...sheet.cells]) {
      if (c.spilledFrom === undefined) continue;
      if (c.numberFormat === "General" && !c.bold && c.align === undefined) sheet.cells.delete(k);
      else
        sheet.cells.set(k, {
          value: "",
          formula: null,
          numberFormat: c.numberFormat,
          bold: c.bold,
          ...(c.align !== undefined ? { align: c.align } : {}),
        });
    }
  }

  /** Sets a formula cell's value: a scalar, or an array spilled right and down from it. */
  private place(sheet: FakeSheet, row: number, column: number, result: Scalar | Scalar[][]): void {
    const anchor = sheet.cells.get(key(row, column));
    if (anchor === undefined) return;
    if (!Array.isArray(result)) {
      anchor.value = result;
      return;
    }
    const rows = result.length;
    const columns = result.reduce((w, r) => Math.max(w, r.length), 0);
    if (rows === 0 || columns === 0) {
      anchor.value = "#CALC!";
      return;
    }
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < columns; c++) {
        if (r === 0 && c === 0) continue;
        const other = sheet.cells.get(key(row + r, column + c));
        if (
          other !== undefined &&
          (other.formula !== null || other.value !== "" || other.spilledFrom !== undefined)
        ) {
          anchor.value = "#SPILL!";
          return;
        }
      }
    }
    const from = `${colLetters(column)}${row + 1}`;
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < columns; c++) {
        const v = result[r]?.[c] ?? "";
        if (r === 0 && c === 0) {
          anchor.value = v;
          continue;
        }
        const k = key(row + r, column + c);
        const old = sheet.cells.get(k);
        // a spill takes the cells' values, not their formats (Excel keeps those)
        sheet.cells.set(k, {
          numberFormat: old?.numberFormat ?? "General",
          bold: old?.bold ?? false,
          ...(old?.align !== undefined ? { align: old.align } : {}),
          value: v,
          formula: null,
          spilledFrom: from,
        });
      }
    }
  }

  /**
   * Excel's structured references to the workbook's tables, `Table[Column]`, `Table[[Column]]` and
   * `Table[[First]:[Last]]` (a column's name with Excel's `'` escapes), as the A1 range of those
   * columns' data rows on the table's sheet; one to no table or column is #REF!.
   */
  private structuredToA1(formula: string): string {
    const column = String.raw`((?:'.|[^'\[\]])*)`;
    const ref = new RegExp(
      String.raw`([\p{L}_\\][\p{L}\p{N}_.]*)\[(?:\[${column}\]:\[${column}\]|\[${column}\]|${column})\]`,
      "gu",
    );
    const unescape = (c: string): string => c.replace(/'(.)/g, "$1").toUpperCase();
    return formula
      .split(/("(?:[^"]|"")*")/)
      .map((part, i) =>
        i % 2 === 1
          ? part
          : part.replace(
              ref,
              (_whole, name: string, first?: string, last?: string, double?: string, bare?: string) => {
                const single = double ?? bare;
                const table = this.tables.find((t) => t.name.toUpperCase() === name.toUpperCase());
                const sheet = this.sheets.find((sh) => sh.id === table?.sheetId);
                if (table === undefined || sheet === undefined)
                  throw Object.assign(new Error(name), { code: "#REF!" });
                const area = parseArea(table.address);
                const headers: string[] = [];
                for (let c = 0; c < area.columns; c++)
                  headers.push(
                    String(sheet.cells.get(key(area.row, area.column + c))?.value ?? "").toUpperCase(),
                  );
                const from = headers.indexOf(unescape(first ?? single ?? ""));
                const to = headers.indexOf(unescape(last ?? single ?? ""));
                if (from < 0 || to < from) throw Object.assign(new Error(name), { code: "#REF!" });
                const data = {
                  row: area.row + 1,
                  column: area.column + from,
                  rows: area.rows - 1,
                  columns: to - from + 1,
                };
                return `'${sheet.name.replace(/'/g, "''")}'!${areaAddress(data)}`;
              },
            ),
      )
      .join("");
  }

  /** The value of a formula of the forms described in the module comment. */
  evaluateFormula(formula: string, sheet: FakeSheet): Scalar | Scalar[][] {
    try {
      const p = new FormulaParser(
        this.structuredToA1(formula).replace(/^=/, ""),
        (ref) => this.reference(ref, sheet),
        this.functions,
        this.shapes,
        this.busy,
        this.calls,
        this.host,
      );
      const v = plain(p.expression());
      p.end();
      if (v === null || v === undefined) return 0;
      return toResult(v);
    } catch (e) {
      const code = (e as { code?: unknown }).code;
      if (typeof code === "string" && code.startsWith("#")) return code;
      // Forms the fake does not calculate (other functions and operators) stay "#N/A".
      return e instanceof FormulaSyntaxError ? "#N/A" : "#VALUE!";
    }
  }

  /** A reference's values: a single cell as its value, a range as rows ("" for empty cells). */
  private reference(ref: string, home: FakeSheet): unknown {
    const bang = ref.lastIndexOf("!");
    let sheet = home;
    if (bang >= 0) {
      const raw = ref.slice(0, bang);
      const name = raw.startsWith("'") ? raw.slice(1, -1).replace(/''/g, "'") : raw;
      const other = this.sheet(name);
      if (other === undefined) throw Object.assign(new Error(`no sheet ${name}`), { code: "#REF!" });
      sheet = other;
    }
    const area = parseArea(ref.slice(bang + 1));
    const empty = (c: FakeCell | undefined): boolean =>
      c === undefined || (c.formula === null && c.value === "" && c.spilledFrom === undefined);
    return new Reference(
      this.grid(sheet, area, (c) => c?.value ?? ""),
      this.grid(sheet, area, empty),
    );
  }

  /** A plain, comparable picture of the whole workbook. */
  snapshot(): unknown {
    return {
      sheets: this.sheets.map((s) => this.snapshotSheet(s.name)),
      tables: this.tables.map((t) => ({ ...t })),
      names: [...this.names],
    };
  }

  snapshotSheet(name: string): unknown {
    const s = this.sheet(name);
    if (s === undefined) return undefined;
    const cells: Record<string, FakeCell> = {};
    [...s.cells.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .forEach(([k, c]) => {
        const [r, col] = unkey(k);
        cells[`${colLetters(col)}${r + 1}`] = { ...c };
      });
    return {
      name: s.name,
      id: s.id,
      cells,
      freeze: { ...s.freeze },
      widths: [...s.columnWidths.entries()].sort(),
      ...(s.wrapped !== undefined ? { wrapped: [...s.wrapped] } : {}),
      ...(s.print !== undefined ? { print: { ...s.print } } : {}),
      ...(s.charts !== undefined ? { charts: s.charts.map((c) => ({ ...c })) } : {}),
    };
  }

  // ── internals used by the proxies ──

  createSheet(name: string): FakeSheet {
    const where = "WorksheetCollection.add";
    if (name === "" || name.length > 31 || /[\\/?*[\]:]/.test(name) || /^'|'$/.test(name)) {
      throw new FakeOfficeError("InvalidArgument", `The sheet name "${name}" is not valid.`, where);
    }
    if (name.toUpperCase() === "HISTORY")
      throw new FakeOfficeError("InvalidArgument", "History is reserved", where);
    if (this.sheet(name) !== undefined) {
      throw new FakeOfficeError("ItemAlreadyExists", `A sheet named "${name}" already exists.`, where);
    }
    const sheet: FakeSheet = {
      name,
      id: `{SHEET-${this.nextId++}}`,
      cells: new Map(),
      freeze: { rows: 0, columns: 0 },
      columnWidths: new Map(),
    };
    this.sheets.push(sheet);
    return sheet;
  }

  deleteSheet(sheet: FakeSheet): void {
    if (!this.sheets.includes(sheet))
      throw new FakeOfficeError("ItemNotFound", "The sheet was deleted.", "Worksheet.delete");
    if (this.sheets.length === 1) {
      throw new FakeOfficeError(
        "InvalidOperation",
        "A workbook must keep at least one sheet.",
        "Worksheet.delete",
      );
    }
    this.sheets.splice(this.sheets.indexOf(sheet), 1);
    for (let i = this.tables.length - 1; i >= 0; i--)
      if (this.tables[i]?.sheetId === sheet.id) this.tables.splice(i, 1);
    if (this.activeSheetId === sheet.id) this.activeSheetId = this.sheets[0]?.id ?? null;
  }

  enterCell(sheet: FakeSheet, row: number, column: number, input: unknown): void {
    const k = key(row, column);
    const old = sheet.cells.get(k);
    const stored = enter(input, old?.numberFormat ?? "General");
    if (stored === null) return;
    const cell: FakeCell = { numberFormat: "General", bold: false, ...old, ...stored };
    delete cell.spilledFrom;
    sheet.cells.set(k, cell);
    if (cell.formula !== null) this.pending.push({ sheet, row, column });
  }

  /**
   * Calculates the formulas written since the last calculation, in the order written, with what
   * the cells hold now: what a statement reading the sheet sees. Until then a batch's writes only
   * store them, so that a formula written before its inputs is not calculated over cells still
   * being written (a whole tournament rated again for each statement of the batch).
   */
  calculatePending(): void {
    const pending = this.pending;
    this.pending = [];
    for (const { sheet, row, column } of pending) {
      const formula = sheet.cells.get(key(row, column))?.formula;
      if (formula === null || formula === undefined || !this.sheets.includes(sheet)) continue;
      this.place(sheet, row, column, this.evaluate(formula, sheet, row, column));
    }
  }

  /** `Range.clear()`: the area's cells gone, values and formats. */
  clearArea(sheet: FakeSheet, area: Area): void {
    for (let r = 0; r < area.rows; r++)
      for (let c = 0; c < area.columns; c++) sheet.cells.delete(key(area.row + r, area.column + c));
  }

  formatCell(sheet: FakeSheet, row: number, column: number, format: unknown): void {
    if (format === null || format === undefined) return;
    if (typeof format !== "string")
      throw new FakeOfficeError("InvalidArgument", "Invalid number format", "Range.numberFormat");
    const k = key(row, column);
    const old = sheet.cells.get(k);
    sheet.cells.set(k, { value: "", formula: null, bold: false, ...old, numberFormat: format });
  }

  calculate(sheet: FakeSheet): void {
    const formulas = [...sheet.cells.entries()].filter(([, c]) => c.formula !== null);
    for (const [k, c] of formulas) {
      if (c.formula === null) continue;
      const [r, col] = unkey(k);
      this.place(sheet, r, col, this.evaluate(c.formula, sheet, r, col));
    }
  }

  grid<T>(sheet: FakeSheet, a: Area, f: (c: FakeCell | undefined) => T): T[][] {
    const out: T[][] = [];
    for (let r = 0; r < a.rows; r++) {
      const row: T[] = [];
      for (let c = 0; c < a.columns; c++) row.push(f(sheet.cells.get(key(a.row + r, a.column + c))));
      out.push(row);
    }
    return out;
  }

  /** The used area of a sheet, or of the part of it within `within`. */
  usedArea(sheet: FakeSheet, valuesOnly: boolean, within?: Area): Area | null {
    this.calculatePending(); // a range found by what the cells hold, also for a write
    let r0 = Infinity;
    let r1 = -1;
    let c0 = Infinity;
    let c1 = -1;
    for (const [k, c] of sheet.cells) {
      const hasValue = c.formula !== null || c.value !== "";
      const hasFormat = c.numberFormat !== "General" || c.bold;
      if (!hasValue && (valuesOnly || !hasFormat)) continue;
      const [r, col] = unkey(k);
      if (
        within !== undefined &&
        !(
          r >= within.row &&
          r < within.row + within.rows &&
          col >= within.column &&
          col < within.column + within.columns
        )
      )
        continue;
      r0 = Math.min(r0, r);
      r1 = Math.max(r1, r);
      c0 = Math.min(c0, col);
      c1 = Math.max(c1, col);
    }
    return r1 < 0 ? null : { row: r0, column: c0, rows: r1 - r0 + 1, columns: c1 - c0 + 1 };
  }

  addTable(sheet: FakeSheet, address: string, hasHeaders: boolean): FakeTable {
    const area = parseArea(address);
    for (const t of this.tables) {
      if (t.sheetId === sheet.id && overlap(parseArea(t.address), area)) {
        throw new FakeOfficeError(
          "InvalidArgument",
          "A table can't overlap another table.",
          "TableCollection.add",
        );
      }
    }
    let n = this.tables.length + 1;
    while (this.nameTaken(`Table${n}`)) n++;
    if (hasHeaders) {
      // Excel turns header cells into distinct text; blank ones become "Column<k>".
      const seen = new Set<string>();
      for (let c = 0; c < area.columns; c++) {
        const cell = sheet.cells.get(key(area.row, area.column + c));
        let text = cell === undefined || cell.value === "" ? `Column${c + 1}` : String(cell.value);
        while (seen.has(text.toUpperCase())) text = `${text}2`;
        seen.add(text.toUpperCase());
        if (cell === undefined || cell.value !== text || cell.formula !== null) {
          sheet.cells.set(key(area.row, area.column + c), {
            numberFormat: "General",
            bold: false,
            ...cell,
            value: text,
            formula: null,
          });
        }
      }
    }
    const table: FakeTable = {
      name: `Table${n}`,
      sheetId: sheet.id,
      address: areaAddress(area),
      hasHeaders,
      style: "TableStyleMedium2",
    };
    this.tables.push(table);
    return table;
  }

  nameTaken(name: string, except?: FakeTable): boolean {
    const u = name.toUpperCase();
    return (
      this.tables.some((t) => t !== except && t.name.toUpperCase() === u) ||
      this.names.some((n) => n.toUpperCase() === u)
    );
  }

  renameTable(table: FakeTable, name: string): void {
    if (
      !/^[\p{L}_\\][\p{L}\p{N}_.]*$/u.test(name) ||
      name.length > 255 ||
      /^[A-Za-z]{1,3}\d+$/.test(name) ||
      /^[RrCc]$/.test(name)
    ) {
      throw new FakeOfficeError("InvalidArgument", `The table name "${name}" is not valid.`, "Table.name");
    }
    if (this.nameTaken(name, table)) {
      throw new FakeOfficeError("ItemAlreadyExists", `The name "${name}" is already in use.`, "Table.name");
    }
    table.name = name;
  }

  /** Runs one batch: the request-size check, the failure injection, then each statement in order. */
  runBatch(batch: readonly Statement[]): void {
    const bytes = batch.reduce((n, s) => n + s.op.bytes, 0);
    const suspended = batch.some((s) => s.op.location === "Application.suspendApiCalculationUntilNextSync");
    const record: RequestRecord = {
      ops: batch.map((s) => s.op),
      bytes,
      responseBytes: 0,
      calculationSuspended: suspended,
    };
    this.requests.push(record);
    if (bytes > this.payloadLimit) {
      throw new FakeOfficeError(
        "RequestPayloadSizeLimitExceeded",
        "The request payload size has exceeded the limit.",
        "",
      );
    }
    this.responseBytes = 0;
    try {
      this.runStatements(batch);
    } finally {
      // Excel calculates once the batch is applied (also after a failure: what was written stays);
      // a batch that only reads changes nothing to calculate (with a delay, it starts none).
      const reads = batch.every((x) => /\.load$|^Worksheet\.getRange$/.test(x.op.location));
      if (!reads) this.recalculate();
      record.responseBytes = this.responseBytes;
    }
    if (this.responseBytes > this.responseLimit) {
      // The writes of the batch are applied; what it loaded never arrives.
      throw new FakeOfficeError(
        "ResponsePayloadSizeLimitExceeded",
        "The response payload size has exceeded the limit.",
        "",
      );
    }
  }

  private runStatements(batch: readonly Statement[]): void {
    for (const s of batch) {
      if (this.failure !== null && this.failure.when(s.op)) {
        const { error } = this.failure;
        if (--this.failure.times <= 0) this.failure = null;
        throw new FakeOfficeError(error.code, error.message, s.op.location);
      }
      if (!WRITES.has(s.op.location)) this.calculatePending();
      try {
        s.run();
      } catch (e) {
        if (e instanceof FakeOfficeError && e.debugInfo.errorLocation === "") {
          throw new FakeOfficeError(e.code, e.message, s.op.location);
        }
        throw e;
      }
    }
  }
}

/**
 * Statements that change cells without reading any: the formulas they write are calculated when
 * a statement of another kind runs (it may read them), or at the batch's end.
 */
const WRITES: ReadonlySet<string> = new Set([
  "Range.formulas",
  "Range.values",
  "Range.numberFormat",
  "RangeFont.bold",
  "RangeFormat.columnWidth",
  "RangeFormat.wrapText",
]);

// ── Formulas ──────────────────────────────────────────────────────────────────────────────────

class FormulaSyntaxError extends Error {}

/** A reference's values, shaped once it is known what receives them; `empty` marks its empty cells. */
class Reference {
  constructor(
    readonly grid: (Scalar | null)[][],
    readonly empty: readonly (readonly boolean[])[] = [],
  ) {}
  /** As a value: a single cell its value, a range its rows. */
  get value(): unknown {
    return this.grid.length === 1 && this.grid[0]?.length === 1 ? this.grid[0][0] : this.grid;
  }
  /** Its empty cells as a custom function receives them (`HostReadings.emptyArrives`). */
  reading(emptyArrives: null | 0 | "" | undefined): Reference {
    if (emptyArrives === undefined) return this;
    return new Reference(
      this.grid.map((row, r) => row.map((v, c) => (this.empty[r]?.[c] === true ? emptyArrives : v))),
    );
  }
  /** More than one cell. */
  get isRange(): boolean {
    return this.grid.length > 1 || (this.grid[0]?.length ?? 0) > 1;
  }
}

const plain = (v: unknown): unknown => (v instanceof Reference ? v.value : v);

/** An argument as Excel hands it to a parameter of the given shape (see FunctionShapes). */
function shaped(v: unknown, matrix: boolean | undefined): unknown {
  if (matrix === undefined || v === null || v instanceof FormulaError) return plain(v);
  if (matrix) return v instanceof Reference ? v.grid : Array.isArray(v) ? v : [[v]];
  if (v instanceof Reference) {
    if (v.grid.length === 1 && v.grid[0]?.length === 1) return v.grid[0][0];
    return new FormulaError("#VALUE!");
  }
  return Array.isArray(v) ? new FormulaError("#VALUE!") : v;
}

/** An error value inside a formula (#VALUE! …): it propagates, and IF can step round it. */
class FormulaError {
  constructor(readonly code: string) {}
}

/** `a * b` as Excel computes it: numbers (a blank cell, read as "", is 0), numeric text, TRUE = 1. */
function multiply(a: unknown, b: unknown): unknown {
  const operand = (x: unknown): number | FormulaError => {
    if (x instanceof FormulaError) return x;
    if (typeof x === "number") return x;
    if (typeof x === "boolean") return x ? 1 : 0;
    if (x === null || x === undefined || x === "") return 0;
    if (typeof x === "string" && x.startsWith("#")) return new FormulaError(x);
    if (typeof x === "string" && x.trim() !== "" && Number.isFinite(Number(x))) return Number(x);
    return new FormulaError("#VALUE!");
  };
  const x = operand(a);
  const y = operand(b);
  if (x instanceof FormulaError) return x;
  if (y instanceof FormulaError) return y;
  return x * y;
}

/** The few Excel functions the tournament sheet writes around its custom functions. */
const BUILT_INS: ReadonlyMap<string, (...args: unknown[]) => unknown> = new Map<
  string,
  (...args: unknown[]) => unknown
>([
  ["ISNUMBER", (x) => typeof x === "number"],
  [
    "IF",
    (cond, yes, no) => {
      if (cond instanceof FormulaError) return cond;
      const truth = typeof cond === "number" ? cond !== 0 : cond === true;
      return truth ? (yes ?? 0) : (no ?? false);
    },
  ],
]);

/** A function's return as cell values: numbers, texts, booleans; arrays as rows. */
function toResult(v: unknown): Scalar | Scalar[][] {
  const scalar = (x: unknown): Scalar => {
    if (typeof x === "number") return Number.isFinite(x) ? x : "#NUM!";
    if (typeof x === "string" || typeof x === "boolean") return x;
    if (x === null || x === undefined) return 0;
    return "#VALUE!";
  };
  if (v instanceof FormulaError) return v.code;
  if (!Array.isArray(v)) return scalar(v);
  const rows = v.map((r: unknown) => (Array.isArray(r) ? r.map(scalar) : [scalar(r)]));
  return rows.length === 1 && rows[0]?.length === 1 ? (rows[0][0] ?? 0) : rows;
}

const REF =
  /^(?:(?:'(?:[^']|'')+'|[A-Za-z_][A-Za-z0-9_.]*)!)?\$?[A-Za-z]{1,3}\$?\d{1,7}(?::\$?[A-Za-z]{1,3}\$?\d{1,7})?/;
const NUM = /^[0-9]+(\.[0-9]*)?([eE][+-]?[0-9]+)?|^\.[0-9]+/;
const NAME = /^[A-Za-z_][A-Za-z0-9_.]*(?=\s*\()/;

/**
 * A recursive-descent reader of `expression := term ("*" term)*`,
 * `term := call | ref | number | "text" | TRUE | FALSE`. IF and ISNUMBER are the built-ins;
 * errors are values (FormulaError) that propagate, so IF evaluates both branches harmlessly.
 */
class FormulaParser {
  private i = 0;
  constructor(
    private readonly src: string,
    private readonly ref: (ref: string) => unknown,
    private readonly functions: FunctionTable | null,
    private readonly shapes: FunctionShapes | null = null,
    /** Custom functions still calculating: their calls are #BUSY!. */
    private readonly busy = false,
    private readonly calls: CallMemo | null = null,
    private readonly host: HostReadings = {},
  ) {}

  private rest(): string {
    return this.src.slice(this.i);
  }
  private skip(): void {
    while (this.src[this.i] === " ") this.i++;
  }

  end(): void {
    this.skip();
    if (this.i < this.src.length) throw new FormulaSyntaxError(`unexpected "${this.rest()}"`);
  }

  /** One argument or the whole formula; null for an omitted argument. */
  expression(): unknown {
    let v = this.term();
    for (;;) {
      this.skip();
      if (this.src[this.i] !== "*") return v;
      this.i++;
      this.skip();
      const rest = this.rest();
      if (rest === "" || rest.startsWith(",") || rest.startsWith(")"))
        throw new FormulaSyntaxError(`nothing after * in ${this.src}`);
      v = multiply(plain(v), plain(this.term()));
    }
  }

  private term(): unknown {
    this.skip();
    const rest = this.rest();
    if (rest === "" || rest.startsWith(",") || rest.startsWith(")")) return null;
    const neg = rest.startsWith("-") && NUM.test(rest.slice(1));
    if (neg || NUM.test(rest)) {
      if (neg) this.i++;
      const m = NUM.exec(this.rest()) as RegExpExecArray;
      this.i += m[0].length;
      return neg ? -Number(m[0]) : Number(m[0]);
    }
    if (rest.startsWith('"')) {
      let out = "";
      let j = 1;
      for (;;) {
        const c = rest[j];
        if (c === undefined) throw new FormulaSyntaxError("unterminated text");
        if (c === '"') {
          if (rest[j + 1] === '"') {
            out += '"';
            j += 2;
            continue;
          }
          break;
        }
        out += c;
        j++;
      }
      this.i += j + 1;
      return out;
    }
    const call = NAME.exec(rest);
    if (call !== null) {
      const id = call[0].toUpperCase();
      this.i += call[0].length;
      this.skip();
      this.i++; // "("
      const args: unknown[] = [];
      this.skip();
      if (this.src[this.i] === ")") this.i++;
      else {
        for (;;) {
          args.push(this.expression());
          this.skip();
          const c = this.src[this.i++];
          if (c === ")") break;
          if (c !== ",") throw new FormulaSyntaxError(`expected , or ) in ${this.src}`);
        }
      }
      const builtIn = BUILT_INS.get(id);
      if (builtIn !== undefined) return builtIn(...args.map(plain));
      const shape = this.shapes?.get(id);
      if (shape !== undefined && args.length > shape.length) {
        throw Object.assign(new Error(`${id} takes ${shape.length} arguments`), { code: "#VALUE!" });
      }
      // what Excel hands for an empty cell and an empty slot, in this workbook's reading (D185)
      const { emptyArrives } = this.host;
      const read = args.map((a) =>
        a instanceof Reference
          ? a.reading(emptyArrives)
          : a === null && emptyArrives !== undefined
            ? emptyArrives
            : a,
      );
      const scalarAt = (n: number): boolean => shape !== undefined && shape[n] !== true;
      if (
        this.host.rangeToScalar === "lift" &&
        read.some((a, n) => scalarAt(n) && a instanceof Reference && a.isRange)
      ) {
        return this.lifted(id, read, scalarAt);
      }
      const given = read.map((a, n) => shaped(a, shape === undefined ? undefined : (shape[n] ?? false)));
      // An error argument is the call's result, as Excel passes no errors to custom functions.
      const error = given.find((a) => a instanceof FormulaError);
      if (error !== undefined) return error;
      const fn = this.functions?.get(id);
      if (fn === undefined) {
        // A dotted id is a custom function that is not registered; others are Excel's own,
        // which the fake does not calculate.
        if (id.includes(".")) throw Object.assign(new Error(`unknown function ${id}`), { code: "#NAME?" });
        throw new FormulaSyntaxError(`${id} is not calculated here`);
      }
      if (this.busy) return new FormulaError("#BUSY!");
      // D190: inputs above the host's cap never reach the function
      if (this.host.inputLimit !== undefined && JSON.stringify(given).length > this.host.inputLimit)
        return new FormulaError("#BUSY!");
      // Trailing omitted arguments arrive as null, as Excel passes optional parameters.
      const run = fn as (...a: unknown[]) => unknown;
      return this.calls === null ? run(...given) : this.calls.call(run, given);
    }
    const r = REF.exec(rest);
    if (r !== null) {
      this.i += r[0].length;
      return this.ref(r[0]);
    }
    if (/^TRUE\b/i.test(rest)) {
      this.i += 4;
      return true;
    }
    if (/^FALSE\b/i.test(rest)) {
      this.i += 5;
      return false;
    }
    throw new FormulaSyntaxError(`cannot read "${rest}"`);
  }

  /**
   * D188's lifted reading: a call whose single-value parameters were given ranges, made once per
   * cell of the first such range (the others' cell at the same place, #N/A where they have none),
   * its results spilled in that shape; a call's error is its cell's.
   */
  private lifted(id: string, args: unknown[], scalarAt: (n: number) => boolean): unknown[][] {
    const lifts = args.map((a, n) => (scalarAt(n) && a instanceof Reference && a.isRange ? a : null));
    const first = lifts.find((l): l is Reference => l !== null) as Reference;
    return first.grid.map((row, r) =>
      row.map((_, c) => {
        if (lifts.some((l) => l !== null && l.grid[r]?.[c] === undefined)) return "#N/A";
        const one = args.map((a, n) => {
          const l = lifts[n];
          return l === null || l === undefined ? a : new Reference([[l.grid[r]?.[c] ?? null]]);
        });
        const v = toResult(this.callOnce(id, one));
        return Array.isArray(v) ? "#VALUE!" : v;
      }),
    );
  }

  /** One call of a custom function over arguments already read; an error is its code. */
  private callOnce(id: string, args: unknown[]): unknown {
    const shape = this.shapes?.get(id);
    const given = args.map((a, n) => shaped(a, shape === undefined ? undefined : (shape[n] ?? false)));
    const error = given.find((a) => a instanceof FormulaError);
    if (error !== undefined) return error;
    const fn = this.functions?.get(id) as ((...a: unknown[]) => unknown) | undefined;
    if (fn === undefined) return new FormulaError("#NAME?");
    try {
      return fn(...given);
    } catch (e) {
      const code = (e as { code?: unknown }).code;
      return new FormulaError(typeof code === "string" && code.startsWith("#") ? code : "#VALUE!");
    }
  }
}

/**
 * The custom functions' last results, by function and arguments. Excel recalculates only what a
 * change made dirty: a formula whose inputs did not change keeps its value. The fake evaluates
 * every formula after every batch (in the same order as before, so a formula reads what it read
 * before), and a call whose function and arguments are those of an earlier call takes that call's
 * result instead of running again: the add-in's functions are pure (what they return or throw
 * depends on their arguments alone; their error's language is the fake's code), so the value is
 * the one a new call gives, without re-rating a whole tournament for each formula after each
 * batch that did not touch its cells.
 */
class CallMemo {
  private readonly results = new Map<
    (...a: unknown[]) => unknown,
    Map<string, { readonly value: unknown } | { readonly error: unknown }>
  >();
  /** Characters of the keys held: past the bound, the results are forgotten (a test's memory). */
  private held = 0;

  call(fn: (...a: unknown[]) => unknown, args: readonly unknown[]): unknown {
    const k = argumentsKey(args);
    if (k === null) return fn(...args);
    let byArguments = this.results.get(fn);
    if (byArguments === undefined) {
      byArguments = new Map();
      this.results.set(fn, byArguments);
    }
    const known = byArguments.get(k);
    if (known !== undefined) {
      if ("error" in known) throw known.error;
      return copied(known.value);
    }
    if (this.held > 16_000_000) {
      this.results.clear();
      this.held = 0;
      byArguments = new Map();
      this.results.set(fn, byArguments);
    }
    this.held += k.length;
    try {
      const value = fn(...args);
      byArguments.set(k, { value });
      return copied(value);
    } catch (error) {
      byArguments.set(k, { error });
      throw error;
    }
  }
}

/**
 * Arguments as a text that differs when they differ (kind, value, shape); null when one is not
 * made of cell values and rows (then the call is not remembered).
 */
function argumentsKey(args: readonly unknown[]): string | null {
  const parts: string[] = [];
  const add = (v: unknown): boolean => {
    if (v === null) parts.push("N");
    else if (v === undefined) parts.push("U");
    else if (typeof v === "boolean") parts.push(v ? "T" : "F");
    else if (typeof v === "number") parts.push(Object.is(v, -0) ? "n-0" : `n${v}`);
    else if (typeof v === "string") parts.push(`s${v.length}:${v}`);
    else if (Array.isArray(v)) {
      parts.push(`[${v.length}`);
      for (const x of v as unknown[]) if (!add(x)) return false;
      parts.push("]");
    } else return false;
    return true;
  };
  return add(args) ? parts.join("|") : null;
}

/** A remembered result as a new call returns it: its rows are new arrays, which a caller may change. */
function copied(v: unknown): unknown {
  return Array.isArray(v) ? v.map(copied) : v;
}

// ── Proxies and the request context ───────────────────────────────────────────────────────────

interface Statement {
  readonly op: FakeOp;
  readonly run: () => void;
}

class NotLoaded extends Error {
  constructor(what: string) {
    super(
      `The property '${what}' is not available. Before reading the property's value, call the load method on the containing object and call "context.sync()" on the associated request context.`,
    );
    this.name = "PropertyNotLoaded";
  }
}

class Loadable {
  protected readonly loaded = new Map<string, unknown>();
  protected read<T>(prop: string, what: string): T {
    if (!this.loaded.has(prop)) throw new NotLoaded(`${what}.${prop}`);
    return this.loaded.get(prop) as T;
  }
  /** For collection items, whose properties arrive with the collection's load. */
  setLoaded(prop: string, value: unknown): void {
    this.loaded.set(prop, value);
  }
}

function props(names?: string | string[]): string[] {
  const list = names === undefined ? [] : Array.isArray(names) ? names : names.split(",");
  return list.map((p) => p.trim()).filter((p) => p !== "");
}

export class FakeContext implements ContextLike {
  readonly workbook: FakeWorkbookProxy;
  private queue: Statement[] = [];

  constructor(readonly book: FakeWorkbook) {
    this.workbook = new FakeWorkbookProxy(this);
  }

  enqueue(
    location: string,
    target: { sheet?: string | null; address?: string | null; arg?: unknown },
    run: () => void,
  ): void {
    const op: FakeOp = {
      location,
      sheet: target.sheet ?? null,
      address: target.address ?? null,
      bytes: jsonBytes(target.arg),
    };
    this.queue.push({ op, run });
  }

  /** Statements queued since the last sync (Excel.run syncs them when its callback ends). */
  get pending(): number {
    return this.queue.length;
  }

  async sync(): Promise<void> {
    const batch = this.queue;
    this.queue = [];
    await Promise.resolve();
    this.book.runBatch(batch);
  }
}

class FakeWorkbookProxy {
  readonly worksheets: FakeWorksheets;
  readonly tables: FakeNamedCollection;
  readonly names: FakeNamedCollection;
  readonly customXmlParts: FakeXmlParts;
  readonly application: {
    suspendApiCalculationUntilNextSync(): void;
    calculate(calculationType: string): void;
  };

  constructor(private readonly ctx: FakeContext) {
    this.worksheets = new FakeWorksheets(ctx);
    this.tables = new FakeNamedCollection(ctx, "TableCollection", () => ctx.book.tables.map((t) => t.name));
    this.names = new FakeNamedCollection(ctx, "NamedItemCollection", () => [...ctx.book.names]);
    this.customXmlParts = new FakeXmlParts(ctx);
    this.application = {
      suspendApiCalculationUntilNextSync: () =>
        ctx.enqueue("Application.suspendApiCalculationUntilNextSync", {}, () => {}),
      calculate: (calculationType: string) =>
        ctx.enqueue("Application.calculate", { arg: calculationType }, () => ctx.book.recalculate()),
    };
  }

  getSelectedRange(): FakeRange {
    return selectedRange(this.ctx);
  }

  /** Excel's worksheet functions: DATE, in the workbook's date system (`host.date1904`). */
  readonly functions = {
    date: (year: number, month: number, day: number): FakeFunctionResult =>
      new FakeFunctionResult(this.ctx, () => {
        // Excel's own count, kept apart from src/core/common/date.ts on purpose: the fake checks it
        const reading = this.ctx.book.host.date1904;
        const days = Math.round(Date.UTC(year, month - 1, day) / 86_400_000);
        const serial = days + (reading === true ? 24_107 : 25_569); // 1970-01-01's serial
        return typeof reading === "number" ? reading : serial;
      }),
  };
}

/** A worksheet function's result (Excel.FunctionResult): its `value` once loaded and synced. */
class FakeFunctionResult extends Loadable {
  constructor(
    private readonly ctx: FakeContext,
    private readonly compute: () => unknown,
  ) {
    super();
  }
  get value(): unknown {
    return this.read("value", "FunctionResult");
  }
  load(): this {
    this.ctx.enqueue("FunctionResult.load", {}, () => this.loaded.set("value", this.compute()));
    return this;
  }
}

/** A part's namespace: its root element's xmlns (Excel's `CustomXmlPart.namespaceUri`). */
const xmlNamespace = (xml: string): string =>
  /^(?:<\?[^>]*\?>\s*)?<[^\s>]+[^>]*\sxmlns="([^"]*)"/.exec(xml)?.[1] ?? "";

function refuseReadOnly(book: FakeWorkbook): void {
  if (book.readOnly) throw new FakeOfficeError("AccessDenied", "The workbook is read-only.");
}

/** `workbook.customXmlParts` (ExcelApi 1.5): a part added, found by namespace, read and set. */
class FakeXmlParts {
  constructor(private readonly ctx: FakeContext) {}
  add(xml: string): void {
    this.ctx.enqueue("CustomXmlPartCollection.add", { arg: xml }, () => {
      refuseReadOnly(this.ctx.book);
      this.ctx.book.xmlParts.push(xml);
    });
  }
  getByNamespace(ns: string): { getOnlyItemOrNullObject(): FakeXmlPartProxy } {
    const ctx = this.ctx;
    return {
      getOnlyItemOrNullObject: () => {
        const part = new FakeXmlPartProxy(ctx);
        ctx.enqueue("CustomXmlPartScopedCollection.getOnlyItemOrNullObject", { arg: ns }, () => {
          const found = ctx.book.xmlParts.flatMap((x, i) => (xmlNamespace(x) === ns ? [i] : []));
          part.index = found.length === 1 ? (found[0] ?? null) : null;
        });
        return part;
      },
    };
  }
}

/** A custom XML part's proxy: `isNullObject` after a sync, `getXml()` a result, `setXml` queued. */
class FakeXmlPartProxy {
  index: number | null | undefined;
  constructor(private readonly ctx: FakeContext) {}
  get isNullObject(): boolean {
    if (this.index === undefined) throw new NotLoaded("CustomXmlPart.isNullObject");
    return this.index === null;
  }
  private at(): number {
    if (this.index === null || this.index === undefined)
      throw new FakeOfficeError("ItemNotFound", "The requested resource doesn't exist.");
    return this.index;
  }
  getXml(): { readonly value: string } {
    let xml: string | undefined;
    this.ctx.enqueue("CustomXmlPart.getXml", {}, () => (xml = this.ctx.book.xmlParts[this.at()]));
    return {
      get value(): string {
        if (xml === undefined) throw new NotLoaded("ClientResult.value");
        return xml;
      },
    };
  }
  setXml(xml: string): void {
    this.ctx.enqueue("CustomXmlPart.setXml", { arg: xml }, () => {
      refuseReadOnly(this.ctx.book);
      this.ctx.book.xmlParts[this.at()] = xml;
    });
  }
}

/** The selection as a range: the sheet and area selected when the batch runs. */
function selectedRange(ctx: FakeContext): FakeRange {
  return new FakeRange(ctx, "(selection)", () => ctx.book.selected(), "(selection)");
}

class FakeNamedCollection extends Loadable implements NamedCollectionLike<{ readonly name: string }> {
  constructor(
    private readonly ctx: FakeContext,
    private readonly kind: string,
    private readonly current: () => string[],
  ) {
    super();
  }
  get items(): { readonly name: string }[] {
    return this.read("items", this.kind);
  }
  load(): this {
    this.ctx.enqueue(`${this.kind}.load`, {}, () =>
      this.loaded.set(
        "items",
        this.current().map((name) => ({ name })),
      ),
    );
    return this;
  }
}

class FakeWorksheets extends Loadable implements WorksheetCollectionLike {
  constructor(private readonly ctx: FakeContext) {
    super();
  }
  get items(): FakeWorksheet[] {
    return this.read("items", "WorksheetCollection");
  }
  load(names?: string | string[]): this {
    const wanted = props(names).map((p) => p.replace(/^items\//, ""));
    this.ctx.enqueue("WorksheetCollection.load", {}, () => {
      const items = this.ctx.book.sheets.map((s) => {
        const w = new FakeWorksheet(this.ctx, () => s, s.name);
        for (const p of wanted.length > 0 ? wanted : ["name", "id"])
          w.setLoaded(p, p === "name" ? s.name : p === "id" ? s.id : undefined);
        return w;
      });
      this.loaded.set("items", items);
    });
    return this;
  }
  add(name?: string): FakeWorksheet {
    let created: FakeSheet | null = null;
    const wanted = name ?? `Sheet${this.ctx.book.sheets.length + 1}`;
    this.ctx.enqueue("WorksheetCollection.add", { sheet: wanted, arg: wanted }, () => {
      created = this.ctx.book.createSheet(wanted);
    });
    return new FakeWorksheet(
      this.ctx,
      () => {
        if (created === null || !this.ctx.book.sheets.includes(created)) {
          throw new FakeOfficeError("ItemNotFound", "The requested resource doesn't exist.");
        }
        return created;
      },
      wanted,
    );
  }
  getItem(key: string): FakeWorksheet {
    return new FakeWorksheet(
      this.ctx,
      () => {
        const s = this.ctx.book.sheet(key) ?? this.ctx.book.sheets.find((x) => x.id === key);
        if (s === undefined)
          throw new FakeOfficeError("ItemNotFound", "The requested resource doesn't exist.");
        return s;
      },
      key,
    );
  }
  getActiveWorksheet(): FakeWorksheet {
    // Resolved when the batch runs, like a proxy: the sheet active at that time.
    let sheet: FakeSheet | null = null;
    const resolve = (): FakeSheet | null => {
      if (sheet === null)
        sheet = this.ctx.book.sheets.find((x) => x.id === this.ctx.book.activeSheetId) ?? null;
      return sheet;
    };
    return new FakeWorksheet(this.ctx, resolve, "(active)");
  }
  getItemOrNullObject(key: string): FakeWorksheet {
    return new FakeWorksheet(
      this.ctx,
      () => this.ctx.book.sheet(key) ?? this.ctx.book.sheets.find((x) => x.id === key) ?? null,
      key,
    );
  }
}

/** A chart proxy: its setters queued, its `name` and `isNullObject` read after a load. */
class FakeChartProxy extends Loadable implements ChartLike {
  readonly title: { text: string };
  readonly axes: ChartLike["axes"];

  constructor(
    private readonly ctx: FakeContext,
    private readonly label: string,
    private readonly resolveOrNull: () => FakeChart | null,
  ) {
    super();
    const set = (location: string, v: unknown, f: (c: FakeChart) => void): void =>
      ctx.enqueue(location, { sheet: label, arg: v }, () => f(this.resolve()));
    const titled = (location: string, f: (c: FakeChart, v: string) => void): { text: string } => ({
      get text(): string {
        throw new NotLoaded(`${location}.text`);
      },
      set text(v: string) {
        set(`${location}.text`, v, (c) => f(c, v));
      },
    });
    this.title = titled("ChartTitle", (c, v) => (c.title = v));
    this.axes = {
      categoryAxis: { title: titled("ChartAxisTitle", (c, v) => (c.categoryTitle = v)) },
      valueAxis: { title: titled("ChartAxisTitle", (c, v) => (c.valueTitle = v)) },
    };
  }

  private resolve(): FakeChart {
    const c = this.resolveOrNull();
    if (c === null) throw new FakeOfficeError("ItemNotFound", "The requested resource doesn't exist.");
    return c;
  }

  get name(): string {
    return this.read("name", "Chart");
  }
  set name(v: string) {
    this.ctx.enqueue("Chart.name", { sheet: this.label, arg: v }, () => (this.resolve().name = v));
  }
  get isNullObject(): boolean {
    return this.read("isNullObject", "Chart");
  }
  setPosition(start: string, end?: string): void {
    this.ctx.enqueue("Chart.setPosition", { sheet: this.label, arg: [start, end] }, () => {
      parseArea(start);
      if (end !== undefined) parseArea(end);
      this.resolve().position = { start, ...(end !== undefined ? { end } : {}) };
    });
  }
  delete(): void {
    this.ctx.enqueue("Chart.delete", { sheet: this.label }, () => {
      const chart = this.resolve();
      for (const sheet of this.ctx.book.sheets) {
        const i = sheet.charts?.indexOf(chart) ?? -1;
        if (i >= 0) sheet.charts?.splice(i, 1);
      }
    });
  }
  load(names?: string | string[]): this {
    const wanted = props(names);
    this.ctx.enqueue("Chart.load", { sheet: this.label }, () => {
      const c = this.resolveOrNull();
      this.loaded.set("isNullObject", c === null);
      if (c !== null && wanted.includes("name")) this.loaded.set("name", c.name);
    });
    return this;
  }
}

class FakeWorksheet extends Loadable implements WorksheetLike {
  readonly freezePanes: WorksheetLike["freezePanes"];
  readonly charts: ChartCollectionLike;
  readonly tables: { add(address: string, hasHeaders: boolean): TableLike };
  readonly pageLayout: WorksheetLike["pageLayout"];
  readonly horizontalPageBreaks: WorksheetLike["horizontalPageBreaks"];

  constructor(
    private readonly ctx: FakeContext,
    private readonly resolveOrNull: () => FakeSheet | null,
    private readonly label: string,
  ) {
    super();
    const freeze = (location: string, f: (s: FakeSheet) => void): void =>
      ctx.enqueue(location, { sheet: label }, () => f(this.resolve()));
    this.freezePanes = {
      freezeRows: (count = 1) =>
        freeze("WorksheetFreezePanes.freezeRows", (s) => (s.freeze = { rows: count, columns: 0 })),
      freezeColumns: (count = 1) =>
        freeze("WorksheetFreezePanes.freezeColumns", (s) => (s.freeze = { rows: 0, columns: count })),
      freezeAt: (address: string) =>
        freeze("WorksheetFreezePanes.freezeAt", (s) => {
          const a = parseArea(address);
          s.freeze = { rows: a.row + a.rows, columns: a.column + a.columns };
        }),
    };
    const page = (location: string, arg: unknown, f: (s: FakeSheet) => void): void =>
      ctx.enqueue(location, { sheet: label, arg }, () => f(this.resolve()));
    this.pageLayout = {
      get orientation(): string {
        throw new NotLoaded("PageLayout.orientation");
      },
      set orientation(v: string) {
        page("PageLayout.orientation", v, (s) => {
          if (v !== "Portrait" && v !== "Landscape")
            throw new FakeOfficeError("InvalidArgument", `Invalid orientation ${v}`);
          s.print = { ...s.print, orientation: v };
        });
      },
      setPrintTitleColumns: (columns: string) =>
        page("PageLayout.setPrintTitleColumns", columns, (s) => {
          if (!/^\$?[A-Z]{1,3}:\$?[A-Z]{1,3}$/.test(columns))
            throw new FakeOfficeError("InvalidArgument", `Invalid title columns ${columns}`);
          s.print = { ...s.print, titleColumns: columns };
        }),
      setPrintTitleRows: (rows: string) =>
        page("PageLayout.setPrintTitleRows", rows, (s) => {
          if (!/^\$?[1-9]\d*:\$?[1-9]\d*$/.test(rows))
            throw new FakeOfficeError("InvalidArgument", `Invalid title rows ${rows}`);
          s.print = { ...s.print, titleRows: rows };
        }),
      setPrintArea: (area: string) =>
        page("PageLayout.setPrintArea", area, (s) => {
          parseArea(area); // throws InvalidArgument on a bad address
          s.print = { ...s.print, area };
        }),
      get zoom(): { horizontalFitToPages?: number; verticalFitToPages?: number; scale?: number } {
        throw new NotLoaded("PageLayout.zoom");
      },
      set zoom(v: { horizontalFitToPages?: number; verticalFitToPages?: number; scale?: number }) {
        page("PageLayout.zoom", v, (s) => {
          const pages = [v.horizontalFitToPages, v.verticalFitToPages].filter((x) => x !== undefined);
          if (pages.some((x) => !Number.isInteger(x) || (x as number) < 0))
            throw new FakeOfficeError("InvalidArgument", `Invalid zoom ${JSON.stringify(v)}`);
          if (v.scale !== undefined && (v.scale < 10 || v.scale > 400))
            throw new FakeOfficeError("InvalidArgument", `Invalid zoom scale ${v.scale}`);
          s.print = { ...s.print, zoom: { ...v } };
        });
      },
      get blackAndWhite(): boolean {
        throw new NotLoaded("PageLayout.blackAndWhite");
      },
      set blackAndWhite(v: boolean) {
        page("PageLayout.blackAndWhite", v, (s) => {
          if (typeof v !== "boolean")
            throw new FakeOfficeError("InvalidArgument", `Invalid blackAndWhite ${String(v)}`);
          s.print = { ...s.print, blackAndWhite: v };
        });
      },
    };
    this.horizontalPageBreaks = {
      // ExcelApi 1.9: a page starts at the range's top-left cell; row 1 is no break
      add: (pageBreakRange: string) =>
        page("PageBreakCollection.add", pageBreakRange, (s) => {
          const a = parseArea(pageBreakRange);
          if (a.row === 0)
            throw new FakeOfficeError("InvalidArgument", "A page break cannot be above row 1.");
          s.pageBreaks = [...(s.pageBreaks ?? []).filter((r) => r !== a.row + 1), a.row + 1];
        }),
      // ExcelApi 1.9: every manual page break of the sheet reset
      removePageBreaks: () => page("PageBreakCollection.removePageBreaks", null, (s) => delete s.pageBreaks),
    };
    this.charts = {
      add: (type: "Line", source: RangeLike, seriesBy: "Auto" | "Columns" | "Rows" = "Auto"): ChartLike => {
        let chart: FakeChart | null = null;
        ctx.enqueue("ChartCollection.add", { sheet: label, arg: [type, seriesBy] }, () => {
          const { sheet, area } = (source as FakeRange).area();
          if (sheet !== this.resolve())
            throw new FakeOfficeError("InvalidArgument", "The source data is on another sheet.");
          chart = ctx.book.addChart(sheet, type, area, seriesBy);
        });
        return new FakeChartProxy(ctx, label, () => chart);
      },
      getItemOrNullObject: (name: string): ChartLike =>
        new FakeChartProxy(
          ctx,
          label,
          () => this.resolve().charts?.find((c) => c.name.toUpperCase() === name.toUpperCase()) ?? null,
        ),
    };
    this.tables = {
      add: (address: string, hasHeaders: boolean): TableLike => {
        let table: FakeTable | null = null;
        ctx.enqueue("TableCollection.add", { sheet: label, address, arg: address }, () => {
          table = ctx.book.addTable(this.resolve(), address, hasHeaders);
        });
        const get = (): FakeTable => {
          if (table === null)
            throw new FakeOfficeError("ItemNotFound", "The requested resource doesn't exist.");
          return table;
        };
        return {
          get name(): string {
            throw new NotLoaded("Table.name");
          },
          set name(v: string) {
            ctx.enqueue("Table.name", { sheet: label, arg: v }, () => ctx.book.renameTable(get(), v));
          },
          get style(): string {
            throw new NotLoaded("Table.style");
          },
          set style(v: string) {
            ctx.enqueue("Table.style", { sheet: label, arg: v }, () => (get().style = v));
          },
        };
      },
    };
  }

  resolve(): FakeSheet {
    const s = this.resolveOrNull();
    if (s === null) throw new FakeOfficeError("ItemNotFound", "The requested resource doesn't exist.");
    return s;
  }

  get name(): string {
    return this.read("name", "Worksheet");
  }
  get id(): string {
    return this.read("id", "Worksheet");
  }
  get isNullObject(): boolean {
    return this.read("isNullObject", "Worksheet");
  }

  load(names?: string | string[]): this {
    const wanted = props(names);
    this.ctx.enqueue("Worksheet.load", { sheet: this.label }, () => {
      const s = this.resolveOrNull();
      this.loaded.set("isNullObject", s === null);
      if (s === null) return;
      for (const p of wanted) this.loaded.set(p, p === "name" ? s.name : p === "id" ? s.id : undefined);
    });
    return this;
  }

  getRange(address?: string): FakeRange {
    if (address === undefined) throw new FakeOfficeError("NotImplemented", "getRange() without an address");
    return new FakeRange(
      this.ctx,
      this.label,
      () => {
        const sheet = this.resolve();
        return { sheet, area: parseArea(address) };
      },
      address,
    );
  }

  getUsedRangeOrNullObject(valuesOnly = false): FakeRange {
    return new FakeRange(
      this.ctx,
      this.label,
      () => {
        const sheet = this.resolve();
        const area = this.ctx.book.usedArea(sheet, valuesOnly);
        return area === null ? null : { sheet, area };
      },
      "(used range)",
    );
  }

  activate(): void {
    this.ctx.enqueue(
      "Worksheet.activate",
      { sheet: this.label },
      () => (this.ctx.book.activeSheetId = this.resolve().id),
    );
  }

  delete(): void {
    this.ctx.enqueue("Worksheet.delete", { sheet: this.label }, () =>
      this.ctx.book.deleteSheet(this.resolve()),
    );
  }
}

type Target = { sheet: FakeSheet; area: Area } | null;

/** Calls `f` on each cell of `area`, creating the empty ones (a format on an empty cell stays). */
function eachCell(sheet: FakeSheet, area: Area, f: (cell: FakeCell) => void): void {
  for (let r = 0; r < area.rows; r++) {
    for (let c = 0; c < area.columns; c++) {
      const k = key(area.row + r, area.column + c);
      const cell = sheet.cells.get(k) ?? { value: "", formula: null, numberFormat: "General", bold: false };
      f(cell);
      sheet.cells.set(k, cell);
    }
  }
}

class FakeRange extends Loadable implements RangeLike {
  readonly format: RangeLike["format"];

  constructor(
    private readonly ctx: FakeContext,
    private readonly sheetLabel: string,
    private readonly target: () => Target,
    private readonly label: string,
  ) {
    super();
    const enqueueFormat = (
      location: string,
      arg: unknown,
      f: (t: { sheet: FakeSheet; area: Area }) => void,
    ): void => ctx.enqueue(location, { sheet: sheetLabel, address: label, arg }, () => f(this.resolve()));
    const font = {
      get bold(): boolean {
        throw new NotLoaded("RangeFont.bold");
      },
      set bold(v: boolean) {
        enqueueFormat("RangeFont.bold", v, ({ sheet, area }) => {
          for (let r = 0; r < area.rows; r++) {
            for (let c = 0; c < area.columns; c++) {
              const k = key(area.row + r, area.column + c);
              const old = sheet.cells.get(k);
              sheet.cells.set(k, { value: "", formula: null, numberFormat: "General", ...old, bold: v });
            }
          }
        });
      },
    };
    this.format = {
      get columnWidth(): number {
        throw new NotLoaded("RangeFormat.columnWidth");
      },
      set columnWidth(v: number) {
        enqueueFormat("RangeFormat.columnWidth", v, ({ sheet, area }) => {
          if (!Number.isFinite(v) || v < 0)
            throw new FakeOfficeError("InvalidArgument", `Invalid column width ${v}`);
          for (let c = 0; c < area.columns; c++) sheet.columnWidths.set(area.column + c, v);
        });
      },
      get horizontalAlignment(): string {
        throw new NotLoaded("RangeFormat.horizontalAlignment");
      },
      set horizontalAlignment(v: string) {
        enqueueFormat("RangeFormat.horizontalAlignment", v, ({ sheet, area }) => {
          if (!["General", "Left", "Center", "Right", "Fill", "Justify"].includes(v))
            throw new FakeOfficeError("InvalidArgument", `Invalid horizontal alignment ${v}`);
          eachCell(sheet, area, (cell) => (cell.align = v));
        });
      },
      get wrapText(): boolean {
        throw new NotLoaded("RangeFormat.wrapText");
      },
      set wrapText(v: boolean) {
        enqueueFormat("RangeFormat.wrapText", v, ({ sheet, area }) => {
          const address = areaAddress(area);
          const others = (sheet.wrapped ?? []).filter((a) => a !== address);
          sheet.wrapped = v ? [...others, address] : others;
        });
      },
      font,
    };
  }

  private resolve(): { sheet: FakeSheet; area: Area } {
    const t = this.target();
    if (t === null) throw new FakeOfficeError("ItemNotFound", "The range is a null object.");
    return t;
  }

  get control(): { readonly type: string } {
    throw new NotLoaded("Range.control");
  }
  /** ExcelApi 1.18; a host without it (`host.checkboxes === false`) fails the batch (D286). */
  set control(v: { readonly type: string }) {
    this.ctx.enqueue("Range.control", { sheet: this.sheetLabel, address: this.label, arg: v }, () => {
      if (this.ctx.book.host.checkboxes === false)
        throw new FakeOfficeError("ApiNotFound", "The requested API is not supported.", "Range.control");
      if (!["Checkbox", "Empty"].includes(v.type))
        throw new FakeOfficeError("InvalidArgument", `Invalid cell control ${v.type}`);
      const { sheet, area } = this.resolve();
      eachCell(sheet, area, (cell) => {
        if (v.type === "Checkbox") cell.control = "Checkbox";
        else delete cell.control;
      });
    });
  }

  /** The sheet and area this range stands for when the batch runs (a chart's source). */
  area(): { sheet: FakeSheet; area: Area } {
    return this.resolve();
  }

  clear(): void {
    this.ctx.enqueue("Range.clear", { sheet: this.sheetLabel, address: this.label }, () => {
      const { sheet, area } = this.resolve();
      this.ctx.book.clearArea(sheet, area);
    });
  }

  private write(prop: "formulas" | "values" | "numberFormat", grid: unknown[][]): void {
    this.ctx.enqueue(`Range.${prop}`, { sheet: this.sheetLabel, address: this.label, arg: grid }, () => {
      const { sheet, area } = this.resolve();
      if (
        !Array.isArray(grid) ||
        grid.length !== area.rows ||
        grid.some((r) => !Array.isArray(r) || r.length !== area.columns)
      ) {
        throw new FakeOfficeError(
          "InvalidArgument",
          `The number of rows or columns in the input array doesn't match the size or dimensions of the range ${areaAddress(area)}.`,
        );
      }
      grid.forEach((row, r) =>
        row.forEach((v, c) => {
          if (prop === "numberFormat") this.ctx.book.formatCell(sheet, area.row + r, area.column + c, v);
          else this.ctx.book.enterCell(sheet, area.row + r, area.column + c, v);
        }),
      );
    });
  }

  get formulas(): unknown[][] {
    return this.read("formulas", "Range");
  }
  set formulas(v: unknown[][]) {
    this.write("formulas", v);
  }
  get values(): unknown[][] {
    return this.read("values", "Range");
  }
  set values(v: unknown[][]) {
    this.write("values", v);
  }
  get numberFormat(): unknown[][] {
    return this.read("numberFormat", "Range");
  }
  set numberFormat(v: unknown[][]) {
    this.write("numberFormat", v);
  }
  get address(): string {
    return this.read("address", "Range");
  }
  get isNullObject(): boolean {
    return this.read("isNullObject", "Range");
  }

  load(names?: string | string[]): this {
    const wanted = props(names);
    this.ctx.enqueue("Range.load", { sheet: this.sheetLabel, address: this.label }, () => {
      const t = this.target();
      this.loaded.set("isNullObject", t === null);
      if (t === null) return;
      const { sheet, area } = t;
      const book = this.ctx.book;
      const all: Record<string, () => unknown> = {
        address: () => qualified(sheet.name, areaAddress(area)),
        values: () => book.grid(sheet, area, (c) => c?.value ?? ""),
        formulas: () => book.grid(sheet, area, (c) => c?.formula ?? c?.value ?? ""),
        numberFormat: () => book.grid(sheet, area, (c) => c?.numberFormat ?? "General"),
        rowCount: () => area.rows,
        columnCount: () => area.columns,
      };
      for (const p of wanted) {
        const f = all[p];
        if (f === undefined) continue;
        const v = f();
        book.responseBytes += jsonBytes(v);
        if (p === "values" && (v as unknown[][]).some((row) => row.includes("#BUSY!"))) book.busyReads++;
        this.loaded.set(p, v);
      }
    });
    return this;
  }

  getUsedRangeOrNullObject(valuesOnly = false): FakeRange {
    return new FakeRange(
      this.ctx,
      this.sheetLabel,
      () => {
        const { sheet, area } = this.resolve();
        const used = this.ctx.book.usedArea(sheet, valuesOnly, area);
        return used === null ? null : { sheet, area: used };
      },
      `(used range of ${this.label})`,
    );
  }
}
