/**
 * The subset of the Excel JavaScript API the adapter uses: `Excel.RequestContext` satisfies it
 * (checked in test/sheet/adapter.test.ts), and so do the in-memory workbook of the tests and the
 * end-to-end stub.
 */

export interface RangeLike {
  formulas: unknown[][];
  numberFormat: unknown[][];
  readonly values: unknown[][];
  readonly address: string;
  readonly isNullObject: boolean;
  readonly format: {
    columnWidth: number;
    wrapText: boolean;
    /** ExcelApi 1.1: "General", "Left", "Center", "Right" … */
    horizontalAlignment: string;
    readonly font: { bold: boolean };
  };
  /** The cells' control (ExcelApi 1.18): `{ type: "Checkbox" }` shows their booleans as checkboxes. */
  control: { readonly type: string };
  load(propertyNames?: string | string[]): unknown;
  /** The used part of this range (ExcelApi 1.4). */
  getUsedRangeOrNullObject(valuesOnly?: boolean): RangeLike;
  /** Empties the range: values, formulas and formats (ExcelApi 1.1). */
  clear(applyTo?: "All"): void;
}

/** `Excel.Chart`'s members the history chart uses (ExcelApi 1.1). */
export interface ChartLike {
  name: string;
  readonly isNullObject: boolean;
  readonly title: { text: string };
  readonly axes: {
    readonly categoryAxis: { readonly title: { text: string } };
    readonly valueAxis: { readonly title: { text: string } };
  };
  setPosition(startCell: string, endCell?: string): void;
  delete(): void;
  load(propertyNames?: string | string[]): unknown;
}

/** `Excel.ChartCollection`: `add` (ExcelApi 1.1) and `getItemOrNullObject` (ExcelApi 1.4). */
export interface ChartCollectionLike {
  add(type: "Line", sourceData: RangeLike, seriesBy?: "Auto" | "Columns" | "Rows"): ChartLike;
  getItemOrNullObject(name: string): ChartLike;
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
  readonly charts: ChartCollectionLike;
  /** ExcelApi 1.9, as dynamic arrays (which the tournament sheet's formulas need). */
  readonly pageLayout: PageLayoutLike;
  /** ExcelApi 1.9: `add(range)` starts a page at the range's top-left cell; `removePageBreaks` resets them all. */
  readonly horizontalPageBreaks: { add(pageBreakRange: string): unknown; removePageBreaks(): void };
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
    /** The selection (ExcelApi 1.1): the pane's "this player" is its row. */
    getSelectedRange(): RangeLike;
    /** Excel's worksheet functions (ExcelApi 1.2): DATE tells the workbook's date system (D192). */
    readonly functions: {
      date(year: number, month: number, day: number): { readonly value: unknown; load(p: "value"): unknown };
    };
  };
  sync(): Promise<unknown>;
}
