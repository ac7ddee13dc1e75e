import { RatingError } from "../../../src/core/common/errors";
import { bandOf, bandWidth, formatRank, parseRank, rankPoints } from "../../../src/core/mgsz/rank";
import { RANK_TABLE } from "../../../src/core/mgsz/tables";

// Source of every threshold: RULES.md §1.1 rank table (MGSZ 5.§).
// prettier-ignore
const TABLE: [string, number][] = [
  ["7d", 2700], ["6d", 2500], ["5d", 2350], ["4d", 2230], ["3d", 2130], ["2d", 2050], ["1d", 1980],
  ["1k", 1920], ["2k", 1865], ["3k", 1815], ["4k", 1765], ["5k", 1720], ["6k", 1675], ["7k", 1635],
  ["8k", 1595], ["9k", 1555], ["10k", 1520], ["11k", 1485], ["12k", 1450], ["13k", 1420], ["14k", 1390],
  ["15k", 1360], ["16k", 1330], ["17k", 1305], ["18k", 1280], ["19k", 1255], ["20k", 1230], ["21k", 1210],
  ["22k", 1190], ["23k", 1170], ["24k", 1150], ["25k", 1130], ["26k", 1115], ["27k", 1100], ["28k", 1085],
  ["29k", 1070], ["30k", 1055], ["31k", 1040], ["32k", 1030], ["33k", 1020], ["34k", 1010], ["35k", 1000],
];

describe("MGSZ rank table (RULES §1.1)", () => {
  test("the data table equals RULES §1.1", () => {
    expect(RANK_TABLE.map(([n, p]) => [n, p])).toEqual(TABLE);
  });

  test.each(TABLE.map(([name, pts], i) => [name, pts, TABLE[i - 1]?.[1]] as const))(
    "%s: both edges of the band starting at %d (RULES §1.1)",
    (name, pts, next) => {
      expect(formatRank(bandOf(pts))).toBe(name);
      expect(rankPoints(parseRank(name, "rank"))).toBe(pts);
      if (next !== undefined) {
        expect(formatRank(bandOf(next - 1))).toBe(name);
        expect(bandWidth(pts)).toBe(next - pts);
        expect(bandWidth(next - 1)).toBe(next - pts);
      }
      if (name !== "35k") expect(formatRank(bandOf(pts - 1))).not.toBe(name);
    },
  );

  test("1947 is in 1k, width 60 (RULES §1.1 text)", () => {
    expect(formatRank(bandOf(1947))).toBe("1k");
    expect(bandWidth(1947)).toBe(60);
  });

  test("D1: from 2700 up the width is 200 and the band 7d; below 1000 width 10 and band 35k", () => {
    expect(bandWidth(2700)).toBe(200);
    expect(bandWidth(3400)).toBe(200);
    expect(formatRank(bandOf(3400))).toBe("7d");
    expect(bandWidth(999)).toBe(10);
    expect(bandWidth(0)).toBe(10);
    expect(formatRank(bandOf(999))).toBe("35k");
    expect(bandWidth(1000)).toBe(10); // 34k 1010 − 35k 1000
  });

  test.each([
    ["3d", "3d"],
    ["3 dan", "3d"],
    ["3D", "3d"],
    ["15k", "15k"],
    ["15 kyu", "15k"],
    ["15 kju", "15k"],
    ["15 kyū", "15k"],
    ["15 кю", "15k"],
    ["3 дан", "3d"],
    ["  15 KYU ", "15k"],
    ["15 КЮ", "15k"],
  ])("D2 spelling %j reads as %s", (input, short) => {
    expect(formatRank(parseRank(input, "rank"))).toBe(short);
  });

  test("D2 long Hungarian form: 15 kju, 3 dan", () => {
    expect(formatRank(parseRank("15k", "rank"), "long")).toBe("15 kju");
    expect(formatRank(parseRank("3d", "rank"), "long")).toBe("3 dan");
  });

  test.each(["36k", "8d", "0k", "3p", "dan", "", "1.5k"])(
    "unknown rank %j is a value error naming the argument",
    (t) => {
      expect(() => parseRank(t, "rank")).toThrow(RatingError);
      expect(() => parseRank(t, "rank")).toThrow(/Argument rank/);
    },
  );

  test("a negative rating is out of range", () => {
    expect(() => bandOf(-1)).toThrow(expect.objectContaining({ kind: "num" }));
  });
});
