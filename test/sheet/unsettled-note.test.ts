/**
 * D54's note block: a sheet created to rate without the games whose result is not known or
 * agreed lists them under everything else, in the sheet's language, printed with the rest;
 * Recalculate rewrites it from the crosstable as it now stands. The games are the trap files'
 * (test/fixtures/traps/unknown-both-h9: round 5 of players 1 and 2 with `?` on both sides;
 * unknown-round3-opengotha: round 3's nine results RESULT_UNKNOWN), named as the CLI names them
 * (their trap.json).
 */
import { parseCell } from "../../src/sheet/a1";
import { recalculateActiveSheet } from "../../src/sheet/actions";
import { writePlan } from "../../src/sheet/adapter";
import { SPARE_ROWS } from "../../src/sheet/layout";
import type { Block } from "../../src/sheet/plan";
import type { TournamentSheetRequest } from "../../src/sheet/request";
import { type SheetLanguage, SHEET_TEXTS } from "../../src/sheet/texts";
import { buildTournamentSheet } from "../../src/sheet/tournament-sheet";
import { ReadGrid } from "../../src/sheet/read-grid";
import { CONTINUED, findNote, rewriteNote, wrapNote } from "../../src/sheet/unsettled-note";
import { columnsForText } from "../../src/sheet/layout";
import { example5, fixtureTournament, functionBook } from "./tournament-helpers";
import { noteLines } from "./note-rows";

const H9 = "traps/unknown-both-h9";
const OG = "traps/unknown-round3-opengotha";
const H9_GAME = "Mizessyn François (1) – Feldmann Denis (2)";

function request(dir: string, language: SheetLanguage = "en", acceptUnknown = true): TournamentSheetRequest {
  return {
    tournament: fixtureTournament(dir),
    fileName: dir.endsWith("h9") ? "input.h9" : "input.xml",
    params: { system: "mgsz", multiplier: 30 },
    tiebreaks: [],
    language,
    acceptUnknown,
  };
}

/** The plan's note block (found by its title in any language), or undefined. */
function noteOf(blocks: readonly Block[]): Block | undefined {
  const titles = Object.values(SHEET_TEXTS).map((tx) => tx.unsettledNote);
  return blocks.find((b) => {
    const c = b.rows[0]?.[0];
    return c?.kind === "text" && titles.includes(c.text);
  });
}

const linesOf = (b: Block | undefined): string[] =>
  noteLines((b?.rows ?? []).map((r) => (r[0]?.kind === "text" ? r[0].text : ""))).map(String);

/** The note's D54 part: its lines up to the engine's notes (their titles, any language). */
function gamesOf(b: Block | undefined): string[] {
  const engine = Object.values(SHEET_TEXTS).flatMap((tx) => [tx.startNotes, tx.crosstableNotes]);
  const lines = linesOf(b);
  const end = lines.findIndex((l) => engine.includes(l));
  return end < 0 ? lines : lines.slice(0, end);
}

/** The last row (1-based) of an A1 print area "A1:O65". */
const areaEnd = (area: string | undefined): number => Number(/(\d+)$/.exec(area ?? "")?.[1]);

/** Column A's texts from `first` (1-based) for `rows` rows of a written sheet. */
function columnA(
  book: ReturnType<typeof functionBook>,
  sheet: string,
  first: number,
  rows: number,
): unknown[] {
  return Array.from({ length: rows }, (_, i) => book.cell(sheet, `A${first + i}`)?.value ?? "");
}

