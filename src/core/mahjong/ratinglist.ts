/**
 * The whole rating list from a results sheet (RULES §3, D13–D19): one row per player per
 * tournament; every player's evolution replayed in date order, each tournament's KT from the
 * levels its players held at its start, weights, T5 and the rating. Exact inside; rounding is
 * the caller's (display only, R7).
 *
 * Readings of this module (docs/mahjong.md, RATINGLIST, R8–R11):
 * - R8: a player is a name by the one identity rule (D60: the exact name, else letter case,
 *   accents, ё/е, Cyrillic–Latin and the order of the words ignored), each merge of two spellings
 *   said (`merged`); the list shows the spelling of the player's latest tournament. A tournament
 *   is its name (trimmed, inner spaces collapsed, letter case ignored) and last day: the same
 *   name on another day is another tournament.
 * - R10: tournaments after the release date are left out (R5); a tournament with fewer than 12
 *   participants is not rated (D13) and is skipped (its players still appear in the list).
 * - R9: tournaments ending on the same day: every player's level at their start is taken before any
 *   of them counts; a player's results of that day are then applied in tournament-name order.
 * - KT_EU is the mean of the levels of the tournament's rows (the players on the sheet).
 * - R11: order by rating, then T5 (both exact, higher first), then the name (code-point order);
 *   players with exactly equal ratings share a place (1, 2, 2, 4).
 * - "Tournaments" counts a player's rated tournaments with a weight above 0 (the last 3 years).
 */
import { type ResultRowPlace } from "../../i18n/errors-mahjong-list";
import { type Message, msg } from "../../i18n/table";
import { type CalendarDate, calendarDate, dayNumber } from "../common/date";
import { exactName, nameKey } from "../common/identity";
import { type Exact, type Ratio, compareExact, exactToNumber, roundHalfAway } from "./exact";
import { type EvolutionState, NEW_PLAYER, atRelease, atStart, fulfil } from "./evolution";
import { type Level, formatLevel, levelValue, normOf } from "./level";
import { BestFive, rating as ratingOf } from "./rating";
import { MIN_PARTICIPANTS } from "./tables";
import { type ResultColumn, type ResultRow, ResultRowError, SPACES } from "./result-row";
import { coefficient, levelFactorOfSum, normPoints, normRating, weight, weighted } from "./tournament";

/** One line of the rating list. */
export interface RatingListEntry {
  /** Place, shared by exactly equal ratings. */
  readonly place: number;
  readonly player: string;
  /** The level published at the release, with its marks (D18). */
  readonly level: Level;
  readonly t5: Exact;
  readonly rating: Exact;
  /** Rated tournaments with a weight above 0. */
  readonly tournaments: number;
  /** NR × KT × W of the tournaments in T5, best first. */
  readonly counted: readonly Ratio[];
  /** The rated tournaments the player played, oldest first, as the replay rated them (D177). */
  readonly played: readonly PlayedTournament[];
}

/** One rated tournament of a player as the replay went through it (the explain view's, D177). */
export interface PlayedTournament {
  /** Index into the list's `tournaments`. */
  readonly tournament: number;
  readonly place: number;
  readonly nr: Ratio;
  /** NR × KT × W, the very value T5 took (`counted` holds it when it counts); null when W is 0. */
  readonly value: Ratio | null;
  /** The norm fulfilled (an evolution level's index, normOf), if any. */
  readonly norm: number | undefined;
  /** The level at the tournament's start and after its norm (D18). */
  readonly levelBefore: Level;
  readonly levelAfter: Level;
}

/** A tournament as replayed: its coefficient and weight in hundredths (for checks and display). */
export interface ReplayedTournament {
  readonly name: string;
  readonly lastDay: CalendarDate;
  readonly participants: number;
  readonly sessions: number;
  readonly championship: boolean;
  /** KT in hundredths. */
  readonly kt: number;
  /** W in hundredths. */
  readonly weight: number;
  /** Players' keys (see {@link playerKey}) with their places. */
  readonly results: readonly { readonly player: string; readonly place: number }[];
}

