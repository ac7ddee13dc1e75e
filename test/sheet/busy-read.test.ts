/**
 * Reading after calculation: Excel calculates custom functions asynchronously and a cell reads
 * #BUSY! meanwhile (ExcelApi's BusyErrorCellValue). The fake workbook does the same with a
 * `calculationDelay`; src/sheet's reads wait and read again, never taking #BUSY! for a value.
 */
import { FUNCTIONS } from "../../src/functions/registry";
import { describeError } from "../../src/sheet/messages";
import { SheetReadError } from "../../src/sheet/excel-errors";
import { readUsedRange, readUsedRanges } from "../../src/sheet/sheet-read";
import { FakeWorkbook } from "./fake-workbook";

/** A rating list whose ratings are formulas of the add-in's functions, calculated after `delay` ms. */
function listBook(delay: number): FakeWorkbook {
  return new FakeWorkbook({
    functions: FUNCTIONS,
    calculationDelay: delay,
    sheets: [
      {
        name: "Ratings",
        rows: [
          ["Name", "Rating"],
          // MGSZ.CORRECTED with no stones is the rating itself (RULES §1.1)
          ["Kovács Anna", "=MGSZ.CORRECTED(2105,0)"],
          ["Nagy Béla", 1850],
        ],
      },
    ],
  });
}

test("the fake shows #BUSY! until the calculation is done, as Excel", async () => {
  const book = listBook(20);
  expect(book.valuesOf("Ratings", "B2:B3")).toEqual([["#BUSY!"], [1850]]);
  await book.calculated();
  expect(book.valuesOf("Ratings", "B2:B3")).toEqual([[2105], [1850]]);
});

test("a read that finds #BUSY! waits and reads again: the calculated value, never #BUSY!", async () => {
  const book = listBook(30);
  const read = await readUsedRange(book.context(), "Ratings");
  expect(read.values).toEqual([
    ["Name", "Rating"],
    ["Kovács Anna", 2105],
    ["Nagy Béla", 1850],
  ]);
  expect(book.syncCount).toBeGreaterThan(1); // read, waited, read again
});

test("a calculation that does not end: the read fails naming the cell, in the pane's language", async () => {
  const book = listBook(1);
  book.holdCalculation();
  const error = await readUsedRanges(book.context(), ["Ratings"], true, { waits: [1, 1] }).catch(
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SheetReadError);
  expect((error as Error).message).toBe(
    "Excel is still calculating 'Ratings'!B2 (#BUSY!): try again when the calculation is done. Nothing was changed.",
  );
  expect(describeError(error, "ru")).toMatch(/^Excel ещё вычисляет ячейку 'Ratings'!B2/);
  expect(book.syncCount).toBe(3); // the first read and the two waits' reads
  book.releaseCalculation();
  await book.calculated();
  expect(book.valuesOf("Ratings", "B2")).toEqual([[2105]]);
});
