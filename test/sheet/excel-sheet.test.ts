/**
 * The sheet an Excel user expects (issue 27): the Register switches as checkboxes where the host
 * has them and as ✓ / ✗ elsewhere, read back alike (D286); the print pages per block and the print
 * titles (D285); the numbers centred (D287); the list by its name and a new player's Start in the
 * command line's words (D288). Each host reading by the in-memory workbook's switch.
 */
import { readRatingList } from "../../src/formats";
import { recalculateActiveSheet } from "../../src/sheet/actions";
import { writePlan } from "../../src/sheet/adapter";
import { columnLetters } from "../../src/sheet/a1";
import { withMarks } from "../../src/sheet/checkboxes";
import { SheetWriteError } from "../../src/sheet/excel-errors";
import { PAGE_ROWS } from "../../src/sheet/layout";
import { type TournamentSheetRequest } from "../../src/sheet/request";
import { SHEET_TEXTS } from "../../src/sheet/texts";
import { buildTournamentSheet } from "../../src/sheet/tournament-sheet";
import * as tournament from "../../src/functions/tournament";
import { START_VALUE_WORDS } from "../../src/i18n/header-words";
import { words } from "../../src/i18n/message";
import { run } from "../cli/fake-io";
import type { HostReadings } from "./fake-workbook";
import {
  EXAMPLE5,
  bigTournament,
  fixtureTournament,
  functionBook,
  mgszSheetRequest,
  newPlayerExample,
  ratingsTable,
} from "./tournament-helpers";

// RULES §1.3 example 5 with XY unrated: a new player declared 1k (test/sheet/choices.test.ts, D24).
const exTournament = newPlayerExample;

const request = mgszSheetRequest;

async function written(req: TournamentSheetRequest, checkboxes: boolean, host?: HostReadings) {
  const book = functionBook(undefined, host);
  const build = buildTournamentSheet(req);
  const { sheetName } = await writePlan(book.context(), build.plan, { checkboxes });
  return { book, build, sheet: sheetName };
}

// Example 5's layout: crosstable header in row 9, XY in row 10, five rounds E..I, the Register
// column after one blank column (K).
const REGISTER = columnLetters(4 + 5 + 1);

describe("D286: the Register switches", () => {
  const choices = { register: new Map([[0, true]]) };

  test("a host with checkboxes: TRUE under a checkbox on the new player's cell only", async () => {
    const { book, build, sheet } = await written(request(exTournament(), { choices }), true);
    expect(build.plan.checkboxes).toEqual([`${REGISTER}10`]);
    expect(book.valuesOf(sheet, `${REGISTER}9:${REGISTER}11`)).toEqual([["Register"], [true], [""]]);
    expect(book.cell(sheet, `${REGISTER}10`)?.control).toBe("Checkbox");
    expect(book.cell(sheet, `${REGISTER}11`)?.control).toBeUndefined();
    // entering the register, declared 1k starts at rank 5k (D24; test/sheet/choices.test.ts)
    expect(ratingsTable(book, sheet, build)[0]).toMatchObject({ "Rank before": "5k", "Rating before": 1920 });
  });

  test("a host without: ✓ and ✗, never TRUE or FALSE, and the same figures", async () => {
    const on = await written(request(exTournament(), { choices }), false, { checkboxes: false });
    const off = await written(request(exTournament()), false, { checkboxes: false });
    expect(on.book.valuesOf(on.sheet, `${REGISTER}10:${REGISTER}11`)).toEqual([["✓"], [""]]);
    expect(off.book.valuesOf(off.sheet, `${REGISTER}10:${REGISTER}10`)).toEqual([["✗"]]);
    expect(on.book.cell(on.sheet, `${REGISTER}10`)?.control).toBeUndefined();
    const boxes = await written(request(exTournament(), { choices }), true);
    expect(ratingsTable(on.book, on.sheet, on.build)).toEqual(
      ratingsTable(boxes.book, boxes.sheet, boxes.build),
    );
    // FALSE: not in the register, declared 1k stays 1k (D24)
    expect(ratingsTable(off.book, off.sheet, off.build)[0]).toMatchObject({ "Rank before": "1k" });
  });

  test("a host without checkboxes refuses Range.control: the pane asks first (isSetSupported)", async () => {
    await expect(written(request(exTournament(), { choices }), true, { checkboxes: false })).rejects.toThrow(
      SheetWriteError,
    );
  });

  test("Recalculate reads ✓ / ✗, TRUE / FALSE and checkboxes alike", async () => {
    const { book, build, sheet } = await written(request(exTournament()), false);
    const before = ratingsTable(book, sheet, build);
    book.typeInto(sheet, `${REGISTER}10`, "✓");
    const marked = await recalculateActiveSheet(book.context());
    expect(marked.ok && marked.players[0]).toMatchObject({ rankBefore: "5k" });
    book.typeInto(sheet, `${REGISTER}10`, false);
    const unmarked = await recalculateActiveSheet(book.context());
    expect(unmarked.ok).toBe(true);
    expect(ratingsTable(book, sheet, build)).toEqual(before);
  });

  test("withMarks touches only the switches' booleans", () => {
    const plan = buildTournamentSheet(request(exTournament(), { choices })).plan;
    const marked = withMarks(plan);
    expect(marked.checkboxes).toBeUndefined();
    const booleans = (p: typeof plan) =>
      p.blocks.flatMap((b) => b.rows.flatMap((r) => r.filter((c) => c?.kind === "boolean")));
    expect(booleans(plan).length).toBeGreaterThan(0);
    // the header block's own booleans (none here but the switches) stay; the switch is ✓
    expect(booleans(marked)).toEqual(booleans(plan).slice(1));
  });
});

