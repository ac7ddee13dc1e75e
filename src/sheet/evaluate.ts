/**
 * A sheet plan's cells as Excel would show them once calculated, without Excel: the values
 * written, and each formula's result — TOURNAMENT.* and the other custom functions called
 * through the one function table (src/functions/registry.ts, handed in as `lookup`), a 2-D
 * result spilled right and down from its cell. `rating-officer sheet --out` writes these values
 * beside the formulas (xlsx.ts), so a program that does not run the add-in's functions still
 * shows the figures. A read sheet with the blocks an update writes over it is evaluated by the
 * same core (`evaluateRead`): Recalculate rates the sheet so, by its own ratings formula.
 *
 * The formulas are the tournament sheet's own (formulas.ts, layout.ts), read by a small grammar:
 *   expression := term ("*" term)*
 *   term       := NAME "(" [expression] ("," [expression])* ")" | ref | number | "text" | TRUE | FALSE
 *   ref        := $A$1 | A1 | $A$1:$K$40          (this sheet only)
 *               | Table[Column] | Table[[First]:[Last]]  (the sheet's table, D324)
 * with Excel's IF and ISNUMBER, the only built-ins the sheet writes. An argument is shaped by its
 * reference, as Excel does for the sheet's parameters: one cell its value, a range its rows.
 * A function's error becomes its code (`#VALUE!` …), as the cell would show it.
 */
import type { Block, SheetPlan } from "./plan";
import type { SheetRead } from "./sheet-read";
import { type Rect, blockRect, parseCell, parseRange } from "./a1";
import { type TableGeometry, planTables, structuredToA1 } from "./table-ref";

/** A cell's value: text, number, boolean, an error code such as "#VALUE!" (`error`), or empty. */
export type Scalar = string | number | boolean;
export interface ErrorValue {
  readonly error: string;
}
export type Value = Scalar | ErrorValue;

/** A function of the table: Excel's arguments in, a scalar or rows out; throws for an error. */
export type Lookup = (id: string) => ((...args: unknown[]) => unknown) | undefined;

/**
 * What a function of the table may hand back instead of its value: the value the cell shows and
 * what the caller wants beside it (the engine's notes), kept on the formula's cell as `detail`.
 */
export class WithDetail {
  constructor(
    readonly value: unknown,
    readonly detail: unknown,
  ) {}
}

/** One formula cell of the evaluated plan, with the rectangle its result covers (its spill). */
export interface FormulaCell {
  readonly formula: string;
  readonly spill: Rect;
  /** What its function handed back beside the value (`WithDetail`). */
  readonly detail?: unknown;
  /** What its function threw, as thrown (its message, its player): the cell shows its code. */
  readonly thrown?: unknown;
}

export interface EvaluatedPlan {
  /** Every non-empty cell's value by `row,column` (0-based). */
  readonly values: ReadonlyMap<string, Value>;
  /** The formula cells by `row,column`. */
  readonly formulas: ReadonlyMap<string, FormulaCell>;
}

const key = (row: number, column: number): string => `${row},${column}`;

class EvalError {
  constructor(readonly code: string) {}
}

function isError(v: unknown): v is EvalError {
  return v instanceof EvalError;
}

/** Rows of a range reference, or one cell's value. */
class Ref {
  constructor(readonly rows: unknown[][]) {}
  get value(): unknown {
    return this.rows.length === 1 && this.rows[0]?.length === 1 ? this.rows[0][0] : this.rows;
  }
}

const plain = (v: unknown): unknown => (v instanceof Ref ? v.value : v);

const BUILT_INS: ReadonlyMap<string, (...args: unknown[]) => unknown> = new Map<
  string,
  (...args: unknown[]) => unknown
>([
  ["ISNUMBER", (x) => typeof x === "number"],
  [
    "IF",
    (cond, yes, no) => {
      if (isError(cond)) return cond;
      const truth = typeof cond === "number" ? cond !== 0 : cond === true;
      return truth ? (yes ?? 0) : (no ?? false);
    },
  ],
]);

