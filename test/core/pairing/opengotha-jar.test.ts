/**
 * Whole rounds in 3.51 mode against OpenGotha 3.51.02's own jar (figures in
 * test/fixtures/pairing/og351-jar/costs.csv and pairs.csv, see its SOURCES.txt): the total
 * cost of our pairing equals OpenGotha's, with the same bye (P18, P20, P11, P17, P19, P34).
 * Where the pairs differ, the jar's own games cost exactly the same total under our cost model,
 * so both pairings are optimal: the optimum is not unique there. Where a pair is in both, its
 * colours and handicap are the jar's (P12, P13).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ogCost, ogPairRound, ogRoundState, ogTournamentBefore } from "../../../src/core/pairing/opengotha";
import type { OgTournament } from "../../../src/core/pairing/opengotha-model";
import { ogKey, readOpenGothaPairing } from "../../../src/formats/opengotha-pairing";

const FIXTURES = join(__dirname, "../../fixtures");
const csv = (name: string): string[][] =>
  readFileSync(join(FIXTURES, "pairing/og351-jar", name), "utf8")
    .trim()
    .split("\n")
    .slice(1)
    .map((l) => l.split(";"));
const rows = csv("costs.csv");
/** The jar's games per round: `WHITE>BLACK:handicap` by player key. */
const jarGames = new Map(
  csv("pairs.csv").map(([dir, round, games]) => [`${dir};${round}`, (games ?? "").split(" ")]),
);

const cache = new Map<string, OgTournament>();
function tournament(dir: string): OgTournament {
  const file = join(FIXTURES, dir.startsWith("og352-") ? "pairing" : "", dir, "input.xml");
  const t = cache.get(file) ?? readOpenGothaPairing(readFileSync(file));
  cache.set(file, t);
  return t;
}

/** The rounds where our pairs differ from the jar's (equal total: ties, see the file's comment). */
const TIES = new Set([
  ...[4, 6, 7, 8].map((r) => `og352-weights-notsosimpleswiss;${r}`),
  ...[3, 5].map((r) => `og352-weights-toulouse2024;${r}`),
  ...[1, 2, 3, 5, 6, 9, 10].map((r) => `opengotha-egc2013;${r}`),
]);

describe("OpenGotha 3.51 mode against OpenGotha 3.51.02's jar", () => {
  test("the figures: 45 rounds, each with the jar's games", () => {
    expect(rows).toHaveLength(45);
    expect(rows.every((r) => (jarGames.get(`${r[0]};${r[1]}`)?.length ?? 0) * 2 === Number(r[2]))).toBe(true);
  });

  test("P34: a file without dataVersion (Toulouse 2024, written by 3.51.02) is read as written", () => {
    const xml = readFileSync(join(FIXTURES, "pairing/og352-weights-toulouse2024/input.xml"), "utf8");
    expect(xml).not.toContain("dataVersion");
    const t = tournament("og352-weights-toulouse2024");
    // Every <Game> of the file, those naming ALBERT-AGUILARAURÉLIEN or LE_FLOCHMOENERIC included.
    expect(t.games).toHaveLength((xml.match(/<Game /g) ?? []).length);
    const key = (i: number): string => ogKey(t.players[i]?.name ?? "", t.players[i]?.firstName ?? "");
    expect(
      t.games.some((g) => key(g.white) === "ALBERT-AGUILARAURÉLIEN" && key(g.black) === "LE_FLOCHMOENERIC"),
    ).toBe(true);
    // The rating as the file writes it (rating="2179"), not 3.51.02's version-200 reading (+2050, at most 2949).
    expect(t.players.find((p) => p.name === "EVAIN")?.rating).toBe(2179);
  });

  test.each(rows)("%s round %s", (dir, round, pairable, total, bye) => {
    const t = tournament(dir ?? "");
    const k = Number(round) - 1;
    const ours = ogPairRound(t, k, "3.51");
    const key = (i: number): string => ogKey(t.players[i]?.name ?? "", t.players[i]?.firstName ?? "");
    const byeKey = ours.bye === null ? "" : key(ours.bye);
    expect([ours.cost.toString(), byeKey, ours.pairs.length * 2]).toEqual([total, bye, Number(pairable)]);

    const jar = jarGames.get(`${dir};${round}`) ?? [];
    const ourGames = new Set(ours.pairs.map((p) => `${key(p.white)}>${key(p.black)}:${p.handicap}`));
    const unordered = (g: string): string => g.replace(/:\d+$/, "").split(">").sort().join("|");
    const ourPairs = new Set(ours.pairs.map((p) => [key(p.white), key(p.black)].sort().join("|")));
    // A pair both made: same colours and handicap.
    expect(jar.filter((g) => ourPairs.has(unordered(g)) && !ourGames.has(g))).toEqual([]);
    const differs = jar.some((g) => !ourPairs.has(unordered(g)));
    expect(differs).toBe(TIES.has(`${dir};${round}`));
    if (differs) {
      // The jar's games under our cost (each pair in OpenGotha's list order): the same total.
      const s = ogRoundState(ogTournamentBefore(t, k), k, "3.51");
      const index = new Map(t.players.map((_, i) => [key(i), i]));
      const position = new Map(ours.order.map((i, x) => [i, x]));
      let sum = 0n;
      for (const g of jar) {
        const [a, b] = g
          .replace(/:\d+$/, "")
          .split(">")
          .map((x) => index.get(x) ?? -1) as [number, number];
        const [p1, p2] = (position.get(a) ?? 0) < (position.get(b) ?? 0) ? [a, b] : [b, a];
        sum += BigInt(ogCost(s, p1, p2).total);
      }
      expect(sum.toString()).toBe(total);
    }
  });
});
