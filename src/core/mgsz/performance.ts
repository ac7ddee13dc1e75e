/**
 * The MGSZ performance of a player over a tournament (D24): the rating at which the player's
 * ΣJp over these games would be 0, by the chance table (RULES §1.3). The original gives no
 * formula for a new player's starting rating; D24 shows this figure beside the proposal.
 */
import { msg } from "../../i18n/table";
import { noAnswer } from "../common/errors";
import { type MgszGame, sumGamePoints } from "./rating";

/** Ratings searched: 0 up to this (far above 7 dan's 2700; a guard, not a rule). */
const SEARCH_MAX = 4000;

/**
 * ΣJp falls (weakly) as the player's own rating rises: wins earn less and losses cost more.
 * The chance table is a step function, so ΣJp = 0 holds on a range of ratings or is jumped
 * over; the performance is the middle of the whole ratings from the lowest with ΣJp ≤ 0 to the
 * highest with ΣJp ≥ 0, rounded half up (a win and a loss against two 1900s: 1898..1902 → 1900).
 * Every game won: ΣJp reaches 0 only where the chance table ends (348 points above the
 * opponents), and that rating is the performance; every game lost, likewise below.
 * Unplayed games (`played: false`) do not count; without a played game there is no performance.
 */
export function mgszPerformance(games: readonly MgszGame[]): number {
  const played = games.filter((g) => g.played !== false);
  if (played.length === 0) throw noAnswer(msg("mgszNoPlayedGames", {}));
  const sum = (r: number): number => sumGamePoints(r, played);
  // lowest r with sum(r) ≤ 0 (sum is non-increasing in r)
  let lo = 0;
  let hi = SEARCH_MAX;
  if (sum(hi) > 0) lo = hi;
  else {
    while (lo < hi) {
      const mid = Math.floor((lo + hi) / 2);
      if (sum(mid) <= 0) hi = mid;
      else lo = mid + 1;
    }
  }
  const low = lo;
  // highest r with sum(r) ≥ 0
  lo = 0;
  hi = SEARCH_MAX;
  if (sum(0) < 0) hi = 0;
  else {
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (sum(mid) >= 0) lo = mid;
      else hi = mid - 1;
    }
  }
  const high = lo;
  // All won (or all lost): ΣJp is 0 from 348 points above (below) the opponents on, where the
  // chance table ends; the performance is where that begins.
  if (high === SEARCH_MAX) return low;
  if (low === 0) return high;
  return Math.floor((low + high + 1) / 2);
}
