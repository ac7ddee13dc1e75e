/**
 * The rating-list sheet's history (D180) and the pane's chart of it (D181, D182): the dated
 * columns Post writes read back as each player's history, the chart's table and block, and the
 * chart written into the in-memory workbook as Excel makes one from a range.
 * The list: posted-list.ts (RULES §1.4's example 2, posted by Post).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fromExcelSerial, formatIsoDate } from "../../src/core/common/date";
import { readSheet } from "../../src/sheet/actions";
import { CHART_NAME, chartBlock, chartTable, readTop, topPlayers } from "../../src/sheet/chart-plan";
import { chartHistory } from "../../src/sheet/history-chart";
import { sheetHistory } from "../../src/sheet/list-history";
import { detectRatingListMapping } from "../../src/sheet/post";
import { describe as say } from "../../src/sheet/messages";
import { type FakeChart, FakeWorkbook } from "./fake-workbook";
import { LIST, postedBook } from "./posted-list";

const TRAPS = join(__dirname, "..", "fixtures", "traps");

const iso = (serial: unknown): string => formatIsoDate(fromExcelSerial(Number(serial)));

function chartOn(book: FakeWorkbook, sheet: string): FakeChart[] {
  return book.sheet(sheet)?.charts ?? [];
}

describe("the list sheet's history (D180)", () => {
  it("reads back what Post wrote: each player's ratings and ranks after each tournament, oldest first", async () => {
    const { book, mapping } = await postedBook();
    const h = sheetHistory(await readSheet(book.context(), "Lista"), mapping);
    expect(h.columns).toEqual({ posted: 4, season: 0 });
    expect(h.problems).toEqual([]);
    const [kovacs, kis, nagy] = h.players;
    // RULES §1.4 example 2: 2035, 2055, 2040, 2075 → 2d
    expect(kovacs?.history).toEqual([
      { end: "2026-03-14", event: "", rating: 2035, rank: "1d" },
      { end: "2026-04-11", event: "", rating: 2055, rank: "1d" },
      { end: "2026-05-09", event: "", rating: 2040, rank: "1d" },
      { end: "2026-06-13", event: "", rating: 2075, rank: "2d" },
    ]);
    expect(kovacs).toMatchObject({ name: "Kovács Péter", row: 2, rating: 2075, rank: "2d" });
    // D104: the rating column, which Post never writes into, is the list before its columns
    expect(kovacs?.base).toEqual({ rating: 2000, rank: "1d" });
    expect(kis?.history.map((e) => e.rating)).toEqual([1862, 1871]);
    expect(nagy?.history).toEqual([]);
    expect(nagy?.rating).toBe(1790);
  });

  it("says a dated cell that is no rating, at its cell, and leaves that point out", async () => {
    const { book, mapping } = await postedBook();
    book.typeInto("Lista", "G4", "18 62");
    const h = sheetHistory(await readSheet(book.context(), "Lista"), mapping);
    expect(h.players[1]?.history.map((e) => e.rating)).toEqual([1871]);
    expect(h.problems.map((p) => p.address)).toEqual(["'Lista'!G4"]);
    expect(h.problems[0]?.message).toContain("18 62");
  });

  it("the trap chart-history-letter-o: a history cell 2O35 is said at the cell the season names, its point left out", async () => {
    // the trap's list pasted into a sheet as it is (its cells as text, as a CSV opened in Excel keeps a 2O35)
    const csv = readFileSync(join(TRAPS, "chart-history-letter-o", "list.csv"), "utf8");
    const rows = csv
      .trim()
      .split("\n")
      .map((line) => line.split(","));
    const book = new FakeWorkbook({ sheets: [{ name: "Lista", rows }] });
    const read = await readSheet(book.context(), "Lista");
    const found = detectRatingListMapping(read);
    if (!("rating" in found)) throw new Error("no mapping");
    const h = sheetHistory(read, found);
    // `season` says "line 2, column 4" of the file: the sheet's D2
    expect(h.problems.map((p) => [p.address, p.message])).toEqual([
      ["'Lista'!D2", 'rating "2O35" is not a number: write it in digits, with a point before any decimals'],
    ]);
    expect(h.players[0]?.history).toEqual([
      { end: "2026-04-11", event: "Tavaszi Kupa", rating: 2055, rank: "1d" },
    ]);
    book.select("Lista", "A2");
    const r = await chartHistory(book.context(), found, { kind: "selected" }, "en");
    expect(r).toMatchObject({ ok: true, players: 1, points: 1 });
    expect(chartOn(book, "Chart")[0]?.series).toEqual([{ name: "Kovács Péter", values: [2055] }]);
  });

  it("reads the season list's columns too (Rating/Rank YYYY-MM-DD EVENT, D143), beside Post's", async () => {
    const book = new FakeWorkbook({
      sheets: [
        {
          name: "Season",
          rows: [
            [
              "Name",
              "Rating",
              "Rank",
              "Rating 2026-03-14 Budapest Open",
              "Rank 2026-03-14 Budapest Open",
              "2026-04-11",
            ],
            ["Kovács Péter", 2055, "1d", 2035, "1d", 2055],
          ],
        },
      ],
    });
    const read = await readSheet(book.context(), "Season");
    const found = detectRatingListMapping(read);
    if (!("rating" in found)) throw new Error("no mapping");
    const h = sheetHistory(read, found);
    expect(h.columns).toEqual({ posted: 1, season: 1 });
    expect(h.players[0]?.history).toEqual([
      { end: "2026-03-14", event: "Budapest Open", rating: 2035, rank: "1d" },
      { end: "2026-04-11", event: "", rating: 2055 },
    ]);
  });
});

describe("the chart's table and block (D180–D182)", () => {
  const kovacs = {
    name: "Kovács Péter",
    history: [2035, 2055, 2040, 2075].map((rating, i) => ({
      end: ["2026-03-14", "2026-04-11", "2026-05-09", "2026-06-13"][i] ?? "",
      event: "",
      rating,
    })),
  };
  const kis = {
    name: "Kis Anna",
    history: [
      { end: "2026-04-11", event: "", rating: 1862 },
      { end: "2026-06-13", event: "", rating: 1871 },
    ],
  };

  it("D180: every day a category, a rating held until the next tournament, none before the first", () => {
    const t = chartTable([kovacs, kis]);
    expect(t.days).toEqual(["2026-03-14", "2026-04-11", "2026-05-09", "2026-06-13"]);
    expect(t.values).toEqual([
      [2035, null],
      [2055, 1862],
      [2040, 1862],
      [2075, 1871],
    ]);
  });

  it("D181: the block's top-left cell is blank, names across as text, days down as dates", () => {
    const b = chartBlock(chartTable([kovacs, kis]));
    expect(b.range).toBe("A1:C5");
    expect(b.rows[0]).toEqual([
      null,
      { kind: "text", text: "Kovács Péter" },
      { kind: "text", text: "Kis Anna" },
    ]);
    const day = b.rows[1]?.[0];
    expect(day).toMatchObject({ kind: "number", format: "yyyy-mm-dd" });
    expect(iso((day as { value: number }).value)).toBe("2026-03-14");
    expect(b.position.start).toBe("E1");
  });

  it("D182: the top N by the rating now, with a history, equal ratings in the list's order; N from 1 to 50", () => {
    const p = (name: string, rating: number, n: number) => ({
      name,
      row: 0,
      rating,
      history: Array.from({ length: n }, () => ({ end: "2026-01-01", event: "", rating })),
    });
    const list = [p("A", 1800, 1), p("B", 2100, 0), p("C", 1900, 2), p("D", 1900, 1)];
    expect(topPlayers(list, 2).map((x) => x.name)).toEqual(["C", "D"]);
    expect(topPlayers(list, 10).map((x) => x.name)).toEqual(["C", "D", "A"]);
    expect([" 10 ", "1", "50", "0", "51", "ten", "2.5", ""].map(readTop)).toEqual([
      10,
      1,
      50,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe("the chart in the workbook (D181)", () => {
  it("charts the top N on a new sheet Chart: a line chart named, titled, the players as series, the days as categories", async () => {
    const { book, mapping } = await postedBook();
    const before = book.syncCount;
    const r = await chartHistory(book.context(), mapping, { kind: "top", n: 10 }, "en");
    expect(r).toMatchObject({ ok: true, sheet: "Chart", players: 2, points: 4 });
    expect(book.syncCount - before).toBe(3); // the list, the sheets, the writes (no chart sheet yet)
    const [chart, ...more] = chartOn(book, "Chart");
    expect(more).toEqual([]);
    expect(chart).toMatchObject({
      name: CHART_NAME,
      type: "Line",
      source: "A1:C5",
      title: "Rating history: top 2",
      categoryTitle: "Date",
      valueTitle: "Rating",
      position: { start: "E1", end: "M20" },
    });
    expect(chart?.series.map((s) => s.name)).toEqual(["Kovács Péter", "Kis Anna"]);
    expect(chart?.series[0]?.values).toEqual([2035, 2055, 2040, 2075]);
    expect(chart?.series[1]?.values).toEqual(["", 1862, 1862, 1871]);
    expect(chart?.categories.map(iso)).toEqual(["2026-03-14", "2026-04-11", "2026-05-09", "2026-06-13"]);
    expect(book.cell("Chart", "A2")?.numberFormat).toBe("yyyy-mm-dd");
  });

  it("a second run replaces its own chart and block, and nothing the user put beside them", async () => {
    const { book, mapping } = await postedBook();
    await chartHistory(book.context(), mapping, { kind: "top", n: 10 }, "en");
    book.typeInto("Chart", "A30", "checked by the committee");
    book.select("Lista", "B3");
    const r = await chartHistory(book.context(), mapping, { kind: "selected" }, "hu");
    expect(r).toMatchObject({ ok: true, sheet: "Chart", players: 1, points: 4 });
    const charts = chartOn(book, "Chart");
    expect(charts.map((c) => [c.name, c.title, c.categoryTitle, c.valueTitle])).toEqual([
      [CHART_NAME, "Értékszám-történet: Kovács Péter", "Dátum", "Értékszám"],
    ]);
    expect(book.valuesOf("Chart", "A1:C2")).toEqual([
      ["", "Kovács Péter", ""],
      [expect.any(Number), 2035, ""],
    ]);
    expect(book.cell("Chart", "A30")?.value).toBe("checked by the committee");
  });

  it("never writes on a sheet Chart of the user's: the chart goes on Chart (2), and stays there", async () => {
    const { book, mapping } = await postedBook();
    book.seedSheet({ name: "Chart", rows: [["my own notes", 1, 2]] });
    const mine = JSON.stringify(book.snapshotSheet("Chart"));
    const first = await chartHistory(book.context(), mapping, { kind: "top", n: 1 }, "en");
    const second = await chartHistory(book.context(), mapping, { kind: "top", n: 2 }, "en");
    expect([first, second].map((r) => (r.ok ? r.sheet : r.message.code))).toEqual(["Chart (2)", "Chart (2)"]);
    expect(JSON.stringify(book.snapshotSheet("Chart"))).toBe(mine);
    expect(chartOn(book, "Chart (2)").map((c) => c.series.length)).toEqual([2]);
  });

  it("refuses, saying what to do, a selection off the list, on a row without a player, of a player without history", async () => {
    const { book, mapping } = await postedBook();
    const said = async (sheet: string, cell: string): Promise<string> => {
      book.select(sheet, cell);
      const r = await chartHistory(book.context(), mapping, { kind: "selected" }, "en");
      return r.ok ? "charted" : say(r.message, "en");
    };
    await expect(said("Budapest", "A1")).resolves.toBe(
      'The selection is on the sheet "Budapest": select a player\'s row on the list sheet "Lista".',
    );
    await expect(said("Lista", "A2")).resolves.toContain('Row 2 of "Lista" holds no player of the list');
    await expect(said("Lista", "D5")).resolves.toContain("Nagy Béla has no rating in a dated column");
    await expect(said("Lista", "D4")).resolves.toBe("charted");
    expect(book.sheet("Chart")).toBeDefined();
  });

  it("a list without dated columns: nothing to chart, nothing written", async () => {
    const book = new FakeWorkbook({ sheets: [{ name: "Lista", rows: LIST }] });
    const found = detectRatingListMapping(await readSheet(book.context(), "Lista"));
    if (!("rating" in found)) throw new Error("no mapping");
    const r = await chartHistory(book.context(), found, { kind: "top", n: 10 }, "en");
    expect(r.ok ? "charted" : say(r.message, "en")).toContain('"Lista" has no dated rating columns');
    expect(book.sheets.map((s) => s.name)).toEqual(["Lista"]);
  });

  it("the workbook makes a chart as Excel does: a column of days under a word would be a series of numbers", async () => {
    const book = new FakeWorkbook({
      sheets: [
        {
          name: "S",
          rows: [
            ["Date", "Kovács Péter"],
            [46095, 2035],
            [46123, 2055],
          ],
        },
      ],
    });
    const ctx = book.context();
    const sheet = ctx.workbook.worksheets.getItem("S");
    sheet.charts.add("Line", sheet.getRange("A1:B3"), "Columns");
    await ctx.sync();
    const [chart] = chartOn(book, "S");
    expect(chart?.series.map((s) => s.name)).toEqual(["Date", "Kovács Péter"]);
    expect(chart?.categories).toEqual([1, 2]);
  });
});
