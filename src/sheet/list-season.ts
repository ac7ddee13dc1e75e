/**
 * The season the rating-list sheet holds (D104, D105), in the season's model, and the season page
 * (src/formats/season-html.ts) the pane publishes from it for the system of step 2: MGSZ's, FIDE's
 * in D178's form (D206), none for mahjong's sheet of levels (D207): the list before its dated
 * columns, the list now, and a step per tournament of its history. Pure.
 */
import type { SeasonChange, SeasonOutline, SeasonPlayer, SeasonStepOutline } from "../core/season/types";
import { type PageRow, renderSeasonPage, seasonPage, seasonPageRows } from "../formats/season-html";
import type { PageLanguage } from "../formats/standings-html";
import { SEASON_PAGE_TEXTS } from "../i18n/season-page";
import { type Message, msg, render } from "../i18n/table";
import { type SystemName, systemOf } from "../systems";
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

/**
 * D206: the FIDE list sheet's page in the FIDE season page's form (D178): no rank column and no
 * one promoted (Post writes no title), rated players by rating sharing places (D163), the change
 * since the sheet's rating column (D104), a player whose rating there is 0 new, one whose rating
 * now is 0 unrated without a place; the tournaments are Post's dated columns (D105).
 */
function fideSheetPage(season: SheetSeason, lang: PageLanguage): string {
  const x = SEASON_PAGE_TEXTS[lang];
  const { before, result } = season;
  const rows = seasonPageRows(before, result.list).map((r): PageRow => {
    const rated = r.player.rating > 0;
    const then = r.change === null ? 0 : r.player.rating - r.change;
    return {
      name: r.player.name,
      place: rated ? r.place : null,
      rating: rated ? r.player.rating : null,
      change: !rated ? "none" : then <= 0 ? "new" : (r.change ?? "new"),
      promoted: false,
      history: r.player.history,
      details: "",
    };
  });
  const last = result.steps[result.steps.length - 1];
  return renderSeasonPage({
    lang,
    meta: [
      render(msg("systemFide", {}), lang),
      ...(last !== undefined ? [x.after(last.end, result.steps.length)] : []),
      x.players(result.list.length),
    ],
    rankHeader: null,
    places: 0,
    rows,
    chartLabel: x.chart,
    legend: x.legendFideSheet,
    stepsHeading: x.tournaments,
    stepsHeader: [x.date, x.tournament, x.entrants],
    steps: result.steps.map((s) => ({ end: s.end, event: s.event, players: s.changes.length })),
  });
}

/** D207: why a list sheet of `system` has no season page in the pane, asked before it is read. */
export function seasonPageRefusal(system: SystemName | undefined): Message | undefined {
  return system !== undefined && systemOf(system).season === "releases"
    ? msg("seasonPageMahjong", {})
    : undefined;
}

/**
 * D104, D206, D207: the season page of the list sheet for `system` (step 2's; MGSZ's when none is
 * chosen), or why there is none: a mahjong sheet holds levels, not the releases' ratings its page
 * shows (the command writes that page), and a sheet without Post's dated columns has no season.
 */
export function sheetSeasonPage(
  history: SheetHistory,
  system: SystemName | undefined,
  lang: PageLanguage,
): { readonly html: string } | { readonly message: Message } {
  const refused = seasonPageRefusal(system);
  if (refused !== undefined) return { message: refused };
  const season = system === undefined ? "tournaments" : systemOf(system).season;
  if (history.columns.posted === 0) return { message: msg("seasonPageNoHistory", { sheet: history.sheet }) };
  const sheet = sheetSeason(history);
  return { html: season === "periods" ? fideSheetPage(sheet, lang) : seasonPage({ lang, ...sheet }) };
}
