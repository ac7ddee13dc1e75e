/**
 * The tournament sheet as a plan (plan.ts): a header block, the crosstable, the standings and
 * the new ratings, for MGSZ, FIDE and mahjong. Pure: the pane hands in what it read and chose;
 * the adapter writes the plan. Layout (docs/taskpane.md, "The tournament sheet"):
 *
 *   A1            the event's name
 *   A2:C…         the header block, one `label | value | explanation` row per parameter; the
 *                 labels (texts.ts) tell Recalculate which value is which, in any language
 *   (blank row)
 *   crosstable    an Excel table: No, Name, Rank, Rating, one column per round in the cell
 *                 grammar (mahjong: Place, Player, Level, Points); every text cell is Text
 *   (blank rows)
 *   Standings     TOURNAMENT.STANDINGS over the crosstable, spilled (Go and chess)
 *   New ratings   TOURNAMENT.MGSZ / .FIDE / .MAHJONG over the crosstable, spilled
 *
 * The figures are formulas over the crosstable and the header block's values, so a corrected
 * result or multiplier recalculates them in Excel. Excel tables cannot hold a spill, so the two
 * spill areas are plain ranges with their number formats set in advance. The values written
 * into the crosstable (the starting rating, the MGSZ rank, FIDE's K) are the engine's, from the
 * rating list when there is one, so that the formulas reproduce what the engine computed.
 */
import { type FidePlayerResult, rateFideTournament } from "../core/engines/fide";
import { type MahjongEntry, levelPoints, rateMahjongTournament } from "../core/engines/mahjong";
import { rateMgszTournament } from "../core/engines/mgsz";
import { parseRuleSet } from "../core/fide/rules";
import { partsOf } from "../core/mgsz/multiplier";
import { fullName } from "../core/tournament/model";
import type { Tournament } from "../core/tournament/model";
import { MCMAHON_ORDER } from "../core/tournament/standings";
import { type Criterion, SHORT_NAMES, parseCriterion } from "../core/tournament/tiebreaks";
import { invalid } from "../core/common/errors";
import { formatCell } from "../formats/cell";
import type { MahjongResults } from "../formats/mahjong";
import type { RatingList } from "../formats/rating-list";
import {
  type Block,
  type Cell,
  type SheetPlan,
  type TableSpec,
  bool,
  cellAddress,
  columnLetters,
  formatOnly,
  formula,
  num,
  rangeAddress,
  sanitizeSheetName,
  text,
} from "./plan";
import { type HeaderKey, type SheetLanguage, SHEET_TEXTS, type SheetTexts } from "./texts";

export type { SheetLanguage } from "./texts";

export type SystemParams =
  | { system: "mgsz"; multiplier: number }
  | { system: "fide"; ruleset: "HU2017" | "FIDE2024"; k?: number }
  | { system: "mahjong"; release: string /* ISO date */; sessions: number; championship: boolean };

export type SystemName = SystemParams["system"];

export interface TournamentSheetRequest {
  tournament: Tournament;
  fileName: string;
  params: SystemParams;
  ratingList?: RatingList;
  /** Short names: PTS MMS SOS SODOS SOSOS BUCH BUCHT BERGER CUM DE WINS ARO; empty = McMahon order. */
  tiebreaks: readonly string[];
  language: SheetLanguage;
  /**
   * Mahjong: the results table as read (src/formats/mahjong.ts), with the points. Without it
   * the tournament's players are the results, in the order of their `place` (else the file's).
   */
  mahjongResults?: MahjongResults;
}

export interface PlayerOutcome {
  /** The crosstable's number (1-based, the file's order). */
  no: number;
  name: string;
  ratingBefore: number | null;
  ratingAfter: number | null;
  /** MGSZ rank / mahjong level before and after. */
  rankBefore?: string;
  rankAfter?: string;
  /** Where the starting rating came from: pin, name, file, rank, unrated, list, given, default. */
  source: string;
  /** Found on the rating list. */
  matched: boolean;
  /** Players not on the list: what they started from (e.g. "from declared rank 3k"). */
  fallback?: string;
  /** EGD PIN / FIDE ID, for posting. */
  pin?: string;
}

/** Where the parts of the sheet are (A1, no sheet name); Recalculate finds them again by their words. */
export interface SheetLayout {
  /** The crosstable with its header row. */
  readonly crosstable: string;
  readonly standingsAnchor?: string;
  readonly ratingsAnchor: string;
}

