/**
 * The Baku acceleration against bbpPairings v6.0.0, round by round (test/fixtures/dutch-bbp-baku/
 * SOURCES.txt): three of the committed tournaments (18, 36 and 42 players) replayed through
 * `rating-officer pair --accelerate baku --out`, each round compared with bbpPairings' own
 * pairing of the same file (C.04.5.1, D276, D277).
 */
import fs from "node:fs";
import { BAKU_DIR, replayCommitted } from "./baku-fixtures";

describe("the Baku acceleration paired as bbpPairings pairs it (C.04.5.1)", () => {
  test.each([1005, 1010, 1001])("seed %i: every round identical", async (seed) => {
    const rounds = fs.readdirSync(BAKU_DIR).filter((f) => f.startsWith(`baku-${seed}.round-`)).length;
    const r = await replayCommitted(seed);
    expect({ first: r.first, same: r.same }).toEqual({ first: 0, same: rounds });
  });
});
