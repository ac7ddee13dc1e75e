import { readFileSync } from "fs";
import { join } from "path";
import { RatingError } from "../../../src/core/common/errors";
import { rateMgszTournament } from "../../../src/core/engines/mgsz";
import { previewMgszStarts } from "../../../src/core/engines/mgsz-start";
import type { IdentityChoice } from "../../../src/core/engines/match";
import { tournamentMultiplier } from "../../../src/core/engines/mgsz-multiplier";
import type { ListedRating, MgszTournamentResult } from "../../../src/core/engines/mgsz-types";
import type { Player, Tournament } from "../../../src/core/tournament/model";
import { readOpenGotha } from "../../../src/formats/opengotha";
import { readRatingList } from "../../../src/formats/rating-list";
import { crosstable } from "../tournament/helpers";
import { type Message, english } from "../../../src/i18n/table";

/** A note's English text ("" when there is no note). */
const said = (m?: Message): string => (m === undefined ? "" : english(m));

/** The tournament with the file's rating (and rank, if asked) removed from the given players. */
function without(t: Tournament, players: readonly number[], rank = false): Tournament {
  return {
    ...t,
    players: t.players.map((p, i) => {
      if (!players.includes(i)) return p;
      const q: Player = { ...p };
      delete (q as { rating?: number }).rating;
      if (rank) delete (q as { rank?: string }).rank;
      return q;
    }),
  };
}

const byName = (r: MgszTournamentResult, name: string) => {
  const p = r.players.find((x) => x.name === name);
  if (!p) throw new Error(`no player ${name}`);
  return p;
};

// RULES.md §1.3 worked example 5 as a crosstable: XY 1947 meets five players, one per round.
const EXAMPLE5 = crosstable([
  ["XY", "1k", 1947, "2-/w0", "3+/b0", "4+/w0", "5-/b0", "6+/w0"],
  ["A", "1k", 1935, "1+/b0", "", "", "", ""],
  ["B", "2k", 1865, "", "1-/w0", "", "", ""],
  ["C", "1k", 1924, "", "", "1-/b0", "", ""],
  ["D", "1d", 1997, "", "", "", "1+/w0", ""],
  ["E", "1d", 2015, "", "", "", "", "1-/b0"],
]);

// RULES.md §1.3 worked example 7 (C = 15): stones received by XY play Black, given play White.
const EXAMPLE7 = crosstable([
  ["XY", "1k", 1947, "2+/b1", "3+/b2", "4+/w2", "5+/w0", "6-/b4"],
  ["2d", "2d", 2087, "1-/w1", "", "", "", ""],
  ["3d", "3d", 2130, "", "1-/w2", "", "", ""],
  ["4k", "4k", 1781, "", "", "1-/b2", "", ""],
  ["1d", "1d", 1992, "", "", "", "1-/b0", ""],
  ["5d", "5d", 2419, "", "", "", "", "1+/w4"],
]);

describe("MGSZ tournaments: the worked examples of RULES.md §1.3 as crosstables", () => {
  it("example 5 (C = 30): XY 1947 → ΣJp +0.52, +16, 1963", () => {
    const r = rateMgszTournament(EXAMPLE5, { multiplier: 30, fileRatings: true });
    const xy = byName(r, "XY");
    expect(xy.games.map((g) => g.jp)).toEqual([-520, 310, 440, -380, 670]); // the example's Jp column
    expect([xy.ratingBefore, xy.sumJp, xy.change, xy.ratingAfter]).toEqual([1947, 520, 16, 1963]);
    expect(xy.source).toBe("file");
    expect(xy.newPlayer).toBe(false);
    expect(r.parts).toEqual([5]); // 30 × 5 = 150 < 300 (D4)
    // A (1935) beat the stronger XY: Jp = 1 − 0.48 = 0.52 → ⌊15.6 + 0.5⌋ = 16
    expect(byName(r, "A")).toMatchObject({ sumJp: 520, change: 16, ratingAfter: 1951 });
  });

  it("example 7 (C = 15, handicaps): XY 1947 → ΣJp +2.11, +32, 1979", () => {
    const r = rateMgszTournament(EXAMPLE7, { multiplier: 15, fileRatings: true });
    const xy = byName(r, "XY");
    expect(xy.games.map((g) => [g.stones, g.jp])).toEqual([
      [1, 690],
      [2, 630],
      [-2, 340],
      [0, 610],
      [4, -160],
    ]);
    expect([xy.sumJp, xy.change, xy.ratingAfter]).toEqual([2110, 32, 1979]);
    // 1979 is in 1d (1980 threshold not reached): rank stays 1k
    expect([xy.rankBefore, xy.rankAfter]).toEqual(["1k", "1k"]);
  });

  it("every game's Jp pair sums to zero (the loser's Jp is the winner's negated, §1.3 step 3)", () => {
    for (const t of [EXAMPLE5, EXAMPLE7]) {
      const r = rateMgszTournament(t, { multiplier: 15, fileRatings: true });
      expect(r.players.reduce((s, p) => s + p.sumJp, 0)).toBe(0);
    }
  });
});

