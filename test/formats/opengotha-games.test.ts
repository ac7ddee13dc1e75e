import { javaHashOrder } from "../../src/formats/opengotha-games";

/**
 * OpenGotha's games as it keeps them (D71): the order a java.util.HashMap<Integer, Game> yields
 * its keys (round × 1000 + table − 1), which decides the game OpenGotha keeps as a player's when
 * he has several in a round. Expected orders: printed by OpenJDK 17's HashMap for the same keys
 * put in the same order (`new HashMap<>()`, `put` each, `keySet()`); 400 random key lists of 1 to
 * 150 keys (rounds 1–20, tables 1–400) gave the same orders as javaHashOrder when it was written.
 */
const iterated = (keys: number[]): number[] => {
  const out = new Array<number>(keys.length);
  javaHashOrder(keys).forEach((p, i) => (out[p] = keys[i] as number));
  return out;
};

describe("javaHashOrder (D71)", () => {
  it("a small map: buckets in key order", () => {
    expect(iterated([0, 1, 2, 3, 4, 5, 6, 7, 8])).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it("one table in each of 20 rounds: 20 keys need 32 buckets (¾ load)", () => {
    const keys = Array.from({ length: 20 }, (_, r) => r * 1000);
    // Java: [0, 4000, 8000, 12000, 16000, 1000, 5000, 9000, 13000, 17000, 2000, …, 19000]
    expect(iterated(keys)).toEqual([
      0, 4000, 8000, 12000, 16000, 1000, 5000, 9000, 13000, 17000, 2000, 6000, 10000, 14000, 18000, 3000,
      7000, 11000, 15000, 19000,
    ]);
  });

  it("nine keys in one bucket of 16 double the table (treeifyBin below 64 buckets)", () => {
    expect(iterated([0, 16, 32, 48, 64, 80, 96, 112, 128])).toEqual([0, 32, 64, 96, 128, 16, 48, 80, 112]);
  });

  it("keys put out of order come out bucket by bucket, round 1 before round 2", () => {
    const keys = [
      6, 2, 3, 0, 1, 4, 5, 7, 8, 1006, 1002, 1000, 1001, 1003, 1004, 1005, 1007, 1008, 1009, 1010, 1011,
    ];
    expect(iterated(keys)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 1000, 1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009, 1010, 1011,
    ]);
  });
});
