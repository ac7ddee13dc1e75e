import { english } from "../../src/i18n/table";
import fc from "fast-check";
import { RatingError } from "../../src/core/common/errors";
import {
  cellAddress,
  columnIndex,
  columnLetters,
  parseCell,
  parseRange,
  quoteSheetName,
  rangeAddress,
  stripSheet,
} from "../../src/sheet/a1";
import { DEFAULT_REQUEST_BUDGET, chunkBlock, planRequests, utf8Length } from "../../src/sheet/chunks";
import {
  MAX_COLUMNS,
  MAX_ROWS,
  cellInput,
  formula,
  fromValue,
  num,
  text,
  type Block,
  type Cell,
  type SheetPlan,
} from "../../src/sheet/plan";
import {
  sanitizeSheetName,
  sanitizeTableName,
  uniqueSheetName,
  uniqueTableName,
} from "../../src/sheet/sheet-names";
import { assertPlan, validatePlan } from "../../src/sheet/validate-plan";
import { INJECTIONS, tournamentPlan } from "./sample-plan";

// Sources: Excel's column naming is bijective base 26 (A…Z, AA…); Excel specifications and
// limits: 1,048,576 rows, 16,384 columns (last XFD), 31 characters per sheet name, 32,767 per
// cell, 8,192 per formula; sheet names exclude \ / ? * [ ] : and cannot start or end with '.

describe("A1 address arithmetic", () => {
  test.each([
    [0, "A"],
    [25, "Z"],
    [26, "AA"],
    [51, "AZ"],
    [52, "BA"],
    [701, "ZZ"],
    [702, "AAA"],
    [16383, "XFD"],
  ])("column %i is %s and back", (i, letters) => {
    expect(columnLetters(i)).toBe(letters);
    expect(columnIndex(letters)).toBe(i);
    expect(columnIndex(letters.toLowerCase())).toBe(i);
  });

  test("columns outside A…XFD are refused", () => {
    expect(() => columnLetters(-1)).toThrow(RatingError);
    expect(() => columnLetters(MAX_COLUMNS)).toThrow(/outside A…XFD/);
    expect(() => columnLetters(1.5)).toThrow(RatingError);
    expect(() => columnIndex("XFE")).toThrow(/beyond XFD/);
    expect(() => columnIndex("A1")).toThrow(/not a column/);
  });

  test("column letters round-trip for every column", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_COLUMNS - 1 }), (i) => columnIndex(columnLetters(i)) === i),
    );
  });

  test("cell addresses", () => {
    expect(cellAddress(2, 1)).toBe("B3");
    expect(parseCell("B3")).toEqual({ row: 2, column: 1 });
    expect(parseCell("$b$3")).toEqual({ row: 2, column: 1 });
    expect(cellAddress(MAX_ROWS - 1, MAX_COLUMNS - 1)).toBe("XFD1048576");
    expect(parseCell("XFD1048576")).toEqual({ row: MAX_ROWS - 1, column: MAX_COLUMNS - 1 });
    expect(() => parseCell("A0")).toThrow(/outside 1…1048576/);
    expect(() => parseCell("A1048577")).toThrow(RatingError);
    expect(() => parseCell("XFE1")).toThrow(RatingError);
    expect(() => parseCell("Sheet1!A1")).toThrow(/not a cell address/);
    expect(() => cellAddress(MAX_ROWS, 0)).toThrow(RatingError);
  });

  test("ranges normalise their corners and round-trip", () => {
    expect(parseRange("D7:B3")).toEqual({ row: 2, column: 1, rows: 5, columns: 3 });
    expect(parseRange("$B$3:$D$7")).toEqual({ row: 2, column: 1, rows: 5, columns: 3 });
    expect(rangeAddress({ row: 2, column: 1, rows: 1, columns: 1 })).toBe("B3");
    expect(rangeAddress({ row: 2, column: 1, rows: 5, columns: 3 })).toBe("B3:D7");
    expect(() => rangeAddress({ row: 0, column: 0, rows: 0, columns: 1 })).toThrow(/at least one row/);
    expect(() => parseRange("A1:B2:C3")).toThrow(RatingError);
    const rect = fc.record({
      row: fc.integer({ min: 0, max: 5000 }),
      column: fc.integer({ min: 0, max: 500 }),
      rows: fc.integer({ min: 1, max: 5000 }),
      columns: fc.integer({ min: 1, max: 500 }),
    });
    fc.assert(fc.property(rect, (r) => expect(parseRange(rangeAddress(r))).toEqual(r)));
  });

  test("the address part of what Excel returns", () => {
    expect(stripSheet("Sheet1!B2:C9")).toBe("B2:C9");
    expect(stripSheet("'Wow! (2)'!A1:C3")).toBe("A1:C3");
    expect(stripSheet("A1")).toBe("A1");
  });

  test("sheet names in formulas are quoted when needed", () => {
    expect(quoteSheetName("Ratings")).toBe("Ratings");
    expect(quoteSheetName("My list")).toBe("'My list'");
    expect(quoteSheetName("O'Neil")).toBe("'O''Neil'");
    expect(quoteSheetName("AB12")).toBe("'AB12'"); // reads as a cell reference
    expect(quoteSheetName("2024")).toBe("'2024'");
    expect(quoteSheetName("Értéklista")).toBe("'Értéklista'");
  });
});

