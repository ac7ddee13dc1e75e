/**
 * The CSV the project writes for Excel (D195) as bytes, and every form read back by the readers
 * (D196): the season's list by the list reader the command line and the pane share, the
 * crosstable by its reader, and `rate --ratings` reading a list written in each form.
 */
import fc from "fast-check";
import { seasonList } from "../../src/core/season/list";
import { rateMgszSeason } from "../../src/core/season/mgsz";
import { type CsvForm, PLAIN_CSV, csvCell, csvText, excelCsv } from "../../src/formats/csv-form";
import { readCsv } from "../../src/formats/csv";
import { writeCsv } from "../../src/formats/csv-writer";
import { delimiterOf } from "../../src/formats/encoding";
import { csvRatingList } from "../../src/formats/lists/csv-list";
import { seasonListCsv } from "../../src/formats/lists/csv-season";
import { readRatingList } from "../../src/formats/rating-list";
import { run } from "../cli/fake-io";
import { tournamentArb } from "../core/tournament/arbitrary";
import { listed, series } from "../core/season/season-helpers";

const bytes = (text: string): number[] => [...new TextEncoder().encode(text)];
const BOM = [0xef, 0xbb, 0xbf];

const FORMS: readonly [string, CsvForm][] = [
  ["en", excelCsv("en")],
  ["hu", excelCsv("hu")],
  ["ru", excelCsv("ru")],
  ["plain", PLAIN_CSV],
];

describe("the bytes of each form (D195)", () => {
  const table = [
    ["Name", "Rating", "We"],
    ["Kovács Péter", 2150, "7.36"],
    ["Фёдоров Иван", 1378.5, "-0.16"],
  ];

  it("English Excel: the UTF-8 byte-order mark, commas, the decimal point, LF", () => {
    const text = csvText(table, excelCsv("en"));
    expect(bytes(text).slice(0, 3)).toEqual(BOM);
    expect(text.slice(1)).toBe("Name,Rating,We\nKovács Péter,2150,7.36\nФёдоров Иван,1378.5,-0.16\n");
  });

  it.each(["hu", "ru"] as const)("%s Excel: the mark, `;` and the decimal comma", (lang) => {
    const text = csvText(table, excelCsv(lang));
    expect(bytes(text).slice(0, 3)).toEqual(BOM);
    expect(text.slice(1)).toBe("Name;Rating;We\nKovács Péter;2150;7,36\nФёдоров Иван;1378,5;-0,16\n");
    // the names in UTF-8: á is C3 A1, Ф is D0 A4 (no code page in between)
    expect(bytes(text)).toEqual(expect.arrayContaining([0xc3, 0xa1, 0xd0, 0xa4]));
  });

  it("RFC 4180 under --csv-plain: no mark, commas, the decimal point, CRLF", () => {
    const text = csvText(table, PLAIN_CSV);
    expect(bytes(text).slice(0, 3)).not.toEqual(BOM);
    expect(text).toBe("Name,Rating,We\r\nKovács Péter,2150,7.36\r\nФёдоров Иван,1378.5,-0.16\r\n");
  });

  it("a separator inside a cell is quoted in its form only; a formula is neutralised in all (D42)", () => {
    expect(csvCell("Player, A", excelCsv("en"))).toBe('"Player, A"');
    expect(csvCell("Player, A", excelCsv("hu"))).toBe("Player, A");
    expect(csvCell("a;b", excelCsv("ru"))).toBe('"a;b"');
    for (const [, form] of FORMS) expect(csvCell("=HYPERLINK(1)", form)).toBe("'=HYPERLINK(1)");
  });

  it("a file's text that looks like a figure is never changed; a table's figure is", () => {
    expect(csvCell("12.5", excelCsv("hu"))).toBe("12.5");
    expect(csvCell("12.5", excelCsv("hu"), true)).toBe("12,5");
    expect(csvCell(12.5, excelCsv("hu"))).toBe("12,5");
    // a date or a rank is no figure
    expect(csvCell("2026.03.14", excelCsv("hu"), true)).toBe("2026.03.14");
    expect(csvCell("1.5d", excelCsv("hu"), true)).toBe("1.5d");
  });
});

