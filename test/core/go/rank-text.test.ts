import {
  amateurRankValue,
  goRank,
  normaliseRank,
  rankText,
  rankValue,
  spelledRankValue,
} from "../../../src/core/go/rank";

// Scale of D21: 30k = 0 … 1k = 29, 1d = 30; pros continue above 9d (as OpenGotha orders them).
describe("Go rank values (D21)", () => {
  it.each([
    ["30k", 0],
    ["29k", 1],
    ["1k", 29],
    ["1d", 30],
    ["9d", 38],
    ["1p", 39],
    ["9p", 47],
    ["7D", 36],
    [" 3P", 41],
    ["10", 20], // hand-made h9: a bare number is kyu (FORMATS.md §2.3)
  ] as const)("%j → %i", (text, value) => {
    expect(rankValue(text)).toBe(value);
  });

  it.each(["31k", "0k", "0d", "10d", "10p", "", "d", "1x", "100k"])("%j is not a rank", (text) => {
    expect(rankValue(text)).toBeNull();
  });

  it("text and value round-trip over the whole scale", () => {
    for (let v = 0; v <= 47; v++) expect(rankValue(rankText(goRank(v)))).toBe(v);
    expect(normaliseRank("12K")).toBe("12k");
  });
});

// D2 spellings; the McMahon parameters take amateur ranks only (D21: 30k … 9d).
describe("spelled and amateur ranks (D2, D21)", () => {
  it.each([
    ["3 Dan", 32],
    ["15 kyu", 15],
    ["15 kyū", 15],
    ["15 кю", 15],
    ["3 дан", 32],
    ["9d", 38],
    ["30k", 0],
    ["12", 18],
  ] as const)("%j → %i", (text, value) => {
    expect(spelledRankValue(text)).toBe(value);
    expect(amateurRankValue(text)).toBe(value);
  });

  it("a professional rank is a rank but not an amateur one", () => {
    expect(spelledRankValue("1p")).toBe(39);
    expect(amateurRankValue("1p")).toBeNull();
    expect(amateurRankValue("1 pro")).toBeNull();
  });

  it.each(["4x", "", "10d", "31k", "abc"])("%j is no amateur rank", (text) => {
    expect(amateurRankValue(text)).toBeNull();
  });
});
