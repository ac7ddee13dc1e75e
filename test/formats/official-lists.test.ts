/**
 * Official rating lists read in pieces (D44, docs/formats.md): FIDE's TXT and XML downloads and
 * the EGD's, through the one reader the command line and the pane share (lists/stream.ts).
 * Expected rows are the values written in the fixtures (test/fixtures/fide-list-txt/SOURCES.txt
 * lists them line by line; the XML fixture holds the same players).
 */
import { readFileSync } from "fs";
import { join } from "path";
import { readRatingListFile } from "../../src/cli/args";
import { nodeIO } from "../../src/cli/node-io";
import type { CliIO } from "../../src/cli/types";
import { readTournament } from "../../src/formats";
import { decodeBytes } from "../../src/formats/encoding";
import { RatingListReader, readRatingListChunks } from "../../src/formats/lists/stream";
import type { RatingList } from "../../src/formats/lists/model";
import { readRatingList } from "../../src/formats/rating-list";
import { expectSameInPieces, pieces } from "./lists/pieces";

const FIX = join(__dirname, "../fixtures");
const bytes = (dir: string, file: string): Uint8Array => new Uint8Array(readFileSync(join(FIX, dir, file)));
const TXT = bytes("fide-list-txt", "input.txt");
const XML = bytes("fide-list-xml", "input.xml");
const EGD = bytes("egd-ratinglist-hu", "input.txt");

/** The rows without their line numbers (the TXT and XML files place players on other lines). */
const rows = (l: RatingList): unknown[] =>
  l.entries.map((e) => [e.pin, e.name, e.rating, e.k, e.birth, e.federation]);

/** The header of FIDE's list of one rating under the month's name (`standard_sep26frl.txt`). */
const MONTH_HEADER =
  "ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA SEP26 Gms K  B-day Flag";
/** A row of that list. */
const monthRow = (id: string, name: string, rating: string, k: string): string =>
  id.padEnd(15) +
  name.padEnd(61) +
  "HUN ".padEnd(4) +
  "M".padEnd(4) +
  "".padEnd(25) +
  "".padEnd(4) +
  rating.padEnd(6) +
  "0".padEnd(4) +
  k.padEnd(3) +
  "1990";

describe("FIDE's TXT download (fixture fide-list-txt)", () => {
  const list = readRatingList(TXT);

  it("reads the standard rating, K, birth year and federation of each rated player, by FIDE ID", () => {
    expect(list.format).toBe("fide-txt");
    expect(list.fideRating).toBe("standard");
    expect(rows(list)).toEqual([
      ["738123", "Kovács, Péter", 2315, 20, "1987", "HUN"],
      ["738999", "Szabó, Anna", 2210, 20, "2001", "HUN"],
      ["24170011", "Smith, John", 1540, 40, "2012", "ENG"],
      ["24170012", "Ivanova, Olga", 1803, 40, "2010", "RUS"],
      ["5012346", "Müller, Jürgen", 2405, 10, "1975", "GER"],
    ]);
    expect(list.entries.map((e) => e.line)).toEqual([2, 3, 5, 6, 9]);
    expect(list.entries[0]?.born?.yearOnly).toBe(true);
  });

  it("names every row it does not read, with its line and column; the unrated are counted", () => {
    const d = list.diagnostics.map((x) => [x.severity, x.code, x.line, x.column]);
    expect(d).toEqual([
      ["warning", "bad-row", 7, 1],
      ["error", "bad-rating", 8, 114],
      ["info", "unrated", 0, 0],
    ]);
    expect(list.diagnostics[0]?.message).toContain('FIDE ID "ABC" is not a number');
    expect(list.diagnostics[1]?.message).toContain('rating "20x0" is not a number');
    expect(list.diagnostics[2]?.message).toContain("1 players have no standard rating");
  });

  it("gives the rapid or the blitz rating on request", () => {
    expect(rows(readRatingList(TXT, undefined, "rapid")).map((r) => (r as unknown[]).slice(0, 4))).toEqual([
      ["738123", "Kovács, Péter", 2290, 20],
      ["1234567", "Nagy, Ödön", 1850, 20],
      ["24170011", "Smith, John", 1500, 40],
      ["5012346", "Müller, Jürgen", 2390, 20],
    ]);
    expect(readRatingList(TXT, undefined, "blitz").entries.map((e) => [e.pin, e.rating])).toEqual([
      ["738123", 2344],
      ["738999", 2188],
      ["5012346", 2399],
    ]);
  });

  it("reads a list of one rating under the month's name (`standard_sep26frl.txt` layout)", () => {
    const l = readRatingList(
      `${MONTH_HEADER}\n${monthRow("700001", "Egy, Elek", "1999", "20")}\n${monthRow("700002", "Kettő, Kata", "", "")}\n`,
    );
    expect(l.entries.map((e) => [e.pin, e.rating, e.k, e.line])).toEqual([["700001", 1999, 20, 2]]);
    expect(l.diagnostics.map((d) => d.code)).toEqual(["unrated"]);
  });

  it("a header without the chosen rating is an error, not an empty list read silently", () => {
    const header =
      "ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA SRtng SGm SK B-day Flag";
    const l = readRatingList(`${header}\n738123         Kovács, Péter\n`, undefined, "rapid");
    expect(l.entries).toEqual([]);
    expect(l.diagnostics.map((d) => [d.severity, d.code, d.line])).toEqual([["error", "no-header", 1]]);
  });
});

