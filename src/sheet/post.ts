/**
 * A rating list kept in a worksheet: finding its columns (`detectRatingListMapping`), reading it
 * (`ratingListFromSheet`) and posting a tournament's new ratings into it (`planPost`) as a new
 * dated column to the right of everything, with the players not yet on it appended below.
 * Nothing is overwritten or deleted: every cell the update writes was empty in the read.
 * Pure; actions.ts reads and writes.
 */
import {
  FIRST_YEAR,
  LAST_YEAR,
  formatIsoDate,
  isReadDate,
  parseDate,
  readDateValue,
} from "../core/common/date";
import { PlayerMatcher } from "../core/engines/match";
import { type Diagnostic, clipQuoted } from "../core/tournament/diagnostics";
import { normaliseRank } from "../core/go/rank";
import type { RatingList, RatingListEntry } from "../formats/lists/model";
import type { HistoryEntry } from "../core/season/history";
import { listColumns } from "../formats/lists/csv-list";
import type { SheetUpdate } from "./adapter";
import type { SheetRead } from "./sheet-read";
import { type Message, english, msg } from "../i18n/table";
import { type HasSheetMessage, SheetInputError } from "./messages";
import { cellAddress, columnLetters } from "./a1";
import { type Block, type Cell, MAX_COLUMNS, num, text } from "./plan";
import { ReadGrid } from "./read-grid";
import type { PlayerOutcome } from "./request";
import { type PostList, type RatingListMapping, listAfterPost } from "./posted-list";

export type { RatingListMapping };

/** The document setting (Office.context.document.settings) that remembers a list's mapping. */
export const MAPPING_SETTING = "ratingOfficer.ratingListMapping";

type Field = "pin" | "name" | "firstName" | "rating" | "rank" | "k" | "birth" | "federation";

/** A column Post added: `2026-11-22` (ratings) or `2026-11-22 rank`. */
const DATED = /^(\d{4}-\d{2}-\d{2})(?: \((\d+)\))?( rank)?$/;

/** How far down a header row is looked for. */
const HEADER_SEARCH_ROWS = 20;

/**
 * Finds the header row (within the first 20 rows of the used range) naming a rating column and
 * a name or ID column, in English, Hungarian or Russian; a problem when none does.
 */
export function detectRatingListMapping(read: SheetRead): RatingListMapping | HasSheetMessage {
  const grid = new ReadGrid(read);
  const problem = (text: Message): HasSheetMessage => ({ text });
  if (read.rows === 0) return problem(msg("listEmpty", { sheet: read.sheetName }));
  for (let r = read.row; r < read.row + Math.min(read.rows, HEADER_SEARCH_ROWS); r++) {
    const cells: unknown[] = [];
    let dated: number | undefined;
    for (let c = read.column; c <= grid.lastColumn; c++) {
      const v = grid.value(r, c);
      cells.push(v);
      const m = typeof v === "string" ? DATED.exec(v.trim()) : null;
      if (m !== null && m[3] === undefined && dated === undefined) dated = c;
    }
    // D68: the header words of a list file, read the same in a sheet
    const found = new Map([...listColumns(cells)].map(([f, i]) => [f, i + read.column]));
    const rating = found.get("rating") ?? dated;
    if (rating === undefined || !(found.has("name") || found.has("pin"))) continue;
    const opt = (f: Field): Partial<Record<Field, number>> => {
      const c = found.get(f);
      return c === undefined ? {} : { [f]: c };
    };
    return {
      sheet: read.sheetName,
      headerRow: r,
      rating,
      ...opt("name"),
      ...opt("firstName"),
      ...opt("pin"),
      ...opt("rank"),
      ...opt("k"),
      ...opt("birth"),
      ...opt("federation"),
    };
  }
  return problem(msg("noListHeader", { sheet: read.sheetName, rows: HEADER_SEARCH_ROWS }));
}

const str = (v: unknown): string => (v === undefined || v === null ? "" : String(v).trim());

function numeric(v: unknown): number | null {
  if (typeof v === "number" && Number.isFinite(v)) return v;
  if (typeof v === "string" && /^\s*[+-]?\d+([.,]\d+)?\s*$/.test(v))
    return Number(v.trim().replace(",", "."));
  return null;
}

/** Post's columns right of the header row: ratings and ranks, oldest first. */
export function datedColumns(grid: ReadGrid, headerRow: number): { ratings: number[]; ranks: number[] } {
  const ratings: number[] = [];
  const ranks: number[] = [];
  for (let c = grid.read.column; c <= grid.lastColumn; c++) {
    const m = DATED.exec(str(grid.value(headerRow, c)));
    if (m === null) continue;
    (m[3] === undefined ? ratings : ranks).push(c);
  }
  return { ratings, ranks };
}

/** A row's ratings in Post's dated columns, each with its day and its header as the event. */
function historyOf(
  grid: ReadGrid,
  row: number,
  headerRow: number,
  posted: readonly { column: number; day: string }[],
): { history?: HistoryEntry[] } {
  const history = posted.flatMap((c) => {
    const rating = numeric(grid.value(row, c.column));
    return rating === null ? [] : [{ end: c.day, event: str(grid.value(headerRow, c.column)), rating }];
  });
  return history.length > 0 ? { history } : {};
}

