/**
 * `rating-officer sheet LIST --rounds N`: a new tournament from a registration list (docs/pairing.md,
 * "In the sheet"). The fixture "pairing/registration" (SOURCES.txt) has ten players with a rank or a
 * rating, clubs and countries, and no rounds: the sheet gets N empty round columns, the Club and
 * Country columns, and its crosstable reads back as N rounds of nobody paired yet.
 */
import { fixtureFile, firstWorksheet as sheetOf, run } from "./fake-io";

const LIST = fixtureFile("pairing/registration");

/** A registration list's sheet: declared by sheet.test.ts, the one test file of `sheet --out`'s workbooks. */
export function registrationSheetTests(): void {
  describe("rating-officer sheet --rounds (a registration list)", () => {
    test("ten players, 5 rounds: an empty crosstable R1–R5, then Register, ID, Club and Country", async () => {
      const r = await run([
        "sheet",
        LIST,
        "--system",
        "mgsz",
        "--multiplier",
        "30",
        "--rounds",
        "5",
        // Nagy Béla's 1850 is an MGSZ rating (he has no rank): the officer says so (D64)
        "--file-ratings",
        "--out",
        "t.xlsx",
      ]);
      expect(r.stderr).toMatch(/t\.xlsx: sheet "input", 10 players/);
      expect(r.code).toBe(0);
      const s = await sheetOf(r.written.get("t.xlsx"));
      // docs/taskpane.md's MGSZ layout: the crosstable's header in row 9, R1–R5 in E–I, the blank
      // J, the new players' Register (K: no rating list, D24), then ID (L), First name (M, P40),
      // Club (N), Country (O).
      const header = ["A", "B", "C", "D", "E", "I", "K", "L", "M", "N", "O"].map(
        (c) => s.getCell(`${c}9`).value,
      );
      expect(header).toEqual([
        "No",
        "Name",
        "Rank",
        "Rating",
        "R1",
        "R5",
        "Register",
        "ID",
        "First name",
        "Club",
        "Country",
      ]);
      expect([s.getCell("A10").value, s.getCell("B10").value, s.getCell("C10").value]).toEqual([
        1,
        "Kovács Anna",
        "3d",
      ]);
      // Nagy Béla registered with a rating only: MGSZ's rank for it (RULES §1, the rank from the rating).
      expect(s.getCell("B12").value).toBe("Nagy Béla");
      expect(s.getCell("D12").value).toBe(1850);
      for (let row = 10; row <= 19; row++)
        for (const c of ["E", "F", "G", "H", "I"])
          expect([`${c}${row}`, s.getCell(`${c}${row}`).value ?? ""]).toEqual([`${c}${row}`, ""]);
      expect([s.getCell("M10").value, s.getCell("N10").value, s.getCell("O10").value]).toEqual([
        "Anna",
        "Pécs",
        "HU",
      ]);
      expect([s.getCell("N16").value ?? null, s.getCell("O16").value]).toEqual([null, "DE"]);
    });

    test("D76: MGSZ without a multiplier (the list states no time): the C cell left empty, said, exit 0", async () => {
      // Nagy Béla's 1850 is an MGSZ rating (he has no rank): --file-ratings says so (D64)
      const r = await run([
        "sheet",
        LIST,
        "--system",
        "mgsz",
        "--rounds",
        "5",
        "--file-ratings",
        "--out",
        "new.xlsx",
      ]);
      expect(r.stderr).toBe(
        "rating-officer sheet: note: The multiplier (C) is left empty: the file states no thinking time and has no games yet; fill it in the header once the time control is known (the new ratings need it)\n" +
          // the engine's notes, as rate prints them (src/i18n/notes.ts mgszForCommittee: the list's
          // 3d and 1k enter the register at 5k, 5.§ (5), D24)
          'rating-officer sheet: note: Player 1 "Kovács Anna": declared 3d, enters the register at 5k; a higher starting rank is the rating committee\'s decision\n' +
          'rating-officer sheet: note: Player 9 "Tóth Gábor": declared 1k, enters the register at 5k; a higher starting rank is the rating committee\'s decision\n' +
          'new.xlsx: sheet "input", 10 players\n',
      );
      expect(r.code).toBe(0);
      const s = await sheetOf(r.written.get("new.xlsx"));
      // docs/taskpane.md's MGSZ header: Multiplier C in row 5, its value in B
      expect([s.getCell("A5").value, s.getCell("B5").value]).toEqual(["Multiplier C", null]);
      expect(s.getCell("B5").numFmt).toBe("0");
      // a crosstable with games and no time still needs one (exit 2, as rate)
      const played = "No;Name;Rank;R1\n1;Alfa;1k;2+/w\n2;Beta;1k;1-/b\n";
      const games = await run(["sheet", "played.csv", "--system", "mgsz", "--out", "t.xlsx"], {
        "played.csv": played,
      });
      expect([games.code, games.written.size]).toEqual([2, 0]);
      expect(games.stderr).toMatch(/No multiplier: the file states no thinking time/);
    });

    test("without --rounds a registration list is refused, naming the option; --rounds out of range too", async () => {
      const none = await run(["sheet", LIST, "--system", "fide", "--out", "t.xlsx"]);
      expect([none.code, none.written.size]).toEqual([2, 0]);
      expect(none.stderr).toMatch(/no games \(a registration list\): give --rounds N/);
      const zero = await run(["sheet", LIST, "--system", "fide", "--rounds", "0", "--out", "t.xlsx"]);
      expect([zero.code, zero.written.size]).toEqual([2, 0]);
      expect(zero.stderr).toMatch(/--rounds "0": expected a whole number 1\.\.999/);
    });

    test("--rounds for a crosstable that has rounds is refused: its rounds are its own", async () => {
      const r = await run([
        "sheet",
        fixtureFile("opengotha-weekend"),
        "--system",
        "mgsz",
        "--rounds",
        "7",
        "--out",
        "t.xlsx",
      ]);
      expect([r.code, r.written.size]).toEqual([2, 0]);
      expect(r.stderr).toMatch(/has games in 5 rounds: it is a crosstable, not a registration list/);
    });

    test("a row of the list that cannot be read is named by its line and column", async () => {
      const r = await run(["sheet", "reg.csv", "--system", "mgsz", "--rounds", "3", "--out", "t.xlsx"], {
        "reg.csv": "Name;Rank;Rating\nKis;3k;\nNagy;;12x4\n",
      });
      expect([r.code, r.written.size]).toEqual([1, 0]);
      expect(r.stderr).toMatch(/line 3, column 3/);
    });
  });
}