describe("parts (D4)", () => {
  // Two equal players, A wins all ten games.
  const duel = crosstable([
    ["A", "1d", 2000, ...Array.from({ length: 10 }, () => "2+/w0")],
    ["B", "1d", 2000, ...Array.from({ length: 10 }, () => "1-/b0")],
  ]);

  it("C = 45, 10 rounds → parts 5 + 5; the second part starts from the first part's ratings", () => {
    const r = rateMgszTournament(duel, { multiplier: 45, fileRatings: true });
    expect(r.parts).toEqual([5, 5]);
    const a = byName(r, "A");
    // part 1: equal ratings, c = .500 → 5 × 0.5 = 2.5 × 45 = 112.5 → ⌊113⌋ = 113 → 2113, and for B
    // −112.5 → ⌊−112⌋ = −112 → 1888 (D7); part 2: Δp = 225 → c = .080 → 0.4 × 45 = 18 → 2131 / 1870
    expect(a.parts).toEqual([
      { firstRound: 1, lastRound: 5, ratingBefore: 2000, sumJp: 2500, change: 113, ratingAfter: 2113 },
      { firstRound: 6, lastRound: 10, ratingBefore: 2113, sumJp: 400, change: 18, ratingAfter: 2131 },
    ]);
    expect([a.sumJp, a.change, a.ratingAfter]).toEqual([2900, 131, 2131]);
    expect(byName(r, "B").ratingAfter).toBe(1870);
    expect(a.games[7]).toMatchObject({ round: 8, opponentRating: 1888, part: 1, jp: 80 });
    // D26: the parts are one tournament for rank changes: only 2131 counts, once. It reaches
    // 2d's 2050 (and 3d's 2130) once; 2d and stronger need two tournaments (§1.4): still 1d.
    // (Counting 2113 and 2131 as two tournaments would have promoted A to 2d.)
    expect(a.rankAfter).toBe("1d");
  });

  it("D26 (issue example): a 4k at 1810 beating two 1810s in rounds 1 and 5 of 7 stays 4k, C = 45 or 40", () => {
    const t = crosstable([
      ["X", "4k", 1810, "2+/w0", "", "", "", "3+/b0", "", ""],
      ["Y", "4k", 1810, "1-/b0", "", "", "", "", "", ""],
      ["Z", "4k", 1810, "", "", "", "", "1-/w0", "", ""],
      ["W", "4k", 1810, "", "", "", "", "", "", "5+/w0"],
      ["V", "4k", 1810, "", "", "", "", "", "", "4-/b0"],
    ]);
    // C = 45: parts 4 + 3 (D4). Part 1: Δp 0 → .500 → 22.5 → 23 → 1833; part 2: 1833 v 1810,
    // Δp 23 → .440 → 19.8 → 20 → 1853 (RULES §1.3 table 4). 3k's 1815 reached in one tournament.
    const c45 = rateMgszTournament(t, { multiplier: 45, fileRatings: true });
    expect(c45.parts).toEqual([4, 3]);
    expect(c45.players[0]?.parts.map((p) => p.ratingAfter)).toEqual([1833, 1853]);
    expect(c45.players[0]?.rankAfter).toBe("4k");
    // C = 40: one part (280 < 300): 2 × .500 × 40 = 40 → 1850, 3k reached once: 4k as well
    const c40 = rateMgszTournament(t, { multiplier: 40, fileRatings: true });
    expect(c40.parts).toEqual([7]);
    expect(c40.players[0]).toMatchObject({ ratingAfter: 1850, rankAfter: "4k" });
  });

  it("C = 29, 10 rounds stays one part (290 < 300)", () => {
    const r = rateMgszTournament(duel, { multiplier: 29, fileRatings: true });
    expect(r.parts).toEqual([10]);
    expect(byName(r, "A").parts).toHaveLength(1);
    // 10 × 0.5 = 5 × 29 = 145
    expect(byName(r, "A").ratingAfter).toBe(2145);
  });

  it("C = 45, 7 rounds → 4 + 3 (D4's second example)", () => {
    const seven = crosstable([
      ["A", "1d", 2000, ...Array.from({ length: 7 }, () => "2=/w0")],
      ["B", "1d", 2000, ...Array.from({ length: 7 }, () => "1=/b0")],
    ]);
    expect(rateMgszTournament(seven, { multiplier: 45, fileRatings: true }).parts).toEqual([4, 3]);
  });
});

