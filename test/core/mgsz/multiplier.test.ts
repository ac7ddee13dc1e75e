import {
  extendedTime,
  importancePoints,
  multiplier,
  parseByoyomi,
  partsOf,
  timePoints,
} from "../../../src/core/mgsz/multiplier";

describe("MGSZ multiplier (RULES §1.2, appendix 2 examples 4)", () => {
  test("example 4: European championship, long time, even 19×19, over 80 players → 20+10+5+10 = 45", () => {
    expect(
      multiplier({ baseMinutes: 120, handicapFree: true, participants: 600, event: "european", board: 19 }),
    ).toBe(45);
  });
  test("example 4: KPMC, 45 min, even, invitational → 10+10+5 = 25", () => {
    expect(
      multiplier({ baseMinutes: 45, handicapFree: true, participants: 30, event: "invitational", board: 19 }),
    ).toBe(25);
  });
  test("example 4 extended time: 60 min + Japanese 3×20 s → 75 min", () => {
    expect(extendedTime(60, parseByoyomi("3x20s"))).toBe(75);
    expect(extendedTime(60, parseByoyomi("20s"))).toBe(75); // periods do not matter (RULES §1.2)
  });
  test("example 4 extended time: 40 min + Canadian 30 stones / 5 min → 50 min", () => {
    expect(extendedTime(40, parseByoyomi("30/5"))).toBe(50);
    expect(extendedTime(40, parseByoyomi("30/5m"))).toBe(50);
  });
  test("13×13 tournament: C = 5 in every case (RULES §1.2)", () => {
    expect(
      multiplier({ baseMinutes: 120, handicapFree: true, participants: 600, event: "world", board: 13 }),
    ).toBe(5);
  });
  // Table 2 (RULES §1.2), both columns at the edges; D3: either column, highest category.
  test.each([
    [90, 20],
    [89, 15],
    [60, 15],
    [59, 10],
    [40, 10],
    [39, 5],
    [20, 5],
    [19, 0],
    [10, 0],
    [9, 0],
  ])("D3 base time %d min alone → %d points", (base, points) => {
    expect(timePoints(base)).toBe(points);
  });
  test.each([
    ["A by extended 110", 50, "80s", 20], // 50 + 60 = 110
    ["B by extended 80", 35, "60s", 15], // 35 + 45 = 80
    ["C by extended 55", 10, "60s", 10], // 10 + 45 = 55
    ["D by extended 30", 0, "40s", 5], // 0 + 30 = 30
    ["just below D extended", 0, "39s", 0], // 29.25
    ["Canadian 25/10 → 24 min", 31, "25/10", 10], // 31 + 24 = 55
    ["Canadian just below C", 29, "7/3", 5], // 29 + 25.714… < 55; base 29 reaches D
    ["Canadian exactly 80 with thirds", 60, "3/1", 15], // 60 + 20 = 80
  ])("D3 %s", (_n, base, byo, points) => {
    expect(timePoints(base, parseByoyomi(byo))).toBe(points);
  });
  test("importance points add up (table 3)", () => {
    expect(importancePoints({ handicapFree: false, participants: 80, event: "" })).toBe(0);
    expect(importancePoints({ handicapFree: false, participants: 81, event: "national" })).toBe(10);
    expect(importancePoints({ handicapFree: true, participants: 0, event: "world" })).toBe(20);
  });
  test.each(["3x", "abc", "20", "0/10", "20 min"])("unknown byo-yomi %j names the argument", (t) => {
    expect(() => parseByoyomi(t)).toThrow(/Argument byoyomi/);
  });
  test.each([
    [45, 10, [5, 5]],
    [45, 7, [4, 3]],
    [45, 6, [6]], // 270 < 300
    [30, 10, [5, 5]], // 300 reaches the limit (D4 "C × rounds ≥ 300")
    [30, 9, [9]],
    [5, 100, [50, 50]], // 50 × 5 = 250 < 300
    [10, 31, [16, 15]], // 310 ≥ 300; two parts, the earlier longer
    [0, 12, [12]],
  ])("D4: C = %d, %d rounds → %j", (c, rounds, expected) => {
    expect(partsOf(c, rounds)).toEqual(expected);
  });
});
