/**
 * The hostile inputs of test/formats/hostile.test.ts that are megabytes generated per run (the
 * slow suite, `npm run test:slow`): a declared count is never a size to allocate (class 1), and
 * nesting never overflows the stack.
 */
import { readFileSync } from "fs";
import { join } from "path";
import { readMacMahon } from "../../src/formats/macmahon";

const FIXTURES = join(__dirname, "../fixtures");

describe("class 1: a declared count is never a size to allocate", () => {
  it("MacMahon: 200,000 <Round> elements (1.6 MB) do not overflow the stack", () => {
    const base = readFileSync(join(FIXTURES, "macmahon-sample-tournament", "input.xml"), "utf8");
    const r = readMacMahon(base.replace("<Roundlist>", `<Roundlist>${"<Round/>".repeat(200_000)}`));
    expect(r.tournament.players.length).toBeGreaterThan(0);
    expect(r.tournament.rounds).toBe(2); // the fixture's 2 rounds; the empty ones add nothing
    expect(r.diagnostics[0]?.message).toMatch(
      /^MacMahon line \d+, column \d+: <RoundNumber><\/RoundNumber> is not a round/,
    );
  });
});
