/** What the Dutch System reads from a history: colour preferences (C.04.3 A.6), floats (A.4), the bye (A.5, C2). */
import {
  BLACK,
  DOWN,
  NO_COLOUR,
  UP,
  WHITE,
  absolutePreference,
  floatOf,
  type Seat,
  seats,
} from "../../../src/core/dutch/players";
import { type DutchRound, type DutchTournament } from "../../../src/core/dutch/model";

const played = (opponent: number, colour: "white" | "black", outcome: DutchRound["outcome"]): DutchRound => ({
  opponent,
  colour,
  outcome,
  played: true,
  paired: true,
});

function seatsOf(rounds: DutchRound[][]): ReturnType<typeof seats> {
  const t: DutchTournament = {
    players: rounds.map((r, i) => ({ no: i + 1, rounds: r })),
    rounds: 9,
    initialColour: "white",
    absent: new Set(),
  };
  return seats(t, Math.max(...rounds.map((r) => r.length)));
}

/** Two rounds of four players: 1 beats 3 and 4 beats 2, then 1 beats 2, 3 gets the bye, 4 is absent. */
function floatHistory(): ReturnType<typeof seats> {
  return seatsOf([
    [played(3, "white", "win"), played(2, "white", "win")],
    [played(4, "white", "loss"), played(1, "black", "loss")],
    [played(1, "black", "loss"), { outcome: "win", played: false, paired: true }],
    [played(2, "black", "win"), { outcome: "loss", played: false, paired: false }],
  ]);
}

describe("seats", () => {
  it("A.6 a: the same colour twice running is an absolute preference for the other", () => {
    const s = seatsOf([[played(2, "white", "win"), played(3, "white", "win")], [], []]).get(1) as Seat;
    expect(s.preference).toBe(BLACK);
    expect(absolutePreference(s)).toBe(true);
  });

  it("A.6 c–d: a colour difference of 1 is a strong preference; alternating colours a mild one", () => {
    const strong = seatsOf([[played(2, "black", "win")], []]).get(1) as Seat;
    expect(strong.preference).toBe(WHITE);
    expect(strong.strong).toBe(true);
    const mild = seatsOf([[played(2, "white", "win"), played(3, "black", "win")], [], []]).get(1) as Seat;
    expect(mild.preference).toBe(WHITE);
    expect(mild.strong).toBe(false);
    expect((seatsOf([[], []]).get(1) as Seat).preference).toBe(NO_COLOUR);
  });

  it("A.4 b: the higher score of a game between unequal scores floats down, the lower up; a bye floats down", () => {
    const all = floatHistory();
    expect(floatOf(all.get(1) as Seat, 2, 1, all)).toBe(DOWN);
    expect(floatOf(all.get(2) as Seat, 2, 1, all)).toBe(UP);
    expect(floatOf(all.get(3) as Seat, 2, 1, all)).toBe(DOWN);
    expect(floatOf(all.get(4) as Seat, 2, 1, all)).toBe(0);
  });

  it("D404: each seat's floats, read once when the seats are made, are A.4's of every round before", () => {
    // floatHistory: round 1 (back 2) 1 beat 3 and 4 beat 2 between equal
    // scores, no floats; round 2 (back 1) as A.4 b gives it above, DOWN, UP, DOWN, none.
    const all = floatHistory();
    expect([1, 2, 3, 4].map((n) => [...(all.get(n) as Seat).floats])).toEqual([
      [0, DOWN],
      [0, UP],
      [0, DOWN],
      [0, 0],
    ]);
    for (const p of all.values())
      for (let back = 1; back <= 2; back++) expect(p.floats[2 - back]).toBe(floatOf(p, 2, back, all));
  });

  it("C2 (2025): a pairing-allocated bye or a forfeit win rules out another bye; a half-point bye does not", () => {
    const all = seatsOf([
      [{ outcome: "win", played: false, paired: true }],
      [{ opponent: 4, outcome: "win", played: false, paired: true }],
      [{ outcome: "draw", played: false, paired: false }],
      [{ opponent: 2, outcome: "loss", played: false, paired: true }],
    ]);
    expect([1, 2, 3, 4].map((n) => (all.get(n) as Seat).byeEligible)).toEqual([false, false, true, true]);
  });
});