describe("Create: the note block (D54)", () => {
  test("h9 trap: under the ratings spill and its spare rows, one row for the game, printed", () => {
    const build = buildTournamentSheet(request(H9));
    const note = noteOf(build.plan.blocks);
    expect(linesOf(note)).toEqual([
      "Rated without these games (result not known or agreed)",
      `Round 5, ${H9_GAME}: the result is not known`,
    ]);
    // 14 players: the ratings spill is its header and 14 rows from the anchor, then SPARE_ROWS
    const anchor = parseCell(build.layout.ratingsAnchor);
    expect(parseCell(note?.at ?? "A1")).toEqual({ row: anchor.row + 15 + SPARE_ROWS, column: 0 });
    expect(build.plan.bold).toContain(note?.at);
    // the print area runs through the note's last row (1-based: its title's row + 1 + 1)
    expect(areaEnd(build.plan.print?.area)).toBe(anchor.row + 15 + SPARE_ROWS + 2);
  });

  test("OpenGotha trap: the nine games of round 3, in the order the CLI lists them", () => {
    const lines = gamesOf(noteOf(buildTournamentSheet(request(OG)).plan.blocks));
    expect(lines).toHaveLength(10);
    expect(lines[1]).toBe("Round 3, Marz Michael (1) – Urban Alexandra (12): the result is not known");
    expect(lines).toContain("Round 3, Marz Ferdinand (17) – Koncsek Barna (18): the result is not known");
  });

  test.each([
    [
      "hu",
      "Az értékszámítás e játszmák nélkül készült (az eredmény nem ismert vagy vitatott)",
      `5. forduló, ${H9_GAME}: az eredmény nem ismert`,
    ],
    [
      "ru",
      "Рейтинг посчитан без этих партий (результат неизвестен или спорный)",
      `Тур 5, ${H9_GAME}: результат неизвестен`,
    ],
    [
      "en",
      "Rated without these games (result not known or agreed)",
      `Round 5, ${H9_GAME}: the result is not known`,
    ],
  ] as const)("in %s: the title and the game in the sheet's language", (lang, title, game) => {
    expect(linesOf(noteOf(buildTournamentSheet(request(H9, lang)).plan.blocks))).toEqual([title, game]);
  });

  test("FIDE: example 5 with round 1 claimed by both (XY's cell 2+/w0), the contested game noted", () => {
    const t = example5();
    const players = t.players.map((p, i) =>
      i === 0
        ? {
            ...p,
            results: p.results.map((e, r) =>
              r === 0 && e.kind === "game" ? { ...e, score: 2 as const } : e,
            ),
          }
        : p,
    );
    const build = buildTournamentSheet({
      tournament: { ...t, players },
      fileName: "example5.csv",
      params: { system: "fide", ruleset: "FIDE2024" },
      tiebreaks: ["CHESS"],
      language: "en",
      acceptUnknown: true,
    });
    // then the engine's note, as rate prints it (src/i18n/notes.ts fideKAssumed: example 5's six
    // players have a rating and no K, D9)
    expect(linesOf(noteOf(build.plan.blocks))).toEqual([
      "Rated without these games (result not known or agreed)",
      "Round 1, XY (1) – A (2): both claim the win",
      "The starts, as the file and the rating list gave them when the sheet was created",
      "K of 6 players by the rules (10 once 2400 was reached, 40 for juniors who never reached 2300, else 20), assuming 30 or more rated games before the event; give K or a list with a k column to change it",
    ]);
  });

  test("no note when no game is left out, the checkbox ticked or not; the print area as before", () => {
    const ex5 = (acceptUnknown: boolean): TournamentSheetRequest => ({
      tournament: example5(),
      fileName: "example5.csv",
      params: { system: "mgsz", multiplier: 30 },
      fileRatings: true,
      tiebreaks: [],
      language: "en",
      acceptUnknown,
    });
    const ticked = buildTournamentSheet(ex5(true));
    expect(noteOf(ticked.plan.blocks)).toBeUndefined();
    expect(ticked.plan.print?.area).toBe(buildTournamentSheet(ex5(false)).plan.print?.area);
  });
});

