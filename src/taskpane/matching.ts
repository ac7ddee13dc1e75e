/**
 * Step 3 without the DOM: which tournament players a rating list has, and what happens to the
 * others (the fallback the rating system applies). Matching is the engines' own
 * (`PlayerMatcher`: ID first, then the name in any order and spelling), so the preview agrees
 * with the sheet.
 */
import { PlayerMatcher } from "../core/engines/match";
import { fullName } from "../core/tournament/model";
import type { Tournament } from "../core/tournament/model";
import type { RatingListEntry } from "../formats";
import type { SystemName } from "./params";

/** What a player not found on the list starts from. */
export type Fallback =
  | { readonly kind: "rank"; readonly rank: string }
  | { readonly kind: "file"; readonly rating: number }
  /** Mahjong: a player not on the list starts at 12 kyu (R4). */
  | { readonly kind: "mahjong-default" }
  | { readonly kind: "unrated" };

export interface Unmatched {
  /** 1-based, the file's order. */
  readonly no: number;
  readonly name: string;
  /** Several list rows carry the name and nothing tells them apart. */
  readonly ambiguous: number;
  readonly fallback: Fallback;
}

export interface MatchPreview {
  readonly players: number;
  readonly found: number;
  readonly unmatched: readonly Unmatched[];
}

/**
 * The fallback of RULES §1.5 for MGSZ (the declared rank; the file's rating when it has no
 * rank); the file's rating, else unrated, for FIDE; 12 kyu for mahjong (R4).
 */
export function fallbackOf(system: SystemName, p: Tournament["players"][number]): Fallback {
  if (system === "mahjong") return { kind: "mahjong-default" };
  if (system === "mgsz" && p.rank !== undefined && p.rank !== "") return { kind: "rank", rank: p.rank };
  if (p.rating !== undefined) return { kind: "file", rating: p.rating };
  return { kind: "unrated" };
}

/** Finds each player of `t` on `list` and lists the others with their fallback. */
export function previewMatches(
  t: Tournament,
  list: readonly RatingListEntry[],
  system: SystemName,
): MatchPreview {
  const matcher = new PlayerMatcher(list);
  const unmatched: Unmatched[] = [];
  t.players.forEach((p, i) => {
    const id = system === "fide" ? p.fideId : p.egdPin;
    const m = matcher.match({
      ...(id !== undefined ? { id } : {}),
      name: p.name,
      ...(p.firstName !== undefined ? { firstName: p.firstName } : {}),
      ...(p.federation !== undefined ? { federation: p.federation } : {}),
    });
    if (m.kind === "id" || m.kind === "name") return;
    unmatched.push({
      no: i + 1,
      name: fullName(p),
      ambiguous: m.kind === "ambiguous" ? m.indices.length : 0,
      fallback: fallbackOf(system, p),
    });
  });
  return { players: t.players.length, found: t.players.length - unmatched.length, unmatched };
}
