/**
 * Pair round k of a chess sheet by the Dutch System (C.04.3, D280): the sheet's tournament handed
 * to the one mapping of a tournament to the Dutch model (src/core/dutch/from-tournament.ts), and
 * the report on the round in chess terms (D282).
 */
import { dutchFromTournament, pairDutchTournament } from "../core/dutch/from-tournament";
import type { DutchRules } from "../core/dutch/model";
import { BLACK, NO_COLOUR, type Seat, WHITE, absolutePreference, seats } from "../core/dutch/players";
import type { Colour, RoundEntry, Tournament } from "../core/tournament/model";
import { RatingError } from "../core/common/errors";
import { scorePlayers } from "../core/tournament/scores";
import { halfPoints } from "../core/tournament/half-points";
import { type Message, msg } from "../i18n/table";
import { label } from "./pairing-report";

/** A game of the round: players by index into the tournament's players. */
export interface SheetGame {
  readonly white: number;
  readonly black: number;
}

/** A filled cell of the round to pair (D281): the player is not paired by the engine. */
const NOT_IN_ROUND: RoundEntry = { kind: "absent", score: 0 };

/**
 * D281: the sheet's tournament as the Dutch engine reads it before round k + 1 (0-based k): the
 * rounds before it, the sheet's round columns as the event's number of rounds, and a player whose
 * cell of the round is filled (`0-` absent, `0=` a half-point bye, `0+` a bye given, a game paired
 * by hand) left out of it, as TRF-2026's 240 record leaves him out.
 */
export function dutchSheetTournament(
  t: Tournament,
  k: number,
  rounds: number,
  empty: readonly boolean[],
): Tournament {
  return {
    ...t,
    rounds: k,
    plannedRounds: rounds,
    players: t.players.map((p, i) => ({
      ...p,
      results: empty[i] ? p.results.slice(0, k) : [...p.results.slice(0, k), NOT_IN_ROUND],
    })),
  };
}

/** Round k + 1 paired by the Dutch System: its games in board order and the pairing-allocated bye. */
export function pairDutchSheet(
  t: Tournament,
  k: number,
  rules?: DutchRules,
): { games: SheetGame[]; bye: number | null; rules: DutchRules } {
  const index = new Map(t.players.map((p, i) => [p.startNumber ?? i + 1, i]));
  const at = (no: number): number => {
    const i = index.get(no);
    if (i === undefined) throw new Error(`no player ${no}`);
    return i;
  };
  const r = pairDutchTournament(t, k + 1, rules);
  return {
    games: r.pairs.map((p) => ({ white: at(p.white), black: at(p.black) })),
    bye: r.bye === undefined ? null : at(r.bye),
    rules: r.rules,
  };
}

/**
 * D282, what an arbiter looks at before publishing a round paired by the Dutch System: the
 * boards whose players' scores differ (a float, C.04.3 A.4) with each score, the players given a
 * colour against an absolute or strong preference (A.6), and rematches (never by the engine: a
 * game paired by hand may be one).
 */
export function dutchReport(t: Tournament, k: number, games: readonly SheetGame[]): Message[] {
  const out: Message[] = [];
  const score2 = scorePlayers(t, t.parameters, { rounds: k, literal: true }).map((s) => s.points2);
  const seat = seats(dutchFromTournament(t, k + 1), k);
  const no = (i: number): number => t.players[i]?.startNumber ?? i + 1;
  for (const [b, g] of games.entries()) {
    const names = { board: b + 1, white: label(t, g.white), black: label(t, g.black) };
    const met = t.players[g.white]?.results.findIndex(
      (e, r) => r < k && e.kind === "game" && e.opponent === g.black && !e.forfeit,
    );
    if (met !== undefined && met >= 0) out.push(msg("pairRematch", { ...names, round: met + 1 }));
    const w = score2[g.white] ?? 0;
    const bl = score2[g.black] ?? 0;
    if (w !== bl)
      out.push(msg("pairFloat", { ...names, whiteScore: halfPoints(w), blackScore: halfPoints(bl) }));
  }
  for (const g of games)
    for (const [i, given] of [
      [g.white, WHITE],
      [g.black, BLACK],
    ] as const) {
      const s: Seat | undefined = seat.get(no(i));
      if (s === undefined || s.preference === NO_COLOUR || s.preference === given) continue;
      const absolute = absolutePreference(s);
      if (!absolute && !s.strong) continue;
      out.push(
        msg("pairColourPreference", {
          player: label(t, i),
          given: given === WHITE ? "white" : "black",
          wanted: s.preference === WHITE ? "white" : "black",
          absolute,
        }),
      );
    }
  return out;
}

/**
 * The initial colour a chess sheet's block is written with (D315): the file's (TRF `152`,
 * `XXC white1`/`black1`), else the engine's own reading of a round 1 already played (D283),
 * else White; undefined where the engine cannot read the file (the row left empty, not a colour
 * guessed: Pair round says why, at its cell, and reads round 1 once the sheet is mended).
 */
export function sheetInitialColour(t: Tournament): Colour | undefined {
  try {
    return dutchFromTournament(t, 1).initialColour;
  } catch (e) {
    if (e instanceof RatingError) return undefined;
    throw e;
  }
}
