/**
 * A CSV rating list's season columns (D143): `Reached once` (the ranks whose threshold a player
 * has reached once, D8) and the history, two columns per tournament, `rating YYYY-MM-DD NAME` and
 * `rank YYYY-MM-DD NAME`, in any of the list's languages (the words of D68). What cannot be read
 * is said and left out; the rest of the row is kept.
 */
import { type CalendarDate, calendarDate, formatIsoDate } from "../../core/common/date";
import type { FideCarriedEvent } from "../../core/engines/fide-period-types";
import { normaliseRank } from "../../core/go/rank";
import { reachedOnceWords } from "../../core/mgsz/promotion";
import type { HistoryEntry } from "../../core/season/types";
import type { DiagnosticSink } from "../../core/tournament/diagnostics";
import { msg } from "../../i18n/table";
import { fileNumber } from "../read-result";

/** The header words of the reached-once column (en, hu, ru), as {@link headerKey} keys them. */
const REACHED_ONCE = new Set(["reachedonce", "egyszerelért", "egyszerelert", "достигнутоодинраз"]);

/** The header words of a FIDE season's columns (D148, D157: en, hu, ru), as {@link headerKey} keys them. */
const FIDE_WORDS = new Map<string, "games" | "highest" | "pool">([
  ["games", "games"],
  ["játszmák", "games"],
  ["партии", "games"],
  ["highest", "highest"],
  ["legmagasabb", "highest"],
  ["наивысший", "highest"],
  ["pool", "pool"],
  ["gyűjtött", "pool"],
  ["накоплено", "pool"],
]);

/** One tournament of the history: its day, name and the columns of its rating and rank. */
export interface HistoryColumn {
  readonly end: string;
  readonly event: string;
  rating?: number;
  rank?: number;
}

/** The season's columns of a list: 0-based indices. */
export interface SeasonColumns {
  readonly reachedOnce?: number;
  readonly games?: number;
  readonly highest?: number;
  readonly pool?: number;
  /** The header's cells, naming a column in a message. */
  readonly header?: readonly string[];
  readonly history: readonly HistoryColumn[];
}

const HISTORY = /^(\S+)\s+(\d{1,4})-(\d{1,2})-(\d{1,2})(?:\s(.*))?$/u;

/**
 * The season's columns a header names; `word` is the list's vocabulary (D68), which says whether
 * a column's first word is a rating or a rank, and `headerKey` how it keys a header cell.
 */
export function seasonColumns(
  header: readonly string[],
  headerLine: number,
  vocabulary: { word: (key: string) => string | undefined; headerKey: (h: string) => string },
  sink: DiagnosticSink,
): SeasonColumns {
  const { word, headerKey } = vocabulary;
  let reachedOnce: number | undefined;
  const fide: { games?: number; highest?: number; pool?: number } = {};
  const byEvent = new Map<string, HistoryColumn>();
  header.forEach((h, i) => {
    if (reachedOnce === undefined && REACHED_ONCE.has(headerKey(h))) reachedOnce = i;
    const f = FIDE_WORDS.get(headerKey(h));
    if (f !== undefined && fide[f] === undefined) fide[f] = i;
    const m = HISTORY.exec(h.trim());
    const kind = m === null ? undefined : word(headerKey(m[1] ?? ""));
    if (m === null || (kind !== "rating" && kind !== "rank")) return;
    let end: string;
    try {
      end = formatIsoDate(calendarDate(Number(m[2]), Number(m[3]), Number(m[4])));
    } catch {
      sink.warning(headerLine, i + 1, msg("seasonHistoryHeader", { column: i + 1, got: h.trim() }));
      return;
    }
    const event = (m[5] ?? "").trim();
    const key = `${end}\u0000${event}`;
    const col = byEvent.get(key) ?? { end, event };
    if (col[kind] === undefined) col[kind] = i;
    byEvent.set(key, col);
  });
  // oldest first; the same day in the header's order
  const history = [...byEvent.values()].sort((a, b) => (a.end < b.end ? -1 : a.end > b.end ? 1 : 0));
  return { ...(reachedOnce !== undefined ? { reachedOnce } : {}), ...fide, header, history };
}

/** A rank cell read (D2's spellings), or a warning naming the cell. */
function rankCell(text: string, line: number, column: number, sink: DiagnosticSink): string | undefined {
  const rank = normaliseRank(text);
  if (rank === null) sink.warning(line, column, msg("seasonBadRank", { column, value: text }));
  return rank ?? undefined;
}

