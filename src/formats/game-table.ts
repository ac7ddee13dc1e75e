import { BOUNDS } from "../core/common/bounds";
import type { DiagnosticSink } from "../core/tournament/diagnostics";
import type { Points2, RoundEntry } from "../core/tournament/model";
import { msg } from "../i18n/table";
import type { SourcePos } from "./types";

export interface PlacedGame {
  /** Player indices (undefined = not found in the file's player list). */
  readonly white: number | undefined;
  readonly black: number | undefined;
  /** Written ids, for the message when a player is unknown. */
  readonly whiteId: string;
  readonly blackId: string;
  /** (White's, Black's) doubled scores. */
  readonly scores: readonly [Points2 | null, Points2 | null];
  readonly handicap: number;
  readonly forfeit: boolean;
  readonly colourKnown: boolean;
}

/**
 * The crosstable being built by a game-list reader (OpenGotha, pairgoth, MacMahon): each game is
 * entered once and written into both players' rows. A second pairing of a player in a round is
 * an error and the first is kept; with `keepLast` (OpenGotha, D21) the last pairing replaces it
 * (the replaced game leaves the other player's row too), with a warning naming both lines.
 */
export class GameTable {
  private readonly rows: (RoundEntry | undefined)[][];
  /** Where each entry was written (the game's element), for diagnostics. */
  private readonly where: (SourcePos | undefined)[][];

  constructor(
    players: number,
    readonly rounds: number,
    private readonly sink: DiagnosticSink,
    private readonly keepLast = false,
  ) {
    this.rows = Array.from({ length: players }, () => new Array<RoundEntry | undefined>(rounds));
    this.where = Array.from({ length: players }, () => new Array<SourcePos | undefined>(rounds));
  }

  private put(player: number, round: number, e: RoundEntry, line: number, column = 0): void {
    const row = this.rows[player];
    if (row === undefined || round < 0 || round >= this.rounds) return;
    const old = row[round];
    const was = this.where[player]?.[round];
    // the same element written twice is a player paired with himself: an error either way
    const again = was !== undefined && was.line === line && was.column === column;
    if (old !== undefined && this.keepLast && !again) {
      this.sink.warning(
        line,
        column,
        msg("rdRepeatedPairing", {
          player: player + 1,
          round: round + 1,
          ...(old.kind === "game" ? { other: old.opponent + 1 } : {}),
          line: was?.line ?? 0,
        }),
      );
      if (old.kind === "game") this.drop(old.opponent, round, player);
    } else if (old !== undefined) {
      this.sink.error(line, column, msg("rdDoublePairing", { player: player + 1, round: round + 1 }));
      return;
    }
    row[round] = e;
    const at = this.where[player];
    if (at) at[round] = { line, column };
  }

  /** Removes `player`'s game of round `round` against `opponent` (its replaced pairing). */
  private drop(player: number, round: number, opponent: number): void {
    const e = this.rows[player]?.[round];
    if (e?.kind !== "game" || e.opponent !== opponent || player === opponent) return;
    const row = this.rows[player];
    const at = this.where[player];
    if (row) row[round] = undefined;
    if (at) at[round] = undefined;
  }

  /** Where round `round` (0-based) of `player` was written; undefined when nothing was. */
  at(player: number, round: number): SourcePos | undefined {
    return this.where[player]?.[round];
  }

  /** Whether round `round` (0-based) is beyond the table's last (crosstableRounds): said at the element. */
  private beyond(round: number, line: number, column: number): boolean {
    if (round < this.rounds) return false;
    this.sink.error(line, column, msg("rdBeyondLastRound", { round: round + 1, rounds: this.rounds }));
    return true;
  }

  /** A game of round `round` (0-based), written at `line`, `column` of the file. */
  game(round: number, g: PlacedGame, line = 0, column = 0): void {
    if (this.beyond(round, line, column)) return;
    if (g.white === undefined || g.black === undefined) {
      const who = g.white === undefined ? g.whiteId : g.blackId;
      this.sink.error(line, column, msg("rdUnknownPlayerInRound", { round: round + 1, who }));
      return;
    }
    const half = (opponent: number, score: Points2 | null, colour: "white" | "black"): RoundEntry => ({
      kind: "game",
      opponent,
      score,
      colour: g.colourKnown ? colour : null,
      handicap: g.handicap,
      forfeit: g.forfeit,
    });
    this.put(g.white, round, half(g.black, g.scores[0], "white"), line, column);
    this.put(g.black, round, half(g.white, g.scores[1], "black"), line, column);
  }

