/**
 * A pane ready to re-rate the season (issue 26, D172–D174) over seeded sheets, the list sheet's
 * mapping remembered by the workbook: shared by the season's browser test and the long-task
 * test's Re-rate of a many-sheet season (D363).
 */
import path from "node:path";
import { MAPPING_SETTING } from "../src/sheet/post";
import type { SheetSeed } from "../test/sheet/fake-workbook";
import { type Pane, ROOT, type Served, openPane, pickFile, whenDone } from "./harness";

/** Step 3 shows once a tournament file is read: any file, the season's sheets are the workbook's. */
const FILE = path.join(ROOT, "test", "fixtures", "opengotha-weekend", "input.xml");

/**
 * A pane over `sheets` at `now` with the list sheet's mapping remembered; `viaStep3`: a file read
 * (step 3 shows only then) and the list sheet chosen in step 3, which confirms the remembered
 * mapping; else the section works from the remembered list alone, no file read.
 */
export async function seasonPane(
  served: Served,
  now: Date,
  sheets: readonly SheetSeed[],
  mapping: unknown,
  viaStep3: boolean,
): Promise<Pane> {
  const pane = await openPane(served.browser, served.server, {
    now,
    sheets,
    settings: { [MAPPING_SETTING]: mapping },
  });
  await pane.page.locator("#languages button").first().waitFor();
  if (viaStep3) {
    await pickFile(pane, FILE);
    await pane.page.locator("#preview-facts dd").first().waitFor();
    await whenDone(pane, "#list-sheet", () => pane.page.locator("#list-sheet").check());
  }
  await pane.page.locator("#rerate-season").waitFor(); // the section shows once a list is known
  return pane;
}
