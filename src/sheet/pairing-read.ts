/**
 * The tournament sheet's crosstable as pairing reads it (docs/pairing.md, "In the sheet"): the
 * sheet read (`SheetRead`) checked as Recalculate checks it (every problem at its cell), its late
 * entries without a number given their rows' numbers, the Club and Country columns beside it
 * (P31), and the round the ribbon's Pair next round pairs.
 */
import { ratesCrosstable } from "../systems";
import type { Player, Tournament } from "../core/tournament/model";
import { readSheetTable } from "./crosstable-read";
import { msg } from "../i18n/table";
import { type LateEntry, lateEntries } from "./late-entries";
import { type ParsedSheet, parseTournamentSheet } from "./parse-sheet";
import { ReadGrid, type SheetProblem, problemAt } from "./read-grid";
import { sexOf } from "./norm-cells";
import type { SheetRead } from "./sheet-read";
import type { SheetLanguage } from "./texts";

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
  /** The sheet taken apart: its header rows and side columns (the norm block's, D357, D358). */
  readonly parsed: ParsedSheet;
}

export function readCrosstable(read: SheetRead, round: number): ReadCrosstable | SheetProblem[] {
  const grid = new ReadGrid(read);
  const parsed = parseTournamentSheet(grid);
  if (Array.isArray(parsed)) return parsed;
  const p = parsed;
  if (!ratesCrosstable(p.system))
    return [problemAt(grid.address(p.ctRow, 0), msg("pairNoGo", { sheet: read.sheetName }))];
  if (p.players === 0) return [problemAt(grid.address(p.ctRow + 1, 0), msg("noPlayerRows", {}))];
  const rounds = p.width - FIRST_ROUND_COLUMN;
  if (rounds <= 0) return [problemAt(grid.address(p.ctRow, p.width), msg("pairNoRounds", {}))];
  if (!Number.isInteger(round) || round < 1 || round > rounds)
    return [problemAt(grid.address(p.ctRow, FIRST_ROUND_COLUMN), msg("pairRoundRange", { round, rounds }))];
  const problems: SheetProblem[] = [];
  const ct = readSheetTable(grid, p, problems);
  if (problems.length > 0) return problems;
  const rowOf = ct.rows.map((r) => p.ctRow + r - 1);
  return {
    grid,
    t: withSideColumns(ct.tournament, grid, rowOf, p),
    rowOf,
    rounds,
    system: p.system,
    sheetName: read.sheetName,
    late: lateEntries(grid, p),
    ctRow: p.ctRow,
    language: p.language,
    parsed: p,
  };
}

/**
 * The players' first names, clubs, countries and sexes from the First name, Club, Country and
 * Sex (D357) columns beside the crosstable, when the sheet has them. A blank cell leaves the
 * player without one, and so does a Sex cell neither m nor w (Recalculate refuses it at its cell).
 * OpenGotha's geographical criteria pair from the clubs and countries (P31; the report names a
 * board's same club or country, P32). P40: the Name cell holds name and first name as printed;
 * the First name cell's text is the first name, and when the Name cell ends with it after a
 * space, the name is the rest (OpenGotha draws an even game's colours from name + first name);
 * otherwise (the name typed alone) the Name cell is the name.
 */
function withSideColumns(
  t: Tournament,
  grid: ReadGrid,
  rowOf: readonly number[],
  p: ParsedSheet,
): Tournament {
  const { firstNameColumn, clubColumn, countryColumn, sexColumn } = p;
  if (
    firstNameColumn === undefined &&
    clubColumn === undefined &&
    countryColumn === undefined &&
    sexColumn === undefined
  )
    return t;
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
      const firstName = at(i, firstNameColumn);
      const sex = sexOf(at(i, sexColumn) ?? "");
      delete out.club;
      delete out.federation;
      delete out.firstName;
      delete out.sex;
      if (firstName !== undefined) {
        if (pl.name.endsWith(` ${firstName}`)) out.name = pl.name.slice(0, -firstName.length - 1).trimEnd();
        out.firstName = firstName;
      }
      return {
        ...out,
        ...(club !== undefined ? { club } : {}),
        ...(federation !== undefined ? { federation } : {}),
        ...(sex !== undefined && sex !== null ? { sex } : {}),
      };
    }),
  };
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
