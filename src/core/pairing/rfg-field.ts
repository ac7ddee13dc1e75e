/**
 * The field one round of the seed's procedure pairs (rfg.ts): the players in A.2 order, who
 * met whom (B.1a), who may take the bye (B.1b), the float criteria B.4/B.5 at each relaxation
 * level (C.8/C.9, P5), and the look-ahead of P28 — whether a set of players can still all be
 * paired — with the search budget of P30 that bounds it.
 */
import { maxWeightPerfectMatching } from "./matching";

export type RfgFloat = "down" | "up";

/** A player to pair, as the procedure needs him. Indices refer to the input array. */
export interface RfgPlayer {
  /** How explanations name him. */
  readonly label: string;
  /** McMahon score before the round, doubled (P1: exact, half points kept). */
  readonly mms2: number;
  /** Pairing number (A.2 order before round 1; P2). */
  readonly pn: number;
  /** Input indices of earlier opponents (B.1a). */
  readonly opponents: readonly number[];
  /** Scored a point without playing: a bye or an opponent's no-show (B.1b). */
  readonly freePoint: boolean;
  /** Float of the last round and of the round before it (A.4; a bye is a downfloat, A.5). */
  readonly lastFloat: RfgFloat | null;
  readonly floatTwoAgo: RfgFloat | null;
  /** B.4/B.5 not applied: last round and more than 50 % of the points (P6). */
  readonly floatExempt: boolean;
  /** Input indices of players kept apart from him as from an earlier opponent (D240, D243). */
  readonly apart?: readonly number[];
}

/**
 * The work one group's search may take, in elementary steps (a pair looked at by the
 * augmenting-path search, n³/4 for a look-ahead matching of n players), before the remaining
 * players are matched at once (P30): a few tenths of a second.
 */
const SEARCH_BUDGET = 30_000_000;

/** Thrown when a group's search exceeds its budget (P30). */
export class SearchBound extends Error {}

export class RfgField {
  readonly n: number;
  /** A.2 / P3: MMS descending, then pairing number. */
  readonly order: number[];
  /** Each player's place in `order`. */
  readonly pos: Int32Array;
  private readonly met: Uint8Array;
  /** Pairs kept apart as if they had met (D240 forbidden, D243 one family). */
  private readonly kept: Uint8Array;
  private readonly feasibleCache = new Map<string, boolean>();
  // counted per group (reset as each group starts); not before, for the whole field's check
  private budget = -Infinity;

  constructor(readonly players: readonly RfgPlayer[]) {
    const n = players.length;
    this.n = n;
    this.order = players
      .map((_, i) => i)
      .sort((a, b) => this.at(b).mms2 - this.at(a).mms2 || this.at(a).pn - this.at(b).pn);
    this.pos = new Int32Array(n);
    this.order.forEach((p, x) => (this.pos[p] = x));
    this.met = new Uint8Array(n * n);
    this.kept = new Uint8Array(n * n);
    players.forEach((p, i) => {
      for (const o of p.opponents) {
        if (!Number.isInteger(o) || o < 0 || o >= n || o === i) continue; // opponents not pairable now
        this.met[i * n + o] = 1;
        this.met[o * n + i] = 1;
      }
      for (const o of p.apart ?? []) {
        if (!Number.isInteger(o) || o < 0 || o >= n || o === i) continue;
        this.kept[i * n + o] = 1;
        this.kept[o * n + i] = 1;
      }
    });
  }

  at(i: number): RfgPlayer {
    return this.players[i] as RfgPlayer;
  }

  /** B.1a: a and b have not met (nor are kept apart, D240, D243). */
  compat(a: number, b: number): boolean {
    return this.met[a * this.n + b] === 0 && this.kept[a * this.n + b] === 0;
  }

  /** B.1b: x may take the bye. */
  byeOk(x: number): boolean {
    return !this.at(x).freePoint;
  }

  /** A.2 order, as a comparator. */
  readonly byA2 = (a: number, b: number): number => (this.pos[a] as number) - (this.pos[b] as number);

  /** A new group's search starts with the whole budget (P30). */
  startGroup(): void {
    this.budget = 0;
  }

  spend(steps: number): void {
    this.budget += steps;
    if (this.budget > SEARCH_BUDGET) throw new SearchBound();
  }

