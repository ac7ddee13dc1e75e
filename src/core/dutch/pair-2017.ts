/**
 * The FIDE (Dutch) System by its 2017 text (C.04.3, effective until 30 June 2025): round k from
 * rounds 1…k−1. The brackets are paired from the top down (B), each on the graph of its players
 * and the next score group, its criteria weighed by weights-2017.ts; after each bracket the rest
 * of the round must still be pairable with the bye to an eligible player (C.4, C.1–C.3). When it is
 * not, the bracket is the penultimate pairing bracket (A.9): it is paired again with every player
 * below it as its next bracket, the completion first, and what remains is the collapsed last
 * bracket (D272). The colours are allocated as in 2025 (E).
 */
import { invalid } from "../common/errors";
import { msg } from "../../i18n/table";
import { CardinalityMatching } from "../pairing/matching-cardinality";
import { BracketPairer, type PairWeight } from "./bracket";
import { RoundGraph } from "./graph";
import { type DutchPairing, type DutchTournament } from "./model";
import { type Seat } from "./players";
import { bits, firstRoundPairs, roundPairing, roundSeats } from "./round";
import { compatible, Fields, NONE_FORBIDDEN, score, type WeightContext } from "./weights";
import { type Context2017, differenceShifts, edgeWeight2017 } from "./weights-2017";

/** The whole round's pairability: every player paired, one (when odd) with the bye's vertex (D348). */
class Completion {
  private readonly graph: CardinalityMatching;
  constructor(sorted: readonly Seat[], n: number, ctx: WeightContext) {
    this.graph = new CardinalityMatching(n + (n % 2));
    for (let i = 0; i < n; i++) this.row(sorted, i, n, ctx);
  }
  /**
   * Player i's edges to the players above him and to the bye's vertex: a method called for each
   * row, not a loop of the constructor entered once a round and compiled there (V8's OSR), and
   * only the edges that exist are set, the matching made without any (D425).
   */
  private row(sorted: readonly Seat[], i: number, n: number, ctx: WeightContext): void {
    const p = sorted[i] as Seat;
    for (let j = 0; j < i; j++) if (compatible(p, sorted[j] as Seat, ctx)) this.graph.set(i, j, true);
    if (n % 2 === 1 && p.byeEligible) this.graph.set(i, n, true);
  }
  fix(a: number, b: number): void {
    this.graph.fix(a, b);
  }
  complete(): boolean {
    return this.graph.perfect();
  }
}

export function pairDutch2017(t: DutchTournament): DutchPairing {
  const { played, all, sorted } = roundSeats(t);
  const n = sorted.length;
  if (n === 0) return { pairs: [] };
  const forced = firstRoundPairs(sorted, played);
  if (forced) return roundPairing(t, sorted, played, forced);
  // The round's context has the brackets' shape, its bracket's fields empty (D446).
  const base = context2017(
    {
      all,
      played,
      rounds: t.rounds,
      sizeBits: 0,
      groupsBits: 0,
      groupShift: new Map(),
      byeScore: 0,
      singleDownfloaterIsBye: false,
      unplayedRank: new Map(),
      forbidden: NONE_FORBIDDEN,
    },
    0,
    { nextBits: 0, special: false, final: false, lowest: 0, diffBits: 0, diffShift: new Map() },
  );
  const completion = new Completion(sorted, n, base);
  if (!completion.complete()) throw invalid(msg("dutchNoPairing", { round: played + 1 }));
  const at = (v: number): number => score(sorted[v] as Seat, base);
  const pairs: [number, number][] = [];
  let next = 0;
  let local: number[] = [];
  while (next < n && at(next) >= at(0)) local.push(next++);
  let special = next === n;
  let moved = 0;
  while (local.length > 1 || next < n) {
    const size = local.length;
    const groupStart = next;
    const start = local.slice();
    while (next < n && (special || at(next) >= at(groupStart))) local.push(next++);
    const found = pairBracket(
      local.map((v) => sorted[v] as Seat),
      moved,
      size,
      special,
      next === n,
      base,
    ).map(([a, b]): [number, number] => [local[a] as number, local[b] as number]);
    if (!special) {
      for (const [a, b] of found) completion.fix(a, b);
      if (!completion.complete()) {
        // A.9, C.4: the penultimate pairing bracket, paired again with all the players below it.
        local = start;
        next = groupStart;
        special = true;
        continue;
      }
    }
    // The collapsed last bracket holds every player left: nothing paired, nothing more to pair.
    if (special && size === local.length && found.length === 0) break;
    for (const p of found) pairs.push(p);
    special = next === n;
    const inPair = new Set(found.flat());
    const carried = local.filter((v, i) => i >= size || !inPair.has(v));
    moved = local.slice(0, size).filter((v) => !inPair.has(v)).length;
    local = carried;
  }
  return roundPairing(t, sorted, played, pairs);
}

/** The 2017 text's weight: one function for every bracket, its context the one `pair` is given (D402). */
const weigh2017: PairWeight = (hi, lo, hiIn, loIn, ctx, f) =>
  edgeWeight2017(hi, lo, hiIn, loIn, ctx as Context2017, f);

/**
 * The 2017 text's context of the round's weights or of a bracket's, every field named in one
 * literal, in one order: one shape for every bracket's context (D352) and for the round's, which
 * the completion and the score groups read through the same `compatible` and `score` as the
 * brackets (a second shape there was V8's "wrong map", both compiled again, D446).
 */
function context2017(
  round: WeightContext,
  sizeBits: number,
  bracket: Omit<Context2017, keyof WeightContext>,
): Context2017 {
  return {
    all: round.all,
    played: round.played,
    rounds: round.rounds,
    sizeBits,
    groupsBits: round.groupsBits,
    groupShift: round.groupShift,
    byeScore: round.byeScore,
    singleDownfloaterIsBye: round.singleDownfloaterIsBye,
    unplayedRank: round.unplayedRank,
    forbidden: round.forbidden,
    nextBits: bracket.nextBits,
    special: bracket.special,
    final: bracket.final,
    lowest: bracket.lowest,
    diffBits: bracket.diffBits,
    diffShift: bracket.diffShift,
  };
}

/** One bracket (its moved-down players, residents, then the players after it) paired: its pairs, by index in `players`. */
function pairBracket(
  players: readonly Seat[],
  moved: number,
  size: number,
  special: boolean,
  final: boolean,
  base: WeightContext,
): [number, number][] {
  const scores = players.map((p) => score(p, base));
  const lowest = scores[scores.length - 1] as number;
  const { diffBits, diffShift } = differenceShifts(scores, moved, size, lowest);
  const ctx = context2017(base, bits(size - moved), {
    nextBits: bits(players.length - size),
    special,
    final,
    lowest,
    diffBits,
    diffShift,
  });
  const first = players[0] as Seat;
  const widthOf = new Fields(true);
  edgeWeight2017(first, first, true, true, ctx, widthOf);
  const graph = new RoundGraph(players.length, widthOf.width);
  const pairer = new BracketPairer(
    players,
    graph,
    new Int32Array(players.length).map((_, i) => i),
  );
  const members = players.map((_, i) => i);
  pairer.pair({ members, moved, size, firstResident: moved, afterResidents: size }, ctx, weigh2017);
  const out: [number, number][] = [];
  for (let i = 0; i < size; i++) {
    const m = pairer.mate[i] as number;
    if (pairer.paired[i] && i < m) out.push([i, m]);
  }
  return out;
}
