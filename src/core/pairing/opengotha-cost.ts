/**
 * OpenGotha's cost of a pair (Tournament.costValue), component by component as its weight dumps
 * list them, and who takes White with which handicap (gameBetween, P12, P13). Per-player parts
 * of the costs are precomputed once per round, so a cost is a few arithmetic operations. Read
 * from OpenGotha V3.51.02's `Tournament.java`; the 3.52 secondary criteria from pairgoth's
 * emulation and OpenGotha 3.52.03's weight dumps (P18). docs/pairing.md.
 */
import { invalid } from "../common/errors";
import { msg } from "../../i18n/table";
import type { OgGame, OgPlayer, OgTournament } from "./opengotha-model";
import type { OgDuddMode, OgHandicap } from "../go/pairing-parameters";
import { type OgScores, type OgVersion, compareJava, ogScores, smms } from "./opengotha-state";
import * as limits from "./opengotha-state";
import { type MainClubView, ogClubKey, ogCountryKey } from "./main-club";
import * as mainClub from "./main-club";
import { type GoRank, goRank } from "../go/rank";

// Module-local copies: a transpiler's CommonJS output (tsx, jest) reads an imported binding
// through a getter on every use, and ogCost runs n²/2 times a round.
const { SMMS_CORR_MAX, SMMS_CORR_MIN } = limits;
const ogClubRatio = mainClub.clubRatio;

/** The cost of a pair as OpenGotha's weight dumps list it; total = 1 + the others. */
export interface OgCost {
  duplicate: number;
  random: number;
  colourBalance: number;
  category: number;
  scoreDifference: number;
  dudd: number;
  seeding: number;
  handicap: number;
  geography: number;
  total: number;
}

/** The scores with what the costs precompute per player. */
export interface OgRoundState extends OgScores {
  /** Per player, precomputed once for the n² costs: MMS and NBW at k − 1 (doubled), colour
   * balance, above the secondary thresholds, the pseudo-rank of the handicap rule, and the
   * name's parts of detRandom (Java order rank, Σc·(i+1), Σc, length). */
  readonly pre: {
    mms2: Float64Array;
    nbw2: Float64Array;
    wb: Int32Array;
    above: Uint8Array;
    hdRank: Int32Array;
    nameOrder: Int32Array;
    nameA: Float64Array;
    nameS: Float64Array;
    nameL: Int32Array;
    country: string[];
    club: string[];
    /** P39: the clubs groups (by index) holding each player's club; null without any. */
    clubGroups: (number[] | null)[];
    met: Set<number>;
  };
}

/** Everything OpenGotha computes before pairing round k (0-based), with the costs' per-player parts. */
export function ogRoundState(t: OgTournament, k: number, version: OgVersion = "3.52"): OgRoundState {
  const scores = ogScores(t, k, version);
  return { ...scores, pre: precompute(scores) };
}

function precompute(s: OgScores): OgRoundState["pre"] {
  const t = s.tournament;
  const n = t.players.length;
  const k = s.round;
  const pp = t.pairing;
  const gen = t.general;
  const mms2 = new Float64Array(n);
  const nbw2 = new Float64Array(n);
  const wb = new Int32Array(n);
  const above = new Uint8Array(n);
  const hdRank = new Int32Array(n);
  const nameA = new Float64Array(n);
  const nameS = new Float64Array(n);
  const nameL = new Int32Array(n);
  const names = t.players.map((p) => p.name + p.firstName);
  const byName = names.map((_, i) => i).sort((a, b) => compareJava(names[a] as string, names[b] as string));
  const nameOrder = new Int32Array(n);
  byName.forEach((p, x) => {
    // equal names share a rank (detRandom swaps only when strictly greater)
    const prev = byName[x - 1];
    nameOrder[p] = x > 0 && prev !== undefined && names[prev] === names[p] ? (nameOrder[prev] as number) : x;
  });
  const rounds = gen.numberOfRounds;
  const nbw2Threshold = pp.nbWinsThresholdActive ? rounds : 2 * rounds;
  const mmBar = gen.mmBar;
  const mcMahon = t.placement[0] === "MMS";
  const met = new Set<number>();
  for (let p = 0; p < n; p++) {
    const player = t.players[p] as OgPlayer;
    mms2[p] = s.crit(p, "MMS");
    nbw2[p] = s.crit(p, "NBW");
    let balance = 0;
    for (let r = 0; r < k; r++) {
      const gi = (s.gameOf[p] as number[])[r] as number;
      if (gi < 0) continue;
      const g = t.games[gi] as OgGame;
      met.add(p * n + (g.white === p ? g.black : g.white));
      if (g.handicap === 0) balance += g.white === p ? 1 : -1;
    }
    wb[p] = balance;
    const barred = smms(t, player) >= mmBar && pp.barThresholdActive;
    const nbw = nbw2[p] as number;
    let isAbove: boolean;
    if (s.version === "3.51")
      isAbove = nbw >= nbw2Threshold || 2 * player.rank + nbw >= 2 * pp.rankThreshold || barred;
    // 3.52 (pairgoth's MacMahonSolver / Solver.playersMeetCriteria): current MMS against the
    // rank threshold in McMahon; Swiss looks at the wins only.
    else if (!mcMahon) isAbove = nbw >= nbw2Threshold;
    else isAbove = nbw >= nbw2Threshold || barred || Math.trunc((mms2[p] as number) / 2) >= pp.rankThreshold;
    above[p] = isAbove ? 1 : 0;
    hdRank[p] = ogHdRank(t.handicap, player.rank, mms2[p] as number);
    const name = names[p] as string;
    let a = 0;
    let sum = 0;
    for (let i = 0; i < name.length; i++) {
      a += name.charCodeAt(i) * (i + 1);
      sum += name.charCodeAt(i);
    }
    nameA[p] = a;
    nameS[p] = sum;
    nameL[p] = name.length;
  }
  return {
    mms2,
    nbw2,
    wb,
    above,
    hdRank,
    nameOrder,
    nameA,
    nameS,
    nameL,
    country: t.players.map(ogCountryKey),
    club: t.players.map(ogClubKey),
    clubGroups: clubGroupsOf(t),
    met,
  };
}

