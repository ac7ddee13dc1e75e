/**
 * A tournament sheet as read, taken apart: its header block, crosstable and sections, found by
 * their words in any of the three languages (texts.ts), and the header block's values.
 */
import { BOUNDS } from "../core/common/bounds";
import { type CalendarDate, formatIsoDate } from "../core/common/date";
import { type Rules } from "../core/fide/rules";
import { type Message, msg } from "../i18n/table";
import { type AnySystem, isChess, systemOf, systemOfCode } from "../systems";
import { type AnyParam, type ParamRefusal, readBoolean } from "../systems/types";
import { type HeaderKey, type SheetLanguage, isWord, labelKey, wordLanguage } from "./texts";
import { type DateSystem, dayOf } from "../core/common/date";
import type { SystemName } from "../systems";
import { sheetTiebreakList } from "./sheet-tiebreaks";
import type { TiebreakList } from "../core/tournament/tiebreak-list";
import { sheetAddress } from "./a1";
import { endsCrosstable } from "./layout";
import { ReadGrid, type SheetProblem, type Value, problemAt } from "./read-grid";

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
  /** MGSZ: the new players' Register column beside the crosstable (D24). */
  readonly registerColumn?: number;
  /** MGSZ: the thresholds reached once beside the crosstable (D170). */
  readonly reachedOnceColumn?: number;
  /** The players' IDs (EGD PIN, FIDE ID) beside the crosstable. */
  readonly idColumn?: number;
  /** The players' first names, clubs and countries beside the crosstable, when the sheet has them (pairing). */
  readonly firstNameColumn?: number;
  readonly clubColumn?: number;
  readonly countryColumn?: number;
  /** A chess sheet's players' sex (D357), when the sheet has the column (D360). */
  readonly sexColumn?: number;
  readonly standingsTitle?: number;
  readonly ratingsTitle: number;
  /** The language of its words (the "ratings" title's): the spills' headers are written in it. */
  readonly language: SheetLanguage;
  /** The first printed row: the event's name, right above the header block. */
  readonly titleRow: number;
}

/** How many columns right of the crosstable are searched for K, Register, ID, First name, Club, Country and Sex. */
const SIDE_COLUMNS = 7;

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
  const found = systemOfCode(String(grid.value(systemRow, 1)));
  if (found === undefined) {
    return [
      problemAt(
        grid.address(systemRow, 1),
        msg("unknownSystem", { value: String(grid.value(systemRow, 1)) }),
      ),
    ];
  }
  const { name: system, sheet: share } = found;
  if (ctRow < 0) return notOurs("notSheetNoCrosstable");
  let width = 0;
  while (!grid.blank(ctRow, width) && !endsCrosstable(grid.value(ctRow, width))) width++; // D289
  let players = 0;
  for (let r = ctRow + 1; r <= grid.lastRow; r++) {
    // A row typed right under the table joins it; a section title ends it.
    if (isWord(grid.value(r, 0), "standings") || isWord(grid.value(r, 0), "ratings")) break;
    let empty = true;
    for (let c = 0; c < width && empty; c++) empty = grid.blank(r, c);
    if (empty) break;
    players++;
  }
  // Right of the crosstable after one blank column: K (FIDE), the IDs, the first names, the
  // clubs and the countries, by their headers.
  let kColumn: number | undefined;
  let registerColumn: number | undefined;
  let reachedOnceColumn: number | undefined;
  let idColumn: number | undefined;
  let firstNameColumn: number | undefined;
  let clubColumn: number | undefined;
  let countryColumn: number | undefined;
  let sexColumn: number | undefined;
  for (let c = width + 1; c <= width + SIDE_COLUMNS; c++) {
    const v = grid.value(ctRow, c);
    if (share.sideColumn === "k" && kColumn === undefined && idColumn === undefined && isWord(v, "k"))
      kColumn = c;
    else if (
      share.sideColumn === "register" &&
      registerColumn === undefined &&
      idColumn === undefined &&
      isWord(v, "register")
    )
      registerColumn = c;
    else if (
      share.sideColumn === "register" &&
      reachedOnceColumn === undefined &&
      idColumn === undefined &&
      isWord(v, "reachedOnce")
    )
      reachedOnceColumn = c;
    else if (idColumn === undefined && isWord(v, "id")) idColumn = c;
    else if (firstNameColumn === undefined && isWord(v, "firstName")) firstNameColumn = c;
    else if (clubColumn === undefined && isWord(v, "club")) clubColumn = c;
    else if (countryColumn === undefined && isWord(v, "country")) countryColumn = c;
    else if (isChess(system) && sexColumn === undefined && isWord(v, "sex")) sexColumn = c;
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
  if (share.standings && standingsTitle === undefined) return notOurs("notSheetNoStandings");
  return {
    system,
    header,
    ctRow,
    width,
    players,
    ...(kColumn !== undefined ? { kColumn } : {}),
    ...(registerColumn !== undefined ? { registerColumn } : {}),
    ...(reachedOnceColumn !== undefined ? { reachedOnceColumn } : {}),
    ...(idColumn !== undefined ? { idColumn } : {}),
    ...(firstNameColumn !== undefined ? { firstNameColumn } : {}),
    ...(clubColumn !== undefined ? { clubColumn } : {}),
    ...(countryColumn !== undefined ? { countryColumn } : {}),
    ...(sexColumn !== undefined ? { sexColumn } : {}),
    ...(standingsTitle !== undefined ? { standingsTitle } : {}),
    ratingsTitle,
    language: wordLanguage(grid.value(ratingsTitle, 0), "ratings") ?? "en",
    titleRow: Math.max(0, [...header.values()].reduce((a, b) => Math.min(a, b), systemRow) - 1),
  };
}

