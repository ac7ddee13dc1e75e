/**
 * The custom functions' metadata fetched from a second origin (issue 27, D323): Excel on the web
 * fetches functions.json from its own origin, so the add-in's server must send
 * Access-Control-Allow-Origin on it (D199). The stub fetches it from a second server as Excel
 * does; the pane checks its own server's answer and says what Excel cannot do without the header.
 */
import { type Browser, DIST, type Pane, type StaticServer, launch, openPane, serve } from "./harness";

let browser: Browser;
const servers: StaticServer[] = [];

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await Promise.all(servers.map((s) => s.close()));
});

/** The add-in's host (the pane's origin) and Excel's fetch from a second origin, both with or without the header. */
async function hosts(metadataCors: boolean): Promise<{ pane: StaticServer; excel: StaticServer }> {
  const pane = await serve(DIST, { metadataCors });
  const excel = await serve(DIST, { metadataCors });
  servers.push(pane, excel);
  return { pane, excel };
}

/** Waits until both of the pane's probes (the date system's and the metadata's) have answered. */
function probed(pane: Pane): Promise<unknown> {
  return pane.page.waitForFunction(() => document.getElementById("host-notices")?.dataset["probes"] === "2");
}

// FUNCTIONS.md: MGSZ.RANK(1947) → 1k
const SHEETS = [{ name: "S", rows: [["=MGSZ.RANK(1947)"]] }];

test("with the header, the functions load from the second origin and the pane says nothing", async () => {
  const { pane: server, excel } = await hosts(true);
  const pane = await openPane(browser, server, { sheets: SHEETS, metadataFrom: excel });
  await pane.page.locator("#languages button").first().waitFor();
  expect(
    await pane.page.evaluate(
      () =>
        (globalThis as unknown as { __officeStub: { metadataError: unknown } }).__officeStub.metadataError,
    ),
  ).toBeNull();
  expect(await pane.book((b) => b.valuesOf("S", "A1"))).toEqual([["1k"]]);
  await probed(pane); // the box stays hidden
  await expect(pane.page.locator("#host-notices").isHidden()).resolves.toBe(true);
  expect(pane.errors).toEqual([]);
  await pane.page.close();
});

test("without it, Excel on the web loads no function (#NAME?) and the pane says why and what to do", async () => {
  const { pane: server, excel } = await hosts(false);
  const pane = await openPane(browser, server, { sheets: SHEETS, metadataFrom: excel });
  const notice = pane.page.locator("#host-notices");
  await notice.waitFor();
  await expect(notice.textContent()).resolves.toBe(
    "Warning: the server of this add-in sends “functions.json” without the header Access-Control-Allow-Origin, so Excel on the web cannot load the custom functions (their cells show #NAME?). The server's administrator adds it with the configuration for that server in the add-in's folder (.htaccess, web.config, nginx.conf or staticwebapp.config.json).",
  );
  const refused = await pane.page.evaluate(
    () => (globalThis as unknown as { __officeStub: { metadataError: unknown } }).__officeStub.metadataError,
  );
  expect(typeof refused).toBe("string"); // the browser's refusal of the cross-origin answer
  expect(await pane.book((b) => b.valuesOf("S", "A1"))).toEqual([["#NAME?"]]);
  // Chromium's console says the CORS refusal, as Excel on the web's does
  expect(pane.errors.some((e) => e.includes("Access-Control-Allow-Origin"))).toBe(true);
  await pane.page.close();
});

test("in Hungarian, the file Excel loads for Hungarian is the one checked", async () => {
  const { pane: server, excel } = await hosts(false);
  const pane = await openPane(browser, server, {
    displayLanguage: "hu-HU",
    sheets: SHEETS,
    metadataFrom: excel,
  });
  const notice = pane.page.locator("#host-notices");
  await notice.waitFor();
  await expect(notice.textContent()).resolves.toContain("„functions-hu.json”");
  await expect(notice.textContent()).resolves.toContain("Access-Control-Allow-Origin fejléc nélkül");
  await pane.page.close();
});

// D320: the pane's probe of the workbook's date system, DATE(1904,1,1) (D192)
test.each([
  [false, false],
  [true, false],
  [7, true], // an Excel answering neither 1462 nor 0
] as const)("a workbook with date1904 %p: the date system's notice shown %p", async (date1904, shown) => {
  const server = await serve(DIST);
  servers.push(server);
  const pane = await openPane(browser, server, { host: { date1904 } });
  await pane.page.locator("#languages button").first().waitFor();
  await probed(pane);
  const notice = pane.page.locator("#host-notices");
  if (shown) {
    await notice.waitFor();
    await expect(notice.textContent()).resolves.toContain(
      "Warning: the pane could not tell this workbook's date system: Excel gave 7 for DATE(1904,1,1), neither 1462",
    );
    await expect(notice.textContent()).resolves.toContain("as the 1900 date system counts it");
  } else {
    await expect(notice.isHidden()).resolves.toBe(true);
  }
  await pane.page.close();
});
