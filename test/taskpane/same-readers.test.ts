/**
 * The pane reads files through the command line's own readers ("wherever the pane reads or writes
 * a file, it uses the same code as the command line"): a tournament file through `readTournament`
 * (D40, D41: the same model, kind and encoding as `readTournamentFile`), a rating list through the
 * streaming reader in 4 MB slices (D44: the same rows as `readRatingListFile`). The fixtures are
 * test/fixtures/encodings (one text in several encodings, its SOURCES.txt) and the rating lists.
 */
import { readFileSync, readdirSync } from "fs";
import { join } from "path";
import { readRatingListFile, readTournamentFile } from "../../src/cli/args";
import { nodeIO } from "../../src/cli/node-io";
import type { CliIO } from "../../src/cli/types";
import { type EncodingReport, describeEncoding } from "../../src/formats/encoding";
import { english } from "../../src/i18n/table";
import { readRatingListAsync } from "../../src/formats/lists/stream";
import { fileChunks } from "../../src/taskpane/file-chunks";
import { readImport } from "../../src/taskpane/import";
import type { RatingListEntry } from "../../src/formats/lists/model";
import { type RatingListMapping, detectRatingListMapping, ratingListFromSheet } from "../../src/sheet/post";
import { readSheet } from "../../src/sheet/actions";
import { FakeWorkbook } from "../sheet/fake-workbook";

const FIX = join(__dirname, "../fixtures");
const quiet: CliIO = { ...nodeIO, err: () => undefined };
/** Every kind of file (D41): the comparison is of what was read, whatever it is. */
const ANY_KIND = [
  "crosstable",
  "crosstable-without-games",
  "results-table",
  "results-sheet",
  "rating-list",
] as const;

describe("a tournament file: the pane's preview reads what the command line reads", () => {
  const files = readdirSync(join(FIX, "encodings")).filter(
    (f) => /\.(h9|csv|txt)$/.test(f) && !f.startsWith("ratinglist") && f !== "SOURCES.txt",
  );
  it.each(files)("%s", (f) => {
    const path = join(FIX, "encodings", f);
    const pane = readImport(new Uint8Array(readFileSync(path)), f);
    const cli = readTournamentFile(path, quiet, undefined, ANY_KIND);
    expect(pane.tournament).toEqual(cli.tournament);
    expect(pane.kind).toBe(cli.kind);
    expect(pane.encoding === undefined ? "" : english(pane.encoding)).toBe(describeOf(cli));
  });

  it("the encoding chosen in the pane is the --encoding of the command line (cp1251 read as cp1250)", () => {
    const path = join(FIX, "encodings", "mahjong-results-cp1251.csv");
    const pane = readImport(new Uint8Array(readFileSync(path)), "x.csv", "windows-1250");
    const cli = readTournamentFile(path, quiet, "windows-1250", ANY_KIND);
    expect(pane.tournament).toEqual(cli.tournament);
    expect(pane.encoding === undefined ? "" : english(pane.encoding)).toBe("windows-1250 (chosen)");
  });
});

/** How the command line names the decoding (args.ts reports it with describeEncoding). */
function describeOf(read: { decoding?: EncodingReport }): string {
  return read.decoding !== undefined ? describeEncoding(read.decoding) : "";
}

describe("a rating list: the pane's slices give the command line's rows", () => {
  it.each([
    ["fide-list-txt", "input.txt"],
    ["fide-list-xml", "input.xml"],
    ["egd-ratinglist-hu", "input.txt"],
    ["encodings", "ratinglist-western-cp1252.csv"],
  ])("%s/%s", async (dir, file) => {
    const path = join(FIX, dir, file);
    const blob = new Blob([readFileSync(path)]);
    const pane = await readRatingListAsync(fileChunks(blob, 1000));
    const cli = readRatingListFile(path, quiet);
    expect(pane.entries).toEqual(cli.entries);
    expect(pane.diagnostics).toEqual(cli.diagnostics);
    expect(pane.entries.length).toBeGreaterThan(1);
  });
});

/**
 * D68: one vocabulary of a players' list header. The same Hungarian and Russian header, kept as a
 * sheet of the workbook (the pane's step 3 detects its columns) and saved as a CSV file (every
 * command's `--ratings`, the pane's file), names the same columns and gives the same players.
 */
describe("a list's header in Hungarian or Russian: the pane's sheet and the command line's file agree", () => {
  const lists: [string, (string | number)[][]][] = [
    [
      "Hungarian",
      [
        ["Név", "Értékszám", "Fokozat", "Azonosító"],
        ["Kovács Péter", 2150, "2d", "12345678"],
        ["Szabó Anna", 2080, "1d", "12345679"],
      ],
    ],
    [
      "Russian, family and first name",
      [
        ["Фамилия", "Имя", "Рейтинг", "Разряд"],
        ["Ковалёв", "Пётр", 2150, "2d"],
        ["Сабурова", "Анна", 2080, "1k"],
      ],
    ],
    [
      "Russian, one name column",
      [
        ["Имя", "Рейтинг", "Разряд"],
        ["Ковалёв Пётр", 2150, "2d"],
        ["Сабурова Анна", 2080, "1k"],
      ],
    ],
  ];
  it.each(lists)("%s", async (_, rows) => {
    const book = new FakeWorkbook({ sheets: [{ name: "Lista", rows }] });
    const sheetRead = await readSheet(book.context(), "Lista");
    const mapping = detectRatingListMapping(sheetRead);
    expect(mapping).toHaveProperty("rating");
    const fromSheet = ratingListFromSheet(sheetRead, mapping as RatingListMapping).entries;
    const csv = rows.map((r) => r.join(";")).join("\n");
    const fromFile = readRatingListFile("lista.csv", {
      ...quiet,
      readFile: () => new TextEncoder().encode(csv),
    }).entries;
    const shape = (e: RatingListEntry) => [e.name, e.firstName, e.rating, e.rank, e.pin, e.line];
    expect(fromFile.map(shape)).toEqual(fromSheet.map(shape));
    expect(fromFile).toHaveLength(2);
    expect(fromFile[0]?.rating).toBe(2150);
  });
});