describe("Recalculate: the note rewritten (D54)", () => {
  async function written(req: TournamentSheetRequest) {
    const build = buildTournamentSheet(req);
    const book = functionBook();
    const { sheetName } = await writePlan(book.context(), build.plan);
    const at = parseCell(noteOf(build.plan.blocks)?.at ?? build.layout.ratingsAnchor).row + 1;
    return { build, book, sheetName, at };
  }

  test("unchanged, the note stays as it is", async () => {
    const { book, sheetName, at } = await written(request(H9));
    expect((await recalculateActiveSheet(book.context())).ok).toBe(true);
    expect(columnA(book, sheetName, at, 3)).toEqual([
      "Rated without these games (result not known or agreed)",
      `Round 5, ${H9_GAME}: the result is not known`,
      "",
    ]);
  });

  test("h9: the director enters the one result, the note goes and the print area ends at the ratings", async () => {
    const { build, book, sheetName, at } = await written(request(H9));
    // the crosstable from row 10: player 1 in row 10, player 2 in row 11, round 5 in column I
    expect([book.cell(sheetName, "I10")?.value, book.cell(sheetName, "I11")?.value]).toEqual(["2?", "1?"]);
    book.typeInto(sheetName, "I10", "2+");
    book.typeInto(sheetName, "I11", "1-");
    const result = await recalculateActiveSheet(book.context());
    expect(result.ok).toBe(true);
    expect(columnA(book, sheetName, at, 2)).toEqual(["", ""]);
    // the ratings spill: its header and 14 rows from the anchor
    const anchor = parseCell(build.layout.ratingsAnchor);
    expect(areaEnd(book.sheet(sheetName)?.print?.area)).toBe(anchor.row + 15);
  });

  test("h9: a game of round 4 made unknown on the sheet joins the note, before round 5's", async () => {
    const { book, sheetName, at } = await written(request(H9));
    // player 1's round 4 (column H) against player 4 (row 13): "4+" and "1-" in the file (whose
    // Latin-1 bytes name player 4 "Lamôle")
    expect([book.cell(sheetName, "H10")?.value, book.cell(sheetName, "H13")?.value]).toEqual(["4+", "1-"]);
    book.typeInto(sheetName, "H10", "4?");
    book.typeInto(sheetName, "H13", "1?");
    expect((await recalculateActiveSheet(book.context())).ok).toBe(true);
    expect(columnA(book, sheetName, at, 4)).toEqual([
      "Rated without these games (result not known or agreed)",
      "Round 4, Mizessyn François (1) – Lamôle Laurent (4): the result is not known",
      `Round 5, ${H9_GAME}: the result is not known`,
      "",
    ]);
    expect(areaEnd(book.sheet(sheetName)?.print?.area)).toBe(at + 2);
  });

  test.each(["en", "hu", "ru"] as const)(
    "OpenGotha in %s: one of the nine games entered, eight left, the ninth row emptied",
    async (lang) => {
      const { book, sheetName, at } = await written(request(OG, lang));
      // the title and nine games, then the engine's notes on the starts: its title, the file's
      // EGD ratings not used (D64) and five players whose declared rank is the committee's (D24)
      // (a note longer than the print area is wide is cut into rows: wrapNote)
      const rowsBefore = columnA(book, sheetName, at, 24).filter((v) => v !== "");
      const before = noteLines(rowsBefore);
      expect(before).toHaveLength(17);
      expect(before[10]).toBe(SHEET_TEXTS[lang].startNotes);
      // Marz Michael (1) – Urban Alexandra (12), round 3 (column G); rows 10 and 21
      const [a, b] = [book.cell(sheetName, "G10")?.value, book.cell(sheetName, "G21")?.value];
      expect([a, b]).toEqual(["12?/b0", "1?/w0"]);
      book.typeInto(sheetName, "G10", "12+/b0");
      book.typeInto(sheetName, "G21", "1-/w0");
      expect((await recalculateActiveSheet(book.context())).ok).toBe(true);
      // the starts' notes kept as Create wrote them (Recalculate has neither file nor list)
      const after = columnA(book, sheetName, at, 24);
      // one row fewer (the entered game's), the row after the note emptied
      expect(after.slice(rowsBefore.length - 1)).toEqual(Array(24 - rowsBefore.length + 1).fill(""));
      expect(noteLines(after.filter((v) => v !== ""))).toEqual([before[0], ...before.slice(2, 17)]);
      expect(areaEnd(book.sheet(sheetName)?.print?.area)).toBe(at + rowsBefore.length - 2);
    },
  );

  test("a sheet created with the checkbox and no such game gets the note under everything", async () => {
    const { build, book, sheetName } = await written({
      tournament: example5(),
      fileName: "example5.csv",
      params: { system: "mgsz", multiplier: 30 },
      fileRatings: true,
      tiebreaks: [],
      language: "en",
      acceptUnknown: true,
    });
    // RULES §1.3 example 5: XY in row 10, A in row 11, round 1 in column E
    book.typeInto(sheetName, "E10", "2?/w0");
    book.typeInto(sheetName, "E11", "1?/b0");
    expect((await recalculateActiveSheet(book.context())).ok).toBe(true);
    const area = book.sheet(sheetName)?.print?.area;
    const last = areaEnd(area);
    const anchor = parseCell(build.layout.ratingsAnchor);
    // under the ratings spill (6 players) and its spare rows
    expect(last).toBeGreaterThan(anchor.row + 7 + SPARE_ROWS);
    expect(columnA(book, sheetName, last - 1, 2)).toEqual([
      "Rated without these games (result not known or agreed)",
      "Round 1, XY (1) – A (2): the result is not known",
    ]);
  });
});

