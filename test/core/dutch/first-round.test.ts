/**
 * The first round's forced pairs (D426): with no round played, an even number of players and one
 * score, C.04.3's B.2 and B.3 give S1's i-th player against S2's i-th, by either text, with no
 * matching solved; any other round is left to the brackets.
 */
import { type DutchRound, type DutchTournament } from "../../../src/core/dutch/model";
import { pairDutch } from "../../../src/core/dutch/pair";
import { firstRoundPairs, roundSeats } from "../../../src/core/dutch/round";

function event(
  n: number,
  extra: Partial<DutchTournament> = {},
  rounds: DutchRound[][] = [],
): DutchTournament {
  return {
    players: Array.from({ length: n }, (_, i) => ({
      no: i + 1,
      rating: 2600 - 10 * i,
      rounds: rounds[i] ?? [],
    })),
    rounds: 5,
    initialColour: "white",
    absent: new Set(),
    ...extra,
  };
}

function forced(t: DutchTournament): [number, number][] | undefined {
  const { played, sorted } = roundSeats(t);
  return firstRoundPairs(sorted, played);
}

describe("firstRoundPairs (D426)", () => {
  it("pairs S1's i-th player against S2's i-th in round 1 (B.2, B.3; bbpPairings v6.0.0 on six players: 1-4, 5-2, 3-6, pair.test.ts)", () => {
    // Indices in A.2's order: 0-3, 1-4, 2-5 are players 1-4, 2-5, 3-6.
    expect(forced(event(6))).toEqual([
      [0, 3],
      [1, 4],
      [2, 5],
    ]);
  });

  it("halves the present players only (A.2, B.2): player 4 of nine absent, S1 1, 2, 3, 5 against S2 6, 7, 8, 9", () => {
    // Worked by hand: the eight present in rank order 1, 2, 3, 5, 6, 7, 8, 9; B.3's first
    // transposition pairs S1's i-th with S2's i-th.
    const t = event(9, { absent: new Set([4]) });
    const { sorted } = roundSeats(t);
    const pairs = forced(t)?.map(([a, b]) => [sorted[a]?.no, sorted[b]?.no]);
    expect(pairs).toEqual([
      [1, 6],
      [2, 7],
      [3, 8],
      [5, 9],
    ]);
  });

  it("leaves an odd round 1 to the brackets: the bye is theirs to give (C.2 / C2)", () => {
    expect(forced(event(5))).toBeUndefined();
    // bbpPairings v6.0.0 on five players: 1-3, 4-2, 5 bye (pair.test.ts).
    expect(pairDutch(event(5)).bye).toBe(5);
  });

  it("leaves a round 1 with accelerated scores to the brackets (C.04.5: two score groups)", () => {
    const accelerated = event(4, {
      players: Array.from({ length: 4 }, (_, i) => ({
        no: i + 1,
        rounds: [],
        acceleration: [i < 2 ? 2 : 0],
      })),
    });
    expect(forced(accelerated)).toBeUndefined();
  });

  it("leaves every later round to the brackets", () => {
    const game = (
      opponent: number,
      colour: "white" | "black",
      outcome: DutchRound["outcome"],
    ): DutchRound => ({
      opponent,
      colour,
      outcome,
      played: true,
      paired: true,
    });
    const t = event(4, {}, [
      [game(3, "white", "draw")],
      [game(4, "black", "draw")],
      [game(1, "black", "draw")],
      [game(2, "white", "draw")],
    ]);
    expect(forced(t)).toBeUndefined();
  });

  it("gives the engine's round 1 by both texts (rules-2017.test.ts: 1-3, 4-2 on four players by either text)", () => {
    for (const rules of ["2017", "2025"] as const) {
      expect(pairDutch(event(4, { rules }))).toEqual({
        pairs: [
          { white: 1, black: 3 },
          { white: 4, black: 2 },
        ],
      });
    }
  });
});
