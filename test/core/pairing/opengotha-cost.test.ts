/**
 * OpenGotha's cost of a pair, component by component, against OpenGotha 3.52.03's own weight
 * dumps (published by pairgoth, fixtures test/fixtures/pairing/og352-weights-*): for every
 * round in the fixtures, every pair OpenGotha listed, all nine components and the total must be
 * equal — exactly, not within a tolerance (P18, P20/P26, docs/pairing.md).
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { type OgCost, ogCost, ogRoundState } from "../../../src/core/pairing/opengotha";
import type { OgTournament } from "../../../src/core/pairing/opengotha-model";
import { readOpenGothaPairing } from "../../../src/formats/opengotha-pairing";

const ROOT = join(__dirname, "../../fixtures/pairing");
const COMPONENTS: (keyof OgCost)[] = [
  "duplicate",
  "random",
  "colourBalance",
  "category",
  "scoreDifference",
  "dudd",
  "seeding",
  "handicap",
  "geography",
  "total",
];

/** The tournament as it stood before round k (0-based): games and byes of earlier rounds only. */
function before(t: OgTournament, k: number): OgTournament {
  return { ...t, games: t.games.filter((g) => g.round < k), byes: t.byes.map((b, r) => (r < k ? b : null)) };
}

const cases = readdirSync(ROOT)
  .filter((d) => d.startsWith("og352-weights-"))
  .flatMap((dir) =>
    readdirSync(join(ROOT, dir))
      .filter((f) => /^weights-R\d+\.csv$/.test(f))
      .map((f) => [dir, Number(/R(\d+)/.exec(f)?.[1])] as const),
  );

describe("OpenGotha cost model against OpenGotha 3.52.03's weight dumps", () => {
  test("the fixtures are there (6 tournaments, 20 rounds)", () => {
    expect(new Set(cases.map(([d]) => d)).size).toBe(6);
    expect(cases).toHaveLength(20);
  });

  test.each(cases)("%s round %i: every component of every pair", (dir, round) => {
    const t = readOpenGothaPairing(readFileSync(join(ROOT, dir, "input.xml")));
    const byName = new Map(t.players.map((p, i) => [`${p.name} ${p.firstName}`, i]));
    const state = ogRoundState(before(t, round - 1), round - 1, "3.52");
    const rows = readFileSync(join(ROOT, dir, `weights-R${round}.csv`), "utf8")
      .trim()
      .split("\n")
      .slice(1);
    expect(rows.length).toBeGreaterThan(0);
    const mismatches: string[] = [];
    for (const row of rows) {
      const [n1, n2, ...values] = row.split(";");
      const p1 = byName.get(n1 ?? "");
      const p2 = byName.get(n2 ?? "");
      if (p1 === undefined || p2 === undefined) throw new Error(`${dir}: unknown player in "${row}"`);
      const ours = ogCost(state, p1, p2);
      COMPONENTS.forEach((c, i) => {
        if (ours[c] !== Number(values[i]))
          mismatches.push(`${n1} – ${n2} ${c}: OpenGotha ${values[i]}, ours ${ours[c]}`);
      });
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
  });
});
