/**
 * Issue 24 ("nothing wrong in silence") in step 5: Recalculate says the crosstable reader's
 * warnings, each at its cell, while it rewrites the sheet. Before, it dropped them: one name typed
 * on two rows without IDs (D74: namesakes exist, so a warning, not a refusal) was rated with no
 * word in the pane. The sheet: the OpenGotha fixture "opengotha-weekend" as created by step 4.
 */
import path from "node:path";
import { columnLetters } from "../src/sheet/a1";
import { ROOT, createdSheet, press, servedPane } from "./harness";

const OPENGOTHA = path.join(ROOT, "test", "fixtures", "opengotha-weekend", "input.xml");
const NOW = new Date("2026-11-22T10:00:00Z");
const served = servedPane();

test("one name on two rows: recalculated, the warning listed at the second row's Name cell", async () => {
  const { pane, sheet } = await createdSheet(served, OPENGOTHA, NOW);
  // the crosstable's header row (A "No", B "Name"), 1-based, its first player's name and the
  // ID column beside it (0-based: the file's EGD PINs)
  const { row, first, id } = await pane.book((b, name) => {
    const s = b.sheet(name);
    if (s === undefined) throw new Error(`no sheet ${name}`);
    let r = 0;
    while (r < 60 && s.cells.get(`${r},0`)?.value !== "No") r++;
    let c = 0;
    while (c < 80 && s.cells.get(`${r},${c}`)?.value !== "ID") c++;
    return { row: r + 1, first: String(s.cells.get(`${r + 1},1`)?.value ?? ""), id: c };
  }, sheet);
  expect(first).not.toBe("");

  // as created: recalculated without a warning
  await press(pane, "recalculate");
  await expect(pane.page.locator("#recalc-result").textContent()).resolves.toBe(
    `"${sheet}" was recalculated.`,
  );
  await expect(pane.page.locator("#recalc-warnings li").count()).resolves.toBe(0);

  // the second player's name typed as the first's, his EGD PIN deleted (two PINs would tell them apart)
  const second = `B${row + 2}`;
  const type = (address: string, value: string) =>
    pane.book((b, [n, a, v]) => b.typeInto(n, a, v), [sheet, address, value] as [string, string, string]);
  await type(second, first);
  await type(`${columnLetters(id)}${row + 2}`, "");
  await press(pane, "recalculate");
  await expect(pane.page.locator("#recalc-result").textContent()).resolves.toBe(
    `"${sheet}" was recalculated, with 1 warning about the crosstable below: check it at its cell.`,
  );
  await expect(pane.page.locator("#problems li").count()).resolves.toBe(0);
  await expect(pane.page.locator("#recalc-warnings ul.warnings li").count()).resolves.toBe(1);
  const warning = (await pane.page.locator("#recalc-warnings li").first().textContent()) ?? "";
  // the address as the sheet's messages give it, and the reader's words (src/i18n: D74's warning)
  expect(warning).toContain(`'${sheet}'!${second}`);
  expect(warning).toContain(`the name '${first}' appears twice, with no ID to tell the two apart`);
  expect(pane.errors).toEqual([]);
  await pane.page.close();
});
