/**
 * pairgoth's main-club adjustment in the OpenGotha engine (issue 28, D340–D344), on a hand-built
 * tournament (test/fixtures/pairing/main-club, SOURCES.txt): two players of the club "Host" at
 * 3K, two visitors of the clubs "Vian" and "Wolf" two score groups below, all of country HU.
 *
 * The expected figures are derived by hand from pairgoth's geography rule (ffrgo/pairgoth
 * e00be2d, `Solver.GeographicalParams.apply`, `localClub` (its base pairing class); pairgoth itself was
 * not run here): a club of more than the threshold of the round's players is the host club; two
 * of its members, or a member and a visitor, count as players of different clubs; two visitors
 * of one club as one club; two visitors of different clubs earn half the club bonus; a country
 * of more than the threshold takes the country criterion off. The geography term is then
 * OpenGotha's: geoRatio = club ratio (+ half the country ratio) + 0.5 / groups, and the term
 * 10¹¹ − trunc(10¹¹ · (1 − geoRatio) · (1 + 0.5 · geoRatio)).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { PairingConstraints } from "../../../src/core/pairing/constraints";
import { mainClubOf } from "../../../src/core/pairing/main-club";
import { ogCost, ogPairRound, ogRoundState } from "../../../src/core/pairing/opengotha";
import { ogGeography } from "../../../src/core/pairing/opengotha-cost";
import { type OgPlayer, type OgTournament, ogPlayerName } from "../../../src/core/pairing/opengotha-model";
import { rfgPairRound } from "../../../src/core/pairing/rfg-opengotha";
import { readOpenGothaPairing } from "../../../src/formats/opengotha-pairing";

const FIXTURES = join(__dirname, "../../fixtures");
const t = readOpenGothaPairing(readFileSync(join(FIXTURES, "pairing/main-club/input.xml")));
const [HORVATH, KISS, VARGA, NAGY] = [0, 1, 2, 3];
const all = (x: OgTournament): number[] => x.players.map((_, i) => i);
const at = (percent: number): PairingConstraints => ({
  forbidden: [],
  family: t.players.map(() => null),
  avoidUntil: Infinity,
  mainClubPercent: percent,
});
/** A pairing's pairs as sorted name pairs. */
const named = (x: OgTournament, pairs: readonly { white: number; black: number }[]): string[] =>
  pairs.map((p) => [p.white, p.black].map((i) => ogPlayerName(x.players[i] as OgPlayer)).join(" – "));

/** 27 score groups: the engine's count for this file (its parameters are simplemm's, P26). */
const GROUPS = 27;
/** Different clubs: club ratio 3 · 1.2 / 27, geoRatio 4.1 / 27; by hand 10¹¹ − 91,254,458,161. */
const FULL = 8_745_541_839;
/** Visitors of different clubs, half the bonus: club ratio 1.8 / 27, geoRatio 2.3 / 27; 10¹¹ − 95,377,914,951. */
const HALF = 4_622_085_049;

describe("the host club (D340)", () => {
  test("Host, 2 of the 4 players: more than 40 %, not more than 50 % (pairgoth: share > threshold)", () => {
    const m40 = mainClubOf(t.players, all(t), 40);
    expect(m40.club).toEqual({ name: "Host", players: 2 });
    expect(m40.counted).toBe(4);
    expect([...m40.view.local]).toEqual([1, 1, 0, 0]);
    const m50 = mainClubOf(t.players, all(t), 50);
    expect(m50.club).toBeNull();
    expect(m50.view.hasLocal).toBe(false);
    // every player is of HU: the country is above any threshold
    expect(m50.country).toEqual({ name: "HU", players: 4 });
  });

  test("an odd field counts one more, as pairgoth adds its bye's place: 2 of 5 counted as 2 of 6", () => {
    const five = { ...t, players: [...t.players, { ...(t.players[VARGA] as OgPlayer), name: "Toth" }] };
    // 2 / 5 = 40 % > 35 %, but pairgoth's 2 / 6 = 33 % is not; 2 / 6 > 30 %
    expect(mainClubOf(five.players, all(five), 35).club).toBeNull();
    expect(mainClubOf(five.players, all(five), 35).counted).toBe(6);
    expect(mainClubOf(five.players, all(five), 30).club).toEqual({ name: "Host", players: 2 });
  });

  test("players without a club are no club, however many", () => {
    const blank = t.players.map((p, i) => (i === HORVATH ? p : { ...p, club: "", country: " " }));
    const m = mainClubOf(blank, [0, 1, 2, 3], 40);
    expect(m.club).toBeNull();
    expect(m.country).toBeNull();
  });
});

