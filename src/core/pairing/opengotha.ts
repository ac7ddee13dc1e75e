/**
 * OpenGotha's McMahon and Swiss pairing, reproduced: the scores it pairs from, its groups and
 * draw-up/draw-down counts, the cost of every pair (component by component), its bye choice,
 * colour and handicap, its input order (P17), its >600-player split (P19), and a
 * maximum-weight perfect matching of the costs (`matching.ts`). Read from OpenGotha V3.51.02's
 * `Tournament.java` (costValue, gameBetween, chooseAByePlayer, fillPairingInfo,
 * fillBaseScoringInfo) and `Pairing.java`; the 3.52 secondary criteria from pairgoth's
 * emulation and OpenGotha 3.52.03's weight dumps (P18). docs/pairing.md says what is and is not
 * covered.
 */
import { invalid } from "../common/errors";
import { maxWeightPerfectMatching } from "./matching";
import type { OgGame, OgHandicap, OgPlayer, OgTournament } from "./opengotha-model";

/** OpenGotha's release whose behaviour is reproduced (P18). */
export type OgVersion = "3.51" | "3.52";

const MIN_RANK = -30;
const SMMS_CORR_MIN = -1;
const SMMS_CORR_MAX = 2;
/** Pairing.PAIRING_GROUP_MIN_SIZE / MAX_SIZE (P19). */
const GROUP_MIN = 200;
const GROUP_MAX = 600;

const SUPPORTED = new Set([
  "NULL",
  "Rank",
  "Rating",
  "NBW",
  "MMS",
  "SOSW",
  "SOSM",
  "SOSOSW",
  "SOSOSM",
  "CUSSW",
  "CUSSM",
]);

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

/** Scores and pairing information of every player before round k (0-based). */
export interface OgRoundState {
  readonly tournament: OgTournament;
  readonly round: number;
  readonly version: OgVersion;
  readonly mainCriterion: "NBW" | "MMS";
  /** Doubled placement-criterion value at round k − 1 (OpenGotha's getCritValue). */
  crit(player: number, criterion: string, rn?: number): number;
  readonly gameOf: readonly (readonly number[])[]; // gameOf[p][r] = game index or −1
  readonly groupNumber: Int32Array;
  readonly groupSize: Int32Array;
  readonly innerPlacement: Int32Array;
  readonly numberOfGroups: number;
  readonly nbDU: Int32Array;
  readonly nbDD: Int32Array;
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
    met: Set<number>;
  };
}

