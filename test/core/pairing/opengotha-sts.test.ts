/**
 * P41, the Strasbourg score (STS) and its sum over the opponents (SOSTS), against OpenGotha
 * 3.51.02's jar (test/fixtures/pairing/og351-jar/sts-costs.csv, sts-pairs.csv, SOURCES.txt): the
 * archive history's one tournament placed by STS (SEYGO2020x2VatraDornei, 6 rounds) here; 29
 * remote-* tournaments with STS and SOSTS made their second and third criteria, with and
 * without virtual scores (330 rounds), in opengotha-sts.slow.test.ts.
 */
import { ogScores } from "../../../src/core/pairing/opengotha";
import { jarCsv, jarRounds, jarTournament } from "./og-jar-rounds";

const REAL = (dir: string): boolean => !dir.includes("/");

describe("P41: STS and SOSTS against OpenGotha 3.51.02's jar", () => {
  test("the figures: 6 rounds of SEYGO2020x2VatraDornei, 330 of 58 edited files", () => {
    const rows = jarCsv("sts-costs.csv");
    const edited = rows.filter((r) => !REAL(r[0] ?? ""));
    expect([rows.length - edited.length, edited.length, new Set(edited.map((r) => r[0])).size]).toEqual([
      6, 330, 58,
    ]);
  });

  jarRounds("sts-costs.csv", "sts-pairs.csv", new Set(), REAL);

  test("STS is MMS but for the last two rounds' bonus; SOSTS adds the opponents' STS", () => {
    // SEYGO2020x2VatraDornei: 6 rounds, bar 10K (MMS 20): before round 5 (index 3 = N − 3), a
    // player at the bar who won rounds 1–4 has MMS 24, the bonus's 30 + bar + N − 2 = 24
    const t = jarTournament("remote-SEYGO2020x2VatraDornei");
    const s = ogScores(t, 4, "3.51");
    const gaps = t.players.map((_, p) => s.crit(p, "STS") - s.crit(p, "MMS"));
    const bonus = t.players.map((_, p) => p).filter((p) => gaps[p] !== 0);
    expect(bonus.length).toBeGreaterThan(0);
    expect(bonus.every((p) => gaps[p] === 4 && s.crit(p, "MMS") === 2 * 24)).toBe(true);
    // before round 1 STS is the starting MMS, SOSTS 0
    const s0 = ogScores(t, 0, "3.51");
    expect(
      t.players.every((_, p) => s0.crit(p, "STS") === s0.crit(p, "MMS") && s0.crit(p, "SOSTS") === 0),
    ).toBe(true);
  });
});
