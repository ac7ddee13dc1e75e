/**
 * The ratings formula built by argument name in the order of the function's metadata (D171),
 * and D54's accept_unknown found in it by its name, whatever follows it (D170's reached_once).
 */
import { acceptsUnknown, namedCallArguments, parameterNames, ratingsFormula } from "../../src/sheet/formulas";

const DATA = "$A$10:$E$11";

describe("ratingsFormula by argument name (D171)", () => {
  it("TOURNAMENT.MGSZ's parameters in its signature's order", () => {
    expect(parameterNames("TOURNAMENT.MGSZ")).toEqual([
      "crosstable",
      "multiplier",
      "language",
      "register",
      "accept_unknown",
      "reached_once",
    ]);
  });

  it('writes the blank ones between as "" (D187: no empty slot) and leaves the trailing ones out', () => {
    const cells = { multiplier: "$B$5" };
    expect(ratingsFormula("mgsz", DATA, cells, {}, "en")).toBe(`=TOURNAMENT.MGSZ(${DATA},$B$5)`);
    expect(ratingsFormula("mgsz", DATA, cells, {}, "hu")).toBe(`=TOURNAMENT.MGSZ(${DATA},$B$5,"hu")`);
    expect(ratingsFormula("mgsz", DATA, cells, { reachedOnce: "$H$10:$H$11" }, "en")).toBe(
      `=TOURNAMENT.MGSZ(${DATA},$B$5,"","","",$H$10:$H$11)`,
    );
    expect(ratingsFormula("mgsz", DATA, cells, { register: "$G$10:$G$11" }, "ru", true)).toBe(
      `=TOURNAMENT.MGSZ(${DATA},$B$5,"ru",$G$10:$G$11,TRUE)`,
    );
    expect(ratingsFormula("fide", DATA, { ruleset: "$B$5", k: "$B$6" }, {}, "en", true)).toBe(
      `=TOURNAMENT.FIDE(${DATA},$B$5,$B$6,"",TRUE)`,
    );
  });

  it("refuses a name the function does not have (a mistake in a system's value)", () => {
    expect(() => namedCallArguments("TOURNAMENT.MGSZ", { k: "1" })).toThrow(/TOURNAMENT\.MGSZ\(k\)/u);
  });
});

describe("acceptsUnknown (D54) by the argument's name", () => {
  it.each([
    [`=TOURNAMENT.MGSZ(${DATA},$B$5,,,TRUE)`, true],
    [`=TOURNAMENT.MGSZ(${DATA},$B$5,,,TRUE,$H$10:$H$11)`, true],
    [`=TOURNAMENT.MGSZ(${DATA},$B$5,,,,$H$10:$H$11)`, false],
    [`=TOURNAMENT.MGSZ(${DATA},$B$5,"","",TRUE,$H$10:$H$11)`, true],
    [`=TOURNAMENT.MGSZ(${DATA},$B$5,"","","",$H$10:$H$11)`, false],
    [`=TOURNAMENT.MGSZ(${DATA},$B$5,"hu",$G$10:$G$11, true )`, true],
    [`=TOURNAMENT.FIDE(${DATA},"FIDE2024, 2025-09-30",20,,TRUE)`, true],
    [`=TOURNAMENT.FIDE(${DATA},$B$5,IF(TRUE,20,10))`, false],
    [`=TOURNAMENT.MAHJONG(${DATA},8,TRUE)`, false],
    [42, false],
  ])("%s → %s", (formula, accepted) => {
    expect(acceptsUnknown(formula)).toBe(accepted);
  });
});
