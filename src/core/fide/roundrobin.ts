/**
 * Round robins with unrated players (8.21b, 8.22–8.25, 8.58; RULES §2.1, D11, D12), HU2017.
 *
 * Rar = average rating of the rated players; dpa = average of their dp(p), p over all their
 * opponents; n = number of opponents; Ra = Rar − dpa × n/(n+1). An unrated player's Ru: Ra at
 * 50 %, Ra + bonus per half point above it, Ra + dp × n/(n+1) below it. The rated players'
 * changes then treat each Ru as an official rating (8.58).
 *
 * D10a: Ra is rounded half up to a whole number before the Ru are built: the regulation prints
 * Ra = 2348 for 2348.45 and its Ru(I) = 2348 − 351 × 0.9 = 2032 comes out only from the rounded Ra
 * (from 2348.45 it would be 2033). Nowhere else; everything else is rounded once, at the end (D10).
 *
 * D25: an Ru is published only from the rule set's minimum of games (every one of the n games
 * counts in 8.21b; the regulation's example has 9) and not below the floor of the time (8.31);
 * otherwise the player's results are disregarded and games against him are not rated.
 */
import { msg } from "../../i18n/table";
import { invalid, outOfRange } from "../common/errors";
import { type FideGame, type PeriodRating, halfPointsOf, ratePeriod } from "./change";
import { dpOfHundredths, percentHundredths } from "./dp";
import { divideRounded } from "./performance";
import { type Rules } from "./rules";
import { DEFAULT_BONUS } from "./tables";

export interface RoundRobinPlayer {
  /** Published rating; null for an unrated player. */
  rating: number | null;
  /** Score against each player by position (1, 0.5, 0); null against oneself. */
  results: readonly (number | null)[];
  /** K of a rated player, for its change (8.58); omitted: no change computed. */
  k?: number;
}

export interface RoundRobinEntry {
  /** Points scored over all opponents. */
  points: number;
  /** p in hundredths over all opponents and its dp. */
  p: number;
  dp: number;
  /** Unrated: Ru rounded (null when not registered: under ½ point, 8.21). */
  ru: number | null;
  /** Unrated with an Ru: why it is not published (D25: too few games, below the floor). */
  notPublished?: "too few games" | "below the floor";
  /** The rating the player's opponents are rated against: rating, Ru, or null (not rated). */
  asOpponent: number | null;
  /** Rated players with a K: the change of 8.58. */
  change?: PeriodRating;
}

export interface RoundRobinRating {
  /** Number of opponents of every player. */
  n: number;
  rar: number;
  dpa: number;
  /** Rar − dpa × n/(n+1), unrounded, and rounded (used for the Ru). */
  raExact: number;
  ra: number;
  players: RoundRobinEntry[];
}

function checkTable(players: readonly RoundRobinPlayer[]): number[] {
  const size = players.length;
  if (size < 2) throw invalid(msg("fideRoundRobinSize", { size }));
  return players.map((pl, i) => {
    if (pl.rating !== null && (!Number.isFinite(pl.rating) || pl.rating < 0)) {
      throw outOfRange(
        msg("outOfRange", { subject: { player: i + 1 }, field: "rating", value: pl.rating, min: 0 }),
      );
    }
    if (pl.results.length !== size) {
      throw invalid(msg("fideResultsCount", { player: i + 1, results: pl.results.length, size }));
    }
    let half = 0;
    pl.results.forEach((r, j) => {
      if (i === j) {
        if (r !== null) throw invalid(msg("fideSelfResult", { player: i + 1, value: r }));
        return;
      }
      if (r === null) throw invalid(msg("fideNoResult", { player: i + 1, opponent: j + 1 }));
      half += halfPointsOf(r, { player: i + 1, opponent: j + 1 });
      const back = players[j]?.results[i];
      if (back === null || back === undefined || r + back !== 1) {
        throw invalid(
          msg("fideResultsSum", { player: i + 1, opponent: j + 1, result: r, back: back ?? null }),
        );
      }
    });
    return half;
  });
}

/** Rates a complete single round robin with rated and unrated players (HU2017 only). */
export function rateRoundRobin(
  players: readonly RoundRobinPlayer[],
  rules: Rules,
  bonus: number = DEFAULT_BONUS,
  minGames: number = rules.firstRatingMinGames,
): RoundRobinRating {
  if (rules.firstRating !== "HU2017") {
    throw invalid(msg("fideRoundRobinRules", { rules: rules.name }));
  }
  if (!Number.isInteger(bonus) || bonus < 0 || bonus > 100) {
    throw outOfRange(msg("outOfRange", { field: "bonus", value: bonus, min: 0, max: 100, whole: true }));
  }
  const halves = checkTable(players);
  const n = players.length - 1;
  const ps = halves.map((h) => percentHundredths(h, n));
  const dps = ps.map((p) => dpOfHundredths(p));
  const rated = players.map((pl, i) => i).filter((i) => players[i]?.rating !== null);
  if (rated.length === 0) throw invalid(msg("fideNoRatedPlayer", {}));
  const m = rated.length;
  const sumR = rated.reduce((s, i) => s + (players[i]?.rating ?? 0), 0);
  const sumDp = rated.reduce((s, i) => s + (dps[i] ?? 0), 0);
  const rar = sumR / m;
  const dpa = sumDp / m;
  // Ra = (ΣR·(n+1) − Σdp·n) / (m·(n+1)), rounded half up to a whole number (D10a).
  const raNum = sumR * (n + 1) - sumDp * n;
  const raExact = raNum / (m * (n + 1));
  const ra = Number.isInteger(raNum) ? divideRounded(raNum, m * (n + 1)) : Math.floor(raExact + 0.5);

  const entries: RoundRobinEntry[] = players.map((pl, i) => {
    const half = halves[i] as number;
    const p = ps[i] as number;
    const dp = dps[i] as number;
    if (pl.rating !== null) return { points: half / 2, p, dp, ru: null, asOpponent: pl.rating };
    if (half < 1) return { points: half / 2, p, dp, ru: null, asOpponent: null }; // 8.21
    // Ru·(n+1) = Ra·(n+1) + (0 | bonus·(half − n)·(n+1) | dp·n), rounded once.
    const add = half === n ? 0 : half > n ? bonus * (half - n) * (n + 1) : dp * n;
    const ru = divideRounded(ra * (n + 1) + add, n + 1);
    const short = ru < rules.firstRatingFloor ? "below the floor" : n < minGames ? "too few games" : null;
    if (short !== null) return { points: half / 2, p, dp, ru, asOpponent: null, notPublished: short };
    return { points: half / 2, p, dp, ru, asOpponent: ru };
  });

  players.forEach((pl, i) => {
    if (pl.rating === null || pl.k === undefined) return;
    const games: FideGame[] = [];
    pl.results.forEach((r, j) => {
      if (r !== null && j !== i) games.push({ opponent: entries[j]?.asOpponent ?? null, score: r });
    });
    (entries[i] as RoundRobinEntry).change = ratePeriod(pl.rating, games, pl.k, rules);
  });
  return { n, rar, dpa, raExact, ra, players: entries };
}
