/**
 * The tournament sheet's plan for every system, written into the in-memory workbook whose
 * formulas call the add-in's own custom functions: the figures the sheet shows must be the
 * engine's (the same numbers `rating-officer rate` prints), and text from files stays text.
 */
import type { CalendarDate } from "../../src/core/common/date";
import { rateFideTournament } from "../../src/core/engines/fide";
import { rateMahjongTournament } from "../../src/core/engines/mahjong";
import { rateMgszTournament } from "../../src/core/engines/mgsz";
import { parseRuleSet } from "../../src/core/fide/rules";
import { chessStandings } from "../../src/core/tournament/chess-standings";
import { fullName } from "../../src/core/tournament/model";
import type { Tournament } from "../../src/core/tournament/model";
import { readMahjongResults, readRatingList } from "../../src/formats";
import { writePlan } from "../../src/sheet/adapter";
import { recalculateActiveSheet } from "../../src/sheet/actions";
import { readTrf } from "../../src/formats/trf";
import { SheetInputError, describe as describeMessage } from "../../src/sheet/messages";
import { columnLetters, parseRange } from "../../src/sheet/a1";
import { validatePlan } from "../../src/sheet/validate-plan";
import { SHEET_TEXTS } from "../../src/sheet/texts";
import { releaseBeforeLastDay } from "../../src/systems/mahjong";
import { dayOf } from "../../src/core/common/date";
import { SPARE_ROWS } from "../../src/sheet/layout";
import { type TournamentSheetRequest } from "../../src/sheet/request";
import { buildTournamentSheet } from "../../src/sheet/tournament-sheet";
import { criteriaOf, sheetTiebreaks } from "../../src/sheet/sheet-tiebreaks";
import { INJECTIONS } from "./sample-plan";
import { listedSheetMatches } from "./listed-sheet";
import {
  bigTournament,
  example5,
  fixtureTournament,
  functionBook,
  ratingsTable,
  sheetFixture,
  spillValues,
} from "./tournament-helpers";

const mgsz = (t: Tournament, extra: Partial<TournamentSheetRequest> = {}): TournamentSheetRequest => ({
  tournament: t,
  fileName: "event.h9",
  params: { system: "mgsz", multiplier: 30 },
  tiebreaks: ["MMS", "SOS", "SODOS"],
  language: "en",
  ...extra,
});

async function written(req: TournamentSheetRequest) {
  const build = buildTournamentSheet(req);
  const book = functionBook();
  const result = await writePlan(book.context(), build.plan);
  return { build, book, sheet: result.sheetName, result };
}

