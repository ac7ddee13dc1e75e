/**
 * A player's games as a norm counts them after round K (B.01 1.4.2): games played over the
 * board with a known result; a forfeit, a result not known and a round-robin game against an
 * unrated player who scored nothing against rated ones are left out, each said; a forfeit won and
 * a pairing-allocated bye are kept apart for 1.4.1c (D231).
 */
import { msg } from "../../../i18n/table";
import type { Message } from "../../../i18n/table";
import { type Tournament, fullName } from "../../tournament/model";

/** One game a norm may count: the round, the opponent (index into the players), half points won. */
export interface NormGame {
  readonly round: number;
  readonly opponent: number;
  readonly half: 0 | 1 | 2;
}

export interface CandidateGames {
  /** The games counted, in round order. */
  readonly games: readonly NormGame[];
  /** Rounds won by forfeit or given a pairing-allocated bye (1.4.1c). */
  readonly unplayedWins: readonly number[];
  /** What was left out and why, naming the round and both players. */
  readonly notes: readonly Message[];
}

/** A player as the norm's messages name him: his number in the file and his name. */
export function who(t: Tournament, i: number): { no: number; name: string } {
  const p = t.players[i];
  return { no: p?.startNumber ?? i + 1, name: p !== undefined ? fullName(p) : "" };
}

/** A FIDE rating the norm can use: a positive whole number (0 is TRF's "unrated"). */
export function fideRating(t: Tournament, i: number): number | undefined {
  const r = t.players[i]?.rating;
  return r !== undefined && Number.isInteger(r) && r > 0 ? r : undefined;
}

/**
 * 1.4.2b: in a round robin, an unrated player who scored nothing in his games played against
 * rated opponents (up to round K) is no opponent for a norm.
 */
function scorelessUnrated(t: Tournament, o: number, round: number): boolean {
  if (fideRating(t, o) !== undefined) return false;
  let rated = 0;
  let half = 0;
  const results = t.players[o]?.results ?? [];
  for (let r = 0; r < round; r++) {
    const e = results[r];
    if (e?.kind !== "game" || e.forfeit || e.score === null) continue;
    if (fideRating(t, e.opponent) === undefined) continue;
    rated++;
    half += e.score;
  }
  return rated > 0 && half === 0;
}

/** Player i's games after `round` (1-based), as 1.4.2 counts them. */
export function candidateGames(t: Tournament, i: number, round: number, roundRobin: boolean): CandidateGames {
  const games: NormGame[] = [];
  const unplayedWins: number[] = [];
  const notes: Message[] = [];
  const player = who(t, i);
  const results = t.players[i]?.results ?? [];
  for (let r = 0; r < round; r++) {
    const e = results[r];
    if (e === undefined || e.kind === "absent") continue;
    if (e.kind === "bye") {
      unplayedWins.push(r + 1);
      continue;
    }
    if (e.opponent === i) continue;
    const opponent = who(t, e.opponent);
    if (e.forfeit) {
      if (e.score === 2) unplayedWins.push(r + 1);
      notes.push(msg("normForfeitLeftOut", { player, opponent, round: r + 1 }));
      continue;
    }
    if (e.score === null) {
      notes.push(msg("normUnknownLeftOut", { player, opponent, round: r + 1 }));
      continue;
    }
    if (roundRobin && scorelessUnrated(t, e.opponent, round)) {
      notes.push(msg("normScorelessLeftOut", { player, opponent, round: r + 1 }));
      continue;
    }
    games.push({ round: r + 1, opponent: e.opponent, half: e.score });
  }
  return { games, unplayedWins, notes };
}