/**
 * P39: per player, the clubs groups whose clubs include his club (Tournament.
 * playersAreInCommonGroup: the player's club, as kept, against each club's whole name, both in
 * lower case); null when none does.
 */
function clubGroupsOf(t: OgTournament): (number[] | null)[] {
  const groupsOfClub = new Map<string, number[]>();
  (t.clubsGroups ?? []).forEach((clubs, g) => {
    for (const c of new Set(clubs.map((x) => x.toLowerCase()))) {
      groupsOfClub.set(c, [...(groupsOfClub.get(c) ?? []), g]);
    }
  });
  return t.players.map((p) => groupsOfClub.get(p.club.toLowerCase()) ?? null);
}

/**
 * detRandom from the precomputed name parts: Σ c·(i+1) over name1 + name2 is
 * A(name1) + A(name2) + length(name1)·Σc(name2).
 */
function fastDetRandom(s: OgRoundState, max: number, p1: number, p2: number): number {
  const pre = s.pre;
  const inverse = (pre.nameOrder[p1] as number) > (pre.nameOrder[p2] as number);
  const [a, b] = inverse ? [p2, p1] : [p1, p2];
  const sum =
    (pre.nameA[a] as number) + (pre.nameA[b] as number) + (pre.nameL[a] as number) * (pre.nameS[b] as number);
  const nR = (sum * 1234567) % (max + 1);
  return inverse ? max - nR : nR;
}

/** The signed handicap of gameBetween (> 0: p1 gives it), without choosing colours. */
function signedHandicap(s: OgRoundState, p1: number, p2: number): number {
  return ogHandicap(s.tournament.handicap, s.pre.hdRank[p1] as number, s.pre.hdRank[p2] as number);
}

/**
 * The handicap rule of gameBetween from the two players' pseudo-ranks (rank or MMS as a rank,
 * capped at the no-handicap threshold, as `ogHdRank` gives them): > 0 when the first gives it.
 */
export function ogHandicap(hd: OgHandicap, rank1: number, rank2: number): number {
  let h = rank1 - rank2;
  if (h > 0) h = Math.max(0, h - hd.correction);
  if (h < 0) h = Math.min(0, h + hd.correction);
  if (h > hd.ceiling) h = hd.ceiling;
  if (h < -hd.ceiling) h = -hd.ceiling;
  return h;
}

/**
 * The pseudo-rank the handicap is computed from: MMS (doubled; counted from 30k, P48, it is a
 * rank on the one scale, D120) or rank, capped at the threshold.
 */
export function ogHdRank(hd: OgHandicap, rank: GoRank, mms2: number): GoRank {
  const r = hd.basedOnMms ? goRank(Math.trunc(mms2 / 2)) : rank;
  return goRank(Math.min(r, hd.noHdRankThreshold));
}

/** Tournament.gameBetween: who takes White and the handicap (P12, P13). */
export function ogGameBetween(
  s: OgRoundState,
  p1: number,
  p2: number,
): { white: number; black: number; handicap: number } {
  const h = signedHandicap(s, p1, p2);
  if (h > 0) return { white: p1, black: p2, handicap: h };
  if (h < 0) return { white: p2, black: p1, handicap: -h };
  const wb1 = s.pre.wb[p1] as number;
  const wb2 = s.pre.wb[p2] as number;
  if (wb1 > wb2) return { white: p2, black: p1, handicap: 0 };
  if (wb1 < wb2) return { white: p1, black: p2, handicap: 0 };
  return fastDetRandom(s, 1, p1, p2) === 0
    ? { white: p1, black: p2, handicap: 0 }
    : { white: p2, black: p1, handicap: 0 };
}

