/**
 * A sheet plan (src/sheet/plan.ts) as an .xlsx workbook, for `rating-officer sheet --out`: the
 * same plan the pane writes into Excel, here with exceljs. Every formula is kept as the pane
 * writes it, with the value Excel would show stored beside it (src/sheet/evaluate.ts), so a
 * spreadsheet program that does not run the add-in's functions (LibreOffice, a viewer, Excel
 * without the add-in) shows the figures. A spilling formula is kept in its cell with the
 * top-left value, and the other cells of its spill hold their values, as Excel stores a spill;
 * what exceljs cannot write is Excel's dynamic-array flag (`cm`, xl/metadata.xml), so Excel opens
 * such a formula as a single-cell one (`=@TOURNAMENT.MGSZ(…)`). An array formula instead
 * (`{=…}`) would keep the spill in Excel, but LibreOffice then shows #NAME? in every cell of it
 * (an add-in function it cannot run), and the figures are what the file is for. Number formats,
 * text cells (`@`), bold and wrapped ranges, column widths, the frozen header, the tables and
 * the print setup are the plan's.
 */
import ExcelJS from "exceljs";
import type { EvaluatedPlan, Value } from "../sheet/evaluate";
import { columnLetters, parseCell, parseRange, rangeAddress } from "../sheet/a1";
import { type SheetPlan, TEXT_FORMAT } from "../sheet/plan";
import { sanitizeTableName } from "../sheet/sheet-names";

/** Excel's default font, which the widths are measured for (src/sheet/layout.ts). */
const BODY_FONT = { name: "Calibri", size: 11, family: 2 } as const;

/** Excel's column width unit (characters of the default font's digit, 7 px) from points. */
export function widthInCharacters(points: number): number {
  const pixels = (points * 96) / 72;
  return Math.max(0, Math.round(((pixels - 5) / 7) * 100) / 100);
}

const cellValue = (v: Value | undefined): ExcelJS.CellValue =>
  v === undefined ? null : typeof v === "object" ? ({ error: v.error } as ExcelJS.CellErrorValue) : v;

