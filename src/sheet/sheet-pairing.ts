/**
 * The pairing parameters a tournament sheet holds (P35): the system, OpenGotha's parameter sets
 * and the McMahon values, their defaults (P31), and the block's "other" cell: every parameter
 * without a row of its own, as OpenGotha's XML attribute `name=value` words.
 */
import { type PairingSystem, defaultHandicap } from "../core/engines/og-crosstable";
import {
  OG_IMPORT_DEFAULTS,
  type OgDuddMode,
  type OgHandicap,
  type OgPairingParameters,
  type OgSeedSystem,
} from "../core/pairing/opengotha-model";
import { type GoRank, TOP_AMATEUR_RANK, rankText, rankValue } from "../core/go/rank";
import { DEFAULT_PARAMETERS, type TournamentParameters } from "../core/tournament/model";
/** What Pair round k pairs with: the system, OpenGotha's parameter sets and the McMahon values. */
export interface SheetPairing {
  readonly system: PairingSystem;
  readonly handicap: OgHandicap;
  readonly pairing: OgPairingParameters;
  /** Placement criteria by OpenGotha's names, in order ("NULL" for none). */
  readonly placement: readonly string[];
  /** The McMahon zero, floor, bar, bye and absent values and the rounding (D21, D22). */
  readonly mcmahon: TournamentParameters;
}

export const SEEDS: readonly OgSeedSystem[] = ["SPLITANDRANDOM", "SPLITANDFOLD", "SPLITANDSLIP"];
const DUDD: readonly OgDuddMode[] = ["TOP", "MID", "BOT"];
export const SYSTEM_CODES: Readonly<Record<PairingSystem, string>> = { mcmahon: "MCMAHON", swiss: "SWISS" };

/** P31: the placement criteria of OpenGotha's McMahon and Swiss templates. */
export function defaultPlacement(system: PairingSystem): string[] {
  return system === "mcmahon" ? ["MMS", "SOSM", "SOSOSM"] : ["NBW", "SOSW", "SOSOSW"];
}

/**
 * P31's parameters: McMahon, OpenGotha's import defaults (handicap by MMS, threshold 1d,
 * correction 1, ceiling 9), the McMahon values of `mcmahon` (the file's, else D21/D22's).
 */
export function defaultSheetPairing(mcmahon: TournamentParameters = DEFAULT_PARAMETERS): SheetPairing {
  return {
    system: "mcmahon",
    handicap: OG_IMPORT_DEFAULTS.handicap,
    pairing: OG_IMPORT_DEFAULTS.pairing,
    placement: defaultPlacement("mcmahon"),
    mcmahon,
  };
}

/**
 * A chess (FIDE) sheet's parameters (P35): P31's Swiss — OpenGotha's import defaults, its Swiss
 * template's placement and even games — as a chess sheet without a block pairs.
 */
export function chessSheetPairing(): SheetPairing {
  return {
    system: "swiss",
    handicap: defaultHandicap("swiss"),
    pairing: OG_IMPORT_DEFAULTS.pairing,
    placement: defaultPlacement("swiss"),
    mcmahon: DEFAULT_PARAMETERS,
  };
}

/**
 * The parameters kept in the "other" cell as OpenGotha's XML attribute names: each reads its
 * value from a SheetPairing, writes it back, and says how its text is read.
 */
type Kind = "whole" | "weight" | "real" | "bool" | "rank" | "mode" | "criterion" | "points2";
interface Other {
  readonly name: string;
  readonly kind: Kind;
  readonly get: (p: SheetPairing) => number | boolean | string;
  readonly set: (p: MutablePairing, v: number | boolean | string) => void;
}
export type MutablePairing = {
  system: PairingSystem;
  handicap: { -readonly [K in keyof OgHandicap]: OgHandicap[K] };
  pairing: { -readonly [K in keyof OgPairingParameters]: OgPairingParameters[K] };
  placement: string[];
  mcmahon: { -readonly [K in keyof TournamentParameters]: TournamentParameters[K] };
};

const pai = <K extends keyof OgPairingParameters>(name: string, key: K, kind: Kind): Other => ({
  name,
  kind,
  get: (p) => p.pairing[key] as number | boolean | string,
  set: (p, v) => (p.pairing[key] = v as OgPairingParameters[K]),
});
const gen = <K extends keyof TournamentParameters>(name: string, key: K, kind: Kind): Other => ({
  name,
  kind,
  get: (p) => p.mcmahon[key] ?? false,
  set: (p, v) => (p.mcmahon[key] = v as TournamentParameters[K]),
});

