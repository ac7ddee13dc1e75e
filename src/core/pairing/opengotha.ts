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
import {
  type ConstraintOutcome,
  type PairingConstraints,
  FAMILY_WEIGHT,
  constraintsOfRound,
  familyCount,
  forbiddenAmong,
} from "./constraints";
import { matchingApart } from "./matching-apart";
import { mainClubOf } from "./main-club";
import { ogCost, ogGameBetween, ogGeography, ogRoundState } from "./opengotha-cost";
import { type OgPlayer, type OgTournament, ogPlayerName } from "./opengotha-model";
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
  /** With constraints given (D240–D245): what they did; `pairs`' and `cost`'s figures stay OpenGotha's. */
  constraints?: ConstraintOutcome;
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
export function ogPairRound(
  tournament: OgTournament,
  k: number,
  version: OgVersion = "3.52",
  constraints?: PairingConstraints,
): OgPairing {
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
  // D240–D242: the constraints, when given — a family pair's cost lowered while families are
  // kept apart, forbidden pairs never matched; the pairs' costs reported stay OpenGotha's.
  const rc = constraints ? constraintsOfRound(constraints, t.players.length, k) : null;
  const together: [number, number][] = [];
  let constraintCost = 0n;
  let coarse = false;
  // D340–D343: pairgoth's main-club adjustment, when given — the host club and country of the
  // round's players; the matching takes the geography terms it changes, the costs reported stay
  // OpenGotha's and its change is reported beside them.
  const main =
    constraints?.mainClubPercent !== undefined
      ? mainClubOf(t.players, order, constraints.mainClubPercent)
      : null;
  let mainCost = 0n;
  const pairApart = (group: number[], og: Float64Array, delta: Float64Array | null): void => {
    const n = group.length;
    const w = new Float64Array(og);
    if (delta !== null) for (let x = 0; x < n * n; x++) w[x] = (og[x] as number) + (delta[x] as number);
    const barred = new Uint8Array(n * n);
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++) {
        const [a, b] = [group[i] as number, group[j] as number];
        if (rc?.apart(a, b)) w[i * n + j] = (w[i * n + j] as number) - FAMILY_WEIGHT;
        if (rc?.forbidden(a, b)) barred[i * n + j] = 1;
      }
    }
    const m = matchingApart(n, w, barred);
    if (!m.ok) {
      const name = (i: number): string => ogPlayerName(t.players[group[i] as number] as OgPlayer);
      const list = m.unavoidable.map(([i, j]) => `${name(i)} – ${name(j)}`).join(", ");
      throw invalid(msg("pairForbiddenImpossible", { round: k + 1, pairs: list }));
    }
    coarse ||= m.coarse;
    for (let i = 0; i < n; i++) {
      const j = m.mate[i] as number;
      if (i > j) continue;
      const [a, b] = [group[i] as number, group[j] as number];
      const g = ogGameBetween(s, a, b);
      pairs.push({ ...g, cost: og[i * n + j] as number });
      cost += BigInt(og[i * n + j] as number);
      if (delta !== null) mainCost += BigInt(delta[i * n + j] as number);
      if (rc?.apart(a, b)) {
        together.push([g.white, g.black]);
        constraintCost -= BigInt(FAMILY_WEIGHT);
      }
    }
  };
  const pairGroup = (group: number[]): void => {
    const n = group.length;
    // One dense matrix (8·n² bytes; the matcher reads it, never writes it, and keeps its own
    // 12·n²): a pair's cost is read back from it below.
    const w = new Float64Array(n * n);
    // D343: with the main-club adjustment, per pair its geography term less OpenGotha's, beside
    // OpenGotha's cost (one cost a pair, its geography term once more under the adjustment)
    const view = main?.view;
    const delta = view === undefined ? null : new Float64Array(n * n);
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++) {
        const [a, b] = [group[i] as number, group[j] as number];
        const c = ogCost(s, a, b);
        w[i * n + j] = c.total;
        w[j * n + i] = c.total;
        if (delta === null || view === undefined) continue;
        const d = ogGeography(s, a, b, view) - c.geography;
        delta[i * n + j] = d;
        delta[j * n + i] = d;
      }
    }
    if (rc !== null) {
      pairApart(group, w, delta);
      return;
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
  if (!constraints || !rc) return { round: k, pairs, bye, cost, order };
  const outcome: ConstraintOutcome = {
    forbiddenApart: forbiddenAmong(
      constraints,
      order.filter((i) => i !== bye),
    ),
    families: familyCount(constraints),
    familiesApart: rc.familiesApart,
    cost: constraintCost,
    together,
    coarse,
    ...(main === null
      ? {}
      : {
          mainClub: {
            percent: main.percent,
            counted: main.counted,
            club: main.club,
            country: main.country,
            cost: mainCost,
          },
        }),
  };
  return { round: k, pairs, bye, cost, order, constraints: outcome };
}