/** Java's String.compareTo: UTF-16 code units. */
function compareJava(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Starting McMahon score (Player.smms). */
export function smms(t: OgTournament, p: OgPlayer): number {
  const g = t.general;
  let s = p.rank - g.mmZero;
  if (s < g.mmFloor - g.mmZero) s = g.mmFloor - g.mmZero;
  if (s > g.mmBar - g.mmZero) s = g.mmBar - g.mmZero;
  return s + p.smmsCorrection;
}

/** The doubled points a game gives its White (`white`) or Black player (unknown: 0, P15). */
export function scoreGain(g: OgGame, white: boolean): number {
  switch (g.result) {
    case "white":
      return white ? 2 : 0;
    case "black":
      return white ? 0 : 2;
    case "jigo":
      return 1;
    case "bothWin":
      return 2;
    default:
      return 0;
  }
}

/** Everything OpenGotha computes before pairing round k (0-based): scores, groups, DU/DD. */
export function ogRoundState(t: OgTournament, k: number, version: OgVersion = "3.52"): OgRoundState {
  const n = t.players.length;
  const rounds = Math.max(k, 1);
  const crits = [...t.placement, t.pairing.additionalCrit1, t.pairing.additionalCrit2];
  for (const c of crits) {
    if (!SUPPORTED.has(c)) throw invalid(`OpenGotha pairing: the placement criterion ${c} is not supported`);
  }
  if (t.general.numberOfCategories > 1)
    throw invalid("OpenGotha pairing: tournaments with categories are not supported");
  // OpenGotha's geography counts two clubs of one clubs group as half a common club
  // (costValue); that term is not reproduced, so a group of two clubs or more is refused.
  const clubsGroup = t.clubsGroups?.find((g) => new Set(g.map((c) => c.slice(0, 4).toLowerCase())).size > 1);
  if (clubsGroup) {
    throw invalid(
      `OpenGotha pairing: clubs groups are not supported (the file groups the clubs ${clubsGroup.join(", ")}); remove the group in OpenGotha to pair here`,
    );
  }
  const gameOf = Array.from({ length: n }, () => new Array<number>(rounds).fill(-1));
  t.games.forEach((g, i) => {
    if (g.round < rounds) {
      (gameOf[g.white] as number[])[g.round] = i;
      (gameOf[g.black] as number[])[g.round] = i;
    }
  });
  // Participation: absent unless participating; paired; bye (fillBaseScoringInfo step 1).
  const status = (p: number, r: number): "absent" | "none" | "paired" | "bye" => {
    if (t.byes[r] === p) return "bye";
    if ((gameOf[p] as number[])[r] !== -1) return "paired";
    return (t.players[p] as OgPlayer).participating[r] === false ? "absent" : "none";
  };
  const gen = t.general;
  const nbw = Array.from({ length: n }, () => new Array<number>(rounds).fill(0));
  const mms = Array.from({ length: n }, () => new Array<number>(rounds).fill(0));
  const nbwV = Array.from({ length: n }, () => new Array<number>(rounds).fill(0));
  const mmsV = Array.from({ length: n }, () => new Array<number>(rounds).fill(0));
  for (let p = 0; p < n; p++) {
    const start = 2 * smms(t, t.players[p] as OgPlayer);
    const rowN = nbw[p] as number[];
    const rowM = mms[p] as number[];
    const rowNV = nbwV[p] as number[];
    const rowMV = mmsV[p] as number[];
    let ab2Nbw = 0;
    let ab2Mms = 0;
    let notPlayed = 0;
    for (let r = 0; r < rounds; r++) {
      const gi = (gameOf[p] as number[])[r] as number;
      const g = gi >= 0 ? (t.games[gi] as OgGame) : undefined;
      const gain = g === undefined ? 0 : scoreGain(g, g.white === p);
      const gainV = g === undefined || g.byDefault ? 0 : gain;
      rowN[r] = (r === 0 ? 0 : (rowN[r - 1] as number)) + gain;
      rowM[r] = (r === 0 ? start : (rowM[r - 1] as number)) + gain;
      rowNV[r] = (r === 0 ? 0 : (rowNV[r - 1] as number)) + gainV;
      rowMV[r] = (r === 0 ? start : (rowMV[r - 1] as number)) + gainV;
    }
    // Absent and bye points, cumulative, rounded down as a whole (fillBaseScoringInfo step 2);
    // virtual scores: half a point per round not played so far (step 2bis).
    for (let r = 0; r < rounds; r++) {
      const st = status(p, r);
      if (st === "absent") {
        ab2Nbw += gen.nbw2Absent;
        ab2Mms += gen.mms2Absent;
      } else if (st === "bye") {
        ab2Nbw += gen.nbw2Bye;
        ab2Mms += gen.mms2Bye;
      }
      rowN[r] = (rowN[r] as number) + (gen.roundDown ? Math.trunc(ab2Nbw / 2) * 2 : ab2Nbw);
      rowM[r] = (rowM[r] as number) + (gen.roundDown ? Math.trunc(ab2Mms / 2) * 2 : ab2Mms);
      const gi = (gameOf[p] as number[])[r] as number;
      const g = gi >= 0 ? (t.games[gi] as OgGame) : undefined;
      if (g === undefined || g.result === "unknown" || g.byDefault) notPlayed++;
      rowNV[r] = (rowNV[r] as number) + notPlayed;
      rowMV[r] = (rowMV[r] as number) + notPlayed;
    }
  }
  const opponent = (p: number, r: number): number => {
    const g = t.games[(gameOf[p] as number[])[r] as number] as OgGame;
    return g.white === p ? g.black : g.white;
  };
  const useVirtual = gen.countNotPlayedAsHalfPoint;
  const table = (f: (p: number, r: number) => number): number[][] =>
    Array.from({ length: n }, (_, p) => Array.from({ length: rounds }, (_, r) => f(p, r)));
  const sosw = table((p, r) => {
    let s = 0;
    for (let rr = 0; rr <= r; rr++) {
      if (status(p, rr) !== "paired") continue;
      const o = opponent(p, rr);
      s += ((useVirtual ? nbwV : nbw)[o] as number[])[r] as number;
    }
    return s;
  });
  const sosm = table((p, r) => {
    let s = 0;
    for (let rr = 0; rr <= r; rr++) {
      if (status(p, rr) !== "paired") {
        s += 2 * smms(t, t.players[p] as OgPlayer);
        continue;
      }
      const g = t.games[(gameOf[p] as number[])[rr] as number] as OgGame;
      const o = opponent(p, rr);
      s += (((useVirtual ? mmsV : mms)[o] as number[])[r] as number) + (g.white === p ? 2 : -2) * g.handicap;
    }
    return s;
  });
  const sosos = (base: number[][], unpaired: (p: number, r: number) => number): number[][] =>
    table((p, r) => {
      let s = 0;
      for (let rr = 0; rr <= r; rr++) {
        s += status(p, rr) !== "paired" ? unpaired(p, r) : ((base[opponent(p, rr)] as number[])[r] as number);
      }
      return s;
    });
  const sososw = sosos(sosw, () => 0);
  const sososm = sosos(sosm, (p, r) => 2 * smms(t, t.players[p] as OgPlayer) * (r + 1));
  const cuss = (base: number[][]): number[][] =>
    table((p, r) => {
      let s = 0;
      for (let rr = 0; rr <= r; rr++) s += (base[p] as number[])[rr] as number;
      return s;
    });
  const cussw = cuss(nbw);
  const cussm = cuss(mms);
  const byRound: Record<string, number[][]> = {
    MMS: mms,
    NBW: nbw,
    SOSW: sosw,
    SOSM: sosm,
    SOSOSW: sososw,
    SOSOSM: sososm,
    CUSSW: cussw,
    CUSSM: cussm,
  };
  const crit = (p: number, c: string, rn = k - 1): number => {
    const player = t.players[p] as OgPlayer;
    if (c === "Rank") return player.rank;
    if (c === "Rating") return player.rating;
    if (c === "MMS" && rn < 0) return 2 * smms(t, player);
    const values = byRound[c];
    return values === undefined || rn < 0 ? 0 : ((values[p] as number[])[rn] as number);
  };
  const main = mainCriterion(t);
  // Groups by main score from the top, empty groups counted (fillPairingInfo).
  const [scoreMin, scoreMax] = mainScoreRange(t, k);
  const groupNumber = new Int32Array(n);
  const groupSize = new Int32Array(n);
  const innerPlacement = new Int32Array(n);
  const additional =
    k > t.pairing.lastRoundForSeedSystem1 ? t.pairing.additionalCrit2 : t.pairing.additionalCrit1;
  const order = [...t.placement, additional];
  const mainScore = (p: number): number => Math.trunc(crit(p, main, k - 1) / 2);
  // P20 (3.51 source: every player of the tournament); P26 (3.52.03 dumps: only those
  // registered and participating in round k, the bye included).
  const inGroups = (p: number): boolean => {
    const player = t.players[p] as OgPlayer;
    return version === "3.51" || (player.final && player.participating[k] !== false);
  };
  let group = 0;
  for (let score = scoreMax; score >= scoreMin; score--) {
    const members: number[] = [];
    for (let p = 0; p < n; p++) if (inGroups(p) && mainScore(p) === score) members.push(p);
    if (members.length === 0) {
      group++;
      continue;
    }
    members.sort((a, b) => comparePlacement(t, crit, order, k - 1, a, b));
    members.forEach((p, i) => {
      groupNumber[p] = group;
      groupSize[p] = members.length;
      innerPlacement[p] = i;
    });
    group++;
  }
  // Draw-ups and draw-downs: main scores before each earlier round.
  const nbDU = new Int32Array(n);
  const nbDD = new Int32Array(n);
  for (let r = 0; r < k; r++) {
    for (let p = 0; p < n; p++) {
      if ((gameOf[p] as number[])[r] === -1) continue;
      const o = opponent(p, r);
      const mine = Math.trunc(crit(p, main, r - 1) / 2);
      const theirs = Math.trunc(crit(o, main, r - 1) / 2);
      if (mine < theirs) nbDU[p] = (nbDU[p] as number) + 1;
      if (mine > theirs) nbDD[p] = (nbDD[p] as number) + 1;
    }
  }
  const state = {
    tournament: t,
    round: k,
    version,
    mainCriterion: main,
    crit,
    gameOf,
    groupNumber,
    groupSize,
    innerPlacement,
    numberOfGroups: group,
    nbDU,
    nbDD,
  };
  return { ...state, pre: precompute(state) };
}

function precompute(s: Omit<OgRoundState, "pre">): OgRoundState["pre"] {
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
  const mmBar = gen.mmBar - MIN_RANK;
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
    else
      isAbove =
        nbw >= nbw2Threshold || barred || Math.trunc((mms2[p] as number) / 2) >= pp.rankThreshold - MIN_RANK;
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
    country: t.players.map((p) => p.country.toLowerCase()),
    club: t.players.map((p) => p.club.toLowerCase()),
    met,
  };
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
 * The handicap rule of gameBetween from the two players' pseudo-ranks (rank or MMS + MIN_RANK,
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

/** The pseudo-rank the handicap is computed from: MMS (doubled, as a rank) or rank, capped at the threshold. */
export function ogHdRank(hd: OgHandicap, rank: number, mms2: number): number {
  const r = hd.basedOnMms ? Math.trunc(mms2 / 2) + MIN_RANK : rank;
  return Math.min(r, hd.noHdRankThreshold);
}

/** PlacementParameterSet.mainCriterion: the first of NBW / MMS in the criteria, else NBW. */
function mainCriterion(t: OgTournament): "NBW" | "MMS" {
  for (const c of t.placement) {
    if (c === "NBW" || c === "MMS") return c;
    if (c === "CPS") throw invalid("OpenGotha pairing: cup tournaments (CPS) are not supported");
  }
  return "NBW";
}

function mainScoreRange(t: OgTournament, k: number): [number, number] {
  if (mainCriterion(t) === "MMS") {
    return [t.general.mmFloor + SMMS_CORR_MIN - MIN_RANK, t.general.mmBar + SMMS_CORR_MAX + k - MIN_RANK];
  }
  return [0, k];
}

/** ScoredPlayerComparator: criteria higher first, then name, then first name (Java order). */
function comparePlacement(
  t: OgTournament,
  crit: (p: number, c: string, rn?: number) => number,
  criteria: readonly string[],
  rn: number,
  a: number,
  b: number,
): number {
  for (const c of criteria) {
    const va = crit(a, c, rn);
    const vb = crit(b, c, rn);
    if (va !== vb) return va > vb ? -1 : 1;
  }
  const pa = t.players[a] as OgPlayer;
  const pb = t.players[b] as OgPlayer;
  return compareJava(pa.name, pb.name) || compareJava(pa.firstName, pb.firstName);
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

/** Tournament.costValue for the pair (list[i], list[j]), i < j, component by component. */
export function ogCost(s: OgRoundState, p1: number, p2: number): OgCost {
  const t = s.tournament;
  const pp = t.pairing;
  const k = s.round;
  const pre = s.pre;
  // Base 1: no earlier game between them.
  const duplicate = pre.met.has(p1 * t.players.length + p2) ? 0 : pp.avoidDuplGame;
  // Base 2: random (deterministic only).
  if (!pp.deterministic && pp.random !== 0) {
    throw invalid("OpenGotha pairing: a non-deterministic random term cannot be reproduced");
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
  // Main 1: categories (one category only, so 0).
  const category = 0;
  // Main 2: score difference.
  const g1 = s.groupNumber[p1] as number;
  const g2 = s.groupNumber[p2] as number;
  const groups = s.numberOfGroups;
  const scoreDifference = concave(pp.minimizeScoreDifference, Math.abs(g1 - g2) / groups, pp.nx1);
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
    const part = (mode: string, p: number): number => {
      const size = s.groupSize[p] as number;
      const inner = s.innerPlacement[p] as number;
      const half = Math.trunc(w / 2);
      if (mode === "TOP") return Math.trunc((half * (size - 1 - inner)) / size);
      if (mode === "MID") return Math.trunc((half * (size - 1 - Math.abs(2 * inner - size + 1))) / size);
      return Math.trunc((half * inner) / size);
    };
    dudd += part(pp.duddUpper, upper) + part(pp.duddLower, lower);
    if (scenario === 1) dudd += w;
    else if (scenario === 2 || (scenario > 2 && !pp.compensateDUDD)) dudd += 2 * w;
    else if (scenario === 3) dudd += 3 * w;
    else if (scenario === 4) dudd += 4 * w;
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
  const maxMMS = gen.mmBar + SMMS_CORR_MAX - MIN_RANK + k;
  const mcMahon = t.placement[0] === "MMS";
  const above1 = pre.above[p1] === 1;
  const above2 = pre.above[p2] === 1;
  const secCase = (above1 ? 1 : 0) + (above2 ? 1 : 0);
  const pseudo1 = above1 ? maxMMS : Math.trunc((pre.mms2[p1] as number) / 2);
  const pseudo2 = above2 ? maxMMS : Math.trunc((pre.mms2[p2] as number) / 2);
  const secRange = mcMahon ? groups : gen.mmBar - gen.mmFloor + SMMS_CORR_MAX - SMMS_CORR_MIN + k;
  const handicap = concave(pp.minimizeHandicap, Math.abs(pseudo1 - pseudo2) / secRange, pp.nx1);
  // Geography: prefer an MMS gap over the same country (1) or club (3).
  const geoMax = pp.avoidSameGeo;
  let countryRatio = 0;
  if (pre.country[p1] !== pre.country[p2] && pp.preferMMSDiffRatherThanSameCountry !== 0) {
    countryRatio = Math.min(1, pp.preferMMSDiffRatherThanSameCountry / groups);
  }
  let clubRatio = 0;
  if (pre.club[p1] !== pre.club[p2] && pp.preferMMSDiffRatherThanSameClub !== 0) {
    clubRatio = Math.min(1, (pp.preferMMSDiffRatherThanSameClub * 1.2) / groups);
  }
  let geoRatio = Math.max(countryRatio, clubRatio) + Math.min(countryRatio, clubRatio) / 2.0;
  if (geoRatio > 0.0) geoRatio += 0.5 / groups;
  let geography =
    pp.minimizeScoreDifference - Math.trunc(geoMax * (1.0 - geoRatio) * (1.0 + pp.nx1 * geoRatio));
  if (geography > geoMax) geography = geoMax;
  if (s.version === "3.52") {
    if (secCase === 2) geography = geoMax;
    else if (secCase === 1) geography = Math.trunc((geography + geoMax) / 2);
  }
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

export interface OgPair {
  white: number;
  black: number;
  handicap: number;
  cost: number;
}

export interface OgPairing {
  /** Round paired, 0-based. */
  round: number;
  /** In board order: by the better placement (P17 order) of the pair's two players. */
  pairs: OgPair[];
  bye: number | null;
  /** Sum of the matched pairs' costs (OpenGotha's objective), exact. */
  cost: bigint;
  /** The pairable players in the order OpenGotha receives them (P17). */
  order: number[];
}

/**
 * Pairs round k (0-based) as OpenGotha does, from the games and byes of rounds 0…k−1 (later
 * ones are ignored): the pairable players (FIN, participating in round k) in OpenGotha's
 * order (P17), the bye (P11), chunks of at most 600 players (P19), one maximum-weight perfect
 * matching of the costs per chunk, colours and handicaps by `ogGameBetween` (P12, P13).
 */
export function ogPairRound(tournament: OgTournament, k: number, version: OgVersion = "3.52"): OgPairing {
  if (!Number.isInteger(k) || k < 0 || k >= tournament.general.numberOfRounds) {
    throw invalid(
      `OpenGotha pairing: round ${k + 1} is not a round of this tournament (1…${tournament.general.numberOfRounds})`,
    );
  }
  const t: OgTournament = {
    ...tournament,
    games: tournament.games.filter((g) => g.round < k),
    byes: tournament.byes.map((b, r) => (r < k ? b : null)),
  };
  const s = ogRoundState(t, k, version);
  // P17: standings order after round k − 1 (placement criteria, then names), pairable only.
  const all = t.players.map((_, i) => i);
  all.sort((a, b) => comparePlacement(t, s.crit, t.placement, k - 1, a, b));
  const order = all.filter((i) => {
    const p = t.players[i] as OgPlayer;
    return p.final && p.participating[k] !== false;
  });
  // P11: chooseAByePlayer — least weight + 1000·byes, the last among equals.
  let bye: number | null = null;
  if (order.length % 2 === 1) {
    let best = Infinity;
    for (const i of order) {
      const p = t.players[i] as OgPlayer;
      // 3.51 source: rank + 2·MMS; 3.52 in a Swiss (P27): rank + 40 × wins.
      const swiss352 = version === "3.52" && s.mainCriterion === "NBW";
      let w = p.rank + (swiss352 ? 20 * s.crit(i, "NBW") : k === 0 ? 2 * smms(t, p) : s.crit(i, "MMS"));
      for (let r = 0; r < k; r++) if (t.byes[r] === i) w += 1000;
      if (w <= best) {
        best = w;
        bye = i;
      }
    }
  }
  let remaining = order.filter((i) => i !== bye);
  const pairs: OgPair[] = [];
  let cost = 0n;
  const pairGroup = (group: number[]): void => {
    const n = group.length;
    const w = new Float64Array(n * n);
    const c = new Float64Array(n * n);
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++) {
        const v = ogCost(s, group[i] as number, group[j] as number).total;
        w[i * n + j] = v;
        w[j * n + i] = v;
        c[i * n + j] = v;
      }
    }
    const { mate, total } = maxWeightPerfectMatching(n, w);
    cost += total;
    for (let i = 0; i < n; i++) {
      const j = mate[i] as number;
      if (i > j) continue;
      const g = ogGameBetween(s, group[i] as number, group[j] as number);
      pairs.push({ ...g, cost: c[i * n + j] as number });
    }
  };
  // P19: over 600 players, chunks taken from the top by main score (makeAutomaticPairing).
  const [scoreMin, scoreMax] = mainScoreRange(t, k);
  const mainScore = (i: number): number => Math.trunc(s.crit(i, s.mainCriterion) / 2);
  while (remaining.length > GROUP_MAX) {
    const group: number[] = [];
    let ready = false;
    for (let score = scoreMax; score >= scoreMin && !ready; score--) {
      const rest: number[] = [];
      for (let x = 0; x < remaining.length; x++) {
        const i = remaining[x] as number;
        if (ready || mainScore(i) < score) {
          rest.push(i);
          continue;
        }
        group.push(i);
        if (group.length >= GROUP_MAX || remaining.length - x - 1 + rest.length <= GROUP_MIN) ready = true;
      }
      remaining = rest;
      if (group.length >= GROUP_MIN && group.length % 2 === 0) ready = true;
    }
    pairGroup(group);
  }
  pairGroup(remaining);
  const position = new Map(order.map((i, x) => [i, x]));
  const rank = (p: OgPair): number => Math.min(position.get(p.white) ?? 0, position.get(p.black) ?? 0);
  pairs.sort((a, b) => rank(a) - rank(b));
  return { round: k, pairs, bye, cost, order };
}
