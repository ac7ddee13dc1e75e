/**
 * Formulas outside Excel: `=MGSZ.NEWRATING(1947,30,{1935,1865},{0,1})` parsed in en-US
 * syntax and evaluated through the same function table Excel uses (src/functions/registry.ts).
 *
 * Grammar (FUNCTIONS.md, "Outside Excel"):
 *   formula  := "="? call
 *   call     := NAME "(" [arg] ("," [arg])* ")"        an empty arg is an omitted argument
 *   arg      := number | string | TRUE | FALSE | array | call
 *   array    := "{" row (";" row)* "}"   row := value ("," value)*
 *   value    := number | string | TRUE | FALSE
 * Strings are in double quotes, a doubled quote inside is one quote, as in Excel.
 */
import type { Arg, Cell } from "../functions/coerce";
import { FormulaError, type Returned, toFormulaError } from "../functions/errors";
import { lookup } from "../functions/registry";

/** A formula the command line could not read or run: Excel would refuse to accept it. */
export class FormulaSyntaxError extends Error {
  constructor(
    readonly code: "#SYNTAX!" | "#NAME?",
    message: string,
  ) {
    super(message);
    this.name = "FormulaSyntaxError";
  }
}

type Node = { kind: "value"; value: Arg } | { kind: "call"; name: string; args: (Node | null)[]; at: number };

class Parser {
  private pos = 0;
  constructor(private readonly src: string) {}

  parse(): Node {
    this.space();
    if (this.src[this.pos] === "=") this.pos++;
    this.space();
    const node = this.call();
    this.space();
    if (this.pos < this.src.length)
      this.fail(`unexpected ${JSON.stringify(this.src[this.pos])} after the formula`);
    return node;
  }

  private fail(message: string): never {
    throw new FormulaSyntaxError("#SYNTAX!", `Formula column ${this.pos + 1}: ${message}`);
  }

  private space(): void {
    while (this.pos < this.src.length && /\s/.test(this.src[this.pos] ?? "")) this.pos++;
  }

  private name(): string {
    const m = /^[A-Za-z_][A-Za-z0-9_.]*/.exec(this.src.slice(this.pos));
    if (m === null) this.fail("expected a function name");
    this.pos += m[0].length;
    return m[0];
  }

  private expect(ch: string): void {
    this.space();
    if (this.src[this.pos] !== ch) {
      const found = this.pos < this.src.length ? JSON.stringify(this.src[this.pos]) : "the end";
      this.fail(`expected "${ch}", found ${found}`);
    }
    this.pos++;
  }

  private call(): Node {
    const at = this.pos;
    const name = this.name();
    this.expect("(");
    const args: (Node | null)[] = [];
    this.space();
    if (this.src[this.pos] === ")") {
      this.pos++;
      return { kind: "call", name, args, at };
    }
    for (;;) {
      this.space();
      const ch = this.src[this.pos];
      args.push(ch === "," || ch === ")" ? null : this.arg());
      this.space();
      if (this.src[this.pos] === ",") {
        this.pos++;
        continue;
      }
      this.expect(")");
      return { kind: "call", name, args, at };
    }
  }

  private arg(): Node {
    const ch = this.src[this.pos];
    if (ch === "{") return { kind: "value", value: this.array() };
    if (ch !== undefined && /[A-Za-z_]/.test(ch)) {
      const save = this.pos;
      const word = this.name();
      this.space();
      if (this.src[this.pos] === "(") {
        this.pos = save;
        return this.call();
      }
      const upper = word.toUpperCase();
      if (upper === "TRUE" || upper === "FALSE") return { kind: "value", value: upper === "TRUE" };
      this.pos = save;
      this.fail(`unknown name ${word} (text goes in double quotes)`);
    }
    return { kind: "value", value: this.scalar() };
  }

  private scalar(): Cell {
    this.space();
    const ch = this.src[this.pos];
    if (ch === '"') return this.string();
    const m = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?%?/.exec(this.src.slice(this.pos));
    if (m !== null) {
      this.pos += m[0].length;
      return m[0].endsWith("%") ? Number(m[0].slice(0, -1)) / 100 : Number(m[0]);
    }
    const word = /^[A-Za-z]+/.exec(this.src.slice(this.pos))?.[0]?.toUpperCase();
    if (word === "TRUE" || word === "FALSE") {
      this.pos += word.length;
      return word === "TRUE";
    }
    return this.fail(ch === undefined ? "unexpected end of formula" : `unexpected ${JSON.stringify(ch)}`);
  }