describe("MGSZ", () => {
  test("RULES §1.3 worked example 5: the sheet's formula gives XY 1947 → ΣJp 0.52 → +16 → 1963", async () => {
    const { build, book, sheet } = await written(
      mgsz(example5(), { fileName: "example5.csv", fileRatings: true }),
    );
    expect(validatePlan(build.plan).ok).toBe(true);
    const rows = ratingsTable(book, sheet, build);
    expect(rows[0]).toMatchObject({
      No: 1,
      Name: "XY",
      "Rating before": 1947,
      ΣJp: 0.52,
      Change: 16,
      "Rating after": 1963,
    });
    expect(build.players[0]).toMatchObject({ no: 1, name: "XY", ratingBefore: 1947, ratingAfter: 1963 });
  });

  test("the File cell: the file's name with its extension, or pasted text said so in the sheet's language", async () => {
    const t = example5();
    const picked = await written(mgsz(t, { fileName: "C:\\tournaments\\input.h9" }));
    expect(picked.book.cell(picked.sheet, "A3")?.value).toBe("File");
    expect(picked.book.cell(picked.sheet, "B3")?.value).toBe("input.h9");
    for (const language of ["en", "hu", "ru"] as const) {
      // Pasted text: no file name; a table without an event is titled in the sheet's language.
      const pasted = await written(mgsz({ ...t, name: "" }, { fileName: "", language }));
      expect(pasted.book.cell(pasted.sheet, "B3")?.value).toBe(SHEET_TEXTS[language].pasted);
      expect(pasted.book.cell(pasted.sheet, "A1")?.value).toBe(SHEET_TEXTS[language].untitled);
      expect(pasted.sheet).toBe(SHEET_TEXTS[language].untitled);
    }
    expect(["(pasted text)", "(beillesztett szöveg)", "(вставленный текст)"]).toEqual(
      (["en", "hu", "ru"] as const).map((l) => SHEET_TEXTS[l].pasted),
    );
  });

  test("an EGD table without a list: header block, crosstable as text, live figures equal to the engine", async () => {
    const t = fixtureTournament("egd-veterans");
    const { build, book, sheet } = await written(mgsz(t, { fileName: "veterans.h9" }));
    const engine = rateMgszTournament(t, { multiplier: 30 });
    const first = t.players[0] === undefined ? "" : fullName(t.players[0]);
    // Header block: labels in A, values in B (machine-readable for Recalculate).
    expect(book.valuesOf(sheet, "A1:A1")[0]?.[0]).toBe("Veterans");
    expect(book.valuesOf(sheet, "A2:C7")).toEqual([
      ["Dates", "2015-11-07 – 2015-11-08", ""],
      ["File", "veterans.h9", ""],
      ["System", "MGSZ", "MGSZ (Hungarian Go)"],
      ["Multiplier C", 30, ""],
      // D64: the file's EGD ratings are not used, the players start from their ranks
      ["Rating list", "none (the declared ranks)", ""],
      ["Tie-breaks", "MMS SOS SODOS", ""],
    ]);
    // Crosstable: No, Name, Rank, Rating, rounds in the cell grammar, all text cells Text.
    const [ct] = [build.layout.crosstable];
    expect(ct).toBe(`A9:I${9 + t.players.length}`);
    expect(book.valuesOf(sheet, "A9:I10")).toEqual([
      ["No", "Name", "Rank", "Rating", "R1", "R2", "R3", "R4", "R5"],
      [1, first, "3d", engine.players[0]?.ratingBefore, "5+", "6+", "10+", "4+", "2+"],
    ]);
    expect(book.cell(sheet, "E10")).toMatchObject({ numberFormat: "@", formula: null });
    expect(book.cell(sheet, "B10")).toMatchObject({ numberFormat: "@", formula: null });
    // The figures are formulas over the crosstable and the header block's multiplier.
    // Every player of this foreign table is new (§1.5): the Register column K (D24) says
    // whether each enters the register (none does: no country HU), and TOURNAMENT.MGSZ takes it.
    expect(book.cell(sheet, build.layout.ratingsAnchor)?.formula).toBe(
      `=TOURNAMENT.MGSZ(Crosstable[[No]:[R5]],$B$5,"",Crosstable[Register])`, // D324
    );
    // D286: written where the host has no checkboxes (writePlan's default), FALSE as ✗
    expect(book.valuesOf(sheet, "K9:K10")).toEqual([["Register"], ["✗"]]);
    expect(engine.players.every((p) => p.entry?.entersRegister === false)).toBe(true);
    // P35: the McMahon zero, floor, bar, absent value and rounding of the pairing block (Q2:R19,
    // right of ID, First name, Club and Country: L…O, P40)
    expect(book.cell(sheet, build.layout.standingsAnchor ?? "")?.formula).toBe(
      `=TOURNAMENT.STANDINGS(Crosstable[[No]:[R5]],$B$7,"","","",$R$12,$R$11,$R$10,"",$R$13,$R$14)`,
    );
    expect(book.valuesOf(sheet, "Q10:R14")).toEqual([
      ["McMahon zero", "30k"],
      ["McMahon floor", "20k"],
      ["McMahon bar", "4d"],
      ["McMahon points when absent", 0.5],
      ["Round down", false],
    ]);
    const rows = ratingsTable(book, sheet, build);
    expect(rows).toHaveLength(t.players.length);
    // one comparison of every player's row (the diff names the player's index)
    expect(rows).toMatchObject(
      engine.players.map((p) => ({
        "Rating before": p.ratingBefore,
        "Rank before": p.rankBefore,
        ΣJp: p.sumJp / 1000,
        Change: p.change,
        "Rating after": p.ratingAfter,
        "Rank after": p.rankAfter,
      })),
    );
    expect(build.players).toMatchObject(
      engine.players.map((p, i) => ({
        no: i + 1,
        ratingBefore: p.ratingBefore,
        ratingAfter: p.ratingAfter,
        rankAfter: p.rankAfter,
        matched: false,
      })),
    );
    // Standings: the header the function spills, the winner first.
    const standings = spillValues(book, sheet, build.layout.standingsAnchor ?? "", 2, 7);
    expect(standings[0]).toEqual(["Place", "No", "Name", "Rank", "MMS", "SOS", "SODOS"]);
    expect(standings[1]?.slice(0, 3)).toEqual([1, 1, first]);
    // Formats prepared on the spill areas, table, frozen header, widths, bold titles.
    const anchor = build.layout.ratingsAnchor;
    const row = Number(anchor.slice(1)) + 1;
    expect(book.cell(sheet, `F${row}`)?.numberFormat).toBe("0.000");
    expect(book.cell(sheet, `G${row}`)?.numberFormat).toBe("+0;-0;0");
    expect(book.tables).toEqual([
      expect.objectContaining({
        name: "Crosstable",
        // D289: the crosstable (A9:I23) and the columns beside it: J's mark, Register K .. countries O
        address: ct.replace(/I23$/u, "O23"),
        hasHeaders: true,
        style: "TableStyleLight1",
      }),
    ]);
    expect(book.sheet(sheet)?.freeze).toEqual({ rows: 9, columns: 2 });
    // Name (B) as wide as the longest name at 6 points a character plus 10 (layout.ts)
    const longestName = Math.max(...build.players.map((p) => p.name.length));
    expect(book.sheet(sheet)?.columnWidths.get(1)).toBe(longestName * 6 + 10);
    // Printing: 14 players (the fixture), 5 rounds → portrait; A:B on every page, the
    // crosstable's header row (9) not: it ends in row 23, on page 1 (D285); one page wide; the print area from A1 to the last ratings row,
    // 7 + 1 + 15 (crosstable) + 1 + 1 + 15 (standings) + 3 + 1 + 15 (ratings) = row 59 + the
    // title row … = A1:O60, L being the ID column (after the blank J right of R5 in I and the
    // Register column K), then the table's first names (M, P40), clubs (N) and countries (O).
    expect(book.sheet(sheet)?.print).toEqual({
      orientation: "Portrait",
      titleColumns: "$A:$B",
      area: `A1:O${9 + 3 * (t.players.length + 1) + 2 + SPARE_ROWS + 1}`,
      zoom: { horizontalFitToPages: 1 },
      blackAndWhite: true,
    });
    expect(book.sheet(sheet)?.print?.area).toBe("A1:O60");
    // D285: the standings' title (row 26) and the new ratings' (row 45) each start a page
    expect(book.sheet(sheet)?.pageBreaks).toEqual([26, 45]);
    expect(book.valuesOf(sheet, `${build.layout.ratingsAnchor}:${build.layout.ratingsAnchor}`)).toEqual([
      ["No"],
    ]);
    expect(book.valuesOf(sheet, "A60:A61")).toEqual([[t.players.length], [""]]);
    // The ID column (EGD PIN; this table gives none): its header, empty cells.
    expect(book.valuesOf(sheet, "L9:L10")).toEqual([["ID"], [""]]);
    expect(book.valuesOf(sheet, "M9:O9")).toEqual([["First name", "Club", "Country"]]);
    expect(book.cell(sheet, "A1")?.bold).toBe(true);
  });

  test("an OpenGotha XML with the Hungarian EGD list: starting ratings and ranks from the list", async () => {
    // opengotha-weekend here, EGC 2013 in the slow suite (listed-sheet.slow.test.ts), one body
    await listedSheetMatches("opengotha-weekend");
  });

  test("names from files stay text: formulas, signs, numbers, dates, markup", async () => {
    const base = example5();
    const players = base.players.map((p, i) => ({ ...p, name: INJECTIONS[i] ?? p.name }));
    const t = { ...base, name: '=HYPERLINK("http://x","y")', players };
    const { build, book, sheet } = await written(mgsz(t));
    expect(sheet).toBe('=HYPERLINK("http---x","y")');
    expect(book.cell(sheet, "A1")).toMatchObject({ value: '=HYPERLINK("http://x","y")', formula: null });
    players.forEach((p, i) => {
      expect(book.cell(sheet, `B${10 + i}`)).toMatchObject({
        value: p.name,
        formula: null,
        numberFormat: "@",
      });
    });
    // The functions read those names back as names.
    const rows = ratingsTable(book, sheet, build);
    expect(rows.map((r) => r.Name)).toEqual(players.map((p) => p.name));
  });

  test("Hungarian and Russian sheets: the header texts follow the language", () => {
    const hu = buildTournamentSheet(mgsz(example5(), { language: "hu", fileRatings: true }));
    const ru = buildTournamentSheet(mgsz(example5(), { language: "ru", fileRatings: true }));
    const texts = (b: typeof hu): string[] =>
      b.plan.blocks.flatMap((bl) => bl.rows.flatMap((r) => r.map((c) => (c?.kind === "text" ? c.text : ""))));
    expect(texts(hu)).toEqual(
      expect.arrayContaining(["C szorzó", "Sz.", "Név", "Végeredmény", "Új értékszámok", "1. f."]),
    );
    expect(texts(ru)).toEqual(
      expect.arrayContaining(["Множитель C", "№", "Имя", "Итоговая таблица", "Новые рейтинги", "Т1"]),
    );
    for (const lang of ["en", "hu", "ru"] as const) {
      const labels = Object.values(SHEET_TEXTS[lang].labels);
      expect(new Set(labels.map((l) => l.toLowerCase())).size).toBe(labels.length);
    }
  });

  test("a player the engine cannot start is an error naming him", () => {
    const t = example5();
    const players = t.players.map((p, i) => (i === 2 ? { name: p.name, results: p.results } : p));
    expect(() =>
      buildTournamentSheet(
        mgsz(
          { ...t, players },
          { ratingList: { entries: [], diagnostics: [], encoding: "utf-8", format: "csv" } },
        ),
      ),
    ).toThrow(/Player 3 "B": not on the rating list and no rank/);
    expect(() => criteriaOf(["MMS", "XYZ"])).toThrow(/Tie-break "XYZ"/);
    expect(() => criteriaOf(["MMS", "XYZ"])).toThrow(SheetInputError);
  });

  test("a chess list (D28): the sheet writes CHESS and C.07's names, one column each", () => {
    expect(sheetTiebreaks(["CHESS PTS BH-C1 SB"])).toEqual({ text: "CHESS PTS BH-C1 SB", count: 3 });
    expect(sheetTiebreaks(["PTS", "BH-C1"])).toEqual({ text: "CHESS PTS BH-C1", count: 2 });
    expect(sheetTiebreaks(["CHESS"]).count).toBe(7); // D28's list
    expect(sheetTiebreaks(["MMS SOS"])).toEqual({ text: "MMS SOS", count: 2 });
    expect(() => sheetTiebreaks(["CHESS PTS MMS"])).toThrow(/Tie-break "MMS"/);
  });
});