const REF = /^\$?[A-Z]{1,3}\$?\d{1,7}(?::\$?[A-Z]{1,3}\$?\d{1,7})?/;
const NUMBER = /^\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/;
const NAME = /^[A-Z][A-Z0-9.]*(?=\()/;

class Parser {
  private i = 0;
  /** What a function of the formula handed back beside its value, and what one threw. */
  detail: unknown;
  thrown: unknown;
  constructor(
    private readonly src: string,
    private readonly cell: (row: number, column: number) => unknown,
    private readonly lookup: Lookup,
  ) {}

  private peek(): string {
    while (this.src[this.i] === " ") this.i++;
    return this.src.slice(this.i);
  }

  private fail(): never {
    throw new EvalError("#NAME?");
  }

  whole(): unknown {
    const v = this.expression();
    if (this.peek() !== "") this.fail();
    return v;
  }

  private expression(): unknown {
    let v = this.term();
    while (this.peek().startsWith("*")) {
      this.i++;
      const a = plain(v);
      const b = plain(this.term());
      if (isError(a)) v = a;
      else if (isError(b)) v = b;
      else if (typeof a !== "number" || typeof b !== "number") v = new EvalError("#VALUE!");
      else v = a * b;
    }
    return v;
  }

  private term(): unknown {
    const rest = this.peek();
    if (rest === "" || rest.startsWith(",") || rest.startsWith(")")) return null; // omitted
    const n = NUMBER.exec(rest);
    if (n !== null) {
      this.i += n[0].length;
      return Number(n[0]);
    }
    if (rest.startsWith('"')) {
      let out = "";
      let j = 1;
      for (;;) {
        const c = rest[j];
        if (c === undefined) this.fail();
        if (c === '"' && rest[j + 1] === '"') {
          out += '"';
          j += 2;
        } else if (c === '"') break;
        else {
          out += c;
          j++;
        }
      }
      this.i += j + 1;
      return out;
    }
    const name = NAME.exec(rest);
    if (name !== null) return this.call(name[0]);
    const ref = REF.exec(rest);
    if (ref !== null) {
      this.i += ref[0].length;
      return this.reference(ref[0]);
    }
    for (const [word, value] of [
      ["TRUE", true],
      ["FALSE", false],
    ] as const) {
      if (rest.startsWith(word)) {
        this.i += word.length;
        return value;
      }
    }
    return this.fail();
  }

  private call(id: string): unknown {
    this.i += id.length + 1; // the name and "("
    const args: unknown[] = [];
    if (this.peek().startsWith(")")) this.i++;
    else {
      for (;;) {
        args.push(this.expression());
        const c = this.peek()[0];
        this.i++;
        if (c === ")") break;
        if (c !== ",") this.fail();
      }
    }
    const builtIn = BUILT_INS.get(id);
    if (builtIn !== undefined) return builtIn(...args.map(plain));
    const given = args.map((a) => (a instanceof Ref ? a.value : a));
    const error = given.find(isError);
    if (error !== undefined) return error; // Excel passes no error to a custom function
    const fn = this.lookup(id);
    if (fn === undefined) return new EvalError("#NAME?");
    try {
      const out = fn(...given);
      if (!(out instanceof WithDetail)) return out;
      this.detail = out.detail;
      return out.value;
    } catch (e) {
      this.thrown = e;
      const code = (e as { code?: unknown }).code;
      return new EvalError(typeof code === "string" && code.startsWith("#") ? code : "#VALUE!");
    }
  }

  private reference(address: string): Ref {
    const r = parseRange(address.replace(/\$/g, ""));
    const rows: unknown[][] = [];
    for (let y = 0; y < r.rows; y++) {
      const row: unknown[] = [];
      for (let x = 0; x < r.columns; x++) row.push(this.cell(r.row + y, r.column + x) ?? "");
      rows.push(row);
    }
    return new Ref(rows);
  }
}

function toValue(v: unknown): Value {
  if (isError(v)) return { error: v.code };
  if (typeof v === "number") return Number.isFinite(v) ? v : { error: "#NUM!" };
  if (typeof v === "string" || typeof v === "boolean") return v;
  if (v === null || v === undefined) return 0;
  return { error: "#VALUE!" };
}

/** A formula to evaluate at its cell. */
interface Pending {
  readonly row: number;
  readonly column: number;
  readonly formula: string;
}

/**
 * The one evaluation: `values` (the cells' values as written or read) and the formula cells;
 * each formula is evaluated once, when its turn comes in `formulas`' order or before, when
 * another formula reads its cell; `wanted` (default all) are the formulas whose values are
 * needed, the others only as far as these read them. A spill that would cover a value already
 * there is `#SPILL!`, as in Excel, unless the value is one of `covered` (a read sheet's: the
 * formula's old spill, which Excel clears when it is written again).
 */
function evaluateCells(
  values: Map<string, Value>,
  formulas: readonly Pending[],
  lookup: Lookup,
  tables: readonly TableGeometry[],
  wanted: readonly Pending[] = formulas,
  covered: ReadonlySet<string> = new Set(),
): EvaluatedPlan {
  const done = new Map<string, FormulaCell>();
  const pending = new Map<string, Pending>(formulas.map((f) => [key(f.row, f.column), f]));
  const busy = new Set<string>();
  const read = (row: number, column: number): unknown => {
    const k = key(row, column);
    if (busy.has(k)) return new EvalError("#REF!"); // a circular reference
    const f = pending.get(k);
    if (f !== undefined) evaluate(f);
    const v = values.get(k);
    return v !== undefined && typeof v === "object" ? new EvalError(v.error) : v;
  };
  const evaluate = (f: Pending): void => {
    const { row, column, formula } = f;
    const k = key(row, column);
    pending.delete(k);
    busy.add(k);
    // D324: a structured reference read as the range of the table it stands for
    const parser = new Parser(structuredToA1(formula, tables).replace(/^=/, ""), read, lookup);
    let result: unknown;
    try {
      result = plain(parser.whole());
    } catch (e) {
      if (!isError(e)) throw e;
      result = e; // a formula the grammar does not read: #NAME?, as Excel shows a name it does not know
    }
    busy.delete(k);
    const cell = (spill: Rect): FormulaCell => ({
      formula,
      spill,
      ...(parser.detail !== undefined ? { detail: parser.detail } : {}),
      ...(parser.thrown !== undefined ? { thrown: parser.thrown } : {}),
    });
    const one = { row, column, rows: 1, columns: 1 };
    if (!Array.isArray(result)) {
      values.set(k, toValue(result));
      done.set(k, cell(one));
      return;
    }
    const rows = result as unknown[][];
    const width = rows.reduce((w, r) => Math.max(w, Array.isArray(r) ? r.length : 1), 0);
    const spill = { row, column, rows: rows.length, columns: Math.max(1, width) };
    for (let y = 0; y < spill.rows; y++)
      for (let x = 0; x < spill.columns; x++)
        if (
          (y > 0 || x > 0) &&
          values.has(key(row + y, column + x)) &&
          !covered.has(key(row + y, column + x))
        ) {
          values.set(k, { error: "#SPILL!" });
          done.set(k, cell(one));
          return;
        }
    rows.forEach((r, y) =>
      (Array.isArray(r) ? r : [r]).forEach((v, x) => {
        // Excel shows a spilled blank ("" from a function) as an empty-looking text cell
        values.set(key(row + y, column + x), toValue(v));
      }),
    );
    done.set(k, cell(spill));
  };
  for (const f of wanted) if (pending.has(key(f.row, f.column))) evaluate(f);
  return { values, formulas: done };
}

type Written = NonNullable<Block["rows"][0][0]>;

function eachCell(b: Block, f: (row: number, column: number, c: Written) => void): void {
  const at = parseCell(b.at);
  b.rows.forEach((r, y) => r.forEach((c, x) => c !== null && f(at.row + y, at.column + x, c)));
}

/** The values and formulas some blocks write, over the values already there. */
function written(blocks: readonly Block[], values: Map<string, Value>): Pending[] {
  const formulas: Pending[] = [];
  for (const b of blocks) {
    eachCell(b, (row, column, c) => {
      if (c.kind === "text") values.set(key(row, column), c.text);
      else if (c.kind === "number" || c.kind === "boolean") values.set(key(row, column), c.value);
      else if (c.kind === "formula") formulas.push({ row, column, formula: c.formula });
    });
  }
  return formulas;
}

/** The formulas at `wanted` (A1 cells), or all when none are given. */
function wantedOf(formulas: readonly Pending[], wanted: readonly string[] | undefined): readonly Pending[] {
  const at = wanted?.map((a) => parseCell(a));
  return at === undefined
    ? formulas
    : formulas.filter((f) => at.some((c) => c.row === f.row && c.column === f.column));
}

/**
 * Evaluates a plan's formulas in the order of its blocks (the tournament sheet writes every
 * formula after the cells it reads: the header block, the crosstable, K, then the spills and
 * what reads them), the values first — only those at `wanted` (A1 cells) and what they read,
 * when given (Create's build reads its ratings spill so).
 */
export function evaluatePlan(plan: SheetPlan, lookup: Lookup, wanted?: readonly string[]): EvaluatedPlan {
  const values = new Map<string, Value>();
  const formulas = written(plan.blocks, values);
  return evaluateCells(values, formulas, lookup, planTables(plan), wantedOf(formulas, wanted));
}

/**
 * A read sheet as it will be once `blocks` are written over it (Recalculate's update): the read
 * cells' values as Excel computed them (its formulas' too: Excel calculated them), the blocks'
 * rectangles cleared and their cells written (a spill covers the read values in its way: its
 * old spill's, which the read cannot tell from typed ones), and
 * the blocks' formulas evaluated — only those at `wanted` (A1 cells) and what they read, when given.
 * Their references are A1 (Recalculate hands its formula's structured references so, D324).
 */
export function evaluateRead(
  read: SheetRead,
  blocks: readonly Block[],
  lookup: Lookup,
  wanted?: readonly string[],
): EvaluatedPlan {
  const values = new Map<string, Value>();
  read.values.forEach((r, y) =>
    r.forEach((v, x) => {
      if (v !== "") values.set(key(read.row + y, read.column + x), v);
    }),
  );
  for (const b of blocks) {
    const r = blockRect(b);
    for (let y = 0; y < r.rows; y++)
      for (let x = 0; x < r.columns; x++) values.delete(key(r.row + y, r.column + x));
  }
  const covered = new Set(values.keys());
  const formulas = written(blocks, values);
  for (const b of blocks) eachCell(b, (row, column) => covered.delete(key(row, column)));
  return evaluateCells(values, formulas, lookup, [], wantedOf(formulas, wanted), covered);
}
