/**
 * P39 in the slow suite (CI runs it): 88 rounds of the remote-* tournaments with clubs groups
 * added (og351-jar/clubs-costs.csv, clubs-pairs.csv, SOURCES.txt) against OpenGotha 3.51.02's jar.
 */
import { CLUBS_EDITED, jarRounds } from "./og-jar-rounds";

describe("P39: the archive's files with clubs groups added, against the jar", () => {
  // 13 rounds where the optimum is not unique: other pairs, the jar's total (og-jar-rounds.ts)
  jarRounds("clubs-costs.csv", "clubs-pairs.csv", 13, CLUBS_EDITED);
});
