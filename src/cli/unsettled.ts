/**
 * Games whose result is not known or is contested (D53) on the command line: `rate` and `sheet`
 * refuse while there are any unless `--accept-unknown` (D54), `standings` computes without
 * their results and says so (D55); either way the games are listed, under the table and as the
 * `notes` of the JSON.
 */
import type { OgTournament } from "../core/pairing/opengotha-model";
import type { Tournament } from "../core/tournament/model";
import {
  type UnsettledGame,
  standingsLeaveOut,
  unsettledGames,
  withoutResults,
} from "../core/tournament/unsettled";
import { tagPositions } from "../formats/read-result";
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
  const games = standingsLeaveOut(t, rounds);
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
 * D56: round `round` of an OpenGotha file is not paired while a game of an earlier round has no
 * result (RESULT_UNKNOWN): each listed on standard error with its line and column; true when
 * refused.
 */
export function refusedForUnknown(
  io: CliIO,
  path: string,
  text: string,
  t: OgTournament,
  round: number,
): boolean {
  const at = tagPositions(text, "Game");
  const open = t.games
    .map((g, i) => ({ g, pos: at[i] }))
    .filter(({ g }) => g.round < round - 1 && g.result === "unknown");
  if (open.length === 0) return false;
  const who = (i: number): { no: number; name: string } => {
    const p = t.players[i];
    return { no: i + 1, name: p ? `${p.name.trim()} ${p.firstName.trim()}`.trim() : "" };
  };
  io.err(`rating-officer pair: ${english(msg("unsettledBeforePairing", { round, count: open.length }))}:\n`);
  for (const { g, pos } of open) {
    const where = pos ? ` line ${pos.line}, column ${pos.column}` : "";
    const game = msg("unsettledGame", {
      round: g.round + 1,
      what: "unknown",
      a: who(g.white),
      b: who(g.black),
      aPoints: null,
      bPoints: null,
    });
    io.err(`  ${path}:${where}: ${english(game)}\n`);
  }
  io.err(
    `rating-officer pair: give --accept-unknown to pair with these results unknown (no points to either player)\n`,
  );
  return true;
}
