/**
 * What an MGSZ rating of a whole tournament takes and gives (src/core/engines/mgsz.ts): the rating
 * list's rows, the options, each player's result with its games, parts and entry, and the notes.
 * Its own file, as FIDE's (fide-types.ts), so that the engine and its starts (mgsz-start.ts) both
 * import it and not each other.
 */
import type { Message } from "../../i18n/table";
import type { Player, Points2 } from "../tournament/model";
import type { IdentityChoice, MatchCandidate } from "./match";
import type { MultiplierBreakdown, MultiplierInput } from "./mgsz-multiplier";

/** A rating-list row the engine can use (`RatingListEntry` of src/formats fits). */
export interface ListedRating extends MatchCandidate {
  readonly rating: number;
  /** Rank as the list gives it ("3d", "12k"); the MGSZ rank before when present. */
  readonly rank?: string;
  /** 1-based line in the list file, echoed in the result. */
  readonly line?: number;
  /** MGSZ ranks whose threshold the player has reached once and not yet twice (D8, D140). */
  readonly reachedOnce?: readonly string[];
  /** The rating after each tournament the list's history gives (D144: thresholds reached). */
  readonly history?: readonly { readonly rating: number }[];
}

/** Where a starting rating came from. */
export type StartSource = "pin" | "name" | "file" | "rank" | "override";

export interface MgszTournamentOptions {
  readonly ratingList?: readonly ListedRating[];
  /** The officer's answers (D62) by player index: the list row (0-based) that is the player, or "new". */
  readonly identities?: ReadonlyMap<number, IdentityChoice>;
  /**
   * The file's ratings are MGSZ ratings: players missing from the list start from them (D64:
   * the officer says so; a sheet's Rating column is). Default false: a Go file's ratings (EGD
   * GoR, FFG, AGA) are on another scale, and such players start from their rank (D24).
   */
  readonly fileRatings?: boolean;
  /** C given by the officer, a whole number; wins over `time`. */
  readonly multiplier?: number;
  readonly time?: MultiplierInput;
  /** The officer's starting ratings (§1.5 override, D24), by player index. */
  readonly startingRatings?: ReadonlyMap<number, number>;
  /** Who enters the register by default (D24: the country HU, 1.§ (1)); default federation HU/HUN. */
  readonly isHungarian?: (p: Player) => boolean;
  /** D24's per-player switch: whether the player enters the register, by player index; wins over `isHungarian`. */
  readonly entersRegister?: ReadonlyMap<number, boolean>;
  /**
   * Thresholds reached once before (D8), by player index ("2d"); wins over the list row's
   * `reachedOnce`. The shape of a per-player argument of `TOURNAMENT.MGSZ`.
   */
  readonly reachedOnce?: ReadonlyMap<number, readonly string[]>;
}

export interface MgszGameLine {
  /** 1-based round. */
  readonly round: number;
  /** Opponent's index in `tournament.players`. */
  readonly opponent: number;
  /** The opponent's rating at the start of the part. */
  readonly opponentRating: number;
  readonly result: Points2;
  /** + received, − given (D5). */
  readonly stones: number;
  /** Game point in thousandths. */
  readonly jp: number;
  /** 0-based part. */
  readonly part: number;
}

export interface MgszPartResult {
  /** First and last round of the part, 1-based. */
  readonly firstRound: number;
  readonly lastRound: number;
  readonly ratingBefore: number;
  /** ΣJp of the part in thousandths. */
  readonly sumJp: number;
  /** ⌊C·ΣJp + 0.5⌋ (D7). */
  readonly change: number;
  readonly ratingAfter: number;
}

export interface MgszPlayerResult {
  /** Index in `tournament.players`. */
  readonly player: number;
  /** `name firstName` as the file gives them. */
  readonly name: string;
  readonly source: StartSource;
  /** Not on the rating list (or the file): started from the declared rank, §1.5. */
  readonly newPlayer: boolean;
  /** The matched list row's line, when the list gives lines. */
  readonly listLine?: number;
  /** The matched row's index in `ratingList` (0-based), when found there. */
  readonly listRow?: number;
  readonly ratingBefore: number;
  /** Short MGSZ rank: the list's, else the declared one (capped per §1.5, D24), else the rating's band. */
  readonly rankBefore: string;
  /**
   * Thresholds reached once before the tournament (D8): the officer's (`reachedOnce`), else the
   * list row's column and history (D144); what the sheet's Reached once column holds (D170).
   */
  readonly reachedOnceBefore: readonly string[];
  /** New players (§1.5, D24): what the officer decides on. */
  readonly entry?: MgszEntry;
  readonly parts: readonly MgszPartResult[];
  /** ΣJp over all parts in thousandths. */
  readonly sumJp: number;
  /** Rating after − rating before. */
  readonly change: number;
  readonly ratingAfter: number;
  /** After §1.4 with each part's rating after counted as one tournament (D4, D8). */
  readonly rankAfter: string;
  /** Thresholds above `rankAfter` reached once (D8): the ones before plus this tournament's (D26). */
  readonly reachedOnceAfter: readonly string[];
  /** Rated games only (played over the board, result known), in round order. */
  readonly games: readonly MgszGameLine[];
}

/** D24: a new player's proposal and what it rests on. */
export interface MgszEntry {
  /** The declared rank (short form). */
  readonly declared: string;
  /** Enters the register (default: country HU; the officer's switch). */
  readonly entersRegister: boolean;
  /** The declared rank is above 5k: the starting rank is 5k and a higher one is the committee's (5.§ (5)). */
  readonly forCommittee: boolean;
  /** Games played over the board with a result, and of them won (jigo ½). */
  readonly games: number;
  readonly wins: number;
  /** D24's MGSZ performance over these games (ΣJp 0); null without a game. */
  readonly performance: number | null;
}

export interface MgszNote {
  /** Player index, or −1 for the tournament. */
  readonly player: number;
  readonly code:
    | "new-player"
    | "loose-name"
    | "rank-capped"
    | "for-committee"
    | "rank-clamped"
    | "handicap-colour-unknown"
    | "handicap-clamped"
    /** D64: the file's ratings were not taken as MGSZ ratings. */
    | "file-ratings";
  /** What it says, in the one message table. */
  readonly text: Message;
}

export interface MgszTournamentResult {
  readonly multiplier: MultiplierBreakdown;
  /** Rounds per part (D4). */
  readonly parts: readonly number[];
  /** One per player, in the file's order. */
  readonly players: readonly MgszPlayerResult[];
  readonly notes: readonly MgszNote[];
}
