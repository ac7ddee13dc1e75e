/**
 * Recalculate, without Excel: the tournament sheet as read (adapter.ts `SheetRead`) → its
 * header block, crosstable and sections (found by their words, in any of the three languages,
 * texts.ts) → the crosstable validated again, every problem with its cell address
 * (`'EGC 2013'!F7`) → the formulas of the standings and the ratings rewritten over the
 * crosstable as it is now (rows added or removed), and each player's outcome from the engines.
 */
import { type CalendarDate, formatIsoDate } from "../core/common/date";
import { RatingError } from "../core/common/errors";
import { rateFideTournament } from "../core/engines/fide";
import { type MahjongEntry, rateMahjongTournament } from "../core/engines/mahjong";
import { rateMgszTournament } from "../core/engines/mgsz";
import { DEFAULT_RULES, parseRuleSet } from "../core/fide/rules";
import { parseLevel } from "../core/mahjong/level";
import { partsOf } from "../core/mgsz/multiplier";
import type { Tournament } from "../core/tournament/model";
import { readSheetCrosstable } from "../formats/sheet-crosstable";
import type { SheetRead, SheetUpdate } from "./adapter";
import { type SheetMessage, crosstableMessage, english, messageOf, msg } from "./messages";
import { type Block, type Cell, cellAddress, formula } from "./plan";
import { type HeaderKey, SHEET_TEXTS, isWord, labelKey } from "./texts";
import {
  HUNDREDTHS,
  type PlayerOutcome,
  type SystemName,
  WHOLE,
  absRange,
  criteriaOf,
  kFormula,
  mahjongOutcome,
  printArea,
  ratingFormats,
  ratingsFormula,
  releaseBeforeLastDay,
  sheetColumns,
  sheetDate,
  spillBlock,
  spillWidth,
  standingsFormats,
  standingsFormula,
  weightFormula,
  weightedBlock,
} from "./tournament-sheet";

export interface SheetProblem {
  /** e.g. "'EGC 2013'!F7" */
  address: string;
  /** The English text (`describe(text, "en")`). */
  message: string;
  /** The message for `describe(text, lang)` (messages.ts). */
  text: SheetMessage;
}

/** A problem at an address. */
export function problemAt(address: string, text: SheetMessage): SheetProblem {
  return { address, message: english(text), text };
}

/** A problem whose text comes from elsewhere (an engine, a level's parser). */
const verbatim = (address: string, message: string): SheetProblem =>
  problemAt(address, msg("verbatim", { text: message }));

/** `'Sheet name'!F7`: always quoted, so that any sheet name reads back. */
export function sheetAddress(sheet: string, row: number, column: number): string {
  return `'${sheet.replace(/'/g, "''")}'!${cellAddress(row, column)}`;
}

type Value = string | number | boolean;

/** A read sheet addressed by absolute 0-based row and column ("" outside the read). */
export class ReadGrid {
  constructor(readonly read: SheetRead) {}
  value(row: number, column: number): Value {
    return this.read.values[row - this.read.row]?.[column - this.read.column] ?? "";
  }
  blank(row: number, column: number): boolean {
    const v = this.value(row, column);
    return typeof v === "string" && v.trim() === "";
  }
  get lastRow(): number {
    return this.read.row + this.read.rows - 1;
  }
  get lastColumn(): number {
    return this.read.column + this.read.columns - 1;
  }
  address(row: number, column: number): string {
    return sheetAddress(this.read.sheetName, row, column);
  }
}

/** Where the parts of a tournament sheet are, as found in a read. */
export interface ParsedSheet {
  readonly system: SystemName;
  /** Header rows by key: the row of the label (the value is in column B). */
  readonly header: ReadonlyMap<HeaderKey, number>;
  /** The crosstable's header row, its width and its number of data rows. */
  readonly ctRow: number;
  readonly width: number;
  readonly players: number;
  /** FIDE: the K column beside the crosstable. */
  readonly kColumn?: number;
  /** The players' IDs (EGD PIN, FIDE ID) beside the crosstable. */
  readonly idColumn?: number;
  readonly standingsTitle?: number;
  readonly ratingsTitle: number;
}

