import fc from "fast-check";
import { type RfgPairing, type RfgPlayer, rfgPair } from "../../../src/core/pairing/rfg";
import { exchanges, transpositions } from "../../../src/core/pairing/rfg-moves";

/** Players 1…n (pairing number = index + 1), all with MMS m2[i] (doubled), meetings listed as "a-b". */
function field(
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

const pairsOf = (r: RfgPairing): string[] => r.pairs.map((p) => `${p.higher + 1}-${p.lower + 1}`);

describe("the seed's worked examples", () => {
  test("E.2: round 1, one group in A.2 order: S1[1]–S2[1], …; 8 players 1–5, 2–6, 3–7, 4–8", () => {
    const r = rfgPair(field(new Array<number>(8).fill(0)));
    expect(pairsOf(r)).toEqual(["1-5", "2-6", "3-7", "4-8"]);
    expect(r.bye).toBeNull();
    for (const p of r.pairs) expect(p.why).toMatch(/C\.5$/);
  });

  test("E.2 and the 7-player remark of D.2: S1 = 1, 2, 3, S2 = 4…7, the lowest player gets the bye", () => {
    const r = rfgPair(field(new Array<number>(7).fill(0)));
    expect(pairsOf(r)).toEqual(["1-4", "2-5", "3-6"]);
    expect(r.bye).toBe(6);
    expect(r.byeWhy).toMatch(/A\.5, E\.2/);
  });

  test("D.1: when 2–6 is a rematch the next transposition, b) 5-7-6-8, is taken", () => {
    const r = rfgPair(field(new Array<number>(8).fill(0), ["2-6"]));
    expect(pairsOf(r)).toEqual(["1-5", "2-7", "3-6", "4-8"]);
    expect(r.pairs[0]?.why).toMatch(/D\.1 transposition 5-7-6-8: 2–6 would be a rematch \(B\.1\)/);
  });

  test("D.2: when 4 met 5, 6, 7 and 8 no transposition helps; the first exchange, a) 4↔5, is taken", () => {
    const r = rfgPair(field(new Array<number>(8).fill(0), ["4-5", "4-6", "4-7", "4-8"]));
    // S1 = 1, 2, 3, 5 and S2 = 4, 6, 7, 8 after the exchange (A.8 b: both re-sorted)
    expect(pairsOf(r)).toEqual(["1-4", "2-6", "3-7", "5-8"]);
    expect(r.pairs[0]?.why).toMatch(/D\.2 exchange 4↔5/);
  });

  test("A.3/A.6: a player moved down is paired first in the next group (upfloat), B.3 named", () => {
    // MMS 2, 2, 2 | 1, 1, 1, 1, 1 (doubled 4 | 2): player 3 moves down (odd group), meets 4
    const r = rfgPair(field([4, 4, 4, 2, 2, 2, 2, 2]));
    expect(pairsOf(r)).toEqual(["1-2", "3-4", "5-7", "6-8"]);
    expect(r.pairs[1]?.why).toMatch(/B\.3 relaxed in group 1: 3 came down from group 2 \(odd number/);
  });

  test("B.4: the player left over in an odd group is not the one who floated down last round", () => {
    const r = rfgPair(field([4, 4, 4, 2, 2, 2, 2, 2], [], (i) => (i === 2 ? { lastFloat: "down" } : {})));
    // 3 may not go down again: the group pairs 1–3 (D.1 transposition) and 2 goes down
    expect(pairsOf(r)).toEqual(["1-3", "2-4", "5-7", "6-8"]);
  });

  test("B.1b: the bye never goes to a player who already had a point without playing", () => {
    const r = rfgPair(field(new Array<number>(5).fill(0), [], (i) => (i === 4 ? { freePoint: true } : {})));
    expect(r.bye).not.toBe(4);
    expect(r.bye).toBe(3);
  });

  test("E.1: pairs published by the higher player's MMS, then the sum of both, then A.2", () => {
    const r = rfgPair(field([6, 4, 4, 4, 2, 2]));
    const mms = (i: number): number => [6, 4, 4, 4, 2, 2][i] as number;
    const keys = r.pairs.map((p) => [mms(p.higher), mms(p.higher) + mms(p.lower)]);
    expect(keys).toEqual(
      [...keys].sort((a, b) => (b[0] as number) - (a[0] as number) || (b[1] as number) - (a[1] as number)),
    );
  });

  test("P30: a search beyond its bound pairs the players left by one matching, and says so", () => {
    // 80 players in one group; 1, 2 and 3 met each other and all of S2 (41…80): only an
    // exchange of three S1 players could pair them, and the D.2 list of two-player exchanges
    // (780² of them) is already beyond the bound
    const met: string[] = ["1-2", "1-3", "2-3"];
    for (const a of [1, 2, 3]) for (let b = 41; b <= 80; b++) met.push(`${a}-${b}`);
    const players = field(new Array<number>(80).fill(0), met);
    const r = rfgPair(players);
    expect(r.pairs).toHaveLength(40);
    for (const p of r.pairs) {
      expect((players[p.higher] as RfgPlayer).opponents).not.toContain(p.lower);
      expect(p.why).toMatch(
        /search bound reached in group 0: the 80 players left were paired by one matching/,
      );
    }
  });

  test("P16: no pairing without a rematch at all is refused with a clear error", () => {
    expect(() => rfgPair(field([0, 0], ["1-2"]))).toThrow(/no pairing .* avoids every rematch/);
  });
});

// ---- properties ----

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
      { numRuns: 150, seed: 28 },
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
      { numRuns: 300, seed: 29 },
    );
  });
});
