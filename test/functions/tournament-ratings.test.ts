/**
 * TOURNAMENT.FIDE and TOURNAMENT.MAHJONG: the regulations' examples as sheet ranges (RULES §2.1
 * 8.34 and 8.21b; §3 D19), K and levels as ranges, bad input, and agreement with the command line.
 */
import { readFileSync } from "fs";
import path from "node:path";
import { evaluateFormula, formatAnswer } from "../../src/cli/formula";
import type { Tournament } from "../../src/core/tournament/model";
import { formatCell } from "../../src/formats/cell";
import { readTrf } from "../../src/formats/trf";
import { fails } from "./fails";
import { lookup } from "../../src/functions/registry";
import * as tournament from "../../src/functions/tournament";
import { run } from "../cli/fake-io";

const trf = (dir: string): Tournament =>
  readTrf(readFileSync(path.join(__dirname, "../fixtures", dir, "input.trf"))).tournament;

/** A TRF as the range an arbiter would type: number, name, title, rating, cells; with a header. */
function sheetOf(t: Tournament): (string | number | null)[][] {
  return [
    ["No", "Name", "Title", "Rating", ...Array.from({ length: t.rounds }, (_, r) => `R${r + 1}`)],
    ...t.players.map((p, i) => [
      i + 1,
      p.name,
      p.title ?? "",
      p.rating ?? null,
      ...p.results.map((e) => formatCell(e.kind === "game" ? { ...e, opponent: e.opponent + 1 } : e)),
    ]),
  ];
}

// fixture trf-rules-round-robin-8-21b (RULES §2.1's 10-player round robin)
const RR = sheetOf(trf("trf-rules-round-robin-8-21b"));
// fixture trf-rules-8-34 (example 8.34 as one event)
const EX834 = sheetOf(trf("trf-rules-8-34"));

const HEADER = ["No", "Name", "Rating before", "Games", "W", "We", "Change", "Rating after", "Performance"];

