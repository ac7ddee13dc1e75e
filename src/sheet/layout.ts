/**
 * The tournament sheet's layout: the spills' number formats (the ratings' from each system's
 * spec, src/results/), the spill blocks, mahjong's weighted column, the sheet's width and print setup.
 */
import { cellAddress, columnLetters, parseCell, rangeAddress } from "./a1";
import { type Block, type Cell, type PrintSetup, type TableSpec, formatOnly, formula, text } from "./plan";

import { type Figure, spillColumns, spillIndex } from "../results/columns";
import { MAHJONG_COLUMNS } from "../results/mahjong";
import { systemOf } from "../systems";
import type { SystemName } from "../systems";

export const WHOLE = "0";
export const CHANGE = "+0;-0;0";
export const THOUSANDTHS = "0.000";
export const HUNDREDTHS = "0.00";
export const TENTHS = "0.0";

/** Rows left free under each spill, so that a player or two added later still fit. */
export const SPARE_ROWS = 3;

/**
 * D289: the header of the column between the crosstable and the columns beside it (K, Register,
 * IDs, clubs). The sheet's Excel table spans them all, so that sorting or filtering it moves a
 * player's Register and K with his row; the reader ends the crosstable at this mark, as at the
 * blank header older sheets have there.
 */
export const CROSSTABLE_END = "·";

/** Whether a header cell ends the crosstable: blank (older sheets) or {@link CROSSTABLE_END}. */
export function endsCrosstable(v: unknown): boolean {
  return (
    v === null ||
    v === undefined ||
    (typeof v === "string" && (v.trim() === "" || v.trim() === CROSSTABLE_END))
  );
}

/** The sheet's number format of each figure (formats above); General for none. */
const FORMATS: Readonly<Record<Figure, string>> = {
  whole: WHOLE,
  signed: CHANGE,
  tenths: TENTHS,
  hundredths: HUNDREDTHS,
  thousandths: THOUSANDTHS,
};

const formatsOf = (figures: readonly { figure: Figure | null }[]): (string | null)[] =>
  figures.map((c) => (c.figure === null ? null : FORMATS[c.figure]));

/** The ratings spill's column formats (null = General), from the system's spec (src/results/). */
export function ratingFormats(system: SystemName, parts: number): (string | null)[] {
  return formatsOf(systemOf(system).sheet.spill(parts));
}

/**
 * Mahjong: the NR × KT × W column right of the TOURNAMENT.MAHJONG spill, `rows` players long:
 * each row the spill's NR×KT times the header block's W (RULES §3: the figure T5 is made of),
 * blank where the spill has no player. `anchor` is the spill's top-left cell.
 */
export function weightedBlock(
  anchor: { row: number; column: number },
  rows: number,
  weightCell: string,
  title: string,
): Block {
  const column = anchor.column + spillColumns(MAHJONG_COLUMNS).length;
  const nrKt = columnLetters(anchor.column + spillIndex(MAHJONG_COLUMNS, "nrKt"));
  const cells: Cell[][] = [[text(title)]];
  for (let r = 1; r <= rows; r++) {
    const ref = `${nrKt}${anchor.row + r + 1}`;
    cells.push([formula(`=IF(ISNUMBER(${ref}),${ref}*${weightCell},"")`, HUNDREDTHS)]);
  }
  return { at: cellAddress(anchor.row, column), rows: cells };
}

/**
 * How many columns the spills take: the ratings' formats, the standings' four plus one per
 * criterion; mahjong's ratings with the NR × KT × W column when the sheet has a W.
 */
export function spillWidth(system: SystemName, parts: number, criteria: number, weighted: boolean): number {
  const ratings = ratingFormats(system, parts).length;
  // a results table has no standings spill beside its ratings
  if (!systemOf(system).sheet.standings) return weighted ? ratings + 1 : ratings;
  return Math.max(ratings, 4 + criteria);
}

/** The sheet's width in columns: past the side columns (K, ID) and the spills, at least A:C. */
export function sheetColumns(sideEnd: number, spill: number): number {
  return Math.max(sideEnd, spill, 3);
}

/** Rows of the sheet's top: the event's name, the header block's first row. */
export const TITLE_ROW = 0;
export const HEADER_ROW = 1;

/**
 * The print area: from the title row (`first`) to the last player row of the ratings spill
 * anchored at `ratingsRow`, as wide as the sheet's columns; the hint right of it is not printed.
 */
export function printArea(first: number, ratingsRow: number, players: number, columns: number): string {
  return printAreaThrough(first, ratingsRow + players, columns);
}

