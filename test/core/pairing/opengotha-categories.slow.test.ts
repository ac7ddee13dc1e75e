/**
 * P37 in the slow suite (CI runs it), against OpenGotha 3.51.02's jar
 * (test/fixtures/pairing/og351-jar, SOURCES.txt): the 32 remote-* tournaments edited to have
 * three categories, and two categories with CAT as the first placement criterion (352 rounds,
 * categories-edit-costs.csv); malavasi (over 600 players, the split of P19 by category) as it is
 * (P38: pairgoth's bye wrapper) and in both edits (large-costs.csv).
 */
import { jarCsv, jarRounds } from "./og-jar-rounds";

describe("P37: the archive's files with categories added, against the jar", () => {
  test("the figures: 352 rounds, 64 edited tournaments; 8 malavasi rounds", () => {
    const rows = jarCsv("categories-edit-costs.csv");
    expect([rows.length, new Set(rows.map((r) => r[0])).size]).toEqual([352, 64]);
    expect(jarCsv("large-costs.csv")).toHaveLength(8);
  });

  // 72 rounds where the optimum is not unique: other pairs, the jar's total (og-jar-rounds.ts)
  jarRounds("categories-edit-costs.csv", "categories-edit-pairs.csv", 72);
  jarRounds("large-costs.csv", "large-pairs.csv", 8);
});
