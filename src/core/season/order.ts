/**
 * The order a season rates its tournaments in (D140, D141): by the last day, then the first day,
 * then the file's name, so that the same tournaments give the same season in any argument order.
 */
import { msg } from "../../i18n/table";
import { type CalendarDate, compareDates, formatIsoDate } from "../common/date";
import { invalid } from "../common/errors";
import type { SeasonEvent } from "./types";

/** A tournament with the days that place it (D140: one day given is both). */
export interface Dated<E extends SeasonEvent = SeasonEvent> {
  readonly event: E;
  readonly first: CalendarDate;
  readonly last: CalendarDate;
}

/**
 * D140: a tournament's last day is its end date, else its start date (a one-day event); a
 * tournament with neither is refused, naming its file: a season cannot place it.
 */
export function datedEvent<E extends SeasonEvent>(e: E): Dated<E> {
  const last = e.tournament.end ?? e.tournament.start;
  const first = e.tournament.start ?? e.tournament.end;
  if (last === undefined || first === undefined) {
    throw invalid(msg("seasonNoDate", { file: e.file, event: e.tournament.name }));
  }
  return { event: e, first, last };
}

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** D141: last day, first day, file name, tournament name; then as given (identical keys). */
export function seasonOrder<E extends SeasonEvent>(events: readonly E[]): Dated<E>[] {
  return events
    .map((e, i) => ({ d: datedEvent(e), i }))
    .sort(
      (a, b) =>
        compareDates(a.d.last, b.d.last) ||
        compareDates(a.d.first, b.d.first) ||
        byText(a.d.event.file, b.d.event.file) ||
        byText(a.d.event.tournament.name, b.d.event.tournament.name) ||
        a.i - b.i,
    )
    .map((x) => x.d);
}

/** The last day as the season writes it (YYYY-MM-DD). */
export const endOf = (d: Dated): string => formatIsoDate(d.last);
