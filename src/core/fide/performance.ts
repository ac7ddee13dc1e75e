/** Tournament performance rating TPR = Ra + dp(p) (appendix II.3; RULES §2, D10). */
import { msg } from "../../i18n/table";
import { noAnswer, outOfRange } from "../common/errors";
import { type FideGame, halfPointsOf } from "./change";
import { dpOfHundredths, percentHundredths } from "./dp";

export interface Performance {
  /** Games against rated opponents. */
  games: number;
  points: number;
  /** Average rating of the opponents, unrounded. */
  ra: number;
  /** p in hundredths (D10: nearest hundredth, half up). */
  p: number;
  dp: number;
  /** Ra + dp rounded once, half up. */
  tpr: number;
}

/** a/b rounded to the nearest whole number, half up, for whole a and b > 0. */
export function divideRounded(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b));
}

/** TPR over the games against rated opponents (opponent null: skipped); 4 of 10 at 2300 → 2228. */
export function performance(games: readonly FideGame[]): Performance {
  let n = 0;
  let half = 0;
  let sum = 0;
  for (const g of games) {
    if (g.opponent === null) continue;
    if (!Number.isFinite(g.opponent) || g.opponent < 0) {
      throw outOfRange(msg("outOfRange", { field: "opponentRating", value: g.opponent, min: 0 }));
    }
    half += halfPointsOf(g.score);
    sum += g.opponent;
    n++;
  }
  if (n === 0) throw noAnswer(msg("fideNoRatedGames", {}));
  const p = percentHundredths(half, n);
  const dp = dpOfHundredths(p);
  // (Σ ratings + n·dp) / n, rounded once; exact when the ratings are whole.
  const whole = Number.isInteger(sum);
  const tpr = whole ? divideRounded(sum + n * dp, n) : Math.floor(sum / n + dp + 0.5);
  return { games: n, points: half / 2, ra: sum / n, p, dp, tpr };
}
