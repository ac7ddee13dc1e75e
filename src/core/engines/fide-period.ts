/**
 * A FIDE rating period: FIDE rates periods, not tournaments (RULES §2, §2.2; D10, D150–D155).
 * Every player of the period's events starts from the list at the period's start: each event's
 * games are rated at that same rating and K, K is reduced so that K × n ≤ 700 over the whole
 * period (FIDE2024 8.3.3), and the period's change, K × Σ(W − We) summed over its events, is
 * rounded once (D10). Unrated players' games against rated opponents are pooled across periods
 * (8.3, FIDE2024 7.1.4) and a first rating is published once the rule set's minimum is met;
 * otherwise they carry to the next period. Every rule is the core's (src/core/fide); the starts
 * and the matching are the whole-tournament engine's (fide-start.ts, match.ts). Pure.
 */
import { msg } from "../../i18n/table";
import { type CalendarDate, compareDates, formatIsoDate } from "../common/date";
import { invalid } from "../common/errors";
import { type FideGame, ratePeriod } from "../fide/change";
import { firstRating } from "../fide/initial";
import { kFactor, limitK } from "../fide/kfactor";
import { eventRules, ruleSetText, type Rules } from "../fide/rules";
import { ELITE_FROM, JUNIOR_BELOW, NEW_PLAYER_GAMES } from "../fide/tables";
import { type Acc, type Played, gather, ofWho, shown } from "./fide-period-gather";
import type {
  FideCarriedEvent,
  FideCarry,
  FidePeriod,
  FidePeriodEventLine,
  FidePeriodGameLine,
  FidePeriodInput,
  FidePeriodListRow,
  FidePeriodNote,
  FidePeriodPlayer,
  FidePeriodResult,
} from "./fide-period-types";

/** The rule set of a period (D150): FIDE2024 as in force on its last day. */
export function periodRules(period: FidePeriod): Rules {
  return eventRules({ end: period.end }).rules;
}

function hundredthsOf(x: number): number {
  return Math.round(x * 100);
}

/** K at the period's start (D9, D23; the list's when it gives one) and what was assumed (D151). */
function baseK(
  a: Acc,
  rules: Rules,
  on: CalendarDate,
  assumed: { games: number; highest: number },
): { k: number; source: "list" | "rules" } {
  const rating = a.rating as number;
  const e = a.entry;
  if (e?.k !== undefined) return { k: e.k, source: "list" }; // checked when gathered
  if (e?.games === undefined) assumed.games++;
  if (e?.highest === undefined && rating < ELITE_FROM) assumed.highest++;
  const born = e?.born;
  // as the whole-tournament engine: a year alone decides FIDE2024's junior year, HU2017's only outside the 18th year
  const known =
    born !== undefined &&
    (!born.yearOnly || rules.juniorUntilEndOfYear || on.year !== born.date.year + 18) &&
    compareDates(born.date, on) <= 0;
  const highest = e?.highest;
  const k = kFactor(
    {
      rating,
      games: e?.games ?? NEW_PLAYER_GAMES,
      ...(known ? { birthDate: born.date, on } : {}),
      ...(highest !== undefined
        ? { reached2400: highest >= ELITE_FROM, reached2300: highest >= JUNIOR_BELOW }
        : {}),
    },
    rules,
  );
  return { k, source: "rules" };
}

/** D176: each game of an event with its We as the sum took it (hundredths; null: not rated). */
function gameLines(p: Played, we: readonly (number | null)[]): FidePeriodGameLine[] | undefined {
  return p.seats?.map((s, i) => {
    const g = p.games[i] as FideGame;
    const one = we[i] ?? null;
    return { ...s, opponentRating: g.opponent, w: g.score, we: one === null ? null : one / 100 };
  });
}

function eventLine(rating: number, p: Played, k: number, rules: Rules): FidePeriodEventLine {
  // K × n_event ≤ K × n ≤ the limit: ratePeriod keeps the period's K
  const each: (number | null)[] | undefined = p.seats === undefined ? undefined : [];
  const r = ratePeriod(rating, p.games, k, rules, each);
  const wMinusWe = (hundredthsOf(r.w) - r.we) / 100;
  const lines = each === undefined ? undefined : gameLines(p, each);
  return {
    event: p.event,
    player: p.player,
    games: r.games,
    w: r.w,
    we: r.we / 100,
    wMinusWe,
    change: r.change,
    ...(lines !== undefined ? { lines } : {}),
  };
}