describe("only played games are rated (§1.3)", () => {
  it("forfeits, unknown results, byes and absences earn nothing", () => {
    const t = crosstable([
      ["A", "1d", 2000, "2+!", "3?/w0", "0+", "0="],
      ["B", "1d", 2000, "1-!", "0-", "3+/w0", ""],
      ["C", "1d", 2000, "0+", "1?/b0", "2-/b0", ""],
    ]);
    const r = rateMgszTournament(t, { multiplier: 20, fileRatings: true });
    expect(byName(r, "A")).toMatchObject({ games: [], sumJp: 0, change: 0, ratingAfter: 2000 });
    expect(byName(r, "B").games.map((g) => g.round)).toEqual([3]);
    expect(byName(r, "B").change).toBe(10); // equal ratings, win: 0.5 × 20
  });
});

describe("starting ratings: rating list, file, declared rank (§1.5)", () => {
  const list: ListedRating[] = [
    {
      pin: "10686346",
      name: "Pocsai",
      firstName: "Rita",
      rating: 2436,
      rank: "5d",
      federation: "HU",
      line: 13,
    },
    { name: "Dvořák", firstName: "Jan", rating: 1800, rank: "3k", federation: "CZ", line: 14 },
    { pin: "11111111", name: "Kovács", firstName: "Péter", rating: 1500, federation: "HU", line: 15 },
    { pin: "22222222", name: "Kovacs", firstName: "Peter", rating: 1600, federation: "HU", line: 16 },
    { name: "Szabó", firstName: "Anna", rating: 1700, federation: "HU", line: 17 },
  ];
  const t = without(
    crosstable([
      ["Pocsay Rita", "4d", 2375, "2+/w0"],
      ["JAN DVORAK", "2k", 0, "1-/b0"],
      ["Kovacs", "10k", 0, "4=/w0"],
      ["Newcomer", "3d", 0, "3=/b0"],
      ["Guest", "3d", 2100, "6+/w0"],
      ["Anna Szabo", "12k", 0, "5-/b0"],
    ]),
    [0, 1, 2, 3, 4, 5],
  );
  const players = t.players.map((p, i) => {
    const extra = [
      { egdPin: "10686346", federation: "HU" },
      { federation: "CZ" },
      { firstName: "Péter", federation: "HU" },
      { federation: "HU" },
      { federation: "DE", rating: 2100 },
      { egdPin: "33333333", federation: "HU" },
    ][i];
    return { ...p, ...extra };
  });
  const withList: Tournament = { ...t, players };
  // player 3 "Kovacs Péter" could be line 15 or 16 (D62): the officer answers "new" where the test is not about that
  const kovacsNew = new Map([[2, "new" as const]]);

  it("by PIN first (the name may differ), then by name in any order and without accents", () => {
    const r = rateMgszTournament(withList, { multiplier: 10, ratingList: list, identities: kovacsNew });
    expect(r.players[0]).toMatchObject({ source: "pin", ratingBefore: 2436, rankBefore: "5d", listLine: 13 });
    expect(r.players[1]).toMatchObject({
      source: "name",
      ratingBefore: 1800,
      rankBefore: "3k",
      listLine: 14,
    });
    // a PIN the list does not know falls back to the name; list rows with another PIN are someone else
    expect(r.players[5]).toMatchObject({ source: "name", ratingBefore: 1700, listLine: 17 });
  });

  it("D62: two list rows the player could be are a conflict: refused until the officer picks one", () => {
    expect(() => rateMgszTournament(withList, { multiplier: 10, ratingList: list })).toThrow(
      /Player 3 "Kovacs Péter": the rating-list rows at lines 15, 16 could each be this player/,
    );
    // picked: list line 15 (index 2), its 1500; or new: 10k is weaker than the 5k cap, its own threshold 1520 (RULES §1.1)
    const picked = rateMgszTournament(withList, {
      multiplier: 10,
      ratingList: list,
      identities: new Map([[2, 2]]),
    });
    expect(picked.players[2]).toMatchObject({ source: "name", ratingBefore: 1500, listLine: 15 });
    const r = rateMgszTournament(withList, { multiplier: 10, ratingList: list, identities: kovacsNew });
    expect(r.players[2]).toMatchObject({
      source: "rank",
      newPlayer: true,
      ratingBefore: 1520,
      rankBefore: "10k",
    });
  });

  it("D262: a PIN whose row is another than the row of the player's name is asked, as FIDE's ID is", () => {
    // Anna Szabo given Pocsai Rita's PIN: taken by PIN she would start from 2436 (5d) instead of her 1700 (line 17)
    const swapped = {
      ...withList,
      players: withList.players.map((p, i) => (i === 5 ? { ...p, egdPin: "10686346" } : p)),
    };
    expect(() =>
      rateMgszTournament(swapped, { multiplier: 10, ratingList: list, identities: kovacsNew }),
    ).toThrow(
      /Player 6 "Anna Szabo": ID 10686346 is 'Pocsai Rita' on the rating list \(line 13\), but the name is 'Szabó Anna' \(line 17\)/,
    );
    const question = previewMgszStarts(swapped, { ratingList: list, identities: kovacsNew })[5]?.question;
    expect(question?.rows.map((r) => r.line)).toEqual([13, 17]);
    const picked = new Map<number, IdentityChoice>([...kovacsNew, [5, 4]]);
    const r = rateMgszTournament(swapped, { multiplier: 10, ratingList: list, identities: picked });
    expect(r.players[5]).toMatchObject({ source: "name", ratingBefore: 1700, listLine: 17 });
  });

  it("D60: a player found by the folded name only gets a note naming both spellings", () => {
    const r = rateMgszTournament(withList, { multiplier: 10, ratingList: list, identities: kovacsNew });
    expect(said(r.notes.find((n) => n.player === 1 && n.code === "loose-name")?.text)).toBe(
      `Player 2 "JAN DVORAK": taken as 'Dvořák Jan' of list line 14: the same name when letter case, accents, the alphabet and the order of the words are ignored`,
    );
  });

  it("D24: a new player starts at the declared rank's threshold; entering the register, at rank 5k at most, flagged for the committee", () => {
    const r = rateMgszTournament(withList, { multiplier: 10, ratingList: list, identities: kovacsNew });
    // HU, declared 3d: 2130 (3d's threshold, RULES §1.1), rank 5k (5.§ (5)), for the committee
    expect(r.players[3]).toMatchObject({
      source: "rank",
      newPlayer: true,
      ratingBefore: 2130,
      rankBefore: "5k",
      entry: { declared: "3d", entersRegister: true, forCommittee: true },
    });
    expect(said(r.notes.find((n) => n.player === 3 && n.code === "for-committee")?.text)).toMatch(
      /declared 3d, enters the register at 5k; .*committee's decision$/,
    );
    // with a list, a rating the file gives (2100) is not an MGSZ rating: threshold of 3d = 2130
    expect(r.players[4]).toMatchObject({
      source: "rank",
      newPlayer: true,
      ratingBefore: 2130,
      rankBefore: "3d",
      entry: { declared: "3d", entersRegister: false, forCommittee: false },
    });
    expect(r.notes.filter((n) => n.code === "new-player").map((n) => n.player)).toEqual([2, 3, 4]);
    // D24's switch: the officer decides who enters the register, whatever the country
    const sw = rateMgszTournament(withList, {
      multiplier: 10,
      ratingList: list,
      identities: kovacsNew,
      entersRegister: new Map([
        [3, false],
        [4, true],
      ]),
    });
    expect(sw.players[3]).toMatchObject({
      rankBefore: "3d",
      entry: { entersRegister: false, forCommittee: false },
    });
    expect(sw.players[4]).toMatchObject({
      rankBefore: "5k",
      entry: { entersRegister: true, forCommittee: true },
    });
  });

  it("D24: beside the proposal, wins / games and the MGSZ performance (ΣJp 0 by the chance table)", () => {
    // example 5's opponents (RULES §1.3), XY now a new player: 3 wins of 5 against 1935, 1865,
    // 1924, 1997, 2015. The performance is where ΣJp changes sign: 1991 (ΣJp at 1947 was +0.52,
    // so above it; see test/core/mgsz/performance.test.ts)
    const r = rateMgszTournament(without(EXAMPLE5, [0]), { multiplier: 30, fileRatings: true });
    expect(r.players[0]?.entry).toMatchObject({ games: 5, wins: 3, performance: 1991 });
  });

  it("fileRatings uses the file's rating for players off the list; overrides win over everything", () => {
    const r = rateMgszTournament(withList, {
      multiplier: 10,
      ratingList: list,
      identities: kovacsNew,
      fileRatings: true,
      startingRatings: new Map([[3, 1900]]),
    });
    expect(r.players[4]).toMatchObject({ source: "file", ratingBefore: 2100, newPlayer: false });
    expect(r.players[3]).toMatchObject({ source: "override", ratingBefore: 1900 });
  });

  it("with fileRatings (D64) the file's ratings are used, a missing one from the rank", () => {
    const t2 = crosstable([
      ["A", "1d", 2000, "2+/w0"],
      ["B", "5k", 0, "1-/b0"],
    ]);
    const r = rateMgszTournament(without(t2, [1]), { multiplier: 10, fileRatings: true });
    expect(r.players.map((p) => [p.source, p.ratingBefore])).toEqual([
      ["file", 2000],
      ["rank", 1720],
    ]);
  });

  it("D64: without fileRatings the file's ratings are not MGSZ ratings: both start from their rank, with a note", () => {
    const t2 = crosstable([
      ["A", "1d", 2000, "2+/w0"],
      ["B", "5k", 1500, "1-/b0"],
    ]);
    const r = rateMgszTournament(t2, { multiplier: 10 });
    // RULES §1.5, D24: 1d's threshold 1980, 5k's 1720 (docs/mgsz.md's table)
    expect(r.players.map((p) => [p.source, p.ratingBefore])).toEqual([
      ["rank", 1980],
      ["rank", 1720],
    ]);
    expect(r.notes[0]).toMatchObject({ player: -1, code: "file-ratings" });
    expect(said(r.notes[0]?.text)).toMatch(/gives 2 players a rating that is not an MGSZ rating/);
    // with the officer's word there is no such note
    const used = rateMgszTournament(t2, { multiplier: 10, fileRatings: true });
    expect(used.notes.some((n) => n.code === "file-ratings")).toBe(false);
  });

  it.each([
    [0, "0"],
    [-0, "-0"],
    [-5, "-5"],
    [NaN, "NaN"],
    [99999, "99999"],
  ])("D65: a file rating of %p is no start: an error naming the player", (rating, shown) => {
    const t2 = crosstable([
      ["A", "1d", 2000, "2+/w0"],
      ["Bad", "5k", 1500, "1-/b0"],
    ]);
    const bad: Tournament = {
      ...t2,
      players: t2.players.map((p, i) => (i === 1 ? { ...p, rating } : p)),
    };
    const rate = (): unknown => rateMgszTournament(bad, { multiplier: 10, fileRatings: true });
    expect(rate).toThrow(RatingError);
    expect(rate).toThrow(new RegExp(`Player 2 "Bad": rating ${shown} must be 1\\.\\.4000`));
    // not used, it is no error: the player starts from his rank (D64)
    expect(rateMgszTournament(bad, { multiplier: 10 }).players[1]?.ratingBefore).toBe(1720);
  });

  it("D65: the officer's starting rating 0 is no start either", () => {
    const t2 = crosstable([
      ["A", "1d", 2000, "2+/w0"],
      ["B", "5k", 1500, "1-/b0"],
    ]);
    const rate = (): unknown =>
      rateMgszTournament(t2, { multiplier: 10, startingRatings: new Map([[1, 0]]) });
    expect(rate).toThrow(/Player 2 "B": starting rating 0 must be 1\.\.4000/);
  });

  it("a player with no list entry, no rating and no rank is an error naming him", () => {
    const t2 = crosstable([
      ["A", "1d", 2000, "2+/w0"],
      ["Nobody", "", 0, "1-/b0"],
    ]);
    const bad = without(t2, [1], true);
    expect(() => rateMgszTournament(bad, { multiplier: 10 })).toThrow(RatingError);
    expect(() => rateMgszTournament(bad, { multiplier: 10 })).toThrow(/Player 2 "Nobody".*rank/);
  });

  it("ranks above 7d count as 7d (the top of the MGSZ table) with a note", () => {
    const t2 = crosstable([
      ["Pro", "1p", 0, "2+/w0"],
      ["A", "7d", 2700, "1-/b0"],
    ]);
    const r = rateMgszTournament(without(t2, [0]), { multiplier: 10, fileRatings: true });
    expect(r.players[0]).toMatchObject({ ratingBefore: 2700, rankBefore: "7d" });
    expect(r.notes.some((n) => n.code === "rank-clamped")).toBe(true);
  });
});

