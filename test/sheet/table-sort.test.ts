/**
 * D289: the sheet's Excel table spans the crosstable and the columns beside it (Register, K, IDs),
 * so that sorting it in Excel moves a player's Register and K with his row. Before, the table
 * ended at the crosstable: sorted, RULES §1.3 example 5's new player XY (Register ✓: rank 5k, D24)
 * lost his switch to E, who was rated from 5k without a word (found by sorting the table's rows
 * in the in-memory workbook). The figures compared are the sheet's own before the sort.
 */
import { recalculateActiveSheet } from "../../src/sheet/actions";
import { writePlan } from "../../src/sheet/adapter";
import { columnLetters, parseRange } from "../../src/sheet/a1";
import { CROSSTABLE_END } from "../../src/sheet/layout";
import { buildTournamentSheet } from "../../src/sheet/tournament-sheet";
import { functionBook, mgszSheetRequest, newPlayerExample, ratingsTable } from "./tournament-helpers";

async function sheetOfExample() {
  const book = functionBook();
  const build = buildTournamentSheet(
    mgszSheetRequest(newPlayerExample(), { choices: { register: new Map([[0, true]]) } }),
  );
  const { sheetName } = await writePlan(book.context(), build.plan, { checkboxes: false });
  return { book, build, sheet: sheetName };
}

/** The rows of `range` (its header row kept) in reverse order, as Excel's sort writes them. */
function reverseRows(book: ReturnType<typeof functionBook>, sheet: string, range: string): void {
  const r = parseRange(range);
  const last = columnLetters(r.column + r.columns - 1);
  const body = `${columnLetters(r.column)}${r.row + 2}:${last}${r.row + r.rows}`;
  const rows = book.valuesOf(sheet, body);
  rows
    .reverse()
    .forEach((row, y) =>
      row.forEach((v, x) => book.typeInto(sheet, `${columnLetters(r.column + x)}${r.row + 2 + y}`, v)),
    );
}

const byName = (rows: Record<string, unknown>[]) =>
  Object.fromEntries(rows.map((r) => [String(r["Name"]), [r["Rank before"], r["Rating after"]]]));

describe("D289: the Excel table and a sort", () => {
  test("the table spans the Register column, and its gap column is headed by the mark", async () => {
    const { book, build, sheet } = await sheetOfExample();
    const [table] = build.plan.tables ?? [];
    const r = parseRange(table?.range ?? "");
    // Example 5: No..R5 in A..I, the mark in J, Register in K, then the ID column
    const header = book.valuesOf(sheet, `A9:${columnLetters(r.columns - 1)}9`)[0] ?? [];
    expect(header.slice(8, 11)).toEqual(["R5", CROSSTABLE_END, "Register"]);
    expect(header).toContain("ID");
  });

  test("sorted in Excel, every player keeps his Register, his rank and his rating", async () => {
    const { book, build, sheet } = await sheetOfExample();
    const before = byName(ratingsTable(book, sheet, build));
    // XY enters the register: 5k (D24; test/sheet/choices.test.ts)
    expect(before["XY"]).toEqual(["5k", expect.any(Number)]);
    reverseRows(book, sheet, build.plan.tables?.[0]?.range ?? "");
    expect(book.valuesOf(sheet, "A10:B10")).toEqual([[6, "E"]]);
    expect(byName(ratingsTable(book, sheet, build))).toEqual(before);
    const again = await recalculateActiveSheet(book.context());
    expect(again.ok).toBe(true);
    expect(byName(ratingsTable(book, sheet, build))).toEqual(before);
  });

  test("a sheet written before the mark (a blank gap column) reads as before", async () => {
    const { book, build, sheet } = await sheetOfExample();
    const before = byName(ratingsTable(book, sheet, build));
    book.typeInto(sheet, "J9", "");
    const again = await recalculateActiveSheet(book.context());
    expect(again.ok).toBe(true);
    expect(byName(ratingsTable(book, sheet, build))).toEqual(before);
  });
});