describe("sheet names", () => {
  test("forbidden characters, apostrophes at the ends, reserved and empty names", () => {
    expect(sanitizeSheetName("Open 2024/25: [A]*?\\")).toBe("Open 2024-25- -A----");
    expect(sanitizeSheetName("'Quoted'")).toBe("Quoted");
    expect(sanitizeSheetName("O'Neil Cup")).toBe("O'Neil Cup");
    expect(sanitizeSheetName("  ")).toBe("Sheet");
    expect(sanitizeSheetName("a\tb\nc")).toBe("a b c");
    expect(sanitizeSheetName("history")).toBe("History-");
  });

  test("31 characters at most, never splitting a surrogate pair", () => {
    expect(sanitizeSheetName("x".repeat(40))).toHaveLength(31);
    // between words when a space is in the last third: the TRF fixtures' event name (issue 14)
    expect(sanitizeSheetName("FIDE C.07 2023 Tie-Break Exercises")).toBe("FIDE C.07 2023 Tie-Break");
    expect(sanitizeSheetName(`Open ${"x".repeat(40)}`)).toBe(`Open ${"x".repeat(26)}`);
    const name = sanitizeSheetName(`${"x".repeat(30)}😀tail`);
    expect(name).toBe("x".repeat(30));
  });

  test("a taken name gets (2), (3) … compared without case", () => {
    expect(uniqueSheetName("Tournament", ["Sheet1"])).toBe("Tournament");
    expect(uniqueSheetName("Tournament", ["TOURNAMENT"])).toBe("Tournament (2)");
    expect(uniqueSheetName("Tournament", ["tournament", "Tournament (2)"])).toBe("Tournament (3)");
    const long = "Hungarian Championship 2024 final";
    const got = uniqueSheetName(long, [sanitizeSheetName(long)]);
    expect(got).toBe("Hungarian Championship 2024 (2)");
    expect(got.length).toBeLessThanOrEqual(31);
  });

  test("property: the name is valid, new, and at most 31 characters", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 50 }),
        fc.array(fc.string({ maxLength: 35 }), { maxLength: 20 }),
        (wish, existing) => {
          const taken = [...existing, sanitizeSheetName(wish), `${sanitizeSheetName(wish).slice(0, 27)} (2)`];
          const got = uniqueSheetName(wish, taken);
          expect(got.length).toBeGreaterThan(0);
          expect(got.length).toBeLessThanOrEqual(31);
          expect(got).not.toMatch(/[\\/?*[\]:]|^'|'$/);
          expect(taken.map((t) => t.toUpperCase())).not.toContain(got.toUpperCase());
        },
      ),
    );
  });
});

describe("table names", () => {
  test("letters, digits, _ and . only, not readable as a reference", () => {
    expect(sanitizeTableName("Standings")).toBe("Standings");
    expect(sanitizeTableName("2024 Open")).toBe("_2024_Open");
    expect(sanitizeTableName("A1")).toBe("_A1");
    expect(sanitizeTableName("R1C1")).toBe("_R1C1");
    expect(sanitizeTableName("c")).toBe("_c");
    expect(sanitizeTableName("Körmend.Kupa")).toBe("Körmend.Kupa");
    expect(sanitizeTableName("x".repeat(300))).toHaveLength(255);
  });

  test("unique among tables and defined names, without case", () => {
    expect(uniqueTableName("Crosstable", [])).toBe("Crosstable");
    expect(uniqueTableName("Crosstable", ["CROSSTABLE", "Crosstable_2"])).toBe("Crosstable_3");
  });
});

describe("cells", () => {
  test("text is always written with the Text format, whatever it looks like", () => {
    for (const s of INJECTIONS) expect(cellInput(text(s))).toEqual({ input: s, format: "@" });
    // a column format never applies to text
    expect(cellInput(text("=1+1"), "0.00")).toEqual({ input: "=1+1", format: "@" });
  });

  test("values from files become text, never formulas", () => {
    expect(fromValue("=1+1")).toEqual({ kind: "text", text: "=1+1" });
    expect(fromValue(3)).toEqual({ kind: "number", value: 3 });
    expect(fromValue(true)).toEqual({ kind: "boolean", value: true });
    expect(fromValue(null)).toBeNull();
    expect(fromValue(undefined)).toBeNull();
  });

  test("numbers and formulas take their own format, else the column's, else General", () => {
    expect(cellInput(num(1.5, "0.0"), "0")).toEqual({ input: 1.5, format: "0.0" });
    expect(cellInput(num(1.5), "0")).toEqual({ input: 1.5, format: "0" });
    expect(cellInput(formula("=A1*2"))).toEqual({ input: "=A1*2", format: "General" });
    expect(cellInput(null)).toEqual({ input: null, format: null });
  });
});