describe("the multiplier: given, or derived with its breakdown (RULES §1.2)", () => {
  const even = EXAMPLE5;
  it("European championship, long time, even, over 80 players: 20 + 10 + 5 + 10 = 45 (examples 4)", () => {
    const b = tournamentMultiplier(even, undefined, {
      baseMinutes: 120,
      event: "european",
      participants: 600,
    });
    expect(b).toMatchObject({
      multiplier: 45,
      given: false,
      category: "A",
      timePoints: 20,
      eventPoints: 10,
      participantPoints: 5,
      handicapFree: true,
      handicapFreePoints: 10,
    });
  });

  it("KPMC, 45 min, even, invitational: 10 + 10 + 5 = 25 (examples 4)", () => {
    const b = tournamentMultiplier(even, undefined, { baseMinutes: 45, event: "invitational" });
    expect([b.multiplier, b.category, b.participants]).toEqual([25, "C", 6]);
  });

  it("a handicap tournament gets no handicap-free points", () => {
    const b = tournamentMultiplier(EXAMPLE7, undefined, { baseMinutes: 45 });
    expect([b.handicapFree, b.multiplier]).toEqual([false, 10]);
  });

  it("from the file: OpenGotha base time and byo-yomi (50 min + 45 × 40 s = 80 min → B)", () => {
    const t = { ...even, timeControl: { basicMinutes: 50, text: "STDBYOYOMI 40s" } };
    const b = tournamentMultiplier(t, undefined);
    expect([b.extendedMinutes, b.category, b.timePoints, b.multiplier]).toEqual([80, "B", 15, 25]);
    expect(b.byoyomi).toEqual({ kind: "japanese", periods: 1, seconds: 40 });
  });

  it("from the file: Canadian 10 stones / 300 s with 50 min → 50 + 30 = 80 min → B", () => {
    const t = { ...even, timeControl: { basicMinutes: 50, text: "CANBYOYOMI 10/300s" } };
    expect(tournamentMultiplier(t, undefined).timePoints).toBe(15);
  });

  it("from the file: the EGD adjusted time TM[195] alone reaches A's extended 110 min", () => {
    const t = { ...even, timeControl: { adjustedMinutes: 195, text: "Standard byo-yomi" } };
    const b = tournamentMultiplier(t, undefined, { event: "european" });
    expect([b.extendedMinutes, b.category, b.multiplier]).toEqual([195, "A", 40]);
  });

  it("13×13 gives 5 whatever else; a given multiplier is used as is", () => {
    expect(tournamentMultiplier(even, undefined, { board: 13, baseMinutes: 120 }).multiplier).toBe(5);
    expect(tournamentMultiplier(even, 30)).toMatchObject({ multiplier: 30, given: true });
  });

  it("no time anywhere and no multiplier: an error saying what to give", () => {
    expect(() => rateMgszTournament(even)).toThrow(/give the multiplier/);
    expect(() => rateMgszTournament(even, { multiplier: 2.5 })).toThrow(/whole number/);
  });
});