  /** Whether `set` can be paired completely under B.1, with a bye-eligible player left over when odd (P28). */
  feasible(set: readonly number[]): boolean {
    const m = set.length;
    if (m === 0) return true;
    if (m === 1) return this.byeOk(set[0] as number);
    const key = [...set].sort((a, b) => a - b).join(",");
    const cached = this.feasibleCache.get(key);
    if (cached !== undefined) return cached;
    const odd = m % 2 === 1;
    const size = odd ? m + 1 : m;
    // Dirac: minimum degree ≥ size/2 gives a Hamiltonian cycle, hence a perfect matching.
    let dirac = true;
    let eligible = 0;
    for (let i = 0; i < m && dirac; i++) {
      const a = set[i] as number;
      let deg = odd && this.byeOk(a) ? 1 : 0;
      if (this.byeOk(a)) eligible++;
      for (let j = 0; j < m; j++) if (j !== i && this.compat(a, set[j] as number)) deg++;
      if (2 * deg < size) dirac = false;
    }
    if (dirac && odd && 2 * eligible < size) dirac = false;
    let ok = dirac;
    if (!ok) {
      this.spend((size * size * size) / 4);
      const w = new Float64Array(size * size);
      for (let i = 0; i < m; i++) {
        for (let j = i + 1; j < m; j++) {
          const v = this.compat(set[i] as number, set[j] as number) ? 1 : 0;
          w[i * size + j] = v;
          w[j * size + i] = v;
        }
        if (odd) {
          const v = this.byeOk(set[i] as number) ? 1 : 0;
          w[i * size + m] = v;
          w[m * size + i] = v;
        }
      }
      ok = maxWeightPerfectMatching(size, w).total === BigInt(size / 2);
    }
    this.feasibleCache.set(key, ok);
    return ok;
  }

  // ---- criteria (B.1, B.4, B.5 at a relaxation level: 0 all, 1 −B.5 down, 2 −B.4 down, 3 −B.5 up, 4 −B.4 up) ----

  /** x may float down at `level`. */
  downOk(x: number, level: number): boolean {
    const p = this.at(x);
    if (p.floatExempt) return true;
    if (level < 2 && p.lastFloat === "down") return false;
    if (level < 1 && p.floatTwoAgo === "down") return false;
    return true;
  }

  /** x may float up at `level`. */
  upOk(x: number, level: number): boolean {
    const p = this.at(x);
    if (p.floatExempt) return true;
    if (level < 4 && p.lastFloat === "up") return false;
    if (level < 3 && p.floatTwoAgo === "up") return false;
    return true;
  }

  pairOk(a: number, b: number, level: number): boolean {
    if (!this.compat(a, b)) return false;
    const ma = this.at(a).mms2;
    const mb = this.at(b).mms2;
    if (ma > mb) return this.downOk(a, level) && this.upOk(b, level);
    if (mb > ma) return this.downOk(b, level) && this.upOk(a, level);
    return true;
  }

  /** Why S1[i]–S2[i] was not the pair (for the explanation of a transposition). */
  whyNot(a: number, b: number, level: number): string {
    const [la, lb] = [this.at(a).label, this.at(b).label];
    if (this.met[a * this.n + b] === 1) return `${la}–${lb} would be a rematch (B.1)`;
    if (!this.compat(a, b)) return `${la}–${lb} are kept apart (a forbidden pair or one family, D240, D243)`;
    if (!this.pairOk(a, b, level)) return `${la}–${lb} would repeat a float (B.4/B.5)`;
    return "the players left could not all be paired (C.9–C.11, P28)";
  }

  /** Kuhn's augmenting paths: can every `left` be matched into `right` (unused) by `ok`? */
  coverable(
    left: readonly number[],
    right: readonly number[],
    usedRight: readonly boolean[],
    ok: (l: number, r: number) => boolean,
  ): boolean {
    const mateR = new Array<number>(right.length).fill(-1);
    const tryL = (l: number, seen: boolean[]): boolean => {
      for (let r = 0; r < right.length; r++) {
        if (usedRight[r] || seen[r] || !ok(l, r)) continue;
        seen[r] = true;
        const cur = mateR[r] as number;
        if (cur === -1 || tryL(cur, seen)) {
          mateR[r] = l;
          return true;
        }
      }
      return false;
    };
    for (let l = 0; l < left.length; l++) {
      this.spend(right.length * (l + 1));
      if (!tryL(l, new Array<boolean>(right.length).fill(false))) return false;
    }
    return true;
  }
}
