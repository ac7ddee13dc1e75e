/**
 * D330–D331: the functions' results kept by the content of their arguments, never their identity:
 * the same values in a fresh array (as Excel hands a range on every call) are not computed again;
 * a change of any cell, of the functions' date system or language is; a data-type cell (an
 * object, D189) and a failure are never kept. TOURNAMENT.STANDINGS and
 * TOURNAMENT.MGSZ over one crosstable read it once, and a changed result is never answered from
 * the table kept before it.
 */
import { setFunctionDateSystem } from "../../src/functions/date-system";
import { setFunctionLanguage } from "../../src/functions/errors";
import { ContentMemo } from "../../src/functions/memo";
import { readSheetCrosstable } from "../../src/formats/sheet-crosstable";
import * as tournament from "../../src/functions/tournament";
import { example5Range } from "../sheet/tournament-helpers";

jest.mock("../../src/formats/sheet-crosstable", () => {
  const actual = jest.requireActual<typeof import("../../src/formats/sheet-crosstable")>(
    "../../src/formats/sheet-crosstable",
  );
  return { ...actual, readSheetCrosstable: jest.fn(actual.readSheetCrosstable) };
});
const reads = readSheetCrosstable as jest.MockedFunction<typeof readSheetCrosstable>;

afterEach(() => {
  setFunctionDateSystem("1900");
  setFunctionLanguage("en");
});

describe("ContentMemo", () => {
  const range = (): (string | number | null)[][] => [
    [1, "A", 0],
    [2, "B", null],
  ];
  const setup = (capacity = 4) => {
    const memo = new ContentMemo<{ n: number }>(capacity);
    let n = 0;
    const get = (...args: unknown[]) => memo.get(args, () => ({ n: ++n }));
    return { get, computed: () => n };
  };

  it("answers a fresh array of the same values from what it kept", () => {
    const { get, computed } = setup();
    const first = get(range(), "x");
    expect(get(range(), "x")).toBe(first);
    expect(computed()).toBe(1);
  });

  it("computes again when one cell, its type, 0 against -0 or blank against empty text differs", () => {
    const { get, computed } = setup();
    get(range(), "x");
    const changed: unknown[][] = [
      [
        [1, "A", 1],
        [2, "B", null],
      ], // a value
      [
        ["1", "A", 0],
        [2, "B", null],
      ], // a number as text
      [
        [1, "A", -0],
        [2, "B", null],
      ], // -0
      [
        [1, "A", 0],
        [2, "B", ""],
      ], // "" for null
      [
        [1, "A", 0],
        [2, "B", undefined],
      ], // undefined for null
      [[1, "A", 0]], // a row fewer
      [
        [1, "A", 0, null],
        [2, "B", null],
      ], // a cell more
    ];
    for (const c of changed) get(c, "x");
    expect(computed()).toBe(1 + changed.length);
    get(range(), "y"); // another scalar argument
    expect(computed()).toBe(2 + changed.length);
  });

  it("keys on the functions' date system and language (D191): a result is not kept across a change", () => {
    const { get, computed } = setup();
    get(range());
    setFunctionDateSystem("1904");
    get(range());
    setFunctionLanguage("hu");
    get(range());
    expect(computed()).toBe(3);
    setFunctionDateSystem("1900");
    setFunctionLanguage("en");
    get(range());
    expect(computed()).toBe(3); // the first, still kept
  });

  it("keeps nothing for an argument holding an object (a data-type cell, D189) or for a failure", () => {
    const { get, computed } = setup();
    const entity = [[{ type: "Entity", text: "Kovács" }]];
    get(entity);
    get(entity); // the very same array: still computed, its object may have changed
    expect(computed()).toBe(2);
    const memo = new ContentMemo<number>(4);
    let tries = 0;
    const failing = () =>
      memo.get([range()], () => {
        tries++;
        throw new Error("refused");
      });
    expect(failing).toThrow("refused");
    expect(failing).toThrow("refused");
    expect(tries).toBe(2);
  });

  it("keeps the last `capacity` results, the most recently used first", () => {
    const { get, computed } = setup(2);
    const a = get("a");
    get("b");
    expect(get("a")).toBe(a); // a used again: b is now the oldest
    get("c"); // b dropped
    expect(computed()).toBe(3);
    get("a");
    expect(computed()).toBe(3);
    get("b");
    expect(computed()).toBe(4);
  });

  it("does not see a change made to the caller's array after the call", () => {
    const { get, computed } = setup();
    const r = range();
    get(r);
    (r[0] as unknown[])[2] = 5; // the caller's array changed in place
    get(r);
    expect(computed()).toBe(2);
  });
});

// RULES.md §1.3 worked example 5 as a sheet range (test/sheet/tournament-helpers.ts)
const EXAMPLE5 = example5Range;

describe("the sheet's functions over one crosstable (D331)", () => {
  beforeEach(() => reads.mockClear());

  it("TOURNAMENT.STANDINGS and TOURNAMENT.MGSZ read the range once; the same call again is the same table", () => {
    const ranges = [EXAMPLE5(), EXAMPLE5(), EXAMPLE5()];
    const table = tournament.standings(ranges[0] ?? [], [["MMS"], ["SOS"]]);
    tournament.mgsz(ranges[1] ?? [], 30);
    expect(reads).toHaveBeenCalledTimes(1);
    expect(tournament.standings(ranges[2] ?? [], [["MMS"], ["SOS"]])).toEqual(table);
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it("a result changed in one cell gives the standings of the changed crosstable, not the kept ones", () => {
    const before = tournament.standings(EXAMPLE5(), [["MMS"]]);
    const readBefore = reads.mock.calls.length;
    const changed = EXAMPLE5();
    // XY's round 1 against A turned from a loss into a win, on both rows
    expect([changed[1]?.[4], changed[2]?.[4]]).toEqual(["2-/w0", "1+/b0"]);
    (changed[1] as unknown[])[4] = "2+/w0";
    (changed[2] as unknown[])[4] = "1-/b0";
    const after = tournament.standings(changed, [["MMS"]]);
    const mms = (t: unknown[][], name: string) => t.find((r) => r[2] === name)?.[4];
    // one win more for XY and one fewer for A: each MMS one point apart (E.8: MMS counts the wins)
    expect(mms(after, "XY")).toBe(Number(mms(before, "XY")) + 1);
    expect(mms(after, "A")).toBe(Number(mms(before, "A")) - 1);
    expect(reads).toHaveBeenCalledTimes(readBefore + 1); // the changed range read
  });
});
