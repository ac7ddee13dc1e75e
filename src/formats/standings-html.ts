/**
 * The standings as a standalone, printable HTML page, as tournament directors publish them on
 * their club sites (OpenGotha's HTML export is what they use today): the event, the final
 * order with the crosstable (each game as the opponent's line number, the result, the colour
 * and the handicap: `12+/w2`), the tie-breaks, and the ratings before and after when a rating
 * system was applied. English, Hungarian or Russian. One file, no script, no outside resource;
 * every text from the file is escaped, so a player called `<img onerror=…>` is shown literally.
 */
import { type Points2, type Tournament, fullName } from "../core/tournament/model";
import type { ChessStandingRow } from "../core/tournament/chess-standings";
import type { ChessTiebreak } from "../core/tournament/chess-tiebreaks";
import type { Standings } from "../core/tournament/standings";
import { SHORT_NAMES } from "../core/go/criterion";
import { LANGUAGES, type Language } from "../i18n/language";
import { PAGE_TEXTS } from "../i18n/standings-page";
import { formatCell } from "./cell";

/** The page's languages: the pane's (its words are src/i18n/standings-page.ts). */
export const PAGE_LANGUAGES = LANGUAGES;
export type PageLanguage = Language;

/** A player's ratings around the event, as the rating system computed them. */
export interface PageRating {
  readonly before: number | null;
  readonly after: number | null;
  readonly change: number | null;
  /** The rank (Go) after, where the system has ranks. */
  readonly rankAfter?: string;
}

/** Chess standings (RULES §2.3, D28): the rows of `chessStandings` under C.07's names. */
export interface ChessPageStandings {
  readonly chess: readonly ChessStandingRow[];
  readonly criteria: readonly ChessTiebreak[];
}

export interface StandingsPageInput {
  readonly lang: PageLanguage;
  readonly tournament: Tournament;
  /** Go's McMahon standings, or a chess event's. */
  readonly standings: Standings | ChessPageStandings;
  /** By player index; none: the page has no rating columns. */
  readonly ratings?: ReadonlyMap<number, PageRating>;
  /** The rating system's name as the page states it, e.g. "MGSZ (C = 45)". */
  readonly system?: string;
}

/** Text for HTML: & < > " ' as entities. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );
}

/** A number as the page shows it: whole numbers as they are, others with at most two decimals. */
function num(x: number | null | undefined): string {
  if (x === null || x === undefined || !Number.isFinite(x)) return "";
  return Number.isInteger(x) ? String(x) : String(Math.round(x * 100) / 100);
}

/** A change as the pages show it: +12, −7 (a minus sign), 0. */
export const signed = (x: number | null): string =>
  x === null ? "" : x > 0 ? `+${x}` : x < 0 ? `−${-x}` : "0";

const STYLE = `
  body { font-family: "Segoe UI", Arial, "Liberation Sans", sans-serif; color: #000; margin: 1.5em; }
  h1 { font-size: 1.4em; margin: 0 0 0.2em; }
  p.meta { margin: 0 0 1em; }
  table { border-collapse: collapse; font-size: 0.85em; }
  th, td { border: 1px solid #000; padding: 0.15em 0.4em; white-space: nowrap; }
  th { background: #ddd; font-weight: 600; }
  td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
  td.name { white-space: normal; min-width: 10em; }
  tbody tr:nth-child(even) td { background: #f2f2f2; }
  p.legend { font-size: 0.8em; max-width: 60em; }
  @page { size: A4 landscape; margin: 1cm; }
  @media print {
    body { margin: 0; }
    table { font-size: 7pt; }
    th, tbody tr:nth-child(even) td { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
    thead { display: table-header-group; }
    tr { break-inside: avoid; }
  }`;

const SEPARATOR = new Set([" ", "\t", ",", ";"]);

/** The text without separators (spaces, commas, semicolons) at either end: ",Olsztyn" → "Olsztyn". */
export function trimSeparators(text: string): string {
  let a = 0;
  let b = text.length;
  while (a < b && SEPARATOR.has(text[a] ?? "")) a++;
  while (b > a && SEPARATOR.has(text[b - 1] ?? "")) b--;
  return text.slice(a, b);
}

/** The standings' rows and tie-break columns, Go's or chess's, as the page lists them. */
interface PageRows {
  readonly rows: readonly {
    readonly player: number;
    readonly place: number;
    readonly withdrawn?: unknown;
    readonly values: readonly (number | undefined)[];
  }[];
  readonly criteria: readonly string[];
}

function pageRows(s: Standings | ChessPageStandings): PageRows {
  if ("chess" in s)
    return {
      // D31: a tie-break that does not apply is a blank cell
      rows: s.chess.map((r) => ({ ...r, values: s.criteria.map((c) => r.values[c] ?? undefined) })),
      criteria: s.criteria,
    };
  return {
    rows: s.rows.map((r) => ({ ...r, values: s.criteria.map((c) => r.values[c]) })),
    criteria: s.criteria.map((c) => SHORT_NAMES[c]),
  };
}

/** The whole page. */
/** A mahjong results table's format (the file's kind, not the rating system): places, no crosstable. */
const RESULTS_TABLE = "mahjong" satisfies Tournament["format"];

