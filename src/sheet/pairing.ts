/**
 * Pair round k / Unpair round k on a tournament sheet, without Excel: the sheet as read
 * (`SheetRead`) → its crosstable checked (every problem with its cell) → the players whose
 * round-k cell is empty paired by the engine of `rating-officer pair` (P31) → the cells of
 * both players of every game (`12?/w2`) and the bye's (`0+`), written only where the read
 * found them empty. Unpair clears the round's games whose result is still unknown, never a
 * result typed since. docs/pairing.md, "In the sheet".
 */
import { RatingError } from "../core/common/errors";
import { CrosstablePairingError, type PairingSystem, ogTournamentOf } from "../core/pairing/from-crosstable";
import { ogPairRound } from "../core/pairing/opengotha";
import type { OgTournament } from "../core/pairing/opengotha-model";
import { rfgPairRound } from "../core/pairing/rfg-opengotha";
import type { Player, Tournament } from "../core/tournament/model";
import { formatCell } from "../formats/cell";
import { readSheetCrosstable } from "../formats/sheet-crosstable";
import { type Message, msg } from "../i18n/table";
import { cellAddress } from "./a1";
import type { SheetUpdate } from "./adapter";
import { type ParsedSheet, parseTournamentSheet } from "./parse-sheet";
import { type Cell, text } from "./plan";
import { ReadGrid, type SheetProblem, type Value, problemAt } from "./read-grid";
import type { SheetRead } from "./sheet-read";
import { type LateEntry, lateEntries, lateNumbers } from "./late-entries";
import { label, report } from "./pairing-report";

export { BIG_HANDICAP } from "./pairing-report";
import { readPairingBlock } from "./pairing-params";
import type { SheetLanguage } from "./texts";

export type PairingEngine = "opengotha" | "rfg";

export interface PairRoundOptions {
  /** 1-based. */
  readonly round: number;
  readonly engine: PairingEngine;
  /** Default: McMahon on a Go (MGSZ) sheet, Swiss on a chess (FIDE) sheet. */
  readonly system?: PairingSystem;
}

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
      /** The round's pairing as said to the director, and what deserves a look (P32). */
      readonly summary: Message;
      readonly report: readonly Message[];
    }
  | { readonly ok: false; readonly problems: SheetProblem[] };

export type UnpairRoundPlan =
  | { readonly ok: true; readonly update: SheetUpdate; readonly summary: Message }
  | { readonly ok: false; readonly problems: SheetProblem[] };

/** The first round column: No, Name, Rank, Rating, then R1 … */
export const FIRST_ROUND_COLUMN = 4;

export interface ReadCrosstable {
  readonly grid: ReadGrid;
  readonly t: Tournament;
  /** The sheet row (0-based) of each player. */
  readonly rowOf: readonly number[];
  readonly rounds: number;
  readonly system: "mgsz" | "fide";
  readonly sheetName: string;
  /** Late entries typed without a number: their rows and provisional numbers (their rows'). */
  readonly late: readonly LateEntry[];
  /** The crosstable's header row and the sheet's language: where and how the pairing block is read. */
  readonly ctRow: number;
  readonly language: SheetLanguage;
}

