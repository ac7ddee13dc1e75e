/**
 * The FIDE (Dutch) System, C.04.3 (the text in force since 1 July 2025): round k of a
 * tournament from rounds 1…k−1. The players are ordered by score and rank (A.2), the round's
 * pairability and the bye's score are settled first on the whole round (C2, C4, D219), then
 * the brackets are paired from the top down (B), and the colours allocated (E).
 */
import { invalid } from "../common/errors";
import { msg } from "../../i18n/table";
import { type Bracket, BracketPairer } from "./bracket";
import { RoundGraph } from "./graph";
import { type DutchPairing, type DutchTournament } from "./model";
import { pairDutch2017 } from "./pair-2017";
import { type Seat } from "./players";
import { bits, firstRoundPairs, roundPairing, roundSeats } from "./round";
import { compatible, edgeWeight, Fields, NONE_FORBIDDEN, score, type WeightContext } from "./weights";

export function pairDutch(t: DutchTournament): DutchPairing {
  const rules = t.rules ?? "2025";
  if (rules === "2017") return pairDutch2017(t);
  const { played, all, sorted } = roundSeats(t);
  const n = sorted.length;
  if (n === 0) return { pairs: [] };
  const forced = firstRoundPairs(sorted, played);
  if (forced) return roundPairing(t, sorted, played, forced);
  const ctx = context(t, sorted, all, played);
  const widthOf = new Fields(true);
  edgeWeight(sorted[0] as Seat, sorted[0] as Seat, true, false, ctx, widthOf);
  const graph = new RoundGraph(n, widthOf.width);
  const top = score(sorted[0] as Seat, ctx);
  const f = new Fields(false);
  const weight = new Float64Array(graph.L);
  /** The pair of vertices j < i weighed by `weigh` into f, then into the graph. */
  const put = (i: number, j: number, weigh: (hi: Seat, lo: Seat) => boolean): void => {
    if (weigh(sorted[j] as Seat, sorted[i] as Seat)) f.write(weight, 0, graph.L);
    else weight.fill(0);
    graph.set(i, j, weight, 0);
  };
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < i; j++) put(i, j, (hi, lo) => firstWeight(hi, lo, n, top, ctx, f));
  }
  let mate = graph.solve();
  checkComplete(mate, sorted, played);
  if (n % 2 === 1) {
    settleBye(ctx, sorted, mate, top);
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < i; j++) put(i, j, (hi, lo) => edgeWeight(hi, lo, false, false, ctx, f));
    }
  }
  const pairer = new BracketPairer(sorted, graph, mate);
  const pairs: [number, number][] = [];
  const recorded = new Set<number>();
  let next = 0;
  let members: number[] = [];
  while (next < n && score(sorted[next] as Seat, ctx) >= top) members.push(next++);
  let moved = 0;
  let firstResident = 0;
  while (members.length > 1 || next < n) {
    const size = members.length;
    const afterResidents = firstResident + (size - moved);
    const groupStart = next;
    while (next < n && score(sorted[next] as Seat, ctx) >= score(sorted[groupStart] as Seat, ctx))
      members.push(next++);
    const b: Bracket = { members, moved, size, firstResident, afterResidents };
    pairer.pair(b, ctx);
    mate = pairer.mate;
    // C9 weighs the bye assignee's games while the bye may still fall in the next bracket.
    let single = n % 2 === 1 && groupStart < n && ctx.byeScore >= score(sorted[groupStart] as Seat, ctx);
    const carried: number[] = [];
    moved = 0;
    members.forEach((v, i) => {
      if (i < size && pairer.paired[v]) {
        const m = mate[v] as number;
        if (!recorded.has(v)) pairs.push([Math.min(v, m), Math.max(v, m)]);
        recorded.add(v);
        recorded.add(m);
        return;
      }
      carried.push(v);
      if (i < size) moved++;
      if (single && score(sorted[mate[v] as number] as Seat, ctx) < score(sorted[groupStart] as Seat, ctx))
        single = false;
    });
    ctx.singleDownfloaterIsBye = single;
    members = carried;
    firstResident = afterResidents;
  }
  return roundPairing(t, sorted, played, pairs);
}

type MutableContext = { -readonly [K in keyof WeightContext]: WeightContext[K] };

function context(t: DutchTournament, sorted: Seat[], all: Map<number, Seat>, played: number): MutableContext {
  // D221: each score group gets as many bits as its size needs, the lowest group first.
  const groupShift = new Map<number, number>();
  let groupsBits = 0;
  let largest = 0;
  for (let end = sorted.length; end > 0;) {
    const s = (sorted[end - 1] as Seat).scoreAt[played] as number;
    let start = end - 1;
    while (start > 0 && (sorted[start - 1] as Seat).scoreAt[played] === s) start--;
    groupShift.set(s, groupsBits);
    groupsBits += bits(end - start);
    largest = Math.max(largest, end - start);
    end = start;
  }
  return {
    all,
    played,
    rounds: t.rounds,
    sizeBits: bits(largest),
    groupsBits,
    groupShift,
    byeScore: 0,
    singleDownfloaterIsBye: false,
    unplayedRank: new Map(),
    forbidden: NONE_FORBIDDEN,
  };
}

/** The first solve only asks whether the round can be paired and who may get the bye (C1–C5). */
function firstWeight(hi: Seat, lo: Seat, n: number, top: number, ctx: WeightContext, f: Fields): boolean {
  if (n % 2 === 0) return edgeWeight(hi, lo, false, false, ctx, f);
  f.reset();
  if (!compatible(hi, lo, ctx)) return false;
  f.or(1 + (lo.byeEligible ? 0 : 1) + (hi.byeEligible ? 0 : 1));
  f.shift(ctx.groupsBits);
  f.or((ctx.groupShift.get(score(lo, ctx)) ?? 0) + (ctx.groupShift.get(score(hi, ctx)) ?? 0));
  f.shift(ctx.sizeBits);
  f.or(score(lo, ctx) >= top);
  return true;
}

/** C.04.3 C4 (2025: C2): all but at most one player paired, the unpaired one eligible for the bye. */
function checkComplete(mate: Int32Array, sorted: Seat[], played: number): void {
  let unmatched = 0;
  mate.forEach((m, v) => {
    if (m === v) {
      unmatched++;
      if (unmatched > 1 || !(sorted[v] as Seat).byeEligible) {
        throw invalid(msg("dutchNoPairing", { round: played + 1 }));
      }
    }
  });
}

/** C5 and C9: the bye's score, whether its player is the top bracket's single downfloater, and the ranks by games played. */
function settleBye(ctx: MutableContext, sorted: Seat[], mate: Int32Array, top: number): void {
  const v = mate.findIndex((m, i) => m === i);
  ctx.byeScore = score(sorted[v] as Seat, ctx);
  let single = ctx.byeScore >= top;
  if (single) {
    for (let i = 0; i < sorted.length && score(sorted[i] as Seat, ctx) >= top; i++) {
      if (score(sorted[mate[i] as number] as Seat, ctx) < top) {
        single = false;
        break;
      }
    }
  }
  ctx.singleDownfloaterIsBye = single;
  const games = sorted.filter((p) => score(p, ctx) === ctx.byeScore).map((p) => p.playedGames);
  games.sort((a, b) => b - a);
  games.forEach((g, r) => ctx.unplayedRank.set(g, r));
}
