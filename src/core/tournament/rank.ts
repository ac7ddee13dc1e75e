/**
 * Go ranks on the McMahon scale of D21: 30k = 0 … 1k = 29, 1d = 30 … 9d = 38, then the
 * professional ranks 1p = 39 … 9p = 47 (OpenGotha continues the scale above 9d the same way).
 */

// Sample inputs: "7D", "12K", " 3P", "10" (= 10k, hand-made h9), "30k"; matched trimmed
const RANK = /^(\d{1,2})\s*([kKdDpP]?)$/;

/** No spelling of a rank is longer ("12 kyu", "3 дан"): longer text is not a rank (H3). */
const MAX_RANK_TEXT = 16;

/** Rank value, or null when the text is not a Go rank. A bare number is kyu (EGD §2.3). */
export function rankValue(text: string): number | null {
  if (text.length > 4 * MAX_RANK_TEXT) return null;
  const m = RANK.exec(text.trim());
  if (!m) return null;
  const n = Number(m[1]);
  const kind = (m[2] ?? "").toLowerCase() || "k";
  if (kind === "k") return n >= 1 && n <= 30 ? 30 - n : null;
  if (kind === "d") return n >= 1 && n <= 9 ? 29 + n : null;
  return n >= 1 && n <= 9 ? 38 + n : null;
}

/** Normalised text of a rank value: 0 → "30k", 30 → "1d", 39 → "1p". */
export function rankText(value: number): string {
  if (value < 30) return `${30 - value}k`;
  if (value < 39) return `${value - 29}d`;
  return `${value - 38}p`;
}

// "15 kyu", "15 kju", "15 kyū", "15 кю", "3 dan", "3 дан", "3D", "1p"
const RANK_WORDS: readonly [string, string][] = [
  ["kyu", "k"],
  ["kyū", "k"],
  ["kju", "k"],
  ["кю", "k"],
  ["dan", "d"],
  ["дан", "d"],
  ["pro", "p"],
];

/** Rank value of a rank in any usual spelling (D2): "3 Dan", "15 kyu", "15 кю", "1p"; null when not one. */
export function spelledRankValue(text: string): number | null {
  if (text.length > 4 * MAX_RANK_TEXT) return null;
  const s = text.trim();
  const lower = s.toLowerCase();
  const word = RANK_WORDS.find(([w]) => lower.endsWith(w));
  return rankValue(word === undefined ? s : `${s.slice(0, s.length - word[0].length).trimEnd()}${word[1]}`);
}

/** The strongest amateur rank, 9d = 38: the top of the McMahon parameters' scale (D21). */
export const TOP_AMATEUR_RANK = 38;

/** Rank value of an amateur rank 30k..9d in any usual spelling (D2); null otherwise (a pro rank too). */
export function amateurRankValue(text: string): number | null {
  const v = spelledRankValue(text);
  return v !== null && v <= TOP_AMATEUR_RANK ? v : null;
}

/** "7D" → "7d", "10" → "10k"; null when not a rank. */
export function normaliseRank(text: string): string | null {
  const v = rankValue(text);
  return v === null ? null : rankText(v);
}
