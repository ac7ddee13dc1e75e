/** First ratings (RULES §2.1: 8.2, 8.3, example 8.34, appendix II.2, D11; §2.2 FIDE2024). */
import fc from "fast-check";
import { type FideGame } from "../../../src/core/fide/change";
import { firstRating } from "../../../src/core/fide/initial";
import { FIDE2024, HU2017 } from "../../../src/core/fide/rules";

/** `points` out of `count` games against one opponent rating: wins, a draw, losses. */
function games(opponent: number, points: number, count: number): FideGame[] {
  return Array.from({ length: count }, (_, i) => ({
    opponent,
    score: i < Math.floor(points) ? 1 : i === Math.floor(points) && points % 1 !== 0 ? 0.5 : 0,
  }));
}

describe("HU2017 (8.2, 8.3)", () => {
  test("example 8.34: 1/3 at 2220, 3/5 at 2150, 2.5/4 at 2200 → 6.5/12 at 2184 → 2184 + 15 = 2199", () => {
    const r = firstRating([games(2220, 1, 3), games(2150, 3, 5), games(2200, 2.5, 4)], HU2017);
    expect(r).toMatchObject({ rating: 2199, registered: true, games: 12, points: 6.5 });
    expect(r.average).toBeCloseTo(2184.1667, 4);
  });
  test("appendix II.2: 0.5 of 5 at 1766 → 10 % → dp −366 → 1400 (5 games: not published under D25's 9)", () => {
    expect(firstRating([games(1766, 0.5, 5)], HU2017)).toMatchObject({
      rating: 1400,
      p: 10,
      dp: -366,
      registered: false,
      reason: "too few games",
    });
    expect(firstRating([games(1766, 0.5, 5)], HU2017, undefined, { minGames: 5 }).registered).toBe(true);
  });
  test("appendix II.2: 12 of 15 at 1900, bonus 20 → 1900 + 40 × 4.5 = 2080 (D11); default 15 → 2035", () => {
    expect(firstRating([games(1900, 12, 15)], HU2017, 20).rating).toBe(2080);
    expect(firstRating([games(1900, 12, 15)], HU2017).rating).toBe(2035);
  });
  test("II.2: at exactly 50 % the first rating is the opponents' average", () => {
    expect(firstRating([games(1900, 7.5, 15)], HU2017).rating).toBe(1900);
    expect(firstRating([games(1901, 2, 4), games(1900, 2, 4)], HU2017).rating).toBe(1901); // 1900.5 half up
  });
  test("8.24: below 50 % in Swiss events Ru = Rc + dp(p)", () => {
    expect(firstRating([games(2000, 4, 10)], HU2017).rating).toBe(1928); // .40 → −72
    expect(firstRating([games(2000, 0.5, 8)], HU2017).rating).toBe(2000 - 444); // .0625 → .06
  });
  test("8.52: games against unrated opponents (null) are not counted", () => {
    const r = firstRating([[...games(2000, 4, 10), { opponent: null, score: 1 }]], HU2017);
    expect(r).toMatchObject({ games: 10, points: 4, rating: 1928 });
  });
  test("8.21: a first event under ½ point is not registered; the next event counts as first", () => {
    expect(firstRating([games(2000, 0, 5)], HU2017)).toMatchObject({
      registered: false,
      reason: "first event under ½ point",
      rating: null,
    });
    // The 0/5 event is disregarded; 3 of 5 at 1800 remains: 1800 + 15 × 1 = 1815.
    expect(firstRating([games(2000, 0, 5), games(1800, 3, 5)], HU2017)).toMatchObject({
      registered: false, // D25: 5 games, 9 needed
      reason: "too few games",
      games: 5,
      rating: 1815,
      disregarded: 1,
    });
    // A later event under ½ point counts like any other (8.21: every further event is counted):
    // 3 of 10 at an average of 1900 → .30 → −149 → 1751.
    expect(firstRating([games(1800, 3, 5), games(2000, 0, 5)], HU2017)).toMatchObject({
      games: 10,
      rating: 1751,
    });
  });
  test("no games against rated opponents: nothing to compute", () => {
    expect(firstRating([[{ opponent: null, score: 1 }]], HU2017)).toMatchObject({
      registered: false,
      reason: "no games against rated opponents",
    });
    expect(firstRating([], HU2017).registered).toBe(false);
  });
  test("bad bonus or score is an error", () => {
    expect(() => firstRating([games(1900, 12, 15)], HU2017, -1)).toThrow(
      expect.objectContaining({ kind: "num" }),
    );
    expect(() => firstRating([games(1900, 12, 15)], HU2017, 7.5)).toThrow(
      expect.objectContaining({ kind: "num" }),
    );
    expect(() => firstRating([[{ opponent: 1900, score: 0.3 }]], HU2017)).toThrow(
      expect.objectContaining({ kind: "value" }),
    );
    expect(() => firstRating([[{ opponent: -3, score: 1 }]], HU2017)).toThrow(
      expect.objectContaining({ kind: "num" }),
    );
  });
});

