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
import {
  type MahjongEntry,
  type MahjongPlayerResult,
  levelPoints,
  rateMahjongTournament,
} from "../core/engines/mahjong";
import { rateMgszTournament } from "../core/engines/mgsz";
import { parseRuleSet } from "../core/fide/rules";
import { weight } from "../core/mahjong/tournament";
import { partsOf } from "../core/mgsz/multiplier";
import { fullName } from "../core/tournament/model";
import type { Tournament } from "../core/tournament/model";
import { MCMAHON_ORDER } from "../core/tournament/standings";
import { type Criterion, SHORT_NAMES, parseCriterion } from "../core/tournament/tiebreaks";
import { type CalendarDate, formatIsoDate, fromExcelSerial, parseIsoDate } from "../core/common/date";
import { RatingError } from "../core/common/errors";
import { formatCell } from "../formats/cell";
import type { MahjongResults } from "../formats/mahjong";
import type { RatingList } from "../formats/rating-list";
import { SheetInputError, type SheetMessage, msg } from "./messages";
import {
  type Block,
  type Cell,
  type PrintSetup,
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
  | {
      system: "mahjong";
      /** The rating release date (ISO), on or after the event's last day (D16). */
      release: string;
      sessions: number;
      championship: boolean;
      /** The event's last day (ISO); default the file's end date, else its start date. */
      lastDay?: string;
    };

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
  /** The date Post should head its column with by default: mahjong's release date; else none (today). */
  postDate?: string;
}

// ── Number formats ────────────────────────────────────────────────────────────────────────────

export const WHOLE = "0";
const CHANGE = "+0;-0;0";
const THOUSANDTHS = "0.000";
export const HUNDREDTHS = "0.00";
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

/** Mahjong: the spill's NR×KT column (Place, Player, Level, NR, KT, NR×KT, Norm). */
const MAHJONG_NRKT_COLUMN = 5;

/**
 * Mahjong: the NR × KT × W column right of the TOURNAMENT.MAHJONG spill, `rows` players long:
 * each row the spill's NR×KT times the header block's W (RULES §3: the figure T5 is made of),
 * blank where the spill has no player. `anchor` is the spill's top-left cell.
 */
export function weightedBlock(
  anchor: { row: number; column: number },
  rows: number,
  weightCell: string,
  title: string,
): Block {
  const column = anchor.column + ratingFormats("mahjong", 0).length;
  const nrKt = columnLetters(anchor.column + MAHJONG_NRKT_COLUMN);
  const cells: Cell[][] = [[text(title)]];
  for (let r = 1; r <= rows; r++) {
    const ref = `${nrKt}${anchor.row + r + 1}`;
    cells.push([formula(`=IF(ISNUMBER(${ref}),${ref}*${weightCell},"")`, HUNDREDTHS)]);
  }
  return { at: cellAddress(anchor.row, column), rows: cells };
}

/** Mahjong's W, live over the header block's last day and release (D16). */
export function weightFormula(lastDayCell: string, releaseCell: string): string {
  return `=MAHJONG.WEIGHT(${lastDayCell},${releaseCell})`;
}

/**
 * How many columns the spills take: the ratings' formats, the standings' four plus one per
 * criterion; mahjong's ratings with the NR × KT × W column when the sheet has a W.
 */
export function spillWidth(system: SystemName, parts: number, criteria: number, weighted: boolean): number {
  const ratings = ratingFormats(system, parts).length;
  if (system === "mahjong") return weighted ? ratings + 1 : ratings;
  return Math.max(ratings, 4 + criteria);
}

/** The sheet's width in columns: past the side columns (K, ID) and the spills, at least A:C. */
export function sheetColumns(sideEnd: number, spill: number): number {
  return Math.max(sideEnd, spill, 3);
}

/** The print area: from A1 to the last player row of the ratings spill anchored at `ratingsRow`. */
export function printArea(ratingsRow: number, players: number, columns: number): string {
  return rangeAddress({ row: 0, column: 0, rows: ratingsRow + players + 1, columns });
}

