/**
 * A FIDE rating period's players gathered over its events (src/core/engines/fide-period.ts): each
 * event placed in the period by its last day (D154), its players found on the list at the period's
 * start by the whole-tournament engine's starts and matching (fide-start.ts, match.ts; D151), and
 * one player across events and periods by D152's key.
 */
import { msg } from "../../i18n/table";
import { type CalendarDate, compareDates, formatIsoDate } from "../common/date";
import { RatingError, invalid, mapPlayers, outOfRange } from "../common/errors";
import { idKey, nameKey } from "../common/identity";
import { type FideGame } from "../fide/change";
import { type Player, type Tournament, ratedGames } from "../tournament/model";
import { refuseStartsTaken, startOf } from "./fide-start";
import type { FideNote } from "./fide-types";
import { type MatchQuery, PlayerMatcher, queryOf } from "./match";
import { periodChoices } from "./fide-period-ask";
import { NameRows, sharesAWord } from "./id-name";
import type { FidePeriod, FidePeriodInput, FidePeriodListRow, FidePeriodNote } from "./fide-period-types";

/** One player's share of one event. */
export interface Played {
  readonly event: number;
  readonly player: number;
  readonly day: CalendarDate;
  readonly games: FideGame[];
  /** Each game's round and opponent (index in the event), by position, when explained (D176). */
  readonly seats?: { readonly round: number; readonly opponent: number }[];
}

/** A player of the period, gathered over its events. */
export interface Acc {
  readonly key: string;
  readonly entry: FidePeriodListRow | undefined;
  readonly rating: number | null;
  readonly who: Player;
  readonly played: Played[];
}

/**
 * D152: who a player is across events and periods: the FIDE ID (the list row's, else the file's),
 * else the folded name (D60's key).
 */
export function periodKey(pin: string | undefined, name: string, firstName?: string): string {
  const id = idKey(pin);
  return id !== "" ? `id:${id}` : `name:${nameKey(name, firstName)}`;
}

/** The rule set of a period (D150): FIDE2024 as in force on its last day. */
function withinEvent<T>(event: number, t: Tournament, f: () => T): T {
  try {
    return f();
  } catch (e) {
    if (!(e instanceof RatingError)) throw e;
    const inner = new RatingError(
      e.kind,
      msg("fidePeriodEvent", { event: event + 1, name: t.name, inner: e.text }),
    );
    throw inner;
  }
}

/** The event's last day (its end, else its start), checked to lie within the period (D154). */
function dayOf(t: Tournament, event: number, period: FidePeriod): CalendarDate {
  const day = t.end ?? t.start;
  if (day === undefined) throw invalid(msg("fidePeriodNoDate", { event: event + 1, name: t.name }));
  if (compareDates(day, period.start) < 0 || compareDates(day, period.end) > 0) {
    throw invalid(
      msg("fidePeriodOutside", {
        event: event + 1,
        name: t.name,
        day: formatIsoDate(day),
        start: formatIsoDate(period.start),
        end: formatIsoDate(period.end),
      }),
    );
  }
  return day;
}

/**
 * The list's rows the period's players can be found at by the one identity rule (D60, match.ts):
 * a player with a FIDE ID is found at the first row of that ID, else only among rows without one
 * (a row with another ID is another person), so when every player has an ID, the rows of those
 * IDs and the rows without any give every answer the whole list gives, in the list's order; a
 * player without an ID can be any row, and the whole list is searched. FIDE's list gives every
 * row an ID: a month's events are then matched against a few thousand of its 1.2 million rows,
 * whose names are not folded (README, Performance).
 */
/** An ID that is its own key (idKey): digits without a leading zero. */
export const PLAIN_ID = /^[1-9][0-9]*$/u;

function rowsToSearch(
  list: readonly FidePeriodListRow[],
  queries: readonly MatchQuery[],
  shares?: (row: FidePeriodListRow) => boolean,
): Searched {
  const ids = new Set<string>();
  for (const q of queries) {
    const id = idKey(q.id);
    if (id === "") return { rows: list };
    ids.add(id);
  }
  const rows: FidePeriodListRow[] = [];
  const positions: number[] = [];
  list.forEach((e, i) => {
    const pin = e.pin;
    // D262: a row sharing a word with a player's name is searched too, where the season asks whether it is his
    if (pin !== undefined && !ids.has(pin) && shares?.(e) !== true) {
      if (PLAIN_ID.test(pin)) return; // its own key, not asked for: nothing allocated per row
      const id = idKey(pin);
      if (id !== "" && !ids.has(id)) return;
    }
    rows.push(e);
    positions.push(i);
  });
  return { rows, positions };
}

/** The rows searched, and their positions in the list when they are not the whole list. */
export interface Searched {
  readonly rows: readonly FidePeriodListRow[];
  readonly positions?: readonly number[];
}