describe("D285: print pages per block; D287: numbers centred", () => {
  test("a short crosstable: no print title rows, a page for the standings and one for the ratings", async () => {
    const { book, build, sheet } = await written(request(bigTournament(10)), false);
    const print = book.sheets.find((s) => s.name === sheet)?.print;
    expect(print?.titleRows).toBeUndefined();
    const standingsRow = Number(/\d+$/.exec(build.layout.standingsAnchor ?? "")?.[0]) - 1;
    const ratingsRow = Number(/\d+$/.exec(build.layout.ratingsAnchor)?.[0]) - 1;
    // the title rows above each spill's anchor start a page
    expect(book.sheets.find((s) => s.name === sheet)?.pageBreaks).toEqual([standingsRow, ratingsRow]);
    expect(book.valuesOf(sheet, `A${standingsRow}:A${standingsRow}`)).toEqual([["Standings"]]);
    expect(book.valuesOf(sheet, `A${ratingsRow}:A${ratingsRow}`)).toEqual([["New ratings"]]);
  });

  test("a crosstable longer than a page keeps its header row on every page", async () => {
    // 5 rounds: portrait, 48 rows a page (D285); 60 players end in row 70
    const { book } = await written(request(bigTournament(60)), false);
    expect(PAGE_ROWS.Portrait).toBe(48);
    expect(book.sheets[book.sheets.length - 1]?.print?.titleRows).toBe("$9:$9");
  });

  test("a chess sheet: page 2 starts with the standings, not the crosstable's header", async () => {
    const req: TournamentSheetRequest = {
      tournament: fixtureTournament("trf-tiebreakserver-swiss-with-many-unplayed-rounds"),
      fileName: "input.trf",
      params: { system: "fide", ruleset: "FIDE2024" },
      tiebreaks: ["CHESS"],
      language: "en",
    };
    const { book, build, sheet } = await written(req, false);
    const s = book.sheets.find((x) => x.name === sheet);
    expect(s?.print?.titleRows).toBeUndefined();
    const standingsRow = Number(/\d+$/.exec(build.layout.standingsAnchor ?? "")?.[0]) - 1;
    expect(s?.pageBreaks?.[0]).toBe(standingsRow);
  });

  test("the No column is centred beside the names; the names are not", async () => {
    const { book, build, sheet } = await written(request(exTournament()), false);
    expect(book.cell(sheet, "A10")?.align).toBe("Center");
    expect(book.cell(sheet, "B10")?.align).toBeUndefined();
    const ratings = Number(/\d+$/.exec(build.layout.ratingsAnchor)?.[0]);
    expect(book.cell(sheet, `A${ratings + 1}`)?.align).toBe("Center");
  });
});

describe("D288: the list by its name, a new player's Start", () => {
  const list = "PIN;Name;Rank;Rating\n1;XY;1k;1947\n2;A;1k;1935\n";

  test("the header block names the rating list", async () => {
    const ratingList = readRatingList(list);
    const named = buildTournamentSheet(
      request(exTournament(), { ratingList, listName: "C:\\lists\\hu.csv" }),
    );
    const cells = named.plan.blocks[1]?.rows.find(
      (r) => r[0]?.kind === "text" && r[0].text === "Rating list",
    );
    expect(cells?.[1]).toEqual({ kind: "text", text: `hu.csv: ${ratingList.entries.length} players (csv)` });
    expect(SHEET_TEXTS.ru.listNamed("hu.csv", 2, "csv")).toBe("hu.csv: 2 игрока (csv)");
  });

  test.each([
    ["en", "new (rank)"],
    ["hu", "új (fokozat)"],
    ["ru", "новый (разряд)"],
  ] as const)("%s: the Start column says %s, the command line's word in English", async (language, word) => {
    // example 5 with B's rating blank: he starts from his rank 2k (RULES §1.5; test/functions/tournament.test.ts)
    const rows = EXAMPLE5.trim()
      .split("\n")
      .map((line) => line.split(";").map((v) => (v === "" ? null : /^\d+$/.test(v) ? Number(v) : v)));
    const range = rows.map((r, i) => (i === 3 ? [3, "B", "2k", null, ...r.slice(4)] : r));
    const spill = tournament.mgsz(range.slice(1), 30, language);
    expect(spill[3]?.[2]).toBe(word);
    expect(spill[1]?.[2]).toBe(words(START_VALUE_WORDS, language).rating);
    if (language !== "en") return;
    const cli = await run(["rate", "ex.csv", "--system", "mgsz", "--multiplier", "30", "--file-ratings"], {
      "ex.csv": EXAMPLE5.replace("3;B;2k;1865;", "3;B;2k;;"),
    });
    expect(cli.stdout).toContain(word);
  });
});
