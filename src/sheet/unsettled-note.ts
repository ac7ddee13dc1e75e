/**
 * The note block under everything else, in the sheet's language. D54: a tournament sheet that
 * rates without the games whose result is not known or agreed (the request's `acceptUnknown`,
 * the ratings formula's `…,TRUE)`) lists those games, under a title (texts.ts `unsettledNote`),
 * one row per game. Then the rating engine's notes (src/results/notes.ts, as `rate` prints them;
 * issue 24): those on where the starts came from (title `startNotes`), then those the
 * crosstable's figures and results give (`crosstableNotes`: a start below the floor, a first
 * rating not published …). Below every block it moves neither the crosstable nor the results,
 * and the sheet's parser, which looks for the section titles only, passes over it. Recalculate
 * finds it by its titles and rewrites it: the games and the crosstable's notes from the
 * crosstable as it now stands (its own rating's); the starts' notes as the build wrote them,
 * since Recalculate has neither the file nor the list they came from.
 */
import type { Tournament } from "../core/tournament/model";
import { unsettledGames } from "../core/tournament/unsettled";
import { cellAddress, parseCell } from "./a1";
import { SPARE_ROWS, columnsForText } from "./layout";
import { describe } from "./messages";
import { type EngineNote, isFromCrosstable } from "../results/notes";
import { type Block, text } from "./plan";
import type { ReadGrid } from "./read-grid";
import { type SheetLanguage, SHEET_TEXTS, isWord } from "./texts";

/** The note block's titles, by which Recalculate finds it and its parts. */
const TITLES = ["unsettledNote", "startNotes", "crosstableNotes"] as const;

/** The note's lines: its title, then each game rated without (none when no game is left out). */
export function unsettledNoteLines(t: Tournament, language: SheetLanguage): string[] {
  // the games the ratings leave out (ratedTournament's)
  const games = unsettledGames(t);
  if (games.length === 0) return [];
  return [SHEET_TEXTS[language].unsettledNote, ...games.map((g) => describe(g.text, language))];
}

/** A title and its lines, or nothing without a line. */
function section(title: string, notes: readonly EngineNote[], language: SheetLanguage): string[] {
  return notes.length === 0 ? [] : [title, ...notes.map((n) => describe(n.text, language))];
}

/** The engine's notes the sheet says: those on where the starts came from, then the crosstable's, each titled. */
export function engineNoteLines(notes: readonly EngineNote[], language: SheetLanguage): string[] {
  const tx = SHEET_TEXTS[language];
  return [
    ...section(
      tx.startNotes,
      notes.filter((n) => !isFromCrosstable(n)),
      language,
    ),
    ...crosstableNoteLines(notes, language),
  ];
}

/** The build's note: the games `rated` leaves out (D54; null: none is), then the engine's notes. */
export function noteLinesOf(
  rated: Tournament | null,
  notes: readonly EngineNote[],
  language: SheetLanguage,
): string[] {
  return [
    ...(rated === null ? [] : unsettledNoteLines(rated, language)),
    ...engineNoteLines(notes, language),
  ];
}

/** The engine's notes from the crosstable alone, titled: what Recalculate's own rating says again. */
export function crosstableNoteLines(notes: readonly EngineNote[], language: SheetLanguage): string[] {
  return section(SHEET_TEXTS[language].crosstableNotes, notes.filter(isFromCrosstable), language);
}

/** The first row for a block under all of `blocks`, after the rows a spill may grow into. */
export function rowBelow(blocks: readonly Block[]): number {
  const last = blocks.reduce((most, b) => Math.max(most, parseCell(b.at).row + b.rows.length - 1), 0);
  return last + 1 + SPARE_ROWS;
}

/** The cells of the note's titles, its lines written from `row` on: the first and any other, made bold. */
export function noteTitles(row: number, lines: readonly string[]): string[] {
  return lines.flatMap((line, i) =>
    i === 0 || TITLES.some((word) => isWord(line, word)) ? [cellAddress(row + i, 0)] : [],
  );
}

