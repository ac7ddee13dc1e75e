/**
 * The repeated-player check (repeated-players.ts, test/formats/repeated-players.test.ts) on a
 * hostile file of 100,000 namesakes generated per run (the slow suite, `npm run test:slow`): it
 * stays linear, counted by reads rather than by the clock.
 */
import { DiagnosticSink } from "../../src/core/tournament/diagnostics";
import { DEFAULT_PARAMETERS, type Tournament } from "../../src/core/tournament/model";
import { reportRepeatedPlayers } from "../../src/formats/repeated-players";

describe("a hostile file of namesakes (H-series: linear time)", () => {
  it("100,000 players of one name, each with his own PIN: nothing said, each player's fields read a bounded number of times", () => {
    const n = 100_000;
    // every read of a player's field counted: a linear check reads each a few times, a pairwise
    // search of the namesakes (5·10⁹ comparisons) reads each about n times. Counting, not the
    // clock, so that a loaded machine cannot fail it (the time is the benchmark's).
    let reads = 0;
    const players = Array.from(
      { length: n },
      (_, i) =>
        new Proxy(
          { name: "Kim Min-jun", egdPin: String(10_000_000 + i), results: [] },
          {
            get: (target, key, receiver): unknown => {
              reads++;
              return Reflect.get(target, key, receiver) as unknown;
            },
          },
        ),
    );
    const t: Tournament = { format: "egd", name: "", rounds: 0, parameters: DEFAULT_PARAMETERS, players };
    const sink = new DiagnosticSink("EGD");
    reportRepeatedPlayers(
      t,
      players.map((_, i) => i + 1),
      sink,
    );
    expect(sink.items).toEqual([]);
    expect(reads).toBeGreaterThanOrEqual(n); // every player looked at
    expect(reads).toBeLessThan(20 * n);
  });
});
