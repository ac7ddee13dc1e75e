/**
 * Issue 24, part 5, D68: a mahjong levels list (names and levels, no rating column) picked in the
 * pane's step 3 is read by the command line's reader (`readLevelList`, through list-file.ts) into
 * the request's `levelList`, as `sheet --system mahjong --ratings LIST` reads it: the same entries,
 * the same refusals, the same sheet. Before, the pane read every list as a rating list and refused
 * these files ("the header must name the rating … got: Игрок, Разряд").
 */
import { readFileSync } from "fs";
import { join } from "path";
import { readLevelsFile } from "../../src/cli/mahjong-levels";
import { nodeIO } from "../../src/cli/node-io";
import { planToXlsx } from "../../src/cli/sheet-xlsx";
import type { CliIO } from "../../src/cli/types";
import { lookup } from "../../src/functions/registry";
import { evaluatePlan } from "../../src/sheet/evaluate";
import { listFieldOf } from "../../src/sheet/request";
import { buildTournamentSheet } from "../../src/sheet/tournament-sheet";
import { readImport } from "../../src/taskpane/import";
import { listRequest, readListFile } from "../../src/taskpane/list-file";
import { firstWorksheet, run } from "../cli/fake-io";

const TRAP = join(__dirname, "../fixtures/traps/readers-russian-results-table");
const quiet: CliIO = { ...nodeIO, err: () => undefined };
const text = (f: string): string => readFileSync(join(TRAP, f), "utf8");

// RULES §3 / D19's levels as a mahjong officer keeps them (test/cli/rate.test.ts's D19 lists)
const LISTS: [string, string][] = [
  ["the trap's Игрок;Разряд", text("levels.csv")],
  ["name;rank", "name;rank\nPlayer 1;1k\nPlayer 2;12k\nPlayer 3;2d+\n"],
  ["Игрок,Уровень", "Игрок,Уровень\nPlayer 1,1 кю\nPlayer 2,2 дан\n"],
  ["name;rating;rank (a rating column, ignored)", "name;rating;rank\nPlayer 1;0;1k\nPlayer 2;0;8k\n"],
  ["a row without a level (a warning)", "name;level\nPlayer 1;\nPlayer 2;3k\n"],
];

