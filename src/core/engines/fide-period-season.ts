/**
 * FIDE's season: tournaments placed by the season's one order (D140, D141), grouped into rating
 * periods by the month they end (D154), the periods rated in order, the list after one the list
 * before the next, each rated player's rating after the period added to his history (D156), and
 * the unrated players' games carried between them on their rows of the list (D155, D157). What
 * `season --system fide` calls; pure.
 */
import { msg } from "../../i18n/table";
import { type CalendarDate, compareDates, daysInMonth, formatIsoDate } from "../common/date";
import { invalid } from "../common/errors";
import { idKey } from "../common/identity";
import type { Rules } from "../fide/rules";
import { seasonOrder } from "../season/order";
import { SeasonQuestions } from "../season/answers";
import type { SeasonAnswers, SeasonEvent } from "../season/types";
import { type Player, type Tournament, fullName } from "../tournament/model";
import { rateFidePeriod } from "./fide-period";
import { PeriodQuestions } from "./fide-period-ask";
import { PLAIN_ID, periodKey } from "./fide-period-gather";
import type {
  FideCarry,
  FidePeriod,
  FidePeriodListRow,
  FidePeriodResult,
  PeriodAsk,
} from "./fide-period-types";

export interface FideSeasonOptions {
  /** Months per period (D154): 1 (FIDE's since 2012), or another length that divides the year. */
  readonly periodMonths?: number;
  /** Unrated players' games carried from before the season (a previous season's `carry`). */
  readonly carry?: readonly FideCarry[];
  /** One rule set for every period; default each period's own (D150). */
  readonly rules?: Rules;
  /** Keep each game's W and We for the explain view (D176). */
  readonly explain?: boolean;
  /** D261: the officer's answers about the players the list leaves in doubt, by file. */
  readonly answers?: SeasonAnswers;
}

/** A period rated: its result (its list the season's, D156, D157) and the files of its events, in the order rated. */
export interface FideSeasonPeriod extends FidePeriodResult {
  readonly files: readonly string[];
  /** The period's events as read, in the order rated (the explain view names them, D176). */
  readonly tournaments: readonly Tournament[];
}

