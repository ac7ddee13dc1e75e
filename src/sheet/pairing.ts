/**
 * Pair round k / Unpair round k on a tournament sheet, without Excel: the sheet as read
 * (`SheetRead`) → its crosstable checked (every problem with its cell) → the players whose
 * round-k cell is empty paired by the engine of `rating-officer pair` (P31) → the cells of
 * both players of every game (`12?/w2`) and the bye's (`0+`), written only where the read
 * found them empty. Unpair clears the round's games whose result is still unknown, never a
 * result typed since. docs/pairing.md, "In the sheet".
 */
import { RatingError } from "../core/common/errors";
import { ogPairRound } from "../core/pairing/opengotha";
import { rfgPairRound } from "../core/pairing/rfg-opengotha";
import { type CellValue, formatCell, formatChessCell } from "../formats/cell";
import { isChess } from "../systems";
import { type Message, msg } from "../i18n/table";
import { cellAddress } from "./a1";
import type { SheetUpdate } from "./adapter";
import { lateNumbers } from "./late-entries";
import { goByeScore } from "../formats/cell";
import { type PairRoundOptions, pairingInput } from "./pairing-input";
import { FIRST_ROUND_COLUMN, type ReadCrosstable, readCrosstable } from "./pairing-read";
import { label, report } from "./pairing-report";
import { dutchReport, dutchSheetTournament, pairDutchSheet } from "./pairing-dutch";
import { type Cell, text } from "./plan";
import { type SheetProblem, problemAt } from "./read-grid";
import type { SheetRead } from "./sheet-read";

/** One game of the round paired, in board order, players by sheet number and name. */
export interface PairedBoard {
  readonly board: number;
  readonly white: string;
  readonly black: string;
  readonly handicap: number;
  /** rfg: an even game whose colours are drawn (nigiri). */
  readonly nigiri: boolean;
}

export type PairRoundPlan =
  | {
      readonly ok: true;
      readonly update: SheetUpdate;
      readonly boards: readonly PairedBoard[];
      readonly bye: string | null;
      /** Paired by the Dutch System (D280): the bye is the pairing-allocated bye. */
      readonly dutch: boolean;
      /** The round's pairing as said to the director, and what deserves a look (P32). */
      readonly summary: Message;
      readonly report: readonly Message[];
    }
  | { readonly ok: false; readonly problems: SheetProblem[] };

export type UnpairRoundPlan =
  | { readonly ok: true; readonly update: SheetUpdate; readonly summary: Message }
  | { readonly ok: false; readonly problems: SheetProblem[] };

