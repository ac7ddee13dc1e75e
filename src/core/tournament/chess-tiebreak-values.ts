/**
 * The values of the chess tie-breaks (RULES §2.3, D28) as FIDE's Tie-Break Regulations (handbook
 * C.07, in force from 1 August 2024) define them, read as the reference implementation of the
 * FIDE Technical Commission (TieBreakServer) computes them, which cites C.07 in its code. Points
 * are doubled integers inside (win 2, draw 1), halved for display; ratings whole. The rounds are
 * read once (`chess-rounds.ts`: played rounds and VURs, art. 16). For the Buchholz family:
 * - an opponent's score is adjusted: the VURs after the opponent's last round that was not a VUR
 *   (a withdrawal) count as draws (16.3.2); every other round counts as scored;
 * - a participant's own unplayed round counts as a game against a dummy opponent with the
 *   participant's own score (Swiss), and nothing in a round robin, where a forfeit counts as a
 *   game against the scheduled opponent (pre-determined pairings);
 * - a cut (Cut-1, Cut-2) or median removes the least significant values, VURs first (14.6).
 */
import { dpOfHundredths } from "../fide/dp";
import { pdOf } from "../fide/expectation";
import { chessRoundsOf } from "./chess-rounds";
import type { ChessTiebreak, ChessTiebreakOptions } from "./chess-tiebreaks";
import type { Player, Tournament } from "./model";

interface Entry {
  readonly value: number;
  /** The opponent's (adjusted) score: what a cut compares first. */
  readonly score: number;
  readonly vur: boolean;
}

/** Cut and median: remove `low` least significant values, VURs first (14.6), and `high` most significant. */
function cut(entries: readonly Entry[], low: number, high: number): number {
  let rest = [...entries];
  for (let k = 0; k < low && rest.length > 0; k++) {
    const all = [...rest].sort((a, b) => a.score - b.score || a.value - b.value);
    const vurFirst = [...rest].sort(
      (a, b) => Number(b.vur) - Number(a.vur) || a.score - b.score || a.value - b.value,
    );
    const drop = (all[0] as Entry).value > (vurFirst[0] as Entry).value ? all[0] : vurFirst[0];
    rest = rest.filter((e) => e !== drop);
  }
  for (let k = 0; k < high && rest.length > 0; k++) {
    const top = [...rest].sort((a, b) => b.score - a.score || b.value - a.value)[0];
    rest = rest.filter((e) => e !== top);
  }
  return rest.reduce((s, e) => s + e.value, 0);
}

/**
 * Doubled values (ratings for ARO and TPR, counts ×2 for WIN, WON, BPG) of every tie-break
 * that depends on the whole field; DE depends on the tied group and is filled by the standings.
 * null: the tie-break does not apply to the participant (D31: an average of no rated games, as
 * ARO Cut-1 of a participant with one rated game, exercise 18's "None").
 */
