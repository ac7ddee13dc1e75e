import { fails } from "./fails";
import * as fide from "../../src/functions/fide";
import { FIDE_I18N } from "../../src/functions/i18n/fide";

const row = (...xs: (number | string | null)[]) => [xs];
const col = (...xs: (number | string | null)[]) => xs.map((x) => [x]);
const times = <T>(x: T, n: number): T[] => Array<T>(n).fill(x);
/** `points` out of `n`: wins, a draw, losses. */
const scores = (points: number, n: number) =>
  row(
    ...Array.from({ length: n }, (_, i) =>
      i < Math.floor(points) ? 1 : i === Math.floor(points) && points % 1 ? 0.5 : 0,
    ),
  );

describe("FIDE functions: FUNCTIONS.md's examples", () => {
  test("FIDE.EXPECTED(2145, 2300) → 0.29 (appendix II.1)", () =>
    expect(fide.expected(2145, [[2300]])).toBe(0.29));
  test("FIDE.DP(0.4) → −72 (table 8.1a)", () => expect(fide.dp(0.4)).toBe(-72));
  test("FIDE.KFACTOR(2100, 12) → 40 (K 40 until 30 games)", () => expect(fide.kfactor(2100, 12)).toBe(40));
  test("FIDE.CHANGE: (4 − 2.9) × 40 → 44 (appendix II.1)", () => {
    expect(fide.change(2145, row(...times(2300, 10)), scores(4, 10), 40)).toBe(44);
  });
  test("FIDE.PERFORMANCE: 4 of 10 at 2300 → 2228 (appendix II.3)", () => {
    expect(fide.performance(row(...times(2300, 10)), scores(4, 10))).toBe(2228);
  });
  test("FIDE.INITIAL: example 8.34 → 2199 (HU2017's example; FIDE2024, the default, gives 2158)", () => {
    const opp = row(...times(2220, 3), ...times(2150, 5), ...times(2200, 4));
    const res = row(1, 0, 0, 1, 1, 1, 0, 0, 1, 1, 0.5, 0);
    expect(fide.initial(opp, res, "HU2017")).toBe(2199);
    // FIDE2024 (RULES §2.2): (26210 + 3600) / 14 = 2129.29, p = 7.5/14 = .536 → .54 → 29 → 2158
    expect(fide.initial(opp, res)).toBe(2158);
  });
});

describe("FIDE functions: every worked number of RULES §2", () => {
  const TEN = row(...times(2300, 10));
  test("II.1: expectations 2.9 and 6.2 of 10", () => {
    expect(fide.expected(2145, TEN)).toBe(2.9);
    expect(fide.expected(2388, col(...times(2300, 10)))).toBe(6.2);
    expect(fide.expected(2388, [[2300]], "FIDE2024")).toBe(0.62);
  });
  test.each([
    [40, 44, -88],
    [20, 22, -44],
    [10, 11, -22],
  ])("II.1: 4 points, K %d → %d for 2145, %d for 2388", (k, low, high) => {
    expect(fide.change(2145, TEN, scores(4, 10), k)).toBe(low);
    expect(fide.change(2388, TEN, scores(4, 10), k)).toBe(high);
    expect(fide.newrating(2145, TEN, scores(4, 10), k)).toBe(2145 + low);
    expect(
      fide.newrating(2388, TEN, row("+", "+", "+", "+", "-", "-", "-", "-", "-", "-"), k, "HU2017"),
    ).toBe(2388 + high);
  });
  test("II.2: 0.5 of 5 at 1766 → 1400; 12 of 15 at 1900 with bonus 20 → 2080 (D11), default 15 → 2035", () => {
    // 5 games: D25's minimum of 9 given as 5 to reproduce the appendix
    expect(fide.initial(row(...times(1766, 5)), row("=", "-", "-", "-", "-"), "HU2017", null, 5)).toBe(1400);
    expect(fide.initial(row(...times(1900, 15)), scores(12, 15), "HU2017", 20)).toBe(2080);
    expect(fide.initial(row(...times(1900, 15)), scores(12, 15), "HU2017")).toBe(2035);
  });
  test.each([
    [4, 2228],
    [5, 2300],
    [6, 2372],
    [8, 2540],
  ])("II.3: %d of 10 at 2300 → TPR %d", (points, tpr) => {
    expect(fide.performance(TEN, scores(points, 10))).toBe(tpr);
  });
  test("FIDE2024's published first rating: 5 games, 3 points, opponents totalling 9507 → 1922", () => {
    expect(fide.initial(row(1850, 1920, 1901, 1936, 1900), row(1, 1, 1, 0, 0), "FIDE2024")).toBe(1922);
  });
  test("FIDE2024's rounding: −2.5 → −3 (1800 loses to 1990, K 10)", () => {
    expect(fide.change(1800, [[1990]], [[0]], 10, "FIDE2024")).toBe(-2.5);
    expect(fide.newrating(1800, [[1990]], [[0]], 10, "FIDE2024")).toBe(1797);
    expect(fide.newrating(1990, [[1800]], [[1]], 10, "FIDE2024")).toBe(1993);
  });
  test("table 8.1a through FIDE.DP: .00 → −800, .50 → 0, 1 → 800, .285 → .29 → −158 (D10)", () => {
    expect([0, 0.5, 1, 0.285, 0.57, 0.11].map((p) => fide.dp(p))).toEqual([-800, 0, 800, -158, 50, -351]);
  });
});

