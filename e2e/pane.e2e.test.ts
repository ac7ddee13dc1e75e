import { readFileSync } from "node:fs";
import path from "node:path";
import { DIST, openPane, servedPane } from "./harness";

// Smoke test of the harness on the built pane: Office.js is the stub, the pane starts, follows
// Office's display language, and the ribbon's Recalculate reaches the workbook through Excel.run.

const served = servedPane();

test("the pane shows the add-in's name over the stubbed Office", async () => {
  const pane = await openPane(served.browser, served.server, { displayLanguage: "en-US" });
  await pane.page.locator("#families li").first().waitFor({ state: "attached" });
  await expect(pane.page.locator("#title").textContent()).resolves.toBe("Rating Officer");
  await expect(pane.page.title()).resolves.toBe("Rating Officer");
  expect(await pane.page.locator("html").getAttribute("lang")).toBe("en");
  // A fresh pane shows step 1 and Recalculate: no jump from 1 to 5 in the headings; the pairing
  // step below them, folded until opened.
  await expect(pane.page.locator("section.step:visible h2").allTextContents()).resolves.toEqual([
    "1. Tournament file",
    "Recalculate",
  ]);
  await expect(pane.page.locator("details#step-pairing > summary").textContent()).resolves.toBe("Pairing");
  await expect(pane.page.locator("details#step-pairing").getAttribute("open")).resolves.toBeNull();
  const file = await pane.screenshot("pane-en");
  expect(file).toMatch(/e2e[/\\]screenshots[/\\]pane-en\.png$/);
  expect(pane.errors).toEqual([]);
  await pane.page.close();
});

test("the stub registers what functions.json declares and shapes arguments by it, as Excel", async () => {
  const pane = await openPane(served.browser, served.server, {
    sheets: [{ name: "Sheet1", rows: [[1947, 2419]] }],
  });
  await pane.page.locator("#families li").first().waitFor({ state: "attached" });
  const metadata = JSON.parse(readFileSync(path.join(DIST, "functions.json"), "utf8")) as {
    functions: { id: string }[];
  };
  const seen = await pane.page.evaluate(() => {
    const stub = (
      globalThis as unknown as {
        __officeStub: { functions: Map<string, unknown>; undeclared: string[] };
      }
    ).__officeStub;
    return { ids: [...stub.functions.keys()].sort(), undeclared: stub.undeclared };
  });
  expect(seen.undeclared).toEqual([]);
  expect(seen.ids).toEqual(metadata.functions.map((f) => f.id.toUpperCase()).sort());
  const busy = await pane.book((b) => {
    b.typeInto("Sheet1", "C1", "=MGSZ.BANDWIDTH(A1)"); // one cell to a scalar parameter
    b.typeInto("Sheet1", "D1", "=MGSZ.BANDWIDTH(A1:B1)"); // a range to a scalar parameter
    b.typeInto("Sheet1", "E1", "=MGSZ.SUMGAMEPOINTS(A1,B1,0)"); // one cell to a matrix parameter
    return b.valuesOf("Sheet1", "C1:E1");
  });
  // Calculated asynchronously, as in Excel: #BUSY! at first (a range to a scalar parameter is
  // refused before any call), the values once the calculation is done.
  expect(busy).toEqual([["#BUSY!", "#VALUE!", "#BUSY!"]]);
  const typed = await pane.book((b) => b.valuesOf("Sheet1", "C1:E1"));
  // RULES §1.1: 1947 lies in 1k, whose band is 60 wide (1920–1980)
  expect(typed[0]?.[0]).toBe(60);
  expect(typed[0]?.[1]).toBe("#VALUE!");
  expect(typeof typed[0]?.[2]).toBe("number");
  expect(pane.errors).toEqual([]);
  await pane.page.close();
});

test("the pane follows Office's display language", async () => {
  const pane = await openPane(served.browser, served.server, { displayLanguage: "hu-HU" });
  await pane.page.locator("#families li").first().waitFor({ state: "attached" });
  expect(await pane.page.locator("html").getAttribute("lang")).toBe("hu");
  await pane.screenshot("pane-hu");
  expect(pane.errors).toEqual([]);
  await pane.page.close();
});

test("the ribbon's Recalculate, pane closed: it opens the pane and reports there", async () => {
  const pane = await openPane(served.browser, served.server, {
    taskpaneVisible: false,
    sheets: [
      {
        name: "Ratings",
        rows: [
          ["Name", "Rating"],
          ['=HYPERLINK("http://x","y")', 2100],
        ],
      },
    ],
  });
  await pane.page.locator("#families li").first().waitFor({ state: "attached" });
  const before = await pane.book((b) => b.syncCount);
  const cells = await pane.book((b) => b.snapshotSheet("Ratings"));
  expect(await pane.taskpane()).toEqual({ visible: false, calls: [] });
  await pane.runAction("recalculate");
  // The command shows the pane (Office.addin.showAsTaskpane, shared runtime) once.
  expect(await pane.taskpane()).toEqual({ visible: true, calls: ["showAsTaskpane"] });
  // The active sheet is not a tournament sheet: Recalculate reads it once, says so, writes nothing.
  await expect(pane.page.locator("#recalc-result").textContent()).resolves.toMatch(
    /problems? in the crosstable/,
  );
  await expect(pane.page.locator("#problems li").count()).resolves.toBeGreaterThan(0);
  // The problem is src/sheet's message, shown in the pane's language and again on a switch.
  const problem = pane.page.locator("#problems li").first();
  await expect(problem.textContent()).resolves.toMatch(/^'Ratings'!A1 "Ratings" is not a tournament sheet/);
  await pane.page.locator("#languages button", { hasText: "Magyar" }).click();
  await expect(problem.textContent()).resolves.toMatch(
    /^'Ratings'!A1 „Ratings” nem a bővítmény versenylapja/,
  );
  await pane.page.locator("#languages button", { hasText: "Русский" }).click();
  await expect(problem.textContent()).resolves.toMatch(/^'Ratings'!A1 «Ratings» — не лист турнира/);
  await pane.page.locator("#languages button", { hasText: "English" }).click();
  expect(await pane.book((b) => b.syncCount)).toBe(before + 1);
  expect(await pane.book((b) => b.snapshotSheet("Ratings"))).toEqual(cells);
  // The seed was typed as a user would: the name became a formula (what an import must avoid).
  expect(await pane.book((b) => b.cell("Ratings", "A2")?.formula)).toBe('=HYPERLINK("http://x","y")');
  await pane.screenshot("pane-recalculated");
  expect(pane.errors).toEqual([]);
  await pane.page.close();
});

test("the first press of Recalculate, as the runtime loads, is handled once the pane is ready", async () => {
  // office-js issues 5176, 3378, 2744: a press that arrives before the action is associated is
  // lost. The action is associated at module load, and the press waits for the pane's handler.
  const pane = await openPane(served.browser, served.server, {
    taskpaneVisible: false,
    pressAtLoad: ["recalculate"],
  });
  await pane.page.waitForFunction(
    () =>
      (globalThis as unknown as { __officeStub: { firstPresses: Record<string, string> } }).__officeStub
        .firstPresses["recalculate"] === "completed",
  );
  expect(await pane.taskpane()).toEqual({ visible: true, calls: ["showAsTaskpane"] });
  await expect(pane.page.locator("#recalc-result").textContent()).resolves.toMatch(
    /problems? in the crosstable/,
  );
  expect(pane.errors).toEqual([]);
  await pane.page.close();
});

test("nothing reached the network but the local server and the stubbed Office.js", () => {
  expect(served.browser.blocked).toEqual([]);
});
