import { readFileSync } from "fs";
import path from "node:path";
import { generateCustomFunctionsMetadata } from "custom-functions-metadata/lib/generate";
import { evaluateFormula, formatAnswer } from "../../src/cli/formula";
import { fullName } from "../../src/core/tournament/model";
import type { Tournament } from "../../src/core/tournament/model";
import { formatCell } from "../../src/formats/cell";
import { writeCsv } from "../../src/formats/csv";
import { readOpenGotha } from "../../src/formats/opengotha";
import { FormulaError } from "../../src/functions/errors";
import { TOURNAMENT_I18N } from "../../src/functions/i18n/tournament";
import { LOCALES, localizeMetadataJson } from "../../src/functions/i18n/localize";
import { lookup } from "../../src/functions/registry";
import * as tournament from "../../src/functions/tournament";
import { run } from "../cli/fake-io";

function fails(f: () => unknown, code: string, message: RegExp): void {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(FormulaError);
    expect((e as FormulaError).code).toBe(code);
    expect((e as FormulaError).message).toMatch(message);
    return;
  }
  throw new Error("expected an error");
}

// RULES.md §1.3 worked example 5 as a sheet range, with a header row
const EXAMPLE5 = [
  ["No", "Name", "Rank", "Rating", "R1", "R2", "R3", "R4", "R5"],
  [1, "XY", "1k", 1947, "2-/w0", "3+/b0", "4+/w0", "5-/b0", "6+/w0"],
  [2, "A", "1 kyu", 1935, "1+/b0", "", "", "", ""],
  [3, "B", "2 kju", 1865, null, "1-/w0", null, null, null],
  [4, "C", "1k", 1924, "", "", "1-/b0", "", ""],
  [5, "D", "1 dan", 1997, "", "", "", "1+/w0", ""],
  [6, "E", "1d", 2015, "", "", "", "", "1-/b0"],
];
// example 7 (C = 15), without a header, numbered 10, 20, … (opponents are the numbers)
const EXAMPLE7 = [
  [10, "XY", "1k", 1947, "20+/b1", "30+/b2", "40+/w2", "50+/w0", "60-/b4"],
  [20, "P2087", "2d", 2087, "10-/w1", "", "", "", ""],
  [30, "P2130", "3d", 2130, "", "10-/w2", "", "", ""],
  [40, "P1781", "4k", 1781, "", "", "10-/b2", "", ""],
  [50, "P1992", "1d", 1992, "", "", "", "10-/b0", ""],
  [60, "P2419", "5d", 2419, "", "", "", "", "10+/w4"],
];

