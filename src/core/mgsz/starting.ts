/** Starting ratings of players not yet on the list (6.§ step 2; RULES §1.5). */
import { outOfRange } from "../common/errors";
import { rankOrder, rankPoints } from "./rank";
import { NEW_PLAYER_CAP, type Rank } from "./tables";

export interface NewPlayer {
  declaredRank: Rank;
  /** A new Hungarian player is capped at 5 kyu; a foreign player starts at the declared rank. */
  hungarian: boolean;
  /** The officer's own figure, which wins over the proposal. */
  override?: number;
}

/** Foreign: threshold of the declared rank. Hungarian: that threshold capped at 5 kyu, unless overridden. */
export function startingRating(p: NewPlayer): number {
  if (p.override !== undefined) {
    if (p.override < 0) throw outOfRange(`Starting rating ${p.override} must be 0 or more`);
    return p.override;
  }
  if (!p.hungarian) return rankPoints(p.declaredRank);
  const rank = rankOrder(p.declaredRank) > rankOrder(NEW_PLAYER_CAP) ? NEW_PLAYER_CAP : p.declaredRank;
  return rankPoints(rank);
}
