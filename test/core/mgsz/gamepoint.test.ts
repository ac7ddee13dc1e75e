import fc from "fast-check";
import { chance, corrected, gamePoint } from "../../../src/core/mgsz/gamepoint";
import { ratePlayer, ratingChange } from "../../../src/core/mgsz/rating";
import { CHANCE_TABLE } from "../../../src/core/mgsz/tables";

// RULES.md §1.3 chance table (appendix table 4): [from, to, c in thousandths]; last row open-ended.
// prettier-ignore
const ROWS: [number, number, number][] = [
  [0, 2, 500], [3, 7, 490], [8, 12, 480], [13, 17, 460], [18, 22, 450], [23, 27, 440], [28, 32, 430],
  [33, 37, 410], [38, 42, 400], [43, 47, 390], [48, 52, 380], [53, 57, 370], [58, 62, 350], [63, 67, 340],
  [68, 72, 330], [73, 77, 320], [78, 82, 310], [83, 87, 300], [88, 92, 290], [93, 97, 280], [98, 102, 270],
  [103, 107, 260], [108, 112, 250], [113, 117, 240], [118, 122, 230], [123, 127, 220], [128, 132, 210],
  [133, 137, 200], [138, 142, 195], [143, 147, 190], [148, 152, 180], [153, 157, 170], [158, 162, 160],
  [163, 167, 150], [168, 172, 140], [173, 177, 135], [178, 182, 130], [183, 187, 125], [188, 192, 120],
  [193, 197, 115], [198, 202, 110], [203, 207, 105], [208, 212, 100], [213, 217, 90], [218, 222, 85],
  [223, 227, 80], [228, 232, 70], [233, 237, 60], [238, 242, 55], [243, 252, 50], [253, 272, 40],
  [273, 297, 30], [298, 312, 20], [313, 347, 10], [348, 5000, 0],
];

describe("MGSZ chance table (RULES §1.3, appendix table 4)", () => {
  test("data table rows start where RULES §1.3 says", () => {
    expect(CHANCE_TABLE.map(([f, c]) => [f, c])).toEqual(ROWS.map(([f, , c]) => [f, c]));
  });
  test.each(ROWS)("Δp %d..%d → %d thousandths at both edges, either sign", (from, to, c) => {
    expect(chance(from)).toBe(c);
    expect(chance(to)).toBe(c);
    expect(chance(-from)).toBe(c);
    expect(chance(-to)).toBe(c);
  });
});

describe("MGSZ handicap correction (RULES §1.3 step 1, example 7)", () => {
  test.each([
    [1947, 1, 2007],
    [1947, 2, 2077],
    [1781, 2, 1881],
    [1947, 4, 2257],
    [1947, 0, 1947],
  ])("example 7: %d with %d stones → %d", (r, s, out) => {
    expect(corrected(r, s)).toBe(out);
  });
  test("stones over 9 or negative are out of range", () => {
    expect(() => corrected(1947, 10)).toThrow(expect.objectContaining({ kind: "num" }));
    expect(() => corrected(1947, -1)).toThrow(expect.objectContaining({ kind: "num" }));
  });
});

// RULES §1.3 worked example 5 (C = 30), XY 1947.
const EX5 = [
  { opponent: 1935, result: 0, jp: -520 },
  { opponent: 1865, result: 2, jp: 310 },
  { opponent: 1924, result: 2, jp: 440 },
  { opponent: 1997, result: 0, jp: -380 },
  { opponent: 2015, result: 2, jp: 670 },
] as const;
// RULES §1.3 worked example 7 (C = 15), XY 1947.
const EX7 = [
  { opponent: 2087, stones: 1, result: 2, jp: 690 },
  { opponent: 2130, stones: 2, result: 2, jp: 630 },
  { opponent: 1781, stones: -2, result: 2, jp: 340 },
  { opponent: 1992, stones: 0, result: 2, jp: 610 },
  { opponent: 2419, stones: 4, result: 0, jp: -160 },
] as const;

