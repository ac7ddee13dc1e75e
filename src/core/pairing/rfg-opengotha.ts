/**
 * The seed's procedure (`rfg.ts`) on a tournament read from an OpenGotha file: the players
 * to pair in round k (E.3), their MMS (P1, P14), pairing numbers (P2), earlier opponents
 * (B.1a, P29), free points (B.1b), floats (A.4, A.5) and the >50 % exemption (P6); then
 * colour and handicap by the file's handicap rules (P12, P13). docs/pairing.md.
 */
import { invalid } from "../common/errors";
import { msg } from "../../i18n/table";
import { FIRST_DAN } from "../go/rank";
import { ogHandicap, ogHdRank, scoreGain, smms } from "./opengotha";
import { type OgGame, type OgPlayer, type OgTournament, ogPlayerName } from "./opengotha-model";
import { pairable as isPairable } from "../go/roster";
import { rfgPair, type RfgFloat, type RfgPlayer } from "./rfg";
import { RfgField } from "./rfg-field";
import {
  type ConstraintOutcome,
  type PairingConstraints,
  constraintsOfRound,
  familyCount,
  forbiddenAmong,
} from "./constraints";

export interface RfgBoard {
  readonly board: number;
  readonly white: number;
  readonly black: number;
  readonly handicap: number;
  /** An even game: colours by nigiri (A.7, P12); white/black are then the A.2 order. */
  readonly nigiri: boolean;
  readonly why: string;
}

export interface RfgRoundPairing {
  /** 0-based. */
  readonly round: number;
  readonly boards: RfgBoard[];
  readonly bye: number | null;
  readonly byeWhy: string | null;
  readonly log: string[];
  /** With constraints given (D240, D243, D245): what they did (no cost: the procedure has none). */
  readonly constraints?: ConstraintOutcome;
}

/** P2: the A.2 rating: the rating, else the rank on the EGD scale (1d = 2100, 1k = 2000). */
export function rfgRating(p: OgPlayer): number {
  return p.rating !== 0 ? p.rating : 2100 + 100 * (p.rank - FIRST_DAN);
}

const collator = new Intl.Collator("ru");

/**
 * A.2's last criterion (P33): "alphabetical" (the seed's default: surname, then first name,
 * `Intl.Collator('ru')`), or "order": the order in which the players are given (the file's,
 * the sheet's rows), for another criterion announced before the event — the director lists
 * the players in its order.
 */
export type RfgLastCriterion = "alphabetical" | "order";

export interface RfgRoundOptions {
  readonly lastCriterion?: RfgLastCriterion;
  /** Forbidden pairs and families (D240, D243); none: the procedure as written. */
  readonly constraints?: PairingConstraints;
}

/**
 * The pairing numbers (1-based, per player of `t`): the A.2 order before round 1 (P2) —
 * starting MMS, then the A.2 rating, then the last criterion (P33), then the given order.
 */
export function rfgPairingNumbers(t: OgTournament, last: RfgLastCriterion = "alphabetical"): Int32Array {
  const start = t.players.map((p) => smms(t, p));
  const order = t.players
    .map((_, i) => i)
    .sort((a, b) => {
      const pa = t.players[a] as OgPlayer;
      const pb = t.players[b] as OgPlayer;
      const byName =
        last === "alphabetical"
          ? collator.compare(pa.name, pb.name) || collator.compare(pa.firstName, pb.firstName)
          : 0;
      return (start[b] as number) - (start[a] as number) || rfgRating(pb) - rfgRating(pa) || byName || a - b;
    });
  const pn = new Int32Array(t.players.length);
  order.forEach((p, x) => (pn[p] = x + 1));
  return pn;
}

