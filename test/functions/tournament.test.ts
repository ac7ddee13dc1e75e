import { readFileSync } from "fs";
import path from "node:path";
import { evaluateFormula, formatAnswer } from "../../src/cli/formula";
import { fullName } from "../../src/core/tournament/model";
import type { Tournament } from "../../src/core/tournament/model";
import { formatCell } from "../../src/formats/cell";
import { writeCsv } from "../../src/formats/csv-writer";
import { readEgd } from "../../src/formats/egd";
import { readOpenGotha } from "../../src/formats/opengotha";
import { fails } from "./fails";
import { TOURNAMENT_I18N } from "../../src/functions/i18n/tournament";
import { LOCALES, localizeMetadataJson } from "../../src/functions/i18n/localize";
import { lookup } from "../../src/functions/registry";
import * as tournament from "../../src/functions/tournament";
import { run } from "../cli/fake-io";
import { type Generated, generatedMetadata } from "./generated-metadata";

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

describe("the header row's language (src/results/headers.ts)", () => {
  it("RULES §1.3 example 5 in Hungarian and Russian: the words translated, the symbols and figures unchanged", () => {
    const hu = tournament.mgsz(EXAMPLE5, 30, "hu");
    expect(hu[0]).toEqual([
      "Sz.",
      "Név",
      "Kiindulás",
      "Értékszám előtte",
      "Fokozat előtte",
      "ΣJp",
      "Változás",
      "Értékszám utána",
      "Fokozat utána",
    ]);
    // the figures unchanged; Start's word ("rating": XY starts from his rating) in Hungarian
    const en = tournament.mgsz(EXAMPLE5, 30)[1] ?? [];
    expect(en[2]).toBe("rating");
    expect(hu[1]).toEqual([...en.slice(0, 2), "értékszám", ...en.slice(3)]);
    expect(tournament.fide(EXAMPLE5, null, undefined, "ru-RU")[0]?.slice(0, 3)).toEqual([
      "№",
      "Имя",
      "Рейтинг до",
    ]);
    expect(tournament.standings(EXAMPLE5, [["MMS"]], ...Array(10).fill(null), "RU")[0]).toEqual([
      "Место",
      "№",
      "Имя",
      "Разряд",
      "MMS",
    ]);
  });

  it("a language other than en, hu, ru is #VALUE! naming the argument", () => {
    fails(
      () => tournament.mgsz(EXAMPLE5, 30, "de"),
      "#VALUE!",
      /Argument language: expected "en", "hu" or "ru", got "de"/,
    );
  });
});

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
    expect(tournament.mgsz(range, 30)[3]?.slice(0, 5)).toEqual([3, "B", "new (rank)", 1865, "2k"]);
  });

  it("parts get one ΣJp column each when C × rounds ≥ 300 (D4: C = 45, 10 rounds → 5 + 5)", () => {
    const duel = [
      [1, "A", "1d", 2000, ...Array.from({ length: 10 }, () => "2+/w0")],
      [2, "B", "1d", 2000, ...Array.from({ length: 10 }, () => "1-/b0")],
    ];
    const t = tournament.mgsz(duel, 45);
    expect(t[0]?.slice(5, 8)).toEqual(["ΣJp", "ΣJp 1", "ΣJp 2"]);
    // see test/core/engines/mgsz.test.ts: 2000 → 2113 → 2131; D26: one tournament, 2d reached once: 1d
    expect(t[1]).toEqual([1, "A", "rating", 2000, "1d", 2.9, 2.5, 0.4, 131, 2131, "1d"]);
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
    [EXAMPLE5, 101, "#NUM!", /Argument multiplier 101 must be a whole number 0..100/], // H1
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
    [[["PTS,XYZ"]], undefined, "#VALUE!", /Argument tiebreaks: Tie-break "XYZ" is not one of PTS MMS/],
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

describe("TOURNAMENT.STANDINGS: the D21 switches and the McMahon parameters as arguments (D22)", () => {
  // Source: egc2013.h9, OpenGotha 3.45's export of EGC 2013 (fixture egd-egc2013), prints MMS
  // and SOS (`?` = ½). A sheet carries no McMahon parameters, so they are arguments (D22); the
  // OpenGotha XML of the same event (fixture opengotha-egc2013) gives zero 30k, floor 20k, bar 4d
  // and smmsCorrection="1" for 32 players.
  const fixture = (dir: string, file: string): Buffer =>
    readFileSync(path.join(__dirname, "../fixtures", dir, file));
  const h9 = readEgd(fixture("egd-egc2013", "input.h9"));
  const range = sheetOf(h9.tournament);
  const key = (s: string): string => s.toUpperCase().replace(/[\s_]/g, "");
  /** The XML's corrections as one column aligned with the range's rows (blank = none). */
  const corrections = ((): (number | null)[][] => {
    const xml = readOpenGotha(fixture("opengotha-egc2013", "input.xml")).tournament;
    const byName = new Map(xml.players.map((p) => [key(fullName(p)), p.smmsCorrection ?? 0]));
    return h9.tournament.players.map((p) => {
      const k = key(fullName(p));
      // h9 names are cut to 30 characters
      const c = byName.get(k) ?? [...byName].find(([n]) => n.startsWith(k))?.[1] ?? 0;
      return [c === 0 ? null : c];
    });
  })();
  const ARGS: [string[][], null, null, null] = [[["MMS,SOS"]], null, null, null];
  const mismatches = (table: unknown[][]): string[] => {
    const byNo = new Map(table.slice(1).map((r) => [r[1], r]));
    const out: string[] = [];
    h9.printed.values.forEach(([mms, sos], i) => {
      const r = byNo.get(i + 1) ?? [];
      if (r[4] !== mms || r[5] !== sos) out.push(`${i + 1}: ${mms}/${sos} vs ${r[4]}/${r[5]}`);
    });
    return out;
  };

  it("mm_bar 4d, mm_floor 20k, mm_zero 30k and the corrections reproduce every MMS and SOS printed in the .h9", () => {
    expect(corrections.filter(([c]) => c !== null)).toHaveLength(32);
    const table = tournament.standings(range, ...ARGS, "4d", "20k", "30k", corrections);
    expect(table).toHaveLength(595);
    expect(mismatches(table)).toEqual([]);
    expect(table[1]).toEqual([1, 1, "Fan Hui", "7d", 44, 404]); // row 1 of egc2013.h9
    // the same as the command line's standings of the .h9 with the same options
    // (test/cli/standings.test.ts); the ranks may be written any usual way (D2)
    expect(tournament.standings(range, ...ARGS, "4 dan", "20 kyu", "30 kju", corrections)).toEqual(table);
  });

  it("the arguments matter: without corrections Fan Hui has 33 + 10 = 43; bar 5d gives him 45", () => {
    const plain = tournament.standings(range, ...ARGS);
    expect(plain[1]?.slice(2)).toEqual(["Fan Hui", "7d", 43, 394]);
    expect(mismatches(plain).length).toBeGreaterThan(50);
    const bar5d = tournament.standings(range, ...ARGS, "5d", null, null, corrections);
    expect(bar5d.find((r) => r[1] === 1)?.[4]).toBe(45);
    // mm_zero 20k: every starting MM − 10, so every MMS − 10 and every SOS − 10 × 10 rounds (D21)
    const zero = tournament.standings(range, ...ARGS, null, null, "20k");
    const plainByNo = new Map(plain.slice(1).map((r) => [r[1], r]));
    // every player in one comparison (594 of them; the diff names the player's number)
    expect(zero.slice(1).map((r) => [r[1], r[4], r[5]])).toEqual(
      zero
        .slice(1)
        .map((r) => [r[1], Number(plainByNo.get(r[1])?.[4]) - 10, Number(plainByNo.get(r[1])?.[5]) - 100]),
    );
  });

  // a 4-player McMahon: Ann 3d beats Bob in round 1 and, with White, gives Cid 1 stone and
  // beats him in round 2; Cid and Dan (1k) are absent in round 1 (blank cells), Bob in round 2
  // (blank), and Dan has a full-point bye in round 2 ("0+")
  const SMALL = [
    [1, "Ann", "3d", null, "2+/w0", "3+/w1"],
    [2, "Bob", "1d", null, "1-/b0", ""],
    [3, "Cid", "1k", null, "", "1-/b1"],
    [4, "Dan", "1k", null, "", "0+"],
  ];
  const row = (table: unknown[][], name: string): unknown[] => table.find((r) => r[2] === name) ?? [];

  it("literal: the round without a game adds 0 and no handicap term, rather than own starting MM (D21)", () => {
    // Starting MM (D21, zero 30k): Ann 3d 32, Bob 1d 30, Cid and Dan 1k 29. MMS: Ann 32 + 2 = 34,
    // Bob 30 + ½ (blank round 2), Cid 29 + ½ (blank round 1); literally (E.3) an absent round
    // scores 0: Bob 30, Cid 29. Ann's SOS, OpenGotha's reading: Bob 30.5 + (Cid 29.5 + 1 stone,
    // she had White) = 61; literally 30 + 29 = 59. Cid's SOS: his own start 29 for round 1 +
    // (Ann 34 − 1, he had Black) = 62; literally 0 + 34 = 34.
    const compat = tournament.standings(SMALL, [["MMS,SOS"]]);
    const literal = tournament.standings(SMALL, [["MMS,SOS"]], null, true);
    expect(row(compat, "Ann").slice(4)).toEqual([34, 61]);
    expect(row(literal, "Ann").slice(4)).toEqual([34, 59]);
    expect(row(compat, "Cid").slice(4)).toEqual([29.5, 62]);
    expect(row(literal, "Cid").slice(4)).toEqual([29, 34]);
  });

  it("literal: a blank, unpaired round scores 0 (E.3): a 1d who won round 1 has MMS 31, not 31.5", () => {
    // issue 12's example: starting MM 1d = 30 (D21, zero 30k), a win (+1), round 2 blank: OpenGotha's
    // absent value ½ gives 31.5; the original's E.3 gives 0, so 31.
    const TWO = [
      [1, "Eve", "1d", null, "2+/w0", ""],
      [2, "Fay", "1d", null, "1-/b0", "3+/w0"],
      [3, "Gus", "1d", null, "", "2-/b0"],
    ];
    expect(row(tournament.standings(TWO, [["MMS"]]), "Eve").slice(4)).toEqual([31.5]);
    expect(row(tournament.standings(TWO, [["MMS"]], null, true), "Eve").slice(4)).toEqual([31]);
  });

  it("mm_absent, points_absent and round_down act on blank rounds; a bye's value is its cell's (D21)", () => {
    const at = (...more: unknown[]): unknown[] =>
      row(
        tournament.standings(SMALL, [["MMS,PTS"]], null, null, null, null, null, null, undefined, ...more),
        "Cid",
      );
    expect(at()).toEqual([4, 3, "Cid", "1k", 29.5, 0]);
    expect(at(0).slice(4)).toEqual([29, 0]);
    expect(at(1).slice(4)).toEqual([30, 0]);
    expect(at(null, null, 0.5).slice(4)).toEqual([29.5, 0.5]);
    expect(at(null, true).slice(4)).toEqual([29, 0]);
    // Dan: 29 + blank round 1 (½ MM) + "0+" bye (1 point, 1 MM, whatever the arguments say)
    const dan = row(tournament.standings(SMALL, [["MMS,PTS"]]), "Dan");
    expect(dan.slice(4)).toEqual([30.5, 1]);
    const danNone = row(
      tournament.standings(SMALL, [["MMS,PTS"]], null, null, null, null, null, null, undefined, 0, null, 0),
      "Dan",
    );
    expect(danNone.slice(4)).toEqual([30, 1]);
  });

  it("round_robin applies V.4: a player under 50 % of his games is left out for the others", () => {
    // 4-player round robin: Dan plays round 1 only, then withdraws (rounds 2 and 3 forfeited)
    const RR4 = [
      [1, "Ann", "3d", null, "2+/w0", "3+/b0", "4+!w"],
      [2, "Bob", "2d", null, "1-/b0", "4+!b", "3+/b0"],
      [3, "Cid", "1d", null, "4+/w0", "1-/w0", "2-/w0"],
      [4, "Dan", "1k", null, "3-/b0", "2-!w", "1-!b"],
    ];
    const plain = tournament.standings(RR4, [["PTS"]]);
    const rr = tournament.standings(RR4, [["PTS"]], null, null, true);
    expect(row(plain, "Cid").slice(4)).toEqual([1]);
    // 1 game of 3 played: Dan's games do not count for the others (Cid loses his win over him)
    expect(row(rr, "Cid").slice(4)).toEqual([0]);
    expect(rr[rr.length - 1]?.[2]).toBe("Dan");
  });

  it.each([
    [["5x"], "#VALUE!", /Argument mm_bar: expected a Go rank 30k..9d such as "20k" or "4d", got "5x"/],
    [["1p"], "#VALUE!", /Argument mm_bar: expected a Go rank 30k..9d/],
    [[null, "abc"], "#VALUE!", /Argument mm_floor: expected a Go rank/],
    [
      ["5k", "1d"],
      "#VALUE!",
      /the McMahon floor 1d is above the bar 5k \(Argument mm_floor, Argument mm_bar\)/,
    ],
    [
      [null, null, null, [[1], [2]]],
      "#VALUE!",
      /Argument mm_corrections: 2 cells, but the crosstable has 4 rows and 4 players/,
    ],
    [
      [null, null, null, [[1, 2]]],
      "#VALUE!",
      /Argument mm_corrections: expected one column of corrections, got 2 columns/,
    ],
    [
      [null, null, null, [[1], [31], [null], [0]]],
      "#NUM!",
      /Argument mm_corrections\[2\]: 31 is outside -30..30/,
    ],
    [
      [null, null, null, [[1], [0.5], [null], [0]]],
      "#VALUE!",
      /Argument mm_corrections\[2\]: expected a whole number/,
    ],
    [[null, null, null, 3], "#VALUE!", /Argument mm_corrections: expected one column of corrections aligned/],
    [[null, null, null, null, 2], "#NUM!", /Argument mm_absent: expected 0, 0.5 or 1, got 2/],
    [[null, null, null, null, null, "maybe"], "#VALUE!", /Argument round_down: expected TRUE or FALSE/],
    [[null, null, null, null, null, null, "x"], "#VALUE!", /Argument points_absent: expected a number/],
  ])("bad McMahon argument %j gives %s naming it", (more, code, message) => {
    fails(() => tournament.standings(SMALL, null as never, null, null, null, ...more), code, message);
  });

  it("a correction column as long as the players (no header) or as the range (header) lines up alike", () => {
    const header = [["No", "Name", "Rank", "Rating", "R1", "R2"], ...SMALL];
    const four = [[1], [null], [null], [-2]];
    const a = tournament.standings(SMALL, [["MMS"]], null, null, null, null, null, null, four);
    const b = tournament.standings(header, [["MMS"]], null, null, null, null, null, null, [
      ["corr"],
      ...four,
    ]);
    expect(a).toEqual(b);
    expect(row(a, "Ann")[4]).toBe(35); // 32 + 1 + 2 wins
    expect(row(a, "Dan")[4]).toBe(28.5); // 29 − 2 + ½ + 1
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
  // the generator (TypeScript's parser over the source) once for every locale
  let generated: Generated;
  beforeAll(async () => {
    generated = await generatedMetadata(["src/functions/tournament.ts"]);
  });

  it.each(LOCALES)("TOURNAMENT_I18N translates every function and parameter into %s", (locale) => {
    const { metadataJson, errors } = generated;
    expect(errors).toEqual([]);
    const local = JSON.parse(localizeMetadataJson(metadataJson, TOURNAMENT_I18N, locale)) as {
      functions: { id: string; parameters: { name: string }[] }[];
    };
    expect(local.functions.map((f) => f.id)).toEqual([
      "TOURNAMENT.STANDINGS",
      "TOURNAMENT.TEAMSTANDINGS",
      "TOURNAMENT.MGSZ",
      "TOURNAMENT.FIDE",
      "TOURNAMENT.MAHJONG",
    ]);
  });
});

describe("TOURNAMENT.STANDINGS with chess tie-breaks (RULES §2.3, D28; FIDE C.07)", () => {
  // test/core/tournament/chess-tiebreaks.test.ts's hand-worked Swiss, as a sheet range
  // (number, name, title, rating, rounds)
  const SWISS = [
    [1, "A", "", 2300, "2+/w0", "3+/b0", "0="],
    [2, "B", "", 2200, "1-/b0", "0+", "3+/w0"],
    [3, "C", "", 2100, "4=/w0", "1-/w0", "2-/b0"],
    [4, "D", "", 2000, "3=/b0", "0-", "0-"],
  ];

  it('"CHESS" gives D28\'s list with the hand-worked values', () => {
    const t = tournament.standings(SWISS, [["CHESS"]]);
    expect(t[0]).toEqual(["Place", "No", "Name", "Rating", "PTS", "BH-C1", "BH", "SB", "DE", "WON", "ARO"]);
    // DE blank: tied with nobody before it, it does not apply (D31)
    expect(t[1]).toEqual([1, 1, "A", 2300, 2.5, 2.5, 5, 3.75, "", 2, 2150]);
    expect(t[3]).toEqual([3, 3, "C", 2100, 0.5, 4.5, 6, 0.75, "", 0, 2167]);
  });

  it("a chess-only name selects chess tie-breaks; a Go name among them is an error", () => {
    const t = tournament.standings(SWISS, [["PTS,BH-C1,TPR"]]);
    expect(t.map((r) => r[6])).toEqual(["TPR", 2950, 2200, 1894, 2100]);
    expect(() => tournament.standings(SWISS, [["CHESS,MMS"]])).toThrow(
      /Tie-break "MMS" is not one of the chess tie-breaks/, // D90's message
    );
    // Go's names alone stay Go's
    expect(tournament.standings(SWISS, [["PTS"]])[0]).toEqual(["Place", "No", "Name", "Rank", "PTS"]);
  });
});
