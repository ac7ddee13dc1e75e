import { fails } from "./fails";
import { MAHJONG_I18N } from "../../src/functions/i18n/mahjong";
import { type FunctionsMetadata, localizeMetadata } from "../../src/functions/i18n/localize";
import * as mahjong from "../../src/functions/mahjong";
import { lookup } from "../../src/functions/registry";
import { generatedMetadata } from "./generated-metadata";

const row = (...xs: (number | string | boolean | null)[]) => [xs];
const col = (...xs: (number | string | boolean | null)[]) => xs.map((x) => [x]);

describe("MAHJONG functions: the examples of FUNCTIONS.md's MAHJONG table", () => {
  test("NORMRATING(20, 40) → 512.82… = 1000 × 20/39 (D19)", () => {
    expect(mahjong.normrating(20, 40)).toBe(20000 / 39);
    expect(mahjong.normrating(1, 40)).toBe(1000);
    expect(mahjong.normrating(40, 40)).toBe(0);
    expect(mahjong.normrating(3.5, 12)).toBe(8500 / 11); // D17
    expect(mahjong.normrating("20", "40")).toBe(20000 / 39);
  });
  test("SIZEFACTOR(74) → 0.9; D13: 13 → −0.2, 300 → 1.5", () => {
    expect(mahjong.sizefactor(74)).toBe(0.9);
    expect(mahjong.sizefactor(13)).toBe(-0.2);
    expect(mahjong.sizefactor(300)).toBe(1.5);
  });
  test("COEFFICIENT(8, 40, 1230) → 2.5 (D19); championship +1", () => {
    expect(mahjong.coefficient(8, 40, [[1230]])).toBe(2.5);
    expect(mahjong.coefficient(8, 40, 1230 as never)).toBe(2.5);
    expect(mahjong.coefficient(8, 40, [[1230]], true)).toBe(3.5);
    expect(mahjong.coefficient(8, 40, [[1230]], "да")).toBe(3.5);
  });
  test("NORM(2500) → 2d (D19); long 2 дан, english 2 dan; 1282.05 → 3k", () => {
    expect(mahjong.norm(2500)).toBe("2d");
    expect(mahjong.norm(2500, "long")).toBe("2 дан");
    expect(mahjong.norm(2500, "english")).toBe("2 dan");
    expect(mahjong.norm(2500, null)).toBe("2d");
    expect(mahjong.norm((20000 / 39) * 2.5)).toBe("3k");
    expect(mahjong.norm((20000 / 39) * 2.5, "long")).toBe("3 кю");
    expect(mahjong.norm(0)).toBe("12k");
    expect(mahjong.norm(99999)).toBe("12d");
  });
  test('LEVELVALUE("3 кю") → 1250; every spelling and marks', () => {
    expect(mahjong.levelvalue("3 кю")).toBe(1250);
    expect(mahjong.levelvalue("3 kyu")).toBe(1250);
    expect(mahjong.levelvalue("3k")).toBe(1250);
    expect(mahjong.levelvalue("2 дан")).toBe(2500);
    expect(mahjong.levelvalue("2d+")).toBe(2500);
    expect(mahjong.levelvalue("3d−")).toBe(3000);
    expect(mahjong.levelvalue("3d-")).toBe(3000);
    expect(mahjong.levelvalue(1250)).toBe(1250);
  });
});

