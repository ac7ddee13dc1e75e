/**
 * FIDE tournaments (RULES §2, D9–D12): the regulation's examples rated as TRF files
 * (test/fixtures/trf-rules-8-34, trf-rules-round-robin-8-21b), both rule sets, K, ratings from a
 * list, only `1 = 0` games, and the permutation property.
 */
import { readFileSync } from "fs";
import { join } from "path";
import fc from "fast-check";
import { rateFideTournament } from "../../../src/core/engines/fide";
import { type FideListedRating, type FideTournamentResult } from "../../../src/core/engines/fide-types";
import { RatingError } from "../../../src/core/common/errors";
import { type ReadDate, readDate } from "../../../src/core/common/date";
import { FIDE2024, HU2017, rulesFor } from "../../../src/core/fide/rules";
import { DEFAULT_PARAMETERS } from "../../../src/core/tournament/model";
import type { Player, RoundEntry, Tournament } from "../../../src/core/tournament/model";
import { readCsv } from "../../../src/formats/csv";
import { writeCsv } from "../../../src/formats/csv-writer";
import { readOpenGotha } from "../../../src/formats/opengotha";
import { readTrf } from "../../../src/formats/trf";
import { permute, tournamentArb } from "../tournament/arbitrary";
import { type Message, english } from "../../../src/i18n/table";

/** A note's English text ("" when there is no note). */
const said = (m?: Message): string => (m === undefined ? "" : english(m));

const fixture = (dir: string): Tournament =>
  readTrf(readFileSync(join(__dirname, "../../fixtures", dir, "input.trf"))).tournament;

const EX834 = fixture("trf-rules-8-34");
const RR = fixture("trf-rules-round-robin-8-21b");

/** A game cell: opponent index, this player's score 1 / 0.5 / 0, colour; forfeit optional. */
function g(opponent: number, score: 1 | 0.5 | 0, colour: "white" | "black", forfeit = false): RoundEntry {
  return { kind: "game", opponent, score: (score * 2) as 0 | 1 | 2, colour, handicap: null, forfeit };
}
const bye: RoundEntry = { kind: "bye", score: 2 };

function tournament(
  players: { name: string; rating?: number; fideId?: string; birth?: string; results: RoundEntry[] }[],
  startDate?: string,
): Tournament {
  return {
    format: "model",
    name: "test",
    rounds: Math.max(...players.map((p) => p.results.length)),
    parameters: DEFAULT_PARAMETERS,
    // as a reader does: the dates read once, beside their text (H9)
    ...(startDate !== undefined ? { startDate, start: (readDate(startDate) as ReadDate).date } : {}),
    players: players.map((p): Player => ({
      ...p,
      ...(p.birth ? { born: readDate(p.birth) as ReadDate } : {}),
    })),
  };
}

describe("example 8.34 as one event (RULES §2.1; 8.3 pools events)", () => {
  it("HU2017: 6.5 of 12 at 2184.17 → one half point above 50 % → 2184 + 15 = 2199", () => {
    const r = rateFideTournament(EX834, { rules: HU2017 });
    const x = r.players[0];
    expect(x).toMatchObject({ source: "unrated", ratingBefore: null, games: 12, w: 6.5, ratingAfter: 2199 });
    expect(x?.firstRating).toMatchObject({ method: "swiss", registered: true, figure: 2199 });
    expect(x?.firstRating?.average).toBeCloseTo(2184.1667, 4);
    expect(r.roundRobin).toBe(false);
  });

  it("FIDE2024: (26210 + 2 × 1800) / 14 = 2129.29, p = 7.5/14 → .54 → dp 29 → 2158 (RULES §2.2)", () => {
    const x = rateFideTournament(EX834, { rules: FIDE2024 }).players[0];
    expect(x?.ratingAfter).toBe(2158);
    expect(x?.firstRating).toMatchObject({ p: 54, dp: 29, capped: false, registered: true });
    expect(x?.firstRating?.average).toBeCloseTo(29810 / 14, 8);
  });

  it("the opponents' games against the unrated player are not rated in a Swiss event (8.52)", () => {
    for (const p of rateFideTournament(EX834, { rules: HU2017 }).players.slice(1)) {
      expect(p).toMatchObject({ games: 0, w: 0, change: 0 });
      expect(p.ratingAfter).toBe(p.ratingBefore);
      expect(p.lines).toHaveLength(1);
      expect(p.lines[0]?.opponentRating).toBeNull();
    }
  });

  it("performance of the unrated player: 2184.17 + dp(.54) 29 → 2213 (appendix II.3)", () => {
    expect(rateFideTournament(EX834, { rules: HU2017 }).players[0]?.performance).toBe(2213);
  });

  it("D11: the bonus is a parameter (20 → 2184.17 + 20 = 2204); FIDE2024 takes none", () => {
    expect(rateFideTournament(EX834, { rules: HU2017, bonus: 20 }).players[0]?.ratingAfter).toBe(2204);
    expect(() => rateFideTournament(EX834, { rules: FIDE2024, bonus: 15 })).toThrow(/FIDE2024 has none/);
  });
});

