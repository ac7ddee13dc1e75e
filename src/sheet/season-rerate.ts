/**
 * "Re-rate the season" (issue 26, D172–D174), without Excel: the workbook's tournament sheets
 * rated again in date order from the rating-list sheet as it stood before the first of them,
 * each sheet's starts (Rating, Rank) rewritten from the list as the ones before it left it, then
 * rated by its own formulas as Recalculate rates it (`planRecalculate`: the function table, not a
 * copy of the rules) and posted to the list as Post posts (`planPost`). Nothing is planned for
 * writing when any sheet has a problem: the problems are returned, each at its cell.
 */
import { formatIsoDate } from "../core/common/date";
import { mgszRank } from "../core/engines/mgsz-start";
import { reachedInHistory } from "../core/mgsz/promotion";
import { formatRank } from "../core/mgsz/rank";
import type { RatingListEntry } from "../formats/lists/model";
import { msg } from "../i18n/table";
import type { SheetUpdate } from "./adapter";
import { cellAddress, parseCell } from "./a1";
import { type ParsedSheet, parseTournamentSheet, readParams } from "./parse-sheet";
import { type Block, type Cell, bool, num, text } from "./plan";
import { SHEET_TEXTS } from "./texts";
import { type RatingListMapping, planPost, postListOf, postedColumns } from "./post";
import type { PostList } from "./posted-list";
import { ReadGrid, type SheetProblem, problemAt } from "./read-grid";
import { planRecalculate } from "./recalc";
import type { SheetRead } from "./sheet-read";
import { ratesCrosstable, systemOf } from "../systems";

/** One player's change in a tournament of the season, as the pane lists it. */
export interface SeasonChange {
  readonly name: string;
  readonly before: number | null;
  readonly after: number | null;
  readonly rankBefore?: string;
  readonly rankAfter?: string;
}

/** A tournament sheet of the season, re-rated: its last day and its players' changes. */
export interface SeasonStep {
  readonly sheet: string;
  readonly day: string;
  readonly changes: readonly SeasonChange[];
}

export type SeasonRerate =
  /** `left`: the sheets left as they are, each said at its title (D263). */
  | { ok: true; updates: SheetUpdate[]; steps: SeasonStep[]; left: SheetProblem[] }
  | { ok: false; problems: SheetProblem[] };

interface SeasonSheet {
  read: SheetRead;
  parsed: ParsedSheet;
  first: string;
  last: string;
}

const valueOf = (c: Cell): string | number | boolean | undefined =>
  c === null
    ? undefined
    : c.kind === "text"
      ? c.text
      : c.kind === "number" || c.kind === "boolean"
        ? c.value
        : undefined;

/** The read as it would be with `blocks` written: the list as the tournaments before left it. */
export function withBlocks(read: SheetRead, blocks: readonly Block[]): SheetRead {
  const own = { ...read, values: read.values.map((r) => [...r]), formulas: read.formulas.map((r) => [...r]) };
  return writtenInto(own, blocks, 0, 0);
}

/**
 * `blocks` written into the grids of `read`, which the caller owns (D334: the season's list,
 * which grows by a post's columns per tournament, is not copied whole for each), every cell up
 * to the new size filled ("" where nothing is); the rows above `rows` are filled from column
 * `columns` on only (the caller's grid is whole up to there).
 */
function writtenInto(
  read: SheetRead,
  blocks: readonly Block[],
  filledRows: number,
  filledColumns: number,
): SheetRead {
  const { values, formulas } = read;
  let rows = read.rows;
  let columns = read.columns;
  for (const b of blocks) {
    const at = parseCell(b.at);
    const top = at.row - read.row;
    const left = at.column - read.column;
    b.rows.forEach((cells, i) =>
      cells.forEach((c, j) => {
        const v = valueOf(c);
        if (v === undefined) return;
        (values[top + i] ??= [])[left + j] = v;
        (formulas[top + i] ??= [])[left + j] = v;
        rows = Math.max(rows, top + i + 1);
        columns = Math.max(columns, left + j + 1);
      }),
    );
  }
  for (let r = 0; r < rows; r++) {
    for (const grid of [values, formulas]) {
      const row = (grid[r] ??= []);
      for (let c = r < filledRows ? filledColumns : 0; c < columns; c++) row[c] ??= "";
    }
  }
  return { ...read, rows, columns, values, formulas };
}

/**
 * D215: the read without its trailing columns that hold nothing (those D174 cleared), so that
 * the season's columns are posted again where they stood, not right of their blank places.
 */
function withoutBlankColumns(read: SheetRead): SheetRead {
  const grid = new ReadGrid(read);
  let columns = read.columns;
  const blank = (c: number) => read.values.every((_, r) => grid.blank(read.row + r, c));
  while (columns > 0 && blank(read.column + columns - 1)) columns--;
  return {
    ...read,
    columns,
    values: read.values.map((r) => r.slice(0, columns)),
    formulas: read.formulas.map((r) => r.slice(0, columns)),
  };
}

