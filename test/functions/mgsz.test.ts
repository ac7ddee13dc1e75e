import fc from "fast-check";
import { fails } from "./fails";
import { MGSZ_I18N } from "../../src/functions/i18n/mgsz";
import * as mgsz from "../../src/functions/mgsz";

const row = (...xs: (number | string | null)[]) => [xs];

describe("MGSZ functions: the examples of FUNCTIONS.md's MGSZ table", () => {
  test("MGSZ.RANK(1947) → 1k; style long → 1 kju", () => {
    expect(mgsz.rank(1947)).toBe("1k");
    expect(mgsz.rank(1947, "long")).toBe("1 kju");
    expect(mgsz.rank(1947, " LONG ")).toBe("1 kju");
  });
  test('MGSZ.RANKPOINTS("3 dan") → 2130', () => expect(mgsz.rankpoints("3 dan")).toBe(2130));
  test("MGSZ.BANDWIDTH(1947) → 60", () => expect(mgsz.bandwidth(1947)).toBe(60));
  test("MGSZ.CORRECTED(1947, 4) → 2257", () => expect(mgsz.corrected(1947, 4)).toBe(2257));
  test("MGSZ.CHANCE(82) → 0.31", () => expect(mgsz.chance(82)).toBe(0.31));
  test("MGSZ.GAMEPOINT(1947, 2419, 0, 4) → −0.16; (1947,1865,1) → 0.31", () => {
    expect(mgsz.gamepoint(1947, 2419, 0, 4)).toBe(-0.16);
    expect(mgsz.gamepoint(1947, 1865, 1)).toBe(0.31);
    expect(mgsz.gamepoint(1947, 1865, "+", null)).toBe(0.31);
  });
  test("MGSZ.SUMGAMEPOINTS example 5 → 0.52", () => {
    expect(mgsz.sumgamepoints(1947, row(1935, 1865, 1924, 1997, 2015), row(0, 1, 1, 0, 1))).toBe(0.52);
  });
  test("MGSZ.RATINGCHANGE example 7 → 32", () => {
    expect(
      mgsz.ratingchange(1947, 15, row(2087, 2130, 1781, 1992, 2419), row(1, 1, 1, 1, 0), row(1, 2, -2, 0, 4)),
    ).toBe(32);
  });
  test("MGSZ.NEWRATING example 5 → 1963, example 7 → 1979 (RULES §1.3)", () => {
    expect(mgsz.newrating(1947, 30, row(1935, 1865, 1924, 1997, 2015), row(0, 1, 1, 0, 1))).toBe(1963);
    expect(mgsz.newrating(1947, 30, row(1935, 1865, 1924, 1997, 2015), row("-", "+", "+", "-", "+"))).toBe(
      1963,
    );
    expect(
      mgsz.newrating(1947, 15, row(2087, 2130, 1781, 1992, 2419), row(1, 1, 1, 1, 0), row(1, 2, -2, 0, 4)),
    ).toBe(1979);
  });
  test("example 5/7 per game through MGSZ.GAMEPOINT (RULES §1.3)", () => {
    expect([1935, 1865, 1924, 1997, 2015].map((o, i) => mgsz.gamepoint(1947, o, [0, 1, 1, 0, 1][i]))).toEqual(
      [-0.52, 0.31, 0.44, -0.38, 0.67],
    );
    expect(
      [2087, 2130, 1781, 1992, 2419].map((o, i) =>
        mgsz.gamepoint(1947, o, [1, 1, 1, 1, 0][i], [1, 2, -2, 0, 4][i]),
      ),
    ).toEqual([0.69, 0.63, 0.34, 0.61, -0.16]);
  });
  test("example 6 (seed appendix 2) through the functions: CHANCE(12) 0.48; A wins → +0.52", () => {
    expect(mgsz.chance(12)).toBe(0.48);
    expect(mgsz.gamepoint(1935, 1947, "+")).toBe(0.52);
    expect(mgsz.gamepoint(1947, 1935, "-")).toBe(-0.52);
  });
  test("example 1 and 2 through MGSZ.NEWRANK, step by step (RULES §1.4)", () => {
    expect(mgsz.newrank("8k", row(1618, 1640, 1632))).toBe("7k");
    expect(mgsz.newrank("1d", row(2035, 2055, 2040))).toBe("1d");
  });
  test("blank cells are no game and are skipped with the cells beside them", () => {
    expect(
      mgsz.newrating(
        1947,
        30,
        [[1935], [1865], [""], [1924], [1997], [2015]],
        [[0], [1], [1], [1], [0], [1]],
      ),
    ).toBe(1963);
  });
  test('MGSZ.EXTENDEDTIME(60, "3x20s") → 75; 40 + "30/5m" → 50 (RULES example 4)', () => {
    expect(mgsz.extendedtime(60, "3x20s")).toBe(75);
    expect(mgsz.extendedtime(60, "20s")).toBe(75);
    expect(mgsz.extendedtime(40, "30/5m")).toBe(50);
    expect(mgsz.extendedtime(40, "30/5")).toBe(50);
    expect(mgsz.extendedtime(40)).toBe(40);
  });
  test('MGSZ.MULTIPLIER(120, , TRUE, 600, "european") → 45; KPMC → 25 (RULES example 4)', () => {
    expect(mgsz.multiplier(120, null, true, 600, "european")).toBe(45);
    expect(mgsz.multiplier(45, null, null, null, "invitational")).toBe(25);
    expect(mgsz.multiplier(120, null, true, 600, "european", 13)).toBe(5);
  });
  test('D27: MGSZ.MULTIPLIER(90,"5x30s",TRUE,0,"invitational,world") → 45 (the WAGC, example 3)', () => {
    // A 20 (90 min) + invitational 5 + world championship 10 + handicap-free 10 = 45
    expect(mgsz.multiplier(90, "5x30s", true, 0, "invitational,world")).toBe(45);
    expect(mgsz.multiplier(90, "5x30s", true, 0, "World, Invitational")).toBe(45);
    // one row of table 3 counts once: invitational or Hungarian championship +5, European or World +10
    expect(mgsz.multiplier(90, null, true, 0, "invitational,national")).toBe(35);
    expect(mgsz.multiplier(90, null, true, 0, "european,world")).toBe(40);
    expect(mgsz.multiplier(90, null, true, 0, "none")).toBe(30);
  });
  test("D29: below category E there is no multiplier from the tables: #N/A says the committee sets it (6.§ (2))", () => {
    // 5 minutes, no byo-yomi: neither 10 min base nor 20 min extended (table 2)
    fails(() => mgsz.multiplier(5), "#N/A", /not even category E.*set by the rating committee;/);
    // 5 min + 45 × 20 s = 20 min extended reaches E: 0 time points + handicap-free 10
    expect(mgsz.multiplier(5, "20s")).toBe(10);
    expect(mgsz.multiplier(10)).toBe(10);
    // a 13×13 tournament has C = 5 in every case (RULES §1.2)
    expect(mgsz.multiplier(5, null, true, 0, "", 13)).toBe(5);
  });
  test("1.§ (3): pair go is not rated", () => {
    fails(() => mgsz.multiplier(90, null, true, 0, "pair"), "#N/A", /pair go .*is not rated$/);
  });
  test("MGSZ.PERFORMANCE (D24): example 5's games → 1991; a win and a loss against 1900s → 1900", () => {
    const row = (...xs: unknown[]) => [xs];
    expect(mgsz.performance(row(1935, 1865, 1924, 1997, 2015), row(0, 1, 1, 0, 1))).toBe(1991);
    expect(mgsz.performance(row(1900, 1900), row("+", "-"))).toBe(1900);
    fails(() => mgsz.performance(row(null), row(null)), "#N/A", /No played games/);
    fails(() => mgsz.performance(row(1900), row(1), row(12)), "#NUM!", /stones\[1\]/);
  });
  test("MGSZ.PARTS(45, 7) → {4, 3}; (45, 10) → {5, 5} (D4)", () => {
    expect(mgsz.parts(45, 7)).toEqual([[4, 3]]);
    expect(mgsz.parts(45, 10)).toEqual([[5, 5]]);
  });
  test('MGSZ.NEWRANK("1d", {2035,2055,2040,2075}) → 2d; example 1 → 6k (RULES §1.4)', () => {
    expect(mgsz.newrank("1d", row(2035, 2055, 2040, 2075))).toBe("2d");
    expect(mgsz.newrank("8 kju", row(1618, 1640, 1632, 1678))).toBe("6k");
    expect(mgsz.newrank("1d", 2060 as never, "2 дан" as never)).toBe("2d");
  });
});

