/**
 * P42, cup tournaments (CPS, the cup score, as the main criterion), against OpenGotha 3.51.02's
 * jar (test/fixtures/pairing/og351-jar/cup-costs.csv, cup-pairs.csv, SOURCES.txt): the 44
 * remote-* tournaments made cups; AAAAy's 17 rounds (2^16 + 1 score groups) here, the other 192
 * rounds in opengotha-cup.slow.test.ts.
 */
import { ogPairRound, ogScores } from "../../../src/core/pairing/opengotha";
import { mainCriterion, mainScoreRange } from "../../../src/core/pairing/opengotha-state";
import { jarCsv, jarRounds, jarTournament } from "./og-jar-rounds";

const AAAAY = (dir: string): boolean => dir === "remote-AAAAy/cup";
/** AAAAy's rounds where the optimum is not unique: other pairs, the jar's total (og-jar-rounds.ts). */
const TIES = new Set([1, 2, 5, 6, 11, 12, 13].map((r) => `remote-AAAAy/cup;${r}`));

describe("P42: cups against OpenGotha 3.51.02's jar", () => {
  test("the figures: 209 rounds of 44 tournaments, 17 of them AAAAy's", () => {
    const rows = jarCsv("cup-costs.csv");
    expect([rows.length, new Set(rows.map((r) => r[0])).size]).toEqual([209, 44]);
    expect(rows.filter((r) => AAAAY(r[0] ?? ""))).toHaveLength(17);
  });

  jarRounds("cup-costs.csv", "cup-pairs.csv", TIES, AAAAY);

  test("the cup score doubles the score before and adds the round's points; groups 0 … 2^k", () => {
    const t = jarTournament("remote-AAAAy/cup");
    expect(mainCriterion(t)).toBe("CPS");
    const s = ogScores(t, 16, "3.51");
    // a doubled cup score is 2 × the one before + the round's 2 (won), 1 (jigo) or 0
    // (Tournament.fillBaseScoringInfo): for a player who played every round so far, each round's
    // step is what the round added to his wins (bye and absent points would add differently)
    const steps: string[] = [];
    const wrong: string[] = [];
    t.players.forEach((_, p) => {
      const games = s.gameOf[p] ?? [];
      for (let r = 1; r < 16 && games.slice(0, r + 1).every((g) => g >= 0); r++) {
        const step = s.crit(p, "CPS", r) - 2 * s.crit(p, "CPS", r - 1);
        steps.push(`${p};${r}`);
        if (step !== s.crit(p, "NBW", r) - s.crit(p, "NBW", r - 1)) wrong.push(`${p};${r}: ${step}`);
      }
    });
    expect([steps.length > 0, wrong]).toEqual([true, []]);
    // before round 17 (k = 16): scores 0 … 2^16, one group each
    expect([mainScoreRange(t, 16), s.numberOfGroups]).toEqual([[0, 65536], 65537]);
  });

  test("a cup past OpenGotha's 20 rounds is refused, naming the round", () => {
    const t = jarTournament("remote-AAAAy/cup");
    const long = { ...t, general: { ...t.general, numberOfRounds: 22 } };
    expect(() => ogPairRound(long, 21, "3.51")).toThrow(
      "OpenGotha pairing: a cup (CPS) is paired up to round 20, as in OpenGotha; round 22 is beyond",
    );
  });
});
