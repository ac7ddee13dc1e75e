/**
 * P41 in the slow suite (CI runs it): 29 remote-* tournaments with STS and SOSTS as their second
 * and third placement criteria, with and without virtual scores (og351-jar/sts-costs.csv,
 * sts-pairs.csv, SOURCES.txt), against OpenGotha 3.51.02's jar: 330 rounds.
 */
import { jarRounds } from "./og-jar-rounds";

describe("P41: the archive's files placed by STS and SOSTS, against the jar", () => {
  // 45 rounds where the optimum is not unique: other pairs, the jar's total (og-jar-rounds.ts)
  jarRounds("sts-costs.csv", "sts-pairs.csv", 45, (dir) => dir.includes("/"));
});