describe("the 10-player round robin with unrated players (RULES §2.1, 8.21b)", () => {
  const r = rateFideTournament(RR, { rules: HU2017 });
  const at = (letter: string) => r.players.find((p) => p.name === `Player, ${letter}`);

  it("is detected as a complete round robin: Rar 2375, dpa 29.5, Ra 2348", () => {
    expect(r.roundRobin).toBe(true);
    expect(r.roundRobinFigures).toMatchObject({ rar: 2375, dpa: 29.5, ra: 2348 });
    expect(r.notes.map((n) => n.code)).toContain("round-robin");
  });

  it("Ru(C) 2423, Ru(E) 2393, Ru(H) 2150, Ru(I) 2032", () => {
    expect(["C", "E", "H", "I"].map((l) => at(l)?.ratingAfter)).toEqual([2423, 2393, 2150, 2032]);
    expect(["C", "E", "H", "I"].map((l) => at(l)?.firstRating?.method)).toEqual(Array(4).fill("round-robin"));
  });

  it("the rated players are rated against the Ru (8.58): A expects 7.36, B 6.48, as printed", () => {
    expect([at("A")?.we, at("B")?.we]).toEqual([7.36, 6.48]);
    expect([at("A")?.games, at("B")?.games]).toEqual([9, 9]);
  });

  it("D12: D, F, G, J expect 5.38, 2.51, 4.18, 4.18 against the first column", () => {
    expect(["D", "F", "G", "J"].map((l) => at(l)?.we)).toEqual([5.38, 2.51, 4.18, 4.18]);
  });

  it("with K 20 for everyone: A (8 − 7.36) × 20 = 12.8 → +13, B (7 − 6.48) × 20 = 10.4 → +10", () => {
    const k20 = rateFideTournament(RR, { rules: HU2017, k: 20 });
    expect(k20.players[0]).toMatchObject({ k: 20, kSource: "argument", change: 13, ratingAfter: 2613 });
    expect(k20.players[0]?.changeExact).toBeCloseTo(12.8, 10);
    expect(k20.players[1]).toMatchObject({ change: 10, ratingAfter: 2510 });
  });

  it("K by D9 without a list: 10 from 2400 (A, B, D), else 20 (F, G, J), with a note", () => {
    expect(["A", "B", "D", "F", "G", "J"].map((l) => at(l)?.k)).toEqual([10, 10, 10, 20, 20, 20]);
    expect(said(r.notes.find((n) => n.code === "k-assumed")?.text)).toMatch(/K of 6 players by the rules/);
  });

  it("FIDE2024 has no 8.21b: first ratings from the rated opponents, games against unrated players not rated", () => {
    const f = rateFideTournament(RR, { rules: FIDE2024 });
    expect(f.roundRobinFigures).toBeNull();
    expect(f.notes.map((n) => n.code)).toContain("round-robin-fide2024");
    const c = f.players[2];
    // fixture: C beat J, G, D, F and lost to A, B: 4 of 6 at 14250 → (14250 + 3600)/8 = 2231.25,
    // p = 5/8 → .63 → dp 95 → 2326 → at most 2200 (RULES §2.2)
    expect(c?.firstRating).toMatchObject({ method: "swiss", p: 63, dp: 95, capped: true });
    expect(c?.firstRating?.average).toBe(2231.25);
    expect(c?.ratingAfter).toBe(2200);
    // fixture: H beat only J among the rated: 1 of 6 at 14250 → p = 2/8 → .25 → dp −193 → 2038
    expect(f.players[7]?.ratingAfter).toBe(2038);
    // A's rated games: B, D, F, G, J
    expect(f.players[0]?.games).toBe(5);
  });

  it("roundRobin: false rates it as a Swiss event (8.2 from the rated opponents: C 4 of 6 at 2375 → 2375 + 2 × 15 = 2405), not published under 9 games (D25)", () => {
    const s = rateFideTournament(RR, { rules: HU2017, roundRobin: false });
    expect(s.roundRobin).toBe(false);
    expect(s.players[2]?.ratingAfter).toBeNull();
    expect(s.players[2]?.firstRating).toMatchObject({
      method: "swiss",
      registered: false,
      reason: "too few games",
      figure: 2405,
    });
    expect(said(s.notes.find((n) => n.player === 2)?.text)).toMatch(
      /too few games \(6 against rated opponents, HU2017 needs 9\); figure 2405/,
    );
    // D25: the minimum is a parameter; with 6 the figure is published
    const six = rateFideTournament(RR, { rules: HU2017, roundRobin: false, minGames: 6 });
    expect(six.players[2]?.ratingAfter).toBe(2405);
  });

  it("FIDE2024 is the default rule set (§2.2): C is rated from his rated opponents and capped at 2200", () => {
    // the same round robin gives C 2423 under HU2017 (8.21b, above) and 2200 under FIDE2024
    const d = rateFideTournament(RR);
    expect(d.rules).toBe("FIDE2024");
    expect(d.players[2]?.ratingAfter).toBe(2200);
  });
});

