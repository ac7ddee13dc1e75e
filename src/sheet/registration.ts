/**
 * A new tournament from a registration list (docs/pairing.md, "In the sheet"): a file or pasted
 * rows of players — name, first name, rank or rating, club, country — read by the crosstable
 * readers as a table without rounds (every problem at its line and column), given N empty
 * rounds, so that the tournament sheet is written with an empty crosstable ready for Pair
 * round 1 or the round-robin schedule.
 */
import { BOUNDS } from "../core/common/bounds";
import type { Tournament } from "../core/tournament/model";
import { msg } from "../i18n/table";
import { SheetInputError } from "./messages";

/** Whether a read tournament is a registration list: players and no round at all. */
export function isRegistration(t: Tournament): boolean {
  return t.rounds === 0 && t.players.length > 0;
}

/**
 * The registration list `t` as a tournament of `rounds` rounds, every cell empty (not yet
 * paired). Throws a {@link SheetInputError} when `rounds` is not a whole number of rounds (1–999,
 * H1) or `t` already has rounds (a crosstable, whose rounds are its own).
 */
export function registeredTournament(t: Tournament, rounds: number): Tournament {
  const { min, max } = BOUNDS.rounds;
  if (!Number.isInteger(rounds) || rounds < min || rounds > max)
    throw new SheetInputError(msg("regRounds", { value: String(rounds), min, max }));
  if (t.rounds > 0) throw new SheetInputError(msg("regHasRounds", { rounds: t.rounds }));
  return {
    ...t,
    rounds,
    players: t.players.map((p) => ({
      ...p,
      results: Array.from({ length: rounds }, () => ({ kind: "absent", score: null }) as const),
    })),
  };
}
