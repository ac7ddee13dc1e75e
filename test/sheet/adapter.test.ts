import { english } from "../../src/i18n/table";
import { RatingError } from "../../src/core/common/errors";
import { readActiveSheet } from "../../src/sheet/actions";
import { writePlan } from "../../src/sheet/adapter";
import { SheetReadError, SheetWriteError } from "../../src/sheet/excel-errors";
import { type ContextLike } from "../../src/sheet/excel-like";
import {
  FIRST_READ_ROWS,
  READ_BUDGET,
  SAMPLED_ROWS,
  readBytes,
  sampledBytesPerRow,
  readRange,
  readUsedRange,
  readUsedRanges,
} from "../../src/sheet/sheet-read";
import { formula, num, text, type SheetPlan } from "../../src/sheet/plan";
import { validatePlan } from "../../src/sheet/validate-plan";
import { FakeWorkbook, enter } from "./fake-workbook";
import { officeBook } from "./office-book";
import { INJECTIONS, tournamentPlan } from "./sample-plan";

// The real API satisfies the adapter's subset: this line fails to compile otherwise.
const realContextFits = (c: Excel.RequestContext): ContextLike => c;

const small: SheetPlan = {
  sheetName: "Tournament",
  blocks: [
    { at: "A1", rows: [[text("Budapest Open")]] },
    {
      at: "A3",
      rows: [
        [text("No"), text("Name"), text("R1"), text("Points")],
        [num(1), text('=HYPERLINK("http://x","y")'), text("2+/w"), formula("=LEN(C4)", "0.0")],
        [num(2), text("Szőke Ödön"), text("1-/b"), formula("=LEN(C5)", "0.0")],
      ],
    },
  ],
  tables: [{ name: "RatingList", range: "A3:D5", hasHeaders: true, style: "TableStyleLight9" }],
  freeze: { rows: 3, columns: 2 },
  columnWidths: [{ column: 1, points: 150 }],
  bold: ["A1"],
};

describe("the fake behaves like Excel where the adapter depends on it", () => {
  test("the real request context fits the adapter's subset", () => {
    expect(typeof realContextFits).toBe("function");
  });

  test("typed input: formulas, numbers and booleans unless the cell is Text", () => {
    // These are the conversions the adapter must prevent; if the fake did not make them, the
    // injection test below could not fail.
    expect(enter('=HYPERLINK("http://x","y")', "General")).toEqual({
      value: "",
      formula: '=HYPERLINK("http://x","y")',
    });
    expect(enter("@SUM(A1)", "General")?.formula).toBe("=SUM(A1)");
    expect(enter("-x", "General")?.formula).toBe("=-x");
    expect(enter("+1", "General")).toEqual({ value: 1, formula: null });
    expect(enter("007", "General")).toEqual({ value: 7, formula: null });
    expect(enter("TRUE", "General")).toEqual({ value: true, formula: null });
    expect(enter("'=x", "General")).toEqual({ value: "=x", formula: null });
    for (const s of INJECTIONS) expect(enter(s, "@")).toEqual({ value: s, formula: null });
  });

  test("reading before load and sync fails, like a proxy", async () => {
    const ctx = officeBook().context();
    expect(() => ctx.workbook.worksheets.items).toThrow(/not available/);
    ctx.workbook.worksheets.load("items/name");
    expect(() => ctx.workbook.worksheets.items).toThrow(/not available/);
    await ctx.sync();
    expect(ctx.workbook.worksheets.items.map((s) => s.name)).toEqual(["Ratings", "Tournament"]);
  });

  test("a request above 5 MB is refused whole", async () => {
    const book = officeBook();
    const ctx = book.context();
    const sheet = ctx.workbook.worksheets.getItem("Ratings");
    sheet.getRange("A10").formulas = [["small"]];
    sheet.getRange("A11").formulas = [["x".repeat(6 * 1024 * 1024)]];
    await expect(ctx.sync()).rejects.toMatchObject({ code: "RequestPayloadSizeLimitExceeded" });
    expect(book.cell("Ratings", "A10")).toBeUndefined();
  });
});