describe("TOURNAMENT.MGSZ", () => {
  it("example 5 (C = 30) → XY 1963; example 7 (C = 15) → XY 1979 (RULES.md §1.3)", () => {
    const five = tournament.mgsz(EXAMPLE5, 30);
    expect(five[0]).toEqual([
      "No",
      "Name",
      "Start",
      "Rating before",
      "Rank before",
      "ΣJp",
      "Change",
      "Rating after",
      "Rank after",
    ]);
    expect(five[1]).toEqual([1, "XY", "rating", 1947, "1k", 0.52, 16, 1963, "1k"]);
    expect(five).toHaveLength(7);
    const seven = tournament.mgsz(EXAMPLE7, 15);
    expect(seven[1]).toEqual([10, "XY", "rating", 1947, "1k", 2.11, 32, 1979, "1k"]);
  });

  it("a blank rating starts from the rank (§1.5) and says so", () => {
    const range = EXAMPLE5.map((r, i) => (i === 3 ? [3, "B", "2k", null, ...r.slice(4)] : r));
    // 2k threshold 1865 (RULES §1.1): the same start as the example's rating
    expect(tournament.mgsz(range, 30)[3]?.slice(0, 5)).toEqual([3, "B", "rank", 1865, "2k"]);
  });

  it("parts get one ΣJp column each when C × rounds ≥ 300 (D4: C = 45, 10 rounds → 5 + 5)", () => {
    const duel = [
      [1, "A", "1d", 2000, ...Array.from({ length: 10 }, () => "2+/w0")],
      [2, "B", "1d", 2000, ...Array.from({ length: 10 }, () => "1-/b0")],
    ];
    const t = tournament.mgsz(duel, 45);
    expect(t[0]?.slice(5, 8)).toEqual(["ΣJp", "ΣJp 1", "ΣJp 2"]);
    // see test/core/engines/mgsz.test.ts: 2000 → 2113 → 2131
    expect(t[1]).toEqual([1, "A", "rating", 2000, "1d", 2.9, 2.5, 0.4, 131, 2131, "2d"]);
  });

  it("the command line's formula evaluates it with an array constant", () => {
    const f = `=TOURNAMENT.MGSZ({1,"XY","1k",1947,"2-/w0","3+/b0","4+/w0","5-/b0","6+/w0";2,"A","1k",1935,"1+/b0","","","","";3,"B","2k",1865,"","1-/w0","","","";4,"C","1k",1924,"","","1-/b0","","";5,"D","1d",1997,"","","","1+/w0","";6,"E","1d",2015,"","","","","1-/b0"},30)`;
    expect(formatAnswer(evaluateFormula(f))).toMatch(
      /^\{"No",.*;1,"XY","rating",1947,"1k",0\.52,16,1963,"1k";/,
    );
    expect(lookup("TOURNAMENT.MGSZ")).toBe(tournament.mgsz);
  });

  it.each([
    [
      [[1, "A", "1d", 2000, "2+/w0"]],
      30,
      "#VALUE!",
      /row 1, column 5: round 1: opponent 2 is not in the table/,
    ],
    [
      [
        [1, "A", "1d", 2000, "2+/w0"],
        [2, "B", "1d", 2000, "1+/b0x"],
      ],
      30,
      "#VALUE!",
      /Argument crosstable: Crosstable row 2, column 5: round 1: unexpected "x"/,
    ],
    [EXAMPLE5, 101, "#NUM!", /Argument multiplier: 101 is outside 0..100/],
    [EXAMPLE5, "x", "#VALUE!", /Argument multiplier: expected a number/],
    [[[null, null]], 30, "#VALUE!", /Argument crosstable: no player rows/],
    [
      [
        [1, "A", "", null, "2+/w0"],
        [2, "B", "1d", 2000, "1-/b0"],
      ],
      30,
      "#VALUE!",
      /Player 1 "A": not on the rating list and no rank/,
    ],
  ])("bad input %# gives %s naming the argument", (range, c, code, message) => {
    fails(() => tournament.mgsz(range, c), code, message);
  });
});

describe("TOURNAMENT.STANDINGS", () => {
  // a 4-player round robin: 1 beats everyone, 2 beats 3 and 4, 3 beats 4
  const RR = [
    [1, "Ann", "3d", null, "2+/w0", "3+/b0", "4+/w0"],
    [2, "Bob", "2d", null, "1-/b0", "4+/w0", "3+/b0"],
    [3, "Cid", "1d", null, "4+/w0", "1-/w0", "2-/w0"],
    [4, "Dan", "1k", null, "3-/b0", "2-/b0", "1-/b0"],
  ];
  it("final order with the chosen tie-breaks under their short names (RULES §4)", () => {
    const s = tournament.standings(RR, [["PTS,BUCH"]]);
    expect(s).toEqual([
      ["Place", "No", "Name", "Rank", "PTS", "BUCH"],
      [1, 1, "Ann", "3d", 3, 3],
      [2, 2, "Bob", "2d", 2, 4],
      [3, 3, "Cid", "1d", 1, 5],
      [4, 4, "Dan", "1k", 0, 6],
    ]);
    // a range of names gives the same; and the default is MMS, SOS, SODOS, SOSOS (E.8)
    expect(tournament.standings(RR, [["pts", "buch"]])).toEqual(s);
    expect(tournament.standings(RR)[0]).toEqual([
      "Place",
      "No",
      "Name",
      "Rank",
      "MMS",
      "SOS",
      "SODOS",
      "SOSOS",
    ]);
  });

  it("after round 1: points of that round only; ties share a place", () => {
    const s = tournament.standings(RR, [["PTS"]], 1);
    expect(s.slice(1).map((r) => [r[0], r[2], r[4]])).toEqual([
      [1, "Ann", 1],
      [1, "Cid", 1],
      [3, "Bob", 0],
      [3, "Dan", 0],
    ]);
  });

  it.each([
    [[["PTS,XYZ"]], undefined, "#VALUE!", /Argument tiebreaks: "XYZ" is not a tie-break/],
    [[["PTS"]], 4, "#NUM!", /Argument rounds: 4 is outside 0..3/],
  ])("bad input %# gives %s", (tb, rounds, code, message) => {
    fails(() => tournament.standings(RR, tb, rounds), code, message);
  });

  it("a one-sided game is reported with its row and column, not fixed", () => {
    const bad = RR.map((r) => [...r]);
    (bad[3] as unknown[])[4] = ""; // Dan's row no longer lists round 1
    fails(
      () => tournament.standings(bad),
      "#VALUE!",
      /Crosstable row 3, column 5: round 1: player 3 lists a game against 4, whose row does not list it/,
    );
  });

  it("agrees with the command line on the same crosstable (opengotha-rubin012020rr as CSV and as a range)", async () => {
    // the sheet has no McMahon parameters: both sides read the crosstable with the defaults (D22)
    const file = path.join(__dirname, "../fixtures/opengotha-rubin012020rr/input.xml");
    const t = readOpenGotha(readFileSync(file)).tournament;
    const sheet = tournament.standings(sheetOf(t), [["MMS,SOS,SODOS"]]);
    const files = { "rubin.csv": writeCsv(t) };
    const out = await run(["standings", "rubin.csv", "--tiebreaks", "MMS,SOS,SODOS", "--json"], files);
    const cli = JSON.parse(out.stdout) as {
      place: number;
      name: string;
      MMS: number;
      SOS: number;
      SODOS: number;
    }[];
    expect(cli).toHaveLength(14);
    expect(sheet.slice(1).map((r) => [r[0], r[2], r[4], r[5], r[6]])).toEqual(
      cli.map((x) => [x.place, x.name, x.MMS, x.SOS, x.SODOS]),
    );
  });
});

/** A tournament as the range a user would type: number, name, rank, rating, cells. */
function sheetOf(t: Tournament): (string | number | null)[][] {
  return t.players.map((p, i) => [
    i + 1,
    fullName(p),
    p.rank ?? "",
    p.rating ?? null,
    ...p.results.map((e) => formatCell(e.kind === "game" ? { ...e, opponent: e.opponent + 1 } : e)),
  ]);
}

describe("TOURNAMENT metadata", () => {
  it.each(LOCALES)("TOURNAMENT_I18N translates every function and parameter into %s", async (locale) => {
    const file = path.resolve(__dirname, "../../src/functions/tournament.ts");
    const { metadataJson, errors } = await generateCustomFunctionsMetadata([file], false);
    expect(errors).toEqual([]);
    const local = JSON.parse(localizeMetadataJson(metadataJson, TOURNAMENT_I18N, locale)) as {
      functions: { id: string; parameters: { name: string }[] }[];
    };
    expect(local.functions.map((f) => f.id)).toEqual([
      "TOURNAMENT.STANDINGS",
      "TOURNAMENT.MGSZ",
      "TOURNAMENT.FIDE",
      "TOURNAMENT.MAHJONG",
    ]);
  });
});
