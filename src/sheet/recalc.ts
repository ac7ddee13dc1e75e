/**
 * Recalculate, without Excel: the tournament sheet as read (adapter.ts `SheetRead`) → its
 * header block, crosstable and sections (found by their words, in any of the three languages,
 * texts.ts) → the crosstable validated again, every problem with its cell address
 * (`'EGC 2013'!F7`) → the formulas of the standings and the ratings rewritten over the
 * crosstable as it is now (rows added or removed), and each player's outcome from the engines.
 */
import { RatingError } from "../core/common/errors";
import { rateFideTournament } from "../core/engines/fide";
import { type MahjongEntry, levelPoints, rateMahjongTournament } from "../core/engines/mahjong";
import { rateMgszTournament } from "../core/engines/mgsz";
import { parseRuleSet } from "../core/fide/rules";
import { parseLevel } from "../core/mahjong/level";
import { partsOf } from "../core/mgsz/multiplier";
import type { Tournament } from "../core/tournament/model";
import { readSheetCrosstable } from "../formats/sheet-crosstable";
import type { SheetRead, SheetUpdate } from "./adapter";
import { type Block, cellAddress } from "./plan";
import { type HeaderKey, isWord, labelKey } from "./texts";
import {
  type PlayerOutcome,
  type SystemName,
  absRange,
  criteriaOf,
  ratingFormats,
  ratingsFormula,
  spillBlock,
  standingsFormats,
  standingsFormula,
} from "./tournament-sheet";

export interface SheetProblem {
  /** e.g. "'EGC 2013'!F7" */
  address: string;
  message: string;
}

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
  readonly standingsTitle?: number;
  readonly ratingsTitle: number;
}

const SYSTEMS: Readonly<Record<string, SystemName>> = { MGSZ: "mgsz", FIDE: "fide", MAHJONG: "mahjong" };