describe("rewriteNote: where Recalculate writes the note (D54)", () => {
  const TITLE = SHEET_TEXTS.hu.unsettledNote;
  /** Column A of a sheet: rows 0-9 something, the note's title in row 12 and two games under it. */
  function grid(): ReadGrid {
    const a: string[] = [...Array<string>(10).fill("x"), "", "", TITLE, "game 1", "game 2"];
    const values = a.map((v) => [v]);
    return new ReadGrid({
      sheetName: "S",
      row: 0,
      column: 0,
      rows: a.length,
      columns: 1,
      values,
      formulas: values,
      numberFormat: values.map(() => ["General"]),
    });
  }

  test("found by its title in any language; the rows after the new lines emptied", () => {
    expect(findNote(grid(), 0)).toEqual({ row: 12, rows: 3 });
    const u = rewriteNote(grid(), 0, 9, ["T", "one game"]);
    expect(u.blocks.map((b) => [b.at, linesOf(b)])).toEqual([
      ["A15", [""]],
      ["A13", ["T", "one game"]],
    ]);
    // the old rows made plain first (a title row may now hold a line), then the new title bold
    expect(u).toMatchObject({ plain: ["A13:A15"], bold: ["A13"], last: 13 });
  });

  test("a ratings spill that now reaches it: emptied where it was, written under everything", () => {
    // the spill's last row 12 (the title's): the note goes under the read's last row (14) and
    // the spare rows a spill may grow into
    const u = rewriteNote(grid(), 0, 12, ["T", "one game"]);
    expect(u.blocks.map((b) => [b.at, linesOf(b)])).toEqual([
      ["A13", ["", "", ""]],
      [`A${14 + 1 + SPARE_ROWS + 1}`, ["T", "one game"]],
    ]);
  });

  test("no game left: the note emptied, no print area row", () => {
    const u = rewriteNote(grid(), 0, 9, []);
    expect(u.blocks.map((b) => [b.at, linesOf(b)])).toEqual([["A13", ["", "", ""]]]);
    expect(u.last).toBeUndefined();
  });
});

describe("wrapNote: a long note is cut into rows, never widening the print area", () => {
  // layout.ts's estimate: 6 points a character and 10 of padding; 48 points a default column,
  // so three columns hold a row of (3 × 48 − 10) / 6 = 22 characters
  const line = "Player 11 starts at 1388, below 1400, the lowest rating FIDE2024 publishes";

  test("each row fits, the rows after a line's first begin with CONTINUED, read back as the line", () => {
    const rows = wrapNote(["Title", line], 3, []);
    expect(rows[0]).toBe("Title");
    expect(rows.length).toBeGreaterThan(2);
    for (const r of rows) expect(columnsForText(0, r, [])).toBeLessThanOrEqual(3);
    expect(rows.slice(2).every((r) => r.startsWith(CONTINUED))).toBe(true);
    expect(noteLines(rows)).toEqual(["Title", line]);
  });

  test("a line that fits stays whole; a word longer than the width keeps its own row", () => {
    expect(wrapNote([line], 40, [])).toEqual([line]);
    const long = "x".repeat(60);
    expect(wrapNote([`a ${long} b`], 3, [])).toEqual(["a", `${CONTINUED}${long}`, `${CONTINUED}b`]);
  });

  test("sheet: trf-tiebreakserver's notes (D78's among them) print within the crosstable's columns", () => {
    // A1:U… as the sheet of the same file is printed without a note block (U: its last column,
    // the Sex column, D357; T before it had one)
    const build = buildTournamentSheet({
      tournament: fixtureTournament("trf-tiebreakserver-swiss-with-many-unplayed-rounds"),
      fileName: "input.trf",
      params: { system: "fide", ruleset: "FIDE2024" },
      tiebreaks: [],
      language: "ru",
    });
    expect(build.plan.print?.area).toMatch(/^A1:U\d+$/);
  });
});