/** The workbook's bytes: one sheet, the plan's, with the evaluated values. */
export async function planToXlsx(plan: SheetPlan, evaluated: EvaluatedPlan): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  book.creator = "Rating Officer";
  const print = plan.print;
  const freeze = plan.freeze;
  const sheet = book.addWorksheet(plan.sheetName, {
    views:
      freeze !== undefined && (freeze.rows > 0 || freeze.columns > 0)
        ? [{ state: "frozen", xSplit: freeze.columns, ySplit: freeze.rows }]
        : [],
    pageSetup: {
      paperSize: 9, // A4
      orientation: print?.orientation === "Landscape" ? "landscape" : "portrait",
      ...(print?.fitToPagesWide !== undefined
        ? { fitToPage: true, fitToWidth: print.fitToPagesWide, fitToHeight: 0 }
        : {}),
      ...(print?.blackAndWhite !== undefined ? { blackAndWhite: print.blackAndWhite } : {}),
      ...(print?.area !== undefined ? { printArea: exceljsArea(print.area) } : {}),
      ...(print?.titleRows !== undefined ? { printTitlesRow: print.titleRows.replace(/\$/g, "") } : {}),
      ...(print?.titleColumns !== undefined
        ? { printTitlesColumn: print.titleColumns.replace(/\$/g, "") }
        : {}),
    },
  });
  for (const w of plan.columnWidths ?? []) sheet.getColumn(w.column + 1).width = widthInCharacters(w.points);

  // Tables first: exceljs writes a table's own cells, which the plan's cells then overwrite
  // with their formats (the crosstable's text stays text).
  for (const t of plan.tables ?? []) {
    const r = parseRange(t.range);
    const rows: ExcelJS.CellValue[][] = [];
    for (let y = 0; y < r.rows; y++) {
      const row: ExcelJS.CellValue[] = [];
      for (let x = 0; x < r.columns; x++)
        row.push(cellValue(evaluated.values.get(`${r.row + y},${r.column + x}`)));
      rows.push(row);
    }
    const [head, ...body] = rows;
    sheet.addTable({
      name: sanitizeTableName(t.name),
      ref: rangeAddress({ row: r.row, column: r.column, rows: 1, columns: 1 }),
      headerRow: t.hasHeaders,
      style: {
        theme: (t.style ?? "TableStyleMedium2") as ExcelJS.TableStyleProperties["theme"],
        showRowStripes: true,
      },
      columns: (head ?? []).map((h, i) => ({ name: String(h ?? `Column${i + 1}`) })),
      rows: body,
    });
  }

  for (const b of plan.blocks) {
    const at = parseCell(b.at);
    b.rows.forEach((row, y) =>
      row.forEach((c, x) => {
        if (c === null) return;
        const r = at.row + y;
        const col = at.column + x;
        const cell = sheet.getCell(r + 1, col + 1);
        const columnFormat = b.columnFormats?.[x] ?? undefined;
        switch (c.kind) {
          case "text":
            cell.value = c.text;
            cell.numFmt = TEXT_FORMAT;
            return;
          case "number":
            cell.value = c.value;
            if ((c.format ?? columnFormat) !== undefined) cell.numFmt = (c.format ?? columnFormat) as string;
            return;
          case "boolean":
            cell.value = c.value;
            return;
          case "format":
            cell.numFmt = c.format;
            return;
          case "formula": {
            const f = evaluated.formulas.get(`${r},${col}`);
            const formula = c.formula.replace(/^=/, "");
            const spill = f?.spill;
            cell.value = {
              formula,
              result: cellValue(evaluated.values.get(`${r},${col}`)),
            } as ExcelJS.CellFormulaValue;
            // A spill's other cells hold its values, as Excel stores a spill's cells (values beside
            // the anchor's formula); see the module comment for why there is no array flag.
            if (spill !== undefined) {
              for (let yy = 0; yy < spill.rows; yy++)
                for (let xx = 0; xx < spill.columns; xx++)
                  if (yy > 0 || xx > 0)
                    sheet.getCell(spill.row + yy + 1, spill.column + xx + 1).value = cellValue(
                      evaluated.values.get(`${spill.row + yy},${spill.column + xx}`),
                    );
            }
            if ((c.format ?? columnFormat) !== undefined) cell.numFmt = (c.format ?? columnFormat) as string;
            return;
          }
        }
      }),
    );
  }
  // Bold in the workbook's own font: a font with no name is drawn in the program's default (a
  // serif in LibreOffice, wider than the widths measured for Calibri, which cut the labels).
  for (const range of plan.bold ?? [])
    eachCell(sheet, range, (cell) => (cell.font = { ...BODY_FONT, ...cell.font, bold: true }));
  for (const range of plan.centered ?? [])
    eachCell(sheet, range, (cell) => (cell.alignment = { ...cell.alignment, horizontal: "center" }));
  // each block's own page (D285)
  for (const row of print?.pageBreaks ?? []) sheet.getRow(row).addPageBreak();
  for (const range of plan.wrap ?? []) {
    eachCell(
      sheet,
      range,
      (cell) => (cell.alignment = { ...cell.alignment, wrapText: true, vertical: "top" }),
    );
    // Excel fits a wrapped row's height when it calculates; a file has to say it: two lines
    // where a header has two words or more (a header is never more than two words wide, layout.ts)
    let words = 1;
    eachCell(sheet, range, (cell) => {
      if (typeof cell.value === "string") words = Math.max(words, cell.value.split(" ").length);
    });
    if (words > 1) sheet.getRow(parseRange(range).row + 1).height = 30;
  }
  const buffer = await book.xlsx.writeBuffer();
  return new Uint8Array(buffer as ArrayBuffer);
}

/**
 * A print area as exceljs takes it: it puts "$" before each corner itself, so "A$1:K$81" becomes
 * the absolute "$A$1:$K$81" (given "A1:K81" it writes "$A1:$K81", which LibreOffice ignores).
 */
function exceljsArea(area: string): string {
  const r = parseRange(area);
  const corner = (row: number, column: number) => `${columnLetters(column)}$${row + 1}`;
  return `${corner(r.row, r.column)}:${corner(r.row + r.rows - 1, r.column + r.columns - 1)}`;
}

function eachCell(sheet: ExcelJS.Worksheet, range: string, f: (cell: ExcelJS.Cell) => void): void {
  const r = parseRange(range);
  for (let y = 0; y < r.rows; y++)
    for (let x = 0; x < r.columns; x++) f(sheet.getCell(r.row + y + 1, r.column + x + 1));
}
