/** The rating list's column mapping in the workbook's settings (src/taskpane/settings.ts). */
import { describeError } from "../../src/sheet/messages";
import { type SettingsLike, isStoredMapping, loadMapping, saveMapping } from "../../src/taskpane/settings";

const KEY = "ratingOfficer.ratingListMapping";

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

const mapping = { sheet: "Ratings", headerRow: 0, name: 0, rating: 2, rank: 3 };

test("a saved mapping is set, saved into the document, and loaded back", async () => {
  const s = fakeSettings();
  await saveMapping(s, KEY, mapping);
  expect(s.saved).toBe(1);
  expect(loadMapping(s, KEY)).toEqual(mapping);
});

test("a failed save rejects with Office's message, after a lead in the pane's language", async () => {
  await expect(saveMapping(fakeSettings(true), KEY, mapping)).rejects.toThrow("read-only document");
  const failed = await saveMapping(fakeSettings(true), KEY, mapping).catch((e: unknown) => e);
  expect(describeError(failed, "hu")).toBe(
    "a munkafüzet nem mentette el a lista oszlopait: read-only document",
  );
  // without Office's text, the lead alone, in the language (never an English fallback)
  const bare = await saveMapping(fakeSettings(true, null), KEY, mapping).catch((e: unknown) => e);
  expect(describeError(bare, "ru")).toBe("книга не сохранила столбцы списка");
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
