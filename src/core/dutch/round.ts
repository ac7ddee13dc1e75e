/**
 * What every text of the Dutch System does alike around its brackets (C.04.3 A.2, C.04.2): the
 * players of the round in A.2's order with their ranks, and the round's pairs given back in the
 * boards' order with their colours (E) and the pairing-allocated bye.
 */
import { invalid } from "../common/errors";
import { msg } from "../../i18n/table";
import { allocateColours } from "./colours";
import { type DutchPairing, type DutchTournament } from "./model";
import { type Seat, seats } from "./players";

/** The bits of x (0 for 0). */
export function bits(x: number): number {
  let b = 0;
  for (let v = x; v >= 1; v = Math.floor(v / 2)) b++;
  return b;
}

/** A.2: score (with acceleration) descending, then rank ascending. */
function order(players: Seat[], played: number): Seat[] {
  return players.sort(
    (a, b) => (b.scoreAt[played] as number) - (a.scoreAt[played] as number) || a.rank - b.rank,
  );
}

/** The rounds before the one to pair: the longest history given. */
function roundsPlayed(t: DutchTournament): number {
  return t.players.reduce((m, p) => Math.max(m, p.rounds.length), 0);
}

/** The round's players: every seat, and the present ones in A.2's order, ranked (D220). */
export function roundSeats(t: DutchTournament): { played: number; all: Map<number, Seat>; sorted: Seat[] } {
  const played = roundsPlayed(t);
  const all = seats(t, played);
  for (const p of t.players) {
    p.rounds.slice(0, played).forEach((r, i) => {
      if (r.opponent !== undefined && !all.has(r.opponent)) {
        throw invalid(msg("dutchOpponent", { player: p.no, round: i + 1, opponent: r.opponent }));
      }
    });
  }
  // The rank (A.2, the pairing number among the players taking part, D220).
  let rank = 0;
  for (const p of [...all.values()].sort((a, b) => a.no - b.no)) {
    const present = !t.absent.has(p.no);
    if (present || p.rounds.slice(0, played).some((r) => r.paired)) p.rank = rank++;
  }
  const sorted = order(
    [...all.values()].filter((p) => !t.absent.has(p.no)),
    played,
  );
  return { played, all, sorted };
}

/**
 * The first round's pairs when they are forced (D426), by index in A.2's order: no round played,
 * an even number of players and one score (no acceleration setting them apart). The round is
 * then one homogeneous bracket (B.1: MaxPairs n / 2; B.2: S1 its upper half, S2 the lower) in
 * which every pair meets every criterion alike: nobody has met (C.1 / C1), nobody has a colour
 * preference (A.6, so no absolute one, C.3 / C3, and C.8–C.11 / C10–C13 are met by any pair),
 * nobody has floated (A.4, C.12–C.19 / C14–C21), every pair's score difference is 0 (A.8, C.6 /
 * C7), every player is paired (C.5 / C6) and there is no next bracket (C.7 / C8) nor bye. B.3's
 * first candidate, S1's i-th player against S2's i-th, is then perfect (B.4) and the pairing:
 * each S1 player meets the first S2 player he can (B.3, bracket.ts), as the matchings would find
 * after as many solves as pairs. Undefined when the round is not of this kind: the brackets pair it.
 */
export function firstRoundPairs(sorted: readonly Seat[], played: number): [number, number][] | undefined {
  const n = sorted.length;
  if (played !== 0 || n % 2 !== 0) return undefined;
  const s = (sorted[0] as Seat).scoreAt[0] as number;
  if (sorted.some((p) => p.scoreAt[0] !== s)) return undefined;
  const half = n / 2;
  return Array.from({ length: half }, (_, i): [number, number] => [i, half + i]);
}

/**
 * C.04.2 (the order of the boards): by the higher player's score, then the lower player's, then
 * the higher player's rank; scores without acceleration.
 */
function boardOrder(pairs: [Seat, Seat][]): [Seat, Seat][] {
  const above = (x: Seat, y: Seat): boolean =>
    x.points > y.points || (x.points === y.points && x.rank < y.rank);
  const key = ([a, b]: [Seat, Seat]): [Seat, Seat] => (above(a, b) ? [a, b] : [b, a]);
  return [...pairs].sort((p, q) => {
    const [ph, pl] = key(p);
    const [qh, ql] = key(q);
    return qh.points - ph.points || ql.points - pl.points || ph.rank - qh.rank;
  });
}

/** The round's pairs (vertices of `sorted`) with colours in the boards' order, and the bye; more than one player left unpaired is no pairing. */
export function roundPairing(
  t: DutchTournament,
  sorted: readonly Seat[],
  played: number,
  pairs: readonly [number, number][],
): DutchPairing {
  const inPair = new Set(pairs.flat());
  const unpaired = sorted.map((_, v) => v).filter((v) => !inPair.has(v));
  if (unpaired.length > 1) throw invalid(msg("dutchNoPairing", { round: played + 1 }));
  return {
    pairs: boardOrder(pairs.map(([a, b]) => [sorted[a] as Seat, sorted[b] as Seat])).map(([a, b]) =>
      allocateColours(a, b, played, t.initialColour),
    ),
    ...(unpaired.length === 1 ? { bye: (sorted[unpaired[0] as number] as Seat).no } : {}),
  };
}
