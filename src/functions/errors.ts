import { RatingError, type RatingErrorKind } from "../core/common/errors";
import { clipQuoted } from "../core/tournament/diagnostics";
import { type Language } from "../i18n/language";
import { type Message, english, msg, render } from "../i18n/table";

/** The Excel errors a custom function may produce. */
export type ExcelErrorCode = "#VALUE!" | "#NUM!" | "#N/A";

const CODES: Record<RatingErrorKind, ExcelErrorCode> = {
  value: "#VALUE!",
  num: "#NUM!",
  na: "#N/A",
};

/**
 * The language Excel shows the functions' errors in. The functions share their runtime with
 * the pane (manifest.xml: one shared runtime), and the pane sets it from its language choice
 * (src/taskpane/taskpane.ts); before that, and on the command line, it is English.
 */
let language: Language = "en";

/** Sets the language the custom functions' errors are said in (the pane's language). */
export function setFunctionLanguage(lang: Language): void {
  language = lang;
}

/** The language the custom functions' errors are said in. */
export function functionLanguage(): Language {
  return language;
}

/**
 * A custom function's failure, independent of the host: what it says is a message of the one
 * table (`text`), in English as `message`. Inside Excel it is turned into a
 * `CustomFunctions.Error` in the functions' language by {@link guard}; the command line prints
 * it in English as `#VALUE! message` or `{"error":"#VALUE!","message":"…"}`.
 */
export class FormulaError extends Error {
  constructor(
    readonly code: ExcelErrorCode,
    readonly text: Message,
    /** The player the core's error is about (`RatingError.player`): a sheet puts it at his row. */
    readonly player?: number,
  ) {
    super(clipQuoted(english(text)));
    this.name = "FormulaError";
  }

  /** What the error says in a language. */
  say(lang: Language): string {
    return lang === "en" ? this.message : clipQuoted(render(this.text, lang));
  }
}

/** The single translation point from any thrown value to a {@link FormulaError}. */
export function toFormulaError(error: unknown): FormulaError {
  if (error instanceof FormulaError) return error;
  if (error instanceof RatingError) return new FormulaError(CODES[error.kind], error.text, error.player);
  const text = error instanceof Error ? error.message : String(error);
  return new FormulaError("#VALUE!", msg("internalError", { text }));
}

type HostErrorCode = "#VALUE!" | "#NUM!" | "#N/A";

function hostError(error: FormulaError): Error {
  const host = (globalThis as { CustomFunctions?: typeof CustomFunctions }).CustomFunctions;
  if (host === undefined || typeof host.Error !== "function") return error;
  const codes: Record<HostErrorCode, CustomFunctions.ErrorCode> = {
    "#VALUE!": host.ErrorCode.invalidValue,
    "#NUM!": host.ErrorCode.invalidNumber,
    "#N/A": host.ErrorCode.notAvailable,
  };
  // Excel shows a message only for #VALUE! and #N/A; #NUM! carries none.
  return error.code === "#NUM!"
    ? (new host.Error(codes[error.code]) as unknown as Error)
    : (new host.Error(codes[error.code], error.say(language)) as unknown as Error);
}

/** A value a custom function may hand back to Excel. */
export type Returned = number | string | boolean | (number | string | boolean)[][];

function notFinite(x: unknown): boolean {
  return typeof x === "number" && !Number.isFinite(x);
}

/** Whether a spill holds NaN or an infinity: plain loops, a spill of a big sheet has 10,000 cells (D332). */
function anyNotFinite(rows: readonly (readonly unknown[])[]): boolean {
  for (const row of rows) for (const x of row) if (notFinite(x)) return true;
  return false;
}

function checkFinite(value: Returned): Returned {
  if (typeof value === "number" ? !Number.isFinite(value) : Array.isArray(value) && anyNotFinite(value)) {
    throw new FormulaError("#NUM!", msg("resultNotFinite", {}));
  }
  return value;
}

/**
 * Runs a custom function's body. Errors of the core become Excel errors with a message,
 * NaN and Infinity never escape, and outside Excel the {@link FormulaError} is rethrown as is.
 */
export function guard<T extends Returned>(body: () => T): T {
  try {
    return checkFinite(body()) as T;
  } catch (error) {
    throw hostError(toFormulaError(error));
  }
}