describe("the sheet's look", () => {
  test("Hungarian and Russian sheets: every header in the sheet's language, no internal reference in a cell", async () => {
    for (const language of ["hu", "ru"] as const) {
      const { build, book, sheet } = await written(
        mgsz(example5(), { fileName: "example5.csv", language, fileRatings: true }),
      );
      const head = spillValues(book, sheet, build.layout.ratingsAnchor, 1, 9)[0] ?? [];
      const standingsHead = spillValues(book, sheet, build.layout.standingsAnchor ?? "", 1, 4)[0] ?? [];
      // src/results/headers.ts: the words of the spec's headers, symbols unchanged
      expect(head).toEqual(
        language === "hu"
          ? [
              "Sz.",
              "Név",
              "Kiindulás",
              "Értékszám előtte",
              "Fokozat előtte",
              "ΣJp",
              "Változás",
              "Értékszám utána",
              "Fokozat utána",
            ]
          : [
              "№",
              "Имя",
              "Основа",
              "Рейтинг до",
              "Разряд до",
              "ΣJp",
              "Изменение",
              "Рейтинг после",
              "Разряд после",
            ],
      );
      expect(standingsHead).toEqual(
        language === "hu" ? ["Hely", "Sz.", "Név", "Fokozat"] : ["Место", "№", "Имя", "Разряд"],
      );
      // …and the figures are still the engine's (RULES §1.3 worked example 5: XY 1947 → 1963)
      expect(ratingsTable(book, sheet, build)[0]?.["Rating after"]).toBe(1963);
      // Start's words too: XY starts from his rating (example 5 gives it), in the glossary's word.
      const start = spillValues(book, sheet, build.layout.ratingsAnchor, 2, 9)[1]?.[2];
      expect(start).toBe(language === "hu" ? "értékszám" : "рейтинг");
    }
  });

  test("a split multiplier is explained in words, not by a decision number (RULES §1, D4)", async () => {
    // 10 rounds at C = 40: C × rounds ≥ 300, rated in parts (D4)
    const t = bigTournament(12, 10);
    const build = buildTournamentSheet(mgsz(t, { params: { system: "mgsz", multiplier: 40 } }));
    const cells = build.plan.blocks.flatMap((b) => b.rows.flat());
    const texts = cells.flatMap((c) => (c !== null && c.kind === "text" ? [c.text] : []));
    expect(texts.some((x) => /^rated in \d parts$/.test(x))).toBe(true);
    expect(texts.filter((x) => /\(D\d+\)|\bD\d+\b/.test(x))).toEqual([]);
  });

  test("widths from the content, the hint outside the print area, one page wide in black and white", () => {
    const build = buildTournamentSheet(mgsz(fixtureTournament("opengotha-weekend"), { language: "hu" }));
    const { plan } = build;
    const widths = new Map((plan.columnWidths ?? []).map((w) => [w.column, w.points]));
    // The longest name (24 characters, "Drean-Guenaizia Benjamin") sets the Name column (B) and the
    // standings' Name column (C) alike; a round column is as wide as "12+/w0" or the ratings
    // table's bold header word below it (E: "Fokozat", 7 characters measured a quarter wider as
    // bold, layout.ts: 9 × 6 + 10 points), whichever is wider.
    expect(widths.get(1)).toBe(widths.get(2));
    expect(widths.get(1)).toBeGreaterThanOrEqual(24 * 6);
    expect(widths.get(4)).toBe(9 * 6 + 10);
    const area = parseRange(plan.print?.area ?? "");
    const hint = plan.blocks.find(
      (b) => b.rows[0]?.[0]?.kind === "text" && b.rows[0][0].text === SHEET_TEXTS.hu.recalcHint,
    );
    expect(hint).toBeDefined();
    expect(parseRange(hint?.at ?? "A1").column).toBeGreaterThan(area.column + area.columns - 1);
    expect(plan.print).toMatchObject({ fitToPagesWide: 1, blackAndWhite: true });
    expect(plan.tables?.[0]?.style).toBe("TableStyleLight1");
    // "Értékszám-lista" as the pane says it, not "Ranglista"
    expect(
      plan.blocks.some((b) => b.rows.some((r) => r[0]?.kind === "text" && r[0].text === "Értékszám-lista")),
    ).toBe(true);
  });
});

