/**
 * P42 in the slow suite (CI runs it): 43 remote-* tournaments made cups (og351-jar/cup-costs.csv,
 * cup-pairs.csv, SOURCES.txt) against OpenGotha 3.51.02's jar: 192 rounds; AAAAy's 17 are in
 * opengotha-cup.test.ts.
 */
import { jarRounds } from "./og-jar-rounds";

describe("P42: the archive's files made cups, against the jar", () => {
  // 28 rounds where the optimum is not unique: other pairs, the jar's total (og-jar-rounds.ts)
  jarRounds("cup-costs.csv", "cup-pairs.csv", 28, (dir) => dir !== "remote-AAAAy/cup");
});
