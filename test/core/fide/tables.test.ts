/**
 * Both tables of the regulation row by row (RULES.md §2 tables 8.1a and 8.1b, transcribed here
 * from the regulation's appendix I), and D10's rounding of p.
 */
import { dpOf, dpOfHundredths, percentHundredths, roundPercent } from "../../../src/core/fide/dp";
import { FIDE2024, HU2017, rulesFor } from "../../../src/core/fide/rules";
import { capApplies, expectedScore, pdOf, ratedDifference } from "../../../src/core/fide/expectation";
import { DP_TABLE, PD_TABLE } from "../../../src/core/fide/tables";

// Table 8.1a (RULES §2): p in hundredths → dp, upper half.
// prettier-ignore
const DP: [number, number][] = [
  [100, 800], [99, 677], [98, 589], [97, 538], [96, 501], [95, 470], [94, 444], [93, 422], [92, 401],
  [91, 383], [90, 366], [89, 351], [88, 336], [87, 322], [86, 309], [85, 296], [84, 284], [83, 273],
  [82, 262], [81, 251], [80, 240], [79, 230], [78, 220], [77, 211], [76, 202], [75, 193], [74, 184],
  [73, 175], [72, 166], [71, 158], [70, 149], [69, 141], [68, 133], [67, 125], [66, 117], [65, 110],
  [64, 102], [63, 95], [62, 87], [61, 80], [60, 72], [59, 65], [58, 57], [57, 50], [56, 43], [55, 36],
  [54, 29], [53, 21], [52, 14], [51, 7], [50, 0],
];
// The regulation's lower half as printed (8.1a, third to sixth column pairs): p → dp.
// prettier-ignore
const DP_LOW: [number, number][] = [
  [49, -7], [48, -14], [47, -21], [46, -29], [45, -36], [44, -43], [43, -50], [42, -57], [41, -65],
  [40, -72], [39, -80], [38, -87], [37, -95], [36, -102], [35, -110], [34, -117], [33, -125],
  [32, -133], [31, -141], [30, -149], [29, -158], [28, -166], [27, -175], [26, -184], [25, -193],
  [24, -202], [23, -211], [22, -220], [21, -230], [20, -240], [19, -251], [18, -262], [17, -273],
  [16, -284], [15, -296], [14, -309], [13, -322], [12, -336], [11, -351], [10, -366], [9, -383],
  [8, -401], [7, -422], [6, -444], [5, -470], [4, -501], [3, -538], [2, -589], [1, -677], [0, -800],
];

// Table 8.1b (RULES §2): [from, to, PD of the higher-rated player in hundredths]; last row open.
// prettier-ignore
const PD: [number, number, number][] = [
  [0, 3, 50], [4, 10, 51], [11, 17, 52], [18, 25, 53], [26, 32, 54], [33, 39, 55], [40, 46, 56],
  [47, 53, 57], [54, 61, 58], [62, 68, 59], [69, 76, 60], [77, 83, 61], [84, 91, 62], [92, 98, 63],
  [99, 106, 64], [107, 113, 65], [114, 121, 66], [122, 129, 67], [130, 137, 68], [138, 145, 69],
  [146, 153, 70], [154, 162, 71], [163, 170, 72], [171, 179, 73], [180, 188, 74], [189, 197, 75],
  [198, 206, 76], [207, 215, 77], [216, 225, 78], [226, 235, 79], [236, 245, 80], [246, 256, 81],
  [257, 267, 82], [268, 278, 83], [279, 290, 84], [291, 302, 85], [303, 315, 86], [316, 328, 87],
  [329, 344, 88], [345, 357, 89], [358, 374, 90], [375, 391, 91], [392, 411, 92], [412, 432, 93],
  [433, 456, 94], [457, 484, 95], [485, 517, 96], [518, 559, 97], [560, 619, 98], [620, 735, 99],
  [736, 5000, 100],
];

describe("table 8.1a: p → dp (RULES §2)", () => {
  test("the data table is RULES §2's", () => {
    expect(DP_TABLE.map(([p, d]) => [p, d])).toEqual(DP);
  });
  test.each(DP)("p .%d → dp %d", (p, d) => expect(dpOfHundredths(p)).toBe(d));
  test.each(DP_LOW)("p .%d → dp %d (the regulation's lower half)", (p, d) =>
    expect(dpOfHundredths(p)).toBe(d),
  );
  test("p = .50 is dp 0, not −0", () => expect(Object.is(dpOfHundredths(50), 0)).toBe(true));
  test("p outside 0..100 hundredths or fractional is out of range", () => {
    for (const bad of [-1, 101, 50.5]) {
      expect(() => dpOfHundredths(bad)).toThrow(expect.objectContaining({ kind: "num" }));
    }
  });
});

