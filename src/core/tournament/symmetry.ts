import type { Tournament } from "./model";

export type AsymmetryKind =
  | "unknown-opponent" // opponent index outside the player list
  | "self-game" // a player meets himself
  | "one-sided" // the opponent's row does not list this game
  | "results" // both scores known and not summing to a whole game (both win / both lose)
  | "colours" // both colours known and not opposite
  | "handicap" // both handicaps known and different
  | "forfeit"; // one side marks the game as forfeited, the other as played

export interface Asymmetry {
  readonly kind: AsymmetryKind;
  readonly round: number; // 1-based
  readonly player: number; // index
  readonly opponent: number; // index as written (may be out of range)
  readonly message: string;
}

/**
 * The symmetry check (FORMATS.md §6.5): each game is listed by both players with opposite
 * results, opposite colours and the same handicap. It reports; it never repairs the model.
 * Each pair is reported once (from the lower index), one-sided listings from the side that lists.
 * At most `limit` findings (the 1,000 diagnostics a reader keeps): a crosstable where every
 * game disagrees builds no list larger than what is shown (issue 11, class 8).
 */
export function checkSymmetry(t: Tournament, limit = 1000): Asymmetry[] {
  const out: Asymmetry[] = [];
  const n = t.players.length;
  for (let r = 0; r < t.rounds && out.length < limit; r++) {
    for (let i = 0; i < n && out.length < limit; i++) {
      const e = t.players[i]?.results[r];
      if (e?.kind !== "game") continue;
      const o = e.opponent;
      const add = (kind: AsymmetryKind, message: string): void => {
        out.push({ kind, round: r + 1, player: i, opponent: o, message: `round ${r + 1}: ${message}` });
      };
      if (!Number.isInteger(o) || o < 0 || o >= n) {
        add("unknown-opponent", `opponent ${o + 1} is not in the list of ${n} players`);
        continue;
      }
      if (o === i) {
        add("self-game", `player ${i + 1} meets himself`);
        continue;
      }
      const back = t.players[o]?.results[r];
      if (back?.kind !== "game" || back.opponent !== i) {
        add("one-sided", `player ${i + 1} lists a game against ${o + 1}, who does not list it`);
        continue;
      }
      if (o < i) continue; // pair already checked from the other side
      if (e.score !== null && back.score !== null && e.score + back.score !== 2) {
        add("results", `players ${i + 1} and ${o + 1} report scores ${e.score / 2} and ${back.score / 2}`);
      }
      if (e.colour !== null && back.colour !== null && e.colour === back.colour) {
        add("colours", `players ${i + 1} and ${o + 1} both had ${e.colour}`);
      }
      if (e.handicap !== null && back.handicap !== null && e.handicap !== back.handicap) {
        add("handicap", `players ${i + 1} and ${o + 1} report handicaps ${e.handicap} and ${back.handicap}`);
      }
      if (e.forfeit !== back.forfeit) {
        add("forfeit", `players ${i + 1} and ${o + 1} disagree whether the game was forfeited`);
      }
    }
  }
  // one pair may add four findings at once
  return out.length > limit ? out.slice(0, limit) : out;
}
