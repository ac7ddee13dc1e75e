/**
 * D67: one reading of a typed date for the command line's options (`parseDate`), the custom
 * functions' arguments (the same), the pane's date fields (`isoDay`) and the sheet's cells
 * (`dayOf`): ISO, Hungarian year first with dots, Russian and European day first with dots;
 * with `/` or `-` day first where the first number cannot be a month; `05/06/2026` refused as
 * ambiguous with both readings named, and the text as typed quoted.
 */
import { dayOf, formatIsoDate, parseDate, readDate } from "../../../src/core/common/date";
import { RatingError } from "../../../src/core/common/errors";
import { render } from "../../../src/i18n/table";
import { isoDay } from "../../../src/taskpane/date-field";

/** Each reader's answer: the ISO day, or null when refused. */
function readers(text: string): { option: string | null; pane: string | null; sheet: string | null } {
  let option: string | null;
  try {
    option = formatIsoDate(parseDate(text, { named: "--release" }));
  } catch (e) {
    if (!(e instanceof RatingError)) throw e;
    option = null;
  }
  const sheet = dayOf(text);
  return { option, pane: isoDay(text), sheet: sheet === null ? null : formatIsoDate(sheet) };
}

const same = (iso: string | null) => ({ option: iso, pane: iso, sheet: iso });

test.each([
  ["2026-06-01", "2026-06-01"],
  ["2026.06.01.", "2026-06-01"],
  ["2026. 06. 01.", "2026-06-01"],
  ["2026.6.1", "2026-06-01"],
  ["01.06.2026", "2026-06-01"],
  ["1.6.2026", "2026-06-01"],
  ["01. 06. 2026.", "2026-06-01"],
  ["15.03.2025", "2025-03-15"],
  ["22/11/2026", "2026-11-22"],
  ["22-11-2026", "2026-11-22"],
  ["06/06/2026", "2026-06-06"],
])("%s is %s for the option, the pane and the sheet alike", (text, iso) => {
  expect(readers(text)).toEqual(same(iso));
});

test.each(["05/06/2026", "05-06-2026", "11/22/2026", "31.02.2026", "2026", "tomorrow"])(
  "%s is refused by the option, the pane and the sheet alike",
  (text) => {
    expect(readers(text)).toEqual(same(null));
  },
);

test("an ambiguous date is refused naming what was typed and both readings, in each language", () => {
  expect(readDate("05/06/2026", "typed")).toEqual({
    problem: "ambiguous",
    readings: ["2026-06-05", "2026-05-06"],
  });
  let error: unknown;
  try {
    parseDate("05/06/2026", { named: "--release" });
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(RatingError);
  const text = (error as RatingError).text;
  expect(render(text, "en")).toBe(
    '--release: "05/06/2026" is ambiguous: 2026-06-05 or 2026-05-06? Write it YYYY-MM-DD or DD.MM.YYYY',
  );
  expect(render(text, "hu")).toContain("„05/06/2026” kétértelmű: 2026-06-05 vagy 2026-05-06?");
  expect(render(text, "ru")).toContain("«05/06/2026» — неоднозначно: 2026-06-05 или 2026-05-06?");
});

test("a file's day-first date stays day first (H9): 05/06/2010 in an EGD or TRF file is 5 June", () => {
  expect(readDate("05/06/2010")).toEqual({ date: { year: 2010, month: 6, day: 5 }, yearOnly: false });
});
