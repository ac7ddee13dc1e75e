/**
 * The fast suite's share of the 2017 text's replay (the whole set is bbp-2017-replay.slow.test.ts):
 * four of the smallest committed tournaments bbpPairings v5.0.1 generated (19–26 players), every
 * round paired again by the 2017 text and compared with bbpPairings v5.0.1's own round
 * (test/fixtures/dutch-bbp-2017/SOURCES.txt, D273); and two rounds the 2025 text pairs otherwise,
 * so that each text's declaration is seen to matter.
 */
import fs from "node:fs";
import path from "node:path";
import { readTrf } from "../../../src/formats/trf";
import { engineRound, fileRound, replay } from "../../../scripts/dutch-replay";

const dir = path.join(__dirname, "../../fixtures/dutch-bbp-2017");
const read = (f: string) => readTrf(fs.readFileSync(path.join(dir, f), "latin1")).tournament;

describe("FIDE Dutch, the 2017 text, against bbpPairings v5.0.1 (four small tournaments)", () => {
  it.each(["bbp-106.trf", "bbp-110.trf", "bbp-113.trf", "bbp-118.trf"])("%s: every round identical", (f) => {
    const t = read(f);
    const r = replay(t, "2017");
    expect(r.detail).toBe("");
    expect(r.same).toBe(t.rounds);
  });

  // bbp-106 round 5: bbpPairings v5.0.1 gives the bye to 23 and pairs 20-25, 19-21; the 2025
  // text (bbpPairings v6.0.0's rules, weights.ts) gives it to 20
  it("bbp-106 round 5: the 2017 text's bye (23), not the 2025 text's (20)", () => {
    const t = read("bbp-106.trf");
    expect(engineRound(t, 5, "2017")).toEqual(fileRound(t, 5));
    expect(fileRound(t, 5)).toContain("bye 23");
    expect(engineRound(t, 5, "2025")).toContain("bye 20");
  });

  // bbp-110 round 5: bbpPairings v5.0.1 pairs 10-4 and 7-11, the 2025 text 10-11 and 7-4
  it("bbp-110 round 5: the 2017 text's pairs (10-4, 7-11), not the 2025 text's", () => {
    const t = read("bbp-110.trf");
    expect(engineRound(t, 5, "2017")).toEqual(fileRound(t, 5));
    expect(fileRound(t, 5)).toEqual(expect.arrayContaining(["10-4", "7-11"]));
    expect(engineRound(t, 5, "2025")).toEqual(expect.arrayContaining(["10-11", "7-4"]));
  });
});
