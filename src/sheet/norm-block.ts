/**
 * A chess sheet's title-norm block (D303, D304): under everything else, on a page of its own,
 * from the seventh round played on. Its figures are the core's (`checkNorms`,
 * src/core/fide/norms), over the tournament as the sheet holds it — the crosstable with its
 * titles, ratings and the Country column (D284), its Sex column and Host federation cell (D357,
 * D358), its round columns the event's rounds, a round robin's pairings checked as one (D359) —,
 * and its texts the norm messages `rating-officer norms` prints, in the sheet's language. Values,
 * not a formula: the build writes them and Recalculate writes them again (D304).
 */
import { NAMED, type NormsReport, type TitleNorm, checkNorms } from "../core/fide/norms";
import { roundRobinPairings } from "../core/fide/norms/event";
import { who } from "../core/fide/norms/games";
import { checkSaid, forecastSaid } from "../core/fide/norms/said";
import { FIRST_ROUND_CHECKED } from "../core/fide/norms/titles";
import type { Player, Tournament } from "../core/tournament/model";
import { type Message, msg, render } from "../i18n/table";
import { cellAddress, parseCell, rangeAddress } from "./a1";
import { type NormEvent, readNormEvent } from "./norm-cells";
import { readCrosstable } from "./pairing-read";
import { SPARE_ROWS, WHOLE } from "./layout";
import { type Block, type Cell, num, text } from "./plan";
import type { ReadGrid } from "./read-grid";
import type { SheetRead } from "./sheet-read";
import { SHEET_TEXTS, type SheetLanguage, isWord } from "./texts";

/**
 * The last round of the crosstable with a game whose result is known (a forfeit included): the
 * round after which the norms are checked. A bye or an absence written ahead of the round, or a
 * game paired and not played yet, is no round played (D303).
 */
function lastRoundPlayed(t: Tournament): number {
  let last = 0;
  for (const p of t.players)
    p.results.forEach((e, r) => {
      if (e.kind === "game" && e.score !== null) last = Math.max(last, r + 1);
    });
  return last;
}

/** A player without the sex a sheet without the Sex column cannot hold (D360). */
function sexless(p: Player): Player {
  const out: { -readonly [K in keyof Player]: Player[K] } = { ...p };
  delete out.sex;
  return out;
}

/**
 * The norms the sheet's block shows, or undefined before the seventh round played (D303);
 * `columns` the sheet's round columns (a crosstable read back drops its empty last rounds),
 * `event` what the sheet holds of the host federation and the players' sex (D357, D358). A
 * crosstable where every player is paired with every other once, or every one twice, is checked
 * as a round robin (D359), by the command line's `norms --round-robin` check.
 */
export function sheetNorms(t: Tournament, columns: number, event: NormEvent): NormsReport | undefined {
  const round = lastRoundPlayed(t);
  if (round < FIRST_ROUND_CHECKED) return undefined;
  const times = roundRobinPairings(t);
  const roundRobin = times !== undefined;
  const players = event.sexColumn ? t.players : t.players.map(sexless);
  const host = event.host ?? "";
  // D303: the sheet's round columns are the event's rounds
  const report = checkNorms(
    { ...t, players },
    { round, rounds: Math.max(columns, round), ...(host !== "" ? { host } : {}), roundRobin },
  );
  const notes = report.notes.map((m) => sheetNote(m, t, event));
  if (times !== undefined)
    notes.push(msg("normSheetRoundRobinChecked", { players: t.players.length, times }));
  // D346: a round robin's shape, its rounds not all paired yet: checked as a Swiss, and said
  else if (mayBeRoundRobin(t, columns))
    notes.push(msg("normSheetRoundRobin", { players: t.players.length, rounds: columns }));
  return { ...report, notes };
}

/**
 * D346: whether the sheet may hold a round robin, whose pairings are fixed and whose norms B.01
 * checks by other rules (1.4.1e, 1.4.2b, 1.4.3d): as many rounds as a round robin of its players
 * has (n − 1, or n for an odd n) and no two players met twice. Until every round is paired
 * (D359) the sheet cannot say which the event is; the block checks a Swiss and says so.
 */
