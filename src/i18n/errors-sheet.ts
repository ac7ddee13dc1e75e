/**
 * The errors of the sheet's addresses and writes (src/sheet/a1.ts, chunks.ts): a column, row,
 * cell or range that is none of Excel's, a write larger than a request may be. A plan that
 * Excel would refuse is errors-plan.ts's (the plan checker's findings).
 */
import { HEADER_LABELS, type HeaderKey } from "./labels";
import { type Family } from "./message";

/** The parameters of each sheet error, by code. */
export interface SheetErrorParams {
  columnIndexOutside: { column: number; max: number };
  notColumn: { letters: string };
  columnBeyond: { letters: string };
  rowIndexOutside: { row: number; rows: number };
  notCellAddress: { address: string };
  rowOutside: { row: string; address: string; rows: number };
  rangeEmpty: { rows: number; columns: number };
  notRangeAddress: { address: string };
  /** D371: a table column's name no structured reference holds exactly (spaces at its ends, `@`). */
  tableRefHeader: { header: string };
  /** D372: a structured reference to the sheet's table not read: why (`form` none of Excel's). */
  tableRefUnread: { ref: string; reason: "form" | "this-row" | "totals" | "column" };
  budgetTooSmall: { budget: number; least: number };
  cellOverBudget: { cell: string; bytes: number; budget: number };
  /** A header row of a number parameter (src/systems) whose cell is no number within its bound. */
  headerNotNumber: { field: HeaderKey; value: string; lo: number; hi: number };
}

