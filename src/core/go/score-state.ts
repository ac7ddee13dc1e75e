/**
 * One player's scores round by round, once for the standings (`src/core/tournament/scores.ts`,
 * read after the last round) and the pairing engine (`src/core/pairing/opengotha-state.ts`,
 * read before round k): wins (NBW), the McMahon score from its start (MMS, D21: the start
 * raised to the floor and lowered to the bar by `mcmahon.ts`), the virtual scores of
 * `genCountNotPlayedGamesAsHalfPoint` and the cup score (CPS, P42). All doubled, as OpenGotha
 * 3.51.02's Tournament.fillBaseScoringInfo computes them (steps 2 and 2bis). The STS rows are
 * `strasbourgRow` over the MMS rows (`opponent-scores.ts`).
 */
import { cupRow } from "./opponent-scores";

/** What one round brings a player, doubled; each caller maps its own model to it. */
export interface RoundTerm {
  /** Points of the round's games (NBW). */
  readonly points2: number;
  /** McMahon points of the round's games. */
  readonly mms2: number;
  /** Points of the game kept as the round's, which the cup score doubles on (P42); 0 without one. */
  readonly cup2: number;
  /** Points and McMahon points of the games actually played (the virtual scores). */
  readonly playedPoints2: number;
  readonly playedMms2: number;
  /** A bye's or an absence's points and McMahon points, summed over the rounds, rounded down. */
  readonly nonePoints2: number;
  readonly noneMms2: number;
  /** A round without a game played: half a point in the virtual scores (step 2bis). */
  readonly notPlayed: boolean;
}

/** A player's scores after each round (index r: after round r + 1), doubled. */
export interface ScoreRows {
  readonly nbw: readonly number[];
  readonly mms: readonly number[];
  /** The virtual scores: games played only, ½ point per round without one (no bye or absence values). */
  readonly nbwVirtual: readonly number[];
  readonly mmsVirtual: readonly number[];
  readonly cps: readonly number[];
}

/**
 * The score rows of one player from his doubled starting McMahon score and his rounds. With
 * `roundDown` (genRoundDownNBWMMS) the summed bye and absence values are rounded down to whole
 * points after each round, toward zero as OpenGotha's integer division (D122); a game's ½ never
 * is. The cup score adds those values after the doubling, as OpenGotha does.
 */
export function scoreRows(start2: number, rounds: readonly RoundTerm[], roundDown: boolean): ScoreRows {
  const whole = (x: number): number => (roundDown ? Math.trunc(x / 2) * 2 : x);
  const nbw: number[] = [];
  const mms: number[] = [];
  const nbwVirtual: number[] = [];
  const mmsVirtual: number[] = [];
  const cupGains: number[] = [];
  let points = 0;
  let mmPoints = 0;
  let nonePoints = 0;
  let noneMms = 0;
  let playedPoints = 0;
  let playedMms = 0;
  let notPlayed = 0;
  for (const t of rounds) {
    points += t.points2;
    mmPoints += t.mms2;
    nonePoints += t.nonePoints2;
    noneMms += t.noneMms2;
    playedPoints += t.playedPoints2;
    playedMms += t.playedMms2;
    if (t.notPlayed) notPlayed++;
    cupGains.push(t.cup2);
    nbw.push(points + whole(nonePoints));
    mms.push(start2 + mmPoints + whole(noneMms));
    nbwVirtual.push(playedPoints + notPlayed);
    mmsVirtual.push(start2 + playedMms + notPlayed);
  }
  let cupSum = 0;
  const cps = cupRow(cupGains).map((c, r) => {
    cupSum += cupGains[r] as number;
    return c + (nbw[r] as number) - cupSum;
  });
  return { nbw, mms, nbwVirtual, mmsVirtual, cps };
}
