/**
 * An OpenGotha XML file as its pairing sees it (`src/core/pairing/opengotha-model.ts`): every
 * player with rank, rating, country, club (4 characters, as OpenGotha keeps it), registering
 * status and per-round participation; games and byes by round; the general, handicap,
 * placement and pairing parameter sets, with OpenGotha's import defaults for what is missing.
 * Bad input is refused with the element and attribute named.
 */
import { BOUNDS, type Quantity, inBound } from "../core/common/bounds";
import { RatingError, invalid } from "../core/common/errors";
import { isOpenGothaCriterion } from "../core/go/criterion";
import { type OgExpected } from "../i18n/errors-opengotha";
import { msg } from "../i18n/table";
import type { OgGame, OgPlayer, OgTournament } from "../core/pairing/opengotha-model";
import { OG_IMPORT_DEFAULTS, type OgDuddMode, type OgSeedSystem } from "../core/go/pairing-parameters";
import { FIRST_DAN, type GoRank, LOWEST_RANK, ogRank } from "../core/go/rank";
import { type FileText, textOf } from "./file-text";
import { openGothaKey, playerResolver } from "./opengotha-keys";
import { OG_RATINGS, clampOgRating } from "./opengotha-rating";
import { refusalPlace } from "./opengotha-refusal";
import type { OgPairingRead } from "./types";
import { openGothaResult } from "./opengotha-results";
import { type Attrs, type OpenGothaXml, list, openGothaElements, parseOpenGothaXml } from "./opengotha-xml";

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

/**
 * The file as its pairing sees it, or why it cannot be: what the reader refuses (`refused`, its
 * message without a position) and where it is in the file (line and column, 0 when the whole
 * file; `located`, the message with them). The sheet and the pane say it and keep the defaults.
 * The file is parsed once, as the tournament reader's `readOpenGothaFile` parses it.
 */
export function openGothaPairingOrRefusal(input: string | Uint8Array | FileText): OgPairingRead {
  const { text } = textOf(input);
  return openGothaPairingView(text, parseOpenGothaXml(text));
}

/** The file as its pairing sees it; refused with the element, the attribute and where they are. */
export function readOpenGothaPairing(input: string | Uint8Array | FileText): OgTournament {
  const r = openGothaPairingOrRefusal(input);
  if ("refused" in r) throw invalid(r.located);
  return r.tournament;
}

/**
 * The pairing's view of a file already parsed (`xml`, parsed from `text` by
 * {@link parseOpenGothaXml}): the one reader's pairing half, never a parse of its own.
 */
export function openGothaPairingView(text: string, xml: OpenGothaXml): OgPairingRead {
  try {
    return { tournament: readPairing(xml) };
  } catch (e) {
    if (!(e instanceof RatingError)) throw e;
    return { refused: e.text, ...refusalPlace(text, e.text) };
  }
}

