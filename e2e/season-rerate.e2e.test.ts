/**
 * Issue 26's "Re-rate the season" (D172–D174) in the pane over the stubbed Office: RULES §1.4's
 * example 2 (1d at 2000; 2035, 2055, 2040, 2075 → 2d) as the jest test builds it
 * (test/sheet/season-book.ts: four tournament sheets created and posted, the third late), the
 * rating-list sheet's mapping remembered by the workbook, so that choosing the sheet in step 3
 * confirms it and shows the section. Pressed: each tournament's changes in date order and the list
 * sheet's dated columns rewritten. Then a sheet whose Dates cell is empty: the problem named by
 * sheet and cell, nothing written, and said again in Hungarian. Last, a list sheet whose cells
 * reach column XFD: Post's new column has no address, said naming the list, nothing written.
 */
import { LIST, mappingOf, seasonBook, seedsOf } from "../test/sheet/season-book";
import { type Pane, press, servedPane } from "./harness";
import { seasonPane } from "./season-pane";

const NOW = new Date("2026-11-22T10:00:00Z");
const served = servedPane();

/** The list sheet's header row and the hero's row, as the pane's workbook holds them now. */
const listRows = (pane: Pane) =>
  pane.book((b, name) => {
    const s = b.sheet(name);
    if (s === undefined) throw new Error(`no sheet ${name}`);
    const row = (r: number) => Array.from({ length: 12 }, (_, c) => s.cells.get(`${r},${c}`)?.value ?? "");
    const [header, hero] = [row(0), row(1)];
    return Object.fromEntries(header.map((h, c) => [String(h), hero[c]]));
  }, LIST);

/** The pane in `lang`, once the season's result says `words` in it. */
async function inLanguage(pane: Pane, lang: "hu" | "ru", words: string): Promise<void> {
  await pane.page.locator(`#languages button[data-lang="${lang}"]`).click();
  await pane.page.locator("#season-result").filter({ hasText: words }).waitFor();
}

test("Re-rate the season: each tournament's changes in date order, the list sheet's columns written again", async () => {
  const { book } = await seasonBook();
  const pane = await seasonPane(served, NOW, seedsOf(book), await mappingOf(book), false); // the remembered list alone: no file read
  // as posted, the third late: the fourth was rated from 2055, not the example's 2040
  await expect(listRows(pane)).resolves.not.toMatchObject({ "2026-01-09": 2075 });

  await press(pane, "rerate-season");
  await expect(pane.page.locator("#season-result").textContent()).resolves.toBe(
    "4 tournament sheets re-rated in date order, and their columns in the rating list written again.",
  );
  await expect(pane.page.locator("#season-problems li").count()).resolves.toBe(0);
  // D172: in the order of their last day, the late third in its place
  await expect(pane.page.locator("#season-steps > li > h3").allTextContents()).resolves.toEqual([
    "2026-01-03: Tournament 1",
    "2026-01-05: Tournament 2",
    "2026-01-07: Tournament 3",
    "2026-01-09: Tournament 4",
  ]);
  // RULES §1.4 example 2: 2000 → 2035 → 2055 → 2040 → 2075, 2d after the fourth
  const hero = await pane.page.locator("#season-steps > li li", { hasText: "Hero:" }).allTextContents();
  expect(hero).toEqual([
    "Hero: 2000 → 2035, 1d",
    "Hero: 2035 → 2055, 1d",
    "Hero: 2055 → 2040, 1d",
    "Hero: 2040 → 2075, 1d → 2d",
  ]);
  await expect(listRows(pane)).resolves.toMatchObject({
    Rating: 2000, // the list before the season, untouched
    "2026-01-03": 2035,
    "2026-01-05": 2055,
    "2026-01-07": 2040,
    "2026-01-09": 2075,
    "2026-01-09 rank": "2d",
  });
  await pane.screenshot("season-rerate");
  expect(pane.errors).toEqual([]);
  await pane.page.close();
});

test("a tournament sheet with an empty Dates cell: the problem at its cell, nothing written, in Hungarian too", async () => {
  const { book, sheets } = await seasonBook();
  const late = sheets[3] ?? "";
  book.typeInto(late, "B2", ""); // the Dates cell (row 2, beside "Dates")
  const seeds = seedsOf(book);
  expect(seeds.find((s) => s.name === late)?.rows?.[1]?.[0]).toBe("Dates");
  const pane = await seasonPane(served, NOW, seeds, await mappingOf(book), true);
  const before = await pane.book((b) => b.snapshot());

  await press(pane, "rerate-season");
  await expect(pane.page.locator("#season-result").textContent()).resolves.toBe(
    "Nothing was written: 1 problem below, at its cell; correct it there, then re-rate the season again.",
  );
  await expect(pane.page.locator("#season-problems li").allTextContents()).resolves.toEqual([
    `'${late}'!B2 "${late}" has no date in its Dates cell: type the tournament's days (2026-05-10 – 2026-05-12) so that the season can place it`,
  ]);
  await expect(pane.page.locator("#season-steps li").count()).resolves.toBe(0);
  await expect(pane.book((b) => b.snapshot())).resolves.toEqual(before);

  await inLanguage(pane, "hu", "Semmi sem íródott be");
  await expect(pane.page.locator("#season-result").textContent()).resolves.toBe(
    "Semmi sem íródott be: 1 hiba lent, mindegyik a cellájánál; javítsa ki ott, majd számolja újra a szezont.",
  );
  await expect(pane.page.locator("#season-problems li").allTextContents()).resolves.toEqual([
    `'${late}'!B2 „${late}” Dátum cellájában nincs dátum: írja be a verseny napjait (2026-05-10 – 2026-05-12), hogy a szezon el tudja helyezni`,
  ]);
  expect(pane.errors).toEqual([]);
  await pane.page.close();
});

test("a list sheet whose cells reach Excel's last column: the refusal names it, nothing written", async () => {
  const { book } = await seasonBook();
  book.typeInto(LIST, "XFD1", "note"); // test/sheet/post-last-column.test.ts's case, in the pane
  const pane = await seasonPane(served, NOW, seedsOf(book), await mappingOf(book), false);
  const before = await pane.book((b) => b.snapshot());
  // the pane keeps the language chosen last (the test before chose Hungarian)
  await pane.page.locator('#languages button[data-lang="en"]').click();

  await press(pane, "rerate-season");
  await expect(pane.page.locator("#season-result").textContent()).resolves.toBe(
    'Re-rating failed: "Rating list" has no room for the new 2 columns of ratings: its cells reach XFD1, ' +
      "Excel's last column. Nothing was written: clear the cells right of the list (their contents and formats) and post again.",
  );
  await expect(pane.page.locator("#season-steps li").count()).resolves.toBe(0);
  await expect(pane.book((b) => b.snapshot())).resolves.toEqual(before);

  await inLanguage(pane, "ru", "Пересчёт не удался");
  await expect(pane.page.locator("#season-result").textContent()).resolves.toContain(
    "На листе «Rating list» нет места для 2 новых столбцов рейтингов: его ячейки доходят до XFD1",
  );
  expect(pane.errors).toEqual([]);
  await pane.page.close();
});