describe("only games played over the board with a result are rated (`1 = 0`)", () => {
  const t = tournament([
    { name: "A", rating: 2000, results: [g(1, 1, "white"), g(2, 1, "black", true), bye] },
    { name: "B", rating: 2000, results: [g(0, 0, "black"), bye, g(2, 0.5, "white")] },
    { name: "C", rating: 2000, results: [bye, g(0, 0, "white", true), g(1, 0.5, "black")] },
  ]);
  it("forfeits and byes earn nothing: A 1 game, B 2, C 1", () => {
    const r = rateFideTournament(t, { k: 20 });
    expect(r.players.map((p) => p.games)).toEqual([1, 2, 1]);
    // A beat an equal: (1 − .50) × 20 = +10 (table 8.1b, D 0)
    expect(r.players.map((p) => p.change)).toEqual([10, -10, 0]);
    expect(r.roundRobin).toBe(false);
  });
});

describe("unrated players in Swiss events (8.2, 8.21, 8.52; RULES §2.2)", () => {
  const t = tournament([
    { name: "New", results: [g(1, 0, "white"), g(2, 0, "black"), g(3, 1, "white")] },
    { name: "R1", rating: 1800, results: [g(0, 1, "black"), bye, bye] },
    { name: "R2", rating: 1900, results: [bye, g(0, 1, "white"), bye] },
    { name: "Other new", results: [bye, bye, g(0, 0, "black")] },
  ]);
  it("HU2017: a first event under ½ point against rated players is not registered (8.21); the unrated opponent does not count", () => {
    const r = rateFideTournament(t, { rules: HU2017 });
    expect(r.players[0]).toMatchObject({ games: 2, w: 0, ratingAfter: null });
    expect(r.players[0]?.firstRating).toMatchObject({
      registered: false,
      reason: "first event under ½ point",
    });
    expect(r.players[3]?.firstRating?.reason).toBe("no games against rated opponents");
    expect(r.notes.filter((n) => n.code === "not-registered")).toHaveLength(2);
  });
  it("FIDE2024 8.2.1: a zero score in the first event is disregarded: no figure at all", () => {
    const r = rateFideTournament(t, { rules: FIDE2024 });
    expect(r.players[0]?.firstRating).toMatchObject({
      registered: false,
      reason: "first event scored zero",
      figure: null,
    });
    expect(r.players[0]?.ratingAfter).toBeNull();
  });
  it("FIDE2024: fewer than 5 games → not published, the figure kept", () => {
    const half = tournament([
      { name: "New", results: [g(1, 0.5, "white"), g(2, 0, "black")] },
      { name: "R1", rating: 1800, results: [g(0, 0.5, "black"), bye] },
      { name: "R2", rating: 1900, results: [bye, g(0, 1, "white")] },
    ]);
    const r = rateFideTournament(half, { rules: FIDE2024 });
    // (1800 + 1900 + 3600) / 4 = 1825, p = 1.5/4 = .375 → .38 → −87 → 1738
    expect(r.players[0]?.firstRating).toMatchObject({
      registered: false,
      reason: "too few games",
      figure: 1738,
    });
    expect(r.players[0]?.ratingAfter).toBeNull();
  });
  it("FIDE2024: a new rating below 1400 is flagged and noted (not published)", () => {
    const low = tournament([
      { name: "Low", rating: 1405, results: [g(1, 0, "white")] },
      { name: "Top", rating: 1405, results: [g(0, 1, "black")] },
    ]);
    const r = rateFideTournament(low, { rules: FIDE2024, k: 40 });
    expect(r.players[0]).toMatchObject({ change: -20, ratingAfter: 1385, belowFloor: true });
    expect(r.notes.map((n) => n.code)).toContain("below-floor");
    expect(rateFideTournament(low, { rules: HU2017, k: 40 }).players[0]?.belowFloor).toBe(false); // HU2017: no floor
  });
  it("D78: a start below the lowest rating the rules publish is rated as given and said, naming the player", () => {
    // the floors: FIDE2024 1400 (its 7.1.4 and 8.2's first ratings), HU2017 8.31's 1000 (D25)
    const starts = (a: number, b: number): Tournament =>
      tournament([
        { name: "Club", rating: a, results: [g(1, 0, "white")] },
        { name: "Elo", rating: b, results: [g(0, 1, "black")] },
      ]);
    const below = (r: FideTournamentResult): string[] =>
      r.notes.filter((n) => n.code === "start-below-floor").map((n) => english(n.text));
    const r = rateFideTournament(starts(220, 1400), { rules: FIDE2024, k: 40 });
    expect(r.players[0]?.ratingBefore).toBe(220);
    expect(below(r)).toEqual([
      'Player 1 "Club": starts at 220, below 1400, the lowest rating FIDE2024 publishes; rated from it as given: check that it is his Elo rating and not a national or club rating (correct it in the file, or give his starting rating)',
    ]);
    expect(below(rateFideTournament(starts(1399, 1400), { rules: FIDE2024, k: 40 }))).toHaveLength(1);
    expect(below(rateFideTournament(starts(1000, 1400), { rules: HU2017, k: 40 }))).toEqual([]);
    expect(below(rateFideTournament(starts(999, 1400), { rules: HU2017, k: 40 }))).toHaveLength(1);
  });
});

