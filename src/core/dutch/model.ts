/**
 * The FIDE (Dutch) System's input and output (FIDE Handbook C.04.3, with C.04.1's basic rules
 * and C.04.2's handling rules): a tournament as the pairing engine sees it, pure data. Points
 * are doubled (a win 2, a draw 1) so that every score is an integer.
 */

/** The rule texts: "2025" in force since 1 July 2025, "2017" effective until 30 June 2025. */
export type DutchRules = "2025" | "2017";

/** The first day of each text (C.04.3's headers); an event is paired by the text in force at its start. */
export const DUTCH_RULES_SINCE: Readonly<Record<DutchRules, string>> = {
  "2017": "2017-07-01",
  "2025": "2025-07-01",
};

/** The text in force on an ISO date (yyyy-mm-dd); the 2025 text when no date is known. */
export function dutchRulesOn(date: string | undefined): DutchRules {
  if (date !== undefined && date < DUTCH_RULES_SINCE["2025"]) return "2017";
  return "2025";
}

export type Colour = "white" | "black";
export type Outcome = "win" | "draw" | "loss";

/**
 * One round of a player's history. `opponent` is absent for a bye; `played` is false for a
 * forfeit and every bye; `paired` is true when the player took part in that round's pairing
 * (a game, a forfeit, the pairing-allocated bye), false for a requested or absent round.
 */
export interface DutchRound {
  opponent?: number;
  colour?: Colour;
  outcome: Outcome;
  played: boolean;
  paired: boolean;
}

export interface DutchPlayer {
  /** The pairing number (1-based). */
  no: number;
  rating?: number;
  /** Rounds 1…k−1, in order (a round not yet entered is an absent round: unpaired, a loss). */
  rounds: readonly DutchRound[];
  /** Virtual points (doubled) added in each round, index 0 = round 1 (acceleration, C.04.5). */
  acceleration?: readonly number[];
}

export interface DutchTournament {
  players: readonly DutchPlayer[];
  /** The number of rounds of the event (C.04.3 A.9 and the last round's exception, C3). */
  rounds: number;
  /** The colour the top-ranked player receives in the first round (E.5, the initial colour). */
  initialColour: Colour;
  /** Players not to be paired in the round (withdrawn, absent, a requested bye). */
  absent: ReadonlySet<number>;
  rules?: DutchRules;
}

/** A pair of the round, by pairing number. */
export interface DutchPair {
  white: number;
  black: number;
}

export interface DutchPairing {
  pairs: DutchPair[];
  /** The player given the pairing-allocated bye, if any. */
  bye?: number;
}
