/**
 * Seeded generators of hostile input (issue 11): malformed, truncated, mis-encoded, oversized,
 * deeply nested, injection-named and boundary values, built from real fixture files.
 */
import fc from "fast-check";
import { concatBytes } from "../../src/formats/bytes";

/** How many cases each property runs: bounded in `npm test`, larger under `npm run fuzz`. */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? "8");
/** The seed: fixed, so that a failure is reproduced by running again (FUZZ_SEED overrides it). */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? "20261124");

/** One real file of every crosstable format (test/fixtures/<dir>/<file>), the mutations' seeds. */
export const READER_SEEDS: readonly (readonly [string, string])[] = [
  ["egd-veterans", "input.h9"],
  ["ffg-veterans", "input.tou"],
  ["opengotha-championnat-levallois-2018", "input.xml"],
  ["pairgoth-bosp2024", "input.tour"],
  ["macmahon-sample-tournament", "input.xml"],
  ["trf-rules-8-34", "input.trf"],
  ["csv-swissmanager-san-sebastian", "input.csv"],
];

/** Names of built-in object keys, which a careless look-up finds on Object.prototype (H4). */
export const INJECTION = [
  "constructor",
  "__proto__",
  "toString",
  "hasOwnProperty",
  "valueOf",
  "toString_BYDEF",
];

/** Numbers at and beyond every bound of H1, and the ones JavaScript gets wrong. */
export const BOUNDARY_NUMBERS = [
  0,
  -0,
  1,
  -1,
  2.5,
  -5,
  9,
  10,
  30,
  31,
  64,
  65,
  100,
  999,
  1000,
  2150,
  4000,
  4001,
  5000,
  99_999,
  100_000,
  1_000_000,
  99_999_999,
  1e21,
  1e300,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER,
  2 ** 31,
  0.1 + 0.2,
];

/** Text a user or a broken program may put in a cell or a field. */
export const BOUNDARY_TEXTS = [
  "",
  " ",
  "1e308",
  "Infinity",
  "NaN",
  "-0",
  "0x10",
  "2,150",
  "2010/02/30",
  "2025-13-01",
  "1899-12-31",
  "9999-12-31",
  "30k",
  "9d",
  "10p",
  "1 dan ++++",
  "12+/w2",
  "0+",
  "999999999+/b9",
  "\u0000",
  "\uFEFF",
  "\uD800",
  "ő",
  "кю",
  "=1+1",
  "'",
  '"',
  "[".repeat(100),
  `2${" ".repeat(300)}x`,
];

/** One cell value as Excel passes it: numbers, text, booleans, blanks. */
export function hostileCell(): fc.Arbitrary<string | number | boolean | null> {
  return fc.oneof(
    fc.constantFrom(...BOUNDARY_NUMBERS),
    fc.constantFrom(...BOUNDARY_TEXTS, ...INJECTION),
    fc.integer({ min: -100, max: 3000 }),
    fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }),
    fc.string({ maxLength: 12 }),
    fc.boolean(),
    fc.constant(null),
  );
}

/** A token to splice into a file: boundary numbers and texts, injection names, structure. */
const token = fc.oneof(
  fc.constantFrom(...BOUNDARY_NUMBERS.map(String)),
  fc.constantFrom(...BOUNDARY_TEXTS, ...INJECTION),
  fc.constantFrom(
    "<",
    ">",
    "</Game>",
    "<!-- <Game ",
    "{",
    "}",
    "[",
    "]",
    '"',
    ",",
    ";",
    "\n",
    "\r",
    "\t",
    "|",
  ),
  fc.string({ maxLength: 8 }),
);

/** A mutation of a file's text; each keeps the input size within a small multiple. */
export type Mutation =
  | { kind: "truncate"; at: number }
  | { kind: "splice"; at: number; remove: number; insert: string }
  | { kind: "repeat"; at: number; length: number; times: number }
  | { kind: "bytes"; at: number; bytes: number[] }
  | { kind: "nest"; at: number; depth: number };

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant("truncate" as const), at: fc.nat() }),
  fc.record({
    kind: fc.constant("splice" as const),
    at: fc.nat(),
    remove: fc.nat({ max: 20 }),
    insert: token,
  }),
  fc.record({
    kind: fc.constant("repeat" as const),
    at: fc.nat(),
    length: fc.integer({ min: 1, max: 80 }),
    times: fc.integer({ min: 2, max: 200 }),
  }),
  fc.record({
    kind: fc.constant("bytes" as const),
    at: fc.nat(),
    bytes: fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 1, maxLength: 16 }),
  }),
  fc.record({ kind: fc.constant("nest" as const), at: fc.nat(), depth: fc.integer({ min: 10, max: 5000 }) }),
);

/** Applies mutations to a file's bytes. */
export function mutate(input: Uint8Array, mutations: readonly Mutation[]): Uint8Array {
  let b = input;
  const enc = new TextEncoder();
  for (const m of mutations) {
    const at = b.length === 0 ? 0 : m.at % (b.length + 1);
    if (m.kind === "truncate") b = b.subarray(0, at);
    else if (m.kind === "splice")
      b = concatBytes([b.subarray(0, at), enc.encode(m.insert), b.subarray(at + m.remove)]);
    else if (m.kind === "repeat") {
      const piece = b.subarray(at, at + m.length);
      b = concatBytes([b.subarray(0, at), ...Array.from({ length: m.times }, () => piece), b.subarray(at)]);
    } else if (m.kind === "bytes")
      b = concatBytes([b.subarray(0, at), Uint8Array.from(m.bytes), b.subarray(at)]);
    else
      b = concatBytes([
        b.subarray(0, at),
        enc.encode("[".repeat(m.depth) + "{".repeat(m.depth)),
        b.subarray(at),
      ]);
  }
  return b;
}

/** Every number in a value (deep), for "no NaN, no Infinity" checks. */
export function numbersIn(value: unknown, out: number[] = [], depth = 0): number[] {
  if (depth > 50) return out;
  if (typeof value === "number") out.push(value);
  else if (Array.isArray(value)) for (const v of value) numbersIn(v, out, depth + 1);
  else if (typeof value === "object" && value !== null)
    for (const v of Object.values(value)) numbersIn(v, out, depth + 1);
  return out;
}

/**
 * The numbers in a value that are NaN or infinite; a test asserts the list empty once, not each
 * number with its own expect() (tens of thousands of calls cost more than what they check).
 */
export function notFinite(value: unknown): number[] {
  return numbersIn(value).filter((n) => !Number.isFinite(n));
}
