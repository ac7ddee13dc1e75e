/**
 * Round-robin schedules by Berger's tables (FIDE Handbook C.05 Annex 1), single and double
 * (P25), as numbers 1…N (docs/pairing.md, "Round robins").
 *
 * n = N rounded up to even (with N odd, number n is the bye), m = n − 1, round r = 1…m:
 * player n meets the k with 2k ≡ r + 1 (mod m) and has Black in odd rounds, White in even
 * ones (board 1); the other boards pair k + b and k − b (mod m, numbers 1…m) for b = 1…n/2 − 1,
 * White being the smaller number when their sum is odd, the larger when it is even. This is
 * the order and the colours of FIDE's printed tables.
 */
import { invalid } from "../common/errors";
import { msg } from "../../i18n/table";

/** The largest round robin scheduled (a table of 1,000 players has 999 rounds). */
export const MAX_ROUND_ROBIN_PLAYERS = 1000;

export interface ScheduledGame {
  board: number;
  white: number;
  black: number;
}

export interface ScheduledRound {
  round: number;
  games: ScheduledGame[];
  /** The number that has no opponent this round (N odd), else null. */
  bye: number | null;
}

/** 1…m for any integer (mod m). */
function wrap(x: number, m: number): number {
  return ((((x - 1) % m) + m) % m) + 1;
}

/** Round r (1…m) of the single Berger table for n (even) numbers, bye number n when odd. */
function bergerRound(players: number, n: number, r: number): ScheduledRound {
  const m = n - 1;
  // 2k ≡ r + 1 (mod m), m odd: k = (r + 1)·(m + 1)/2 (mod m).
  const k = wrap(((r + 1) * (m + 1)) / 2, m);
  const games: ScheduledGame[] = [];
  let bye: number | null = null;
  if (n > players) bye = k;
  else games.push(r % 2 === 1 ? { board: 1, white: k, black: n } : { board: 1, white: n, black: k });
  for (let b = 1; b < n / 2; b++) {
    const i = wrap(k + b, m);
    const j = wrap(k - b, m);
    const smaller = Math.min(i, j);
    const larger = Math.max(i, j);
    const [white, black] = (i + j) % 2 === 1 ? [smaller, larger] : [larger, smaller];
    games.push({ board: games.length + 1, white, black });
  }
  return { round: r, games, bye };
}

/**
 * Every round of a round robin for `players` numbers (2…1000). `double`: a second cycle with
 * colours reversed, and the last two rounds of the first cycle swapped (P25, FIDE C.05: no
 * three games in a row with one colour across the cycles' seam).
 */
export function bergerSchedule(players: number, options: { double?: boolean } = {}): ScheduledRound[] {
  if (!Number.isInteger(players) || players < 2 || players > MAX_ROUND_ROBIN_PLAYERS) {
    throw invalid(msg("roundRobinPlayers", { players, max: MAX_ROUND_ROBIN_PLAYERS }));
  }
  const n = players % 2 === 0 ? players : players + 1;
  const single = Array.from({ length: n - 1 }, (_, i) => bergerRound(players, n, i + 1));
  if (options.double !== true) return single;
  const first = single.slice();
  if (first.length >= 2) {
    const last = first[first.length - 1] as ScheduledRound;
    first[first.length - 1] = first[first.length - 2] as ScheduledRound;
    first[first.length - 2] = last;
  }
  const second = single.map((r) => ({
    ...r,
    games: r.games.map((g) => ({ board: g.board, white: g.black, black: g.white })),
  }));
  return [...first, ...second].map((r, i) => ({ ...r, round: i + 1 }));
}
