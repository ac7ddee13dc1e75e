/**
 * The season's list from a rating list's rows (any reader's: src/formats/lists, D143), and what
 * changed between two lists (D145), players matched as the engines match them (D60).
 */
import { PlayerMatcher, queryOf } from "../engines/match";
import type { SeasonPlayer } from "./types";

/**
 * A rating list's row as the readers give it (`RatingListEntry` of src/formats fits): a season's
 * player whose reached-once thresholds and history a list may not give.
 */
export type ListRow = Pick<
  SeasonPlayer,
  "pin" | "name" | "firstName" | "federation" | "club" | "rating" | "rank" | "line"
> &
  Partial<Pick<SeasonPlayer, "reachedOnce" | "history">>;

/** The rows as the season's players, in the list's order. */
export function seasonList(rows: readonly ListRow[]): SeasonPlayer[] {
  return rows.map((r) => ({
    ...(r.pin !== undefined && r.pin !== "" ? { pin: r.pin } : {}),
    name: r.name,
    ...(r.firstName !== undefined ? { firstName: r.firstName } : {}),
    ...(r.federation !== undefined ? { federation: r.federation } : {}),
    ...(r.club !== undefined ? { club: r.club } : {}),
    rating: r.rating,
    ...(r.rank !== undefined ? { rank: r.rank } : {}),
    reachedOnce: r.reachedOnce ?? [],
    history: r.history ?? [],
    ...(r.line !== undefined ? { line: r.line } : {}),
  }));
}

/** One player's difference between an old list and a new one (D145). */
export type ListChange =
  | {
      readonly kind: "changed";
      readonly name: string;
      readonly before: number;
      readonly after: number;
      readonly rankBefore: string;
      readonly rankAfter: string;
    }
  | { readonly kind: "added"; readonly name: string; readonly rating: number; readonly rank: string }
  | { readonly kind: "removed"; readonly name: string; readonly rating: number };

const nameOf = (r: ListRow): string => (r.firstName ? `${r.name} ${r.firstName}` : r.name);

/**
 * D145: each player of the new list matched on the old one (PIN, else name: D60), said when his
 * rating or rank differs or when he is new; then the old list's players no new row matched.
 */
export function listChanges(old: readonly ListRow[], now: readonly ListRow[]): ListChange[] {
  const matcher = new PlayerMatcher(
    old,
    now.map((r) => queryOf(r, r.pin)),
  );
  const matched = new Set<number>();
  const out: ListChange[] = [];
  for (const r of now) {
    const m = matcher.match(queryOf(r, r.pin));
    const i = m.kind === "id" || m.kind === "name" ? m.index : undefined;
    const o = i === undefined || matched.has(i) ? undefined : old[i];
    if (o === undefined || i === undefined) {
      out.push({ kind: "added", name: nameOf(r), rating: r.rating, rank: r.rank ?? "" });
      continue;
    }
    matched.add(i);
    if (o.rating !== r.rating || (o.rank ?? "") !== (r.rank ?? "")) {
      out.push({
        kind: "changed",
        name: nameOf(r),
        before: o.rating,
        after: r.rating,
        rankBefore: o.rank ?? "",
        rankAfter: r.rank ?? "",
      });
    }
  }
  old.forEach((o, i) => {
    if (!matched.has(i)) out.push({ kind: "removed", name: nameOf(o), rating: o.rating });
  });
  return out;
}