export function chessTiebreakValues(
  t: Tournament,
  wanted: readonly ChessTiebreak[],
  opts: ChessTiebreakOptions = {},
): Map<ChessTiebreak, (number | null)[]> {
  const R = Math.min(opts.rounds ?? t.rounds, t.rounds);
  const rr = opts.roundRobin ?? false;
  const rounds = chessRoundsOf(t, R);
  const points = rounds.map((rs) => rs.reduce((s, r) => s + r.points2, 0));
  // 16.3.2: an opponent's score for Buchholz, trailing VURs without an opponent as draws
  const adjusted = rounds.map((rs) => {
    let last = -1;
    rs.forEach((r, k) => {
      if (!r.vur) last = k;
    });
    return rs.reduce((s, r, k) => s + (k <= last || r.opponent !== null ? r.points2 : rr ? 0 : 1), 0);
  });
  // FB (Fore Buchholz): every game of the last round counted taken as a draw. A participant
  // paired in it (an opponent, or a bye that won the round) counts every round at face value, the
  // last one a draw when it had an opponent; the others as for Buchholz (exercise 10)
  const fore = rounds.map((rs, c) => {
    const last = rs[R - 1];
    if (last === undefined || (last.opponent === null && last.points2 < 2))
      return { adjusted: adjusted[c] ?? 0, own: points[c] ?? 0 };
    const score = (points[c] ?? 0) + (last.opponent !== null ? 1 - last.points2 : 0);
    return { adjusted: score, own: score };
  });
  /**
   * Buchholz / Sonneborn–Berger entries of participant i (doubled): the opponents' scores as
   * `adjustedOf` gives them, `ownOf` the participant's own for the dummy opponent; `foreRound`
   * the round counted as played whatever happened in it (FB's last).
   */
  const entries = (
    i: number,
    sb: boolean,
    adjustedOf: (c: number) => number = (c) => adjusted[c] ?? 0,
    ownOf: (c: number) => number = (c) => points[c] ?? 0,
    foreRound = -1,
  ): Entry[] =>
    (rounds[i] ?? []).flatMap((r, k): Entry[] => {
      let score: number;
      let vur = r.vur;
      // a round robin's forfeit counts as a game against the scheduled opponent (pre-determined
      // pairings, as TieBreakServer reads C.07: exercise 14 of the FIDE C.07 exercises)
      if ((r.played || rr || k === foreRound) && r.opponent !== null) {
        score = adjustedOf(r.opponent);
        vur = false;
      } else if (!rr) {
        score = ownOf(i); // a dummy opponent with the participant's own score (16.3)
        // D32, C.07 as amended for 2026: the dummy's score is capped by the forfeiting opponent's
        // adjusted score (16.4.1), else by a draw in every round counted (16.4.2)
        if (opts.rules === "2026") score = Math.min(score, r.opponent !== null ? adjustedOf(r.opponent) : R);
      } else if (r.opponent !== null) score = 0;
      else return [];
      return [{ score, value: sb ? (score * r.points2) / 2 : score, vur }];
    });
  const ratingOf = (p: Player | undefined): number =>
    p?.rating !== undefined && p.rating > 0 ? p.rating : 0;
  /** ARO over played games against rated opponents; its Cut-1 only when every such game is rated. */
  const rated = (i: number): { ratings: number[]; points2: number; all: boolean } => {
    const rs = (rounds[i] ?? []).filter((r) => r.played && r.opponent !== null);
    const withRating = rs.filter((r) => ratingOf(t.players[r.opponent as number]) > 0);
    return {
      ratings: withRating.map((r) => ratingOf(t.players[r.opponent as number])),
      points2: withRating.reduce((s, r) => s + r.points2, 0),
      all: withRating.length === rs.length,
    };
  };
  const bh = rounds.map((_, i) => cut(entries(i, false), 0, 0));
  // Koya's limit (a round robin's tie-break): half of the games a participant is due to play, the
  // rounds counted less those a round robin of an odd number sits each participant out (doubled)
  const n = t.players.length;
  const koyaLimit = R - (n > 0 && R % n === 0 ? R / n : 0);
  // D31: the average of no ratings is no figure (null), not 0
  const average = (rs: readonly number[]): number | null =>
    rs.length === 0 ? null : Math.floor(rs.reduce((a, b) => a + b, 0) / rs.length + 0.5);
  const twice = (x: number | null): number | null => (x === null ? null : 2 * x);
  // TPR: ARO + dp(p), p over the rated games, in hundredths half up (table 8.1a); none: null (D31)
  const tpr = (i: number): number | null => {
    const r = rated(i);
    const aro = average(r.ratings);
    if (aro === null) return null;
    const p = Math.floor((100 * r.points2) / (2 * r.ratings.length) + 0.5);
    return aro + dpOfHundredths(p);
  };
  const tprs = wanted.includes("APRO") ? rounds.map((_, i) => tpr(i)) : [];
  const compute: Record<Exclude<ChessTiebreak, "DE">, (i: number) => number | null> = {
    PTS: (i) => points[i] ?? 0,
    BH: (i) => bh[i] ?? 0,
    "BH-C1": (i) => cut(entries(i, false), 1, 0),
    "BH-C2": (i) => cut(entries(i, false), 2, 0),
    "BH-M1": (i) => cut(entries(i, false), 1, 1),
    // AOB: the average of the Buchholz of the opponents met over the board, to the hundredth half
    // up (exercise 9 of the FIDE C.07 exercises); none met: no figure (D31)
    AOB: (i) => {
      const met = (rounds[i] ?? []).filter((r) => r.played && r.opponent !== null);
      if (met.length === 0) return null;
      const sum = met.reduce((s, r) => s + (bh[r.opponent as number] ?? 0), 0);
      return (2 * Math.floor((100 * sum) / (2 * met.length) + 0.5)) / 100;
    },
    FB: (i) =>
      cut(
        entries(
          i,
          false,
          (c) => fore[c]?.adjusted ?? 0,
          (c) => fore[c]?.own ?? 0,
          R - 1,
        ),
        0,
        0,
      ),
    SB: (i) => cut(entries(i, true), 0, 0),
    // 14.x: the cut drops the entry of the least significant opponent (lowest score, VURs
    // first), as for Buchholz; exercises 13 and 15 of the FIDE C.07 exercises
    "SB-C1": (i) => cut(entries(i, true), 1, 0),
    // WIN: rounds won, played or not; WON: games won over the board; BPG: games played with Black
    WIN: (i) => 2 * (rounds[i] ?? []).filter((r) => r.points2 === 2).length,
    WON: (i) => 2 * (rounds[i] ?? []).filter((r) => r.played && r.points2 === 2).length,
    BPG: (i) => 2 * (rounds[i] ?? []).filter((r) => r.played && r.black).length,
    // BWG: games won with Black over the board; GE: rounds the participant elected to play, the
    // games played and the rounds won without play (a forfeit win, a full-point bye), as
    // TieBreakServer counts them (exercises 30 and 31 of the FIDE C.07 exercises)
    BWG: (i) => 2 * (rounds[i] ?? []).filter((r) => r.played && r.black && r.points2 === 2).length,
    GE: (i) => 2 * (rounds[i] ?? []).filter((r) => r.played || r.points2 === 2).length,
    // PS: the sum of the running scores after each round
    PS: (i) => {
      let run = 0;
      return (rounds[i] ?? []).reduce((s, r) => s + (run += r.points2), 0);
    },
    // KS (Koya): the points scored against the opponents who scored at least half of the games
    // due (koyaLimit), a forfeit with its result (exercise 16 of the FIDE C.07 exercises)
    KS: (i) =>
      (rounds[i] ?? []).reduce(
        (s, r) => s + (r.opponent !== null && (points[r.opponent] ?? 0) >= koyaLimit ? r.points2 : 0),
        0,
      ),
    // PS Cut-1: without the running score after round 1 (exercise 33)
    "PS-C1": (i) => {
      let run = 0;
      return (rounds[i] ?? []).reduce((s, r, k) => s + ((run += r.points2), k === 0 ? 0 : run), 0);
    },
    ARO: (i) => twice(average(rated(i).ratings)),
    "ARO-C1": (i) => {
      const r = rated(i);
      const rs = r.all ? [...r.ratings].sort((a, b) => a - b).slice(1) : r.ratings;
      return twice(average(rs));
    },
    // TPR: ARO + dp(p), p over the rated games, in hundredths half up (table 8.1a)
    TPR: (i) => twice(tpr(i)),
    // PTP (perfect tournament performance): the lowest whole rating whose expected scores
    // against the rated opponents (table 8.1b, no 400-point cap) sum to the points scored
    // against them at least; a zero score: the lowest opponent's rating − 800 (exercise 22)
    PTP: (i) => {
      const r = rated(i);
      if (r.ratings.length === 0) return null;
      const lo0 = r.ratings.reduce((m, x) => Math.min(m, x), Infinity) - 800;
      if (r.points2 === 0) return 2 * lo0;
      const need = 50 * r.points2; // hundredths
      const sum = (rating: number): number => r.ratings.reduce((s, o) => s + pdOf(rating - o), 0);
      let lo = lo0;
      let hi = r.ratings.reduce((m, x) => Math.max(m, x), -Infinity) + 800;
      if (sum(hi) < need) return 2 * hi;
      while (hi - lo > 1) {
        const mid = Math.floor((lo + hi) / 2);
        if (sum(mid) >= need) hi = mid;
        else lo = mid;
      }
      return 2 * hi;
    },
    // APRO: the average of the opponents' TPR, games played, whole half up (exercise 21)
    APRO: (i) => {
      const values = (rounds[i] ?? [])
        .filter((r) => r.played && r.opponent !== null)
        .map((r) => tprs[r.opponent as number] ?? null)
        .filter((v): v is number => v !== null);
      return twice(average(values));
    },
  };
  const out = new Map<ChessTiebreak, (number | null)[]>();
  for (const c of wanted) {
    if (c === "DE" || out.has(c)) continue;
    out.set(
      c,
      t.players.map((_, i) => compute[c](i)),
    );
  }
  return out;
}