describe("handicaps with unknown colours (D5)", () => {
  it("the stones go to the lower-rated player, with a note", () => {
    const t = crosstable([
      ["XY", "1k", 1947, "2-/?4"],
      ["5d", "5d", 2419, "1+/?4"],
    ]);
    const r = rateMgszTournament(t, { multiplier: 15, fileRatings: true });
    expect(r.players[0]?.games[0]).toMatchObject({ stones: 4, jp: -160 }); // example 7, last row
    expect(r.notes.some((n) => n.code === "handicap-colour-unknown")).toBe(true);
  });
});

describe("real files: a Go file's ratings are EGD GoR, not MGSZ ratings (D64)", () => {
  const dir = join(__dirname, "../../fixtures");
  const weekend = readOpenGotha(readFileSync(join(dir, "opengotha-weekend/input.xml"))).tournament;

  it("without the list, every player starts from the threshold of his declared rank (D24), flagged", () => {
    const r = rateMgszTournament(weekend, { multiplier: 15 });
    // the file: Bence Tomesz rank="20K" rating="100", Marz Leopold rank="17K" rating="371"
    // (EGF points); docs/mgsz.md's thresholds: 20k 1230, 17k 1305
    expect(byName(r, "Bence Tomesz")).toMatchObject({ source: "rank", ratingBefore: 1230, newPlayer: true });
    expect(byName(r, "Marz Leopold")).toMatchObject({ source: "rank", ratingBefore: 1305, newPlayer: true });
    expect(r.players.every((p) => p.source === "rank")).toBe(true);
    // all 21 players have a rating in the file: 18 EGF ratings, three OpenGotha's -700 for 28k
    expect(said(r.notes[0]?.text)).toMatch(/gives 21 players a rating that is not an MGSZ rating/);
  });

  it("with fileRatings the officer has said they are MGSZ ratings: used, and -700 is none (D65)", () => {
    expect(() => rateMgszTournament(weekend, { multiplier: 15, fileRatings: true })).toThrow(
      /Player 6 "Monika Takacs": rating -700 must be 1\.\.4000/,
    );
    // the officer's starts for the three 28k players (§1.5 override) win over the file's
    const start = new Map([5, 12, 15].map((i) => [i, 1085]));
    const r = rateMgszTournament(weekend, { multiplier: 15, fileRatings: true, startingRatings: start });
    expect(byName(r, "Bence Tomesz")).toMatchObject({ source: "file", ratingBefore: 100 });
    expect(byName(r, "Marz Leopold")).toMatchObject({ source: "file", ratingBefore: 371 });
  });
});

