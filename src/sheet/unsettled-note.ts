/**
 * D54's note block: a tournament sheet that rates without the games whose result is not known or
 * agreed (the request's `acceptUnknown`, the ratings formula's `…,TRUE)`) lists those games under
 * everything else: a title (texts.ts `unsettledNote`), then one row per game, in the sheet's
 * language. Below every block it moves neither the crosstable nor the results, and the sheet's
 * parser, which looks for the section titles only, passes over it. Recalculate finds it by its
 * title and rewrites it from the crosstable as it now stands.
 */
import type { Tournament } from "../core/tournament/model";
import { unsettledGames } from "../core/tournament/unsettled";
import { cellAddress, parseCell } from "./a1";
import { SPARE_ROWS } from "./layout";
import { describe } from "./messages";
import { type Block, text } from "./plan";
import type { ReadGrid } from "./read-grid";
import { type SheetLanguage, SHEET_TEXTS, isWord } from "./texts";

/** The note's lines: its title, then each game rated without (none when no game is left out). */
export function unsettledNoteLines(t: Tournament, language: SheetLanguage): string[] {
  // the games the ratings leave out (ratedTournament's)
  const games = unsettledGames(t);
  if (games.length === 0) return [];
  return [SHEET_TEXTS[language].unsettledNote, ...games.map((g) => describe(g.text, language))];
}

/** The first row for a block under all of `blocks`, after the rows a spill may grow into. */
export function rowBelow(blocks: readonly Block[]): number {
  const last = blocks.reduce((most, b) => Math.max(most, parseCell(b.at).row + b.rows.length - 1), 0);
  return last + 1 + SPARE_ROWS;
}

/** The note's block from `row` on, in column A (each line runs over the empty cells to its right). */
export function noteBlock(row: number, lines: readonly string[]): Block {
  return { at: cellAddress(row, 0), rows: lines.map((l) => [text(l)]) };
}

/** The note a sheet holds from row `from` on: its title's row and its rows (title and games). */
export function findNote(grid: ReadGrid, from: number): { row: number; rows: number } | undefined {
  for (let r = from; r <= grid.lastRow; r++) {
    if (!isWord(grid.value(r, 0), "unsettledNote")) continue;
    let rows = 1;
    while (r + rows <= grid.lastRow && !grid.blank(r + rows, 0)) rows++;
    return { row: r, rows };
  }
  return undefined;
}

/** What Recalculate writes for the note: its blocks (old rows emptied), its bold title, its last row. */
export interface NoteUpdate {
  readonly blocks: Block[];
  readonly bold: string[];
  /** The note's last row (the print area's), when the sheet keeps one. */
  readonly last?: number;
}

/**
 * Recalculate's note: `lines` (`unsettledNoteLines`, none when no game is left out any more)
 * where the sheet's note is, or under everything when it has none or the ratings spill, whose
 * last row is now `spillEnd`, would reach it; the old note's rows that are left are emptied.
 */
export function rewriteNote(
  grid: ReadGrid,
  from: number,
  spillEnd: number,
  lines: readonly string[],
): NoteUpdate {
  const old = findNote(grid, from);
  const stays = old !== undefined && old.row > spillEnd;
  const row = stays ? old.row : Math.max(grid.lastRow, spillEnd) + 1 + SPARE_ROWS;
  const blocks: Block[] = [];
  if (old !== undefined) {
    // the old rows this note does not write again: emptied ("" clears a cell)
    const kept = stays ? lines.length : 0;
    if (old.rows > kept) blocks.push(noteBlock(old.row + kept, Array<string>(old.rows - kept).fill("")));
  }
  if (lines.length === 0) return { blocks, bold: [] };
  blocks.push(noteBlock(row, lines));
  return { blocks, bold: [cellAddress(row, 0)], last: row + lines.length - 1 };
}
