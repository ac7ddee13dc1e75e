/**
 * Games whose result is not known or is contested (D53) on the command line: `rate` and `sheet`
 * refuse while there are any unless `--accept-unknown` (D54), `standings` computes without
 * their results and says so (D55); either way the games are listed, under the table and as the
 * `notes` of the JSON. `pair` refuses while a round before the one paired has any (D56).
 */
import type { Tournament } from "../core/tournament/model";
import {
  type UnsettledGame,
  scoredAsUnknown,
  unsettledGames,
  withoutResults,
} from "../core/tournament/unsettled";
import { english, msg } from "../i18n/table";
import type { Parsed } from "./args";
import type { CliIO } from "./types";

/** The tournament to compute from and the games left out of it (none: the file's tournament). */
export interface Settled {
  readonly tournament: Tournament;
  readonly games: readonly UnsettledGame[];
  readonly use: "rating" | "standings";
}

/**
 * D54: the tournament a rating is computed from. With games not known or contested it is
 * refused (each game listed on standard error; undefined, exit 1) unless `--accept-unknown`,
 * which rates without them.
 */
export function settledForRating(
  command: string,
  path: string,
  t: Tournament,
  p: Parsed,
  io: CliIO,
): Settled | undefined {
  const games = unsettledGames(t);
  if (games.length === 0) return { tournament: t, games, use: "rating" };
  if (p.values["accept-unknown"] !== true) {
    io.err(`rating-officer ${command}: ${english(msg("unsettledRefused", { count: games.length }))}:\n`);
    for (const g of games) io.err(`  ${english(g.text)}\n`);
    io.err(`rating-officer ${command}: ${path}: give --accept-unknown to rate without these games\n`);
    return undefined;
  }
  return { tournament: withoutResults(t, games), games, use: "rating" };
}

/**
 * D55: the standings' tournament: the games not known or contested count as unknown results;
 * those of the first `rounds` rounds when only they are counted.
 */
export function settledForStandings(t: Tournament, rounds = t.rounds): Settled {
  const games = scoredAsUnknown(t, rounds);
  return { tournament: withoutResults(t, games), games, use: "standings" };
}

/** The lines that say what was left out (empty when nothing was): a heading, then each game. */
export function unsettledLines(s: Settled): string {
  if (s.games.length === 0) return "";
  const head = english(msg("unsettledLeftOut", { count: s.games.length, use: s.use }));
  return `${head}\n${s.games.map((g) => `  ${english(g.text)}\n`).join("")}`;
}

/** One game as the JSON's `notes` give it (a player paired several times: him alone). */
function noteOf(g: UnsettledGame): object {
  const { a, b } = g.said;
  const players = g.kind === "several" ? [a] : [a, b];
  return { kind: g.kind, round: g.round, players, message: english(g.text) };
}

/**
 * The JSON of a command's rows with what was left out (D54): the rows alone (as always) when
 * nothing was, else `{ notes, rows }`, so that a program reading the rows cannot take a partial
 * answer for a whole one.
 */
export function jsonWithNotes(s: Settled, rowsJson: string): string {
  if (s.games.length === 0) return rowsJson;
  const rows: unknown = JSON.parse(rowsJson);
  const notes = s.games.map(noteOf);
  return `${JSON.stringify({ notes, rows }, null, 2)}\n`;
}

/**
 * D56: the tournament whose round `round` is paired. While a game of an earlier round has no
 * known or agreed result (`scoredAsUnknown`, the sheet's Pair round refuses the same) it is
 * refused, each game listed on standard error (its cell is the reader's warning above;
 * undefined, exit 1), unless `--accept-unknown`, which pairs without their results (OpenGotha's
 * RESULT_UNKNOWN: lost by both).
 */
export function settledForPairing(
  path: string,
  t: Tournament,
  round: number,
  accept: boolean,
  io: CliIO,
): Tournament | undefined {
  const games = scoredAsUnknown(t, round - 1);
  if (games.length === 0) return t;
  if (accept) return withoutResults(t, games);
  io.err(`rating-officer pair: ${english(msg("unsettledBeforePairing", { round, count: games.length }))}:\n`);
  for (const g of games) io.err(`  ${english(g.text)}\n`);
  io.err(
    `rating-officer pair: ${path}: give --accept-unknown to pair with these results unknown (no points to either player)\n`,
  );
  return undefined;
}