describe("the separator of every form is found (D196)", () => {
  it.each(FORMS)("%s", (_, form) => {
    const text = csvText(
      [
        ["Place", "Name", "Points", "SOS"],
        [1, "Kovács, Péter", 3.5, 12.5],
        [2, "Nagy Béla", 3, 11.5],
      ],
      form,
    );
    expect(delimiterOf(text)).toBe(form.delimiter);
  });

  it("a `;` table whose rows hold more decimal commas than separators is still `;`", () => {
    expect(delimiterOf("Name;A;B\nx;1,5;2,5\ny;3,5;4,5\n")).toBe(";");
  });
});

describe("the season's list read back in every form (D196)", () => {
  // RULES §1.4 example 2 stopped after its second tournament: 2055, 2d reached once
  const hero = { name: "Hero", pin: "10001", rank: "1d" };
  const events = series(hero, 2000, [2035, 2055, 2040, 2075]);
  const half = rateMgszSeason([listed("Hero", "10001", 2000, "1d")], events.slice(0, 2));

  it.each(FORMS)(
    "%s: the same players, ranks reached once and history, from text and from bytes",
    (_, form) => {
      const text = seasonListCsv(half.list, "hu", "tournaments", form);
      for (const read of [csvRatingList(text), readRatingList(new TextEncoder().encode(text))]) {
        expect(read.diagnostics).toEqual([]);
        const back = seasonList(read.entries).map((p) => ({ ...p, line: undefined }));
        expect(back).toEqual(half.list.map((p) => ({ ...p, line: undefined })));
      }
    },
  );

  it("a decimal rating comes back in every form: 1378.5 as 1378,5 under hu and ru", () => {
    const list = [{ ...half.list[0], rating: 1378.5, history: [] } as (typeof half.list)[number]];
    for (const [, form] of FORMS) {
      const text = seasonListCsv(list, "en", "tournaments", form);
      expect(text).toContain(form.decimal === "," ? "1378,5" : "1378.5");
      expect(csvRatingList(text).entries[0]?.rating).toBe(1378.5);
    }
  });
});

describe("the crosstable read back in every form (D196)", () => {
  it.each(FORMS)("%s: readCsv(writeCsv(t, form)) keeps the players, ratings and games", (_, form) => {
    fc.assert(
      fc.property(tournamentArb({ loose: false }), (t) => {
        const back = readCsv(new TextEncoder().encode(writeCsv(t, form))).tournament;
        expect(back.players.map((p) => [p.name, p.rating, p.results.length])).toEqual(
          t.players.map((p) => [p.name, p.rating, t.rounds]),
        );
      }),
      { numRuns: 15 },
    );
  });
});

describe("the command line writes and reads every form", () => {
  const h9 = "test/fixtures/traps/readers-hungarian-rating-list/input.h9";

  it.each([["--csv-locale", "hu"], ["--csv-locale", "ru"], ["--csv-plain"], []])(
    "convert --to csv %s reads back as the same standings",
    async (...opts) => {
      const files: Record<string, string> = {};
      const csv = await run(["convert", h9, "--to", "csv", ...opts], files);
      expect(csv.code).toBe(0);
      files["open.csv"] = csv.stdout;
      const a = await run(["standings", h9, "--json"]);
      const b = await run(["standings", "open.csv", "--json"], files);
      expect(b.code).toBe(0);
      expect(JSON.parse(b.stdout)).toEqual(JSON.parse(a.stdout));
    },
  );

  it("--lang hu gives Hungarian Excel's CSV; --csv-locale overrides it; both forms at once are refused", async () => {
    const file = "test/fixtures/opengotha-egc2013/input.xml";
    const hu = await run(["standings", h9, "--csv", "--lang", "hu"]);
    expect(hu.stdout.startsWith("\uFEFFPlace;No;Name")).toBe(true);
    const en = await run(["standings", h9, "--csv", "--lang", "hu", "--csv-locale", "en"]);
    expect(en.stdout.startsWith("\uFEFFPlace,No,Name")).toBe(true);
    const both = await run(["standings", file, "--csv", "--csv-plain", "--csv-locale", "hu"]);
    expect(both.code).toBe(2);
    expect(both.stderr).toContain("give --csv-locale or --csv-plain, not both");
    const bad = await run(["rate", h9, "--system", "mgsz", "--csv", "--csv-locale", "de"]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--csv-locale "de": expected en, hu or ru');
  });
});
