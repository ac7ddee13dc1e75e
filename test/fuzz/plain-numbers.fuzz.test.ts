/**
 * A class of input the mutations of readers.fuzz.test.ts seldom make: a number written as a
 * spreadsheet or a program writes it, not as a file's plain decimal (H1) — an exponent (`2e3`),
 * hexadecimal (`0x7f`), a fraction (`21.5`, `3.0`), a sign (`+12`). JavaScript's `Number()` reads
 * each as a value; a reader must not (D375: a TRF rating, D377: a CSV crosstable's player number).
 * Generated into the field of a real file: the field gives no value, and a diagnostic stands at
 * its line and column.
 */
import fc from "fast-check";
import { readFileSync } from "fs";
import { join } from "path";
import { readCsv } from "../../src/formats/csv";
import { readTrf } from "../../src/formats/trf";
import { FUZZ_RUNS, FUZZ_SEED } from "./generators";

/** Texts `Number()` reads as a positive number that are not digits, `width` characters at most. */
function notDigits(width: number): fc.Arbitrary<string> {
  return fc
    .oneof(
      fc.tuple(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 0, max: 3 })).map(([d, e]) => `${d}e${e}`),
      fc.integer({ min: 1, max: 255 }).map((n) => `0x${n.toString(16)}`),
      fc.tuple(fc.integer({ min: 1, max: 99 }), fc.integer({ min: 0, max: 9 })).map(([a, b]) => `${a}.${b}`),
      fc.integer({ min: 1, max: 999 }).map((n) => `+${n}`),
      fc.integer({ min: 1, max: 99 }).map((n) => `${n}.00`),
    )
    .filter((t) => t.length <= width && Number(t) > 0);
}

// the 16-player Swiss of IA Mario Held's tie-break exercises (test/fixtures/trf-held-swiss-5/SOURCES.txt)
const HELD = readFileSync(join(__dirname, "../fixtures/trf-held-swiss-5/input.trf"), "utf8").split("\n");

describe("numbers not written as a file's plain decimal give no value (H1)", () => {
  it("D375: a TRF 001 record's or national line's rating (columns 49–52)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: HELD.length - 1 }),
        notDigits(4),
        fc.boolean(),
        (at, text, national) => {
          const i = HELD.findIndex((l, k) => k >= at && l.startsWith("001"));
          const row = i < 0 ? HELD.findIndex((l) => l.startsWith("001")) : i;
          const line = HELD[row] ?? "";
          const lines = [...HELD];
          const field = text.padStart(4);
          if (national) lines.splice(row + 1, 0, `NOR${line.slice(3, 48)}${field}`);
          else lines[row] = `${line.slice(0, 48)}${field}${line.slice(52)}`;
          const r = readTrf(lines.join("\n"));
          const name = line.slice(14, 47).trim();
          const p = r.tournament.players.find((x) => x.name === name);
          const rating = national ? p?.nationalRatings?.[0]?.rating : p?.rating;
          expect(rating).toBeUndefined();
          const lineNo = row + (national ? 2 : 1);
          expect(r.diagnostics.some((d) => d.line === lineNo && d.column === 49)).toBe(true);
        },
      ),
      { numRuns: FUZZ_RUNS * 4, seed: FUZZ_SEED },
    );
  });

  it("D377: a CSV crosstable's player number", () => {
    fc.assert(
      fc.property(notDigits(8), (text) => {
        const csv = ["No;Name;Rank;R1", "1;Ann;1d;2+/w", `${text};Bob;2d;1-/b`, "3;Cy;3d;"].join("\n");
        const r = readCsv(csv);
        expect(r.tournament.players[1]?.startNumber).toBeUndefined();
        expect(r.diagnostics.some((d) => d.line === 3 && d.column === 1 && d.severity === "error")).toBe(
          true,
        );
      }),
      { numRuns: FUZZ_RUNS * 4, seed: FUZZ_SEED },
    );
  });
});
