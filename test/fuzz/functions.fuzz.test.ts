/**
 * The fuzz suite for the custom functions (issue 11, docs/hostile-input.md): every registered
 * function called with seeded hostile arguments (boundary and out-of-bound numbers, injection
 * names, impossible dates, long text, ranges of those) either answers finite values or throws
 * a FormulaError with an Excel code and a message; nothing else escapes. `npm test` runs a
 * bounded count; `npm run fuzz` (FUZZ_RUNS) runs more of the same.
 */
import fc from "fast-check";
import { FormulaError } from "../../src/functions/errors";
import { FUNCTIONS } from "../../src/functions/registry";
import { FUZZ_RUNS, FUZZ_SEED, hostileCell } from "./generators";

const cell = hostileCell();
const range = fc.array(fc.array(cell, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 8 });
const arg = fc.oneof({ weight: 3, arbitrary: cell }, { weight: 2, arbitrary: range });

describe("every custom function, hostile arguments", () => {
  it.each([...FUNCTIONS.keys()])("%s answers or refuses with an Excel error", (id) => {
    const f = FUNCTIONS.get(id);
    if (f === undefined) throw new Error(`no ${id}`);
    fc.assert(
      fc.property(fc.array(arg, { maxLength: f.length + 1 }), (args) => {
        try {
          const out = f(...(args as Parameters<typeof f>));
          const values = Array.isArray(out) ? out.flat() : [out];
          expect(values.filter((v) => typeof v === "number" && !Number.isFinite(v))).toEqual([]);
        } catch (error) {
          expect(error).toBeInstanceOf(FormulaError);
          const e = error as FormulaError;
          expect(["#VALUE!", "#NUM!", "#N/A"]).toContain(e.code);
          expect(e.message.length).toBeGreaterThan(0);
          expect(e.message.length).toBeLessThan(2000);
          // guard() turns any other exception into "Internal error: …": that is a crash too
          expect(e.message).not.toMatch(/^Internal error/);
        }
      }),
      { numRuns: FUZZ_RUNS, seed: FUZZ_SEED },
    );
  });
});