const SYSTEMS: Readonly<Record<string, SystemName>> = { MGSZ: "mgsz", FIDE: "fide", MAHJONG: "mahjong" };

/** Finds the header block, the crosstable and the sections; problems when it is no tournament sheet. */
export function parseTournamentSheet(grid: ReadGrid): ParsedSheet | SheetProblem[] {
  const name = grid.read.sheetName;
  const notOurs = (
    key:
      | "notSheetEmpty"
      | "notSheetNoSystem"
      | "notSheetNoCrosstable"
      | "notSheetNoRatings"
      | "notSheetNoStandings",
  ): SheetProblem[] => [problemAt(sheetAddress(name, 0, 0), msg(key, { sheet: name }))];
  if (grid.read.rows === 0) return notOurs("notSheetEmpty");
  const header = new Map<HeaderKey, number>();
  let ctRow = -1;
  for (let r = grid.read.row; r <= grid.lastRow; r++) {
    const a = grid.value(r, 0);
    const b = grid.value(r, 1);
    if ((isWord(a, "no") && isWord(b, "name")) || (isWord(a, "place") && isWord(b, "player"))) {
      ctRow = r;
      break;
    }
    const key = labelKey(a);
    if (key !== null && !header.has(key)) header.set(key, r);
  }
  const systemRow = header.get("system");
  if (systemRow === undefined) return notOurs("notSheetNoSystem");
  const code = String(grid.value(systemRow, 1)).trim().toUpperCase();
  const system = SYSTEMS[code];
  if (system === undefined) {
    return [
      problemAt(
        grid.address(systemRow, 1),
        msg("unknownSystem", { value: String(grid.value(systemRow, 1)) }),
      ),
    ];
  }
  if (ctRow < 0) return notOurs("notSheetNoCrosstable");
  let width = 0;
  while (!grid.blank(ctRow, width)) width++;
  let players = 0;
  for (let r = ctRow + 1; r <= grid.lastRow; r++) {
    // A row typed right under the table joins it; a section title ends it.
    if (isWord(grid.value(r, 0), "standings") || isWord(grid.value(r, 0), "ratings")) break;
    let empty = true;
    for (let c = 0; c < width && empty; c++) empty = grid.blank(r, c);
    if (empty) break;
    players++;
  }
  // Right of the crosstable after one blank column: K (FIDE) and the IDs, by their headers.
  let kColumn: number | undefined;
  let idColumn: number | undefined;
  for (let c = width + 1; c <= width + 3; c++) {
    const v = grid.value(ctRow, c);
    if (system === "fide" && kColumn === undefined && idColumn === undefined && isWord(v, "k")) kColumn = c;
    else if (idColumn === undefined && isWord(v, "id")) idColumn = c;
  }
  let standingsTitle: number | undefined;
  let ratingsTitle: number | undefined;
  for (let r = ctRow + 1 + players; r <= grid.lastRow; r++) {
    const a = grid.value(r, 0);
    if (standingsTitle === undefined && ratingsTitle === undefined && isWord(a, "standings"))
      standingsTitle = r;
    else if (ratingsTitle === undefined && isWord(a, "ratings")) ratingsTitle = r;
  }
  if (ratingsTitle === undefined) return notOurs("notSheetNoRatings");
  if (system !== "mahjong" && standingsTitle === undefined) return notOurs("notSheetNoStandings");
  return {
    system,
    header,
    ctRow,
    width,
    players,
    ...(kColumn !== undefined ? { kColumn } : {}),
    ...(idColumn !== undefined ? { idColumn } : {}),
    ...(standingsTitle !== undefined ? { standingsTitle } : {}),
    ratingsTitle,
  };
}

