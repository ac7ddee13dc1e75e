/**
 * P43 in the slow suite (CI runs it): 31 remote-* tournaments with the deterministic random term
 * at 10⁹ (og351-jar/random-costs.csv, random-pairs.csv, SOURCES.txt) against OpenGotha 3.51.02's
 * jar: 169 rounds; 2020 NZ Open's 7 are in opengotha-random.test.ts.
 */
import { jarRounds } from "./og-jar-rounds";

describe("P43: the archive's files with a random term, against the jar", () => {
  // every round's games are the jar's: the random term leaves no tie
  jarRounds("random-costs.csv", "random-pairs.csv", new Set(), (dir) => dir !== "remote-2020NZOpen/rand");
});