describe("K (D9; FIDE2024 K × games ≤ 700)", () => {
  const duel = (games: number, ratingA = 2000, birth?: string, startDate?: string): Tournament =>
    tournament(
      [
        {
          name: "A",
          rating: ratingA,
          ...(birth ? { birth } : {}),
          results: Array.from({ length: games }, () => g(1, 1, "white")),
        },
        { name: "B", rating: 2000, results: Array.from({ length: games }, () => g(0, 0, "black")) },
      ],
      startDate,
    );
  it("junior below 2300 with a date of birth and the event's date: 40 (HU2017 until the 18th birthday)", () => {
    const r = rateFideTournament(duel(1, 2000, "2010/05/01", "2026/10/01"), { rules: HU2017 });
    expect(r.players[0]).toMatchObject({ k: 40, kSource: "rules" });
    expect(
      rateFideTournament(duel(1, 2000, "2008/05/01", "2026/10/01"), { rules: HU2017 }).players[0]?.k,
    ).toBe(20);
    // FIDE2024: until the end of the year of the 18th birthday
    expect(
      rateFideTournament(duel(1, 2000, "2008/05/01", "2026/10/01"), { rules: FIDE2024 }).players[0]?.k,
    ).toBe(40);
  });
  it("no event date: the junior rule is not applied, with a note", () => {
    const r = rateFideTournament(duel(1, 2000, "2010/05/01"), { rules: HU2017 });
    expect(r.players[0]?.k).toBe(20);
    expect(r.notes.map((n) => n.code)).toContain("junior-unknown");
    expect(
      rateFideTournament(duel(1, 2000, "2010/05/01"), {
        rules: HU2017,
        on: { year: 2026, month: 10, day: 1 },
      }).players[0]?.k,
    ).toBe(40);
  });
  it("FIDE2024: K 40 over 20 games → 35 (700 / 20); HU2017 keeps 40", () => {
    expect(rateFideTournament(duel(20), { rules: FIDE2024, k: 40 }).players[0]?.k).toBe(35);
    expect(rateFideTournament(duel(20), { rules: HU2017, k: 40 }).players[0]?.k).toBe(40);
  });
  it("per player K wins over K for everyone; a bad K is an error naming it", () => {
    const r = rateFideTournament(duel(1), { k: 20, kByPlayer: new Map([[1, 10]]) });
    expect(r.players.map((p) => [p.k, p.kSource])).toEqual([
      [20, "argument"],
      [10, "player"],
    ]);
    expect(() => rateFideTournament(duel(1), { k: 101 })).toThrow(/Argument k: K 101/);
    expect(() => rateFideTournament(duel(1), { kByPlayer: new Map([[0, 2.5]]) })).toThrow(
      /Player 1 "A": K 2.5/,
    );
  });
});

