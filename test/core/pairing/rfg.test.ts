import { type RfgPlayer, rfgPair } from "../../../src/core/pairing/rfg";
import { field, pairsOf, rfgProperties } from "./rfg-properties";

describe("the seed's worked examples", () => {
  test("E.2: round 1, one group in A.2 order: S1[1]–S2[1], …; 8 players 1–5, 2–6, 3–7, 4–8", () => {
    const r = rfgPair(field(new Array<number>(8).fill(0)));
    expect(pairsOf(r)).toEqual(["1-5", "2-6", "3-7", "4-8"]);
    expect(r.bye).toBeNull();
    for (const p of r.pairs) expect(p.why).toMatch(/C\.5$/);
  });

  test("E.2 and the 7-player remark of D.2: S1 = 1, 2, 3, S2 = 4…7, the lowest player gets the bye", () => {
    const r = rfgPair(field(new Array<number>(7).fill(0)));
    expect(pairsOf(r)).toEqual(["1-4", "2-5", "3-6"]);
    expect(r.bye).toBe(6);
    expect(r.byeWhy).toMatch(/A\.5, E\.2/);
  });

  test("D.1: when 2–6 is a rematch the next transposition, b) 5-7-6-8, is taken", () => {
    const r = rfgPair(field(new Array<number>(8).fill(0), ["2-6"]));
    expect(pairsOf(r)).toEqual(["1-5", "2-7", "3-6", "4-8"]);
    expect(r.pairs[0]?.why).toMatch(/D\.1 transposition 5-7-6-8: 2–6 would be a rematch \(B\.1\)/);
  });

  test("D.2: when 4 met 5, 6, 7 and 8 no transposition helps; the first exchange, a) 4↔5, is taken", () => {
    const r = rfgPair(field(new Array<number>(8).fill(0), ["4-5", "4-6", "4-7", "4-8"]));
    // S1 = 1, 2, 3, 5 and S2 = 4, 6, 7, 8 after the exchange (A.8 b: both re-sorted)
    expect(pairsOf(r)).toEqual(["1-4", "2-6", "3-7", "5-8"]);
    expect(r.pairs[0]?.why).toMatch(/D\.2 exchange 4↔5/);
  });

  test("A.3/A.6: a player moved down is paired first in the next group (upfloat), B.3 named", () => {
    // MMS 2, 2, 2 | 1, 1, 1, 1, 1 (doubled 4 | 2): player 3 moves down (odd group), meets 4
    const r = rfgPair(field([4, 4, 4, 2, 2, 2, 2, 2]));
    expect(pairsOf(r)).toEqual(["1-2", "3-4", "5-7", "6-8"]);
    expect(r.pairs[1]?.why).toMatch(/B\.3 relaxed in group 1: 3 came down from group 2 \(odd number/);
  });

  test("B.4: the player left over in an odd group is not the one who floated down last round", () => {
    const r = rfgPair(field([4, 4, 4, 2, 2, 2, 2, 2], [], (i) => (i === 2 ? { lastFloat: "down" } : {})));
    // 3 may not go down again: the group pairs 1–3 (D.1 transposition) and 2 goes down
    expect(pairsOf(r)).toEqual(["1-3", "2-4", "5-7", "6-8"]);
  });

  test("B.1b: the bye never goes to a player who already had a point without playing", () => {
    const r = rfgPair(field(new Array<number>(5).fill(0), [], (i) => (i === 4 ? { freePoint: true } : {})));
    expect(r.bye).not.toBe(4);
    expect(r.bye).toBe(3);
  });

  test("E.1: pairs published by the higher player's MMS, then the sum of both, then A.2", () => {
    const r = rfgPair(field([6, 4, 4, 4, 2, 2]));
    const mms = (i: number): number => [6, 4, 4, 4, 2, 2][i] as number;
    const keys = r.pairs.map((p) => [mms(p.higher), mms(p.higher) + mms(p.lower)]);
    expect(keys).toEqual(
      [...keys].sort((a, b) => (b[0] as number) - (a[0] as number) || (b[1] as number) - (a[1] as number)),
    );
  });

  test("P30: a search beyond its bound pairs the players left by one matching, and says so", () => {
    // 80 players in one group; 1, 2 and 3 met each other and all of S2 (41…80): only an
    // exchange of three S1 players could pair them, and the D.2 list of two-player exchanges
    // (780² of them) is already beyond the bound
    const met: string[] = ["1-2", "1-3", "2-3"];
    for (const a of [1, 2, 3]) for (let b = 41; b <= 80; b++) met.push(`${a}-${b}`);
    const players = field(new Array<number>(80).fill(0), met);
    const r = rfgPair(players);
    expect(r.pairs).toHaveLength(40);
    for (const p of r.pairs) {
      expect((players[p.higher] as RfgPlayer).opponents).not.toContain(p.lower);
      expect(p.why).toMatch(
        /search bound reached in group 0: the 80 players left were paired by one matching/,
      );
    }
  });

  test("P16: no pairing without a rematch at all is refused with a clear error", () => {
    expect(() => rfgPair(field([0, 0], ["1-2"]))).toThrow(/no pairing .* avoids every rematch/);
  });
});

// half the full count (RFG_FULL_RUNS, run by rfg.slow.test.ts): the fields that reach every branch
// of the seed's procedure the full count reaches (a quarter leaves some out)
rfgProperties({ everyPlayer: 75, oneGroup: 150 });
