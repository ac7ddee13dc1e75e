/** Ranks, bands and band widths (RULES §1.1, D1, D2). */
import { type Subject, asSubject } from "../../i18n/subject";
import { msg } from "../../i18n/table";
import { invalid, outOfRange } from "../common/errors";
import { RANK_TABLE, type Rank, WIDTH_ABOVE_TOP, WIDTH_BELOW_BOTTOM } from "./tables";

const RANK_TEXT = /^(\d{1,2})\s*(k|kyu|kju|kyū|кю|d|dan|дан)$/u;

/** Rank as one ordered integer: 35k → −34 … 1k → 0, 1d → 1 … 7d → 7. */
export function rankOrder(rank: Rank): number {
  return rank.kind === "d" ? rank.n : 1 - rank.n;
}

function rankFromOrder(order: number): Rank {
  return order >= 1 ? { kind: "d", n: order } : { kind: "k", n: 1 - order };
}

// Thresholds indexed by table row (strongest first) and by rank order.
const THRESHOLDS: number[] = RANK_TABLE.map(([, pts]) => pts);
const ORDERS: number[] = RANK_TABLE.map(([name]) => rankOrder(parseRank(name, "rank")));

function checkRating(rating: number): void {
  if (!Number.isFinite(rating) || rating < 0)
    throw outOfRange(msg("outOfRange", { field: "rating", value: rating, min: 0 }));
}

// The band's table row by whole rating up to the top threshold: thresholds are whole numbers, so
// a rating's row is its floor's. Handicap corrections ask it once per stone of every game.
const TOP = THRESHOLDS[0] as number;
const ROW_BY_FLOOR = new Uint8Array(TOP + 1);
for (let r = 0, i = THRESHOLDS.length - 1; r <= TOP; r++) {
  while (i > 0 && r >= (THRESHOLDS[i - 1] as number)) i--;
  ROW_BY_FLOOR[r] = i;
}

/** Table row of the band of a rating (D1: below 1000 it is the 35k row). */
function bandRow(rating: number): number {
  checkRating(rating);
  return rating >= TOP ? 0 : (ROW_BY_FLOOR[Math.floor(rating)] as number);
}

/** The band (rank) a rating is in: the highest threshold not above it; D1 below 1000 → 35k. */
export function bandOf(rating: number): Rank {
  return rankFromOrder(ORDERS[bandRow(rating)] as number);
}

/** Band width: next threshold up minus this one; D1: 200 from 2700 up, 10 below 1000. */
export function bandWidth(rating: number): number {
  const row = bandRow(rating);
  if (row === 0) return WIDTH_ABOVE_TOP;
  if (rating < (THRESHOLDS[THRESHOLDS.length - 1] as number)) return WIDTH_BELOW_BOTTOM;
  return (THRESHOLDS[row - 1] as number) - (THRESHOLDS[row] as number);
}

/** Lower threshold of a rank (RULES §1.1). */
export function rankPoints(rank: Rank): number {
  const i = ORDERS.indexOf(rankOrder(rank));
  if (i < 0) throw invalid(msg("mgszRankNotInTable", { rank: formatRank(rank) }));
  return THRESHOLDS[i] as number;
}

/** D2: `3d`, `3 dan`, `3D`, `15k`, `15 kyu`, `15 kju`, `15 kyū`, `15 кю`, `3 дан`; 35k … 7d. */
export function parseRank(textIn: string, name: string | Subject): Rank {
  const m = RANK_TEXT.exec(textIn.trim().toLowerCase());
  const n = m ? Number(m[1]) : NaN;
  const kind = m && /^(d|dan|дан)$/u.test(m[2] as string) ? "d" : "k";
  if (!m || n < 1 || (kind === "d" ? n > 7 : n > 35)) {
    throw invalid(msg("mgszBadRank", { subject: asSubject(name), value: textIn }));
  }
  return { kind, n };
}

export type RankStyle = "short" | "long";

/** D2 output: `15k` / `3d`, or the long Hungarian form `15 kju` / `3 dan`. */
export function formatRank(rank: Rank, style: RankStyle = "short"): string {
  if (style === "long") return `${rank.n} ${rank.kind === "d" ? "dan" : "kju"}`;
  return `${rank.n}${rank.kind}`;
}

/** Every rank stronger than `rank`, weakest first (empty at 7d). */
export function allRanksAbove(rank: Rank): Rank[] {
  const o = rankOrder(rank);
  return ORDERS.filter((x) => x > o)
    .sort((a, b) => a - b)
    .map(rankFromOrder);
}
