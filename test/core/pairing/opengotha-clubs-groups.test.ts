/**
 * P39, clubs groups, against OpenGotha 3.51.02's jar (test/fixtures/pairing/og351-jar,
 * SOURCES.txt): the remote-* tournaments with five clubs or more, given the clubs groups of
 * clubs-groups.csv (og-jar-rounds.ts, `FOLDER/clubs`); every pair's cost of three rounds
 * (clubs-pair-costs.csv) and the 10 rounds of three files with clubs groups of their own (LRA
 * 2020, ChallengeLRA1Gre, TIGGRE2020: older snapshots of the archive) here, the 88 rounds in
 * opengotha-clubs-groups.slow.test.ts.
 */
import { ogCost, ogRoundState } from "../../../src/core/pairing/opengotha";
import { CLUBS_EDITED as EDITED, jarCsv, jarPairCosts, jarRounds, jarTournament } from "./og-jar-rounds";

describe("P39: clubs groups against OpenGotha 3.51.02's jar", () => {
  test("the figures: 19 tournaments' groups, 88 rounds; 10 rounds of 3 files with groups; 739 pairs' costs", () => {
    expect(new Set(jarCsv("clubs-groups.csv").map((r) => r[0])).size).toBe(19);
    const rows = jarCsv("clubs-costs.csv");
    expect([rows.filter((r) => EDITED(r[0] ?? "")).length, rows.length]).toEqual([88, 98]);
    expect(jarCsv("clubs-pair-costs.csv")).toHaveLength(739);
  });

  // ChallengeLRA1Gre's round 1: other pairs at the jar's total (og-jar-rounds.ts)
  jarRounds("clubs-costs.csv", "clubs-pairs.csv", new Set(["remote-ChallengeLRA1Gre;1"]), (d) => !EDITED(d));

  test("every pair's cost of three rounds equals the jar's; some pairs share a group, not a club", () => {
    let grouped = 0;
    const wrong = jarPairCosts("clubs-pair-costs.csv", (s, p1, p2) => {
      const g1 = s.pre.clubGroups[p1];
      const g2 = s.pre.clubGroups[p2];
      if (s.pre.club[p1] !== s.pre.club[p2] && g1?.some((g) => g2?.includes(g))) grouped++;
    });
    expect(wrong).toEqual([]);
    expect(grouped).toBeGreaterThan(0);
  });

  test("a group named as an earlier one is not read; a club name is compared whole, in lower case", () => {
    // CDFFSuisseCat: G1 (13Ma, 92An), G2 (31BA, 38Gr, 31To), G3 (13Maxyz, 31Ba), G1 again (67SE, 56Lo)
    const t = jarTournament("remote-CDFFSuisseCat/clubs");
    expect(t.clubsGroups?.map((g) => g.join("|"))).toEqual([
      "13Ma|92An",
      "31BA|38Gr|31To",
      "13Maxyz|31Ba",
      "76Ha|69Ly|92An",
    ]);
    const s = ogRoundState(t, 0, "3.51");
    const club = (c: string): number => t.players.findIndex((p) => p.club === c);
    const groups = (c: string): number[] | null => s.pre.clubGroups[club(c)] ?? null;
    // 31Ba is in G2 (as 31BA) and G3; 13Ma in G1 only (13Maxyz is not 13Ma); 67SE in none
    expect([groups("31Ba"), groups("13Ma"), groups("67SE")]).toEqual([[1, 2], [0], null]);
  });

  test("two clubs of one group count as half a common club: the geography term between them", () => {
    const t = jarTournament("remote-CDFFSuisseCat/clubs");
    const s = ogRoundState(t, 0, "3.51");
    const plain = ogRoundState({ ...t, clubsGroups: [] }, 0, "3.51");
    const a = t.players.findIndex((p) => p.club === "13Ma");
    const b = t.players.findIndex((p) => p.club === "92An");
    // OpenGotha's clubRatio: factor / 2 / groups in one group, factor · 1.2 / groups otherwise
    expect(ogCost(s, a, b).geography).toBeLessThan(ogCost(plain, a, b).geography);
  });
});
