/**
 * P31: a crosstable of the common model pairs as OpenGotha pairs the file it came from. The
 * OpenGotha fixtures (their games are OpenGotha 3.52.03's own pairings, SOURCES.txt) read by
 * the crosstable reader and mapped by `ogTournamentOf` with the file's parameter sets give
 * exactly the pairing of the pairing reader's tournament: same pairs, colours, handicaps, bye
 * and total cost, every round.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ogTournamentOf } from "../../../src/core/engines/og-crosstable";
import { fromOgRank, goRank, toOgRank } from "../../../src/core/go/rank";
import { ogPairRound } from "../../../src/core/pairing/opengotha";
import type { OgTournament } from "../../../src/core/pairing/opengotha-model";
import type { Tournament } from "../../../src/core/tournament/model";
import { readOpenGotha } from "../../../src/formats/opengotha";
import { readOpenGothaPairing } from "../../../src/formats/opengotha-pairing";
import { readSheetCrosstable } from "../../../src/formats/sheet-crosstable";

const ROOT = join(__dirname, "../../fixtures/pairing");

function both(dir: string): { og: OgTournament; model: Tournament } {
  const bytes = readFileSync(join(ROOT, dir, "input.xml"));
  return { og: readOpenGothaPairing(bytes), model: readOpenGotha(bytes).tournament };
}

const names = (t: OgTournament, r: ReturnType<typeof ogPairRound>): string[] =>
  r.pairs.map((p) => `${t.players[p.white]?.name}|${t.players[p.black]?.name}|${p.handicap}`).sort();

describe("ogTournamentOf (P31)", () => {
  test.each([
    ["og352-weights-simplemm", "mcmahon"],
    ["og352-weights-notsimplemm", "mcmahon"],
    ["og352-weights-toulouse2024", "mcmahon"],
    ["og352-weights-notsosimpleswiss", "swiss"],
  ] as const)("%s: every round pairs as the OpenGotha file does", (dir, system) => {
    const { og, model } = both(dir);
    const rounds = Math.min(model.rounds, og.general.numberOfRounds);
    for (let k = 0; k < rounds; k++) {
      // The file's players not participating in round k: on a sheet, their cells say so.
      const mapped = ogTournamentOf(
        model,
        k,
        { system, handicap: og.handicap, pairing: og.pairing, placement: og.placement },
        (i) => og.players[i]?.participating[k] === false,
      );
      const fromModel = ogPairRound(
        { ...mapped, general: { ...mapped.general, roundDown: og.general.roundDown } },
        k,
      );
      const fromFile = ogPairRound(og, k);
      expect([k, fromModel.cost]).toEqual([k, fromFile.cost]);
      expect(names(mapped, fromModel)).toEqual(names(og, fromFile));
      expect(fromModel.bye === null ? null : mapped.players[fromModel.bye]?.name).toBe(
        fromFile.bye === null ? null : og.players[fromFile.bye]?.name,
      );
    }
  });

  const sheet = (rows: (string | number)[][]): Tournament =>
    readSheetCrosstable([["No", "Name", "Rank", "Rating", "R1", "R2"], ...rows]).tournament;

  test("an unknown result of an earlier round is OpenGotha's RESULT_UNKNOWN (D56: the callers refuse it first)", () => {
    const t = sheet([
      [1, "Ann", "3k", "", "2?/w0", ""],
      [2, "Bob", "4k", "", "1?/b0", ""],
    ]);
    expect(ogTournamentOf(t, 1, { system: "mcmahon" }).games).toMatchObject([
      { round: 0, white: 0, black: 1, result: "unknown" },
    ]);
    // Round 1 itself pairs: its own cells are not earlier results.
    expect(ogTournamentOf(t, 0, { system: "mcmahon" }).players).toHaveLength(2);
  });

  test("McMahon needs a rank; Swiss counts a player without one as 30k", () => {
    const t = sheet([
      [1, "Ann", "", "", "", ""],
      [2, "Bob", "4k", "", "", ""],
    ]);
    expect(() => ogTournamentOf(t, 0, { system: "mcmahon" })).toThrow("Ann: no Go rank");
    expect(ogTournamentOf(t, 0, { system: "swiss" }).players.map((p) => toOgRank(p.rank))).toEqual([-30, -4]);
  });

  test("D125: as many rounds as the crosstable, the round paired and the sheet's round columns", () => {
    const t = sheet([
      [1, "Ann", "3k", "", "2+/w0", ""],
      [2, "Bob", "4k", "", "1-/b0", ""],
    ]);
    // the crosstable has 1 round (its empty column R2 dropped); round 3 (k = 2) makes it 3
    expect(t.rounds).toBe(1);
    expect(ogTournamentOf(t, 0, { system: "mcmahon" }).general.numberOfRounds).toBe(1);
    expect(ogTournamentOf(t, 1, { system: "mcmahon" }).general.numberOfRounds).toBe(2);
    // a sheet of 5 round columns: OpenGotha's thresholds count 5 rounds (pairing-input.ts)
    const og = ogTournamentOf(t, 1, { system: "mcmahon", rounds: 5 });
    expect(og.general.numberOfRounds).toBe(5);
    // the players, games and byes beside them as without the sheet's rounds
    expect(og.byes).toEqual([null, null]);
    expect(og.games).toMatchObject([{ round: 0, white: 0, black: 1, result: "white" }]);
  });

  test("players whose cell is already filled are left out of the round", () => {
    const t = sheet([
      [1, "Ann", "3k", "", "", ""],
      [2, "Bob", "4k", "", "", ""],
      [3, "Cid", "5k", "", "", ""],
    ]);
    const og = ogTournamentOf(t, 0, { system: "mcmahon" }, (i) => i === 2);
    const r = ogPairRound(og, 0);
    expect(r.order).toEqual([0, 1]);
    expect(r.bye).toBeNull();
  });
});

describe("P48: the pairing counts McMahon scores from 30K, whatever the zero", () => {
  // OpenGotha 3.51.02's GeneralParameterSet.setGenMMZero keeps −30 whatever the file says, and
  // its handicap by MMS, bar and rank thresholds and score groups count from it: a zero moved to
  // 20k (a sheet's McMahon zero, a file's genMMZero) pairs every round as 30K does.
  test.each(["og352-weights-simplemm", "og352-weights-toulouse2024", "og352-weights-notsimplemm"])(
    "%s: the zero 20k pairs every round as the file's 30K",
    (dir) => {
      const { og, model } = both(dir);
      const rounds = Math.min(model.rounds, og.general.numberOfRounds);
      const pairsOf = (t: OgTournament, k: number): [bigint, string[]] => {
        const r = ogPairRound(t, k);
        return [r.cost, names(t, r)];
      };
      for (let k = 0; k < rounds; k++) {
        const fromFile = pairsOf(og, k);
        // the file read with another zero (OpenGotha's scale: 20k = −20)
        expect([k, ...pairsOf({ ...og, general: { ...og.general, mmZero: fromOgRank(-20) } }, k)]).toEqual([
          k,
          ...fromFile,
        ]);
        // the crosstable with the zero 20k (the model's scale: 10)
        const mapped = ogTournamentOf(
          { ...model, parameters: { ...model.parameters, mmZero: goRank(10) } },
          k,
          { system: "mcmahon", handicap: og.handicap, pairing: og.pairing, placement: og.placement },
          (i) => og.players[i]?.participating[k] === false,
        );
        expect(toOgRank(mapped.general.mmZero)).toBe(-20);
        const zero20k = { ...mapped, general: { ...mapped.general, roundDown: og.general.roundDown } };
        expect([k, ...pairsOf(zero20k, k)]).toEqual([k, ...fromFile]);
      }
    },
  );
});