describe("FIDE functions: rule sets, dates and the K factor", () => {
  test("dates as Excel serials or ISO text: born 2008-07-01 (39630), K on 2026-01-01 (46023) and after", () => {
    expect(fide.kfactor(2000, 100, 39630, false, 46023)).toBe(40);
    expect(fide.kfactor(2000, 100, "2008-07-01", null, "2026-01-01")).toBe(40);
    expect(fide.kfactor(2000, 100, "2008-07-01", null, "2026-07-01", "HU2017")).toBe(20); // HU2017: on the 18th birthday
    expect(fide.kfactor(2000, 100, "2008-07-01", null, "2026-07-01")).toBe(40); // FIDE2024 (default): to the year's end
    expect(fide.kfactor(2000, 100, "2008-07-01", null, "2026-12-31", "FIDE2024")).toBe(40); // end of that year
    expect(fide.kfactor(2000, 100, "2008-07-01", null, "2027-01-01", "FIDE2024")).toBe(20);
  });
  test("D9: reached 2400 wins; FIDE2024 K × games ≤ 700", () => {
    expect(fide.kfactor(2300, 10, null, true)).toBe(10);
    expect(fide.kfactor(2300, 10, null, "TRUE")).toBe(10);
    expect(fide.kfactor(2400, 500)).toBe(10);
    expect(fide.kfactor(2000, 500)).toBe(20);
    expect(fide.kfactor(1800, 5, null, null, null, "FIDE2024", 20)).toBe(35);
    expect(fide.kfactor(1800, 5, null, null, null, "HU2017", 20)).toBe(40);
  });
  test("D23: reached_2300 TRUE, or a highest published rating of 2300 or more, ends the junior K 40", () => {
    // born 2010-05-01, K on 2026-01-01: a junior (RULES §2); rated 2250 after 100 games
    expect(fide.kfactor(2250, 100, "2010-05-01", null, "2026-01-01")).toBe(40);
    expect(fide.kfactor(2250, 100, "2010-05-01", null, "2026-01-01", null, null, true)).toBe(20);
    expect(fide.kfactor(2250, 100, "2010-05-01", null, "2026-01-01", null, null, 2310)).toBe(20);
    expect(fide.kfactor(2250, 100, "2010-05-01", null, "2026-01-01", null, null, 2299)).toBe(40);
    expect(fide.kfactor(2250, 100, "2010-05-01", null, "2026-01-01", "HU2017", null, "IGAZ")).toBe(20);
    fails(() => fide.kfactor(2250, 100, null, null, null, null, null, "maybe"), "#VALUE!", /reached_2300/);
    fails(() => fide.kfactor(2250, 100, null, null, null, null, null, -1), "#NUM!", /reached_2300/);
  });
  test("FIDE2024 reduces a K given to CHANGE so that K × games ≤ 700", () => {
    const opp = row(...times(2000, 20));
    expect(fide.change(2000, opp, scores(15, 20), 40, "FIDE2024")).toBe(175); // K 35 × 5
    expect(fide.change(2000, opp, scores(15, 20), 40)).toBe(175); // FIDE2024 is the default
    expect(fide.change(2000, opp, scores(15, 20), 40, "HU2017")).toBe(200);
  });
  test("the 2650 exemption and a dated FIDE2024", () => {
    expect(fide.expected(2700, [[2200]], "FIDE2024")).toBe(0.96);
    expect(fide.expected(2700, [[2200]], "FIDE2024 2025-09-30")).toBe(0.92);
    expect(fide.expected(2700, [[2200]], "HU2017")).toBe(0.92);
    expect(fide.expected(2700, [[2200]])).toBe(0.96); // FIDE2024, the latest text, is the default
  });
  test("blank cells are no game and are skipped with the cells beside them", () => {
    expect(
      fide.newrating(
        2145,
        col(...times(2300, 5), "", ...times(2300, 5)),
        col(1, 1, 1, 1, 0, 1, 0, 0, 0, 0, 0),
        40,
      ),
    ).toBe(2189);
    expect(fide.expected(2145, row(2300, null, ""))).toBe(0.29);
  });
});