export interface RatingList {
  readonly entries: readonly RatingListEntry[];
  readonly tournaments: readonly ReplayedTournament[];
  /** Each spelling counted as a player first seen under another (D60), once, in row order. */
  readonly merged: readonly Message[];
}

/** The key a player is matched by: the folded name of the identity rule (D60). */
export function playerKey(name: string): string {
  return nameKey(name);
}

interface Player {
  key: string;
  name: string;
  /** The exact names seen (D60), the first first. */
  spellings: Set<string>;
  state: EvolutionState;
  best: BestFive;
  tournaments: number;
  played: PlayedTournament[];
}

interface Tournament {
  name: string;
  key: string;
  day: number;
  lastDay: CalendarDate;
  first: ResultRow;
  rows: ResultRow[];
  players: Player[];
  seen: Set<Player>;
}

const cmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** {@link playerKey} without the regular expression when the name has single spaces only. */
function keyOf(name: string): string {
  const t = name.trim();
  return (SPACES.test(t) ? t.replace(/\s+/gu, " ") : t).toLowerCase();
}

function groupTournaments(
  rows: readonly ResultRow[],
  release: CalendarDate,
  where: ResultRowPlace,
  players: Map<string, Player>,
  merged: Message[],
): Tournament[] {
  const releaseDay = dayNumber(release);
  const byKey = new Map<string, Tournament>();
  for (const r of rows) {
    const day = dayNumber(r.lastDay);
    if (day > releaseDay) continue; // R5: not part of this release
    const key = keyOf(r.tournament);
    const id = `${key}\u0000${day}`;
    let t = byKey.get(id);
    if (t === undefined) {
      t = {
        name: r.tournament,
        key,
        day,
        lastDay: r.lastDay,
        first: r,
        rows: [],
        players: [],
        seen: new Set(),
      };
      byKey.set(id, t);
    }
    const f = t.first;
    const column: ResultColumn | undefined =
      r.participants !== f.participants
        ? "participants"
        : r.sessions !== f.sessions
          ? "sessions"
          : r.championship !== f.championship
            ? "championship"
            : undefined;
    if (column !== undefined) {
      const field =
        column === "participants" ? "participants" : column === "sessions" ? "sessions" : "championship";
      throw new ResultRowError("value", r.row, column, where, {
        kind: "differs",
        value: String(r[field]),
        first: String(f[field]),
        tournament: t.name,
        firstRow: f.row,
      });
    }
    const pk = playerKey(r.player);
    const spelt = exactName(r.player);
    let p = players.get(pk);
    if (p === undefined) {
      const spellings = new Set([spelt]);
      p = {
        key: pk,
        name: r.player,
        spellings,
        state: NEW_PLAYER,
        best: new BestFive(),
        tournaments: 0,
        played: [],
      };
      players.set(pk, p);
    } else if (!p.spellings.has(spelt)) {
      // D60: a second spelling of one player, said with the first
      merged.push(msg("idMerged", { first: [...p.spellings][0] ?? "", other: r.player, row: r.row, where }));
      p.spellings.add(spelt);
    }
    if (t.seen.has(p)) {
      throw new ResultRowError("value", r.row, "player", where, {
        kind: "twice",
        player: r.player,
        tournament: t.name,
      });
    }
    t.seen.add(p);
    t.rows.push(r);
    t.players.push(p);
  }
  return [...byKey.values()].sort((a, b) => a.day - b.day || cmp(a.key, b.key));
}

/**
 * The rating list released on `release` from the results `rows` (see the module comment).
 * Bad rows throw a {@link ResultRowError} naming the row (as `where` and `row.row`) and column.
 */
