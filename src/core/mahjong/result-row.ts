/**
 * One row of a mahjong results sheet (docs/mahjong.md, RATINGLIST): its cells read into a
 * result — player, tournament, last day, place, participants, sessions, championship — or a
 * {@link ResultRowError} naming the row, the column and what is wrong with the cell. The rating
 * list (ratinglist.ts) replays the rows read here.
 */
import { type ResultCellProblem, type ResultRowPlace } from "../../i18n/errors-mahjong-list";
import { msg } from "../../i18n/table";
import { BOUNDS, type DecimalMark, type Quantity, inBound, readMarked } from "../common/bounds";
import { LINE_BREAK, oneLine } from "../common/identity";
import {
  type CalendarDate,
  type DateSystem,
  FIRST_YEAR,
  LAST_YEAR,
  isReadDate,
  readDateValue,
} from "../common/date";
import { RatingError } from "../common/errors";

/** The columns of a results sheet, in this order (docs/mahjong.md, RATINGLIST). */
export const RESULT_COLUMNS = [
  "player",
  "tournament",
  "last day",
  "place",
  "participants",
  "sessions",
  "championship",
] as const;
export type ResultColumn = (typeof RESULT_COLUMNS)[number];

/** One player's result in one tournament. */
export interface ResultRow {
  readonly player: string;
  readonly tournament: string;
  readonly lastDay: CalendarDate;
  /** Whole, or x.5 for a shared place (D17), 1..participants. */
  readonly place: number;
  /** N, whole; below 12 the tournament is not rated (D13). */
  readonly participants: number;
  /** S, whole 1..1000. */
  readonly sessions: number;
  readonly championship: boolean;
  /** The caller's number of the row (sheet row, file line), used in messages. */
  readonly row: number;
}

/** A bad result row: a RatingError that also names the row and the column. */
export class ResultRowError extends RatingError {
  constructor(
    kind: RatingError["kind"],
    readonly row: number,
    readonly column: ResultColumn,
    readonly where: ResultRowPlace,
    problem: ResultCellProblem,
  ) {
    super(kind, msg("mahjongResultCell", { where, row, column, problem }));
  }
}

/** A raw cell of a results sheet (a spreadsheet value or CSV text). */
export type RawCell = string | number | boolean | null | undefined;

// TRUE and FALSE as Excel saves them in a CSV in English, Hungarian and Russian (IGAZ/HAMIS,
// ИСТИНА/ЛОЖЬ), and the words an officer types (D439)
const TRUE_TEXT = new Set(["true", "yes", "1", "igaz", "igen", "истина", "да", "x"]);
const FALSE_TEXT = new Set(["false", "no", "0", "hamis", "nem", "ложь", "нет", ""]);

/** Two spaces in a row or a space other than " ": a name whose spaces are collapsed. */
export const SPACES = /\s\s|[^\S ]/u;

const blank = (c: RawCell): boolean =>
  c === null || c === undefined || (typeof c === "string" && c.trim() === "");

function cellProblem(c: RawCell): ResultCellProblem {
  return blank(c) ? { kind: "blank" } : { kind: "notNumber", value: JSON.stringify(c) };
}

/** Where a cell is, for messages. */
interface At {
  readonly row: number;
  readonly where: ResultRowPlace;
  /** D458: the decimal mark of the file the cells come from, where it tells one. */
  readonly mark?: DecimalMark;
}

function fail(
  at: At,
  column: ResultColumn,
  problem: ResultCellProblem,
  kind: RatingError["kind"] = "value",
): never {
  throw new ResultRowError(kind, at.row, column, at.where, problem);
}

function nameCell(c: RawCell, at: At, column: ResultColumn): string {
  if (typeof c === "string") {
    const t = c.trim();
    // D459: a line break in the cell (Alt+Enter, a quoted CSV cell across lines) is never joined in silence
    if (LINE_BREAK.test(t))
      fail(at, column, { kind: "lineBreak", value: JSON.stringify(t), joined: oneLine(t) });
    if (t !== "") return SPACES.test(t) ? t.replace(/\s+/gu, " ") : t;
  } else if (!blank(c)) return String(c);
  return fail(at, column, { kind: "blank" });
}

