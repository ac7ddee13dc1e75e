/**
 * The fast suite's share of the bbpPairings replay (the whole set is bbp-replay.slow.test.ts):
 * four of the smallest committed tournaments (5–11 players), every round paired again and compared with bbpPairings
 * v6.0.0's own round (test/fixtures/dutch-bbp/SOURCES.txt).
 */
import fs from "node:fs";
import path from "node:path";
import { readTrf } from "../../../src/formats/trf";
import { replay } from "../../../scripts/dutch-replay";

const dir = path.join(__dirname, "../../fixtures/dutch-bbp");

describe("FIDE Dutch against bbpPairings v6.0.0 (four small tournaments)", () => {
  it.each(["bbp-104.trf", "bbp-125.trf", "bbp-126.trf", "bbp-130.trf"])("%s: every round identical", (f) => {
    const t = readTrf(fs.readFileSync(path.join(dir, f), "latin1")).tournament;
    const r = replay(t, "2025");
    expect(r.detail).toBe("");
    expect(r.same).toBe(t.rounds);
  });
});
