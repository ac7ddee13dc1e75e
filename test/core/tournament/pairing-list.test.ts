/**
 * The pairing list's order (P32) with a player without a rank: he starts at the McMahon floor,
 * as in the standings and OpenGotha (P47), not at 0.
 */
import { mms2Before, pairingList } from "../../../src/core/tournament/pairing-list";
import { crosstable } from "./helpers";

describe("pairingList and mms2Before (P32, P47)", () => {
  // D22's defaults: zero 30k, floor 20k (MMS 10), bar 4d. Round 1: A–B and C–D, not played yet.
  const t = crosstable([
    ["A", "15k", 0, "2?/w0"],
    ["B", "", 0, "1?/b0"],
    ["C", "15k", 0, "4?/w0"],
    ["D", "20k", 0, "3?/b0"],
  ]);

  it("starts the unranked B at the floor, 10 (doubled 20), as a 20k", () => {
    expect(mms2Before(t, 0)).toEqual([30, 20, 30, 20]);
    // his correction counts too (OpenGotha's smms adds it after the floor)
    const corrected = { ...t, players: t.players.map((p, i) => (i === 1 ? { ...p, smmsCorrection: 1 } : p)) };
    expect(mms2Before(corrected, 0)[1]).toBe(22);
  });

  it("orders the boards by the higher MMS, the sum, then the higher player's number: A–B ties C–D and comes first", () => {
    // higher MMS 15 on both boards, sums 25 and 25, the higher player A (1) before C (3); with B
    // started at 0 the sums were 15 and 25 and C–D came first
    const list = pairingList(t, 0);
    expect(list.boards.map((b) => [b.board, b.white, b.black])).toEqual([
      [1, 0, 1],
      [2, 2, 3],
    ]);
  });
});