/** A whole number lo..hi from a header value, else a problem. */
export function wholeOf(v: Value, lo: number, hi: number): number | null {
  const n = typeof v === "number" ? v : typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : NaN;
  return Number.isInteger(n) && n >= lo && n <= hi ? n : null;
}

/** A switch of a cell (the one reader of src/systems: TRUE/FALSE, 1/0, yes/no in three languages), else null. */
export function boolOf(v: Value): boolean | null {
  const read = readBoolean(v);
  return read.ok ? read.value : null;
}

/** A sheet's Tie-breaks cell: the text it holds and the list that text is (D90; blank: D91's). */
export interface SheetTiebreaks {
  readonly text: string;
  readonly list: TiebreakList;
}

export interface Params {
  multiplier?: number;
  /** FIDE: the Rule set cell as the one reader reads it (D85). */
  rules?: Rules;
  k?: number;
  sessions?: number;
  championship?: boolean;
  /** The Tie-breaks cell: its text, and its list as TOURNAMENT.STANDINGS reads it (D90, D91), read once (D436). */
  tiebreaks?: SheetTiebreaks;
  /** D64: the build's word that the file's ratings were the system's, beside the rating list. */
  fileRatings?: boolean;
  /** Mahjong: the release date (ISO), when the header block has one. */
  release?: string;
  /** Every parameter of the system's header rows as read, by its key (src/systems). */
  values?: ReadonlyMap<string, unknown>;
  /** The event's first and last day, from the header's Dates (`start – end`, one date: both). */
  start?: CalendarDate;
  end?: CalendarDate;
}

/**
 * The event's dates as the build wrote them in the header's Dates cell (`2026-05-10 – 2026-05-12`,
 * or one date; Excel may have made a date of it, a serial in the workbook's `system`, D191), read
 * back by the one date reader (H9). A text that is no date gives none, as the reader of the file
 * gave none (its warning said so then).
 */
export function sheetDates(v: Value, system: DateSystem = "1900"): Pick<Params, "start" | "end"> {
  const parts = typeof v === "number" ? [v] : String(v).split(" – ");
  const days = parts.map((x) => dayOf(typeof x === "string" ? x.trim() : x, system));
  const [first, last] = [days[0] ?? null, days[days.length - 1] ?? null];
  if (days.length > 2) return {};
  return { ...(first !== null ? { start: first } : {}), ...(last !== null ? { end: last } : {}) };
}

/** A header block value with its address and row key. */
interface HeaderCell {
  v: Value;
  address: string;
  key: HeaderKey;
}

