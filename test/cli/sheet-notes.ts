/**
 * Issue 24, "nothing wrong in silence": `rating-officer sheet` says the rating engine's notes as
 * `rate` says them (the same `note:` lines, src/cli/rate-print.ts `noteLines`), and the sheet it
 * writes holds them in its note block under the results, in the sheet's language: those on the
 * starts under one title, those on the new figures under another (src/sheet/unsettled-note.ts).
 * The texts are src/i18n/notes.ts's, with the figures `rate` prints for the same fixtures.
 */
import type ExcelJS from "exceljs";
import { SHEET_TEXTS } from "../../src/sheet/texts";
import { fixtureFile, firstWorksheet, run } from "./fake-io";
import { noteLines } from "../sheet/note-rows";

const WEEKEND = fixtureFile("opengotha-weekend");
const UNPLAYED = fixtureFile("trf-tiebreakserver-swiss-with-many-unplayed-rounds");

/** The `note:` lines of a command's standard error, the command's name left out. */
const notesOf = (stderr: string, command: string): string[] =>
  stderr
    .split("\n")
    .filter((l) => l.startsWith(`rating-officer ${command}: note: `))
    .map((l) => l.slice(`rating-officer ${command}: `.length));

/** Column A from the row of `title` (1-based) to the first empty cell, and that row. */
function blockFrom(s: ExcelJS.Worksheet, title: string): { row: number; lines: unknown[] } {
  let row = 0;
  s.eachRow((r, n) => {
    if (row === 0 && r.getCell(1).value === title) row = n;
  });
  const lines: unknown[] = [];
  for (let n = row; row > 0 && s.getCell(`A${n}`).value !== null; n++) lines.push(s.getCell(`A${n}`).value);
  return { row, lines: noteLines(lines) };
}

