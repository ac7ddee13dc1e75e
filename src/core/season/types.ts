/**
 * What a season takes and gives (src/core/season): the officer's rating list with each player's
 * history, the tournaments to rate, and per tournament (a step) what changed. Pure data.
 */
import type { Message } from "../../i18n/table";
import type { IdentityQuestion } from "../engines/match";
import type { FideCarriedEvent } from "../engines/fide-period-types";
import type { MgszTournamentResult } from "../engines/mgsz-types";
import type { Tournament } from "../tournament/model";
import type { HistoryEntry } from "./history";

export type { HistoryEntry };

/** A player of the season's list. */
export interface SeasonPlayer {
  /** EGD PIN (Go) or FIDE ID, when known. */
  readonly pin?: string;
  readonly name: string;
  readonly firstName?: string;
  readonly federation?: string;
  readonly club?: string;
  readonly rating: number;
  /** Short MGSZ rank ("3d", "12k"). */
  readonly rank?: string;
  /** Thresholds above `rank` reached once and not yet twice (D8). */
  readonly reachedOnce: readonly string[];
  /** Oldest first. */
  readonly history: readonly HistoryEntry[];
  /** 1-based line in the list file, when read from one. */
  readonly line?: number;
  /** A FIDE season's list (D148): the list's K, the date of birth as written, rated games, highest rating. */
  readonly k?: number;
  readonly birth?: string;
  readonly games?: number;
  readonly highest?: number;
  /** A FIDE season's list (D157): an unrated player's games pooled towards a first rating. */
  readonly pool?: readonly FideCarriedEvent[];
}

/** A tournament given to the season: its file (named in every message about it) and what was read. */
export interface SeasonEvent {
  readonly file: string;
  readonly tournament: Tournament;
  /** The MGSZ multiplier given by the officer for this tournament (else from its time control). */
  readonly multiplier?: number;
}

/** What one player's rating did in a step. */
export interface SeasonChange {
  /** As the standings JSON writes a name: family name, then first name. */
  readonly name: string;
  /** EGD PIN or FIDE ID, else null. */
  readonly id: string | null;
  readonly before: number;
  readonly after: number;
  readonly rankBefore: string;
  readonly rankAfter: string;
}

/** An engine's note on a step (D167): what it says, and the player it is about when it is one's. */
export interface SeasonNote {
  readonly text: Message;
  /** As the step's changes name him. */
  readonly name?: string;
}

/** One tournament rated (MGSZ) or one release (mahjong). */
export interface SeasonStep {
  /** The last day, YYYY-MM-DD. */
  readonly end: string;
  readonly files: readonly string[];
  /** The tournament's name. */
  readonly event: string;
  /** One per player of the tournament, in the file's order. */
  readonly changes: readonly SeasonChange[];
  /** What the engine noted (new players, the committee's starting ranks, loose names). */
  readonly notes: readonly SeasonNote[];
  /** The tournament as read and the engine's result, which the explain view reads (D175). */
  readonly tournament: Tournament;
  readonly result: MgszTournamentResult;
  /** Each player's row in the season's list (null: not on it), in the file's order. */
  readonly rows: readonly (number | null)[];
}

/** A step as a list's history alone tells it (the pane's list sheet, D105): no games to explain. */
export type SeasonStepOutline = Pick<SeasonStep, "end" | "event" | "files" | "changes">;

/** A season as its steps' changes and the list after it: what the page needs besides the games. */
export interface SeasonOutline {
  readonly system: "mgsz";
  readonly steps: readonly SeasonStepOutline[];
  readonly list: readonly SeasonPlayer[];
}

export interface SeasonResult {
  readonly system: "mgsz";
  readonly steps: readonly SeasonStep[];
  /** The list after the season, in the list's order, new players after it in the order they came. */
  readonly list: readonly SeasonPlayer[];
}

/**
 * The officer's answer about a player of a season's file whom the list leaves in doubt (D62,
 * D166): the list line that is he, or "new" (none of the rows offered).
 */
export type SeasonAnswer = { readonly line: number } | "new";

/**
 * The officer's answers, asked for each player of a file whom the season's list leaves in doubt
 * when his tournament is rated (player: the index in the file): an answer, or none.
 */
export type SeasonAnswers = (
  file: string,
  player: number,
  question: IdentityQuestion,
) => SeasonAnswer | undefined;

/** A player of a file the officer has not answered about: his index, his name and the question. */
export interface SeasonAsked {
  readonly player: number;
  readonly name: string;
  readonly question: IdentityQuestion;
}
