import fc from "fast-check";
import { type ScheduledRound, bergerSchedule } from "../../../src/core/pairing/berger";

const compact = (rounds: ScheduledRound[]): string[] =>
  rounds.map((r) => r.games.map((g) => `${g.white}-${g.black}`).join(" "));

/**
 * Pairs played, colour sequences and per-round presence, for the invariants: every breach named
 * in one list, asserted empty once (an expect() per game cost more than the schedules).
 */
function check(players: number, rounds: ScheduledRound[], cycles: number): void {
  const n = players % 2 === 0 ? players : players + 1;
  expect(rounds).toHaveLength(cycles * (n - 1));
  const problems: string[] = [];
  const met = new Map<string, number>();
  const white = new Map<string, number>();
  const balance = new Array<number>(players + 1).fill(0);
  rounds.forEach((r, i) => {
    if (r.round !== i + 1) problems.push(`round ${i + 1} is numbered ${r.round}`);
    const seen = new Set<number>();
    for (const g of r.games) {
      for (const p of [g.white, g.black]) {
        if (!(p >= 1 && p <= players)) problems.push(`round ${r.round}: player ${p} out of 1..${players}`);
        if (seen.has(p)) problems.push(`round ${r.round}: player ${p} twice`);
        seen.add(p);
      }
      const key = `${Math.min(g.white, g.black)}-${Math.max(g.white, g.black)}`;
      met.set(key, (met.get(key) ?? 0) + 1);
      white.set(`${g.white}>${g.black}`, (white.get(`${g.white}>${g.black}`) ?? 0) + 1);
      balance[g.white] = (balance[g.white] ?? 0) + 1;
      balance[g.black] = (balance[g.black] ?? 0) - 1;
    }
    if (r.bye !== null) seen.add(r.bye);
    // every player once a round (the bye counting as his round)
    if (seen.size !== players) problems.push(`round ${r.round}: ${seen.size} players, not ${players}`);
    if (r.games.some((g, b) => g.board !== b + 1)) problems.push(`round ${r.round}: boards not 1..`);
  });
  // every pair once per cycle; in a double round robin once with each colour
  if (met.size !== (players * (players - 1)) / 2) problems.push(`${met.size} pairs met`);
  for (const [pair, count] of met) if (count !== cycles) problems.push(`${pair} met ${count} times`);
  if (cycles === 2)
    for (const [pair, count] of white) if (count !== 1) problems.push(`${pair} ${count} times with White`);
  // colours ±1 over a single cycle (0 over a double one)
  for (let p = 1; p <= players; p++)
    if (Math.abs(balance[p] ?? 0) > (cycles === 1 ? 1 : 0))
      problems.push(`player ${p}: colours ${balance[p]}`);
  expect(problems).toEqual([]);
}

describe("Berger tables (FIDE Handbook C.05 Annex 1, PAIRING §4)", () => {
  // The printed tables of C.05 Annex 1 for 3/4, 5/6 and 7/8 players, board by board (White first).
  test("4 players as printed", () => {
    expect(compact(bergerSchedule(4))).toEqual(["1-4 2-3", "4-3 1-2", "2-4 3-1"]);
  });
  test("6 players as printed", () => {
    expect(compact(bergerSchedule(6))).toEqual([
      "1-6 2-5 3-4",
      "6-4 5-3 1-2",
      "2-6 3-1 4-5",
      "6-5 1-4 2-3",
      "3-6 4-2 5-1",
    ]);
  });
  test("8 players as printed", () => {
    expect(compact(bergerSchedule(8))).toEqual([
      "1-8 2-7 3-6 4-5",
      "8-5 6-4 7-3 1-2",
      "2-8 3-1 4-7 5-6",
      "8-6 7-5 1-4 2-3",
      "3-8 4-2 5-1 6-7",
      "8-7 1-6 2-5 3-4",
      "4-8 5-3 6-2 7-1",
    ]);
  });
  test("an odd number: number N+1 of the table is the bye (5 players: the 6-player table)", () => {
    const five = bergerSchedule(5);
    expect(compact(five)).toEqual(["2-5 3-4", "5-3 1-2", "3-1 4-5", "1-4 2-3", "4-2 5-1"]);
    expect(five.map((r) => r.bye)).toEqual([1, 4, 2, 5, 3]);
  });

  test.each(Array.from({ length: 23 }, (_, i) => i + 2))(
    "invariants, %i players, single and double",
    (players) => {
      check(players, bergerSchedule(players), 1);
      check(players, bergerSchedule(players, { double: true }), 2);
    },
  );

  test("double (P25): cycle 1 with its last two rounds swapped, then cycle 1 with colours reversed", () => {
    const single = compact(bergerSchedule(6));
    const reversed = bergerSchedule(6).map((r) => r.games.map((g) => `${g.black}-${g.white}`).join(" "));
    expect(compact(bergerSchedule(6, { double: true }))).toEqual([
      ...single.slice(0, 3),
      single[4],
      single[3],
      ...reversed,
    ]);
  });

  test("property: in a double round robin nobody plays one colour three times running (P25's purpose)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 40 }), (players) => {
        const colours = new Array<string>(players + 1).fill("");
        for (const r of bergerSchedule(players, { double: true })) {
          for (const g of r.games) {
            colours[g.white] += "W";
            colours[g.black] += "B";
          }
        }
        return colours.every((c) => !/WWW|BBB/.test(c));
      }),
      { numRuns: 39, seed: 25 },
    );
  });

  test("bad sizes are refused", () => {
    expect(() => bergerSchedule(1)).toThrow(
      "round robin: the number of players must be a whole number 2…1000, not 1",
    );
    expect(() => bergerSchedule(2.5)).toThrow(/not 2.5/);
    expect(() => bergerSchedule(1001)).toThrow(/not 1001/);
  });
});