function mayBeRoundRobin(t: Tournament, columns: number): boolean {
  const n = t.players.length;
  if (n < 3 || columns !== (n % 2 === 0 ? n - 1 : n)) return false;
  return t.players.every((p) => {
    const met = p.results.flatMap((e) => (e.kind === "game" ? [e.opponent] : []));
    return new Set(met).size === met.length;
  });
}

/**
 * A note of the check as the sheet says it: what the sheet does not hold said of the sheet, with
 * the cell to fill, not of a file's records (D303, D357, D358, D360).
 */
function sheetNote(m: Message, t: Tournament, event: NormEvent): Message {
  if (m.code === "normNoHost") return msg(event.host === null ? "normSheetNoHost" : "normSheetHostBlank", {});
  if (m.code !== "normNoSex") return m;
  if (!event.sexColumn) return msg("normSheetNoSex", {});
  const blank = t.players.flatMap((p, i) => (p.sex === undefined ? [who(t, i)] : []));
  const named = blank.slice(0, NAMED);
  return msg("normSheetSexBlank", { players: named, more: blank.length - named.length });
}

/** How a requirement's row under its norm begins. */
const INDENT = "   ";

/** A title worth a row: its norm made, still possible, or not to be told from the sheet (as `norms` prints). */
function open(n: TitleNorm): boolean {
  return n.check.status !== "missed" || n.forecast.kind === "needs";
}

/** What keeps the norm from being made: the floor raised, a game credited, rounds dropped, the requirements not met. */
function shortOf(n: TitleNorm): Message[] {
  const [, ...details] = checkSaid(n.check, n.dropped);
  return details.filter((m) => m.code !== "normRequirement" || m.params.status !== "met");
}

/**
 * The block's rows: its title (by which Recalculate finds it), the heading, the check's notes,
 * the header and one row per player and title shown (the forecast last, running over the empty
 * cells to its right), each followed by what keeps the norm from being made, a row each, then the
 * games left out; column A is never blank, so the block ends at its first blank row there.
 */
export function normRows(report: NormsReport, language: SheetLanguage): Cell[][] {
  const tx = SHEET_TEXTS[language];
  const say = (m: Message): string => render(m, language);
  const rows: Cell[][] = [
    [text(tx.norms)],
    [text(say(msg("normHeading", report)))],
    // D358: 1.4.3d's counts, as the command line prints them, when the host federation is known
    ...(report.exemption === undefined ? [] : [[text(say(msg("normExemption", report.exemption)))]]),
    ...report.notes.map((m) => [text(say(m))]),
  ];
  const shown = report.players.flatMap((p) => p.titles.filter(open).map((n) => ({ p, n })));
  if (shown.length === 0) return [...rows, [text(say(msg("normNone", {})))]];
  rows.push([text(tx.no), text(tx.name), ...tx.normColumns.map(text)]);
  for (const { p, n } of shown) {
    const c = n.check;
    rows.push([
      num(p.no, WHOLE),
      text(p.name),
      text(n.title),
      text(say(msg("normStatus", { status: c.status }))),
      num(c.halfPoints / 2),
      num(c.games, WHOLE),
      num(c.rated, WHOLE),
      num(c.average, WHOLE),
      num(c.performance, WHOLE),
      text(say(forecastSaid(n.title, n.forecast))),
    ]);
    // each requirement short of the norm on a row of its own, under its norm
    for (const m of shortOf(n)) rows.push([text(`${INDENT}${say(m)}`)]);
  }
  const listed = new Set(shown.map(({ p }) => p.index));
  for (const p of report.players) if (listed.has(p.index)) for (const m of p.notes) rows.push([text(say(m))]);
  return rows;
}

/** The columns the block's table takes: No, Name and the norm's columns. */
const NORM_BLOCK_COLUMNS = 2 + SHEET_TEXTS.en.normColumns.length;