export function readCrosstable(read: SheetRead, round: number): ReadCrosstable | SheetProblem[] {
  const grid = new ReadGrid(read);
  const parsed = parseTournamentSheet(grid);
  if (Array.isArray(parsed)) return parsed;
  const p = parsed;
  if (p.system === "mahjong")
    return [problemAt(grid.address(p.ctRow, 0), msg("pairNoGo", { sheet: read.sheetName }))];
  if (p.players === 0) return [problemAt(grid.address(p.ctRow + 1, 0), msg("noPlayerRows", {}))];
  const rounds = p.width - FIRST_ROUND_COLUMN;
  if (rounds <= 0) return [problemAt(grid.address(p.ctRow, p.width), msg("pairNoRounds", {}))];
  if (!Number.isInteger(round) || round < 1 || round > rounds)
    return [problemAt(grid.address(p.ctRow, FIRST_ROUND_COLUMN), msg("pairRoundRange", { round, rounds }))];
  const { late, problems } = lateEntries(grid, p);
  if (problems.length > 0) return problems;
  const provisional = new Map(late.map((e) => [e.row, e.number]));
  const range: Value[][] = [];
  for (let r = p.ctRow; r <= p.ctRow + p.players; r++) {
    const row: Value[] = [];
    // FIDE's third column is a title, not a Go rank (as Recalculate reads it).
    for (let c = 0; c < p.width; c++)
      row.push(
        c === 0 && provisional.has(r)
          ? (provisional.get(r) as number)
          : p.system === "fide" && c === 2
            ? ""
            : grid.value(r, c),
      );
    range.push(row);
  }
  const ct = readSheetCrosstable(range, read.sheetName);
  for (const d of ct.diagnostics) {
    if (d.severity !== "error") continue;
    const address = grid.address(p.ctRow + d.line - 1, Math.max(0, d.column - 1));
    problems.push(problemAt(address, d.text ?? msg("verbatim", { text: d.detail })));
  }
  if (problems.length > 0) return problems;
  const rowOf = ct.rows.map((r) => p.ctRow + r - 1);
  return {
    grid,
    t: withSideColumns(ct.tournament, grid, rowOf, p),
    rowOf,
    rounds,
    system: p.system,
    sheetName: read.sheetName,
    late,
    ctRow: p.ctRow,
    language: p.language,
  };
}

/**
 * The players' clubs and countries from the Club and Country columns beside the crosstable, when
 * the sheet has them (OpenGotha's geographical criteria pair from them, P31; the report names a
 * board's same club or country, P32). A blank cell leaves the player without one.
 */
function withSideColumns(
  t: Tournament,
  grid: ReadGrid,
  rowOf: readonly number[],
  p: ParsedSheet,
): Tournament {
  const { clubColumn, countryColumn } = p;
  if (clubColumn === undefined && countryColumn === undefined) return t;
  const at = (i: number, c: number | undefined): string | undefined => {
    if (c === undefined) return undefined;
    const v = String(grid.value(rowOf[i] as number, c)).trim();
    return v === "" ? undefined : v;
  };
  return {
    ...t,
    players: t.players.map((pl, i) => {
      const out: { -readonly [K in keyof Player]: Player[K] } = { ...pl };
      const club = at(i, clubColumn);
      const federation = at(i, countryColumn);
      delete out.club;
      delete out.federation;
      return {
        ...out,
        ...(club !== undefined ? { club } : {}),
        ...(federation !== undefined ? { federation } : {}),
      };
    }),
  };
}

/** Every result of rounds 1…k−1 still unknown, at its cell. */
function unknownEarlier(c: ReadCrosstable, k: number): SheetProblem[] {
  const out: SheetProblem[] = [];
  c.t.players.forEach((p, i) => {
    for (let r = 0; r < k; r++) {
      const e = p.results[r];
      if (e?.kind === "game" && e.score === null)
        out.push(
          problemAt(
            c.grid.address(c.rowOf[i] as number, FIRST_ROUND_COLUMN + r),
            msg("pairUnknownEarlier", { name: label(c.t, i), round: r + 1, pairRound: k + 1 }),
          ),
        );
    }
  });
  return out;
}

/**
 * The round the ribbon's Pair next round pairs: the last round with a filled cell while at
 * least half of its players' cells are still empty (a round paired partly by hand first),
 * otherwise the round after it; round 1 on a crosstable without any. A late entry's empty
 * cells in earlier rounds do not make a round "next".
 */
export function nextRound(read: SheetRead): number | SheetProblem[] {
  const c = readCrosstable(read, 1);
  if (Array.isArray(c)) return c;
  const empty = (r: number): number =>
    c.rowOf.filter((row) => c.grid.blank(row, FIRST_ROUND_COLUMN + r - 1)).length;
  let last = c.rounds;
  while (last >= 1 && empty(last) === c.rowOf.length) last--;
  if (last === 0) return 1;
  return 2 * empty(last) >= c.rowOf.length ? last : last + 1;
}