describe("TOURNAMENT.FIDE", () => {
  it("the 10-player round robin (8.21b): Ru 2423, 2393, 2150, 2032; A expects 7.36 and B 6.48", () => {
    const t = tournament.fide(RR, "HU2017");
    expect(t[0]).toEqual(HEADER);
    expect(t).toHaveLength(11);
    // K by D9 (10 from 2400): A (8 − 7.36) × 10 = 6.4 → +6; TPR (II.3) against the Ru:
    // 20648 / 9 = 2294.22 + dp(8/9 → .89) 351 = 2645
    expect(t[1]).toEqual([1, "Player, A", 2600, 9, 8, 7.36, 6, 2606, 2645]);
    expect(t[2]?.slice(0, 8)).toEqual([2, "Player, B", 2500, 9, 7, 6.48, 5, 2505]);
    expect([3, 5, 8, 9].map((i) => t[i]?.[7])).toEqual([2423, 2393, 2150, 2032]);
    // unrated: no rating before, no We, no change
    expect(t[3]?.slice(0, 8)).toEqual([3, "Player, C", "", 9, 7, "", "", 2423]);
    // D12: D, F, G, J expect 5.38, 2.51, 4.18, 4.18
    expect([4, 6, 7, 10].map((i) => t[i]?.[5])).toEqual([5.38, 2.51, 4.18, 4.18]);
  });

  it("example 8.34: 2199 (HU2017), 2158 (FIDE2024, the default, RULES §2.2)", () => {
    expect(tournament.fide(EX834, "HU2017")[1]?.slice(0, 8)).toEqual([
      1,
      "Unrated, Newcomer",
      "",
      12,
      6.5,
      "",
      "",
      2199,
    ]);
    expect(tournament.fide(EX834, "FIDE2024")[1]?.[7]).toBe(2158);
    expect(tournament.fide(EX834)[1]?.[7]).toBe(2158);
    // the opponents' games against the unrated player are not rated (8.52)
    expect(tournament.fide(EX834, "HU2017")[2]?.slice(2, 8)).toEqual([2220, 0, 0, 0, 0, 2220]);
  });

  it("k: one number for everyone, or a column aligned with the crosstable's rows (blank: D9)", () => {
    // K 20: A (8 − 7.36) × 20 = 12.8 → +13
    expect(tournament.fide(RR, "HU2017", [[20]])[1]?.slice(6, 8)).toEqual([13, 2613]);
    expect(tournament.fide(RR, "HU2017", 20 as unknown as unknown[][])[1]?.slice(6, 8)).toEqual([13, 2613]);
    // aligned with the range's 11 rows (header included): A gets 40, B is blank (D9: 10)
    const column = [["K"], [40], [null], ...Array.from({ length: 8 }, () => [20])];
    const t = tournament.fide(RR, "HU2017", column);
    expect(t[1]?.[6]).toBe(26); // (8 − 7.36) × 40 = 25.6
    expect(t[2]?.[6]).toBe(5); // (7 − 6.48) × 10 = 5.2
    // or with the 10 players
    expect(tournament.fide(RR, "HU2017", column.slice(1))[1]?.[6]).toBe(26);
  });

  it("a title in the third column is no Go rank and is ignored", () => {
    const titled = RR.map((r, i) => (i === 1 ? [r[0] ?? null, r[1] ?? null, "GM", ...r.slice(3)] : r));
    expect(tournament.fide(titled)).toEqual(tournament.fide(RR));
  });

  it("forfeits (5+!) are not rated; a FIDE2024 rating below 1400 is not published (blank)", () => {
    const t = tournament.fide(
      [
        [1, "A", "", 1405, "2-/w", "3+!"],
        [2, "B", "", 1405, "1+/b", "0+"],
        [3, "C", "", 1500, "0+", "1-!"],
      ],
      "FIDE2024",
      [[40]],
    );
    expect(t[1]?.slice(2, 8)).toEqual([1405, 1, 0, 0.5, -20, ""]);
    expect(t[3]?.slice(2, 8)).toEqual([1500, 0, 0, 0, 0, 1500]);
  });

  it("the command line's formula evaluates it", () => {
    const f = `=TOURNAMENT.FIDE({1,"A","",2000,"2+/w";2,"B","",2000,"1-/b"},"HU2017",20)`;
    // equal ratings, K 20: (1 − .50) × 20 = +10 (table 8.1b)
    expect(formatAnswer(evaluateFormula(f))).toMatch(
      /;1,"A",2000,1,1,0\.5,10,2010,2800;2,"B",2000,1,0,0\.5,-10,1990,1200\}$/,
    );
    expect(lookup("TOURNAMENT.FIDE")).toBe(tournament.fide);
  });

  it.each([
    [RR, "HU2099", null, "#VALUE!", /Argument ruleset: "HU2099" is not a rule set/],
    [RR, null, [[101]], "#NUM!", /Argument k 101 must be a whole number 0..100/],
    [RR, null, [[20], [20]], "#VALUE!", /Argument k: 2 cells, but the crosstable has 11 rows and 10 players/],
    [RR, null, [[20, 20]], "#VALUE!", /Argument k: expected one number or one column of K/],
    [
      RR,
      null,
      [["K"], ["x"], ...Array.from({ length: 9 }, () => [20])],
      "#VALUE!",
      /Argument k\[2\]: expected a number/,
    ],
    [
      [
        [1, "A", "", -3, "2+/w"],
        [2, "B", "", 2000, "1-/b"],
      ],
      null,
      null,
      // the sheet's reader takes the Go-rating range (-1000..4000); FIDE's engine refuses below 0
      "#NUM!",
      /Player 1 "A": rating -3 must be 0 or more/,
    ],
    [[[1, "A", "", 2000, "3+/w"]], null, null, "#VALUE!", /round 1: opponent 3 is not in the table/],
    [[["No", "Name"]], null, null, "#VALUE!", /Argument crosstable: no player rows/],
  ])("bad input %# gives %s naming the argument", (range, ruleset, k, code, message) => {
    fails(
      () => tournament.fide(range as unknown[][], ruleset, k as unknown[][] | null as unknown[][]),
      code,
      message,
    );
  });

  it("agrees with the command line on the same tournament (the round robin's TRF)", async () => {
    const file = path.join(__dirname, "../fixtures/trf-rules-round-robin-8-21b/input.trf");
    const out = await run(["rate", file, "--system", "fide", "--json"]);
    const cli = JSON.parse(out.stdout) as {
      no: number;
      name: string;
      ratingBefore: number | null;
      games: number;
      w: number;
      we: number | null;
      change: number | null;
      ratingAfter: number | null;
      performance: number | null;
    }[];
    const blank = (x: number | null): number | string => x ?? "";
    expect(tournament.fide(RR).slice(1)).toEqual(
      cli.map((x) => [
        x.no,
        x.name,
        blank(x.ratingBefore),
        x.games,
        x.w,
        blank(x.we),
        blank(x.change),
        blank(x.ratingAfter),
        blank(x.performance),
      ]),
    );
  });
});

