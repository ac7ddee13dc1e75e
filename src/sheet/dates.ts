/** The dates of the tournament sheet's header block and of the files, as the sheet reads them. */
import { weight } from "../core/mahjong/tournament";
import { type CalendarDate, formatIsoDate, fromExcelSerial, parseIsoDate } from "../core/common/date";
import { RatingError } from "../core/common/errors";
import { type Message, msg } from "../i18n/table";

/**
 * A date as the files and the header block give it: ISO text (`2026-03-15`, `2026/03/15`) or a
 * date serial (as Excel makes a typed date); null when it is neither.
 */
export function sheetDate(v: string | number | boolean | undefined): CalendarDate | null {
  try {
    if (typeof v === "number") return fromExcelSerial(v);
    if (typeof v === "string" && v.trim() !== "") return parseIsoDate(v.trim());
  } catch {
    return null;
  }
  return null;
}

/**
 * D16: a tournament whose last day is after the release has no weight. The rule is the core's
 * weight(); its refusal becomes the message naming both dates. Null when the release may stand.
 */
export function releaseBeforeLastDay(last: CalendarDate, release: CalendarDate): Message | null {
  try {
    weight(last, release);
    return null;
  } catch (e) {
    if (!(e instanceof RatingError)) throw e;
    return msg("releaseBeforeLastDay", { release: formatIsoDate(release), lastDay: formatIsoDate(last) });
  }
}
