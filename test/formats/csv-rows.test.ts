/**
 * D438: one split of a CSV text for every CSV reader (src/formats/csv-rows.ts): each row with
 * the line it starts on, Excel's `sep=` line, a row of blank cells, a quote never closed. The
 * texts are built here; test/fixtures/traps/hostile-csv-as-excel-saves-it runs the commands on
 * files of the same shapes.
 */
import { blankRow, csvRows } from "../../src/formats/csv-rows";
import { readCsv } from "../../src/formats/csv";
import { readMahjongResults } from "../../src/formats/mahjong";
import { readRatingList } from "../../src/formats/rating-list";

describe("D438: csvRows", () => {
  it("numbers each row by the line it starts on, past empty lines and a cell across lines", () => {
    // lines: 1 header, 2 Ann, 3 empty, 4-5 Bob's quoted two-line club, 6 `;;`, 7 Cid
    const text = 'Name;Club;Rating\r\nAnn;A;1500\r\n\r\nBob;"Big\r\nClub";1400\r\n;;\r\nCid;C;1300\r\n';
    const { rows, lines, delimiter } = csvRows(text);
    expect(delimiter).toBe(";");
    expect(rows.map((r) => r[0])).toEqual(["Name", "Ann", "", "Bob", "", "Cid", ""]);
    expect(lines).toEqual([1, 2, 3, 4, 6, 7, 8]);
    expect(rows.map((r) => blankRow(r))).toEqual([false, false, true, false, true, false, true]);
  });

  it.each([
    ["sep=;\n", ";"],
    ["SEP=,\r\n", ","],
    ["sep=\t\n", "\t"],
  ])("reads Excel's first line %j as the delimiter, a blank row in its place", (sep, d) => {
    const body = `Name${d}Rating\nAnn${d}1500\n`;
    const { rows, lines, delimiter } = csvRows(sep + body);
    expect(delimiter).toBe(d);
    expect(blankRow(rows[0] ?? [])).toBe(true);
    expect(rows[1]).toEqual(["Name", "Rating"]);
    expect(lines.slice(0, 2)).toEqual([1, 2]);
  });

  it("says where a quote opened that is never closed: its line and its cell", () => {
    const split = csvRows('Name;Rating\nAnn;1500\nBob;"1400\nCid;1300\n');
    expect(split.unclosed).toEqual({ line: 3, column: 2 });
    expect(csvRows('sep=;\nName;Rating\n"Ann;1500\n').unclosed).toEqual({ line: 3, column: 1 });
    expect(csvRows('Name;Rating\n"Ann ""Big"" Kovács";1500\n').unclosed).toBeUndefined();
  });
});

describe("D438: every CSV reader splits the same way", () => {
  const quote = "a quote opens this cell and is never closed";

  it("the mahjong results table names the line of the file past blank rows, and skips `;;`", () => {
    const text = "Место;Игрок;Очки\n1;Анна;10\n;;\n\n2;Павел;x\n";
    const read = readMahjongResults(text);
    expect(read.rows.map((r) => [r.player, r.line])).toEqual([["Анна", 2]]);
    expect(read.diagnostics.map((d) => [d.line, d.column, d.severity])).toEqual([[5, 3, "error"]]);
  });

  it("a rating list below a sep= line is read, and an open quote is an error where it opened", () => {
    const list = readRatingList("sep=;\nName;Rating\nAnn;1500\nBob;1400\n");
    expect(list.entries.map((e) => [e.name, e.rating, e.line])).toEqual([
      ["Ann", 1500, 3],
      ["Bob", 1400, 4],
    ]);
    const open = readRatingList('Name;Rating\nAnn;1500\n"Bob;1400\nCid;1300\n');
    expect(open.diagnostics.find((d) => d.message.includes(quote))).toMatchObject({ line: 3, column: 1 });
  });

  it("a crosstable's open quote is an error at its line and cell, not 'no header row'", () => {
    const read = readCsv('No;Name;R1\n1;"Ann;2+\n2;Bob;1-\n');
    expect(read.diagnostics.find((d) => d.message.includes(quote))).toMatchObject({ line: 2, column: 2 });
  });
});

describe("D438: a header naming one column twice is said at the later cell; the first is read", () => {
  const said = "names what column";

  it("a crosstable's rating or round named twice: the second is not read as another round", () => {
    const read = readCsv("No;Name;Rating;R1;R1;Rating\n1;Ann;1500;2+;0-;1999\n2;Bob;1400;1-;0-;1888\n");
    expect(read.tournament.rounds).toBe(1);
    expect(read.tournament.players.map((p) => p.rating)).toEqual([1500, 1400]);
    expect(read.diagnostics.filter((d) => d.message.includes(said)).map((d) => [d.line, d.column])).toEqual([
      [1, 5],
      [1, 6],
    ]);
  });

  it("a rating list's rating and a mahjong table's place named twice", () => {
    const list = readRatingList("Név;Értékszám;Fokozat;Értékszám\nKovács Péter;2150;2d;2200\n");
    expect(list.entries.map((e) => e.rating)).toEqual([2150]);
    expect(list.diagnostics.map((d) => [d.line, d.column, d.severity])).toEqual([[1, 4, "warning"]]);
    const table = readMahjongResults("Место;Игрок;Очки;Место\n1;Анна;10;2\n");
    expect(table.rows.map((r) => r.place)).toEqual([1]);
    expect(table.diagnostics.map((d) => [d.line, d.column, d.message.includes(said)])).toEqual([
      [1, 4, true],
    ]);
  });

  it("a mahjong table's player named twice is told by the columns the whole header decided", () => {
    // Фамилия is the player, Имя beside it the first name (D68): nothing is named twice, and
    // the two are the one name (D460)
    const names = readMahjongResults("Место;Фамилия;Имя;Очки\n1;Иванова;Анна;10\n");
    expect(names.rows.map((r) => [r.place, r.player])).toEqual([[1, "Иванова Анна"]]);
    expect(names.diagnostics).toEqual([]);
    // Имя alone holds the whole name (D68); a second Имя, or Игрок after Фамилия, names it again
    const alone = readMahjongResults("Место;Имя;Очки;Имя\n1;Иванова Анна;10;Анна\n");
    expect(alone.rows.map((r) => r.player)).toEqual(["Иванова Анна"]);
    expect(alone.diagnostics.map((d) => [d.line, d.column, d.message.includes(said)])).toEqual([
      [1, 4, true],
    ]);
    const twice = readMahjongResults("Место;Фамилия;Имя;Игрок\n1;Иванова;Анна;Иванова Анна\n");
    expect(twice.diagnostics.map((d) => [d.line, d.column, d.message.includes(said)])).toEqual([
      [1, 4, true],
    ]);
  });
});
