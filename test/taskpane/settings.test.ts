/**
 * What the pane remembers in a workbook (src/taskpane/settings.ts): the workbook's own part
 * first, the document settings second (D210, D211), a workbook that keeps nothing a warning and
 * never a stop (D212).
 */
import { describe as say } from "../../src/sheet/messages";
import { type SettingsLike, Remembered, isStoredMapping, loadMapping } from "../../src/taskpane/settings";
import { type WorkbookPart, parsePartXml, partXml } from "../../src/taskpane/workbook-part";

const KEY = "ratingOfficer.ratingListMapping";
const OTHER = "identityAnswers";

function fakeSettings(
  fail = false,
  error: { message: string } | null = { message: "read-only document" },
): SettingsLike & { saved: number; values: Map<string, unknown> } {
  const values = new Map<string, unknown>();
  const s = {
    values,
    saved: 0,
    get: (k: string) => (values.has(k) ? values.get(k) : null),
    set: (k: string, v: unknown) => void values.set(k, v),
    saveAsync(cb?: (r: Office.AsyncResult<void>) => void) {
      s.saved++;
      const result = fail ? { status: "failed", error } : { status: "succeeded", error: null };
      setTimeout(() => cb?.(result as unknown as Office.AsyncResult<void>), 0);
    },
  };
  return s;
}

/** The workbook's part: its XML (undefined: none), writes counted, reads or writes failing. */
function fakePart(
  xml: string | undefined,
  fail: { read?: string; write?: string } = {},
): WorkbookPart & { xml: string | undefined; writes: number } {
  const p = {
    xml,
    writes: 0,
    read: () => (fail.read !== undefined ? Promise.reject(new Error(fail.read)) : Promise.resolve(p.xml)),
    write(x: string) {
      if (fail.write !== undefined) return Promise.reject(new Error(fail.write));
      p.writes++;
      p.xml = x;
      return Promise.resolve();
    },
  };
  return p;
}

const mapping = { sheet: "Ratings", headerRow: 0, name: 0, rating: 2, rank: 3 };
const older = { sheet: "Old", headerRow: 1, name: 0, rating: 1 };

test("D211: the workbook's part is read first: settings lost (Mac, office-js#6091) or never seen (web, #5206) change nothing", async () => {
  const part = fakePart(partXml({ [KEY]: mapping }));
  for (const settings of [fakeSettings(), undefined]) {
    const r = new Remembered(part, settings);
    expect(await r.load([KEY, OTHER])).toBeUndefined();
    expect(loadMapping(r, KEY)).toEqual(mapping);
    expect(r.get(OTHER)).toBeUndefined();
  }
  // the part wins over the settings' older copy, and is not rewritten from them
  const settings = fakeSettings();
  settings.set(KEY, older);
  const r = new Remembered(part, settings);
  await r.load([KEY]);
  expect([loadMapping(r, KEY), part.writes]).toEqual([mapping, 0]);
});

test("D211: a workbook without the part is read from its settings and the settings are moved into the part", async () => {
  const settings = fakeSettings();
  settings.set(KEY, mapping);
  settings.set(OTHER, { Kovács: { name: "Kovács Pál", line: 7 } });
  const part = fakePart(undefined);
  const r = new Remembered(part, settings);
  expect(await r.load([KEY, OTHER])).toBeUndefined();
  expect(loadMapping(r, KEY)).toEqual(mapping);
  expect(part.writes).toBe(1);
  expect(parsePartXml(part.xml ?? "")).toEqual({
    [KEY]: mapping,
    [OTHER]: { Kovács: { name: "Kovács Pál", line: 7 } },
  });
  // nothing in the settings either: nothing written
  const empty = fakePart(undefined);
  await new Remembered(empty, fakeSettings()).load([KEY]);
  expect(empty.writes).toBe(0);
});

test("D212: a workbook that cannot keep the moved settings is a warning; they are still read", async () => {
  const settings = fakeSettings();
  settings.set(KEY, mapping);
  const r = new Remembered(fakePart(undefined, { write: "AccessDenied" }), settings);
  const warning = await r.load([KEY]);
  expect(warning === undefined ? "" : say(warning, "en")).toMatch(
    /^Warning: the workbook did not keep this choice \(AccessDenied\)/,
  );
  expect(loadMapping(r, KEY)).toEqual(mapping);
});

