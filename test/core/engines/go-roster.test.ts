/**
 * D127: the pairing reads its players, games and byes from the common tournament, through one
 * function (`goRoster`); an OpenGotha file's model carries what its pairing reads otherwise than
 * its crosstable, filled by the one reader (`Player.paired`, `Tournament.pairedRounds`).
 */
import { readFileSync } from "fs";
import { join } from "path";
import { goRoster } from "../../../src/core/engines/og-crosstable";
import { LOWEST_RANK } from "../../../src/core/go/rank";
import { readOpenGotha } from "../../../src/formats/opengotha";
import { readOpenGothaPairing } from "../../../src/formats/opengotha-pairing";
import { readSheetCrosstable } from "../../../src/formats/sheet-crosstable";

const FIXTURES = join(__dirname, "../../fixtures");
const bytes = (path: string): Buffer => readFileSync(join(FIXTURES, path));

describe("D127: one tournament model that the pairing reads", () => {
  test("AVG11 (opengotha-rating-7800/SOURCES.txt): 99K is no rank to the crosstable, 30k to the pairing; -7800 reads -900 in both", () => {
    const t = readOpenGotha(bytes("opengotha-rating-7800/input.xml")).tournament;
    const azuaje = t.players.find((p) => p.name === "Azuaje");
    expect(azuaje?.rank).toBeUndefined();
    expect(azuaje?.rating).toBe(-900);
    expect(azuaje?.paired).toMatchObject({ name: "Azuaje", rank: LOWEST_RANK, rating: -900, final: true });
  });

  test("round3 (D71): the model keeps every game of the file, the rows one per player and round", () => {
    const t = readOpenGotha(bytes("opengotha-parity-twice-round3-self/input.xml")).tournament;
    // the file's 23 <Game> elements, 5 of them player 1745 against himself in round 2
    expect(t.pairedRounds?.games).toHaveLength(23);
    const self = (t.pairedRounds?.games ?? []).filter((g) => g.white === g.black);
    expect(self.map((g) => [t.players[g.white]?.name, g.round])).toEqual(Array(5).fill(["1745", 1]));
    // his row keeps one entry of round 2, saying he is paired 12 times there
    const row = t.players[self[0]?.white ?? -1]?.results[1];
    expect(row).toMatchObject({ kind: "game", opponent: self[0]?.white, several: { times: 12 } });
    // the roster is the model's
    const roster = goRoster(t);
    expect(roster.games).toBe(t.pairedRounds?.games);
    expect(roster.players.map((p, i) => p === t.players[i]?.paired)).not.toContain(false);
  });

  test("malavasi (pairing/og-malavasi-geobug/SOURCES.txt): names, club as written; participation of the rounds not yet played", () => {
    const t = readOpenGotha(bytes("pairing/og-malavasi-geobug/input.xml")).tournament;
    const ghetu = t.players.find((p) => p.name === "Ghetu" && p.firstName === "George Cristian");
    // the crosstable trims, the pairing keeps the spaces (P38); participating="11111110001111111111"
    expect([ghetu?.firstName, ghetu?.paired?.name, ghetu?.paired?.firstName]).toEqual([
      "George Cristian",
      "Ghetu ",
      "George Cristian ",
    ]);
    // every round of the file's numberOfRounds="10", those the crosstable has not yet played too
    expect(t.rounds).toBeLessThan(8);
    expect(ghetu?.paired?.participating).toEqual([...Array<boolean>(7).fill(true), false, false, false]);
    expect(goRoster(t).players.length).toBe(t.players.length);
    expect(readOpenGothaPairing(bytes("pairing/og-malavasi-geobug/input.xml")).players).toEqual(
      t.players.map((p) => p.paired),
    );
  });

  test("a crosstable without its pairing's reading is paired at a round, from its rows", () => {
    const t = readSheetCrosstable([
      ["No", "Name", "Rank", "Rating", "R1"],
      [1, "Ann", "3k", 1800, "2+w"],
      [2, "Bob", "5k", 1600, "1-b"],
    ]).tournament;
    expect(() => goRoster(t)).toThrow("goRoster");
    const roster = goRoster(t, { k: 1, system: "mcmahon" });
    expect(roster.games).toMatchObject([{ round: 0, white: 0, black: 1, result: "white" }]);
    expect(roster.byes).toEqual([null, null]);
  });
});
