/**
 * End-to-end harness: the built task pane (dist/) in Debian's headless Chromium, driven by
 * playwright-core (which never downloads a browser of its own), with Office.js replaced by
 * e2e/office-stub.js over the in-memory workbook of test/sheet/fake-workbook.ts.
 *
 *   const server = await serve(DIST);            // dist/ on 127.0.0.1, a free port
 *   const browser = await launch();              // fresh profile, no network but the server
 *   const pane = await openPane(browser, server, { displayLanguage: "hu-HU" });
 *   await pane.screenshot("pane-hu");            // e2e/screenshots/pane-hu.png
 *   const cells = await pane.book((b) => b.valuesOf("Sheet1", "A1:B2"));
 */
import {
  createReadStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
} from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import ts from "typescript";
import type { FakeWorkbook, HostReadings, SheetSeed } from "../test/sheet/fake-workbook";

export const ROOT = path.resolve(__dirname, "..");
export const DIST = path.join(ROOT, "dist");
export const SCREENSHOTS = path.join(ROOT, "e2e", "screenshots");
export const CHROMIUM = process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium";
/** Where the pages load Office.js from; the harness answers with the stub instead. */
export const OFFICE_JS = "https://appsforoffice.microsoft.com/lib/1/hosted/office.js";

/** Flags for a quiet, reproducible browser: no GPU, sandbox, QUIC, sync or background traffic. */
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

// ── Static server ─────────────────────────────────────────────────────────────────────────────

const MIME: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".png": "image/png",
  ".svg": "image/svg+xml",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
};

export interface StaticServer {
  readonly origin: string;
  url(file: string): string;
  close(): Promise<void>;
}

/** The custom functions' metadata files (manifest.xml's Functions.Metadata.Url and its overrides). */
const METADATA_FILE = /^\/functions(-[a-z]{2})?\.json$/;

/**
 * Serves `root` read-only on 127.0.0.1 (a free port); nothing outside `root` is reachable. The
 * metadata files carry `Access-Control-Allow-Origin: *`, as the host configurations and the dev
 * server send it (D199), unless `metadataCors` is false: a host left without them (D323).
 */
export async function serve(root: string, { metadataCors = true } = {}): Promise<StaticServer> {
  const base = path.resolve(root);
  const server: Server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? "/", "http://127.0.0.1").pathname);
    const file = path.resolve(base, `.${pathname === "/" ? "/index.html" : pathname}`);
    if (
      (req.method !== "GET" && req.method !== "HEAD") ||
      !(file === base || file.startsWith(base + path.sep)) ||
      !existsSync(file) ||
      !statSync(file).isFile()
    ) {
      res.writeHead(404, { "content-type": "text/plain" }).end("not found");
      return;
    }
    res.writeHead(200, {
      "content-type": MIME[path.extname(file)] ?? "application/octet-stream",
      "cache-control": "no-store",
      ...(metadataCors && METADATA_FILE.test(pathname) ? { "access-control-allow-origin": "*" } : {}),
    });
    if (req.method === "HEAD") res.end();
    else createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    url: (file) => `${origin}/${file.replace(/^\//, "")}`,
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}

// ── The Office stub script ────────────────────────────────────────────────────────────────────

let stubSource: string | undefined;

/**
 * The script served as office.js: the in-memory workbook (test/sheet/fake-workbook.ts, which
 * imports nothing at run time, transpiled to a function body) followed by e2e/office-stub.js.
 */
export function officeStubScript(): string {
  if (stubSource !== undefined) return stubSource;
  const fakePath = path.join(ROOT, "test", "sheet", "fake-workbook.ts");
  const out = ts.transpileModule(readFileSync(fakePath, "utf8"), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
    fileName: fakePath,
    reportDiagnostics: true,
  });
  if (out.diagnostics !== undefined && out.diagnostics.length > 0) {
    const text = out.diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n")).join("\n");
    throw new Error(`test/sheet/fake-workbook.ts does not transpile:\n${text}`);
  }
  if (/\brequire\(/.test(out.outputText)) {
    throw new Error("test/sheet/fake-workbook.ts must not import anything at run time (it runs in the page)");
  }
  const workbook = `(function () {\nvar exports = {};\nvar module = { exports: exports };\n${out.outputText}\nglobalThis.FakeWorkbookModule = module.exports;\n})();\n`;
  stubSource = `${workbook}\n${readFileSync(path.join(ROOT, "e2e", "office-stub.js"), "utf8")}`;
  return stubSource;
}

