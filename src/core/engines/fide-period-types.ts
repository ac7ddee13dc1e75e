/**
 * What a FIDE rating period (src/core/engines/fide-period.ts) takes and gives: the list at the
 * period's start with what K's rules need, the period and its events, the unrated players' games
 * carried from earlier periods; per player the rating before and after, K, n, Σ(W − We) per event
 * and in total, a first rating, and what carries to the next period.
 */
import type { Message } from "../../i18n/table";
import type { CalendarDate } from "../common/date";
import type { FideGame } from "../fide/change";
import type { FirstRating } from "../fide/initial";
import type { Rules } from "../fide/rules";
import type { HistoryEntry } from "../season/history";
import type { Tournament } from "../tournament/model";
import type { IdentityChoice, IdentityQuestion } from "./match";
import type { FideListedRating } from "./fide-types";

/** A row of the list at the period's start (`RatingListEntry` fits), with what K's rules need. */
export interface FidePeriodListRow extends FideListedRating {
  /** Rated games completed before the period (K 40 until 30, D9); unknown: 30 or more assumed (D151). */
  readonly games?: number;
  /** A season's list (D143, D156): the rating after each period, oldest first. */
  readonly history?: readonly HistoryEntry[];
  /** A season's list (D157): the player's games pooled towards a first rating. */
  readonly pool?: readonly FideCarriedEvent[];
}

/** An unrated player's games towards a first rating, one entry per event, from earlier periods. */
export interface FideCarriedEvent {
  /** The event's last day (FIDE2024 7.1.4's window, 8.2.1's first event). */
  readonly day?: CalendarDate;
  /** Games against rated opponents: their ratings at the event's period and the scores. */
  readonly games: readonly FideGame[];
  /** The period the event was rated in, as its first day's ISO date. */
  readonly period: string;
}

/** What carries to the next period for an unrated player. */
export interface FideCarry {
  /** The identity the player is found by in the next period (D152): FIDE ID, else the folded name. */
  readonly key: string;
  readonly pin?: string;
  readonly name: string;
  readonly firstName?: string;
  readonly events: readonly FideCarriedEvent[];
}

export interface FidePeriod {
  readonly start: CalendarDate;
  readonly end: CalendarDate;
}

export interface FidePeriodInput {
  /** The list at the period's start: ratings, K when it gives one, birth, games, highest. */
  readonly list: readonly FidePeriodListRow[];
  readonly period: FidePeriod;
  /** The events of the period (each ending within it). */
  readonly tournaments: readonly Tournament[];
  /** Unrated players' games from earlier periods (the previous period's `carry`). */
  readonly carry?: readonly FideCarry[];
  /** The rule set; default FIDE2024 as in force on the period's last day (D150). */
  readonly rules?: Rules;
  /** Keep each game's opponent, W and We in the event lines (the explain view's, D176). */
  readonly explain?: boolean;
  /**
   * D261: the officer's answers about the players the list leaves in doubt (a season's); a player
   * it does not answer stops the period (PeriodQuestions). Without it, such a player is refused
   * as `rate` refuses him.
   */
  readonly ask?: PeriodAsk;
  /** D261: search the whole list (an answer may name any row of it), not only the rows of the players' IDs. */
  readonly wholeList?: boolean;
}

/** One game of an event line, kept when the period is rated for the explain view (D176). */
export interface FidePeriodGameLine {
  readonly round: number;
  /** The opponent's index in the event's players. */
  readonly opponent: number;
  /** The opponent's rating at the period's start; null: unrated, the game not rated (8.52). */
  readonly opponentRating: number | null;
  /** The player's score: 1, 0.5 or 0. */
  readonly w: number;
  /** We of the game (two decimals), as the sum took it; null: not rated, or the player unrated. */
  readonly we: number | null;
}

/** One event of the period for one player, at the period's rating and K. */
export interface FidePeriodEventLine {
  /** The event's index in the period's tournaments. */
  readonly event: number;
  /** The player's index in that event's players. */
  readonly player: number;
  /** Games against rated opponents. */
  readonly games: number;
  readonly w: number;
  /** Σ We (two decimals) and Σ(W − We) (two decimals), exact hundredths over 100. */
  readonly we: number;
  readonly wMinusWe: number;
  /** K × Σ(W − We) of the event, unrounded (not rounded on its own: D10). */
  readonly change: number;
  /** Each game, in round order, when the period was rated for the explain view (D176). */
  readonly lines?: readonly FidePeriodGameLine[];
}

export interface FidePeriodPlayer {
  /** The identity across events and periods (D152). */
  readonly key: string;
  readonly pin?: string;
  readonly name: string;
  readonly firstName?: string;
  /** The list row the player was found at (0-based); null: not on the list. */
  readonly row: number | null;
  /** The published rating at the period's start; null: unrated. */
  readonly ratingBefore: number | null;
  /** K of the period after FIDE2024 8.3.3's K × n ≤ 700; null for an unrated player. */
  readonly k: number | null;
  /** K before that limit: the list's or the rules' (D9). */
  readonly kBase: number | null;
  readonly kSource: "list" | "rules" | null;
  /** Games against rated opponents in the period. */
  readonly n: number;
  readonly events: readonly FidePeriodEventLine[];
  readonly w: number;
  readonly we: number;
  readonly wMinusWe: number;
  /** K × Σ(W − We) over the period, unrounded, and rounded once (D10). */
  readonly changeExact: number | null;
  readonly change: number | null;
  /** Rating before + change, or a first rating published; null otherwise. */
  readonly ratingAfter: number | null;
  /** What the list after gives: `ratingAfter` unless below the floor (then unrated). */
  readonly published: number | null;
  /** Unrated players: the first rating over the games pooled so far. */
  readonly firstRating: FirstRating | null;
}

export interface FidePeriodNote {
  /** The player's key; null for the period. */
  readonly key: string | null;
  readonly text: Message;
}

export interface FidePeriodResult {
  readonly period: FidePeriod;
  readonly rules: Rules;
  /** Players who played in the period, in the order first met. */
  readonly players: readonly FidePeriodPlayer[];
  readonly notes: readonly FidePeriodNote[];
  /** The list after the period: the rows rated updated (rating, games, highest), first ratings added. */
  readonly list: readonly FidePeriodListRow[];
  /** Unrated players' games carried to the next period. */
  readonly carry: readonly FideCarry[];
}

/**
 * The officer's answer about player `player` of event `event` (an index into `rows`, or "new"),
 * or undefined when none was given. `rows` are the list rows the question's indices point into.
 */
export type PeriodAsk = (
  event: number,
  player: number,
  question: IdentityQuestion,
  rows: readonly FidePeriodListRow[],
) => IdentityChoice | undefined;
