/**
 * Chess tie-breaks (RULES §2.3, D28; FIDE C.07 as the FIDE Technical Commission's TieBreakServer
 * implements it). Hand-worked Swiss of 4 players, 3 rounds, with byes, absences and VURs:
 *   A 2300: R1 beats B (White), R2 beats C (Black), R3 half-point bye (a VUR, 16.2.5)
 *   B 2200: R1 loses to A (Black), R2 full-point bye (not a VUR), R3 beats C (White)
 *   C 2100: R1 draws D (White), R2 loses to A (White), R3 loses to B (Black)
 *   D 2000: R1 draws C (Black), R2 and R3 absent, zero points (VURs)
 * Points: A 2.5, B 2, C 0.5, D 0.5. Adjusted scores for Buchholz (16.3.2: VURs after the last
 * round that was not one count as draws): A 2.5, B 2, C 0.5, D 0.5 + ½ + ½ = 1.5.
 * Buchholz (own unplayed rounds: a dummy opponent with the participant's own score):
 *   A: B 2 + C 0.5 + own 2.5 (VUR) = 5;  Cut-1 drops the VUR first (14.6): 2.5; median also
 *      drops the highest (B 2): 0.5
 *   B: A 2.5 + own 2 (bye, not a VUR) + C 0.5 = 5; Cut-1 drops C: 4.5
 *   C: D 1.5 + A 2.5 + B 2 = 6; Cut-1 4.5.   D: C 0.5 + own 0.5 + own 0.5 = 1.5; Cut-1 1; Cut-2 0.5
 *   Cut-2 of A: the VUR, then the lowest (C 0.5): 2
 * Sonneborn–Berger (the same values × own result): A 2 + 0.5 + 2.5 × ½ = 3.75; B 0 + 2 + 0.5 = 2.5;
 *   C 1.5 × ½ = 0.75; D 0.5 × ½ = 0.25.
 * WIN (rounds won, byes included): A 2, B 2, C 0, D 0. WON (over the board): A 2, B 1. BPG: 1 each.
 * PS (running scores summed): A 1 + 2 + 2.5 = 5.5; B 0 + 1 + 2 = 3; C and D 1.5.
 * ARO (played games, rounded half up): A (2200 + 2100)/2 = 2150; B 2200; C 6500/3 = 2166.67 → 2167;
 *   D 2100. ARO Cut-1: A 2200, B 2300, C (2300 + 2200)/2 = 2250, D none (null, D31: one rated
 *   game, nothing left to average).
 * TPR = ARO + dp(p) (table 8.1a): A 2/2 → +800 = 2950; B 1/2 → 2200; C ½ of 3 = .17 → −273 →
 *   1894; D ½ of 1 → 2100.
 */
import { chessStandings } from "../../../src/core/tournament/chess-standings";
import { chessTiebreakValues } from "../../../src/core/tournament/chess-tiebreak-values";
import { D28_ORDER, parseChessTiebreak } from "../../../src/core/tournament/chess-tiebreaks";
import type { ChessTiebreak } from "../../../src/core/tournament/chess-tiebreaks";
import { crosstable } from "./helpers";

const swiss = crosstable([
  ["A", "", 2300, "2+/w0", "3+/b0", "0="],
  ["B", "", 2200, "1-/b0", "0+", "3+/w0"],
  ["C", "", 2100, "4=/w0", "1-/w0", "2-/b0"],
  ["D", "", 2000, "3=/b0", "0-", "0-"],
]);

const half = (v: number | null): number | null => (v === null ? null : v / 2);
const values = (c: ChessTiebreak, t = swiss): (number | null)[] =>
  (chessTiebreakValues(t, [c]).get(c) ?? []).map(half);