describe("MAHJONG functions: the worked numbers of RULES §3 through the sheet", () => {
  test("D19 chained as a sheet would: NORMRATING × COEFFICIENT → NORM", () => {
    const kt = mahjong.coefficient(8, 40, [[1230]]);
    expect(mahjong.norm(mahjong.normrating(1, 40) * kt)).toBe("2d");
    expect(mahjong.norm(mahjong.normrating(20, 40) * kt)).toBe("3k");
  });
  test("a product landing a hair below a level value still reaches it (doubles in the sheet)", () => {
    // 1000 × 21/41 … × 2.3: exact values like 500 × 2.3 = 1150 must not fall to the level below
    expect(mahjong.norm(1249.9999999999998)).toBe("3k");
    expect(mahjong.norm(1249.99)).toBe("4k");
    expect(mahjong.norm(-1e-12)).toBe("12k");
  });
  test("COEFFICIENT from a range of levels at the start (D14: marks ignored)", () => {
    // 2d, 3k, 1d, 12k: mean (2500 + 1250 + 2000 + 0) / 4 = 1437.5 → 1.40; 0.8 + 0.5 + 1.40
    expect(mahjong.coefficient(8, 40, row("2d", "3k", "1d", "12k"))).toBe(2.7);
    expect(mahjong.coefficient(8, 40, col("2d+", "3 кю", 2000, "12 kyu", null))).toBe(2.7);
    // D14 worked: a single mean 2537 → 2.50
    expect(mahjong.coefficient(1, 20, [[2537]])).toBe(2.6);
  });
  test("WEIGHT: the table's edges by date (D16), ISO text and Excel serials", () => {
    expect(mahjong.weight("2026-12-01", "2026-12-01")).toBe(1);
    expect(mahjong.weight("2026-09-02", "2026-12-01")).toBe(1);
    expect(mahjong.weight("2026-09-01", "2026-12-01")).toBe(0.92);
    expect(mahjong.weight("2026-03-15", "2026-12-01")).toBe(0.84);
    expect(mahjong.weight("2023-12-02", "2026-12-01")).toBe(0.12);
    expect(mahjong.weight("2023-12-01", "2026-12-01")).toBe(0);
    // serials: 46357 = 2026-12-01, 46265 = 2026-08-31 (3 whole months)
    expect(mahjong.weight(46265, 46357)).toBe(0.92);
  });
  test("T5 (D15): five largest; missing count 0; exact inside, two decimals out", () => {
    expect(mahjong.t5(row(2300, 1282.05))).toBe(716.41);
    expect(mahjong.t5(row(100, 900, 500, 800, 200, 700, 600))).toBe(700);
    expect(mahjong.t5(col(900, null, 800, "", 700))).toBe(480);
    expect(mahjong.t5(row(null, null))).toBe(0);
    expect(mahjong.t5(row(0.01, 0.015))).toBe(0.01); // 0.025 / 5 = 0.005 → 0.01 (half away from zero)
    expect(mahjong.t5(row(-50, 100))).toBe(20); // a value below 0 counts as a missing tournament
  });
  test("RATING = 0.25 × EU + 0.75 × T5 (RULES §3), two decimals", () => {
    expect(mahjong.rating("2d+", row(2300, 1282.05))).toBe(1162.31);
    expect(mahjong.rating("2 дан", row(100, 900, 500, 800, 200, 700, 600))).toBe(1150);
    expect(mahjong.rating(2500, row(100, 900, 500, 800, 200, 700, 600))).toBe(1150);
    expect(mahjong.rating("12 кю", row(null))).toBe(0);
  });
  test("EVOLUTION replays in date order (D18)", () => {
    const dates = row("2025-03-10", "2025-06-01", "2025-01-10");
    // 1300 → 3k; 2100 → 1d; 2600 → 1d+ (confirmed 2025-06-01)
    expect(mahjong.evolution(dates, row(2100, 2600, 1300), "2026-05-01")).toBe("1d+");
    // 2026-06-01: a full year without confirmation → the − cancels the +
    expect(mahjong.evolution(dates, row(2100, 2600, 1300), "2026-06-01")).toBe("1d");
    // norms as level names
    expect(mahjong.evolution(dates, row("1d", "2d", "3k"), "2026-05-01")).toBe("1d+");
  });
  test("EVOLUTION: D18 example 3 kyu + norm 3000 → 2 dan; start level with marks", () => {
    expect(mahjong.evolution([["2025-03-10"]], [[3000]], "2025-12-01", "3 кю")).toBe("2d");
    expect(mahjong.evolution([["2025-03-10"]], [[2500]], "2025-12-01", "1d+")).toBe("2d");
    expect(mahjong.evolution([["2025-03-10"]], [[2500]], "2025-12-01", "2d−")).toBe("2d−");
  });
  test("EVOLUTION: blank rows are no tournament; no tournaments → the start level", () => {
    expect(mahjong.evolution(col("2025-03-10", null), col(1300, null), "2025-12-01")).toBe("3k");
    expect(mahjong.evolution(row(null), row(null), "2025-12-01", "4k")).toBe("4k");
    expect(mahjong.evolution(row(null), row(null), "2025-12-01")).toBe("12k");
  });
  test("EVOLUTION: tournaments after the release date are left out", () => {
    expect(mahjong.evolution(row("2025-03-10", "2026-01-10"), row(1300, 2100), "2025-12-01")).toBe("3k");
  });
});

