/**
 * D418: the 6 files committed of a third draw of OpenGotha's repository (seed 90317,
 * test/fixtures/pairing/og351-jar/SOURCES.txt): every round played and the next one against
 * OpenGotha 3.51.02's jar (unseengo-costs.csv, unseengo-pairs.csv), 36 rounds, the jar's total
 * cost, bye and number of players paired in every one; its games in 32, in the other 4 another
 * pairing of the same total (the jar's games cost that total under our costs, og-jar-rounds.ts).
 */
import { jarCsv, jarRounds } from "./og-jar-rounds";

test("the figures: 36 rounds of 6 tournaments", () => {
  const rows = jarCsv("unseengo-costs.csv");
  expect([rows.length, new Set(rows.map((r) => r[0])).size]).toEqual([36, 6]);
});

/** The rounds paired otherwise than the jar at its total (the optimum is not unique there). */
const TIES = new Set(["repo-NW2019;5", "repo-TeamEGC2013;1", "repo-TeamEGC2013;3", "repo-TeamEGC2013;4"]);

jarRounds("unseengo-costs.csv", "unseengo-pairs.csv", TIES);
