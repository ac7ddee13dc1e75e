/**
 * Excel's `CustomFunctions` for the tests of what a custom function hands Excel: installed for
 * the tests of the enclosing `describe`, removed after them (the other tests run without it,
 * jest.config.js).
 */

/** What `new CustomFunctions.Error(code, message)` makes here: the code and the message shown. */
export class HostError extends Error {
  constructor(
    readonly code: string,
    readonly text?: string,
  ) {
    super(text);
  }
}

/** Installs `CustomFunctions` for the enclosing `describe`. */
export function withExcelHost(): void {
  beforeAll(() => {
    (globalThis as Record<string, unknown>).CustomFunctions = {
      Error: HostError,
      ErrorCode: { invalidValue: "#VALUE!", invalidNumber: "#NUM!", notAvailable: "#N/A" },
    };
  });
  afterAll(() => {
    delete (globalThis as Record<string, unknown>).CustomFunctions;
  });
}

/** What Excel is handed when `f` fails. */
export function hostError(f: () => unknown): HostError {
  try {
    f();
  } catch (e) {
    if (e instanceof HostError) return e;
    throw e;
  }
  throw new Error("expected an error");
}
