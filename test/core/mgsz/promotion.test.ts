import { newRank, timesNeeded } from "../../../src/core/mgsz/promotion";
import { formatRank, parseRank } from "../../../src/core/mgsz/rank";
import { newPlayerStart } from "../../../src/core/mgsz/starting";

const r = (t: string) => parseRank(t, "rank");
const after = (rank: string, ratings: number[], once: string[] = []) =>
  formatRank(newRank(r(rank), ratings, once.map(r)));

describe("MGSZ rank promotion (RULES §1.4, D8)", () => {
  test("example 1: 8k; 1618 → 8k, 1640 → 7k, 1632 → 7k, 1678 → 6k", () => {
    expect(after("8k", [1618])).toBe("8k");
    expect(after("8k", [1618, 1640])).toBe("7k");
    expect(after("8k", [1618, 1640, 1632])).toBe("7k");
    expect(after("8k", [1618, 1640, 1632, 1678])).toBe("6k");
  });
  test("example 2: 1d; 2035 → 1d, 2055 → 1d, 2040 → 1d, 2075 → 2d", () => {
    expect(after("1d", [2035])).toBe("1d");
    expect(after("1d", [2035, 2055])).toBe("1d");
    expect(after("1d", [2035, 2055, 2040])).toBe("1d");
    expect(after("1d", [2035, 2055, 2040, 2075])).toBe("2d");
  });
  test("4k and weaker once, 3k and stronger twice (5.§)", () => {
    expect(timesNeeded(r("4k"))).toBe(1);
    expect(timesNeeded(r("3k"))).toBe(2);
    expect(timesNeeded(r("7d"))).toBe(2);
    expect(after("5k", [1765])).toBe("4k");
    expect(after("4k", [1815])).toBe("4k");
    expect(after("4k", [1815, 1815])).toBe("3k");
  });
  test("D8: several steps in one tournament; officer-supplied thresholds reached once", () => {
    expect(after("10k", [1770])).toBe("4k"); // every kyu threshold 9k..4k reached once
    expect(after("1d", [2060], ["2d"])).toBe("2d");
  });
  test("a rank never goes down (5.§)", () => {
    expect(after("3d", [1500, 900])).toBe("3d");
  });
});

describe("MGSZ starting ratings and ranks (RULES §1.5, D24)", () => {
  test("foreign player (not entering the register): threshold and rank of the declared rank", () => {
    expect(newPlayerStart({ declaredRank: r("3d"), entersRegister: false })).toEqual({
      rating: 2130,
      rank: r("3d"),
      forCommittee: false,
    });
  });
  test("D24: entering the register declared 1d: rating 1980 (1d's threshold), rank 5k, for the committee", () => {
    expect(newPlayerStart({ declaredRank: r("1d"), entersRegister: true })).toEqual({
      rating: 1980,
      rank: r("5k"),
      forCommittee: true,
    });
  });
  test("D24: 5k and weaker ranks keep their rank and threshold; nothing for the committee", () => {
    expect(newPlayerStart({ declaredRank: r("10k"), entersRegister: true })).toEqual({
      rating: 1520,
      rank: r("10k"),
      forCommittee: false,
    });
    expect(newPlayerStart({ declaredRank: r("5k"), entersRegister: true }).forCommittee).toBe(false);
    expect(newPlayerStart({ declaredRank: r("4k"), entersRegister: true }).forCommittee).toBe(true);
  });
  test("the officer's figure overrides the proposed rating; a negative one is an error", () => {
    expect(newPlayerStart({ declaredRank: r("1d"), entersRegister: true, override: 1900 }).rating).toBe(1900);
    expect(() => newPlayerStart({ declaredRank: r("1d"), entersRegister: true, override: -1 })).toThrow(
      /Starting rating -1/,
    );
  });
});
