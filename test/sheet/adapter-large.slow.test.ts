/**
 * writePlan on a 2,000-player tournament: the request limit, chunking and a failure half-way
 * (the slow suite, `npm run test:slow`: each builds and writes a plan of some 40,000 cells).
 */
import { writePlan } from "../../src/sheet/adapter";
import { SheetWriteError } from "../../src/sheet/excel-errors";
import { describeError } from "../../src/sheet/messages";
import { officeBook } from "./office-book";
import { tournamentPlan } from "./sample-plan";

describe("writePlan, 2,000 players", () => {
  test("a 2,000-player tournament in two syncs, under the 5 MB request limit", async () => {
    const book = officeBook();
    const plan = tournamentPlan(2000);
    const result = await writePlan(book.context(), plan);
    expect(result.syncs).toBe(2);
    expect(book.syncCount).toBe(2);
    expect(book.requests[1]?.bytes).toBeLessThan(5 * 1024 * 1024);
    expect(book.requests[1]?.bytes).toBeGreaterThan(500_000);
    const s = result.sheetName;
    expect(book.valuesOf(s, "A6:C6")).toEqual([["No", "Name", "Club"]]);
    expect(book.valuesOf(s, "A2006:B2006")).toEqual([[2000, "Player 2000, Firstname"]]);
    expect(book.cell(s, "C7")).toMatchObject({ value: "007", numberFormat: "@" }); // club "007" stays text
    expect(book.cell(s, "R2006")?.formula).toBe("=E2006+Q2006");
    expect(book.tables[0]?.address).toBe("A6:R2006");
  });

  test("a plan above the request limit is written in several requests, each within it", async () => {
    const book = officeBook(400_000); // a stricter limit stands in for a huge tournament
    const plan = tournamentPlan(2000);
    const result = await writePlan(book.context(), plan, { requestBudget: 300_000 });
    expect(result.syncs).toBeGreaterThan(2);
    expect(book.requests.every((r) => r.bytes <= 400_000)).toBe(true);
    expect(book.requests.slice(1).every((r) => r.calculationSuspended)).toBe(true);
    expect(book.valuesOf(result.sheetName, "A2006:B2006")).toEqual([[2000, "Player 2000, Firstname"]]);
  });

  test("a failure half-way removes the new sheet and leaves the others identical", async () => {
    const book = officeBook(1_000_000);
    const before = book.snapshot();
    let formulaWrites = 0;
    book.failOn(
      (op) => op.location === "Range.formulas" && ++formulaWrites === 3,
      "GeneralException",
      "Connection lost.",
    );
    const error = (await writePlan(book.context(), tournamentPlan(2000), { requestBudget: 300_000 }).catch(
      (e: unknown) => e,
    )) as SheetWriteError;
    expect(error).toBeInstanceOf(SheetWriteError);
    expect(error.message).toBe(
      'Could not write the sheet "Tournament (2)": Connection lost. (GeneralException). The partial sheet was removed; no other sheet was changed.',
    );
    expect(error.removed).toBe(true);
    expect(error.sheetName).toBe("Tournament (2)");
    // The same failure in the pane's other languages (Excel's own words stay as Excel gave them).
    expect(describeError(error, "hu")).toBe(
      "Nem sikerült megírni a lapot („Tournament (2)”): Connection lost. (GeneralException). A félkész lap törölve; más lap nem változott.",
    );
    expect(describeError(error, "ru")).toBe(
      "Не удалось записать лист «Tournament (2)»: Connection lost. (GeneralException). Недописанный лист удалён; другие листы не изменены.",
    );
    // it did fail half-way: a request with cells had been written before the failure
    expect(
      book.requests.filter((r) => r.ops.some((o) => o.location === "Range.formulas")).length,
    ).toBeGreaterThan(1);
    expect(book.snapshot()).toEqual(before);
  });
});