export const SHEET_ERRORS: Family<SheetErrorParams> = {
  en: {
    columnIndexOutside: (p) => `column index ${p.column} is outside A…XFD (0…${p.max})`,
    notColumn: (p) => `"${p.letters}" is not a column (A…XFD)`,
    columnBeyond: (p) => `column "${p.letters}" is beyond XFD`,
    rowIndexOutside: (p) => `row index ${p.row} is outside 1…${p.rows} (0-based ${p.rows - 1})`,
    notCellAddress: (p) => `"${p.address}" is not a cell address like B3`,
    rowOutside: (p) => `row ${p.row} in "${p.address}" is outside 1…${p.rows}`,
    rangeEmpty: (p) => `a range needs at least one row and one column, got ${p.rows}×${p.columns}`,
    notRangeAddress: (p) => `"${p.address}" is not a range address like B3:C7`,
    tableRefHeader: (p) =>
      `the table's column "${p.header}" cannot be named in a formula exactly (spaces at its ends or an @): rename the column`,
    tableRefUnread: (p) =>
      `${p.ref} is not read: ${
        p.reason === "form"
          ? "it is not in the form of Excel's structured references, such as Crosstable[K] or Crosstable[[No]:[Name]]"
          : p.reason === "this-row"
            ? "it names the formula's own row (@, #This Row), which a range argument does not take: name the column's data rows, such as Crosstable[K]"
            : p.reason === "totals"
              ? "the sheet's table has no totals row"
              : "the table has no column of that name: check the header row's texts"
      }`,
    budgetTooSmall: (p) => `byte budget ${p.budget} is too small for one write (at least ${p.least})`,
    cellOverBudget: (p) => `cell ${p.cell}: ${p.bytes} bytes exceed the budget of ${p.budget}`,
    headerNotNumber: (p) => `${HEADER_LABELS.en[p.field]}: "${p.value}" is not a number ${p.lo}..${p.hi}`,
  },
  hu: {
    columnIndexOutside: (p) => `a(z) ${p.column} oszlopindex nincs A…XFD (0…${p.max}) között`,
    notColumn: (p) => `„${p.letters}” nem oszlop (A…XFD)`,
    columnBeyond: (p) => `a(z) „${p.letters}” oszlop az XFD után van`,
    rowIndexOutside: (p) => `a(z) ${p.row} sorindex nincs 1…${p.rows} (0-tól ${p.rows - 1}) között`,
    notCellAddress: (p) => `„${p.address}” nem cellacím (pl. B3)`,
    rowOutside: (p) => `a(z) ${p.row}. sor („${p.address}”) nincs 1…${p.rows} között`,
    rangeEmpty: (p) => `egy tartomány legalább egy sor és egy oszlop, nem ${p.rows}×${p.columns}`,
    notRangeAddress: (p) => `„${p.address}” nem tartománycím (pl. B3:C7)`,
    tableRefHeader: (p) =>
      `a táblázat „${p.header}” oszlopa képletben nem nevezhető meg pontosan (szóköz a végein vagy @): nevezze át az oszlopot`,
    tableRefUnread: (p) =>
      `a(z) ${p.ref} hivatkozás nem olvasható: ${
        p.reason === "form"
          ? "nem az Excel strukturált hivatkozásainak alakja, mint Crosstable[K] vagy Crosstable[[No]:[Name]]"
          : p.reason === "this-row"
            ? "a képlet saját sorát nevezi meg (@, #This Row), amit tartomány-argumentum nem fogad: az oszlop adatsorait nevezze meg, pl. Crosstable[K]"
            : p.reason === "totals"
              ? "a lap táblázatának nincs összegsora"
              : "a táblázatnak nincs ilyen nevű oszlopa: ellenőrizze a fejléc szövegeit"
      }`,
    budgetTooSmall: (p) => `a(z) ${p.budget} bájtos keret kevés egy íráshoz (legalább ${p.least} kell)`,
    cellOverBudget: (p) => `${p.cell} cella: ${p.bytes} bájt, több a(z) ${p.budget} bájtos keretnél`,
    headerNotNumber: (p) => `${HEADER_LABELS.hu[p.field]}: „${p.value}” nem szám ${p.lo} és ${p.hi} között`,
  },
  ru: {
    columnIndexOutside: (p) => `индекс столбца ${p.column} вне A…XFD (0…${p.max})`,
    notColumn: (p) => `«${p.letters}» — не столбец (A…XFD)`,
    columnBeyond: (p) => `столбец «${p.letters}» за пределами XFD`,
    rowIndexOutside: (p) => `индекс строки ${p.row} вне 1…${p.rows} (с нуля ${p.rows - 1})`,
    notCellAddress: (p) => `«${p.address}» — не адрес ячейки вида B3`,
    rowOutside: (p) => `строка ${p.row} в «${p.address}» вне 1…${p.rows}`,
    rangeEmpty: (p) => `в диапазоне нужна хотя бы одна строка и один столбец, а не ${p.rows}×${p.columns}`,
    notRangeAddress: (p) => `«${p.address}» — не адрес диапазона вида B3:C7`,
    tableRefHeader: (p) =>
      `столбец таблицы «${p.header}» нельзя точно назвать в формуле (пробелы по краям или @): переименуйте столбец`,
    tableRefUnread: (p) =>
      `ссылка ${p.ref} не прочитана: ${
        p.reason === "form"
          ? "она не в форме структурированных ссылок Excel, таких как Crosstable[K] или Crosstable[[No]:[Name]]"
          : p.reason === "this-row"
            ? "она называет собственную строку формулы (@, #This Row), которую аргумент-диапазон не принимает: назовите строки данных столбца, например Crosstable[K]"
            : p.reason === "totals"
              ? "у таблицы листа нет строки итогов"
              : "в таблице нет столбца с таким именем: проверьте тексты строки заголовков"
      }`,
    budgetTooSmall: (p) => `лимит ${p.budget} байт мал для одной записи (нужно не меньше ${p.least})`,
    cellOverBudget: (p) => `ячейка ${p.cell}: ${p.bytes} байт больше лимита ${p.budget}`,
    headerNotNumber: (p) => `${HEADER_LABELS.ru[p.field]}: «${p.value}» — не число от ${p.lo} до ${p.hi}`,
  },
};