export function ratingList(
  rows: readonly ResultRow[],
  release: CalendarDate,
  where: ResultRowPlace = "row",
): RatingList {
  calendarDate(release.year, release.month, release.day, { argument: "release_date" });
  const players = new Map<string, Player>();
  const merged: Message[] = [];
  const tournaments = groupTournaments(rows, release, where, players, merged);
  const replayed: ReplayedTournament[] = [];
  for (let i = 0; i < tournaments.length;) {
    let j = i;
    while (
      j < tournaments.length &&
      (tournaments[j] as Tournament).day === (tournaments[i] as Tournament).day
    ) {
      j += 1;
    }
    const day = tournaments.slice(i, j);
    // Levels at the start of every tournament of the day, before any of them counts.
    const kts = day.map((t) => {
      let sum = 0;
      for (const p of t.players) {
        p.state = atStart(p.state, t.lastDay);
        sum += levelValue(p.state.level.index);
      }
      if (t.first.participants < MIN_PARTICIPANTS) return undefined; // D13: not rated
      return coefficient({
        sessions: t.first.sessions,
        participants: t.first.participants,
        levelFactor: levelFactorOfSum(sum, t.rows.length),
        championship: t.first.championship,
      });
    });
    day.forEach((t, k) => {
      const kt = kts[k];
      t.rows.forEach((r, m) => ((t.players[m] as Player).name = r.player));
      if (kt === undefined) return;
      const w = weight(t.lastDay, release);
      t.rows.forEach((r, m) => {
        const p = t.players[m] as Player;
        const nr = normRating(r.place, t.first.participants);
        const points = normPoints(nr, kt);
        const levelBefore = p.state.level;
        const norm = normOf(points);
        p.state = fulfil(p.state, norm, t.lastDay);
        const value = w > 0 ? weighted(points, w) : null;
        if (value !== null) {
          p.best.add(value);
          p.tournaments += 1;
        }
        const tournament = replayed.length;
        p.played.push({
          tournament,
          place: r.place,
          nr,
          value,
          norm,
          levelBefore,
          levelAfter: p.state.level,
        });
      });
      replayed.push({
        name: t.name,
        lastDay: t.lastDay,
        participants: t.first.participants,
        sessions: t.first.sessions,
        championship: t.first.championship,
        kt,
        weight: w,
        results: t.rows.map((r, m) => ({ player: (t.players[m] as Player).key, place: r.place })),
      });
    });
    i = j;
  }
  const entries = [...players.values()].map((p) => {
    const level = atRelease(p.state, release).level;
    const t5 = p.best.t5();
    return {
      player: p.name,
      // R11: ties by the name as written (case aside), not by the identity key
      key: keyOf(p.name),
      level,
      t5,
      rating: ratingOf(level.index, t5),
      tournaments: p.tournaments,
      counted: p.best.values,
      played: p.played,
      approx: 0,
    };
  });
  for (const e of entries) e.approx = exactToNumber(e.rating);
  entries.sort(
    (a, b) =>
      (Math.abs(a.approx - b.approx) > 1e-6 * Math.max(1, Math.abs(a.approx)) ? b.approx - a.approx : 0) ||
      compareExact(b.rating, a.rating) ||
      compareExact(b.t5, a.t5) ||
      cmp(a.key, b.key) ||
      cmp(a.player, b.player),
  );
  let place = 0;
  const out: RatingListEntry[] = entries.map((e, i) => {
    const prev = entries[i - 1];
    if (prev === undefined || compareExact(prev.rating, e.rating) !== 0) place = i + 1;
    return {
      place,
      player: e.player,
      level: e.level,
      t5: e.t5,
      rating: e.rating,
      tournaments: e.tournaments,
      counted: e.counted,
      played: e.played,
    };
  });
  return { entries: out, tournaments: replayed, merged };
}

/** The header of the list as the function spills it and the command line prints it. */
export const RATING_LIST_HEADER = ["Place", "Player", "Level", "T5", "Rating", "Tournaments"] as const;

/** The list for display: level in short form with marks, T5 and rating to two decimals (R7). */
export function displayRows(list: RatingList): [number, string, string, number, number, number][] {
  return list.entries.map((e) => [
    e.place,
    e.player,
    formatLevel(e.level),
    roundHalfAway(e.t5),
    roundHalfAway(e.rating),
    e.tournaments,
  ]);
}
