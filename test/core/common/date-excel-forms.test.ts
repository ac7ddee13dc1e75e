/**
 * D439: a date as a spreadsheet saves a date cell that holds a time of day, and Excel's
 * d-mmm-yyyy, read by the one date reader (H9) as the day they name, in every reader that uses
 * it; a time that is none, or a time after a year alone, stays no date. The expected days are
 * the texts' own.
 */
import { dayOf, formatIsoDate, readDate } from "../../../src/core/common/date";
import { readResultRow } from "../../../src/core/mahjong/result-row";
import { readRatingList } from "../../../src/formats/rating-list";
import type { Language } from "../../../src/i18n/language";
import { msg, render } from "../../../src/i18n/table";

const iso = (text: string): string | undefined => {
  const r = readDate(text, "file");
  return r !== undefined && "date" in r && !r.yearOnly ? formatIsoDate(r.date) : undefined;
};

test.each([
  ["2025-01-19 00:00:00", "2025-01-19"], // LibreOffice Calc's CSV of a date-time cell
  ["2025-01-19T00:00:00", "2025-01-19"], // ISO 8601, as a JSON export writes it
  ["2025-01-19T00:00:00Z", "2025-01-19"],
  ["19.01.2025 0:00", "2025-01-19"], // Russian Excel's CSV of a cell formatted dd.mm.yyyy h:mm
  ["2025.01.19. 0:00", "2025-01-19"], // Hungarian Excel's
  ["2025-01-19 23:59:59.125", "2025-01-19"],
  ["19-Jan-2025", "2025-01-19"], // English Excel's d-mmm-yyyy
])("%s is %s", (text, day) => {
  expect(iso(text)).toBe(day);
  const typed = dayOf(text); // a sheet's cell, typed (D67)
  expect(typed === null ? null : formatIsoDate(typed)).toBe(day);
});

test.each(["2025-01-19 24:00", "2025-01-19 x 10:00", "1987 10:00", "10:00", "19-Jan-25"])(
  "%s is no date",
  (text) => {
    expect(iso(text)).toBeUndefined();
    expect(readDate(text, "file")).toMatchObject({ problem: expect.any(String) });
  },
);

test("a results sheet's last day and a list's birth date saved with a time are read", () => {
  const row = readResultRow(["Anna", "Open", "2025-01-19 00:00:00", "1", "12", "8", ""], 2);
  expect(formatIsoDate(row.lastDay)).toBe("2025-01-19");
  const list = readRatingList("Name;Rating;Born\nAnn;1500;1990-05-01 00:00:00\n");
  expect(list.entries[0]?.born).toEqual({ date: { year: 1990, month: 5, day: 1 }, yearOnly: false });
  expect(list.diagnostics).toEqual([]);
});

describe("D439: a time with Z or an offset is a date only at midnight", () => {
  test.each([
    ["2025-01-19T00:00:00.000Z", "2025-01-19"], // JavaScript's toISOString() of a UTC date
    ["2025-01-19T00:00Z", "2025-01-19"],
    ["2025-01-19T00:00:00+01:00", "2025-01-19"], // a local midnight with its offset (Budapest)
    ["2025-01-19 00:00:00+0300", "2025-01-19"], // Moscow's, without the colon
  ])("%s is %s", (text, day) => {
    expect(iso(text)).toBe(day);
  });

  // a web tool's toISOString() of local midnight, 19 Jan, in Budapest (UTC+1) and Moscow (UTC+3):
  // the day written is 18 Jan, the day meant 19 Jan
  test.each(["2025-01-18T23:00:00.000Z", "2025-01-18T21:00:00Z", "2025-01-19T10:30:00+01:00"])(
    "%s is refused, and the message says to write the date alone",
    (text) => {
      expect(iso(text)).toBeUndefined();
      expect(readDate(text, "file")).toEqual({ problem: "zoned" });
      expect(dayOf(text)).toBeNull();
      const said = (lang: Language): string => render(msg("badDate", { value: text, reason: "zoned" }), lang);
      expect(said("en")).toContain("write the date alone (YYYY-MM-DD)");
      expect(said("hu")).toContain("csak a dátumot írja (ÉÉÉÉ-HH-NN)");
      expect(said("ru")).toContain("напишите только дату (ГГГГ-ММ-ДД)");
    },
  );

  test("a results sheet's last day with a UTC time not midnight is an error at its cell", () => {
    expect(() => readResultRow(["Anna", "Open", "2025-01-18T23:00:00.000Z", "1", "12", "8", ""], 2)).toThrow(
      /2025-01-18T23:00:00\.000Z.*write the date alone/,
    );
  });
});
