/*
 * Office.js as the task pane sees it, over an in-memory workbook, for end-to-end tests in
 * headless Chromium. e2e/harness.ts serves this file (after the transpiled
 * test/sheet/fake-workbook.ts, which defines globalThis.FakeWorkbookModule) in place of
 * https://appsforoffice.microsoft.com/lib/1/hosted/office.js.
 *
 * Configuration, set by the harness before the page loads (globalThis.__officeStubConfig):
 *   displayLanguage  Office's UI language, e.g. "hu-HU" (default "en-US")
 *   sheets, names    the workbook's initial sheets ({ name, rows }) and defined names
 *   settings         the document settings (Office.context.document.settings)
 *   taskpaneVisible  whether the task pane starts shown (default true); false: closed, as when
 *                    a ribbon button runs in the shared runtime with the pane closed
 *   calculationDelay ms after a change before the custom functions' cells have their values
 *                    (default 20); meanwhile they read "#BUSY!", as Excel's do while it
 *                    calculates (the workbook's `holdCalculation()` keeps them so)
 *   pressAtLoad      ribbon action ids pressed the moment the page's scripts have run, before
 *                    Office.onReady resolves: the first click that made Excel load the shared
 *                    runtime. An action not associated by then is lost, as in Excel (OfficeDev/
 *                    office-js issues 5176, 3378, 2744); `firstPresses` records each id's fate
 *                    ("lost", "running", "completed").
 *   host             where Excel's builds differ, the reading given (HostReadings in
 *                    test/sheet/fake-workbook.ts): { emptyArrives: null | 0 | "" } what an empty
 *                    cell or argument slot reaches a custom function as (D185; absent: "" for a
 *                    cell, null for a slot), { rangeToScalar: "value" | "lift" } a range given to
 *                    a single-value parameter (D188), { checkboxes: false } a host without cell
 *                    checkboxes (ExcelApi 1.18, D286: isSetSupported says so, Range.control
 *                    fails), { inputLimit: 5242880 } the 5 MB cap above
 *                    which a call's inputs leave its cell #BUSY! (D190), { date1904: true } a
 *                    workbook in the 1904 date system, which `workbook.functions.date(1904,1,1)`
 *                    tells (0, else 1462; a number: an Excel answering neither, D191, D192)
 *   platform         Office.context.platform and onReady's: "PC", "Mac" or "OfficeOnline" (default)
 *   xmlParts         the workbook's custom XML parts as the file brings them (each its XML)
 *   settingsLost     the settings given are not there when the pane opens, as on Mac after a save
 *                    and reopen (office-js#6091) or on the web for a desktop's (#5206); the
 *                    workbook's parts are
 *   saveAsync        "fails": every settings.saveAsync fails with Office's text (a read-only or
 *                    view-mode workbook; the test handle's `saveAsyncCalls` counts them)
 *   readOnly         the workbook's custom XML parts refuse to be added or set (AccessDenied), as
 *                    in a workbook open read-only or in view mode
 *   metadataUrl      functions.json fetched from this URL of another origin, as Excel on the web
 *                    fetches it from its own (D323): an answer without Access-Control-Allow-Origin
 *                    is refused by the browser and no function is loaded (#NAME?), the refusal
 *                    kept as the test handle's `metadataError`; absent: the pane's own file
 *
 * The workbook is the jest tests' (test/sheet/fake-workbook.ts): its sheets, tables, charts
 * (`worksheet.charts.add` as Excel makes a chart from a range) and selection
 * (`workbook.getSelectedRange()`; a test selects with `book.select(sheet, address)`).
 *
 * The page's test handle is globalThis.__officeStub: the workbook (`book`), the ribbon actions
 * (`runAction(id)`), the custom functions (`functions`; ids associated without metadata in
 * `undeclared`), the settings, `excelRuns`, the task
 * pane's visibility with every Office.addin call (`taskpane`: { visible, calls }), and a gate
 * that holds every Excel.run before its batch (`hold()`, `release()`) so that a test can look at
 * the pane while an action is under way.
 */