describe("ratings before from a rating list (match.ts)", () => {
  const t = tournament([
    { name: "Kovács, Anna", fideId: "700001", rating: 1500, results: [g(1, 1, "white"), g(2, 0.5, "black")] },
    { name: "PETER Bela", rating: 1600, results: [g(0, 0, "black"), bye] },
    { name: "Nobody, Here", rating: 1700, results: [bye, g(0, 0.5, "white")] },
  ]);
  const list: FideListedRating[] = [
    { pin: "700001", name: "Someone Else", rating: 2100, k: 10, line: 2 },
    {
      name: "Péter",
      firstName: "Béla",
      rating: 2000,
      born: { date: { year: 2012, month: 1, day: 1 }, yearOnly: false },
      line: 3,
    },
  ];
  it("by FIDE ID, then by name in any order and without accents; the list's k and birth give K", () => {
    const r = rateFideTournament(t, {
      rules: HU2017,
      ratingList: list,
      on: { year: 2026, month: 10, day: 1 },
    });
    expect(r.players.map((p) => [p.source, p.ratingBefore, p.listLine, p.k, p.kSource])).toEqual([
      ["id", 2100, 2, 10, "list"],
      ["name", 2000, 3, 40, "rules"], // junior below 2300 (D9)
      ["file", 1700, undefined, 20, "rules"],
    ]);
    expect(said(r.notes.find((n) => n.code === "not-on-list")?.text)).toMatch(
      /Player 3 "Nobody, Here".*1700 used/,
    );
  });
  it("D62: several rows with the name are a conflict, refused until the officer picks one", () => {
    const twice = [...list, { name: "Bela Peter", rating: 1900, line: 4 }];
    expect(() => rateFideTournament(t, { rules: HU2017, ratingList: twice })).toThrow(
      /Player 2 "PETER Bela": the rating-list rows at lines 3, 4 could each be this player/,
    );
    const picked = rateFideTournament(t, { rules: HU2017, ratingList: twice, identities: new Map([[1, 2]]) });
    expect(picked.players[1]).toMatchObject({ source: "name", ratingBefore: 1900, listLine: 4 });
  });
  it("D65: a list's negative rating, −0 or NaN is no rating: an error naming the player, never unrated", () => {
    // a CSV list's rating column is read on the Go bound (-1000..4000): -700 reached the engine
    // and was taken as unrated, with exit code 0 and no word
    for (const [rating, shown] of [
      [-700, "-700"],
      [-0, "-0"],
      [NaN, "NaN"],
    ] as const) {
      const bad = list.map((e) => (e.line === 2 ? { ...e, rating } : e));
      expect(() => rateFideTournament(t, { rules: HU2017, ratingList: bad })).toThrow(
        new RegExp(`Player 1 "[^"]+": the rating list gives ${shown}, not a rating 0 or more`),
      );
    }
    const zero = list.map((e) => (e.line === 2 ? { ...e, rating: 0 } : e));
    expect(rateFideTournament(t, { rules: HU2017, ratingList: zero }).players[0]).toMatchObject({
      source: "id",
      ratingBefore: null,
    });
  });
});

