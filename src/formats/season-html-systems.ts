/**
 * The FIDE and mahjong seasons' pages (issue 26, "a list worth publishing"; D178, D179) in the
 * MGSZ page's form (src/formats/season-html.ts): the list after the season or at the last
 * release, the change with its arrow, the periods or tournaments, each player's chart and his
 * explain view on demand (D175–D177). Pure functions of the season's results.
 */
import { formatIsoDate } from "../core/common/date";
import type { FideSeasonResult } from "../core/engines/fide-period-season";
import { periodName } from "../core/engines/fide-period-season";
import type { FidePeriodListRow } from "../core/engines/fide-period-types";
import { fideExplainer } from "../core/season/explain-fide";
import { mahjongExplainer } from "../core/season/explain-mahjong";
import type { MahjongRelease } from "../core/season/mahjong";
import { playerKey } from "../core/mahjong/ratinglist";
import type { HistoryEntry } from "../core/season/types";
import { SEASON_PAGE_TEXTS } from "../i18n/season-page";
import { msg, render } from "../i18n/table";
import { explainHtml, fideView, mahjongView } from "./season-explain";
import { type PageRow, renderSeasonPage } from "./season-html";
import type { PageLanguage } from "./standings-html";

const nameOf = (p: { name: string; firstName?: string }): string =>
  p.firstName ? `${p.name} ${p.firstName}` : p.name;

/**
 * D178: the FIDE list after the season, rated players by rating (places shared, D163), then the
 * unrated in the list's order; the change since the list given to the season (row i of both is
 * one player: the season keeps the rows and adds after them).
 */
export function fideSeasonPage(input: {
  readonly lang: PageLanguage;
  readonly before: readonly FidePeriodListRow[];
  readonly result: FideSeasonResult;
}): string {
  const { lang, before, result } = input;
  const x = SEASON_PAGE_TEXTS[lang];
  const explain = fideExplainer(result);
  const rows = result.list.map((r, i) => {
    const old = before[i];
    const rated = r.rating > 0;
    const change: PageRow["change"] = !rated
      ? "none"
      : old === undefined || old.rating <= 0
        ? "new"
        : r.rating - old.rating;
    return { r, i, rated, change };
  });
  const ordered = [
    ...rows.filter((w) => w.rated).sort((a, b) => b.r.rating - a.r.rating || a.i - b.i),
    ...rows.filter((w) => !w.rated),
  ];
  let place = 1;
  const pageRows = ordered.map((w, k): PageRow => {
    const prev = ordered[k - 1];
    if (prev !== undefined && prev.r.rating !== w.r.rating) place = k + 1;
    return {
      name: nameOf(w.r),
      place: w.rated ? place : null,
      rating: w.rated ? w.r.rating : null,
      change: w.change,
      promoted: false,
      history: w.r.history ?? [],
      details: explainHtml(fideView(explain(w.i)), lang),
    };
  });
  const last = result.periods[result.periods.length - 1];
  return renderSeasonPage({
    lang,
    meta: [
      render(msg("systemFide", {}), lang),
      ...(last !== undefined ? [x.afterPeriods(periodName(last.period), result.periods.length)] : []),
      x.players(result.list.length),
    ],
    rankHeader: null,
    places: 0,
    rows: pageRows,
    chartLabel: x.chartPeriods,
    legend: x.legendFide,
    stepsHeading: x.periods,
    stepsHeader: [x.period, x.events, x.entrants],
    steps: result.periods.map((p) => ({
      end: periodName(p.period),
      event: p.tournaments.map((t) => t.name).join(", "),
      players: p.players.length,
    })),
  });
}

/**
 * D179: the mahjong list of the last release in its own order and places (R11), the change
 * since the release before it, ★ for a level above the one there, the tournaments counted at
 * the last release, each player's chart the rating at each release.
 */
export function mahjongSeasonPage(input: {
  readonly lang: PageLanguage;
  readonly releases: readonly MahjongRelease[];
}): string {
  const { lang, releases } = input;
  const x = SEASON_PAGE_TEXTS[lang];
  const explain = mahjongExplainer(releases);
  const histories = new Map<string, HistoryEntry[]>();
  for (const r of releases)
    for (const c of r.changes) {
      const key = playerKey(c.player);
      const h = histories.get(key) ?? [];
      h.push({ end: r.release, event: r.release, rating: c.rating, rank: c.level });
      histories.set(key, h);
    }
  const last = releases[releases.length - 1];
  const previous = releases[releases.length - 2];
  const before = new Map((previous?.list.entries ?? []).map((e) => [playerKey(e.player), e.level.index]));
  const rows = (last?.changes ?? []).map((c, i): PageRow => {
    const key = playerKey(c.player);
    const now = last?.list.entries[i]?.level.index;
    const then = before.get(key);
    return {
      name: c.player,
      place: c.place,
      rank: c.level,
      rating: c.rating,
      change: c.change ?? "new",
      promoted: now !== undefined && then !== undefined && now > then,
      history: histories.get(key) ?? [],
      details: explainHtml(mahjongView(explain(key, c.player)), lang),
    };
  });
  const counting = (last?.list.tournaments ?? []).filter((t) => t.weight > 0);
  return renderSeasonPage({
    lang,
    meta: [
      render(msg("systemMahjong", {}), lang),
      ...(last !== undefined ? [x.atRelease(last.release)] : []),
      x.players(rows.length),
    ],
    rankHeader: x.level,
    places: 2,
    rows,
    chartLabel: x.chartReleases,
    legend: x.legendMahjong,
    stepsHeading: x.counting,
    stepsHeader: [x.date, x.tournament, x.entrants],
    steps: counting.map((t) => ({
      end: formatIsoDate(t.lastDay),
      event: t.name,
      players: t.participants,
    })),
  });
}