/** The period's players, and the list's rows they were searched among. */
export interface Gathered {
  readonly acc: Map<string, Acc>;
  readonly searched: Searched;
}

/** Gathers every player's games of every event, each against the opponent's start (8.52: unrated, null). */
export function gather(input: FidePeriodInput, notes: FidePeriodNote[]): Gathered {
  const acc = new Map<string, Acc>();
  const queries = input.tournaments.flatMap((t) => t.players.map((p) => queryOf(p, p.fideId)));
  // D261: an answer may name any row of the list, so a period with answers searches it whole
  // D262: and the rows sharing a word with a player's name, which his ID's row may not be
  const shares = input.ask === undefined ? undefined : sharesAWord(queries);
  const searched: Searched =
    input.wholeList === true ? { rows: input.list } : rowsToSearch(input.list, queries, shares);
  const rows = searched.rows;
  // one index for the whole period over the rows its players can be (not one per event)
  const matcher = new PlayerMatcher(rows, queries);
  const period = { kind: "period", list: rows, matcher } as const;
  // D262: with answers asked, the same rows by the players' names alone (the ID and the name one row)
  const named = input.ask === undefined ? undefined : new NameRows(rows, queries, false);
  let first = 0;
  input.tournaments.forEach((t, e) => {
    const day = dayOf(t, e, input.period); // names the event itself
    const own = queries.slice(first, (first += t.players.length));
    // D261, D262: the players the list leaves in doubt, answered, else the event's players named
    const asked =
      input.ask === undefined || named === undefined
        ? undefined
        : periodChoices(e, t, own, rows, matcher, named, input.ask);
    withinEvent(e, t, () => {
      const said: FideNote[] = [];
      // D151: the list is the period's: a player it does not have is unrated (the file's rating unused)
      const starts = mapPlayers(t.players, (p, i) => startOf(p, i, period, said, false, asked?.get(i)));
      refuseStartsTaken(t, period.list, starts, asked); // D419
      for (const n of said) {
        const p = t.players[n.player] as Player;
        const key = periodKey(starts[n.player]?.entry?.pin ?? p.fideId, p.name, p.firstName);
        notes.push({ key, text: msg("fidePeriodEvent", { event: e + 1, name: t.name, inner: n.text }) });
      }
      const games: FideGame[][] = t.players.map(() => []);
      const seats =
        input.explain === true ? t.players.map((): { round: number; opponent: number }[] => []) : [];
      for (const g of ratedGames(t)) {
        const s = (g.score ?? 0) / 2;
        games[g.first]?.push({ opponent: starts[g.second]?.rating ?? null, score: s });
        games[g.second]?.push({ opponent: starts[g.first]?.rating ?? null, score: 1 - s });
        seats[g.first]?.push({ round: g.round, opponent: g.second });
        seats[g.second]?.push({ round: g.round, opponent: g.first });
      }
      const seen = new Map<string, number>();
      t.players.forEach((p, i) => {
        const s = starts[i];
        const entry = s?.entry as FidePeriodListRow | undefined;
        if (entry?.k !== undefined && (!Number.isInteger(entry.k) || entry.k < 0 || entry.k > 100)) {
          const subject = { player: i + 1, name: p.name };
          const value = entry.k;
          throw outOfRange(
            msg("outOfRange", { subject, field: "listK", value, min: 0, max: 100, whole: true }),
          );
        }
        const key = periodKey(entry?.pin ?? p.fideId, entry?.name ?? p.name, entry?.firstName ?? p.firstName);
        // D152: two players of one event who are one player to the period would be rated as one
        const other = seen.get(key);
        if (other !== undefined)
          throw invalid(msg("fidePeriodSamePlayer", { a: other + 1, b: i + 1, name: p.name }));
        seen.set(key, i);
        let a = acc.get(key);
        if (a === undefined) {
          a = { key, entry, rating: s?.rating ?? null, who: p, played: [] };
          acc.set(key, a);
        }
        const seated = seats[i];
        a.played.push({
          event: e,
          player: i,
          day,
          games: games[i] ?? [],
          ...(seated ? { seats: seated } : {}),
        });
      });
    });
  });
  return { acc, searched };
}

export const ofWho = (a: Acc): { pin?: string; name: string; firstName?: string } => {
  const pin = a.entry?.pin ?? a.who.fideId;
  const firstName = a.entry !== undefined ? a.entry.firstName : a.who.firstName;
  return {
    ...(pin !== undefined && pin !== "" ? { pin } : {}),
    name: a.entry?.name ?? a.who.name,
    ...(firstName !== undefined ? { firstName } : {}),
  };
};

export const shown = (a: Acc): string => {
  const w = ofWho(a);
  return w.firstName === undefined ? w.name : `${w.name}, ${w.firstName}`;
};

/** A rated player's period: the events at one rating and K, the change rounded once (D10). */
