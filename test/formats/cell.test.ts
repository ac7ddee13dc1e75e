import fc from "fast-check";
import { formatCell, parseCell } from "../../src/formats/cell";
import type { CellValue } from "../../src/formats/cell";

// Source of every example: the cell grammar of issue 5 and the EGD token table (FORMATS.md §2.1, §2.4).
describe("crosstable cell grammar", () => {
  it.each<[string, CellValue]>([
    ["12+/w2", { kind: "game", opponent: 12, score: 2, colour: "white", handicap: 2, forfeit: false }],
    ["7-/b0", { kind: "game", opponent: 7, score: 0, colour: "black", handicap: 0, forfeit: false }],
    ["3=/w", { kind: "game", opponent: 3, score: 1, colour: "white", handicap: null, forfeit: false }],
    ["5+!", { kind: "game", opponent: 5, score: 2, colour: null, handicap: null, forfeit: true }],
    ["22+!w0", { kind: "game", opponent: 22, score: 2, colour: "white", handicap: 0, forfeit: true }],
    ["12?/w0", { kind: "game", opponent: 12, score: null, colour: "white", handicap: 0, forfeit: false }],
    ["12+/?0", { kind: "game", opponent: 12, score: 2, colour: null, handicap: 0, forfeit: false }],
    ["35=", { kind: "game", opponent: 35, score: 1, colour: null, handicap: null, forfeit: false }],
    ["11-/bH2", { kind: "game", opponent: 11, score: 0, colour: "black", handicap: 2, forfeit: false }],
    ["5+b0", { kind: "game", opponent: 5, score: 2, colour: "black", handicap: 0, forfeit: false }], // FFG .tou
    ["0+", { kind: "bye", score: 2 }],
    ["0=", { kind: "absent", score: 1 }],
    ["0-", { kind: "absent", score: 0 }],
    ["0=0", { kind: "absent", score: 1 }],
    ["0?", { kind: "absent", score: null }],
    ["", { kind: "absent", score: null }],
    ["  4+/B3 ", { kind: "game", opponent: 4, score: 2, colour: "black", handicap: 3, forfeit: false }],
  ])("parses %j", (text, value) => {
    expect(parseCell(text)).toEqual({ ok: true, value });
  });

  it.each<[string, number, string]>([
    [
      "½+",
      1,
      `unknown result "½+": expected an opponent number; write the opponent's number and the result, as 12+/w2 (Go: opponent, + - or =, /colour, handicap) or 5w1 (chess: opponent, colour, 1 ½ or 0), or leave the cell empty`,
    ],
    [
      "12",
      3,
      `unknown result "12"; write the opponent's number and the result, as 12+/w2 (Go: opponent, + - or =, /colour, handicap) or 5w1 (chess: opponent, colour, 1 ½ or 0), or leave the cell empty`,
    ],
    [
      "12x",
      3,
      `unknown result "12x"; write the opponent's number and the result, as 12+/w2 (Go: opponent, + - or =, /colour, handicap) or 5w1 (chess: opponent, colour, 1 ½ or 0), or leave the cell empty`,
    ],
    [
      "12+x",
      4,
      `unknown result "12+x": expected "/" or "!"; write the opponent's number and the result, as 12+/w2 (Go: opponent, + - or =, /colour, handicap) or 5w1 (chess: opponent, colour, 1 ½ or 0), or leave the cell empty`,
    ],
    [
      "12+/w2x",
      7,
      `unexpected "x" in "12+/w2x"; write the opponent's number and the result, as 12+/w2 (Go: opponent, + - or =, /colour, handicap) or 5w1 (chess: opponent, colour, 1 ½ or 0), or leave the cell empty`,
    ],
    [
      "12+/w123",
      6,
      `handicap out of range in "12+/w123"; write the opponent's number and the result, as 12+/w2 (Go: opponent, + - or =, /colour, handicap) or 5w1 (chess: opponent, colour, 1 ½ or 0), or leave the cell empty`,
    ],
    [
      "  ½+",
      3,
      `unknown result "½+": expected an opponent number; write the opponent's number and the result, as 12+/w2 (Go: opponent, + - or =, /colour, handicap) or 5w1 (chess: opponent, colour, 1 ½ or 0), or leave the cell empty`,
    ],
  ])("rejects %j at column %i", (text, column, message) => {
    expect(parseCell(text)).toMatchObject({ ok: false, column, message });
  });

  it("a failure names its reason, the trimmed cell and the part not understood", () => {
    expect(parseCell(" 12+/w2x")).toEqual({
      ok: false,
      column: 8,
      message: `unexpected "x" in "12+/w2x"; write the opponent's number and the result, as 12+/w2 (Go: opponent, + - or =, /colour, handicap) or 5w1 (chess: opponent, colour, 1 ½ or 0), or leave the cell empty`,
      reason: "unexpected",
      cell: "12+/w2x",
      rest: "x",
    });
    expect(parseCell("12+/w123")).toEqual({
      ok: false,
      column: 6,
      message: `handicap out of range in "12+/w123"; write the opponent's number and the result, as 12+/w2 (Go: opponent, + - or =, /colour, handicap) or 5w1 (chess: opponent, colour, 1 ½ or 0), or leave the cell empty`,
      reason: "handicap-range",
      cell: "12+/w123",
    });
  });

  it("formats the issue's examples back to themselves", () => {
    for (const s of ["12+/w2", "7-/b0", "3=/w", "5+!", "0+", "0=", "0-", "22+!w0", "12?/?0", ""]) {
      const p = parseCell(s);
      expect(p.ok && formatCell(p.value)).toBe(s);
    }
  });

  const cellArb: fc.Arbitrary<CellValue> = fc.oneof(
    fc.record({
      kind: fc.constant("game" as const),
      opponent: fc.integer({ min: 1, max: 9999 }),
      score: fc.constantFrom(0 as const, 1 as const, 2 as const, null),
      colour: fc.constantFrom("white" as const, "black" as const, null),
      handicap: fc.option(fc.integer({ min: 0, max: 9 }), { nil: null }),
      forfeit: fc.boolean(),
    }),
    fc.constant({ kind: "bye" as const, score: 2 as const }),
    fc.record({ kind: fc.constant("absent" as const), score: fc.constantFrom(0 as const, 1 as const, null) }),
  );

  it("parse ∘ format is the identity (property)", () => {
    fc.assert(
      fc.property(cellArb, (v) => {
        expect(parseCell(formatCell(v))).toEqual({ ok: true, value: v });
      }),
    );
  });

  it("never throws and stays linear on arbitrary text (property)", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (s) => {
        const r = parseCell(s);
        expect(typeof r.ok).toBe("boolean");
      }),
    );
    // linear: a backtracking regex would not finish on 200,000 digits, and jest's timeout (60 s,
    // jest.config.js) fails the test; the time itself is not asserted (a loaded machine is slow)
    const long = "1".repeat(5) + "+/w" + "9".repeat(200_000);
    expect(parseCell(long).ok).toBe(false);
  });
});
