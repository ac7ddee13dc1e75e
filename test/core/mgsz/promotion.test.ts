import { newRank, timesNeeded } from "../../../src/core/mgsz/promotion";
import { formatRank, parseRank } from "../../../src/core/mgsz/rank";
import { startingRating } from "../../../src/core/mgsz/starting";

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

describe("MGSZ starting ratings (RULES §1.5)", () => {
  test("foreign player: threshold of the declared rank", () => {
    expect(startingRating({ declaredRank: r("3d"), hungarian: false })).toBe(2130);
  });
  test("new Hungarian player: capped at 5 kyu (1720); weaker ranks keep their threshold", () => {
    expect(startingRating({ declaredRank: r("1d"), hungarian: true })).toBe(1720);
    expect(startingRating({ declaredRank: r("10k"), hungarian: true })).toBe(1520);
  });
  test("the officer's figure overrides the proposal", () => {
    expect(startingRating({ declaredRank: r("1d"), hungarian: true, override: 1900 })).toBe(1900);
  });
});