// D19 (RULES §3): N = 40, S = 8, mean level 1230 (20 × 1k, 8 × 2k, 2 × 4k, 1 × 8k, 9 × 12k = 49200)
const LEVELS = [
  ...Array<string>(20).fill("1 кю"),
  ...Array<string>(8).fill("2k"),
  ...Array<string>(2).fill("4 kyu"),
  "8k",
  ...Array<string>(9).fill("12k"),
];
const RESULTS = [["Place", "Player", "Level"], ...LEVELS.map((l, i) => [i + 1, `Player ${i + 1}`, l])];

describe("TOURNAMENT.MAHJONG", () => {
  it("D19: KT 2.50; the winner 2500 → 2d; 20th NR 512.82 → 1282.05 → 3k", () => {
    const t = tournament.mahjong(RESULTS, 8);
    expect(t[0]).toEqual(["Place", "Player", "Level", "NR", "KT", "NR×KT", "Norm"]);
    expect(t).toHaveLength(41);
    expect(t[1]).toEqual([1, "Player 1", "1k", 1000, 2.5, 2500, "2d"]);
    expect(t[20]?.slice(0, 3)).toEqual([20, "Player 20", "1k"]);
    expect(t[20]?.[3]).toBeCloseTo(512.8205, 4);
    expect(t[20]?.[5]).toBeCloseTo(1282.0513, 4);
    expect(t[20]?.[6]).toBe("3k");
    expect(t[40]).toEqual([40, "Player 40", "12k", 0, 2.5, 0, "12k"]);
  });

  it("championship adds 1.00 (KT 3.50)", () => {
    expect(tournament.mahjong(RESULTS, 8, true)[1]?.slice(4, 7)).toEqual([3.5, 3500, "4d"]);
  });

  it("levels from a range of names and levels, or one column aligned with the results", () => {
    const bare = RESULTS.map((r) => r.slice(0, 2));
    // without levels everyone is 12 kyu (R4): KT 0.8 + 0.5 = 1.30
    expect(tournament.mahjong(bare, 8)[1]?.slice(2, 5)).toEqual(["12k", 1000, 1.3]);
    const list = [["Name", "Level"], ...LEVELS.map((l, i) => [`player ${i + 1}`, l]).reverse()];
    expect(tournament.mahjong(bare, 8, false, list)).toEqual(tournament.mahjong(RESULTS, 8));
    const column = [["Level"], ...LEVELS.map((l) => [l])];
    expect(tournament.mahjong(bare, 8, null, column)).toEqual(tournament.mahjong(RESULTS, 8));
    expect(tournament.mahjong(bare, 8, null, column.slice(1))).toEqual(tournament.mahjong(RESULTS, 8));
  });

  it("R3: a negative NR × KT reaches no norm (blank)", () => {
    const twelve = Array.from({ length: 12 }, (_, i) => [i + 1, `P${i + 1}`]);
    // 0.1 − 0.20 + 0 = −0.10
    expect(tournament.mahjong(twelve, 1)[1]).toEqual([1, "P1", "12k", 1000, -0.1, -100, ""]);
  });

  it("the command line's formula evaluates it", () => {
    const rows = Array.from({ length: 12 }, (_, i) => `${i + 1},"P${i + 1}","1d"`).join(";");
    // 0.4 − 0.20 + 2.00 = 2.20: the winner 2200 → 1 dan
    expect(formatAnswer(evaluateFormula(`=TOURNAMENT.MAHJONG({${rows}},4)`))).toMatch(
      /^\{"Place","Player","Level","NR","KT","NR×KT","Norm";1,"P1","1d",1000,2\.2,2200,"1d";/,
    );
    expect(lookup("TOURNAMENT.MAHJONG")).toBe(tournament.mahjong);
  });

  it.each([
    [RESULTS, 0, null, null, "#NUM!", /Argument sessions 0 must be a whole number 1..1000/],
    [RESULTS, "x", null, null, "#VALUE!", /Argument sessions: expected a number/],
    [RESULTS, 8, "maybe", null, "#VALUE!", /Argument championship: expected TRUE or FALSE/],
    [
      RESULTS.slice(0, 12),
      8,
      null,
      null,
      "#N/A",
      /11 is fewer than 12; the tournament is not rated; correct the count if it is wrong, else nothing to correct$/m,
    ],
    [[["Place", "Player"]], 8, null, null, "#VALUE!", /Argument results: no result rows/],
    [
      [
        [1, "A"],
        ["x", "B"],
      ],
      8,
      null,
      null,
      "#VALUE!",
      /Argument results row 2: place: expected a number/,
    ],
    [[[1, ""]], 8, null, null, "#VALUE!", /Argument results row 1: player is required/],
    // a first place written with a decimal comma is a bad number, not a header skipped silently
    // (the header test numberLike, shared with MAHJONG.RATINGLIST)
    [[["1,5", "A"]], 8, null, null, "#VALUE!", /Argument results row 1: place: expected a number, got "1,5"/],
    [
      RESULTS.map((r, i) => (i === 3 ? [3, "Player 3", "15 kyu"] : r)),
      8,
      null,
      null,
      "#VALUE!",
      /Row 3 "Player 3" \(line 4\): level: "15 kyu" is not a mahjong level/,
    ],
    [
      RESULTS.map((r) => r.slice(0, 2)),
      8,
      null,
      [["1k"], ["2k"]],
      "#VALUE!",
      /Argument levels: 2 cells, but the results have 41 rows and 40 players/,
    ],
  ])("bad input %# gives %s naming the argument", (range, s, champ, levels, code, message) => {
    fails(() => tournament.mahjong(range as unknown[][], s, champ, levels as unknown[][]), code, message);
  });

  it("agrees with the command line on the same results", async () => {
    const csv = `place;player;points\n${LEVELS.map((_, i) => `${i + 1};Player ${i + 1};${100 - i}`).join("\n")}\n`;
    const list = `name;rating;level\n${LEVELS.map((l, i) => `Player ${i + 1};0;${l}`).join("\n")}\n`;
    const out = await run(
      ["rate", "r.csv", "--system", "mahjong", "--sessions", "8", "--ratings", "l.csv", "--json"],
      { "r.csv": csv, "l.csv": list },
    );
    const cli = JSON.parse(out.stdout) as {
      place: number;
      name: string;
      level: string;
      nr: number;
      kt: number;
      nrKt: number;
      norm: string | null;
    }[];
    expect(tournament.mahjong(RESULTS, 8).slice(1)).toEqual(
      cli.map((x) => [x.place, x.name, x.level, x.nr, x.kt, x.nrKt, x.norm ?? ""]),
    );
  });
});
