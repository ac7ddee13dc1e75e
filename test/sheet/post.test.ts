/**
 * A rating list in a worksheet: its columns found, read, and posted to without losing anything.
 */
import { RatingError } from "../../src/core/common/errors";
import { FUNCTIONS } from "../../src/functions/registry";
import {
  createTournamentSheet,
  postToRatingList,
  readSheet,
  recalculateActiveSheet,
} from "../../src/sheet/actions";
import { describe as describeMessage, describeError } from "../../src/sheet/messages";
import { buildTournamentSheet } from "../../src/sheet/tournament-sheet";
import { example5 } from "./tournament-helpers";
import type { SheetRead } from "../../src/sheet/sheet-read";
import {
  MAPPING_SETTING,
  type RatingListMapping,
  detectRatingListMapping,
  planPost,
  ratingListFromSheet,
} from "../../src/sheet/post";
import type { PlayerOutcome } from "../../src/sheet/request";
import { FakeWorkbook, type FakeCell } from "./fake-workbook";
import { LIST_ROWS } from "./posted-list";

function listBook(): FakeWorkbook {
  return new FakeWorkbook({
    sheets: [
      { name: "Ratings", rows: LIST_ROWS },
      { name: "Tournament", rows: [["x"]] },
    ],
  });
}

function outcome(
  no: number,
  name: string,
  ratingAfter: number | null,
  extra: Partial<PlayerOutcome> = {},
): PlayerOutcome {
  return { no, name, ratingBefore: null, ratingAfter, source: "sheet", matched: true, ...extra };
}

async function read(book: FakeWorkbook, name = "Ratings"): Promise<SheetRead> {
  return readSheet(book.context(), name);
}

describe("detecting a list's columns", () => {
  test("a Hungarian header under a title row", async () => {
    const r = await read(listBook());
    expect(detectRatingListMapping(r)).toEqual({
      sheet: "Ratings",
      headerRow: 1,
      pin: 0,
      name: 1,
      rank: 2,
      rating: 3,
    });
  });

  test.each<[string, unknown[], Partial<RatingListMapping>]>([
    [
      "English",
      ["Name", "First name", "Rating", "Rank", "K", "Born", "Fed"],
      { name: 0, firstName: 1, rating: 2, rank: 3, k: 4, birth: 5, federation: 6 },
    ],
    ["Russian", ["ФИО", "Рейтинг", "Разряд", "Страна"], { name: 0, rating: 1, rank: 2, federation: 3 }],
    ["a FIDE ID only", ["FIDE ID", "Elo"], { pin: 0, rating: 1 }],
  ])("%s", (_, header, expected) => {
    const book = new FakeWorkbook({ sheets: [{ name: "L", rows: [header, ["x", 1]] }] });
    const sheet = book.sheet("L");
    if (sheet === undefined) throw new Error("no sheet");
    const values = book.valuesOf("L", `A1:G2`);
    const r: SheetRead = {
      sheetName: "L",
      row: 0,
      column: 0,
      rows: 2,
      columns: 7,
      values,
      formulas: values,
      numberFormat: [],
    };
    expect(detectRatingListMapping(r)).toEqual({ sheet: "L", headerRow: 0, ...expected });
  });

  test("no header naming a rating and a name: a problem, not a guess", async () => {
    const book = new FakeWorkbook({
      sheets: [
        {
          name: "Notes",
          rows: [
            ["Who", "What"],
            ["Anna", 3],
          ],
        },
      ],
    });
    const found = detectRatingListMapping(await read(book, "Notes"));
    expect(found).toEqual({ text: { code: "noListHeader", params: { sheet: "Notes", rows: 20 } } });
    if ("text" in found) {
      expect(describeMessage(found, "en")).toMatch(
        /No header row in the first 20 rows of "Notes" names a rating column/,
      );
      // describe takes the message, or anything carrying it as `text` (here the problem itself).
      expect(describeMessage(found, "hu")).toBe(
        "„Notes” első 20 sorában nincs olyan fejlécsor, amely értékszám-oszlopot és név- vagy azonosítóoszlopot nevezne meg (pl. Név, Értékszám)",
      );
      expect(describeMessage(found.text, "ru")).toBe(
        "В первых 20 строках «Notes» нет строки заголовка со столбцом рейтинга и столбцом имени или ID (например, Имя, Рейтинг)",
      );
    }
    const empty = new FakeWorkbook({ sheets: [{ name: "Empty" }] });
    const none = detectRatingListMapping(await read(empty, "Empty"));
    expect("text" in none ? describeMessage(none, "en") : none).toBe('"Empty" is empty');
  });

  test("the mapping is remembered under one settings key", () => {
    expect(MAPPING_SETTING).toBe("ratingOfficer.ratingListMapping");
  });
});

