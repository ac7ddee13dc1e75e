/**
 * Go ranks on two scales, one conversion between them. The model's rank value (D21, `rank.ts`):
 * 30k = 0 … 1k = 29, 1d = 30 … 9d = 38, which is also a rank's McMahon value from the zero 30k.
 * OpenGotha's and pairgoth's rank: 30k = −30 … 1k = −1, 1d = 0 … 9d = 8 (OpenGotha's `Player.rank`,
 * pairgoth's `rank`), which their McMahon parameters (floor, bar, thresholds) are written in.
 */

/** OpenGotha's lowest rank, 30k (Gotha.MIN_RANK): its scale starts 30 below the model's. */
export const OG_MIN_RANK = -30;
/** OpenGotha's highest rank, 9d (Gotha.MAX_RANK); a professional rank reads as 7d–9d. */
export const OG_MAX_RANK = 8;

/** A rank on OpenGotha's scale (30k = −30, 1d = 0) as the model's rank value (30k = 0, 1d = 30). */
export function fromOgRank(og: number): number {
  return og - OG_MIN_RANK;
}

/** The model's rank value (30k = 0, 1d = 30) on OpenGotha's scale (30k = −30, 1d = 0). */
export function toOgRank(value: number): number {
  return value + OG_MIN_RANK;
}

/** OpenGotha's rank text ("10K", "1D", "3P", "12") as −30 … 8 (Player.convertKDPToInt); null if unreadable. */
export function ogRank(text: string): number | null {
  const t = text.trim();
  const m = /^(\d+)([kKdDpP]?)$/.exec(t);
  if (!m) return null;
  const n = Number(m[1]);
  const kind = (m[2] ?? "").toLowerCase();
  let rank: number;
  if (kind === "d") rank = n - 1;
  else if (kind === "p") rank = n <= 3 ? 6 : n <= 6 ? 7 : 8;
  else rank = -n;
  return Math.min(OG_MAX_RANK, Math.max(OG_MIN_RANK, rank));
}
