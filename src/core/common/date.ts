import { type DateReason } from "../../i18n/errors-common";
import { type Subject } from "../../i18n/subject";
import { english, msg } from "../../i18n/table";
import { invalid } from "./errors";

/** A calendar date without time or zone. Months and days are 1-based. */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** The years a date may fall in. */
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 9999;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

function isLeap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeap(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
}

/** A checked date; throws a value error naming `what` (default: the date) for an impossible one. */
export function calendarDate(year: number, month: number, day: number, what?: Subject): CalendarDate {
  if (
    !Number.isInteger(year) ||
    !Number.isInteger(month) ||
    !Number.isInteger(day) ||
    year < FIRST_YEAR ||
    year > LAST_YEAR ||
    month < 1 ||
    month > 12 ||
    day < 1 ||
    day > daysInMonth(year, month)
  ) {
    throw invalid(msg("notCalendarDate", { ...subjectOf(what), date: `${year}-${month}-${day}` }));
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

/**
 * D191: a workbook counts its date serials from one of two days (Excel's "1900 date system" and
 * "1904 date system", a workbook's setting): the same serial is a day 1,462 days (four years
 * and a day) later in a 1904 workbook. Every serial is read and written through
 * {@link fromExcelSerial} and {@link toExcelSerial} with the workbook's system; 1900 where it is
 * not known (a file, the command line, a function called in a workbook without the pane).
 */
export type DateSystem = "1900" | "1904";

/** D191: 1970-01-01's serial in each system (1900: from 1899-12-30 past 1900-02-28; 1904: 1904-01-01 is 0). */
const SERIAL_1970: Readonly<Record<DateSystem, number>> = { "1900": 25_569, "1904": 24_107 };

/** Days between one day's serials in the two systems: DATE(1904,1,1) in a 1900 workbook (D192). */
export const DAYS_1904 = SERIAL_1970["1900"] - SERIAL_1970["1904"];

/** The serials a day from 1900-03-01 to 9999-12-31 has in each system. */
const SERIAL_RANGE: Readonly<Record<DateSystem, readonly [number, number]>> = {
  "1900": [61, 2_958_466],
  "1904": [0, 2_958_466 - DAYS_1904],
};

function excelSerialInRange(serial: number, system: DateSystem): boolean {
  const [first, end] = SERIAL_RANGE[system];
  return Number.isFinite(serial) && serial >= first && serial < end;
}

/**
 * A date from an Excel serial of a workbook in `system` (D191). In the 1900 system serials below
 * 61 fall before Excel's phantom 1900-02-29 and are not accepted: no rating event of interest is
 * that old; the 1904 system begins at 1904-01-01 (serial 0).
 */
export function fromExcelSerial(serial: number, what?: Subject, system: DateSystem = "1900"): CalendarDate {
  if (!excelSerialInRange(serial, system)) {
    throw invalid(msg("badDate", { ...subjectOf(what), value: serial, reason: "notSerial" }));
  }
  return fromDayNumber(Math.floor(serial) - SERIAL_1970[system]);
}

/** The serial of `date` in a workbook of `system` (D191), the inverse of {@link fromExcelSerial}. */
export function toExcelSerial(date: CalendarDate, system: DateSystem = "1900"): number {
  return dayNumber(date) + SERIAL_1970[system];
}

/**
 * A date as it was read: the calendar date, and whether the text gave only the year (`1987`,
 * `1987/00/00`: the year's first day stands for it).
 */
export interface ReadDate {
  readonly date: CalendarDate;
  readonly yearOnly: boolean;
}

/** Why a text is no date (the message `dateReason` says it, continuing `birth date "2010/02/30" …`). */
export interface DateProblem {
  readonly problem: DateReason;
  /** An ambiguous date's two readings, ISO, day first then month first (D67). */
  readonly readings?: readonly [string, string];
}

/**
 * How day-first text is read (D67): `file`, as the files' programs write it, always day first
 * (`05/06/2010` is 5 June); `typed`, what an officer types (an option, a formula's argument, a
 * pane field, a sheet's cell), day first with dots (`01.06.2026`) and with `/` or `-` only where
 * the first number cannot be a month or equals the second — `05/06/2026` is refused as ambiguous.
 */
export type DateOrder = "file" | "typed";

// year first with one separator used twice (`2026-11-22`, `2026/11/22`, `2005. 07. 28.`)
const YEAR_FIRST = /^(\d{4})\s*([-/.])\s*(\d{1,2})\s*\2\s*(\d{1,2})\.?$/;
// day first, as Europe writes it (`24/09/2010`, `28. 07. 2005`, `07-11-2015`)
const DAY_FIRST = /^(\d{1,2})\s*([-/.])\s*(\d{1,2})\s*\2\s*(\d{4})\.?$/;
const YEAR_ALONE = /^\d{4}$/;
// D439: a time of day after the date, as a spreadsheet saves a date cell that holds one
// (`2025-01-19 00:00:00`, ISO's `2025-01-19T00:00:00`, `19.01.2025 0:00`, `2025.01.19. 0:00`),
// with its zone, `Z` (UTC) or an offset (`+01:00`, `+0300`), as a web tool writes a moment
const TIME_OF_DAY = /[ T](\d{1,2}):([0-5]\d)(?::([0-5]\d)(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/;

/**
 * D439: whether a time of day with a zone is no day: with `Z` or an offset only midnight is the
 * day written (a date saved as its first moment); `2025-01-18T23:00:00.000Z` is the local
 * midnight of 19 January in Budapest or Moscow, which the day written would put a day early.
 */
function zonedMoment(time: RegExpExecArray): boolean {
  const [, hour, minute, second, fraction, zone] = time;
  if (zone === undefined) return false;
  return Number(hour) !== 0 || minute !== "00" || (second ?? "00") !== "00" || !/^0*$/.test(fraction ?? "");
}
// English month names as programs print them (`May 10, 2020` in lichess' TRF, `10 May 2020`)
const MONTH_FIRST = /^([a-z]{3,9})\.? (\d{1,2}),? (\d{4})$/i;
const DAY_MONTH = /^(\d{1,2})\.? ([a-z]{3,9})\.?,? (\d{4})$/i;
// prettier-ignore
const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];

/** 1..12 for an English month name or its abbreviation of 3 letters or more (`Sept`), else 0. */
function monthNumber(name: string): number {
  const n = name.toLowerCase();
  return MONTHS.findIndex((full) => full.startsWith(n)) + 1;
}

/**
 * The one date parser (H9, issue 13): every reader, the sheet, the custom functions and the
 * command line read dates through it. Year first (`2026-11-22`, `2026/11/22`, `2026.11.22`),
 * day first (`22/11/2026`, `22. 11. 2026`), with an English month (`May 10, 2020`,
 * `10 May 2020`, `10-May-2020`), the year alone (`1987`), or month and day `00`
 * (`1987/00/00`, TRF's unknown day) giving the year with `yearOnly`; day first as `order` says
 * (D67: `typed` refuses `05/06/2026` as ambiguous, naming both readings); a time of day after it
 * (`2025-01-19 00:00:00`) is the same day, and with `Z` or an offset only at midnight (D439).
 * Undefined for blank text;
 * a problem (never a silent drop) for anything else, an impossible day (`2010/02/30`) included.
 */
export function readDate(text: string, order: DateOrder = "file"): ReadDate | DateProblem | undefined {
  const whole = text.trim();
  if (whole === "") return undefined;
  // D439: the day of a date saved with its time of day; an hour beyond 23 leaves it no date
  const time = whole.length <= 40 ? TIME_OF_DAY.exec(whole) : null;
  if (time !== null && zonedMoment(time)) return { problem: "zoned" };
  const s = time !== null && Number(time[1]) <= 23 ? whole.slice(0, time.index).trim() : whole;
  let y: number, m: number, d: number;
  const ymd = s.length <= 20 ? YEAR_FIRST.exec(s) : null;
  const dmy = ymd === null && s.length <= 20 ? DAY_FIRST.exec(s) : null;
  if (dmy !== null && order === "typed") {
    const ambiguous = ambiguousDay(Number(dmy[4]), Number(dmy[3]), Number(dmy[1]), dmy[2] ?? "");
    if (ambiguous !== null) return ambiguous;
  }
  // D439: Excel's d-mmm-yyyy (`19-Jan-2025`) read as `19 Jan 2025`
  const named = s.length <= 24 ? namedMonth(s.replace(/\s+|-/g, " ")) : null;
  if (ymd) [y, m, d] = [Number(ymd[1]), Number(ymd[3]), Number(ymd[4])];
  else if (dmy) [y, m, d] = [Number(dmy[4]), Number(dmy[3]), Number(dmy[1])];
  else if (YEAR_ALONE.test(s) && s === whole) [y, m, d] = [Number(s), 0, 0];
  else if (named !== null) [y, m, d] = named;
  else return { problem: "notDate" };
  if (y < FIRST_YEAR || y > LAST_YEAR) return { problem: "yearOutside" };
  if (named !== null && m === 0) return { problem: "noSuchMonth" };
  if (m === 0 && d === 0) return { date: { year: y, month: 1, day: 1 }, yearOnly: true };
  if (m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return { problem: "notCalendar" };
  return { date: { year: y, month: m, day: d }, yearOnly: false };
}

/**
 * D67: a typed day-first date with `/` or `-` whose first two numbers could each be the month
 * (both 1..12, unequal) is refused with both readings; with dots it is day first (as Hungary,
 * Russia and the rest of Europe write it, month first never is).
 */
function ambiguousDay(year: number, second: number, first: number, separator: string): DateProblem | null {
  if (separator === "." || first === second || first > 12 || second > 12 || first < 1 || second < 1)
    return null;
  if (year < FIRST_YEAR || year > LAST_YEAR) return null;
  const iso = (month: number, day: number): string => formatIsoDate({ year, month, day });
  return { problem: "ambiguous", readings: [iso(second, first), iso(first, second)] };
}

/** Year, month, day of `May 10, 2020` or `10 May 2020`; null for anything else (a month 0 included). */
function namedMonth(s: string): [number, number, number] | null {
  const a = MONTH_FIRST.exec(s);
  if (a !== null) return [Number(a[3]), monthNumber(a[1] ?? ""), Number(a[2])];
  const b = DAY_MONTH.exec(s);
  if (b !== null) return [Number(b[3]), monthNumber(b[2] ?? ""), Number(b[1])];
  return null;
}

/** Whether `readDate` gave a date. */
export function isReadDate(r: ReadDate | DateProblem | undefined): r is ReadDate {
  return r !== undefined && "date" in r;
}

/**
 * A date cell or argument: an Excel date serial (a number, or the text of a number of 5 to 7
 * digits) of a workbook in `system` (D191), a whole number 1900..9999 as the year alone, or a
 * text `readDate` reads. Undefined when blank.
 */
export function readDateValue(
  value: string | number | boolean | undefined,
  order: DateOrder = "file",
  system: DateSystem = "1900",
): ReadDate | DateProblem | undefined {
  // a whole number 1900..9999 is a year (a "born" column), never the serial of a day in 1905..1927
  if (typeof value === "number" && Number.isInteger(value) && value >= FIRST_YEAR && value <= LAST_YEAR) {
    return readDate(String(value));
  }
  if (typeof value === "number") {
    return excelSerialInRange(value, system)
      ? { date: fromExcelSerial(value, undefined, system), yearOnly: false }
      : { problem: "notSerial" };
  }
  if (typeof value === "boolean") return { problem: "notADate" };
  if (value === undefined) return undefined;
  const t = value.trim();
  // an Excel serial as text (a CSV or a pasted cell), beyond what a year alone is
  if (/^\d{5,7}(?:\.\d{1,15})?$/.test(t)) return readDateValue(Number(t), order, system);
  return readDate(t, order);
}

/**
 * A whole date (not a year alone) of a typed cell or text (D67), a serial in `system` (D191),
 * else null (the caller says why).
 */
export function dayOf(
  value: string | number | boolean | undefined,
  system: DateSystem = "1900",
): CalendarDate | null {
  const r = readDateValue(value, "typed", system);
  return isReadDate(r) && !r.yearOnly ? r.date : null;
}

/**
 * A date argument or option (`what` names it: `Argument on_date`, `--release`): a whole date
 * (a year alone is not one) as an officer types it (D67: `2026-06-01`, `2026. 06. 01.`,
 * `01.06.2026`, `22/11/2026`; `05/06/2026` is refused as ambiguous), else a value error naming
 * what was typed: `what: "…" is not a calendar date`.
 */
export function parseDate(value: string | number, what?: Subject, system: DateSystem = "1900"): CalendarDate {
  const r = readDateValue(value, "typed", system);
  const subject = subjectOf(what);
  if (r === undefined) throw invalid(msg("blankDate", subject));
  const v = typeof value === "number" ? value : value.trim();
  if (!isReadDate(r)) throw invalid(msg("badDate", { ...subject, value: v, ...dateReasonParams(r) }));
  if (r.yearOnly) throw invalid(msg("badDate", { ...subject, value: v, reason: "yearOnly" }));
  return r.date;
}

/** The years a date may have, for the message that says a year is outside them. */
const YEARS = { first: FIRST_YEAR, last: LAST_YEAR } as const;

/** A problem as the date messages' parameters: its reason, the years, an ambiguous date's readings. */
export function dateReasonParams(p: DateProblem): {
  reason: DateReason;
  first: number;
  last: number;
  readings?: readonly [string, string];
} {
  return { reason: p.problem, ...YEARS, ...(p.readings !== undefined ? { readings: p.readings } : {}) };
}

/** Why a text is no date, in English, continuing `birth date "2010/02/30" …` (a reader's diagnostic). */
export function dateProblemText(p: DateProblem): string {
  return english(msg("dateReason", dateReasonParams(p)));
}

/** The optional subject as a message parameter (absent: the message says "date"). */
function subjectOf(what: Subject | undefined): { subject?: Subject } {
  return what === undefined ? {} : { subject: what };
}

export function formatIsoDate(date: CalendarDate): string {
  const pad = (n: number, w: number): string => String(n).padStart(w, "0");
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return dayNumber(a) - dayNumber(b);
}