function numberCell(c: RawCell, at: At, column: ResultColumn): number {
  if (typeof c === "number" && Number.isFinite(c)) return c;
  // H1, D439: a plain decimal only; `1e0`, `2.9e1`, `0x1d` are no place or count. D458: `1,250`
  // with the decimal mark the file tells (at.mark), asked about where it tells none
  const read = typeof c === "string" && !blank(c) ? readMarked(c, at.mark) : undefined;
  if (read !== undefined && "value" in read) return read.value;
  if (read === undefined || read.why.kind === "notNumber") return fail(at, column, cellProblem(c));
  return fail(at, column, { kind: "number", value: JSON.stringify(c), why: read.why });
}

/** A count within its bound of the one table (H1), as the functions' arguments and the readers' cells. */
function boundedCell(c: RawCell, at: At, column: ResultColumn, quantity: Quantity): number {
  const n = numberCell(c, at, column);
  if (!inBound(quantity, n)) {
    const { min, max, whole } = BOUNDS[quantity];
    fail(at, column, { kind: "range", value: n, min, max, whole }, "num");
  }
  return n;
}

function dateCell(c: RawCell, at: At, system: DateSystem): CalendarDate {
  // H9: the one date reader (a serial in the workbook's system, D191); a year alone is no last day
  const r = typeof c === "number" || typeof c === "string" ? readDateValue(c, "file", system) : undefined;
  if (isReadDate(r) && !r.yearOnly) return r.date;
  if (r === undefined)
    return fail(at, "last day", blank(c) ? { kind: "blank" } : { kind: "notDate", value: JSON.stringify(c) });
  const value = JSON.stringify(c);
  return fail(
    at,
    "last day",
    isReadDate(r)
      ? { kind: "yearNotDate", value }
      : { kind: "dateReason", value, reason: r.problem, first: FIRST_YEAR, last: LAST_YEAR },
  );
}

function flagCell(c: RawCell, at: At): boolean {
  if (typeof c === "boolean") return c;
  const t = blank(c) ? "" : String(c).trim().toLowerCase();
  if (TRUE_TEXT.has(t)) return true;
  if (FALSE_TEXT.has(t)) return false;
  return fail(at, "championship", { kind: "notFlag", value: JSON.stringify(c) });
}

/**
 * Reads one row of raw cells in {@link RESULT_COLUMNS} order: numbers as numbers or numeric
 * text (a decimal comma too), dates as Excel serials or ISO text, the championship flag as
 * TRUE/FALSE, 1/0, yes/no, да/нет or blank (no). `row` and `where` name the row in messages;
 * `system` is the date system of the workbook the cells come from (D191; a file's: 1900);
 * `mark` the decimal mark of the file's numbers where it tells one (D458: `1,250` is asked
 * about without it).
 */
export function readResultRow(
  cells: readonly RawCell[],
  row: number,
  where: ResultRowPlace = "row",
  system: DateSystem = "1900",
  mark?: DecimalMark,
): ResultRow {
  const at: At = { row, where, ...(mark !== undefined ? { mark } : {}) };
  const participants = boundedCell(cells[4], at, "participants", "participants");
  const place = numberCell(cells[3], at, "place");
  if (!Number.isInteger(place * 2)) {
    fail(at, "place", { kind: "notPlace", value: place }); // D17
  }
  if (place < 1 || place > participants)
    fail(at, "place", { kind: "placeOutside", value: place, participants }, "num");
  return {
    player: nameCell(cells[0], at, "player"),
    tournament: nameCell(cells[1], at, "tournament"),
    lastDay: dateCell(cells[2], at, system),
    place,
    participants,
    sessions: boundedCell(cells[5], at, "sessions", "sessions"),
    championship: flagCell(cells[6], at),
    row,
  };
}
