/** A system's share of the tournament sheet: its crosstable rows, header-block rows, side columns and outcomes. */
import type { Tournament } from "../core/tournament/model";
import { type CalendarDate, formatIsoDate } from "../core/common/date";
import { type Message, msg, render } from "../i18n/table";
import { sheetDates } from "./parse-sheet";
import { formatCell, formatChessCell } from "../formats/cell";
import type { RatingList } from "../formats/lists/model";
import type { EngineNote } from "../results/notes";
import { type Cell, text } from "./plan";
import { type HeaderKey, type SheetLanguage, type SheetTexts } from "./texts";

import type { TournamentSheetRequest } from "./request";
import type { StartOutcome } from "./spill-outcomes";

export interface Rated {
  /** Crosstable rows below the header: one per player. */
  rows: Cell[][];
  header: string[];
  /**
   * FIDE: K per player, written beside the crosstable and passed to TOURNAMENT.FIDE; `fixed`:
   * one K for everyone, so the rated players' cells refer to the header block's K.
   */
  kColumn?: { values: (number | null)[]; fixed: boolean };
  /**
   * MGSZ, when a player is new (§1.5, D24): per player whether he enters the register (null: not
   * new), written beside the crosstable and passed to TOURNAMENT.MGSZ.
   */
  registerColumn?: (boolean | null)[];
  /**
   * MGSZ, when a player has reached a threshold once before (D8: the list's column or history,
   * D144): per player the ranks ("1d 2d"; null: none), written beside the crosstable and passed
   * to TOURNAMENT.MGSZ as `reached_once` (D170).
   */
  reachedOnceColumn?: (string | null)[];
  /** Each crosstable row's ID (EGD PIN, FIDE ID), for Post; written as text beside the crosstable. */
  ids: (string | undefined)[];
  /** Where each player started from; his ratings are the ratings formula's (spill-outcomes.ts). */
  players: StartOutcome[];
  /**
   * D76: no game can be rated yet (MGSZ's C left empty on a registration list's sheet): the
   * ratings formula's error is the sheet's expected state, not a fault (D118).
   */
  unrated?: true;
  /** Header block rows particular to the system. */
  params: [HeaderKey, Cell, Cell?][];
  ratingsColumns: number;
  parts: number;
  /** The engine's notes the sheet says (`saidNotes`, src/results/notes.ts), in its order. */
  notes: readonly EngineNote[];
  /** Mahjong: the release date (ISO), Post's default date. */
  postDate?: string;
}

/** Player i's round cells: a chess sheet's in chess notation (D284), a Go sheet's in the Go cell's. */
export function roundCells(t: Tournament, i: number, chess = false): Cell[] {
  const format = chess ? formatChessCell : formatCell;
  const p = t.players[i];
  const out: Cell[] = [];
  for (let r = 0; r < t.rounds; r++) {
    const e = p?.results[r];
    if (e === undefined) {
      out.push(text(""));
      continue;
    }
    out.push(text(format(e.kind === "game" ? { ...e, opponent: e.opponent + 1 } : e)));
  }
  return out;
}

export function crosstableHeader(tx: SheetTexts, rounds: number): string[] {
  return [tx.no, tx.name, tx.rank, tx.rating, ...Array.from({ length: rounds }, (_, r) => tx.round(r + 1))];
}

export function listName(req: TournamentSheetRequest, tx: SheetTexts): Cell {
  const list =
    req.levelList !== undefined
      ? { n: req.levelList.length, format: "csv" }
      : req.ratingList !== undefined
        ? { n: req.ratingList.entries.length, format: req.ratingList.format }
        : undefined;
  if (list === undefined) return text(tx.noList);
  // D288: the list by its name, as the officer picked it (a list of unknown name: its size alone)
  const name = (req.listName ?? "").split(/[\\/]/).pop()?.trim() ?? "";
  return text(name === "" ? `${list.n} (${list.format})` : tx.listNamed(name, list.n, list.format));
}

/** A player's ID: the file's, else the one of the list row he was found on (by its line). */
export function idOf(
  own: string | undefined,
  listLine: number | undefined,
  list: RatingList | undefined,
): string | undefined {
  const trimmed = own?.trim();
  if (trimmed !== undefined && trimmed !== "") return trimmed;
  if (listLine === undefined || list === undefined) return undefined;
  const pin = list.entries.find((e) => e.line === listLine)?.pin?.trim();
  return pin === undefined || pin === "" ? undefined : pin;
}

/**
 * The First name, Club and Country columns beside the crosstable (header, then one cell per
 * player). The Name column holds name and first name in one cell as printed; the First name
 * column, written when some player has one, says which end of it is the first name, so that
 * pairing gives OpenGotha's colours, drawn from name + first name (P40). The Club and Country
 * columns are always written, blank where the file has none, for the director to fill (P45):
 * OpenGotha's geographical criteria pair from them (P31) and the pairing report names a board's
 * same club or country (P32). Read back by their headers.
 */
export function geoColumns(t: Tournament, tx: SheetTexts): Cell[][][] {
  const columns: Cell[][][] = [];
  for (const [field, header] of [
    ["firstName", tx.firstName],
    ["club", tx.club],
    ["federation", tx.country],
  ] as const) {
    const values = t.players.map((p) => (p[field] ?? "").trim());
    if (field === "firstName" && values.every((v) => v === "")) continue;
    columns.push([[text(header)], ...values.map((v): Cell[] => [v === "" ? null : text(v)])]);
  }
  return columns;
}

/**
 * One day of the Dates cell (D395): the day the file's reader read, as ISO, which the sheet's date
 * reader reads back exactly (`24/09/2010`, day first in a file, D67, is no day typed in a cell);
 * else the text as the file has it.
 */
const dateSide = (day: CalendarDate | undefined, written: string | undefined): string =>
  day !== undefined ? formatIsoDate(day) : (written ?? "").trim();

/** The header block's dates: the first day – the last, or the one the file gives (D395). */
export function datesOf(t: Tournament): string {
  const start = dateSide(t.start, t.startDate);
  const end = dateSide(t.end, t.endDate);
  if (start === "") return end;
  return end === "" || end === start ? start : `${start} – ${end}`;
}

/**
 * D396: the Dates cell's note where a date the file gives is no day the sheet reads back (the
 * file's reader read none from it and warned), else undefined.
 */
function datesNote(t: Tournament): Message | undefined {
  const value = datesOf(t);
  const read = sheetDates(value);
  const unread = value !== "" && (read.start === undefined || read.end === undefined);
  return unread ? msg("datesNotRead", { value }) : undefined;
}

/** D395, D396: the Dates row, the days as the sheet reads them back; a text it reads none from said beside. */
export function datesRow(t: Tournament, language: SheetLanguage): [HeaderKey, Cell, Cell?] {
  const note = datesNote(t);
  const dates = text(datesOf(t));
  return note === undefined ? ["dates", dates] : ["dates", dates, text(render(note, language))];
}

/** A file's name without its folder and extension. */
export function baseName(fileName: string): string {
  return (fileName.split(/[\\/]/).pop() ?? "").replace(/\.[^.]*$/, "");
}