/** A whole number lo..hi from a header value, else a problem. */
function wholeOf(v: Value, lo: number, hi: number): number | null {
  const n = typeof v === "number" ? v : typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : NaN;
  return Number.isInteger(n) && n >= lo && n <= hi ? n : null;
}

function boolOf(v: Value): boolean | null {
  if (typeof v === "boolean") return v;
  if (v === "" || v === 0) return false;
  if (v === 1) return true;
  const s = String(v).trim().toLowerCase();
  if (["true", "yes", "igaz", "igen", "истина", "да"].includes(s)) return true;
  if (["false", "no", "hamis", "nem", "ложь", "нет"].includes(s)) return false;
  return null;
}

interface Params {
  multiplier?: number;
  ruleset?: string;
  k?: number;
  sessions?: number;
  championship?: boolean;
  tiebreaks?: string;
  /** Mahjong: the release date (ISO), when the header block has one. */
  release?: string;
}

/** A header block value with its address and row key. */
interface HeaderCell {
  v: Value;
  address: string;
  key: HeaderKey;
}

function readParams(grid: ReadGrid, p: ParsedSheet, problems: SheetProblem[]): Params {
  const out: Params = {};
  const cell = (key: HeaderKey): HeaderCell | null => {
    const row = p.header.get(key);
    return row === undefined ? null : { v: grid.value(row, 1), address: grid.address(row, 1), key };
  };
  const need = (key: HeaderKey): HeaderCell | null => {
    const c = cell(key);
    if (c === null) problems.push(problemAt(grid.address(p.ctRow, 0), msg("missingHeaderRow", { row: key })));
    return c;
  };
  const notWhole = (c: HeaderCell, lo: number, hi: number): void => {
    problems.push(problemAt(c.address, msg("notWhole", { field: c.key, value: String(c.v), lo, hi })));
  };
  if (p.system === "mgsz") {
    const c = need("multiplier");
    if (c !== null) {
      const m = wholeOf(c.v, 0, 100);
      if (m === null) notWhole(c, 0, 100);
      else out.multiplier = m;
    }
  }
  if (p.system === "fide") {
    const c = need("ruleset");
    if (c !== null) {
      try {
        parseRuleSet(String(c.v).trim() === "" ? DEFAULT_RULES.name : String(c.v));
        out.ruleset = String(c.v).trim() === "" ? DEFAULT_RULES.name : String(c.v).trim();
      } catch (e) {
        problems.push(problemAt(c.address, msg("labelled", { field: c.key, detail: (e as Error).message })));
      }
    }
    const k = cell("k");
    if (k !== null && !(typeof k.v === "string" && k.v.trim() === "")) {
      const n = wholeOf(k.v, 0, 100);
      if (n === null) notWhole(k, 0, 100);
      else out.k = n;
    }
  }
  if (p.system === "mahjong") {
    const s = need("sessions");
    if (s !== null) {
      const n = wholeOf(s.v, 1, 1000);
      if (n === null) notWhole(s, 1, 1000);
      else out.sessions = n;
    }
    const c = cell("championship");
    if (c !== null) {
      const b = boolOf(c.v);
      if (b === null)
        problems.push(problemAt(c.address, msg("notBoolean", { field: c.key, value: String(c.v) })));
      else out.championship = b;
    }
    // The release and the last day, when the sheet has them (D16: the release is not before).
    const release = cell("release");
    const last = cell("lastDay");
    const dateOf = (c: HeaderCell): CalendarDate | null => {
      const d = sheetDate(c.v);
      if (d === null)
        problems.push(problemAt(c.address, msg("notDate", { field: c.key, value: String(c.v) })));
      return d;
    };
    const r = release === null ? null : dateOf(release);
    const l = last === null ? null : dateOf(last);
    if (r !== null && release !== null) {
      out.release = formatIsoDate(r);
      const refused = l === null ? null : releaseBeforeLastDay(l, r);
      if (refused !== null) problems.push(problemAt(release.address, refused));
    }
  }
  if (p.system !== "mahjong") {
    const c = cell("tiebreaks");
    const t = c === null ? "" : String(c.v);
    try {
      criteriaOf([t]);
      out.tiebreaks = t;
    } catch (e) {
      problems.push(problemAt(c?.address ?? grid.address(0, 0), messageOf(e)));
    }
  }
  return out;
}

