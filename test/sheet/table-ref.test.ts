/** Structured references to the tournament sheet's table (src/sheet/table-ref.ts, D324). */
import {
  type TableGeometry,
  renameTableRefs,
  structuredRef,
  structuredToA1,
} from "../../src/sheet/table-ref";
import { writePlan } from "../../src/sheet/adapter";
import { buildTournamentSheet } from "../../src/sheet/tournament-sheet";
import { example5Sheet, functionBook, ratingsTable } from "./tournament-helpers";

// RULES §1.3 example 5's sheet: the crosstable's header in row 10 (0-based 9), six players,
// No … R5 in A:I, the D289 mark in J, Register in K (test/sheet/choices.test.ts' layout)
const TABLE: TableGeometry = {
  name: "Crosstable",
  headerRow: 9,
  column: 0,
  headers: ["No", "Name", "Rank", "Rating", "1", "2", "3", "4", "5", "·", "Register", "ID"],
  rows: 6,
};

test("a range of columns and one column, written as Excel writes them", () => {
  expect(structuredRef("Crosstable", "No", "5")).toBe("Crosstable[[No]:[5]]");
  expect(structuredRef("Crosstable", "Register")).toBe("Crosstable[Register]");
  // Excel's escapes: ' before [ ] # and ' (Microsoft, "Using structured references with Excel tables")
  expect(structuredRef("T", "a[b]#'c")).toBe("T[a'[b']'#''c]");
});

test("read as the A1 range of the data rows they stand for", () => {
  expect(structuredToA1('=TOURNAMENT.MGSZ(Crosstable[[No]:[5]],$B$5,"",Crosstable[Register])', [TABLE])).toBe(
    '=TOURNAMENT.MGSZ($A$11:$I$16,$B$5,"",$K$11:$K$16)',
  );
  // a table's name and its columns' as Excel compares them: whatever the letter case
  expect(structuredToA1("=F(crosstable[register])", [TABLE])).toBe("=F($K$11:$K$16)");
  expect(structuredToA1("=F(T[a'[b']'#''c])", [{ ...TABLE, name: "T", headers: ["x", "a[b]#'c"] }])).toBe(
    "=F($B$11:$B$16)",
  );
});

test("a reference to no table or column of the sheet, and a text, are left as they are", () => {
  expect(structuredToA1("=F(Other[No])", [TABLE])).toBe("=F(Other[No])");
  expect(structuredToA1("=F(Crosstable[Nope])", [TABLE])).toBe("=F(Crosstable[Nope])");
  expect(structuredToA1('=F("Crosstable[No]")', [TABLE])).toBe('=F("Crosstable[No]")');
});

test("the formula with the name the table got", () => {
  expect(
    renameTableRefs('=F(Crosstable[[No]:[5]],Crosstable[K],"Crosstable[K]")', "Crosstable", "Crosstable2"),
  ).toBe('=F(Crosstable2[[No]:[5]],Crosstable2[K],"Crosstable[K]")');
});

describe("written into Excel (the adapter) and evaluated in memory", () => {
  test("a second sheet's formulas name the table as it was made unique, and give the same figures", async () => {
    // RULES §1.3 example 5's sheet twice in one workbook: the second table is Crosstable_2
    // (uniqueTableName's rule), and each sheet's formulas refer to their own
    const book = functionBook();
    const build = buildTournamentSheet(example5Sheet());
    const first = await writePlan(book.context(), build.plan);
    const second = await writePlan(book.context(), build.plan);
    expect([first.tableNames, second.tableNames]).toEqual([["Crosstable"], ["Crosstable_2"]]);
    const anchor = build.layout.ratingsAnchor;
    expect(book.cell(first.sheetName, anchor)?.formula).toBe("=TOURNAMENT.MGSZ(Crosstable[[No]:[R5]],$B$5)");
    expect(book.cell(second.sheetName, anchor)?.formula).toBe(
      "=TOURNAMENT.MGSZ(Crosstable_2[[No]:[R5]],$B$5)",
    );
    // XY's 1947 → 1963 (RULES §1.3 example 5), on both sheets and in the plan's own evaluation
    const xy = (sheet: string) => ratingsTable(book, sheet, build)[0]?.["Rating after"];
    expect([xy(first.sheetName), xy(second.sheetName)]).toEqual([1963, 1963]);
    expect(build.players[0]).toMatchObject({ ratingAfter: 1963 });
  });
});
