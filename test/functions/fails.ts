import { FormulaError } from "../../src/functions/errors";

/**
 * Asserts that a custom function call fails as Excel would show it: outside Excel, guard()
 * rethrows a FormulaError, whose code (`#VALUE!`, `#NUM!`, `#N/A`) and message are checked.
 */
export function fails(f: () => unknown, code: string, message: RegExp): void {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(FormulaError);
    expect((e as FormulaError).code).toBe(code);
    expect((e as FormulaError).message).toMatch(message);
    return;
  }
  throw new Error("expected an error");
}