export function standingsPage(input: StandingsPageInput): string {
  const { tournament: t, lang } = input;
  const s = pageRows(input.standings);
  const chess = "chess" in input.standings;
  const x = PAGE_TEXTS[lang];
  const line = new Map<number, number>(); // player index → line number on the page
  s.rows.forEach((row, i) => line.set(row.player, i + 1));
  const crosstable = t.format !== RESULTS_TABLE && t.rounds > 0;
  const ranks = t.players.some((p) => p.rank !== undefined && p.rank !== "");
  const clubs = t.players.some((p) => (p.club ?? "") !== "");
  const ratings = input.ratings;
  const ranksAfter = ratings !== undefined && [...ratings.values()].some((r) => (r.rankAfter ?? "") !== "");

  const head: string[] = [
    `<th class="num">${x.place}</th>`,
    `<th class="num">${x.line}</th>`,
    `<th>${x.name}</th>`,
    ...(ranks ? [`<th>${x.rank}</th>`] : []),
    ...(clubs ? [`<th>${x.club}</th>`] : []),
    ...(crosstable
      ? Array.from({ length: t.rounds }, (_, r) => `<th title="${escapeHtml(x.round(r + 1))}">${r + 1}</th>`)
      : []),
    ...s.criteria.map((c) => `<th class="num">${escapeHtml(c)}</th>`),
    ...(ratings !== undefined
      ? [
          `<th class="num">${x.before}</th>`,
          `<th class="num">${x.change}</th>`,
          `<th class="num">${x.after}</th>`,
          ...(ranksAfter ? [`<th>${x.rankAfter}</th>`] : []),
        ]
      : []),
  ];

  // the tournament's bye by its points (a cell holds one worth; its McMahon points are a column)
  const byePoints = t.parameters.byePoints2;
  const byeWorth: Points2 | null = byePoints === 0 || byePoints === 1 || byePoints === 2 ? byePoints : null;
  const lines = s.rows.map((row, i) => {
    const p = t.players[row.player];
    const r = ratings?.get(row.player);
    const cells = [
      `<td class="num">${row.place}</td>`,
      `<td class="num">${i + 1}</td>`,
      `<td class="name">${escapeHtml(p ? fullName(p) : "")}${
        row.withdrawn !== undefined ? ` (${x.withdrawn})` : ""
      }</td>`,
      ...(ranks ? [`<td>${escapeHtml(p?.rank ?? "")}</td>`] : []),
      ...(clubs ? [`<td>${escapeHtml(p?.club ?? "")}</td>`] : []),
      ...(crosstable
        ? Array.from({ length: t.rounds }, (_, k) => {
            const e = p?.results[k];
            if (e === undefined) return "<td></td>";
            // The opponent by line number; a handicap of 0 (an even game) is not written.
            // A bye left to the tournament's value shows its worth (D380, D383), not a win's `0+`.
            const shown =
              e.kind === "game"
                ? {
                    ...e,
                    opponent: line.get(e.opponent) ?? 0,
                    handicap: e.handicap === 0 ? null : e.handicap,
                  }
                : e.kind === "bye" && e.score === null
                  ? { ...e, score: byeWorth }
                  : e;
            return `<td>${escapeHtml(formatCell(shown))}</td>`;
          })
        : []),
      ...row.values.map((v) => `<td class="num">${num(v)}</td>`),
      ...(ratings !== undefined
        ? [
            `<td class="num">${num(r?.before)}</td>`,
            `<td class="num">${signed(r?.change ?? null)}</td>`,
            `<td class="num">${num(r?.after)}</td>`,
            ...(ranksAfter ? [`<td>${escapeHtml(r?.rankAfter ?? "")}</td>`] : []),
          ]
        : []),
    ];
    return `<tr>${cells.join("")}</tr>`;
  });

  const place = trimSeparators(t.location ?? "");
  const dates = [t.startDate, t.endDate].filter((d): d is string => (d ?? "") !== "");
  const meta = [
    ...(dates.length > 0 ? [[...new Set(dates)].join(" – ")] : []),
    // Some files write the place as ",Olsztyn" (an empty field before it).
    ...(place !== "" ? [place] : []),
    x.players(t.players.length),
    ...(t.rounds > 0 ? [x.rounds(t.rounds)] : []),
    ...(input.system !== undefined ? [`${x.ratings}: ${input.system}`] : []),
  ];
  const title = t.name.trim() === "" ? x.standings : `${t.name.trim()} — ${x.standings}`;

  const body = `<h1>${escapeHtml(title)}</h1>
<p class="meta">${meta.map(escapeHtml).join(" · ")}</p>
<table>
<thead><tr>${head.join("")}</tr></thead>
<tbody>
${lines.join("\n")}
</tbody>
</table>
${crosstable ? `<p class="legend">${escapeHtml(chess ? x.legendChess : x.legend)}</p>\n` : ""}`;
  return htmlPage({ lang, title, body });
}

/**
 * A published page (the standings', the season's list): one file, the house style plus the
 * page's own rules, no script, no outside resource. `title` is text; `body` and `style` are
 * markup the caller built with every text escaped.
 */
export function htmlPage(page: {
  readonly lang: PageLanguage;
  readonly title: string;
  readonly body: string;
  readonly style?: string;
}): string {
  return `<!DOCTYPE html>
<html lang="${page.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)}</title>
<style>${STYLE}${page.style ?? ""}
</style>
</head>
<body>
${page.body}</body>
</html>
`;
}
