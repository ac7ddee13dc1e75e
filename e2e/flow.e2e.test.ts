/**
 * The import flow of docs/taskpane.md, end to end: the built pane in headless Chromium over the
 * stubbed Office (harness.ts), driven from the file pick to the created sheet, a corrected
 * result, Recalculate, and posting to a rating list. Fixtures: test/fixtures (SOURCES.txt).
 */
import path from "node:path";
import { DIST, ROOT, launch, openPane, serve, type Browser, type Pane, type StaticServer } from "./harness";

const FIXTURES = path.join(ROOT, "test", "fixtures");
const EGD = path.join(FIXTURES, "egd-veterans", "input.h9");

/** Names that must stay inert: HTML in the pane, formulas in the sheet (issue 6). */
const HTML_NAME = "<img src=x onerror=alert(1)>";

let server: StaticServer;
let browser: Browser;

beforeAll(async () => {
  server = await serve(DIST);
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Opens the pane and records every dialog (alert, confirm, prompt) the page raises. */
async function open(
  displayLanguage = "en-US",
  extra: Parameters<typeof openPane>[2] = {},
): Promise<Pane & { dialogs: string[] }> {
  const pane = await openPane(browser, server, { displayLanguage, ...extra });
  // The profile is shared by the tests: forget a language chosen on the switch by an earlier one.
  if (await pane.page.evaluate(() => localStorage.length > 0)) {
    await pane.page.evaluate(() => localStorage.clear());
    await pane.page.reload({ waitUntil: "load" });
  }
  const dialogs: string[] = [];
  pane.page.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await pane.page.locator("#languages button").first().waitFor();
  return Object.assign(pane, { dialogs });
}

async function pick(pane: Pane, file: string): Promise<void> {
  await pane.page.locator("#file-input").setInputFiles(file);
  await pane.page.locator("#preview-facts dd").first().waitFor();
}

async function facts(pane: Pane): Promise<Record<string, string>> {
  const dt = await pane.page.locator("#preview-facts dt").allTextContents();
  const dd = await pane.page.locator("#preview-facts dd").allTextContents();
  return Object.fromEntries(dt.map((k, i) => [k, dd[i] ?? ""]));
}

describe("steps 1-3", () => {
  test("an EGD table: preview, parameters with the multiplier's breakdown, in three languages", async () => {
    const pane = await open("en-US");
    await pick(pane, EGD);
    // egd-veterans: EV[Veterans], DT[2015-11-07,2015-11-08], 14 players, 5 rounds (expected.json).
    expect(await facts(pane)).toMatchObject({
      File: "input.h9",
      Format: "EGD table (h9)",
      Event: "Veterans",
      Dates: "2015-11-07 – 2015-11-08",
      Players: "14",
      Rounds: "5",
    });
    await expect(pane.page.locator("#diag-ok").isVisible()).resolves.toBe(true);
    // RULES §1.2: TM[82] is category B (15), no handicap games (10): C = 25.
    await expect(pane.page.locator("#mgsz-breakdown li").last().textContent()).resolves.toBe("C = 25");
    await pane.screenshot("step1-file-en");
    await pane.page.locator("#mgsz-event").selectOption("european");
    await expect(pane.page.locator("#mgsz-breakdown li").last().textContent()).resolves.toBe("C = 35");
    await pane.page
      .locator("#step-system")
      .screenshot({ path: path.join(ROOT, "e2e", "screenshots", "step2-system-en.png") });

    for (const [lang, label, heading] of [
      ["hu", "Magyar", "1. Versenyfájl"],
      ["ru", "Русский", "1. Файл турнира"],
    ] as const) {
      await pane.page.locator("#languages button", { hasText: label }).click();
      await expect(pane.page.locator("#step-file h2").textContent()).resolves.toBe(heading);
      expect(await pane.page.locator("html").getAttribute("lang")).toBe(lang);
      await pane.screenshot(`step1-file-${lang}`);
    }
    expect(pane.errors).toEqual([]);
    expect(pane.dialogs).toEqual([]);
    await pane.page.close();
  });

  test("the pane follows Office's display language (Hungarian, Russian)", async () => {
    for (const [display, heading] of [
      ["hu-HU", "2. Értékszámítási rendszer"],
      ["ru-RU", "2. Рейтинговая система"],
    ] as const) {
      const pane = await open(display);
      await pick(pane, EGD);
      await expect(pane.page.locator("#step-system h2").textContent()).resolves.toBe(heading);
      expect(pane.errors).toEqual([]);
      await pane.page.close();
    }
  });

  test("a rating list file: unmatched players listed with the fallback applied", async () => {
    const pane = await open("en-US");
    await pick(pane, EGD);
    await pane.page.locator("#list-file").check();
    await pane.page.locator("#list-file-input").setInputFiles({
      name: "ratings.csv",
      mimeType: "text/csv",
      buffer: Buffer.from("name;rating;rank\nMizessyn Francois;2250;3d\nFeldmann Denis;2080;1d\n"),
    });
    await pane.page.locator("#unmatched li").first().waitFor();
    await expect(pane.page.locator("#unmatched p").textContent()).resolves.toBe(
      "2 of 14 players found on the list.",
    );
    // Row 14 of the fixture: "Gaillard Jean-Luc 9K", starting from the declared rank (RULES §1.5).
    await expect(pane.page.locator("#unmatched li").last().textContent()).resolves.toBe(
      "14. Gaillard Jean-Luc — starts from the declared rank 9k",
    );
    await pane.page
      .locator("#step-list")
      .screenshot({ path: path.join(ROOT, "e2e", "screenshots", "step3-list-en.png") });
    expect(pane.errors).toEqual([]);
    await pane.page.close();
  });

  test("errors block the file; warnings must be accepted", async () => {
    const pane = await open("en-US");
    await pane.page.locator("#paste-box summary").click();
    await pane.page
      .locator("#paste-text")
      .fill("; EV[Broken]\n 1 Alpha_A 1d HU Bp 1 1 0 0 2+/w\n 2 Beta_B 1d HU Bp 0 0 0 0 7+/b\n");
    await pane.page.locator("#paste-read").click();
    await pane.page.locator("#diag-errors li").first().waitFor();
    await expect(pane.page.locator("#step-system").isVisible()).resolves.toBe(false);
    await expect(pane.page.locator("#step-create").isVisible()).resolves.toBe(false);
    await pane.screenshot("step1-errors-en");

    await pane.page
      .locator("#paste-text")
      .fill("; EV[Both]\n 1 Alpha_A 1d HU Bp 1 1 0 0 2+/w\n 2 Beta_B 1d HU Bp 0 0 0 0 1+/b\n");
    await pane.page.locator("#paste-read").click();
    await pane.page.locator("#diag-warnings li").first().waitFor();
    await expect(pane.page.locator("#step-system").isVisible()).resolves.toBe(false);
    await pane.page.locator("#accept-warnings").check();
    await expect(pane.page.locator("#step-system").isVisible()).resolves.toBe(true);
    expect(pane.errors).toEqual([]);
    await pane.page.close();
  });

  test("an HTML-like name shows literally and runs nothing", async () => {
    const pane = await open("en-US");
    const name = HTML_NAME.replace(/ /g, "_"); // h9 names: underscores for spaces
    await pane.page.locator("#paste-box summary").click();
    await pane.page
      .locator("#paste-text")
      .fill(
        `; EV[${HTML_NAME}]\n; TM[60]\n 1 ${name} 1d HU Bp 1 1 0 0 2+/w\n 2 Beta_B 1d HU Bp 0 0 0 0 1-/b\n`,
      );
    await pane.page.locator("#paste-read").click();
    await pane.page.locator("#preview-facts dd").first().waitFor();
    await pane.page.locator("#list-file").check();
    await pane.page.locator("#list-file-input").setInputFiles({
      name: "empty.csv",
      mimeType: "text/csv",
      buffer: Buffer.from("name;rating\nSomebody Else;1500\n"),
    });
    await pane.page.locator("#unmatched li").first().waitFor();
    await expect(pane.page.locator("#unmatched li .name").first().textContent()).resolves.toBe(HTML_NAME);
    expect((await facts(pane))["Event"]).toBe(HTML_NAME);
    expect(await pane.page.locator("main img").count()).toBe(0);
    await pane.page.waitForTimeout(200); // an onerror would have fired by now
    expect(pane.dialogs).toEqual([]);
    await pane.screenshot("injection-html-en");
    expect(pane.errors).toEqual([]);
    await pane.page.close();
  });
});
