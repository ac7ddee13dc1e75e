/**
 * D364: Re-rate the season writes its sheets one after another (a sync each, D361) and Excel has no
 * rollback across syncs: a write failing at a sheet after the first says which sheets were written
 * before it, and that those after it were not. RULES §1.4's example 2 (test/sheet/season-book.ts):
 * its four tournament sheets in date order, then the list.
 */
import { RatingError } from "../../src/core/common/errors";
import { type SeasonPlanner, rerateSeason } from "../../src/sheet/actions";
import { SheetWriteError } from "../../src/sheet/excel-errors";
import { describe as describeMessage } from "../../src/sheet/messages";
import { planSeasonRerate } from "../../src/sheet/season-rerate";
import { text } from "../../src/sheet/plan";
import { readSeason, seasonBook } from "./season-book";

/** The season's book, its mapping and the order Re-rate writes its sheets in (the plan's). */
async function season() {
  const { book } = await seasonBook();
  const { list, mapping, reads } = await readSeason(book);
  const plan = planSeasonRerate(list, mapping, reads);
  if (!plan.ok) throw new Error("the season has problems");
  return { book, mapping, order: plan.updates.map((u) => u.sheetName) };
}

/** Each sheet's cells as the workbook holds them now, by name. */
const sheetsOf = (book: Awaited<ReturnType<typeof season>>["book"]) =>
  Object.fromEntries(
    book.sheets.map((s) => [s.name, [...s.cells].map(([k, c]) => [k, c.formula ?? c.value])]),
  );

test("a write failing at the third sheet: the two before it named as written, the others as they were", async () => {
  const { book, mapping, order } = await season();
  // the four tournaments in date order, then the list (season-book.ts)
  expect(order).toHaveLength(5);
  const [first = "", second = "", third = ""] = order;
  const before = sheetsOf(book);
  book.failOn((op) => op.location === "Range.formulas" && op.sheet === third, "GeneralException", "Offline.");
  const error = await rerateSeason(book.context(), mapping).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(SheetWriteError);
  const text = (error as SheetWriteError).text;
  expect(describeMessage(text, "en")).toBe(
    `Could not update the sheet "${third}": Offline. (GeneralException). Re-rate the season had written 2 of its 5 sheets before it: "${first}", "${second}". ` +
      "The sheets after it were not written: press Re-rate the season again once the cause is fixed.",
  );
  expect(describeMessage(text, "hu")).toContain(`5 lapjából 2 lapot már beírt: „${first}”, „${second}”`);
  expect(describeMessage(text, "ru")).toContain(`записал 2 из 5 листов: «${first}», «${second}»`);
  const after = sheetsOf(book);
  // what the message says: the first two written again, the third and those after it untouched
  expect(after[first]).not.toEqual(before[first]);
  expect(after[second]).not.toEqual(before[second]);
  for (const name of order.slice(2)) expect(after[name]).toEqual(before[name]);
});

test("a write failing at the first sheet: its own message, nothing written", async () => {
  const { book, mapping, order } = await season();
  const before = sheetsOf(book);
  book.failOn(
    (op) => op.location === "Range.formulas" && op.sheet === order[0],
    "GeneralException",
    "Offline.",
  );
  const error = await rerateSeason(book.context(), mapping).catch((e: unknown) => e);
  expect((error as SheetWriteError).text.code).toBe("updateFailedNothing");
  expect(sheetsOf(book)).toEqual(before);
});

test("pressing Re-rate the season again after a stopped write gives the workbook a clean Re-rate gives (D174, D364)", async () => {
  // D364's message tells the officer to press again; D174 says re-rating again gives the same
  // figures. The same season re-rated in two books: one clean, one stopped at its third sheet first.
  const clean = await season();
  await rerateSeason(clean.book.context(), clean.mapping);
  const stopped = await season();
  stopped.book.failOn(
    (op) => op.location === "Range.formulas" && op.sheet === stopped.order[2],
    "GeneralException",
    "Offline.",
  );
  await expect(rerateSeason(stopped.book.context(), stopped.mapping)).rejects.toBeInstanceOf(SheetWriteError);
  // failOn fails once: this press runs through
  await rerateSeason(stopped.book.context(), stopped.mapping);
  expect(sheetsOf(stopped.book)).toEqual(sheetsOf(clean.book));
});

test("D435: an update the plan's check refuses at the third sheet: nothing written, every sheet named", async () => {
  const { book, mapping, order } = await season();
  const [first = "", second = "", third = "", fourth = "", list = ""] = order;
  const before = sheetsOf(book);
  // the third sheet's update given one cell Excel refuses: a text of 32,768 characters, one past
  // Excel's 32,767 (MAX_TEXT_LENGTH, src/sheet/plan.ts); the planner is the one Re-rate takes (D264)
  const long = "x".repeat(32_768);
  let block = 0; // the added block's number as the check counts them (from 1)
  const planner: SeasonPlanner = (l, m, reads) => {
    const plan = planSeasonRerate(l, m, reads);
    if (!plan.ok) return Promise.resolve(plan);
    const updates = plan.updates.map((u) => {
      if (u.sheetName !== third) return u;
      block = u.blocks.length + 1;
      return { ...u, blocks: [...u.blocks, { at: "Z1", rows: [[text(long)]] }] };
    });
    return Promise.resolve({ ...plan, updates });
  };
  const error = await rerateSeason(book.context(), mapping, planner).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(RatingError);
  const said = describeMessage((error as RatingError).text, "en");
  expect(said).toBe(
    `Re-rate the season wrote nothing: what it would write into the sheet "${third}" (3 of its 5 sheets) is what Excel would refuse: ` +
      `block ${block} at Z1, cell Z1: text of 32768 characters exceeds Excel's 32767. ` +
      `None of its 5 sheets was written; "${first}", "${second}", "${third}", "${fourth}", "${list}" are as they were. ` +
      `Correct the cell named on "${third}" and press Re-rate the season again; where it names a cell you did not type, keep the workbook as it is and report it.`,
  );
  expect(describeMessage((error as RatingError).text, "hu")).toContain(
    `5 lapjából egyik sem íródott be; „${first}”, „${second}”, „${third}”, „${fourth}”, „${list}” változatlanok maradtak`,
  );
  expect(describeMessage((error as RatingError).text, "ru")).toContain(
    `Ни один из 5 листов не записан; «${first}», «${second}», «${third}», «${fourth}», «${list}» остались как были`,
  );
  // what the message says: every sheet as it was, the two before the third too
  expect(sheetsOf(book)).toEqual(before);
});
