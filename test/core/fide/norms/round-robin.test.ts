/**
 * What the norm check takes from the event (src/core/fide/norms/event.ts): a round robin's
 * pairings (D359) and the host federation (D358). The events: samples/norms-round-robin.trf, a
 * 10-player round robin in 9 rounds (each of its players meets the nine others once, as its
 * records show), the same played twice, and bench/dutch-250.trf, a Swiss of 250 players in 9
 * rounds from bbpPairings' generator.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { federationCode, hostFederation, roundRobinPairings } from "../../../../src/core/fide/norms";
import type { Tournament } from "../../../../src/core/tournament/model";
import { readTrf } from "../../../../src/formats/trf";

const ROOT = join(__dirname, "..", "..", "..", "..");
const read = (...path: string[]): Tournament =>
  readTrf(readFileSync(join(ROOT, ...path), "latin1")).tournament;
const sample = (): Tournament => read("samples", "norms-round-robin.trf");

describe("D359: pairings of a round robin", () => {
  it("a single round robin once, its rounds played twice over twice", () => {
    const t = sample();
    expect(roundRobinPairings(t)).toBe(1);
    const double: Tournament = {
      ...t,
      rounds: 2 * t.rounds,
      players: t.players.map((p) => ({ ...p, results: [...p.results, ...p.results] })),
    };
    expect(roundRobinPairings(double)).toBe(2);
  });

  it("a pair not yet paired, a pair met twice, a Swiss, two players: none", () => {
    const t = sample();
    // round 9 emptied for everyone: 5 pairs not met
    const cut: Tournament = {
      ...t,
      players: t.players.map((p) => ({ ...p, results: p.results.slice(0, 8) })),
    };
    expect(roundRobinPairings(cut)).toBeUndefined();
    // players 1 and 2 paired again in round 9 (1 met 9 and 2 met 8 there)
    const twice: Tournament = {
      ...t,
      players: t.players.map((p, i) =>
        i < 2
          ? {
              ...p,
              results: p.results.map((e, r) =>
                r === 8 && e.kind === "game" ? { ...e, opponent: 1 - i } : e,
              ),
            }
          : p,
      ),
    };
    expect(roundRobinPairings(twice)).toBeUndefined();
    expect(roundRobinPairings(read("bench", "dutch-250.trf"))).toBeUndefined();
    expect(roundRobinPairings({ ...t, players: t.players.slice(0, 2) })).toBeUndefined();
  });

  it("a game paired and not played yet pairs its players (a schedule written ahead)", () => {
    const t = sample();
    const ahead: Tournament = {
      ...t,
      players: t.players.map((p) => ({
        ...p,
        results: p.results.map((e, r) => (r === 8 && e.kind === "game" ? { ...e, score: null } : e)),
      })),
    };
    expect(roundRobinPairings(ahead)).toBe(1);
  });
});

describe("D358: the host federation", () => {
  it("three letters in any case, else none; the file's 032", () => {
    expect(federationCode(" hun ")).toBe("HUN");
    expect(federationCode("Hungary")).toBeUndefined();
    expect(federationCode("")).toBeUndefined();
    // the sample's 032 HUN
    expect(hostFederation(sample())).toBe("HUN");
    expect(hostFederation({ ...sample(), report: { federation: "Lichess" } })).toBeUndefined();
  });
});
