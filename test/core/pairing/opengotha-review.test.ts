/**
 * D279: 24 files of OpenGotha's remote/ archive not used before, drawn at random (seed 28340)
 * from the tournaments of its latest snapshot that no fixture held, every round of each against
 * OpenGotha 3.51.02's jar (test/fixtures/pairing/og351-jar/review-costs.csv, review-pairs.csv,
 * the files in og351-jar/remote-*, SOURCES.txt): 75 rounds, the jar's total cost, bye and
 * number of players paired in every one; its games in 57, in the other 18 another pairing of
 * the same total. npm test pairs each file's round 1 and those 18, the slow suite the rest
 * (opengotha-review.slow.test.ts).
 */
import { jarCsv, jarRounds } from "./og-jar-rounds";
import { REVIEW_SAMPLE, REVIEW_TIES } from "./opengotha-remote-rounds";

test("the figures: 75 rounds of 24 tournaments", () => {
  const rows = jarCsv("review-costs.csv");
  expect([rows.length, new Set(rows.map((r) => r[0])).size]).toEqual([75, 24]);
});

jarRounds("review-costs.csv", "review-pairs.csv", REVIEW_TIES, REVIEW_SAMPLE);
