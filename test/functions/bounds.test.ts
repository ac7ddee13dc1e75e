/**
 * H1 (docs/hostile-input.md): one bound per quantity in src/core/common/bounds.ts, which the
 * custom functions and the core both apply, so that a formula and an engine refuse the same
 * values with the same words. Each quantity below is checked at its bound (accepted) and one
 * step beyond (#NUM! from the function, a RatingError from the core), the bound's figures read
 * from the one table rather than written here again.
 */
import { BOUNDS, type Quantity } from "../../src/core/common/bounds";
import { RatingError } from "../../src/core/common/errors";
import { firstRating } from "../../src/core/fide/initial";
import { kFactor, limitK } from "../../src/core/fide/kfactor";
import { FIDE2024, HU2017 } from "../../src/core/fide/rules";
import { partsOf } from "../../src/core/mgsz/multiplier";
import { ratingChange } from "../../src/core/mgsz/rating";
import * as fide from "../../src/functions/fide";
import * as mgsz from "../../src/functions/mgsz";
import { handicap } from "../../src/functions/pairing-go";
import * as tournament from "../../src/functions/tournament";
import { fails } from "./fails";

const row = (...xs: number[]): number[][] => [xs];
const beyond = (q: Quantity): number => BOUNDS[q].max + 1;
const below = (q: Quantity): number => BOUNDS[q].min - 1;
const says = (q: Quantity, name: string, v: number): RegExp => {
  const b = BOUNDS[q];
  return new RegExp(`${name} ${v} must be ${b.whole ? "a whole number " : ""}${b.min}\\.\\.${b.max}`);
};
const refusedByCore = (f: () => unknown, q: Quantity, v: number): void => {
  expect(f).toThrow(RatingError);
  expect(f).toThrow(new RegExp(`${v} must be .*${BOUNDS[q].min}\\.\\.${BOUNDS[q].max}`));
};

// the 2-player crosstable of TOURNAMENT.MGSZ's tests is not needed: the bound is checked first
const CROSSTABLE = [
  ["No", "Name", "Rank", "Rating", "R1"],
  [1, "Alpha", "1d", 2100, "2+/w"],
  [2, "Beta", "1k", 2000, "1-/b"],
];

describe("H1: function arguments and the core take their ranges from bounds.ts", () => {
  it("FIDE games (FIDE.K's games and games_in_period; kFactor, limitK)", () => {
    expect(fide.kfactor(2000, BOUNDS.games.max)).toBe(20); // D9: 30 games or more, under 2400: K 20
    fails(() => fide.kfactor(2000, beyond("games")), "#NUM!", says("games", "games", beyond("games")));
    fails(() => fide.kfactor(2000, -1), "#NUM!", says("games", "games", -1));
    fails(
      () => fide.kfactor(2000, 40, null, null, null, "FIDE2024", beyond("games")),
      "#NUM!",
      says("games", "games_in_period", beyond("games")),
    );
    refusedByCore(
      () => kFactor({ rating: 2000, games: beyond("games") }, FIDE2024),
      "games",
      beyond("games"),
    );
    refusedByCore(() => limitK(20, below("games"), FIDE2024), "games", below("games"));
  });

  it("a FIDE rating for K within the FIDE rating's bound in the core too", () => {
    refusedByCore(
      () => kFactor({ rating: beyond("fideRating"), games: 40 }, FIDE2024),
      "fideRating",
      beyond("fideRating"),
    );
  });

  it("FIDE.INITIAL's min_games and bonus (firstRating)", () => {
    fails(
      () => fide.initial(row(1900), row(1), null, null, beyond("minGames")),
      "#NUM!",
      says("minGames", "min_games", beyond("minGames")),
    );
    fails(
      () => fide.initial(row(1900), row(1), "HU2017", beyond("bonus")),
      "#NUM!",
      says("bonus", "bonus", beyond("bonus")),
    );
    const events = [[{ opponent: 1900, score: 1 as const }]];
    refusedByCore(
      () => firstRating(events, HU2017, undefined, { minGames: beyond("minGames") }),
      "minGames",
      beyond("minGames"),
    );
    refusedByCore(() => firstRating(events, HU2017, beyond("bonus")), "bonus", beyond("bonus"));
  });

  it("the MGSZ multiplier (MGSZ.RATINGCHANGE, MGSZ.PARTS, TOURNAMENT.MGSZ; ratingChange, partsOf)", () => {
    const c = beyond("multiplier");
    fails(() => mgsz.ratingchange(2000, c, row(2000), row(1)), "#NUM!", says("multiplier", "multiplier", c));
    fails(() => mgsz.parts(c, 10), "#NUM!", says("multiplier", "multiplier", c));
    fails(() => mgsz.parts(2.5, 10), "#NUM!", says("multiplier", "multiplier", 2.5));
    fails(() => tournament.mgsz(CROSSTABLE, c), "#NUM!", says("multiplier", "multiplier", c));
    refusedByCore(() => ratingChange(c, 500), "multiplier", c);
    refusedByCore(() => partsOf(below("multiplier"), 10), "multiplier", below("multiplier"));
    // D4: C × rounds < 300 in each part; at the bound's C = 100 a part is 2 rounds at most, so
    // 10 rounds are 5 parts of 2
    expect(mgsz.parts(BOUNDS.multiplier.max, 10)).toEqual([[2, 2, 2, 2, 2]]);
  });

  it("a team's board (TOURNAMENT.TEAMSTANDINGS's teams)", () => {
    const teams = (board: number): (string | number)[][] => [
      ["A", board, 1],
      ["B", 1, 2],
    ];
    fails(
      () => tournament.teamstandings(CROSSTABLE, teams(beyond("board"))),
      "#NUM!",
      says("board", "teams\\[1\\]", beyond("board")),
    );
    fails(() => tournament.teamstandings(CROSSTABLE, teams(0)), "#NUM!", says("board", "teams\\[1\\]", 0));
  });

  it("GO.HANDICAP's McMahon scores and stones", () => {
    fails(() => handicap(beyond("mmScore"), 25), "#NUM!", says("mmScore", "first", beyond("mmScore")));
    fails(() => handicap(25, below("mmScore")), "#NUM!", says("mmScore", "second", below("mmScore")));
    fails(() => handicap("1k", "2k", "1d", beyond("handicap")), "#NUM!", says("handicap", "correction", 10));
    fails(() => handicap("1k", "2k", "1d", 1, beyond("handicap")), "#NUM!", says("handicap", "ceiling", 10));
    // P13: scores above the threshold 1d (MMS 30) count as it: 200 and 40 are both 1d, even
    expect(handicap(BOUNDS.mmScore.max, 40)).toBe(0);
  });
});
