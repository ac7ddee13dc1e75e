/**
 * D439: a date as a spreadsheet saves a date cell that holds a time of day, and Excel's
 * d-mmm-yyyy, read by the one date reader (H9) as the day they name, in every reader that uses
 * it; a time that is none, or a time after a year alone, stays no date. The expected days are
 * the texts' own.
 */
import { dayOf, formatIsoDate, readDate } from "../../../src/core/common/date";
import { readResultRow } from "../../../src/core/mahjong/result-row";
import { readRatingList } from "../../../src/formats/rating-list";

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
