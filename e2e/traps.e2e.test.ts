/**
 * The officer's traps (test/fixtures/traps/, test/traps/traps.test.ts) through the pane's import:
 * each trap whose trap.json has a `pane` entry has its file picked in the pane, which must show
 * at least one error or warning, holding the words the entry lists. No trap may pass the import
 * as a normal file without a word.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ROOT, openPane, pickFile, servedPane } from "./harness";

const TRAPS = path.join(ROOT, "test", "fixtures", "traps");
const NOW = new Date("2026-11-22T10:00:00Z");

interface PaneTrap {
  readonly file: string;
  readonly says: readonly string[];
}

const traps = readdirSync(TRAPS, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) => {
    const trap = JSON.parse(readFileSync(path.join(TRAPS, d.name, "trap.json"), "utf8")) as {
      pane?: PaneTrap;
    };
    return trap.pane === undefined ? [] : [{ name: d.name, pane: trap.pane }];
  })
  .sort((a, b) => a.name.localeCompare(b.name));

const served = servedPane();

test("some traps go through the pane", () => {
  expect(traps.length).toBeGreaterThan(0);
});

test.each(traps)("$name: the pane's import says it", async ({ name, pane: trap }) => {
  const pane = await openPane(served.browser, served.server, { displayLanguage: "en-US", now: NOW });
  await pane.page.locator("#languages button").first().waitFor();
  await pickFile(pane, path.join(TRAPS, name, trap.file));
  const said = await pane.page.evaluate(() =>
    [...document.querySelectorAll("#diag-errors li, #diag-errors p, #diag-warnings li")]
      .map((e) => e.textContent ?? "")
      .join("\n"),
  );
  expect({ said: said !== "", missing: trap.says.filter((w) => !said.includes(w)) }).toEqual({
    said: true,
    missing: [],
  });
  expect(pane.errors).toEqual([]);
  await pane.page.close();
});
