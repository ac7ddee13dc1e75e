/**
 * Structured references to the tournament sheet's table (D324): `Crosstable[[No]:[5]]`, the data
 * rows of the crosstable's columns, and `Crosstable[Register]`, one side column, as the
 * `TOURNAMENT.*` formulas refer to the table where Excel takes them (a custom function's range
 * argument takes any reference). One definition of how such a reference is written, found in a
 * formula and read as the A1 range it stands for, for every place that writes or evaluates the
 * sheet's formulas (the plan, Excel's adapter, the in-memory evaluation, Recalculate).
 */
import { columnLetters, parseCell, parseRange } from "./a1";
import { invalid } from "../core/common/errors";
import { msg } from "../i18n/table";
import type { SheetPlan } from "./plan";

/** What a structured reference resolves against: the table's name, header row, first column and data rows. */
export interface TableGeometry {
  readonly name: string;
  /** 0-based row of the header. */
  readonly headerRow: number;
  /** 0-based first column. */
  readonly column: number;
  /** The header row's texts, left to right (the table's column names). */
  readonly headers: readonly string[];
  /** The data rows under the header. */
  readonly rows: number;
}

/** A plan's tables as their references resolve, the header texts those its blocks write (the last one's). */
export function planTables(plan: SheetPlan): TableGeometry[] {
  const written = (row: number, column: number): string =>
    plan.blocks.reduce((found, b) => {
      const at = parseCell(b.at);
      const c = b.rows[row - at.row]?.[column - at.column];
      if (c === undefined || c === null) return found;
      return c.kind === "text"
        ? c.text
        : c.kind === "number" || c.kind === "boolean"
          ? String(c.value)
          : found;
    }, "");
  return (plan.tables ?? []).map((t) => {
    const r = parseRange(t.range);
    const headers = Array.from({ length: r.columns }, (_, x) => written(r.row, r.column + x));
    return { name: t.name, headerRow: r.row, column: r.column, headers, rows: r.rows - 1 };
  });
}

/**
 * D371: the characters a column's name may hold and still be written in single brackets
 * (`Crosstable[Register]`): letters, digits and spaces between words. Microsoft's page lists the
 * characters that need the double-bracket form (`Crosstable[[No.]]`): tab, line feed, carriage
 * return, `, : . [ ] # ' " { } $ ^ & * + = - > < /` and, in its current text, more (`%` among
 * them: its own example `[@[% Commission]]`); a space alone does not. The double-bracket form is
 * right for every name, so every name with anything but letters, digits and inner spaces takes it.
 */
const PLAIN_NAME = /^[\p{L}\p{N}]+(?: [\p{L}\p{N}]+)*$/u;

