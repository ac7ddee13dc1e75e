/**
 * What OpenGotha pairs from: its players, games, byes and parameter sets, in its own terms
 * (ranks on the one scale of \`core/go/rank.ts\`, D120: 30k = 0 … 1d = 30 … 9d = 38, read from
 * the file's −30 … 8 by its reader; rounds 0-based, scores doubled). Its parameters are one value,
 * `GoPairingParameters` (`core/go/pairing-parameters.ts`); its players, games and byes one
 * roster (`core/go/roster.ts`), built for every file from the common model (`goRoster`, D127).
 */

import type { OgRoster } from "../go/roster";
import type { GoPairingParameters } from "../go/pairing-parameters";

// the parameter sets' one definition, under the names the sheet's pairing block imports them by
export {
  OG_IMPORT_DEFAULTS,
  type OgDuddMode,
  type OgHandicap,
  type OgPairingParameters,
  type OgSeedSystem,
} from "../go/pairing-parameters";

// the roster's one definition (`core/go/roster.ts`, D127), under the names the engines import it by
export {
  type OgGame,
  type OgPlayer,
  type OgResult,
  type OgRoster,
  type OgRounds,
  ogPlayerName,
} from "../go/roster";

/**
 * What OpenGotha pairs from: the players, games and byes of the tournament beside its parameters
 * ({@link GoPairingParameters}, `core/go/pairing-parameters.ts`).
 */
export interface OgTournament extends OgRoster, GoPairingParameters {}
