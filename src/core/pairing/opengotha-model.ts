/**
 * What OpenGotha pairs from: its players, games, byes and parameter sets, in its own terms
 * (ranks on the one scale of \`core/go/rank.ts\`, D120: 30k = 0 … 1d = 30 … 9d = 38, read from
 * the file's −30 … 8 by its reader; rounds 0-based, scores doubled). Its parameters are one value,
 * `GoPairingParameters` (`core/go/pairing-parameters.ts`).
 */

import type { GoRank } from "../go/rank";
import type { GoPairingParameters } from "../go/pairing-parameters";

// the parameter sets' one definition, under the names the sheet's pairing block imports them by
export {
  OG_IMPORT_DEFAULTS,
  type OgDuddMode,
  type OgHandicap,
  type OgPairingParameters,
  type OgSeedSystem,
} from "../go/pairing-parameters";

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

/**
 * What OpenGotha pairs from: the players, games and byes of the tournament beside its parameters
 * ({@link GoPairingParameters}, `core/go/pairing-parameters.ts`).
 */
export interface OgTournament extends OgRoster, GoPairingParameters {}

/** The players, games and byes OpenGotha pairs from. */
export interface OgRoster {
  readonly players: readonly OgPlayer[];
  readonly games: readonly OgGame[];
  /** byes[r] = index of the player with the bye in round r, or null. */
  readonly byes: readonly (number | null)[];
}
