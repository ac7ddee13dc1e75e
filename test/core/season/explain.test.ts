/**
 * The season's explain view (issue 26, "seeing the history"; D175–D177): the rules' worked
 * examples as explained rows, every figure the engine's own. MGSZ: RULES §1.3 examples 5 and 7
 * (Jp, C, ΣJp); FIDE: RULES §2's expectation example (2145 against 2300: We .29 a game, +44 at
 * K 40) over three events of one month, and D10's rounding once (−6.84 → −7, where per event
 * three −2.28 would give −6); mahjong: RULES §3's tables (KT_S, KT_N, the weight) and T5 (D15).
 */
import { type CalendarDate, parseDate } from "../../../src/core/common/date";
import { RatingError } from "../../../src/core/common/errors";
import { seasonFide } from "../../../src/core/engines/fide-period-season";
import type { ResultRow } from "../../../src/core/mahjong/result-row";
import { explainMgsz, findExplained } from "../../../src/core/season/explain";
import { explainFide } from "../../../src/core/season/explain-fide";
import { explainMahjong } from "../../../src/core/season/explain-mahjong";
import { mahjongReleases } from "../../../src/core/season/mahjong";
import { rateMgszSeason } from "../../../src/core/season/mgsz";
import type { SeasonPlayer } from "../../../src/core/season/types";
import { readTournament } from "../../../src/formats";
import {
  explainText as viewText,
  fideView,
  mahjongView,
  mgszView,
} from "../../../src/formats/season-explain";
import { english } from "../../../src/i18n/table";
import { type Game, event, filed, row } from "../engines/fide-period-events";

const MARCH = { year: 2026, month: 3, day: 14 };

/** A crosstable of the examples as a season's tournament ending on 14 March 2026. */
function tournament(name: string, csv: string) {
  return { ...readTournament(csv, `${name}.csv`).tournament, name, end: MARCH };
}
const onList = (name: string, pin: string, rating: number, rank: string): SeasonPlayer => ({
  pin,
  name,
  federation: "HU",
  rating,
  rank,
  reachedOnce: [],
  history: [],
});

/** RULES §1.3 worked example 5 (C = 30): XY 1947 against 1935, 1865, 1924, 1997, 2015. */
const EXAMPLE5 = `No;Name;Rank;Rating;R1;R2;R3;R4;R5
1;XY;1k;1947;2-/w0;3+/b0;4+/w0;5-/b0;6+/w0
2;A;1k;1935;1+/b0;;;;
3;B;2k;1865;;1-/w0;;;
4;C;1k;1924;;;1-/b0;;
5;D;1d;1997;;;;1+/w0;
6;E;1d;2015;;;;;1-/b0
`;
const LIST5 = [
  onList("XY", "1", 1947, "1k"),
  onList("A", "2", 1935, "1k"),
  onList("B", "3", 1865, "2k"),
  onList("C", "4", 1924, "1k"),
  onList("D", "5", 1997, "1d"),
  onList("E", "6", 2015, "1d"),
];

/** RULES §1.3 worked example 7 (C = 15): stones received by XY play Black, given play White. */
const EXAMPLE7 = `No;Name;Rank;Rating;R1;R2;R3;R4;R5
1;XY;1k;1947;2+/b1;3+/b2;4+/w2;5+/w0;6-/b4
2;P2;2d;2087;1-/w1;;;;
3;P3;3d;2130;;1-/w2;;;
4;P4;4k;1781;;;1-/b2;;
5;P5;1d;1992;;;;1-/b0;
6;P6;5d;2419;;;;;1+/w4
`;
const LIST7 = [
  onList("XY", "1", 1947, "1k"),
  onList("P2", "2", 2087, "2d"),
  onList("P3", "3", 2130, "3d"),
  onList("P4", "4", 1781, "4k"),
  onList("P5", "5", 1992, "1d"),
  onList("P6", "6", 2419, "5d"),
];