describe("FIDE functions: not published is #N/A with the figure in the message", () => {
  test("INITIAL under FIDE2024: fewer than 5 games", () => {
    fails(
      () => fide.initial(row(1900, 1900, 1900, 1900), scores(2, 4), "FIDE2024"),
      "#N/A",
      /1867.*4 games.*needs 5/,
    );
  });
  test("INITIAL under FIDE2024: below 1400", () => {
    // (7000 + 3600) / 7 = 1514.29; p = 1.5/7 → .21 → −230 → 1284
    fails(
      () => fide.initial(row(...times(1400, 5)), row("=", 0, 0, 0, 0), "FIDE2024"),
      "#N/A",
      /1284.*floor 1400/,
    );
  });
  test("INITIAL under HU2017: a first event under ½ point", () => {
    fails(
      () => fide.initial(row(...times(2000, 5)), scores(0, 5), "HU2017"),
      "#N/A",
      /under ½ point: a first event under ½ point is not registered$/,
    );
  });
  test("INITIAL under FIDE2024: a zero first event is disregarded (8.2.1)", () => {
    fails(
      () => fide.initial(row(...times(2000, 5)), scores(0, 5)),
      "#N/A",
      /zero score in the first event is disregarded: no first rating$/,
    );
  });
  test("D25: FIDE.INITIAL({2000},{1}) under HU2017 is not published: the figure 2015 and the reason", () => {
    // 2000 + 15 for the half point above 50 % (8.23) = 2015; 1 game, 9 needed
    fails(
      () => fide.initial(row(2000), row(1), "HU2017"),
      "#N/A",
      /2015 is not published: 1 game .*HU2017 needs 9/,
    );
    // FIDE2024: (2000 + 3600) / 3 = 1866.67, p = 2/3 → .67 → 125 → 1992; 1 game of 5
    fails(() => fide.initial(row(2000), row(1)), "#N/A", /1992 is not published: 1 game .*FIDE2024 needs 5/);
  });
  test("D25: FIDE.INITIAL({1000,1000,1000},{0.5,0,0}) under HU2017: 727 is below the floor 1000 (8.31)", () => {
    // Rc 1000, p = .5/3 → .17 → −273 → 727
    fails(
      () => fide.initial(row(1000, 1000, 1000), row(0.5, 0, 0), "HU2017"),
      "#N/A",
      /727 is not published: below the HU2017 floor 1000 \(results under the floor are disregarded\); 3 games .*needs 9/,
    );
  });
  test("event_dates: FIDE2024 8.2.1 (0/2 disregarded → 1922) and 7.1.4 (26 months)", () => {
    const opp = row(2000, 2000, 1850, 1920, 1901, 1936, 1900);
    const res = row(0, 0, 1, 1, 1, 0, 0);
    const dates = (first: string, second: string) => row(first, first, ...times(second, 5));
    expect(fide.initial(opp, res, null, null, null, dates("2025-01-10", "2025-03-01"))).toBe(1922);
    // without the dates it is one event: (4000 + 9507 + 3600) / 9 = 1900.78, p = 4/9 → .44 → −43 → 1858
    expect(fide.initial(opp, res)).toBe(1858);
    // dates as Excel serials, in any order: the same events
    expect(fide.initial(opp, res, null, null, null, row(45667, 45667, ...times(45717, 5)))).toBe(1922);
    // the first event 27 months before the second drops out of the pool (7.1.4): still 1922
    const won = row(1, 1, 1, 1, 1, 0, 0);
    expect(fide.initial(opp, won, null, null, null, dates("2022-12-01", "2025-03-01"))).toBe(1922);
    fails(() => fide.initial(opp, res, null, null, null, row("2025-01-10")), "#VALUE!", /different lengths/);
    fails(
      () => fide.initial(opp, res, null, null, null, dates("x", "2025-03-01")),
      "#VALUE!",
      /event_dates\[1\]/,
    );
  });
  test("INITIAL and PERFORMANCE with no games", () => {
    fails(() => fide.initial(row(null, null), row(null, null)), "#N/A", /No games/);
    fails(() => fide.performance(row(null), row(null)), "#N/A", /No games/);
  });
  test("NEWRATING under FIDE2024 below 1400", () => {
    fails(() => fide.newrating(1405, row(1405, 1405), row(0, 0), 20, "FIDE2024"), "#N/A", /1385.*floor 1400/);
    expect(fide.newrating(1405, row(1405, 1405), row(0, 0), 20, "HU2017")).toBe(1385);
  });
});

