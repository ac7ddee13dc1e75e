/** Starting ratings and ranks of players not yet on the list (6.§ step 2, 5.§ (5); RULES §1.5, D24). */
import { msg } from "../../i18n/table";
import { outOfRange } from "../common/errors";
import { rankOrder, rankPoints } from "./rank";
import { NEW_PLAYER_CAP, type Rank } from "./tables";

export interface NewPlayer {
  declaredRank: Rank;
  /** D24: the player enters the register (default: country HU; the officer's call). */
  entersRegister: boolean;
  /** The officer's own figure, which wins over the proposal. */
  override?: number;
}

export interface NewPlayerStart {
  /** D24: the threshold of the declared rank, whatever the rank (or the officer's figure). */
  rating: number;
  /** 5.§ (5): min(declared, 5k) for a player entering the register; otherwise the declared rank. */
  rank: Rank;
  /** The declared rank is above 5k: a higher starting rank is the rating committee's decision. */
  forCommittee: boolean;
}

/**
 * D24 (replacing the earlier cap of the starting *rating* at 5 kyu's 1720): the proposed starting
 * rating is the threshold of the declared rank; the starting rank of a player entering the
 * register is at most 5 kyu, and a higher declared rank is flagged for the committee.
 */
export function newPlayerStart(p: NewPlayer): NewPlayerStart {
  if (p.override !== undefined && !(Number.isFinite(p.override) && p.override >= 0)) {
    throw outOfRange(msg("outOfRange", { field: "startingRating", value: p.override, min: 0 }));
  }
  const above = rankOrder(p.declaredRank) > rankOrder(NEW_PLAYER_CAP);
  const forCommittee = p.entersRegister && above;
  return {
    rating: p.override ?? rankPoints(p.declaredRank),
    rank: forCommittee ? NEW_PLAYER_CAP : p.declaredRank,
    forCommittee,
  };
}
