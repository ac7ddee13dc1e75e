/**
 * What OpenGotha computes before pairing round k: every player's scores and placement criteria
 * round by round (Tournament.fillBaseScoringInfo), the groups by main score with each player's
 * place in his group, and the draw-ups and draw-downs (fillPairingInfo). Read from OpenGotha
 * V3.51.02's `Tournament.java`; the 3.52 groups from its weight dumps (P26). docs/pairing.md.
 */
import { invalid } from "../common/errors";
import { msg } from "../../i18n/table";
import { isOpenGothaCriterion } from "../go/criterion";
import { startingMms } from "../go/mcmahon";
import { type RoundTerm, scoreRows } from "../go/score-state";
import { LOWEST_RANK } from "../go/rank";
import type { OgDirect } from "../go/direct-group";
import { type OgGame, type OgPlayer, type OgTournament, ogPlayerName } from "./opengotha-model";
import { ogCategory } from "../go/pairing-parameters";
import { ogDirect } from "./opengotha-dc";
import { ogSosCriteria } from "./opengotha-sos";

/** OpenGotha's release whose behaviour is reproduced (P18). */
export type OgVersion = "3.51" | "3.52";

/** The bounds of a starting-MMS correction (Player.smmsCorrection). */
export const SMMS_CORR_MIN = -1;
export const SMMS_CORR_MAX = 2;

/** Scores and pairing information of every player before round k (0-based). */
export interface OgScores {
  readonly tournament: OgTournament;
  readonly round: number;
  readonly version: OgVersion;
  readonly mainCriterion: OgMain;
  /** Doubled placement-criterion value at round k − 1 (OpenGotha's getCritValue). */
  crit(player: number, criterion: string, rn?: number): number;
  readonly gameOf: readonly (readonly number[])[]; // gameOf[p][r] = game index or −1
  /** P37: each player's category, 0-based (0 with one category). */
  readonly category: Int32Array;
  readonly groupNumber: Int32Array;
  readonly groupSize: Int32Array;
  readonly innerPlacement: Int32Array;
  readonly numberOfGroups: number;
  readonly nbDU: Int32Array;
  readonly nbDD: Int32Array;
}

/** The main criterion: wins (Swiss), McMahon score, cup score (P42). */
export type OgMain = "NBW" | "MMS" | "CPS";

/** OpenGotha's most rounds (Gotha.MAX_NUMBER_OF_ROUNDS): a cup's doubled score stays exact (P42). */
const CUP_MAX_ROUNDS = 20;