/** What a row of a season's list gives beyond a rating list's row. */
interface SeasonFields {
  reachedOnce?: readonly string[];
  history?: readonly HistoryEntry[];
  games?: number;
  highest?: number;
  pool?: readonly FideCarriedEvent[];
}

/**
 * A row's season fields: the ranks reached once, the history, and a FIDE season's games, highest
 * rating and pool, each cell read or said.
 */
export function seasonFields(
  cells: readonly string[],
  line: number,
  cols: SeasonColumns,
  sink: DiagnosticSink,
): SeasonFields {
  const cell = (i: number | undefined): string => (i === undefined ? "" : (cells[i] ?? "").trim());
  const out: SeasonFields = {};
  const count = (i: number | undefined, quantity: "games" | "fideRating"): number | undefined =>
    i === undefined || cell(i) === ""
      ? undefined
      : fileNumber(
          sink,
          quantity,
          { key: (cols.header?.[i] ?? "").trim() },
          cell(i),
          { line, column: i + 1 },
          "warning",
        );
  const games = count(cols.games, "games");
  if (games !== undefined) out.games = games;
  const highest = count(cols.highest, "fideRating");
  if (highest !== undefined) out.highest = highest;
  if (cols.pool !== undefined && cell(cols.pool) !== "") {
    const pool = readPool(cell(cols.pool));
    if (pool === undefined) {
      const column = cols.pool + 1;
      sink.warning(line, column, msg("seasonBadPool", { column, value: cell(cols.pool) }));
    } else out.pool = pool;
  }
  if (cols.reachedOnce !== undefined) {
    const column = cols.reachedOnce + 1;
    const words = reachedOnceWords(cell(cols.reachedOnce));
    out.reachedOnce = words.flatMap((w) => rankCell(w, line, column, sink) ?? []);
  }
  const history: HistoryEntry[] = [];
  for (const h of cols.history) {
    const text = cell(h.rating);
    if (text === "") continue; // the player did not play this tournament
    const at = { line, column: (h.rating ?? 0) + 1 };
    const rating = fileNumber(
      sink,
      "goRating",
      { word: "rating" },
      text,
      at,
      "warning",
      "rdBadHistoryRating",
    );
    if (rating === undefined) continue;
    const rankText = cell(h.rank);
    const rank = rankText === "" ? undefined : rankCell(rankText, line, (h.rank ?? 0) + 1, sink);
    history.push({ end: h.end, event: h.event, rating, ...(rank !== undefined ? { rank } : {}) });
  }
  if (cols.history.length > 0) out.history = history;
  return out;
}

const POOL_EVENT = /^(\d{4}-\d{2}-\d{2}) (\d{4}-\d{2}-\d{2}|-): (.+)$/u;
const POOL_GAME = /^(\d+(?:\.\d+)?)\/(1|0\.5|0)$/u;

/** An ISO day read, or undefined when it is no calendar date. */
function isoDay(text: string): CalendarDate | undefined {
  const [y, m, d] = text.split("-").map(Number);
  try {
    return calendarDate(y ?? 0, m ?? 0, d ?? 0);
  } catch {
    return undefined;
  }
}

/**
 * D157: a pool as the `Pool` column writes it, one event after another separated by `; `, each
 * `PERIOD DAY: RATING/SCORE …` (the period's first day, the event's last day or `-`).
 */
export function poolText(pool: readonly FideCarriedEvent[]): string {
  return pool
    .map((e) => {
      const games = e.games.map((g) => `${g.opponent ?? 0}/${g.score}`).join(" ");
      return `${e.period} ${e.day === undefined ? "-" : formatIsoDate(e.day)}: ${games}`;
    })
    .join("; ");
}

/** A `Pool` cell read back ({@link poolText}'s form), or undefined when any part of it is not. */
export function readPool(text: string): FideCarriedEvent[] | undefined {
  const out: FideCarriedEvent[] = [];
  for (const part of text.split(";").map((p) => p.trim())) {
    const m = POOL_EVENT.exec(part);
    if (m === null || isoDay(m[1] ?? "") === undefined) return undefined;
    const day = m[2] === "-" ? undefined : isoDay(m[2] ?? "");
    if (m[2] !== "-" && day === undefined) return undefined;
    const games = (m[3] ?? "").split(" ").map((g) => POOL_GAME.exec(g));
    if (games.some((g) => g === null)) return undefined;
    out.push({
      ...(day !== undefined ? { day } : {}),
      games: games.map((g) => ({ opponent: Number(g?.[1]), score: Number(g?.[2]) })),
      period: m[1] ?? "",
    });
  }
  return out;
}