/** A K cell that follows the header block's K: blank (D9 by the function) when that is no number. */
export function kFormula(kCell: string): string {
  return `=IF(ISNUMBER(${kCell}),${kCell},"")`;
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
    if (c === null) throw new SheetInputError(msg("unknownTiebreak", { word: w }));
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
  /**
   * FIDE: K per player, written beside the crosstable and passed to TOURNAMENT.FIDE; `fixed`:
   * one K for everyone, so the rated players' cells refer to the header block's K.
   */
  kColumn?: { values: (number | null)[]; fixed: boolean };
  /** Each crosstable row's ID (EGD PIN, FIDE ID), for Post; written as text beside the crosstable. */
  ids: (string | undefined)[];
  players: PlayerOutcome[];
  notes: string[];
  /** Header block rows particular to the system. */
  params: [HeaderKey, Cell, Cell?][];
  ratingsColumns: number;
  parts: number;
  /** Mahjong: the release date (ISO), Post's default date. */
  postDate?: string;
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
    const pin = idOf(pl?.egdPin, p.listLine, req.ratingList);
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
      ...(pin !== undefined ? { pin } : {}),
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
    ids: players.map((p) => p.pin),
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

/** A player's ID: the file's, else the one of the list row he was found on (by its line). */
function idOf(
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
  const players = r.players.map((p) =>
    fideOutcome(p, idOf(t.players[p.player]?.fideId, p.listLine, req.ratingList)),
  );
  const rated = r.players.filter((p) => p.ratingBefore !== null);
  const fromList = rated.filter((p) => p.kSource === "list").length;
  const byRules = rated.filter((p) => p.kSource === "rules").length;
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
    kColumn: { values: r.players.map((p) => p.k), fixed: k !== undefined },
    ids: players.map((p) => p.pin),
    players,
    notes: r.notes.map((n) => n.message),
    params: [
      ["ruleset", text(ruleset)],
      k === undefined
        ? ["k", null, text(tx.kPerPlayer(fromList, byRules))]
        : ["k", num(k, WHOLE), text(tx.kFixed)],
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

/**
 * A date as the files and the header block give it: ISO text (`2026-03-15`, `2026/03/15`) or a
 * date serial (as Excel makes a typed date); null when it is neither.
 */
export function sheetDate(v: string | number | boolean | undefined): CalendarDate | null {
  try {
    if (typeof v === "number") return fromExcelSerial(v);
    if (typeof v === "string" && v.trim() !== "") return parseIsoDate(v.trim());
  } catch {
    return null;
  }
  return null;
}

/**
 * D16: a tournament whose last day is after the release has no weight. The rule is the core's
 * weight(); its refusal becomes the message naming both dates. Null when the release may stand.
 */
export function releaseBeforeLastDay(last: CalendarDate, release: CalendarDate): SheetMessage | null {
  try {
    weight(last, release);
    return null;
  } catch (e) {
    if (!(e instanceof RatingError)) throw e;
    return msg("releaseBeforeLastDay", { release: formatIsoDate(release), lastDay: formatIsoDate(last) });
  }
}

/**
 * Mahjong's dates: the release (required, a date) and the event's last day (the officer's, else
 * the file's end, else its start date; none: the release, said in the sheet). A release before
 * the last day is an error naming both (D16: a tournament after the release has no weight).
 */
function mahjongDates(
  t: Tournament,
  p: { release: string; lastDay?: string },
): { release: string; lastDay: string; assumed: boolean } {
  const release = sheetDate(p.release);
  if (release === null) throw new SheetInputError(msg("notDate", { field: "release", value: p.release }));
  let last: CalendarDate | null;
  if (p.lastDay !== undefined && p.lastDay.trim() !== "") {
    last = sheetDate(p.lastDay);
    if (last === null) throw new SheetInputError(msg("notDate", { field: "lastDay", value: p.lastDay }));
  } else last = sheetDate(t.endDate) ?? sheetDate(t.startDate);
  if (last === null)
    return { release: formatIsoDate(release), lastDay: formatIsoDate(release), assumed: true };
  const refused = releaseBeforeLastDay(last, release);
  if (refused !== null) throw new SheetInputError(refused);
  return { release: formatIsoDate(release), lastDay: formatIsoDate(last), assumed: false };
}

/**
 * A mahjong player's outcome as the sheet shows it: the levels and their points (the i-th
 * player of the results). Where the starting level came from is the caller's to add.
 */
export function mahjongOutcome(
  x: MahjongPlayerResult,
  i: number,
): Omit<PlayerOutcome, "source" | "matched" | "fallback" | "pin"> {
  return {
    no: i + 1,
    name: x.name,
    ratingBefore: levelPoints(x.levelIndex),
    ratingAfter: levelPoints(x.levelAfterIndex),
    rankBefore: x.level,
    rankAfter: x.levelAfter,
  };
}

function rateMahjong(
  req: TournamentSheetRequest,
  p: { release: string; sessions: number; championship: boolean; lastDay?: string },
  tx: SheetTexts,
): Rated {
  const dates = mahjongDates(req.tournament, p);
  const entries = mahjongEntries(req);
  const list = req.ratingList?.entries;
  const r = rateMahjongTournament(entries, {
    sessions: p.sessions,
    championship: p.championship,
    ...(list !== undefined ? { ratingList: list } : {}),
  });
  const players: PlayerOutcome[] = r.players.map((x, i) => {
    const pin = idOf(undefined, x.listLine, req.ratingList);
    return {
      ...mahjongOutcome(x, i),
      source: x.levelSource,
      matched: x.levelSource === "list",
      ...(x.levelSource === "default" && list !== undefined ? { fallback: "12 kyu (R4)" } : {}),
      ...(pin !== undefined ? { pin } : {}),
    };
  });
  const rows = r.players.map((x, i) => [
    num(x.place),
    text(x.name),
    text(x.levelSource === "default" ? "" : x.level),
    entries[i]?.points === undefined ? null : num(entries[i]?.points ?? 0),
  ]);
  return {
    rows,
    header: [tx.place, tx.player, tx.level, tx.points],
    ids: players.map((x) => x.pin),
    players,
    notes: [
      ...r.notes.map((n) => n.message),
      ...(dates.assumed
        ? [`The file gives no date: the last day is taken as the release ${dates.release} (W = 1.00)`]
        : []),
    ],
    params: [
      ["sessions", num(p.sessions, WHOLE)],
      ["championship", bool(p.championship)],
      ["lastDay", text(dates.lastDay), dates.assumed ? text(tx.lastDayAssumed) : null],
      ["release", text(dates.release)],
      // Filled in by buildTournamentSheet once the two cells' addresses are known.
      ["weight", null, text(tx.weightNote)],
      ["ratingList", listName(req, tx)],
    ],
    ratingsColumns: ratingFormats("mahjong", 0).length,
    parts: 0,
    postDate: dates.release,
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
  // Mahjong's W: a live formula over the last day and the release (D16).
  const weightRow = header.findIndex(([key]) => key === "weight");
  if (weightRow >= 0 && cellOf.lastDay !== undefined && cellOf.release !== undefined) {
    const [, , note] = header[weightRow] ?? [];
    header[weightRow] = [
      "weight",
      formula(weightFormula(cellOf.lastDay, cellOf.release), HUNDREDTHS),
      ...(note !== undefined ? [note] : []),
    ] as [HeaderKey, Cell, Cell?];
  }
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
  // Right of the crosstable, after one blank column: FIDE's K, then every system's IDs.
  let side = width + 1;
  let kRange: string | undefined;
  if (rated.kColumn !== undefined) {
    const { values, fixed } = rated.kColumn;
    const kCell = cellOf.k ?? "";
    blocks.push({
      at: cellAddress(ctRow, side),
      rows: [
        [text(tx.k)],
        ...values.map((k): Cell[] => [
          k === null ? null : fixed ? formula(kFormula(kCell), WHOLE) : num(k, WHOLE),
        ]),
      ],
    });
    bold.push(cellAddress(ctRow, side));
    kRange = absRange(ctRow + 1, side, n, 1);
    side++;
  }
  blocks.push({
    at: cellAddress(ctRow, side),
    rows: [[text(tx.id)], ...rated.ids.map((id): Cell[] => [id === undefined ? null : text(id)])],
  });
  bold.push(cellAddress(ctRow, side));
  const sideEnd = side + 1;

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
  if (system === "mahjong" && cellOf.weight !== undefined) {
    const w = weightedBlock({ row: next + 1, column: 0 }, n, cellOf.weight, tx.weighted);
    blocks.push(w);
    bold.push(w.at);
  }

  const tableName = system === "mahjong" ? "Results" : "Crosstable";
  const tables: TableSpec[] = [
    {
      name: tableName,
      range: rangeAddress({ row: ctRow, column: 0, rows: n + 1, columns: width }),
      hasHeaders: true,
      style: "TableStyleLight9",
    },
  ];
  const columns = sheetColumns(
    sideEnd,
    spillWidth(system, rated.parts, criteria.length, system === "mahjong" && cellOf.weight !== undefined),
  );
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
    print: printSetup(t.rounds, ctRow, printArea(next + 1, n, columns)),
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
    ...(rated.postDate !== undefined ? { postDate: rated.postDate } : {}),
  };
}

/**
 * How a tournament sheet prints: the header block, crosstable, standings and ratings as the
 * print area (`printArea`); one page wide; the numbers and names (A:B) and the crosstable's
 * header row on every page; landscape for crosstables of more than six rounds.
 */
function printSetup(rounds: number, ctRow: number, area: string): PrintSetup {
  return {
    orientation: rounds > 6 ? "Landscape" : "Portrait",
    titleColumns: "$A:$B",
    titleRows: `$${ctRow + 1}:$${ctRow + 1}`,
    area,
    fitToPagesWide: 1,
  };
}
