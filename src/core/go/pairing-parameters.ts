/**
 * OpenGotha's parameters of a Go tournament as its pairing reads them (P26–P45), one value beside
 * the common tournament (`core/tournament/model.ts`): the general, handicap, placement and pairing
 * parameter sets and the clubs groups, ranks on the one scale of `rank.ts` (D120). The defaults
 * are those OpenGotha's XML import applies to a missing attribute (ExternalDocument, V3.51.02), so
 * a file without a pairing parameter set pairs as OpenGotha would pair it (docs/pairing.md).
 * Read by the one OpenGotha reader in the same parse as the tournament (D93), or built by the
 * crosstable's pairing for any other file (P31).
 */

import { type GoRank, goRank } from "./rank";

export interface OgGeneral {
  readonly numberOfRounds: number;
  readonly numberOfCategories: number;
  /** P37: each category's lowest rank, categories 1 … n − 1 (the last has none). */
  readonly lowerCategoryLimits: readonly GoRank[];
  /** As the file or the sheet says; the engine counts McMahon scores from 30K whatever it is (P48). */
  readonly mmZero: GoRank;
  readonly mmFloor: GoRank;
  readonly mmBar: GoRank;
  readonly nbw2Absent: number;
  readonly nbw2Bye: number;
  readonly mms2Absent: number;
  readonly mms2Bye: number;
  readonly roundDown: boolean;
  readonly countNotPlayedAsHalfPoint: boolean;
}

export interface OgHandicap {
  readonly basedOnMms: boolean;
  readonly noHdRankThreshold: GoRank;
  readonly correction: number;
  readonly ceiling: number;
}

export type OgSeedSystem = "SPLITANDRANDOM" | "SPLITANDFOLD" | "SPLITANDSLIP";
export type OgDuddMode = "TOP" | "MID" | "BOT";

export interface OgPairingParameters {
  readonly nx1: number;
  readonly avoidDuplGame: number;
  readonly random: number;
  readonly deterministic: boolean;
  readonly balanceWB: number;
  readonly avoidMixingCategories: number;
  readonly minimizeScoreDifference: number;
  readonly duddWeight: number;
  readonly compensateDUDD: boolean;
  readonly duddUpper: OgDuddMode;
  readonly duddLower: OgDuddMode;
  readonly maximizeSeeding: number;
  /** As OpenGotha stores it: the XML's 1-based value − 1, compared with the 0-based round. */
  readonly lastRoundForSeedSystem1: number;
  readonly seedSystem1: OgSeedSystem;
  readonly seedSystem2: OgSeedSystem;
  readonly additionalCrit1: string;
  readonly additionalCrit2: string;
  readonly rankThreshold: GoRank;
  readonly nbWinsThresholdActive: boolean;
  readonly barThresholdActive: boolean;
  readonly minimizeHandicap: number;
  readonly avoidSameGeo: number;
  readonly preferMMSDiffRatherThanSameCountry: number;
  readonly preferMMSDiffRatherThanSameClub: number;
}

/** OpenGotha's parameters of a tournament, as one value beside the common tournament. */
export interface GoPairingParameters {
  readonly general: OgGeneral;
  readonly handicap: OgHandicap;
  /** Placement criteria by OpenGotha's long names ("MMS", "SOSM", "NULL", …), in order. */
  readonly placement: readonly string[];
  readonly pairing: OgPairingParameters;
  /** Clubs groups (`<ClubsGroups>`): each group's club names, as the file spells them. */
  readonly clubsGroups?: readonly (readonly string[])[];
}

/** OpenGotha's XML import defaults (ExternalDocument.importTournamentParameterSetFromXMLFile). */
export const OG_IMPORT_DEFAULTS: { general: OgGeneral; handicap: OgHandicap; pairing: OgPairingParameters } =
  {
    general: {
      numberOfRounds: 5,
      numberOfCategories: 1,
      lowerCategoryLimits: [],
      mmZero: goRank(0), // 30k (−30 in the file)
      mmFloor: goRank(10), // 20k (−20)
      mmBar: goRank(33), // 4d (3)
      nbw2Absent: 0,
      nbw2Bye: 0,
      mms2Absent: 0,
      mms2Bye: 0,
      roundDown: true,
      countNotPlayedAsHalfPoint: false,
    },
    handicap: { basedOnMms: true, noHdRankThreshold: goRank(30) /* 1d (0) */, correction: 1, ceiling: 9 },
    pairing: {
      nx1: 0.5,
      avoidDuplGame: 500000000000000,
      random: 0,
      deterministic: true,
      balanceWB: 1000,
      avoidMixingCategories: 20000000000000,
      minimizeScoreDifference: 100000000000,
      duddWeight: 100000000,
      compensateDUDD: true,
      duddUpper: "MID",
      duddLower: "MID",
      maximizeSeeding: 5000000,
      lastRoundForSeedSystem1: 1,
      seedSystem1: "SPLITANDRANDOM",
      seedSystem2: "SPLITANDFOLD",
      additionalCrit1: "Rating",
      additionalCrit2: "NULL",
      rankThreshold: goRank(33), // 4d (3)
      nbWinsThresholdActive: true,
      barThresholdActive: true,
      minimizeHandicap: 0,
      avoidSameGeo: 100000000000,
      preferMMSDiffRatherThanSameCountry: 1,
      preferMMSDiffRatherThanSameClub: 3,
    },
  };

/**
 * P37: a player's category, 0-based (Player.category): 0 with one category, else the first
 * category whose lower limit the rank reaches, else the last.
 */
export function ogCategory(general: OgGeneral, rank: GoRank): number {
  if (general.numberOfCategories <= 1) return 0;
  const limits = general.lowerCategoryLimits;
  for (let c = 0; c < limits.length; c++) if (rank >= (limits[c] as GoRank)) return c;
  return limits.length;
}