export interface TournamentSheetBuild {
  plan: SheetPlan;
  players: PlayerOutcome[];
  notes: string[];
  layout: SheetLayout;
}

// ── Number formats ────────────────────────────────────────────────────────────────────────────

const WHOLE = "0";
const CHANGE = "+0;-0;0";
const THOUSANDTHS = "0.000";
const HUNDREDTHS = "0.00";
const TENTHS = "0.0";

/** Rows left free under each spill, so that a player or two added later still fit. */
export const SPARE_ROWS = 3;

/** Spill column formats by system (null = General); MGSZ's ΣJp per part are inserted after ΣJp. */
export function ratingFormats(system: SystemName, parts: number): (string | null)[] {
  switch (system) {
    case "mgsz":
      return [
        WHOLE,
        null,
        null,
        WHOLE,
        null,
        THOUSANDTHS,
        ...Array<string>(parts > 1 ? parts : 0).fill(THOUSANDTHS),
        CHANGE,
        WHOLE,
        null,
      ];
    case "fide":
      return [WHOLE, null, WHOLE, WHOLE, TENTHS, HUNDREDTHS, CHANGE, WHOLE, WHOLE];
    case "mahjong":
      return [null, null, null, HUNDREDTHS, HUNDREDTHS, HUNDREDTHS, null];
  }
}

export function standingsFormats(criteria: number): (string | null)[] {
  return [WHOLE, WHOLE, null, null, ...Array<null>(criteria).fill(null)];
}

/** The tie-breaks as criteria; unknown names are an error naming them. */
export function criteriaOf(names: readonly string[]): Criterion[] {
  const words = names.flatMap((n) => n.split(/[,;\s]+/)).filter((w) => w !== "");
  if (words.length === 0) return [...MCMAHON_ORDER];
  return words.map((w) => {
    const c = parseCriterion(w);
    if (c === null)
      throw invalid(
        `Tie-break "${w}" is not one of PTS MMS SOS SODOS SOSOS BUCH BUCHT BERGER CUM DE WINS ARO`,
      );
    return c;
  });
}

/** A spill area: the formula in its top-left cell, the column formats over rows × formats. */
export function spillBlock(
  at: { row: number; column: number },
  f: string,
  rows: number,
  formats: readonly (string | null)[],
): Block {
  const cells: Cell[][] = [];
  for (let r = 0; r < rows; r++) {
    cells.push(
      formats.map((fmt, c) => (r === 0 && c === 0 ? formula(f) : fmt === null ? null : formatOnly(fmt))),
    );
  }
  // The anchor's own format: the first column's.
  const first = formats[0];
  if (cells[0] !== undefined)
    cells[0][0] = first === null || first === undefined ? formula(f) : formula(f, first);
  return { at: cellAddress(at.row, at.column), rows: cells };
}

const abs = (row: number, column: number): string => `$${columnLetters(column)}$${row + 1}`;

/** `$A$12:$K$40`: the data rows of a range (never the header), absolute. */
export function absRange(row: number, column: number, rows: number, columns: number): string {
  return `${abs(row, column)}:${abs(row + rows - 1, column + columns - 1)}`;
}

// ── Rating each system ────────────────────────────────────────────────────────────────────────

interface Rated {
  /** Crosstable rows below the header: one per player. */
  rows: Cell[][];
  header: string[];
  /** FIDE: K per player, written beside the crosstable and passed to TOURNAMENT.FIDE. */
  kColumn?: (number | null)[];
  players: PlayerOutcome[];
  notes: string[];
  /** Header block rows particular to the system. */
  params: [HeaderKey, Cell, Cell?][];
  ratingsColumns: number;
  parts: number;
}

function roundCells(t: Tournament, i: number): Cell[] {
  const p = t.players[i];
  const out: Cell[] = [];
  for (let r = 0; r < t.rounds; r++) {
    const e = p?.results[r];
    if (e === undefined) {
      out.push(text(""));
      continue;
    }
    out.push(text(formatCell(e.kind === "game" ? { ...e, opponent: e.opponent + 1 } : e)));
  }
  return out;
}

function crosstableHeader(tx: SheetTexts, rounds: number): string[] {
  return [tx.no, tx.name, tx.rank, tx.rating, ...Array.from({ length: rounds }, (_, r) => tx.round(r + 1))];
}

function listName(req: TournamentSheetRequest, tx: SheetTexts): Cell {
  return text(
    req.ratingList === undefined ? tx.noList : `${req.ratingList.entries.length} (${req.ratingList.format})`,
  );
}

