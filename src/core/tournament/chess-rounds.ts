/**
 * A participant's rounds as FIDE's Tie-Break Regulations (handbook C.07, art. 16) see them, read
 * once from the model for every chess tie-break (`chess-tiebreak-values.ts`) and the direct
 * encounter (`chess-direct-encounter.ts`). Points are doubled integers (win 2, draw 1).
 *
 * A round is *played* when a game was played over the board with a result. A round with an
 * opponent, a pairing-allocated bye or a forfeit win is one of 16.2.1–16.2.4; an unplayed round
 * that did not earn a win (half- or zero-point bye, absence, a forfeit loss) is a voluntarily
 * unplayed round (VUR, 16.2.5).
 */
import type { Tournament } from "./model";

/** One round of one participant as C.07 sees it. */
export interface ChessRound {
  /** The paired opponent (a forfeit has one), else null (bye, absence). */
  readonly opponent: number | null;
  /** Played over the board with a result. */
  readonly played: boolean;
  /** Doubled points the round earned. */
  readonly points2: number;
  readonly black: boolean;
  /** 16.2.5: unplayed and not won. */
  readonly vur: boolean;
}

/** Every participant's first `upTo` rounds (at most the tournament's), by start number. */
export function chessRoundsOf(t: Tournament, upTo: number): ChessRound[][] {
  const R = Math.min(upTo, t.rounds);
  const n = t.players.length;
  return t.players.map((p, i) =>
    Array.from({ length: R }, (_, r): ChessRound => {
      const e = p.results[r];
      if (e?.kind === "game" && e.opponent >= 0 && e.opponent < n && e.opponent !== i) {
        const played = !e.forfeit && e.score !== null;
        const points2 = e.score ?? 0;
        return {
          opponent: e.opponent,
          played,
          points2,
          black: e.colour === "black",
          vur: !played && points2 < 2,
        };
      }
      const points2 = e?.kind === "bye" || e?.kind === "absent" ? (e.score ?? 0) : 0;
      return { opponent: null, played: false, points2, black: false, vur: points2 < 2 };
    }),
  );
}
