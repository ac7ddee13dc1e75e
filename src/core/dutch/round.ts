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