const OTHERS: readonly Other[] = [
  pai("paiStandardNX1Factor", "nx1", "real"),
  pai("paiBaAvoidDuplGame", "avoidDuplGame", "weight"),
  pai("paiBaRandom", "random", "weight"),
  pai("paiBaDeterministic", "deterministic", "bool"),
  pai("paiMaAvoidMixingCategories", "avoidMixingCategories", "weight"),
  pai("paiMaMinimizeScoreDifference", "minimizeScoreDifference", "weight"),
  pai("paiMaDUDDWeight", "duddWeight", "weight"),
  pai("paiMaCompensateDUDD", "compensateDUDD", "bool"),
  pai("paiMaDUDDUpperMode", "duddUpper", "mode"),
  pai("paiMaDUDDLowerMode", "duddLower", "mode"),
  pai("paiMaMaximizeSeeding", "maximizeSeeding", "weight"),
  pai("paiMaAdditionalPlacementCritSystem1", "additionalCrit1", "criterion"),
  pai("paiMaAdditionalPlacementCritSystem2", "additionalCrit2", "criterion"),
  pai("paiSeRankThreshold", "rankThreshold", "rank"),
  pai("paiSeNbWinsThresholdActive", "nbWinsThresholdActive", "bool"),
  pai("paiSeBarThresholdActive", "barThresholdActive", "bool"),
  pai("paiSeMinimizeHandicap", "minimizeHandicap", "weight"),
  gen("genNBW2ValueAbsent", "absentPoints2", "points2"),
  gen("genNBW2ValueBye", "byePoints2", "points2"),
  gen("genMMS2ValueBye", "byeMms2", "points2"),
  gen("genCountNotPlayedGamesAsHalfPoint", "countNotPlayedAsHalf", "bool"),
];
const OTHER_BY_NAME: ReadonlyMap<string, Other> = new Map(OTHERS.map((o) => [o.name.toLowerCase(), o]));

/** OpenGotha's rank threshold as a rank; every other value as it is. */
function otherText(o: Other, v: number | boolean | string): string {
  return o.kind === "rank" ? rankText(v as GoRank) : String(v);
}

/**
 * D380, D382: the parameters the block has rows of its own for; the "other" cell no longer writes
 * them, and still reads them from a sheet written before the rows.
 */
const OWN_ROWS: ReadonlySet<string> = new Set(["genNBW2ValueAbsent", "genNBW2ValueBye", "genMMS2ValueBye"]);

/** The "other" cell: every parameter of OTHERS that differs from P31's, and a placement of its own. */
export function otherCell(p: SheetPairing): string {
  const base = defaultSheetPairing();
  const words = OTHERS.filter((o) => !OWN_ROWS.has(o.name) && o.get(p) !== o.get(base)).map(
    (o) => `${o.name}=${otherText(o, o.get(p))}`,
  );
  if (p.placement.join(",") !== defaultPlacement(p.system).join(","))
    words.push(`placement=${p.placement.join(",")}`);
  return words.join(" ");
}

/** One `name=value` word of the "other" cell into `p`; false when it is not one. */
export function readOther(p: MutablePairing, word: string): boolean {
  const eq = word.indexOf("=");
  if (eq <= 0) return false;
  const name = word.slice(0, eq).toLowerCase();
  const v = word.slice(eq + 1);
  if (name === "placement") {
    const list = v.split(",").map((c) => c.trim().toUpperCase());
    if (list.some((c) => !/^[A-Z]{2,8}$/.test(c))) return false;
    p.placement = list;
    return true;
  }
  const o = OTHER_BY_NAME.get(name);
  if (o === undefined) return false;
  const value = otherValue(o, v);
  if (value === undefined) return false;
  o.set(p, value);
  return true;
}

function otherValue(o: Other, v: string): number | boolean | string | undefined {
  const n = Number(v);
  switch (o.kind) {
    case "whole":
    case "weight":
      return v !== "" && Number.isSafeInteger(n) && n >= 0 ? n : undefined;
    case "real":
      return v !== "" && Number.isFinite(n) && n >= 0 ? n : undefined;
    case "points2":
      return n === 0 || n === 1 || n === 2 ? n : undefined;
    case "bool": {
      const b = v.toLowerCase();
      return b === "true" ? true : b === "false" ? false : undefined;
    }
    case "rank": {
      const r = rankValue(v);
      return r === null || r > TOP_AMATEUR_RANK ? undefined : r;
    }
    case "mode":
      return (DUDD as readonly string[]).includes(v.toUpperCase()) ? v.toUpperCase() : undefined;
    case "criterion":
      return /^[A-Za-z]{1,12}$/.test(v) ? v : undefined;
  }
}
