/**
 * The Baku acceleration under the 2017 text (D353): every committed tournament of
 * test/fixtures/dutch-bbp-baku-2017 (SOURCES.txt there) replayed round by round through
 * `rating-officer pair --rules 2017 --accelerate baku --out`, its `XXA` records, against
 * bbpPairings v5.0.1's own pairing of each round of the same file (C.04.5.1).
 */
import { BAKU_2017_DIR, committedRounds, committedSeeds, replayCommitted } from "./baku-fixtures";

const SEEDS = committedSeeds(BAKU_2017_DIR);

// eight of 23–125 players (D355) and two of 217 and 397 (D406)
test("ten committed tournaments", () => expect(SEEDS).toHaveLength(10));

test.each(SEEDS)(
  "seed %i: every round identical",
  async (seed) => {
    const rounds = committedRounds(seed, "2017").size;
    expect(rounds).toBeGreaterThanOrEqual(5);
    const r = await replayCommitted(seed, "2017");
    expect({ first: r.first, same: r.same }).toEqual({ first: 0, same: rounds });
  },
  300_000,
);