describe("MGSZ: the games with Jp, C and ΣJp (RULES §1.3)", () => {
  it("example 5: Jp −0.52, +0.31, +0.44, −0.38, +0.67; ΣJp +0.52 × 30 = 15.6 → +16 → 1963", () => {
    const result = rateMgszSeason(LIST5, [
      { file: "ex5.csv", tournament: tournament("Example 5", EXAMPLE5), multiplier: 30 },
    ]);
    const x = explainMgsz(result, "XY");
    expect(x).toMatchObject({ name: "XY", id: "1", rating: 1963, rank: "1k" });
    const [step] = x.steps;
    expect(step?.games.map((g) => [g.round, g.opponent, g.opponentRating, g.result, g.jp])).toEqual([
      [1, "A", 1935, 0, -520],
      [2, "B", 1865, 2, 310],
      [3, "C", 1924, 2, 440],
      [4, "D", 1997, 0, -380],
      [5, "E", 2015, 2, 670],
    ]);
    expect(step).toMatchObject({
      multiplier: 30,
      ratingBefore: 1947,
      sumJp: 520,
      change: 16,
      ratingAfter: 1963,
    });
    const text = viewText(mgszView(x), "en");
    expect(text).toContain("round 1: lost against A 1935, stones 0, Jp -0.52");
    expect(text).toContain("ΣJp +0.52 × C 30, rounded: +16");
    expect(text).toContain("2026-03-14 Example 5 (ex5.csv): C 30, rating 1947 1k → 1963 1k");
  });

  it("example 7: the stones and Jp +0.69, +0.63, +0.34, +0.61, −0.16; ΣJp 2.11 × 15 = 31.65 → +32 → 1979", () => {
    const result = rateMgszSeason(LIST7, [
      { file: "ex7.csv", tournament: tournament("Example 7", EXAMPLE7), multiplier: 15 },
    ]);
    const step = explainMgsz(result, "1").steps[0]; // by the PIN
    expect(step?.games.map((g) => [g.opponentRating, g.stones, g.jp])).toEqual([
      [2087, 1, 690],
      [2130, 2, 630],
      [1781, -2, 340],
      [1992, 0, 610],
      [2419, 4, -160],
    ]);
    expect(step).toMatchObject({ sumJp: 2110, change: 32, ratingAfter: 1979, rankAfter: "1k" });
    expect(viewText(mgszView(explainMgsz(result, "XY")), "hu")).toContain("ΣJp +2.11 × C 15, kerekítve: +32");
  });

  it("a player who played no tournament of the season is said so; nobody and two of a name are refused (D175)", () => {
    const result = rateMgszSeason(
      [...LIST5, onList("Idle", "7", 1800, "2k")],
      [{ file: "ex5.csv", tournament: tournament("Example 5", EXAMPLE5), multiplier: 30 }],
    );
    expect(viewText(mgszView(explainMgsz(result, "idle")), "en")).toBe(
      "Idle (7): rating 1800, 2k\n  No tournament of the season rated this player\n",
    );
    expect(() => explainMgsz(result, "Nobody")).toThrow(RatingError);
    expect(() => explainMgsz(result, "Nobody")).toThrow('"Nobody" is none of the 7 players');
    const two = [onList("Nagy Béla", "10", 1800, "2k"), onList("NAGY Bela", "11", 1900, "1k")];
    expect(() => findExplained(two, "Béla Nagy")).toThrow("Nagy Béla (10), NAGY Bela (11)");
    expect(findExplained(two, "11")).toBe(1);
  });
});

describe("FIDE: the period's events with K, each game's W and We, the change rounded once (RULES §2, D10)", () => {
  // RULES §2, appendix II.1: 2145 against opponents rated 2300: D = 155 → We .29 a game (table
  // 8.1b, 154–162 → .71 for the higher); 4 points of 10 → 40 × (4 − 2.9) = +44.
  const opponents = Array.from({ length: 10 }, (_, o) => row(`3${o}`, `R${o}`, 2300, { k: 10 }));
  const scores: (1 | 0)[] = [1, 1, 0, 0, 1, 0, 0, 1, 0, 0];
  const games = scores.map((s, o): Game => ["1", `3${o}`, s]);
  const events = [
    event("First", "2025-05-04", games.slice(0, 4)),
    event("Second", "2025-05-18", games.slice(4, 7)),
    event("Third", "2025-05-25", games.slice(7)),
  ];
  const list = [row("1", "P", 2145, { k: 40 }), ...opponents];

  it("2145 against 2300 ten times, 4 points: We 0.29 each, ΣWe 2.90, +1.10 × 40 = +44 → 2189", () => {
    const x = explainFide(seasonFide(list, filed(...events), { explain: true }), "1");
    const [p] = x.periods;
    expect(p).toMatchObject({
      period: "2025-05",
      ratingBefore: 2145,
      k: 40,
      kBase: 40,
      kSource: "list",
      n: 10,
    });
    expect(p?.events.map((e) => [e.event, e.file, e.n, e.w, e.we])).toEqual([
      ["First", "First.trf", 4, 2, 1.16],
      ["Second", "Second.trf", 3, 1, 0.87],
      ["Third", "Third.trf", 3, 1, 0.87],
    ]);
    expect(p?.events.flatMap((e) => e.games.map((g) => [g.opponentRating, g.w, g.we]))).toEqual(
      scores.map((s) => [2300, s, 0.29]),
    );
    expect(p).toMatchObject({ w: 4, we: 2.9, change: 44, ratingAfter: 2189, published: 2189 });
    expect(p?.changeExact).toBeCloseTo(44, 10);
    const text = viewText(fideView(x), "en");
    expect(text).toContain("round 1: Player 30 2300: W 1, We 0.29");
    expect(text).toContain("Σ(W − We) +1.10 × K 40 = +44.00, rounded once: +44, 2145 → 2189");
  });

  it("D10: three events of −2.28 each explained, the period's −6.84 rounded once to −7 (not −6)", () => {
    const month = [
      row("100", "A", 2000, { k: 40 }),
      ...[1, 2, 3, 4, 5, 6].map((o) => row(`20${o}`, `O${o}`, 1996, { k: 20 })),
    ];
    const gamesOf = (): Game[] => [1, 2, 3, 4, 5, 6].map((o): Game => ["100", `20${o}`, o <= 3 ? 1 : 0]);
    const three = ["One", "Two", "Three"].map((name, i) => event(name, `2025-05-${10 + i * 5}`, gamesOf()));
    const p = explainFide(seasonFide(month, filed(...three), { explain: true }), "A").periods[0];
    // D = 4 → We .51 a game (8.1b, 4–10); K 40 → 38 by K × n ≤ 700 over 18 games (FIDE2024 8.3.3)
    expect(p).toMatchObject({ kBase: 40, k: 38, n: 18, change: -7, ratingAfter: 1993 });
    for (const e of p?.events ?? []) {
      expect(e.change).toBeCloseTo(-2.28, 10);
      expect(e.games.map((g) => g.we)).toEqual([0.51, 0.51, 0.51, 0.51, 0.51, 0.51]);
    }
    expect(
      viewText(fideView(explainFide(seasonFide(month, filed(...three), { explain: true }), "A")), "en"),
    ).toContain("K 40 (the list's) → 38");
  });

  it("without explain the period keeps no game lines (the world's month), the same figures", () => {
    const plain = seasonFide(list, filed(...events));
    expect(plain.periods[0]?.players[0]?.events.every((e) => e.lines === undefined)).toBe(true);
    expect(plain.periods[0]?.players[0]).toMatchObject({ change: 44, ratingAfter: 2189 });
  });
});

