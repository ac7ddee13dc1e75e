/**
 * The chess sheet's cell (D284): the opponent, the colour and the TRF's result code (FORMATS.md
 * §1.4: `1` `=` `0` played, `+` `-` forfeits), `½` as Swiss-Manager's crosstable writes a draw,
 * and the byes `-1` `-½` `-0`; read by the one cell grammar beside the Go cell, which it leaves
 * unchanged.
 */
import fc from "fast-check";
import { type CellValue, formatCell, formatChessCell, parseCell } from "../../src/formats/cell";

const value = (raw: string): CellValue => {
  const r = parseCell(raw);
  if (!r.ok) throw new Error(`${raw}: ${r.message}`);
  return r.value;
};
const game = (opponent: number, colour: "white" | "black", score: 0 | 1 | 2 | null, forfeit = false) => ({
  kind: "game" as const,
  opponent,
  score,
  colour,
  handicap: null,
  forfeit,
});

describe("the chess cell (D284)", () => {
  test.each([
    ["5w1", game(5, "white", 2)],
    ["12b½", game(12, "black", 1)],
    ["12b=", game(12, "black", 1)],
    ["3w0", game(3, "white", 0)],
    ["7w+", game(7, "white", 2, true)],
    ["7b-", game(7, "black", 0, true)],
    ["9b", game(9, "black", null)],
    ["9W?", game(9, "white", null)],
    ["-1", { kind: "bye", score: 2 }],
    ["-½", { kind: "absent", score: 1 }],
    ["-0", { kind: "absent", score: 0 }],
  ])("%s reads as the TRF's code says", (raw, expected) => {
    expect(value(raw)).toEqual(expected);
  });

  test.each(["5w2", "5wW", "5x1", "0w1", "5w1x", "-2", "- 1"])("%s is refused, never guessed", (raw) => {
    expect(parseCell(raw).ok).toBe(false);
  });

  test("the Go cells read as before: `12+/w2`, `3=/w`, `5+!`, `0+`, `0=`, `0-`", () => {
    expect(value("12+/w2")).toEqual({ ...game(12, "white", 2), handicap: 2 });
    expect(value("3=/w")).toEqual(game(3, "white", 1));
    expect(value("5+!")).toEqual({ ...game(5, "white", 2, true), colour: null });
    expect([value("0+"), value("0="), value("0-")]).toEqual([
      { kind: "bye", score: 2 },
      { kind: "absent", score: 1 },
      { kind: "absent", score: 0 },
    ]);
  });

  test("written as a chess table writes it, and read back the same (property)", () => {
    expect(formatChessCell(game(5, "white", 2))).toBe("5w1");
    expect(formatChessCell(game(12, "black", 1))).toBe("12b½");
    expect(formatChessCell(game(7, "black", 0, true))).toBe("7b-");
    expect(formatChessCell(game(9, "white", null))).toBe("9w");
    expect(formatChessCell({ kind: "bye", score: 2 })).toBe("-1");
    const entry = fc.oneof(
      fc.record({
        kind: fc.constant("game" as const),
        opponent: fc.integer({ min: 1, max: 999_999 }),
        score: fc.constantFrom(0 as const, 1 as const, 2 as const, null),
        colour: fc.constantFrom("white" as const, "black" as const, null),
        handicap: fc.constant(null),
        forfeit: fc.boolean(),
      }),
      fc.record({
        kind: fc.constant("absent" as const),
        score: fc.constantFrom(0 as const, 1 as const, null),
      }),
      fc.constant({ kind: "bye" as const, score: 2 as const }),
    );
    fc.assert(
      fc.property(entry, (v) => {
        // a forfeit without a result is no entry a reader makes (its score is known)
        fc.pre(!(v.kind === "game" && v.forfeit && v.score === null));
        expect(value(formatChessCell(v))).toEqual(v);
      }),
    );
    // a game without a colour keeps the Go cell's form
    expect(formatChessCell({ ...game(4, "white", 2), colour: null })).toBe(
      formatCell({ ...game(4, "white", 2), colour: null }),
    );
  });
});
