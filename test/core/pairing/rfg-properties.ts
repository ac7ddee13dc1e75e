/**
 * The RFG seed's pairing (rfg.ts): the helpers of its suites and its properties (fast-check), one
 * body for both suites: rfg.test.ts runs each property on half the fields,
 * rfg.slow.test.ts on the full count (CI).
 */
import fc from "fast-check";
import { type RfgPairing, type RfgPlayer, rfgPair } from "../../../src/core/pairing/rfg";
import { exchanges, transpositions } from "../../../src/core/pairing/rfg-moves";

/** Players 1…n (pairing number = index + 1), all with MMS m2[i] (doubled), meetings listed as "a-b". */
export function field(
  mms2: number[],
  met: string[] = [],
  extra: (i: number) => Partial<RfgPlayer> = () => ({}),
): RfgPlayer[] {
  const opp = mms2.map(() => [] as number[]);
  for (const m of met) {
    const [a, b] = m.split("-").map((x) => Number(x) - 1) as [number, number];
    (opp[a] as number[]).push(b);
    (opp[b] as number[]).push(a);
  }
  return mms2.map((m, i) => ({
    label: String(i + 1),
    mms2: m,
    pn: i + 1,
    opponents: opp[i] as number[],
    freePoint: false,
    lastFloat: null,
    floatTwoAgo: null,
    floatExempt: false,
    ...extra(i),
  }));
}

export const pairsOf = (r: RfgPairing): string[] => r.pairs.map((p) => `${p.higher + 1}-${p.lower + 1}`);

interface Case {
  players: RfgPlayer[];
}

const caseArb = fc
  .record({
    n: fc.integer({ min: 2, max: 10 }),
    groups: fc.integer({ min: 1, max: 4 }),
    seed: fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 60, maxLength: 60 }),
    density: fc.integer({ min: 0, max: 40 }),
  })
  .map(({ n, groups, seed, density }): Case => {
    let s = 0;
    const next = (): number => (seed[s++ % seed.length] as number) + s;
    const mms2 = Array.from({ length: n }, () => 2 * (next() % groups)).sort((a, b) => b - a);
    const met: string[] = [];
    for (let a = 1; a <= n; a++)
      for (let b = a + 1; b <= n; b++) if (next() % 100 < density) met.push(`${a}-${b}`);
    const floats = [null, "down", "up"] as const;
    return {
      players: field(mms2, met, () => ({
        freePoint: next() % 5 === 0,
        lastFloat: floats[next() % 3] ?? null,
        floatTwoAgo: floats[next() % 3] ?? null,
      })),
    };
  });

/** Brute force: can `set` be paired completely without rematches (one bye-eligible left if odd)? */
function pairable(ps: RfgPlayer[], set: number[]): boolean {
  if (set.length === 0) return true;
  if (set.length === 1) return !(ps[set[0] as number] as RfgPlayer).freePoint;
  if (
    set.length % 2 === 1 &&
    set.some(
      (x, i) =>
        !(ps[x] as RfgPlayer).freePoint &&
        pairable(
          ps,
          set.filter((_, j) => j !== i),
        ),
    )
  )
    return true;
  if (set.length % 2 === 1) return false;
  const [a, ...rest] = set as [number, ...number[]];
  return rest.some(
    (b) =>
      !(ps[a] as RfgPlayer).opponents.includes(b) &&
      pairable(
        ps,
        rest.filter((x) => x !== b),
      ),
  );
}

/** How many generated fields each property checks. */
export interface RfgRuns {
  readonly everyPlayer: number;
  readonly oneGroup: number;
}

/** The full count the slow suite runs (what npm test ran before the split). */
export const RFG_FULL_RUNS: RfgRuns = { everyPlayer: 150, oneGroup: 300 };

/**
 * The properties of the seed's procedure, each on `runs` generated fields (the same seed: a
 * smaller count checks the first fields of the larger).
 */
export function rfgProperties(runs: RfgRuns): void {
  describe("properties (fast-check)", () => {
    test("every player once, no rematch, no second free point; refused only when nothing else exists; deterministic", () => {
      fc.assert(
        fc.property(caseArb, ({ players }) => {
          const all = players.map((_, i) => i);
          const possible = pairable(players, all);
          if (!possible) {
            expect(() => rfgPair(players)).toThrow(/B\.1/);
            return;
          }
          const r = rfgPair(players);
          const seen = [...r.pairs.flatMap((p) => [p.higher, p.lower]), ...(r.bye === null ? [] : [r.bye])];
          expect(seen.sort((a, b) => a - b)).toEqual(all);
          expect(r.pairs.filter((p) => (players[p.higher] as RfgPlayer).opponents.includes(p.lower))).toEqual(
            [],
          );
          if (r.bye !== null) expect((players[r.bye] as RfgPlayer).freePoint).toBe(false);
          expect(rfgPair(players)).toEqual(r);
        }),
        { numRuns: runs.everyPlayer, seed: 28 },
      );
    });

    test("one group: the pairing is the first candidate in the seed's order (C.5, D.1, D.2) meeting the criteria", () => {
      fc.assert(
        fc.property(caseArb, ({ players: raw }) => {
          const players = raw.map((p) => ({ ...p, mms2: 0, lastFloat: null, floatTwoAgo: null }));
          if (
            !pairable(
              players,
              players.map((_, i) => i),
            )
          )
            return;
          const n = players.length;
          const p = Math.floor(n / 2);
          const ok = (a: number, b: number): boolean => !(players[a] as RfgPlayer).opponents.includes(b);
          let expected: string[] | null = null;
          const moves = [
            null,
            ...(function* () {
              const g = exchanges(p, n - p);
              for (let r = g.next(); !r.done; r = g.next()) yield r.value;
            })(),
          ];
          search: for (const ex of moves) {
            let s1 = Array.from({ length: p }, (_, i) => i + 1);
            let s2 = Array.from({ length: n - p }, (_, i) => p + i + 1);
            if (ex) {
              s1 = [...s1.filter((x) => !ex.fromS1.includes(x)), ...ex.fromS2].sort((a, b) => a - b);
              s2 = [...s2.filter((x) => !ex.fromS2.includes(x)), ...ex.fromS1].sort((a, b) => a - b);
            }
            for (const t of transpositions(0, s2.length, p)) {
              const partner = t.map((j) => s2[j - 1] as number);
              const left = s2.filter((x) => !partner.includes(x));
              if (!s1.every((x, i) => ok(x - 1, (partner[i] as number) - 1))) continue;
              if (left.some((x) => (players[x - 1] as RfgPlayer).freePoint)) continue;
              expected = s1.map((x, i) => `${x}-${partner[i]}`);
              break search;
            }
          }
          expect(expected).not.toBeNull();
          expect(pairsOf(rfgPair(players)).sort()).toEqual((expected as string[]).sort());
        }),
        { numRuns: runs.oneGroup, seed: 29 },
      );
    });
  });
}
