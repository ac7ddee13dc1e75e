/**
 * D474: a TRF team event is neither paired nor checked by the Dutch engine, which pairs players:
 * its rounds pair teams, so every round would be another event's. bbpPairings v6.0.0 refuses the
 * same files ("Invalid line (team tournaments are not supported)" at the first `310` record,
 * `bbpPairings.exe --dutch input.trf -c` on test/fixtures/trf-echecs-grandmommyscup/input.trf and
 * trf-echecs-trf26-team/input.trf, 30 November 2026).
 */
import { join } from "node:path";
import { run } from "./fake-io";

const FIXTURES = join(__dirname, "../fixtures");

describe.each(["trf-echecs-grandmommyscup", "trf-echecs-trf26-team"])("%s", (name) => {
  const file = join(FIXTURES, name, "input.trf");

  test.each([
    ["--check", ["--check"]],
    ["--round 2", ["--round", "2"]],
  ])("pair %s is refused, saying what to do", async (_, more) => {
    const r = await run(["pair", file, "--engine", "dutch", ...more]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toContain(
      `${file}: a team event (its team records, 310 or 013): the Dutch engine pairs players one by one`,
    );
    expect(r.stderr).toContain("pair and check the teams' rounds with a team pairing program");
  });
});
