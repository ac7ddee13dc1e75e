/**
 * D451: `mahjong-list`'s help lists the header words its reader takes, column by column: every
 * word the help gives names its column when the reader reads a sheet headed by it, and every
 * word the reader knows is in the help. The help derives them from RESULTS_SHEET_WORDS; this
 * test reads the help as printed, so a list written by hand again, or a reader keyed otherwise,
 * fails it.
 */
import { readResultsCsv } from "../../src/cli/mahjong-list";
import { RESULT_COLUMNS, type ResultColumn } from "../../src/core/mahjong/result-row";
import { RESULTS_SHEET_HEADERS, resultsSheetKey } from "../../src/formats/mahjong";
import { run } from "./fake-io";

/** The help's column lines: `  last day      last day, date, end, … (note)`. */
async function helpColumns(): Promise<Map<string, string[]>> {
  const help = (await run(["help", "mahjong-list"])).stdout;
  const columns = new Map<string, string[]>();
  for (const line of help.split("\n")) {
    const m = /^ {2}(\S+(?: \S+)?) {2,}(.+)$/u.exec(line);
    const column = m?.[1];
    if (column === undefined || !(RESULT_COLUMNS as readonly string[]).includes(column)) continue;
    const words = (m?.[2] ?? "").replace(/\s*\(.*\)$/u, "");
    columns.set(column, words.split(", "));
  }
  return columns;
}

// one row every column can read: a player's 1st place of 12 over 8 sessions
const VALUES: Record<ResultColumn, string> = {
  player: "Anna",
  tournament: "Cup",
  "last day": "2026-01-10",
  place: "1",
  participants: "12",
  sessions: "8",
  championship: "no",
};

describe("mahjong-list's help and its reader (D451)", () => {
  it("the help lists every column the reader reads, and only those", async () => {
    expect([...(await helpColumns()).keys()]).toEqual([...RESULT_COLUMNS]);
  });

  it("each word of the help names its column when a sheet is headed by it", async () => {
    const columns = await helpColumns();
    const wrong: string[] = [];
    for (const [column, words] of columns) {
      for (const word of words) {
        const header = RESULT_COLUMNS.map((c) => (c === column ? word : (columns.get(c)?.[0] ?? c)));
        const csv = `${header.join(";")}\n${RESULT_COLUMNS.map((c) => VALUES[c]).join(";")}\n`;
        const read = readResultsCsv(csv, "x.csv");
        const at = read.column[column as ResultColumn];
        if (at !== RESULT_COLUMNS.indexOf(column as ResultColumn) + 1) wrong.push(`${column}: ${word}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("every word the reader takes is in the help, under its column", async () => {
    const columns = await helpColumns();
    const listed = new Map(
      [...columns].flatMap(([column, words]) => words.map((w) => [resultsSheetKey(w), column] as const)),
    );
    expect(new Map([...RESULTS_SHEET_HEADERS])).toEqual(listed);
  });

  it("the check can fail: a word the reader does not take names no column", () => {
    // "pont" heads a Hungarian results table's points (src/formats/mahjong.ts), no column here
    expect(RESULTS_SHEET_HEADERS.get(resultsSheetKey("pont"))).toBeUndefined();
    const csv = "pont;tournament;last day;place;participants;sessions\nAnna;Cup;2026-01-10;1;12;8\n";
    expect(() => readResultsCsv(csv, "x.csv")).toThrow(/no header for player/);
  });
});