/** "Player 3 …" / "Row 3 …" in an engine's message → that player's row. */
function playerRowOf(message: string): number | null {
  const m = /^(?:Player|Row) (\d+)\b/.exec(message);
  return m === null ? null : Number(m[1]);
}

interface SheetRating {
  players: PlayerOutcome[];
  parts: number;
  criteria: number;
  /** FIDE: data rows (0-based) whose empty K cell gets the header's K (a formula referring to it). */
  kFill?: number[];
}

function crosstableOf(grid: ReadGrid, p: ParsedSheet, problems: SheetProblem[]): Tournament | null {
  const range: Value[][] = [];
  for (let r = p.ctRow; r <= p.ctRow + p.players; r++) {
    const row: Value[] = [];
    for (let c = 0; c < p.width; c++) {
      // FIDE's third column is a title, not a Go rank: the functions ignore it, so do we.
      row.push(p.system === "fide" && c === 2 ? "" : grid.value(r, c));
    }
    range.push(row);
  }
  const read = readSheetCrosstable(range, grid.read.sheetName);
  for (const d of read.diagnostics) {
    if (d.severity !== "error") continue;
    // The reader's English without its position; said again in the pane's language by its code.
    const address = grid.address(p.ctRow + d.line - 1, Math.max(0, d.column - 1));
    problems.push(problemAt(address, crosstableMessage(d)));
  }
  return problems.length > 0 ? null : read.tournament;
}

function mahjongOf(grid: ReadGrid, p: ParsedSheet, problems: SheetProblem[]): MahjongEntry[] {
  const out: MahjongEntry[] = [];
  for (let r = p.ctRow + 1; r <= p.ctRow + p.players; r++) {
    const place = grid.value(r, 0);
    const player = String(grid.value(r, 1)).trim();
    const level = String(grid.value(r, 2)).trim();
    const points = grid.value(r, 3);
    const n = typeof place === "number" ? place : Number(String(place).trim());
    if (!Number.isFinite(n) || n < 1 || String(place).trim() === "") {
      problems.push(problemAt(grid.address(r, 0), msg("badPlace", { value: String(place) })));
    }
    if (player === "") problems.push(problemAt(grid.address(r, 1), msg("missingPlayerName", {})));
    if (level !== "") {
      try {
        parseLevel(level, "");
      } catch (e) {
        problems.push(verbatim(grid.address(r, 2), (e as Error).message));
      }
    }
    out.push({
      place: n,
      player,
      line: r + 1,
      ...(level !== "" ? { level } : {}),
      ...(typeof points === "number" ? { points } : {}),
    });
  }
  return out;
}

