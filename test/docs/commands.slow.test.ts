/**
 * The documented command lines that read an EGC-size fixture (594–760 players), which npm test
 * leaves out (commands.test.ts runs every other line, with the same body).
 */
import { named, readsLargeFixture, runs, runsAsDocumented } from "./documented-commands";

describe("the documented command lines on the EGC-size fixtures", () => {
  it("are the README's examples that read EGC 2013", () => {
    // README.md's block under "The command line": rate, standings ×3, convert and season read EGC 2013
    expect(runs.filter(readsLargeFixture).length).toBeGreaterThanOrEqual(6);
  });

  it.each(named(runs.filter(readsLargeFixture)))("%s", runsAsDocumented);
});
