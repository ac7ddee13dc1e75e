/**
 * A rating list as read: its players' rows and how the file was read. The readers (lists/*.ts,
 * rating-list.ts) give it; the engines' matching, the sheet and Post take it.
 */
import type { ReadDate } from "../../core/common/date";
import type { FideCarriedEvent } from "../../core/engines/fide-period-types";
import type { HistoryEntry } from "../../core/season/types";
import type { Diagnostic } from "../../core/tournament/diagnostics";
import type { EncodingName, EncodingReport } from "../encoding";

/** Which of a player's FIDE ratings a list gives (the TXT and XML downloads hold all three). */
export type FideRatingKind = "standard" | "rapid" | "blitz";
export const FIDE_RATING_KINDS: readonly FideRatingKind[] = ["standard", "rapid", "blitz"];

export interface RatingListEntry {
  /** EGD PIN or FIDE ID. */
  readonly pin?: string;
  readonly name: string;
  readonly firstName?: string;
  readonly rating: number;
  /** Go rank normalised ("3d", "12k") or any other level text (mahjong level). */
  readonly rank?: string;
  readonly k?: number;
  readonly birth?: string;
  /** `birth` read once (H9), when a date or a year. */
  readonly born?: ReadDate;
  readonly federation?: string;
  readonly club?: string;
  /** 1-based source line. */
  readonly line: number;
  /** A season's list (D143): MGSZ ranks whose threshold was reached once (D8). */
  readonly reachedOnce?: readonly string[];
  /** A season's list (D143): the rating and rank after each tournament, oldest first. */
  readonly history?: readonly HistoryEntry[];
  /** A FIDE season's list (D148): rated games before the next period and the highest rating. */
  readonly games?: number;
  readonly highest?: number;
  /** A FIDE season's list (D157): an unrated player's games pooled towards a first rating. */
  readonly pool?: readonly FideCarriedEvent[];
}

export interface RatingList {
  readonly entries: readonly RatingListEntry[];
  readonly diagnostics: readonly Diagnostic[];
  readonly encoding: EncodingName | "mixed";
  /** How the file was decoded (detected or chosen, the close alternatives), when from bytes. */
  readonly decoding?: EncodingReport;
  readonly format: "egd" | "csv" | "fide-txt" | "fide-xml";
  /** Which FIDE rating a FIDE list gave (D44). */
  readonly fideRating?: FideRatingKind;
}