export interface FideSeasonResult {
  /** The periods that had events, in order. */
  readonly periods: readonly FideSeasonPeriod[];
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

/** A period as the season names it: the month it starts, YYYY-MM (D156). */
export const periodName = (p: FidePeriod): string => formatIsoDate(p.start).slice(0, 7);

/** D157: what carries, read back from the rows of a list that hold a pool. */
export function carryOfList(list: readonly FidePeriodListRow[]): FideCarry[] {
  return list.flatMap((r) =>
    r.pool === undefined || r.pool.length === 0
      ? []
      : [
          {
            key: periodKey(r.pin, r.name, r.firstName),
            ...(r.pin !== undefined ? { pin: r.pin } : {}),
            name: r.name,
            ...(r.firstName !== undefined ? { firstName: r.firstName } : {}),
            events: r.pool,
          },
        ],
  );
}

/**
 * The list after a period as the season keeps it: each row the period rated gets its rating after
 * in its history (D156); each player whose games carry holds them on his row, one not on the list
 * joining it unrated after it (D157), as FIDE's list holds its players without a rating.
 */
function seasonRows(
  before: readonly FidePeriodListRow[],
  r: FidePeriodResult,
  carry: readonly FideCarry[],
): FidePeriodListRow[] {
  const end = formatIsoDate(r.period.end);
  const event = periodName(r.period);
  const pools = new Map(carry.map((c) => [c.key, c]));
  const keyOf = (row: FidePeriodListRow): string => periodKey(row.pin, row.name, row.firstName);
  // D152: a row without a FIDE ID found by name for a player whose file gives one: his key is the ID
  const byName = new Map(
    carry.filter((c) => c.pin !== undefined).map((c) => [periodKey(undefined, c.name, c.firstName), c]),
  );
  // the pools by FIDE ID: a row whose ID is its own key (idKey) is looked up without making its key
  const pooledIds = new Set(carry.flatMap((c) => (c.key.startsWith("id:") ? [c.key.slice(3)] : [])));
  const poolOf = (row: FidePeriodListRow): FideCarry | undefined => {
    const pin = row.pin;
    if (pin !== undefined && PLAIN_ID.test(pin))
      return pooledIds.has(pin) ? pools.get(`id:${pin}`) : undefined;
    return pools.get(keyOf(row)) ?? (idKey(pin) === "" ? byName.get(keyOf(row)) : undefined);
  };
  const rows = r.list.map((row, i) => {
    const rated = i >= before.length || row !== before[i];
    const c = poolOf(row);
    // a row neither rated nor pooled, without a pool, stays as it is (most of FIDE's 1.2 million)
    if (c === undefined && !(rated && row.rating > 0) && row.pool === undefined) return row;
    if (c !== undefined) pools.delete(c.key);
    const next: { -readonly [K in keyof FidePeriodListRow]: FidePeriodListRow[K] } = { ...row };
    if (c !== undefined && c.pin !== undefined && idKey(row.pin) === "") next.pin = c.pin; // read back by it (D157)
    if (rated && row.rating > 0) next.history = [...(row.history ?? []), { end, event, rating: row.rating }];
    if (c !== undefined) next.pool = c.events;
    else delete next.pool; // rated, or his pool disregarded: nothing carries
    return next;
  });
  const joining = [...pools.values()]
    .filter((c) => c.events.length > 0)
    .map((c): FidePeriodListRow => ({
      ...(c.pin !== undefined ? { pin: c.pin } : {}),
      name: c.name,
      ...(c.firstName !== undefined ? { firstName: c.firstName } : {}),
      rating: 0,
      pool: c.events,
    }));
  return [...rows, ...joining];
}

/**
 * D261: a period rated with the officer's answers about its events' players (an answer's line is
 * a row offered first, else the row of the list at that line, D166); the players of a file left
 * unanswered stop the season at that file (SeasonQuestions).
 */
function ratedAnswered<T>(
  events: readonly SeasonEvent[],
  answers: SeasonAnswers | undefined,
  rate: (ask: PeriodAsk) => T,
): T {
  const ask: PeriodAsk = (event, player, question, rows) => {
    const file = (events[event] as SeasonEvent).file;
    const a = answers?.(file, player, question);
    if (a === undefined || a === "new") return a;
    const offered = question.rows.find((r) => r.line === a.line);
    if (offered !== undefined) return offered.index;
    const row = rows.findIndex((e, k) => (e.line ?? k + 1) === a.line);
    const name = fullName((events[event] as SeasonEvent).tournament.players[player] as Player);
    if (row < 0) throw invalid(msg("seasonAnswerNoLine", { file, name, line: a.line }));
    return row;
  };
  try {
    return rate(ask);
  } catch (error) {
    if (!(error instanceof PeriodQuestions)) throw error;
    throw new SeasonQuestions((events[error.event] as SeasonEvent).file, error.asked);
  }
}

/** The last day of the latest period a list's history holds (YYYY-MM-DD), if any. */
function latestHistory(list: readonly FidePeriodListRow[]): string | undefined {
  let latest: string | undefined;
  for (const r of list)
    for (const h of r.history ?? []) if (latest === undefined || h.end > latest) latest = h.end;
  return latest;
}

/**
 * Rates the season: the tournaments in the season's order (D141), grouped by the period their
 * last day falls in, each period from the list the one before left. Throws a RatingError naming
 * the file (no date, D140; a period the list's history already holds, D158) or the event and
 * player (the period's refusals).
 */
export function seasonFide(
  list: readonly FidePeriodListRow[],
  events: readonly SeasonEvent[],
  opts: FideSeasonOptions = {},
): FideSeasonResult {
  const months = opts.periodMonths ?? 1;
  if (!(PERIOD_MONTHS as readonly number[]).includes(months)) {
    throw invalid(msg("fidePeriodLength", { value: months }));
  }
  const latest = latestHistory(list);
  const groups: { period: FidePeriod; events: SeasonEvent[] }[] = [];
  for (const d of seasonOrder(events)) {
    const period = periodOf(d.last, months);
    if (latest !== undefined && formatIsoDate(period.end) <= latest) {
      const { file, tournament } = d.event;
      const end = formatIsoDate(d.last);
      throw invalid(msg("seasonPeriodInList", { file, event: tournament.name, end, latest }));
    }
    const last = groups[groups.length - 1];
    if (last !== undefined && compareDates(last.period.start, period.start) === 0) last.events.push(d.event);
    else groups.push({ period, events: [d.event] });
  }
  const periods: FideSeasonPeriod[] = [];
  let current = list;
  let carry = opts.carry ?? carryOfList(list);
  for (const g of groups) {
    const r = ratedAnswered(g.events, opts.answers, (ask) =>
      rateFidePeriod({
        list: current,
        period: g.period,
        tournaments: g.events.map((e) => e.tournament),
        carry,
        ...(opts.rules !== undefined ? { rules: opts.rules } : {}),
        ...(opts.explain === true ? { explain: true } : {}),
        ask,
        ...(opts.answers !== undefined ? { wholeList: true } : {}),
      }),
    );
    current = seasonRows(current, r, r.carry);
    const tournaments = g.events.map((e) => e.tournament);
    periods.push({ ...r, list: current, files: g.events.map((e) => e.file), tournaments });
    carry = r.carry;
  }
  return { periods, list: current, carry };
}