describe("a Go file's ratings are no Elo (D64)", () => {
  // fixture opengotha-weekend: 21 players, each with an EGF rating (Marz Michael rating="2180")
  const weekend = readOpenGotha(
    readFileSync(join(__dirname, "../../fixtures/opengotha-weekend/input.xml")),
  ).tournament;

  it("its players are unrated, with a note; no Elo from GoR", () => {
    const r = rateFideTournament(weekend);
    expect(r.players.every((p) => p.source === "unrated" && p.ratingBefore === null)).toBe(true);
    const note = r.notes.find((n) => n.code === "go-ratings");
    expect(note?.player).toBe(-1);
    expect(said(note?.text)).toMatch(/ratings it gives 21 players are Go ratings, not Elo/);
  });

  it("the officer may say they are Elo (fileRatings): then they are used, and -700 is none (D65)", () => {
    expect(() => rateFideTournament(weekend, { fileRatings: true })).toThrow(
      /Player 6 "Monika Takacs": rating -700 must be 0 or more/,
    );
    // the three 28k players unrated instead
    const rated: Tournament = {
      ...weekend,
      players: weekend.players.map((p) => ((p.rating ?? 0) > 0 ? p : { ...p, rating: 0 })),
    };
    const r = rateFideTournament(rated, { fileRatings: true });
    expect(r.players[0]).toMatchObject({ source: "file", ratingBefore: 2180 });
    expect(r.notes.some((n) => n.code === "go-ratings")).toBe(false);
  });

  it("a chess file's ratings are Elo without a word (TRF, CSV, a sheet)", () => {
    const t = tournament([
      { name: "A", rating: 2000, results: [g(1, 1, "white")] },
      { name: "B", rating: 2100, results: [g(0, 0, "black")] },
    ]);
    expect(rateFideTournament(t).players[0]).toMatchObject({ source: "file", ratingBefore: 2000 });
  });
});

describe("round robins: detection and flags", () => {
  it("roundRobin: true on an event that is not one is an error naming the pair", () => {
    expect(() => rateFideTournament(EX834, { rules: HU2017, roundRobin: true })).toThrow(
      /players 2 and 3 have no rated game together/,
    );
  });
  it("a round robin with a forfeit is rated as a Swiss event, with a note", () => {
    const players = RR.players.map((p, i) =>
      i === 0 || i === 9
        ? {
            ...p,
            results: p.results.map((e) =>
              e.kind === "game" && e.opponent === 9 - i ? { ...e, forfeit: true } : e,
            ),
          }
        : p,
    );
    const r = rateFideTournament({ ...RR, players });
    expect(r.roundRobin).toBe(false);
    expect(r.notes.map((n) => n.code)).toContain("round-robin-incomplete");
  });
  it("a round robin without any rated player rates nobody and is no error", () => {
    const players = RR.players.map((p): Player => ({ ...p, rating: undefined }));
    const r = rateFideTournament({ ...RR, players });
    expect(r.players.every((p) => p.ratingAfter === null)).toBe(true);
  });
});

