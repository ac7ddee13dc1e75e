/**
 * What a pairing engine reads of a tournament beyond its crosstable (TRF-2026's records for
 * in-tournament data exchange, FORMATS.md §1.5): the players declared absent from a round
 * (`240`) and the fictitious points of an accelerated Swiss (`250`, JaVaFo's older `XXA`).
 * Players are indices into `Tournament.players`, points doubled (D21), rounds 1-based.
 */

/** The kinds of a `240` record: a full-point, half-point or zero-point bye (TRF-2026). */
export type DeclaredByeKind = "F" | "H" | "Z";

/** One `240` record: players who are not paired in a round, and what the round gives them. */
export interface DeclaredAbsence {
  readonly kind: DeclaredByeKind;
  readonly round: number;
  /** In the record's order. */
  readonly players: readonly number[];
}

/**
 * One `250` record: `points2` fictitious (game) points for pairing to every player whose
 * starting rank lies between `first`'s and `last`'s, in rounds `firstRound`..`lastRound`.
 */
export interface AccelerationRange {
  readonly form: "range";
  readonly points2: number;
  readonly firstRound: number;
  readonly lastRound: number;
  readonly first: number;
  readonly last: number;
}

/** One `XXA` record: one player's fictitious points round by round from round 1. */
export interface AccelerationRow {
  readonly form: "rounds";
  readonly player: number;
  /** Index r − 1 is round r's. */
  readonly points2: readonly number[];
}

export type Acceleration = AccelerationRange | AccelerationRow;

/**
 * The fictitious points (doubled) a player has for pairing in a round: the value of the last
 * record in file order that covers the player and the round, 0 when none does (D200).
 * `startNumbers[i]` is player i's starting rank (a range record is a range of starting ranks).
 */
export function accelerationPoints2(
  accelerations: readonly Acceleration[],
  startNumbers: readonly number[],
  player: number,
  round: number,
): number {
  let value = 0;
  const own = startNumbers[player];
  for (const a of accelerations) {
    if (a.form === "rounds") {
      if (a.player === player && round <= a.points2.length) value = a.points2[round - 1] ?? 0;
      continue;
    }
    const low = startNumbers[a.first];
    const high = startNumbers[a.last];
    const inRange = own !== undefined && low !== undefined && high !== undefined && own >= low && own <= high;
    if (inRange && round >= a.firstRound && round <= a.lastRound) value = a.points2;
  }
  return value;
}
