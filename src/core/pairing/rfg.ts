/**
 * The Russian Go Federation's McMahon pairing procedure (the seed's sections A–E), as
 * written: groups of equal MMS from the top, S1/S2, D.1 transpositions and D.2 exchanges in
 * the seed's order, criteria B.1 (absolute) and B.3–B.5 (relative, relaxed by C.8/C.9), p
 * reduced by C.12, players moved down, the bye at the bottom (A.5, B.1b), the E.1
 * publication order. Deterministic, and every pair carries the reason it was made.
 * Decisions P1–P11, P28–P30 (docs/pairing.md, "The seed's procedure").
 */
import { invalid } from "../common/errors";
import { msg } from "../../i18n/table";
import { maxWeightPerfectMatching } from "./matching";
import { exchangeText, exchanges, type Exchange } from "./rfg-moves";

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
}

export interface RfgPair {
  /** Input index of the player first in A.2 order, and of the other. */
  readonly higher: number;
  readonly lower: number;
  /** Why this pair: group, S1/S2 places, the step that made it (C.5…C.12, D.1, D.2). */
  readonly why: string;
}

export interface RfgPairing {
  /** In publication order (E.1). */
  readonly pairs: RfgPair[];
  readonly bye: number | null;
  readonly byeWhy: string | null;
  /** Players moved down and why, in the order it happened. */
  readonly log: string[];
}

/** Relaxation levels of C.8/C.9 (P5): 0 all criteria, 1 −B.5 down, 2 −B.4 down, 3 −B.5 up, 4 −B.4 up. */
const LEVELS = [
  "",
  "C.8: B.5 dropped for downfloaters",
  "C.8: B.5 and B.4 dropped for downfloaters",
  "C.9: B.5 dropped for upfloaters too (P5)",
  "C.9: B.5 and B.4 dropped for all floaters (P5)",
] as const;

/**
 * The work one group's search may take, in elementary steps (a pair looked at by the
 * augmenting-path search, n³/4 for a look-ahead matching of n players), before the remaining
 * players are matched at once (P30): a few tenths of a second.
 */
const SEARCH_BUDGET = 30_000_000;

class SearchBound extends Error {}

/** "12", "12.5" (P1). */
export function mmsText(mms2: number): string {
  return mms2 % 2 === 0 ? String(mms2 / 2) : `${(mms2 - 1) / 2}.5`;
}

interface Carried {
  readonly player: number;
  readonly from: number;
  readonly reason: string;
}

interface Candidate {
  /** [S1 player, S2 player] pairs. */
  readonly pairs: [number, number][];
  readonly leftover: number[];
  readonly step: string;
  /** Per pair: its S1 and S2 places (1-based numbers in the group). */
  readonly places: [number, number][];
}

/**
 * Pairs one round by the seed's procedure. Throws a RatingError when no pairing without a
 * rematch (and without a second free point) exists at all (P16).
 */
