import fc from "fast-check";
import { RatingError } from "../../../src/core/common/errors";
import { ratio } from "../../../src/core/mahjong/exact";
import {
  compareLevels,
  formatLevel,
  levelOfValue,
  levelValue,
  normOf,
  normOfNumber,
  normalize,
  parseLevel,
} from "../../../src/core/mahjong/level";
import { LEVEL_VALUES } from "../../../src/core/mahjong/tables";

// RULES.md §3 level table, transcribed independently of src: [short name, value].
// prettier-ignore
const LEVELS: [string, number][] = [
  ["12k", 0], ["11k", 50], ["10k", 100], ["9k", 150], ["8k", 200], ["7k", 250], ["6k", 500], ["5k", 750],
  ["4k", 1000], ["3k", 1250], ["2k", 1500], ["1k", 1750], ["1d", 2000], ["2d", 2500], ["3d", 3000],
  ["4d", 3500], ["5d", 4000], ["6d", 4500], ["7d", 5000], ["8d", 5500], ["9d", 6000], ["10d", 6500],
  ["11d", 7000], ["12d", 7500],
];

const lv = (t: string) => parseLevel(t);
const short = (t: string) => formatLevel(parseLevel(t));

function ratingError(f: () => unknown, kind: string, message: RegExp): void {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(RatingError);
    expect((e as RatingError).kind).toBe(kind);
    expect((e as RatingError).message).toMatch(message);
    return;
  }
  throw new Error("expected a RatingError");
}

describe("mahjong level table (RULES §3)", () => {
  test("the data table is RULES §3's, weakest first", () => {
    expect(LEVEL_VALUES).toEqual(LEVELS.map(([, v]) => v));
  });
  test.each(LEVELS)("%s has the value %d and reads back from its name", (name, value) => {
    const l = lv(name);
    expect(levelValue(l.index)).toBe(value);
    expect(formatLevel(l)).toBe(name);
    expect(levelOfValue(value)).toBe(l.index);
  });
  test("values not in the table have no level; bad indices are refused", () => {
    expect(levelOfValue(1230)).toBeUndefined();
    ratingError(() => levelValue(24), "value", /0\.\.23/);
    ratingError(() => levelValue(-1), "value", /0\.\.23/);
    ratingError(() => levelValue(1.5), "value", /0\.\.23/);
  });
});

describe("mahjong level names (issue: Russian, English, short; marks)", () => {
  test.each([
    ["3 кю", "3k"],
    ["3кю", "3k"],
    ["3-й кю", "3k"],
    ["3 КЮ", "3k"],
    ["3 kyu", "3k"],
    ["3 Kyu", "3k"],
    ["3 kyū", "3k"],
    ["3k", "3k"],
    ["  3K ", "3k"],
    ["К3", "3k"],
    ["2 дан", "2d"],
    ["2-й дан", "2d"],
    ["2 dan", "2d"],
    ["2d", "2d"],
    ["2D", "2d"],
    ["Д2", "2d"],
    ["2d+", "2d+"],
    ["2 дан +", "2d+"],
    ["3d−", "3d−"],
    ["3d-", "3d−"],
    ["3 dan -", "3d−"],
    ["12 дан", "12d"],
    ["12 кю", "12k"],
  ])("%s → %s", (text, out) => expect(short(text)).toBe(out));

  test("the original's mark arithmetic: Д1 + + = Д2, Д2 - - = Д1, Д3 + + + + = Д5 (D18 misprint)", () => {
    expect(short("Д1 + +")).toBe("2d");
    expect(short("Д2 - -")).toBe("1d");
    expect(short("Д3 + + + +")).toBe("5d");
    expect(short("2d+-")).toBe("2d");
    expect(short("2d+++")).toBe("3d+");
  });

  test("styles: short, long Russian, English", () => {
    expect(formatLevel(lv("3k"), "long")).toBe("3 кю");
    expect(formatLevel(lv("2d"), "long")).toBe("2 дан");
    expect(formatLevel(lv("2d+"), "long")).toBe("2 дан+");
    expect(formatLevel(lv("3k"), "english")).toBe("3 kyu");
    expect(formatLevel(lv("3d-"), "english")).toBe("3 dan−");
    expect(formatLevel(lv("3d-"))).toBe("3d\u2212");
  });

  test.each([
    ["13 kyu", /not a mahjong level/],
    ["0 dan", /not a mahjong level/],
    ["13d", /not a mahjong level/],
    ["3 kyu dan", /not a mahjong level/],
    ["abc", /not a mahjong level/],
    ["", /not a mahjong level/],
    ["3k+", /only dan levels carry/],
    ["3 кю-", /only dan levels carry/],
  ])("%j is refused: %s", (text, message) => {
    ratingError(() => parseLevel(text, { subject: { argument: "level" } }), "value", message);
  });

  test("the error names the argument", () => {
    ratingError(
      () => parseLevel("x", { subject: { argument: "start_level" } }),
      "value",
      /Argument start_level: "x"/,
    );
  });

  test("levels order by value, then marks", () => {
    expect(compareLevels(lv("2d−"), lv("2d"))).toBeLessThan(0);
    expect(compareLevels(lv("2d+"), lv("3d−"))).toBeLessThan(0);
    expect(compareLevels(lv("1k"), lv("1d−"))).toBeLessThan(0);
    expect(compareLevels(lv("4d"), lv("4d"))).toBe(0);
  });
});

