/**
 * FIDE's TXT list read from its bytes (src/formats/lists/fide-txt-bytes.ts): every piece after
 * the first 64 KB is read as bytes, and must give the rows, diagnostics and encoding the text path
 * gives when the same file is read whole. The rows with faults are the fixture fide-list-txt's
 * (SOURCES.txt), with line breaks, blanks and spellings that take the text path added.
 */
import { readFileSync } from "fs";
import { join } from "path";
import { readRatingListChunks } from "../../../src/formats/lists/stream";
import { readRatingList } from "../../../src/formats/rating-list";
import { expectSameInPieces, pieces } from "./pieces";

const FIXTURE = readFileSync(join(__dirname, "../../fixtures/fide-list-txt/input.txt"), "utf8");
const [HEADER = "", ...ROWS] = FIXTURE.split(/\r\n|\r|\n/);

/** A row of the fixture's layout: ID, name, federation, the standard rating, K and the birth year at their columns. */
function row(id: string, name: string, rating: string, k: string, born: string): string {
  return `${id.padEnd(15)}${name.padEnd(61)}${"HUN".padEnd(4)}${"M".padEnd(33)}${rating.padEnd(6)}${"0".padEnd(4)}${k.padEnd(3)}${"".padEnd(26)}${born}`;
}

/** Plain rows, enough to fill the first 64 KB, which the reader takes as text to tell the kind. */
const filler = (from: number, n: number): string[] =>
  Array.from({ length: n }, (_, i) =>
    row(String(100000 + from + i), `Filler${from + i}, Anna`, String(1500 + i), "20", "1990"),
  );

const ODD = [
  ...ROWS.filter((l) => l !== ""),
  "",
  "   \t ",
  row("0012345", "Leading, Zero", "1700", "20", "1980"),
  row("7000001", "Unrated, Una", "0000", "20", "1981"),
  row("7000002", "Noyear, Ned", "1650", "0", "0000"),
  row("7000003", "Badk, Kate", "1650", "2x", "1982"),
  row("7000004", "Tab\tinside, Tom", "1650", "20", "1983"),
  row("7000005", "Bom\uFEFFinside, Bea", "1650", "20", "1984"),
  row("7000006", "Фёдоров, Семён", "1650", "20", "19x5"),
  row("7000007", "", "1650", "20", "1985"),
  row("7000008", "Toohigh, Tim", "4001", "20", "1986"),
  "7000009        Short, Sam",
  row("7000010", "Spaces, Sue", "  1651", "20 ", "1987"),
  row("7000011", "Leadingzero, Lou", "0987", "020", "1988"),
];

function list(eol: (i: number) => string): Uint8Array {
  const lines = [HEADER, ...filler(0, 500), ...ODD, ...filler(1000, 50), ...ODD, ...filler(2000, 50)];
  return new TextEncoder().encode(lines.map((l, i) => l + eol(i)).join(""));
}

describe("FIDE's TXT list read as bytes after its first 64 KB: the same as the text read whole", () => {
  const endings: [string, (i: number) => string][] = [
    ["LF", () => "\n"],
    ["CR LF", () => "\r\n"],
    ["LF, CR LF and a lone CR mixed", (i) => ["\n", "\r\n", "\r"][i % 3] ?? "\n"],
  ];
  it.each(endings)("%s", (_, eol) => {
    const b = list(eol);
    const whole = readRatingList(b);
    // the rows of both copies of the odd lines and of the filler are read
    expect(whole.entries.length).toBeGreaterThan(600);
    expect(whole.diagnostics.length).toBeGreaterThan(10);
    expectSameInPieces(b, whole, [4096, 65537, 100_003]);
  });

  it("a piece not in UTF-8 (a Windows-1252 name) is decoded whole, as the text path decodes it", () => {
    const text = new TextDecoder().decode(list(() => "\n"));
    const at = text.lastIndexOf("Filler2010");
    const b = new TextEncoder().encode(text);
    const bytes = new Uint8Array(b.length + 2);
    const cut = new TextEncoder().encode(text.slice(0, at)).length;
    bytes.set(b.subarray(0, cut));
    bytes.set([0x4d, 0xfc], cut); // "Mü" in Windows-1252
    bytes.set(b.subarray(cut), cut + 2);
    const whole = readRatingListChunks([bytes]);
    const read = readRatingListChunks(pieces(bytes, bytes.length - 200));
    expect(read.entries.find((e) => e.pin === "102010")?.name).toBe("MüFiller2010, Anna");
    expect(read.entries).toEqual(whole.entries);
    expect(read.diagnostics).toEqual(whole.diagnostics);
  });
});
