/**
 * The starting McMahon score, once for the standings, the pairing engine and the pairing list
 * (D21; OpenGotha's `Player.smms`). The ranks and the parameters are ranks (`GoRank`, D120);
 * the start is a difference of ranks, so any integers sharing one scale give the same start.
 */

/** The McMahon parameters a start depends on: three ranks on the player's rank's scale (D120). */
export interface McMahonBars {
  /** The rank whose McMahon score is 0 (genMMZero). */
  readonly mmZero: number;
  /** Ranks below are raised to it (genMMFloor). */
  readonly mmFloor: number;
  /** Ranks above are lowered to it (genMMBar). */
  readonly mmBar: number;
}

/**
 * A player's starting McMahon score, not doubled: his rank raised to the floor, then lowered to
 * the bar (OpenGotha's order, which decides when the floor is above the bar), minus the zero,
 * plus his correction. P47: a player without a rank (`null`) starts at the floor, as OpenGotha
 * starts one whose file gives no rank (read as 30K, below every floor).
 */
export function startingMms(rank: number | null, bars: McMahonBars, correction: number): number {
  const r = rank ?? bars.mmFloor;
  return Math.min(Math.max(r, bars.mmFloor), bars.mmBar) - bars.mmZero + correction;
}

/** The McMahon score a player at the bar starts with, no correction (the top group; STS, D51). */
export function barStart(bars: McMahonBars): number {
  return startingMms(bars.mmBar, bars, 0);
}