function rateRated(
  a: Acc,
  rules: Rules,
  period: FidePeriod,
  notes: FidePeriodNote[],
  assumed: { games: number; highest: number },
): { result: FidePeriodPlayer; row: FidePeriodListRow } {
  const rating = a.rating as number;
  const all = a.played.flatMap((p) => p.games);
  const n = all.filter((g) => g.opponent !== null).length;
  const base = baseK(a, rules, period.start, assumed);
  const k = limitK(base.k, n, rules); // FIDE2024 8.3.3: K × n ≤ 700 over the period
  if (k < base.k) {
    const max = rules.kTimesGamesMax ?? 0;
    notes.push({
      key: a.key,
      text: msg("fidePeriodKLimited", { name: shown(a), k: base.k, limited: k, games: n, max }),
    });
  }
  const total = ratePeriod(rating, all, k, rules);
  const events = a.played.map((p) => eventLine(rating, p, k, rules));
  const published = total.belowFloor ? null : total.newRating;
  if (total.belowFloor) {
    notes.push({
      key: a.key,
      text: msg("fidePeriodBelowFloor", { name: shown(a), rating: total.newRating, floor: rules.floor ?? 0 }),
    });
  }
  const e = a.entry;
  const row: FidePeriodListRow = {
    ...(e ?? ofWho(a)),
    rating: published ?? 0, // D153: below the floor, listed as unrated
    ...(e?.games !== undefined ? { games: e.games + n } : {}),
    ...(e?.highest !== undefined ? { highest: Math.max(e.highest, published ?? 0) } : {}),
  };
  const result: FidePeriodPlayer = {
    key: a.key,
    ...ofWho(a),
    row: null,
    ratingBefore: rating,
    k,
    kBase: base.k,
    kSource: base.source,
    n,
    events,
    w: total.w,
    we: total.we / 100,
    wMinusWe: (hundredthsOf(total.w) - total.we) / 100,
    changeExact: total.change,
    change: total.rounded,
    ratingAfter: total.newRating,
    published,
    firstRating: null,
  };
  return { result, row };
}

/**
 * An unrated player's period: the games against rated opponents pooled with the carried ones
 * (8.3; FIDE2024 7.1.4, 8.2.1) and a first rating when the rule set's minimum is met; else the
 * pool carries to the next period (D155).
 */
function rateUnrated(
  a: Acc,
  carried: FideCarry | undefined,
  rules: Rules,
  period: FidePeriod,
  notes: FidePeriodNote[],
): { result: FidePeriodPlayer; row: FidePeriodListRow | null; carry: FideCarry | null } {
  const periodIso = formatIsoDate(period.start);
  // D155: an event without a game against a rated opponent is no event of the pool
  const own: FideCarriedEvent[] = [...a.played]
    .sort((x, y) => compareDates(x.day, y.day))
    .map((p) => ({ day: p.day, games: p.games.filter((g) => g.opponent !== null), period: periodIso }))
    .filter((p) => p.games.length > 0);
  const pool = [...(carried?.events ?? []), ...own];
  const fr = firstRating(
    pool.map((p) => p.games),
    rules,
    undefined,
    { dates: pool.map((p) => p.day) },
  );
  const kept = pool.slice(fr.disregarded);
  const name = shown(a);
  const n = a.played.reduce((s, p) => s + p.games.filter((g) => g.opponent !== null).length, 0);
  const w = a.played.reduce(
    (s, p) => s + p.games.reduce((t, g) => t + (g.opponent === null ? 0 : g.score), 0),
    0,
  );
  const published = fr.registered ? fr.rating : null;
  if (published !== null) {
    const periods = new Set(kept.map((p) => p.period)).size;
    notes.push({
      key: a.key,
      text: msg("fidePeriodFirstRating", { name, figure: published, games: fr.games, periods }),
    });
  } else {
    const figure = fr.rating === null ? {} : { figure: fr.rating };
    notes.push({
      key: a.key,
      text: msg("fidePeriodCarried", {
        name,
        games: fr.games,
        needs: fr.minGames,
        floor: fr.floor,
        ...figure,
      }),
    });
  }
  const born = a.entry?.born ?? a.who.born;
  const row: FidePeriodListRow | null =
    published === null
      ? null
      : {
          ...(a.entry ?? ofWho(a)),
          ...(a.entry === undefined && born !== undefined ? { born } : {}),
          ...(a.entry === undefined && a.who.federation !== undefined
            ? { federation: a.who.federation }
            : {}),
          rating: published,
          games: fr.games,
          highest: published,
        };
  const carry: FideCarry | null = published !== null ? null : { key: a.key, ...ofWho(a), events: kept };
  const result: FidePeriodPlayer = {
    key: a.key,
    ...ofWho(a),
    row: null,
    ratingBefore: null,
    k: null,
    kBase: null,
    kSource: null,
    n,
    events: a.played.map((p) => {
      const rated = p.games.filter((g) => g.opponent !== null);
      const pw = rated.reduce((t, g) => t + g.score, 0);
      const lines = gameLines(p, []);
      const line = {
        event: p.event,
        player: p.player,
        games: rated.length,
        w: pw,
        we: 0,
        wMinusWe: 0,
        change: 0,
      };
      return lines === undefined ? line : { ...line, lines };
    }),
    w,
    we: 0,
    wMinusWe: 0,
    changeExact: null,
    change: null,
    ratingAfter: published,
    published,
    firstRating: fr,
  };
  return { result, row, carry };
}