describe("FIDE's TXT downloads before 2012 (fixtures fide-list-txt-2011, fide-list-txt-2001)", () => {
  it("`ID number Name … TitlFed  Sep11 GamesBorn  Flag`: glued labels each start their column", () => {
    const l = readRatingList(bytes("fide-list-txt-2011", "input.txt"));
    expect(l.format).toBe("fide-txt");
    // the values written in the fixture (its SOURCES.txt); the lists of the time had no K
    expect(rows(l)).toEqual([
      ["738123", "Kovács, Péter", 2315, undefined, "1987", "HUN"],
      ["738999", "Szabó, Anna", 2210, undefined, "2001", "HUN"],
      ["24170011", "Smith, John", 1540, undefined, "2012", "ENG"],
      ["5012346", "Müller, Jürgen", 2405, undefined, "1975", "GER"],
    ]);
    expect(l.entries.map((e) => e.line)).toEqual([2, 3, 5, 6]);
    expect(l.diagnostics.map((d) => d.code)).toEqual(["unrated"]);
  });

  it("`ID_NUMBER NAME TITLE COUNTRY JAN01 GAMES FLAG`: the country is the federation", () => {
    const l = readRatingList(bytes("fide-list-txt-2001", "input.txt"));
    // FIDE's January 2001 list as quoted in the fixture's SOURCES.txt
    expect(l.entries.map((e) => [e.pin, e.name, e.rating, e.federation, e.line])).toEqual([
      ["1701991", "Aaberg, Anton", 2300, "SWE", 3],
      ["1401815", "Aagaard, Jacob", 2374, "DEN", 4],
      ["1406248", "Aage, Bjarke", 2063, "DEN", 5],
    ]);
    expect(l.diagnostics).toEqual([]);
  });
});

