import { type Exchange, exchangeText, exchanges, transpositions } from "../../../src/core/pairing/rfg-moves";

const list = (p: number, q: number, max = 10_000): Exchange[] => {
  const out: Exchange[] = [];
  const gen = exchanges(p, q);
  for (let r = gen.next(); !r.done && out.length < max; r = gen.next()) out.push(r.value);
  return out;
};

/** The exchanges whose numbers all lie in the given S1 and S2 sets, as "a↔b" text. */
const within = (xs: Exchange[], s1: number[], s2: number[], k: number): string[] =>
  xs
    .filter(
      (e) =>
        e.fromS1.length === k &&
        e.fromS1.every((x) => s1.includes(x)) &&
        e.fromS2.every((x) => s2.includes(x)),
    )
    .map(exchangeText);

describe("D.1 transpositions (RGF McMahon rules D.1)", () => {
  test("the seed's example: S2 = 5, 6, 7, 8 gives 5-6-7-8, then a) 5-6-8-7 … g) 6-5-8-7", () => {
    const seq = [...transpositions(4, 4)].slice(0, 8).map((t) => t.join("-"));
    // D.1 a)–g), after the untransposed order of C.5
    expect(seq).toEqual([
      "5-6-7-8",
      "5-6-8-7",
      "5-7-6-8",
      "5-7-8-6",
      "5-8-6-7",
      "5-8-7-6",
      "6-5-7-8",
      "6-5-8-7",
    ]);
    expect([...transpositions(4, 4)]).toHaveLength(24);
  });

  test("P7: with |S2| > p only the first p places count, each once, in lexicographic order", () => {
    const seq = [...transpositions(3, 4, 3)].map((t) => t.join("-"));
    expect(seq.slice(0, 4)).toEqual(["4-5-6", "4-5-7", "4-6-5", "4-6-7"]);
    expect(seq).toHaveLength(4 * 3 * 2);
    expect(new Set(seq).size).toBe(seq.length);
  });
});

describe("D.2 exchanges (the FIDE matrices the seed refers to, P8, P9)", () => {
  const eight = list(4, 4);

  test("one player, S1 = 1…4, S2 = 5…8: the seed's a) 4↔5, b) 4↔6, c) 3↔5 … i) 2↔7", () => {
    // D.2: "a) 4 и 5; b) 4 и 6; с) 3 и 5 и т. д. до i) 2 и 7" — all nine cells of the matrix
    expect(within(eight, [2, 3, 4], [5, 6, 7], 1)).toEqual([
      "4↔5",
      "4↔6",
      "3↔5",
      "4↔7",
      "3↔6",
      "2↔5",
      "3↔7",
      "2↔6",
      "2↔7",
    ]);
    expect(eight.slice(0, 3).map(exchangeText)).toEqual(["4↔5", "4↔6", "3↔5"]);
  });

  test("two players: j) 3+4↔5+6, k) 3+4↔5+7, l) 2+4↔5+6 … r) 2+3↔6+7", () => {
    expect(within(eight, [2, 3, 4], [5, 6, 7], 2)).toEqual([
      "3+4↔5+6",
      "3+4↔5+7",
      "2+4↔5+6",
      "3+4↔6+7",
      "2+4↔5+7",
      "2+3↔5+6",
      "2+4↔6+7",
      "2+3↔5+7",
      "2+3↔6+7",
    ]);
  });

  test("fewest players first: every one-player exchange before any two-player one", () => {
    const sizes = eight.map((e) => e.fromS1.length);
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
    expect(sizes.filter((k) => k === 1)).toHaveLength(16);
    expect(sizes.filter((k) => k === 2)).toHaveLength(36);
  });

  test("the 7-player remark: S1 = 1, 2, 3, S2 = 4…7, the 8-player order with every number less 1", () => {
    const seven = list(3, 4);
    expect(within(seven, [1, 2, 3], [4, 5, 6], 1)).toEqual([
      "3↔4",
      "3↔5",
      "2↔4",
      "3↔6",
      "2↔5",
      "1↔4",
      "2↔6",
      "1↔5",
      "1↔6",
    ]);
    expect(within(seven, [1, 2, 3], [4, 5, 6], 2)[0]).toBe("2+3↔4+5");
  });

  test("a size with more exchanges than the limit ends the list as bounded", () => {
    const gen = exchanges(30, 30, 1000);
    let r = gen.next();
    let count = 0;
    while (!r.done) {
      count++;
      r = gen.next();
    }
    expect(count).toBe(900); // 30 × 30 one-player exchanges; 435² two-player ones exceed 1000
    expect(r.value).toBe("bounded");
  });
});