/** The columns Post wrote (ratings and ranks), each with the day its header gives (ISO). */
export function postedColumns(read: SheetRead, headerRow: number): { column: number; day: string }[] {
  const grid = new ReadGrid(read);
  const out: { column: number; day: string }[] = [];
  for (let c = read.column; c <= grid.lastColumn; c++) {
    const m = DATED.exec(str(grid.value(headerRow, c)));
    if (m !== null) out.push({ column: c, day: m[1] as string });
  }
  return out;
}

/**
 * The list in a sheet, by `mapping`. A row's rating is its newest: the right-most dated column
 * Post wrote that has a number, else the rating column; likewise its rank. Rows without a name
 * or ID are skipped; rows without any rating are warnings. `line` is the sheet row (1-based).
 */
export function ratingListFromSheet(read: SheetRead, mapping: RatingListMapping): RatingList {
  const grid = new ReadGrid(read);
  const { ratings, ranks } = datedColumns(grid, mapping.headerRow);
  const ratingColumns = [mapping.rating, ...ratings.filter((c) => c !== mapping.rating)].reverse();
  const rankColumns = [...(mapping.rank !== undefined ? [mapping.rank] : []), ...ranks].reverse();
  // D174: Post's dated rating columns are the row's history, oldest first (D144 derives from it)
  const posted = postedColumns(read, mapping.headerRow).filter(
    (c) => ratings.includes(c.column) && c.column !== mapping.rating,
  );
  const entries: RatingListEntry[] = [];
  const diagnostics: Diagnostic[] = [];
  const get = (r: number, c: number | undefined): string => (c === undefined ? "" : str(grid.value(r, c)));
  /** A warning said at the cell (row `r`, column `c`) of the list sheet. */
  const warn = (code: "bad-rating" | "bad-date", r: number, c: number, said: Message): void => {
    const detail = clipQuoted(english(said));
    diagnostics.push({
      severity: "warning",
      code,
      line: r + 1,
      column: c + 1,
      message: `'${read.sheetName}'!${cellAddress(r, c)}: ${detail}`,
      detail,
      text: said,
    });
  };
  for (let r = mapping.headerRow + 1; r <= grid.lastRow; r++) {
    const name = get(r, mapping.name);
    const pin = get(r, mapping.pin);
    if (name === "" && pin === "") continue;
    let rating: number | null = null;
    for (const c of ratingColumns) {
      rating = numeric(grid.value(r, c));
      if (rating !== null) break;
    }
    if (rating === null) {
      warn("bad-rating", r, mapping.rating, msg("rdSheetNotRating", { value: get(r, mapping.rating) }));
      continue;
    }
    const rankText = rankColumns.map((c) => get(r, c)).find((s) => s !== "") ?? "";
    const k = numeric(get(r, mapping.k));
    const firstName = get(r, mapping.firstName);
    // H9: a date of birth typed as a date (a serial) or as text, read by the one date reader
    const birthCell = mapping.birth === undefined ? undefined : grid.value(r, mapping.birth);
    const born =
      typeof birthCell === "number" || typeof birthCell === "string"
        ? readDateValue(birthCell, "file", grid.dateSystem)
        : undefined;
    if (born !== undefined && !isReadDate(born) && mapping.birth !== undefined) {
      const years = { first: FIRST_YEAR, last: LAST_YEAR };
      const what = { word: "dateOfBirth" } as const;
      const value = get(r, mapping.birth);
      warn("bad-date", r, mapping.birth, msg("rdBadDate", { what, value, reason: born.problem, ...years }));
    }
    entries.push({
      ...(pin !== "" ? { pin } : {}),
      name,
      ...(firstName !== "" ? { firstName } : {}),
      rating,
      ...(rankText !== "" ? { rank: normaliseRank(rankText) ?? rankText } : {}),
      ...(k !== null ? { k } : {}),
      ...(get(r, mapping.birth) !== "" ? { birth: get(r, mapping.birth) } : {}),
      ...(isReadDate(born) ? { born } : {}),
      ...(get(r, mapping.federation) !== "" ? { federation: get(r, mapping.federation) } : {}),
      ...historyOf(grid, r, mapping.headerRow, posted),
      line: r + 1,
    });
  }
  return { entries, diagnostics, encoding: "utf-8", format: "csv" };
}

/** What planPost will write, and what it found. */
export interface PostPlan extends SheetUpdate {
  /** Players found on the list (their row gets the new rating). */
  readonly updated: number;
  /** Players appended below the list. */
  readonly appended: number;
  /** The new ratings column, e.g. "H". */
  readonly column: string;
  /**
   * Players not written, as messages (`describe(message, lang)`): no new rating (unrated, not
   * published), a list row already taken, or several rows carry the name.
   */
  readonly skipped: readonly Message[];
  /** D334: the list as the sheet will read once this is written, for the season's next post. */
  readonly after: PostList;
}