/** Rates one period from the list at its start (D150–D155). Throws a RatingError naming the event and player. */
export function rateFidePeriod(input: FidePeriodInput): FidePeriodResult {
  const { period } = input;
  if (compareDates(period.start, period.end) > 0) {
    throw invalid(
      msg("fidePeriodBadRange", { start: formatIsoDate(period.start), end: formatIsoDate(period.end) }),
    );
  }
  const rules = input.rules ?? periodRules(period);
  const notes: FidePeriodNote[] = [];
  if (input.rules === undefined) {
    notes.push({
      key: null,
      text: msg("fidePeriodRules", { rules: ruleSetText(rules), day: formatIsoDate(period.end) }),
    });
  }
  const { acc, searched } = gather(input, notes);
  const carried = new Map((input.carry ?? []).map((c) => [c.key, c]));
  const assumed = { games: 0, highest: 0 };
  const players: FidePeriodPlayer[] = [];
  const updated = new Map<FidePeriodListRow, { row: FidePeriodListRow; player: number }>();
  const added: FidePeriodListRow[] = [];
  const carry: FideCarry[] = [];
  for (const a of acc.values()) {
    if (a.rating !== null) {
      const { result, row } = rateRated(a, rules, period, notes, assumed);
      if (a.entry !== undefined) updated.set(a.entry, { row, player: players.length });
      players.push(result);
      continue;
    }
    const r = rateUnrated(a, carried.get(a.key), rules, period, notes);
    carried.delete(a.key);
    if (r.row !== null && a.entry !== undefined) updated.set(a.entry, { row: r.row, player: players.length });
    else if (r.row !== null) added.push(r.row);
    if (r.carry !== null) carry.push(r.carry);
    players.push(r.result);
  }
  if (assumed.games > 0) {
    notes.push({
      key: null,
      text: msg("fidePeriodGamesAssumed", { count: assumed.games, games: NEW_PLAYER_GAMES }),
    });
  }
  if (assumed.highest > 0)
    notes.push({ key: null, text: msg("fidePeriodHighestAssumed", { count: assumed.highest }) });
  // the list after: the rows rated replaced in place (their row numbers said), in the list's
  // order, among the rows searched (only those can have been found); first ratings added
  const list = input.list.slice();
  const replace = (e: FidePeriodListRow, i: number): void => {
    const u = updated.get(e);
    if (u === undefined) return;
    players[u.player] = { ...(players[u.player] as FidePeriodPlayer), row: i };
    list[i] = u.row;
  };
  if (updated.size > 0 && searched.positions === undefined) input.list.forEach(replace);
  else if (updated.size > 0)
    searched.positions?.forEach((i) => replace(input.list[i] as FidePeriodListRow, i));
  return {
    period,
    rules,
    players,
    notes,
    list: added.length === 0 ? list : [...list, ...added],
    carry: [...carry, ...carried.values()],
  };
}