describe("the geography term under the adjustment (D341, D342)", () => {
  const s = ogRoundState(t, 0);
  const view = mainClubOf(t.players, all(t), 40).view;
  // as the pairing weighs a pair (opengotha.ts, D343): OpenGotha's cost, and the geography term
  // again under the adjustment by ogGeography
  const geo = (a: number, b: number, on: boolean): number =>
    on ? ogGeography(s, a, b, view) : ogCost(s, a, b).geography;

  test("the file's score groups", () => {
    expect(s.numberOfGroups).toBe(GROUPS);
  });

  test.each([
    [
      "two members of Host: one club for OpenGotha, different clubs under the adjustment",
      HORVATH,
      KISS,
      0,
      FULL,
    ],
    ["a member and a visitor: different clubs either way", HORVATH, VARGA, FULL, FULL],
    ["two visitors of different clubs: half the bonus under the adjustment", VARGA, NAGY, FULL, HALF],
  ])("%s", (_, a, b, og, adjusted) => {
    expect(geo(a, b, false)).toBe(og);
    expect(geo(a, b, true)).toBe(adjusted);
    // nothing else of the cost changes: the pair's weight, OpenGotha's cost plus the difference
    // of the two geography terms, differs from the cost by the adjustment's alone
    const plain = ogCost(s, a, b);
    expect(ogGeography(s, a, b)).toBe(plain.geography);
    expect(ogGeography(s, a, b, view) - plain.geography).toBe(adjusted - og);
  });

  test("two visitors of one club stay one club (no bonus)", () => {
    const oneClub = { ...t, players: t.players.map((p, i) => (i === NAGY ? { ...p, club: "Vian" } : p)) };
    const s1 = ogRoundState(oneClub, 0);
    const v1 = mainClubOf(oneClub.players, all(oneClub), 40).view;
    expect(ogGeography(s1, VARGA, NAGY, v1)).toBe(0);
  });

  test("a country of more than the threshold: the country criterion off (pairgoth's countryFactor 0)", () => {
    // Nagy of SK: HU holds 3 of 4; clubs all different, so no host club either
    const sk = {
      ...t,
      players: t.players.map((p, i) => ({ ...p, club: `C${i}`, country: i === NAGY ? "SK" : "HU" })),
    };
    const hu = { ...sk, players: sk.players.map((p) => ({ ...p, country: "HU" })) };
    const m = mainClubOf(sk.players, all(sk), 40);
    expect(m.club).toBeNull();
    expect(m.country).toEqual({ name: "HU", players: 3 });
    const [sSk, sHu] = [ogRoundState(sk, 0), ogRoundState(hu, 0)];
    // OpenGotha: another country adds to the bonus; adjusted: as if of one country
    expect(ogCost(sSk, HORVATH, NAGY).geography).toBeGreaterThan(ogCost(sHu, HORVATH, NAGY).geography);
    expect(ogGeography(sSk, HORVATH, NAGY, m.view)).toBe(ogCost(sHu, HORVATH, NAGY).geography);
  });
});

