/**
 * A new tournament from a registration list (docs/pairing.md, "In the sheet"): a file or pasted
 * rows of players — name, first name, rank or rating, club, country — read by the crosstable
 * readers as a table without rounds (every problem at its line and column), given N empty
 * rounds, so that the tournament sheet is written with an empty crosstable ready for Pair
 * round 1 or the round-robin schedule.
 */
import { BOUNDS } from "../core/common/bounds";
import type { Diagnostic } from "../core/tournament/diagnostics";
import type { Player, RoundEntry, Tournament } from "../core/tournament/model";
import type { EncodingName } from "../formats/encoding";
import { type FileText, fileText } from "../formats/file-text";
import { type TournamentRead, readTournament } from "../formats/sniff";
import { type Message, english, msg } from "../i18n/table";
import { noGame } from "../formats/game-table";
import { goByeScore } from "../formats/cell";
import { SheetInputError } from "./messages";

/**
 * Reads a tournament file that may be a registration list. A CSV of names and ratings without
 * rounds reads as a rating list given as the tournament (D41); as a registration list it is
 * read as a crosstable of no rounds instead, with a warning saying so (the pane asks for it to
 * be accepted) unless `intended` (the command line's `--rounds`). Any other file reads as usual.
 */
export function readRegistration(
  input: string | Uint8Array | FileText,
  fileName: string,
  encoding?: EncodingName,
  intended = false,
): TournamentRead {
  // decoded once for both readings (D98)
  const file = fileText(input, "crosstable", encoding);
  const read = readTournament(file, fileName);
  if (read.kind !== "rating-list" || read.format !== "csv") return read;
  const again = readTournament(file, fileName, "csv");
  if (intended || !isRegistration(again.tournament)) return again;
  const text = msg("regReadAsList", { players: again.tournament.players.length });
  const note: Diagnostic = {
    severity: "warning",
    line: 0,
    column: 0,
    code: "registration-list",
    message: english(text),
    detail: english(text),
    text,
  };
  return { ...again, diagnostics: [note, ...again.diagnostics] };
}

/** The rounds in which some player has a game or a bye (0-based). */
function playedRounds(t: Tournament): number {
  let rounds = 0;
  for (let r = 0; r < t.rounds; r++)
    if (t.players.some((p) => p.results[r]?.kind === "game" || p.results[r]?.kind === "bye")) rounds++;
  return rounds;
}

/**
 * Whether a read tournament is a registration list: players and not a game or bye in any round
 * (a CSV without round columns; an OpenGotha file of registered players, whatever its number of
 * rounds).
 */
export function isRegistration(t: Tournament): boolean {
  return t.players.length > 0 && playedRounds(t) === 0;
}

/**
 * The registration list `t` as a tournament of `rounds` rounds, every cell empty (not yet
 * paired). Throws a {@link SheetInputError} when `rounds` is not a whole number of rounds (1–999,
 * H1) or `t` has a game or a bye (a crosstable, whose rounds are its own).
 */
export function registeredTournament(t: Tournament, rounds: number): Tournament {
  const { min, max } = BOUNDS.rounds;
  if (!Number.isInteger(rounds) || rounds < min || rounds > max)
    throw new SheetInputError(msg("regRounds", { value: String(rounds), min, max }));
  const played = playedRounds(t);
  if (played > 0) throw new SheetInputError(msg("regHasRounds", { rounds: played }));
  return {
    ...t,
    rounds,
    players: t.players.map((p) => ({
      ...p,
      results: Array.from({ length: rounds }, () => ({ kind: "absent", score: null }) as const),
    })),
  };
}

/**
 * D345: a crosstable whose TRF names more rounds than were played (`142` or `XXR`) as the event
 * it is: every round a column, the rounds not yet played empty (not yet paired), as a
 * registration list's. Pair round then has the next round's column, the Dutch System the event's
 * last rounds (C.04.3) and the title norms the rounds still to play; the rating and the standings
 * read the rounds played, as on any sheet mid-event. OpenGotha's number of rounds is not taken:
 * it is a setting left above the rounds played in finished events (EGC 2013's file says 20 for
 * its 10).
 */
export function withEventRounds(t: Tournament): Tournament {
  const rounds = Math.max(t.rounds, t.plannedRounds ?? 0);
  if (rounds === t.rounds) return t;
  return {
    ...t,
    rounds,
    players: t.players.map((p) => ({
      ...p,
      results: Array.from(
        { length: rounds },
        (_, r) => p.results[r] ?? ({ kind: "absent", score: null } as const),
      ),
    })),
  };
}

/**
 * D347: a tournament whose every round a sheet's cell can hold, else the sheet's input error
 * naming the first player and round it cannot: a bye given worth other than a win (a TRF's
 * `162 … P 0.5`) on a chess sheet and an absence worth a win on any. A chess cell's bye is a
 * win's point and its absences ½ and 0 (D284, D281); written as the nearest, the bye would read
 * back as an absence (and be given a second bye by the Dutch System) or as a win; a bye left to
 * the tournament's value is refused likewise when that value is not a win's (D373).
 *
 * D373: a Go cell holds a bye of each worth (`0+`, `0=!`, `0-!`): a bye the file leaves to the
 * tournament's value (OpenGotha's genNBW2ValueBye and genMMS2ValueBye) is given that value in its
 * cell, so the sheet's standings read it back; where the two values differ (½ point and 1
 * McMahon point) no cell holds both: the bye stays the tournament's, written `0+`, and the sheet's
 * pairing block holds its values (D380).
 */
export function cellableTournament(t: Tournament, chess: boolean): Tournament {
  const { byePoints2 } = t.parameters;
  const value = goByeScore(t.parameters);
  const refuse = (p: Player, i: number, text: (player: string) => Message): never => {
    throw new SheetInputError(text(p.name.trim() || `No ${p.startNumber ?? i + 1}`));
  };
  t.players.forEach((p, i) =>
    p.results.forEach((e, r) => {
      const worth = (e.score ?? 0) / 2;
      if (e.kind === "absent" && e.score === 2)
        refuse(p, i, (player) => msg("regByeWorth", { player, round: r + 1, points: worth, bye: false }));
      if (e.kind !== "bye") return;
      const given = e.score ?? byePoints2; // a chess bye left to the tournament's value: that value's
      if (chess && given !== 2)
        refuse(p, i, (player) => msg("regByeWorth", { player, round: r + 1, points: given / 2, bye: true }));
    }),
  );
  // D380: where the two differ the cell is `0+`, the tournament's bye, which the sheet's pairing
  // block gives the file's values (its "Points for a bye" and "McMahon points for a bye")
  const leftToValue = (e: RoundEntry): boolean => e.kind === "bye" && e.score === null;
  if (chess || value === undefined || !t.players.some((p) => p.results.some(leftToValue))) return t;
  return {
    ...t,
    players: t.players.map((p) => ({
      ...p,
      results: p.results.map((e) => (leftToValue(e) ? noGame("bye", value) : e)),
    })),
  };
}