describe("mahjong: the tournaments in T5 with NR, KT, weight and NR × KT × W, and the level history (RULES §3)", () => {
  const d = (t: string): CalendarDate => parseDate(t);
  /** A tournament of twelve in finishing order, eight sessions. */
  const open = (name: string, lastDay: string, players: readonly string[]): ResultRow[] =>
    players.map((player, i) => ({
      player,
      tournament: name,
      lastDay: d(lastDay),
      place: i + 1,
      participants: players.length,
      sessions: 8,
      championship: false,
      row: i + 2,
    }));
  const days = ["2026-01-10", "2026-02-10", "2026-03-10", "2026-04-10", "2026-05-10", "2026-06-10"];
  // P01 meets eleven newcomers (12k, EU 0) each time, so KT_EU stays 0 (his 500 / 12 = 41.7 → 0.00,
  // D14); he wins the first and the sixth and is last in the others
  const rows = days.flatMap((day, k) => {
    const others = Array.from({ length: 11 }, (_, i) => `Q${k + 1}-${i + 1}`);
    return open(`Open ${k + 1}`, day, k === 0 || k === 5 ? ["P01", ...others] : [...others, "P01"]);
  });
  const releases = mahjongReleases(rows, [d("2026-07-01")]);

  it("KT = 0.1 × 8 − 0.20 + 0 = 0.60; the winner NR 1000 → 600 → norm 6k; W 1.00 or 0.92 by months", () => {
    const x = explainMahjong(releases, "p01");
    const [r] = x.releases;
    expect(
      r?.tournaments.map((t) => [t.event, t.place, t.nr, t.kt, t.weight, t.value, t.inT5, t.norm]),
    ).toEqual([
      // 2026-01-10 to 2026-07-01: 5 whole months, to 03-10: 3 → W .92 (D16, RULES §3 weight 3–5)
      ["Open 1", 1, 1000, 0.6, 0.92, 552, true, "6k"],
      ["Open 2", 12, 0, 0.6, 0.92, 0, false, "12k"],
      ["Open 3", 12, 0, 0.6, 0.92, 0, false, "12k"],
      // 2026-04-10: 2 whole months, 2026-05-10: 1, 2026-06-10: 0 → W 1.00
      ["Open 4", 12, 0, 0.6, 1, 0, false, "12k"],
      ["Open 5", 12, 0, 0.6, 1, 0, false, "12k"],
      ["Open 6", 1, 1000, 0.6, 1, 600, true, "6k"],
    ]);
    // the level history: 12k → 6k at the first norm, then kept for life (RULES §3: 0–2000)
    expect(r?.tournaments.map((t) => `${t.levelBefore}→${t.levelAfter}`)).toEqual([
      "12k→6k",
      "6k→6k",
      "6k→6k",
      "6k→6k",
      "6k→6k",
      "6k→6k",
    ]);
    // D15: T5 = (600 + 552) / 5 = 230.4; rating = 0.25 × 500 + 0.75 × 230.4 = 297.8
    expect(r).toMatchObject({ level: "6k", eu: 500, t5: 230.4, rating: 297.8 });
    expect(viewText(mahjongView(x), "ru")).toContain("NR × KT × W 552.00 (в T5)");
  });

  it("an unknown player is refused in the officer's language", () => {
    try {
      explainMahjong(releases, "Nobody");
      throw new Error("not refused");
    } catch (e) {
      expect(e).toBeInstanceOf(RatingError);
      expect(english((e as RatingError).text)).toContain("none of the 67 players");
    }
  });
});
