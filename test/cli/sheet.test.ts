/**
 * `rating-officer sheet FILE --out FILE.xlsx`: the pane's tournament sheet as a file, through the
 * same plan, its formulas kept with the values the function table gives (src/sheet/evaluate.ts).
 * The file is read back with exceljs; LibreOffice's rendering is test/cli/sheet-pdf.slow.test.ts.
 * The other workbooks of the command (its notes, a registration list, the season's list) are
 * checked here too, declared in their own files: a test file that reads an .xlsx loads exceljs,
 * about 660 modules and 1.2–1.9 s of CPU, once per file.
 */
import ExcelJS from "exceljs";
import { type SheetLanguage, SHEET_TEXTS } from "../../src/sheet/texts";
import { EXAMPLE5 } from "../sheet/tournament-helpers";
import { fixtureFile, firstWorksheet as book, formulaCell, resultOf, run } from "./fake-io";
import { sheetNotesTests } from "./sheet-notes";
import { reachedOnceSheetTests } from "./sheet-reached-once";
import { registrationSheetTests } from "./sheet-registration";

describe("rating-officer sheet --out", () => {
  test("RULES §1.3 worked example 5 (C = 30): the formula kept, XY's 1963 stored beside it, as the pane's sheet", async () => {
    // example 5's ratings are MGSZ ratings (RULES §1.3): --file-ratings says so (D64)
    const args = ["sheet", "ex5.csv", "--system", "mgsz", "--multiplier", "30", "--file-ratings"];
    const r = await run([...args, "--out", "t.xlsx"], { "ex5.csv": EXAMPLE5 });
    expect(r.stderr).toMatch(/t\.xlsx: sheet "ex5", 6 players/);
    expect(r.code).toBe(0);
    const s = await book(r.written.get("t.xlsx"));
    // the layout of docs/taskpane.md: header block A2:C7, crosstable header in row 9, standings
    // title in row 17, its spill from A18 (6 players + header), ratings title after 3 spare rows
    expect(s.getCell("A1").value).toBe("ex5");
    expect(s.getCell("B5").value).toBe(30);
    expect(s.getCell("B10").value).toBe("XY");
    expect(s.getCell("E10").value).toBe("2-/w0");
    expect(s.getCell("E10").numFmt).toBe("@");
    const anchor = formulaCell(s, "TOURNAMENT.MGSZ(");
    expect((anchor.value as ExcelJS.CellFormulaValue).formula).toBe(
      "TOURNAMENT.MGSZ(Crosstable[[No]:[R5]],$B$5)",
    ); // D324: the table by name;
    expect(resultOf(anchor.value)).toBe("No"); // the spill's top-left: its header
    const row = Number(anchor.row) + 1;
    const header = (s.getRow(Number(anchor.row)).values as ExcelJS.CellValue[]).map(resultOf);
    const xy = (s.getRow(row).values as ExcelJS.CellValue[]).map(resultOf);
    // RULES §1.3 example 5: XY 1947, ΣJp +0.52, change +16, after 1963
    expect(xy[header.indexOf("Name")]).toBe("XY");
    expect(xy[header.indexOf("Rating before")]).toBe(1947);
    expect(xy[header.indexOf("ΣJp")]).toBe(0.52);
    expect(xy[header.indexOf("Change")]).toBe(16);
    expect(xy[header.indexOf("Rating after")]).toBe(1963);
    expect(s.getCell(row, header.indexOf("Change")).numFmt).toBe("+0;-0;0");
    // frozen header and names, print setup one page wide in black and white, widths from content
    expect(s.views[0]).toMatchObject({ state: "frozen", xSplit: 2, ySplit: 9 });
    expect(s.pageSetup).toMatchObject({
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      blackAndWhite: true,
    });
    // the print area to the Club and Country columns right of the ID column K (L, M; always
    // written, blank here: P45)
    expect(s.pageSetup.printArea).toMatch(/^\$?A\$?1:\$?M\$?\d+$/);
    expect([s.getCell("L9").value, s.getCell("M9").value]).toEqual(["Club", "Country"]);
    expect(s.getColumn(2).width).toBeGreaterThan(0);
  });

  test('a Hungarian sheet of a real OpenGotha file: every spill header Hungarian, the formulas pass "hu"', async () => {
    const r = await run([
      "sheet",
      fixtureFile("opengotha-weekend"),
      "--system",
      "mgsz",
      "--lang",
      "hu",
      "--out",
      "w.xlsx",
    ]);
    expect(r.code).toBe(0);
    const s = await book(r.written.get("w.xlsx"));
    const texts: string[] = [];
    const formulas: string[] = [];
    s.eachRow((row) =>
      row.eachCell((cell) => {
        const v = cell.value;
        if (typeof v === "string") texts.push(v);
        if (v !== null && typeof v === "object" && "formula" in v) {
          formulas.push(v.formula ?? "");
          if (typeof v.result === "string") texts.push(v.result);
        }
      }),
    );
    expect(texts).toEqual(
      expect.arrayContaining(["Végeredmény", "Új értékszámok", "Értékszám utána", "Hely"]),
    );
    expect(texts).not.toContain("Rating after");
    // "hu" last, or before TOURNAMENT.MGSZ's Register column (D24) when new players have one
    expect(
      formulas
        .filter((f) => f.startsWith("TOURNAMENT."))
        .every((f) => f.endsWith(',"hu")') || /^TOURNAMENT\.MGSZ\(.*,"hu",Crosstable\[[^\]]+\]\)$/.test(f)),
    ).toBe(true);
  });

  // D54: the trap files of issue 24 §1 with --accept-unknown: the games rated without are the
  // sheet's note block under everything, in the sheet's language, inside the print area (their
  // names and rounds as trap.json has the CLI say them)
  test.each([
    [
      "traps/unknown-both-h9",
      "en",
      "Rated without these games (result not known or agreed)",
      ["Round 5, Mizessyn François (1) – Feldmann Denis (2): the result is not known"],
    ],
    [
      "traps/unknown-both-h9",
      "ru",
      "Рейтинг посчитан без этих партий (результат неизвестен или спорный)",
      ["Тур 5, Mizessyn François (1) – Feldmann Denis (2): результат неизвестен"],
    ],
    [
      "traps/unknown-round3-opengotha",
      "hu",
      "Az értékszámítás e játszmák nélkül készült (az eredmény nem ismert vagy vitatott)",
      [
        "3. forduló, Marz Michael (1) – Urban Alexandra (12): az eredmény nem ismert",
        "3. forduló, Marz Ferdinand (17) – Koncsek Barna (18): az eredmény nem ismert",
      ],
    ],
  ])(
    "%s --accept-unknown --lang %s: the note block of the games left out",
    async (dir, lang, title, games) => {
      const args = ["sheet", fixtureFile(dir), "--system", "mgsz", "--lang", lang, "--accept-unknown"];
      const r = await run([...args, "--out", "n.xlsx"]);
      expect(r.code).toBe(0);
      const s = await book(r.written.get("n.xlsx"));
      let at = 0;
      s.eachRow((row, n) => {
        if (row.getCell(1).value === title) at = n;
      });
      expect(at).toBeGreaterThan(0);
      const block: unknown[] = [];
      for (let n = at + 1; s.getCell(`A${n}`).value !== null; n++) block.push(s.getCell(`A${n}`).value);
      // the games, up to the engine's notes that follow them (issue 24)
      const end = block.indexOf(SHEET_TEXTS[lang as SheetLanguage].startNotes);
      const lines = end < 0 ? block : block.slice(0, end);
      expect(lines).toEqual(expect.arrayContaining(games));
      // h9: the one game; OpenGotha: round 3's nine
      expect(lines).toHaveLength(dir.endsWith("h9") ? 1 : 9);
      expect(s.pageSetup.printArea).toMatch(new RegExp(`^\\$?A\\$?1:\\$?[A-Z]+\\$?${at + block.length}$`));
    },
  );

  test("bad requests are named and nothing is written", async () => {
    const noOut = await run(["sheet", "ex5.csv", "--system", "mgsz"], { "ex5.csv": EXAMPLE5 });
    expect(noOut.code).toBe(2);
    expect(noOut.stderr).toMatch(/give --out FILE\.xlsx/);
    const lang = await run(["sheet", "ex5.csv", "--system", "mgsz", "--lang", "de", "--out", "x.xlsx"], {
      "ex5.csv": EXAMPLE5,
    });
    expect(lang.stderr).toMatch(/--lang "de": expected en, hu or ru/);
    const foreign = await run(
      ["sheet", "ex5.csv", "--system", "fide", "--multiplier", "3", "--out", "x.xlsx"],
      {
        "ex5.csv": EXAMPLE5,
      },
    );
    expect(foreign.stderr).toMatch(/--multiplier applies to --system mgsz, not fide/);
    for (const r of [noOut, lang, foreign]) expect(r.written.size).toBe(0);
  });
});

sheetNotesTests();
registrationSheetTests();
reachedOnceSheetTests();
