/**
 * Forbidden pairs and families kept apart (issue 28, D240–D245) in both Go engines, on the
 * sprgoic fixture (test/fixtures/opengotha-diff-sprgoic, SOURCES.txt: a published OpenGotha file
 * with two real families, Pop ×3 and Irhasiu ×2, each of one club), and the matching that keeps
 * a forbidden pair apart (matching-apart.ts) against every pairing enumerated.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type PairingConstraints, surnameFamilies } from "../../../src/core/pairing/constraints";
import { MAX_WEIGHT_RANGE, maxWeightPerfectMatching } from "../../../src/core/pairing/matching";
import { matchingApart } from "../../../src/core/pairing/matching-apart";
import { ogPairRound } from "../../../src/core/pairing/opengotha";
import { ogPlayerName } from "../../../src/core/pairing/opengotha-model";
import { rfgPairRound } from "../../../src/core/pairing/rfg-opengotha";
import { RfgField } from "../../../src/core/pairing/rfg-field";
import { readOpenGothaPairing } from "../../../src/formats/opengotha-pairing";

const FILE = join(__dirname, "../../fixtures/opengotha-diff-sprgoic/input.xml");
const t = readOpenGothaPairing(readFileSync(FILE));
const names = t.players.map(ogPlayerName);
const id = (name: string): number => {
  const i = names.indexOf(name);
  if (i < 0) throw new Error(`no ${name}`);
  return i;
};
const family = (a: number, b: number): boolean => names[a]?.split(" ")[0] === names[b]?.split(" ")[0];
/** Round 1 with only the two Irhasius participating: they must meet. */
const two = {
  ...t,
  players: t.players.map((p, i) => ({ ...p, participating: [names[i]?.startsWith("Irhasiu ") === true] })),
};
const FAMILIES: PairingConstraints = { forbidden: [], family: surnameFamilies(t.players), avoidUntil: 4 };

/** The pairs of one family a pairing made, by name. */
function familyPairs(pairs: readonly { white: number; black: number }[]): string[] {
  const surnames = new Set(["Pop", "Irhasiu"]);
  return pairs
    .filter((p) => family(p.white, p.black) && surnames.has(names[p.white]?.split(" ")[0] ?? ""))
    .map((p) => `${names[p.white]} – ${names[p.black]}`);
}

describe("families by surname (D241)", () => {
  test("the fixture's two families: the Pops and the Irhasius, each of one club", () => {
    const keys = FAMILIES.family;
    const pops = ["Pop Mihai-Florin", "Pop Florin", "Pop Ilinca-Stefania"].map(id);
    expect(new Set(pops.map((i) => keys[i])).size).toBe(1);
    expect(keys[id("Irhasiu Maria")]).toBe(keys[id("Irhasiu Rares-Mihai")]);
    expect(keys[id("Irhasiu Maria")]).not.toBe(keys[pops[0] as number]);
  });

  test("the same surname in another club is another family (pairgoth's test)", () => {
    const moved = t.players.map((p, i) => (i === id("Pop Florin") ? { ...p, club: "Elsewhere" } : p));
    const keys = surnameFamilies(moved);
    expect(keys[id("Pop Florin")]).not.toBe(keys[id("Pop Mihai-Florin")]);
    expect(keys[id("Pop Ilinca-Stefania")]).toBe(keys[id("Pop Mihai-Florin")]);
  });
});

describe("the OpenGotha engine with families kept apart in rounds 1–4 (D241, D242)", () => {
  // Without constraints the engine (OpenGotha's pairing, P46) pairs a family in rounds 3, 4, 5:
  // what the constraint has to change, so the test can fail.
  test.each([
    [3, ["Pop Mihai-Florin – Pop Florin"]],
    [4, ["Irhasiu Maria – Irhasiu Rares-Mihai"]],
    [5, ["Pop Florin – Pop Ilinca-Stefania"]],
  ])("round %i without constraints pairs %j", (round, expected) => {
    expect(familyPairs(ogPairRound(t, round - 1).pairs)).toEqual(expected);
  });

  test.each([1, 2, 3, 4])("round %i: no family paired together, at no constraints' cost", (round) => {
    const r = ogPairRound(t, round - 1, "3.52", FAMILIES);
    expect(familyPairs(r.pairs)).toEqual([]);
    expect(r.constraints).toEqual({
      forbiddenApart: 0,
      families: 2,
      familiesApart: true,
      cost: 0n,
      together: [],
      coarse: false,
    });
  });

  test("round 5, after K = 4: families may meet, the pairing is OpenGotha's own", () => {
    const plain = ogPairRound(t, 4);
    const r = ogPairRound(t, 4, "3.52", FAMILIES);
    expect(r.pairs).toEqual(plain.pairs);
    expect(r.cost).toBe(plain.cost);
    expect(r.constraints?.familiesApart).toBe(false);
    expect(familyPairs(r.pairs)).toEqual(["Pop Florin – Pop Ilinca-Stefania"]);
  });

  test("a family that cannot be kept apart is paired and reported, its cost −10¹² (D242)", () => {
    const r = ogPairRound(two, 0, "3.52", FAMILIES);
    expect(r.pairs).toHaveLength(1);
    expect(r.constraints?.cost).toBe(-1_000_000_000_000n);
    expect(r.constraints?.together.map(([a, b]) => [names[a], names[b]].sort())).toEqual([
      ["Irhasiu Maria", "Irhasiu Rares-Mihai"],
    ]);
    // the pair's own cost and the total stay OpenGotha's
    expect(r.cost).toBe(ogPairRound(two, 0).cost);
  });
});