/** Java's String.compareTo: UTF-16 code units. */
export function compareJava(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Starting McMahon score (Player.smms), not doubled, counted from 30K whatever zero the file or
 * the sheet gives (P48: OpenGotha's GeneralParameterSet keeps −30, its 30k).
 */
export function smms(t: OgTournament, p: OgPlayer): number {
  const g = t.general;
  return startingMms(p.rank, { mmZero: LOWEST_RANK, mmFloor: g.mmFloor, mmBar: g.mmBar }, p.smmsCorrection);
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

/**
 * D124: the doubled McMahon points a game gives its White (`white`) or Black player. A both-win
 * is a win for both (`scoreGain`), but in OpenGotha 3.52 only White's MMS gains from it, as the
 * standings score it (D21); 3.51 mode adds it to Black's MMS too, as OpenGotha 3.51.02's jar does.
 */
export function mmsGain(g: OgGame, white: boolean, version: OgVersion): number {
  return version === "3.52" && g.result === "bothWin" && !white ? 0 : scoreGain(g, white);
}

/** Everything OpenGotha computes before pairing round k (0-based): scores, groups, DU/DD. */
export function ogScores(t: OgTournament, k: number, version: OgVersion = "3.52"): OgScores {
  const n = t.players.length;
  const rounds = Math.max(k, 1);
  const crits = [...t.placement, t.pairing.additionalCrit1, t.pairing.additionalCrit2];
  for (const c of crits) {
    if (!isOpenGothaCriterion(c)) throw invalid(msg("pairingCriterion", { criterion: c }));
  }
  const gameOf = Array.from({ length: n }, () => new Array<number>(rounds).fill(-1));
  t.games.forEach((g, i) => {
    if (g.round >= rounds) return;
    for (const p of [g.white, g.black]) {
      // P44: OpenGotha scores every game of a player's round but keeps one as his game there
      if ((gameOf[p] as number[])[g.round] !== -1 && g.round < k) {
        const player = ogPlayerName(t.players[p] as OgPlayer);
        throw invalid(msg("pairingTwoGames", { player, round: g.round + 1 }));
      }
      (gameOf[p] as number[])[g.round] = i;
    }
  });
  // Participation: absent unless participating; paired; bye (fillBaseScoringInfo step 1).
  const status = (p: number, r: number): "absent" | "none" | "paired" | "bye" => {
    if (t.byes[r] === p) return "bye";
    if ((gameOf[p] as number[])[r] !== -1) return "paired";
    return (t.players[p] as OgPlayer).participating[r] === false ? "absent" : "none";
  };
  const gen = t.general;
  // each player's rows, once for the standings and the pairing (fillBaseScoringInfo steps 2, 2bis)
  const rows = Array.from({ length: n }, (_, p) => {
    const terms = Array.from({ length: rounds }, (__, r): RoundTerm => {
      const gi = (gameOf[p] as number[])[r] as number;
      const g = gi >= 0 ? (t.games[gi] as OgGame) : undefined;
      const gain = g === undefined ? 0 : scoreGain(g, g.white === p);
      const mmGain = g === undefined ? 0 : mmsGain(g, g.white === p, version);
      const byDefault = g === undefined || g.byDefault;
      const st = status(p, r);
      return {
        points2: gain,
        mms2: mmGain,
        cup2: gain,
        playedPoints2: byDefault ? 0 : gain,
        playedMms2: byDefault ? 0 : mmGain,
        nonePoints2: st === "absent" ? gen.nbw2Absent : st === "bye" ? gen.nbw2Bye : 0,
        noneMms2: st === "absent" ? gen.mms2Absent : st === "bye" ? gen.mms2Bye : 0,
        notPlayed: g === undefined || g.result === "unknown" || g.byDefault,
      };
    });
    return scoreRows(2 * smms(t, t.players[p] as OgPlayer), terms, gen.roundDown);
  });
  const nbw = rows.map((x) => [...x.nbw]);
  const mms = rows.map((x) => [...x.mms]);
  const nbwV = rows.map((x) => [...x.nbwVirtual]);
  const mmsV = rows.map((x) => [...x.mmsVirtual]);
  const cps = rows.map((x) => [...x.cps]);
  const opponent = (p: number, r: number): number => {
    const g = t.games[(gameOf[p] as number[])[r] as number] as OgGame;
    return g.white === p ? g.black : g.white;
  };
  const useVirtual = gen.countNotPlayedAsHalfPoint;
  const table = (f: (p: number, r: number) => number): number[][] =>
    Array.from({ length: n }, (_, p) => Array.from({ length: rounds }, (_, r) => f(p, r)));
  const fromOpponents = ogSosCriteria({
    n,
    rounds,
    paired: (p, r) => status(p, r) === "paired",
    game: (p, r) => t.games[(gameOf[p] as number[])[r] as number] as OgGame,
    opponent,
    nbw: useVirtual ? nbwV : nbw,
    mms: useVirtual ? mmsV : mms,
    nbwReal: nbw,
    mmsReal: mms,
    virtual: useVirtual,
    numberOfRounds: gen.numberOfRounds,
    mmBar: gen.mmBar,
    smms2: (p) => 2 * smms(t, t.players[p] as OgPlayer),
    rank: (p) => (t.players[p] as OgPlayer).rank,
    gain: scoreGain,
  });
  const sosw = fromOpponents.SOSW as number[][];
  const sosm = fromOpponents.SOSM as number[][];
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
    ...fromOpponents,
    MMS: mms,
    NBW: nbw,
    CPS: cps,
    SOSOSW: sososw,
    SOSOSM: sososm,
    CUSSW: cussw,
    CUSSM: cussm,
  };
  const category = Int32Array.from(t.players, (p) => ogCategory(gen, p.rank));
  let direct: OgDirect | undefined;
  const crit = (p: number, c: string, rn = k - 1): number => {
    const player = t.players[p] as OgPlayer;
    if (c === "Rank") return player.rank;
    if (c === "Rating") return player.rating;
    if ((c === "MMS" || c === "STS") && rn < 0) return 2 * smms(t, player);
    // DC, SDC: the values of the standings before round k, whatever rn (ScoredPlayer.dc, P36)
    if (c === "DC") return (direct as OgDirect).dc[p] as number;
    if (c === "SDC") return (direct as OgDirect).sdc[p] as number;
    if (c === "CAT") return -(category[p] as number); // P37
    const values = byRound[c];
    return values === undefined || rn < 0 ? 0 : ((values[p] as number[])[rn] as number);
  };
  // P36: DC and SDC from the standings by the criteria before the first of them (orderedScoredPlayersList).
  const dirAt = t.placement.findIndex((c) => c === "DC" || c === "SDC");
  const empty = new Int32Array(n);
  direct = { dc: empty, sdc: empty };
  if (dirAt >= 0) {
    const before = t.placement.slice(0, dirAt);
    const afterDc = t.placement.slice(t.placement.indexOf("DC") + 1);
    const all = Array.from({ length: n }, (_, p) => p);
    all.sort((a, b) => comparePlacement(t, crit, before, k - 1, a, b));
    const tie = (criteria: readonly string[]) => (a: number, b: number) =>
      comparePlacement(t, crit, criteria, k - 1, a, b, true);
    direct = ogDirect(t, k, all, tie(before), tie(t.placement.includes("DC") ? afterDc : []));
  }
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
  // P37: a group per category and main score, categories first, from the top score down,
  // empty ones numbered too (a cup's 2^k + 1 scores are not walked one by one, P42).
  const span = scoreMax - scoreMin + 1;
  const members = new Map<number, number[]>();
  for (let p = 0; p < n; p++) {
    const score = mainScore(p);
    if (!inGroups(p) || score < scoreMin || score > scoreMax) continue;
    const g = (category[p] as number) * span + (scoreMax - score);
    const list = members.get(g);
    if (list) list.push(p);
    else members.set(g, [p]);
  }
  for (const [g, ps] of members) {
    ps.sort((a, b) => comparePlacement(t, crit, order, k - 1, a, b));
    ps.forEach((p, i) => {
      groupNumber[p] = g;
      groupSize[p] = ps.length;
      innerPlacement[p] = i;
    });
  }
  const group = Math.max(1, gen.numberOfCategories) * span;
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
    category,
    gameOf,
    groupNumber,
    groupSize,
    innerPlacement,
    numberOfGroups: group,
    nbDU,
    nbDD,
  };
  return state;
}

/** PlacementParameterSet.mainCriterion: the first of NBW / MMS / CPS in the criteria, else NBW. */
export function mainCriterion(t: OgTournament): OgMain {
  for (const c of t.placement) if (c === "NBW" || c === "MMS" || c === "CPS") return c;
  return "NBW";
}

export function mainScoreRange(t: OgTournament, k: number): [number, number] {
  const main = mainCriterion(t);
  if (main === "MMS") {
    return [t.general.mmFloor + SMMS_CORR_MIN, t.general.mmBar + SMMS_CORR_MAX + k];
  }
  // P42: a cup's scores run from 0 to 2^k
  if (main === "CPS") {
    if (k > CUP_MAX_ROUNDS) throw invalid(msg("pairingCup", { round: k + 1, rounds: CUP_MAX_ROUNDS }));
    return [0, 2 ** k];
  }
  return [0, k];
}

/** ScoredPlayerComparator: criteria higher first, then name, then first name (Java order). */
export function comparePlacement(
  t: OgTournament,
  crit: (p: number, c: string, rn?: number) => number,
  criteria: readonly string[],
  rn: number,
  a: number,
  b: number,
  keepTies = false,
): number {
  for (const c of criteria) {
    const va = crit(a, c, rn);
    const vb = crit(b, c, rn);
    if (va !== vb) return va > vb ? -1 : 1;
  }
  if (keepTies) return 0;
  const pa = t.players[a] as OgPlayer;
  const pb = t.players[b] as OgPlayer;
  return compareJava(pa.name, pb.name) || compareJava(pa.firstName, pb.firstName);
}
