/**
 * What Pair round k pairs (P31, P35): the crosstable read, the players whose round-k cell is
 * empty, and OpenGotha's tournament of them with the sheet's pairing block; every reason the
 * round cannot be paired, at its cell.
 */
import { byesAtTournamentValue } from "../formats/cell";
import { isChess } from "../systems";
import { RatingError } from "../core/common/errors";
import { CrosstablePairingError, type PairingSystem, ogTournamentOf } from "../core/engines/og-crosstable";
import type { OgTournament } from "../core/pairing/opengotha-model";
import type { Tournament } from "../core/tournament/model";
import { scoredAsUnknown } from "../core/tournament/unsettled";
import { msg } from "../i18n/table";
import { readPairingBlock } from "./pairing-params";
import { FIRST_ROUND_COLUMN, type ReadCrosstable, readCrosstable } from "./pairing-read";
import { label } from "./pairing-report";
import { type SheetProblem, problemAt } from "./read-grid";
import { TEAM_STANDINGS } from "./formulas";
import type { SheetRead } from "./sheet-read";

export type PairingEngine = "opengotha" | "rfg";

/** The systems a sheet pairs by: OpenGotha's McMahon and Swiss, and a chess sheet's Dutch System (D280). */
export type SheetSystem = PairingSystem | "dutch";

export interface PairRoundOptions {
  /** 1-based. */
  readonly round: number;
  /** The Go engine (OpenGotha's or the RFG's); a round paired by the Dutch System has its own. */
  readonly engine: PairingEngine;
  /** Default: the sheet's pairing block; else McMahon on a Go sheet, the Dutch System on a chess sheet (D280). */
  readonly system?: SheetSystem;
}

/**
 * D56: every game of rounds 1…k whose result is not known or agreed (`scoredAsUnknown`, as the
 * command line's pair refuses them), at the cell that lacks it (else the first player's).
 */
function unknownEarlier(c: ReadCrosstable, k: number): SheetProblem[] {
  return scoredAsUnknown(c.t, k).map((g) => {
    const cell = g.kind === "half-known" && g.firstScore !== null ? g.second : g.first;
    return problemAt(
      c.grid.address(c.rowOf[cell] as number, FIRST_ROUND_COLUMN + g.round - 1),
      msg("unsettledPairing", { game: g.said, pairRound: k + 1 }),
    );
  });
}

/**
 * What Pair round k pairs: the crosstable read, its players with an empty cell, and OpenGotha's
 * input; or, a chess sheet paired by the Dutch System (D280), no OpenGotha input.
 */
export type PairingInput = {
  readonly c: ReadCrosstable;
  /** The tournament with the pairing block's McMahon values (P35). */
  readonly t: Tournament;
  readonly empty: readonly boolean[];
  /** D380: the block has its bye rows, which give a `0+` cell the tournament's bye values. */
  readonly byeRows?: boolean;
} & ({ readonly dutch: false; readonly og: OgTournament } | { readonly dutch: true });

/**
 * The OpenGotha tournament that pairs round `options.round` of the sheet read (P31): the
 * players whose cell of the round is empty, with the sheet's pairing block (P35) when it has
 * one; the pane's system, when chosen and not the block's, pairs with that system's defaults.
 * A chess sheet paired by the Dutch System (D280) needs none. Problems, each at its cell, when
 * the round cannot be paired.
 */
export function pairingInput(read: SheetRead, options: PairRoundOptions): PairingInput | SheetProblem[] {
  const c = readCrosstable(read, options.round);
  if (Array.isArray(c)) return c;
  // D475: a team event's rounds pair teams (RULES §2.4); its players paired one by one would be
  // another event's round. Its sheet holds the team standings' formula (team-blocks.ts).
  const team = teamStandingsCell(read);
  if (team !== undefined)
    return [problemAt(c.grid.address(team.row, team.column), msg("pairTeamEvent", { sheet: c.sheetName }))];
  const k = options.round - 1;
  const { grid } = c;
  const column = FIRST_ROUND_COLUMN + k;
  const unknown = unknownEarlier(c, k);
  if (unknown.length > 0) return unknown;
  const empty = c.t.players.map((_, i) => grid.blank(c.rowOf[i] as number, column));
  if (empty.filter(Boolean).length < 2)
    return [problemAt(grid.address(c.rowOf[0] as number, column), msg("pairNobody", { round: k + 1 }))];
  const chess = isChess(c.system);
  const block = readPairingBlock(grid, c.ctRow, c.language, chess);
  if (Array.isArray(block)) return block;
  // D280: a chess sheet pairs by the Dutch System unless its block or the pane says SWISS
  const chosen =
    options.system ?? (block === null ? undefined : block.dutch ? "dutch" : block.pairing.system);
  const picked = chosen ?? (chess ? "dutch" : "mcmahon");
  if (picked === "dutch") {
    // D315: the block's initial colour, as a TRF's 152 says it; none: the engine's (D283)
    const colour = block === null ? undefined : block.initialColour;
    if (chess)
      return { c, t: colour === undefined ? c.t : { ...c.t, initialColour: colour }, empty, dutch: true };
    const at = grid.address(c.ctRow, FIRST_ROUND_COLUMN + k);
    return [problemAt(at, msg("pairDutchNotChess", { sheet: c.sheetName }))];
  }
  const system: PairingSystem = picked;
  const sheet = block?.pairing;
  const own = sheet !== undefined && sheet.system === system ? sheet : undefined;
  // D380: the block's bye rows give its `0+` cells the tournament's bye values; on a sheet
  // without them (its values at most in the "other" cell) a `0+` stays a win's, as its standings
  const byeRows = block !== null && block.cells.has("byePoints") && block.cells.has("byeMms");
  const withBlock = sheet === undefined ? c.t : { ...c.t, parameters: sheet.mcmahon };
  const t = byeRows ? byesAtTournamentValue(withBlock) : withBlock;
  try {
    // The round columns the sheet has (a crosstable's reader drops the empty ones at the right):
    // OpenGotha's number of rounds, which its thresholds count with.
    const rounds = c.rounds;
    const og = ogTournamentOf(
      t,
      k,
      own === undefined
        ? { system, rounds }
        : { system, rounds, handicap: own.handicap, pairing: own.pairing, placement: own.placement },
      (i) => !empty[i],
    );
    return { c, t, empty, dutch: false, og, byeRows };
  } catch (e) {
    return [problemOf(c, e)];
  }
}

function problemOf(c: ReadCrosstable, e: unknown): SheetProblem {
  if (e instanceof CrosstablePairingError) {
    const { player, round } = e.at;
    const row = c.rowOf[player] as number;
    const name = label(c.t, player);
    if (round === null) return problemAt(c.grid.address(row, 2), msg("pairNoRank", { name }));
    return problemAt(c.grid.address(row, FIRST_ROUND_COLUMN + round), e.text);
  }
  if (e instanceof RatingError) return problemAt(c.grid.address(c.rowOf[0] as number, 0), e.text);
  throw e;
}

/** Where (absolute, 0-based) the sheet's team standings' formula is (a team event's sheet, D475), if it has one. */
function teamStandingsCell(read: SheetRead): { row: number; column: number } | undefined {
  const call = new RegExp(`^=\\s*${TEAM_STANDINGS.replace(".", "\\.")}\\s*\\(`, "i");
  for (let row = 0; row < read.formulas.length; row++) {
    const cells = read.formulas[row] ?? [];
    for (let column = 0; column < cells.length; column++)
      if (typeof cells[column] === "string" && call.test(cells[column] as string))
        return { row: read.row + row, column: read.column + column };
  }
  return undefined;
}
