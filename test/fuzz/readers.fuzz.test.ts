/**
 * The fuzz suite for the readers (issue 11, docs/hostile-input.md): real fixture files of every
 * format, mutated by seeded generators (truncated, spliced with boundary and injection tokens,
 * runs repeated, random bytes, deep nesting), read through the file gate and the readers. The
 * outcome is a model plus diagnostics with positions, or a refusal with a message; no exception
 * escapes; no number in the model is NaN or infinite; and the work is bounded relative to the
 * input: the model is at most 64 times the input's size (allocation, counted, not timed).
 */
import fc from "fast-check";
import { readFileSync } from "fs";
import { join } from "path";
import type { Diagnostic } from "../../src/core/tournament/diagnostics";
import { readMahjongResults } from "../../src/formats/mahjong";
import { readRatingList } from "../../src/formats/rating-list";
import { readTournament } from "../../src/formats/sniff";
import { FUZZ_RUNS, FUZZ_SEED, READER_SEEDS, mutate, mutation, notFinite } from "./generators";

const FIXTURES = join(__dirname, "../fixtures");

/**
 * Every diagnostic has a message, values quoted clipped (H3), and a position. One assertion for
 * the lot, naming the offenders: thousands of expect() calls per run cost more than the reading.
 */
function checkDiagnostics(diagnostics: readonly Diagnostic[]): void {
  const bad = diagnostics.filter(
    (d) =>
      d.message.length === 0 ||
      d.message.length >= 1000 ||
      !(Number.isInteger(d.line) && d.line >= 0) ||
      !(Number.isInteger(d.column) && d.column >= 0),
  );
  expect(bad).toEqual([]);
}

describe.each(READER_SEEDS)("%s mutated", (dir, file) => {
  const original = new Uint8Array(readFileSync(join(FIXTURES, dir, file)));
  it("reads to a model with positioned diagnostics, or refuses with a message", () => {
    fc.assert(
      fc.property(fc.array(mutation, { minLength: 1, maxLength: 4 }), (ms) => {
        const input = mutate(original, ms);
        const read = readTournament(input, file);
        checkDiagnostics(read.diagnostics);
        const t = read.tournament;
        if (t.players.length === 0) return; // a refusal: its diagnostics said why
        expect(t.players.filter((p) => p.results.length !== t.rounds)).toEqual([]);
        expect(notFinite(t)).toEqual([]);
        // bounded allocation: the model's size against the input's
        expect(JSON.stringify(t).length).toBeLessThanOrEqual(64 * input.length + 10_000);
        // bounded work: every pass after the reader (symmetry, standings, rating) walks the
        // dense crosstable, so its cells are the steps; they grow with the input, not faster
        expect(t.players.length * t.rounds).toBeLessThanOrEqual(input.length + 1_000);
      }),
      { numRuns: FUZZ_RUNS, seed: FUZZ_SEED },
    );
  });
});

describe("rating lists and mahjong results, mutated", () => {
  const list = new Uint8Array(
    readFileSync(join(FIXTURES, "egd-ratinglist-hu", "input.txt")).subarray(0, 8000),
  );
  const results = new TextEncoder().encode("place;player;points\n1;Ann;50\n2;Bob;40,5\n3;Cid;-10\n");
  it.each([
    ["rating list", list],
    ["mahjong results", results],
  ] as const)("%s", (kind, original) => {
    fc.assert(
      fc.property(fc.array(mutation, { minLength: 1, maxLength: 4 }), (ms) => {
        const input = mutate(original, ms);
        const read = kind === "rating list" ? readRatingList(input) : readMahjongResults(input);
        checkDiagnostics(read.diagnostics);
        expect(notFinite(read)).toEqual([]);
        expect(JSON.stringify(read).length).toBeLessThanOrEqual(64 * input.length + 10_000);
      }),
      { numRuns: FUZZ_RUNS, seed: FUZZ_SEED },
    );
  });
});