/** What Pair round k pairs: the crosstable read, its players with an empty cell, and OpenGotha's input. */
export interface PairingInput {
  readonly c: ReadCrosstable;
  /** The tournament with the pairing block's McMahon values (P35). */
  readonly t: Tournament;
  readonly empty: readonly boolean[];
  readonly og: OgTournament;
}

/**
 * The OpenGotha tournament that pairs round `options.round` of the sheet read (P31): the
 * players whose cell of the round is empty, with the sheet's pairing block (P35) when it has
 * one; the pane's system, when chosen and not the block's, pairs with that system's defaults.
 * Problems, each at its cell, when the round cannot be paired.
 */
export function pairingInput(read: SheetRead, options: PairRoundOptions): PairingInput | SheetProblem[] {
  const c = readCrosstable(read, options.round);
  if (Array.isArray(c)) return c;
  const k = options.round - 1;
  const { grid } = c;
  const column = FIRST_ROUND_COLUMN + k;
  const unknown = unknownEarlier(c, k);
  if (unknown.length > 0) return unknown;
  const empty = c.t.players.map((_, i) => grid.blank(c.rowOf[i] as number, column));
  if (empty.filter(Boolean).length < 2)
    return [problemAt(grid.address(c.rowOf[0] as number, column), msg("pairNobody", { round: k + 1 }))];
  const block = readPairingBlock(grid, c.ctRow, c.language);
  if (Array.isArray(block)) return block;
  const sheet = block?.pairing;
  const system = options.system ?? sheet?.system ?? (c.system === "fide" ? "swiss" : "mcmahon");
  const own = sheet !== undefined && sheet.system === system ? sheet : undefined;
  const t = sheet === undefined ? c.t : { ...c.t, parameters: sheet.mcmahon };
  try {
    const og = ogTournamentOf(
      t,
      k,
      own === undefined
        ? { system }
        : { system, handicap: own.handicap, pairing: own.pairing, placement: own.placement },
      (i) => !empty[i],
    );
    // The round columns the sheet has (a crosstable's reader drops the empty ones at the right):
    // OpenGotha's number of rounds, which its thresholds count with.
    return {
      c,
      t,
      empty,
      og: {
        ...og,
        general: { ...og.general, numberOfRounds: Math.max(og.general.numberOfRounds, c.rounds) },
      },
    };
  } catch (e) {
    return [problemOf(c, e)];
  }
}

/** Pair round `options.round` of the tournament sheet read. */
export function planPairRound(read: SheetRead, options: PairRoundOptions): PairRoundPlan {
  const input = pairingInput(read, options);
  if (Array.isArray(input)) return { ok: false, problems: input };
  const { c, t, empty, og } = input;
  const { grid } = c;
  const k = options.round - 1;
  const column = FIRST_ROUND_COLUMN + k;
  let games: { white: number; black: number; handicap: number; nigiri: boolean }[];
  let bye: number | null;
  try {
    if (options.engine === "rfg") {
      const r = rfgPairRound(og, k);
      games = r.boards.map((b) => ({
        white: b.white,
        black: b.black,
        handicap: b.handicap,
        nigiri: b.nigiri,
      }));
      bye = r.bye;
    } else {
      const r = ogPairRound(og, k);
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
  const cells = new Map<number, string>();
  for (const g of games) {
    const colour = g.nigiri ? null : "white";
    cells.set(
      g.white,
      formatCell({
        kind: "game",
        opponent: no(g.black),
        score: null,
        colour,
        handicap: g.handicap,
        forfeit: false,
      }),
    );
    cells.set(
      g.black,
      formatCell({
        kind: "game",
        opponent: no(g.white),
        score: null,
        colour: g.nigiri ? null : "black",
        handicap: g.handicap,
        forfeit: false,
      }),
    );
  }
  if (bye !== null) cells.set(bye, formatCell({ kind: "bye", score: 2 }));
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
    summary: msg("pairDone", { round: k + 1, games: games.length, bye: bye === null ? "" : label(t, bye) }),
    report: [...late.report, ...report(t, k, games)],
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
