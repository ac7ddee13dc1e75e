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
import { RfgField, SearchBound, type RfgPlayer } from "./rfg-field";
import { stage, type Candidate } from "./rfg-stage";

export type { RfgFloat, RfgPlayer } from "./rfg-field";

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

/** "12", "12.5" (P1). */
export function mmsText(mms2: number): string {
  return mms2 % 2 === 0 ? String(mms2 / 2) : `${(mms2 - 1) / 2}.5`;
}

interface Carried {
  readonly player: number;
  readonly from: number;
  readonly reason: string;
}

/**
 * Pairs one round by the seed's procedure. Throws a RatingError when no pairing without a
 * rematch (and without a second free point) exists at all (P16).
 */
export function rfgPair(players: readonly RfgPlayer[]): RfgPairing {
  const field = new RfgField(players);
  const { n, order, pos, byA2 } = field;
  const at = (i: number): RfgPlayer => field.at(i);
  const compat = (a: number, b: number): boolean => field.compat(a, b);
  const byeOk = (x: number): boolean => field.byeOk(x);

  // ---- groups from the top (A.3) ----
  const groupsMms: number[] = [];
  for (const p of order) if (groupsMms[groupsMms.length - 1] !== at(p).mms2) groupsMms.push(at(p).mms2);
  const residents = groupsMms.map((m) => order.filter((p) => at(p).mms2 === m));
  if (!field.feasible(order)) {
    throw invalid(msg("pairingNoRfgPairing", {})); // B.1, P16
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
    field.startGroup();
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
          field,
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
        c = stage(field, rest, false, Math.floor(rest.length / 2), below, lowest, lowest && odd);
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
