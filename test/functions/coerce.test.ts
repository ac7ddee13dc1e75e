import * as c from "../../src/functions/coerce";
import { FormulaError } from "../../src/functions/errors";
import { msg } from "../../src/i18n/table";

// `toThrow` compares the message: the expected English text, said as it is
const err = (code: string, message: string): FormulaError =>
  new FormulaError(code as "#VALUE!", msg("verbatim", { text: message }));

describe("coercion of Excel arguments (FUNCTIONS.md conventions)", () => {
  test("numbers: numeric text accepted, other text #VALUE! naming the argument", () => {
    expect(c.num(1947, "rating")).toBe(1947);
    expect(c.num(" 1947 ", "rating")).toBe(1947);
    expect(c.num([[12]], "rating")).toBe(12);
    expect(() => c.num("abc", "rating")).toThrow(
      err("#VALUE!", 'Argument rating: expected a number, got "abc"'),
    );
    expect(() => c.num(true, "rating")).toThrow(
      err("#VALUE!", "Argument rating: expected a number, got true"),
    );
    expect(() => c.num(null, "rating")).toThrow(err("#VALUE!", "Argument rating is required"));
    expect(() => c.num([[1, 2]], "rating")).toThrow(
      err("#VALUE!", "Argument rating: expected a single value, got a range"),
    );
  });

  test("whole numbers in a range: #NUM! outside it", () => {
    expect(c.int(9, "stones", -9, 9)).toBe(9);
    expect(() => c.int(10, "stones", -9, 9)).toThrow(err("#NUM!", "Argument stones: 10 is outside -9..9"));
    expect(() => c.int(1.5, "stones", -9, 9)).toThrow(
      err("#VALUE!", "Argument stones: expected a whole number, got 1.5"),
    );
    expect(c.optInt(null, "stones", -9, 9, 0)).toBe(0);
    expect(c.optInt("", "stones", -9, 9, 0)).toBe(0);
  });

  test("text is trimmed; blanks are omitted optionals", () => {
    expect(c.text("  3 dan ", "rank")).toBe("3 dan");
    expect(c.optText(null, "style")).toBeUndefined();
    expect(() => c.text(false, "rank")).toThrow(err("#VALUE!", "Argument rank: expected text, got false"));
  });

  test("booleans", () => {
    expect(c.bool(null, "handicap_free", true)).toBe(true);
    expect(c.bool("FALSE", "handicap_free", true)).toBe(false);
    expect(c.bool(1, "handicap_free", false)).toBe(true);
    expect(() => c.bool("maybe", "x", true)).toThrow(
      err("#VALUE!", 'Argument x: expected TRUE or FALSE, got "maybe"'),
    );
  });

  test("dates: Excel serials and ISO text (46348 is 2026-11-22)", () => {
    expect(c.date(46348, "on")).toEqual({ year: 2026, month: 11, day: 22 });
    expect(c.date("2026-11-22", "on")).toEqual({ year: 2026, month: 11, day: 22 });
    expect(() => c.date("2026-02-30", "on")).toThrow(
      err("#VALUE!", 'Argument on: "2026-02-30" is not a calendar date'),
    );
    // D67: a date typed day first is read where it cannot be ambiguous, refused where it is
    expect(c.date("22.11.2026", "on")).toEqual({ year: 2026, month: 11, day: 22 });
    expect(() => c.date("05/06/2026", "on")).toThrow(
      err(
        "#VALUE!",
        'Argument on: "05/06/2026" is ambiguous: 2026-06-05 or 2026-05-06? Write it YYYY-MM-DD or DD.MM.YYYY',
      ),
    );
  });

  test("results: 1, 0, 0.5 and + - = as doubled points", () => {
    expect([1, 0, 0.5, "+", "-", "=", " + "].map((v) => c.result(v, "results"))).toEqual([
      2, 0, 1, 2, 0, 1, 2,
    ]);
    expect(() => c.result("W", "results[3]")).toThrow(
      err("#VALUE!", 'Argument results[3]: "W" is not a result (use 1, 0, 0.5, "+", "-" or "=")'),
    );
    // found by generated formulas: =MGSZ.GAMEPOINT(1,0) said "undefined is not a result"
    expect(() => c.result(undefined, "result")).toThrow(err("#VALUE!", "Argument result is required"));
  });

  test("paired ranges skip blank positions together and reject different lengths", () => {
    const rows = c.paired([
      { name: "opponents", value: [[1935, "", 1924]] },
      { name: "results", value: [[0], [1], [1]] },
      { name: "stones", value: null, optional: true },
    ]);
    expect(rows).toEqual([
      [1935, 0, null],
      [1924, 1, null],
    ]);
    expect(() =>
      c.paired([
        { name: "opponents", value: [[1, 2, 3]] },
        { name: "results", value: [[1, 0]] },
      ]),
    ).toThrow(err("#VALUE!", "Arguments opponents and results have different lengths (3 and 2)"));
    expect(c.paired([{ name: "opponents", value: 1900 }])).toEqual([[1900]]);
  });

  test("numbers() skips blanks and names the bad cell", () => {
    expect(
      c.numbers(
        [
          [1, null],
          ["", 2],
        ],
        "values",
      ),
    ).toEqual([1, 2]);
    expect(() => c.numbers([[1, "x"]], "values")).toThrow(
      err("#VALUE!", 'Argument values[2]: expected a number, got "x"'),
    );
  });
});
