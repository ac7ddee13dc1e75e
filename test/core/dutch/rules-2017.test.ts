/**
 * What the 2017 text of C.04.3 (FIDE Handbook, "effective till 30 June 2025",
 * handbook.fide.com/chapter/C0403Till2025) declares otherwise than the 2025 text, each difference
 * on its own: the bye's eligibility (C.2 with C.04.1 d, D270), the float of a round without a game
 * (A.4), the pairing score difference (A.8, D271) and the dates (D274).
 */
import { DOWN, DUTCH_TEXTS, NO_FLOAT, type Seat, floatOf, seats } from "../../../src/core/dutch/players";
import { dutchRulesOn, type DutchRound, type DutchRules } from "../../../src/core/dutch/model";
import { differenceShifts, floaterDifference } from "../../../src/core/dutch/weights-2017";
import { pairDutch } from "../../../src/core/dutch/pair";

const requestedWin: DutchRound = { outcome: "win", played: false, paired: false };
const pab: DutchRound = { outcome: "win", played: false, paired: true };
const forfeitWin: DutchRound = { opponent: 2, outcome: "win", played: false, paired: true };
const forfeitLoss: DutchRound = { opponent: 1, outcome: "loss", played: false, paired: true };

function seatsOf(rules: DutchRules, rounds: DutchRound[][]): Map<number, Seat> {
  const t = {
    players: rounds.map((r, i) => ({ no: i + 1, rounds: r })),
    rounds: 5,
    initialColour: "white" as const,
    absent: new Set<number>(),
    rules,
  };
  return seats(t, 1);
}

describe("the 2017 text of C.04.3, difference by difference", () => {
  it("C.2 with C.04.1 d (2017): only a pairing-allocated bye or a forfeit win rules out the bye; a win's points taken without pairing do not (D270)", () => {
    const t2017 = DUTCH_TEXTS["2017"];
    const t2025 = DUTCH_TEXTS["2025"];
    expect([pab, forfeitWin, requestedWin].map((r) => t2017.byeEligible([r]))).toEqual([false, false, true]);
    // 2025 C2: "has received … a bye, or … a win's points without playing": the requested win too
    expect([pab, forfeitWin, requestedWin].map((r) => t2025.byeEligible([r]))).toEqual([false, false, false]);
  });

  it("A.4 (2017): a player who does not play in a round, for whatever reason, receives a downfloat; 2025: only when it gave points", () => {
    const rounds = [[forfeitWin], [forfeitLoss]];
    const old = seatsOf("2017", rounds);
    const now = seatsOf("2025", rounds);
    expect(floatOf(old.get(2) as Seat, 1, 1, old)).toBe(DOWN);
    expect(floatOf(now.get(2) as Seat, 1, 1, now)).toBe(NO_FLOAT);
    expect(floatOf(old.get(1) as Seat, 1, 1, old)).toBe(DOWN);
    expect(floatOf(now.get(1) as Seat, 1, 1, now)).toBe(DOWN);
  });

  it("A.8: a downfloater's difference is his score less one point below the lowest score (doubled points, D271)", () => {
    // scores 3, 2½, 2 (doubled 6, 5, 4), lowest 2, the virtual value 1: differences 2, 1½, 1 (doubled 4, 3, 2)
    expect([6, 5, 4].map((s) => floaterDifference(s, 4))).toEqual([4, 3, 2]);
    // bracket 3 (moved down), 2, 2 over a next group of 1 (doubled 6, 4, 4, 2; lowest 1):
    // the floaters' differences 3 − 0 = 3 once and 2 − 0 = 2 twice, the pairs' 3 − 2 = 1 and 2 − 2 = 0
    const { diffBits, diffShift } = differenceShifts([6, 4, 4, 2], 1, 3, 2);
    expect([...diffShift.entries()].sort((a, b) => a[0] - b[0])).toEqual([
      [0, 0],
      [2, 1],
      [4, 2],
      [6, 4],
    ]);
    // 0, 2 and 6 once (1 bit each), 4 twice (2 bits): a field of 5 bits
    expect(diffBits).toBe(5);
  });

  it("dates the texts (D274): an event before 1 July 2025 is paired by the 2017 text, a round of it by that text", () => {
    expect(dutchRulesOn("2024-12-31")).toBe("2017");
    expect(dutchRulesOn("2025-07-01")).toBe("2025");
    const t = {
      players: [1, 2, 3, 4].map((no) => ({ no, rounds: [] })),
      rounds: 5,
      initialColour: "white" as const,
      absent: new Set<number>(),
      rules: "2017" as const,
    };
    // round 1, C.04.3 B (S1 against S2) and E.5: 1-3, 4-2 by either text
    expect(pairDutch(t)).toEqual({
      pairs: [
        { white: 1, black: 3 },
        { white: 4, black: 2 },
      ],
    });
  });
});
