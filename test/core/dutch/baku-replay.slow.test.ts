/**
 * Every committed Baku tournament (test/fixtures/dutch-bbp-baku/SOURCES.txt, seeds 1001–1010,
 * 18–76 players) replayed round by round against bbpPairings v6.0.0's own pairings (C.04.5.1).
 */
import fs from "node:fs";
import { BAKU_DIR, replayCommitted } from "./baku-fixtures";

const SEEDS = fs
  .readdirSync(BAKU_DIR)
  .map((f) => /^gen-(\d+)\.trf$/.exec(f)?.[1])
  .filter((s): s is string => s !== undefined)
  .map(Number);

test("ten committed tournaments", () => expect(SEEDS).toHaveLength(10));

test.each(SEEDS)(
  "seed %i: every round identical",
  async (seed) => {
    const rounds = fs.readdirSync(BAKU_DIR).filter((f) => f.startsWith(`baku-${seed}.round-`)).length;
    const r = await replayCommitted(seed);
    expect({ first: r.first, same: r.same }).toEqual({ first: 0, same: rounds });
  },
  120_000,
);
