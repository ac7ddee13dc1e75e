/**
 * The list after a season as one printable page (issue 26, "a list worth publishing";
 * `rating-officer season --html`): place, name, rank, rating and the change since the list
 * before the season with an arrow (D161), the newly promoted marked (D162), places shared by
 * equal ratings (D163), each player's history as a chart opened on demand (D164), the
 * tournaments rated this season; on paper the table, a chart only when opened (D160). A pure
 * function of the list before and the season's result, in the standings page's frame, style and
 * escaping (src/formats/standings-html.ts); every word from src/i18n/season-page.ts.
 */
import { rankValue } from "../core/go/rank";
import { mgszExplainer } from "../core/season/explain";
import type { HistoryEntry, SeasonOutline, SeasonPlayer, SeasonResult } from "../core/season/types";
import { SEASON_PAGE_TEXTS, type SeasonPageTexts } from "../i18n/season-page";
import { msg, render } from "../i18n/table";
import { historyChart } from "./season-chart";
import { explainHtml, mgszView } from "./season-explain";
import { type PageLanguage, escapeHtml, htmlPage, signed } from "./standings-html";

export interface SeasonPageInput {
  readonly lang: PageLanguage;
  /** The list given to the season (`--list`): the list before it, in its order. */
  readonly before: readonly SeasonPlayer[];
  /** The season rated (each player's games explained under his chart, D175), or as a list's
   * history tells it (the pane's list sheet, D105: no games, no explain view). */
  readonly result: SeasonResult | SeasonOutline;
}

const rated = (r: SeasonResult | SeasonOutline): r is SeasonResult => r.steps.every((s) => "result" in s);

/** What the page says of one player of the list after the season. */
export interface SeasonPageRow {
  readonly player: SeasonPlayer;
  /** D163: 1 + the number of players rated higher. */
  readonly place: number;
  /** D161: the rating now minus the rating on the list before; null: not on it. */
  readonly change: number | null;
  /** D162: the rank now above the rank on the list before. */
  readonly promoted: boolean;
}

/** One row of a season's page as every system's page shows it (D161–D164, D178, D179). */
export interface PageRow {
  readonly name: string;
  /** D163; null: unrated, listed after the rated without a place (D178). */
  readonly place: number | null;
  /** The rank or level; absent where the page has no such column (D178). */
  readonly rank?: string;
  /** The rating as shown; null: unrated. */
  readonly rating: number | null;
  /** D161: the change since the previous list; "new": not on it (or unrated there); "none": unrated now. */
  readonly change: number | "new" | "none";
  readonly promoted: boolean;
  readonly history: readonly HistoryEntry[];
  /** The player's explain view as HTML (D175), shown with his chart; "" for none. */
  readonly details: string;
}

/** What a system's page is made of, every text already in the page's language. */
export interface PageModel {
  readonly lang: PageLanguage;
  readonly meta: readonly string[];
  readonly rankHeader: string | null;
  /** Figures to this many decimals (mahjong's two, R7). */
  readonly places: number;
  readonly rows: readonly PageRow[];
  readonly chartLabel: (name: string) => string;
  readonly legend: string;
  readonly stepsHeading: string;
  readonly stepsHeader: readonly [string, string, string];
  readonly steps: readonly { readonly end: string; readonly event: string; readonly players: number }[];
}

/** As the season's JSON and the standings write a name: family name, then first name. */
const nameOf = (p: SeasonPlayer): string => (p.firstName ? `${p.name} ${p.firstName}` : p.name);

/**
 * D161–D163: the list after the season by rating, highest first (equal ratings in the list's
 * order, sharing a place), each with his change and promotion since the list before. The list
 * after keeps the list before's rows in their order and adds newcomers after them (D142), so
 * row i of both is one player.
 */
export function seasonPageRows(
  before: readonly SeasonPlayer[],
  list: readonly SeasonPlayer[],
): SeasonPageRow[] {
  const rows = list.map((player, i) => {
    const old = i < before.length ? before[i] : undefined;
    const now = rankValue(player.rank ?? "");
    const then = old === undefined ? null : rankValue(old.rank ?? "");
    return {
      player,
      change: old === undefined ? null : player.rating - old.rating,
      promoted: now !== null && then !== null && now > then,
    };
  });
  const ordered = rows
    .map((r, i) => ({ r, i }))
    .sort((a, b) => b.r.player.rating - a.r.player.rating || a.i - b.i);
  let place = 1;
  return ordered.map(({ r }, k) => {
    const prev = ordered[k - 1];
    if (prev !== undefined && prev.r.player.rating !== r.player.rating) place = k + 1;
    return { ...r, place };
  });
}

/** A figure to the page's decimals, a change signed with a minus sign (as the standings page). */
const figure = (n: number, places: number): string => (places === 0 ? String(n) : n.toFixed(places));
const signedFigure = (n: number, places: number): string =>
  places === 0 ? signed(n) : n > 0 ? `+${figure(n, places)}` : `−${figure(-n, places)}`;

/** The arrow and the signed change (D161), or the word for a player new on the list. */
function changeCell(change: PageRow["change"], places: number, x: SeasonPageTexts): string {
  if (change === "none") return `<td class="change"></td>`;
  if (change === "new") return `<td class="change new">${escapeHtml(x.newPlayer)}</td>`;
  const [arrow, kind] = change > 0 ? ["▲", "up"] : change < 0 ? ["▼", "down"] : ["=", "same"];
  return `<td class="num change ${kind}">${arrow}${change === 0 ? "" : ` ${signedFigure(change, places)}`}</td>`;
}

