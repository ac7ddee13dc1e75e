/**
 * The fuzz suite for formulas as `rating-officer formula` takes them (issue 11,
 * docs/hostile-input.md): generated formula text over every registered function — nested
 * calls, array constants, quoted text with injection names, boundary numbers, unknown names,
 * nesting past Excel's 64 levels (H7) — parsed and evaluated. The answer is a value whose
 * numbers are finite, or an Excel error code with a message that is not an internal error;
 * nothing escapes `evaluateFormula`.
 */
import fc from "fast-check";
import { evaluateFormula } from "../../src/cli/formula";
import { FUNCTIONS } from "../../src/functions/registry";
import { BOUNDARY_NUMBERS, BOUNDARY_TEXTS, FUZZ_RUNS, FUZZ_SEED, INJECTION, notFinite } from "./generators";

const NAMES = [...FUNCTIONS.keys()];
const arity = (name: string): number => FUNCTIONS.get(name)?.length ?? 0;
const quoted = (s: string): string => `"${s.replaceAll('"', '""')}"`;

// numbers as a formula writes them (no exponent: `1e+21` is no number in a formula)
const plain = (n: number): string => (Math.abs(n) < 1e15 ? String(n) : n < 0 ? "-1E+300" : "1E+300");
const scalar: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...BOUNDARY_NUMBERS.map(plain)) },
  { weight: 4, arbitrary: fc.constantFrom(...[...BOUNDARY_TEXTS, ...INJECTION].map(quoted)) },
  { weight: 4, arbitrary: fc.integer({ min: -100, max: 3000 }).map(String) },
  { weight: 2, arbitrary: fc.constantFrom("TRUE", "FALSE") },
  { weight: 2, arbitrary: fc.string({ maxLength: 6 }).map(quoted) },
);
// what is no value (a syntax error, an unknown name), spliced into a formula
const broken = fc.constantFrom("", "-", "1e999", "NOSUCH", ")", "(", ",", ";", "{", '"open', "=");
// an array constant: rows of one width, as Excel requires
const array: fc.Arbitrary<string> = fc
  .tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 4 }))
  .chain(([w, h]) =>
    fc.array(fc.array(scalar, { minLength: w, maxLength: w }), { minLength: h, maxLength: h }),
  )
  .map((rows) => `{${rows.map((r) => r.join(",")).join(";")}}`);

const { formula } = fc.letrec<{ expr: string; call: string; formula: string }>((tie) => ({
  expr: fc.oneof({ depthSize: "small", withCrossShrink: true }, scalar, array, tie("call")),
  // up to the function's own parameters (one more is a syntax error the truncations cover)
  call: fc
    .constantFrom(...NAMES)
    .chain((name) => fc.tuple(fc.constant(name), fc.array(tie("expr"), { maxLength: arity(name) })))
    .map(([name, args]) => `${name}(${args.join(",")})`),
  formula: fc.oneof(
    { weight: 6, arbitrary: tie("call").map((c) => `=${c}`) },
    // deep nesting: Excel's limit is 64 levels (H7)
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...NAMES), fc.integer({ min: 60, max: 3000 }))
        .map(([name, depth]) => `=${`${name}(`.repeat(depth)}1${")".repeat(depth)}`),
    },
    // text that is barely a formula: cut short, stray separators
    {
      weight: 1,
      arbitrary: fc.tuple(tie("call"), fc.nat()).map(([c, n]) => `=${c.slice(0, n % (c.length + 1))}`),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(tie("call"), fc.nat(), broken)
        .map(([c, n, b]) => `=${c.slice(0, n % (c.length + 1))}${b}${c.slice(n % (c.length + 1))}`),
    },
  ),
}));

describe("generated formulas over every function", () => {
  it("a value with finite numbers, or an Excel error with a message, never an internal error", () => {
    fc.assert(
      fc.property(formula, (text) => {
        const answer = evaluateFormula(text);
        if (answer.ok) {
          expect(notFinite(answer.value)).toEqual([]);
          return;
        }
        expect(["#VALUE!", "#NUM!", "#N/A", "#SYNTAX!", "#NAME?"]).toContain(answer.error);
        expect(answer.message.length).toBeGreaterThan(0);
        expect(answer.message.length).toBeLessThan(2000);
        expect(answer.message).not.toMatch(/^Internal error|Maximum call stack/);
        // NaN or undefined as the product's own words, not as the user's quoted text
        expect(answer.message.replace(/"(?:[^"\\]|\\.)*"/g, '""')).not.toMatch(/\b(?:NaN|undefined)\b/);
      }),
      { numRuns: FUZZ_RUNS * 10, seed: FUZZ_SEED },
    );
  });
});