describe("bad input is a RatingError naming what is wrong", () => {
  it("a negative rating in the file", () => {
    const t = tournament([
      { name: "A", rating: -5, results: [g(1, 1, "white")] },
      { name: "B", rating: 2000, results: [g(0, 0, "black")] },
    ]);
    expect(() => rateFideTournament(t)).toThrow(RatingError);
    expect(() => rateFideTournament(t)).toThrow(/Player 1 "A": rating -5/);
  });

  it("D65: −0 and NaN are no rating; 0 is unrated, as TRF writes it", () => {
    for (const [rating, shown] of [
      [-0, "-0"],
      [NaN, "NaN"],
    ] as const) {
      const t = tournament([
        { name: "A", rating, results: [g(1, 1, "white")] },
        { name: "B", rating: 2000, results: [g(0, 0, "black")] },
      ]);
      expect(() => rateFideTournament(t)).toThrow(
        new RegExp(`Player 1 "A": rating ${shown} must be 0 or more`),
      );
    }
    const zero = tournament([
      { name: "A", rating: 0, results: [g(1, 1, "white")] },
      { name: "B", rating: 2000, results: [g(0, 0, "black")] },
    ]);
    expect(rateFideTournament(zero).players[0]).toMatchObject({ source: "unrated", ratingBefore: null });
  });

  it("the error names its player as data, for a sheet to find his row", () => {
    const t = tournament([
      { name: "A", rating: 2000, results: [g(1, 1, "white")] },
      { name: "B", rating: -5, results: [g(0, 0, "black")] },
    ]);
    const error = (() => {
      try {
        rateFideTournament(t);
      } catch (e) {
        return e;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(RatingError);
    expect((error as RatingError).player).toBe(1);
    // an error about the tournament names no player
    const k = (() => {
      try {
        rateFideTournament(t, { k: 101 });
      } catch (e) {
        return e;
      }
      return null;
    })();
    expect((k as RatingError).player).toBeUndefined();
  });
});

/** What a player's rating is, independent of where he sits in the file. */
function outcome(r: FideTournamentResult, i: number): unknown {
  const p = r.players[i];
  return (
    p && [
      p.source,
      p.ratingBefore,
      p.k,
      p.games,
      p.w,
      p.we,
      p.change,
      p.ratingAfter,
      p.performance,
      p.firstRating,
    ]
  );
}

function permutation(n: number, keys: readonly number[]): number[] {
  const order = Array.from({ length: n }, (_, i) => i).sort(
    (a, b) => (keys[a] ?? 0) - (keys[b] ?? 0) || a - b,
  );
  const perm = new Array<number>(n);
  order.forEach((old, pos) => (perm[old] = pos));
  return perm;
}

describe("FIDE tournament properties", () => {
  it("permuting the players' order changes nobody's rating (Swiss, both rule sets)", () => {
    fc.assert(
      fc.property(
        tournamentArb({ loose: false }),
        fc.array(fc.nat(), { minLength: 12, maxLength: 12 }),
        fc.array(fc.option(fc.integer({ min: 1000, max: 2800 }), { nil: undefined }), {
          minLength: 12,
          maxLength: 12,
        }),
        fc.boolean(),
        (t0, keys, ratings, fide2024) => {
          const t: Tournament = {
            ...t0,
            players: t0.players.map((p, i): Player => ({ ...p, rating: ratings[i] })),
          };
          const perm = permutation(t.players.length, keys);
          const opts = { rules: fide2024 ? FIDE2024 : HU2017 };
          const a = rateFideTournament(t, opts);
          const b = rateFideTournament(permute(t, perm), opts);
          const players = t.players.map((_, i) => i);
          expect(players.map((i) => outcome(b, perm[i] ?? i))).toEqual(players.map((i) => outcome(a, i)));
        },
      ),
      { numRuns: 200 },
    );
  });

  it("permuting the round robin's players changes nothing (8.21b)", () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 10, maxLength: 10 }), (keys) => {
        const perm = permutation(10, keys);
        const a = rateFideTournament(RR, { rules: HU2017 });
        const b = rateFideTournament(permute(RR, perm), { rules: HU2017 });
        expect(b.roundRobinFigures).toEqual(a.roundRobinFigures);
        const players = Array.from({ length: 10 }, (_, i) => i);
        expect(players.map((i) => outcome(b, perm[i] ?? i))).toEqual(players.map((i) => outcome(a, i)));
      }),
      { numRuns: 30 },
    );
  });

  it("the round robin written as a CSV crosstable and read back rates identically", () => {
    const back = readCsv(writeCsv(RR)).tournament;
    const a = rateFideTournament(RR, { rules: HU2017 });
    const b = rateFideTournament(back, { rules: HU2017 });
    expect(b.players.map((p) => [p.ratingBefore, p.ratingAfter, p.we])).toEqual(
      a.players.map((p) => [p.ratingBefore, p.ratingAfter, p.we]),
    );
  });

  it("rules as in force on a date are passed as a value: FIDE2024 before 1 October 2025 caps a 2700 player too", () => {
    const t = tournament([
      { name: "Top", rating: 2700, results: [g(1, 1, "white")] },
      { name: "Low", rating: 2200, results: [g(0, 0, "black")] },
    ]);
    // D 500: capped at 400 → .92, uncapped → .96 (table 8.1b); K 10
    const before = rateFideTournament(t, {
      rules: rulesFor("FIDE2024", { year: 2025, month: 9, day: 30 }),
      k: 10,
    });
    const after = rateFideTournament(t, { rules: FIDE2024, k: 10 });
    expect([before.players[0]?.we, after.players[0]?.we]).toEqual([0.92, 0.96]);
  });
});
