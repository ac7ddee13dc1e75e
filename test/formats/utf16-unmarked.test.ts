/**
 * D437: UTF-16 without its byte-order mark is told by one test (`utf16Order`), the file gate's and
 * the decoder's, so what the gate lets through as UTF-16 is decoded as UTF-16 by every reader.
 * Russian text has NUL bytes in far fewer pairs than Latin text (only its digits, separators,
 * spaces and line ends): the gate took 1 pair in 10, the decoder a quarter, and a Russian list
 * between the two was decoded as UTF-8 with its NUL bytes. The texts are the project's Russian
 * and Hungarian fixtures (each trap's trap.json names its source) and one list made up here,
 * each saved as UTF-16 LE and BE without a mark (Node's `utf16le`, its pairs swapped for BE);
 * each reader must read exactly what it reads from the UTF-8 file.
 */
import { readFileSync } from "fs";
import { join } from "path";
import { refusal } from "../../src/formats/gate";
import { decodeBytes } from "../../src/formats/encoding";
import { utf16Order } from "../../src/formats/encoding-detect";
import { readLevelList, readRatingList } from "../../src/formats/rating-list";
import { readRatingListChunks } from "../../src/formats/lists/stream";
import { readMahjongResults } from "../../src/formats/mahjong";
import { readResultsCsv } from "../../src/cli/mahjong-list";

const TRAPS = join(__dirname, "../fixtures/traps");
const ENCODINGS = join(__dirname, "../fixtures/encodings");
const utf8Of = (path: string): string => readFileSync(join(TRAPS, path), "utf8");
const enc = new TextEncoder();

/** `text` in UTF-16 without a byte-order mark, little- or big-endian. */
function utf16(text: string, order: "le" | "be"): Uint8Array {
  const b = new Uint8Array(Buffer.from(text, "utf16le"));
  if (order === "be")
    for (let i = 0; i + 1 < b.length; i += 2) [b[i], b[i + 1]] = [b[i + 1] as number, b[i] as number];
  return b;
}

/**
 * What `read` reads from `text` in UTF-16 (`order`, no mark): the same diagnostics and `items` as
 * from its UTF-8, which gives some; the UTF-8 reading is returned.
 */
function readsAlike<T extends { readonly diagnostics: unknown }>(
  read: (bytes: Uint8Array) => T,
  items: (r: T) => readonly unknown[],
  text: string,
  order: "le" | "be",
): T {
  const plain = read(enc.encode(text));
  expect(items(plain).length).toBeGreaterThan(0);
  const wide = read(utf16(text, order));
  expect(wide.diagnostics).toEqual(plain.diagnostics);
  expect(items(wide)).toEqual(items(plain));
  return plain;
}

/** Share of a text's characters below U+0100 (the pairs with a NUL byte in UTF-16). */
const latinShare = (text: string): number =>
  [...text].filter((c) => c.charCodeAt(0) < 0x100).length / text.length;

/**
 * A Russian rating list of long names, made up for this test: its digits, separators, spaces and
 * line ends are 16 % of its characters, the fewest a list of names and ratings has.
 */
const LONG_NAMES = [
  "Игрок;Рейтинг",
  "Константинопольская Александра Вячеславовна;1850",
  "Преображенский Всеволод Святославович;1720",
  "Ворожейкина Евдокия Ростиславовна;1610",
  "",
].join("\n");

const LEVELS = utf8Of("readers-russian-results-table/levels.csv");
const HUNGARIAN = utf8Of("readers-hungarian-rating-list/lista.csv");
const RESULTS = utf8Of("readers-russian-results-table/results.csv");
const PLACES = utf8Of("readers-russian-results-table/places-only.csv");
const SHEET = utf8Of("identity-fedorov-mahjong-list/results.csv");

describe("D437: UTF-16 without a mark, Russian and Hungarian, through the gate and every reader", () => {
  it("the made-up list and levels.csv have NULs in fewer than a quarter of their pairs", () => {
    // the cases the decoder's quarter missed (latinShare of each text, counted here)
    expect(latinShare(LONG_NAMES)).toBeLessThan(0.2);
    expect(latinShare(LEVELS)).toBeLessThan(0.25);
  });

  describe.each(["le", "be"] as const)("UTF-16 %s", (order) => {
    const encoding = order === "le" ? "utf-16le" : "utf-16be";

    it.each([
      ["long names", LONG_NAMES],
      ["levels.csv", LEVELS],
      ["lista.csv", HUNGARIAN],
      ["results.csv", RESULTS],
      ["places-only.csv", PLACES],
      ["the results sheet", SHEET],
    ])("%s passes the gate and decodes to the UTF-8 file's text", (_, text) => {
      const bytes = utf16(text, order);
      expect(utf16Order(bytes)).toBe(encoding);
      expect(refusal(bytes, "rating list")).toBeUndefined();
      expect(refusal(bytes, "results table")).toBeUndefined();
      const d = decodeBytes(bytes);
      expect(d.encoding).toBe(encoding);
      expect(d.text).toBe(text);
    });

    it.each([
      ["long names", LONG_NAMES],
      ["lista.csv", HUNGARIAN],
    ])("a rating list (%s) reads as from UTF-8, whole and in pieces", (_, text) => {
      const plain = readsAlike(readRatingList, (r) => r.entries, text, order);
      const bytes = utf16(text, order);
      const cut = bytes.length - 10; // inside the last row, on a pair's boundary
      const pieces = readRatingListChunks([bytes.subarray(0, cut), bytes.subarray(cut)]);
      expect(pieces.entries).toEqual(plain.entries);
    });

    it("a levels list (levels.csv) reads as from UTF-8", () => {
      readsAlike(readLevelList, (r) => r.entries, LEVELS, order);
    });

    it.each([
      ["results.csv", RESULTS],
      ["places-only.csv", PLACES],
    ])("a mahjong results table (%s) reads as from UTF-8", (_, text) => {
      readsAlike(readMahjongResults, (r) => r.rows, text, order);
    });

    it("mahjong-list's results sheet reads as from UTF-8", () => {
      readsAlike(
        (b) => ({ diagnostics: [], ...readResultsCsv(b, "results.csv") }),
        (r) => r.rows,
        SHEET,
        order,
      );
    });
  });

  it("single-byte and UTF-8 files, which have no NUL byte, are never UTF-16", () => {
    for (const f of [
      "mahjong-results-cp1251.csv",
      "mahjong-results-koi8r.csv",
      "brno-2024-cp1250.h9",
      "brno-2024-utf8.h9",
    ]) {
      expect(utf16Order(new Uint8Array(readFileSync(join(ENCODINGS, f))))).toBeUndefined();
    }
    expect(utf16Order(enc.encode(LONG_NAMES))).toBeUndefined();
  });
});