describe("MAHJONG functions: bad input gives the documented Excel error with a message", () => {
  test.each([
    ["NORMRATING place 0", () => mahjong.normrating(0, 40), "#NUM!", /place: 0 is outside 1\.\.40/],
    ["NORMRATING place > N", () => mahjong.normrating(41, 40), "#NUM!", /place/],
    ["NORMRATING place 3.3", () => mahjong.normrating(3.3, 40), "#VALUE!", /place: 3\.3/],
    ["NORMRATING text", () => mahjong.normrating("first", 40), "#VALUE!", /place/],
    ["NORMRATING N 1", () => mahjong.normrating(1, 1), "#NUM!", /participants/],
    ["NORMRATING N blank", () => mahjong.normrating(1, null), "#VALUE!", /participants is required/],
    ["WEIGHT after release", () => mahjong.weight("2026-12-02", "2026-12-01"), "#NUM!", /after the release/],
    ["WEIGHT bad date", () => mahjong.weight("2026-02-30", "2026-12-01"), "#VALUE!", /tournament_date/],
    ["WEIGHT blank", () => mahjong.weight("2026-02-03", null), "#VALUE!", /release_date is required/],
    [
      "SIZEFACTOR 11",
      () => mahjong.sizefactor(11),
      "#N/A",
      /not rated; correct the count if it is wrong, else nothing to correct$/,
    ],
    [
      "SIZEFACTOR 12.5",
      () => mahjong.sizefactor(12.5),
      "#NUM!",
      /Argument participants 12\.5 must be a whole number 1\.\.100000/,
    ], // H1: the one bound
    ["SIZEFACTOR text", () => mahjong.sizefactor("many"), "#VALUE!", /participants/],
    ["COEFFICIENT sessions 0", () => mahjong.coefficient(0, 40, [[1230]]), "#NUM!", /sessions/],
    ["COEFFICIENT N 11", () => mahjong.coefficient(8, 11, [[1230]]), "#N/A", /participants/],
    ["COEFFICIENT mean", () => mahjong.coefficient(8, 40, [[9000]]), "#NUM!", /levels/],
    [
      "COEFFICIENT value in a range",
      () => mahjong.coefficient(8, 40, row(1230, 1250)),
      "#VALUE!",
      /levels\[1\]: 1230 is not a level value/,
    ],
    ["COEFFICIENT bad level", () => mahjong.coefficient(8, 40, row("2d", "3x")), "#VALUE!", /levels\[2\]/],
    ["COEFFICIENT no levels", () => mahjong.coefficient(8, 40, row(null)), "#VALUE!", /levels is required/],
    [
      "COEFFICIENT championship",
      () => mahjong.coefficient(8, 40, [[1230]], "maybe"),
      "#VALUE!",
      /championship/,
    ],
    ["NORM negative", () => mahjong.norm(-1), "#N/A", /points: -1 is below 0/],
    ["NORM text", () => mahjong.norm("lots"), "#VALUE!", /points/],
    ["NORM style", () => mahjong.norm(2500, "fancy"), "#VALUE!", /style/],
    ["LEVELVALUE unknown", () => mahjong.levelvalue("13 kyu"), "#VALUE!", /Argument level: "13 kyu"/],
    ["LEVELVALUE kyu mark", () => mahjong.levelvalue("3k+"), "#VALUE!", /only dan levels/],
    ["LEVELVALUE number", () => mahjong.levelvalue(1230), "#VALUE!", /1230 is not a level value/],
    ["LEVELVALUE blank", () => mahjong.levelvalue(""), "#VALUE!", /level is required/],
    ["LEVELVALUE boolean", () => mahjong.levelvalue(true), "#VALUE!", /level/],
    ["T5 omitted", () => mahjong.t5(null as never), "#VALUE!", /values is required/],
    ["T5 text", () => mahjong.t5(row(100, "x")), "#VALUE!", /values\[2\]/],
    ["RATING level", () => mahjong.rating("master", row(100)), "#VALUE!", /Argument level/],
    ["RATING values", () => mahjong.rating("2d", row("x")), "#VALUE!", /values\[1\]/],
    [
      "EVOLUTION lengths",
      () => mahjong.evolution(row("2025-01-01", "2025-02-01"), row(1), "2025-12-01"),
      "#VALUE!",
      /dates and norms have different lengths/,
    ],
    [
      "EVOLUTION date",
      () => mahjong.evolution(row("soon"), row(1300), "2025-12-01"),
      "#VALUE!",
      /dates\[1\]/,
    ],
    [
      "EVOLUTION norm",
      () => mahjong.evolution(row("2025-01-01"), row("x"), "2025-12-01"),
      "#VALUE!",
      /norms\[1\]/,
    ],
    [
      "EVOLUTION norm marks",
      () => mahjong.evolution(row("2025-01-01"), row("2d+"), "2025-12-01"),
      "#VALUE!",
      /without marks/,
    ],
    [
      "EVOLUTION release",
      () => mahjong.evolution(row("2025-01-01"), row(1300), null),
      "#VALUE!",
      /release_date is required/,
    ],
    [
      "EVOLUTION start",
      () => mahjong.evolution(row("2025-01-01"), row(1300), "2025-12-01", "13k"),
      "#VALUE!",
      /start_level/,
    ],
  ])("%s", (_name, f, code, message) => fails(f, code, message));
});

