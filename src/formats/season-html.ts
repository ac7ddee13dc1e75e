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
import type { SeasonPlayer, SeasonResult } from "../core/season/types";
import { SEASON_PAGE_TEXTS, type SeasonPageTexts } from "../i18n/season-page";
import { msg, render } from "../i18n/table";
import { historyChart } from "./season-chart";
import { type PageLanguage, escapeHtml, htmlPage, signed } from "./standings-html";

export interface SeasonPageInput {
  readonly lang: PageLanguage;
  /** The list given to the season (`--list`): the list before it, in its order. */
  readonly before: readonly SeasonPlayer[];
  readonly result: SeasonResult;
}

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

/** The arrow and the signed change (D161), or the word for a player new on the list. */
function changeCell(change: number | null, x: SeasonPageTexts): string {
  if (change === null) return `<td class="change new">${escapeHtml(x.newPlayer)}</td>`;
  const [arrow, kind] = change > 0 ? ["▲", "up"] : change < 0 ? ["▼", "down"] : ["=", "same"];
  return `<td class="num change ${kind}">${arrow}${change === 0 ? "" : ` ${signed(change)}`}</td>`;
}

function rowHtml(row: SeasonPageRow, x: SeasonPageTexts): string {
  const p = row.player;
  const name = nameOf(p);
  const chart = historyChart(p.history, {
    label: x.chart(name),
    axisDate: x.axisDate,
    axisRating: x.axisRating,
  });
  const mark = row.promoted ? ` <span class="promoted" title="${escapeHtml(x.promoted)}">★</span>` : "";
  const history =
    chart === ""
      ? `<td class="history none">${escapeHtml(x.noHistory)}</td>`
      : `<td class="history"><details><summary>${escapeHtml(x.history)} (${p.history.length})</summary>${chart}</details></td>`;
  return `<tr${row.promoted ? ' class="promoted"' : ""}><td class="num">${row.place}</td><td class="name"><bdi>${escapeHtml(
    name,
  )}</bdi></td><td>${escapeHtml(p.rank ?? "")}${mark}</td><td class="num">${p.rating}</td>${changeCell(
    row.change,
    x,
  )}${history}</tr>`;
}

function tournamentsHtml(result: SeasonResult, x: SeasonPageTexts): string {
  if (result.steps.length === 0) return `<p class="meta">${escapeHtml(x.noTournaments)}</p>\n`;
  const lines = result.steps.map(
    (s) =>
      `<tr><td>${escapeHtml(s.end)}</td><td class="name"><bdi>${escapeHtml(s.event)}</bdi></td><td class="num">${s.changes.length}</td></tr>`,
  );
  return `<table class="tournaments">
<thead><tr><th>${escapeHtml(x.date)}</th><th>${escapeHtml(x.tournament)}</th><th class="num">${escapeHtml(x.entrants)}</th></tr></thead>
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

/** The whole page. */
export function seasonPage(input: SeasonPageInput): string {
  const { lang, result } = input;
  const x = SEASON_PAGE_TEXTS[lang];
  const rows = seasonPageRows(input.before, result.list);
  const last = result.steps[result.steps.length - 1];
  const meta = [
    render(msg("systemMgsz", {}), lang),
    ...(last !== undefined ? [x.after(last.end, result.steps.length)] : []),
    x.players(result.list.length),
  ];
  const head = [
    `<th class="num">${escapeHtml(x.place)}</th>`,
    `<th>${escapeHtml(x.name)}</th>`,
    `<th>${escapeHtml(x.rank)}</th>`,
    `<th class="num">${escapeHtml(x.rating)}</th>`,
    `<th class="num">${escapeHtml(x.change)}</th>`,
    `<th>${escapeHtml(x.history)}</th>`,
  ];
  const body = `<h1>${escapeHtml(x.title)}</h1>
<p class="meta">${meta.map(escapeHtml).join(" · ")}</p>
<table class="list">
<thead><tr>${head.join("")}</tr></thead>
<tbody>
${rows.map((r) => rowHtml(r, x)).join("\n")}
</tbody>
</table>
<p class="legend">${escapeHtml(x.legend)}</p>
<h2>${escapeHtml(x.tournaments)}</h2>
${tournamentsHtml(result, x)}`;
  return htmlPage({ lang, title: x.title, body, style: SEASON_STYLE });
}
