/**
 * The FIDE Dutch engine on small rounds whose pairing is FIDE's text worked by hand and
 * bbpPairings v6.0.0's answer (`bbpPairings.exe --dutch FILE.trf -p`, the same rounds written
 * as TRF with `XXR 5` and `XXC white1`): C.04.3 B (S1 against S2), E (colours), C.04.1 c (the bye).
 */
import { pairDutch } from "../../../src/core/dutch/pair";
import { dutchRulesOn, type DutchRound, type DutchTournament } from "../../../src/core/dutch/model";
import { RatingError } from "../../../src/core/common/errors";

function event(n: number, rounds: Record<number, DutchRound[]> = {}, absent: number[] = []): DutchTournament {
  return {
    players: Array.from({ length: n }, (_, i) => ({
      no: i + 1,
      rating: 2600 - 10 * i,
      rounds: rounds[i + 1] ?? [],
    })),
    rounds: 5,
    initialColour: "white",
    absent: new Set(absent),
  };
}

const game = (opponent: number, colour: "white" | "black", outcome: DutchRound["outcome"]): DutchRound => ({
  opponent,
  colour,
  outcome,
  played: true,
  paired: true,
});

describe("pairDutch", () => {
  it("pairs round 1 top half against bottom half, the initial colour to odd ranks (B.3, E.5; bbp: 1-4, 5-2, 3-6)", () => {
    expect(pairDutch(event(6))).toEqual({
      pairs: [
        { white: 1, black: 4 },
        { white: 5, black: 2 },
        { white: 3, black: 6 },
      ],
    });
  });

  it("gives the bye to the lowest-ranked player of an odd round 1 (C.04.1 c, C5; bbp: 1-3, 4-2, 5 bye)", () => {
    expect(pairDutch(event(5))).toEqual({
      pairs: [
        { white: 1, black: 3 },
        { white: 4, black: 2 },
      ],
      bye: 5,
    });
  });

  it("pairs round 2 by score groups and grants both colour preferences (A.3, E.1; bbp: 6-1, 2-3, 4-5)", () => {
    const r1 = {
      1: [game(4, "white", "win")],
      2: [game(5, "black", "draw")],
      3: [game(6, "white", "loss")],
      4: [game(1, "black", "loss")],
      5: [game(2, "white", "draw")],
      6: [game(3, "black", "win")],
    };
    const got = pairDutch(event(6, r1));
    expect(got.pairs).toEqual([
      { white: 6, black: 1 },
      { white: 2, black: 3 },
      { white: 4, black: 5 },
    ]);
    expect(got.bye).toBeUndefined();
  });

  it("never pairs a rematch (C1): two players who met, alone in the round, cannot be paired", () => {
    const met = { 1: [game(2, "white", "draw")], 2: [game(1, "black", "draw")] };
    expect(() => pairDutch(event(2, met))).toThrow(RatingError);
    expect(() => pairDutch(event(2, met))).toThrow(/round 2 cannot be paired/);
  });

  it("leaves absent players out of the round (C.04.2: a requested bye is not paired)", () => {
    const got = pairDutch(event(5, {}, [5]));
    expect(got.bye).toBeUndefined();
    expect(got.pairs.flatMap((p) => [p.white, p.black]).sort()).toEqual([1, 2, 3, 4]);
  });

  it("names an opponent who is not a player, by either text (D225, D274)", () => {
    expect(() => pairDutch(event(2, { 1: [game(9, "white", "win")] }))).toThrow(/opponent in round 1 is 9/);
    const old = { ...event(2, { 1: [game(9, "white", "win")] }), rules: "2017" as const };
    expect(() => pairDutch(old)).toThrow(/opponent in round 1 is 9/);
  });

  it("dates the rule texts: the 2025 text from 1 July 2025 (C.04.3's header), the 2017 text before", () => {
    expect(dutchRulesOn("2025-06-30")).toBe("2017");
    expect(dutchRulesOn("2025-07-01")).toBe("2025");
    expect(dutchRulesOn(undefined)).toBe("2025");
  });
});