/** (long) (w · (1 − x) · (1 + k·x)), evaluated as Java does. */
function concave(w: number, x: number, k: number): number {
  return Math.trunc(w * (1.0 - x) * (1.0 + k * x));
}

/** The draw-up/draw-down term of player p's place in his group, by the mode (TOP, MID, BOT). */
function duddPosition(s: OgRoundState, w: number, mode: OgDuddMode, p: number): number {
  const size = s.groupSize[p] as number;
  const inner = s.innerPlacement[p] as number;
  const half = Math.trunc(w / 2);
  if (mode === "TOP") return Math.trunc((half * (size - 1 - inner)) / size);
  if (mode === "MID") return Math.trunc((half * (size - 1 - Math.abs(2 * inner - size + 1))) / size);
  return Math.trunc((half * inner) / size);
}

/**
 * Tournament.costValue for the pair (list[i], list[j]), i < j, component by component (pairgoth's
 * main-club adjustment of the geography term, D341–D342, is `ogGeography`'s, which the pairing calls).
 */
export function ogCost(s: OgRoundState, p1: number, p2: number): OgCost {
  const t = s.tournament;
  const pp = t.pairing;
  const k = s.round;
  const pre = s.pre;
  // Base 1: no earlier game between them.
  const duplicate = pre.met.has(p1 * t.players.length + p2) ? 0 : pp.avoidDuplGame;
  // Base 2: random (deterministic only).
  if (!pp.deterministic && pp.random !== 0) {
    throw invalid(msg("pairingRandom", {}));
  }
  const random = fastDetRandom(s, pp.random, p1, p2);
  // Base 3: colour balance, only for a game that would be even.
  let colourBalance = 0;
  if (signedHandicap(s, p1, p2) === 0) {
    const wb1 = pre.wb[p1] as number;
    const wb2 = pre.wb[p2] as number;
    if (wb1 * wb2 < 0) colourBalance = pp.balanceWB;
    else if ((wb1 === 0 && Math.abs(wb2) >= 2) || (wb2 === 0 && Math.abs(wb1) >= 2)) {
      colourBalance = Math.trunc(pp.balanceWB / 2);
    }
  }
  // Main 1: avoid mixing categories (P37: only with several categories).
  const categories = t.general.numberOfCategories;
  const catGap = Math.abs((s.category[p1] as number) - (s.category[p2] as number));
  const category = categories > 1 ? concave(pp.avoidMixingCategories, catGap / categories, pp.nx1) : 0;
  // Main 2: score difference, between players of one category only (P37).
  const g1 = s.groupNumber[p1] as number;
  const g2 = s.groupNumber[p2] as number;
  const groups = s.numberOfGroups;
  const scoreDifference =
    catGap === 0 ? concave(pp.minimizeScoreDifference, Math.abs(g1 - g2) / groups, pp.nx1) : 0;
  // Main 3: draw-up / draw-down.
  let dudd = 0;
  // 3.51 applies it within 3 groups only; 3.52.03's dumps apply it to any two groups.
  if (g1 !== g2 && (s.version === "3.52" || Math.abs(g1 - g2) < 4)) {
    const du1 = s.nbDU[p1] as number;
    const dd1 = s.nbDD[p1] as number;
    const du2 = s.nbDU[p2] as number;
    const dd2 = s.nbDD[p2] as number;
    let scenario = 2;
    if (du1 > 0 && g1 > g2) scenario--;
    if (dd1 > 0 && g1 < g2) scenario--;
    if (du2 > 0 && g2 > g1) scenario--;
    if (dd2 > 0 && g2 < g1) scenario--;
    if (scenario !== 0 && du1 > 0 && dd1 < du1 && g1 < g2) scenario++;
    if (scenario !== 0 && dd1 > 0 && du1 < dd1 && g1 > g2) scenario++;
    if (scenario !== 0 && du2 > 0 && dd2 < du2 && g2 < g1) scenario++;
    if (scenario !== 0 && dd2 > 0 && du2 < dd2 && g2 > g1) scenario++;
    const w = Math.trunc(pp.duddWeight / 5);
    const upper = g1 < g2 ? p1 : p2;
    const lower = g1 < g2 ? p2 : p1;
    dudd += duddPosition(s, w, pp.duddUpper, upper) + duddPosition(s, w, pp.duddLower, lower);
    if (scenario === 1) dudd += w;
    else if (scenario === 2 || (scenario > 2 && !pp.compensateDUDD)) dudd += 2 * w;
    else if (scenario === 3) dudd += 3 * w;
    else if (scenario === 4) dudd += 4 * w;
    // P37: divided by (gap + 1)⁴ between categories, as four integer divisions.
    if (catGap > 0) dudd = Math.trunc(dudd / (catGap + 1) ** 4);
  }
  // Main 4: seeding inside a group.
  let seeding = 0;
  if (g1 === g2) {
    const size = s.groupSize[p1] as number;
    const c1 = s.innerPlacement[p1] as number;
    const c2 = s.innerPlacement[p2] as number;
    const max = pp.maximizeSeeding;
    const system = k <= pp.lastRoundForSeedSystem1 ? pp.seedSystem1 : pp.seedSystem2;
    if (system === "SPLITANDRANDOM") {
      if ((2 * c1 < size && 2 * c2 >= size) || (2 * c1 >= size && 2 * c2 < size)) {
        seeding = max - fastDetRandom(s, Math.trunc(max * 0.2), p1, p2);
      }
    } else if (system === "SPLITANDFOLD") {
      const x = c1 + c2 - (size - 1);
      seeding = max - Math.trunc((Math.trunc((max * x) / (size - 1)) * x) / (size - 1));
    } else {
      const x = 2 * Math.abs(c1 - c2) - size;
      seeding = max - Math.trunc((Math.trunc((max * x) / size) * x) / size);
    }
  }
  // Secondary criteria: who is above the thresholds (precomputed per player, by version).
  const gen = t.general;
  const maxMMS = gen.mmBar + SMMS_CORR_MAX + k;
  const mcMahon = t.placement[0] === "MMS";
  const above1 = pre.above[p1] === 1;
  const above2 = pre.above[p2] === 1;
  const pseudo1 = above1 ? maxMMS : Math.trunc((pre.mms2[p1] as number) / 2);
  const pseudo2 = above2 ? maxMMS : Math.trunc((pre.mms2[p2] as number) / 2);
  const secRange = mcMahon ? groups : gen.mmBar - gen.mmFloor + SMMS_CORR_MAX - SMMS_CORR_MIN + k;
  const handicap = concave(pp.minimizeHandicap, Math.abs(pseudo1 - pseudo2) / secRange, pp.nx1);
  const geography = ogGeography(s, p1, p2);
  const total =
    1 +
    duplicate +
    random +
    colourBalance +
    category +
    scoreDifference +
    dudd +
    seeding +
    handicap +
    geography;
  return {
    duplicate,
    random,
    colourBalance,
    category,
    scoreDifference,
    dudd,
    seeding,
    handicap,
    geography,
    total,
  };
}