/** Pair round `options.round` of the tournament sheet read. */
export function planPairRound(read: SheetRead, options: PairRoundOptions): PairRoundPlan {
  const input = pairingInput(read, options);
  if (Array.isArray(input)) return { ok: false, problems: input };
  const { c, t, empty } = input;
  const { grid } = c;
  const k = options.round - 1;
  const column = FIRST_ROUND_COLUMN + k;
  let games: { white: number; black: number; handicap: number; nigiri: boolean }[];
  let bye: number | null;
  let said: Message[] | undefined;
  try {
    if (input.dutch) {
      // D280, D281: the Dutch System, the filled cells of the round left out
      const dt = dutchSheetTournament(t, k, c.rounds, empty);
      const r = pairDutchSheet(dt, k);
      games = r.games.map((g) => ({ ...g, handicap: 0, nigiri: false }));
      bye = r.bye;
      said = dutchReport(dt, k, r.games);
    } else if (options.engine === "rfg") {
      const r = rfgPairRound(input.og, k);
      games = r.boards.map((b) => ({
        white: b.white,
        black: b.black,
        handicap: b.handicap,
        nigiri: b.nigiri,
      }));
      bye = r.bye;
    } else {
      const r = ogPairRound(input.og, k);
      games = r.pairs.map((x) => ({ ...x, nigiri: false }));
      bye = r.bye;
    }
  } catch (e) {
    if (!(e instanceof RatingError)) throw e;
    return {
      ok: false,
      problems: [
        problemAt(grid.address(c.rowOf[0] as number, column), msg("pairRefused", { reason: e.text })),
      ],
    };
  }
  const no = (i: number): number => t.players[i]?.startNumber ?? i + 1;
  // D284: a chess sheet's cells in chess notation (`9w`, `-1`), a Go sheet's in the Go cell's
  const format: (v: CellValue) => string = isChess(c.system) ? formatChessCell : formatCell;
  const cells = new Map<number, string>();
  for (const g of games) {
    const game = { kind: "game", score: null, handicap: g.handicap, forfeit: false } as const;
    cells.set(g.white, format({ ...game, opponent: no(g.black), colour: g.nigiri ? null : "white" }));
    cells.set(g.black, format({ ...game, opponent: no(g.white), colour: g.nigiri ? null : "black" }));
  }
  if (bye !== null) {
    // D373: a Go sheet's bye at the worth its pairing block gives byes (genNBW2ValueBye and
    // genMMS2ValueBye, the same), not a win's whatever the block says; a chess sheet's a win's (D281).
    // D381: where they differ, `0+`, the tournament's bye, when the block's rows give it its values
    const score = isChess(c.system)
      ? 2
      : (goByeScore(t.parameters) ?? (input.byeRows === true ? 2 : undefined));
    if (score === undefined) {
      const { byePoints2, byeMms2 } = t.parameters;
      const player = label(t, bye);
      const at = grid.address(c.rowOf[bye] as number, column);
      const why = msg("regByeValues", { player, round: k + 1, points: byePoints2 / 2, mms: byeMms2 / 2 });
      return { ok: false, problems: [problemAt(at, why)] };
    }
    cells.set(bye, format({ kind: "bye", score }));
  }
  const boards = games.map((g, b) => ({
    board: b + 1,
    white: label(t, g.white),
    black: label(t, g.black),
    handicap: g.handicap,
    nigiri: g.nigiri,
  }));
  const update = columnUpdate(c, column, (i) => {
    const v = cells.get(i);
    // Never over a cell the read found filled (P31: a hand-made pairing, an absence).
    return v === undefined || !empty[i] ? null : text(v);
  });
  const late = lateNumbers(c);
  return {
    ok: true,
    update: { ...update, blocks: [...update.blocks, ...late.blocks] },
    boards,
    bye: bye === null ? null : label(t, bye),
    dutch: input.dutch,
    summary: msg("pairDone", { round: k + 1, games: games.length, bye: bye === null ? "" : label(t, bye) }),
    report: [...late.report, ...(said ?? report(t, k, games))],
  };
}

/** Unpair round `round`: its games without a result cleared (both cells), and its bye when no result was typed. */
export function planUnpairRound(read: SheetRead, round: number): UnpairRoundPlan {
  const c = readCrosstable(read, round);
  if (Array.isArray(c)) return { ok: false, problems: c };
  const k = round - 1;
  const column = FIRST_ROUND_COLUMN + k;
  const entries = c.t.players.map((p) => p.results[k]);
  const unknown = (i: number): boolean => {
    const e = entries[i];
    return e?.kind === "game" && e.score === null;
  };
  const known = entries.filter((e) => e?.kind === "game" && e.score !== null).length;
  const clear = (i: number): boolean => unknown(i) || (known === 0 && entries[i]?.kind === "bye");
  const cleared = entries.filter((_, i) => clear(i)).length;
  if (cleared === 0)
    return {
      ok: false,
      problems: [problemAt(c.grid.address(c.rowOf[0] as number, column), msg("unpairNothing", { round }))],
    };
  return {
    ok: true,
    update: columnUpdate(c, column, (i) => (clear(i) ? text("") : null)),
    summary: msg("unpairDone", { round, cleared, kept: known }),
  };
}

/** One block over the round's column, from the first player's row to the last: `null` leaves a cell. */
function columnUpdate(c: ReadCrosstable, column: number, cell: (player: number) => Cell | null): SheetUpdate {
  const first = c.rowOf.reduce((a, b) => Math.min(a, b));
  const last = c.rowOf.reduce((a, b) => Math.max(a, b));
  const byRow = new Map(c.rowOf.map((r, i) => [r, i]));
  const rows: (Cell | null)[][] = [];
  for (let r = first; r <= last; r++) {
    const i = byRow.get(r);
    rows.push([i === undefined ? null : cell(i)]);
  }
  return { sheetName: c.sheetName, blocks: [{ at: cellAddress(first, column), rows }] };
}