describe("MAHJONG Hungarian and Russian metadata", () => {
  let master: FunctionsMetadata;
  beforeAll(async () => {
    const result = await generatedMetadata(["src/functions/mahjong.ts"]);
    expect(result.errors).toEqual([]);
    master = JSON.parse(result.metadataJson) as FunctionsMetadata;
  });
  test("the table covers exactly the MAHJONG functions", () => {
    expect(Object.keys(MAHJONG_I18N).sort()).toEqual(master.functions.map((f) => f.id).sort());
    expect(master.functions.map((f) => f.id).sort()).toEqual(
      Object.keys(mahjong)
        .map((n) => `MAHJONG.${n.toUpperCase()}`)
        .sort(),
    );
  });
  test.each(["hu", "ru"] as const)("every function and parameter localizes into %s", (locale) => {
    const out = localizeMetadata(master, MAHJONG_I18N, locale);
    for (const f of out.functions) {
      expect(f.description ?? "").not.toBe("");
      for (const p of f.parameters ?? []) expect(p.description ?? "").not.toBe("");
    }
  });
  test("Russian level names appear in the Russian texts", () => {
    expect(MAHJONG_I18N["MAHJONG.LEVELVALUE"]?.ru.parameters.level?.description).toContain("3 кю");
  });
});

const HEADER = ["Player", "Tournament", "Last day", "Place", "Participants", "Sessions", "Championship"];
/** Twelve new players, one tournament: KT = 0.8 − 0.20 + 0 = 0.60 (D13, D14). */
const twelve = (lastDay: string | number, championship: boolean | null = false) =>
  Array.from({ length: 12 }, (_, i) => [`P${i + 1}`, "Open", lastDay, i + 1, 12, 8, championship]);

describe("MAHJONG.RATINGLIST", () => {
  test("is in the function table; a header row and blank rows are skipped", () => {
    expect(lookup("MAHJONG.RATINGLIST")).toBe(mahjong.ratinglist);
    const blank = [null, "", null, null, null, null, null];
    const out = mahjong.ratinglist([HEADER, ...twelve("2026-11-10"), blank], "2026-12-01");
    expect(out[0]).toEqual(["Place", "Player", "Level", "T5", "Rating", "Tournaments"]);
    // winner: 1000 × 0.60 = 600 → 6 kyu; T5 120; 0.25 × 500 + 0.75 × 120 = 215 (D15)
    expect(out[1]).toEqual([1, "P1", "6k", 120, 215, 1]);
    expect(out).toHaveLength(13);
  });

  test("dates as Excel serials, six columns without the championship, same list", () => {
    const iso = mahjong.ratinglist(twelve("2026-11-10"), "2026-12-01");
    const six = twelve(46336).map((r) => r.slice(0, 6));
    expect(mahjong.ratinglist(six, 46357)).toEqual(iso); // 46336 = 2026-11-10, 46357 = 2026-12-01
  });

  test("a championship (KT_W +1.00): KT 1.60, the winner's 1600 → 2 kyu (1500)", () => {
    const out = mahjong.ratinglist(twelve("2026-11-10", true), "2026-12-01");
    // T5 = 1600 / 5 = 320; 0.25 × 1500 + 0.75 × 320 = 615
    expect(out[1]).toEqual([1, "P1", "2k", 320, 615, 1]);
  });

  test("bad input names the range row and column", () => {
    const rows = twelve("2026-11-10");
    rows[4] = ["P5", "Open", "2026-11-10", 13, 12, 8, false];
    fails(
      () => mahjong.ratinglist([HEADER, ...rows], "2026-12-01"),
      "#NUM!",
      /results row 6, column place: 13 is outside 1..12/,
    );
    fails(() => mahjong.ratinglist([["a", "b", "c"]], "2026-12-01"), "#VALUE!", /expected 6 or 7 columns/);
    fails(() => mahjong.ratinglist([HEADER], "2026-12-01"), "#VALUE!", /no result rows/);
    fails(() => mahjong.ratinglist(twelve("2026-11-10"), "soon"), "#VALUE!", /release_date/);
  });
});