describe("FIDE's XML download (fixture fide-list-xml)", () => {
  it("reads the same rows as the TXT download of the same players, and reports the same rows", () => {
    const xml = readRatingList(XML);
    expect(xml.format).toBe("fide-xml");
    expect(rows(xml)).toEqual(rows(readRatingList(TXT)));
    // each row's line is its <player> tag's, the line before its <fideid>
    const text = new TextDecoder().decode(XML);
    expect(xml.diagnostics.map((d) => [d.code, d.line])).toEqual([
      ["bad-row", measureLine(text, "<fideid>ABC") - 1],
      ["bad-rating", measureLine(text, "<fideid>5012345") - 1],
      ["unrated", 0],
    ]);
    expect(rows(readRatingList(XML, undefined, "rapid"))).toEqual(
      rows(readRatingList(TXT, undefined, "rapid")),
    );
  });

  it("decodes XML's entities and character references in a value", () => {
    const text = new TextDecoder().decode(XML).replace("Smith, John", "Smith &amp; Sons, J&#225;nos &#x150;");
    expect(readRatingList(text).entries.find((e) => e.pin === "24170011")?.name).toBe(
      "Smith & Sons, János Ő",
    );
  });

  // each a document FIDE does not write, refused with the place of the fault (line and column
  // counted in the fixture: the Smith row's <name> is line 68 after a tab, its value from column 8)
  it.each([
    ["a close tag that does not match", "<name>Smith, John</nam>", 68, 19, "</nam> closes <name>"],
    ["an & that is no entity", "<name>Smith & John</name>", 68, 14, '"&" that is no XML entity in <name>'],
    ["a comment inside a player", "<!-- x --><name>Smith, John</name>", 68, 2, "only elements of text"],
  ])("%s", (_, by, line, column, words) => {
    const text = new TextDecoder().decode(XML).replace("<name>Smith, John</name>", by);
    const l = readRatingList(text);
    const bad = l.diagnostics.filter((d) => d.code === "bad-xml");
    expect(bad.map((d) => [d.severity, d.line, d.column])).toEqual([["error", line, column]]);
    expect(bad[0]?.message).toContain(words);
    // the rows before the fault are read, none after it
    expect(l.entries.map((e) => e.pin)).toEqual(["738123", "738999"]);
    // read in pieces, the fault is found at the same place
    for (const size of [7, 100]) {
      const p = readRatingListChunks(pieces(new TextEncoder().encode(text), size));
      expect(p.diagnostics).toEqual(l.diagnostics);
    }
  });

  it("a download cut short (no </playerslist>) is an error, whatever it read", () => {
    const text = new TextDecoder().decode(XML);
    const cut = text.slice(0, text.indexOf("<fideid>5012346"));
    const l = readRatingListChunks(pieces(new TextEncoder().encode(cut), 64));
    expect(l.entries).toHaveLength(4);
    const bad = l.diagnostics.find((d) => d.code === "bad-xml");
    expect(bad?.severity).toBe("error");
    expect(bad?.message).toContain("ends before </playerslist>");
  });
});

/** The 1-based line of the first occurrence of `needle`. */
function measureLine(text: string, needle: string): number {
  return text.slice(0, text.indexOf(needle)).split("\n").length;
}

describe("read in pieces (the command line's 4 MB, the pane's slices): the same list as read whole", () => {
  const cases: [string, Uint8Array][] = [
    ["FIDE TXT", TXT],
    ["FIDE XML", XML],
    ["EGD download (mixed encodings, fixture egd-ratinglist-hu)", EGD],
    ["CSV", new TextEncoder().encode("fide id;name;rating;k\n1;Kovács, Péter;2315;20\n2;Szabó Anna;2210;\n")],
  ];
  it.each(cases)("%s", (_, b) => {
    const whole = readRatingList(b);
    expect(whole.entries.length).toBeGreaterThan(1);
    expectSameInPieces(b, whole, [3, 64, 4096]);
  });

  it.each([
    ["TXT", TXT],
    ["XML", XML],
  ])("UTF-16 with its BOM, cut inside characters, reads as the UTF-8 file does (%s)", (_, utf8) => {
    const text = new TextDecoder().decode(utf8);
    const le = new Uint8Array(2 + text.length * 2);
    le.set([0xff, 0xfe]);
    for (let i = 0; i < text.length; i++) {
      le[2 + 2 * i] = text.charCodeAt(i) & 0xff;
      le[3 + 2 * i] = text.charCodeAt(i) >> 8;
    }
    const l = readRatingListChunks(pieces(le, 7));
    expect(l.encoding).toBe("utf-16le");
    expect(rows(l)).toEqual(rows(readRatingList(utf8)));
    expect(l.diagnostics).toEqual(readRatingList(utf8).diagnostics);
  });

  it("a piece of a control-byte file is refused by the file gate (H6) before anything is read", () => {
    const r = new RatingListReader();
    r.push(new Uint8Array([0x49, 0x44, 0, 0, 1, 2, 3]));
    r.push(TXT);
    const l = r.end();
    expect(l.entries).toEqual([]);
    expect(l.diagnostics[0]?.message).toMatch(/not a text file/);
  });

  it("a NUL byte in a later piece is refused too, naming its byte", () => {
    const l = readRatingListChunks([TXT, new Uint8Array([0x41, 0x00, 0x0a])]);
    expect(l.entries).toEqual([]);
    expect(l.diagnostics[0]?.message).toContain(`a NUL byte at byte ${TXT.length + 2}`);
  });

  it("the command line reads a file in pieces (nodeIO.readChunks) and in one (an IO without it) alike", () => {
    const file = join(FIX, "fide-list-txt", "input.txt");
    const err: string[] = [];
    const chunked: CliIO = { ...nodeIO, err: (t) => void err.push(t) };
    const pieced = [...(nodeIO.readChunks?.(file, 100) ?? [])];
    expect(pieced.length).toBe(Math.ceil(TXT.length / 100));
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    const { readChunks, ...whole } = chunked;
    expect(readRatingListFile(file, chunked).entries).toEqual(readRatingListFile(file, whole).entries);
    expect(err.join("")).toContain('line 8, column 114: rating "20x0" is not a number');
  });
});

