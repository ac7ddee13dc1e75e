/**
 * A Go rank, one encoding for the whole core (D120): 30k = 0 … 1k = 29, 1d = 30 … 9d = 38, then
 * the professional ranks 1p = 39 … 9p = 47. It is also a rank's McMahon value from the zero 30k
 * (D21), so a McMahon score and a rank compare without a conversion. Text ("5k", "1d", "3 dan",
 * "15 кю") and OpenGotha's and pairgoth's integer (30k = −30, 1d = 0, 9d = 8) are read and
 * written here, at the edges, and nowhere else.
 */

declare const goRankBrand: unique symbol;

/** A rank on the one scale: 30k = 0, 1d = 30, 9d = 38, 1p = 39 (D120). */
export type GoRank = number & { readonly [goRankBrand]: true };

/** An integer already on the one scale (a default, a McMahon score read as a rank) as a rank. */
export function goRank(value: number): GoRank {
  return value as GoRank;
}

/** 30k, the lowest rank: OpenGotha's Gotha.MIN_RANK, the zero of its McMahon scores (P48). */
export const LOWEST_RANK = goRank(0);

/** 1d: the first dan rank. */
export const FIRST_DAN = goRank(30);

/** The strongest amateur rank, 9d = 38: the top of the McMahon parameters' scale (D21). */
export const TOP_AMATEUR_RANK = goRank(38);

// Sample inputs: "7D", "12K", " 3P", "10" (= 10k, hand-made h9), "30k"; matched trimmed
const RANK = /^(\d{1,2})\s*([kKdDpP]?)$/;

/** No spelling of a rank is longer ("12 kyu", "3 дан"): longer text is not a rank (H3). */
const MAX_RANK_TEXT = 16;

/** A rank's text read, or null when the text is not a Go rank. A bare number is kyu (EGD §2.3). */
export function rankValue(text: string): GoRank | null {
  if (text.length > 4 * MAX_RANK_TEXT) return null;
  const m = RANK.exec(text.trim());
  if (!m) return null;
  const n = Number(m[1]);
  const kind = (m[2] ?? "").toLowerCase() || "k";
  if (kind === "k") return n >= 1 && n <= 30 ? goRank(30 - n) : null;
  if (kind === "d") return n >= 1 && n <= 9 ? goRank(29 + n) : null;
  return n >= 1 && n <= 9 ? goRank(38 + n) : null;
}

/** Normalised text of a rank: 0 → "30k", 30 → "1d", 39 → "1p". */
export function rankText(rank: GoRank): string {
  if (rank < 30) return `${30 - rank}k`;
  if (rank < 39) return `${rank - 29}d`;
  return `${rank - 38}p`;
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

/** A rank in any usual spelling (D2): "3 Dan", "15 kyu", "15 кю", "1p"; null when not one. */
export function spelledRankValue(text: string): GoRank | null {
  if (text.length > 4 * MAX_RANK_TEXT) return null;
  const s = text.trim();
  const lower = s.toLowerCase();
  const word = RANK_WORDS.find(([w]) => lower.endsWith(w));
  return rankValue(word === undefined ? s : `${s.slice(0, s.length - word[0].length).trimEnd()}${word[1]}`);
}

/** An amateur rank 30k..9d in any usual spelling (D2); null otherwise (a pro rank too). */
export function amateurRankValue(text: string): GoRank | null {
  const v = spelledRankValue(text);
  return v !== null && v <= TOP_AMATEUR_RANK ? v : null;
}

/**
 * D415: text written as a rank, a number and its letter ("10d", "31k", "0k", "12p"), whether or
 * not it is one: a table's reader takes it for the player's rank, never for part of his name.
 */
export function rankShaped(text: string): boolean {
  return /^\d{1,3}[kdp]$/i.test(text.trim());
}

/** "7D" → "7d", "10" → "10k"; null when not a rank. */
export function normaliseRank(text: string): string | null {
  const v = rankValue(text);
  return v === null ? null : rankText(v);
}

/** A professional rank (1p … 9p) as OpenGotha plays it: 1p–3p as 7d, 4p–6p as 8d, 7p–9p as 9d. */
function proAsDan(pro: number): number {
  return pro <= 3 ? 36 : pro <= 6 ? 37 : 38;
}

/**
 * D121: a player's rank as the standings and the pairing compute with it (his starting McMahon
 * score, the natural handicap of EXT and EXR, the Rank criterion, the pairing's rank), read
 * once from the model's text: a professional rank as OpenGotha plays it (7d–9d); null when the
 * text is no rank (P47 then starts him at the floor).
 */
export function playingRank(text: string | undefined): GoRank | null {
  const r = text === undefined ? null : rankValue(text);
  return r === null ? null : asPlayed(r);
}

/** A rank as OpenGotha plays it (D121): an amateur rank as it is, a professional one as 7d–9d. */
export function asPlayed(rank: GoRank): GoRank {
  return rank <= TOP_AMATEUR_RANK ? rank : goRank(proAsDan(rank - TOP_AMATEUR_RANK));
}

/** OpenGotha's lowest rank, 30k, as its files write it (Gotha.MIN_RANK). */
export const OG_MIN_RANK = -30;
/** OpenGotha's highest rank, 9d, as its files write it (Gotha.MAX_RANK); a pro rank reads as 7d–9d. */
export const OG_MAX_RANK = 8;

/** OpenGotha's or pairgoth's integer rank as a file writes it (30k = −30, 1d = 0) as a rank. */
export function fromOgRank(og: number): GoRank {
  return goRank(og - OG_MIN_RANK);
}

/** A rank as OpenGotha's and pairgoth's files write it (30k = −30, 1d = 0): the rank counted from 1d. */
export function toOgRank(rank: GoRank): number {
  return rank + OG_MIN_RANK;
}

/**
 * OpenGotha's reading of a rank's text ("10K", "1D", "3P", "12"; Player.convertKDPToInt): a bare
 * number is kyu, the professional ranks count as 7d–9d, the rank is clamped to 30k…9d (D121);
 * null if unreadable.
 */
export function ogRank(text: string): GoRank | null {
  const t = text.trim();
  const m = /^(\d+)([kKdDpP]?)$/.exec(t);
  if (!m) return null;
  const n = Number(m[1]);
  const kind = (m[2] ?? "").toLowerCase();
  if (kind === "p") return goRank(proAsDan(n));
  const rank = kind === "d" ? n - 1 : -n;
  return fromOgRank(Math.min(OG_MAX_RANK, Math.max(OG_MIN_RANK, rank)));
}