describe("D10: p to the nearest hundredth, half up, before the lookup", () => {
  test.each([
    [0.4, 40, -72], // FUNCTIONS.md FIDE.DP(0.4) → −72
    [0.285, 29, -158], // half up: .285 → .29, typed decimals as written
    [0.2849, 28, -166],
    [0.575, 58, 57],
    [0.005, 1, -677],
    [0.995, 100, 800],
    [1, 100, 800],
    [0, 0, -800],
  ])("p %d → .%d → dp %d", (p, h, d) => {
    expect(roundPercent(p)).toBe(h);
    expect(dpOf(p)).toBe(d);
  });
  test.each([
    [8, 7, 57], // FIDE2024 example: 4 of 7 → .57 (RULES §2.2)
    [13, 12, 54], // 8.34: 6.5 of 12 = .5417 → .54
    [1, 5, 10], // II.2: 0.5 of 5 → .10
    [24, 15, 80], // II.2: 12 of 15 → .80
    [16, 9, 89], // round robin A: 8 of 9 = .889 → .89
    [2, 9, 11], // round robin I: 1 of 9 → .11
    [1, 8, 6], // 0.5 of 8 = .0625 → .06
    [3, 8, 19], // 1.5 of 8 = .1875 → .19
    [1, 40, 1], // 0.5 of 40 = .0125 → .01
    [1, 200, 0], // 0.5 of 200 = .0025 → .00
    [1, 100, 1], // .005 exactly → .01 (half up)
  ])("%d half points of %d games → .%d", (half, games, h) => {
    expect(percentHundredths(half, games)).toBe(h);
  });
  test("p outside 0..1 and impossible scores are out of range", () => {
    expect(() => roundPercent(1.01)).toThrow(expect.objectContaining({ kind: "num" }));
    expect(() => roundPercent(-0.01)).toThrow(expect.objectContaining({ kind: "num" }));
    expect(() => roundPercent(NaN)).toThrow(expect.objectContaining({ kind: "value" }));
    expect(() => percentHundredths(11, 5)).toThrow(expect.objectContaining({ kind: "num" }));
    expect(() => percentHundredths(1, 0)).toThrow(expect.objectContaining({ kind: "num" }));
  });
});

describe("table 8.1b: D → PD (RULES §2)", () => {
  test("the data table is RULES §2's", () => {
    expect(PD_TABLE.map(([d, pd]) => [d, pd])).toEqual(PD.map(([from, , pd]) => [from, pd]));
  });
  test.each(PD)("D %d..%d → H %d hundredths, L 100 − that, at both edges", (from, to, pd) => {
    for (const d of [from, to]) {
      expect(pdOf(d)).toBe(pd);
      expect(pdOf(-d)).toBe(d === 0 ? 50 : 100 - pd);
    }
  });
  test("a fractional difference falls in the row of its whole part", () => {
    expect(pdOf(3.9)).toBe(50);
    expect(pdOf(-3.9)).toBe(50);
    expect(pdOf(735.5)).toBe(99);
    expect(pdOf(736)).toBe(100);
  });
});

describe("the 400-point rule (8.54) and FIDE2024's 2650 exemption (RULES §2.2)", () => {
  test("HU2017: a difference over 400 counts as 400, both ways", () => {
    expect(ratedDifference(2700, 2100, HU2017)).toBe(400);
    expect(ratedDifference(2100, 2700, HU2017)).toBe(-400);
    expect(expectedScore(2700, 2100, HU2017)).toBe(92); // 392–411 → .92
    expect(expectedScore(2100, 2700, HU2017)).toBe(8);
    expect(expectedScore(2900, 2000, HU2017)).toBe(92); // not 1.00 (> 735)
  });
  test("FIDE2024 (latest): a player rated 2650 or more is not capped; the opponent is", () => {
    expect(capApplies(2649, FIDE2024)).toBe(true);
    expect(capApplies(2650, FIDE2024)).toBe(false);
    expect(expectedScore(2700, 2200, FIDE2024)).toBe(96); // D 500: 485–517 → .96
    expect(expectedScore(2200, 2700, FIDE2024)).toBe(8); // own rating 2200: capped → .08
    expect(expectedScore(2700, 1900, FIDE2024)).toBe(100); // D 800 > 735 → 1.00
  });
  test("FIDE2024 as in force before 1 October 2025 caps everyone", () => {
    const sept = rulesFor("FIDE2024", { year: 2025, month: 9, day: 30 });
    const oct = rulesFor("FIDE2024", { year: 2025, month: 10, day: 1 });
    expect(expectedScore(2700, 2200, sept)).toBe(92);
    expect(expectedScore(2700, 2200, oct)).toBe(96);
  });
});
