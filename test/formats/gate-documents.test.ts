/**
 * D437: the file gate names a workbook, an archive or a PDF given where text is due, and an
 * empty file, for the task pane's readers as for the command line (test/fixtures/traps/
 * hostile-workbook-given-as-text and hostile-empty-files run the commands). The files are the
 * traps' own (their SOURCES.txt names where each comes from).
 */
import { readFileSync } from "fs";
import { join } from "path";
import { documentOf, refusal } from "../../src/formats/gate";
import { readRatingList } from "../../src/formats/rating-list";
import { readRatingListChunks } from "../../src/formats/lists/stream";
import { readTournament } from "../../src/formats/sniff";
import { readMahjongResults } from "../../src/formats/mahjong";
import { render } from "../../src/i18n/table";

const TRAP = join(__dirname, "../fixtures/traps/hostile-workbook-given-as-text");
const EMPTY = join(__dirname, "../fixtures/traps/hostile-empty-files");
const bytesOf = (dir: string, file: string): Uint8Array => new Uint8Array(readFileSync(join(dir, file)));

describe("D437: a document that is not text is named by its first bytes", () => {
  it.each([
    ["lista.xlsx", "xlsx"],
    ["lista.xls", "xls"],
    ["eredmenyek.ods", "ods"],
    ["players_list_foa.zip", "zip"],
    ["crosstable.pdf", "pdf"],
    ["input.h9", undefined],
  ])("%s is %s", (file, format) => {
    expect(documentOf(bytesOf(TRAP, file))).toBe(format);
  });

  it("the pane's crosstable and rating list say what the workbook is and what to give instead", () => {
    const xlsx = bytesOf(TRAP, "lista.xlsx");
    const t = readTournament(xlsx, "lista.xlsx");
    expect(t.diagnostics.map((d) => d.message)).toEqual([
      "Tournament file: an Excel workbook (.xlsx), not text: open it in Excel, save the sheet as CSV UTF-8 (File › Save As) and give that file",
    ]);
    expect(t.tournament.players).toHaveLength(0);
    const list = readRatingList(xlsx);
    expect(list.entries).toHaveLength(0);
    expect(list.diagnostics.map((d) => d.message)).toEqual([
      "Rating list: an Excel workbook (.xlsx), not text: open it in Excel, save the sheet as CSV UTF-8 (File › Save As) and give that file",
    ]);
  });

  it("says it in Hungarian and Russian too", () => {
    const m = refusal(bytesOf(TRAP, "players_list_foa.zip"), "rating list");
    expect(m).toBeDefined();
    if (m === undefined) return;
    expect(render(m, "hu")).toContain("ZIP-archívum");
    expect(render(m, "ru")).toContain("ZIP-архив");
  });
});

describe("D437: an empty file is said to be empty", () => {
  it.each(["empty.csv", "bom-only.csv", "blank-lines.txt"])("%s", (file) => {
    const t = readTournament(bytesOf(EMPTY, file), file);
    expect(t.diagnostics.map((d) => d.message)).toEqual([
      "Tournament file: the file is empty (nothing but blank space): was it saved or downloaded in full? Save it again and give it",
    ]);
  });

  it("a list read in pieces is empty only when every piece was blank", () => {
    const blank = new TextEncoder().encode("\n".repeat(70000));
    const rows = new TextEncoder().encode("Name;Rating\nKovács Péter;2150\n");
    const read = readRatingListChunks([blank, rows]);
    expect(read.entries.map((e) => [e.name, e.rating])).toEqual([["Kovács Péter", 2150]]);
    expect(read.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const empty = readRatingListChunks([blank, blank]);
    expect(empty.entries).toHaveLength(0);
    expect(empty.diagnostics.map((d) => d.message)).toEqual([
      "Rating list: the file is empty (nothing but blank space): was it saved or downloaded in full? Save it again and give it",
    ]);
    expect(readRatingListChunks([]).diagnostics.map((d) => d.message)).toEqual(
      empty.diagnostics.map((d) => d.message),
    );
  });
});

describe("D437: UTF-16 text without its byte-order mark passes the gate, random bytes do not", () => {
  const ENCODINGS = join(__dirname, "../fixtures/encodings");

  it.each(["mahjong-results-utf16le-bom.txt", "mahjong-results-utf16be-bom.txt"])(
    "%s without its first two bytes reads as with them",
    (file) => {
      const marked = bytesOf(ENCODINGS, file);
      const bare = marked.subarray(2);
      expect(refusal(bare, "results table")).toBeUndefined();
      const a = readMahjongResults(marked);
      const b = readMahjongResults(bare);
      expect(b.rows.length).toBeGreaterThan(0);
      expect(b.rows).toEqual(a.rows);
    },
  );

  it("NUL bytes on both sides of the pairs, a U+0000, or only a few are still refused", () => {
    const both = Uint8Array.from({ length: 400 }, (_, i) => (i % 3 === 0 ? 0 : 0x41));
    expect(refusal(both, "crosstable")?.code).toBe("rdRefused");
    const wholeNul = Uint8Array.from({ length: 400 }, (_, i) => (i % 2 === 1 || i === 100 ? 0 : 0x41));
    expect(refusal(wholeNul, "crosstable")?.code).toBe("rdRefused");
    expect(refusal(Uint8Array.from([0x3b, 0x20, 0x00, 0x41]), "crosstable")?.code).toBe("rdRefused");
  });
});
