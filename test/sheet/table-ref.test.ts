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
  // Excel's escapes: ' before [ ] # and ', inside the double brackets such characters require
  // (Microsoft, "Using structured references with Excel tables"; D371)
  expect(structuredRef("T", "a[b]#'c")).toBe("T[[a'[b']'#''c]]");
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

test("a reference to another table, and a text, are left as they are", () => {
  expect(structuredToA1("=F(Other[No])", [TABLE])).toBe("=F(Other[No])");
  expect(structuredToA1('=F("Crosstable[No]")', [TABLE])).toBe('=F("Crosstable[No]")');
});

// The sheet's crosstable headers in each language (src/sheet/texts.ts, src/results/headers.ts:
// "No"/"Sz."/"№", Register's "Nyilvántartásba", "В реестр", Reached once's "Egyszer elért",
// "Достигнуто один раз"), and names of Microsoft's examples ("No.", "Total $ Amount", "#OfItems")
describe("D371: each column's name in the form Excel requires", () => {
  test.each([
    ["Register", "Crosstable[Register]"],
    ["Reached once", "Crosstable[Reached once]"], // a space alone: single brackets (Microsoft)
    ["Nyilvántartásba", "Crosstable[Nyilvántartásba]"],
    ["Egyszer elért", "Crosstable[Egyszer elért]"],
    ["В реестр", "Crosstable[В реестр]"],
    ["Достигнуто один раз", "Crosstable[Достигнуто один раз]"],
    ["R5", "Crosstable[R5]"],
    ["5", "Crosstable[5]"],
    ["No.", "Crosstable[[No.]]"], // a period: double brackets
    ["Sz.", "Crosstable[[Sz.]]"],
    ["№", "Crosstable[[№]]"], // a sign, not a letter: double brackets, right in every reading
    ["SOSW-1", "Crosstable[[SOSW-1]]"],
    ["Total $ Amount", "Crosstable[[Total $ Amount]]"],
    ["% Commission", "Crosstable[[% Commission]]"], // Microsoft's own [@[% Commission]]
    ["#OfItems", "Crosstable[['#OfItems]]"], // # escaped by '
    ["it's", "Crosstable[[it''s]]"],
    ["a[b]", "Crosstable[[a'[b']]]"],
  ])("%p → %p, read back as that column", (header, written) => {
    expect(structuredRef("Crosstable", header)).toBe(written);
    const table = { ...TABLE, headers: ["x", header] };
    expect(structuredToA1(`=F(${written})`, [table])).toBe("=F($B$11:$B$16)");
  });

  test("a range of columns always in double brackets", () => {
    expect(structuredRef("Crosstable", "Sz.", "R5")).toBe("Crosstable[[Sz.]:[R5]]");
    expect(structuredRef("Results", "№", "Очки")).toBe("Results[[№]:[Очки]]");
  });

  test("a name no form holds exactly is refused, naming it", () => {
    expect(() => structuredRef("Crosstable", " No")).toThrow(
      /column " No" cannot be named in a formula exactly/,
    );
    expect(() => structuredRef("Crosstable", "@x")).toThrow(/column "@x" cannot be named/);
  });
});

describe("D372: every form of a reference to the sheet's table read", () => {
  const read = (ref: string): string => structuredToA1(`=F(${ref})`, [TABLE]);
  test.each([
    ["Crosstable[Register]", "$K$11:$K$16"],
    ["Crosstable[[Register]]", "$K$11:$K$16"],
    ["Crosstable[ [Register] ]", "$K$11:$K$16"], // spaces inside the outer brackets
    ["Crosstable[[No]:[5]]", "$A$11:$I$16"],
    ["Crosstable[[5]:[No]]", "$A$11:$I$16"], // the columns either way round, as Excel takes them
    ["Crosstable[]", "$A$11:$L$16"], // the data rows of every column
    ["Crosstable[#Data]", "$A$11:$L$16"],
    ["Crosstable[#Headers]", "$A$10:$L$10"],
    ["Crosstable[#All]", "$A$10:$L$16"],
    ["Crosstable[[#Headers],[Register]]", "$K$10:$K$10"],
    ["Crosstable[[#Data],[No]:[Rating]]", "$A$11:$D$16"],
    ["Crosstable[[#Headers], [#Data], [Register]]", "$K$10:$K$16"],
    ["CROSSTABLE[[#all],[ID]]", "$L$10:$L$16"], // names and keywords whatever their case
  ])("%p → %p", (ref, a1) => {
    expect(read(ref)).toBe(`=F(${a1})`);
  });

  test.each([
    ["Crosstable[Nope]", /Crosstable\[Nope\] is not read: the table has no column of that name/],
    ["Crosstable[[No]:[Nope]]", /the table has no column of that name/],
    ["Crosstable[@Register]", /names the formula's own row/],
    ["Crosstable[@[Register]]", /names the formula's own row/],
    ["Crosstable[[#This Row],[Register]]", /names the formula's own row/],
    ["Crosstable[#Totals]", /has no totals row/],
    ["Crosstable[[No]", /not in the form of Excel's structured references/],
    ["Crosstable[a#b]", /not in the form/],
    ["Crosstable[[Register],[K]]", /not in the form/], // two column items: no form of Excel's
    ["Crosstable[[Register]:[#Data]]", /not in the form/],
    ["Crosstable[[#Data],[#Totals],[#Headers]]", /has no totals row/],
    ["Crosstable[[#Headers],[#All]]", /not in the form/],
  ])("%p refused with a message naming it", (ref, message) => {
    expect(() => read(ref)).toThrow(message);
  });
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
