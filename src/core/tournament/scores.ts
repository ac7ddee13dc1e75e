import type { Colour, Player, Tournament, TournamentParameters } from "./model";
import { rankValue } from "./rank";

/** One round of one player as the standings see it (after the round-robin withdrawal rule). */
export type ScoredRound =
  | {
      readonly type: "game";
      readonly opponent: number;
      /** Doubled score; an unknown result counts 0 (OpenGotha). */
      readonly score2: number;
      readonly colour: Colour | null;
      readonly handicap: number;
      readonly forfeit: boolean;
    }
  | { readonly type: "none"; readonly points2: number; readonly mms2: number }
  /** A game annulled by the round-robin withdrawal rule (V.4): counts nowhere. */
  | { readonly type: "void" };

export interface PlayerScores {
  /** Doubled starting McMahon score (D21). */
  readonly smms2: number;
  /** Doubled points (wins + ½ jigo + bye/absent values). */
  readonly points2: number;
  /** Doubled McMahon score after the last counted round. */
  readonly mms2: number;
  /** Doubled points used for opponents' tie-breaks (V.4: +½ per "−" of a withdrawn player). */
  readonly tiebreakPoints2: number;
  /** Doubled running scores after each round (for the cumulative score). */
  readonly running2: readonly number[];
  readonly rounds: readonly ScoredRound[];
  /** V.4: "annulled" under 50 % of the games played, "counted" from 50 % on. */
  readonly withdrawn?: "annulled" | "counted";
}

/**
 * Starting McMahon score, doubled (D21): rank value (30k = 0 … 1d = 30) clipped to the floor
 * and the bar, minus the MM-zero rank, plus the player's correction. A player without a rank
 * starts at the floor.
 */
export function startingMms2(p: Player, params: TournamentParameters): number {
  const r = rankValue(p.rank ?? "") ?? params.mmFloor;
  const clipped = Math.min(Math.max(r, params.mmFloor), params.mmBar);
  return 2 * (clipped - params.mmZero + (p.smmsCorrection ?? 0));
}

function played(r: ScoredRound): boolean {
  return r.type === "game" && !r.forfeit;
}

/** Trailing run of rounds without a played game (forfeits, absences), i.e. a withdrawal. */
function withdrawalStart(rounds: readonly ScoredRound[]): number | null {
  let k = rounds.length;
  while (k > 0) {
    const r = rounds[k - 1];
    if (r === undefined) break;
    if (played(r) || (r.type === "game" && r.score2 > 0)) break; // a forfeit win is no withdrawal
    if (r.type === "none" && r.points2 > 0) break; // a bye is not a withdrawal
    k--;
  }
  return k < rounds.length ? k : null;
}

export interface ScoreOptions {
  /** Count only the first `rounds` rounds (default: all). */
  readonly rounds?: number;
  /** Apply the round-robin withdrawal rule V.4. */
  readonly roundRobin?: boolean;
  /** D21's literal switch: a round the player was absent from (not paired) scores 0 (E.3). */
  readonly literal?: boolean;
}

/** Points, McMahon scores and per-round data of every player (doubled, D21). */
export function scorePlayers(
  t: Tournament,
  params: TournamentParameters,
  opts: ScoreOptions = {},
): PlayerScores[] {
  const R = Math.min(opts.rounds ?? t.rounds, t.rounds);
  const n = t.players.length;
  const rounds: ScoredRound[][] = t.players.map((p, i) => {
    const out: ScoredRound[] = [];
    for (let r = 0; r < R; r++) {
      const e = p.results[r] ?? { kind: "absent", score: null };
      if (e.kind === "game" && e.opponent >= 0 && e.opponent < n && e.opponent !== i) {
        out.push({
          type: "game",
          opponent: e.opponent,
          score2: e.score ?? 0,
          colour: e.colour,
          handicap: e.handicap ?? 0,
          forfeit: e.forfeit,
        });
      } else if (e.kind === "bye") {
        out.push({ type: "none", points2: e.score ?? params.byePoints2, mms2: e.score ?? params.byeMms2 });
      } else if (e.kind === "absent") {
        // E.3 (D21 literal): absent, not paired, scores 0; otherwise the tournament's absent value
        out.push({
          type: "none",
          points2: e.score ?? (opts.literal ? 0 : params.absentPoints2),
          mms2: e.score ?? (opts.literal ? 0 : params.absentMms2),
        });
      } else {
        out.push({ type: "none", points2: 0, mms2: 0 }); // invalid opponent: reported by the symmetry check
      }
    }
    return out;
  });

  // V.4 round-robin withdrawal: under 50 % played → every game with him is annulled for the
  // others; from 50 % on → his games count and, for opponents' tie-breaks, each "−" he took
  // after withdrawing counts ½ for him.
  const withdrawn: ("annulled" | "counted" | undefined)[] = new Array(n).fill(undefined);
  const bonus2 = new Array<number>(n).fill(0);
  if (opts.roundRobin) {
    rounds.forEach((rs, i) => {
      const start = withdrawalStart(rs);
      if (start === null) return;
      const scheduled = rs.filter((r) => r.type === "game" || (r.type === "none" && r.points2 === 0)).length;
      const nPlayed = rs.filter(played).length;
      if (2 * nPlayed < scheduled) {
        withdrawn[i] = "annulled";
      } else {
        withdrawn[i] = "counted";
        for (let r = start; r < rs.length; r++) {
          const x = rs[r];
          if (x?.type === "game" && x.score2 === 0) bonus2[i] = (bonus2[i] ?? 0) + 1;
        }
      }
    });
    rounds.forEach((rs, i) => {
      rs.forEach((x, r) => {
        if (x.type === "game" && withdrawn[x.opponent] === "annulled" && withdrawn[i] !== "annulled") {
          rs[r] = { type: "void" };
        }
      });
    });
  }

  return t.players.map((p, i) => {
    const rs = rounds[i] ?? [];
    const smms2 = startingMms2(p, params);
    let points2 = 0;
    let mmsGain2 = 0;
    const running2: number[] = [];
    for (const x of rs) {
      if (x.type === "game") {
        points2 += x.score2;
        mmsGain2 += x.score2;
      } else if (x.type === "none") {
        points2 += x.points2;
        mmsGain2 += x.mms2;
      }
      running2.push(points2);
    }
    let mms2 = smms2 + mmsGain2;
    if (params.roundDown) {
      // genRoundDownNBWMMS: totals rounded down to whole points
      points2 -= points2 % 2;
      mms2 -= ((mms2 % 2) + 2) % 2;
    }
    const w = withdrawn[i];
    return {
      smms2,
      points2,
      mms2,
      tiebreakPoints2: points2 + (bonus2[i] ?? 0),
      running2,
      rounds: rs,
      ...(w ? { withdrawn: w } : {}),
    };
  });
}