function rateMgsz(req: TournamentSheetRequest, multiplier: number, tx: SheetTexts): Rated {
  const t = req.tournament;
  const list = req.ratingList?.entries;
  const r = rateMgszTournament(t, { multiplier, ...(list !== undefined ? { ratingList: list } : {}) });
  const players: PlayerOutcome[] = r.players.map((p) => {
    const pl = t.players[p.player];
    const matched = p.source === "pin" || p.source === "name";
    const fallback =
      p.source === "rank"
        ? `from declared rank ${pl?.rank ?? "?"}: ${p.rankBefore} at ${p.ratingBefore} (§1.5)`
        : p.source === "file" && list !== undefined
          ? `the file's rating ${p.ratingBefore}`
          : undefined;
    return {
      no: p.player + 1,
      name: p.name,
      ratingBefore: p.ratingBefore,
      ratingAfter: p.ratingAfter,
      rankBefore: p.rankBefore,
      rankAfter: p.rankAfter,
      source: p.source,
      matched,
      ...(fallback !== undefined && list !== undefined ? { fallback } : {}),
      ...(pl?.egdPin !== undefined ? { pin: pl.egdPin } : {}),
    };
  });
  const rows = r.players.map((p, i) => [
    num(i + 1),
    text(p.name),
    text(p.rankBefore),
    num(p.ratingBefore),
    ...roundCells(t, i),
  ]);
  const parts = partsOf(multiplier, t.rounds).length;
  // The Rank column holds the MGSZ rank before, which the standings' McMahon scores then use.
  const rankNotes = r.players.flatMap((p) => {
    const declared = t.players[p.player]?.rank;
    return declared !== undefined && declared.toLowerCase() !== p.rankBefore.toLowerCase()
      ? [
          `Player ${p.player + 1} "${p.name}": Rank ${p.rankBefore} (MGSZ) written instead of the file's ${declared}`,
        ]
      : [];
  });
  return {
    rows,
    header: crosstableHeader(tx, t.rounds),
    players,
    notes: [...r.notes.map((n) => n.message), ...rankNotes],
    params: [
      ["multiplier", num(multiplier, WHOLE), parts > 1 ? text(`${parts} parts (D4)`) : null],
      ["ratingList", listName(req, tx)],
    ],
    ratingsColumns: ratingFormats("mgsz", parts).length,
    parts,
  };
}

function fideOutcome(p: FidePlayerResult, pin: string | undefined): PlayerOutcome {
  const published = p.ratingAfter !== null && !p.belowFloor ? p.ratingAfter : null;
  const matched = p.source === "id" || p.source === "name";
  return {
    no: p.player + 1,
    name: p.name,
    ratingBefore: p.ratingBefore,
    ratingAfter: published,
    source: p.source,
    matched,
    ...(!matched
      ? { fallback: p.ratingBefore === null ? "unrated" : `the file's rating ${p.ratingBefore}` }
      : {}),
    ...(pin !== undefined ? { pin } : {}),
  };
}

function rateFide(
  req: TournamentSheetRequest,
  ruleset: string,
  k: number | undefined,
  tx: SheetTexts,
): Rated {
  const t = req.tournament;
  const list = req.ratingList?.entries;
  const rules = parseRuleSet(ruleset);
  // The sheet has no title column the functions read (a title is no Go rank): blank ranks.
  const r = rateFideTournament(t, {
    rules,
    ...(k !== undefined ? { k } : {}),
    ...(list !== undefined ? { ratingList: list } : {}),
  });
  const players = r.players.map((p) => fideOutcome(p, t.players[p.player]?.fideId));
  const rows = r.players.map((p, i) => [
    num(i + 1),
    text(p.name),
    text(""),
    p.ratingBefore === null ? null : num(p.ratingBefore),
    ...roundCells(t, i),
  ]);
  return {
    rows,
    header: crosstableHeader(tx, t.rounds),
    kColumn: r.players.map((p) => p.k),
    players,
    notes: r.notes.map((n) => n.message),
    params: [
      ["ruleset", text(ruleset)],
      ["k", k === undefined ? null : num(k, WHOLE), text(tx.kByRules)],
      ["ratingList", listName(req, tx)],
    ],
    ratingsColumns: ratingFormats("fide", 0).length,
    parts: 0,
  };
}