describe("MGSZ game points and new rating (RULES §1.3)", () => {
  test.each(EX5)("example 5: 1947 v $opponent → Jp $jp thousandths", ({ opponent, result, jp }) => {
    expect(gamePoint(1947, opponent, result)).toBe(jp);
  });
  test("example 6 (seed appendix 2): Δp 82 → chance .31, the stronger XY wins → +0.31", () => {
    expect(chance(82)).toBe(310);
    expect(gamePoint(1947, 1865, 2)).toBe(310);
  });
  test("example 6 (seed appendix 2): Δp 12 → .48; the weaker A wins → A +0.52, XY −0.52", () => {
    expect(chance(12)).toBe(480);
    expect(gamePoint(1935, 1947, 2)).toBe(520);
    expect(gamePoint(1947, 1935, 0)).toBe(-520);
  });
  test("example 5: ΣJp 0.52, 15.6 → +16 → 1963", () => {
    const r = ratePlayer(1947, EX5, 30);
    expect(r.jp).toEqual(EX5.map((g) => g.jp));
    expect(r).toMatchObject({ sum: 520, change: 16, newRating: 1963 });
  });
  test.each(EX7)(
    "example 7: 1947 v $opponent, stones $stones → Jp $jp thousandths",
    ({ opponent, stones, result, jp }) => {
      expect(gamePoint(1947, opponent, result, stones)).toBe(jp);
    },
  );
  test("example 7: ΣJp 2.11, 31.65 → +32 → 1979", () => {
    expect(ratePlayer(1947, EX7, 15)).toMatchObject({ sum: 2110, change: 32, newRating: 1979 });
  });
  test("D5: stones received by the higher-rated player correct that player (role swap)", () => {
    // 1900 is in 2k (1865..1920, width 55); receiving 1 stone v 1920 → 1955 v 1920, Δ 35 → .410 (RULES §1.3 table).
    expect(gamePoint(1900, 1920, 2, 1)).toBe(410);
    expect(gamePoint(1920, 1900, 0, -1)).toBe(-410);
  });
  test("D6: jigo gives ½ − expected; equal ratings give 0", () => {
    expect(gamePoint(1947, 1947, 1)).toBe(0);
    expect(gamePoint(1947, 1865, 1)).toBe(310 - 500); // stronger: c − ½ with c = .310 (Δ 82)
    expect(gamePoint(1865, 1947, 1)).toBe(500 - 310);
  });
  test("unplayed games earn nothing (RULES §1.3)", () => {
    expect(ratePlayer(1947, [{ opponent: 1000, result: 0, played: false }], 30)).toMatchObject({
      jp: [0],
      sum: 0,
      change: 0,
    });
  });
  test.each([
    [1, -15500, -15], // D7: −15.5 → −15
    [1, 15500, 16],
    [1, -15501, -16],
    [30, 520, 16], // example 5: 15.6 → 16
    [15, 2110, 32], // example 7: 31.65 → 32
    [10, -50, 0], // −0.5 → 0
  ])("D7: ⌊C·ΣJp + 0.5⌋ exactly, C %d, ΣJp %d thousandths → %d", (c, s, out) => {
    expect(ratingChange(c, s)).toBe(out);
  });
});

describe("MGSZ properties (fast-check)", () => {
  const rating = fc.integer({ min: 0, max: 3200 });
  const stones = fc.integer({ min: -9, max: 9 });
  const res = fc.constantFrom<0 | 1 | 2>(0, 1, 2);
  test("game points of a game sum to zero from both sides", () => {
    fc.assert(
      fc.property(rating, rating, res, stones, (a, b, r, s) => {
        expect(gamePoint(a, b, r, s) + gamePoint(b, a, (2 - r) as 0 | 1 | 2, -s)).toBe(0);
      }),
    );
  });
  test("a win never lowers, a loss never raises the rating", () => {
    fc.assert(
      fc.property(rating, rating, stones, fc.integer({ min: 0, max: 45 }), (a, b, s, c) => {
        expect(ratePlayer(a, [{ opponent: b, result: 2, stones: s }], c).change).toBeGreaterThanOrEqual(0);
        expect(ratePlayer(a, [{ opponent: b, result: 0, stones: s }], c).change).toBeLessThanOrEqual(0);
      }),
    );
  });
  test("permuting a player's games changes nothing", () => {
    const game = fc.record({ opponent: rating, result: res, stones });
    fc.assert(
      fc.property(
        rating,
        fc.array(game, { maxLength: 12 }),
        fc.integer({ min: 0, max: 45 }),
        (a, games, c) => {
          const reversed = [...games].reverse();
          const rotated = [...games.slice(1), ...games.slice(0, 1)];
          const base = ratePlayer(a, games, c).newRating;
          expect(ratePlayer(a, reversed, c).newRating).toBe(base);
          expect(ratePlayer(a, rotated, c).newRating).toBe(base);
        },
      ),
    );
  });
});
