/**
 * EGC 2013's rounds 1–10 in 3.51 mode against OpenGotha 3.51.02's own jar (352–526 players a
 * round; figures in test/fixtures/pairing/og351-jar/costs.csv and pairs.csv, see its SOURCES.txt):
 * the slow suite, so that `npm test` stays fast; the other rounds of costs.csv are checked in
 * opengotha-jar.test.ts.
 */
import { FIXTURE_TIES, LARGE, jarRounds } from "./og-jar-rounds";

describe("OpenGotha 3.51 mode against OpenGotha 3.51.02's jar: EGC 2013 rounds 1–10", () => {
  jarRounds("costs.csv", "pairs.csv", FIXTURE_TIES, LARGE);
});
