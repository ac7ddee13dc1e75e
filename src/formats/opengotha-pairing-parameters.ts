/**
 * OpenGotha's parameters of a tournament file as its pairing reads them (D125,
 * `GoPairingParameters`): the general, handicap, placement and pairing parameter sets and the
 * clubs groups, with OpenGotha's import defaults for what is missing; each attribute's value
 * checked, a bad one refused with its element and attribute named (the reader says where).
 */
import { BOUNDS, type Quantity, inBound } from "../core/common/bounds";
import { RatingError, invalid } from "../core/common/errors";
import { isOpenGothaCriterion } from "../core/go/criterion";
import {
  type GoPairingParameters,
  OG_IMPORT_DEFAULTS,
  type OgDuddMode,
  type OgSeedSystem,
} from "../core/go/pairing-parameters";
import { FIRST_DAN, type GoRank, LOWEST_RANK, ogRank } from "../core/go/rank";
import { type OgExpected } from "../i18n/errors-opengotha";
import { msg } from "../i18n/table";
import { javaLong } from "./opengotha-parameters";
import { type Attrs, list } from "./opengotha-xml";

function known(name: string | undefined, fallback: string): string {
  return name !== undefined && isOpenGothaCriterion(name) ? name : fallback;
}

/** An attribute of the file whose value is not what its element takes. */
function attributeError(element: string, name: string, value: string, expected: OgExpected): RatingError {
  return invalid(msg("ogXmlAttribute", { element, name, value, expected }));
}

function rangeOf(q: Quantity): OgExpected {
  const { min, max, whole } = BOUNDS[q];
  return { kind: "range", min, max, whole };
}

/** The value of `attrs[name]`, a whole number (`fallback` when the attribute is missing). */
export function int(attrs: Attrs, element: string, name: string, fallback: number): number {
  const v = attrs[name];
  if (v === undefined) return fallback;
  // digits, as OpenGotha's importer reads them (Integer.parseInt, Long.parseLong): `1.0` is no
  // whole number to it (D392)
  const n = javaLong(v);
  if (n === undefined) throw attributeError(element, name, v, { kind: "whole" });
  return n;
}

// a count or a round number of the file is never a size to allocate (H1, H2)
export function bounded(attrs: Attrs, element: string, name: string, fallback: number, q: Quantity): number {
  const n = int(attrs, element, name, fallback);
  if (!inBound(q, n)) throw attributeError(element, name, attrs[name] ?? "", rangeOf(q));
  return n;
}

function real(attrs: Attrs, element: string, name: string, fallback: number): number {
  const v = attrs[name];
  if (v === undefined) return fallback;
  const n = Number(v.trim());
  if (v.trim() === "" || !Number.isFinite(n)) throw attributeError(element, name, v, { kind: "number" });
  return n;
}

function bool(attrs: Attrs, name: string, fallback: boolean): boolean {
  return attrs[name] === undefined ? fallback : attrs[name]?.trim().toLowerCase() === "true";
}

export function rank(attrs: Attrs, element: string, name: string, fallback: GoRank): GoRank {
  const v = attrs[name];
  if (v === undefined) return fallback;
  const r = ogRank(v);
  if (r === null) throw attributeError(element, name, v, { kind: "rank" });
  return r;
}

function oneOf<T extends string>(
  attrs: Attrs,
  element: string,
  name: string,
  allowed: readonly T[],
  fallback: T,
): T {
  const v = attrs[name];
  if (v === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(v)) {
    throw attributeError(element, name, v, { kind: "oneOf", allowed: allowed.join(", ") });
  }
  return v as T;
}