describe("mark pairing (D18)", () => {
  test("two + one dan up, two − one dan down, never below 1 dan, at most 12 dan", () => {
    expect(normalize(13, 2)).toEqual({ index: 14, marks: 0 });
    expect(normalize(13, 3)).toEqual({ index: 14, marks: 1 });
    expect(normalize(13, -2)).toEqual({ index: 12, marks: 0 });
    expect(normalize(13, -3)).toEqual({ index: 12, marks: -1 });
    expect(normalize(12, -5)).toEqual({ index: 12, marks: -1 });
    expect(normalize(23, 4)).toEqual({ index: 23, marks: 1 });
    expect(normalize(5, 3)).toEqual({ index: 5, marks: 0 });
  });
  test("property: marks end in −1..+1, kyu levels carry none, the index stays 0..23", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: -40, max: 40 }), (i, m) => {
        const l = normalize(i, m);
        expect(l.marks).toBeGreaterThanOrEqual(-1);
        expect(l.marks).toBeLessThanOrEqual(1);
        expect(l.index).toBeGreaterThanOrEqual(Math.min(i, 12));
        expect(l.index).toBeLessThanOrEqual(23);
        if (l.index < 12) expect(l.marks).toBe(0);
      }),
    );
  });
});

describe("norm fulfilled by NR × KT (RULES §3, D19)", () => {
  test("D19: 2500 → 2 dan; 1282.05… (20th of 40, KT 2.50) → 3 kyu", () => {
    expect(formatLevel({ index: normOfNumber(2500) as number, marks: 0 })).toBe("2d");
    expect(formatLevel({ index: normOf(ratio(50000, 39)) as number, marks: 0 })).toBe("3k");
  });
  test.each(LEVELS)("%s: reached at exactly %d, not one hundredth below", (name, value) => {
    expect(normOf(ratio(value * 100, 100))).toBe(lv(name).index);
    if (value > 0) expect(normOf(ratio(value * 100 - 1, 100))).toBe(lv(name).index - 1);
  });
  test("above 7500 the norm stays 12 dan; below 0 no level is reached", () => {
    expect(normOfNumber(12000)).toBe(23);
    expect(normOf(ratio(-1, 100))).toBeUndefined();
    expect(normOfNumber(0)).toBe(0);
  });
  test("property: the norm's value ≤ points < the next level's value", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 900_000 }), fc.integer({ min: 1, max: 1000 }), (n, d) => {
        const i = normOf(ratio(n, d)) as number;
        expect(levelValue(i) * d).toBeLessThanOrEqual(n);
        if (i < 23) expect(levelValue(i + 1) * d).toBeGreaterThan(n);
      }),
    );
  });
});

describe("a level that is not one names the argument, or nothing", () => {
  it('"Argument level: …" by default, the bare message where nothing is named (a cell of a list)', () => {
    expect(() => parseLevel("13k")).toThrow(
      /^Argument level: "13k" is not a mahjong level \(12 kyu … 1 kyu, 1 dan … 12 dan/,
    );
    expect(() => parseLevel("13k", {})).toThrow(/^"13k" is not a mahjong level \(12 kyu/);
    expect(() => parseLevel("3k+", {})).toThrow(/^"3k\+" has marks, but only dan levels carry/);
    expect(() => parseLevel("3k+", { subject: { argument: "from" } })).toThrow(
      /^Argument from: "3k\+" has marks/,
    );
  });
});