/** The command line's reading of `csv` as `--ratings` (readLevelsFile: its exit on an error). */
function cliLevels(csv: string): ReturnType<typeof readLevelsFile> | string {
  try {
    return readLevelsFile("l.csv", { ...quiet, readFile: () => new TextEncoder().encode(csv) });
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

describe("a levels list picked in the pane: the command line's entries", () => {
  it("mahjong's list is a levels list, every other system's a rating list (one choice, D68)", () => {
    expect(listFieldOf("mahjong")).toBe("levelList");
    expect(listFieldOf("mgsz")).toBe("ratingList");
    expect(listFieldOf("fide")).toBe("ratingList");
  });

  it.each(LISTS)("%s", async (_, csv) => {
    const pane = await readListFile(new Blob([csv]), "mahjong");
    const cli = cliLevels(csv);
    expect(typeof cli).not.toBe("string");
    expect(pane.problem).toBeUndefined();
    expect(pane.levelList).toEqual(cli);
    expect(pane.ratingList).toBeUndefined();
    expect(listRequest(pane)).toEqual({ levelList: cli });
  });

  it("the trap's list: Иванова Анна 3 кю (line 2), Петров Павел 1 дан (line 3), as levels.csv has them", async () => {
    const pane = await readListFile(new Blob([text("levels.csv")]), "mahjong");
    expect(pane.levelList).toEqual([
      { name: "Иванова Анна", rank: "3 кю", line: 2 },
      { name: "Петров Павел", rank: "1 дан", line: 3 },
    ]);
  });

  it("the same file for a Go or chess sheet is read as a rating list, and refused for want of a rating", async () => {
    const pane = await readListFile(new Blob([text("levels.csv")]), "fide");
    expect(pane.field).toBe("ratingList");
    expect(pane.ratingList).toBeUndefined();
    expect(pane.problem?.message).toMatch(/the header must name the rating .*got: Игрок, Разряд/);
  });

  it.each([
    // rate.test.ts's refusals of `--ratings`: the pane refuses the same files with the same first error
    ["name;level\nAnn;3 кю\nBob;13k\n", /Levels list line 3, column 2: "13k" is not a mahjong level/],
    ["name;rating\nAnn;1500\n", /Levels list line 1, column 1: the header must name the level/],
    ["name;level\n;3k\n", /Levels list line 2, column 1: a row without a player name/],
    ["name;level\n", /Levels list line 1, column 1: no levels could be read/],
    ["name;level\nAnn\u0000;3k\n", /Levels list: .*NUL/i],
  ])("refused as on the command line: %j", async (csv, first) => {
    const pane = await readListFile(new Blob([csv]), "mahjong");
    expect(typeof cliLevels(csv)).toBe("string"); // the command line stops
    expect(pane.levelList).toBeUndefined();
    expect(pane.problem?.severity).toBe("error");
    expect(pane.problem?.message).toMatch(first);
    expect(listRequest(pane)).toEqual({});
  });

  it("a file over the gate's 512 MB (H6, src/formats/gate.ts) is refused before it is read whole", async () => {
    const huge = {
      size: 600 * 1024 * 1024,
      slice: () => new Blob([]),
      arrayBuffer: () => Promise.reject(new Error("read whole")),
    };
    const pane = await readListFile(huge, "mahjong");
    expect(pane.levelList).toBeUndefined();
    expect(pane.problem?.message).toMatch(/600 MB.*512 MB/);
  });
});

/** Every cell's value (a formula's cached result) of the workbook's first sheet, by address. */
async function cells(bytes: Uint8Array | undefined): Promise<Map<string, unknown>> {
  const out = new Map<string, unknown>();
  (await firstWorksheet(bytes)).eachRow((row) =>
    row.eachCell((c) => {
      const v = c.value;
      out.set(c.address, v !== null && typeof v === "object" && "formula" in v ? v.result : v);
    }),
  );
  return out;
}

describe("the pane's mahjong sheet with a levels list is `sheet`'s", () => {
  it("the trap's results table and levels list: the same cells, the two listed levels from the list", async () => {
    const files = { "results.csv": text("results.csv"), "levels.csv": text("levels.csv") };
    const args = [
      "sheet",
      "results.csv",
      "--system",
      "mahjong",
      "--sessions",
      "8",
      "--release",
      "2026-06-01",
    ];
    const cli = await run([...args, "--ratings", "levels.csv", "--out", "t.xlsx"], { ...files });
    expect(cli.stderr).toMatch(/t\.xlsx: sheet .*12 players/);
    expect(cli.code).toBe(0);

    // the pane: the results table as step 1 reads it, the list as step 3 reads it, Create's request
    const preview = readImport(new TextEncoder().encode(files["results.csv"]), "results.csv");
    const picked = await readListFile(new Blob([files["levels.csv"]]), "mahjong");
    const build = buildTournamentSheet({
      tournament: preview.tournament,
      fileName: preview.fileName,
      params: { system: "mahjong", release: "2026-06-01", sessions: 8, championship: false },
      tiebreaks: [],
      language: "en",
      choices: {},
      // the list picked as a file, named by it in the header block (D288)
      ...listRequest({ ...picked, source: "file", fileName: "levels.csv" }),
      ...(preview.mahjongResults !== undefined ? { mahjongResults: preview.mahjongResults } : {}),
    });
    const evaluated = evaluatePlan(
      build.plan,
      (id) => lookup(id) as ((...a: unknown[]) => unknown) | undefined,
    );
    const pane = await cells(await planToXlsx(build.plan, evaluated));
    expect(pane).toEqual(await cells(cli.written.get("t.xlsx")));

    // levels.csv: Иванова Анна 3 кю, Петров Павел 1 дан (the sheet writes 3k, 1d); the other
    // ten are not on it and start from 12 kyu (R4)
    const levels = build.players.map((p) => [p.name, p.rankBefore, p.source]);
    expect(levels.slice(0, 3)).toEqual([
      ["Иванова Анна", "3k", "list"],
      ["Петров Павел", "1d", "list"],
      ["Сидоров Семён", "12k", "default"],
    ]);
    expect(build.players.filter((p) => p.matched)).toHaveLength(2);
    expect(build.players).toHaveLength(12);
  });
});
