/**
 * The explain view of a mahjong season (issue 26; D175, D177): for the player the officer names,
 * each release he is on with his level, T5 and rating, and every rated tournament he played
 * before it with NR, KT, the weight W at that release and NR × KT × W, those in T5 marked, and
 * the level history: the level at each tournament's start, the norm it fulfilled, the level
 * after (RULES §3, D18). Every figure is the replay's own (src/core/mahjong/ratinglist.ts), shown
 * to two decimals as the list shows them (R7). Pure.
 */
import { formatIsoDate } from "../common/date";
import { roundHalfAway, toExact } from "../mahjong/exact";
import { formatLevel, levelValue } from "../mahjong/level";
import { playerKey } from "../mahjong/ratinglist";
import { findExplained } from "./explain";
import type { MahjongRelease } from "./mahjong";

/** One rated tournament of the player, as the release weighs it. */
export interface MahjongExplainedTournament {
  readonly end: string;
  readonly event: string;
  readonly place: number;
  readonly participants: number;
  readonly nr: number;
  readonly kt: number;
  /** W at this release (0 after three years). */
  readonly weight: number;
  /** NR × KT × W; null when W is 0. */
  readonly value: number | null;
  /** One of the five T5 is made of (D15). */
  readonly inT5: boolean;
  /** The norm fulfilled, as a level ("2d"); null: none. */
  readonly norm: string | null;
  readonly levelBefore: string;
  readonly levelAfter: string;
}

/** One release of the list for the player. */
export interface MahjongExplainedRelease {
  readonly release: string;
  readonly place: number;
  /** The level published at the release, with its marks, and its EU value. */
  readonly level: string;
  readonly eu: number;
  readonly t5: number;
  readonly rating: number;
  readonly tournaments: readonly MahjongExplainedTournament[];
}

export interface MahjongExplained {
  readonly system: "mahjong";
  readonly name: string;
  readonly releases: readonly MahjongExplainedRelease[];
}

/** The norm fulfilled (a level's index, normOf) as the level's name. */
const normLevel = (norm: number | undefined): string | null =>
  norm === undefined ? null : formatLevel({ index: norm, marks: 0 });

/**
 * The explain view by player key (playerKey: the identity rule's folded name, D60), over the
 * releases; the player's entries are found once per release, so a page can explain every player.
 */
export function mahjongExplainer(
  releases: readonly MahjongRelease[],
): (key: string, name: string) => MahjongExplained {
  const indexes = releases.map((r) => ({
    r,
    byKey: new Map(r.list.entries.map((e) => [playerKey(e.player), e])),
  }));
  return (key, name) => ({
    system: "mahjong",
    name,
    releases: indexes.flatMap(({ r, byKey }) => {
      const e = byKey.get(key);
      if (e === undefined) return [];
      const counted = new Set(e.counted);
      return [
        {
          release: r.release,
          place: e.place,
          level: formatLevel(e.level),
          eu: levelValue(e.level.index),
          t5: roundHalfAway(e.t5),
          rating: roundHalfAway(e.rating),
          tournaments: e.played.map((p) => {
            const t = r.list.tournaments[p.tournament];
            return {
              end: t === undefined ? "" : formatIsoDate(t.lastDay),
              event: t?.name ?? "",
              place: p.place,
              participants: t?.participants ?? 0,
              nr: roundHalfAway(toExact(p.nr)),
              kt: (t?.kt ?? 0) / 100,
              weight: (t?.weight ?? 0) / 100,
              value: p.value === null ? null : roundHalfAway(toExact(p.value)),
              inT5: p.value !== null && counted.has(p.value),
              norm: normLevel(p.norm),
              levelBefore: formatLevel(p.levelBefore),
              levelAfter: formatLevel(p.levelAfter),
            };
          }),
        },
      ];
    }),
  });
}

/** The explain view of the player the officer names (D175), on the last release's list. */
export function explainMahjong(releases: readonly MahjongRelease[], who: string): MahjongExplained {
  const last = releases[releases.length - 1];
  const names = (last?.list.entries ?? []).map((e) => ({ name: e.player }));
  const name = (names[findExplained(names, who)] as { name: string }).name;
  return mahjongExplainer(releases)(playerKey(name), name);
}
