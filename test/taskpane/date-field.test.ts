/**
 * The pane's date fields in the pane's language (src/taskpane/date-field.ts): shown in the
 * language's pattern, read back by the one date reader (H9) whatever pattern was typed.
 */
import { dateText, displayDate, isoDay } from "../../src/taskpane/date-field";

const DAY = { year: 2026, month: 11, day: 22 };

test("a date in each language's pattern: en 2026-11-22, hu 2026. 11. 22., ru 22.11.2026", () => {
  expect(dateText(DAY, "en")).toBe("2026-11-22");
  expect(dateText(DAY, "hu")).toBe("2026. 11. 22.");
  expect(dateText(DAY, "ru")).toBe("22.11.2026");
  expect(dateText({ year: 2026, month: 6, day: 1 }, "ru")).toBe("01.06.2026");
});

test("what each language shows is read back as the same day", () => {
  for (const lang of ["en", "hu", "ru"] as const) expect(isoDay(dateText(DAY, lang))).toBe("2026-11-22");
  // as typed by hand: without leading zeros or the final dot
  expect(isoDay("2026.6.1")).toBe("2026-06-01");
  expect(isoDay("1.6.2026")).toBe("2026-06-01");
});

test("no whole date: null, and the text stays as typed", () => {
  for (const text of ["", "2026", "11/22/2026", "31.02.2026", "tomorrow"]) expect(isoDay(text)).toBeNull();
  expect(displayDate("11/22/2026", "hu")).toBe("11/22/2026");
  expect(displayDate("2026-06-01", "ru")).toBe("01.06.2026");
});