/** A column name inside `[…]`: Excel's escape `'` before `[`, `]`, `#` and `'` (D324). */
const escapeColumn = (name: string): string => name.replace(/['[\]#]/g, "'$&");

/**
 * A column's name as a specifier: `Register` or `[No.]` (D371). A name no form holds exactly is
 * refused (an internal error: the sheet's headers are its own words): spaces at either end, which
 * Excel reads as the form's, and `@`, which Microsoft's texts escape in one reading and not the other.
 */
function columnSpecifier(name: string, single: boolean): string {
  if (name !== name.trim() || name === "" || name.includes("@"))
    throw invalid(msg("tableRefHeader", { header: name }));
  return single && PLAIN_NAME.test(name) ? name : `[${escapeColumn(name)}]`;
}

/**
 * `Table[Column]`, `Table[[Col.]]` or `Table[[First]:[Last]]`: the data rows of those columns, in
 * the form Excel requires for their names (D371).
 */
export function structuredRef(table: string, first: string, last: string = first): string {
  return first === last
    ? `${table}[${columnSpecifier(first, true)}]`
    : `${table}[${columnSpecifier(first, false)}:${columnSpecifier(last, false)}]`;
}

/** What a structured reference's specifier says: its special items (`#Data` …) and its columns. */
interface Specifier {
  readonly keywords: readonly string[];
  readonly columns?: readonly [string, string];
  /** The index just after the reference's last `]`. */
  readonly end: number;
}

/** Why a reference to the sheet's table is not read (the message `tableRefUnread`). */
export type TableRefReason = "form" | "this-row" | "totals" | "column";

class Unread extends Error {
  constructor(readonly reason: TableRefReason) {
    super(reason);
  }
}

/** Spaces from `at` on skipped: the index of the next other character. */
function spaces(s: string, at: number): number {
  let i = at;
  while (s[i] === " ") i++;
  return i;
}

/**
 * A name from `at` up to its closing `]` (unescaped), `'` escaping the character after it; the
 * name trimmed of the spaces the form allows around it, and the index after the `]`.
 */
function nameAt(s: string, at: number): { name: string; end: number; keyword: boolean } {
  let name = "";
  let i = at;
  for (;;) {
    const c = s[i];
    if (c === undefined || c === "[") throw new Unread("form");
    if (c === "]") break;
    if (c === "'") {
      const next = s[i + 1];
      if (next === undefined) throw new Unread("form");
      name += next;
      i += 2;
      continue;
    }
    if (c === "#" && name.trim() !== "") throw new Unread("form"); // a # inside a name is escaped
    name += c;
    i++;
  }
  const trimmed = name.trim();
  return { name: trimmed, end: i + 1, keyword: s.slice(at, i).trimStart().startsWith("#") };
}

/** `[name]` at `at` (after spaces): the name and the index after its `]`. */
function bracketed(s: string, at: number): { name: string; end: number; keyword: boolean } {
  const i = spaces(s, at);
  if (s[i] !== "[") throw new Unread("form");
  return nameAt(s, i + 1);
}

/**
 * The specifier of a reference whose `[` is at `at` (Microsoft's forms, MS-OE376, section 3.2.3.1.1):
 * `[]`, `[Name]`, `[#Data]`, `[[Name]]`, `[[A]:[B]]`, `[[#Headers],[A]:[B]]`, spaces allowed
 * inside the outer brackets and around the commas.
 */
function specifierAt(s: string, at: number): Specifier {
  const i = spaces(s, at + 1);
  if (s[i] === "@") throw new Unread("this-row"); // `T[@K]`, `T[@[Reached once]]`
  if (s[i] !== "[") {
    const one = nameAt(s, i);
    if (one.name === "") return { keywords: [], end: one.end };
    if (one.name.startsWith("@")) throw new Unread("this-row");
    return one.keyword
      ? { keywords: [one.name], end: one.end }
      : { keywords: [], columns: [one.name, one.name], end: one.end };
  }
  const keywords: string[] = [];
  let columns: [string, string] | undefined;
  let j = i;
  for (;;) {
    const item = bracketed(s, j);
    j = item.end;
    if (item.keyword) {
      if (columns !== undefined) throw new Unread("form"); // the special items come first
      keywords.push(item.name);
    } else {
      if (columns !== undefined || item.name === "") throw new Unread("form");
      if (s[j] === ":") {
        const last = bracketed(s, j + 1);
        if (last.keyword || last.name === "") throw new Unread("form");
        columns = [item.name, last.name];
        j = last.end;
      } else columns = [item.name, item.name];
    }
    j = spaces(s, j);
    if (s[j] !== ",") break;
    j++;
  }
  if (s[j] !== "]") throw new Unread("form");
  return { keywords, ...(columns !== undefined ? { columns } : {}), end: j + 1 };
}

/** The rows a specifier's special items stand for: the header, the data rows, or both. */
function rowsOf(keywords: readonly string[]): "data" | "headers" | "all" {
  const said = keywords.map((k) => k.toUpperCase().replace(/ +/g, " "));
  if (said.some((k) => k === "#THIS ROW")) throw new Unread("this-row");
  if (said.some((k) => k === "#TOTALS")) throw new Unread("totals"); // the sheet's tables have none
  const key = said.join(",");
  if (key === "" || key === "#DATA") return "data";
  if (key === "#HEADERS") return "headers";
  if (key === "#ALL" || key === "#HEADERS,#DATA") return "all";
  throw new Unread("form");
}

/** The absolute A1 range a specifier stands for in `table`. */
function rangeOf(table: TableGeometry, spec: Specifier): string {
  const rows = rowsOf(spec.keywords);
  const at = (name: string): number => {
    const i = table.headers.findIndex((h) => h.toUpperCase() === name.toUpperCase());
    if (i < 0) throw new Unread("column");
    return i;
  };
  const [a, b] =
    spec.columns === undefined ? [0, table.headers.length - 1] : [at(spec.columns[0]), at(spec.columns[1])];
  const from = Math.min(a, b);
  const to = Math.max(a, b);
  const top = rows === "data" ? table.headerRow + 1 : table.headerRow;
  const bottom = rows === "headers" ? table.headerRow : table.headerRow + table.rows;
  const corner = (row: number, column: number): string => `$${columnLetters(column)}$${row + 1}`;
  return `${corner(top, table.column + from)}:${corner(bottom, table.column + to)}`;
}

/** Where references to the table `name` start (`Name[`), not the end of a longer name (Excel compares names whatever their case). */
function startsOf(name: string): RegExp {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(String.raw`(?<![\p{L}\p{N}_.\\])${escaped}\[`, "giu");
}

/** Applies `f` to the parts of a formula outside its quoted texts. */
function outsideTexts(formula: string, f: (part: string) => string): string {
  return formula
    .split(/("(?:[^"]|"")*")/)
    .map((part, i) => (i % 2 === 1 ? part : f(part)))
    .join("");
}

/** `part` with each reference to `table` as its A1 range; a table without data rows left as it is. */
function resolved(part: string, table: TableGeometry): string {
  const starts = startsOf(table.name);
  let out = "";
  let from = 0;
  for (let m = starts.exec(part); m !== null; m = starts.exec(part)) {
    const open = m.index + m[0].length - 1;
    let spec: Specifier;
    try {
      spec = specifierAt(part, open);
      const a1 = table.rows < 1 ? part.slice(m.index, spec.end) : rangeOf(table, spec);
      out += part.slice(from, m.index) + a1;
    } catch (e) {
      if (!(e instanceof Unread)) throw e;
      const close = part.indexOf("]", open);
      const ref = part.slice(m.index, close < 0 ? part.length : close + 1);
      throw invalid(msg("tableRefUnread", { ref, reason: e.reason }));
    }
    from = spec.end;
    starts.lastIndex = spec.end;
  }
  return out + part.slice(from);
}

/**
 * The formula with each structured reference to one of `tables` as the absolute A1 range it
 * stands for (`Crosstable[[No]:[5]]` → `$A$10:$I$15`), in every form Excel writes (D372):
 * `T[x]`, `T[[x]]`, `T[[a]:[b]]`, `'` escapes, `T[]`, `T[#Data]`, `T[#Headers]`, `T[#All]` and
 * the lists `T[[#Headers],[a]:[b]]`. A reference to another table is left as it is (the
 * evaluators read it as a name they do not know, #NAME?); one to a column the table lacks, to
 * this row (`@`, `#This Row`) or to a totals row, or in no form of Excel's, is refused with a
 * message naming it (`tableRefUnread`), never read as the nearest range.
 */
export function structuredToA1(formula: string, tables: readonly TableGeometry[]): string {
  return outsideTexts(formula, (part) => tables.reduce((text, table) => resolved(text, table), part));
}

/** The formula with its structured references to table `from` made to `to` (the name the table got). */
export function renameTableRefs(formula: string, from: string, to: string): string {
  if (from === to) return formula;
  return outsideTexts(formula, (part) => part.replace(startsOf(from), `${to}[`));
}
