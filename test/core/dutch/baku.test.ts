/**
 * The Baku Acceleration Method (FIDE Handbook C.04.5.1, spp.fide.com/c-04-5-1-baku-acceleration):
 * its own numbers — 161 players give a GA of 82 (2·Q, Q = ⌈161 / 4⌉); nine rounds give five
 * accelerated rounds, one virtual point in rounds 1–3 and half a point in rounds 4–5 (D276).
 */
import { bakuGroupSize, bakuPlan, bakuRanges, bakuRows } from "../../../src/core/dutch/baku";
import { accelerationPoints2 } from "../../../src/core/tournament/pairing-records";

describe("Baku acceleration (C.04.5.1)", () => {
  test("GA: the first half of the players rounded up to an even number (the article's 161 → 82)", () => {
    expect(bakuGroupSize(161)).toBe(82);
    // each residue mod 4: 2·⌈n/4⌉ (bbpPairings v6.0.0's built-in FIDE_DUTCH_2025_BAKU takes ⌈n/2⌉: 5 of 10, 5 of 9)
    expect([8, 9, 10, 11, 12].map(bakuGroupSize)).toEqual([4, 6, 6, 6, 6]);
    expect(bakuPlan(1, 5).groupSize).toBe(1); // never more than the players (2·⌈1/4⌉ = 2)
  });

  test("nine rounds: five accelerated, a point in rounds 1–3, half a point in 4–5 (the article's example)", () => {
    const plan = bakuPlan(20, 9);
    expect(plan).toEqual({ groupSize: 10, fullRounds: 3, acceleratedRounds: 5 });
    // the virtual points the engine reads: the plan's runs as 250 records (starting ranks 1…20,
    // player i's is i + 1), by accelerationPoints2
    const starts = Array.from({ length: 20 }, (_, i) => i + 1);
    const records = bakuRanges(starts, 9).map((x) => ({
      form: "range" as const,
      ...x,
      first: x.first - 1,
      last: x.last - 1,
    }));
    const points2 = (place: number, round: number): number =>
      accelerationPoints2(records, starts, place - 1, round);
    expect([1, 2, 3, 4, 5, 6, 9].map((r) => points2(1, r))).toEqual([2, 2, 2, 1, 1, 0, 0]);
    expect(points2(10, 1)).toBe(2); // GA's last player
    expect(points2(11, 1)).toBe(0); // GB never has any
  });

  test("accelerated rounds are the first half rounded up, their first half rounded up has a whole point", () => {
    // 5 rounds: 3 accelerated, 2 with a point; 6: 3 and 2; 7: 4 and 2; 1: 1 and 1 (no half-point round)
    expect([5, 6, 7, 1].map((r) => bakuPlan(10, r))).toEqual([
      { groupSize: 6, fullRounds: 2, acceleratedRounds: 3 },
      { groupSize: 6, fullRounds: 2, acceleratedRounds: 3 },
      { groupSize: 6, fullRounds: 2, acceleratedRounds: 4 },
      { groupSize: 6, fullRounds: 1, acceleratedRounds: 1 },
    ]);
  });

  test("as 250 records' runs: one per value when GA is starting ranks 1…2Q, more when lines reorder them", () => {
    expect(bakuRanges([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 9)).toEqual([
      { points2: 2, firstRound: 1, lastRound: 3, first: 1, last: 6 },
      { points2: 1, firstRound: 4, lastRound: 5, first: 1, last: 6 },
    ]);
    // ranked by lines (XXC rank): GA is the first six lines, starting ranks 1–4, 7, 9
    expect(bakuRanges([2, 1, 7, 3, 9, 4, 5, 6, 8, 10], 1)).toEqual([
      { points2: 2, firstRound: 1, lastRound: 1, first: 1, last: 4 },
      { points2: 2, firstRound: 1, lastRound: 1, first: 7, last: 7 },
      { points2: 2, firstRound: 1, lastRound: 1, first: 9, last: 9 },
    ]);
  });

  test("as XXA rows (the 2017 text's records, D353): one per GA player, its points through the last accelerated round", () => {
    // ten players, nine rounds: GA 1–6 (2·⌈10/4⌉), a point in rounds 1–3, half a point in 4–5 (the article's example)
    const rows = bakuRows([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 9);
    expect(rows.map((r) => r.start)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const r of rows) expect(r.points2).toEqual([2, 2, 2, 1, 1]);
    // ranked by lines (XXC rank): GA is the first six lines, in their order
    expect(bakuRows([2, 1, 7, 3, 9, 4, 5, 6, 8, 10], 1)).toEqual(
      [2, 1, 7, 3, 9, 4].map((start) => ({ start, points2: [2] })),
    );
  });
});