/** The block at `row`: its cells (each row `width` wide when given), its bold title and header, its last row. */
export function normBlock(
  row: number,
  rows: readonly Cell[][],
  width?: number,
): { block: Block; bold: string[]; last: number } {
  const header = rows.findIndex((r) => r.length > 1);
  const columns = rows[header]?.length ?? 1;
  const widened = rows.map((r) =>
    width === undefined ? [...r] : Array.from({ length: width }, (_, c): Cell => r[c] ?? text("")),
  );
  return {
    block: { at: cellAddress(row, 0), rows: widened },
    bold: [
      cellAddress(row, 0),
      ...(header < 0 ? [] : [rangeAddress({ row: row + header, column: 0, rows: 1, columns })]),
    ],
    last: row + rows.length - 1,
  };
}

/** The block a sheet holds from row `from` on: its title's row and its rows (to the first blank in A). */
function findNorms(grid: ReadGrid, from: number): { row: number; rows: number } | undefined {
  for (let r = from; r <= grid.lastRow; r++) {
    if (!isWord(grid.value(r, 0), "norms")) continue;
    let rows = 1;
    while (r + rows <= grid.lastRow && !grid.blank(r + rows, 0)) rows++;
    return { row: r, rows };
  }
  return undefined;
}

/** What Recalculate writes for the block: its cells (the old rows emptied), bold, last row, whether it moved. */
interface NormsUpdate {
  readonly blocks: Block[];
  readonly plain: string[];
  readonly bold: string[];
  /** The block's title row, undefined when the sheet now has none. */
  readonly row?: number;
  readonly last?: number;
  /** The block appeared, moved or went: the sheet's page breaks are to be set again. */
  readonly moved: boolean;
}

/**
 * Recalculate's block (D304): `rows` (none: the sheet is short of the seventh round) at the old
 * block's row when it still lies under `after` (the note's last row, else the ratings spill's)
 * with the spare rows between, else there; every cell of the old block's rows that nothing writes
 * is emptied: column A of the rows `taken` is the note's, which its own update writes or empties.
 */
export function rewriteNorms(
  grid: ReadGrid,
  from: number,
  after: number,
  rows: readonly Cell[][] | undefined,
  taken: ReadonlySet<number>,
): NormsUpdate {
  const old = findNorms(grid, from);
  let lowest = after;
  for (const r of taken) lowest = Math.max(lowest, r);
  lowest += 1 + SPARE_ROWS;
  const row = rows === undefined ? undefined : old !== undefined && old.row >= lowest ? old.row : lowest;
  const blocks: Block[] = [];
  const mine = (r: number): boolean =>
    row !== undefined && rows !== undefined && r >= row && r < row + rows.length;
  const plain =
    old === undefined
      ? []
      : [rangeAddress({ row: old.row, column: 0, rows: old.rows, columns: NORM_BLOCK_COLUMNS })];
  for (let r = old?.row ?? 0; old !== undefined && r < old.row + old.rows; r++) {
    if (mine(r)) continue;
    const first = taken.has(r) ? 1 : 0;
    // "" clears a cell
    blocks.push({
      at: cellAddress(r, first),
      rows: [Array<Cell>(NORM_BLOCK_COLUMNS - first).fill(text(""))],
    });
  }
  const moved = old?.row !== row;
  if (row === undefined || rows === undefined) return { blocks, plain, bold: [], moved };
  const b = normBlock(row, rows, NORM_BLOCK_COLUMNS);
  blocks.push(b.block);
  return { blocks, plain, bold: b.bold, row, last: b.last, moved };
}

/**
 * The block's rows for the sheet as it now stands (D304): its crosstable read as Pair round reads
 * it, with the Country column; undefined before the seventh round played or where the crosstable
 * cannot be read (Recalculate has said where already).
 */
export function sheetNormRows(read: SheetRead, language: SheetLanguage): Cell[][] | undefined {
  const c = readCrosstable(read, 1);
  const report = Array.isArray(c) ? undefined : sheetNorms(c.t, c.rounds, readNormEvent(c.grid, c.parsed));
  return report === undefined ? undefined : normRows(report, language);
}

/** The rows (0-based) some blocks take. */
export function rowsOf(blocks: readonly Block[]): Set<number> {
  const rows = new Set<number>();
  for (const b of blocks) for (let r = 0; r < b.rows.length; r++) rows.add(parseCell(b.at).row + r);
  return rows;
}
