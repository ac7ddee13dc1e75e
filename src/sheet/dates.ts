/** The D16 check of the tournament sheet's dates (read by the one date reader, `dayOf`: H9). */
import { weight } from "../core/mahjong/tournament";
import { type CalendarDate, formatIsoDate } from "../core/common/date";
import { RatingError } from "../core/common/errors";
import { type Message, msg } from "../i18n/table";

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