function rowHtml(row: PageRow, m: PageModel, x: SeasonPageTexts): string {
  const chart = historyChart(row.history, {
    label: m.chartLabel(row.name),
    axisDate: x.axisDate,
    axisRating: x.axisRating,
  });
  const mark = row.promoted ? ` <span class="promoted" title="${escapeHtml(x.promoted)}">★</span>` : "";
  const details =
    row.details === "" ? "" : `<p class="explained">${escapeHtml(x.explained)}</p>${row.details}`;
  const history =
    chart === ""
      ? `<td class="history none">${escapeHtml(x.noHistory)}</td>`
      : `<td class="history"><details><summary>${escapeHtml(x.history)} (${row.history.length})</summary>${chart}${details}</details></td>`;
  const rank = m.rankHeader === null ? "" : `<td>${escapeHtml(row.rank ?? "")}${mark}</td>`;
  const rating = row.rating === null ? escapeHtml(x.unrated) : figure(row.rating, m.places);
  return `<tr${row.promoted ? ' class="promoted"' : ""}><td class="num">${row.place ?? ""}</td><td class="name"><bdi>${escapeHtml(
    row.name,
  )}</bdi></td>${rank}<td class="num">${rating}</td>${changeCell(row.change, m.places, x)}${history}</tr>`;
}

function stepsHtml(m: PageModel, x: SeasonPageTexts): string {
  if (m.steps.length === 0) return `<p class="meta">${escapeHtml(x.noTournaments)}</p>\n`;
  const lines = m.steps.map(
    (s) =>
      `<tr><td>${escapeHtml(s.end)}</td><td class="name"><bdi>${escapeHtml(s.event)}</bdi></td><td class="num">${s.players}</td></tr>`,
  );
  const [a, b, c] = m.stepsHeader;
  return `<table class="tournaments">
<thead><tr><th>${escapeHtml(a)}</th><th>${escapeHtml(b)}</th><th class="num">${escapeHtml(c)}</th></tr></thead>
<tbody>
${lines.join("\n")}
</tbody>
</table>
`;
}

/**
 * The page's own rules beside the house style. D160: A4 portrait; on paper the table and the
 * tournaments print, a player's chart only when his details are open (a closed one prints
 * nothing, not even its summary), so the list stays a list and an opened chart is printed on
 * purpose.
 */
const SEASON_STYLE = `
  td.name { overflow-wrap: anywhere; max-width: 24em; }
  td.change.up { color: #060; }
  td.change.down { color: #a00; }
  span.promoted { font-weight: 700; }
  h2 { font-size: 1.1em; margin: 1.2em 0 0.4em; }
  summary { cursor: pointer; }
  svg.chart { display: block; margin: 0.3em 0; max-width: 100%; height: auto; }
  svg.chart .axis { stroke: #000; stroke-width: 1; }
  svg.chart .line { fill: none; stroke: #036; stroke-width: 1.5; }
  svg.chart .point { fill: #036; }
  svg.chart text { font-size: 10px; }
  @page { size: A4 portrait; margin: 15mm; }
  @media print {
    details:not([open]) { display: none; }
    td.history.none { color: #555; }
    h2 { break-after: avoid; }
    svg.chart { break-inside: avoid; }
  }`;

/** A system's page from its model (D160): the list, the legend, the tournaments or periods. */
export function renderSeasonPage(m: PageModel): string {
  const x = SEASON_PAGE_TEXTS[m.lang];
  const head = [
    `<th class="num">${escapeHtml(x.place)}</th>`,
    `<th>${escapeHtml(x.name)}</th>`,
    ...(m.rankHeader === null ? [] : [`<th>${escapeHtml(m.rankHeader)}</th>`]),
    `<th class="num">${escapeHtml(x.rating)}</th>`,
    `<th class="num">${escapeHtml(x.change)}</th>`,
    `<th>${escapeHtml(x.history)}</th>`,
  ];
  const body = `<h1>${escapeHtml(x.title)}</h1>
<p class="meta">${m.meta.map(escapeHtml).join(" · ")}</p>
<table class="list">
<thead><tr>${head.join("")}</tr></thead>
<tbody>
${m.rows.map((r) => rowHtml(r, m, x)).join("\n")}
</tbody>
</table>
<p class="legend">${escapeHtml(m.legend)}</p>
<h2>${escapeHtml(m.stepsHeading)}</h2>
${stepsHtml(m, x)}`;
  return htmlPage({ lang: m.lang, title: x.title, body, style: SEASON_STYLE });
}

/** The MGSZ season's page, each player's games explained under his chart (D175). */
export function seasonPage(input: SeasonPageInput): string {
  const { lang, result } = input;
  const x = SEASON_PAGE_TEXTS[lang];
  const explain = rated(result) ? mgszExplainer(result) : undefined;
  const index = new Map(result.list.map((p, i) => [p, i]));
  const last = result.steps[result.steps.length - 1];
  return renderSeasonPage({
    lang,
    meta: [
      render(msg("systemMgsz", {}), lang),
      ...(last !== undefined ? [x.after(last.end, result.steps.length)] : []),
      x.players(result.list.length),
    ],
    rankHeader: x.rank,
    places: 0,
    rows: seasonPageRows(input.before, result.list).map((r) => ({
      name: nameOf(r.player),
      place: r.place,
      rank: r.player.rank ?? "",
      rating: r.player.rating,
      change: r.change ?? "new",
      promoted: r.promoted,
      history: r.player.history,
      details: explain === undefined ? "" : explainHtml(mgszView(explain(index.get(r.player) ?? -1)), lang),
    })),
    chartLabel: x.chart,
    legend: x.legend,
    stepsHeading: x.tournaments,
    stepsHeader: [x.date, x.tournament, x.entrants],
    steps: result.steps.map((s) => ({ end: s.end, event: s.event, players: s.changes.length })),
  });
}
