/**
 * Step 3's question about who a player is (D62), end to end over the stubbed Office: the trap
 * "identity-horvat-horvath" (test/fixtures/traps/: the list spells "Horvát Zoltán", line 14,
 * 1845; the crosstable "Horváth Zoltán") picked in the pane with its list. The pane asks, the
 * officer answers with the list row, the player is found, and the answer is remembered in the
 * workbook's settings: the next import into the same workbook takes it without asking.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ROOT, paneWithFile, servedPane, openPane, pickFile } from "./harness";

const TRAP = path.join(ROOT, "test", "fixtures", "traps", "identity-horvat-horvath");
const NOW = new Date("2026-11-22T10:00:00Z");
const served = servedPane();

/** The pane with `file` picked, the MGSZ system chosen and the trap's list picked in step 3. */
async function withList(file: string): Promise<Awaited<ReturnType<typeof paneWithFile>>> {
  const pane = await paneWithFile(served, file, NOW);
  await pane.page.locator("#system").selectOption("mgsz");
  await pane.page.locator("#list-file").check();
  await pickFile(pane, path.join(TRAP, "list.txt"), "list-file-input");
  return pane;
}

/** The identity answers the pane kept in the workbook's settings (D212). */
function storedAnswers(pane: Awaited<ReturnType<typeof paneWithFile>>): Promise<unknown> {
  return pane.page.evaluate(() =>
    (globalThis as unknown as { __officeStub: { settings: Map<string, unknown> } }).__officeStub.settings.get(
      "identityAnswers",
    ),
  );
}

test("a near spelling is asked about, answered with the list row, and remembered in the workbook", async () => {
  const pane = await withList(path.join(TRAP, "input.h9"));
  // the list has the other three players and "Horvát Zoltán": three of four found, Horváth asked about
  await expect(pane.page.locator("#unmatched > p").first().textContent()).resolves.toBe(
    "3 of 4 players found on the list.",
  );
  await pane.page.locator("#unmatched details summary").click();
  const line14 = pane.page.locator('#unmatched button[data-player="2"][data-row="14"]');
  await expect(line14.textContent()).resolves.toBe("It is Horvát Zoltán (list line 14)");
  await expect(
    pane.page.locator('#unmatched button[data-player="2"][data-row="new"]').textContent(),
  ).resolves.toBe("None of them: a player not on the list");
  await line14.click();
  await pane.page.locator("#unmatched > p", { hasText: "4 of 4 players found on the list." }).waitFor();
  const stored = await storedAnswers(pane);
  expect(stored).toEqual({ "Horváth Zoltán": { name: "Horvát Zoltán", line: 14 } });
  expect(pane.errors).toEqual([]);
  await pane.page.close();

  // The same workbook again: the answer is taken, nothing is asked.
  const again = await openPane(served.browser, served.server, {
    displayLanguage: "en-US",
    now: NOW,
    settings: { identityAnswers: stored },
  });
  await again.page.locator("#languages button").first().waitFor();
  await pickFile(again, path.join(TRAP, "input.h9"));
  await again.page.locator("#preview-facts dd").first().waitFor();
  await again.page.locator("#system").selectOption("mgsz");
  await again.page.locator("#list-file").check();
  await pickFile(again, path.join(TRAP, "list.txt"), "list-file-input");
  await expect(again.page.locator("#unmatched > p").first().textContent()).resolves.toBe(
    "4 of 4 players found on the list.",
  );
  await expect(again.page.locator("#unmatched button[data-player]").count()).resolves.toBe(0);
  expect(again.errors).toEqual([]);
  await again.page.close();
});

test("two players at one list row are both asked (D419), and the answer is not remembered for other files", async () => {
  // The trap's crosstable with Akos Peter replaced by "Horvát Zoltán" (the list's spelling) and
  // Horváth Zoltán by "Horvat Zoltan": both fold to list line 14's "Horvát Zoltán"
  const h9 = readFileSync(path.join(TRAP, "input.h9"), "utf8")
    .replace("Horváth Zoltán ", "Horvat Zoltan  ")
    .replace("Akos Peter     ", "Horvát Zoltán  ");
  const dir = mkdtempSync(path.join(tmpdir(), "row-taken-"));
  const file = path.join(dir, "input.h9");
  writeFileSync(file, h9);
  const pane = await withList(file);
  await expect(pane.page.locator("#unmatched > p").first().textContent()).resolves.toBe(
    "2 of 4 players found on the list.",
  );
  await pane.page.locator("#unmatched details summary").click();
  for (const player of ["2", "3"]) {
    const row = pane.page.locator(`#unmatched button[data-player="${player}"][data-row="14"]`);
    await expect(row.textContent()).resolves.toBe("It is Horvát Zoltán (list line 14)");
  }
  await expect(pane.page.locator("#unmatched .identity p.hint").first().textContent()).resolves.toBe(
    "Another player of this tournament is found at the same list row: not rated until you say whether this player is that row or not on the list.",
  );
  await pane.page.locator('#unmatched button[data-player="2"][data-row="new"]').click();
  await pane.page.locator("#unmatched > p", { hasText: "3 of 4 players found on the list." }).waitFor();
  await expect(pane.page.locator('#unmatched button[data-player="3"]').count()).resolves.toBe(0);
  const stored = await storedAnswers(pane);
  expect(stored).toBeUndefined();
  expect(pane.errors).toEqual([]);
  await pane.page.close();

  // An answer kept from another file ("Horvat Zoltan" is line 14) does not settle it either (D419)
  const kept = { "Horvat Zoltan": { name: "Horvát Zoltán", line: 14 } };
  const again = await openPane(served.browser, served.server, {
    displayLanguage: "en-US",
    now: NOW,
    settings: { identityAnswers: kept },
  });
  await again.page.locator("#languages button").first().waitFor();
  await pickFile(again, file);
  await again.page.locator("#preview-facts dd").first().waitFor();
  await again.page.locator("#system").selectOption("mgsz");
  await again.page.locator("#list-file").check();
  await pickFile(again, path.join(TRAP, "list.txt"), "list-file-input");
  await expect(again.page.locator("#unmatched > p").first().textContent()).resolves.toBe(
    "2 of 4 players found on the list.",
  );
  await expect(again.page.locator('#unmatched button[data-player="2"]').count()).resolves.toBe(2);
  expect(again.errors).toEqual([]);
  await again.page.close();
  rmSync(dir, { recursive: true });
});
