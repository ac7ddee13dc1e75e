/**
 * The games that may be dropped (B.01 1.4.1e, 1.4.1f): in a tournament without pre-determined
 * pairings the games after a round may be ignored, and in any tournament games against opponents
 * the player defeated, provided what is left still makes the norm (D233). The best norm is the
 * one counting most games for a title application; without a norm, all the games are shown.
 */
import { dpOfHundredths, percentHundredths } from "../dp";
import { divideRounded } from "../performance";
import { type NormCheck, type NormOpponent, checkNorm, titleCounts } from "./check";
import { type NormGame } from "./games";
import {
  MIN_GAMES,
  NORM_FIGURES,
  type NormTitle,
  UNRATED_AS,
  titleHoldersNeeded,
  titledNeeded,
} from "./titles";

/** Up to this many games won, every subset of them is tried; above, the lowest-rated first (D233). */
const ALL_SUBSETS_UP_TO = 10;

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

/** The subsets of exactly `d` of the wins, as lists of positions. */
function subsetsOf(wins: readonly number[], d: number): number[][] {
  if (d === 0) return [[]];
  const out: number[][] = [];
  const grow = (from: number, chosen: number[]): void => {
    if (chosen.length === d) {
      out.push(chosen);
      return;
    }
    for (let w = from; w <= wins.length - (d - chosen.length); w++)
      grow(w + 1, [...chosen, wins[w] as number]);
  };
  grow(0, []);
  return out;
}

/**
 * Whether some 9 games or more of these could make the norm: the highest average of 9 or more
 * (the best 9, each at least the floor) plus dp of the best 9 results bounds every subset's Rp.
 */
function mayMake(input: SearchInput): boolean {
  const figures = NORM_FIGURES[input.title];
  const n = input.games.length;
  if (n < MIN_GAMES - 1) return false;
  const k = Math.min(n, MIN_GAMES);
  const ratings = input.games
    .map((g) => Math.max(input.opponentOf(g.opponent).rating ?? UNRATED_AS, figures.floor))
    .sort((a, b) => b - a)
    .slice(0, k);
  const halves = input.games
    .map((g) => g.half as number)
    .sort((a, b) => b - a)
    .slice(0, k);
  const average = divideRounded(
    ratings.reduce((a, b) => a + b, 0),
    k,
  );
  const best = dpOfHundredths(
    percentHundredths(
      halves.reduce((a, b) => a + b, 0),
      k,
    ),
  );
  // every 9 games or more need 5 title-holders (1.4.5a) and 3 of the title's titles (1.4.5b–e)
  const { holders, titled } = titleCounts(
    input.title,
    input.games.map((g) => input.opponentOf(g.opponent)),
  );
  const enough = holders >= titleHoldersNeeded(MIN_GAMES) && titled >= titledNeeded(MIN_GAMES);
  return enough && average >= figures.average && average + best >= figures.performance;
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
  if (!mayMake(input)) return { check: whole, dropped: [] };
  const lasts = input.roundRobin ? [all.length] : all.map((_, k) => all.length - k);
  for (const last of lasts) {
    const kept = all.slice(0, last);
    const spare = kept.length - MIN_GAMES;
    if (spare < 0) break;
    const wins = kept.flatMap((g, k) => (g.half === 2 ? [k] : []));
    const rating = (k: number): number =>
      input.opponentOf((kept[k] as NormGame).opponent).rating ?? UNRATED_AS;
    const lowest = [...wins].sort((x, y) => rating(x) - rating(y) || y - x);
    for (let d = 0; d <= Math.min(spare, wins.length); d++) {
      if (last === all.length && d === 0) continue;
      // d wins dropped: the same score whichever; the d lowest-rated give the highest average,
      // so when they miss the average or the performance every other d do (D233)
      const greedy = lowest.slice(0, d);
      const bound = checkOf(
        input,
        kept.filter((_, k) => !greedy.includes(k)),
        0,
      );
      const figures = NORM_FIGURES[input.title];
      if (bound.average < figures.average || bound.performance < figures.performance) continue;
      const drops = wins.length <= ALL_SUBSETS_UP_TO ? subsetsOf(wins, d) : [greedy];
      for (const drop of drops) {
        const games = kept.filter((_, k) => !drop.includes(k));
        const check = checkOf(input, games, 0);
        if (check.status !== "met") continue;
        if (best === undefined || better(check, best.check)) {
          const left = [...all.slice(last), ...drop.map((k) => kept[k] as NormGame)];
          best = { check, dropped: left.map((g) => g.round).sort((x, y) => x - y) };
        }
      }
    }
  }
  return best ?? { check: whole, dropped: [] };
}