/**
 * Why a header cell is no value of its parameter, in the sheet's words; null when it is one.
 * A blank cell is none (its default), except a number the ratings formula needs (C, S) and a
 * date, which a blank cell is not.
 */
function headerRefusal(param: AnyParam, c: HeaderCell, system: DateSystem): { message: Message } | null {
  const value = String(c.v);
  const read = param.read(c.v, null, system);
  const blank = read.ok && read.value === null && param.argumentDefault === undefined;
  const needed = blank && (param.required.includes("header") || param.kind === "date");
  const refusal: ParamRefusal | null = !read.ok
    ? read.refusal
    : !needed
      ? null
      : param.bound !== undefined
        ? { kind: BOUNDS[param.bound].whole ? "whole" : "number", ...BOUNDS[param.bound] }
        : { kind: "date", message: msg("notDate", { field: c.key, value }) };
  if (refusal === null) return null;
  const field = c.key;
  switch (refusal.kind) {
    case "whole":
      return { message: msg("notWhole", { field, value, lo: refusal.min, hi: refusal.max }) };
    case "number":
      return { message: msg("headerNotNumber", { field, value, lo: refusal.min, hi: refusal.max }) };
    case "boolean":
      return { message: msg("notBoolean", { field, value }) };
    case "date":
      return { message: msg("notDate", { field, value }) };
    case "message":
      // the row's label names it ("Rule set: …"), not an argument's name
      return { message: msg("labelled", { field, inner: refusal.message }) };
  }
}

/** The parameters Recalculate reads by name, from the values by key (a release as ISO). */
function knownParams(values: ReadonlyMap<string, unknown>): Params {
  const get = <T>(key: string): T | undefined => values.get(key) as T | undefined;
  const release = get<CalendarDate>("release");
  const fields: Params = {
    multiplier: get<number>("multiplier"),
    rules: get<Rules>("ruleset"),
    k: get<number>("k"),
    sessions: get<number>("sessions"),
    championship: get<boolean>("championship"),
    release: release === undefined ? undefined : formatIsoDate(release),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Params;
}

/** The header block's values; `system`, the system value whose declarations it is read by (its System cell's). */
export function readParams(
  grid: ReadGrid,
  p: ParsedSheet,
  problems: SheetProblem[],
  system: AnySystem = systemOf(p.system),
): Params {
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
  // each of the system's header rows read by its parameter's one reader (src/systems)
  const values = new Map<string, unknown>();
  const at = new Map<string, string>();
  for (const param of system.params) {
    if (param.header === undefined) continue;
    const c = param.required.includes("header") ? need(param.header) : cell(param.header);
    if (c === null) continue;
    at.set(param.key, c.address);
    const refused = headerRefusal(param, c, grid.dateSystem);
    if (refused !== null) problems.push(problemAt(c.address, refused.message));
    else {
      const read = param.read(c.v, null, grid.dateSystem);
      const value = read.ok ? (read.value ?? param.argumentDefault) : undefined;
      if (value !== undefined) values.set(param.key, value);
    }
  }
  for (const check of system.checks) {
    const refused = check.check(values);
    const address = at.get(check.at);
    if (refused !== null && address !== undefined) problems.push(problemAt(address, refused));
  }
  Object.assign(out, knownParams(values));
  out.values = values;
  const dates = cell("dates");
  if (dates !== null) Object.assign(out, sheetDates(dates.v, grid.dateSystem));
  // D64: the officer's word on the file's ratings, as the build wrote it beside the rating list
  // (the Rating column holds the starts it gave, in any of the three languages)
  const list = p.header.get("ratingList");
  if (list !== undefined) out.fileRatings = isWord(grid.value(list, 2), "fileRatingsUsed");
  if (system.tiebreaks !== null) {
    const c = cell("tiebreaks");
    const t = c === null ? "" : String(c.v);
    const read = sheetTiebreakList([t]); // D90, D91
    if (read.ok) out.tiebreaks = { text: t, list: read.list };
    else problems.push(problemAt(c?.address ?? grid.address(0, 0), read.message));
  }
  return out;
}
