/**
 * A player's outcome as every edge shows it — the pane's results table, Post, `rating-officer
 * sheet` — and the figures of it a ratings spill gives, read from a spill row by its columns' keys
 * (each system's `sheet.outcome`, src/systems).
 */

export interface PlayerOutcome {
  /** The crosstable's number (1-based, the file's order). */
  no: number;
  name: string;
  ratingBefore: number | null;
  ratingAfter: number | null;
  /** MGSZ rank / mahjong level before and after. */
  rankBefore?: string;
  rankAfter?: string;
  /** Where the starting rating came from: pin, name, file, rank, unrated, list, given, default. */
  source: string;
  /** Found on the rating list. */
  matched: boolean;
  /** EGD PIN / FIDE ID, for posting. */
  pin?: string;
  /** FIDE: the figures of the player's rating (RULES §2), for the pane's results table. */
  fide?: FideFigures;
}

/** A FIDE player's K, score W, expected score We, change and performance, as the engine gives them. */
export interface FideFigures {
  k: number | null;
  w: number;
  we: number | null;
  change: number | null;
  performance: number | null;
}

/** A player's figures: his outcome but where he started from (the list, the officer's choices). */
export type Figures = Omit<PlayerOutcome, "source" | "matched" | "pin">;

/** A player's row of a ratings spill: its figures by their columns' keys, and the K column's value at his row (FIDE). */
export interface SpillRow {
  num(key: string): number | null;
  text(key: string): string;
  k(): number | null;
}
