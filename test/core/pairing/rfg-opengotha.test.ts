import { readFileSync } from "node:fs";
import { join } from "node:path";
import { rfgPairRound, rfgPairingNumbers } from "../../../src/core/pairing/rfg-opengotha";
import { readOpenGothaPairing } from "../../../src/formats/opengotha-pairing";

const FIXTURES = join(__dirname, "../../fixtures/pairing");
/** The OpenGotha files of the fixtures (pairgoth's test tournaments, SOURCES.txt in each). */
const FILES = [
  "simplemm",
  "notsimplemm",
  "simpleswiss",
  "notsosimpleswiss",
  "toulouse2024",
  "20240921-kpmc-splitbug",
];

describe("the seed's procedure on every round of the fixture tournaments", () => {
  test.each(FILES)("%s: everyone pairable paired once, no rematch, no second free point", (name) => {
    const t = readOpenGothaPairing(readFileSync(join(FIXTURES, `og352-weights-${name}`, "input.xml")));
    for (let k = 0; k < t.general.numberOfRounds; k++) {
      const r = rfgPairRound(t, k);
      const pairable = t.players.flatMap((p, i) => (p.final && p.participating[k] !== false ? [i] : []));
      const seen = [...r.boards.flatMap((b) => [b.white, b.black]), ...(r.bye === null ? [] : [r.bye])];
      expect(seen.sort((a, b) => a - b)).toEqual(pairable);
      expect(r.bye === null).toBe(pairable.length % 2 === 0);
      const played = new Set(
        t.games.filter((g) => g.round < k && !g.byDefault).map((g) => [g.white, g.black].sort().join("-")),
      );
      expect(r.boards.filter((b) => played.has([b.white, b.black].sort().join("-")))).toEqual([]);
      if (r.bye !== null) expect(t.byes.slice(0, k)).not.toContain(r.bye);
      expect(r.boards.map((b) => b.board)).toEqual(r.boards.map((_, i) => i + 1));
      // same input, same pairing
      expect(rfgPairRound(t, k)).toEqual(r);
    }
  });

  test("a round outside the tournament is refused", () => {
    const t = readOpenGothaPairing(readFileSync(join(FIXTURES, "og352-weights-simplemm", "input.xml")));
    expect(() => rfgPairRound(t, 5)).toThrow(/round 6 is not a round of this tournament \(1…5\)/);
  });
});

describe("A.2's last criterion (P33)", () => {
  // "simpleswiss" (input.xml): Dupré (player 17 of the file) and Born (player 22) are both 30K
  // with rating 1150 and no McMahon correction: only the last criterion separates them.
  const t = readOpenGothaPairing(readFileSync(join(FIXTURES, "og352-weights-simpleswiss", "input.xml")));
  const at = (name: string): number => t.players.findIndex((p) => p.name === name);
  const [dupre, born] = [at("Dupré"), at("Born")];

  test("alphabetical (the default): Born before Dupré; order: Dupré, first in the file", () => {
    expect([dupre, born]).toEqual([16, 21]);
    const alpha = rfgPairingNumbers(t);
    const order = rfgPairingNumbers(t, "order");
    expect(alpha[born]).toBe((alpha[dupre] as number) - 1);
    expect(order[dupre]).toBe((order[born] as number) - 1);
    // both are the same permutation of 1…n apart from the ties the last criterion decides
    expect([...alpha].sort((a, b) => a - b)).toEqual(t.players.map((_, i) => i + 1));
    expect([...order].sort((a, b) => a - b)).toEqual(t.players.map((_, i) => i + 1));
  });

  test("the pairing takes it: round 1 pairs the two together, the lower pairing number first (E.1, nigiri)", () => {
    const alpha = rfgPairRound(t, 0);
    const order = rfgPairRound(t, 0, { lastCriterion: "order" });
    expect(rfgPairRound(t, 0, { lastCriterion: "alphabetical" })).toEqual(alpha);
    const board = (r: typeof alpha) => r.boards.find((b) => b.white === dupre || b.black === dupre);
    expect([board(alpha)?.white, board(alpha)?.black, board(alpha)?.nigiri]).toEqual([born, dupre, true]);
    expect([board(order)?.white, board(order)?.black, board(order)?.nigiri]).toEqual([dupre, born, true]);
  });
});

describe("D126: the explanations name a player as the pairs do", () => {
  test("a surname with a space after it (as OpenGotha keeps it, P38) is named without it", () => {
    const file = readOpenGothaPairing(readFileSync(join(FIXTURES, "og352-weights-notsimplemm", "input.xml")));
    const t = { ...file, players: file.players.map((p) => ({ ...p, name: `${p.name} ` })) };
    const texts: string[] = [];
    for (let k = 0; k < t.general.numberOfRounds; k++) {
      const r = rfgPairRound(t, k);
      texts.push(...r.boards.map((b) => b.why), ...r.log);
    }
    const named = texts.filter((x) => / came down from | moved down from /.test(x));
    expect(named.length).toBeGreaterThan(0);
    // "Name  First" before: the label kept the space OpenGotha keeps after the surname
    expect(texts.filter((x) => x.includes("  "))).toEqual([]);
  });
});
