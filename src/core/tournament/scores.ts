import { startingMms } from "../go/mcmahon";
import type { Colour, OgSeveral, Player, Tournament, TournamentParameters } from "./model";
import { playingRank } from "../go/rank";
import { type RoundTerm, scoreRows } from "../go/score-state";

/** One round of one player as the standings see it (after the round-robin withdrawal rule). */
export type ScoredRound =
  | {
      readonly type: "game";
      readonly opponent: number;
      /** Doubled score; an unknown result counts 0 (OpenGotha). */
      readonly score2: number;
      /**
       * Doubled McMahon points the game brings: the score, except Black's half of a both-win,
       * which OpenGotha 3.52 counts among the wins but not in Black's MM (D21).
       */
      readonly mmsGain2: number;
      /** Played over the board with a known result (OpenGotha's `gameWasPlayed`, D21 virtual SOS). */
      readonly played: boolean;
      readonly colour: Colour | null;
      readonly handicap: number;
      readonly forfeit: boolean;
      /** The player's other games of the round, which OpenGotha scores too (D71). */
      readonly several?: OgSeveral;
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
  /**
   * Doubled McMahon score that opponents' SOS, SODOS and SOSOS count (D21): the final MM (V.4: +½
   * per "−" of a withdrawn player, D428, under D21's literal switch too, D464), or with
   * `countNotPlayedAsHalf` (OpenGotha's virtual SOS, never under the literal switch) the starting
   * MM + the MM points of the games actually played + ½ for every round without a played game.
   */
  readonly sosMms2: number;
  /**
   * Doubled points used for opponents' tie-breaks (V.4: +½ per "−" of a withdrawn player); with
   * `countNotPlayedAsHalf` (OpenGotha's virtual SOS) the points of the games actually played + ½
   * for every round without a played game, as SOSW, SODOSW and SOSOSW count them (D417), which
   * holds V.4's ½ for each "−" already (D428).
   */
  readonly tiebreakPoints2: number;
  /** Doubled running scores after each round (for the cumulative score). */
  readonly running2: readonly number[];
  /** Doubled McMahon scores after each round, the starting MM included (CUSSM, STS: D51). */
  readonly runningMms2: readonly number[];
  /** Doubled cup scores after each round (CPS, P42, D51). */
  readonly runningCps2: readonly number[];
  readonly rounds: readonly ScoredRound[];
  /** V.4: "annulled" under 50 % of the games played, "counted" from 50 % on. */
  readonly withdrawn?: "annulled" | "counted";
}

/**
 * Starting McMahon score, doubled (D21), of a player of the model: his rank as the standings
 * and the pairing read it (D121) started by `startingMms`; a player without a rank, or with one
 * that is not a rank, starts at the floor (P47).
 */
export function startingMms2(p: Player, params: TournamentParameters): number {
  return 2 * startingMms(playingRank(p.rank), params, p.smmsCorrection ?? 0);
}

function played(r: ScoredRound): boolean {
  return r.type === "game" && !r.forfeit;
}

/**
 * What a round brings a player in the Go module's score state: his kept game and the others
 * OpenGotha scores with it (D71), a bye's or an absence's values, or nothing (annulled, V.4).
 */
function roundTerm(x: ScoredRound): RoundTerm {
  if (x.type === "game") {
    const played = x.played ? x.mmsGain2 : 0;
    return {
      points2: x.score2 + (x.several?.points2 ?? 0),
      mms2: x.mmsGain2 + (x.several?.mms2 ?? 0),
      cup2: x.score2,
      playedPoints2: x.played ? x.score2 : 0,
      playedMms2: played + (x.several?.playedMms2 ?? 0),
      nonePoints2: 0,
      noneMms2: 0,
      notPlayed: !x.played,
    };
  }
  const none = x.type === "none";
  return {
    points2: 0,
    mms2: 0,
    cup2: 0,
    playedPoints2: 0,
    playedMms2: 0,
    nonePoints2: none ? x.points2 : 0,
    noneMms2: none ? x.mms2 : 0,
    notPlayed: none,
  };
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
  /** D21's literal switch: a round the player was absent from (not paired) scores 0 (E.3); no virtual SOS. */
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
      // D71: an OpenGotha game against himself is his game of the round, as OpenGotha keeps it
      const self = e.kind === "game" && e.opponent === i && e.several !== undefined;
      if (e.kind === "game" && e.opponent >= 0 && e.opponent < n && (e.opponent !== i || self)) {
        const score2 = e.score ?? 0;
        const back = t.players[e.opponent]?.results[r];
        // D21: a both-win (both halves 2) is a win for both, but only White's MM gains from it
        const bothWin =
          !self && score2 === 2 && back?.kind === "game" && back.opponent === i && back.score === 2;
        out.push({
          type: "game",
          opponent: e.opponent,
          score2,
          mmsGain2: bothWin && e.colour === "black" ? 0 : score2,
          played: !e.forfeit && e.score !== null,
          colour: e.colour,
          handicap: e.handicap ?? 0,
          forfeit: e.forfeit,
          ...(e.several ? { several: e.several } : {}),
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

  // D21: game points accumulate as they are; with round-down (genRoundDownNBWMMS) only the
  // accumulated bye/absence points are rounded down, after each round (a jigo's ½ stays): the
  // rows of the Go module's one score state (core/go/score-state.ts)
  const virtual = params.countNotPlayedAsHalf === true && !opts.literal;
  return t.players.map((p, i) => {
    const rs = rounds[i] ?? [];
    const smms2 = startingMms2(p, params);
    const rows = scoreRows(smms2, rs.map(roundTerm), params.roundDown);
    const points2 = rows.nbw.at(-1) ?? 0;
    const mms2 = rows.mms.at(-1) ?? smms2;
    const w = withdrawn[i];
    return {
      smms2,
      points2,
      mms2,
      // virtual SOS (OpenGotha ≥ 3.45): ½ point for every round without a played game. V.4's ½
      // for each "−" of a player withdrawn from 50 % on is, with it, the ½ it counts for every
      // game not played, counted once; without it, added to what he brings to the opponents'
      // MM-based and points-based tie-breaks alike (D428)
      sosMms2: virtual ? (rows.mmsVirtual.at(-1) ?? smms2) : mms2 + (bonus2[i] ?? 0),
      tiebreakPoints2: virtual ? (rows.nbwVirtual.at(-1) ?? 0) : points2 + (bonus2[i] ?? 0),
      running2: rows.nbw,
      runningMms2: rows.mms,
      runningCps2: rows.cps,
      rounds: rs,
      ...(w ? { withdrawn: w } : {}),
    };
  });
}