describe("validatePlan", () => {
  const ok: SheetPlan = {
    sheetName: "T",
    blocks: [
      {
        at: "A1",
        rows: [
          [text("No"), text("Name")],
          [num(1), text("=x")],
        ],
      },
    ],
    tables: [{ name: "T1", range: "A1:B2", hasHeaders: true }],
    freeze: { rows: 1, columns: 0 },
    columnWidths: [{ column: 1, points: 120 }],
  };

  test("a consistent plan passes", () => {
    expect(validatePlan(ok)).toEqual({ ok: true, value: ok });
    expect(validatePlan(tournamentPlan(50)).ok).toBe(true);
  });

  test.each<[string, SheetPlan, RegExp]>([
    [
      "NaN",
      { ...ok, blocks: [{ at: "A1", rows: [[num(NaN)]] }], tables: [] },
      /A1: number NaN is not finite/,
    ],
    [
      "formula without =",
      { ...ok, blocks: [{ at: "C3", rows: [[formula("A1+1")]] }], tables: [] },
      /C3: formula "A1\+1" must start/,
    ],
    [
      "number as Text",
      { ...ok, blocks: [{ at: "A1", rows: [[num(1, "@")]] }], tables: [] },
      /number cannot have the Text format/,
    ],
    [
      "formula under a Text column",
      { ...ok, blocks: [{ at: "A1", rows: [[formula("=1")]], columnFormats: ["@"] }], tables: [] },
      /formula cannot have the Text format/,
    ],
    [
      "long text",
      { ...ok, blocks: [{ at: "A1", rows: [[text("x".repeat(32768))]] }], tables: [] },
      /32768 characters exceeds/,
    ],
    [
      "long formula",
      { ...ok, blocks: [{ at: "A1", rows: [[formula(`=${"1+".repeat(4096)}1`)]] }], tables: [] },
      /exceeds Excel's 8192/,
    ],
    [
      "overlap",
      { ...ok, blocks: [...ok.blocks, { at: "B2", rows: [[num(1)]] }] },
      /block 2 at B2: overlaps block 1/,
    ],
    [
      "off the sheet",
      { ...ok, blocks: [{ at: "XFD1", rows: [[num(1), num(2)]] }], tables: [] },
      /past the sheet's edge/,
    ],
    [
      "bad address",
      { ...ok, blocks: [{ at: "1A", rows: [[num(1)]] }], tables: [] },
      /block 1 at 1A: "1A" is not a cell address/,
    ],
    ["empty block", { ...ok, blocks: [{ at: "A1", rows: [] }], tables: [] }, /no cells/],
    [
      "duplicate header",
      {
        ...ok,
        tables: [{ name: "T", range: "A1:B2", hasHeaders: true }],
        blocks: [
          {
            at: "A1",
            rows: [
              [text("No"), text("no")],
              [num(1), num(2)],
            ],
          },
        ],
      },
      /"no" repeats/,
    ],
    [
      "number header",
      { ...ok, blocks: [{ at: "A1", rows: [[num(1), text("Name")]] }] },
      /header A1: must be non-empty text/,
    ],
    [
      "header off the blocks",
      { ...ok, tables: [{ name: "T", range: "A1:C2", hasHeaders: true }] },
      /header C1: must be non-empty text/,
    ],
    [
      "overlapping tables",
      {
        ...ok,
        tables: [
          { name: "T", range: "A1:B2", hasHeaders: false },
          { name: "U", range: "B2:C3", hasHeaders: false },
        ],
      },
      /table 2 "U": overlaps another table/,
    ],
    ["freeze", { ...ok, freeze: { rows: -1, columns: 0 } }, /freeze: rows and columns must be whole numbers/],
    ["width", { ...ok, columnWidths: [{ column: 0, points: -3 }] }, /-3 points is outside/],
    ["bold", { ...ok, bold: ["A1:B"] }, /bold: "B" is not a cell address/],
    [
      "print titles",
      { ...ok, print: { orientation: "Landscape", titleColumns: "A1:B2" } },
      /print: title columns "A1:B2" are not columns like \$A:\$B/,
    ],
  ])("refuses %s, naming the place", (_, plan, message) => {
    const v = validatePlan(plan);
    expect(v.ok).toBe(false);
    if (!v.ok) expect(v.problems.map(english).join("\n")).toMatch(message);
    expect(() => assertPlan(plan)).toThrow(RatingError);
    expect(() => assertPlan(plan)).toThrow(message);
  });
});