/** The file's parameter sets and clubs groups, from its parsed root element (`parseOpenGothaXml`). */
export function readPairingParameters(root: Record<string, unknown>): GoPairingParameters {
  const tps = (root.TournamentParameterSet ?? {}) as Record<string, unknown>;
  const gps = (tps.GeneralParameterSet ?? {}) as Attrs;
  const hps = (tps.HandicapParameterSet ?? {}) as Attrs;
  const pps = (tps.PlacementParameterSet ?? {}) as Record<string, unknown>;
  const paiPS = (tps.PairingParameterSet ?? {}) as Attrs;

  const dg = OG_IMPORT_DEFAULTS.general;
  // P37: 1 to 9 categories (Gotha.MAX_NUMBER_OF_CATEGORIES); a <Category> sets the lower limit
  // of category `number` (1 … n − 1), by default 30K; one not given stays 1D (Java's 0).
  const numberOfCategories = int(gps, "GeneralParameterSet", "numberOfCategories", dg.numberOfCategories);
  if (numberOfCategories < 1 || numberOfCategories > 9) {
    throw attributeError("GeneralParameterSet", "numberOfCategories", gps.numberOfCategories ?? "", {
      kind: "range",
      min: 1,
      max: 9,
      whole: true,
    });
  }
  const lowerCategoryLimits = new Array<GoRank>(numberOfCategories - 1).fill(FIRST_DAN);
  const categories = (gps as Record<string, unknown>).Categories as Record<string, unknown> | undefined;
  // (with one category OpenGotha ignores them: no limit is used)
  for (const c of numberOfCategories > 1 ? list(categories?.Category) : []) {
    const number = int(c, "Category", "number", 1);
    if (number < 1 || number > numberOfCategories - 1) {
      const max = numberOfCategories - 1;
      throw attributeError("Category", "number", c.number ?? "1", {
        kind: "range",
        min: 1,
        max,
        whole: true,
      });
    }
    lowerCategoryLimits[number - 1] = rank(c, "Category", "lowerLimit", LOWEST_RANK);
  }
  const general = {
    numberOfRounds: bounded(gps, "GeneralParameterSet", "numberOfRounds", dg.numberOfRounds, "rounds"),
    numberOfCategories,
    lowerCategoryLimits,
    mmZero: rank(gps, "GeneralParameterSet", "genMMZero", dg.mmZero),
    mmFloor: rank(gps, "GeneralParameterSet", "genMMFloor", dg.mmFloor),
    mmBar: rank(gps, "GeneralParameterSet", "genMMBar", dg.mmBar),
    nbw2Absent: int(gps, "GeneralParameterSet", "genNBW2ValueAbsent", dg.nbw2Absent),
    nbw2Bye: int(gps, "GeneralParameterSet", "genNBW2ValueBye", dg.nbw2Bye),
    mms2Absent: int(gps, "GeneralParameterSet", "genMMS2ValueAbsent", dg.mms2Absent),
    mms2Bye: int(gps, "GeneralParameterSet", "genMMS2ValueBye", dg.mms2Bye),
    roundDown: bool(gps, "genRoundDownNBWMMS", dg.roundDown),
    countNotPlayedAsHalfPoint: bool(gps, "genCountNotPlayedGamesAsHalfPoint", dg.countNotPlayedAsHalfPoint),
  };
  const dh = OG_IMPORT_DEFAULTS.handicap;
  const handicap = {
    basedOnMms: bool(hps, "hdBasedOnMMS", dh.basedOnMms),
    noHdRankThreshold: rank(hps, "HandicapParameterSet", "hdNoHdRankThreshold", dh.noHdRankThreshold),
    correction: int(hps, "HandicapParameterSet", "hdCorrection", dh.correction),
    ceiling: int(hps, "HandicapParameterSet", "hdCeiling", dh.ceiling),
  };
  const criteria = list((pps.PlacementCriteria as Record<string, unknown> | undefined)?.PlacementCriterion);
  const placement: string[] = [];
  for (const c of criteria) {
    const number = int(c, "PlacementCriterion", "number", 1);
    if (number < 1 || number > 6)
      throw attributeError("PlacementCriterion", "number", String(number), {
        kind: "range",
        min: 1,
        max: 6,
        whole: true,
      });
    // OpenGotha's import leaves the slot as it is for a name it does not know (NULL, or the
    // criterion an earlier element put there: D50, opengotha-sts-ppik2010/slots-jar.json)
    const name = c.name ?? "";
    if (isOpenGothaCriterion(name)) placement[number - 1] = name;
  }
  for (let i = 0; i < 6; i++) placement[i] ??= "NULL";
  const dp = OG_IMPORT_DEFAULTS.pairing;
  const E = "PairingParameterSet";
  const seeds = ["SPLITANDRANDOM", "SPLITANDFOLD", "SPLITANDSLIP"] as const satisfies readonly OgSeedSystem[];
  const modes = ["TOP", "MID", "BOT"] as const satisfies readonly OgDuddMode[];
  const pairing = {
    nx1: real(paiPS, E, "paiStandardNX1Factor", dp.nx1),
    avoidDuplGame: int(paiPS, E, "paiBaAvoidDuplGame", dp.avoidDuplGame),
    random: int(paiPS, E, "paiBaRandom", dp.random),
    deterministic: bool(paiPS, "paiBaDeterministic", dp.deterministic),
    balanceWB: int(paiPS, E, "paiBaBalanceWB", dp.balanceWB),
    avoidMixingCategories: int(paiPS, E, "paiMaAvoidMixingCategories", dp.avoidMixingCategories),
    minimizeScoreDifference: int(paiPS, E, "paiMaMinimizeScoreDifference", dp.minimizeScoreDifference),
    duddWeight: int(paiPS, E, "paiMaDUDDWeight", dp.duddWeight),
    compensateDUDD: bool(paiPS, "paiMaCompensateDUDD", dp.compensateDUDD),
    duddUpper: oneOf(paiPS, E, "paiMaDUDDUpperMode", modes, dp.duddUpper),
    duddLower: oneOf(paiPS, E, "paiMaDUDDLowerMode", modes, dp.duddLower),
    maximizeSeeding: int(paiPS, E, "paiMaMaximizeSeeding", dp.maximizeSeeding),
    lastRoundForSeedSystem1:
      int(paiPS, E, "paiMaLastRoundForSeedSystem1", dp.lastRoundForSeedSystem1 + 1) - 1,
    seedSystem1: oneOf(paiPS, E, "paiMaSeedSystem1", seeds, dp.seedSystem1),
    seedSystem2: oneOf(paiPS, E, "paiMaSeedSystem2", seeds, dp.seedSystem2),
    // … and its default for an additional criterion it does not know.
    additionalCrit1: known(paiPS.paiMaAdditionalPlacementCritSystem1, dp.additionalCrit1),
    additionalCrit2: known(paiPS.paiMaAdditionalPlacementCritSystem2, dp.additionalCrit2),
    rankThreshold: rank(paiPS, E, "paiSeRankThreshold", dp.rankThreshold),
    nbWinsThresholdActive: bool(paiPS, "paiSeNbWinsThresholdActive", dp.nbWinsThresholdActive),
    barThresholdActive: bool(paiPS, "paiSeBarThresholdActive", dp.barThresholdActive),
    minimizeHandicap: int(paiPS, E, "paiSeMinimizeHandicap", dp.minimizeHandicap),
    avoidSameGeo: int(paiPS, E, "paiSeAvoidSameGeo", dp.avoidSameGeo),
    preferMMSDiffRatherThanSameCountry: int(
      paiPS,
      E,
      "paiSePreferMMSDiffRatherThanSameCountry",
      dp.preferMMSDiffRatherThanSameCountry,
    ),
    preferMMSDiffRatherThanSameClub: int(
      paiPS,
      E,
      "paiSePreferMMSDiffRatherThanSameClub",
      dp.preferMMSDiffRatherThanSameClub,
    ),
  };
  // P39: a group named as an earlier one is not imported (Tournament.addClubsGroup)
  const groupNames = new Set<string>();
  const clubsGroups = list((root.ClubsGroups as Record<string, unknown> | undefined)?.ClubsGroup)
    .filter((g) => {
      const name = g.name ?? "Unnamed Clubs Group";
      const first = !groupNames.has(name);
      groupNames.add(name);
      return first;
    })
    .map((g) => list((g as Record<string, unknown>).Club).map((c) => c.name ?? "Unnamed club"));
  return { general, handicap, placement, pairing, clubsGroups };
}