describe("chess tie-breaks (C.07) on the hand-worked Swiss", () => {
  it.each<[ChessTiebreak, (number | null)[]]>([
    ["PTS", [2.5, 2, 0.5, 0.5]],
    ["BH", [5, 5, 6, 1.5]],
    ["BH-C1", [2.5, 4.5, 4.5, 1]],
    ["BH-C2", [2, 2.5, 2.5, 0.5]],
    ["BH-M1", [0.5, 2, 2, 0.5]],
    ["SB", [3.75, 2.5, 0.75, 0.25]],
    ["WIN", [2, 2, 0, 0]],
    ["WON", [2, 1, 0, 0]],
    ["BPG", [1, 1, 1, 1]],
    ["PS", [5.5, 3, 1.5, 1.5]],
    ["ARO", [2150, 2200, 2167, 2100]],
    ["ARO-C1", [2200, 2300, 2250, null]],
    ["TPR", [2950, 2200, 1894, 2100]],
  ])("%s", (c, want) => {
    expect(values(c)).toEqual(want);
  });

  it("D28's order: PTS, BH-C1, BH, SB, DE, WON, ARO; C ahead of D on Buchholz Cut-1", () => {
    const rows = chessStandings(swiss);
    expect(rows.map((r) => [swiss.players[r.player]?.name, r.place])).toEqual([
      ["A", 1],
      ["B", 2],
      ["C", 3],
      ["D", 4],
    ]);
    expect(rows[2]?.values).toEqual({ PTS: 0.5, "BH-C1": 4.5, BH: 6, SB: 0.75, DE: null, WON: 0, ARO: 2167 });
    expect(D28_ORDER).toEqual(["PTS", "BH-C1", "BH", "SB", "DE", "WON", "ARO"]);
  });

  it("direct encounter separates players tied before it only when all of them met (6.2)", () => {
    // C and D are tied on points and met (a draw): both 1st of their group on DE; A and B are tied
    // with nobody, DE does not apply to them (D31: null)
    const rows = chessStandings(swiss, ["PTS", "DE"]);
    expect(rows.map((r) => r.values.DE)).toEqual([null, null, 1, 1]);
    expect(rows.filter((r) => r.place === 3)).toHaveLength(2);
  });

  it("not all tied players met: the leader is separated when no other could reach its score (6.2)", () => {
    // Hand-worked: A, B, C end on 2 points, D on 1. A beat B (R1) and C (R2); B and C never met.
    // Among A, B, C: A scored 2 of 2; B and C scored 0 and could have reached at most 0 + 1 (a
    // win over the one they did not meet) = 1 < 2: A is first of the group on DE, B and C stay
    // tied; applied again to B and C alone (D31), who never met: 0 each, either could reach 1.
    const t = crosstable([
      ["A", "", 2000, "2+/w0", "3+/b0", "4-/w0"],
      ["B", "", 2000, "1-/b0", "4+/w0", "0+"],
      ["C", "", 2000, "4+/w0", "1-/w0", "0+"],
      ["D", "", 2000, "3-/b0", "2-/b0", "1+/b0"],
    ]);
    const rows = chessStandings(t, ["PTS", "DE"]);
    expect(rows.map((r) => [t.players[r.player]?.name, r.place, r.values.DE])).toEqual([
      ["A", 1, 1],
      ["B", 2, 2],
      ["C", 2, 2],
      ["D", 4, null],
    ]);
    // A beat B and drew C, B and C never met, all on 1½: A scored 1½, C ½ and could have
    // reached ½ + 1 = 1½ by beating B: A is not separated, the three stay tied on DE
    const drawn = crosstable([
      ["A", "", 2000, "2+/w0", "3=/b0", "4-/w0"],
      ["B", "", 2000, "1-/b0", "4+/w0", "0="],
      ["C", "", 2000, "4+/w0", "1=/w0", "0-"],
      ["D", "", 2000, "3-/b0", "2-/b0", "1+/b0"],
    ]);
    const group = chessStandings(drawn, ["PTS", "DE"]).filter((r) => r.values.PTS === 1.5);
    expect(group).toHaveLength(3);
    expect(group.map((r) => [r.place, r.values.DE])).toEqual([
      [1, 1],
      [1, 1],
      [1, 1],
    ]);
  });

  it("a subgroup still tied after the direct encounter is separated by DE among its own members (D31)", () => {
    // Hand-worked: A, B, C, D all met in rounds 1-3 and end on 2 points after round 4.
    // Among the four: A 1 + ½ + ½ = 2, B 0 + ½ + 1 = 1½, C 1 + ½ + 0 = 1½, D 0 + ½ + ½ = 1: A
    // first, D fourth, B and C still tied; applied again to B and C alone, B beat C (1 to 0):
    // B second, C third. E and F (½ each) never met: applied to them, neither is separated.
    const t = crosstable([
      ["A", "", 2000, "2+/w0", "3=/b0", "4=/w0", "8-/b0"],
      ["B", "", 2000, "1-/b0", "4=/w0", "3+/b0", "5=/w0"],
      ["C", "", 2000, "4+/w0", "1=/w0", "2-/w0", "6=/w0"],
      ["D", "", 2000, "3-/b0", "2=/b0", "1=/b0", "7+/w0"],
      ["E", "", 2000, "", "", "", "2=/b0"],
      ["F", "", 2000, "", "", "", "3=/b0"],
      ["G", "", 2000, "", "", "", "4-/b0"],
      ["H", "", 2000, "", "", "", "1+/w0"],
    ]);
    const rows = chessStandings(t, ["PTS", "DE"]);
    expect(rows.map((r) => [t.players[r.player]?.name, r.place, r.values.DE])).toEqual([
      ["A", 1, 1],
      ["B", 2, 2],
      ["C", 3, 3],
      ["D", 4, 4],
      ["H", 5, null],
      ["E", 6, 1],
      ["F", 6, 1],
      ["G", 8, null],
    ]);
  });

  it("a round robin: own unplayed rounds add nothing to Buchholz, trailing VURs count 0 for opponents", () => {
    // adjusted: A 2 (his closing half-point bye counts 0), B 2, C 0.5, D 0.5 (absences 0).
    // A: B 2 + C 0.5 = 2.5; B: A 2 + C 0.5 = 2.5 (the bye adds nothing); C: D 0.5 + A 2 + B 2 = 4.5;
    // D: C 0.5
    const rr = chessTiebreakValues(swiss, ["BH"], { roundRobin: true }).get("BH") ?? [];
    expect(rr.map(half)).toEqual([2.5, 2.5, 4.5, 0.5]);
  });

  it("after round 2 only the first two rounds count", () => {
    expect((chessTiebreakValues(swiss, ["PTS"], { rounds: 2 }).get("PTS") ?? []).map(half)).toEqual([
      2, 1, 0.5, 0.5,
    ]);
  });

  it("names: C.07 acronyms and the usual words, any case", () => {
    expect(parseChessTiebreak("bh-c1")).toBe("BH-C1");
    expect(parseChessTiebreak("Buchholz")).toBe("BH");
    expect(parseChessTiebreak("sonneborn-berger")).toBe("SB");
    expect(parseChessTiebreak("median")).toBe("BH-M1");
    expect(parseChessTiebreak("MMS")).toBeNull();
  });
});
