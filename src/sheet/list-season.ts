/**
 * The season the rating-list sheet holds (D104, D105), in the season's model, for the season page
 * (src/formats/season-html.ts) the pane publishes: the list before its dated columns, the list
 * now, and a step per tournament of its history. Pure.
 */
import type { SeasonChange, SeasonOutline, SeasonPlayer, SeasonStepOutline } from "../core/season/types";
import type { SheetHistory, SheetHistoryPlayer } from "./list-history";

/** What `seasonPage` takes besides its language. */
export interface SheetSeason {
  readonly before: readonly SeasonPlayer[];
  readonly result: SeasonOutline;
}

const seasonPlayer = (p: SheetHistoryPlayer, rating: number, rank: string | undefined): SeasonPlayer => ({
  ...(p.pin !== undefined ? { pin: p.pin } : {}),
  name: p.name,
  rating,
  ...(rank !== undefined ? { rank } : {}),
  reachedOnce: [],
  history: p.history,
});

/**
 * D104, D105: the players with a rating before the dated columns first, in the sheet's order (the
 * list before), then those without one (new on the list), each now at his newest rating; a step
 * per day and tournament name of the history, oldest first, with the change of each player who
 * has a rating in it from the one he held before it.
 */
export function sheetSeason(history: SheetHistory): SheetSeason {
  const listed = history.players.filter((p) => p.base !== undefined);
  const added = history.players.filter((p) => p.base === undefined);
  const order = [...listed, ...added];
  const steps = new Map<string, { end: string; event: string; changes: SeasonChange[] }>();
  for (const p of order) {
    let held = p.base;
    for (const h of p.history) {
      const key = `${h.end}\u0000${h.event}`;
      const step = steps.get(key) ?? { end: h.end, event: h.event, changes: [] };
      step.changes.push({
        name: p.name,
        id: p.pin ?? null,
        before: held?.rating ?? h.rating,
        after: h.rating,
        rankBefore: held?.rank ?? "",
        rankAfter: h.rank ?? "",
      });
      steps.set(key, step);
      held = { rating: h.rating, ...(h.rank !== undefined ? { rank: h.rank } : {}) };
    }
  }
  const ordered: SeasonStepOutline[] = [...steps.values()]
    .sort((a, b) => (a.end < b.end ? -1 : a.end > b.end ? 1 : 0))
    .map((s) => ({ ...s, files: [] }));
  return {
    before: listed.map((p) => seasonPlayer(p, p.base?.rating ?? p.rating, p.base?.rank)),
    result: { system: "mgsz", steps: ordered, list: order.map((p) => seasonPlayer(p, p.rating, p.rank)) },
  };
}