// ── Browser ───────────────────────────────────────────────────────────────────────────────────

export interface Browser {
  readonly context: BrowserContext;
  /** Requests to anywhere but the local server and the Office.js URL: aborted, and listed here. */
  readonly blocked: string[];
  close(): Promise<void>;
}

/** Launches Chromium with a fresh user-data-dir that `close()` removes. */
export async function launch(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `No Chromium at ${CHROMIUM}: install Debian's package (apt-get install -y chromium) or set CHROMIUM_PATH`,
    );
  }
  const profile = mkdtempSync(path.join(tmpdir(), "rating-officer-e2e-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_FLAGS,
    viewport: { width: 360, height: 640 }, // about the width of Excel's task pane
    deviceScaleFactor: 1,
    locale: "en-US",
    timezoneId: "Europe/Budapest",
    serviceWorkers: "block",
  });
  return {
    context,
    blocked: [],
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

// ── The pane ──────────────────────────────────────────────────────────────────────────────────

export interface PaneOptions {
  /** The page under dist/ (default taskpane.html). */
  readonly page?: string;
  /** Office's display language, e.g. "en-US", "hu-HU", "ru-RU". */
  readonly displayLanguage?: string;
  readonly sheets?: readonly SheetSeed[];
  readonly names?: readonly string[];
  readonly settings?: Readonly<Record<string, unknown>>;
  /** Whether the task pane starts shown (default true); false: closed, the page still running. */
  readonly taskpaneVisible?: boolean;
  /** The page's clock, fixed (dates the pane fills in, e.g. Post's, then stay the same in screenshots). */
  readonly now?: Date;
  /** Ribbon actions pressed as the page's scripts finish, before Office.onReady (office-stub.js). */
  readonly pressAtLoad?: readonly string[];
  /** Ms before the custom functions' cells have their values, #BUSY! meanwhile (office-stub.js; default 20). */
  readonly calculationDelay?: number;
  /**
   * Where Excel's builds differ, the reading the stub gives (office-stub.js, HostReadings in
   * test/sheet/fake-workbook.ts): an empty cell or slot as null, 0 or "" (D185), a range to a
   * single-value parameter lifted or #VALUE! (D188), the inputs' cap above which a call stays
   * #BUSY! (D190).
   */
  readonly host?: HostReadings;
  /** Office.context.platform (office-stub.js): "PC", "Mac" or "OfficeOnline" (default). */
  readonly platform?: "PC" | "Mac" | "OfficeOnline";
  /** The workbook's custom XML parts as the file brings them (each its XML). */
  readonly xmlParts?: readonly string[];
  /** The settings given are gone when the pane opens (Mac after save and reopen, office-js#6091). */
  readonly settingsLost?: boolean;
  /** "fails": settings.saveAsync fails, as in a read-only or view-mode workbook. */
  readonly saveAsync?: "fails";
  /** The workbook's custom XML parts refuse writes (AccessDenied): read-only or view mode. */
  readonly readOnly?: boolean;
  /**
   * A second server (another origin) Excel fetches functions.json from, as Excel on the web
   * fetches it from its own origin (office-stub.js `metadataUrl`, D323).
   */
  readonly metadataFrom?: StaticServer;
  /**
   * The page's WebAssembly as a host may give it (D443): "main-thread-limit", Chromium's older
   * rule on a page's main thread (a synchronous `new WebAssembly.Module` or `Instance` of a module
   * over 4 KB refused with Chromium's RangeError, the asynchronous API allowed); "none", a host
   * without WebAssembly. Either with `worker: false`, no Web Worker, so the pane's jobs run on its
   * thread (D249).
   */
  readonly wasm?: "main-thread-limit" | "none";
  /** false: the page has no `Worker` (the pane runs its jobs on its own thread, D249). */
  readonly worker?: false;
}

export interface Pane {
  readonly page: Page;
  /**
   * Runs `f` on the page's in-memory workbook, once its custom functions have calculated (no cell
   * reads #BUSY!), and returns its (serialisable) result.
   */
  book<T, A = undefined>(f: (book: FakeWorkbook, arg: A) => T, arg?: A): Promise<Awaited<T>>;
  /** `book` at once, #BUSY! cells and all: the workbook as a read right now would find it. */
  bookNow<T, A = undefined>(f: (book: FakeWorkbook, arg: A) => T, arg?: A): Promise<Awaited<T>>;
  /** Presses a ribbon button (an Office.actions.associate id) and waits for it to complete. */
  runAction(id: string): Promise<void>;
  /** The task pane's visibility and the Office.addin calls made so far (showAsTaskpane, hide). */
  taskpane(): Promise<{ visible: boolean; calls: string[] }>;
  /** Holds every Excel.run before its batch until `release()`: an action stays under way. */
  hold(): Promise<void>;
  release(): Promise<void>;
  /** Saves a full-page screenshot as e2e/screenshots/<name>.png and returns its path. */
  screenshot(name: string): Promise<string>;
  /** Errors the page threw or logged. */
  readonly errors: string[];
}

/** The built pane's server and one browser, shared by a test file's tests. */
export interface Served {
  readonly server: StaticServer;
  readonly browser: Browser;
}

/**
 * Serves the built pane and launches the browser before the calling file's tests, closes both
 * after them; the fields are set once `beforeAll` has run.
 */
export function servedPane(): Served {
  const served = {} as { server: StaticServer; browser: Browser };
  beforeAll(async () => {
    served.server = await serve(DIST);
    served.browser = await launch();
  });
  afterAll(async () => {
    await served.browser?.close();
    await served.server?.close();
  });
  return served;
}

/**
 * Opens a page of `server` in a new tab with Office.js stubbed: the CDN URL is answered with
 * the stub, the local server is let through, and every other request is aborted.
 */
export async function openPane(
  browser: Browser,
  server: StaticServer,
  options: PaneOptions = {},
): Promise<Pane> {
  const page = await browser.context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  await page.route("**/*", async (route) => {
    const url = route.request().url();
    if (url.split("?")[0] === OFFICE_JS) {
      await route.fulfill({
        status: 200,
        contentType: "text/javascript; charset=utf-8",
        body: officeStubScript(),
      });
    } else if (
      url.startsWith(`${server.origin}/`) ||
      (options.metadataFrom !== undefined && url.startsWith(`${options.metadataFrom.origin}/`))
    ) {
      await route.continue();
    } else {
      browser.blocked.push(url);
      await route.abort("blockedbyclient");
    }
  });
  const config = {
    displayLanguage: options.displayLanguage ?? "en-US",
    sheets: options.sheets,
    names: options.names,
    settings: options.settings,
    taskpaneVisible: options.taskpaneVisible ?? true,
    pressAtLoad: options.pressAtLoad,
    calculationDelay: options.calculationDelay,
    host: options.host,
    platform: options.platform,
    xmlParts: options.xmlParts,
    settingsLost: options.settingsLost,
    saveAsync: options.saveAsync,
    readOnly: options.readOnly,
    metadataUrl: options.metadataFrom?.url("functions.json"),
  };
  await page.addInitScript((c) => {
    (globalThis as unknown as { __officeStubConfig: unknown }).__officeStubConfig = c;
  }, config);
  if (options.worker === false)
    await page.addInitScript(() => {
      (globalThis as { Worker?: unknown }).Worker = undefined;
    });
  if (options.wasm !== undefined) await page.addInitScript(wasmReading, options.wasm);
  if (options.now !== undefined) await page.clock.setFixedTime(options.now);
  await page.goto(server.url(options.page ?? "taskpane.html"), { waitUntil: "load" });
  await page.waitForFunction(() => "__officeStub" in globalThis);

  return {
    page,
    errors,
    async book<T, A>(f: (book: FakeWorkbook, arg: A) => T, arg?: A): Promise<Awaited<T>> {
      // The function's source is sent to the page and applied to the stub's workbook there.
      return page.evaluate(
        async ({ source, value }) => {
          const stub = (globalThis as unknown as { __officeStub: { book: { calculated(): Promise<void> } } })
            .__officeStub;
          await stub.book.calculated();
          return (0, eval)(`(${source})`)(stub.book, value) as unknown;
        },
        { source: f.toString(), value: arg },
      ) as Promise<Awaited<T>>;
    },
    async bookNow<T, A>(f: (book: FakeWorkbook, arg: A) => T, arg?: A): Promise<Awaited<T>> {
      return page.evaluate(
        ({ source, value }) => {
          const stub = (globalThis as unknown as { __officeStub: { book: unknown } }).__officeStub;
          return (0, eval)(`(${source})`)(stub.book, value) as unknown;
        },
        { source: f.toString(), value: arg },
      ) as Promise<Awaited<T>>;
    },
    async runAction(id: string): Promise<void> {
      await page.evaluate(async (action) => {
        const stub = (globalThis as unknown as { __officeStub: { runAction(a: string): Promise<unknown> } })
          .__officeStub;
        await stub.runAction(action);
      }, id);
    },
    taskpane() {
      return page.evaluate(() => {
        const t = (
          globalThis as unknown as { __officeStub: { taskpane: { visible: boolean; calls: string[] } } }
        ).__officeStub.taskpane;
        return { visible: t.visible, calls: [...t.calls] };
      });
    },
    hold() {
      return page.evaluate(() =>
        (globalThis as unknown as { __officeStub: { hold(): void } }).__officeStub.hold(),
      );
    },
    release() {
      return page.evaluate(() =>
        (globalThis as unknown as { __officeStub: { release(): void } }).__officeStub.release(),
      );
    },
    async screenshot(name: string): Promise<string> {
      mkdirSync(SCREENSHOTS, { recursive: true });
      const file = path.join(SCREENSHOTS, `${name}.png`);
      // A full-page screenshot lays the page out at its whole height and back: Chromium then
      // reports the scroll at its end until the next layout puts it back where it was, which
      // moved a button between the press and the release of a test's next click (the click
      // lost). The scroll is put back here, so that what follows sees the page as it was.
      const y = await page.evaluate(() => window.scrollY);
      await page.screenshot({ path: file, fullPage: true, animations: "disabled" });
      await page.evaluate((top) => {
        window.scrollTo(0, top);
        document.body.getBoundingClientRect();
      }, y);
      return file;
    },
  };
}

// ── Waiting for the pane, never for time ──────────────────────────────────────────────────────

/**
 * Does `act` (a click, a file picked, a choice) on the element `selector` names and waits for the
 * pane's own signal that the work this started is over: the element's `data-done` count raised
 * by its listener once the handler's promise settled (src/taskpane/dom.ts `listen`). Whatever
 * else is under way, or was before, cannot satisfy it.
 */
export async function whenDone(pane: Pane, selector: string, act: () => Promise<unknown>): Promise<void> {
  const before = Number((await pane.page.locator(selector).getAttribute("data-done")) ?? "0");
  await act();
  await pane.page.waitForFunction(
    ([s, n]) => Number(document.querySelector(s)?.getAttribute("data-done") ?? "0") > n,
    [selector, before] as const,
  );
}

/** Presses the pane's button `#id` and waits until what it started is over. */
export function press(pane: Pane, id: string): Promise<void> {
  return whenDone(pane, `#${id}`, () => pane.page.locator(`#${id}`).click());
}

/**
 * Runs in the page before its scripts (PaneOptions.wasm): WebAssembly taken away, or its
 * synchronous constructors refusing a module of more than 4 KB as Chromium's main thread did, in
 * Chromium's words; the refusals are counted in `__wasmRefused`.
 */
function wasmReading(reading: "main-thread-limit" | "none"): void {
  const g = globalThis as unknown as { WebAssembly?: typeof WebAssembly; __wasmRefused: number };
  g.__wasmRefused = 0;
  if (reading === "none") {
    delete g.WebAssembly;
    return;
  }
  const wasm = g.WebAssembly as typeof WebAssembly;
  const LIMIT = 4096;
  const size = new WeakMap<object, number>();
  const Module = wasm.Module;
  const Instance = wasm.Instance;
  const compile = wasm.compile.bind(wasm);
  function GuardedModule(bytes: BufferSource): WebAssembly.Module {
    if (bytes.byteLength > LIMIT) {
      g.__wasmRefused++;
      throw new RangeError(
        "WebAssembly.Compile is disallowed on the main thread, if the buffer size is larger than 4KB. Use WebAssembly.compile, or compile on a background thread.",
      );
    }
    const m = new Module(bytes);
    size.set(m, bytes.byteLength);
    return m;
  }
  function GuardedInstance(m: WebAssembly.Module, imports?: WebAssembly.Imports): WebAssembly.Instance {
    if ((size.get(m) ?? Infinity) > LIMIT) {
      g.__wasmRefused++;
      throw new RangeError(
        "WebAssembly.Instance is disallowed on the main thread, if the buffer size is larger than 4KB. Use WebAssembly.instantiate.",
      );
    }
    return new Instance(m, imports);
  }
  GuardedModule.prototype = Module.prototype;
  GuardedInstance.prototype = Instance.prototype;
  Object.defineProperty(wasm, "Module", { value: GuardedModule, configurable: true, writable: true });
  Object.defineProperty(wasm, "Instance", { value: GuardedInstance, configurable: true, writable: true });
  // the asynchronous API compiles off the thread: allowed, and the modules it makes may be instantiated
  Object.defineProperty(wasm, "compile", {
    value: async (bytes: BufferSource) => {
      const m = await compile(bytes);
      size.set(m, 0);
      return m;
    },
    configurable: true,
    writable: true,
  });
}

/** Picks `file` in the file input `#id` (the tournament file's by default) and waits until it is read. */
export function pickFile(
  pane: Pane,
  file: Parameters<Page["setInputFiles"]>[1],
  id = "file-input",
): Promise<void> {
  return whenDone(pane, `#${id}`, () => pane.page.locator(`#${id}`).setInputFiles(file));
}

/** A pane opened in English at `now` with `file` picked and its preview shown. */
export async function paneWithFile(
  served: Served,
  file: string,
  now: Date,
  platform?: PaneOptions["platform"],
  more: Pick<PaneOptions, "wasm" | "worker"> = {},
): Promise<Pane> {
  const pane = await openPane(served.browser, served.server, {
    displayLanguage: "en-US",
    now,
    ...(platform !== undefined ? { platform } : {}),
    ...more,
  });
  await pane.page.locator("#languages button").first().waitFor();
  await pickFile(pane, file);
  await pane.page.locator("#preview-facts dd").first().waitFor();
  return pane;
}

/**
 * The tournament sheet step 4 creates from `file` with the pane's defaults, in a pane opened in
 * English at `now` (on `platform`, the stub's default when none): the pane and the new sheet's
 * name (the workbook's second sheet).
 */
export async function createdSheet(
  served: Served,
  file: string,
  now: Date,
  platform?: PaneOptions["platform"],
): Promise<{ pane: Pane; sheet: string }> {
  const pane = await paneWithFile(served, file, now, platform);
  return { pane, sheet: await createSheet(pane) };
}

/** Step 4's Create pressed in a pane already set up: the name of the sheet it made (the book's last). */
export async function createSheet(pane: Pane): Promise<string> {
  await press(pane, "create-sheet");
  const sheet = await pane.book((b) => b.sheets[b.sheets.length - 1]?.name);
  if (sheet === undefined)
    throw new Error(`no sheet: ${await pane.page.locator("#create-result").textContent()}`);
  return sheet;
}

/** The stub's Excel.run calls so far, and those held before their batch (`hold()`). */
export function excelRuns(pane: Pane): Promise<{ runs: number; atGate: number }> {
  return pane.page.evaluate(() => {
    const stub = (globalThis as unknown as { __officeStub: { excelRuns: number; atGate: number } })
      .__officeStub;
    return { runs: stub.excelRuns, atGate: stub.atGate };
  });
}
