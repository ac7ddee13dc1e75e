/**
 * A player's rating history as an inline SVG chart for the season's page (D164): the dates on x
 * (by day, so a gap of months looks like one), the rating on y, each tournament a point titled
 * with its day, name, rating and rank, joined by a line; one tournament a dot, none no chart.
 * Every text is escaped; the chart has no script and no outside resource.
 */
import { dayNumber, parseDate } from "../core/common/date";
import type { HistoryEntry } from "../core/season/types";
import { escapeHtml } from "./standings-html";

/** The chart's size and margins in SVG units (the axis labels sit in the margins). */
const W = 360;
const H = 180;
const LEFT = 52;
const RIGHT = 14;
const TOP = 12;
const BOTTOM = 38;
/** The y axis runs between multiples of this, at least this far beyond the ratings. */
const STEP = 50;

/** The chart's words: its accessible name and its axes' titles, in the page's language. */
export interface ChartWords {
  readonly label: string;
  readonly axisDate: string;
  readonly axisRating: string;
}

/** x or y of a value on an axis from `lo` to `hi` drawn from `a` to `b` (the middle when lo = hi). */
function scale(v: number, lo: number, hi: number, a: number, b: number): number {
  const at = hi === lo ? (a + b) / 2 : a + ((v - lo) / (hi - lo)) * (b - a);
  return Math.round(at * 10) / 10;
}

/** The chart of `history` (oldest first), or "" for none. */
export function historyChart(history: readonly HistoryEntry[], words: ChartWords): string {
  if (history.length === 0) return "";
  const days = history.map((h) => dayNumber(parseDate(h.end)));
  const ratings = history.map((h) => h.rating);
  const least = (xs: readonly number[]): number => xs.reduce((m, v) => (v < m ? v : m), Infinity);
  const most = (xs: readonly number[]): number => xs.reduce((m, v) => (v > m ? v : m), -Infinity);
  const [d0, d1] = [least(days), most(days)];
  const lo = Math.floor((least(ratings) - 1) / STEP) * STEP;
  const hi = Math.ceil((most(ratings) + 1) / STEP) * STEP;
  const x = (d: number): number => scale(d, d0, d1, LEFT + 8, W - RIGHT - 8);
  const y = (r: number): number => scale(r, lo, hi, H - BOTTOM, TOP);
  const points = history.map((h, i) => ({ h, cx: x(days[i] ?? d0), cy: y(h.rating) }));
  const first = history[0] as HistoryEntry;
  const last = history[history.length - 1] as HistoryEntry;
  const axisY = H - BOTTOM;
  const parts = [
    `<line class="axis" x1="${LEFT}" y1="${TOP}" x2="${LEFT}" y2="${axisY}"/>`,
    `<line class="axis" x1="${LEFT}" y1="${axisY}" x2="${W - RIGHT}" y2="${axisY}"/>`,
    `<text class="tick" x="${LEFT - 4}" y="${axisY}" text-anchor="end">${lo}</text>`,
    `<text class="tick" x="${LEFT - 4}" y="${TOP + 8}" text-anchor="end">${hi}</text>`,
    `<text class="tick" x="${LEFT}" y="${axisY + 13}">${escapeHtml(first.end)}</text>`,
    ...(last.end !== first.end
      ? [
          `<text class="tick" x="${W - RIGHT}" y="${axisY + 13}" text-anchor="end">${escapeHtml(last.end)}</text>`,
        ]
      : []),
    `<text class="label" x="${(LEFT + W - RIGHT) / 2}" y="${H - 4}" text-anchor="middle">${escapeHtml(words.axisDate)}</text>`,
    `<text class="label" x="12" y="${(TOP + axisY) / 2}" text-anchor="middle" transform="rotate(-90 12 ${(TOP + axisY) / 2})">${escapeHtml(words.axisRating)}</text>`,
    ...(points.length > 1
      ? [`<polyline class="line" points="${points.map((p) => `${p.cx},${p.cy}`).join(" ")}"/>`]
      : []),
    ...points.map(
      ({ h, cx, cy }) =>
        `<circle class="point" cx="${cx}" cy="${cy}" r="3" data-end="${escapeHtml(h.end)}" data-rating="${h.rating}"><title>${escapeHtml(
          [h.end, h.event, String(h.rating), h.rank ?? ""].filter((t) => t !== "").join(" · "),
        )}</title></circle>`,
    ),
  ];
  return `<svg class="chart" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${escapeHtml(words.label)}">${parts.join("")}</svg>`;
}
