/**
 * The Baku acceleration against bbpPairings v6.0.0, round by round (test/fixtures/dutch-bbp-baku/
 * SOURCES.txt): three of the committed tournaments (18, 36 and 42 players) replayed through
 * `rating-officer pair --accelerate baku --out`, each round compared with bbpPairings' own
 * pairing of the same file (C.04.5.1, D276, D277); and under the 2017 text one of
 * test/fixtures/dutch-bbp-baku-2017 (23 players, 11 rounds) against bbpPairings v5.0.1, which reads
 * the virtual points from the `XXA` records (D353).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { BAKU_2017_DIR, BAKU_DIR, committedRounds, replayCommitted } from "./baku-fixtures";
import { bbpPairs, cli, firstFile, ours } from "../../../scripts/dutch-baku";

describe("the Baku acceleration paired as bbpPairings pairs it (C.04.5.1)", () => {
  test.each([1005, 1010, 1001])("seed %i: every round identical", async (seed) => {
    const rounds = fs.readdirSync(BAKU_DIR).filter((f) => f.startsWith(`baku-${seed}.round-`)).length;
    const r = await replayCommitted(seed);
    expect({ first: r.first, same: r.same }).toEqual({ first: 0, same: rounds });
  });
});

describe("the Baku acceleration under the 2017 text, as bbpPairings v5.0.1 pairs it (D353)", () => {
  const seed = 290010;

  test("seed 290010: every round identical", async () => {
    const rounds = committedRounds(seed, "2017");
    expect(rounds.size).toBe(11); // gen-290010.trf's 11 rounds, each paired by bbpPairings v5.0.1
    const r = await replayCommitted(seed, "2017");
    expect({ first: r.first, same: r.same }).toEqual({ first: 0, same: 11 });
  });

  test("its round 1 is the accelerated one: without the XXA records the pairing differs", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "baku-2017-"));
    try {
      const file = path.join(dir, "r0.trf");
      fs.writeFileSync(
        file,
        firstFile(fs.readFileSync(path.join(BAKU_2017_DIR, `gen-${seed}.trf`), "latin1"), "2017"),
      );
      const args = ["pair", file, "--round", "1", "--engine", "dutch", "--rules", "2017", "--json"];
      const theirs = bbpPairs(committedRounds(seed, "2017").get(1) ?? "");
      const plain = await cli(args);
      const accelerated = await cli([...args, "--accelerate", "baku"]);
      expect(ours(accelerated.out)).toEqual(theirs);
      expect(ours(plain.out)).not.toEqual(theirs);
    } finally {
      fs.rmSync(dir, { recursive: true });
    }
  });
});
