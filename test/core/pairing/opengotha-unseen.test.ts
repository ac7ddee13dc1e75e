/**
 * D378: a second draw of OpenGotha's remote/ archive, 40 tournaments not used before (seed 61207,
 * test/fixtures/pairing/og351-jar/SOURCES.txt), of which the 33 with games and a pairing
 * OpenGotha can repeat: every round against OpenGotha 3.51.02's jar (unseen-costs.csv,
 * unseen-pairs.csv), 136 rounds, the jar's total cost, bye and number of players paired in every
 * one; its games in 109, in the other 27 another pairing of the same total. npm test pairs each
 * file's round 1 and those 27, the slow suite the rest (opengotha-unseen.slow.test.ts).
 */
import { jarCsv, jarRounds } from "./og-jar-rounds";
import { UNSEEN_SAMPLE, UNSEEN_TIES } from "./opengotha-remote-rounds";

test("the figures: 136 rounds of 33 tournaments", () => {
  const rows = jarCsv("unseen-costs.csv");
  expect([rows.length, new Set(rows.map((r) => r[0])).size]).toEqual([136, 33]);
});

jarRounds("unseen-costs.csv", "unseen-pairs.csv", UNSEEN_TIES, UNSEEN_SAMPLE);
