/**
 * The players, games and byes OpenGotha's pairing reads, in its own terms (ranks on the one scale
 * of `rank.ts`, D120; rounds 0-based). One function builds them for every file from the common
 * model (`goRoster`, `core/engines/og-crosstable.ts`); an OpenGotha file's reader fills in the
 * model what its pairing reads otherwise than its crosstable (`Player.paired`,
 * `Tournament.pairedRounds`, D127).
 */

import type { GoRank } from "./rank";

/** A player as OpenGotha's pairing reads him. */
export interface OgPlayer {
  readonly name: string;
  readonly firstName: string;
  /** 30k … 9d (a pro rank reads as 7d–9d, OpenGotha's reading). */
  readonly rank: GoRank;
  readonly rating: number;
  readonly country: string;
  /** As OpenGotha keeps it: the first 4 characters. */
  readonly club: string;
  readonly smmsCorrection: number;
  /** registeringStatus FIN (only those are paired). */
  readonly final: boolean;
  /** participating[r] for round r (0-based); missing rounds count as participating. */
  readonly participating: readonly boolean[];
}

/** A player's name as the pairing shows it: surname and first name without the spaces OpenGotha keeps (P38). */
export function ogPlayerName(p: OgPlayer): string {
  return `${p.name.trim()} ${p.firstName.trim()}`.trim();
}

export type OgResult = "unknown" | "white" | "black" | "jigo" | "bothLose" | "bothWin";

export interface OgGame {
  /** 0-based. */
  readonly round: number;
  readonly white: number;
  readonly black: number;
  readonly handicap: number;
  readonly result: OgResult;
  /** A result "by default" (not played). */
  readonly byDefault: boolean;
}

/** The games and byes OpenGotha pairs from. */
export interface OgRounds {
  readonly games: readonly OgGame[];
  /** byes[r] = index of the player with the bye in round r, or null. */
  readonly byes: readonly (number | null)[];
}

/** The players, games and byes OpenGotha pairs from. */
export interface OgRoster extends OgRounds {
  readonly players: readonly OgPlayer[];
}

/** OpenGotha pairs a player in round k (0-based) when he is registered as final and participates in it. */
export function pairable(p: OgPlayer, k: number): boolean {
  return p.final && p.participating[k] !== false;
}

/**
 * The players a round's pairing leaves out, by why: pre-registered (not FIN), or registered but
 * not participating in round k (0-based). Said beside the pairing, never left out in silence.
 */
export function leftOut(players: readonly OgPlayer[], k: number): { notFinal: number[]; absent: number[] } {
  const notFinal: number[] = [];
  const absent: number[] = [];
  players.forEach((p, i) => {
    if (!p.final) notFinal.push(i);
    else if (!pairable(p, k)) absent.push(i);
  });
  return { notFinal, absent };
}