/**
 * D215: the list's blocks: the clearing's cells outside the posted blocks, as runs down each
 * column (a plan's blocks may not overlap; the clearing blocks are one column wide), and the
 * posted blocks with the cells they leave untouched cleared where the clearing was.
 */
function listBlocksOf(clear: readonly Block[], posted: readonly Block[]): Block[] {
  const cells = (b: Block, f: (row: number, column: number, cell: Cell) => void) => {
    const at = parseCell(b.at);
    b.rows.forEach((r, i) => r.forEach((c, j) => f(at.row + i, at.column + j, c)));
  };
  const covered = new Set<string>();
  for (const b of posted) cells(b, (r, c) => covered.add(`${r},${c}`));
  const cleared = new Set<string>();
  const out: Block[] = [];
  for (const b of clear) {
    let run: Cell[][] = [];
    let top = 0;
    cells(b, (r, c, cell) => {
      cleared.add(`${r},${c}`);
      if (covered.has(`${r},${c}`)) {
        if (run.length > 0) out.push({ at: cellAddress(top, c), rows: run });
        run = [];
      } else {
        if (run.length === 0) top = r;
        run.push([cell]);
      }
    });
    if (run.length > 0) out.push({ at: cellAddress(top, parseCell(b.at).column), rows: run });
  }
  for (const b of posted) {
    const at = parseCell(b.at);
    const rows = b.rows.map((r, i) =>
      r.map((c, j) => (c === null && cleared.has(`${at.row + i},${at.column + j}`) ? text("") : c)),
    );
    out.push({ ...b, rows });
  }
  return out;
}

/**
 * The workbook's tournament sheets rating a crosstable, with their days; problems for one without;
 * D263: a mahjong results sheet said in `left`, never passed over in silence.
 */
function seasonSheets(
  reads: readonly SheetRead[],
  listSheet: string,
  problems: SheetProblem[],
  left: SheetProblem[],
): SeasonSheet[] {
  const out: SeasonSheet[] = [];
  for (const read of reads) {
    if (read.sheetName === listSheet) continue;
    const grid = new ReadGrid(read);
    const parsed = parseTournamentSheet(grid);
    if (Array.isArray(parsed)) continue;
    if (!ratesCrosstable(parsed.system)) {
      const at = grid.address(parsed.titleRow, 0);
      left.push(problemAt(at, msg("seasonSheetLeft", { sheet: read.sheetName })));
      continue;
    }
    const params = readParams(grid, parsed, []);
    const last = params.end ?? params.start;
    const first = params.start ?? params.end;
    if (last === undefined || first === undefined) {
      const row = parsed.header.get("dates") ?? parsed.titleRow;
      problems.push(problemAt(grid.address(row, 1), msg("seasonSheetNoDay", { sheet: read.sheetName })));
      continue;
    }
    out.push({ read, parsed, first: formatIsoDate(first), last: formatIsoDate(last) });
  }
  // D172: last day, first day, then the sheet's name (the season's order, D141); ISO days sort as text
  const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
  return out.sort(
    (a, b) =>
      byText(a.last, b.last) || byText(a.first, b.first) || byText(a.read.sheetName, b.read.sheetName),
  );
}

/** D173: the thresholds a list row's history shows reached once (D144), MGSZ's; none elsewhere. */
function onceOf(s: SeasonSheet, e: RatingListEntry): string[] {
  // the system whose ratings function takes the Register and Reached once columns (D24, D170)
  const rank = systemOf(s.parsed.system).sheet.sideColumn === "register" ? mgszRank(e.rank) : null;
  if (rank === null) return [];
  return reachedInHistory(
    rank.rank,
    (e.history ?? []).map((h) => h.rating),
  ).map((r) => formatRank(r));
}

const cellOf = (v: string | number | boolean): Cell =>
  typeof v === "number" ? num(v) : typeof v === "boolean" ? bool(v) : text(v);

/**
 * D173: an MGSZ sheet without the Reached once column gets it where the build puts it (after the
 * Register column, else one column after the crosstable), the columns right of it (IDs, first
 * names, clubs, countries) moved one to the right, header and players' rows only.
 */
function addReachedOnceColumn(s: SeasonSheet, onces: ReadonlyMap<number, string>): Block[] {
  const p = s.parsed;
  const at = (p.registerColumn ?? p.width) + 1;
  const last = [p.idColumn, p.firstNameColumn, p.clubColumn, p.countryColumn].reduce<number>(
    (m, c) => (c !== undefined && c > m ? c : m),
    at - 1,
  );
  const grid = new ReadGrid(s.read);
  const rows: Cell[][] = [];
  for (let r = p.ctRow; r <= p.ctRow + p.players; r++) {
    const moved = Array.from({ length: last - at + 1 }, (_, j) => cellOf(grid.value(r, at + j)));
    rows.push([text(r === p.ctRow ? SHEET_TEXTS[p.language].reachedOnce : (onces.get(r) ?? "")), ...moved]);
  }
  return [{ at: cellAddress(p.ctRow, at), rows }];
}

