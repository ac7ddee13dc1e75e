/**
 * The direct encounter of chess (FIDE C.07 art. 6, D31): the order of a tied group by the games
 * its members played against each other. `chessStandings` applies it to every tied group with
 * the rounds read once (`directEncounterPlaces`); `chessDirectEncounter` and `encounterPoints`
 * read them from the model for one group.
 */
import { type ChessRound, chessRoundsOf } from "./chess-rounds";
import type { Tournament } from "./model";

type Rounds = readonly (readonly ChessRound[])[];

/**
 * The points each member of a group scored in games against the others of the group (doubled),
 * with the encounters against one opponent met more than once counted as their average (6.1.2:
 * a double round robin's two games are one encounter), and whether every pair of the group met.
 * In a round robin (pre-determined pairings) every pair is due to meet, so a forfeit counts with
 * its result, as the FIDE Technical Commission's TieBreakServer reads it for pre-determined events
 * (exercise 26 of the FIDE C.07 exercises, test/core/tournament/chess-held.test.ts).
 */
export function encounterPoints(
  t: Tournament,
  group: readonly number[],
  upTo: number,
  roundRobin = false,
): { points: number[]; met: number[]; allMet: boolean } {
  return encounters(chessRoundsOf(t, upTo), group, roundRobin);
}

function encounters(
  rounds: Rounds,
  group: readonly number[],
  roundRobin: boolean,
): { points: number[]; met: number[]; allMet: boolean } {
  const inGroup = new Set(group);
  const pairs = new Set<string>();
  const met: number[] = [];
  const points = group.map((i) => {
    // 6.1.2: per opponent, the sum and number of the encounters, averaged below
    const against = new Map<number, { sum: number; games: number }>();
    for (const r of rounds[i] ?? []) {
      const counts = r.played || (roundRobin && r.opponent !== null);
      if (!counts || r.opponent === null || !inGroup.has(r.opponent)) continue;
      pairs.add(i < r.opponent ? `${i},${r.opponent}` : `${r.opponent},${i}`);
      const a = against.get(r.opponent) ?? { sum: 0, games: 0 };
      against.set(r.opponent, { sum: a.sum + r.points2, games: a.games + 1 });
    }
    met.push(against.size);
    let s = 0;
    for (const a of against.values()) s += a.sum / a.games;
    return s;
  });
  const allMet = roundRobin || pairs.size === (group.length * (group.length - 1)) / 2;
  return { points, met, allMet };
}

/**
 * One application of the direct encounter (C.07 art. 6) to a tied group: the group split into
 * subgroups in order, the members of a subgroup still tied. When every pair met, by the points
 * scored against each other (6.2). When not, the group is separated from the top only as far as
 * the encounters decide it, as TieBreakServer applies 6.2: with each participant's highest
 * possible score (the points scored plus a win against every member not met), the leader by
 * points scored is separated when its points exceed the highest possible score of every
 * participant below it, and so on down; the first who cannot be separated and everyone below
 * stay one subgroup.
 */
function splitOnce(rounds: Rounds, group: readonly number[], roundRobin: boolean): number[][] {
  const { points, met, allMet } = encounters(rounds, group, roundRobin);
  const at = (gi: number): number => points[gi] ?? 0;
  if (allMet) {
    const order = group.map((_, gi) => gi).sort((a, b) => at(b) - at(a) || a - b);
    const parts: number[][] = [];
    order.forEach((gi, k) => {
      const prev = order[k - 1];
      if (prev !== undefined && at(prev) === at(gi)) parts[parts.length - 1]?.push(group[gi] ?? 0);
      else parts.push([group[gi] ?? 0]);
    });
    return parts;
  }
  // 6.2, not all met: the highest possible score is the points plus a win (2) per member not met
  const max = group.map((_, gi) => at(gi) + 2 * (group.length - 1 - (met[gi] ?? 0)));
  const order = group
    .map((_, gi) => gi)
    .sort((a, b) => at(b) - at(a) || (max[b] ?? 0) - (max[a] ?? 0) || a - b);
  const parts: number[][] = [];
  for (let k = 0; k < order.length; k++) {
    const below = order.slice(k + 1).reduce((m, x) => Math.max(m, max[x] ?? 0), -1);
    if (at(order[k] ?? 0) <= below) {
      parts.push(order.slice(k).map((gi) => group[gi] ?? 0)); // k and everyone below stay tied
      break;
    }
    parts.push([group[order[k] ?? 0] ?? 0]);
  }
  return parts;
}

/**
 * Direct encounter inside one tied group (C.07 art. 6, D31): each member's place within the group
 * (1 = first; equal places: not separated). The encounters split the group (`splitOnce`); every
 * subgroup still tied is split again by the encounters among its own members only, and so on
 * until no subgroup splits further, as TieBreakServer applies DE (compute_recursive_if_tied).
 */
export function chessDirectEncounter(
  t: Tournament,
  group: readonly number[],
  upTo: number,
  roundRobin = false,
): number[] {
  return directEncounterPlaces(chessRoundsOf(t, upTo), group, roundRobin);
}

/** `chessDirectEncounter` over rounds already read (the standings read them once for every group). */
export function directEncounterPlaces(
  rounds: Rounds,
  group: readonly number[],
  roundRobin: boolean,
): number[] {
  const place = new Map<number, number>();
  const separate = (members: readonly number[], offset: number): void => {
    const parts = members.length < 2 ? [members] : splitOnce(rounds, members, roundRobin);
    if (parts.length === 1) {
      for (const m of members) place.set(m, offset + 1);
      return;
    }
    let o = offset;
    for (const part of parts) {
      separate(part, o);
      o += part.length;
    }
  };
  separate(group, 0);
  return group.map((m) => place.get(m) ?? 1);
}
