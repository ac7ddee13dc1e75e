/**
 * The tournaments of the run at scale (D313: test/fixtures/dutch-bbp and dutch-bbp-2017, seeds
 * 200001 on, their SOURCES.txt) paired through our own files, as `dutch-replay --check` pairs
 * them (D311): each round written by `rating-officer pair --engine dutch --out` into the file the
 * next round is paired from, bbpPairings' results entered. Every round must be bbpPairings' own
 * (its release of the text, D273), a round it found no valid pairing for refused, and the last
 * file bbpPairings' own cut to the same rounds, byte for byte (D275, D310) — the file its checker
 * found nothing in when the run was made. Those of at most 60 players: the larger ones are
 * replayed from their rounds by bbp-replay.slow.test.ts and bbp-2017-replay.slow.test.ts.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { readTrf } from "../../../src/formats/trf";
import { type DutchRules } from "../../../src/core/dutch/model";
import { checkedReplay } from "../../../scripts/dutch-replay";

const folders: readonly [DutchRules, string][] = [
  ["2025", "dutch-bbp"],
  ["2017", "dutch-bbp-2017"],
];
const cases = folders.flatMap(([rules, folder]) => {
  const dir = path.join(__dirname, "../../fixtures", folder);
  return fs
    .readdirSync(dir)
    .filter((f) => /^bbp-2\d{5}\.trf$/.test(f))
    .map((f) => ({ rules, file: path.join(dir, f), name: `${folder}/${f}` }))
    .filter((c) => readTrf(fs.readFileSync(c.file, "latin1")).tournament.players.length <= 60);
});

describe("bbpPairings' tournaments of the run at scale, paired through our written files (D311)", () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "bbp-written-"));
  afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

  it("has the run's small tournaments of both texts", () => {
    expect(cases.filter((c) => c.rules === "2025").length).toBeGreaterThanOrEqual(5);
    expect(cases.filter((c) => c.rules === "2017").length).toBeGreaterThanOrEqual(5);
  });

  it.each(cases.map((c) => [c.name, c] as const))("%s: every round through pair --out", async (_, c) => {
    const text = fs.readFileSync(c.file, "latin1");
    const r = await checkedReplay(text, c.rules, undefined, work, path.basename(c.file, ".trf"));
    expect(r.detail).toBe("");
    expect(r.same).toBe(r.rounds);
    expect(r.bytes).toBe(true);
  });
});
