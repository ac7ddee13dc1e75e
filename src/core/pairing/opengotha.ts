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
import { msg } from "../../i18n/table";
import { maxWeightPerfectMatching } from "./matching";
import { ogCost, ogGameBetween, ogRoundState } from "./opengotha-cost";
import type { OgPlayer, OgTournament } from "./opengotha-model";
import { pairable } from "../go/roster";
import { type OgVersion, comparePlacement, mainScoreRange, smms } from "./opengotha-state";

export {
  type OgCost,
  type OgRoundState,
  ogCost,
  ogGameBetween,
  ogHandicap,
  ogHdRank,
  ogRoundState,
} from "./opengotha-cost";
export { type OgScores, type OgVersion, ogScores, scoreGain, smms } from "./opengotha-state";

/** Pairing.PAIRING_GROUP_MIN_SIZE / MAX_SIZE (P19). */
const GROUP_MIN = 200;
const GROUP_MAX = 600;

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

/** The tournament as it stands before round k (0-based): games and byes of round k and later dropped. */
export function ogTournamentBefore(tournament: OgTournament, k: number): OgTournament {
  return {
    ...tournament,
    games: tournament.games.filter((g) => g.round < k),
    byes: tournament.byes.map((b, r) => (r < k ? b : null)),
  };
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
      msg("pairingRoundOutside", {
        engine: "opengotha",
        round: k + 1,
        rounds: tournament.general.numberOfRounds,
      }),
    );
  }
  const t = ogTournamentBefore(tournament, k);
  const s = ogRoundState(t, k, version);
  // P17: standings order after round k − 1 (placement criteria, then names), pairable only.
  const all = t.players.map((_, i) => i);
  all.sort((a, b) => comparePlacement(t, s.crit, t.placement, k - 1, a, b));
  const order = all.filter((i) => pairable(t.players[i] as OgPlayer, k));
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
    // One dense matrix (8·n² bytes; the matcher reads it, never writes it, and keeps its own
    // 12·n²): a pair's cost is read back from it below.
    const w = new Float64Array(n * n);
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++) {
        const v = ogCost(s, group[i] as number, group[j] as number).total;
        w[i * n + j] = v;
        w[j * n + i] = v;
      }
    }
    const { mate, total } = maxWeightPerfectMatching(n, w);
    cost += total;
    for (let i = 0; i < n; i++) {
      const j = mate[i] as number;
      if (i > j) continue;
      const g = ogGameBetween(s, group[i] as number, group[j] as number);
      pairs.push({ ...g, cost: w[i * n + j] as number });
    }
  };
  // P19: over 600 players, chunks taken from the top by main score (makeAutomaticPairing).
  const [scoreMin, scoreMax] = mainScoreRange(t, k);
  const mainScore = (i: number): number => Math.trunc(s.crit(i, s.mainCriterion) / 2);
  while (remaining.length > GROUP_MAX) {
    const group: number[] = [];
    let ready = false;
    // P37: the categories from the first, each from the top score down; only the scores some
    // player has (above the top: the top) take anyone, so only those are walked (a cup: P42).
    for (let cat = 0; cat < Math.max(1, t.general.numberOfCategories) && !ready; cat++) {
      const levels = new Set<number>();
      for (const i of remaining) {
        const sc = mainScore(i);
        if ((s.category[i] as number) <= cat && sc >= scoreMin) levels.add(Math.min(sc, scoreMax));
      }
      for (const score of [...levels].sort((a, b) => b - a)) {
        if (ready) break;
        const rest: number[] = [];
        for (let x = 0; x < remaining.length; x++) {
          const i = remaining[x] as number;
          if (ready || (s.category[i] as number) > cat || mainScore(i) < score) {
            rest.push(i);
            continue;
          }
          group.push(i);
          if (group.length >= GROUP_MAX || remaining.length - x - 1 + rest.length <= GROUP_MIN) ready = true;
        }
        remaining = rest;
        if (group.length >= GROUP_MIN && group.length % 2 === 0) ready = true;
      }
    }
    pairGroup(group);
  }
  pairGroup(remaining);
  const position = new Map(order.map((i, x) => [i, x]));
  const rank = (p: OgPair): number => Math.min(position.get(p.white) ?? 0, position.get(p.black) ?? 0);
  pairs.sort((a, b) => rank(a) - rank(b));
  return { round: k, pairs, bye, cost, order };
}