/**
 * D173: each crosstable row found on the list (its ID, else its name, D60) starts from the list's
 * rating and rank, and (MGSZ) the thresholds its history shows reached once; a player not on it
 * keeps the start his row holds (D24: a new player). A player with such thresholds on a sheet
 * without the Reached once column is a problem at his Rank cell: rated without them, he would
 * miss a promotion in silence.
 */
function startsFromList(s: SeasonSheet, list: PostList): { read: SheetRead; blocks: Block[] } {
  const { entries, matcher } = list;
  const grid = new ReadGrid(s.read);
  const blocks: Block[] = [];
  const onces: { row: number; once: string[] }[] = [];
  for (let i = 0; i < s.parsed.players; i++) {
    const row = s.parsed.ctRow + 1 + i;
    const name = String(grid.value(row, 1)).trim();
    const id = s.parsed.idColumn === undefined ? "" : String(grid.value(row, s.parsed.idColumn)).trim();
    const m = matcher.match({ name, ...(id !== "" ? { id } : {}) });
    const e = m.kind === "id" || m.kind === "name" ? entries[m.index] : undefined;
    if (e === undefined) continue;
    blocks.push({
      at: cellAddress(row, 2),
      rows: [[e.rank === undefined ? null : text(e.rank), num(e.rating)]],
    });
    const once = onceOf(s, e);
    if (s.parsed.reachedOnceColumn !== undefined || once.length > 0) onces.push({ row, once });
  }
  if (onces.length === 0) return { read: withBlocks(s.read, blocks), blocks };
  const column = s.parsed.reachedOnceColumn;
  if (column === undefined) {
    const added = addReachedOnceColumn(s, new Map(onces.map((o) => [o.row, o.once.join(" ")])));
    const all = [...blocks, ...added];
    return { read: withBlocks(s.read, all), blocks: all };
  }
  for (const o of onces) blocks.push({ at: cellAddress(o.row, column), rows: [[text(o.once.join(" "))]] });
  return { read: withBlocks(s.read, blocks), blocks };
}

/**
 * The season re-rated over `reads` (every sheet of the workbook) from the list sheet `list` as
 * `mapping` reads it: the updates of each tournament sheet and of the list, and each step's changes.
 * Pure (the pane's worker runs it, D264); `onSheet` hears each tournament sheet rated of all.
 */
export function planSeasonRerate(
  list: SheetRead,
  mapping: RatingListMapping,
  reads: readonly SheetRead[],
  onSheet?: (done: number, total: number) => void,
): SeasonRerate {
  const problems: SheetProblem[] = [];
  const left: SheetProblem[] = [];
  const sheets = seasonSheets(reads, list.sheetName, problems, left);
  if (problems.length > 0) return { ok: false, problems };
  const first = sheets[0];
  if (first === undefined) {
    const none = problemAt(new ReadGrid(list).address(0, 0), msg("seasonNoSheets", {}));
    return { ok: false, problems: [none, ...left] };
  }
  // D174: the list before the season: the columns Post wrote dated on or after its first day are
  // the season's, cleared and written again; the older ones and the list's own stay
  const grid = new ReadGrid(list);
  const clear: Block[] = postedColumns(list, mapping.headerRow)
    .filter((c) => c.day >= first.last)
    .map((c) => ({
      at: cellAddress(mapping.headerRow, c.column),
      rows: Array.from({ length: grid.lastRow - mapping.headerRow + 1 }, (): Cell[] => [text("")]),
    }));
  let view = withoutBlankColumns(withBlocks(list, clear));
  // D334: the list read once, then kept through the posts (each post's `after`)
  let kept = postListOf(view, mapping);
  const posted: Block[] = [];
  const updates: SheetUpdate[] = [];
  const steps: SeasonStep[] = [];
  for (const [done, s] of sheets.entries()) {
    onSheet?.(done, sheets.length);
    const starts = startsFromList(s, kept);
    const rated = planRecalculate(starts.read);
    if (!rated.ok) return { ok: false, problems: rated.problems };
    updates.push({ ...rated.update, blocks: [...starts.blocks, ...rated.update.blocks] });
    const post = planPost(view, mapping, rated.players, s.last, kept);
    // the view is this loop's own (withBlocks, withoutBlankColumns made it), whole to its size
    view = writtenInto(view, post.blocks, view.rows, view.columns);
    kept = post.after;
    for (const b of post.blocks) posted.push(b);
    steps.push({
      sheet: s.read.sheetName,
      day: s.last,
      changes: rated.players.map((p) => ({
        name: p.name,
        before: p.ratingBefore,
        after: p.ratingAfter,
        ...(p.rankBefore !== undefined ? { rankBefore: p.rankBefore } : {}),
        ...(p.rankAfter !== undefined ? { rankAfter: p.rankAfter } : {}),
      })),
    });
  }
  updates.push({ sheetName: list.sheetName, blocks: listBlocksOf(clear, posted) });
  onSheet?.(sheets.length, sheets.length);
  return { ok: true, updates, steps, left };
}
