import { invalid } from "./errors";

/** A calendar date without time or zone. Months and days are 1-based. */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

function isLeap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeap(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
}

/** A checked date; throws a value error naming `what` for an impossible one. */
export function calendarDate(year: number, month: number, day: number, what = "date"): CalendarDate {
  if (
    !Number.isInteger(year) ||
    !Number.isInteger(month) ||
    !Number.isInteger(day) ||
    year < 1900 ||
    year > 9999 ||
    month < 1 ||
    month > 12 ||
    day < 1 ||
    day > daysInMonth(year, month)
  ) {
    throw invalid(`${what}: ${year}-${month}-${day} is not a calendar date`);
  }
  return { year, month, day };
}

/** Days since 1970-01-01 (proleptic Gregorian), for ordering and differences. */
export function dayNumber(date: CalendarDate): number {
  return Math.round(Date.UTC(date.year, date.month - 1, date.day) / 86_400_000);
}

export function fromDayNumber(days: number): CalendarDate {
  const d = new Date(days * 86_400_000);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** Excel's serial 25569 is 1970-01-01 (serials count from 1899-12-30 past 1900-02-28). */
const EXCEL_EPOCH_OFFSET = 25_569;

/**
 * A date from an Excel serial. Serials below 61 fall before Excel's phantom 1900-02-29 and
 * are not accepted: no rating event of interest is that old.
 */
export function fromExcelSerial(serial: number, what = "date"): CalendarDate {
  if (!Number.isFinite(serial) || serial < 61 || serial > 2_958_465) {
    throw invalid(`${what}: ${serial} is not an Excel date serial between 1900-03-01 and 9999-12-31`);
  }
  return fromDayNumber(Math.floor(serial) - EXCEL_EPOCH_OFFSET);
}

/** Parses `2026-11-22` (also `2026/11/22` and `2026.11.22`, as officers type them). */
export function parseIsoDate(text: string, what = "date"): CalendarDate {
  const m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})\.?$/.exec(text.trim());
  if (m === null) throw invalid(`${what}: "${text}" is not a date (expected YYYY-MM-DD)`);
  return calendarDate(Number(m[1]), Number(m[2]), Number(m[3]), what);
}

export function formatIsoDate(date: CalendarDate): string {
  const pad = (n: number, w: number): string => String(n).padStart(w, "0");
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return dayNumber(a) - dayNumber(b);
}