/** The JSON Excel receives for a chunk's two writes (the request carries at least this). */
function payload(c: { formulas: unknown; numberFormat: unknown; address: string }): number {
  return (
    utf8Length(JSON.stringify(c.formulas)) + utf8Length(JSON.stringify(c.numberFormat)) + c.address.length
  );
}

describe("chunking", () => {
  const cellArb: fc.Arbitrary<Cell> = fc.oneof(
    fc.constant(null),
    fc.string({ maxLength: 40 }).map(text),
    fc.string({ unit: "grapheme", maxLength: 20 }).map(text),
    fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => num(n)),
    fc.constantFrom(...INJECTIONS).map(text),
  );

  test("property: chunks tile the block in order, each within the budget and never underestimated", () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(cellArb, { minLength: 1, maxLength: 12 }), { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 700, max: 6000 }),
        (rows, budget) => {
          const block: Block = { at: "C4", rows };
          const width = Math.max(...rows.map((r) => r.length));
          const chunks = chunkBlock(block, budget);
          const seen: string[] = [];
          // the chunks' figures and their cells against what they should be, one comparison each
          // (an expect() per cell cost more than the chunking)
          const sizes: unknown[] = [];
          const wanted: unknown[] = [];
          const sent: unknown[] = [];
          const sources: unknown[] = [];
          for (const c of chunks) {
            sizes.push({
              withinBudget: c.bytes <= budget,
              notUnderestimated: payload(c) <= c.bytes,
              address: c.address,
              rows: c.formulas.length,
              columns: c.formulas.map((row) => row.length),
            });
            wanted.push({
              withinBudget: true,
              notUnderestimated: true,
              address: rangeAddress(c.rect),
              rows: c.rect.rows,
              columns: c.formulas.map(() => c.rect.columns),
            });
            c.formulas.forEach((row, r) => {
              row.forEach((v, k) => {
                const source = rows[c.rect.row - 3 + r]?.[c.rect.column - 2 + k] ?? null;
                sent.push(v);
                sources.push(cellInput(source).input);
                seen.push(cellAddress(c.rect.row + r, c.rect.column + k));
              });
            });
          }
          expect(sizes).toEqual(wanted);
          expect(sent).toEqual(sources);
          const all: string[] = [];
          for (let r = 0; r < rows.length; r++)
            for (let k = 0; k < width; k++) all.push(cellAddress(3 + r, 2 + k));
          expect(seen).toEqual(all);
        },
      ),
    );
  });

  test("a row wider than the budget is sent in column pieces", () => {
    const row = Array.from({ length: 50 }, (_, i) => text(`cell ${i} ${"x".repeat(80)}`));
    const chunks = chunkBlock({ at: "A1", rows: [row] }, 2000);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.every((c) => c.rect.rows === 1 && c.bytes <= 2000)).toBe(true);
    expect(chunks.reduce((n, c) => n + c.rect.columns, 0)).toBe(50);
  });

  test("a single cell above the budget is an error naming it", () => {
    expect(() => chunkBlock({ at: "B2", rows: [[text("x".repeat(5000))]] }, 2000)).toThrow(
      /cell B2: \d+ bytes exceed the budget of 2000/,
    );
    expect(() => chunkBlock({ at: "A1", rows: [[num(1)]] }, 100)).toThrow(/too small/);
  });

  test("a 2,000-player tournament is one request under the default budget", () => {
    const plan = tournamentPlan(2000);
    const requests = planRequests(plan);
    expect(requests).toHaveLength(1);
    const bytes = requests.flat().reduce((n, c) => n + c.bytes, 0);
    expect(bytes).toBeLessThan(DEFAULT_REQUEST_BUDGET);
    expect(bytes).toBeGreaterThan(500_000); // a real payload (≈ 0.8 MB), not a trivial one
  });

  test("requests pack chunks in order, each within the budget", () => {
    const plan = tournamentPlan(2000);
    const requests = planRequests(plan, 300_000);
    expect(requests.length).toBeGreaterThan(3);
    for (const r of requests) expect(r.reduce((n, c) => n + c.bytes, 0)).toBeLessThanOrEqual(300_000);
    const rowsWritten = requests.flat().reduce((n, c) => n + c.rect.rows, 0);
    expect(rowsWritten).toBe(3 + 2001);
  });

  test("a plan without cells is one empty request (the sheet is still created)", () => {
    expect(planRequests({ sheetName: "Empty", blocks: [] })).toEqual([[]]);
  });
});