/** The print area from row `first` through row `last` (0-based), as wide as the sheet's columns. */
export function printAreaThrough(first: number, last: number, columns: number): string {
  return rangeAddress({ row: first, column: 0, rows: last + 1 - first, columns });
}

/** The English headers of a system's ratings spill (the spec's; headers.ts translates them). */
export function ratingHeaders(system: SystemName, parts: number): string[] {
  return systemOf(system)
    .sheet.spill(parts)
    .map((c) => c.header);
}

/** The widest text a figure shows (its number format's), for the column widths. */
const FIGURE_SAMPLES: Readonly<Record<Figure, string>> = {
  whole: "0000",
  signed: "+000",
  tenths: "00.0",
  // mahjong's NR and NR×KT reach 1000.00 (RULES §3: the winner's NR is 1000)
  hundredths: "0000.00",
  thousandths: "+0.000",
};

function figuresOf(system: SystemName, parts: number): (Figure | null)[] {
  return systemOf(system)
    .sheet.spill(parts)
    .map((c) => c.figure);
}

const NAME_KEYS: ReadonlySet<string> = new Set(["name", "player"]);

/** The keys of a system's ratings spill columns, in order, for a tournament in `parts` parts. */
export function spillKeys(system: SystemName, parts: number): string[] {
  return systemOf(system)
    .sheet.spill(parts)
    .map((c) => c.key);
}

/** The longest of some texts ("" for none). */
export function longest(texts: readonly string[]): string {
  return texts.reduce((a, b) => (b.length > a.length ? b : a), "");
}

/** A row as wide as the ratings spill's widest values will be: the longest name, each figure's widest. */
export function ratingsSample(names: readonly string[], system: SystemName, parts: number): string[] {
  const figures = figuresOf(system, parts);
  return spillKeys(system, parts).map((key, i) => {
    if (NAME_KEYS.has(key)) return longest(names);
    const figure = figures[i];
    return figure === null || figure === undefined ? "xxxxxx" : FIGURE_SAMPLES[figure];
  });
}

/** A row as wide as the standings' widest values: place, number, the longest name, rank, criteria. */
export function standingsSample(names: readonly string[], criteria: number): string[] {
  return ["000", "000", longest(names), "0000", ...Array<string>(criteria).fill("000.5")];
}

/** A header's longest word: a wrapped header row needs no more width than that. */
export function longestWord(header: string): string {
  return longest(header.split(" "));
}

/**
 * A spill's header word is bold: measured a quarter wider than plain text, or a one-page-wide
 * print, scaled down, wraps it inside the word (LibreOffice printed "Chang|e" at 66 % and
 * "Изменени|е" at 50 % with plain widths).
 */
function boldWord(word: string): string {
  return word.padEnd(Math.ceil(word.length * 1.25));
}

/** What a spill will show, as text for measuring: its header row (wrapped) and one sample row. */
export function spillPreview(
  at: { row: number; column: number },
  headers: readonly string[],
  sample: readonly string[],
): Block {
  return {
    at: cellAddress(at.row, at.column),
    rows: [headers.map((h) => text(boldWord(longestWord(h)))), sample.map(text)],
  };
}

/** Points per character of Calibri 11 (Excel's default font), with a margin for bold and Cyrillic. */
const POINTS_PER_CHARACTER = 6;
/** The cell's padding either side. */
const PADDING_POINTS = 10;
export const MIN_COLUMN_POINTS = 24;
export const MAX_COLUMN_POINTS = 240;

/** Excel's default column width (8.43 characters of Calibri 11), for columns the plan leaves as they are. */
export const DEFAULT_COLUMN_POINTS = 48;

/**
 * The columns a text needs to print whole from `start` on (it runs over the empty cells to its
 * right, and is cut at the print area's edge): `widths` the plan's, default widths after them.
 */
export function columnsForText(
  start: number,
  text: string,
  widths: readonly { column: number; points: number }[],
): number {
  const points = new Map(widths.map((w) => [w.column, w.points]));
  const needed = text.length * POINTS_PER_CHARACTER + PADDING_POINTS;
  let column = start;
  for (let room = 0; room < needed; column++) room += points.get(column) ?? DEFAULT_COLUMN_POINTS;
  return column;
}

/** How wide a cell's content is, in characters (numbers as General shows them). */
function cellChars(cell: Cell): number {
  if (cell === null) return 0;
  switch (cell.kind) {
    case "text":
      return cell.text.length;
    case "number":
      return String(cell.value).length;
    case "boolean":
      return cell.value ? 4 : 5;
    default:
      return 0;
  }
}