describe("FIDE functions: bad input gives the documented Excel error with a message", () => {
  test.each([
    ["EXPECTED rating text", () => fide.expected("x", [[2300]]), "#VALUE!", /rating/],
    ["EXPECTED rating negative", () => fide.expected(-1, [[2300]]), "#NUM!", /rating/],
    ["EXPECTED rating 5000", () => fide.expected(5000, [[2300]]), "#NUM!", /0\.\.4000/],
    ["EXPECTED opponents text", () => fide.expected(2145, row(2300, "abc")), "#VALUE!", /opponents\[2\]/],
    ["EXPECTED opponents negative", () => fide.expected(2145, row(-5)), "#NUM!", /opponents\[1\]/],
    [
      "EXPECTED opponents omitted",
      () => fide.expected(2145, null as never),
      "#VALUE!",
      /opponents is required/,
    ],
    [
      "EXPECTED ruleset",
      () => fide.expected(2145, [[2300]], "FIDE2023"),
      "#VALUE!",
      /ruleset.*not a rule set/,
    ],
    [
      "EXPECTED ruleset date",
      () => fide.expected(2145, [[2300]], "FIDE2024 2023-01-01"),
      "#VALUE!",
      /2024-03-01/,
    ],
    ["DP text", () => fide.dp("half"), "#VALUE!", /Argument p/],
    ["DP above 1", () => fide.dp(1.5), "#NUM!", /outside 0\.\.1/],
    ["DP negative", () => fide.dp(-0.1), "#NUM!", /outside 0\.\.1/],
    ["DP blank", () => fide.dp(null), "#VALUE!", /p is required/],
    ["KFACTOR games negative", () => fide.kfactor(2000, -1), "#NUM!", /games/],
    // H1: a fraction where a whole number is due is outside the bound (bounds.ts), #NUM!
    [
      "KFACTOR games fractional",
      () => fide.kfactor(2000, 1.5),
      "#NUM!",
      /Argument games 1.5 must be a whole number 0..100000/,
    ],
    ["KFACTOR rating text", () => fide.kfactor("x", 5), "#VALUE!", /rating/],
    ["KFACTOR birth_date", () => fide.kfactor(2000, 50, "yesterday", null, 46023), "#VALUE!", /birth_date/],
    [
      "KFACTOR birth without on_date",
      () => fide.kfactor(2000, 50, "2008-07-01"),
      "#VALUE!",
      /on_date is required/,
    ],
    [
      "KFACTOR born after on_date",
      () => fide.kfactor(2000, 50, "2030-01-01", null, "2026-01-01"),
      "#VALUE!",
      /after/,
    ],
    ["KFACTOR on_date", () => fide.kfactor(2000, 50, null, null, "2026-02-30"), "#VALUE!", /on_date/],
    ["KFACTOR reached_2400", () => fide.kfactor(2000, 50, null, "maybe"), "#VALUE!", /reached_2400/],
    ["KFACTOR ruleset", () => fide.kfactor(2000, 50, null, null, null, "ELO"), "#VALUE!", /ruleset/],
    [
      "KFACTOR games_in_period",
      () => fide.kfactor(2000, 50, null, null, null, "FIDE2024", -1),
      "#NUM!",
      /games_in_period/,
    ],
    ["CHANGE k 101", () => fide.change(2145, [[2300]], [[1]], 101), "#NUM!", /Argument k/],
    ["CHANGE k text", () => fide.change(2145, [[2300]], [[1]], "forty"), "#VALUE!", /Argument k/],
    ["CHANGE k blank", () => fide.change(2145, [[2300]], [[1]], null), "#VALUE!", /k is required/],
    ["CHANGE score", () => fide.change(2145, row(2300), row("win"), 40), "#VALUE!", /scores\[1\]/],
    ["CHANGE score 2", () => fide.change(2145, row(2300), row(2), 40), "#VALUE!", /scores\[1\]/],
    ["CHANGE mismatch", () => fide.change(2145, row(2300, 2300), row(1), 40), "#VALUE!", /different lengths/],
    ["CHANGE opponent negative", () => fide.change(2145, row(-1), row(1), 40), "#NUM!", /opponents\[1\]/],
    [
      "CHANGE scores omitted",
      () => fide.change(2145, row(2300), null as never, 40),
      "#VALUE!",
      /scores is required/,
    ],
    ["NEWRATING rating negative", () => fide.newrating(-1, [[2300]], [[1]], 40), "#NUM!", /rating/],
    [
      "NEWRATING ruleset",
      () => fide.newrating(2145, [[2300]], [[1]], 40, "HU2017 2020-01-01"),
      "#VALUE!",
      /takes no date/,
    ],
    ["PERFORMANCE opponent text", () => fide.performance(row("x"), row(1)), "#VALUE!", /opponents\[1\]/],
    ["PERFORMANCE mismatch", () => fide.performance(row(2300), row(1, 0)), "#VALUE!", /different lengths/],
    [
      "INITIAL bonus with FIDE2024",
      () => fide.initial(row(1900), row(1), "FIDE2024", 20),
      "#VALUE!",
      /bonus.*HU2017/,
    ],
    ["INITIAL bonus negative", () => fide.initial(row(1900), row(1), "HU2017", -1), "#NUM!", /bonus/],
    [
      "INITIAL bonus fractional",
      () => fide.initial(row(1900), row(1), "HU2017", 7.5),
      "#NUM!",
      /Argument bonus 7.5 must be a whole number 0..100/,
    ],
    ["INITIAL min_games 0", () => fide.initial(row(1900), row(1), null, null, 0), "#NUM!", /min_games/],
    ["INITIAL score", () => fide.initial(row(1900), row("draw")), "#VALUE!", /scores\[1\]/],
  ])("%s", (_name, f, code, message) => fails(f, code, message));
});

describe("FIDE Hungarian and Russian metadata", () => {
  test("every FIDE function and every parameter is translated into hu and ru", () => {
    for (const [name, f] of Object.entries(fide)) {
      const id = `FIDE.${name.toUpperCase()}`;
      const entry = FIDE_I18N[id];
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
        for (const p of Object.values(entry?.[lang].parameters ?? {})) {
          expect(p.name).not.toBe("");
          expect(p.description).not.toBe("");
        }
      }
    }
    expect(Object.keys(FIDE_I18N).length).toBe(Object.keys(fide).length);
  });
});