/** The results of a mahjong tournament: the table as read, else the players by `place`. */
export function mahjongEntries(req: TournamentSheetRequest): MahjongEntry[] {
  if (req.mahjongResults !== undefined) {
    return req.mahjongResults.rows.map((r) => ({
      place: r.place,
      player: r.player,
      points: r.points,
      line: r.line,
    }));
  }
  return req.tournament.players
    .map((p, i) => ({ place: p.place ?? i + 1, player: fullName(p), line: i + 1 }))
    .sort((a, b) => a.place - b.place || a.line - b.line);
}

function rateMahjong(
  req: TournamentSheetRequest,
  p: { release: string; sessions: number; championship: boolean },
  tx: SheetTexts,
): Rated {
  const entries = mahjongEntries(req);
  const list = req.ratingList?.entries;
  const r = rateMahjongTournament(entries, {
    sessions: p.sessions,
    championship: p.championship,
    ...(list !== undefined ? { ratingList: list } : {}),
  });
  const players: PlayerOutcome[] = r.players.map((x, i) => ({
    no: i + 1,
    name: x.name,
    ratingBefore: levelPoints(x.levelIndex),
    ratingAfter: levelPoints(x.levelAfterIndex),
    rankBefore: x.level,
    rankAfter: x.levelAfter,
    source: x.levelSource,
    matched: x.levelSource === "list",
    ...(x.levelSource === "default" && list !== undefined ? { fallback: "12 kyu (R4)" } : {}),
  }));
  const rows = r.players.map((x, i) => [
    num(x.place),
    text(x.name),
    text(x.levelSource === "default" ? "" : x.level),
    entries[i]?.points === undefined ? null : num(entries[i]?.points ?? 0),
  ]);
  return {
    rows,
    header: [tx.place, tx.player, tx.level, tx.points],
    players,
    notes: r.notes.map((n) => n.message),
    params: [
      ["sessions", num(p.sessions, WHOLE)],
      ["championship", bool(p.championship)],
      ["release", text(p.release)],
      ["ratingList", listName(req, tx)],
    ],
    ratingsColumns: ratingFormats("mahjong", 0).length,
    parts: 0,
  };
}

// ── The plan ──────────────────────────────────────────────────────────────────────────────────

function datesOf(t: Tournament): string {
  const start = (t.startDate ?? "").trim();
  const end = (t.endDate ?? "").trim();
  if (start === "") return end;
  return end === "" || end === start ? start : `${start} – ${end}`;
}

function baseName(fileName: string): string {
  return (fileName.split(/[\\/]/).pop() ?? "").replace(/\.[^.]*$/, "");
}

/** The ratings function call over a crosstable's data rows (`$A$12:$K$40`) and the header block's cells. */
export function ratingsFormula(
  system: SystemName,
  data: string,
  cells: Partial<Record<HeaderKey, string>>,
  kColumn?: string,
): string {
  switch (system) {
    case "mgsz":
      return `=TOURNAMENT.MGSZ(${data},${cells.multiplier ?? ""})`;
    case "fide":
      return `=TOURNAMENT.FIDE(${data},${cells.ruleset ?? ""},${kColumn ?? cells.k ?? ""})`;
    case "mahjong":
      return `=TOURNAMENT.MAHJONG(${data},${cells.sessions ?? ""},${cells.championship ?? ""})`;
  }
}

export function standingsFormula(data: string, tiebreaksCell: string): string {
  return `=TOURNAMENT.STANDINGS(${data},${tiebreaksCell})`;
}

export const SYSTEM_CODES: Readonly<Record<SystemName, string>> = {
  mgsz: "MGSZ",
  fide: "FIDE",
  mahjong: "MAHJONG",
};

/**
 * The sheet for a tournament rated under the chosen system. Throws a RatingError when the engine
 * cannot rate it (a player without a rank or rating for MGSZ, fewer than 12 mahjong players …).
 */