describe("MGSZ functions: bad input gives the documented Excel error with a message", () => {
  test("a rating below 0 and one above 4000 are refused in the one wording of the bounds' table (H1)", () => {
    // BOUNDS.goRating.max is 4000 (src/core/common/bounds.ts); an MGSZ rating is 0 or more
    fails(() => mgsz.rank(-5), "#NUM!", /^Argument rating: rating -5 must be 0\.\.4000$/);
    fails(() => mgsz.rank(4001), "#NUM!", /^Argument rating: rating 4001 must be 0\.\.4000$/);
    fails(() => mgsz.gamepoint(1947, -1, 1), "#NUM!", /^Argument opponent: rating -1 must be 0\.\.4000$/);
  });
  test.each([
    ["RANK text", () => mgsz.rank("abc"), "#VALUE!", /rating/],
    ["RANK negative", () => mgsz.rank(-5), "#NUM!", /rating/],
    ["RANK style", () => mgsz.rank(1947, "fancy"), "#VALUE!", /style/],
    ["RANKPOINTS unknown", () => mgsz.rankpoints("9 dan"), "#VALUE!", /Argument rank/],
    ["RANKPOINTS blank", () => mgsz.rankpoints(""), "#VALUE!", /rank/],
    ["BANDWIDTH text", () => mgsz.bandwidth("x"), "#VALUE!", /rating/],
    ["BANDWIDTH negative", () => mgsz.bandwidth(-1), "#NUM!", /rating/],
    ["CORRECTED stones 10", () => mgsz.corrected(1947, 10), "#NUM!", /stones/],
    ["CORRECTED negative", () => mgsz.corrected(-1, 1), "#NUM!", /rating/],
    ["CORRECTED text", () => mgsz.corrected(1947, "two"), "#VALUE!", /stones/],
    ["CHANCE text", () => mgsz.chance("far"), "#VALUE!", /difference/],
    ["GAMEPOINT text", () => mgsz.gamepoint("x", 1900, 1), "#VALUE!", /rating/],
    ["GAMEPOINT negative", () => mgsz.gamepoint(1947, -1, 1), "#NUM!", /opponent/],
    ["GAMEPOINT stones 10", () => mgsz.gamepoint(1947, 1900, 1, 10), "#NUM!", /stones/],
    ["GAMEPOINT stones -10", () => mgsz.gamepoint(1947, 1900, 1, -10), "#NUM!", /stones/],
    ["GAMEPOINT result", () => mgsz.gamepoint(1947, 1900, 2), "#VALUE!", /result/],
    [
      "SUMGAMEPOINTS mismatch",
      () => mgsz.sumgamepoints(1947, row(1, 2), row(1)),
      "#VALUE!",
      /opponents.*results/,
    ],
    ["SUMGAMEPOINTS text", () => mgsz.sumgamepoints(1947, row("x"), row(1)), "#VALUE!", /opponents\[1\]/],
    ["SUMGAMEPOINTS negative", () => mgsz.sumgamepoints(-1, row(1900), row(1)), "#NUM!", /rating/],
    [
      "RATINGCHANGE stones",
      () => mgsz.ratingchange(1947, 15, row(1900), row(1), row(12)),
      "#NUM!",
      /stones\[1\]/,
    ],
    [
      "RATINGCHANGE mismatch",
      () => mgsz.ratingchange(1947, 15, row(1900), row(1), row(1, 2)),
      "#VALUE!",
      /stones/,
    ],
    [
      "RATINGCHANGE multiplier text",
      () => mgsz.ratingchange(1947, "x", row(1900), row(1)),
      "#VALUE!",
      /multiplier/,
    ],
    [
      "NEWRATING negative opponent",
      () => mgsz.newrating(1947, 30, row(-1), row(1)),
      "#NUM!",
      /opponents\[1\]/,
    ],
    ["NEWRATING result", () => mgsz.newrating(1947, 30, row(1900), row("win")), "#VALUE!", /results\[1\]/],
    [
      "NEWRATING mismatch",
      () => mgsz.newrating(1947, 30, row(1900, 1800), row(1)),
      "#VALUE!",
      /different lengths/,
    ],
    ["EXTENDEDTIME byoyomi", () => mgsz.extendedtime(60, "3 periods"), "#VALUE!", /byoyomi/],
    ["EXTENDEDTIME text", () => mgsz.extendedtime("long"), "#VALUE!", /base_minutes/],
    ["EXTENDEDTIME negative", () => mgsz.extendedtime(-5), "#NUM!", /Base time/],
    ["MULTIPLIER byoyomi", () => mgsz.multiplier(60, "forever"), "#VALUE!", /byoyomi/],
    ["MULTIPLIER event", () => mgsz.multiplier(60, null, true, 0, "olympic"), "#VALUE!", /event/],
    ["MULTIPLIER board", () => mgsz.multiplier(60, null, true, 0, "", 15), "#VALUE!", /board/],
    ["MULTIPLIER handicap_free", () => mgsz.multiplier(60, null, "maybe"), "#VALUE!", /handicap_free/],
    ["MULTIPLIER text", () => mgsz.multiplier("x"), "#VALUE!", /base_minutes/],
    ["MULTIPLIER negative", () => mgsz.multiplier(-1), "#NUM!", /base_minutes/],
    ["PARTS text", () => mgsz.parts("x", 7), "#VALUE!", /multiplier/],
    ["PARTS rounds 0", () => mgsz.parts(45, 0), "#NUM!", /rounds/],
    ["NEWRANK unknown rank", () => mgsz.newrank("10p", row(2000)), "#VALUE!", /Argument rank/],
    ["NEWRANK text rating", () => mgsz.newrank("1d", row("x")), "#VALUE!", /ratings_after\[1\]/],
    ["NEWRANK negative", () => mgsz.newrank("1d", row(-5)), "#NUM!", /ratings_after\[1\]/],
    ["NEWRANK reached_once", () => mgsz.newrank("1d", row(2000), row("2x")), "#VALUE!", /reached_once\[1\]/],
  ])("%s", (_name, f, code, message) => fails(f, code, message));
});

