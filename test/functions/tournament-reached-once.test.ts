/**
 * TOURNAMENT.MGSZ's `reached_once` (D170): the thresholds each player has reached once before,
 * one column aligned with the crosstable. RULES §1.4's example 2: 1d at 2000; 2035, 2055 (2d's
 * 2050 reached once), 2040, then 2075 → 2d. The crosstable is that example's fourth tournament
 * (the season's generated one: one game taking the 1d from 2040 to 2075).
 */
import { formatCell } from "../../src/formats/cell";
import * as tournament from "../../src/functions/tournament";
import { gameFor, tournament as generated } from "../core/season/season-helpers";
import { fails } from "./fails";

const HERO = { name: "Hero", pin: "10001", rank: "1d" };
const g = gameFor(2040, 35); // 2040 → 2075
const T = generated(4, HERO, [{ rank: g.opponent, score: g.score }]);

/** Number, name, rank, rating before (the guest's blank: from his rank), then the cells. */
const CROSSTABLE: (string | number | null)[][] = [
  ["No", "Name", "Rank", "Rating", "R1"],
  ...T.players.map((p, i) => [
    i + 1,
    p.name,
    p.rank ?? "",
    i === 0 ? 2040 : null,
    ...p.results.map((e) => formatCell(e.kind === "game" ? { ...e, opponent: e.opponent + 1 } : e)),
  ]),
];

/** The hero's rating and rank after, found in the spill by its header. */
function heroAfter(spill: unknown[][]): { rating: unknown; rank: unknown } {
  const header = spill[0] as string[];
  const row = spill[1] as unknown[];
  return { rating: row[header.indexOf("Rating after")], rank: row[header.indexOf("Rank after")] };
}

const rated = (reachedOnce?: (string | null)[][]) =>
  tournament.mgsz(CROSSTABLE, g.multiplier, null, undefined, undefined, reachedOnce);

describe("TOURNAMENT.MGSZ's reached_once (D170): RULES §1.4's example 2, fourth tournament", () => {
  it("with 2d reached once (at 2055), 2075 gives 2d: the second time", () => {
    expect(heroAfter(rated([["Reached once"], ["2d"], [null]]))).toEqual({ rating: 2075, rank: "2d" });
  });

  it("without it, 2075 is 2d's first time: 1d (the example's rank after its second tournament)", () => {
    expect(heroAfter(rated())).toEqual({ rating: 2075, rank: "1d" });
    expect(heroAfter(rated([[null], [null], [null]]))).toEqual({ rating: 2075, rank: "1d" });
  });

  it("takes several ranks apart by semicolons, commas or spaces, one aligned with the players too", () => {
    for (const cell of ["1d;2d", "1d, 2d", "2 dan", "1 dan; 2 dan"]) {
      expect(heroAfter(rated([[cell], [null]]))).toEqual({ rating: 2075, rank: "2d" });
    }
  });

  it("a threshold not above the player's rank counts for nothing: 1d reached once, 2075 is still 2d's first", () => {
    expect(heroAfter(rated([["1d"], [null]]))).toEqual({ rating: 2075, rank: "1d" });
  });

  it("refuses a word that is no rank, naming its cell, never dropping it", () => {
    fails(() => rated([["Reached once"], ["2d;2x"], [null]]), "#VALUE!", /reached_once\[2\]/);
  });

  it("refuses a range of two columns and a column of another length, saying what it expects", () => {
    fails(
      () =>
        rated([
          ["2d", "1d"],
          [null, null],
          [null, null],
        ]),
      "#VALUE!",
      /one column of ranks reached once/,
    );
    fails(() => rated([["2d"], [null], [null], [null]]), "#VALUE!", /reached_once/);
  });
});
