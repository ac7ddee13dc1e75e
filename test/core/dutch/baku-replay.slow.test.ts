/**
 * Every committed Baku tournament (test/fixtures/dutch-bbp-baku/SOURCES.txt: seeds 1001–1010,
 * 18–76 players, each round in its own file; 530003 and 530005, 399 and 201 players, the rounds
 * joined, D406)
 * replayed round by round against bbpPairings v6.0.0's own pairings (C.04.5.1).
 */
import { BAKU_DIR, committedRounds, committedSeeds, replayCommitted } from "./baku-fixtures";

const SEEDS = committedSeeds(BAKU_DIR);

test("twelve committed tournaments", () => expect(SEEDS).toHaveLength(12));

test.each(SEEDS)(
  "seed %i: every round identical",
  async (seed) => {
    const rounds = committedRounds(seed).size;
    expect(rounds).toBeGreaterThanOrEqual(5);
    const r = await replayCommitted(seed);
    expect({ first: r.first, same: r.same }).toEqual({ first: 0, same: rounds });
  },
  300_000,
);
