/**
 * Generated MGSZ tournaments for season tests: a player of the list meets one foreign player
 * (who starts from his declared rank, D24, and stays off the list, D142), with the multiplier
 * and result found so that the rating after is a figure the test asks for.
 */
import { type DoubledResult, gamePoint } from "../../../src/core/mgsz/gamepoint";
import { rankPoints } from "../../../src/core/mgsz/rank";
import { ratingChange } from "../../../src/core/mgsz/rating";
import { type Rank } from "../../../src/core/mgsz/tables";
import type { SeasonEvent, SeasonPlayer } from "../../../src/core/season/types";
import { DEFAULT_PARAMETERS } from "../../../src/core/tournament/model";
import type { Player, RoundEntry, Tournament } from "../../../src/core/tournament/model";

export const RANKS: readonly Rank[] = [
  ...Array.from({ length: 30 }, (_, k): Rank => ({ kind: "k", n: 30 - k })),
  ...Array.from({ length: 7 }, (_, k): Rank => ({ kind: "d", n: k + 1 })),
];
const rankText = (r: Rank): string => `${r.n}${r.kind}`;

/** A list player with no history. */
export function listed(
  name: string,
  pin: string,
  rating: number,
  rank: string,
  reachedOnce: string[] = [],
): SeasonPlayer {
  return { pin, name, federation: "HU", rating, rank, reachedOnce, history: [] };
}

/** One game of `rating` against a player starting at some rank's threshold that changes it by `change`. */
export function gameFor(
  rating: number,
  change: number,
): { opponent: Rank; score: DoubledResult; multiplier: number } {
  for (const multiplier of [
    10, 15, 20, 25, 30, 35, 40, 45, 50, 5, 1, 2, 3, 4, 6, 7, 8, 9, 60, 70, 80, 90, 100,
  ])
    for (const opponent of RANKS)
      for (const score of [2, 0, 1] as DoubledResult[]) {
        const jp = gamePoint(rating, rankPoints(opponent), score, 0);
        if (ratingChange(multiplier, jp) === change) return { opponent, score, multiplier };
      }
  throw new Error(`no single game changes ${rating} by ${change}`);
}

/** Day k of the generated season: every other day, so that a late tournament fits between two. */
const day = (k: number) => ({ year: 2026, month: 1 + Math.floor(k / 14), day: 1 + 2 * (k % 14) });

/** A tournament of one round (or `rounds`, the hero playing round 1 and the last) on day k. */
export function tournament(
  k: number,
  hero: { name: string; pin: string; rank: string },
  opponents: readonly { rank: Rank; score: DoubledResult }[],
  rounds = opponents.length,
): Tournament {
  const played = opponents.map((_, j) => (j === opponents.length - 1 ? rounds - 1 : j));
  const entry = (
    r: number,
    opponent: number,
    score: DoubledResult,
    colour: "white" | "black",
  ): RoundEntry => ({
    kind: "game",
    opponent,
    score: score as 0 | 1 | 2,
    colour,
    handicap: 0,
    forfeit: false,
  });
  const absent: RoundEntry = { kind: "absent", score: 0 };
  const heroPlayer: Player = {
    name: hero.name,
    rank: hero.rank,
    egdPin: hero.pin,
    federation: "HU",
    results: Array.from({ length: rounds }, (_, r) => {
      const j = played.indexOf(r);
      const o = opponents[j];
      return o === undefined ? absent : entry(r, j + 1, o.score, "white");
    }),
  };
  const others: Player[] = opponents.map((o, j) => ({
    name: `Guest ${k}-${j}`,
    rank: rankText(o.rank),
    federation: "DE",
    results: Array.from({ length: rounds }, (_, r) =>
      r === played[j] ? entry(r, 0, (2 - o.score) as DoubledResult, "black") : absent,
    ),
  }));
  const date = day(k);
  return {
    format: "model",
    name: `Tournament ${k}`,
    rounds,
    parameters: DEFAULT_PARAMETERS,
    players: [heroPlayer, ...others],
    start: date,
    end: date,
  };
}

/** A season of one-game tournaments taking the hero from `start` through `ratingsAfter`. */
export function series(
  hero: { name: string; pin: string; rank: string },
  start: number,
  ratingsAfter: readonly number[],
): SeasonEvent[] {
  let rating = start;
  return ratingsAfter.map((after, k) => {
    const g = gameFor(rating, after - rating);
    rating = after;
    return {
      file: `t${k + 1}.h9`,
      tournament: tournament(k + 1, hero, [{ rank: g.opponent, score: g.score }]),
      multiplier: g.multiplier,
    };
  });
}

/** The i-th element, which the test has made sure exists. */
export function at<T>(xs: readonly T[], i: number): T {
  const x = xs[i];
  if (x === undefined) throw new Error(`no element ${i}`);
  return x;
}