describe("MGSZ Hungarian and Russian metadata", () => {
  test("every MGSZ function and every parameter is translated into hu and ru", () => {
    // Parameter names from the function signatures (the JSDoc @param names are the same).
    for (const [name, f] of Object.entries(mgsz)) {
      const id = `MGSZ.${name.toUpperCase()}`;
      const entry = MGSZ_I18N[id];
      expect(entry).toBeDefined();
      const params =
        /\(([^)]*)\)/
          .exec(String(f))?.[1]
          ?.split(",")
          .map((s) => s.trim().replace(/\s*=.*$/, ""))
          .filter(Boolean) ?? [];
      for (const lang of ["hu", "ru"] as const) {
        expect(Object.keys(entry?.[lang].parameters ?? {}).sort()).toEqual([...params].sort());
        expect(entry?.[lang].description).not.toBe("");
      }
    }
    expect(Object.keys(MGSZ_I18N).length).toBe(Object.keys(mgsz).length);
  });
});

describe("plain one-row ranges are read as they are, with the general reading's result", () => {
  // The same games as one row (read directly) and as one column (read the general way, cell by
  // cell): every sum and new rating agrees, the rule being the core's gamePoint either way.
  const game = fc.record({
    opponent: fc.integer({ min: 100, max: 2900 }),
    result: fc.constantFrom(1, 0, 0.5),
    stones: fc.integer({ min: -9, max: 9 }),
  });
  test("ΣJp and NEWRATING, with and without stones", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 2900 }),
        fc.array(game, { minLength: 1, maxLength: 12 }),
        (r, games) => {
          const row = (f: (g: (typeof games)[number]) => number) => [games.map(f)];
          const column = (f: (g: (typeof games)[number]) => number) => games.map((g) => [f(g)]);
          const o = (g: (typeof games)[number]) => g.opponent;
          const res = (g: (typeof games)[number]) => g.result;
          const st = (g: (typeof games)[number]) => g.stones;
          expect(mgsz.sumgamepoints(r, row(o), row(res), row(st))).toBe(
            mgsz.sumgamepoints(r, column(o), column(res), column(st)),
          );
          expect(mgsz.newrating(r, 30, row(o), row(res))).toBe(mgsz.newrating(r, 30, column(o), column(res)));
        },
      ),
      { numRuns: 200 },
    );
  });
  test("a row with a blank or a text result goes the general way: the blank is no game, the text a result", () => {
    // RULES §1.3 example 5 (XY 1947, C = 30 → 1963) with a blank column added and results as text
    expect(mgsz.newrating(1947, 30, [[1935, 1865, 1924, 1997, 2015, ""]], [[0, 1, 1, 0, 1, ""]])).toBe(1963);
    expect(mgsz.newrating(1947, 30, [[1935, 1865, 1924, 1997, 2015]], [["-", "+", "+", "-", "+"]])).toBe(
      1963,
    );
  });
});