function rateSheet(
  grid: ReadGrid,
  p: ParsedSheet,
  params: Params,
  problems: SheetProblem[],
): SheetRating | null {
  const attribute = (e: unknown, rowOf: (n: number) => number, column: number): void => {
    if (!(e instanceof RatingError)) throw e;
    const n = playerRowOf(e.message);
    problems.push(
      verbatim(n === null ? grid.address(p.ctRow, 0) : grid.address(rowOf(n), column), e.message),
    );
  };
  // The ID column's text for a data row (0-based), for Post to match by ID first.
  const idOf = (i: number): string | undefined => {
    if (p.idColumn === undefined) return undefined;
    const v = grid.value(p.ctRow + 1 + i, p.idColumn);
    const id = typeof v === "number" ? String(v) : typeof v === "string" ? v.trim() : "";
    return id === "" ? undefined : id;
  };
  const sheetOutcome = (o: Omit<PlayerOutcome, "source" | "matched">, row: number): PlayerOutcome => {
    const pin = idOf(row);
    return { ...o, source: "sheet", matched: true, ...(pin !== undefined ? { pin } : {}) };
  };
  if (p.system === "mahjong") {
    const entries = mahjongOf(grid, p, problems);
    if (problems.length > 0) return null;
    try {
      const r = rateMahjongTournament(entries, {
        sessions: params.sessions ?? 1,
        championship: params.championship ?? false,
      });
      return {
        parts: 0,
        criteria: 0,
        players: r.players.map((x, i) => sheetOutcome(mahjongOutcome(x, i), x.row)),
      };
    } catch (e) {
      attribute(e, (n) => p.ctRow + n, 0);
      return null;
    }
  }
  const t = crosstableOf(grid, p, problems);
  if (t === null) return null;
  const criteria = criteriaOf([params.tiebreaks ?? ""]).length;
  const no = (i: number): number => t.players[i]?.startNumber ?? i + 1;
  // Players are numbered by the sheet's rows: "Player 3" is the third data row.
  try {
    if (p.system === "mgsz") {
      const c = params.multiplier ?? 0;
      const r = rateMgszTournament(t, { multiplier: c });
      return {
        parts: partsOf(c, t.rounds).length,
        criteria,
        players: r.players.map((x) =>
          sheetOutcome(
            {
              no: no(x.player),
              name: x.name,
              ratingBefore: x.ratingBefore,
              ratingAfter: x.ratingAfter,
              rankBefore: x.rankBefore,
              rankAfter: x.rankAfter,
            },
            x.player,
          ),
        ),
      };
    }
    // K as TOURNAMENT.FIDE gets it, in the engine's order (a player's own K, else the header's,
    // else D9): the K column's values, the header's K for the rest. A rated player's empty K
    // cell is given the header's K (when it is a number) by a formula written below, so that
    // the function, which sees only the column, gets the same K.
    const kByPlayer = new Map<number, number>();
    const kFill: number[] = [];
    if (p.kColumn !== undefined) {
      for (let i = 0; i < p.players; i++) {
        const v = grid.value(p.ctRow + 1 + i, p.kColumn);
        if (typeof v === "string" && v.trim() === "") {
          if (params.k !== undefined && !grid.blank(p.ctRow + 1 + i, 3)) kFill.push(i);
          continue;
        }
        const k = wholeOf(v, 0, 100);
        if (k === null) {
          problems.push(
            problemAt(
              grid.address(p.ctRow + 1 + i, p.kColumn),
              msg("notWhole", { field: "k", value: String(v), lo: 0, hi: 100 }),
            ),
          );
        } else kByPlayer.set(i, k);
      }
      if (problems.length > 0) return null;
    }
    const r = rateFideTournament(t, {
      rules: parseRuleSet(params.ruleset ?? DEFAULT_RULES.name),
      ...(params.k !== undefined ? { k: params.k } : {}),
      kByPlayer,
    });
    return {
      parts: 0,
      criteria,
      kFill,
      players: r.players.map((x) =>
        sheetOutcome(
          {
            no: no(x.player),
            name: x.name,
            ratingBefore: x.ratingBefore,
            ratingAfter: x.ratingAfter !== null && !x.belowFloor ? x.ratingAfter : null,
          },
          x.player,
        ),
      ),
    };
  } catch (e) {
    attribute(e, (n) => p.ctRow + n, p.system === "mgsz" ? 2 : 3);
    return null;
  }
}

export type RecalculatePlan =
  | {
      ok: true;
      update: SheetUpdate;
      players: PlayerOutcome[];
      /** Mahjong: the release date in the header block (ISO), Post's default date. */
      postDate?: string;
    }
  | { ok: false; problems: SheetProblem[] };

/**
 * Re-reads a tournament sheet: validates the header block and the crosstable (every problem
 * with its address) and, when all is well, the update that rewrites the standings and ratings
 * formulas over the crosstable as it now stands, with their number formats; plus each player's
 * outcome, computed by the same engines the formulas call.
 */