describe("FIDE", () => {
  test("a TRF: RULES §2.1 example 8.34, the unrated player's first rating 2199 (HU2017)", async () => {
    const t = fixtureTournament("trf-rules-8-34");
    const req: TournamentSheetRequest = {
      tournament: t,
      fileName: "8-34.trf",
      params: { system: "fide", ruleset: "HU2017" },
      tiebreaks: ["PTS", "BUCH"],
      language: "en",
    };
    const { build, book, sheet } = await written(req);
    const rows = ratingsTable(book, sheet, build);
    expect(rows[0]).toMatchObject({
      No: 1,
      Name: "Unrated, Newcomer",
      "Rating before": "",
      "Rating after": 2199,
    });
    expect(build.players[0]).toMatchObject({ ratingBefore: null, ratingAfter: 2199, matched: false });
    const engine = rateFideTournament(t, { rules: parseRuleSet("HU2017") });
    engine.players.forEach((p, i) => {
      expect(rows[i]?.["Rating after"]).toBe(p.ratingAfter ?? "");
      expect(rows[i]?.W).toBe(p.w);
      expect(build.players[i]?.ratingAfter).toBe(p.ratingAfter);
    });
    // The K column beside the crosstable is the engine's K (values: K by D9 here) and feeds the
    // formula; the header's K is blank and says where K came from (12 rated players, no list).
    const width = 4 + t.rounds;
    const kCol = String.fromCharCode(65 + width + 1);
    // (the header block's Host federation row, D358, puts the crosstable's header in row 11)
    expect(book.valuesOf(sheet, `${kCol}11:${kCol}12`)).toEqual([["K"], [""]]);
    expect(book.valuesOf(sheet, `${kCol}13:${kCol}13`)).toEqual([[engine.players[1]?.k]]);
    expect(book.cell(sheet, `${kCol}13`)?.formula).toBeNull();
    const rated = engine.players.filter((p) => p.ratingBefore !== null).length;
    expect(rated).toBe(t.players.length - 1);
    expect(book.valuesOf(sheet, "A6:C6")).toEqual([["K", "", SHEET_TEXTS.en.kPerPlayer(0, rated)]]);
    expect(book.valuesOf(sheet, "C6:C6")[0]?.[0]).toMatch(
      /^blank: each player's K is in the K column \(0 from the rating list, 12 by the FIDE rules\)/,
    );
    // The ID column right of K.
    expect(
      book.valuesOf(
        sheet,
        `${String.fromCharCode(65 + width + 2)}11:${String.fromCharCode(65 + width + 2)}11`,
      ),
    ).toEqual([["ID"]]);
    expect(book.cell(sheet, build.layout.ratingsAnchor)?.formula).toMatch(
      /^=TOURNAMENT\.FIDE\(Crosstable\[\[No\]:\[R1\d\]\],\$B\$5,Crosstable\[K\]\)$/, // D324: No … the last round, K
    );
    // The title column is left blank: TOURNAMENT.STANDINGS reads it as a Go rank.
    const standings = spillValues(book, sheet, build.layout.standingsAnchor ?? "", 2, 6);
    expect(standings[0]).toEqual(["Place", "No", "Name", "Rank", "PTS", "BUCH"]);
  });

  test("chess tie-breaks (D28): the standings spill C.07's names, as chessStandings orders the file", async () => {
    const t = fixtureTournament("trf-rules-8-34");
    const { build, book, sheet } = await written({
      tournament: t,
      fileName: "8-34.trf",
      params: { system: "fide", ruleset: "FIDE2024" },
      tiebreaks: ["CHESS", "PTS", "BH-C1", "SB"],
      language: "en",
    });
    expect(book.valuesOf(sheet, "A8:B8")).toEqual([["Tie-breaks", "CHESS PTS BH-C1 SB"]]);
    const n = t.players.length;
    const standings = spillValues(book, sheet, build.layout.standingsAnchor ?? "", n + 1, 7);
    expect(standings[0]).toEqual(["Place", "No", "Name", "Rating", "PTS", "BH-C1", "SB"]);
    const expected = chessStandings(t, ["PTS", "BH-C1", "SB"]).map((r) => [
      r.place,
      fullName(t.players[r.player] ?? { name: "", results: [] }),
      r.values.PTS,
      r.values["BH-C1"],
      r.values.SB,
    ]);
    expect(standings.slice(1).map((r) => [r[0], r[2], r[4], r[5], r[6]])).toEqual(expected);
  });

  test("FIDE2024 with a fixed K: 2158 for the same player (RULES §2.2, the fixture's SOURCES.txt)", async () => {
    const t = fixtureTournament("trf-rules-8-34");
    const { build, book, sheet } = await written({
      tournament: t,
      fileName: "8-34.trf",
      params: { system: "fide", ruleset: "FIDE2024", k: 20 },
      tiebreaks: ["PTS"],
      language: "ru",
    });
    expect(ratingsTable(book, sheet, build)[0]?.["Rating after"]).toBe(2158);
    expect(book.valuesOf(sheet, "A6:C6")).toEqual([["K", 20, SHEET_TEXTS.ru.kFixed]]);
    // One K for everyone: each rated player's K cell refers to the header's K (B6).
    const kCol = columnLetters(4 + t.rounds + 1);
    // the crosstable's header in row 11, under the Host federation row (D358)
    expect(book.valuesOf(sheet, `${kCol}12:${kCol}12`)).toEqual([[""]]); // the unrated player
    expect(book.cell(sheet, `${kCol}13`)).toMatchObject({
      value: 20,
      formula: '=IF(ISNUMBER($B$6),$B$6,"")',
      numberFormat: "0",
    });
  });

  test("a fixed K follows the header: B6 = 40 doubles every rated player's change (RULES §2: ΔR = K × Σ(W − We))", async () => {
    const t = fixtureTournament("trf-rules-8-34");
    const { build, book, sheet } = await written({
      tournament: t,
      fileName: "8-34.trf",
      params: { system: "fide", ruleset: "HU2017", k: 20 },
      tiebreaks: ["PTS"],
      language: "en",
    });
    const at20 = rateFideTournament(t, { rules: parseRuleSet("HU2017"), k: 20 });
    const at40 = rateFideTournament(t, { rules: parseRuleSet("HU2017"), k: 40 });
    const changes = (): unknown[] => ratingsTable(book, sheet, build).map((r) => r.Change);
    expect(changes().slice(1)).toEqual(at20.players.slice(1).map((p) => p.change));
    book.typeInto(sheet, "B6", 40);
    // Excel recalculates: the K cells follow B6, TOURNAMENT.FIDE follows the K cells.
    expect(changes().slice(1)).toEqual(at40.players.slice(1).map((p) => p.change));
    const p2 = at40.players[1];
    expect(p2?.k).toBe(40);
    expect(Math.abs((p2?.changeExact ?? 0) - 2 * (at20.players[1]?.changeExact ?? NaN))).toBeLessThan(1e-9);
    // Cleared: blank, the function's D9 (the K cells are blank, not 0).
    book.typeInto(sheet, "B6", "");
    const byRules = rateFideTournament(t, { rules: parseRuleSet("HU2017") });
    expect(changes().slice(1)).toEqual(byRules.players.slice(1).map((p) => p.change));
  });

  test("K from the rating list: values in the K column, the header says how many came from the list", () => {
    const t = fixtureTournament("trf-rules-8-34");
    const first = t.players[1];
    if (first === undefined) throw new Error("fixture");
    const list = {
      entries: [{ name: fullName(first), rating: 2000, k: 10, pin: "700123", line: 2 }],
      diagnostics: [],
      encoding: "utf-8" as const,
      format: "csv" as const,
    };
    const b = buildTournamentSheet({
      tournament: t,
      fileName: "8-34.trf",
      params: { system: "fide", ruleset: "HU2017" },
      ratingList: list,
      tiebreaks: ["PTS"],
      language: "en",
    });
    const engine = rateFideTournament(t, { rules: parseRuleSet("HU2017"), ratingList: list.entries });
    expect(engine.players[1]).toMatchObject({ k: 10, kSource: "list" });
    const rated = engine.players.filter((p) => p.ratingBefore !== null).length;
    const header = b.plan.blocks.find((bl) => bl.at === "A2");
    expect(header?.rows[4]?.[2]).toEqual({ kind: "text", text: SHEET_TEXTS.en.kPerPlayer(1, rated - 1) });
    // The list row's FIDE ID is the player's ID (the file gives none).
    expect(b.players[1]?.pin).toBe("700123");
  });
});

