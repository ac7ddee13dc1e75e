/**
 * What the product says of an engine's notes (FideNote, MgszNote, MahjongNote), wherever its
 * results are shown: `rating-officer rate` and `sheet` print them as `note:` lines, the tournament
 * sheet holds them in its note block under the results (unsettled-note.ts) and Recalculate
 * rewrites that block. Which notes are said, and which of them Recalculate can say again from the
 * crosstable alone, is decided here once (issue 24: no figure without the words that qualify it).
 */
import type { FideNote } from "../core/engines/fide-types";
import type { MahjongNote } from "../core/engines/mahjong";
import type { MgszNote } from "../core/engines/mgsz-types";
import type { Message } from "../i18n/table";

/** Every engine's note codes: a code these tables name that no engine gives does not compile. */
export type NoteCode = FideNote["code"] | MgszNote["code"] | MahjongNote["code"];

/** A note of any engine: its code and what it says, in the one message table. */
export interface EngineNote {
  readonly code: string;
  readonly text: Message;
}

/**
 * The notes an engine's result is shown with, in the engine's order: all but those its system's
 * results say otherwise (`saidOtherwise`, src/systems).
 */
export function saidNotes<N extends EngineNote>(
  system: { readonly saidOtherwise: readonly NoteCode[] },
  notes: readonly N[],
): N[] {
  const otherwise: readonly string[] = system.saidOtherwise;
  return notes.filter((n) => !otherwise.includes(n.code));
}

/**
 * The notes the engine says from the crosstable as it stands — a starting rating below the
 * floor (D78), the figures and the results — which Recalculate rewrites from its own rating.
 * Every other note is about where a start came from — the file, the rating list, the officer's
 * answers, K's assumption — which the sheet's crosstable holds only as the figure the build
 * wrote: Recalculate, which has no file nor list, keeps those as the build said them.
 */
const FROM_CROSSTABLE: readonly NoteCode[] = [
  // FIDE (RULES §2)
  "start-below-floor",
  "unrated",
  "not-registered",
  "below-floor",
  "round-robin",
  "round-robin-incomplete",
  "round-robin-fide2024",
  // D89: Recalculate has the Rule set cell and the Dates cell, and says it again
  "rules-not-of-event",
  // MGSZ (RULES §1)
  "rank-capped",
  "handicap-colour-unknown",
  "handicap-clamped",
  // mahjong (RULES §3)
  "shared-place",
];

export function isFromCrosstable(note: EngineNote): boolean {
  return (FROM_CROSSTABLE as readonly string[]).includes(note.code);
}