describe("a FIDE list given as the tournament is named as what it is (D41)", () => {
  it.each([
    ["TXT", TXT, "FIDE's rating-list download in TXT"],
    ["XML", XML, "FIDE's rating-list download in XML"],
  ])("%s", (_, b, words) => {
    const read = readTournament(b);
    expect(read.kind).toBe("rating-list");
    expect(read.diagnostics.map((d) => d.message).join("\n")).toContain(words);
  });
});

describe("the encoding is detected once per file, from the first piece that needs it (D40, D44)", () => {
  /** Text in windows-1251 (every character of the test is in it). */
  const cp1251 = (text: string): Uint8Array => {
    const decoder = new TextDecoder("windows-1251");
    const byChar = new Map<string, number>();
    for (let b = 0; b < 256; b++) byChar.set(decoder.decode(new Uint8Array([b])), b);
    return Uint8Array.from(text, (c) => byChar.get(c) ?? 0x3f);
  };
  // the first piece: Russian names in windows-1251 and ASCII rows to fill 64 KB; the second: one
  // row whose one short name alone reads as ISO-8859-15 ("Þðèé")
  const first = [
    MONTH_HEADER,
    monthRow("4100001", "Петрова, Ольга", "1850", "20"),
    monthRow("4100002", "Иванов, Сергей", "1900", "20"),
    ...Array.from({ length: 600 }, (_, i) => monthRow(String(4100100 + i), `Player ${i}, Ann`, "1500", "20")),
  ].join("\n");
  const second = `\n${monthRow("4100003", "Юрий", "2000", "20")}\n`;

  it("a later piece keeps the first piece's encoding", () => {
    // what the second piece alone would be taken for
    expect(decodeBytes(cp1251(second)).encoding).toBe("iso-8859-15");
    const l = readRatingListChunks([cp1251(first), cp1251(second)]);
    expect(l.encoding).toBe("windows-1251");
    expect(l.entries.map((e) => e.name).filter((n) => !n.startsWith("Player"))).toEqual([
      "Петрова, Ольга",
      "Иванов, Сергей",
      "Юрий",
    ]);
  });

  it("so does a FIDE XML list read from its bytes", () => {
    const player = (id: number, name: string): string =>
      `<player>\n<fideid>${id}</fideid>\n<name>${name}</name>\n<country>RUS</country>\n<rating>1900</rating>\n</player>\n`;
    const head = `<?xml version="1.0" encoding="windows-1251"?>\n<playerslist>\n${player(1, "Петрова, Ольга")}${player(2, "Иванов, Сергей")}`;
    const fill = Array.from({ length: 1000 }, (_, i) => player(100 + i, `Player ${i}, Ann`)).join("");
    const l = readRatingListChunks([cp1251(head + fill), cp1251(`${player(3, "Юрий")}</playerslist>\n`)]);
    expect(l.format).toBe("fide-xml");
    expect(l.encoding).toBe("windows-1251");
    expect(l.entries.filter((e) => Number(e.pin) < 100).map((e) => e.name)).toEqual([
      "Петрова, Ольга",
      "Иванов, Сергей",
      "Юрий",
    ]);
  });
});