  /** One player's entry of round `round` (0-based), written at `line`, `column` (D71: one side of a game). */
  entry(player: number, round: number, e: RoundEntry, line = 0, column = 0): void {
    if (this.beyond(round, line, column)) return;
    this.put(player, round, e, line, column);
  }

  /** A pairing bye (worth the tournament's bye value, or `score` when the file states one). */
  bye(player: number, round: number, line = 0, column = 0, score: Points2 | null = null): void {
    if (this.beyond(round, line, column)) return;
    this.put(player, round, { kind: "bye", score }, line, column);
  }

  /** The finished row of one player; rounds without an entry come from `missing`. */
  results(player: number, missing: (round: number) => RoundEntry): RoundEntry[] {
    return Array.from(this.rows[player] ?? new Array<undefined>(this.rounds), (e, r) => e ?? missing(r));
  }
}

// one object for every absent round: a crosstable's empty cells cost a reference each, not an object
const ABSENT_ENTRY: RoundEntry = Object.freeze({ kind: "absent", score: null });

/** Rounds without a game or bye where nothing else is known: the tournament's absent value. */
export const ABSENT: () => RoundEntry = () => ABSENT_ENTRY;

/** One entry per score a round without a game can have, at the score's index (null at 3). */
type NoGameEntries = readonly [RoundEntry, RoundEntry, RoundEntry, RoundEntry];
const shared = (kind: "absent" | "bye"): NoGameEntries => {
  const entry = (score: Points2 | null): RoundEntry => Object.freeze({ kind, score });
  return [entry(0), entry(1), entry(2), entry(null)];
};
const NO_GAME = { absent: shared("absent"), bye: shared("bye") };

/**
 * A round without a game (a bye, an absence) with its score: one frozen object per kind and
 * score for the whole file, so that a row of byes and absences costs a reference per round
 * (issue 11, class 8), as ABSENT does.
 *
 * D452: there is no fallback. `score` is a Points2 (0 | 1 | 2) or null, so `score ?? 3` is one
 * of the tuple's four indices and the compiler types the entry as present: a score the table
 * lacks does not compile (the former map's `?? ABSENT_ENTRY`, an absence in place of the
 * entry asked for, could not happen, and would have been a guess made in silence).
 */
export function noGame(kind: "absent" | "bye", score: Points2 | null): RoundEntry {
  return NO_GAME[kind][score ?? 3];
}

/**
 * The rounds of a crosstable (H2): the last round the file uses (a game, a bye, a filled cell;
 * `used` holds the 1-based round of each, in any order, repeats allowed). A file spends some
 * characters on every round it fills, so its crosstable holds at most one cell per character
 * of the input plus 1,000 (and BOUNDS.cells): a round number far beyond the others (one game at
 * round 999 makes every player's row 999 rounds long) is no size for every row. When players ×
 * rounds would exceed that, the rounds run to the last used round that fits, with an error
 * naming the rounds left out; the reader says each game it leaves out where it stands
 * (GameTable does). Rounds in between without any game stay (opengotha-diff-kni3 plays no
 * round 5): every player is absent there.
 */
export function crosstableRounds(
  players: number,
  used: Iterable<number>,
  inputLength: number,
  sink: DiagnosticSink,
): number {
  const rounds = new Set<number>();
  let last = 0;
  for (const r of used) {
    if (!(Number.isInteger(r) && r >= 1)) continue;
    rounds.add(r);
    if (r > last) last = r;
  }
  const budget = Math.min(BOUNDS.cells.max, inputLength + 1000);
  const fit = Math.min(BOUNDS.rounds.max, players === 0 ? last : Math.floor(budget / players));
  let kept = last;
  if (last > fit) {
    kept = 0;
    for (const r of rounds) if (r <= fit && r > kept) kept = r;
    const b = BOUNDS.rounds;
    const cause =
      last > b.max
        ? { kind: "rounds" as const, min: b.min, max: b.max, whole: b.whole }
        : { kind: "cells" as const, players, length: inputLength, budget };
    sink.error(0, 0, msg("rdTooLarge", { last, kept, cause }));
  }
  return kept;
}
