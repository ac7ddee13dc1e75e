/**
 * Every round of the tournaments bbpPairings v6.0.0 generated (test/fixtures/dutch-bbp,
 * SOURCES.txt: its command line and seed for each) paired again from the rounds before it: the
 * engine's pairs, colours and bye are bbpPairings' own (issue 28's verification, C.04.3 2025).
 * bbp-103 is the tournament whose round 10 bbpPairings found no valid pairing for: the engine
 * must refuse it too.
 */
import fs from "node:fs";
import path from "node:path";
import { readTrf } from "../../../src/formats/trf";
import { engineRound, replay } from "../../../scripts/dutch-replay";

const dir = path.join(__dirname, "../../fixtures/dutch-bbp");
const files = fs
  .readdirSync(dir)
  .filter((f) => f.startsWith("bbp-") && f.endsWith(".trf"))
  .sort();

describe("FIDE Dutch against bbpPairings v6.0.0", () => {
  it("has the committed tournaments", () => {
    expect(files.length).toBeGreaterThanOrEqual(30);
  });

  it.each(files)("%s: every round identical", (f) => {
    const t = readTrf(fs.readFileSync(path.join(dir, f), "latin1")).tournament;
    const r = replay(t, "2025");
    expect(r.detail).toBe("");
    expect(r.same).toBe(t.rounds);
  });

  it("bbp-103: round 10 has no valid pairing, as bbpPairings says", () => {
    const t = readTrf(fs.readFileSync(path.join(dir, "bbp-103.trf"), "latin1")).tournament;
    expect(() => engineRound(t, 10, "2025")).toThrow(/round 10 cannot be paired/);
  });
});
