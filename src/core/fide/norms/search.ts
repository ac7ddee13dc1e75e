/**
 * The games that may be dropped (B.01 1.4.1e, 1.4.1f): in a tournament without pre-determined
 * pairings the games after a round may be ignored, and in any tournament games against opponents
 * the player defeated, provided what is left still makes the norm (D233). The best norm is the
 * one counting most games for a title application; without a norm, all the games are shown.
 */
import { type NormCheck, type NormOpponent, checkNorm } from "./check";
import { type NormGame } from "./games";
import { MIN_GAMES, type NormTitle } from "./titles";

export interface SearchInput {
  readonly title: NormTitle;
  readonly federation?: string;
  readonly games: readonly NormGame[];
  readonly opponentOf: (index: number) => NormOpponent;
  /** 1.4.1c may credit one game: a 9-round event with a forfeit won or a pairing-allocated bye. */
  readonly mayCredit: boolean;
  /** Pre-determined pairings (a round robin): 1.4.1e's later games are all counted. */
  readonly roundRobin: boolean;
  readonly exempt: boolean;
}

export interface NormFound {
  readonly check: NormCheck;
  /** The rounds whose games the norm leaves out (1.4.1e, 1.4.1f). */
  readonly dropped: readonly number[];
}

/** The subsets of the wins of at most `k` games, as lists of positions. */
function winSubsets(wins: readonly number[], k: number): number[][] {
  const out: number[][] = [[]];
  const grow = (from: number, chosen: number[]): void => {
    for (let w = from; w < wins.length; w++) {
      const next = [...chosen, wins[w] as number];
      out.push(next);
      if (next.length < k) grow(w + 1, next);
    }
  };
  if (k > 0) grow(0, []);
  return out;
}

function better(a: NormCheck, b: NormCheck): boolean {
  if (a.normGames !== b.normGames) return a.normGames > b.normGames;
  if (a.games !== b.games) return a.games > b.games;
  return a.performance > b.performance;
}

function checkOf(input: SearchInput, games: readonly NormGame[], credited: number): NormCheck {
  return checkNorm({
    title: input.title,
    ...(input.federation !== undefined ? { federation: input.federation } : {}),
    opponents: games.map((g) => input.opponentOf(g.opponent)),
    halves: games.map((g) => g.half),
    credited,
    exempt: input.exempt,
  });
}

/** The title's norm over all the games, or the best one after dropping what may be dropped. */
export function bestNorm(input: SearchInput): NormFound {
  const all = input.games;
  const credit = input.mayCredit && all.length === MIN_GAMES - 1 ? 1 : 0;
  const whole = checkOf(input, all, credit);
  let best: NormFound | undefined = whole.status === "met" ? { check: whole, dropped: [] } : undefined;
  const lasts = input.roundRobin ? [all.length] : all.map((_, k) => all.length - k);
  for (const last of lasts) {
    const kept = all.slice(0, last);
    const spare = kept.length - MIN_GAMES;
    if (spare < 0) break;
    const wins = kept.flatMap((g, k) => (g.half === 2 ? [k] : []));
    for (const drop of winSubsets(wins, spare)) {
      if (last === all.length && drop.length === 0) continue;
      const games = kept.filter((_, k) => !drop.includes(k));
      const check = checkOf(input, games, 0);
      if (check.status !== "met") continue;
      if (best === undefined || better(check, best.check)) {
        const left = [...all.slice(last), ...drop.map((k) => kept[k] as NormGame)];
        best = { check, dropped: left.map((g) => g.round).sort((a, b) => a - b) };
      }
    }
  }
  return best ?? { check: whole, dropped: [] };
}