/** How a note's row that continues the row above begins (so that it reads as one note). */
export const CONTINUED = "   ";

/**
 * The note's lines cut at spaces into rows that print within `columns` columns from A (`widths`
 * the plan's, default widths after them), each row after a line's first indented by CONTINUED:
 * a long note must not widen the print area, which the one-page-wide printout would then shrink
 * (FIDE's K note in Russian ran to column X). A word too long for the width stays whole.
 */
export function wrapNote(
  lines: readonly string[],
  columns: number,
  widths: readonly { column: number; points: number }[],
): string[] {
  const fits = (t: string): boolean => columnsForText(0, t, widths) <= columns;
  return lines.flatMap((line) => {
    if (fits(line)) return [line];
    const rows: string[] = [];
    let row = "";
    for (const word of line.split(" ")) {
      const longer = row === "" || row === CONTINUED ? `${row}${word}` : `${row} ${word}`;
      if (row !== "" && row !== CONTINUED && !fits(longer)) {
        rows.push(row);
        row = `${CONTINUED}${word}`;
      } else row = longer;
    }
    return [...rows, row];
  });
}

/** The note's block from `row` on, in column A (each line runs over the empty cells to its right). */
export function noteBlock(row: number, lines: readonly string[]): Block {
  return { at: cellAddress(row, 0), rows: lines.map((l) => [text(l)]) };
}

/** The note a sheet holds from row `from` on: its first title's row and its rows (titles and lines). */
export function findNote(grid: ReadGrid, from: number): { row: number; rows: number } | undefined {
  for (let r = from; r <= grid.lastRow; r++) {
    const value = grid.value(r, 0);
    if (!TITLES.some((word) => isWord(value, word))) continue;
    let rows = 1;
    while (r + rows <= grid.lastRow && !grid.blank(r + rows, 0)) rows++;
    return { row: r, rows };
  }
  return undefined;
}

/**
 * The starts' notes of the sheet's note block from row `from` on, title first, as the build wrote
 * them (in the sheet's language); none when the block has none.
 */
export function startNoteLines(grid: ReadGrid, from: number): string[] {
  const note = findNote(grid, from);
  if (note === undefined) return [];
  const lines: string[] = [];
  for (let r = note.row; r < note.row + note.rows; r++) {
    const value = grid.value(r, 0);
    if (lines.length > 0 && TITLES.some((word) => isWord(value, word))) break;
    if (lines.length > 0 || isWord(value, "startNotes")) lines.push(String(value));
  }
  return lines;
}

/** What Recalculate writes for the note: its blocks (old rows emptied), its bold title, its last row. */
export interface NoteUpdate {
  readonly blocks: Block[];
  /**
   * The old note's rows in column A, made not bold before the new titles are: a title row the
   * shorter or moved note now fills with a line, or empties, must not stay bold.
   */
  readonly plain: string[];
  readonly bold: string[];
  /** The note's last row (the print area's), when the sheet keeps one. */
  readonly last?: number;
}

/**
 * Recalculate's note: `lines` (`unsettledNoteLines`, the kept `startNoteLines` and
 * `crosstableNoteLines`; none when nothing is left to say)
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
  const plain =
    old === undefined ? [] : [`${cellAddress(old.row, 0)}:${cellAddress(old.row + old.rows - 1, 0)}`];
  if (old !== undefined) {
    // the old rows this note does not write again: emptied ("" clears a cell)
    const kept = stays ? lines.length : 0;
    if (old.rows > kept) blocks.push(noteBlock(old.row + kept, Array<string>(old.rows - kept).fill("")));
  }
  if (lines.length === 0) return { blocks, plain, bold: [] };
  blocks.push(noteBlock(row, lines));
  return { blocks, plain, bold: noteTitles(row, lines), last: row + lines.length - 1 };
}