describe("the threshold changes round 1's pairing (D343)", () => {
  test("OpenGotha alone pairs each Host player with a visitor, two groups down: the jar's pairing", () => {
    // jar.csv: OpenGotha 3.51.02's own games and total cost of round 1 (SOURCES.txt)
    const rows = readFileSync(join(FIXTURES, "pairing/main-club/jar.csv"), "utf8")
      .trim()
      .split("\n")
      .slice(1);
    const jarPairs = rows.filter((r) => !r.startsWith("total;")).map((r) => r.split(";"));
    const jarTotal = rows.find((r) => r.startsWith("total;"))?.split(";")[1];
    for (const version of ["3.51", "3.52"] as const) {
      const r = ogPairRound(t, 0, version);
      expect(
        r.pairs.map((p) =>
          [p.white, p.black, p.handicap].map((x, i) =>
            i < 2 ? ogPlayerName(t.players[x] as OgPlayer) : `${x}`,
          ),
        ),
      ).toEqual(jarPairs);
    }
    expect(ogPairRound(t, 0, "3.51").cost.toString()).toBe(jarTotal);
    expect(named(t, ogPairRound(t, 0).pairs)).toEqual([
      "Horvath Anna – Nagy Dora",
      "Kiss Bela – Varga Csaba",
    ]);
  });

  test("at 40 %: Host's two together and the visitors together, the best of OpenGotha's costs plus the adjustment", () => {
    const r = ogPairRound(t, 0, "3.52", at(40));
    expect(named(t, r.pairs)).toEqual(["Horvath Anna – Kiss Bela", "Varga Csaba – Nagy Dora"]);
    // by hand: Host's pair gains FULL, the visitors' pair loses FULL − HALF
    expect(r.constraints?.mainClub).toEqual({
      percent: 40,
      counted: 4,
      club: { name: "Host", players: 2 },
      country: { name: "HU", players: 4 },
      cost: BigInt(FULL - (FULL - HALF)),
    });
    // the three pairings of four players, each by OpenGotha's costs plus the hand-derived terms
    const s = ogRoundState(t, 0);
    const c = (a: number, b: number): number => ogCost(s, a, b).total;
    const together = c(HORVATH, KISS) + FULL + c(VARGA, NAGY) - (FULL - HALF);
    const across1 = c(HORVATH, VARGA) + c(KISS, NAGY);
    const across2 = c(HORVATH, NAGY) + c(KISS, VARGA);
    expect(together).toBeGreaterThan(Math.max(across1, across2));
    // the cost reported stays OpenGotha's own (P46, D343)
    expect(r.cost).toBe(BigInt(c(HORVATH, KISS) + c(VARGA, NAGY)));
    expect(r.pairs.map((p) => p.cost)).toEqual([c(HORVATH, KISS), c(VARGA, NAGY)]);
  });

  test("at 50 %: no host club, the country alone (every player of HU changes nothing): OpenGotha's pairing", () => {
    const plain = ogPairRound(t, 0);
    const r = ogPairRound(t, 0, "3.52", at(50));
    expect(r.pairs).toEqual(plain.pairs);
    expect(r.cost).toBe(plain.cost);
    expect(r.constraints?.mainClub?.club).toBeNull();
    expect(r.constraints?.mainClub?.cost).toBe(0n);
  });

  test("off (no threshold given): no outcome of it, the pairing OpenGotha's", () => {
    const off: PairingConstraints = {
      forbidden: [],
      family: t.players.map(() => null),
      avoidUntil: Infinity,
    };
    const r = ogPairRound(t, 0, "3.52", off);
    expect(r.constraints?.mainClub).toBeUndefined();
    expect(r.pairs).toEqual(ogPairRound(t, 0).pairs);
  });

  test("the rfg engine, which has no club criterion, refuses it", () => {
    expect(() => rfgPairRound(t, 0, { constraints: at(40) })).toThrow(
      /main-club threshold is for the OpenGotha engine/,
    );
  });
});

describe("parity: OpenGotha's own pairings unchanged without it", () => {
  // sprgoic (test/fixtures/opengotha-diff-sprgoic, SOURCES.txt): the engine's pairings there are
  // the jar's (opengotha-jar tests); given constraints that keep nothing apart they stay so
  const sprgoic = readOpenGothaPairing(readFileSync(join(FIXTURES, "opengotha-diff-sprgoic/input.xml")));
  test.each([1, 2, 3, 4, 5])("round %i", (round) => {
    const none: PairingConstraints = {
      forbidden: [],
      family: sprgoic.players.map(() => null),
      avoidUntil: Infinity,
    };
    const r = ogPairRound(sprgoic, round - 1, "3.52", none);
    const plain = ogPairRound(sprgoic, round - 1);
    expect(r.pairs).toEqual(plain.pairs);
    expect(r.cost).toBe(plain.cost);
  });
});
