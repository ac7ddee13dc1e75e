/**
 * B.01 1.4.3d: a Swiss tournament is exempt from the foreigner requirement (1.4.3 and 1.4.4)
 * when every round has at least 20 FIDE-rated players not of the host federation, of at least 3
 * federations, at least 10 of them GM, IM, WGM or WIM; a player counts only if he misses at most
 * one round, a pairing-allocated bye not counted as missed (D232: FID is no federation). Rounds
 * 1 to K are those looked at.
 */
import type { Tournament } from "../../tournament/model";
import { fideRating } from "./games";
import { MASTER_TITLES, NO_FEDERATION } from "./titles";

export const EXEMPT_PLAYERS = 20;
export const EXEMPT_FEDERATIONS = 3;
export const EXEMPT_MASTERS = 10;

export interface Exemption143d {
  readonly exempt: boolean;
  /** The weakest round's counts: foreign rated players, their federations, their masters. */
  readonly players: number;
  readonly federations: number;
  readonly masters: number;
  /** The round where the weakest count was found (1-based). */
  readonly round: number;
}

/** Whether player i plays round r (0-based): a game over the board, a forfeit won, a pairing bye. */
function present(t: Tournament, i: number, r: number): boolean {
  const e = t.players[i]?.results[r];
  if (e === undefined || e.kind === "absent") return false;
  if (e.kind === "bye") return true;
  return !e.forfeit || e.score === 2;
}

/** 1.4.3d over rounds 1..round of a Swiss tournament, for host federation `host`. */
export function exemption143d(t: Tournament, round: number, host: string): Exemption143d {
  const counted = t.players.flatMap((p, i) => {
    const fed = p.federation?.toUpperCase();
    if (fed === undefined || fed === host || fed === NO_FEDERATION || fideRating(t, i) === undefined)
      return [];
    let missed = 0;
    for (let r = 0; r < round; r++) if (!present(t, i, r)) missed++;
    return missed <= 1 ? [{ i, fed, master: p.title !== undefined && MASTER_TITLES.includes(p.title) }] : [];
  });
  let weakest: Exemption143d | undefined;
  for (let r = 0; r < round; r++) {
    const here = counted.filter((c) => present(t, c.i, r));
    const counts = {
      players: here.length,
      federations: new Set(here.map((c) => c.fed)).size,
      masters: here.filter((c) => c.master).length,
      round: r + 1,
    };
    const exempt =
      counts.players >= EXEMPT_PLAYERS &&
      counts.federations >= EXEMPT_FEDERATIONS &&
      counts.masters >= EXEMPT_MASTERS;
    if (
      weakest === undefined ||
      (weakest.exempt && !exempt) ||
      (weakest.exempt === exempt && counts.players < weakest.players)
    ) {
      weakest = { exempt, ...counts };
    }
  }
  return weakest ?? { exempt: false, players: 0, federations: 0, masters: 0, round: 1 };
}