  private string(): string {
    let out = "";
    this.pos++; // opening quote
    for (;;) {
      const ch = this.src[this.pos];
      if (ch === undefined) this.fail("unterminated string");
      this.pos++;
      if (ch === '"') {
        if (this.src[this.pos] !== '"') return out;
        this.pos++;
      }
      out += ch;
    }
  }

  private array(): Cell[][] {
    this.pos++; // {
    const rows: Cell[][] = [[]];
    for (;;) {
      (rows[rows.length - 1] as Cell[]).push(this.scalar());
      this.space();
      const ch = this.src[this.pos];
      this.pos++;
      if (ch === ",") continue;
      if (ch === ";") {
        rows.push([]);
        continue;
      }
      if (ch === "}") break;
      this.pos--;
      this.fail('expected ",", ";" or "}" in an array constant');
    }
    const width = rows[0]?.length ?? 0;
    if (rows.some((r) => r.length !== width)) this.fail("the rows of an array constant differ in length");
    return rows;
  }
}

/** Parses a formula; throws {@link FormulaSyntaxError} naming the column. */
export function parseFormula(formula: string): Node {
  return new Parser(formula).parse();
}

function evaluateNode(node: Node): Arg {
  if (node.kind === "value") return node.value;
  const fn = lookup(node.name);
  if (fn === undefined) throw new FormulaSyntaxError("#NAME?", `Unknown function ${node.name}`);
  // Excel refuses a formula with more arguments than the function declares; so does this.
  if (node.args.length > fn.length) {
    const most = `${fn.length} argument${fn.length === 1 ? "" : "s"}`;
    throw new FormulaSyntaxError(
      "#SYNTAX!",
      `Formula column ${node.at + 1}: ${node.name} takes at most ${most}, ${node.args.length} given`,
    );
  }
  const args = node.args.map((a) => (a === null ? null : evaluateNode(a)));
  const value = fn(...args);
  // A nested call's spilled result is a range argument; a scalar stays a scalar.
  return value as Arg;
}

export type Answer =
  | { ok: true; value: Returned }
  | { ok: false; error: FormulaError["code"] | FormulaSyntaxError["code"]; message: string };

/** Parses and evaluates one formula; never throws. */
export function evaluateFormula(formula: string): Answer {
  try {
    return { ok: true, value: evaluateNode(parseFormula(formula)) as Returned };
  } catch (error) {
    if (error instanceof FormulaSyntaxError) return { ok: false, error: error.code, message: error.message };
    const e = toFormulaError(error);
    return { ok: false, error: e.code, message: e.message };
  }
}

/** A number as Excel shows it in a General cell: at most 15 significant digits. */
export function formatNumber(n: number): string {
  if (Object.is(n, -0)) return "0";
  return String(Number(n.toPrecision(15)));
}

function formatCell(v: number | string | boolean): string {
  if (typeof v === "number") return formatNumber(v);
  if (typeof v === "boolean") return v ? "TRUE" : "FALSE";
  return v;
}

function quoteCell(v: number | string | boolean): string {
  return typeof v === "string" ? `"${v.replace(/"/g, '""')}"` : formatCell(v);
}

/** One line of plain output: a value, an array constant for a spill, or `#CODE message`. */
export function formatAnswer(answer: Answer): string {
  if (!answer.ok) return `${answer.error} ${answer.message}`;
  const v = answer.value;
  if (!Array.isArray(v)) return formatCell(v);
  return `{${v.map((row) => row.map(quoteCell).join(",")).join(";")}}`;
}

function jsonCell(v: number | string | boolean): number | string | boolean {
  return typeof v === "number" ? Number(formatNumber(v)) : v;
}

/** One line of JSON: a number, a string, an array of row arrays, or {"error","message"}. */
export function formatAnswerJson(answer: Answer): string {
  if (!answer.ok) return JSON.stringify({ error: answer.error, message: answer.message });
  const v = answer.value;
  return JSON.stringify(Array.isArray(v) ? v.map((row) => row.map(jsonCell)) : jsonCell(v));
}
