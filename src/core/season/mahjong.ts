/**
 * A mahjong season (RULES §3, issue 26): the rating list at each release date, each the list
 * the results sheet gives on that day (src/core/mahjong/ratinglist.ts, one definition of the
 * release), with each player's change since the previous release. Pure.
 */
import { type ResultRowPlace } from "../../i18n/errors-mahjong-list";
import { type CalendarDate, dayNumber, formatIsoDate } from "../common/date";
import { addExact, roundHalfAway, scaleExact } from "../mahjong/exact";
import { formatLevel } from "../mahjong/level";
import { type RatingList, type RatingListEntry, playerKey, ratingList } from "../mahjong/ratinglist";
import type { ResultRow } from "../mahjong/result-row";

/** A player of a release and what changed since the previous one (null: not on it). */
export interface ReleaseChange {
  readonly player: string;
  readonly place: number;
  readonly placeBefore: number | null;
  /** The level with its marks (D18). */
  readonly level: string;
  readonly levelBefore: string | null;
  /** Ratings to two decimals, as the list shows them (R7). */
  readonly rating: number;
  readonly ratingBefore: number | null;
  /** The exact difference rounded once to two decimals; null for a player new on the list. */
  readonly change: number | null;
}

export interface MahjongRelease {
  /** YYYY-MM-DD. */
  readonly release: string;
  readonly list: RatingList;
  /** One per player of this release, in its order. */
  readonly changes: readonly ReleaseChange[];
}

/** The change of one player between two releases (the previous entry, when he was on it). */
function changeOf(e: RatingListEntry, prev: RatingListEntry | undefined): ReleaseChange {
  return {
    player: e.player,
    place: e.place,
    placeBefore: prev?.place ?? null,
    level: formatLevel(e.level),
    levelBefore: prev === undefined ? null : formatLevel(prev.level),
    rating: roundHalfAway(e.rating),
    ratingBefore: prev === undefined ? null : roundHalfAway(prev.rating),
    change: prev === undefined ? null : roundHalfAway(addExact(e.rating, scaleExact(prev.rating, -1))),
  };
}

/**
 * The list at each release date (oldest first; a date given twice counts once), each player's
 * change since the previous release. Bad rows throw the list's own ResultRowError.
 */
export function mahjongReleases(
  rows: readonly ResultRow[],
  releases: readonly CalendarDate[],
  where: ResultRowPlace = "row",
): MahjongRelease[] {
  const days = [...new Map(releases.map((r) => [dayNumber(r), r])).entries()].sort((a, b) => a[0] - b[0]);
  let previous = new Map<string, RatingListEntry>();
  return days.map(([, release]) => {
    const list = ratingList(rows, release, where);
    const changes = list.entries.map((e) => changeOf(e, previous.get(playerKey(e.player))));
    previous = new Map(list.entries.map((e) => [playerKey(e.player), e]));
    return { release: formatIsoDate(release), list, changes };
  });
}
