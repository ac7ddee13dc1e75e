/**
 * A federation's ten years as one MGSZ season (issue 26): 600 tournaments, 3,000 players on the
 * list, 60,000 games, rated in date order through the whole-tournament engine; then the same
 * season re-rated after one late tournament (dated before most of the others). Goals: each
 * under 2 s. The season is generated (a seeded generator), the same in every run.
 */
import { rateMgszSeason } from "../src/core/season/mgsz";
import type { SeasonEvent, SeasonPlayer } from "../src/core/season/types";
import { DEFAULT_PARAMETERS } from "../src/core/tournament/model";
import type { Player, RoundEntry, Tournament } from "../src/core/tournament/model";
import type { BenchCase } from "./harness";
import { seeded } from "../test/core/mahjong/federation";

const PLAYERS = 3000;
const TOURNAMENTS = 600;
const SIZE = 20; // players per tournament
const ROUNDS = 10; // SIZE / 2 × ROUNDS = 100 games per tournament, 60,000 in all

const rnd = seeded(2026); // mulberry32: every run rates the same season
const pin = (i: number): string => String(13000000 + i);
const name = (i: number): { name: string; firstName: string } => ({
  name: `Player${i}`,
  firstName: `F${i % 97}`,
});

export const LIST: SeasonPlayer[] = Array.from({ length: PLAYERS }, (_, i) => ({
  pin: pin(i),
  ...name(i),
  federation: "HU",
  rating: 1200 + Math.floor(rnd() * 1100),
  reachedOnce: [],
  history: [],
}));

/** Tournament k: SIZE players of the list, ROUNDS rounds of random pairings and results. */
function tournament(k: number, day: { year: number; month: number; day: number }): Tournament {
  const who = new Set<number>();
  while (who.size < SIZE) who.add(Math.floor(rnd() * PLAYERS));
  const ids = [...who];
  const results: RoundEntry[][] = ids.map(() => []);
  for (let r = 0; r < ROUNDS; r++) {
    const order = ids.map((_, i) => i).sort(() => rnd() - 0.5);
    for (let b = 0; b < SIZE; b += 2) {
      const [x, y] = [order[b] as number, order[b + 1] as number];
      const win = rnd() < 0.5 ? 2 : 0;
      results[x]?.push({
        kind: "game",
        opponent: y,
        score: win,
        colour: "white",
        handicap: 0,
        forfeit: false,
      });
      results[y]?.push({
        kind: "game",
        opponent: x,
        score: win === 2 ? 0 : 2,
        colour: "black",
        handicap: 0,
        forfeit: false,
      });
    }
  }
  const players: Player[] = ids.map((i, j) => ({
    ...name(i),
    egdPin: pin(i),
    federation: "HU",
    results: results[j] ?? [],
  }));
  return {
    format: "model",
    name: `Tournament ${k}`,
    rounds: ROUNDS,
    parameters: DEFAULT_PARAMETERS,
    players,
    start: day,
    end: day,
  };
}

/** 600 tournaments over ten years, five a month. */
export const EVENTS: SeasonEvent[] = Array.from({ length: TOURNAMENTS }, (_, k) => ({
  file: `t${k}.h9`,
  tournament: tournament(k, {
    year: 2016 + Math.floor(k / 60),
    month: 1 + (Math.floor(k / 5) % 12),
    day: 1 + 5 * (k % 5),
  }),
  multiplier: 20,
}));

const LATE: SeasonEvent = {
  file: "late.h9",
  tournament: tournament(TOURNAMENTS, { year: 2017, month: 6, day: 30 }),
  multiplier: 20,
};

export const benchmarks: BenchCase[] = [
  {
    kind: "duration",
    name: "MGSZ season: 600 tournaments, 3,000 players, 60,000 games in date order",
    op: () => rateMgszSeason(LIST, EVENTS),
    goalMs: 2000,
    repeat: 3,
  },
  {
    kind: "duration",
    name: "the same season re-rated after one late tournament (dated 2017-06-30)",
    op: () => rateMgszSeason(LIST, [...EVENTS, LATE]),
    goalMs: 2000,
    repeat: 3,
  },
];