describe("forbidden pairs (D240)", () => {
  const pairsOf = (r: { pairs: readonly { white: number; black: number }[] }): Set<string> =>
    new Set(r.pairs.map((p) => [p.white, p.black].sort((a, b) => a - b).join("-")));

  test("a pair the engine makes, forbidden, is never made (OpenGotha engine, every round)", () => {
    for (let k = 0; k < 5; k++) {
      const plain = ogPairRound(t, k).pairs[0];
      if (!plain) throw new Error("no pair");
      const c: PairingConstraints = {
        forbidden: [[plain.white, plain.black]],
        family: [],
        avoidUntil: Infinity,
      };
      const r = ogPairRound(t, k, "3.52", c);
      expect(pairsOf(r).has([plain.white, plain.black].sort((a, b) => a - b).join("-"))).toBe(false);
      expect(r.constraints?.forbiddenApart).toBe(1);
      expect(r.pairs).toHaveLength(7);
    }
  });

  test("a pair the procedure makes, forbidden, is never made (rfg engine, every round)", () => {
    for (let k = 0; k < 5; k++) {
      const b = rfgPairRound(t, k).boards[0];
      if (!b) throw new Error("no board");
      const c: PairingConstraints = { forbidden: [[b.white, b.black]], family: [], avoidUntil: Infinity };
      const r = rfgPairRound(t, k, { constraints: c });
      expect(pairsOf({ pairs: r.boards }).has([b.white, b.black].sort((x, y) => x - y).join("-"))).toBe(
        false,
      );
      expect(r.constraints?.forbiddenApart).toBe(1);
    }
  });

  test.each([
    ["opengotha", (c: PairingConstraints) => ogPairRound(t, 2, "3.52", c)],
    ["rfg", (c: PairingConstraints) => rfgPairRound(t, 2, { constraints: c })],
  ])("%s: no pairing possible → the round and the players named", (_, pair) => {
    const tolos = id("Tolos Darius");
    const all: [number, number][] = names.flatMap((_n, i) =>
      i === tolos ? [] : [[tolos, i] as [number, number]],
    );
    expect(() => pair({ forbidden: all, family: [], avoidUntil: Infinity })).toThrow(
      /^Round 3: no pairing of the players keeps every forbidden pair apart \(.*Tolos Darius – /,
    );
  });
});

describe("the rfg engine keeps families apart as rematches (D243)", () => {
  test("round 4: the Pops' pairing without constraints is changed, none with", () => {
    const plain = rfgPairRound(t, 3).boards;
    expect(familyPairs(plain)).toEqual(["Pop Florin – Pop Ilinca-Stefania"]);
    const r = rfgPairRound(t, 3, { constraints: FAMILIES });
    expect(familyPairs(r.boards)).toEqual([]);
    expect(r.constraints?.together).toEqual([]);
  });

  test("a transposition names a pair kept apart as such, not as a rematch", () => {
    const player = (label: string, apart: number[]) => ({
      label,
      mms2: 0,
      pn: 1,
      opponents: [],
      freePoint: false,
      lastFloat: null,
      floatTwoAgo: null,
      floatExempt: false,
      apart,
    });
    const f = new RfgField([player("A", [1]), player("B", []), player("C", [])]);
    expect(f.compat(0, 1)).toBe(false);
    expect(f.compat(1, 0)).toBe(false);
    expect(f.compat(0, 2)).toBe(true);
    expect(f.whyNot(0, 1, 0)).toBe("A–B are kept apart (a forbidden pair or one family, D240, D243)");
  });

  test("a family that cannot be kept apart is paired with families allowed, and reported", () => {
    // a forbidden pair stays absolute (below)
    const r = rfgPairRound(two, 0, { constraints: FAMILIES });
    expect(r.boards).toHaveLength(1);
    expect(r.constraints?.together.map(([a, b]) => [names[a], names[b]].sort())).toEqual([
      ["Irhasiu Maria", "Irhasiu Rares-Mihai"],
    ]);
    expect(r.constraints?.cost).toBe(0n);
    const both: PairingConstraints = {
      ...FAMILIES,
      forbidden: [[id("Irhasiu Maria"), id("Irhasiu Rares-Mihai")]],
    };
    expect(() => rfgPairRound(two, 0, { constraints: both })).toThrow(
      /^Round 1: no pairing of the players keeps every forbidden pair apart \(Irhasiu Maria – Irhasiu Rares-Mihai\)/,
    );
  });

  test("round 5: families may meet again, the procedure's own pairing", () => {
    expect(rfgPairRound(t, 4, { constraints: FAMILIES }).boards).toEqual(rfgPairRound(t, 4).boards);
  });
});

/** Every perfect matching of 0…n−1, as lists of pairs. */
function* perfect(rest: number[]): Generator<[number, number][]> {
  if (rest.length === 0) {
    yield [];
    return;
  }
  const [a, ...others] = rest as [number, ...number[]];
  for (const b of others) {
    for (const m of perfect(others.filter((x) => x !== b))) yield [[a, b], ...m];
  }
}

describe("matchingApart (D240)", () => {
  test("against every pairing: the best one without a forbidden pair, or none", () => {
    let seed = 20261129;
    const next = (m: number): number => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % m;
    };
    let refused = 0;
    for (let trial = 0; trial < 300; trial++) {
      const n = 2 * (1 + next(4));
      const w = new Float64Array(n * n);
      const barred = new Uint8Array(n * n);
      for (let i = 0; i < n; i++) {
        for (let j = i + 1; j < n; j++) {
          w[i * n + j] = next(1000) * (next(2) === 0 ? 1 : 1e9);
          barred[i * n + j] = next(4) === 0 ? 1 : 0;
        }
      }
      let best = -Infinity;
      for (const m of perfect([...Array(n).keys()])) {
        if (m.some(([i, j]) => barred[i * n + j] === 1)) continue;
        best = Math.max(
          best,
          m.reduce((s, [i, j]) => s + (w[i * n + j] as number), 0),
        );
      }
      const r = matchingApart(n, w, barred);
      if (best === -Infinity) {
        refused++;
        expect(r.ok).toBe(false);
        continue;
      }
      if (!r.ok) throw new Error("refused a pairing that exists");
      let total = 0;
      r.mate.forEach((j, i) => {
        if (i < j) {
          expect(barred[i * n + j]).toBe(0);
          total += w[i * n + j] as number;
        }
      });
      expect(total).toBe(best);
    }
    expect(refused).toBeGreaterThan(0);
  });

  test("without a forbidden pair, the plain matching", () => {
    const w = Float64Array.from([0, 5, 1, 2, 5, 0, 3, 1, 1, 3, 0, 7, 2, 1, 7, 0]);
    const r = matchingApart(4, w, new Uint8Array(16));
    expect(r.ok && Array.from(r.mate)).toEqual(Array.from(maxWeightPerfectMatching(4, w).mate));
  });

  test("a forbidden pair worth more than the lowest weight allows: costs coarsened, still apart", () => {
    // {0-1, 2-3} totals low + 2⁴⁹ > 0 at the lowest exact weight low = −(2⁴⁹ − 2), so the exact
    // matching would pair 0-1; coarsened by 2 it cannot.
    const n = 4;
    const w = new Float64Array(n * n);
    w[2 * n + 3] = 2 ** 49;
    const barred = new Uint8Array(n * n);
    barred[1] = 1;
    expect(MAX_WEIGHT_RANGE).toBe(2 ** 50 - 2);
    const r = matchingApart(n, w, barred);
    expect(r.ok && r.coarse).toBe(true);
    expect(r.ok && r.mate[0]).not.toBe(1);
  });

  test("two players forbidden to each other: refused, naming that pair", () => {
    const barred = Uint8Array.from([0, 1, 0, 0]);
    expect(matchingApart(2, new Float64Array(4), barred)).toEqual({ ok: false, unavoidable: [[0, 1]] });
  });
});
