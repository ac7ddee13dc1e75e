/**
 * Whole rounds in 3.51 mode against OpenGotha 3.51.02's own jar (figures in
 * test/fixtures/pairing/og351-jar/costs.csv, see its SOURCES.txt): the total cost of our
 * pairing equals OpenGotha's, with the same bye (P18, P20, P11, P17, P19).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ogPairRound } from "../../../src/core/pairing/opengotha";
import type { OgTournament } from "../../../src/core/pairing/opengotha-model";
import { ogKey, readOpenGothaPairing } from "../../../src/formats/opengotha-pairing";

const FIXTURES = join(__dirname, "../../fixtures");
const rows = readFileSync(join(FIXTURES, "pairing/og351-jar/costs.csv"), "utf8")
  .trim()
  .split("\n")
  .slice(1)
  .map((l) => l.split(";"));

/**
 * Rounds where the jar's figure is not reproduced yet (docs/pairing.md, "Against the jar"):
 * in the jar's state before notsosimpleswiss round 2, five round-1 games were missing from its
 * scores, so these rounds are listed, not hidden.
 */
const NOT_YET = new Set([
  ...[2, 3, 4, 5, 6, 7, 8, 9, 10].map((r) => `og352-weights-notsosimpleswiss;${r}`),
  ...[2, 3, 4, 5].map((r) => `og352-weights-simplemm;${r}`),
  ...[1, 2, 3, 4, 5, 6].map((r) => `og352-weights-toulouse2024;${r}`),
]);

const cache = new Map<string, OgTournament>();
function tournament(dir: string): OgTournament {
  const file = join(FIXTURES, dir.startsWith("og352-") ? "pairing" : "", dir, "input.xml");
  const t = cache.get(file) ?? readOpenGothaPairing(readFileSync(file));
  cache.set(file, t);
  return t;
}

describe("OpenGotha 3.51 mode against OpenGotha 3.51.02's jar", () => {
  test("the figures: 45 rounds, 26 reproduced", () => {
    expect(rows).toHaveLength(45);
    expect(rows.filter((r) => !NOT_YET.has(`${r[0]};${r[1]}`))).toHaveLength(26);
  });

  test.each(rows.filter((r) => !NOT_YET.has(`${r[0]};${r[1]}`)))(
    "%s round %s",
    (dir, round, pairable, total, bye) => {
      const t = tournament(dir ?? "");
      const ours = ogPairRound(t, Number(round) - 1, "3.51");
      const byeKey =
        ours.bye === null ? "" : ogKey(t.players[ours.bye]?.name ?? "", t.players[ours.bye]?.firstName ?? "");
      expect([ours.cost.toString(), byeKey, ours.pairs.length * 2]).toEqual([total, bye, Number(pairable)]);
    },
  );
});