describe("reading the list", () => {
  test("rows with their sheet line; a formula's value; rows without a rating are warnings", async () => {
    const book = listBook();
    const r = await read(book);
    const mapping = detectRatingListMapping(r) as RatingListMapping;
    // The fake does not compute "=D3-255": it reads #N/A, which is no rating.
    const list = ratingListFromSheet(r, mapping);
    expect(list.entries.map((e) => [e.line, e.name, e.rating, e.rank, e.pin])).toEqual([
      [3, "Kovács Anna", 2105, "2d", "13850408"],
      [5, "Szőke Ödön", 1620, "5k", undefined],
      [7, "Pocsai Rita", 1750, "3k", undefined],
      [8, "Tóth Gábor", 1105, "10k", undefined],
      [9, "Tóth Gábor", 910, "12k", undefined],
    ]);
    expect(list.diagnostics).toEqual([
      expect.objectContaining({
        severity: "warning",
        line: 4,
        message: expect.stringMatching(/^'Ratings'!D4: "#N\/A" is not a rating/),
      }),
    ]);
  });
});

describe("posting", () => {
  const players = [
    outcome(1, "Anna Kovács", 2131, { rankAfter: "2d", pin: "13850408" }),
    outcome(2, "RITA POCSAI", 1768, { rankAfter: "3k" }),
    outcome(3, "Új Játékos", 1105, { rankAfter: "10k", pin: "99999999" }),
    outcome(4, "Tóth Gábor", 1111, { rankAfter: "10k" }),
    outcome(5, "Unrated", null),
  ];

  test("an appended name from a file stays text", async () => {
    const book = listBook();
    const mapping = detectRatingListMapping(await read(book)) as RatingListMapping;
    await postToRatingList(
      book.context(),
      mapping,
      [outcome(1, '=HYPERLINK("http://x","y")', 1500), outcome(2, "@SUM(A1)", 1400)],
      "2026-11-22",
    );
    expect(book.cell("Ratings", "B10")).toMatchObject({ value: '=HYPERLINK("http://x","y")', formula: null });
    expect(book.cell("Ratings", "B11")).toMatchObject({ value: "@SUM(A1)", formula: null });
  });

  test("a new dated column right of everything, new players below; every earlier cell kept", async () => {
    const book = listBook();
    const before = book.snapshotSheet("Ratings") as { cells: Record<string, FakeCell> };
    const other = book.snapshotSheet("Tournament");
    const mapping = detectRatingListMapping(await read(book)) as RatingListMapping;
    const syncs = book.syncCount;
    const result = await postToRatingList(book.context(), mapping, players, "2026-11-22");
    expect(book.syncCount - syncs).toBe(2);
    expect(result).toEqual({
      updated: 2,
      appended: 1,
      column: "F",
      skipped: [
        { code: "severalListRows", params: { no: 4, name: "Tóth Gábor" } },
        { code: "noNewRating", params: { no: 5, name: "Unrated" } },
      ],
    });
    expect(result.skipped.map((m) => describeMessage(m, "en"))).toEqual([
      "4 Tóth Gábor: several list rows carry this name; not posted",
      "5 Unrated: no new rating",
    ]);
    expect(result.skipped.map((m) => describeMessage(m, "hu"))).toEqual([
      "4 Tóth Gábor: az értékszám-lista több sora viseli ezt a nevet; nincs beírva",
      "5 Unrated: nincs új értékszám",
    ]);
    expect(result.skipped.map((m) => describeMessage(m, "ru"))).toEqual([
      "4 Tóth Gábor: это имя стоит в нескольких строках рейтинг-листа; не записано",
      "5 Unrated: нет нового рейтинга",
    ]);
    const after = book.snapshotSheet("Ratings") as { cells: Record<string, FakeCell> };
    for (const [address, cell] of Object.entries(before.cells)) expect(after.cells[address]).toEqual(cell);
    expect(book.snapshotSheet("Tournament")).toEqual(other);
    expect(book.valuesOf("Ratings", "F2:G10")).toEqual([
      ["2026-11-22", "2026-11-22 rank"],
      [2131, "2d"],
      ["", ""],
      ["", ""],
      ["", ""],
      [1768, "3k"],
      ["", ""],
      ["", ""],
      [1105, "10k"],
    ]);
    expect(book.valuesOf("Ratings", "A10:E10")).toEqual([["99999999", "Új Játékos", "", "", ""]]);
    expect(book.cell("Ratings", "F2")?.bold).toBe(true);
    expect(book.cell("Ratings", "B10")).toMatchObject({ numberFormat: "@", formula: null });
    const write = book.requests[book.requests.length - 1];
    expect(write?.calculationSuspended).toBe(true);

    // The same mapping reads each row's newest rating, and a second post the same day is (2).
    const reread = ratingListFromSheet(await read(book), mapping);
    expect(reread.entries.find((e) => e.name === "Kovács Anna")).toMatchObject({ rating: 2131, rank: "2d" });
    expect(reread.entries.find((e) => e.name === "Új Játékos")).toMatchObject({ rating: 1105, line: 10 });
    expect(reread.entries.find((e) => e.name === "Szőke Ödön")).toMatchObject({ rating: 1620 });
    const again = await postToRatingList(
      book.context(),
      mapping,
      [outcome(1, "Szőke Ödön", 1640, { rankAfter: "5k" })],
      "2026-11-22",
    );
    expect(again).toMatchObject({ updated: 1, appended: 0, column: "H" });
    expect(book.valuesOf("Ratings", "H2:I2")).toEqual([["2026-11-22 (2)", "2026-11-22 (2) rank"]]);
    expect(
      ratingListFromSheet(await read(book), mapping).entries.find((e) => e.name === "Szőke Ödön"),
    ).toMatchObject({
      rating: 1640,
    });
  });

  test("ratings without ranks (FIDE) get one column", async () => {
    const book = listBook();
    const r = await read(book);
    const plan = planPost(
      r,
      detectRatingListMapping(r) as RatingListMapping,
      [outcome(1, "Szőke Ödön", 1600)],
      "2026-01-31",
    );
    expect(plan.blocks[0]).toMatchObject({ at: "F2" });
    expect(plan.blocks[0]?.rows.every((row) => row.length === 1)).toBe(true);
  });

  test("bad dates and a mapping of another sheet are refused", async () => {
    const r = await read(listBook());
    const mapping = detectRatingListMapping(r) as RatingListMapping;
    // D67: the one reader of typed dates; 22.11.2026 is a day, 05/06/2026 is ambiguous
    expect(planPost(r, mapping, players, "22.11.2026").blocks[0]?.rows[0]).toEqual(
      planPost(r, mapping, players, "2026-11-22").blocks[0]?.rows[0],
    );
    expect(() => planPost(r, mapping, players, "05/06/2026")).toThrow(RatingError);
    expect(() => planPost(r, mapping, players, "05/06/2026")).toThrow(/ambiguous/);
    expect(() => planPost(r, { ...mapping, sheet: "Other" }, players, "2026-11-22")).toThrow(
      /mapping is for "Other"/,
    );
    expect(() => planPost(r, mapping, players, "31.02.2026")).toThrow(RatingError);
    try {
      planPost(r, mapping, players, "31.02.2026");
    } catch (e) {
      expect(describeError(e, "ru")).toBe("Дата: «31.02.2026» — несуществующая дата");
      expect(describeError(e, "en")).toBe('Date: "31.02.2026" is not a calendar date');
    }
  });
});