/* global document, performance, setTimeout, XMLHttpRequest */
(function () {
  "use strict";
  const g = globalThis;
  const fake = g.FakeWorkbookModule;
  if (fake === undefined) throw new Error("office-stub.js: the in-memory workbook was not loaded first");
  const config = g.__officeStubConfig || {};

  /**
   * The function metadata, as Excel loads it from the manifest's Functions.Metadata.Url (the
   * built functions.json beside the page): it decides how arguments are shaped (a single cell
   * to a matrix parameter arrives as [[v]], a range to a scalar parameter is #VALUE!), and only
   * the functions it declares are registered by CustomFunctions.associate.
   */
  function loadMetadata() {
    const request = new XMLHttpRequest();
    request.open("GET", "functions.json", false); // before any formula is calculated
    request.send();
    if (request.status !== 200) throw new Error(`office-stub.js: functions.json: HTTP ${request.status}`);
    return JSON.parse(request.responseText);
  }
  /**
   * The metadata fetched from another origin (`metadataUrl`), as Excel on the web fetches it from
   * its own: without Access-Control-Allow-Origin the browser refuses the answer, and Excel loads
   * no function (every cell of one is #NAME?), saying nothing to the add-in (D323). The refusal
   * is kept as `metadataError`.
   */
  function loadMetadataFrom(url) {
    const request = new XMLHttpRequest();
    request.open("GET", url, false);
    try {
      request.send();
      if (request.status === 200) return JSON.parse(request.responseText);
      refusedMetadata = `HTTP ${request.status}`;
    } catch (error) {
      refusedMetadata = String(error && error.message ? error.message : error);
    }
    return { functions: [] };
  }
  let refusedMetadata = null;
  const metadata =
    typeof config.metadataUrl === "string" ? loadMetadataFrom(config.metadataUrl) : loadMetadata();
  const declared = new Set(metadata.functions.map((f) => f.id.toUpperCase()));
  const book = new fake.FakeWorkbook({
    sheets: config.sheets,
    names: config.names,
    shapes: fake.shapesOf(metadata),
    // Custom functions calculate asynchronously, as in Excel: #BUSY! until then.
    calculationDelay: typeof config.calculationDelay === "number" ? config.calculationDelay : 20,
    host: config.host || {},
    xmlParts: config.xmlParts,
    readOnly: config.readOnly === true,
  });

  /**
   * The stub's own work on the timeline, apart from ours (D295): each batch applied (`stub:batch`)
   * and each calculation of the workbook (`stub:calculate`) is what Excel does in its own
   * process, while the custom functions it calls (`function:<ID>`) run in the pane's runtime in
   * Excel too (the shared runtime). e2e/long-tasks.e2e.test.ts subtracts the first from each
   * long task and counts the second as ours.
   */
  function timed(name, work) {
    const start = performance.now();
    try {
      return work();
    } finally {
      performance.measure(name, { start });
    }
  }
  for (const method of ["runBatch", "calculateNow"]) {
    const own = book[method].bind(book);
    const name = method === "runBatch" ? "stub:batch" : "stub:calculate";
    book[method] = (...args) => timed(name, () => own(...args));
  }

  const platform = config.platform || "OfficeOnline";
  const info = { host: "Excel", platform };
  const settings = new Map(config.settingsLost === true ? [] : Object.entries(config.settings || {}));
  const actions = new Map();
  const functions = new Map();
  book.functions = functions; // formulas in the workbook call the associated custom functions
  const taskpane = { visible: config.taskpaneVisible !== false, calls: [] };
  // excelRuns: Excel.run calls so far; atGate: those whose batch has not started (held, see hold())
  const stub = {
    book,
    actions,
    functions,
    settings,
    taskpane,
    excelRuns: 0,
    atGate: 0,
    errors: [],
    saveAsyncCalls: 0,
    metadataError: refusedMetadata,
  };
  let gate = Promise.resolve();
  let open = () => {};
  stub.hold = function hold() {
    gate = new Promise((resolve) => (open = resolve));
  };
  stub.release = function release() {
    open();
    gate = Promise.resolve();
  };

  function domReady() {
    if (typeof document === "undefined" || document.readyState !== "loading") return Promise.resolve();
    return new Promise((resolve) =>
      document.addEventListener("DOMContentLoaded", () => resolve(), { once: true }),
    );
  }

  // Registered before any of the page's deferred scripts run, so it fires after they have run
  // and before the onReady handlers below.
  const firstPresses = {};
  stub.firstPresses = firstPresses;
  if (typeof document !== "undefined" && Array.isArray(config.pressAtLoad)) {
    document.addEventListener(
      "DOMContentLoaded",
      () => {
        for (const id of config.pressAtLoad) {
          if (!actions.has(id)) {
            firstPresses[id] = "lost";
            continue;
          }
          firstPresses[id] = "running";
          stub.runAction(id).then(() => (firstPresses[id] = "completed"));
        }
      },
      { once: true },
    );
  }

  const ready = domReady().then(() => {
    if (typeof g.Office.initialize === "function") g.Office.initialize("inserted");
    return info;
  });

  function asyncResult(value) {
    return { status: "succeeded", value, error: null, asyncContext: undefined };
  }

  g.Office = {
    HostType: { Excel: "Excel" },
    PlatformType: { OfficeOnline: "OfficeOnline", PC: "PC", Mac: "Mac" },
    AsyncResultStatus: { Succeeded: "succeeded", Failed: "failed" },
    onReady(callback) {
      return ready.then((result) => {
        if (typeof callback === "function") callback(result);
        return result;
      });
    },
    context: {
      displayLanguage: config.displayLanguage || "en-US",
      contentLanguage: config.displayLanguage || "en-US",
      host: "Excel",
      platform,
      // every set the add-in asks for, but cell checkboxes (ExcelApi 1.18) on a host without them
      requirements: {
        isSetSupported: (name, version) =>
          !(
            name === "ExcelApi" &&
            Number(version) >= 1.18 &&
            config.host &&
            config.host.checkboxes === false
          ),
      },
      document: {
        settings: {
          get: (name) => (settings.has(name) ? settings.get(name) : null),
          set: (name, value) => void settings.set(name, value),
          remove: (name) => void settings.delete(name),
          saveAsync(options, callback) {
            const done = typeof options === "function" ? options : callback;
            stub.saveAsyncCalls++;
            const result =
              config.saveAsync === "fails"
                ? {
                    status: "failed",
                    value: undefined,
                    error: { code: 5009, name: "Permission Denied", message: "The document is read-only." },
                    asyncContext: undefined,
                  }
                : asyncResult(undefined);
            if (typeof done === "function") setTimeout(() => done(result), 0);
          },
        },
      },
    },
    actions: {
      associate(id, fn) {
        actions.set(id, fn);
      },
    },
    addin: {
      showAsTaskpane() {
        taskpane.calls.push("showAsTaskpane");
        taskpane.visible = true;
        return Promise.resolve();
      },
      hide() {
        taskpane.calls.push("hide");
        taskpane.visible = false;
        return Promise.resolve();
      },
      setStartupBehavior: () => Promise.resolve(),
      onVisibilityModeChanged: () => Promise.resolve(() => Promise.resolve()),
    },
  };

  g.OfficeExtension = { Error: fake.FakeOfficeError, config: { extendedErrorLogging: false } };

  g.Excel = {
    /** Excel.run(batch) or Excel.run(object, batch): a fresh context, then a final sync. */
    run(first, second) {
      const batch = typeof first === "function" ? first : second;
      const context = book.context();
      stub.excelRuns++;
      stub.atGate++;
      return gate
        .then(() => {
          stub.atGate--;
          return batch(context);
        })
        .then(async (result) => {
          if (context.pending > 0) await context.sync();
          return result;
        })
        .catch((error) => {
          stub.errors.push(String(error && error.message ? error.message : error));
          throw error;
        });
    },
    CalculationType: { recalculate: "Recalculate", full: "Full", fullRebuild: "FullRebuild" },
    // The chart enums the pane may name (ExcelApi 1.1; the workbook's charts: fake-workbook.ts)
    ChartType: { line: "Line", lineMarkers: "LineMarkers", columnClustered: "ColumnClustered" },
    ChartSeriesBy: { auto: "Auto", columns: "Columns", rows: "Rows" },
    ErrorCodes: {
      generalException: "GeneralException",
      invalidArgument: "InvalidArgument",
      itemAlreadyExists: "ItemAlreadyExists",
      itemNotFound: "ItemNotFound",
    },
  };

  class CustomFunctionsError extends Error {
    constructor(code, message) {
      super(message || "");
      this.code = code;
    }
  }
  /** Registers a function the metadata declares; any other stays unknown (#NAME?), as in Excel. */
  function register(id, fn) {
    const key = String(id).toUpperCase();
    if (declared.has(key)) functions.set(key, (...args) => timed(`function:${key}`, () => fn(...args)));
    else stub.undeclared.push(key);
  }
  stub.undeclared = [];
  g.CustomFunctions = {
    associate(id, fn) {
      if (typeof id === "object" && id !== null) for (const [k, f] of Object.entries(id)) register(k, f);
      else register(id, fn);
    },
    Error: CustomFunctionsError,
    ErrorCode: {
      invalidValue: "#VALUE!",
      notAvailable: "#N/A",
      divisionByZero: "#DIV/0!",
      invalidNumber: "#NUM!",
      nullReference: "#NULL!",
      invalidName: "#NAME?",
      invalidReference: "#REF!",
    },
  };

  /** Presses a ribbon button: runs the associated function and waits for event.completed(). */
  stub.runAction = function runAction(id) {
    const fn = actions.get(id);
    if (fn === undefined) return Promise.reject(new Error(`no action "${id}" is associated`));
    return new Promise((resolve, reject) => {
      try {
        fn({ completed: () => resolve(true), source: { id } });
      } catch (error) {
        reject(error);
      }
    });
  };

  g.__officeStub = stub;
})();