/** The engine's notes in the sheet: declared by sheet.test.ts, the one test file of `sheet --out`'s workbooks. */
export function sheetNotesTests(): void {
  describe("rating-officer sheet: the engine's notes (issue 24)", () => {
    test("opengotha-weekend under FIDE: the Go ratings not used (D64), said as rate says it, and on the sheet", async () => {
      const args = [WEEKEND, "--system", "fide"];
      const [rate, sheet] = await Promise.all([
        run(["rate", ...args]),
        run(["sheet", ...args, "--out", "t.xlsx"]),
      ]);
      expect(sheet.code).toBe(0);
      const said = notesOf(sheet.stderr, "sheet");
      // the same lines as rate's: 1 on the file's ratings and 21 players without a first rating
      expect(said).toEqual(notesOf(rate.stderr, "rate"));
      expect(said).toHaveLength(22);
      expect(sheet.stderr).toContain(
        "rating-officer sheet: note: The file is a Go tournament: the ratings it gives 21 players are Go ratings, not Elo, and are not used; players not on the rating list are unrated\n",
      );
      const s = await firstWorksheet(sheet.written.get("t.xlsx"));
      const { row, lines } = blockFrom(s, SHEET_TEXTS.en.startNotes);
      expect(lines.slice(0, 3)).toEqual([
        "The starts, as the file and the rating list gave them when the sheet was created",
        "The file is a Go tournament: the ratings it gives 21 players are Go ratings, not Elo, and are not used; players not on the rating list are unrated",
        "The ratings, as the crosstable now stands",
      ]);
      expect(lines[3]).toBe(
        'Player 1 "Marz Michael": unrated, no first rating published: no games against rated opponents',
      );
      // 2 titles and the 22 notes, printed: the print area runs through the last
      expect(lines).toHaveLength(24);
      expect(s.pageSetup.printArea).toMatch(new RegExp(`\\$?${row + 23}$`));
      expect([s.getCell(`A${row}`).font?.bold, s.getCell(`A${row + 2}`).font?.bold]).toEqual([true, true]);
    });

    test("trf-tiebreakserver under FIDE2024: player 11 starts at 1388 below the floor 1400 (D78), ends at 1394, in the sheet's language", async () => {
      const args = [UNPLAYED, "--system", "fide"];
      const [rate, sheet, hu] = await Promise.all([
        run(["rate", ...args]),
        run(["sheet", ...args, "--out", "t.xlsx"]),
        run(["sheet", ...args, "--lang", "hu", "--out", "hu.xlsx"]),
      ]);
      expect(sheet.code).toBe(0);
      expect(notesOf(sheet.stderr, "sheet")).toEqual(notesOf(rate.stderr, "rate"));
      expect(sheet.stderr).toContain(
        'rating-officer sheet: note: Player 11 "Player, 11": starts at 1388, below 1400, the lowest rating FIDE2024 publishes; rated from it as given: check that it is his Elo rating and not a national or club rating (correct it in the file, or give his starting rating)\n',
      );
      expect(sheet.stderr).toContain(
        'rating-officer sheet: note: Player 11 "Player, 11": 1394 is below 1400 and is not published (FIDE2024)\n',
      );
      const s = await firstWorksheet(sheet.written.get("t.xlsx"));
      // the K assumed for 8 players is about where the starts came from; then what the crosstable
      // gives: player 11's start below the floor (D78), then the figures
      expect(blockFrom(s, SHEET_TEXTS.en.startNotes).lines.slice(0, 4)).toEqual([
        "The starts, as the file and the rating list gave them when the sheet was created",
        "K of 8 players by the rules (10 once 2400 was reached, 40 for juniors who never reached 2300, else 20), assuming 30 or more rated games before the event; give K or a list with a k column to change it",
        "The ratings, as the crosstable now stands",
        'Player 11 "Player, 11": starts at 1388, below 1400, the lowest rating FIDE2024 publishes; rated from it as given: check that it is his Elo rating and not a national or club rating (correct it in the file, or give his starting rating)',
      ]);
      expect(blockFrom(s, SHEET_TEXTS.en.crosstableNotes).lines).toContain(
        'Player 11 "Player, 11": 1394 is below 1400 and is not published (FIDE2024)',
      );
      const h = await firstWorksheet(hu.written.get("hu.xlsx"));
      const figures = blockFrom(h, SHEET_TEXTS.hu.crosstableNotes).lines;
      expect(figures[0]).toBe("Az értékszámok a táblázat mostani állása szerint");
      // the title, player 11's start (D78), his 1394 and seven players without a first rating
      expect(figures).toHaveLength(1 + 1 + 8);
    });

    test("mahjong: twelve players without a level counted as 12 kyu (R4), and a shared place as given", async () => {
      // 12 results, places 3 and 3 shared (the officer's table as typed), no levels list
      const places = [1, 2, 3, 3, 5, 6, 7, 8, 9, 10, 11, 12];
      const csv = `place;player;points\n${places.map((p, i) => `${p};Player ${i + 1};${100 - i}`).join("\n")}\n`;
      const args = ["r.csv", "--system", "mahjong", "--sessions", "8"];
      const rate = await run(["rate", ...args], { "r.csv": csv });
      const sheet = await run(["sheet", ...args, "--release", "2026-12-01", "--out", "m.xlsx"], {
        "r.csv": csv,
      });
      expect(sheet.code).toBe(0);
      const said = notesOf(sheet.stderr, "sheet");
      expect(said).toEqual(notesOf(rate.stderr, "rate"));
      expect(said).toEqual([
        "note: 12 players without a level counted as 12 kyu",
        "note: Shared place 3 used as given (give the average of the tied positions, e.g. 3.5, to split NR)",
      ]);
      const s = await firstWorksheet(sheet.written.get("m.xlsx"));
      expect(blockFrom(s, SHEET_TEXTS.en.startNotes).lines).toEqual([
        "The starts, as the file and the rating list gave them when the sheet was created",
        "12 players without a level counted as 12 kyu",
        "The ratings, as the crosstable now stands",
        "Shared place 3 used as given (give the average of the tied positions, e.g. 3.5, to split NR)",
      ]);
    });

    test("nothing to say, no note block: two 1k players, their MGSZ ratings given (--file-ratings)", async () => {
      const csv = "No;Name;Rank;Rating;R1\n1;Alfa;1k;2050;2+/w0\n2;Beta;1k;2050;1-/b0\n";
      const r = await run(
        ["sheet", "x.csv", "--system", "mgsz", "--multiplier", "30", "--file-ratings", "--out", "t.xlsx"],
        { "x.csv": csv },
      );
      expect(r.code).toBe(0);
      expect(notesOf(r.stderr, "sheet")).toEqual([]);
      const s = await firstWorksheet(r.written.get("t.xlsx"));
      expect(blockFrom(s, SHEET_TEXTS.en.startNotes).row).toBe(0);
      expect(blockFrom(s, SHEET_TEXTS.en.crosstableNotes).row).toBe(0);
    });
  });
}
