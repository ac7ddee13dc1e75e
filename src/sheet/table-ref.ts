/**
 * Structured references to the tournament sheet's table (D324): `Crosstable[[No]:[5]]`, the data
 * rows of the crosstable's columns, and `Crosstable[Register]`, one side column, as the
 * `TOURNAMENT.*` formulas refer to the table where Excel takes them (a custom function's range
 * argument takes any reference). One definition of how such a reference is written, found in a
 * formula and read as the A1 range it stands for, for every place that writes or evaluates the
 * sheet's formulas (the plan, Excel's adapter, the in-memory evaluation, Recalculate).
 */
import { columnLetters, parseCell, parseRange } from "./a1";
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

/** A column name inside `[…]`: Excel's escape `'` before `[`, `]`, `#` and `'`. */
const escapeColumn = (name: string): string => name.replace(/['[\]#]/g, "'$&");

const unescapeColumn = (name: string): string => name.replace(/'(.)/g, "$1");

/** `Table[Column]`, or `Table[[First]:[Last]]`: the data rows of those columns. */
export function structuredRef(table: string, first: string, last: string = first): string {
  return first === last
    ? `${table}[${escapeColumn(first)}]`
    : `${table}[[${escapeColumn(first)}]:[${escapeColumn(last)}]]`;
}

/** A column name in brackets, its escapes kept. */
const COLUMN = String.raw`\[((?:'.|[^'\[\]])*)\]`;

/**
 * A structured reference to the table `name` of the two forms {@link structuredRef} writes
 * (Excel compares a table's name whatever its letter case), not the end of a longer name.
 */
function structuredPattern(name: string): RegExp {
  const escaped = name.replace(/[.\\]/g, "\\$&");
  return new RegExp(
    String.raw`(?<![\p{L}\p{N}_.\\])${escaped}\[(?:${COLUMN}:${COLUMN}|((?:'.|[^'\[\]])*))\]`,
    "giu",
  );
}

/** Applies `f` to the parts of a formula outside its quoted texts. */
function outsideTexts(formula: string, f: (part: string) => string): string {
  return formula
    .split(/("(?:[^"]|"")*")/)
    .map((part, i) => (i % 2 === 1 ? part : f(part)))
    .join("");
}

/**
 * The formula with each structured reference to one of `tables` as the absolute A1 range it
 * stands for (`Crosstable[[No]:[5]]` → `$A$10:$I$15`). A reference to a table or column not
 * there is left as it is, which the evaluators read as a name they do not know (#NAME?).
 */
export function structuredToA1(formula: string, tables: readonly TableGeometry[]): string {
  return outsideTexts(formula, (part) =>
    tables.reduce(
      (text, table) =>
        text.replace(
          structuredPattern(table.name),
          (whole, first?: string, last?: string, single?: string) => {
            const at = (c: string | undefined): number =>
              c === undefined
                ? -1
                : table.headers.findIndex((h) => h.toUpperCase() === unescapeColumn(c).toUpperCase());
            const from = at(first ?? single);
            const to = at(last ?? single);
            if (from < 0 || to < from || table.rows < 1) return whole;
            const corner = (row: number, column: number): string => `$${columnLetters(column)}$${row + 1}`;
            return `${corner(table.headerRow + 1, table.column + from)}:${corner(table.headerRow + table.rows, table.column + to)}`;
          },
        ),
      part,
    ),
  );
}

/** The formula with its structured references to table `from` made to `to` (the name the table got). */
export function renameTableRefs(formula: string, from: string, to: string): string {
  if (from === to) return formula;
  return outsideTexts(formula, (part) =>
    part.replace(structuredPattern(from), (whole) => to + whole.slice(from.length)),
  );
}
