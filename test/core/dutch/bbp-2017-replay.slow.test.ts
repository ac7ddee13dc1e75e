/**
 * Every round of the tournaments bbpPairings v5.0.1 generated (test/fixtures/dutch-bbp-2017,
 * SOURCES.txt: its command line and seed for each) paired again by the 2017 text of C.04.3 from
 * the rounds before it: the engine's pairs, colours and bye are bbpPairings v5.0.1's own (D273).
 * bbp-103 and bbp-104 are the tournaments whose round 10 and round 5 bbpPairings found no valid
 * pairing for: the engine must refuse them too.
 */
import fs from "node:fs";
import path from "node:path";
import { readTrf } from "../../../src/formats/trf";
import { engineRound, replay } from "../../../scripts/dutch-replay";

const dir = path.join(__dirname, "../../fixtures/dutch-bbp-2017");
const files = fs
  .readdirSync(dir)
  .filter((f) => f.startsWith("bbp-") && f.endsWith(".trf"))
  .sort();
const read = (f: string) => readTrf(fs.readFileSync(path.join(dir, f), "latin1")).tournament;

describe("FIDE Dutch, the 2017 text, against bbpPairings v5.0.1", () => {
  it("has the committed tournaments", () => {
    expect(files.length).toBeGreaterThanOrEqual(20);
  });

  it.each(files)("%s: every round identical", (f) => {
    const t = read(f);
    const r = replay(t, "2017");
    expect(r.detail).toBe("");
    expect(r.same).toBe(t.rounds);
  });

  it.each([
    ["bbp-103.trf", 10],
    ["bbp-104.trf", 5],
  ])("%s: round %i has no valid pairing, as bbpPairings v5.0.1 says", (f, k) => {
    expect(() => engineRound(read(f), k, "2017")).toThrow(new RegExp(`round ${k} cannot be paired`));
  });
});
