/** Rank promotion (5.§; RULES §1.4, D8). */
import { allRanksAbove, rankOrder, rankPoints } from "./rank";
import { type Rank, TWICE_FROM } from "./tables";

/** Times a rank must be reached: 4 kyu and weaker once, 3 kyu and stronger twice. */
export function timesNeeded(rank: Rank): number {
  return rankOrder(rank) >= rankOrder(TWICE_FROM) ? 2 : 1;
}

/**
 * Rank after a series of tournaments. D8: counts per threshold persist; one tournament may
 * raise by several steps; `reachedOnce` are thresholds already reached once before. Never down.
 */
export function newRank(
  rank: Rank,
  ratingsAfter: readonly number[],
  reachedOnce: readonly Rank[] = [],
): Rank {
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
  return current;
}