export function rfgPair(players: readonly RfgPlayer[]): RfgPairing {
  const n = players.length;
  const at = (i: number): RfgPlayer => players[i] as RfgPlayer;
  // A.2 / P3: MMS descending, then pairing number.
  const order = players.map((_, i) => i).sort((a, b) => at(b).mms2 - at(a).mms2 || at(a).pn - at(b).pn);
  const pos = new Int32Array(n);
  order.forEach((p, x) => (pos[p] = x));
  const met = new Uint8Array(n * n);
  players.forEach((p, i) => {
    for (const o of p.opponents) {
      if (!Number.isInteger(o) || o < 0 || o >= n || o === i) continue; // opponents not pairable now
      met[i * n + o] = 1;
      met[o * n + i] = 1;
    }
  });
  const compat = (a: number, b: number): boolean => met[a * n + b] === 0;
  const byeOk = (x: number): boolean => !at(x).freePoint;
  const byA2 = (a: number, b: number): number => (pos[a] as number) - (pos[b] as number);

  // counted per group (reset as each group starts); not before, for the whole field's check
  let budget = -Infinity;
  const spend = (steps: number): void => {
    budget += steps;
    if (budget > SEARCH_BUDGET) throw new SearchBound();
  };

  // ---- feasibility of pairing a set completely under B.1 (the look-ahead of P28) ----
  const feasibleCache = new Map<string, boolean>();
  const feasible = (set: readonly number[]): boolean => {
    const m = set.length;
    if (m === 0) return true;
    if (m === 1) return byeOk(set[0] as number);
    const key = [...set].sort((a, b) => a - b).join(",");
    const cached = feasibleCache.get(key);
    if (cached !== undefined) return cached;
    const odd = m % 2 === 1;
    const size = odd ? m + 1 : m;
    // Dirac: minimum degree ≥ size/2 gives a Hamiltonian cycle, hence a perfect matching.
    let dirac = true;
    let eligible = 0;
    for (let i = 0; i < m && dirac; i++) {
      const a = set[i] as number;
      let deg = odd && byeOk(a) ? 1 : 0;
      if (byeOk(a)) eligible++;
      for (let j = 0; j < m; j++) if (j !== i && compat(a, set[j] as number)) deg++;
      if (2 * deg < size) dirac = false;
    }
    if (dirac && odd && 2 * eligible < size) dirac = false;
    let ok = dirac;
    if (!ok) {
      spend((size * size * size) / 4);
      const w = new Float64Array(size * size);
      for (let i = 0; i < m; i++) {
        for (let j = i + 1; j < m; j++) {
          const v = compat(set[i] as number, set[j] as number) ? 1 : 0;
          w[i * size + j] = v;
          w[j * size + i] = v;
        }
        if (odd) {
          const v = byeOk(set[i] as number) ? 1 : 0;
          w[i * size + m] = v;
          w[m * size + i] = v;
        }
      }
      ok = maxWeightPerfectMatching(size, w).total === BigInt(size / 2);
    }
    feasibleCache.set(key, ok);
    return ok;
  };

  // ---- criteria (B.1, B.4, B.5 at a relaxation level) ----
  const downOk = (x: number, level: number): boolean => {
    const p = at(x);
    if (p.floatExempt) return true;
    if (level < 2 && p.lastFloat === "down") return false;
    if (level < 1 && p.floatTwoAgo === "down") return false;
    return true;
  };
  const upOk = (x: number, level: number): boolean => {
    const p = at(x);
    if (p.floatExempt) return true;
    if (level < 4 && p.lastFloat === "up") return false;
    if (level < 3 && p.floatTwoAgo === "up") return false;
    return true;
  };
  const pairOk = (a: number, b: number, level: number): boolean => {
    if (!compat(a, b)) return false;
    const ma = at(a).mms2;
    const mb = at(b).mms2;
    if (ma > mb) return downOk(a, level) && upOk(b, level);
    if (mb > ma) return downOk(b, level) && upOk(a, level);
    return true;
  };
  /** Why S1[i]–S2[i] was not the pair (for the explanation of a transposition). */
  const whyNot = (a: number, b: number, level: number): string => {
    if (!compat(a, b)) return `${at(a).label}–${at(b).label} would be a rematch (B.1)`;
    if (!pairOk(a, b, level)) return `${at(a).label}–${at(b).label} would repeat a float (B.4/B.5)`;
    return "the players left could not all be paired (C.9–C.11, P28)";
  };

  /** Kuhn's augmenting paths: can every `left` be matched into `right` (unused) by `ok`? */
  const coverable = (
    left: readonly number[],
    right: readonly number[],
    usedRight: readonly boolean[],
    ok: (l: number, r: number) => boolean,
  ): boolean => {
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
      spend(right.length * (l + 1));
      if (!tryL(l, new Array<boolean>(right.length).fill(false))) return false;
    }
    return true;
  };

  /**
   * D.1 with P7: the S2 assignments for S1[0…p−1] in lexicographic order of S2 places, each
   * pair acceptable at `level`, every S2 player who may not be left over (`mustPair`) paired.
   */
  function* assignments(
    s1: readonly number[],
    s2: readonly number[],
    level: number,
    mustPair: readonly boolean[],
  ): Generator<number[]> {
    const p = s1.length;
    const used = new Array<boolean>(s2.length).fill(false);
    const cur: number[] = [];
    const edge = (i: number, j: number): boolean => pairOk(s1[i] as number, s2[j] as number, level);
    const stillPossible = (): boolean => {
      const rest = Array.from({ length: p - cur.length }, (_, x) => cur.length + x);
      if (!coverable(rest, s2 as number[], used, (l, r) => edge(rest[l] as number, r))) return false;
      const must = s2.map((_, j) => j).filter((j) => mustPair[j] && !used[j]);
      if (must.length > rest.length) return false;
      const none = new Array<boolean>(rest.length).fill(false);
      return coverable(must, rest, none, (l, r) => edge(rest[r] as number, must[l] as number));
    };
    function* rec(): Generator<number[]> {
      if (cur.length === p) {
        yield [...cur];
        return;
      }
      const i = cur.length;
      for (let j = 0; j < s2.length; j++) {
        if (used[j] || !edge(i, j)) continue;
        used[j] = true;
        cur.push(j);
        if (stillPossible()) yield* rec();
        cur.pop();
        used[j] = false;
      }
    }
    if (stillPossible()) yield* rec();
  }

  /**
   * One stage (C.2–C.12 on a group or its homogeneous remainder): the first candidate in the
   * seed's order whose pairs meet the criteria and whose players left (with `below`) can
   * still all be paired. `complete`: the lowest group's last stage, which must pair all.
   */
  const stage = (
    group: readonly number[],
    heterogeneous: boolean,
    pMax: number,
    below: readonly number[],
    complete: boolean,
    byeHere: boolean,
  ): Candidate | null => {
    const place = (x: number): number => group.indexOf(x) + 1;
    // C.7: no exchange first, then the D.2 exchanges (homogeneous groups only).
    function* moves(p: number): Generator<Exchange | null> {
      yield null;
      if (heterogeneous) return;
      const gen = exchanges(p, group.length - p);
      for (;;) {
        const r = gen.next();
        if (r.done) {
          if (r.value === "bounded") throw new SearchBound();
          return;
        }
        yield r.value;
      }
    }
    const pMin = complete ? pMax : 1;
    for (let p = pMax; p >= pMin; p--) {
      for (let level = 0; level < LEVELS.length; level++) {
        for (const ex of moves(p)) {
          let s1 = group.slice(0, p);
          let s2 = group.slice(p);
          if (ex) {
            const out = new Set(ex.fromS1.map((x) => group[x - 1] as number));
            const inn = new Set(ex.fromS2.map((x) => group[x - 1] as number));
            s1 = [...s1.filter((x) => !out.has(x)), ...inn].sort(byA2);
            s2 = [...s2.filter((x) => !inn.has(x)), ...out].sort(byA2);
          }
          // Who may be left over: in the lowest group only the bye (B.1b, a downfloat, A.5);
          // elsewhere a player left over moves down (a downfloat); in a heterogeneous group's
          // first stage the residents left over stay for the remainder.
          const mustPair = s2.map((x) => {
            if (heterogeneous) return false;
            if (complete) return byeHere ? !byeOk(x) || !downOk(x, level) : true;
            return !downOk(x, level);
          });
          for (const a of assignments(s1, s2, level, mustPair)) {
            const usedS2 = new Set(a.map((j) => s2[j] as number));
            const leftover = s2.filter((x) => !usedS2.has(x));
            if (complete && leftover.length > (byeHere ? 1 : 0)) continue;
            if (!complete && !feasible([...leftover, ...below])) continue;
            const pairs: [number, number][] = a.map((j, i) => [s1[i] as number, s2[j] as number]);
            const steps: string[] = [];
            if (p < pMax) steps.push(`C.12: p = ${p} of ${pMax}`);
            if (level > 0) steps.push(LEVELS[level] as string);
            if (ex) steps.push(`C.7/D.2 exchange ${exchangeText(ex)}`);
            const first = a.findIndex((j, i) => j !== i);
            if (first >= 0) {
              const reason = whyNot(s1[first] as number, s2[first] as number, level);
              steps.push(
                `C.6/D.1 transposition ${a.map((j) => place(s2[j] as number)).join("-")}: ${reason}`,
              );
            }
            if (steps.length === 0) steps.push("C.5");
            return {
              pairs,
              leftover,
              step: steps.join("; "),
              places: pairs.map(([x, y]) => [place(x), place(y)]),
            };
          }
        }
      }
    }
    return null;
  };

  // ---- groups from the top (A.3) ----
  const groupsMms: number[] = [];
  for (const p of order) if (groupsMms[groupsMms.length - 1] !== at(p).mms2) groupsMms.push(at(p).mms2);
  const residents = groupsMms.map((m) => order.filter((p) => at(p).mms2 === m));
  if (!feasible(order)) {
    throw invalid(msg("pairingNoRfgPairing", {})); // B.1, P16;
  }
  const pairs: { a: number; b: number; why: string }[] = [];
  const log: string[] = [];
  const moved = new Map<number, Carried>();
  let carried: Carried[] = [];
  let bye: number | null = null;
  let byeWhy: string | null = null;
  const odd = n % 2 === 1;

  const fallback = (rest: number[], label: string): void => {
    // P30: a group whose search exceeds its budget: the players left are matched at once,
    // no rematch, smallest MMS differences, closest places.
    const m = rest.length;
    const size = m % 2 === 1 ? m + 1 : m;
    const w = new Float64Array(size * size);
    for (let i = 0; i < m; i++) {
      const a = rest[i] as number;
      for (let j = i + 1; j < m; j++) {
        const b = rest[j] as number;
        const v = compat(a, b)
          ? 1_000_000_000 -
            1000 * Math.abs(at(a).mms2 - at(b).mms2) -
            Math.abs((pos[a] as number) - (pos[b] as number))
          : 0;
        w[i * size + j] = v;
        w[j * size + i] = v;
      }
      if (size > m) {
        const v = byeOk(a) ? 1_000_000_000 - (n - (pos[a] as number)) : 0;
        w[i * size + m] = v;
        w[m * size + i] = v;
      }
    }
    const { mate } = maxWeightPerfectMatching(size, w);
    const why = `search bound reached in ${label}: the ${m} players left were paired by one matching without rematches (P30)`;
    for (let i = 0; i < m; i++) {
      const j = mate[i] as number;
      if (j === m) {
        bye = rest[i] as number;
        byeWhy = why;
      } else if (i < j) {
        const [a, b] = [rest[i] as number, rest[j] as number].sort(byA2) as [number, number];
        pairs.push({ a, b, why });
      }
    }
  };

  for (let g = 0; g < groupsMms.length; g++) {
    const mms = groupsMms[g] as number;
    const label = `group ${mmsText(mms)}`;
    const lowest = g === groupsMms.length - 1;
    const below = residents.slice(g + 1).flat();
    let group = [...carried.map((c) => c.player), ...(residents[g] as number[])].sort(byA2);
    const nextCarried: Carried[] = [];
    budget = 0;
    const moveDown = (x: number, reason: string): void => {
      nextCarried.push({ player: x, from: mms, reason });
      log.push(`${at(x).label} moved down from ${label}: ${reason}`);
    };
    try {
      // C.1: a player with no B.1 opponent in the group moves down (C.10 for one already
      // moved down: he moves on, P28); the lowest group is paired as a whole (C.11).
      if (!lowest) {
        for (const x of [...group]) {
          if (!group.some((y) => y !== x && compat(x, y))) {
            group = group.filter((y) => y !== x);
            moveDown(
              x,
              moved.has(x)
                ? "C.10: still no opponent without a rematch"
                : "C.1: no opponent in the group without a rematch",
            );
          }
        }
      }
      const fromAbove = group.filter((x) => moved.has(x));
      const heterogeneous = fromAbove.length > 0 && 2 * fromAbove.length < group.length;
      const record = (c: Candidate, kind: string): void => {
        c.pairs.forEach(([x, y], i) => {
          const [s1p, s2p] = c.places[i] as [number, number];
          let why = `${label}, ${kind} ${s1p}–${s2p}: ${c.step}`;
          const floater = at(x).mms2 > at(y).mms2 ? x : at(y).mms2 > at(x).mms2 ? y : null;
          if (floater !== null) {
            const from = moved.get(floater);
            why += `; B.3 relaxed in ${label}: ${at(floater).label} came down from group ${mmsText(at(floater).mms2)}${from ? ` (${from.reason})` : ""}`;
          }
          pairs.push({ a: x, b: y, why });
        });
      };
      let rest = group;
      if (heterogeneous) {
        const c = stage(
          group,
          true,
          Math.min(fromAbove.length, group.length - fromAbove.length),
          below,
          false,
          false,
        );
        if (c) {
          record(c, "heterogeneous, S1–S2");
          const paired = new Set(c.pairs.flat());
          rest = group.filter((x) => !paired.has(x));
        }
      }
      let c: Candidate | null = null;
      if (rest.length >= 2) {
        c = stage(rest, false, Math.floor(rest.length / 2), below, lowest, lowest && odd);
        if (c) {
          record(c, heterogeneous ? "remainder, S1–S2" : "S1–S2");
          const paired = new Set(c.pairs.flat());
          rest = rest.filter((x) => !paired.has(x));
        } else if (lowest) {
          throw new SearchBound();
        }
      }
      if (lowest) {
        if (rest.length === 1) {
          bye = rest[0] as number;
          byeWhy = `${label}: left over at the bottom of the lowest group (A.5, E.2)`;
        }
      } else {
        const reason =
          rest.length === 1 && group.length % 2 === 1
            ? "odd number of players in the group (A.3)"
            : c
              ? "left over by the group's pairing (C.5)"
              : "C.12: p = 0, the whole group moves down";
        for (const x of rest) moveDown(x, reason);
      }
    } catch (e) {
      if (!(e instanceof SearchBound)) throw e;
      const paired = new Set(pairs.flatMap((x) => [x.a, x.b]));
      fallback(
        order.filter((x) => !paired.has(x)),
        label,
      );
      log.push(`search bound reached in ${label}`);
      break;
    }
    for (const c of nextCarried) moved.set(c.player, c);
    carried = nextCarried;
  }

  // E.1: MMS of the higher player, sum of both, A.2 place of the higher player.
  const sorted = pairs
    .map(({ a, b, why }) => {
      const [h, l] = [a, b].sort(byA2) as [number, number];
      return { higher: h, lower: l, why };
    })
    .sort(
      (x, y) =>
        at(y.higher).mms2 - at(x.higher).mms2 ||
        at(y.higher).mms2 + at(y.lower).mms2 - (at(x.higher).mms2 + at(x.lower).mms2) ||
        byA2(x.higher, y.higher),
    );
  return { pairs: sorted, bye, byeWhy, log };
}