describe("FIDE2024 (RULES §2.2)", () => {
  test("FIDE's published example: 5 games, 3 points, opponents totalling 9507 → 1922", () => {
    const opponents = [1850, 1920, 1901, 1936, 1900]; // Σ = 9507
    const r = firstRating([opponents.map((o, i) => ({ opponent: o, score: i < 3 ? 1 : 0 }))], FIDE2024);
    expect(opponents.reduce((a, b) => a + b)).toBe(9507);
    expect(r).toMatchObject({ rating: 1922, registered: true, games: 5, points: 3, p: 57, dp: 50 });
    expect(r.average).toBeCloseTo(13107 / 7, 10); // (9507 + 2 × 1800) / 7 = 1872.43
  });
  test("at most 2200", () => {
    const r = firstRating([games(2300, 6, 6)], FIDE2024);
    // (6 × 2300 + 3600) / 8 = 2175; p = 7/8 = .875 → .88 → 336 → 2511 → capped.
    expect(r).toMatchObject({ rating: 2200, capped: true, registered: true });
  });
  test("at least 5 games against rated opponents; the figure is kept", () => {
    const r = firstRating([games(1900, 2, 4)], FIDE2024);
    // (4 × 1900 + 3600) / 6 = 1866.67; p = 3/6 = .50 → 0 → 1867.
    expect(r).toMatchObject({ registered: false, reason: "too few games", rating: 1867, minGames: 5 });
  });
  test("pooled over events, like one event", () => {
    expect(firstRating([games(1900, 2, 4), games(1900, 1, 2)], FIDE2024)).toMatchObject({
      registered: true,
      games: 6,
      rating: 1875, // (6 × 1900 + 3600) / 8 = 1875, p = 4/8 → 0
    });
  });
  test("no rating below 1400", () => {
    const r = firstRating([games(1400, 0.5, 5)], FIDE2024);
    // (7000 + 3600) / 7 = 1514.29; p = 1.5/7 = .214 → .21 → −230 → 1284.
    expect(r).toMatchObject({ registered: false, reason: "below the floor", rating: 1284, floor: 1400 });
  });
  test("a bonus is HU2017's; FIDE2024 has none", () => {
    expect(() => firstRating([games(1900, 3, 5)], FIDE2024, 20)).toThrow(
      expect.objectContaining({ kind: "value" }),
    );
  });
});

