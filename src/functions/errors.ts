import { RatingError, type RatingErrorKind } from "../core/common/errors";
import { clipQuoted } from "../core/tournament/diagnostics";

/** The Excel errors a custom function may produce. */
export type ExcelErrorCode = "#VALUE!" | "#NUM!" | "#N/A";

const CODES: Record<RatingErrorKind, ExcelErrorCode> = {
  value: "#VALUE!",
  num: "#NUM!",
  na: "#N/A",
};

/**
 * A custom function's failure, independent of the host. Inside Excel it is turned into a
 * `CustomFunctions.Error` by {@link guard}; the command line prints it as
 * `#VALUE! message` or `{"error":"#VALUE!","message":"…"}`.
 */
export class FormulaError extends Error {
  constructor(
    readonly code: ExcelErrorCode,
    message: string,
  ) {
    super(clipQuoted(message));
    this.name = "FormulaError";
  }
}

/** The single translation point from any thrown value to a {@link FormulaError}. */
export function toFormulaError(error: unknown): FormulaError {
  if (error instanceof FormulaError) return error;
  if (error instanceof RatingError) return new FormulaError(CODES[error.kind], error.message);
  const text = error instanceof Error ? error.message : String(error);
  return new FormulaError("#VALUE!", `Internal error: ${text}`);
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
    : (new host.Error(codes[error.code], error.message) as unknown as Error);
}

/** A value a custom function may hand back to Excel. */
export type Returned = number | string | boolean | (number | string | boolean)[][];

function notFinite(x: unknown): boolean {
  return typeof x === "number" && !Number.isFinite(x);
}

function checkFinite(value: Returned): Returned {
  if (
    typeof value === "number"
      ? !Number.isFinite(value)
      : Array.isArray(value) && value.some((row) => row.some(notFinite))
  ) {
    throw new FormulaError("#NUM!", "The result is not a finite number");
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