/** Pairs round k (0-based) of `t` by the seed's procedure from the games of rounds 0…k−1. */
export function rfgPairRound(t: OgTournament, k: number, options: RfgRoundOptions = {}): RfgRoundPairing {
  const rounds = t.general.numberOfRounds;
  if (!Number.isInteger(k) || k < 0 || k >= rounds) {
    throw invalid(msg("pairingRoundOutside", { engine: "rfg", round: k + 1, rounds }));
  }
  // D340: the seed's procedure has no club criterion to relax
  if (options.constraints?.mainClubPercent !== undefined) throw invalid(msg("mainClubEngine", {}));
  const n = t.players.length;
  const gameOf = Array.from({ length: n }, () => new Array<OgGame | undefined>(k).fill(undefined));
  for (const g of t.games) {
    if (g.round >= k) continue;
    (gameOf[g.white] as (OgGame | undefined)[])[g.round] = g;
    (gameOf[g.black] as (OgGame | undefined)[])[g.round] = g;
  }
  const gen = t.general;
  // mms2[p][r]: doubled MMS before round r (r = 0…k); absent and bye values cumulated and
  // rounded down as a whole when the file says so (P14).
  const mms2 = t.players.map((p, i) => {
    const row = [2 * smms(t, p)];
    let games = 0;
    let extra = 0;
    for (let r = 0; r < k; r++) {
      const g = (gameOf[i] as (OgGame | undefined)[])[r];
      if (g) games += scoreGain(g, g.white === i);
      else if (t.byes[r] === i) extra += gen.mms2Bye;
      else if (p.participating[r] === false) extra += gen.mms2Absent;
      row.push((row[0] as number) + games + (gen.roundDown ? Math.trunc(extra / 2) * 2 : extra));
    }
    return row;
  });
  const pn = rfgPairingNumbers(t, options.lastCriterion);
  const pairable = t.players.map((_, i) => i).filter((i) => isPairable(t.players[i] as OgPlayer, k));
  const index = new Map(pairable.map((p, x) => [p, x]));
  const lastRound = k === rounds - 1;
  const float = (p: number, r: number): RfgFloat | null => {
    if (r < 0) return null;
    if (t.byes[r] === p) return "down";
    const g = (gameOf[p] as (OgGame | undefined)[])[r];
    if (!g) return null;
    const o = g.white === p ? g.black : g.white;
    const mine = (mms2[p] as number[])[r] as number;
    const theirs = (mms2[o] as number[])[r] as number;
    return mine > theirs ? "down" : mine < theirs ? "up" : null;
  };
  const input: RfgPlayer[] = pairable.map((p) => {
    const player = t.players[p] as OgPlayer;
    const opponents: number[] = [];
    let freePoint = false;
    let points2 = 0;
    for (let r = 0; r < k; r++) {
      if (t.byes[r] === p) freePoint = true;
      const g = (gameOf[p] as (OgGame | undefined)[])[r];
      if (!g) continue;
      const gain = scoreGain(g, g.white === p);
      // P29: a game not played (by default) is not a meeting; its win is a free point.
      if (g.byDefault) {
        if (gain === 2) freePoint = true;
        continue;
      }
      points2 += gain;
      const o = index.get(g.white === p ? g.black : g.white);
      if (o !== undefined) opponents.push(o);
    }
    return {
      label: ogPlayerName(player), // D126: as `pair` names him
      mms2: (mms2[p] as number[])[k] as number,
      pn: pn[p] as number,
      opponents,
      freePoint,
      lastFloat: float(p, k - 1),
      floatTwoAgo: float(p, k - 2),
      // P6: before the last round, more than half of the points of the rounds so far.
      floatExempt: lastRound && k > 0 && points2 > k,
    };
  });
  const kept = options.constraints ? keptApart(t, k, pairable, input, options.constraints) : null;
  const result = rfgPair(kept?.input ?? input);
  const boards: RfgBoard[] = result.pairs.map((x, b) => {
    const h = pairable[x.higher] as number;
    const l = pairable[x.lower] as number;
    const rank = (p: number): number =>
      ogHdRank(t.handicap, (t.players[p] as OgPlayer).rank, (mms2[p] as number[])[k] as number);
    const hd = ogHandicap(t.handicap, rank(h), rank(l));
    // P12: a handicap game's White is the stronger player; an even game is a nigiri.
    const [white, black] = hd < 0 ? [l, h] : [h, l];
    return { board: b + 1, white, black, handicap: Math.abs(hd), nigiri: hd === 0, why: x.why };
  });
  const bye = result.bye === null ? null : (pairable[result.bye] as number);
  const paired = { round: k, boards, bye, byeWhy: result.byeWhy, log: result.log };
  if (!kept) return paired;
  const together = boards
    .filter((b) => kept.familiesRelaxed && kept.rc.apart(b.white, b.black))
    .map((b): [number, number] => [b.white, b.black]);
  const constraints: ConstraintOutcome = {
    forbiddenApart: forbiddenAmong(
      kept.constraints,
      pairable.filter((p) => p !== bye),
    ),
    families: familyCount(kept.constraints),
    familiesApart: kept.rc.familiesApart,
    cost: 0n,
    together,
    coarse: false,
  };
  return { ...paired, constraints };
}

/**
 * D240, D243: the players with whom each is kept apart as from an earlier opponent — forbidden
 * pairs always, one family's while families are kept apart; when no pairing of the round exists
 * so, families are let meet (forbidden pairs never: a round that cannot keep them apart is
 * refused, naming them).
 */
function keptApart(
  t: OgTournament,
  k: number,
  pairable: readonly number[],
  input: readonly RfgPlayer[],
  constraints: PairingConstraints,
): {
  input: RfgPlayer[];
  rc: ReturnType<typeof constraintsOfRound>;
  familiesRelaxed: boolean;
  constraints: PairingConstraints;
} {
  const rc = constraintsOfRound(constraints, t.players.length, k);
  const all = input.map((_, x) => x);
  const withApart = (families: boolean): RfgPlayer[] =>
    input.map((p, x) => {
      const a = pairable[x] as number;
      const apart = all.filter(
        (y) =>
          y !== x &&
          (rc.forbidden(a, pairable[y] as number) || (families && rc.apart(a, pairable[y] as number))),
      );
      return apart.length === 0 ? p : { ...p, apart };
    });
  if (rc.familiesApart) {
    const both = withApart(true);
    if (new RfgField(both).feasible(all)) return { input: both, rc, familiesRelaxed: false, constraints };
  }
  const forbidden = withApart(false);
  if (!new RfgField(forbidden).feasible(all) && new RfgField(input).feasible(all)) {
    const name = (i: number): string => ogPlayerName(t.players[i] as OgPlayer);
    const pairs = constraints.forbidden
      .filter(([a, b]) => pairable.includes(a) && pairable.includes(b))
      .map(([a, b]) => `${name(a)} – ${name(b)}`)
      .join(", ");
    throw invalid(msg("pairForbiddenImpossible", { round: k + 1, pairs }));
  }
  return { input: forbidden, rc, familiesRelaxed: rc.familiesApart, constraints };
}