describe("FIDE2024 8.2.1 and 7.1.4 (RULES §2.2)", () => {
  const nine507 = [1850, 1920, 1901, 1936, 1900].map((o, i) => ({ opponent: o, score: i < 3 ? 1 : 0 }));
  test("8.2.1: 0/2 against two 2000s, then 3/5 against opponents totalling 9507 → still 1922", () => {
    const r = firstRating([games(2000, 0, 2), nine507], FIDE2024);
    expect(r).toMatchObject({ rating: 1922, registered: true, games: 5, points: 3, disregarded: 1 });
    // pooled, the zero would give (4000 + 9507 + 3600) / 9 = 1900.78, p = 4/9 → .44 → −43 → 1858
    expect(firstRating([[...games(2000, 0, 2), ...nine507]], FIDE2024).rating).toBe(1858);
  });
  test("8.2.1: a zero first event alone registers nothing", () => {
    expect(firstRating([games(2000, 0, 2)], FIDE2024)).toMatchObject({
      registered: false,
      reason: "first event scored zero",
      rating: null,
    });
  });
  test("7.1.4: games older than 26 months before the last event drop out of the pool", () => {
    const d = (year: number, month: number, day: number) => ({ year, month, day });
    // 2/4 at 2100 in January 2023, then the 9507 event in March 2025 (26 months later: kept) …
    const kept = firstRating([games(2100, 2, 4), nine507], FIDE2024, undefined, {
      dates: [d(2023, 1, 10), d(2025, 3, 10)],
    });
    // (8400 + 9507 + 3600) / 11 = 1955.18, p = 6/11 = .545 → .55 → 36 → 1991
    expect(kept).toMatchObject({ rating: 1991, games: 9, disregarded: 0 });
    // … in March 2025 one day later than 26 months: only the 9507 event counts → 1922
    const dropped = firstRating([games(2100, 2, 4), nine507], FIDE2024, undefined, {
      dates: [d(2023, 1, 10), d(2025, 3, 11)],
    });
    expect(dropped).toMatchObject({ rating: 1922, games: 5, disregarded: 1 });
    // HU2017 pools every event (8.3)
    expect(
      firstRating([games(2100, 2, 4), nine507], HU2017, undefined, {
        dates: [d(2023, 1, 10), d(2025, 3, 11)],
      }).games,
    ).toBe(9);
  });
  test("event dates out of order, or not one per event, are an error", () => {
    const d = (year: number) => ({ year, month: 1, day: 1 });
    expect(() => firstRating([nine507, nine507], FIDE2024, undefined, { dates: [d(2025), d(2024)] })).toThrow(
      /dated before/,
    );
    expect(() => firstRating([nine507, nine507], FIDE2024, undefined, { dates: [d(2025)] })).toThrow(
      /1 event dates for 2 events/,
    );
  });
});

describe("D25: HU2017 first ratings need 9 games and a figure not below the floor of 1000 (8.31)", () => {
  test("FIDE.INITIAL({2000},{1}) under HU2017: 2000 + 15 = 2015, 1 game of 9: not published", () => {
    expect(firstRating([games(2000, 1, 1)], HU2017)).toMatchObject({
      rating: 2015,
      registered: false,
      reason: "too few games",
      games: 1,
      minGames: 9,
    });
  });
  test("{1000,1000,1000},{0.5,0,0}: ½ of 3 → .17 → −273 → 727, below the floor 1000 (8.31)", () => {
    expect(firstRating([games(1000, 0.5, 3)], HU2017)).toMatchObject({
      rating: 727,
      registered: false,
      reason: "below the floor",
      floor: 1000,
    });
  });
  test("example 8.34's 12 games pass the minimum; the minimum is a parameter (1..1000)", () => {
    const ex = [games(2220, 1, 3), games(2150, 3, 5), games(2200, 2.5, 4)];
    expect(firstRating(ex, HU2017)).toMatchObject({ rating: 2199, registered: true });
    expect(firstRating(ex, HU2017, undefined, { minGames: 13 })).toMatchObject({
      rating: 2199,
      registered: false,
      reason: "too few games",
    });
    expect(() => firstRating(ex, HU2017, undefined, { minGames: 0 })).toThrow(/Minimum games 0/);
  });
});

describe("properties (fast-check)", () => {
  const game = fc.record({
    opponent: fc.integer({ min: 1500, max: 2800 }),
    score: fc.constantFrom(0, 0.5, 1),
  });
  test("8.3: pooling several events equals one event with all the games (after a first event ≥ ½)", () => {
    fc.assert(
      fc.property(fc.array(game, { minLength: 1, maxLength: 20 }), fc.nat(20), (gs, cut) => {
        const first = [{ opponent: 2000, score: 1 }, ...gs.slice(0, cut)];
        const rest = gs.slice(cut);
        // both rule sets in one comparison (an expect() per run costs more than the rule)
        const rules = [HU2017, FIDE2024];
        expect(rules.map((r) => firstRating([first, rest], r))).toEqual(
          rules.map((r) => firstRating([[...first, ...rest]], r)),
        );
      }),
      { numRuns: 1000 },
    );
  });
  test("HU2017: more points never give a lower first rating", () => {
    fc.assert(
      fc.property(fc.array(game, { minLength: 1, maxLength: 20 }), fc.nat(19), (gs, i) => {
        const at = i % gs.length;
        if (gs[at]?.score === 1) return;
        const better = gs.map((g, j) => (j === at ? { ...g, score: g.score + 0.5 } : g));
        const a = firstRating([gs], HU2017);
        const b = firstRating([better], HU2017);
        return a.rating === null || b.rating === null || b.rating >= a.rating;
      }),
      { numRuns: 1000 },
    );
  });
});
