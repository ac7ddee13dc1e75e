/**
 * P43, OpenGotha's random term: deterministic (Pairing.detRandom, from the players' names) it is
 * reproduced, against OpenGotha 3.51.02's jar (test/fixtures/pairing/og351-jar/random-costs.csv,
 * random-pairs.csv, SOURCES.txt: 32 remote-* tournaments with paiBaRandom 10⁹, 176 rounds; 2020
 * NZ Open's 7 here, the others in opengotha-random.slow.test.ts); non-deterministic
 * (Math.random) it is refused unless its maximum is 0.
 */
import { ogPairRound } from "../../../src/core/pairing/opengotha";
import { jarCsv, jarRounds, jarTournament } from "./og-jar-rounds";

const NZ = (dir: string): boolean => dir === "remote-2020NZOpen/rand";

describe("P43: the random term against OpenGotha 3.51.02's jar", () => {
  test("the figures: 176 rounds of 32 tournaments, 7 of them 2020 NZ Open's", () => {
    const rows = jarCsv("random-costs.csv");
    expect([rows.length, new Set(rows.map((r) => r[0])).size]).toEqual([176, 32]);
    expect(rows.filter((r) => NZ(r[0] ?? ""))).toHaveLength(7);
  });

  // every round's games are the jar's: the random term leaves no tie
  jarRounds("random-costs.csv", "random-pairs.csv", new Set(), NZ);

  test("non-deterministic: refused with a random term, paired when its maximum is 0", () => {
    const t = jarTournament("remote-2020NZOpen");
    const random = (max: number) => ({ ...t, pairing: { ...t.pairing, random: max, deterministic: false } });
    expect(() => ogPairRound(random(1000), 0, "3.51")).toThrow(
      "OpenGotha pairing: a non-deterministic random term cannot be reproduced",
    );
    // OpenGotha's nonDetRandom(0) is 0: the same pairing as the file's own (remote-costs.csv, round 1)
    const row = jarCsv("remote-costs.csv").find((r) => r[0] === "remote-2020NZOpen" && r[1] === "1");
    expect(ogPairRound(random(0), 0, "3.51").cost.toString()).toBe(row?.[3]);
  });
});
