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
 *
 * A formula copied from Excel in a decimal-comma locale (Hungarian, Russian, German…) is read in
 * that locale's convention when a ";" separates the arguments of any call (outside strings and
 * array constants): ";" between arguments, "," as the decimal comma (a "." is taken too), and
 * array constants as those Excels write them, "\" between columns and ";" between rows:
 *   =MGSZ.GAMEPOINT(1947;1865;0,5)      =MGSZ.SUMGAMEPOINTS(1947;{1935\1865};{0;1})
 * TRUE and FALSE may be written as those Excels show them (IGAZ/HAMIS, ИСТИНА/ЛОЖЬ), in either
 * convention. A formula of one argument has no ";" to tell, so "=FIDE.DP(0,83)" stays en-US (two
 * arguments) and its error says to write 0.83.
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

/** The separators of a convention: en-US, or a decimal-comma locale's as Excel shows it there. */
interface Convention {
  readonly argument: string;
  readonly column: string;
  readonly row: string;
  /** A number at the current position, with the locale's decimal separator. */
  readonly number: RegExp;
}

const EN_US: Convention = {
  argument: ",",
  column: ",",
  row: ";",
  number: /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?%?/,
};

const DECIMAL_COMMA: Convention = {
  argument: ";",
  column: "\\",
  row: ";",
  number: /^[+-]?(\d+([.,]\d*)?|[.,]\d+)([eE][+-]?\d+)?%?/,
};

/** TRUE and FALSE as English, Hungarian and Russian Excel show them. */
const BOOLEANS: ReadonlyMap<string, boolean> = new Map([
  ["TRUE", true],
  ["FALSE", false],
  ["IGAZ", true],
  ["HAMIS", false],
  ["ИСТИНА", true],
  ["ЛОЖЬ", false],
]);

/**
 * Whether a ";" separates the arguments of a call (outside strings and array constants): the
 * formula was copied from a decimal-comma Excel (FUNCTIONS.md, Outside Excel).
 */
export function usesDecimalComma(formula: string): boolean {
  const open: string[] = [];
  let quoted = false;
  for (const ch of formula) {
    if (ch === '"') quoted = !quoted;
    else if (quoted) continue;
    else if (ch === "(" || ch === "{") open.push(ch);
    else if (ch === ")" || ch === "}") open.pop();
    else if (ch === ";" && open[open.length - 1] === "(") return true;
  }
  return false;
}

class Parser {
  private pos = 0;
  private depth = 0;
  private readonly c: Convention;
  constructor(private readonly src: string) {
    this.c = usesDecimalComma(src) ? DECIMAL_COMMA : EN_US;
  }

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
    // Excel nests functions 64 levels deep at most; deeper is refused, not recursed into (H7)
    if (++this.depth > MAX_NESTING) {
      this.fail(`more than ${MAX_NESTING} levels of nested functions (Excel's limit)`);
    }
    const at = this.pos;
    const name = this.name();
    this.expect("(");
    const args: (Node | null)[] = [];
    this.space();
    if (this.src[this.pos] === ")") {
      this.pos++;
      this.depth--;
      return { kind: "call", name, args, at };
    }
    for (;;) {
      this.space();
      const ch = this.src[this.pos];
      args.push(ch === this.c.argument || ch === ")" ? null : this.arg());
      this.space();
      if (this.src[this.pos] === this.c.argument) {
        this.pos++;
        continue;
      }
      this.expect(")");
      this.depth--;
      return { kind: "call", name, args, at };
    }
  }

  private arg(): Node {
    const ch = this.src[this.pos];
    if (ch === "{") return { kind: "value", value: this.array() };
    const bool = this.boolean();
    if (bool !== undefined) return { kind: "value", value: bool };
    if (ch !== undefined && /[A-Za-z_]/.test(ch)) {
      const save = this.pos;
      const word = this.name();
      this.space();
      if (this.src[this.pos] === "(") {
        this.pos = save;
        return this.call();
      }
      this.pos = save;
      this.fail(`unknown name ${word} (text goes in double quotes)`);
    }
    return { kind: "value", value: this.scalar() };
  }

  private scalar(): Cell {
    this.space();
    const ch = this.src[this.pos];
    if (ch === '"') return this.string();
    const m = this.c.number.exec(this.src.slice(this.pos));
    if (m !== null) {
      this.pos += m[0].length;
      const text = m[0].replace(",", ".");
      return text.endsWith("%") ? Number(text.slice(0, -1)) / 100 : Number(text);
    }
    const bool = this.boolean();
    if (bool !== undefined) return bool;
    return this.fail(ch === undefined ? "unexpected end of formula" : `unexpected ${JSON.stringify(ch)}`);
  }

  /** TRUE or FALSE (also as Hungarian and Russian Excel show them) not followed by "(". */
  private boolean(): boolean | undefined {
    const m = /^[\p{L}_][\p{L}\p{N}_.]*/u.exec(this.src.slice(this.pos));
    const word = m?.[0].toUpperCase() ?? "";
    const value = BOOLEANS.get(word);
    if (value === undefined || /^\s*\(/.test(this.src.slice(this.pos + word.length))) return undefined;
    this.pos += word.length;
    return value;
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
      if (ch === this.c.column) continue;
      if (ch === this.c.row) {
        rows.push([]);
        continue;
      }
      if (ch === "}") break;
      this.pos--;
      this.fail(`expected "${this.c.column}", "${this.c.row}" or "}" in an array constant`);
    }
    const width = rows[0]?.length ?? 0;
    if (rows.some((r) => r.length !== width)) this.fail("the rows of an array constant differ in length");
    return rows;
  }
}

/** Parses a formula; throws {@link FormulaSyntaxError} naming the column. */
/** Excel's limit of nested function levels. */
export const MAX_NESTING = 64;

export function parseFormula(formula: string): Node {
  return new Parser(formula).parse();
}

function evaluateNode(node: Node, hint: string): Arg {
  if (node.kind === "value") return node.value;
  const fn = lookup(node.name);
  if (fn === undefined) throw new FormulaSyntaxError("#NAME?", `Unknown function ${node.name}`);
  // Excel refuses a formula with more arguments than the function declares; so does this.
  if (node.args.length > fn.length) {
    const most = `${fn.length} argument${fn.length === 1 ? "" : "s"}`;
    throw new FormulaSyntaxError(
      "#SYNTAX!",
      `Formula column ${node.at + 1}: ${node.name} takes at most ${most}, ${node.args.length} given${hint}`,
    );
  }
  const args = node.args.map((a) => (a === null ? null : evaluateNode(a, hint)));
  const value = fn(...args);
  // A nested call's spilled result is a range argument; a scalar stays a scalar.
  return value as Arg;
}

export type Answer =
  | { ok: true; value: Returned }
  | { ok: false; error: FormulaError["code"] | FormulaSyntaxError["code"]; message: string };

/**
 * "=FIDE.DP(0,83)" has no ";" to show a decimal comma, so it reads as two arguments: when a
 * formula in en-US syntax has a digit, a comma and a digit, a too-many-arguments error says
 * how to write it.
 */
function commaHint(formula: string): string {
  return !usesDecimalComma(formula) && /\d,\d/.test(formula)
    ? '; for a decimal comma write the number with "." (0.83), or separate the arguments with ";"'
    : "";
}

/** Parses and evaluates one formula; never throws. */
export function evaluateFormula(formula: string): Answer {
  try {
    return { ok: true, value: evaluateNode(parseFormula(formula), commaHint(formula)) as Returned };
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
