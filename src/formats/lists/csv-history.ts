/**
 * A CSV rating list's season columns (D143): `Reached once` (the ranks whose threshold a player
 * has reached once, D8) and the history, two columns per tournament, `rating YYYY-MM-DD NAME` and
 * `rank YYYY-MM-DD NAME`, in any of the list's languages (the words of D68). What cannot be read
 * is said and left out; the rest of the row is kept.
 */
import { calendarDate, formatIsoDate } from "../../core/common/date";
import { normaliseRank } from "../../core/go/rank";
import type { HistoryEntry } from "../../core/season/types";
import type { DiagnosticSink } from "../../core/tournament/diagnostics";
import { msg } from "../../i18n/table";
import { fileNumber } from "../read-result";

/** The header words of the reached-once column (en, hu, ru), as {@link headerKey} keys them. */
const REACHED_ONCE = new Set(["reachedonce", "egyszerelért", "egyszerelert", "достигнутоодинраз"]);

/** One tournament of the history: its day, name and the columns of its rating and rank. */
interface HistoryColumn {
  readonly end: string;
  readonly event: string;
  rating?: number;
  rank?: number;
}

/** The season's columns of a list: 0-based indices. */
export interface SeasonColumns {
  readonly reachedOnce?: number;
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
  const byEvent = new Map<string, HistoryColumn>();
  header.forEach((h, i) => {
    if (reachedOnce === undefined && REACHED_ONCE.has(headerKey(h))) reachedOnce = i;
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
  return { ...(reachedOnce !== undefined ? { reachedOnce } : {}), history };
}

/** A rank cell read (D2's spellings), or a warning naming the cell. */
function rankCell(text: string, line: number, column: number, sink: DiagnosticSink): string | undefined {
  const rank = normaliseRank(text);
  if (rank === null) sink.warning(line, column, msg("seasonBadRank", { column, value: text }));
  return rank ?? undefined;
}

/** A row's season fields: the ranks reached once and the history, each cell read or said. */
export function seasonFields(
  cells: readonly string[],
  line: number,
  cols: SeasonColumns,
  sink: DiagnosticSink,
): { reachedOnce?: readonly string[]; history?: readonly HistoryEntry[] } {
  const cell = (i: number | undefined): string => (i === undefined ? "" : (cells[i] ?? "").trim());
  const out: { reachedOnce?: readonly string[]; history?: readonly HistoryEntry[] } = {};
  if (cols.reachedOnce !== undefined) {
    const column = cols.reachedOnce + 1;
    const words = cell(cols.reachedOnce)
      .split(/[\s,;]+/u)
      .filter((w) => w !== "");
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
