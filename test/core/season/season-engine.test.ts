import { RatingError } from "../../../src/core/common/errors";
import { rateMgszTournament } from "../../../src/core/engines/mgsz";
import { promote, reachedInHistory } from "../../../src/core/mgsz/promotion";
import { at, gameFor, tournament } from "./season-helpers";

const HERO = { name: "Hero", pin: "10001", rank: "1d" };
// RULES §1.4 example 2's last tournament: 1d at 2040, 2d reached once before (at 2055), ends at 2075
const g = gameFor(2040, 35);
const T = tournament(1, HERO, [{ rank: g.opponent, score: g.score }]);
const LIST = [{ pin: "10001", name: "Hero", rating: 2040, rank: "1d" }];

describe("the MGSZ engine takes the thresholds reached once (D8) and gives them after", () => {
  it("2d reached once on the list row: 2075 promotes to 2d (example 2's fourth tournament)", () => {
    const r = rateMgszTournament(T, {
      ratingList: [{ ...at(LIST, 0), reachedOnce: ["2d"] }],
      multiplier: g.multiplier,
    });
    expect(r.players[0]).toMatchObject({
      ratingAfter: 2075,
      rankAfter: "2d",
      reachedOnceAfter: [],
      listRow: 0,
    });
  });

  it("without it 2075 is 2d's first time: 1d, 2d reached once", () => {
    const r = rateMgszTournament(T, { ratingList: LIST, multiplier: g.multiplier });
    expect(r.players[0]).toMatchObject({ ratingAfter: 2075, rankAfter: "1d", reachedOnceAfter: ["2d"] });
  });

  it("a list without the column whose history shows 2055 (example 2's second tournament): 2075 promotes to 2d (D144)", () => {
    // RULES §1.4 example 2: 2035, 2055 (2d's 2050 reached once), 2040, then 2075 → 2d
    const history = [2035, 2055, 2040].map((rating) => ({ rating }));
    const r = rateMgszTournament(T, { ratingList: [{ ...at(LIST, 0), history }], multiplier: g.multiplier });
    expect(r.players[0]).toMatchObject({ ratingAfter: 2075, rankAfter: "2d", reachedOnceAfter: [] });
  });

  it("a history below 2d's 2050 (2035, 2040) derives nothing: 2075 is 2d's first time (D144)", () => {
    const history = [2035, 2040].map((rating) => ({ rating }));
    const r = rateMgszTournament(T, { ratingList: [{ ...at(LIST, 0), history }], multiplier: g.multiplier });
    expect(r.players[0]).toMatchObject({ rankAfter: "1d", reachedOnceAfter: ["2d"] });
  });

  it("a threshold reached once suffices for is not derived from the history: the list's rank stands (D144)", () => {
    // 4 kyu and weaker are reached once (5.§, RULES §1.4): a history at 5k's 1720 under a 6k
    // is the officer's rank as kept, not a promotion the next tournament would give unasked
    expect(reachedInHistory({ kind: "k", n: 6 }, [1720])).toEqual([]);
    // 3 kyu and stronger twice: 2d and 3d (2050, 2130) above 1d both derived from 2135
    expect(reachedInHistory({ kind: "d", n: 1 }, [2000, 2135])).toEqual([
      { kind: "d", n: 2 },
      { kind: "d", n: 3 },
    ]);
  });

  it("the officer's thresholds by player index win over the list row's", () => {
    const r = rateMgszTournament(T, {
      ratingList: LIST,
      multiplier: g.multiplier,
      reachedOnce: new Map([[0, ["2 dan"]]]),
    });
    expect(r.players[0]?.rankAfter).toBe("2d");
  });

  it("a threshold that is no rank is refused, naming the player", () => {
    expect(() =>
      rateMgszTournament(T, {
        ratingList: LIST,
        multiplier: g.multiplier,
        reachedOnce: new Map([[0, ["2x"]]]),
      }),
    ).toThrow(RatingError);
    expect(() =>
      rateMgszTournament(T, {
        ratingList: LIST,
        multiplier: g.multiplier,
        reachedOnce: new Map([[0, ["2x"]]]),
      }),
    ).toThrow(/Player 1 "Hero": "2x" is not an MGSZ rank/);
  });

  it("promote gives the thresholds above the new rank reached once: 1d at 2135 reaches 2d and 3d once", () => {
    // thresholds 2d 2050, 3d 2130 (RULES §1.1)
    expect(promote({ kind: "d", n: 1 }, [2135])).toEqual({
      rank: { kind: "d", n: 1 },
      reachedOnce: [
        { kind: "d", n: 2 },
        { kind: "d", n: 3 },
      ],
    });
    // a 5k ending at 1820 passes 4k (1765) (once is enough) and reaches 3k once
    expect(promote({ kind: "k", n: 5 }, [1820])).toEqual({
      rank: { kind: "k", n: 4 },
      reachedOnce: [{ kind: "k", n: 3 }],
    });
  });
});
