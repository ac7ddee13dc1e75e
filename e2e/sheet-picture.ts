/**
 * A created sheet as Excel would show it, for the e2e run's screenshots: the stub workbook's
 * sheet (test/sheet/fake-workbook.ts) drawn as a grid with its column widths, number formats,
 * bold cells, wrapped header rows, frozen rows and print area, then saved beside the pane's
 * screenshots as e2e/screenshots/sheet-<name>.png (docs/taskpane.md shows them).
 *
 * The drawing follows Excel's rules that decide whether a sheet reads and prints well: a text
 * runs over empty cells to its right and is cut at the first non-empty one; a number never runs
 * over (Excel shows ### instead); a wrapped cell grows its row. `sheetPicture` returns the cells
 * cut that way, inside the print area, so a test can require that no title, header or name is
 * cut. The font is Carlito 11 pt (Debian's fonts-crosextra-carlito), metrically compatible with
 * Calibri 11, Excel's default, for which the sheet's widths are computed (src/sheet/layout.ts);
 * Excel's cell padding is about 3 px either side.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { FakeCell, FakePrint } from "../test/sheet/fake-workbook";
import { SCREENSHOTS, type Browser, type Pane } from "./harness";

/** `FakeWorkbook.snapshotSheet`'s picture of a sheet. */
interface SheetSnapshot {
  readonly name: string;
  readonly cells: Record<string, FakeCell>;
  readonly freeze: { rows: number; columns: number };
  readonly widths: [number, number][];
  readonly wrapped?: string[];
  readonly print?: FakePrint;
}

/** Excel's default column width, 8.43 characters of Calibri 11: 48 pt (64 px). */
const DEFAULT_POINTS = 48;
const PX_PER_POINT = 4 / 3;

/** A cell cut by its right neighbour (or, a number, by its own column), as the picture shows it. */
export interface CutCell {
  readonly address: string;
  readonly text: string;
}

export interface SheetPictureOptions {
  /** Rows drawn from the top; then, for a long sheet, a few rows at each spill's anchor. */
  readonly topRows?: number;
}

function letters(column: number): string {
  let s = "";
  for (let c = column + 1; c > 0; c = Math.floor((c - 1) / 26))
    s = String.fromCharCode(65 + ((c - 1) % 26)) + s;
  return s;
}

function parseAddress(a: string): { row: number; column: number } {
  const m = /^\$?([A-Z]+)\$?(\d+)$/.exec(a);
  if (m === null) throw new Error(`sheet-picture: not a cell address: ${a}`);
  let column = 0;
  for (const ch of m[1] ?? "") column = column * 26 + ch.charCodeAt(0) - 64;
  return { row: Number(m[2]) - 1, column: column - 1 };
}

function parseArea(a: string): { top: number; left: number; bottom: number; right: number } {
  const [from, to = from] = a.replace(/^.*!/, "").split(":");
  const p = parseAddress(from ?? "");
  const q = parseAddress(to ?? "");
  return { top: p.row, left: p.column, bottom: q.row, right: q.column };
}

/** A value as its number format shows it (the formats src/sheet/layout.ts writes, and General). */
export function shown(value: FakeCell["value"], format: string): string {
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  if (typeof value === "string") return value;
  const decimals = /^0\.(0+)$/.exec(format);
  if (decimals !== null) return value.toFixed(decimals[1]?.length ?? 0);
  if (format === "0") return Math.round(value).toString();
  if (format === "+0;-0;0") {
    const r = Math.round(value);
    return r > 0 ? `+${r}` : r < 0 ? `-${Math.abs(r)}` : "0";
  }
  return String(value); // General (and "@": the value as entered)
}