/** The list in a sheet as a post reads it (D334): its rows and their matcher. */
export function postListOf(read: SheetRead, mapping: RatingListMapping): PostList {
  const { entries } = ratingListFromSheet(read, mapping);
  return { entries, matcher: new PlayerMatcher(entries) };
}

/**
 * A new dated column (and a rank column when the players have ranks or levels) right of the
 * used range, the new rating in each listed player's row; players not on the list appended
 * below the last row with their name (and ID). Every cell written was empty in the read.
 * `list`: the read's list when the caller has it (D334: a season's posts), else read here.
 */
export function planPost(
  listRead: SheetRead,
  mapping: RatingListMapping,
  players: readonly PlayerOutcome[],
  date: string,
  list: PostList = postListOf(listRead, mapping),
): PostPlan {
  // the one reader of typed dates (D67): `22.11.2026` is the 22nd, `05/06/2026` is ambiguous
  const day = formatIsoDate(parseDate(date));
  if (listRead.sheetName !== mapping.sheet) {
    throw new SheetInputError(
      msg("mappingForOtherSheet", { mapping: mapping.sheet, read: listRead.sheetName }),
    );
  }
  const grid = new ReadGrid(listRead);
  const headerRow = mapping.headerRow;
  const lastRow = Math.max(grid.lastRow, headerRow);
  const col = Math.max(grid.lastColumn + 1, mapping.rating + 1, 0);
  const withRanks = players.some((p) => p.rankAfter !== undefined && p.rankAfter !== "");
  const width = withRanks ? 2 : 1;
  // the new columns past Excel's last, which no address holds: said with the list's last cell
  if (col + width > MAX_COLUMNS) {
    const last = cellAddress(headerRow, grid.lastColumn);
    throw new SheetInputError(msg("postNoColumn", { sheet: listRead.sheetName, columns: width, last }));
  }
  // A header not yet used: the date, else the date with (2), (3) …
  const taken = new Set<string>();
  for (let c = listRead.column; c <= grid.lastColumn; c++) taken.add(str(grid.value(headerRow, c)));
  let label = day;
  for (let k = 2; taken.has(label); k++) label = `${day} (${k})`;

  const matcher = list.matcher;
  const byRow = new Map<number, PlayerOutcome>();
  const appended: PlayerOutcome[] = [];
  const skipped: Message[] = [];
  for (const p of players) {
    if (p.ratingAfter === null) {
      skipped.push(msg("noNewRating", { no: p.no, name: p.name }));
      continue;
    }
    const m = matcher.match({ name: p.name, ...(p.pin !== undefined ? { id: p.pin } : {}) });
    if (m.kind === "id" || m.kind === "name") {
      const row = (list.entries[m.index]?.line ?? 0) - 1;
      if (byRow.has(row))
        skipped.push(
          msg("listRowTaken", { no: p.no, name: p.name, row: row + 1, other: byRow.get(row)?.name ?? "" }),
        );
      else byRow.set(row, p);
    } else if (m.kind === "ambiguous") {
      skipped.push(msg("severalListRows", { no: p.no, name: p.name }));
    } else {
      appended.push(p);
    }
  }

  const cellsOf = (p: PlayerOutcome | undefined): Cell[] =>
    p === undefined
      ? Array<Cell>(width).fill(null)
      : [num(p.ratingAfter ?? 0, "0"), ...(withRanks ? [p.rankAfter ? text(p.rankAfter) : null] : [])];
  const rows: Cell[][] = [[text(label), ...(withRanks ? [text(`${label} rank`)] : [])]];
  for (let r = headerRow + 1; r <= lastRow; r++) rows.push(cellsOf(byRow.get(r)));
  for (const p of appended) rows.push(cellsOf(p));
  const blocks: Block[] = [{ at: cellAddress(headerRow, col), rows }];

  // The appended players' names (and IDs), one block per column.
  const idColumns: [number | undefined, (p: PlayerOutcome) => string][] = [
    [mapping.name, (p) => p.name],
    [mapping.pin, (p) => p.pin ?? ""],
  ];
  if (appended.length > 0 && mapping.name === undefined && mapping.pin === undefined) {
    throw new SheetInputError(msg("mappingWithoutNameOrId", { sheet: mapping.sheet }));
  }
  if (appended.length > 0) {
    for (const [c, value] of idColumns) {
      if (c === undefined || c < 0) continue;
      blocks.push({
        at: cellAddress(lastRow + 1, c),
        rows: appended.map((p) => [value(p) === "" ? null : text(value(p))]),
      });
    }
  }
  return {
    sheetName: listRead.sheetName,
    blocks,
    bold: [cellAddress(headerRow, col) + (withRanks ? `:${cellAddress(headerRow, col + 1)}` : "")],
    updated: byRow.size,
    appended: appended.length,
    column: columnLetters(col),
    skipped,
    after: listAfterPost(list, mapping, {
      day,
      label,
      withRanks,
      byRow,
      appended,
      firstAppendedRow: lastRow + 1,
    }),
  };
}
