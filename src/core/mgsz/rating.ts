/** Sum of game points and the new rating (7.§; RULES §1.3, D7). */
import { msg } from "../../i18n/table";
import { checkBound } from "../common/bounds";
import { invalid } from "../common/errors";
import { type DoubledResult, gamePoint } from "./gamepoint";

/** One game of a player: the opponent's starting rating, the result, stones (+ received, − given). */
export interface MgszGame {
  opponent: number;
  result: DoubledResult;
  stones?: number;
  /** False for an unplayed game (absence, referee's decision, bye): it earns nothing. Default true. */
  played?: boolean;
}

export interface PlayerRating {
  /** Jp of each game in thousandths (0 for unplayed games), in the order given. */
  jp: number[];
  /** ΣJp in thousandths. */
  sum: number;
  /** ⌊C·ΣJp + 0.5⌋. */
  change: number;
  newRating: number;
}

/** ⌊C·ΣJp + 0.5⌋ with ΣJp in thousandths, exactly, also for negatives (D7: −15.5 → −15). */
export function ratingChange(multiplier: number, sumThousandths: number): number {
  checkBound("multiplier", multiplier); // H1, as MGSZ.RATINGCHANGE's multiplier
  if (!Number.isInteger(sumThousandths)) throw invalid(msg("mgszNotThousandths", { value: sumThousandths }));
  const n = multiplier * sumThousandths + 500;
  const rem = ((n % 1000) + 1000) % 1000;
  return (n - rem) / 1000;
}

/** ΣJp in thousandths, every Jp from starting ratings. */
export function sumGamePoints(start: number, games: readonly MgszGame[]): number {
  let s = 0;
  for (const g of games) if (g.played !== false) s += gamePoint(start, g.opponent, g.result, g.stones ?? 0);
  return s;
}

/** Rates one player over one tournament (or one part of it, D4). */
export function ratePlayer(start: number, games: readonly MgszGame[], multiplier: number): PlayerRating {
  const jp = games.map((g) =>
    g.played === false ? 0 : gamePoint(start, g.opponent, g.result, g.stones ?? 0),
  );
  const sum = jp.reduce((a, b) => a + b, 0);
  const change = ratingChange(multiplier, sum);
  return { jp, sum, change, newRating: start + change };
}