describe("real files: a Hungarian league against the EGD rating list", () => {
  // fixtures opengotha-izmnyleague (24 players, PINs) and egd-ratinglist-hu (HU rows, 22 Feb 2018)
  const dir = join(__dirname, "../../fixtures");
  const league = readOpenGotha(readFileSync(join(dir, "opengotha-izmnyleague/input.xml"))).tournament;
  const list = readRatingList(readFileSync(join(dir, "egd-ratinglist-hu/input.txt"))).entries;

  it("players are found by PIN, the others start from their rank and are flagged", () => {
    const r = rateMgszTournament(league, { ratingList: list });
    const rita = byName(r, "Pocsai Rita");
    // the list's row " 10686346  Pocsai Rita  HU  Szen  5d  --  2436 …"
    expect(rita).toMatchObject({ source: "pin", ratingBefore: 2436, rankBefore: "5d" });
    expect(r.players.filter((p) => p.source === "pin")).toHaveLength(15);
    expect(r.players.filter((p) => p.newPlayer)).toHaveLength(9);
    // the file: 60 min + STDBYOYOMI 30 s → B 15, handicap games, 24 players → C = 15
    expect([r.multiplier.multiplier, r.multiplier.category]).toEqual([15, "B"]);
    expect(r.players.reduce((s, p) => s + p.sumJp, 0)).toBe(0);
  });
});