/**
 * Column widths from the content: for each of the first `columns` columns, the widest cell of
 * `blocks` that lies in it (the title, explanations and section titles are left out by the
 * caller: they run over the empty cells to their right), between MIN and MAX_COLUMN_POINTS.
 */
export function contentWidths(
  blocks: readonly Block[],
  columns: number,
): { column: number; points: number }[] {
  const widest = Array<number>(columns).fill(0);
  for (const b of blocks) {
    const at = parseCell(b.at);
    for (const row of b.rows) {
      row.forEach((cell, c) => {
        const column = at.column + c;
        if (column < columns) widest[column] = Math.max(widest[column] ?? 0, cellChars(cell));
      });
    }
  }
  return widest.map((chars, column) => ({
    column,
    points: Math.min(
      MAX_COLUMN_POINTS,
      Math.max(MIN_COLUMN_POINTS, Math.ceil(chars * POINTS_PER_CHARACTER + PADDING_POINTS)),
    ),
  }));
}

export function standingsFormats(criteria: number): (string | null)[] {
  return [WHOLE, WHOLE, null, null, ...Array<null>(criteria).fill(null)];
}

/** A spill area: the formula in its top-left cell, the column formats over rows × formats. */
export function spillBlock(
  at: { row: number; column: number },
  f: string,
  rows: number,
  formats: readonly (string | null)[],
): Block {
  const cells: Cell[][] = [];
  for (let r = 0; r < rows; r++) {
    cells.push(
      formats.map((fmt, c) => (r === 0 && c === 0 ? formula(f) : fmt === null ? null : formatOnly(fmt))),
    );
  }
  // The anchor's own format: the first column's.
  const first = formats[0];
  if (cells[0] !== undefined)
    cells[0][0] = first === null || first === undefined ? formula(f) : formula(f, first);
  return { at: cellAddress(at.row, at.column), rows: cells };
}

export const abs = (row: number, column: number): string => `$${columnLetters(column)}$${row + 1}`;

/** `$A$12:$K$40`: the data rows of a range (never the header), absolute. */
export function absRange(row: number, column: number, rows: number, columns: number): string {
  return `${abs(row, column)}:${abs(row + rows - 1, column + columns - 1)}`;
}

/**
 * Rows of 15 pt an A4 page holds at 100 % between Excel's default margins (0.75" top and bottom):
 * 734 pt portrait, 487 pt landscape. Fitting the sheet to one page wide only shrinks it, so a
 * crosstable within these rows is on its first page whatever the scale (D285).
 */
export const PAGE_ROWS: Readonly<Record<PrintSetup["orientation"], number>> = { Portrait: 48, Landscape: 32 };

/**
 * How a tournament sheet prints (D285): the header block, crosstable, standings and ratings as
 * the print area (`printArea`); one page wide; landscape for crosstables of more than six
 * rounds; the standings and the new ratings each from a page of their own (`breaks`, their
 * title rows). Excel repeats print titles on every page of a sheet, so the crosstable's header
 * row is one only when the crosstable itself runs past its first page (`lastRow`, 0-based, by
 * PAGE_ROWS); otherwise it would stand above the standings and the ratings.
 */
export function printSetup(
  rounds: number,
  ctRow: number,
  area: string,
  lastRow: number,
  breaks: readonly number[],
): PrintSetup {
  const orientation = rounds > 6 ? "Landscape" : "Portrait";
  return {
    orientation,
    blackAndWhite: true,
    titleColumns: "$A:$B",
    ...(lastRow + 1 > PAGE_ROWS[orientation] ? { titleRows: `$${ctRow + 1}:$${ctRow + 1}` } : {}),
    area,
    fitToPagesWide: 1,
    ...(breaks.length > 0 ? { pageBreaks: breaks } : {}),
  };
}

/** The ranges (A1) of a column's runs of cells that are not null, the column's first cell at `row`. */
export function runsOf(cells: readonly unknown[], row: number, column: number): string[] {
  const runs: string[] = [];
  let start = -1;
  cells.forEach((c, i) => {
    if (c !== null && start < 0) start = i;
    const ends = c === null || i === cells.length - 1;
    if (ends && start >= 0) {
      const end = c === null ? i : i + 1;
      runs.push(rangeAddress({ row: row + start, column, rows: end - start, columns: 1 }));
      start = -1;
    }
  });
  return runs;
}

/**
 * D289: the sheet's Excel table, over the crosstable and the columns beside it (`range`); no fill
 * behind the header, so that it prints the same in black and white.
 */
export function sheetTable(name: string, range: string): TableSpec {
  return { name, range, hasHeaders: true, style: "TableStyleLight1" };
}
