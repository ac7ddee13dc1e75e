/**
 * TOURNAMENT.PAIRINGS and GO.HANDICAP. Expected figures: OpenGotha's own pairings and
 * handicaps in the fixture files (test/fixtures/pairing/og352-weights-*, SOURCES.txt), the
 * seed's E.1 publication order (P32) worked by hand, and OpenGotha's handicap rule (P13).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { toOgRank } from "../../src/core/go/rank";
import { ogRoundState } from "../../src/core/pairing/opengotha";
import { fullName } from "../../src/core/tournament/model";
import type { Tournament } from "../../src/core/tournament/model";
import { formatCell } from "../../src/formats/cell";
import { readOpenGotha } from "../../src/formats/opengotha";
import { readOpenGothaPairing } from "../../src/formats/opengotha-pairing";
import { handicap } from "../../src/functions/pairing-go";
import { pairings } from "../../src/functions/pairing";
import { fails } from "./fails";

const ROOT = join(__dirname, "../fixtures/pairing");

function sheetOf(t: Tournament): (string | number | null)[][] {
  return [
    ["No", "Name", "Rank", "Rating", ...Array.from({ length: t.rounds }, (_, r) => `R${r + 1}`)],
    ...t.players.map((p, i) => [
      i + 1,
      fullName(p),
      p.rank ?? "",
      // OpenGotha's ratings go below 0 (Toulouse: -557); the sheet's column holds 0 or more.
      p.rating !== undefined && p.rating >= 0 ? p.rating : null,
      ...p.results.map((e) => formatCell(e.kind === "game" ? { ...e, opponent: e.opponent + 1 } : e)),
    ]),
  ];
}

describe("TOURNAMENT.PAIRINGS", () => {
  test("Toulouse 2024: every round lists OpenGotha's games (White, Black, handicap) and its bye", () => {
    const bytes = readFileSync(join(ROOT, "og352-weights-toulouse2024", "input.xml"));
    const t = readOpenGotha(bytes).tournament;
    const og = readOpenGothaPairing(bytes);
    const range = sheetOf(t);
    for (let k = 0; k < t.rounds; k++) {
      const table = pairings(range, k + 1) as (string | number)[][];
      expect(table[0]).toEqual(["Board", "No", "White", "No", "Black", "Handicap", "Result"]);
      const games = table.slice(1).filter((r) => r[0] !== "");
      const name = (i: number): string => fullName(t.players[i] ?? { name: "", results: [] });
      expect(games.map((r) => `${r[2]}|${r[4]}|${r[5]}`).sort()).toEqual(
        og.games
          .filter((g) => g.round === k)
          .map((g) => `${name(g.white)}|${name(g.black)}|${g.handicap}`)
          .sort(),
      );
      expect(games.map((r) => r[0])).toEqual(games.map((_, b) => b + 1));
      const byes = table
        .slice(1)
        .filter((r) => r[6] === "0+")
        .map((r) => r[2]);
      expect(byes).toEqual(
        og.byes[k] === null || og.byes[k] === undefined ? [] : [name(og.byes[k] as number)],
      );
    }
  });

  // E.1 worked by hand (defaults D21: zero 30k, floor 20k, bar 4d; start MMS = rank value):
  // before round 2, Ann 2d (31) won → 32, Bob 1d (30) lost → 30, Cid 1k (29) won → 30,
  // Dan 2k (28) lost → 28. Pairs Ann–Cid (higher 32) and Bob–Dan (higher 30): Ann's board 1.
  const FOUR = [
    ["No", "Name", "Rank", "Rating", "R1", "R2"],
    [1, "Ann", "2d", "", "2+/w0", "3?/w1"],
    [2, "Bob", "1d", "", "1-/b0", "4+/b0"],
    [3, "Cid", "1k", "", "4+/w0", "1?/b1"],
    [4, "Dan", "2k", "", "3-/b0", "2-/w0"],
  ];

  test("E.1 order: by the higher MMS before the round; results as played, unknown blank", () => {
    expect(pairings(FOUR, 2)).toEqual([
      ["Board", "No", "White", "No", "Black", "Handicap", "Result"],
      [1, 1, "Ann", 3, "Cid", 1, ""],
      [2, 4, "Dan", 2, "Bob", 0, "0-1"],
    ]);
    expect(pairings(FOUR, 1, "hu")[0]).toEqual([
      "Tábla",
      "Sz.",
      "Fehér",
      "Sz.",
      "Fekete",
      "Előkő",
      "Eredmény",
    ]);
  });

  test("a round outside the table is #NUM!, a bad crosstable #VALUE!", () => {
    fails(() => pairings(FOUR, 3), "#NUM!", /round/);
    fails(
      () =>
        pairings(
          [
            ["No", "Name"],
            [1, ""],
          ],
          1,
        ),
      "#VALUE!",
      /crosstable/,
    );
  });
});

describe("GO.HANDICAP", () => {
  test("Toulouse 2024: every game's handicap from the two MMS before the round (threshold 2k, correction 1, ceiling 9)", () => {
    const og = readOpenGothaPairing(readFileSync(join(ROOT, "og352-weights-toulouse2024", "input.xml")));
    // the threshold as the file writes it (2k = −2, OpenGotha's scale)
    const threshold = toOgRank(og.handicap.noHdRankThreshold);
    expect({ ...og.handicap, noHdRankThreshold: threshold }).toEqual({
      basedOnMms: true,
      noHdRankThreshold: -2,
      correction: 1,
      ceiling: 9,
    });
    let handicapped = 0;
    for (let k = 0; k < og.general.numberOfRounds; k++) {
      const s = ogRoundState({ ...og, games: og.games.filter((g) => g.round < k) }, k);
      for (const g of og.games.filter((x) => x.round === k)) {
        const w = (s.pre.mms2[g.white] as number) / 2;
        const b = (s.pre.mms2[g.black] as number) / 2;
        expect(handicap(w, b, "2k", 1, 9)).toBe(g.handicap);
        if (g.handicap > 0) handicapped++;
      }
    }
    expect(handicapped).toBeGreaterThan(10);
  });

  test("ranks: threshold, correction, ceiling and sign (P13)", () => {
    expect(handicap("1k", "5k")).toBe(3); // 4 ranks − correction 1
    expect(handicap("5k", "1k")).toBe(-3);
    expect(handicap("3d", "1k")).toBe(0); // 3d counts as the threshold 1d: 1 rank − 1
    expect(handicap("1d", "25k", "1d", 0, 9)).toBe(9); // ceiling
    expect(handicap("1k", "5k", "30k")).toBe(0); // everybody above the threshold: even
    expect(handicap("2 dan", "15 kyu", "5d", 1, 9)).toBe(9);
  });

  test("bad arguments name themselves", () => {
    fails(() => handicap("1k", 25), "#VALUE!", /both as Go ranks or both as McMahon scores/);
    fails(() => handicap("x", "1k"), "#VALUE!", /Argument first/);
    fails(() => handicap("1k", "2k", "zz"), "#VALUE!", /Argument threshold/);
    fails(() => handicap("1k", "2k", "1d", 10), "#NUM!", /correction/);
    // found by generated formulas: an omitted rank was "got undefined"
    fails(() => handicap(null, "1k"), "#VALUE!", /^Argument first is required$/);
    fails(() => handicap("1k", undefined), "#VALUE!", /^Argument second is required$/);
  });
});
