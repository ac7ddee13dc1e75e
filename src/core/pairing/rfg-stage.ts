/**
 * One stage of the seed's procedure (C.2–C.12) on a group or its homogeneous remainder: the
 * candidates in the seed's order — p from its maximum down (C.12), each relaxation level
 * (C.8/C.9), no exchange then each D.2 exchange, the D.1 transpositions of S2 (P7) — and the
 * first whose pairs meet the criteria and whose players left can still all be paired (P28).
 */
import { RfgField, SearchBound } from "./rfg-field";
import { exchangeText, exchanges, type Exchange } from "./rfg-moves";

/** Relaxation levels of C.8/C.9 (P5): 0 all criteria, 1 −B.5 down, 2 −B.4 down, 3 −B.5 up, 4 −B.4 up. */
const LEVELS = [
  "",
  "C.8: B.5 dropped for downfloaters",
  "C.8: B.5 and B.4 dropped for downfloaters",
  "C.9: B.5 dropped for upfloaters too (P5)",
  "C.9: B.5 and B.4 dropped for all floaters (P5)",
] as const;

export interface Candidate {
  /** [S1 player, S2 player] pairs. */
  readonly pairs: [number, number][];
  readonly leftover: number[];
  readonly step: string;
  /** Per pair: its S1 and S2 places (1-based numbers in the group). */
  readonly places: [number, number][];
}

/**
 * D.1 with P7: the S2 assignments for S1[0…p−1] in lexicographic order of S2 places, each
 * pair acceptable at `level`, every S2 player who may not be left over (`mustPair`) paired.
 */
export function* assignments(
  f: RfgField,
  s1: readonly number[],
  s2: readonly number[],
  level: number,
  mustPair: readonly boolean[],
): Generator<number[]> {
  const p = s1.length;
  const used = new Array<boolean>(s2.length).fill(false);
  const cur: number[] = [];
  const edge = (i: number, j: number): boolean => f.pairOk(s1[i] as number, s2[j] as number, level);
  const stillPossible = (): boolean => {
    const rest = Array.from({ length: p - cur.length }, (_, x) => cur.length + x);
    if (!f.coverable(rest, s2 as number[], used, (l, r) => edge(rest[l] as number, r))) return false;
    const must = s2.map((_, j) => j).filter((j) => mustPair[j] && !used[j]);
    if (must.length > rest.length) return false;
    const none = new Array<boolean>(rest.length).fill(false);
    return f.coverable(must, rest, none, (l, r) => edge(rest[r] as number, must[l] as number));
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
export function stage(
  f: RfgField,
  group: readonly number[],
  heterogeneous: boolean,
  pMax: number,
  below: readonly number[],
  complete: boolean,
  byeHere: boolean,
): Candidate | null {
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
          s1 = [...s1.filter((x) => !out.has(x)), ...inn].sort(f.byA2);
          s2 = [...s2.filter((x) => !inn.has(x)), ...out].sort(f.byA2);
        }
        // Who may be left over: in the lowest group only the bye (B.1b, a downfloat, A.5);
        // elsewhere a player left over moves down (a downfloat); in a heterogeneous group's
        // first stage the residents left over stay for the remainder.
        const mustPair = s2.map((x) => {
          if (heterogeneous) return false;
          if (complete) return byeHere ? !f.byeOk(x) || !f.downOk(x, level) : true;
          return !f.downOk(x, level);
        });
        for (const a of assignments(f, s1, s2, level, mustPair)) {
          const usedS2 = new Set(a.map((j) => s2[j] as number));
          const leftover = s2.filter((x) => !usedS2.has(x));
          if (complete && leftover.length > (byeHere ? 1 : 0)) continue;
          if (!complete && !f.feasible([...leftover, ...below])) continue;
          const pairs: [number, number][] = a.map((j, i) => [s1[i] as number, s2[j] as number]);
          const steps: string[] = [];
          if (p < pMax) steps.push(`C.12: p = ${p} of ${pMax}`);
          if (level > 0) steps.push(LEVELS[level] as string);
          if (ex) steps.push(`C.7/D.2 exchange ${exchangeText(ex)}`);
          const first = a.findIndex((j, i) => j !== i);
          if (first >= 0) {
            const reason = f.whyNot(s1[first] as number, s2[first] as number, level);
            steps.push(`C.6/D.1 transposition ${a.map((j) => place(s2[j] as number)).join("-")}: ${reason}`);
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
}
