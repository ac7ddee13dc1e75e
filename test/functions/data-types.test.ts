/**
 * What Excel hands a function beyond plain values: a data-type cell's object (D189), and an input
 * above the 5 MB Excel hands a function (D190).
 */
import { inputBytes } from "../../src/functions/cell-value";
import { rank, sumgamepoints } from "../../src/functions/mgsz";
import { ratinglist } from "../../src/functions/mahjong";
import { standings } from "../../src/functions/tournament";
import { FUNCTIONS } from "../../src/functions/registry";
import { FakeWorkbook } from "../sheet/fake-workbook";
import { example5Range } from "../sheet/tournament-helpers";
import { fails } from "./fails";

/** Excel.CellValue objects as Excel's JavaScript API documents them (type, basicValue, basicType). */
const double = (n: number) => ({ type: "Double", basicValue: n, basicType: "Double" });
const formatted = (n: number) => ({
  type: "FormattedNumber",
  basicValue: n,
  basicType: "Double",
  numberFormat: "0",
});
const text = (s: string) => ({ type: "String", basicValue: s, basicType: "String" });
const entity = {
  type: "Entity",
  text: "Kovács Anna",
  basicValue: "#VALUE!",
  basicType: "Error",
  properties: {},
};

describe("a data-type cell (D189)", () => {
  test("is read as its basic value: FUNCTIONS.md's MGSZ.RANK(1947) → 1k", () => {
    expect(rank(double(1947))).toBe("1k");
    expect(rank([[formatted(1947)]])).toBe("1k");
    expect(rank(1947, text("long"))).toBe("1 kju");
  });

  test("in a range: RULES §1.3 example 5's ΣJp 0.52 with opponents as formatted numbers", () => {
    const opponents = [[formatted(1935), double(1865), 1924, 1997, 2015]];
    expect(sumgamepoints(1947, opponents, [[0, 1, 1, 0, 1]])).toBe(0.52);
  });

  test("in a crosstable: example 5's standings with its names as string data types are the plain table's", () => {
    const rows = example5Range();
    const typed = rows.map((r, i) => r.map((c, k) => (i > 0 && k === 1 ? text(String(c)) : c)));
    expect(standings(typed)).toEqual(standings(rows));
  });

  test("one without a plain value is #VALUE! naming its argument and type, never [object Object]", () => {
    fails(() => rank(entity), "#VALUE!", /^Argument rating: the cell holds a data type \(Entity\)/);
    fails(() => sumgamepoints(1947, [[1935, entity]], [[0, 1]]), "#VALUE!", /opponents\[2\].*\(Entity\)/);
    fails(
      () => rank({ type: "Error", basicValue: "#N/A", errorType: "NotAvailable" }),
      "#VALUE!",
      /\(Error\)/,
    );
  });
});

describe("an input above the 5 MB Excel hands a function (D190)", () => {
  // office-js#4654: about 54,000 rows of results come to 5 MB; these 60,000 rows are above it
  const big: (string | number)[][] = [];
  for (let i = 0; i < 60_000; i++)
    big.push([
      `Player number ${i} of a large federation`,
      "The open cup of the season, its last day",
      46_000,
      1,
      40,
      8,
    ]);

  test("is estimated before any work as Excel sends it (JSON)", () => {
    const small = big.slice(0, 1000);
    const exact = JSON.stringify(small).length;
    expect(Math.abs(inputBytes(small) - exact) / exact).toBeLessThan(0.05);
    expect(inputBytes(big)).toBeGreaterThan(5 * 1024 * 1024);
  });

  test("MAHJONG.RATINGLIST refuses it, pointing to the task pane's list", () => {
    fails(
      () => ratinglist(big, "2026-12-01"),
      "#VALUE!",
      /^Argument results: the range is about 5\.\d MB.*task pane's list/,
    );
  });

  test("with Excel's cap, the cell stays #BUSY! (the stub's switch), and without it the function refuses it", () => {
    // 6,000 rows of 1 KB each: the same 6 MB in fewer cells, for the workbook's speed
    const long = "The open cup of the season ".repeat(36);
    const formula = '=MAHJONG.RATINGLIST(A1:F6000,"2026-12-01")';
    const rows = big
      .slice(0, 6000)
      .map((r, i) => [r[0] ?? "", long, ...r.slice(2), ...(i === 0 ? [null, formula] : [])]);
    const book = (host?: { inputLimit: number }) =>
      new FakeWorkbook({
        functions: FUNCTIONS,
        ...(host === undefined ? {} : { host }),
        sheets: [{ name: "S", rows }],
      });
    expect(book({ inputLimit: 5 * 1024 * 1024 }).valuesOf("S", "H1")).toEqual([["#BUSY!"]]);
    expect(book().valuesOf("S", "H1")).toEqual([["#VALUE!"]]);
  });
});