describe("posting after Recalculate: the IDs on the tournament sheet", () => {
  // RULES §1.3 example 5 (XY 1947 → 1963, A 1935 → 1951), XY with the list's PIN under
  // another spelling of his name, A new to the list with a PIN of his own.
  test("a listed player whose name is spelled differently is found by his PIN; a new one is appended with his", async () => {
    const t = example5();
    const players = t.players.map((p, i) =>
      i === 0
        ? { ...p, name: "Kovacs Anna", egdPin: "13850408" }
        : i === 1
          ? { ...p, egdPin: "10000002" }
          : p,
    );
    const book = new FakeWorkbook({ functions: FUNCTIONS, sheets: [{ name: "Ratings", rows: LIST_ROWS }] });
    const build = buildTournamentSheet({
      tournament: { ...t, name: "Cup", players },
      fileName: "cup.csv",
      params: { system: "mgsz", multiplier: 30 },
      fileRatings: true,
      tiebreaks: [],
      language: "en",
    });
    await createTournamentSheet(book.context(), build);
    const recalculated = await recalculateActiveSheet(book.context());
    if (!recalculated.ok) throw new Error(recalculated.problems.map((p) => p.message).join("; "));
    // The outcomes come from the sheet (its ID column), not from the file.
    expect(recalculated.players.slice(0, 2)).toMatchObject([
      { name: "Kovacs Anna", pin: "13850408", ratingAfter: 1963, source: "sheet" },
      { name: "A", pin: "10000002", ratingAfter: 1951 },
    ]);
    const mapping = detectRatingListMapping(await read(book)) as RatingListMapping;
    const result = await postToRatingList(
      book.context(),
      mapping,
      recalculated.players.slice(0, 2),
      "2026-11-22",
    );
    expect(result).toMatchObject({ updated: 1, appended: 1, column: "F", skipped: [] });
    // "Kovacs Anna" is not "Kovács Anna" by name, but row 3 carries PIN 13850408: 1963 lands there.
    expect(book.valuesOf("Ratings", "F3:G3")).toEqual([[1963, recalculated.players[0]?.rankAfter]]);
    // (The list's PIN was typed, so Excel holds it as a number: it still matches the sheet's text.)
    expect(book.valuesOf("Ratings", "A3:D3")).toEqual([[13850408, "Kovács Anna", "2d", 2105]]);
    // A is appended below the list with his PIN (column A) and name (column B).
    expect(book.valuesOf("Ratings", "A10:B10")).toEqual([["10000002", "A"]]);
    expect(book.valuesOf("Ratings", "F10:F10")).toEqual([[1951]]);
  });
});
