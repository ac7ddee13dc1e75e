/** Rank promotion (5.§; RULES §1.4, D8). */
import { allRanksAbove, rankOrder, rankPoints } from "./rank";
import { type Rank, TWICE_FROM } from "./tables";

/** Times a rank must be reached: 4 kyu and weaker once, 3 kyu and stronger twice. */
export function timesNeeded(rank: Rank): number {
  return rankOrder(rank) >= rankOrder(TWICE_FROM) ? 2 : 1;
}

/** A rank after tournaments, and the thresholds above it reached once (still one short, D8). */
export interface Promotion {
  readonly rank: Rank;
  readonly reachedOnce: readonly Rank[];
}

/**
 * Rank after a series of tournaments, one rating after per tournament. D8: counts per threshold
 * persist; one tournament may raise by several steps; `reachedOnce` are thresholds already
 * reached once before. Never down. Also gives the thresholds above the new rank reached once
 * (a season carries them to its next tournament, D140).
 */
export function promote(
  rank: Rank,
  ratingsAfter: readonly number[],
  reachedOnce: readonly Rank[] = [],
): Promotion {
  let current = rank;
  const counts = new Map<number, number>();
  for (const r of reachedOnce) counts.set(rankOrder(r), Math.max(counts.get(rankOrder(r)) ?? 0, 1));
  for (const rating of ratingsAfter) {
    for (const above of allRanksAbove(current)) {
      if (rating < rankPoints(above)) break;
      const k = rankOrder(above);
      counts.set(k, (counts.get(k) ?? 0) + 1);
    }
    for (const above of allRanksAbove(current)) {
      if ((counts.get(rankOrder(above)) ?? 0) >= timesNeeded(above)) current = above;
    }
  }
  const once = allRanksAbove(current).filter((r) => (counts.get(rankOrder(r)) ?? 0) === 1);
  return { rank: current, reachedOnce: once };
}

/** Rank after a series of tournaments (see {@link promote}). */
export function newRank(
  rank: Rank,
  ratingsAfter: readonly number[],
  reachedOnce: readonly Rank[] = [],
): Rank {
  return promote(rank, ratingsAfter, reachedOnce).rank;
}

/**
 * D144: the thresholds above `rank` that the list's history shows reached, to be counted as
 * reached once. A rank never goes down (D8), so each tournament of the history was played below
 * every threshold above the rank the list gives now: a rating after it at or above one reached
 * it. Only thresholds reached twice to count (3 kyu and stronger) are taken; one a single time
 * suffices for (4 kyu and weaker) and that the history shows reached is the officer's rank as
 * the list keeps it, not a promotion owed.
 */
export function reachedInHistory(rank: Rank, ratingsAfter: readonly number[]): Rank[] {
  const best = ratingsAfter.reduce((m, r) => (r > m ? r : m), -Infinity);
  return allRanksAbove(rank).filter((t) => timesNeeded(t) === 2 && best >= rankPoints(t));
}

/**
 * The ranks of a thresholds-reached-once text, as the season's list writes them (D143: "1d 2d")
 * and TOURNAMENT.MGSZ's `reached_once` takes them (D170: "2d", "1d;2d"): words apart by spaces,
 * commas or semicolons ("1 dan; 2 dan" too).
 */
export function reachedOnceWords(text: string): string[] {
  // "2 dan" is one rank (D2): its number joins its word before the split
  return text
    .replace(/(\d)\s+(?=\p{L})/gu, "$1")
    .split(/[\s,;]+/u)
    .filter((w) => w !== "");
}
