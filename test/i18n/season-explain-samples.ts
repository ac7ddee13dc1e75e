/** Parameters for every explain message (src/i18n/season-explain.ts), for the table's test. */
import type { SeasonExplainParams } from "../../src/i18n/season-explain";

export const SEASON_EXPLAIN_SAMPLES: {
  readonly [K in keyof SeasonExplainParams]: readonly SeasonExplainParams[K][];
} = {
  explainNobody: [{ who: "Kovacs Peter", players: 310 }],
  explainSeveral: [{ who: "Nagy Béla", named: "Nagy Béla (10001), Nagy Béla (10002)" }],
  explainPlayer: [
    { name: "Kovács Péter", id: "10001", rating: 1963, rank: "1k" },
    { name: "Kiss Anna", id: null, rating: null, rank: null },
  ],
  explainNothing: [{}],
  explainMgszStep: [
    {
      end: "2026-03-14",
      event: "Budapest Open",
      file: "open.h9",
      multiplier: 30,
      before: 1947,
      rankBefore: "1k",
      after: 1963,
      rankAfter: "1k",
    },
  ],
  explainMgszGame: [
    { round: 1, opponent: "Nagy Béla", opponentRating: 1935, result: 0, stones: 0, jp: -520 },
    { round: 2, opponent: "Kiss Anna", opponentRating: 2087, result: 2, stones: 1, jp: 690 },
    { round: 3, opponent: "Szabó Éva", opponentRating: 1947, result: 1, stones: -2, jp: 125 },
  ],
  explainMgszPart: [{ firstRound: 1, lastRound: 3, before: 1810, sumJp: 1000, change: 30, after: 1840 }],
  explainMgszSum: [{ sumJp: 520, multiplier: 30, change: 16 }],
  explainFidePeriod: [
    {
      period: "2026-03",
      files: "march.trf",
      rules: "FIDE2024 2025-10-01",
      before: 2000,
      k: 35,
      kBase: 40,
      kSource: "rules",
      n: 20,
    },
    {
      period: "2026-03",
      files: "march.trf",
      rules: "FIDE2024",
      before: 2000,
      k: 20,
      kBase: 20,
      kSource: "list",
      n: 3,
    },
    {
      period: "2026-04",
      files: "april.trf",
      rules: "FIDE2024",
      before: null,
      k: null,
      kBase: null,
      kSource: null,
      n: 5,
    },
  ],
  explainFideEvent: [
    { event: "March Open", file: "march.trf", n: 2, w: 1.5, we: 0.97, wMinusWe: 0.53, change: 10.6 },
  ],
  explainFideGame: [
    { round: 1, opponent: "Nagy Béla", opponentRating: 2205, w: 1, we: 0.21 },
    { round: 2, opponent: "Kiss Anna", opponentRating: null, w: 0.5, we: null },
  ],
  explainFideSum: [{ wMinusWe: -1.07, k: 20, changeExact: -21.4, change: -21, before: 2000, after: 1979 }],
  explainFideFirst: [
    { rating: 1922, registered: true, games: 5, minGames: 5 },
    { rating: 1800, registered: false, games: 3, minGames: 5 },
    { rating: null, registered: false, games: 0, minGames: 5 },
  ],
  explainMahjongRelease: [{ release: "2026-12-01", place: 1, level: "2d+", eu: 2500, t5: 460, rating: 970 }],
  explainMahjongTournament: [
    {
      end: "2026-03-15",
      event: "Кубок Невы",
      place: 1,
      participants: 40,
      nr: 1000,
      kt: 2.5,
      weight: 0.92,
      value: 2300,
      inT5: true,
      norm: "2d",
      levelBefore: "3k",
      levelAfter: "2d",
    },
    {
      end: "2023-03-15",
      event: "Old Cup",
      place: 20,
      participants: 40,
      nr: 512.82,
      kt: 2.5,
      weight: 0,
      value: null,
      inT5: false,
      norm: null,
      levelBefore: "12k",
      levelAfter: "12k",
    },
  ],
};
