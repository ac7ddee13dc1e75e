/**
 * Issue 27's "Platforms" over the stubbed Office, one switch each: a read-only workbook whose
 * saveAsync fails (D212: the list is read all the same, with a warning), settings lost on
 * reopen as on Mac (D210, D211: the workbook's own part keeps the list sheet), and Publish on
 * Mac (D213: the page shown to copy) against Windows (the download). The list is the history
 * step's (e2e/history-chart.e2e.test.ts: RULES §1.4's example 2 for Kovács Péter, 2000 → 2055).
 */
import { readFileSync } from "node:fs";
import { MAPPING_SETTING } from "../src/sheet/post";
import { partXml } from "../src/taskpane/workbook-part";
import { type PaneOptions, openPane, pickFile, press, servedPane, ROOT } from "./harness";
import path from "node:path";
import { POSTED_LIST, POSTED_MAPPING } from "./posted-list";

const NOW = new Date("2026-11-22T10:00:00Z");
const served = servedPane();
const EGD = path.join(ROOT, "test", "fixtures", "egd-veterans", "input.h9");

/** flow.e2e.test.ts's list sheet, whose columns step 3 detects. */
const RATINGS_ROWS: (string | number)[][] = [
  ["Name", "Rank", "Rating"],
  ["Mizessyn François", "3d", 2250],
  ["Feldmann Denis", "1d", 2080],
  ["Somebody Else", "2k", 1900],
];
const SHEETS = [
  { name: "Budapest", rows: [["x"]] },
  { name: "Lista", rows: POSTED_LIST },
];

const open = (options: PaneOptions) =>
  openPane(served.browser, served.server, { now: NOW, sheets: SHEETS, ...options });

const stubOf = <T>(pane: Awaited<ReturnType<typeof open>>, f: (stub: Record<string, unknown>) => T) =>
  pane.page.evaluate(
    (source) =>
      (0, eval)(`(${source})`)(
        (globalThis as unknown as { __officeStub: Record<string, unknown> }).__officeStub,
      ),
    f.toString(),
  ) as Promise<T>;

test("D212: a read-only workbook (saveAsync failing, its part refused) still reads the list in step 3, with a warning", async () => {
  const pane = await open({
    platform: "OfficeOnline",
    saveAsync: "fails",
    readOnly: true,
    sheets: [{ name: "Ratings", rows: RATINGS_ROWS }],
  });
  await pane.page.locator("#languages button").first().waitFor();
  await pickFile(pane, EGD);
  await pane.page.locator("#preview-facts dd").first().waitFor();
  await pane.page.locator("#list-sheet").check();
  await pane.page.locator("#map-rating").waitFor();
  await press(pane, "mapping-confirm");
  await pane.page.locator("#unmatched p").waitFor();
  await expect(pane.page.locator("#list-status").textContent()).resolves.toBe(
    "3 players on the list. Warning: the workbook did not keep this choice (The workbook is read-only.). It counts until the pane is closed; a workbook open read-only or in view mode keeps nothing: open it for editing to keep it.",
  );
  expect(await stubOf(pane, (s) => s["saveAsyncCalls"])).toBe(1);
  expect(await pane.book((b) => b.xmlParts)).toEqual([]);
  expect(pane.errors).toEqual([]);
  await pane.page.close();
});

test("D211: settings lost on reopen (Mac) are no loss: the workbook's part gives the list sheet; settings alone move into it", async () => {
  // the workbook from before the part: its settings read and written into the part
  const first = await open({ platform: "PC", settings: { [MAPPING_SETTING]: POSTED_MAPPING } });
  await first.page.locator("#step-history > summary").click();
  await first.page.waitForFunction(
    () =>
      (globalThis as unknown as { __officeStub: { book: { xmlParts: string[] } } }).__officeStub.book.xmlParts
        .length === 1,
  );
  const parts = await first.book((b) => b.xmlParts);
  expect(parts).toEqual([partXml({ [MAPPING_SETTING]: POSTED_MAPPING })]);
  await first.page.close();

  // reopened on Mac: the settings are gone, the part is there, and the season page is made from the sheet
  for (const [xmlParts, expected] of [
    [parts, "copied"],
    [[], "no list sheet"],
  ] as const) {
    const pane = await open({
      platform: "Mac",
      settings: { [MAPPING_SETTING]: POSTED_MAPPING },
      settingsLost: true,
      xmlParts,
    });
    await pane.page.locator("#step-history > summary").click();
    await press(pane, "season-page");
    if (expected === "copied") await pane.page.locator("#publish-copy textarea").waitFor();
    else await expect(pane.page.locator("#chart-result").textContent()).resolves.toMatch(/list sheet/i);
    expect(pane.errors).toEqual([]);
    await pane.page.close();
  }
});

test("D213: Publish on Mac shows the page to copy with how to save it; on Windows it downloads", async () => {
  const mac = await open({ platform: "Mac", settings: { [MAPPING_SETTING]: POSTED_MAPPING } });
  await mac.page.locator("#step-history > summary").click();
  await press(mac, "season-page");
  const panel = mac.page.locator("#publish-copy");
  await expect(panel.locator("p").first().textContent()).resolves.toBe(
    "Excel here cannot save a file from the pane. Copy the page below, paste it into a text editor and save it as “Lista.html”, then open that file in a browser.",
  );
  const html = await panel.locator("textarea").inputValue();
  expect(html).toContain('<td class="num change up">▲ +55</td>'); // 2055 − 2000
  await mac.page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await press(mac, "publish-copy-button");
  await expect(panel.locator("[role=status]").textContent()).resolves.toMatch(
    /^(Copied|The page could not be copied)/,
  );
  expect(mac.errors).toEqual([]);
  await mac.page.close();

  const pc = await open({ platform: "PC", settings: { [MAPPING_SETTING]: POSTED_MAPPING } });
  await pc.page.locator("#step-history > summary").click();
  const [download] = await Promise.all([pc.page.waitForEvent("download"), press(pc, "season-page")]);
  expect(download.suggestedFilename()).toBe("Lista.html");
  expect(readFileSync(await download.path(), "utf8")).toBe(html);
  await expect(pc.page.locator("#publish-copy").count()).resolves.toBe(0);
  expect(pc.errors).toEqual([]);
  await pc.page.close();
});
