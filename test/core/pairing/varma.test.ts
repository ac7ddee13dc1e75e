import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { bergerSchedule } from "../../../src/core/pairing/berger";
import { type VarmaEntrant, varmaDraw } from "../../../src/core/pairing/varma";

/** The round in which numbers a and b meet in the single Berger table of `players`. */
function meeting(players: number, a: number, b: number): number {
  for (const r of bergerSchedule(players)) {
    if (r.games.some((g) => (g.white === a && g.black === b) || (g.white === b && g.black === a)))
      return r.round;
  }
  return 0;
}

/** The envelopes as the draw's table step gives them. */
function envelopesOf(players: number): number[][] {
  const step = varmaDraw(entrants(players, [players]), 1).steps[1];
  return step?.kind === "table" ? step.envelopes.map((e) => [...e.numbers]) : [];
}

function entrants(count: number, contingents: number[]): VarmaEntrant[] {
  const out: VarmaEntrant[] = [];
  contingents.forEach((size, f) => {
    for (let i = 0; i < size && out.length < count; i++)
      out.push({ name: `P${f}-${i}`, federation: `F${f}` });
  });
  return out;
}

describe("Varma draw (RGF rules II.4.2 = FIDE C.05 Annex 2, P21–P24)", () => {
  test("the tables as the rules print them (II.4.2 item 5, fixture varma-rgf), but for P21's 13 and 14", () => {
    const printed = readFileSync(join(__dirname, "../../fixtures/pairing/varma-rgf/tables.txt"), "utf8");
    // "9/10 игроков A:(3, 4, 8); В:(5, 7, 9); …": Latin or Cyrillic letters, "." misprinted for ","
    const tables = [
      ...printed.matchAll(/(\d+)\/(\d+)\s*игрок\S*\s*((?:[A-DАВС]\s*:\s*\([^)]*\)[;\s]*){4})/g),
    ];
    expect(tables.map((m) => Number(m[2]))).toEqual([10, 12, 14, 16, 18, 20, 22, 24]);
    for (const m of tables) {
      const size = Number(m[2]);
      const envelopes = [...(m[3] ?? "").matchAll(/\(([^)]*)\)/g)].map((e) =>
        (e[1] ?? "").split(/[,.]\s*/).map(Number),
      );
      // P21: the 21/22 B printed as (1, 2, 3, 4, 12, 15) lost 13 and 14 (FIDE C.05 Annex 2)
      if (size === 22) envelopes[1] = [...(envelopes[1] ?? []), 13, 14].sort((a, b) => a - b);
      expect([size, envelopesOf(size)]).toEqual([size, envelopes]);
    }
  });

  test("the tables: FIDE's, with B of 21/22 = 1, 2, 3, 4, 12, 13, 14, 15 (P21)", () => {
    expect(envelopesOf(22)).toEqual([
      [6, 7, 8, 9, 10, 17, 18, 19, 20],
      [1, 2, 3, 4, 12, 13, 14, 15],
      [11, 16, 21],
      [5, 22],
    ]);
    expect(envelopesOf(10)).toEqual([
      [3, 4, 8],
      [5, 7, 9],
      [1, 6],
      [2, 10],
    ]);
  });

  test.each([10, 12, 14, 16, 18, 20, 22, 24])(
    "%i players: two numbers of one envelope meet by round n − 4, except the 12-player C (PAIRING §4, P22)",
    (players) => {
      envelopesOf(players).forEach((env, e) => {
        for (const a of env) {
          for (const b of env) {
            if (a >= b) continue;
            const round = meeting(players, a, b);
            if (players === 12 && e === 2 && ((a === 6 && b === 12) || (a === 12 && b === 6))) {
              expect(round).toBe(11); // P22: 6–12 meet in the last round
            } else expect(round).toBeLessThanOrEqual(players - 4);
          }
        }
      });
    },
  );

  test("property: a permutation of 1…N, the seed printed, the same seed the same draw (P24)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 9, max: 24 }),
        fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 24 }),
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        (count, sizes, seed) => {
          const filled = [...sizes];
          while (filled.reduce((a, b) => a + b, 0) < count) filled.push(1);
          const list = entrants(count, filled);
          const draw = varmaDraw(list, seed);
          const sorted = [...draw.numbers].sort((a, b) => a - b);
          if (sorted.join() !== Array.from({ length: count }, (_, i) => i + 1).join()) return false;
          if (varmaDraw(list, seed).numbers.join() !== draw.numbers.join()) return false;
          const first = draw.steps[0];
          return (
            first?.kind === "seed" &&
            first.seed === seed &&
            draw.table === (count % 2 === 0 ? count : count + 1)
          );
        },
      ),
      { numRuns: 200, seed: 24 },
    );
  });

  test("order of drawing: biggest federation first, then code, then surname; the protocol says who drew what", () => {
    const list: VarmaEntrant[] = [
      { name: "Zorin", federation: "RUS" },
      { name: "Abel", federation: "HUN" },
      { name: "Antonov", federation: "RUS" },
      ...Array.from({ length: 7 }, (_, i) => ({ name: `Solo${i}`, federation: `X${i}` })),
    ];
    const draw = varmaDraw(list, 7);
    const draws = draw.steps.flatMap((s) => (s.kind === "draw" ? [s] : []));
    expect(draws.slice(0, 3).map((s) => s.player)).toEqual(["Antonov", "Zorin", "Abel"]);
    // the two Russians drew from the same envelope, named in their steps
    const envelope = (name: string) => draws.find((s) => s.player === name)?.envelope;
    expect(envelope("Antonov")).toBe(envelope("Zorin"));
  });

  test("odd N uses the N + 1 table without its last number (P23)", () => {
    const draw = varmaDraw(entrants(11, [3, 3, 5]), 3);
    expect(draw.table).toBe(12);
    expect(draw.steps[1]).toMatchObject({ kind: "table", table: 12, bye: 12 });
    expect(draw.numbers).not.toContain(12);
  });

  test("a contingent larger than every envelope: the largest, then the next, with a warning (P23)", () => {
    const draw = varmaDraw(entrants(10, [5, 5]), 11);
    const oversize = draw.steps.flatMap((s) => (s.kind === "oversize" ? [s] : []));
    // the first contingent of 5 (envelopes of 4 or fewer for 10 players) fills two envelopes
    expect(oversize.map((s) => [s.federation, s.size, s.envelopes.length])[0]).toEqual(["F0", 5, 2]);
  });

  test("bad input is refused", () => {
    expect(() => varmaDraw(entrants(8, [8]), 1)).toThrow(
      "Varma draw: the tables are for 9…24 players, not 8",
    );
    expect(() => varmaDraw(entrants(10, [10]), -1)).toThrow(
      /seed must be a whole number 0…4294967295, not -1/,
    );
    expect(() => varmaDraw([{ name: " ", federation: "X" }, ...entrants(9, [9])], 1)).toThrow(
      /entrant 1 has no name/,
    );
  });
});