export function buildTournamentSheet(req: TournamentSheetRequest): TournamentSheetBuild {
  const tx = SHEET_TEXTS[req.language];
  const t = req.tournament;
  const system = req.params.system;
  let rated: Rated;
  switch (req.params.system) {
    case "mgsz":
      rated = rateMgsz(req, req.params.multiplier, tx);
      break;
    case "fide":
      rated = rateFide(req, req.params.ruleset, req.params.k, tx);
      break;
    case "mahjong":
      rated = rateMahjong(req, req.params, tx);
      break;
  }
  const criteria = system === "mahjong" ? [] : criteriaOf(req.tiebreaks);
  const tiebreakText = criteria.map((c) => SHORT_NAMES[c]).join(" ");

  // Header block from A2: label | value | explanation.
  const header: [HeaderKey, Cell, Cell?][] = [
    ["dates", text(datesOf(t))],
    ["file", text(req.fileName.split(/[\\/]/).pop() ?? req.fileName)],
    ["system", text(SYSTEM_CODES[system]), text(tx.systems[system])],
    ...rated.params,
    ...(system === "mahjong" ? [] : [["tiebreaks", text(tiebreakText)] as [HeaderKey, Cell]]),
  ];
  const cellOf: Partial<Record<HeaderKey, string>> = {};
  header.forEach(([key], i) => (cellOf[key] = abs(1 + i, 1)));
  const headerBlock: Block = {
    at: "A2",
    rows: header.map(([key, value, note]) => [text(tx.labels[key]), value, note ?? null]),
  };
  const title: Block = {
    at: "A1",
    rows: [[text(t.name.trim() === "" ? baseName(req.fileName) : t.name.trim()), text(tx.recalcHint)]],
  };

  // Crosstable after one blank row.
  const ctRow = 1 + header.length + 1;
  const n = rated.rows.length;
  const width = rated.header.length;
  const ctBlock: Block = { at: cellAddress(ctRow, 0), rows: [rated.header.map(text), ...rated.rows] };
  const data = absRange(ctRow + 1, 0, n, width);
  const blocks: Block[] = [title, headerBlock, ctBlock];
  const bold = ["A1", rangeAddress({ row: 1, column: 0, rows: header.length, columns: 1 })];
  let kRange: string | undefined;
  if (rated.kColumn !== undefined) {
    const kCol = width + 1;
    blocks.push({
      at: cellAddress(ctRow, kCol),
      rows: [[text(tx.k)], ...rated.kColumn.map((k) => [k === null ? null : num(k, WHOLE)])],
    });
    bold.push(cellAddress(ctRow, kCol));
    kRange = absRange(ctRow + 1, kCol, n, 1);
  }

  let next = ctRow + 1 + n + 1 + 1;
  let standingsAnchor: string | undefined;
  if (system !== "mahjong") {
    blocks.push({ at: cellAddress(next, 0), rows: [[text(tx.standings)]] });
    bold.push(cellAddress(next, 0));
    const formats = standingsFormats(criteria.length);
    blocks.push(
      spillBlock(
        { row: next + 1, column: 0 },
        standingsFormula(data, cellOf.tiebreaks ?? '""'),
        n + 1,
        formats,
      ),
    );
    standingsAnchor = cellAddress(next + 1, 0);
    next = next + 1 + n + 1 + SPARE_ROWS;
  }
  blocks.push({ at: cellAddress(next, 0), rows: [[text(tx.ratings)]] });
  bold.push(cellAddress(next, 0));
  const formats = ratingFormats(system, rated.parts);
  blocks.push(
    spillBlock({ row: next + 1, column: 0 }, ratingsFormula(system, data, cellOf, kRange), n + 1, formats),
  );
  const ratingsAnchor = cellAddress(next + 1, 0);

  const tableName = system === "mahjong" ? "Results" : "Crosstable";
  const tables: TableSpec[] = [
    {
      name: tableName,
      range: rangeAddress({ row: ctRow, column: 0, rows: n + 1, columns: width }),
      hasHeaders: true,
      style: "TableStyleLight9",
    },
  ];
  const spillWidth = Math.max(formats.length, 4 + criteria.length);
  const columns = Math.max(width + (kRange === undefined ? 0 : 2), spillWidth);
  const columnWidths = [
    { column: 0, points: 96 },
    { column: 1, points: 180 },
    { column: 2, points: 72 },
    ...Array.from({ length: Math.max(0, columns - 3) }, (_, c) => ({
      column: c + 3,
      points: c === 0 ? 64 : 52,
    })),
  ];
  const plan: SheetPlan = {
    sheetName: sanitizeSheetName(t.name.trim() === "" ? baseName(req.fileName) : t.name.trim()),
    blocks,
    tables,
    freeze: { rows: ctRow + 1, columns: 2 },
    columnWidths,
    bold,
    // Wide crosstables print across pages with the numbers and names on each.
    print: { orientation: t.rounds > 6 ? "Landscape" : "Portrait", titleColumns: "$A:$B" },
  };
  return {
    plan,
    players: rated.players,
    notes: rated.notes,
    layout: {
      crosstable: rangeAddress({ row: ctRow, column: 0, rows: n + 1, columns: width }),
      ...(standingsAnchor !== undefined ? { standingsAnchor } : {}),
      ratingsAnchor,
    },
  };
}
