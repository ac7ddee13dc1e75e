/**
 * The games whose result is not known or is contested (D53) and the tournament without their
 * results (D54, D55), on crosstables written in the cell grammar (`2+/w`: against row 2, White,
 * won; `2?/w`: result unknown).
 */
import { ratedGames } from "../../../src/core/tournament/model";
import { standings } from "../../../src/core/tournament/standings";
import { unsettledGames, withoutResults } from "../../../src/core/tournament/unsettled";
import { english } from "../../../src/i18n/table";
import { crosstable } from "./helpers";

/** Four players, two rounds; round 2's game between rows 1 and 2 is given by `a` and `b`. */
const withRound2 = (a: string, b: string) =>
  crosstable([
    ["Kis Anna", "1d", 2100, "3+/w", a],
    ["Nagy Béla", "2k", 1900, "4-/b", b],
    ["Tóth Csaba", "3k", 1800, "1-/b", "4+/w"],
    ["Varga Dóra", "4k", 1700, "2+/w", "3-/b"],
  ]);

describe("unsettled games (D53)", () => {
  it("a complete crosstable has none", () => {
    expect(unsettledGames(withRound2("2+/w", "1-/b"))).toEqual([]);
  });

  it.each([
    ["2?/w", "1?/b", "unknown", null, null, "Round 2, Kis Anna (1) – Nagy Béla (2): the result is not known"],
    [
      "2?/w",
      "1-/b",
      "half-known",
      null,
      0,
      "Round 2, Kis Anna (1) – Nagy Béla (2): only Nagy Béla (2) gives a result (0); Kis Anna (1)'s is not known",
    ],
    ["2+/w", "1+/b", "contradictory", 2, 2, "Round 2, Kis Anna (1) – Nagy Béla (2): both claim the win"],
    ["2-/w", "1-/b", "contradictory", 0, 0, "Round 2, Kis Anna (1) – Nagy Béla (2): both are given the loss"],
  ] as const)("%s against %s: %s", (a, b, kind, firstScore, secondScore, text) => {
    const games = unsettledGames(withRound2(a, b));
    expect(games).toHaveLength(1);
    const [g] = games;
    if (g === undefined) return;
    expect({ kind: g.kind, round: g.round, first: g.first, second: g.second }).toEqual({
      kind,
      round: 2,
      first: 0,
      second: 1,
    });
    expect([g.firstScore, g.secondScore]).toEqual([firstScore, secondScore]);
    expect(english(g.text)).toBe(text);
  });

  it("a game only one player lists is one-sided, from the side that lists it", () => {
    // row 2 lists round 2 against row 4 (who lists row 3): rows 1 and 2 each list a one-sided game
    const t = withRound2("2+/w", "4-/b");
    const found = unsettledGames(t).map((g) => [g.kind, g.first + 1, g.second + 1]);
    expect(found).toEqual([
      ["one-sided", 1, 2],
      ["one-sided", 2, 4],
    ]);
  });

  it("a both-win in a file that writes each game once is the director's ruling, not a contradiction", () => {
    const t = { ...withRound2("2+/w", "1+/b"), format: "opengotha" as const };
    expect(unsettledGames(t)).toEqual([]);
  });
});

describe("the tournament without their results (D54, D55)", () => {
  it("rates neither side of a contested game: the rated games are the other three", () => {
    // before: 4 rated games, the both-win among them from row 1's side
    const t = withRound2("2+/w", "1+/b");
    expect(ratedGames(t)).toHaveLength(4);
    const settled = withoutResults(t, unsettledGames(t));
    expect(ratedGames(settled).map((g) => [g.round, g.first + 1, g.second + 1])).toEqual([
      [1, 1, 3],
      [1, 4, 2],
      [2, 3, 4],
    ]);
  });

  it("the standings give neither player the point of a contested game; the opponents stay opponents", () => {
    const t = withRound2("2+/w", "1+/b");
    const s = standings(withoutResults(t, unsettledGames(t)), { criteria: ["points", "sos"] });
    const of = (i: number) => s.rows.find((r) => r.player === i);
    // Kis Anna: won round 1 (1 point) and round 2 unknown (0): 1 point, as Nagy Béla's 0 + 0
    expect(of(0)?.values.points).toBe(1);
    expect(of(1)?.values.points).toBe(0);
    // SOS (McMahon scores, D21) still counts the round-2 opponent: Tóth 3k (27) + 1 win = 28,
    // Nagy 2k (28) + 0 wins = 28: Kis Anna's SOS 56
    expect(of(0)?.values.sos).toBe(56);
  });

  it("a one-sided listing clears the listing side only: the opponent's own game of the round stays", () => {
    const t = withRound2("2+/w", "4-/b");
    const settled = withoutResults(t, unsettledGames(t));
    expect(settled.players[0]?.results[1]).toMatchObject({ kind: "game", opponent: 1, score: null });
    expect(settled.players[3]?.results[1]).toMatchObject({ kind: "game", opponent: 2, score: 0 });
  });

  it("nothing unsettled: the same tournament", () => {
    const t = withRound2("2+/w", "1-/b");
    expect(withoutResults(t, [])).toBe(t);
  });
});
