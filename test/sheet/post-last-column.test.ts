/**
 * A rating-list sheet whose cells reach Excel's last column, XFD (MAX_COLUMNS, 16,384 columns:
 * src/sheet/plan.ts): Post's new dated column has no address. Post and Re-rate the season say so,
 * naming the list sheet and its last cell, and write nothing; they said only that a column index
 * was outside A…XFD. RULES §1.4's example 2 (test/sheet/season-book.ts) with a note typed in XFD1.
 */
import { postToRatingList, rerateSeason } from "../../src/sheet/actions";
import { describeError } from "../../src/sheet/messages";
import { LIST, mappingOf, seasonBook } from "./season-book";

/** The season's book with a note in XFD1 of its list sheet, and every sheet's cells as they are. */
async function noteAtTheEdge() {
  const { book } = await seasonBook();
  book.typeInto(LIST, "XFD1", "note");
  const cells = () =>
    Object.fromEntries(
      book.sheets.map((s) => [s.name, [...s.cells].map(([k, c]) => [k, c.formula ?? c.value])]),
    );
  return { book, mapping: await mappingOf(book), before: cells(), cells };
}

const SAID =
  '"Rating list" has no room for the new 2 columns of ratings: its cells reach XFD1, Excel\'s last column. ' +
  "Nothing was written: clear the cells right of the list (their contents and formats) and post again.";

test("Post to a list whose cells reach XFD: refused, naming the sheet and its last cell, nothing written", async () => {
  const { book, mapping, before, cells } = await noteAtTheEdge();
  const hero = {
    no: 1,
    name: "Hero",
    ratingBefore: 2075,
    ratingAfter: 2080,
    rankAfter: "2d",
    source: "list",
    matched: true,
  } as const;
  const error = await postToRatingList(book.context(), mapping, [hero], "2026-02-01").catch(
    (e: unknown) => e,
  );
  // the Hero has a rank after (2d): the rating's column and the rank's
  expect(describeError(error, "en")).toBe(SAID);
  expect(describeError(error, "hu")).toContain(
    "„Rating list” lapon nincs hely az értékszámok 2 új oszlopának",
  );
  expect(describeError(error, "ru")).toContain(
    "На листе «Rating list» нет места для 2 новых столбцов рейтингов",
  );
  expect(cells()).toEqual(before);
});

test("Re-rate the season with such a list: the same refusal, no sheet written", async () => {
  const { book, mapping, before, cells } = await noteAtTheEdge();
  const error = await rerateSeason(book.context(), mapping).catch((e: unknown) => e);
  expect(describeError(error, "en")).toBe(SAID);
  expect(cells()).toEqual(before);
});
