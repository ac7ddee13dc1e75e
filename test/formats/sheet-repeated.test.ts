/**
 * Issue 24 §3 on a tournament sheet: the sheet's crosstable reader runs the one repeated-player
 * check of every file reader (repeated-players.ts): one EGD PIN or FIDE ID on two rows is an
 * error at the second row's ID cell (D63), one name on two rows that no two IDs tell apart a
 * warning at its Name cell (D74). Recalculate and Pair refuse on the error, naming the cell.
 */
import { readSheetCrosstable, type SheetValue } from "../../src/formats/sheet-crosstable";
import { columnLetters } from "../../src/sheet/a1";
import { recalculateActiveSheet } from "../../src/sheet/actions";
import { writePlan } from "../../src/sheet/adapter";
import { type TournamentSheetRequest } from "../../src/sheet/request";
import { buildTournamentSheet } from "../../src/sheet/tournament-sheet";
import { example5Sheet, fixtureTournament, functionBook } from "../sheet/tournament-helpers";

// header row 1, then four players; column 6 (F) stands for the sheet's ID column
const RANGE: SheetValue[][] = [
  ["No", "Name", "Rank", "Rating", "R1"],
  [1, "Alpha Ann", "3d", 2100, "2+/w0"],
  [2, "Beta Bob", "2d", 2000, "1-/b0"],
  [3, "Gamma Gil", "1d", 1900, "4+/w0"],
  [4, "Delta Dan", "1k", 1800, "3-/b0"],
];
const ids = (values: SheetValue[], kind: "egd" | "fide" = "egd") => ({ kind, column: 6, values });
const repeats = (range: SheetValue[][], side?: ReturnType<typeof ids>) =>
  readSheetCrosstable(range, "", side).diagnostics.filter((d) => d.code.startsWith("duplicate-"));

describe("the sheet's crosstable reader (D63, D74)", () => {
  it("one EGD PIN on rows 2 and 4: an error at row 4, the ID column, naming both players", () => {
    const d = repeats(RANGE, ids(["ID", "12345678", "", 12345678, ""]));
    expect(d).toHaveLength(1);
    expect(d[0]).toMatchObject({ severity: "error", code: "duplicate-id", line: 4, column: 6 });
    // the range's rows are not the sheet's: the first player is named, the cell says where
    expect(d[0]?.message).toBe(
      "Crosstable row 4, column 6: EGD PIN 12345678 is given to two players, 'Alpha Ann' and 'Gamma Gil': one ID is one person; correct the ID of one of them (or, if they are one player entered twice, keep one row)",
    );
  });

  it("a FIDE ID likewise, named as one", () => {
    const d = repeats(RANGE, ids(["ID", "", "720011", "", "720011"], "fide"));
    expect(d.map((x) => [x.code, x.line, x.column])).toEqual([["duplicate-id", 5, 6]]);
    expect(d[0]?.detail).toMatch(/^FIDE ID 720011 is given to two players, 'Beta Bob' and 'Delta Dan'/);
  });

  it("two different IDs are no finding (the first test with one ID changed)", () => {
    expect(repeats(RANGE, ids(["ID", "12345678", "", "12345679", ""]))).toEqual([]);
  });

  it("one name on two rows, no ID: a warning at the second row's Name cell", () => {
    const range = RANGE.map((r) => r.map((c) => (c === "Delta Dan" ? "Beta Bob" : c)));
    const d = repeats(range);
    expect(d).toMatchObject([{ severity: "warning", code: "duplicate-name", line: 5, column: 2 }]);
    expect(d[0]?.detail).toBe(
      "the name 'Beta Bob' appears twice, with no ID to tell the two apart: one player entered twice? If they are two people, give each his ID",
    );
    // namesakes told apart by their IDs in the ID column are two people
    expect(repeats(range, ids(["ID", "", "12345678", "", "23456789"]))).toEqual([]);
  });
});

async function sheetOf(req: TournamentSheetRequest) {
  const book = functionBook();
  const { sheetName } = await writePlan(book.context(), buildTournamentSheet(req).plan);
  return { book, sheet: sheetName };
}

/** The crosstable's header row (A "No", B "Name") and its ID column's letters. */
function idColumn(book: ReturnType<typeof functionBook>, sheet: string): { row: number; id: string } {
  let row = 1;
  while (row < 40 && book.cell(sheet, `A${row}`)?.value !== "No") row++;
  for (let c = 0; c < 60; c++) {
    if (book.cell(sheet, `${columnLetters(c)}${row}`)?.value === "ID") return { row, id: columnLetters(c) };
  }
  throw new Error("no ID column");
}

describe("Recalculate refuses two rows with one ID, at the ID cell", () => {
  it("MGSZ (example 5, crosstable header in row 9): one EGD PIN on rows 10 and 12", async () => {
    const { book, sheet } = await sheetOf(example5Sheet());
    const { row, id } = idColumn(book, sheet);
    expect(row).toBe(9);
    expect((await recalculateActiveSheet(book.context())).ok).toBe(true);
    book.typeInto(sheet, `${id}10`, "12345678");
    book.typeInto(sheet, `${id}12`, "12345678");
    const r = await recalculateActiveSheet(book.context());
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems).toHaveLength(1);
    expect(r.problems[0]?.address).toBe(`'${sheet}'!${id}12`);
    expect(r.problems[0]?.message).toMatch(/^EGD PIN 12345678 is given to two players, 'XY' and 'B'/);
  });

  it("FIDE (RULES example 8.34): one FIDE ID, typed as a number and as text, on its first two rows", async () => {
    const { book, sheet } = await sheetOf({
      tournament: fixtureTournament("trf-rules-8-34"),
      fileName: "8-34.trf",
      params: { system: "fide", ruleset: "HU2017" },
      tiebreaks: ["PTS"],
      language: "en",
    });
    const { row, id } = idColumn(book, sheet);
    book.typeInto(sheet, `${id}${row + 1}`, 720011);
    book.typeInto(sheet, `${id}${row + 2}`, "720011");
    const r = await recalculateActiveSheet(book.context());
    if (r.ok) throw new Error("Recalculate rated two rows with one FIDE ID");
    expect(r.problems.map((p) => p.address)).toEqual([`'${sheet}'!${id}${row + 2}`]);
    expect(r.problems[0]?.message).toMatch(/^FIDE ID 720011 is given to two players/);
  });
});

describe("Recalculate says the crosstable's warnings, each at its cell, and rewrites the sheet", () => {
  it("MGSZ (example 5): one name on rows 10 and 12 without IDs is a warning at B12 (D74), not a refusal", async () => {
    const { book, sheet } = await sheetOf(example5Sheet());
    // RULES §1.3 example 5: XY in row 10, B in row 12 (the crosstable's header in row 9)
    const clean = await recalculateActiveSheet(book.context());
    if (!clean.ok) throw new Error("example 5's sheet was refused");
    expect(clean.warnings).toEqual([]);
    book.typeInto(sheet, "B12", "XY");
    const r = await recalculateActiveSheet(book.context());
    if (!r.ok) throw new Error("two namesakes refused the sheet");
    expect(r.warnings.map((w) => [w.address, w.text.code])).toEqual([[`'${sheet}'!B12`, "idPlayerTwice"]]);
    // the reader's words (the sheet-crosstable test above), its position left to the address
    expect(r.warnings[0]?.message).toBe(
      "the name 'XY' appears twice, with no ID to tell the two apart: one player entered twice? If they are two people, give each his ID",
    );
  });
});