function readPairing(xml: OpenGothaXml): OgTournament {
  // names as OpenGotha keeps them, trailing spaces included: its random terms and its
  // order of equal players read them (P38); the parse keeps every value as written
  if ("error" in xml) {
    throw invalid(
      xml.error === "bad-xml"
        ? msg("ogXmlBad", { line: xml.line, column: xml.column, detail: xml.message })
        : msg("ogXmlNoRoot", {}),
    );
  }
  const { root } = xml;
  const tps = (root.TournamentParameterSet ?? {}) as Record<string, unknown>;
  const gps = (tps.GeneralParameterSet ?? {}) as Attrs;
  const hps = (tps.HandicapParameterSet ?? {}) as Attrs;
  const pps = (tps.PlacementParameterSet ?? {}) as Record<string, unknown>;
  const paiPS = (tps.PairingParameterSet ?? {}) as Attrs;

  const int = (attrs: Attrs, element: string, name: string, fallback: number): number => {
    const v = attrs[name];
    if (v === undefined) return fallback;
    const n = Number(v.trim());
    if (v.trim() === "" || !Number.isSafeInteger(n)) {
      throw attributeError(element, name, v, { kind: "whole" });
    }
    return n;
  };
  // a count or a round number of the file is never a size to allocate (H1, H2)
  const bounded = (attrs: Attrs, element: string, name: string, fallback: number, q: Quantity): number => {
    const n = int(attrs, element, name, fallback);
    if (!inBound(q, n)) throw attributeError(element, name, attrs[name] ?? "", rangeOf(q));
    return n;
  };
  const real = (attrs: Attrs, element: string, name: string, fallback: number): number => {
    const v = attrs[name];
    if (v === undefined) return fallback;
    const n = Number(v.trim());
    if (v.trim() === "" || !Number.isFinite(n)) throw attributeError(element, name, v, { kind: "number" });
    return n;
  };
  const bool = (attrs: Attrs, name: string, fallback: boolean): boolean =>
    attrs[name] === undefined ? fallback : attrs[name]?.trim().toLowerCase() === "true";
  const rank = (attrs: Attrs, element: string, name: string, fallback: GoRank): GoRank => {
    const v = attrs[name];
    if (v === undefined) return fallback;
    const r = ogRank(v);
    if (r === null) throw attributeError(element, name, v, { kind: "rank" });
    return r;
  };
  const oneOf = <T extends string>(
    attrs: Attrs,
    element: string,
    name: string,
    allowed: readonly T[],
    fallback: T,
  ): T => {
    const v = attrs[name];
    if (v === undefined) return fallback;
    if (!(allowed as readonly string[]).includes(v)) {
      throw attributeError(element, name, v, { kind: "oneOf", allowed: allowed.join(", ") });
    }
    return v as T;
  };

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
  // Rating as the import reads it ("Rating" criterion); older files are not shifted here.
  const elements = openGothaElements(root);
  const playersXml = elements.players;
  const players: OgPlayer[] = [];
  const index = new Map<string, number>();
  playersXml.forEach((p, i) => {
    const name = p.name ?? "";
    const firstName = p.firstName ?? "";
    if (name === "") throw invalid(msg("ogXmlPlayerNoName", { number: i + 1 }));
    const key = openGothaKey(name, firstName);
    if (index.has(key)) throw invalid(msg("ogXmlSameKey", { key }));
    index.set(key, i);
    const part = p.participating ?? "";
    players.push({
      name,
      firstName,
      // a rank OpenGotha cannot read is its grade's, as its Player constructor takes it
      rank:
        ogRank(p.rank ?? "30K") ??
        ogRank(p.grade ?? "") ??
        rank(p, `Player name="${name}"`, "rank", LOWEST_RANK),
      // clamped as OpenGotha's importer does (D46); -950 is -900 here, kept by the tournament (D94)
      rating: clampOgRating(int(p, `Player name="${name}"`, "rating", OG_RATINGS.min)),
      country: p.country ?? "",
      club: (p.club ?? "").slice(0, 4),
      smmsCorrection: bounded(p, `Player name="${name}"`, "smmsCorrection", 0, "mmCorrection"),
      final: (p.registeringStatus ?? "FIN") === "FIN",
      participating: Array.from({ length: general.numberOfRounds }, (_, r) => part.charAt(r) !== "0"),
    });
  });
  // by key, then OpenGotha's fallbacks: Turkish capitals (`CETİNCİNAR`), the canonical name (D21)
  const resolve = playerResolver(playersXml);
  const player = (key: string | undefined, game?: number): number => {
    const i = index.get((key ?? "").toUpperCase()) ?? resolve(key ?? "");
    if (i === undefined)
      throw invalid(msg("ogXmlNoPlayer", { ...(game === undefined ? {} : { game }), key: key ?? "" }));
    return i;
  };
  const games: OgGame[] = elements.games.map((g, i) => {
    const round = bounded(g, "Game", "roundNumber", 1, "rounds") - 1;
    const raw = g.result ?? "RESULT_UNKNOWN";
    // one table of results for both views: `constructor` is none (H4, D93)
    const { result, byDefault } = openGothaResult(raw);
    if (result === undefined) throw invalid(msg("ogXmlUnknownResult", { game: i + 1, result: raw }));
    return {
      round,
      white: player(g.whitePlayer, i + 1),
      black: player(g.blackPlayer, i + 1),
      handicap: bounded(g, "Game", "handicap", 0, "handicap"),
      result,
      byDefault,
    };
  });
  const byes: (number | null)[] = [];
  // every <ByePlayer> (pairgoth's wrapper's too: the malavasi file): OpenGotha reads each with a
  // player, the last of a round winning (P38)
  for (const b of elements.byes) {
    const round = bounded(b, "ByePlayer", "roundNumber", 1, "rounds") - 1;
    // D72: a bye whose key is no player's is ignored, as OpenGotha's importer ignores it; the
    // tournament reader, which every caller reads the file with first, warns at its line
    const i = index.get((b.player ?? "").toUpperCase()) ?? resolve(b.player ?? "");
    if (i !== undefined) byes[round] = i;
  }
  for (let r = 0; r < general.numberOfRounds; r++) byes[r] ??= null;
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
  return { players, games, byes, general, handicap, placement, pairing, clubsGroups };
}