/** Finds the header block, the crosstable and the sections; problems when it is no tournament sheet. */
export function parseTournamentSheet(grid: ReadGrid): ParsedSheet | SheetProblem[] {
  const name = grid.read.sheetName;
  const notOurs = (why: string): SheetProblem[] => [
    {
      address: sheetAddress(name, 0, 0),
      message: `"${name}" is not a tournament sheet of this add-in (${why}); create one from a tournament file first`,
    },
  ];
  if (grid.read.rows === 0) return notOurs("it is empty");
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
  if (systemRow === undefined) return notOurs("no System row in its header block");
  const code = String(grid.value(systemRow, 1)).trim().toUpperCase();
  const system = SYSTEMS[code];
  if (system === undefined) {
    return [
      {
        address: grid.address(systemRow, 1),
        message: `System "${String(grid.value(systemRow, 1))}" is not MGSZ, FIDE or MAHJONG`,
      },
    ];
  }
  if (ctRow < 0) return notOurs("no crosstable header (No, Name …) below the header block");
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
  let kColumn: number | undefined;
  if (
    system === "fide" &&
    String(grid.value(ctRow, width + 1))
      .trim()
      .toUpperCase() === "K"
  )
    kColumn = width + 1;
  let standingsTitle: number | undefined;
  let ratingsTitle: number | undefined;
  for (let r = ctRow + 1 + players; r <= grid.lastRow; r++) {
    const a = grid.value(r, 0);
    if (standingsTitle === undefined && ratingsTitle === undefined && isWord(a, "standings"))
      standingsTitle = r;
    else if (ratingsTitle === undefined && isWord(a, "ratings")) ratingsTitle = r;
  }
  if (ratingsTitle === undefined) return notOurs("no New ratings section below the crosstable");
  if (system !== "mahjong" && standingsTitle === undefined)
    return notOurs("no Standings section below the crosstable");
  return {
    system,
    header,
    ctRow,
    width,
    players,
    ...(kColumn !== undefined ? { kColumn } : {}),
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
}

function readParams(grid: ReadGrid, p: ParsedSheet, problems: SheetProblem[]): Params {
  const out: Params = {};
  const cell = (key: HeaderKey): { v: Value; address: string; label: string } | null => {
    const row = p.header.get(key);
    return row === undefined
      ? null
      : { v: grid.value(row, 1), address: grid.address(row, 1), label: String(grid.value(row, 0)) };
  };
  const need = (key: HeaderKey): { v: Value; address: string; label: string } | null => {
    const c = cell(key);
    if (c === null)
      problems.push({ address: grid.address(p.ctRow, 0), message: `The header block has no ${key} row` });
    return c;
  };
  if (p.system === "mgsz") {
    const c = need("multiplier");
    if (c !== null) {
      const m = wholeOf(c.v, 0, 100);
      if (m === null)
        problems.push({
          address: c.address,
          message: `${c.label}: "${String(c.v)}" is not a whole number 0..100`,
        });
      else out.multiplier = m;
    }
  }
  if (p.system === "fide") {
    const c = need("ruleset");
    if (c !== null) {
      try {
        parseRuleSet(String(c.v).trim() === "" ? "HU2017" : String(c.v));
        out.ruleset = String(c.v).trim() === "" ? "HU2017" : String(c.v).trim();
      } catch (e) {
        problems.push({ address: c.address, message: `${c.label}: ${(e as Error).message}` });
      }
    }
    const k = cell("k");
    if (k !== null && !(typeof k.v === "string" && k.v.trim() === "")) {
      const n = wholeOf(k.v, 0, 100);
      if (n === null)
        problems.push({
          address: k.address,
          message: `${k.label}: "${String(k.v)}" is not a whole number 0..100`,
        });
      else out.k = n;
    }
  }
  if (p.system === "mahjong") {
    const s = need("sessions");
    if (s !== null) {
      const n = wholeOf(s.v, 1, 1000);
      if (n === null)
        problems.push({
          address: s.address,
          message: `${s.label}: "${String(s.v)}" is not a whole number 1..1000`,
        });
      else out.sessions = n;
    }
    const c = cell("championship");
    if (c !== null) {
      const b = boolOf(c.v);
      if (b === null)
        problems.push({ address: c.address, message: `${c.label}: "${String(c.v)}" is not TRUE or FALSE` });
      else out.championship = b;
    }
  }
  if (p.system !== "mahjong") {
    const c = cell("tiebreaks");
    const t = c === null ? "" : String(c.v);
    try {
      criteriaOf([t]);
      out.tiebreaks = t;
    } catch (e) {
      problems.push({ address: c?.address ?? grid.address(0, 0), message: (e as Error).message });
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
    const message = d.message.replace(/^Crosstable row \d+(, column \d+)?: /, "");
    problems.push({ address: grid.address(p.ctRow + d.line - 1, Math.max(0, d.column - 1)), message });
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
      problems.push({
        address: grid.address(r, 0),
        message: `place "${String(place)}" is not a number 1 or more`,
      });
    }
    if (player === "")
      problems.push({ address: grid.address(r, 1), message: "the player's name is missing" });
    if (level !== "") {
      try {
        parseLevel(level);
      } catch (e) {
        problems.push({ address: grid.address(r, 2), message: (e as Error).message });
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
    problems.push({
      address: n === null ? grid.address(p.ctRow, 0) : grid.address(rowOf(n), column),
      message: e.message,
    });
  };
  const sheetOutcome = (o: PlayerOutcome): PlayerOutcome => ({ ...o, source: "sheet", matched: true });
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
        players: r.players.map((x, i) =>
          sheetOutcome({
            no: i + 1,
            name: x.name,
            ratingBefore: levelPoints(x.levelIndex),
            ratingAfter: levelPoints(x.levelAfterIndex),
            rankBefore: x.level,
            rankAfter: x.levelAfter,
            source: "sheet",
            matched: true,
          }),
        ),
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
          sheetOutcome({
            no: no(x.player),
            name: x.name,
            ratingBefore: x.ratingBefore,
            ratingAfter: x.ratingAfter,
            rankBefore: x.rankBefore,
            rankAfter: x.rankAfter,
            source: "sheet",
            matched: true,
          }),
        ),
      };
    }
    const kByPlayer = new Map<number, number>();
    if (p.kColumn !== undefined) {
      for (let i = 0; i < p.players; i++) {
        const v = grid.value(p.ctRow + 1 + i, p.kColumn);
        if (typeof v === "string" && v.trim() === "") continue;
        const k = wholeOf(v, 0, 100);
        if (k === null) {
          problems.push({
            address: grid.address(p.ctRow + 1 + i, p.kColumn),
            message: `K "${String(v)}" is not a whole number 0..100`,
          });
        } else kByPlayer.set(i, k);
      }
      if (problems.length > 0) return null;
    }
    const r = rateFideTournament(t, {
      rules: parseRuleSet(params.ruleset ?? "HU2017"),
      ...(params.k !== undefined ? { k: params.k } : {}),
      kByPlayer,
    });
    return {
      parts: 0,
      criteria,
      players: r.players.map((x) =>
        sheetOutcome({
          no: no(x.player),
          name: x.name,
          ratingBefore: x.ratingBefore,
          ratingAfter: x.ratingAfter !== null && !x.belowFloor ? x.ratingAfter : null,
          source: "sheet",
          matched: true,
        }),
      ),
    };
  } catch (e) {
    attribute(e, (n) => p.ctRow + n, p.system === "mgsz" ? 2 : 3);
    return null;
  }
}

export type RecalculatePlan =
  { ok: true; update: SheetUpdate; players: PlayerOutcome[] } | { ok: false; problems: SheetProblem[] };

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
    problems.push({ address: grid.address(p.ctRow + 1, 0), message: "The crosstable has no player rows" });
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
          {
            address: grid.address(p.ratingsTitle, 0),
            message: `The standings of ${n} players need rows ${anchor + 1}–${anchor + n + 1}: insert ${rowsShort} row${rowsShort === 1 ? "" : "s"} above this title`,
          },
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
  blocks.push(
    spillBlock(
      { row: p.ratingsTitle + 1, column: 0 },
      ratingsFormula(p.system, data, cellOf, kRange),
      n + 1,
      formats,
    ),
  );
  return { ok: true, update: { sheetName: read.sheetName, blocks }, players: rated.players };
}
