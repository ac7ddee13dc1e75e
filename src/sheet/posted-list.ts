/**
 * D334: the rating list a post reads, kept through a season's posts instead of read again from
 * the sheet after each (Re-rate the season, src/sheet/season-rerate.ts): the list as
 * `ratingListFromSheet` reads the sheet once a post's blocks are written, made from the list
 * before and what the post wrote. A listed player's row gets the new rating (the newest dated
 * column's), the rank the post wrote (its rank column's, when it wrote one for him) and one more
 * entry of history; the players appended below get a row each, as the reader reads it. Its
 * matcher is kept while no row is added (a post changes no name, ID or federation).
 * test/sheet/post-kept.test.ts checks it against the reader after every post.
 */
import { PlayerMatcher } from "../core/engines/match";
import { normaliseRank } from "../core/go/rank";
import type { RatingListEntry } from "../formats/lists/model";
import type { PlayerOutcome } from "./request";

/** Column indexes (0-based, absolute: A = 0) of a rating list sheet; `headerRow` 0-based too. */
export interface RatingListMapping {
  sheet: string;
  headerRow: number;
  name?: number;
  firstName?: number;
  pin?: number;
  rating: number;
  rank?: number;
  k?: number;
  birth?: number;
  federation?: number;
}

/** A list as a post reads it: its rows (`line`: the sheet row, 1-based) and their matcher. */
export interface PostList {
  readonly entries: readonly RatingListEntry[];
  readonly matcher: PlayerMatcher;
}

/** What a post wrote, as `planPost` decided it. */
export interface PostWritten {
  /** The day of its column (ISO) and the column's header (the day, or the day with "(2)" …). */
  readonly day: string;
  readonly label: string;
  /** Whether it wrote a rank column beside the ratings. */
  readonly withRanks: boolean;
  /** The listed players it wrote, by sheet row (0-based). */
  readonly byRow: ReadonlyMap<number, PlayerOutcome>;
  /** The players appended, from sheet row `firstAppendedRow` (0-based) down. */
  readonly appended: readonly PlayerOutcome[];
  readonly firstAppendedRow: number;
}

const trimmed = (s: string | undefined): string => (s ?? "").trim();

/** The list once `written` is in the sheet (see the module comment). */
export function listAfterPost(list: PostList, mapping: RatingListMapping, written: PostWritten): PostList {
  const { day, label, withRanks } = written;
  const posted = (p: PlayerOutcome, e?: RatingListEntry): Partial<RatingListEntry> => {
    const rating = p.ratingAfter ?? 0;
    const rank = withRanks ? trimmed(p.rankAfter) : "";
    return {
      rating,
      ...(rank !== "" ? { rank: normaliseRank(rank) ?? rank } : {}),
      history: [...(e?.history ?? []), { end: day, event: label, rating }],
    };
  };
  const entries = list.entries.map((e) => {
    const p = written.byRow.get((e.line ?? 0) - 1);
    return p === undefined ? e : { ...e, ...posted(p, e) };
  });
  const cell = (column: number | undefined, value: string): string =>
    column === undefined || column < 0 ? "" : trimmed(value);
  const added: RatingListEntry[] = [];
  written.appended.forEach((p, k) => {
    const name = cell(mapping.name, p.name);
    const pin = cell(mapping.pin, p.pin ?? "");
    if (name === "" && pin === "") return;
    const row = written.firstAppendedRow + k;
    added.push({
      ...(pin !== "" ? { pin } : {}),
      name,
      ...posted(p),
      rating: p.ratingAfter ?? 0,
      line: row + 1,
    });
  });
  if (added.length === 0) return { entries, matcher: list.matcher };
  const all = [...entries, ...added];
  return { entries: all, matcher: new PlayerMatcher(all) };
}
