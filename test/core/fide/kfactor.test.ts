/** The development coefficient K: RULES §2 (D9) and §2.2 (FIDE2024). */
import { type CalendarDate } from "../../../src/core/common/date";
import { eighteenthBirthday, isJunior, kFactor, limitK } from "../../../src/core/fide/kfactor";
import { FIDE2024, HU2017 } from "../../../src/core/fide/rules";

const d = (year: number, month: number, day: number): CalendarDate => ({ year, month, day });

describe("D9: 10 if 2400 was ever reached, else 40 if either 40-rule applies, else 20 (RULES §2)", () => {
  test.each([
    [2100, 12, 40, "FUNCTIONS.md FIDE.KFACTOR(2100, 12): new player, fewer than 30 games"],
    [2100, 29, 40, "29 games completed: still new"],
    [2100, 30, 20, "30 games completed"],
    [2399, 500, 20, "below 2400"],
    [2400, 500, 10, "a published 2400 is reached"],
    [2400, 5, 10, "D9: reaching 2400 wins over the new-player 40"],
    [1400, 0, 40, "no games yet"],
  ])("rating %d after %d games → K %d (%s)", (rating, games, k) => {
    expect(kFactor({ rating, games }, HU2017)).toBe(k);
    expect(kFactor({ rating, games }, FIDE2024)).toBe(k);
  });
  test("10 for good once 2400 was reached, even when the rating falls back", () => {
    expect(kFactor({ rating: 2350, games: 500, reached2400: true }, HU2017)).toBe(10);
    expect(kFactor({ rating: 2200, games: 10, reached2400: true }, HU2017)).toBe(10); // D9 precedence
    expect(
      kFactor(
        { rating: 2000, games: 100, reached2400: true, birthDate: d(2010, 1, 1), on: d(2026, 1, 1) },
        HU2017,
      ),
    ).toBe(10);
  });
});

describe("juniors: 40 while under 2300 (HU2017 until the 18th birthday; FIDE2024 until the end of that year)", () => {
  const birth = d(2008, 7, 1); // 18th birthday 2026-07-01
  test.each([
    [d(2026, 6, 30), 40, 40],
    [d(2026, 7, 1), 20, 40], // the birthday itself: HU2017 no longer junior
    [d(2026, 12, 31), 20, 40],
    [d(2027, 1, 1), 20, 20],
  ])("born 2008-07-01, on %o: HU2017 %d, FIDE2024 %d", (on, hu, fide) => {
    expect(kFactor({ rating: 2000, games: 100, birthDate: birth, on }, HU2017)).toBe(hu);
    expect(kFactor({ rating: 2000, games: 100, birthDate: birth, on }, FIDE2024)).toBe(fide);
  });
  test("a junior rated 2300 or more gets 20", () => {
    expect(kFactor({ rating: 2299, games: 100, birthDate: birth, on: d(2026, 1, 1) }, HU2017)).toBe(40);
    expect(kFactor({ rating: 2300, games: 100, birthDate: birth, on: d(2026, 1, 1) }, HU2017)).toBe(20);
  });
  test("D23: once a published rating reached 2300 the junior 40 is gone for good, even below it again", () => {
    const on = d(2026, 1, 1);
    for (const rules of [HU2017, FIDE2024]) {
      expect(kFactor({ rating: 2250, games: 100, birthDate: birth, on }, rules)).toBe(40);
      expect(kFactor({ rating: 2250, games: 100, birthDate: birth, on, reached2300: true }, rules)).toBe(20);
      // the new-player 40 (fewer than 30 games) is not the junior rule: D23 leaves it alone
      expect(kFactor({ rating: 2250, games: 12, birthDate: birth, on, reached2300: true }, rules)).toBe(40);
    }
  });
  test("born on 29 February: the 18th birthday in a common year is 28 February", () => {
    expect(eighteenthBirthday(d(2008, 2, 29))).toEqual(d(2026, 2, 28));
    expect(eighteenthBirthday(d(2006, 2, 28))).toEqual(d(2024, 2, 28));
    expect(eighteenthBirthday(d(2004, 2, 29))).toEqual(d(2022, 2, 28));
    expect(isJunior(d(2008, 2, 29), d(2026, 2, 27), HU2017)).toBe(true);
    expect(isJunior(d(2008, 2, 29), d(2026, 2, 28), HU2017)).toBe(false);
  });
  test("a date of birth needs the date K applies on; a birth after it is an error", () => {
    expect(() => kFactor({ rating: 2000, games: 100, birthDate: birth }, HU2017)).toThrow(
      expect.objectContaining({ kind: "value", message: expect.stringMatching(/date K applies on/) }),
    );
    expect(() => kFactor({ rating: 2000, games: 100, birthDate: birth, on: d(2000, 1, 1) }, HU2017)).toThrow(
      expect.objectContaining({ kind: "value", message: expect.stringMatching(/after/) }),
    );
  });
});

describe("FIDE2024: K reduced so that K × games in the period ≤ 700 (RULES §2.2)", () => {
  test.each([
    [40, 17, 40],
    [40, 18, 38],
    [40, 20, 35],
    [20, 35, 20],
    [20, 36, 19],
    [10, 70, 10],
    [10, 71, 9],
    [40, 0, 40],
    [10, 701, 0],
  ])("K %d over %d games → %d", (k, n, out) => {
    expect(limitK(k, n, FIDE2024)).toBe(out);
    expect(limitK(k, n, HU2017)).toBe(k);
  });
  test("through kFactor", () => {
    expect(kFactor({ rating: 1800, games: 5, gamesInPeriod: 20 }, FIDE2024)).toBe(35);
    expect(kFactor({ rating: 1800, games: 5, gamesInPeriod: 20 }, HU2017)).toBe(40);
  });
});

test.each([
  ["a negative rating", { rating: -1, games: 0 }],
  ["fractional games", { rating: 2000, games: 1.5 }],
  ["negative games", { rating: 2000, games: -1 }],
  ["negative games in the period", { rating: 2000, games: 50, gamesInPeriod: -1 }],
])("%s is out of range", (_n, input) => {
  expect(() => kFactor(input, HU2017)).toThrow(expect.objectContaining({ kind: "num" }));
});
