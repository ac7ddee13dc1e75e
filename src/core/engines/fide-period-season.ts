/**
 * FIDE's season: tournaments grouped into rating periods by the month they end (D154), the periods
 * rated in order, the list after one the list before the next, and the unrated players' games
 * carried between them (D155). What `season --system fide` calls; pure.
 */
import { msg } from "../../i18n/table";
import { type CalendarDate, compareDates, daysInMonth } from "../common/date";
import { invalid } from "../common/errors";
import type { Rules } from "../fide/rules";
import type { Tournament } from "../tournament/model";
import { rateFidePeriod } from "./fide-period";
import type { FideCarry, FidePeriod, FidePeriodListRow, FidePeriodResult } from "./fide-period-types";

export interface FideSeasonOptions {
  /** Months per period (D154): 1 (FIDE's since 2012), or another length that divides the year. */
  readonly periodMonths?: number;
  /** Unrated players' games carried from before the season (a previous season's `carry`). */
  readonly carry?: readonly FideCarry[];
  /** One rule set for every period; default each period's own (D150). */
  readonly rules?: Rules;
}

export interface FideSeasonResult {
  /** The periods that had events, in order. */
  readonly periods: readonly FidePeriodResult[];
  /** The list after the last period (the list given when there was none). */
  readonly list: readonly FidePeriodListRow[];
  /** What carries to the next period. */
  readonly carry: readonly FideCarry[];
}

/** The lengths a period can have: those that divide a year, so periods start on the same months each year. */
export const PERIOD_MONTHS = [1, 2, 3, 4, 6, 12] as const;

/** The period of `periodMonths` months, counted from January, that holds the day. */
export function periodOf(day: CalendarDate, periodMonths: number): FidePeriod {
  const first = Math.floor((day.month - 1) / periodMonths) * periodMonths + 1;
  const last = first + periodMonths - 1;
  return {
    start: { year: day.year, month: first, day: 1 },
    end: { year: day.year, month: last, day: daysInMonth(day.year, last) },
  };
}

/**
 * Rates the season: the tournaments in the order of their last day (then first day, then as
 * given), grouped by the period that day falls in, each period from the list the one before left.
 * Throws a RatingError naming the event (no date) or the event and player (the period's refusals).
 */
export function seasonFide(
  list: readonly FidePeriodListRow[],
  tournaments: readonly Tournament[],
  opts: FideSeasonOptions = {},
): FideSeasonResult {
  const months = opts.periodMonths ?? 1;
  if (!(PERIOD_MONTHS as readonly number[]).includes(months)) {
    throw invalid(msg("fidePeriodLength", { value: months }));
  }
  const dated = tournaments.map((t, i) => {
    const day = t.end ?? t.start;
    if (day === undefined) throw invalid(msg("fidePeriodNoDate", { event: i + 1, name: t.name }));
    return { t, i, day };
  });
  dated.sort((a, b) => {
    const byEnd = compareDates(a.day, b.day);
    if (byEnd !== 0) return byEnd;
    const byStart = compareDates(a.t.start ?? a.day, b.t.start ?? b.day);
    return byStart !== 0 ? byStart : a.i - b.i;
  });
  const groups: { period: FidePeriod; tournaments: Tournament[] }[] = [];
  for (const d of dated) {
    const period = periodOf(d.day, months);
    const last = groups[groups.length - 1];
    if (last !== undefined && compareDates(last.period.start, period.start) === 0) last.tournaments.push(d.t);
    else groups.push({ period, tournaments: [d.t] });
  }
  const periods: FidePeriodResult[] = [];
  let current = list;
  let carry = opts.carry ?? [];
  for (const g of groups) {
    const r = rateFidePeriod({
      list: current,
      period: g.period,
      tournaments: g.tournaments,
      carry,
      ...(opts.rules !== undefined ? { rules: opts.rules } : {}),
    });
    periods.push(r);
    current = r.list;
    carry = r.carry;
  }
  return { periods, list: current, carry };
}