describe("mahjong", () => {
  const results = readMahjongResults(sheetFixture("mahjong-d19.csv"));
  const levels = readRatingList(sheetFixture("mahjong-d19-levels.csv"));
  const req: TournamentSheetRequest = {
    tournament: {
      format: "mahjong",
      name: results.name,
      rounds: 0,
      parameters: fixtureTournament("egd-veterans").parameters,
      players: [],
    },
    mahjongResults: results,
    fileName: "d19.csv",
    params: { system: "mahjong", release: "2026-12-01", sessions: 8, championship: false },
    ratingList: levels,
    tiebreaks: [],
    language: "ru",
  };

  test("D19 (RULES §3): KT 2.50, the winner's NR × KT 2500 → norm 2 dan; no standings section", async () => {
    const { build, book, sheet } = await written(req);
    const rows = ratingsTable(book, sheet, build);
    expect(rows).toHaveLength(40);
    expect(rows[0]).toMatchObject({
      Place: 1,
      Player: "Player 1",
      Level: "1k",
      NR: 1000,
      KT: 2.5,
      "NR×KT": 2500,
      Norm: "2d",
    });
    expect(rows[39]).toMatchObject({ NR: 0, "NR×KT": 0, Norm: "12k" });
    expect(build.layout.standingsAnchor).toBeUndefined();
    expect(book.valuesOf(sheet, "A12:D13")).toEqual([
      ["Место", "Игрок", "Уровень", "Очки"],
      [1, "Player 1", "1k", 200],
    ]);
    const engine = rateMahjongTournament(
      results.rows.map((r) => ({ place: r.place, player: r.player })),
      { sessions: 8, ratingList: levels.entries },
    );
    engine.players.forEach((p, i) => {
      expect(rows[i]?.["NR×KT"]).toBeCloseTo(p.nrKt, 9);
      expect(build.players[i]).toMatchObject({ rankBefore: p.level, rankAfter: p.levelAfter });
    });
    // D18: the winner 1k with norm 2500 becomes 1 dan with one "+" (test/core/engines/mahjong.test.ts).
    expect(build.players[0]?.rankAfter).toBe("1d+");
    // The file gives no date: the last day is the release (W = 1.00, said beside it).
    expect(book.valuesOf(sheet, "A5:C10")).toEqual([
      ["Сессии", 8, ""],
      ["Чемпионат", false, ""],
      ["Последний день", "2026-12-01", SHEET_TEXTS.ru.lastDayAssumed],
      ["Выпуск рейтинга", "2026-12-01", ""],
      ["Вес W", 1, SHEET_TEXTS.ru.weightNote],
      ["Рейтинг-лист", "31 (csv)", ""],
    ]);
    expect(book.cell(sheet, "B9")).toMatchObject({
      formula: "=MAHJONG.WEIGHT($B$7,$B$8)",
      numberFormat: "0.00",
    });
    expect(build.postDate).toBe("2026-12-01");
  });

  test("the release 8 whole months after the last day: W = 0.84 (D16), NR × KT × W = 2500 × 0.84 = 2100 for the winner", async () => {
    const { build, book, sheet } = await written({
      ...req,
      tournament: {
        ...req.tournament,
        startDate: "2026-03-14",
        endDate: "2026-03-15",
        start: { year: 2026, month: 3, day: 14 },
        end: { year: 2026, month: 3, day: 15 },
      },
      language: "en",
    });
    // 2026-03-15 → 2026-12-01: 9 calendar months, minus one as the 1st is before the 15th (D16) → 8 → 0.84.
    expect(book.valuesOf(sheet, "A7:B9")).toEqual([
      ["Last day", "2026-03-15"],
      ["Rating release", "2026-12-01"],
      ["Weight W", 0.84],
    ]);
    const rows = ratingsTable(book, sheet, build);
    expect(rows[0]).toMatchObject({ "NR×KT": 2500, "NR×KT×W": 2100 });
    // Every row: the spill's NR×KT times W, a live formula over the header's W (B9).
    rows.forEach((r) => expect(r["NR×KT×W"]).toBeCloseTo(Number(r["NR×KT"]) * 0.84, 9));
    const anchor = build.layout.ratingsAnchor; // A56: header A2:A10, results 12..52, title 55
    const row = Number(anchor.slice(1));
    expect(book.cell(sheet, `H${row}`)).toMatchObject({ value: "NR×KT×W", bold: true });
    expect(book.cell(sheet, `H${row + 1}`)).toMatchObject({
      formula: `=IF(ISNUMBER(F${row + 1}),F${row + 1}*$B$9,"")`,
      numberFormat: "0.00",
    });
    expect(book.valuesOf(sheet, `H${row + 41}:H${row + 41}`)).toEqual([[""]]);
    // The officer moves the release: W and the column follow (15 months → 0.60).
    book.typeInto(sheet, "B8", "2027-06-15");
    expect(book.valuesOf(sheet, "B9:B9")).toEqual([[0.6]]);
    expect(ratingsTable(book, sheet, build)[0]?.["NR×KT×W"]).toBeCloseTo(1500, 9);
    // Print area to the note block under the ratings (issue 24: the 9 of the 40 players the
    // levels list lacks start at 12 kyu, as rate says), past the NR×KT×W column (H): as far as
    // W's explanation in C9 runs at 6 pt a character and 10 pt padding (layout.ts), over the
    // plan's widths and Excel's default 48 pt after them, so that it prints whole.
    expect(book.valuesOf(sheet, `A${row + 44}:A${row + 45}`)).toEqual([
      [SHEET_TEXTS.en.startNotes],
      ["9 players without a level counted as 12 kyu"],
    ]);
    expect(book.sheet(sheet)?.print).toMatchObject({ area: `A1:K${row + 45}`, titleRows: "$12:$12" });
    const note = String(book.cell(sheet, "C9")?.value);
    const points = (c: number) => book.sheet(sheet)?.columnWidths.get(c) ?? 48;
    const room = (last: number) => [...Array(last - 1).keys()].reduce((sum, i) => sum + points(i + 2), 0);
    expect(room(10)).toBeGreaterThanOrEqual(note.length * 6 + 10); // C…K
    expect(room(9)).toBeLessThan(note.length * 6 + 10); // C…J
    expect(build.postDate).toBe("2026-12-01");
  });

  test("a release before the event's last day is refused, naming both fields (D16)", () => {
    const bad = {
      ...req,
      tournament: { ...req.tournament, endDate: "2026-12-05", end: { year: 2026, month: 12, day: 5 } },
      language: "en" as const,
    };
    expect(() => buildTournamentSheet(bad)).toThrow(
      "Rating release 2026-12-01 is before the event's last day 2026-12-05 (Last day): a rating is released after the tournament",
    );
    try {
      buildTournamentSheet(bad);
    } catch (e) {
      expect(e).toBeInstanceOf(SheetInputError);
      const text = (e as SheetInputError).text;
      expect(describeMessage(text, "hu")).toBe(
        "Értékszám-lista kiadása: 2026-12-01 korábbi, mint a verseny utolsó napja, 2026-12-05 (Utolsó nap); az értékszám-lista a verseny után jelenik meg",
      );
    }
    expect(() =>
      buildTournamentSheet({ ...bad, params: { ...req.params, release: "1 December" } as typeof req.params }),
    ).toThrow('Rating release: "1 December" is not a date like 2026-12-01');
    // The officer's last day wins over the file's.
    const ok = buildTournamentSheet({
      ...bad,
      params: {
        system: "mahjong",
        release: "2026-12-01",
        sessions: 8,
        championship: false,
        lastDay: "2026-11-30",
      },
    });
    expect(ok.postDate).toBe("2026-12-01");
  });

  test("D16's boundary is the core's weight(): a release on the last day stands, a day earlier not", () => {
    const d = (iso: string): CalendarDate => dayOf(iso) as CalendarDate;
    // same day: 0 whole months, W 1.00 (RULES §3 weight table)
    expect(releaseBeforeLastDay(d("2026-12-05"), d("2026-12-05"))).toBeNull();
    expect(releaseBeforeLastDay(d("2026-11-30"), d("2026-12-01"))).toBeNull();
    const refused = releaseBeforeLastDay(d("2026-12-05"), d("2026-12-04"));
    expect(refused === null ? null : describeMessage(refused, "en")).toBe(
      "Rating release 2026-12-04 is before the event's last day 2026-12-05 (Last day): a rating is released after the tournament",
    );
    // a header cell's typed date is a serial: 46357 is 2026-12-01 (Excel's 1900 system)
    expect(dayOf(46357)).toEqual({ year: 2026, month: 12, day: 1 });
    expect(dayOf("1 December")).toBeNull();
    expect(dayOf("")).toBeNull();
  });

  test("without the results table, the tournament's players by place", () => {
    const players = results.rows.map((r) => ({ name: r.player, place: r.place, results: [] }));
    const b = buildTournamentSheet({
      ...req,
      mahjongResults: undefined,
      tournament: { ...req.tournament, players: [...players].reverse() },
    });
    expect(b.players.map((p) => p.name)).toEqual(results.rows.map((r) => r.player));
  });
});