test("D212: a part that cannot be read, or is not ours, is a warning and the settings are read", async () => {
  const settings = fakeSettings();
  settings.set(KEY, mapping);
  for (const part of [fakePart(undefined, { read: "GeneralException" }), fakePart("<other>{}</other>")]) {
    const r = new Remembered(part, settings);
    const warning = await r.load([KEY]);
    expect(warning?.code).toBe("rememberNotRead");
    expect(loadMapping(r, KEY)).toEqual(mapping);
  }
  const failed = await new Remembered(fakePart(undefined, { read: "GeneralException" }), settings).load([
    KEY,
  ]);
  expect(failed === undefined ? "" : say(failed, "hu")).toBe(
    "Figyelem: a munkafüzetben őrzött választások nem olvashatók (GeneralException); a panel újra megkérdezi őket.",
  );
});

test("D212: set writes the part and the settings; a failing saveAsync beside a written part is no warning", async () => {
  const part = fakePart(undefined);
  const settings = fakeSettings(true);
  const r = new Remembered(part, settings);
  await r.load([KEY]);
  expect(await r.set(KEY, mapping)).toBeUndefined();
  expect([parsePartXml(part.xml ?? ""), settings.saved, settings.values.get(KEY)]).toEqual([
    { [KEY]: mapping },
    1,
    mapping,
  ]);
});

test("D212: a read-only workbook (part and saveAsync failing) keeps the choice for the pane and warns, never rejects", async () => {
  const r = new Remembered(fakePart(undefined, { write: "AccessDenied" }), fakeSettings(true));
  await r.load([KEY]);
  const warning = await r.set(KEY, mapping);
  expect(warning === undefined ? "" : say(warning, "ru")).toBe(
    "Внимание: книга не сохранила этот выбор (AccessDenied). Он действует, пока панель открыта; книга, открытая только для чтения или для просмотра, ничего не сохраняет: откройте её для редактирования, чтобы выбор сохранился.",
  );
  expect(loadMapping(r, KEY)).toEqual(mapping);
  // where Excel has no part (before ExcelApi 1.5), the failing saveAsync is the warning, Office's text in it
  const settingsOnly = new Remembered(undefined, fakeSettings(true));
  expect((await settingsOnly.set(KEY, mapping))?.params).toEqual({ detail: "read-only document" });
  const bare = new Remembered(undefined, fakeSettings(true, null));
  expect((await bare.set(KEY, mapping))?.params).toEqual({});
  // and a saveAsync that throws instead of calling back is the same warning
  const throwing = {
    ...fakeSettings(),
    saveAsync: () => {
      throw new Error("no settings");
    },
  };
  expect((await new Remembered(undefined, throwing).set(KEY, mapping))?.params).toEqual({
    detail: "no settings",
  });
});

test("before the part is read, the settings answer", () => {
  const settings = fakeSettings();
  settings.set(KEY, mapping);
  expect(loadMapping(new Remembered(fakePart(partXml({})), settings), KEY)).toEqual(mapping);
});

test("nothing stored, or something else stored, loads as no mapping", () => {
  const s = fakeSettings();
  expect(loadMapping(s, KEY)).toBeUndefined();
  for (const bad of [
    "Ratings",
    { sheet: "Ratings", headerRow: 0, rating: 2 }, // neither name nor pin
    { sheet: "Ratings", headerRow: 0, name: 0 }, // no rating
    { sheet: "Ratings", headerRow: -1, name: 0, rating: 2 },
    { sheet: "Ratings", headerRow: 0, name: 0.5, rating: 2 },
    { sheet: 3, headerRow: 0, name: 0, rating: 2 },
  ]) {
    s.set(KEY, bad);
    expect([bad, loadMapping(s, KEY)]).toEqual([bad, undefined]);
  }
  expect(isStoredMapping({ sheet: "L", headerRow: 2, pin: 1, rating: 4, k: 5 })).toBe(true);
});
