/**
 * What a FIDE rating of a whole tournament takes and gives (src/core/engines/fide.ts): the rating
 * list's rows, the options, each player's result with its games and notes, and the round robin's
 * figures.
 */
import type { Message } from "../../i18n/table";
import type { CalendarDate, ReadDate } from "../common/date";
import type { NotRegistered } from "../fide/initial";
import type { EventRules, RuleSetName, Rules } from "../fide/rules";
import type { IdentityChoice, MatchCandidate } from "./match";

/** A rating-list row the FIDE engine can use (`RatingListEntry` of src/formats fits). */
export interface FideListedRating extends MatchCandidate {
  /** FIDE rating; 0 (or less) means unrated. */
  readonly rating: number;
  /** The player's K for the period, when the list states it. */
  readonly k?: number;
  /** Date of birth as read by the list's reader (H9: the year alone has `yearOnly`), for the junior K 40. */
  readonly born?: ReadDate;
  /** The highest published rating the player ever had (D9's 2400, D23's 2300), when the list states it. */
  readonly highest?: number;
  /** 1-based line in the list file, echoed in the result. */
  readonly line?: number;
}

export interface FideTournamentOptions {
  /**
   * `FIDE2024` or `HU2017`, from `rulesFor` / `readRuleSet`; default FIDE2024 as in force on the
   * event's last day, else its latest version (§2.2, D87).
   */
  readonly rules?: Rules;
  /** Ratings before, K and dates of birth; players are found by FIDE ID, else by name. */
  readonly ratingList?: readonly FideListedRating[];
  /** The officer's answers (D62) by player index: the list row (0-based) that is the player, or "new". */
  readonly identities?: ReadonlyMap<number, IdentityChoice>;
  /** K of every rated player (the officer's), whole 0..100; wins over the list and D9. */
  readonly k?: number;
  /** K by player index (a sheet's K column); wins over `k`. */
  readonly kByPlayer?: ReadonlyMap<number, number>;
  /**
   * The highest published rating by player index (D9: 2400 reached → K 10; D23: 2300 reached →
   * no junior K 40); wins over the list's `highest`.
   */
  readonly highestByPlayer?: ReadonlyMap<number, number>;
  /** First ratings: games against rated opponents needed (default the rule set's: D25 9, FIDE2024 5). */
  readonly minGames?: number;
  /**
   * The date K applies on (the first day of the rating period), for the junior rule; default
   * the tournament's start date when the file gives one that reads as a date.
   */
  readonly on?: CalendarDate;
  /**
   * Round robin (8.21b): undefined detects a complete single round robin; `true` requires one
   * (an error says which pair did not play); `false` rates the event as a Swiss one.
   */
  readonly roundRobin?: boolean;
  /** HU2017 bonus per half point above 50 % (D11, default 15); FIDE2024 has none. */
  readonly bonus?: number;
  /**
   * The officer's word that the file's ratings are Elo, a Go file's too (D64). Otherwise a chess
   * file's (TRF, CSV, a sheet) are, a Go file's (EGD, FFG, OpenGotha, MacMahon, pairgoth: GoR)
   * are not: its players are unrated unless the list has them.
   */
  readonly fileRatings?: boolean;
}

/** Where the rating before came from. */
export type FideRatingSource = "id" | "name" | "file" | "unrated";

/** Where K came from: the officer per player, the officer for everyone, the list, D9. */
export type KSource = "player" | "argument" | "list" | "rules";

export interface FideGameLine {
  /** 1-based round. */
  readonly round: number;
  /** Opponent's index in `tournament.players`. */
  readonly opponent: number;
  /** The rating the game is rated against (the opponent's, or his Ru in a round robin); null: not rated. */
  readonly opponentRating: number | null;
  readonly score: 1 | 0.5 | 0;
}

export interface FideFirstRating {
  /** `swiss`: 8.2 / FIDE2024 from the rated opponents; `round-robin`: 8.21b. */
  readonly method: "swiss" | "round-robin";
  readonly registered: boolean;
  readonly reason?: NotRegistered;
  /** Rc (HU2017 Swiss), Ra of the round robin, or FIDE2024's Ra with the hypothetical opponents. */
  readonly average: number;
  /** p in hundredths and its dp. */
  readonly p: number;
  readonly dp: number;
  /** FIDE2024: capped at 2200. */
  readonly capped: boolean;
  /** The computed figure, published or not (null when there is nothing to compute it from). */
  readonly figure: number | null;
}

export interface FidePlayerResult {
  /** Index in `tournament.players`. */
  readonly player: number;
  /** `name firstName` as the file gives them. */
  readonly name: string;
  readonly source: FideRatingSource;
  /** The matched list row's line, when the list gives lines. */
  readonly listLine?: number;
  /** The published rating before the event; null for an unrated player. */
  readonly ratingBefore: number | null;
  /** K used (after FIDE2024's K × games ≤ 700); null for an unrated player. */
  readonly k: number | null;
  readonly kSource: KSource | null;
  /** Games rated: against opponents with a rating to rate against. */
  readonly games: number;
  /** Points W scored in those games. */
  readonly w: number;
  /** Σ We in those games (two decimals); null for an unrated player. */
  readonly we: number | null;
  /** K·Σ(W − We) unrounded, and rounded once (D10); null for an unrated player. */
  readonly changeExact: number | null;
  readonly change: number | null;
  /** Rating before + change, or the first rating when published; null otherwise. */
  readonly ratingAfter: number | null;
  /** FIDE2024: the new rating is below 1400 and not published (`ratingAfter` holds the figure). */
  readonly belowFloor: boolean;
  /** The rating FIDE publishes after the event: `ratingAfter` unless below the floor; null otherwise. */
  readonly published: number | null;
  /** Unrated players: how the first rating came about. */
  readonly firstRating: FideFirstRating | null;
  /** TPR over the rated games (appendix II.3); null without any. */
  readonly performance: number | null;
  /** Every game played over the board with a result, in round order. */
  readonly lines: readonly FideGameLine[];
}

export interface FideNote {
  /** Player index, or −1 for the tournament. */
  readonly player: number;
  readonly code:
    | "not-on-list"
    /** D64: a Go file's ratings were not taken as Elo. */
    | "go-ratings"
    | "loose-name"
    | "unrated"
    | "not-registered"
    | "below-floor"
    /** D78: a start below the lowest rating the rule set publishes. */
    | "start-below-floor"
    | "k-assumed"
    | "junior-unknown"
    | "round-robin"
    | "round-robin-incomplete"
    | "round-robin-fide2024"
    /** D87: no rule set named and the event has no date: the latest version, said. */
    | "rules-undated"
    /** D89: FIDE2024 named without a date, the event's own version rating some games otherwise. */
    | "rules-not-of-event";
  /** What it says, in the one message table. */
  readonly text: Message;
}

export interface FideRoundRobinFigures {
  readonly rar: number;
  readonly dpa: number;
  readonly raExact: number;
  readonly ra: number;
}

export interface FideTournamentResult {
  readonly rules: RuleSetName;
  /** The rules rated by: the options' or, none given, the version the event's dates chose (D87). */
  readonly ruleSet: Rules;
  /** How the event's dates chose them, when no rule set was given. */
  readonly ofEvent?: EventRules;
  /** The event was rated as a complete single round robin. */
  readonly roundRobin: boolean;
  /** 8.21b's figures when unrated players were rated by it. */
  readonly roundRobinFigures: FideRoundRobinFigures | null;
  /** One per player, in the file's order. */
  readonly players: readonly FidePlayerResult[];
  readonly notes: readonly FideNote[];
}
