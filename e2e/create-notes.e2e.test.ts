/**
 * Issue 24 ("nothing wrong in silence") in step 4: Create lists the rating engine's notes on the
 * sheet it made — the words that qualify its figures — as `rating-officer sheet` prints them and
 * the sheet's note block holds them. Before, the pane said only "The sheet … was created.".
 * The file: the OpenGotha fixture "opengotha-weekend", rated by MGSZ (the pane's default for a Go
 * file); the notes are those `rating-officer sheet test/fixtures/opengotha-weekend/input.xml
 * --system mgsz` prints: the file's EGD ratings not used (D64) and five players who enter the
 * register below their declared rank (D24).
 */
import path from "node:path";
import { ROOT, createdSheet, servedPane } from "./harness";

const OPENGOTHA = path.join(ROOT, "test", "fixtures", "opengotha-weekend", "input.xml");
const NOW = new Date("2026-11-22T10:00:00Z");
const served = servedPane();

test("Create says how many notes the ratings carry and lists each, in the pane's language", async () => {
  const { pane, sheet } = await createdSheet(served, OPENGOTHA, NOW);
  await expect(pane.page.locator("#create-result").textContent()).resolves.toBe(
    `The sheet "${sheet}" was created, with 6 notes on the ratings below (the sheet repeats them under the results): read them before publishing.`,
  );
  const notes = await pane.page.locator("#create-notes li").allTextContents();
  expect(notes).toHaveLength(6);
  expect(notes[0]).toContain("The file gives 21 players a rating that is not an MGSZ rating");
  expect(notes[1]).toBe(
    'Player 5 "Prodanov Mitko": declared 2k, enters the register at 5k; a higher starting rank is the rating committee\'s decision',
  );
  // the pane's language switched: the same notes, said again in Hungarian
  await pane.page.locator('#languages button[data-lang="hu"]').click();
  await pane.page.locator("#create-result").filter({ hasText: "megjegyzéssel" }).waitFor();
  const hu = await pane.page.locator("#create-notes li").allTextContents();
  expect(hu).toHaveLength(6);
  expect(hu[1]).not.toBe(notes[1]);
  expect(hu[1]).toContain("Prodanov Mitko");
  expect(pane.errors).toEqual([]);
  await pane.page.close();
});