export function planRecalculate(read: SheetRead): RecalculatePlan {
  const grid = new ReadGrid(read);
  const parsed = parseTournamentSheet(grid);
  if (Array.isArray(parsed)) return { ok: false, problems: parsed };
  const p = parsed;
  const problems: SheetProblem[] = [];
  if (p.players === 0) {
    problems.push(problemAt(grid.address(p.ctRow + 1, 0), msg("noPlayerRows", {})));
    return { ok: false, problems };
  }
  const params = readParams(grid, p, problems);
  if (problems.length > 0) return { ok: false, problems };
  const rated = rateSheet(grid, p, params, problems);
  if (rated === null) return { ok: false, problems };

  const n = p.players;
  const data = absRange(p.ctRow + 1, 0, n, p.width);
  const cellOf: Partial<Record<HeaderKey, string>> = {};
  for (const [key, row] of p.header) cellOf[key] = `$B$${row + 1}`;
  const blocks: Block[] = [];
  if (p.standingsTitle !== undefined) {
    const anchor = p.standingsTitle + 1;
    if (anchor + n >= p.ratingsTitle) {
      const rowsShort = anchor + n + 1 - p.ratingsTitle;
      return {
        ok: false,
        problems: [
          problemAt(
            grid.address(p.ratingsTitle, 0),
            msg("standingsNeedRows", {
              players: n,
              first: anchor + 1,
              last: anchor + n + 1,
              insert: rowsShort,
            }),
          ),
        ],
      };
    }
    const tiebreaks = cellOf.tiebreaks ?? '""';
    blocks.push(
      spillBlock(
        { row: anchor, column: 0 },
        standingsFormula(data, tiebreaks),
        n + 1,
        standingsFormats(rated.criteria),
      ),
    );
  }
  const kRange = p.kColumn === undefined ? undefined : absRange(p.ctRow + 1, p.kColumn, n, 1);
  const formats = ratingFormats(p.system, rated.parts);
  const anchor = { row: p.ratingsTitle + 1, column: 0 };
  blocks.push(spillBlock(anchor, ratingsFormula(p.system, data, cellOf, kRange), n + 1, formats));
  // FIDE: the header's K into rated players' empty K cells (players typed in since).
  const kColumn = p.kColumn;
  const kFill = rated.kFill ?? [];
  if (kColumn !== undefined && kFill.length > 0 && cellOf.k !== undefined) {
    const first = kFill.reduce((a, b) => Math.min(a, b));
    const last = kFill.reduce((a, b) => Math.max(a, b));
    const kCell = cellOf.k;
    const rows: Cell[][] = [];
    for (let i = first; i <= last; i++)
      rows.push([kFill.includes(i) ? formula(kFormula(kCell), WHOLE) : null]);
    blocks.push({ at: cellAddress(p.ctRow + 1 + first, kColumn), rows });
  }
  // Mahjong: W over the header's dates again, and NR × KT × W beside the spill, n rows.
  const weightCell = p.system === "mahjong" ? cellOf.weight : undefined;
  if (weightCell !== undefined) {
    if (cellOf.lastDay !== undefined && cellOf.release !== undefined) {
      const row = p.header.get("weight") ?? 0;
      blocks.push({
        at: cellAddress(row, 1),
        rows: [[formula(weightFormula(cellOf.lastDay, cellOf.release), HUNDREDTHS)]],
      });
    }
    blocks.push(weightedBlock(anchor, n, weightCell, SHEET_TEXTS.en.weighted));
  }
  const sideEnd = Math.max(p.width, (p.kColumn ?? 0) + 1, (p.idColumn ?? 0) + 1);
  const columns = sheetColumns(
    sideEnd,
    spillWidth(p.system, rated.parts, rated.criteria, weightCell !== undefined),
  );
  return {
    ok: true,
    update: { sheetName: read.sheetName, blocks, printArea: printArea(anchor.row, n, columns) },
    players: rated.players,
    ...(params.release !== undefined ? { postDate: params.release } : {}),
  };
}
