/**
 * A mahjong table's numbers by the file's decimal mark (D458), a name's cell across lines in
 * every CSV reader of names (D459), and a table's family and first names apart (D460). The
 * files are made up here; each expected number is the cell's text read as the test says.
 */
import { readResultsCsv } from "../../src/cli/mahjong-list";
import { decimalMarkOf, markOfCell, readMarked } from "../../src/core/common/bounds";
import { type Diagnostic } from "../../src/core/tournament/diagnostics";
import { readCsv, readLevelList, readMahjongResults, readRatingList } from "../../src/formats";

const said = (d: readonly Diagnostic[]): string[] =>
  d.map((x) => `${x.severity} ${x.line}:${x.column} ${x.code} ${x.detail}`);

describe("D458: a mahjong number's decimal mark, told by the file", () => {
  it("the forms only one mark writes, and the delimiter", () => {
    expect(["120,5", "0,125", "1250,5", "1 250,5", "1.250,5"].map(markOfCell)).toEqual([
      ",",
      ",",
      ",",
      ",",
      ",",
    ]);
    expect(["80.25", "1250.5", "1,250.5", "1,250,000"].map(markOfCell)).toEqual([".", ".", ".", "."]);
    expect(["-0,125", "0.5"].map(markOfCell)).toEqual([",", "."]);
    expect(["1,250", "1.250", "12", "x"].map(markOfCell)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(decimalMarkOf(["12", "1,250"], ";")).toBe(",");
    expect(decimalMarkOf(["12", "1,250"], ",")).toBe(".");
    expect(decimalMarkOf(["12", "1,250"], "\t")).toBeUndefined();
    expect(decimalMarkOf(["80,2", "1,250"], "\t")).toBe(",");
    // a semicolon file with a point's decimal: the two disagree, nothing is guessed
    expect(decimalMarkOf(["80.25", "1,250"], ";")).toBeUndefined();
  });

  it("1,250 is 1.25, 1250 or asked, as the mark is", () => {
    expect(readMarked("1,250", ",")).toEqual({ value: 1.25 });
    expect(readMarked("1,250", ".")).toEqual({ value: 1250 });
    expect(readMarked("1,250,000.5", ".")).toEqual({ value: 1250000.5 });
    expect(readMarked("1,250", undefined)).toEqual({
      why: { kind: "ambiguous", whole: "1", part: "250", separator: "," },
    });
    expect(readMarked("1.250", ",")).toEqual({
      why: { kind: "ambiguous", whole: "1", part: "250", separator: "." },
    });
    expect(readMarked("-1 250,5", ",")).toEqual({ why: { kind: "grouped", plain: "-1250,5" } });
  });

  it("a semicolon table (a comma-decimal locale's Excel): 1,250 points are 1.25", () => {
    const t = readMahjongResults("Место;Игрок;Очки\n1;Иванова Анна;1,250\n2;Петров Павел;80\n");
    expect(said(t.diagnostics)).toEqual([]);
    expect(t.rows.map((r) => r.points)).toEqual([1.25, 80]);
  });

  it("a comma table (a point-decimal locale's Excel quotes 1,250): 1,250 points are 1250", () => {
    const t = readMahjongResults('Place,Player,Points\n1,Anna Ivanova,"1,250"\n2,Pavel Petrov,980\n');
    expect(said(t.diagnostics)).toEqual([]);
    expect(t.rows.map((r) => r.points)).toEqual([1250, 980]);
  });

  it("a tab table telling no mark: 1,250 is asked at its cell, with what to write", () => {
    const t = readMahjongResults("Place\tPlayer\tPoints\n1\tAnna Ivanova\t1,250\n2\tPavel Petrov\t980\n");
    expect(said(t.diagnostics)).toEqual([
      'error 2:3 bad-points points "1,250" is ambiguous: 1250 with a thousands separator or 1.250 with a decimal comma (write it without the comma, or with a point)',
      // the row asked about is left out, so the next place is said too
      "warning 3:1 place-order place 2 where 1 was expected: correct the place, or put the rows in the order of their places",
    ]);
    expect(t.rows.map((r) => r.player)).toEqual(["Pavel Petrov"]);
  });

  it("a tab table whose other points tell the mark: 80,2 a comma, 80.25 a point", () => {
    const comma = readMahjongResults("Place\tPlayer\tPoints\n1\tA\t1,250\n2\tB\t80,2\n");
    expect(comma.rows.map((r) => r.points)).toEqual([1.25, 80.2]);
    const point = readMahjongResults("Place\tPlayer\tPoints\n1\tA\t1,250\n2\tB\t80.25\n");
    expect(point.rows.map((r) => r.points)).toEqual([1250, 80.25]);
  });

  it("a comma table with 1,250 unquoted: the cell right of the header is said, not dropped", () => {
    const t = readMahjongResults("Place,Player,Points\n1,Anna Ivanova,1,250\n2,Pavel Petrov,980\n");
    expect(said(t.diagnostics)).toEqual([
      'warning 2:4 cell-outside-header "250" is right of the header\'s last column (3): not read; name its column in the header, or delete it',
    ]);
  });

  it("a place of 1,500 in a tab table is asked; a place in digit groups says the plain number", () => {
    const t = readMahjongResults("Place\tPlayer\n1,500\tA\n1 000\tB\n");
    expect(said(t.diagnostics).slice(0, 2)).toEqual([
      'error 2:1 bad-place place "1,500" is ambiguous: 1500 with a thousands separator or 1.500 with a decimal comma (write it without the comma, or with a point)',
      'error 3:1 bad-place place "1 000" has spaces between its digits, as Excel writes a number formatted with thousands separators: write it without them, 1000',
    ]);
  });

  const sheet = (sep: string, place: string): string =>
    [
      ["Player", "Tournament", "Last day", "Place", "Participants", "Sessions"],
      ["A", "Open", "2025-01-19", "1", "12", "8"],
      ["B", "Open", "2025-01-19", place, "12", "8"],
      ["C", "Open", "2025-01-19", "1,500", "12", "8"],
    ]
      .map((r) => r.map((c) => (c.includes(sep) ? `"${c}"` : c)).join(sep))
      .join("\n");

  it("the results sheet: 1,500 a shared place in a semicolon file, asked in a tab file", () => {
    const semi = readResultsCsv(sheet(";", "2"), "r.csv");
    expect(semi.rows.map((r) => r.place)).toEqual([1, 2, 1.5]);
    expect(() => readResultsCsv(sheet("\t", "2"), "r.csv")).toThrow(
      // a UsageError (D470: a message of the table); toThrow compares its English message
      new Error(
        'r.csv:4:4: line 4, column place: "1,500" is ambiguous: 1500 with a thousands separator or 1.500 with a decimal comma (write it without the comma, or with a point)',
      ),
    );
    // a shared place written 1,5 in the tab file tells the comma
    expect(readResultsCsv(sheet("\t", "1,5"), "r.csv").rows.map((r) => r.place)).toEqual([1, 1.5, 1.5]);
  });
});

describe("D459: a name's cell across lines is said at its cell, in every CSV reader of names", () => {
  const BROKEN = '"Иванов\nИван"';

  it("the mahjong results table", () => {
    const t = readMahjongResults(`Место;Игрок;Очки\n1;${BROKEN};120\n2;Петров Павел;80\n`);
    expect(said(t.diagnostics)).toEqual([
      'error 2:2 line-break this name\'s cell holds a line break ("Иванов⏎Иван", Alt+Enter in Excel): it is read as "Иванов Иван"; write the name on one line in its cell, and another name in a row of its own',
    ]);
    // the next row keeps its own line: line 4 of the file
    expect(t.rows.map((r) => [r.player, r.line])).toEqual([
      ["Иванов Иван", 2],
      ["Петров Павел", 4],
    ]);
  });

  it("the results sheet of mahjong-list", () => {
    const text = `Player;Tournament;Last day;Place;Participants;Sessions\n${BROKEN};Open;2025-01-19;1;12;8\n`;
    expect(() => readResultsCsv(text, "r.csv")).toThrow(
      // a UsageError (D470: a message of the table); toThrow compares its English message
      new Error(
        'r.csv:2:1: line 2, column player: "Иванов\\nИван" holds a line break (Alt+Enter in Excel), read as Иванов Иван: write it on one line in its cell',
      ),
    );
  });

  it("the Hungarian rating list and a levels list", () => {
    const list = readRatingList(`Név;Értékszám\n"Kovács\r\nAnna";2100\nNagy Béla;1900\n`);
    expect(said(list.diagnostics).map((d) => d.slice(0, 20))).toEqual(["error 2:1 line-break"]);
    expect(list.entries.map((e) => [e.name, e.line])).toEqual([
      ["Kovács Anna", 2],
      ["Nagy Béla", 4],
    ]);
    const levels = readLevelList(`Фамилия;Имя;Разряд\nИванова;"Анна\nМария";3 кю\n`);
    expect(said(levels.diagnostics).map((d) => d.slice(0, 20))).toEqual(["error 2:2 line-break"]);
  });

  it("the crosstable", () => {
    const r = readCsv(`Name;R1;R2\n${BROKEN};2+;0\nKovács Anna;1-;0\n`);
    expect(said(r.diagnostics).filter((d) => d.includes("line-break"))).toHaveLength(1);
    expect(
      said(r.diagnostics)
        .find((d) => d.includes("line-break"))
        ?.slice(0, 10),
    ).toBe("error 2:1 ");
  });
});

describe("D460: a mahjong table's family and first names apart are one name", () => {
  it("Место;Фамилия;Имя;Очки reads Фамилия Имя, as a list of levels names its players", () => {
    const t = readMahjongResults("Место;Фамилия;Имя;Очки\n1;Иванова;Анна;120,5\n2;Петров;Павел;80,2\n");
    expect(said(t.diagnostics)).toEqual([]);
    expect(t.rows.map((r) => r.player)).toEqual(["Иванова Анна", "Петров Павел"]);
  });

  it("a first-name column named twice is said", () => {
    const t = readMahjongResults("Место;Фамилия;Имя;Имя;Очки\n1;Иванова;Анна;Анна;120\n");
    expect(said(t.diagnostics).map((d) => d.slice(0, 24))).toEqual(["warning 1:4 column-twice"]);
  });
});

describe("D461: a cell no header cell names is said, never dropped", () => {
  it("the table: a first name under a merged Игрок, said once for its column", () => {
    const t = readMahjongResults("Место;Игрок;;Очки\n1;Иванова;Анна;120,5\n2;Петров;Павел;80,2\n");
    expect(said(t.diagnostics)).toEqual([
      'warning 2:3 cell-outside-header "Анна" stands in column 3, whose header cell is blank (a merged header cell is saved so): not read; name the column in the header, or delete it',
    ]);
  });

  it("the results sheet: asked about at the cell, under a blank header cell or right of the last", () => {
    const head = "Player;;Tournament;Last day;Place;Participants;Sessions";
    expect(() => readResultsCsv(`${head}\nИванова;Анна;Open;2025-01-19;1;12;8\n`, "r.csv")).toThrow(
      // a UsageError (D470: a message of the table); toThrow compares its English message
      new Error(
        'r.csv:2:2: "Анна" stands in column 2, whose header cell is blank (a merged header cell is saved so): not read; name the column in the header, or delete it',
      ),
    );
    const right = "Player;Tournament;Last day;Place;Participants;Sessions\nA;Open;2025-01-19;1;12;8;note\n";
    expect(() => readResultsCsv(right, "r.csv")).toThrow(
      // a UsageError (D470: a message of the table); toThrow compares its English message
      new Error(
        `r.csv:2:7: "note" is right of the header's last column (6): not read; name its column in the header, or delete it`,
      ),
    );
  });

  it("the crosstable: a first name under a merged Name, said at each cell as a cell right of the header is", () => {
    const r = readCsv("Name;;R1;R2\nKovács;Anna;2+;0-\nNagy;Béla;1-;0+\n");
    expect(said(r.diagnostics).map((d) => d.slice(0, 40))).toEqual([
      'warning 2:2 cell-outside-header "Anna" s',
      'warning 3:2 cell-outside-header "Béla" s',
    ]);
  });

  it("the results sheet: a column named twice is asked about at its header cell", () => {
    const text =
      "Player;Tournament;Last day;Place;Participants;Sessions;Place\nA;Open;2025-01-19;1;12;8;12\n";
    expect(() => readResultsCsv(text, "r.csv")).toThrow(
      // a UsageError (D470: a message of the table); toThrow compares its English message
      new Error(
        'r.csv:1:7: the header "Place" names what column 4 names already: only column 4 is read, this one is not; delete this column or name it apart',
      ),
    );
  });

  it("a rating list: a first name under a merged Név", () => {
    const list = readRatingList("Név;;Értékszám\nKovács;Anna;2100\nNagy;Béla;1900\n");
    expect(said(list.diagnostics).map((d) => d.slice(0, 35))).toEqual([
      'warning 2:2 cell-outside-header "An',
    ]);
  });
});
