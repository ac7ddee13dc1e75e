/**
 * One entry of a player's history in the season's list, in a file of its own that imports
 * nothing: the list's types (types.ts) and the FIDE period's (engines/fide-period-types.ts)
 * both take it, and types.ts takes the period's carried games.
 */
/** A player's rating and rank after one tournament of the season. */
export interface HistoryEntry {
  /** The tournament's last day, YYYY-MM-DD. */
  readonly end: string;
  /** The tournament's name. */
  readonly event: string;
  readonly rating: number;
  /** Absent when a list read back gives none. */
  readonly rank?: string;
}