describe("team events (RULES §2.4, D30)", () => {
  // The hand-made team round robin of test/functions/tournament-teams.test.ts as a TRF-2026 file
  // (3 teams of 2 boards, 3 rounds), worked by hand there from RFG 2.1.2: GP A 2½, B 2, C 1½;
  // MP A 3, B 2, C 1; Berger A 2¾, B 1½, C 1¼.
  const line = (n: number, name: string, blocks: string[]): string =>
    `001 ${String(n).padStart(4)} m    ${name.padEnd(33)} 2000 HUN ${"".padStart(11)} ${"".padEnd(10)}  0.0 ${"".padStart(4)}  ${blocks.join("  ")}`;
  const team = (n: number, name: string, members: number[]): string =>
    `310 ${String(n).padStart(3)} ${name.padEnd(32)} ${name.padEnd(5)} ${"".padStart(6)} ${"".padStart(6)} ${"".padStart(6)} ${"".padStart(3)}  ${members.map((m) => String(m).padStart(4)).join(" ")}`;
  const trf = [
    "012 Hand-made team round robin",
    line(1, "A1", ["   3 w 1", "   5 w 0", "0000 - -"]),
    line(2, "A2", ["   4 b =", "0000 - +", "0000 - -"]),
    line(3, "B1", ["   1 b 0", "0000 - -", "   5 w 1"]),
    line(4, "B2", ["   2 w =", "0000 - -", "   6 b ="]),
    line(5, "C1", ["0000 - -", "   1 b 1", "   3 b 0"]),
    line(6, "C2", ["0000 - -", "0000 - -", "   4 w ="]),
    team(1, "A", [1, 2]),
    team(2, "B", [3, 4]),
    team(3, "C", [5, 6]),
  ].join("\n");

  test("the sheet writes the teams as a block of team number, team, board, No and spills TOURNAMENT.TEAMSTANDINGS", async () => {
    const t = readTrf(trf).tournament;
    const { build, book, sheet } = await written({
      tournament: t,
      fileName: "teams.trf",
      params: { system: "fide", ruleset: "FIDE2024" },
      tiebreaks: ["CHESS"],
      language: "en",
    });
    expect(validatePlan(build.plan).ok).toBe(true);
    const teams = build.layout.teams ?? "";
    expect(book.valuesOf(sheet, teams)).toEqual([
      ["Team No", "Team", "Board", "No"],
      [1, "A", 1, 1],
      [1, "A", 2, 2],
      [2, "B", 1, 3],
      [2, "B", 2, 4],
      [3, "C", 1, 5],
      [3, "C", 2, 6],
    ]);
    const anchor = build.layout.teamStandingsAnchor ?? "";
    expect(book.cell(sheet, anchor)?.formula).toMatch(
      /^=TOURNAMENT\.TEAMSTANDINGS\(Crosstable\[\[No\]:\[R\d+\]\],\$A\$\d+:\$D\$\d+\)$/,
    );
    expect(spillValues(book, sheet, anchor, 4, 8)).toEqual([
      ["Place", "No", "Team", "GP", "MP", "DM", "SB", "Players"],
      [1, 1, "A", 2.5, 3, 0, 2.75, "A1, A2"],
      [2, 2, "B", 2, 2, 0, 1.5, "B1, B2"],
      [3, 3, "C", 1.5, 1, 0, 1.25, "C1, C2"],
    ]);
    // Recalculate finds the crosstable, the standings and the ratings as before
    const r = await recalculateActiveSheet(book.context());
    expect(r.ok).toBe(true);
  });
});
