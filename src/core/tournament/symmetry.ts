import { type SymmetryFinding } from "../../i18n/errors-readers-common";
import { type Message, english, msg } from "../../i18n/table";
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
  /** The English of `text`. */
  readonly message: string;
  /** What the finding says (`rdSymmetry`), in any language. */
  readonly text: Message;
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
      const add = (finding: SymmetryFinding): void => {
        const text = msg("rdSymmetry", { round: r + 1, finding });
        out.push({ kind: finding.kind, round: r + 1, player: i, opponent: o, message: english(text), text });
      };
      const [player, opponent] = [i + 1, o + 1];
      if (!Number.isInteger(o) || o < 0 || o >= n) {
        add({ kind: "unknown-opponent", opponent, players: n });
        continue;
      }
      // D71: a game of a player paired several times in an OpenGotha round is each player's as
      // OpenGotha keeps it, one side's only or against himself; the reader has said so
      const back = t.players[o]?.results[r];
      const several = e.several !== undefined || (back?.kind === "game" && back.several !== undefined);
      if (o === i) {
        if (!several) add({ kind: "self-game", player });
        continue;
      }
      if (back?.kind !== "game" || back.opponent !== i) {
        if (!several) add({ kind: "one-sided", player, opponent });
        continue;
      }
      if (o < i) continue; // pair already checked from the other side
      // D53: a double forfeit (TRF `-` against `-`) is a ruling, not two scores that disagree;
      // a forfeit won by both still is said
      const doubleForfeit = e.forfeit && back.forfeit && e.score === 0 && back.score === 0;
      if (e.score !== null && back.score !== null && e.score + back.score !== 2 && !doubleForfeit) {
        add({ kind: "results", player, opponent, a: e.score / 2, b: back.score / 2 });
      }
      if (e.colour !== null && back.colour !== null && e.colour === back.colour) {
        add({ kind: "colours", player, opponent, colour: e.colour });
      }
      if (e.handicap !== null && back.handicap !== null && e.handicap !== back.handicap) {
        add({ kind: "handicap", player, opponent, a: e.handicap, b: back.handicap });
      }
      if (e.forfeit !== back.forfeit) {
        add({ kind: "forfeit", player, opponent });
      }
    }
  }
  // one pair may add four findings at once
  return out.length > limit ? out.slice(0, limit) : out;
}