/**
 * The geography term of Tournament.costValue for the pair: prefer an MMS gap over the same
 * country (1) or club (3); with `main`, under pairgoth's main-club adjustment (D341, D342).
 */
export function ogGeography(s: OgRoundState, p1: number, p2: number, main?: MainClubView): number {
  const pp = s.tournament.pairing;
  const pre = s.pre;
  const groups = s.numberOfGroups;
  const secCase = (pre.above[p1] === 1 ? 1 : 0) + (pre.above[p2] === 1 ? 1 : 0);
  const geoMax = pp.avoidSameGeo;
  let countryRatio = 0;
  const countryFactor = main?.countryOff === true ? 0 : pp.preferMMSDiffRatherThanSameCountry;
  if (pre.country[p1] !== pre.country[p2] && countryFactor !== 0) {
    countryRatio = Math.min(1, countryFactor / groups);
  }
  const sameClub = pre.club[p1] === pre.club[p2];
  // P39: two clubs of one clubs group count as half a common club
  const cg1 = pre.clubGroups[p1];
  const cg2 = pre.clubGroups[p2];
  const sameGroup = !sameClub && cg1 != null && cg2 != null && cg1.some((g) => cg2.includes(g));
  const clubRatio = ogClubRatio(
    pp.preferMMSDiffRatherThanSameClub,
    groups,
    sameClub,
    sameGroup,
    main,
    p1,
    p2,
  );
  let geoRatio = Math.max(countryRatio, clubRatio) + Math.min(countryRatio, clubRatio) / 2.0;
  if (geoRatio > 0.0) geoRatio += 0.5 / groups;
  let geography =
    pp.minimizeScoreDifference - Math.trunc(geoMax * (1.0 - geoRatio) * (1.0 + pp.nx1 * geoRatio));
  if (geography > geoMax) geography = geoMax;
  if (s.version === "3.52") {
    if (secCase === 2) geography = geoMax;
    else if (secCase === 1) geography = Math.trunc((geography + geoMax) / 2);
  }
  return geography;
}
