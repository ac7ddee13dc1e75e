/**
 * A synthetic federation history for the rating-list tests and bench/mahjong.bench.ts: seeded,
 * so every run sees the same rows. Players have a hidden strength; each tournament draws its
 * field from the players and orders it by strength plus luck.
 */
import { type CalendarDate, formatIsoDate, fromDayNumber, dayNumber } from "../../../src/core/common/date";
import type { RawCell, ResultRow } from "../../../src/core/mahjong/result-row";

/** mulberry32: a small seeded generator of numbers in [0, 1). */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface FederationShape {
  players: number;
  tournaments: number;
  /** Mean field size; each tournament has 12..2 × mean − 12 players (at most every player). */
  meanField: number;
  /** Days of history ending the day before `release`. */
  days: number;
  release: CalendarDate;
  seed: number;
}

/** Result rows of a synthetic history, in tournament order (callers shuffle as they like). */
export function federation(shape: FederationShape): ResultRow[] {
  const random = seeded(shape.seed);
  const strength = Array.from({ length: shape.players }, () => random() * random());
  const end = dayNumber(shape.release) - 1;
  const rows: ResultRow[] = [];
  for (let t = 0; t < shape.tournaments; t++) {
    // The first tournament ends the day before the release and the second on the first day of
    // the history, so every history spans both ends of the weight table (D16); the rest at random.
    const ago = t === 0 ? 0 : t === 1 ? shape.days - 1 : Math.floor(random() * shape.days);
    const lastDay = fromDayNumber(end - ago);
    const spread = Math.max(0, shape.meanField - 12);
    const n = Math.min(shape.players, 12 + Math.floor(random() * 2 * spread));
    // A partial Fisher–Yates draw of n distinct players.
    const pool = Array.from({ length: shape.players }, (_, i) => i);
    for (let i = 0; i < n; i++) {
      const k = i + Math.floor(random() * (shape.players - i));
      [pool[i], pool[k]] = [pool[k] as number, pool[i] as number];
    }
    const field = pool
      .slice(0, n)
      .map((p) => ({ p, score: (strength[p] as number) + random() * 0.5 }))
      .sort((a, b) => b.score - a.score);
    const sessions = 4 + Math.floor(random() * 9);
    const championship = random() < 0.05;
    field.forEach(({ p }, i) => {
      rows.push({
        player: `Player ${p + 1}`,
        tournament: `Tournament ${t + 1}`,
        lastDay,
        place: i + 1,
        participants: n,
        sessions,
        championship,
        row: rows.length + 1,
      });
    });
  }
  return rows;
}

/** The rows as a sheet range with a header row, dates as ISO text (what RATINGLIST reads). */
export function toCells(rows: readonly ResultRow[]): RawCell[][] {
  return [
    ["Player", "Tournament", "Last day", "Place", "Participants", "Sessions", "Championship"],
    ...rows.map((r) => [
      r.player,
      r.tournament,
      formatIsoDate(r.lastDay),
      r.place,
      r.participants,
      r.sessions,
      r.championship,
    ]),
  ];
}

/** The benchmark's federation: 2,000 players, 150 tournaments, about 50,000 rows over 3 years. */
export const BENCH_FEDERATION: FederationShape = {
  players: 2000,
  tournaments: 150,
  meanField: 333,
  days: 3 * 365,
  release: { year: 2026, month: 12, day: 1 },
  seed: 2026,
};