const escape = (s: string): string =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The rows drawn: all of a short sheet; of a long one the top and a window at each spill. */
function rowsDrawn(snapshot: SheetSnapshot, lastRow: number, topRows: number): (number | null)[] {
  if (lastRow < topRows + 40) return Array.from({ length: lastRow + 1 }, (_, r) => r);
  const keep = new Set<number>();
  for (let r = 0; r < topRows; r++) keep.add(r);
  for (const [address, cell] of Object.entries(snapshot.cells)) {
    if (cell.formula === null || !/^=[A-Z]+\.[A-Z]+\(/i.test(cell.formula)) continue;
    const { row } = parseAddress(address);
    for (let r = Math.max(0, row - 2); r <= Math.min(lastRow, row + 8); r++) keep.add(r);
  }
  for (let r = Math.max(0, lastRow - 3); r <= lastRow; r++) keep.add(r);
  const rows: (number | null)[] = [];
  let previous = -1;
  for (const r of [...keep].sort((a, b) => a - b)) {
    if (r > previous + 1) rows.push(null); // rows left out
    rows.push(r);
    previous = r;
  }
  return rows;
}

/** The page that draws the sheet. */
function pageHtml(snapshot: SheetSnapshot, rows: (number | null)[], lastColumn: number): string {
  const widths = new Map(snapshot.widths);
  const px = (c: number) => Math.round((widths.get(c) ?? DEFAULT_POINTS) * PX_PER_POINT);
  const wrapped = (snapshot.wrapped ?? []).map(parseArea);
  const isWrapped = (r: number, c: number) =>
    wrapped.some((a) => r >= a.top && r <= a.bottom && c >= a.left && c <= a.right);
  const area = snapshot.print?.area !== undefined ? parseArea(snapshot.print.area) : undefined;
  const inArea = (r: number, c: number) =>
    area === undefined || (r >= area.top && r <= area.bottom && c >= area.left && c <= area.right);
  const cell = (r: number, c: number) => snapshot.cells[`${letters(c)}${r + 1}`];
  const filled = (r: number, c: number) => {
    const x = cell(r, c);
    return x !== undefined && x.value !== "";
  };

  const head = [`<th class="corner"></th>`];
  for (let c = 0; c <= lastColumn; c++) head.push(`<th>${letters(c)}</th>`);
  const body: string[] = [];
  for (const r of rows) {
    if (r === null) {
      body.push(`<tr class="gap"><th>⋮</th><td colspan="${lastColumn + 1}"></td></tr>`);
      continue;
    }
    const tds: string[] = [];
    for (let c = 0; c <= lastColumn; c++) {
      const x = cell(r, c);
      const classes: string[] = [];
      if (!inArea(r, c)) classes.push("outside");
      if (area !== undefined && inArea(r, c)) {
        if (r === area.top) classes.push("area-top");
        if (r === area.bottom) classes.push("area-bottom");
        if (c === area.left) classes.push("area-left");
        if (c === area.right) classes.push("area-right");
      }
      if (snapshot.freeze.rows > 0 && r === snapshot.freeze.rows - 1) classes.push("frozen");
      if (x === undefined || x.value === "") {
        tds.push(`<td class="${classes.join(" ")}"></td>`);
        continue;
      }
      const text = shown(x.value, x.numberFormat);
      const number = typeof x.value === "number";
      const error = typeof x.value === "string" && /^#[A-Z0-9/!?]+$/.test(x.value);
      if (x.bold) classes.push("bold");
      if (number) classes.push("number");
      if (typeof x.value === "boolean" || error) classes.push("centre");
      const wrap = isWrapped(r, c);
      if (wrap) classes.push("wrap");
      // The width the text may take: its column, and the empty ones to its right (text only).
      // Printed, a cell inside the print area runs over to the area's edge at most.
      const edge = area !== undefined && inArea(r, c) ? area.right : lastColumn;
      let avail = px(c);
      if (!number && !wrap) for (let n = c + 1; n <= edge && !filled(r, n); n++) avail += px(n);
      tds.push(
        `<td class="${classes.join(" ")}" data-address="${letters(c)}${r + 1}" data-in-area="${inArea(r, c)}">` +
          `<div class="c" style="width:${avail - 7}px">${escape(text)}</div></td>`,
      );
    }
    body.push(`<tr><th>${r + 1}</th>${tds.join("")}</tr>`);
  }
  const cols = [`<col style="width:36px">`];
  let tableWidth = 36;
  for (let c = 0; c <= lastColumn; c++) {
    cols.push(`<col style="width:${px(c)}px">`);
    tableWidth += px(c);
  }
  const p = snapshot.print;
  const setup = [
    p?.area !== undefined ? `print area ${p.area}` : "no print area",
    p?.orientation !== undefined ? p.orientation.toLowerCase() : "",
    p?.zoom?.horizontalFitToPages === 1 ? "1 page wide" : "",
    p?.titleRows !== undefined ? `rows ${p.titleRows} on every page` : "",
    p?.blackAndWhite === true ? "black and white" : "",
    snapshot.freeze.rows > 0 ? `frozen rows 1–${snapshot.freeze.rows}` : "",
  ].filter((s) => s !== "");
  return `<!doctype html><html><head><meta charset="utf-8"><style>
body { margin: 8px; font: 11pt Carlito; color: #000; background: #fff; }
p.setup { font-size: 9pt; color: #444; margin: 0 0 6px; }
table { border-collapse: collapse; table-layout: fixed; }
th { background: #f3f3f3; color: #555; font-weight: normal; font-size: 9pt; border: 1px solid #d4d4d4; height: 20px; }
td { border: 1px solid #e2e2e2; height: 20px; padding: 0; vertical-align: bottom; position: relative; }
td .c { padding: 0 3px; white-space: pre; overflow: hidden; position: relative; z-index: 1; }
td.wrap .c { white-space: normal; overflow-wrap: normal; }
td.number .c { text-align: right; }
td.centre .c { text-align: center; }
td.bold { font-weight: bold; }
td.outside { background: #f7f7f7; color: #666; }
td.area-top { border-top: 2px dashed #2f6fbf; }
td.area-bottom { border-bottom: 2px dashed #2f6fbf; }
td.area-left { border-left: 2px dashed #2f6fbf; }
td.area-right { border-right: 2px dashed #2f6fbf; }
td.frozen { border-bottom: 2px solid #777; }
tr.gap th, tr.gap td { height: 12px; background: #fbfbfb; text-align: center; }
p.tab { display: inline-block; margin: 0; padding: 2px 12px; border: 1px solid #bbb; border-top: 0; background: #fff; font-size: 9pt; }
</style></head><body>
<p class="setup">${escape(setup.join(" · "))}</p>
<table style="width:${tableWidth}px"><colgroup>${cols.join("")}</colgroup><thead><tr>${head.join("")}</tr></thead><tbody>${body.join("")}</tbody></table>
<p class="tab">${escape(snapshot.name)}</p>
</body></html>`;
}

/**
 * Draws `sheet` of the pane's workbook and saves `e2e/screenshots/sheet-<name>.png`; returns
 * the cells inside the print area whose text is cut, and the picture's file.
 */
export async function sheetPicture(
  browser: Browser,
  pane: Pane,
  sheet: string,
  name: string,
  options: SheetPictureOptions = {},
): Promise<{ file: string; cut: CutCell[]; widthPx: number }> {
  const snapshot = (await pane.book((b, n) => b.snapshotSheet(n), sheet)) as SheetSnapshot | undefined;
  if (snapshot === undefined) throw new Error(`sheet-picture: no sheet ${sheet}`);
  let lastRow = 0;
  let lastColumn = 0;
  for (const [address, c] of Object.entries(snapshot.cells)) {
    if (c.value === "" && c.formula === null) continue;
    const { row, column } = parseAddress(address);
    lastRow = Math.max(lastRow, row);
    lastColumn = Math.max(lastColumn, column);
  }
  const rows = rowsDrawn(snapshot, lastRow, options.topRows ?? 40);
  const page = await browser.context.newPage();
  try {
    await page.route("**/*", (route) => route.abort("blockedbyclient"));
    await page.setViewportSize({ width: 1600, height: 800 });
    await page.setContent(pageHtml(snapshot, rows, lastColumn), { waitUntil: "load" });
    // A font that is not there falls back: the text then measures as the fallback's.
    const carlito = await page.evaluate(() => {
      const c = document.createElement("canvas").getContext("2d");
      if (c === null) return false;
      const width = (font: string) => {
        c.font = font;
        return c.measureText("Рейтинг Wide 1234").width;
      };
      return width("11pt Carlito, monospace") !== width("11pt monospace");
    });
    if (!carlito)
      throw new Error("sheet-picture: no Carlito font (Debian: apt-get install fonts-crosextra-carlito)");
    const widthPx = await page.evaluate(
      () => document.querySelector("table")?.getBoundingClientRect().width ?? 0,
    );
    await page.setViewportSize({ width: Math.ceil(widthPx) + 16, height: 800 });
    const cut = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>("td[data-address]")]
        .filter((td) => {
          const c = td.querySelector<HTMLElement>(".c");
          if (c === null || td.dataset["inArea"] !== "true") return false;
          // Wrapped: a single word wider than the cell; else the line wider than its room.
          return c.scrollWidth > c.clientWidth + 1;
        })
        .map((td) => ({ address: td.dataset["address"] ?? "", text: td.textContent ?? "" })),
    );
    mkdirSync(SCREENSHOTS, { recursive: true });
    const file = path.join(SCREENSHOTS, `sheet-${name}.png`);
    await page.screenshot({ path: file, fullPage: true, animations: "disabled" });
    return { file, cut, widthPx };
  } finally {
    await page.close();
  }
}
