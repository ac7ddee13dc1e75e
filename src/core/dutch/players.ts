/**
 * What the Dutch System reads from each player's history (C.04.3 A.2–A.7 and C.04.1): the
 * score with acceleration, the colour difference and preference, the floats of the last two
 * rounds, the played opponents and whether the pairing-allocated bye may still be given.
 */
import {
  type Colour,
  type DutchPlayer,
  type DutchRound,
  type DutchRules,
  type DutchTournament,
} from "./model";

export const WHITE = 1;
export const BLACK = 2;
export const NO_COLOUR = 0;
export type Side = typeof WHITE | typeof BLACK | typeof NO_COLOUR;

export const DOWN = 1;
export const UP = 2;
export const NO_FLOAT = 0;
export type Float = typeof DOWN | typeof UP | typeof NO_FLOAT;

export function invert(c: Side): Side {
  return c === WHITE ? BLACK : c === BLACK ? WHITE : NO_COLOUR;
}

export function side(c: Colour | undefined): Side {
  return c === "white" ? WHITE : c === "black" ? BLACK : NO_COLOUR;
}

/** A round's points, doubled (C.04.1, D224: a win, a forfeit win or a full bye 2, a draw or a half bye 1). */
export function roundPoints(r: DutchRound): number {
  return r.outcome === "win" ? 2 : r.outcome === "draw" ? 1 : 0;
}

/** What the two texts say differently of a player's past rounds: one value per text. */
export interface DutchText {
  readonly rules: DutchRules;
  /** May still receive the pairing-allocated bye after these rounds (A.5 / C2). */
  byeEligible(rounds: readonly DutchRound[]): boolean;
  /** A.4: the float of a round in which the player did not play a game. */
  unplayedFloat(r: DutchRound | undefined): Float;
}

export const DUTCH_TEXTS: Readonly<Record<DutchRules, DutchText>> = {
  "2025": {
    rules: "2025",
    // C2: no pairing-allocated bye, nor a win's points or more without playing.
    byeEligible: (rounds) =>
      !rounds.some((r) => !r.played && (roundPoints(r) >= 2 || (r.paired && r.opponent === undefined))),
    // A.4: a round without a game is a downfloat when it gave points.
    unplayedFloat: (r) => (r && roundPoints(r) > 0 ? DOWN : NO_FLOAT),
  },
  "2017": {
    rules: "2017",
    // C.2 (2017, with C.04.1 d): no pairing-allocated bye nor forfeit win yet (D270).
    byeEligible: (rounds) => !rounds.some((r) => !r.played && r.paired && r.outcome === "win"),
    // A.4 (2017): "a player who, for whatever reason, does not play in a round, also receives a downfloat".
    unplayedFloat: () => DOWN,
  },
};

export interface Seat {
  readonly no: number;
  /** The rank among the players of the round (ties of score broken by it, A.2). */
  rank: number;
  readonly rounds: readonly DutchRound[];
  /** The score of each round's start with that round's acceleration: at[r] before round r+1. */
  readonly scoreAt: readonly number[];
  /** The score before the round to pair, without acceleration (the boards' order). */
  readonly points: number;
  readonly playedGames: number;
  /** Colours of the played games, latest last. */
  readonly colours: readonly Side[];
  readonly imbalance: number;
  /** The colour of the last two (or more) games when they are the same (A.6 a), else none. */
  readonly repeated: Side;
  readonly preference: Side;
  readonly strong: boolean;
  readonly opponents: ReadonlySet<number>;
  /** A.5 / C2: may still receive the pairing-allocated bye (by the text's rule). */
  readonly byeEligible: boolean;
  /** The text the round is paired by. */
  readonly text: DutchText;
  /**
   * A.4: the float of each round before the one to pair, floats[r] of round r + 1 (`floatOf`,
   * read once when the seats are made, D404): the weights read it for every edge.
   */
  readonly floats: Int8Array;
}

export function absoluteImbalance(p: Seat): boolean {
  return p.imbalance > 1;
}

/** A.6 a: an absolute colour preference (difference above 1 or the same colour twice running). */
export function absolutePreference(p: Seat): boolean {
  return p.imbalance > 1 || p.repeated !== NO_COLOUR;
}

function colourState(
  p: DutchPlayer,
): Pick<Seat, "colours" | "imbalance" | "repeated" | "preference" | "strong"> {
  const colours: Side[] = [];
  let white = 0;
  let black = 0;
  let run = 0;
  let last: Side = NO_COLOUR;
  for (const r of p.rounds) {
    if (!r.played) continue;
    const c = side(r.colour);
    colours.push(c);
    if (c === WHITE) white++;
    else black++;
    run = run === 0 || c !== last ? 1 : run + 1;
    last = c;
  }
  const lower: Side = white > black ? BLACK : WHITE;
  const imbalance = Math.abs(white - black);
  // The 2017 text's A.6: absolute (a: a difference above 1, or the same colour twice running),
  // strong (b), mild (c) preferences, in that order of precedence.
  const preference: Side =
    imbalance > 1
      ? lower
      : run > 1
        ? invert(last)
        : imbalance > 0
          ? lower
          : run > 0
            ? invert(last)
            : NO_COLOUR;
  const repeated: Side = run > 1 ? last : NO_COLOUR;
  const absolute = imbalance > 1 || repeated !== NO_COLOUR;
  return { colours, imbalance, repeated, preference, strong: !absolute && imbalance > 0 };
}

/** The seats of every player known to the tournament (absent ones too: they are opponents). */
export function seats(t: DutchTournament, played: number): Map<number, Seat> {
  const text = DUTCH_TEXTS[t.rules ?? "2025"];
  const out = new Map<number, Seat>();
  for (const p of t.players) {
    const scoreAt: number[] = [];
    let score = 0;
    for (let r = 0; r <= played; r++) {
      scoreAt.push(score + (p.acceleration?.[r] ?? 0));
      const round = p.rounds[r];
      if (r < played && round) score += roundPoints(round);
    }
    const opponents = new Set<number>();
    for (const r of p.rounds.slice(0, played)) {
      if (r.played && r.opponent !== undefined) opponents.add(r.opponent);
    }
    out.set(p.no, {
      no: p.no,
      rank: 0,
      rounds: p.rounds,
      scoreAt,
      points: score,
      playedGames: p.rounds.slice(0, played).filter((r) => r.played).length,
      ...colourState({ ...p, rounds: p.rounds.slice(0, played) }),
      opponents,
      byeEligible: text.byeEligible(p.rounds.slice(0, played)),
      text,
      floats: new Int8Array(played),
    });
  }
  // The floats need every seat (the opponent's score): read once all are made (D404).
  for (const p of out.values())
    for (let r = 0; r < played; r++) p.floats[r] = floatOf(p, played, played - r, out);
  return out;
}

/** The score before the round `back` rounds before the one to pair (0 = now), with acceleration. */
export function scoreBack(p: Seat, played: number, back: number): number {
  return p.scoreAt[played - back] as number;
}

/** The float of the round `back` rounds before the one to pair (A.4): down, up or none. */
export function floatOf(p: Seat, played: number, back: number, all: ReadonlyMap<number, Seat>): Float {
  const r = p.rounds[played - back];
  if (!r || !r.played || r.opponent === undefined) return p.text.unplayedFloat(r);
  const opp = all.get(r.opponent);
  const mine = scoreBack(p, played, back);
  const theirs = opp ? scoreBack(opp, played, back) : mine;
  return mine > theirs ? DOWN : mine < theirs ? UP : NO_FLOAT;
}
