import { BOUNDS } from "../core/common/bounds";
import type { DiagnosticSink } from "../core/tournament/diagnostics";
import type { Points2, RoundEntry } from "../core/tournament/model";
import type { SourcePos } from "./read-result";

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
      const what = old.kind === "game" ? `player ${old.opponent + 1}` : "a bye";
      this.sink.warning(
        "repeated-pairing",
        line,
        column,
        `player ${player + 1} is paired twice in round ${round + 1} (with ${what} at line ${was?.line ?? 0}): ` +
          "the last pairing is kept, as OpenGotha does",
      );
      if (old.kind === "game") this.drop(old.opponent, round, player);
    } else if (old !== undefined) {
      this.sink.error(
        "double-pairing",
        line,
        column,
        `player ${player + 1} is paired twice in round ${round + 1}`,
      );
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

  /** A game of round `round` (0-based), written at `line`, `column` of the file. */
  game(round: number, g: PlacedGame, line = 0, column = 0): void {
    if (g.white === undefined || g.black === undefined) {
      const who = g.white === undefined ? g.whiteId : g.blackId;
      this.sink.error("unknown-opponent", line, column, `round ${round + 1}: unknown player "${who}"`);
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

  /** A pairing bye (worth the tournament's bye value, or `score` when the file states one). */
  bye(player: number, round: number, line = 0, column = 0, score: Points2 | null = null): void {
    this.put(player, round, { kind: "bye", score }, line, column);
  }

  /** The finished row of one player; rounds without an entry come from `missing`. */
  results(player: number, missing: (round: number) => RoundEntry): RoundEntry[] {
    return Array.from(this.rows[player] ?? new Array<undefined>(this.rounds), (e, r) => e ?? missing(r));
  }
}

/** Rounds without a game or bye where nothing else is known: the tournament's absent value. */
export const ABSENT: () => RoundEntry = () => ({ kind: "absent", score: null });

/**
 * The rounds a reader may allocate its dense table for (H2): `rounds` (already within
 * BOUNDS.rounds, taken from rounds the file uses, never from a count it declares) unless
 * players × rounds exceeds BOUNDS.cells; then as many as fit, with an error naming the limit.
 */
export function allocatableRounds(players: number, rounds: number, sink: DiagnosticSink): number {
  const fit = players === 0 ? rounds : Math.floor(BOUNDS.cells.max / players);
  if (rounds <= fit) return rounds;
  sink.error(
    "too-large",
    0,
    0,
    `${players} players × ${rounds} rounds exceed the ${BOUNDS.cells.max} crosstable cells this program reads; rounds after ${fit} are left out`,
  );
  return fit;
}