describe("writePlan", () => {
  test("writes cells, formats, a table, frozen panes, widths and bold in two syncs", async () => {
    const book = officeBook();
    const before = book.snapshotSheet("Tournament");
    const progress: [number, number][] = [];
    const result = await writePlan(book.context(), small, { onProgress: (d, t) => progress.push([d, t]) });

    expect(result).toEqual({
      sheetName: "Tournament (2)",
      tableNames: ["RatingList_2"],
      syncs: 2,
      cells: 13,
      bytes: expect.any(Number),
    });
    expect(book.syncCount).toBe(2);
    expect(progress).toEqual([
      [1, 2],
      [2, 2],
    ]);
    expect(book.sheets.map((s) => s.name)).toEqual(["Ratings", "Tournament", "Tournament (2)"]);
    expect(book.snapshotSheet("Tournament")).toEqual(before);

    const s = "Tournament (2)";
    expect(book.valuesOf(s, "A3:C5")).toEqual([
      ["No", "Name", "R1"],
      [1, '=HYPERLINK("http://x","y")', "2+/w"],
      [2, "Szőke Ödön", "1-/b"],
    ]);
    expect(book.cell(s, "B4")).toMatchObject({ formula: null, numberFormat: "@" });
    expect(book.cell(s, "C5")).toMatchObject({ value: "1-/b", numberFormat: "@" });
    expect(book.cell(s, "A4")).toMatchObject({ value: 1, numberFormat: "General" });
    expect(book.cell(s, "D4")).toMatchObject({ formula: "=LEN(C4)", numberFormat: "0.0" });
    expect(book.cell(s, "A1")).toMatchObject({ value: "Budapest Open", bold: true });

    const sheet = book.sheet(s);
    expect(sheet?.freeze).toEqual({ rows: 3, columns: 2 });
    expect(sheet?.columnWidths.get(1)).toBe(150);
    expect(book.tables).toEqual([
      {
        name: "RatingList_2",
        sheetId: sheet?.id,
        address: "A3:D5",
        hasHeaders: true,
        style: "TableStyleLight9",
      },
    ]);
    expect(book.activeSheetId).toBe(sheet?.id);
  });

  test("page setup: orientation, title columns and rows, print area, one page wide — in the write request", async () => {
    const book = officeBook();
    const plan: SheetPlan = {
      ...small,
      print: {
        orientation: "Landscape",
        titleColumns: "$A:$B",
        titleRows: "$3:$3",
        area: "A1:D5",
        fitToPagesWide: 1,
      },
    };
    const result = await writePlan(book.context(), plan);
    expect(result.syncs).toBe(2);
    expect(book.syncCount).toBe(2);
    expect(book.sheet(result.sheetName)?.print).toEqual({
      orientation: "Landscape",
      titleColumns: "$A:$B",
      titleRows: "$3:$3",
      area: "A1:D5",
      zoom: { horizontalFitToPages: 1 },
    });
    // Each is one PageLayout statement of the second (write) request, on the new sheet only.
    const ops = (book.requests[1]?.ops ?? []).filter((o) => o.location.startsWith("PageLayout."));
    expect(ops.map((o) => [o.location, o.sheet])).toEqual([
      ["PageLayout.orientation", "Tournament (2)"],
      ["PageLayout.setPrintTitleColumns", "Tournament (2)"],
      ["PageLayout.setPrintTitleRows", "Tournament (2)"],
      ["PageLayout.setPrintArea", "Tournament (2)"],
      ["PageLayout.zoom", "Tournament (2)"],
    ]);
  });

  test("a page setup Excel would refuse is caught by the plan's validation", () => {
    const bad: SheetPlan = {
      ...small,
      print: { orientation: "Portrait", titleRows: "$A:$A", area: "A0:B2", fitToPagesWide: 0 },
    };
    const v = validatePlan(bad);
    expect(v.ok).toBe(false);
    if (!v.ok)
      expect(v.problems.map(english)).toEqual([
        'print: title rows "$A:$A" are not rows like $9:$9',
        expect.stringMatching(/^print area: row 0 in "A0" is outside/),
        "print: 0 pages wide is not a whole number 1..32767",
      ]);
  });

  test("the write request suspends calculation and comes after one read-only request", async () => {
    const book = officeBook();
    await writePlan(book.context(), small);
    const [read, write] = book.requests;
    expect(read?.ops.map((o) => o.location)).toEqual([
      "WorksheetCollection.load",
      "TableCollection.load",
      "NamedItemCollection.load",
    ]);
    expect(write?.calculationSuspended).toBe(true);
    expect(write?.ops[0]?.location).toBe("Application.suspendApiCalculationUntilNextSync");
    // every statement of the write addresses the new sheet only
    expect(new Set(write?.ops.slice(1).map((o) => o.sheet))).toEqual(new Set(["Tournament (2)"]));
  });

  test("without chunking the same plan is refused, and nothing is left behind", async () => {
    const book = officeBook(400_000);
    const before = book.snapshot();
    const error = await writePlan(book.context(), tournamentPlan(2000), { requestBudget: 50_000_000 }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(SheetWriteError);
    expect((error as SheetWriteError).message).toMatch(
      /^Could not write the sheet "Tournament \(2\)": The request payload size has exceeded the limit. \(RequestPayloadSizeLimitExceeded\)\. The partial sheet was removed/,
    );
    expect(book.snapshot()).toEqual(before);
  });

  test("injection strings stay text, and read back as the same strings", async () => {
    const book = officeBook();
    const plan: SheetPlan = {
      sheetName: "Names",
      blocks: [{ at: "B2", rows: INJECTIONS.map((s) => [text(s)]) }],
    };
    await writePlan(book.context(), plan);
    INJECTIONS.forEach((s, i) => {
      expect(book.cell("Names", `B${i + 2}`)).toEqual({
        value: s,
        formula: null,
        numberFormat: "@",
        bold: false,
      });
    });
    const read = await readUsedRange(book.context(), "Names");
    expect(read.values.map((r) => r[0])).toEqual([...INJECTIONS]);
    expect(read.formulas.map((r) => r[0])).toEqual([...INJECTIONS]);
    // Control: typed into a General cell, the same strings become formulas and numbers.
    book.typeInto("Names", "D2", INJECTIONS[0]);
    expect(book.cell("Names", "D2")?.formula).toBe(INJECTIONS[0]);
  });

  test("the sheet name is made valid and unique; table names avoid tables and defined names", async () => {
    const book = officeBook();
    await writePlan(book.context(), { ...small, sheetName: "tournament" });
    const second = await writePlan(book.context(), { ...small, sheetName: "Tournament/2024: final [A]" });
    const third = await writePlan(book.context(), { ...small, sheetName: "Tournament" });
    expect(book.sheets.map((s) => s.name)).toEqual([
      "Ratings",
      "Tournament",
      "tournament (2)",
      "Tournament-2024- final -A-",
      "Tournament (3)",
    ]);
    expect(second.tableNames).toEqual(["RatingList_3"]);
    expect(third.tableNames).toEqual(["RatingList_4"]);
  });

  test("a failure in the last statement (a table name) also removes the sheet", async () => {
    const book = officeBook();
    const before = book.snapshot();
    book.failOn((op) => op.location === "Table.name", "InvalidArgument", "The argument is invalid.");
    await expect(writePlan(book.context(), small)).rejects.toThrow(/The partial sheet was removed/);
    expect(book.snapshot()).toEqual(before);
  });

  test("when the removal fails too, the user is told to delete the sheet by hand", async () => {
    const book = officeBook();
    book.failOn(
      (op) => op.location === "Range.formulas" || op.location === "Worksheet.load",
      "GeneralException",
      "Offline.",
      2,
    );
    const error = (await writePlan(book.context(), small).catch((e: unknown) => e)) as SheetWriteError;
    expect(error.removed).toBe(false);
    expect(error.message).toMatch(
      /The partial sheet "Tournament \(2\)" could not be removed: delete it by hand\. No other sheet was changed\.$/,
    );
    expect(book.sheet("Ratings")).toBeDefined();
  });

  test("a sheet someone else created meanwhile under the chosen name is never deleted", async () => {
    const book = officeBook();
    const error = (await writePlan(book.context(), small, {
      onProgress: (done) => {
        if (done === 1) book.seedSheet({ name: "Tournament (2)", rows: [["mine"]] });
      },
    }).catch((e: unknown) => e)) as SheetWriteError;
    expect(error).toBeInstanceOf(SheetWriteError);
    expect(error.message).toMatch(/already exists/);
    expect(book.valuesOf("Tournament (2)", "A1")).toEqual([["mine"]]);
  });

  test("a failure reading names changes nothing", async () => {
    const book = officeBook();
    const before = book.snapshot();
    book.failOn((op) => op.location === "WorksheetCollection.load", "AccessDenied", "Access denied.");
    await expect(writePlan(book.context(), small)).rejects.toThrow(
      "Could not read the workbook's sheet names: Access denied. (AccessDenied). Nothing was changed.",
    );
    expect(book.snapshot()).toEqual(before);
    expect(book.syncCount).toBe(1);
  });

  test("an invalid plan is refused before any sync", async () => {
    const book = officeBook();
    await expect(
      writePlan(book.context(), { sheetName: "X", blocks: [{ at: "A1", rows: [[num(NaN)]] }] }),
    ).rejects.toThrow(RatingError);
    expect(book.syncCount).toBe(0);
  });
});

describe("reading", () => {
  test("the used range of a sheet in one sync, with formulas and formats", async () => {
    const book = officeBook();
    await writePlan(book.context(), small);
    const syncs = book.syncCount;
    const read = await readUsedRange(book.context(), "Tournament (2)");
    expect(book.syncCount).toBe(syncs + 1);
    expect(read).toMatchObject({ sheetName: "Tournament (2)", row: 0, column: 0, rows: 5, columns: 4 });
    expect(read.values[3]).toEqual([1, '=HYPERLINK("http://x","y")', "2+/w", "#N/A"]);
    expect(read.formulas[3]).toEqual([1, '=HYPERLINK("http://x","y")', "2+/w", "=LEN(C4)"]);
    expect(read.numberFormat[3]).toEqual(["General", "@", "@", "0.0"]);
  });

  test("several sheets in one sync; an empty sheet reads as no cells", async () => {
    const book = officeBook();
    book.seedSheet({ name: "Empty sheet" });
    const [ratings, empty] = await readUsedRanges(book.context(), ["Ratings", "Empty sheet"]);
    expect(book.syncCount).toBe(1);
    expect(ratings?.values).toEqual([
      ["Name", "Rating", "Since"],
      ["Kovács Anna", 2105, "2019-05-01"],
      ["Nagy Béla", 1850, "#N/A"],
    ]);
    expect(ratings?.formulas[2]?.[2]).toBe("=B2-255");
    expect(empty).toEqual({
      sheetName: "Empty sheet",
      row: 0,
      column: 0,
      rows: 0,
      columns: 0,
      values: [],
      formulas: [],
      numberFormat: [],
      dateSystem: "1900", // D192: read in the same sync
    });
  });

  test("a used range that does not start at A1 keeps its position", async () => {
    const book = officeBook();
    await writePlan(book.context(), {
      sheetName: "Offset",
      blocks: [{ at: "C5", rows: [[num(1), num(2)]] }],
    });
    expect(await readUsedRange(book.context(), "Offset")).toMatchObject({
      row: 4,
      column: 2,
      rows: 1,
      columns: 2,
      values: [[1, 2]],
    });
  });

  test("one rectangle of a sheet", async () => {
    const book = officeBook();
    const read = await readRange(book.context(), "Ratings", "B3:A2");
    expect(read).toMatchObject({
      row: 1,
      column: 0,
      rows: 2,
      columns: 2,
      values: [
        ["Kovács Anna", 2105],
        ["Nagy Béla", 1850],
      ],
    });
  });

  describe("a large rating list in bounded requests (Excel on the web caps a response at 5 MB)", () => {
    // Excel's cap (5 MB) is hit by about 24,000 rows × 8 columns of values, formulas and formats;
    // here the same shape is scaled down 20 times, with the fake's cap and the read budget too.
    const ROWS = 1_500;
    const SCALE = 20;
    const list = (): FakeWorkbook =>
      new FakeWorkbook({
        responseLimit: (5 * 1024 * 1024) / SCALE,
        sheets: [
          {
            name: "Big list",
            rows: [
              ["Name", "PIN", "Rating", "Rank", "Club", "Country", "Since", "Note"],
              ...Array.from({ length: ROWS }, (_, i) => [
                `Játékos Számú ${i} Keresztnév`,
                10_000_000 + i,
                100 + (i % 2700),
                `${1 + (i % 30)}k`,
                "Budapesti Go Klub",
                "HU",
                "2019-05-01",
                "from the federation's list",
              ]),
            ],
          },
        ],
      });
    const limits = { firstRows: FIRST_READ_ROWS / SCALE, bytes: READ_BUDGET / SCALE };

    test("the whole used range in one request exceeds the cap: the fake enforces it", async () => {
      const book = list();
      const context = book.context();
      const range = context.workbook.worksheets.getItem("Big list").getUsedRangeOrNullObject(true);
      range.load(["address", "values", "formulas", "numberFormat"]);
      await expect(context.sync()).rejects.toMatchObject({ code: "ResponsePayloadSizeLimitExceeded" });
    });

    test("Recalculate's read of the active sheet: the same bounded requests, the name after the first", async () => {
      const book = list(); // its one sheet is the active one
      const read = await readActiveSheet(book.context(), limits);
      expect(read).toMatchObject({ sheetName: "Big list", row: 0, column: 0, rows: ROWS + 1, columns: 8 });
      expect(read.values.map((r) => r[1])).toEqual([
        "PIN",
        ...Array.from({ length: ROWS }, (_, i) => 10_000_000 + i),
      ]);
      expect(book.requests.length).toBeGreaterThan(3);
      for (const r of book.requests) expect(r.responseBytes).toBeLessThanOrEqual(limits.bytes * 1.1);
    });

    test("readUsedRanges reads it in requests that each stay within the budget, every row once", async () => {
      const book = list();
      const [read] = await readUsedRanges(book.context(), ["Big list"], true, limits);
      expect(read).toMatchObject({ row: 0, column: 0, rows: ROWS + 1, columns: 8 });
      expect(read?.values).toHaveLength(ROWS + 1);
      expect(read?.values.map((r) => r[1])).toEqual([
        "PIN",
        ...Array.from({ length: ROWS }, (_, i) => 10_000_000 + i),
      ]);
      expect(read?.formulas[1]?.[0]).toBe("Játékos Számú 0 Keresztnév");
      expect(read?.numberFormat[ROWS]).toHaveLength(8);
      const [first, ...rest] = book.requests.map((r) => r.responseBytes);
      expect(rest.length).toBeGreaterThan(2);
      // The first request is bounded by its rows, the others by the budget (plus the fake's
      // per-load envelope, 120 bytes × 3 properties).
      expect(first).toBeLessThan(limits.bytes * 1.1);
      for (const bytes of rest) expect(bytes).toBeLessThanOrEqual(limits.bytes + 3 * 120);
    });

    test("D297: the first request's rows are kept, not read again: every row is asked for once", async () => {
      const book = list();
      await readUsedRanges(book.context(), ["Big list"], true, limits);
      // the rows each further request loads (their A1 addresses, e.g. "A101:H420")
      const asked = book.requests
        .slice(1)
        .flatMap((r) => r.ops)
        .filter((op) => op.location === "Range.load" && op.address !== null)
        .map((op) => /^[A-Z]+(\d+):[A-Z]+(\d+)$/.exec(op.address ?? ""))
        .map((m) => [Number(m?.[1]), Number(m?.[2])] as const);
      expect(asked.length).toBeGreaterThan(2);
      // the first request brought rows 1–100 (FIRST_READ_ROWS / SCALE): the others start at 101
      expect(asked[0]?.[0]).toBe(FIRST_READ_ROWS / SCALE + 1);
      expect(asked.reduce((n, [a, b]) => n + b - a + 1, 0)).toBe(ROWS + 1 - FIRST_READ_ROWS / SCALE);
    });

    test("D297: the bytes per row from 200 rows spread over the read, within 2 % of the whole's", async () => {
      const book = list();
      const [read] = await readUsedRanges(book.context(), ["Big list"], true, limits);
      if (read === undefined) throw new Error("no read");
      const whole = readBytes(read) / read.rows;
      expect(Math.abs(sampledBytesPerRow(read) / whole - 1)).toBeLessThan(0.02);
      // a read of one row is its own sample; no rows, no bytes
      const one = {
        values: read.values.slice(1, 2),
        formulas: read.formulas.slice(1, 2),
        numberFormat: read.numberFormat.slice(1, 2),
      };
      expect(sampledBytesPerRow(one)).toBe(readBytes(one));
      expect(sampledBytesPerRow({ values: [], formulas: [], numberFormat: [] })).toBe(0);
      expect(SAMPLED_ROWS).toBe(200);
    });

    test("a sheet within the first request's rows: one sync, as before", async () => {
      const book = list();
      const rows = 50;
      book.seedSheet({ name: "Small", rows: Array.from({ length: rows }, (_, i) => [`P${i}`, i]) });
      const [read] = await readUsedRanges(book.context(), ["Small"], true, limits);
      expect(read?.rows).toBe(rows);
      expect(book.syncCount).toBe(1);
    });
  });

  test("a missing sheet is a clear error", async () => {
    const book = officeBook();
    const error = await readUsedRange(book.context(), "Nope").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SheetReadError);
    expect((error as Error).message).toBe(
      'Could not read "Nope": no sheet or range named "Nope" in this workbook',
    );
  });
});
