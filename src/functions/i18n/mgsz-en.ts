/**
 * The MGSZ custom functions' metadata in English, as a family's codes (D132): `ID` a
 * function's description, `ID.param` a parameter's description, `ID.param.name` its name.
 * Each text is the function's JSDoc word for word, which the metadata generator reads for
 * functions.json (test/functions/function-texts.test.ts compares them).
 */
import type { NoParams } from "../../i18n/message";

export const MGSZ_FUNCTIONS_EN = {
  "MGSZ.RANK": () => "Rank (band) of an MGSZ rating.",
  "MGSZ.RANK.rating.name": () => "rating",
  "MGSZ.RANK.rating": () => "Rating (Élő-pont), above 0 (0: an empty cell), e.g. 1947",
  "MGSZ.RANK.style.name": () => "style",
  "MGSZ.RANK.style": () => '"short" (default, "1k") or "long" ("1 kju")',
  "MGSZ.RANKPOINTS": () => "Lower threshold of an MGSZ rank.",
  "MGSZ.RANKPOINTS.rank.name": () => "rank",
  "MGSZ.RANKPOINTS.rank": () => 'Rank in any spelling, 35k..7d, e.g. "3 dan", "15 kyu"',
  "MGSZ.BANDWIDTH": () => "Width of the band a rating is in.",
  "MGSZ.BANDWIDTH.rating.name": () => "rating",
  "MGSZ.BANDWIDTH.rating": () => "Rating, above 0 (0: an empty cell), e.g. 1947",
  "MGSZ.CORRECTED": () => "Rating raised by handicap steps, one band width per stone.",
  "MGSZ.CORRECTED.rating.name": () => "rating",
  "MGSZ.CORRECTED.rating": () => "Rating, above 0 (0: an empty cell), e.g. 1947",
  "MGSZ.CORRECTED.stones.name": () => "stones",
  "MGSZ.CORRECTED.stones": () => "Handicap stones received, 0..9, e.g. 4",
  "MGSZ.CHANCE": () => "Chance-table value for a rating difference, as the MGSZ regulation tabulates it.",
  "MGSZ.CHANCE.difference.name": () => "difference",
  "MGSZ.CHANCE.difference": () => "Rating difference Δp in points (sign ignored), e.g. 82",
  "MGSZ.GAMEPOINT": () => "Game point Jp of the first player in one game.",
  "MGSZ.GAMEPOINT.rating.name": () => "rating",
  "MGSZ.GAMEPOINT.rating": () =>
    "Player's rating before the tournament, above 0 (0: an empty cell), e.g. 1947",
  "MGSZ.GAMEPOINT.opponent.name": () => "opponent",
  "MGSZ.GAMEPOINT.opponent": () =>
    "Opponent's rating before the tournament, above 0 (0: an empty cell), e.g. 2419",
  "MGSZ.GAMEPOINT.result.name": () => "result",
  "MGSZ.GAMEPOINT.result": () => '1 win, 0 loss, 0.5 jigo, or "+", "-", "="',
  "MGSZ.GAMEPOINT.stones.name": () => "stones",
  "MGSZ.GAMEPOINT.stones": () => "Handicap stones: > 0 received by the player, < 0 given, -9..9; default 0",
  "MGSZ.SUMGAMEPOINTS": () => "Sum of the game points ΣJp of a player over a tournament.",
  "MGSZ.SUMGAMEPOINTS.rating.name": () => "rating",
  "MGSZ.SUMGAMEPOINTS.rating": () => "Player's rating before the tournament, e.g. 1947",
  "MGSZ.SUMGAMEPOINTS.opponents.name": () => "opponents",
  "MGSZ.SUMGAMEPOINTS.opponents": () => "Opponents' ratings before the tournament (range), e.g. {1935,1865}",
  "MGSZ.SUMGAMEPOINTS.results.name": () => "results",
  "MGSZ.SUMGAMEPOINTS.results": () => 'Results (range): 1, 0, 0.5 or "+", "-", "="',
  "MGSZ.SUMGAMEPOINTS.stones.name": () => "stones",
  "MGSZ.SUMGAMEPOINTS.stones": () =>
    "Handicap stones per game (range), + received, - given, -9..9; default 0",
  "MGSZ.RATINGCHANGE": () => "Rating change ⌊C·ΣJp + 0.5⌋ over a tournament.",
  "MGSZ.RATINGCHANGE.rating.name": () => "rating",
  "MGSZ.RATINGCHANGE.rating": () => "Player's rating before the tournament, e.g. 1947",
  "MGSZ.RATINGCHANGE.multiplier.name": () => "multiplier",
  "MGSZ.RATINGCHANGE.multiplier": () => "Tournament multiplier C, whole number 0..100, e.g. 15",
  "MGSZ.RATINGCHANGE.opponents.name": () => "opponents",
  "MGSZ.RATINGCHANGE.opponents": () => "Opponents' ratings (range), e.g. {2087,2130}",
  "MGSZ.RATINGCHANGE.results.name": () => "results",
  "MGSZ.RATINGCHANGE.results": () => 'Results (range): 1, 0, 0.5 or "+", "-", "="',
  "MGSZ.RATINGCHANGE.stones.name": () => "stones",
  "MGSZ.RATINGCHANGE.stones": () => "Handicap stones per game (range), + received, - given, -9..9; default 0",
  "MGSZ.NEWRATING": () => "New rating after a tournament: rating + ⌊C·ΣJp + 0.5⌋.",
  "MGSZ.NEWRATING.rating.name": () => "rating",
  "MGSZ.NEWRATING.rating": () => "Player's rating before the tournament, e.g. 1947",
  "MGSZ.NEWRATING.multiplier.name": () => "multiplier",
  "MGSZ.NEWRATING.multiplier": () => "Tournament multiplier C, whole number 0..100, e.g. 30",
  "MGSZ.NEWRATING.opponents.name": () => "opponents",
  "MGSZ.NEWRATING.opponents": () => "Opponents' ratings (range), e.g. {1935,1865}",
  "MGSZ.NEWRATING.results.name": () => "results",
  "MGSZ.NEWRATING.results": () => 'Results (range): 1, 0, 0.5 or "+", "-", "="',
  "MGSZ.NEWRATING.stones.name": () => "stones",
  "MGSZ.NEWRATING.stones": () => "Handicap stones per game (range), + received, - given, -9..9; default 0",
  "MGSZ.EXTENDEDTIME": () =>
    "Extended thinking time: base time plus 45 Japanese or 60 Canadian byo-yomi moves.",
  "MGSZ.EXTENDEDTIME.base_minutes.name": () => "base_minutes",
  "MGSZ.EXTENDEDTIME.base_minutes": () => "Base thinking time in minutes, 0 or more, e.g. 60",
  "MGSZ.EXTENDEDTIME.byoyomi.name": () => "byoyomi",
  "MGSZ.EXTENDEDTIME.byoyomi": () =>
    'Japanese "3x20s" or "20s", Canadian "25/10" or "25/10m" (stones/minutes); default none',
  "MGSZ.MULTIPLIER": () =>
    "Tournament multiplier C: thinking-time points plus importance points; below category E #N/A, the committee's C.",
  "MGSZ.MULTIPLIER.base_minutes.name": () => "base_minutes",
  "MGSZ.MULTIPLIER.base_minutes": () => "Base thinking time in minutes, 0 or more, e.g. 120",
  "MGSZ.MULTIPLIER.byoyomi.name": () => "byoyomi",
  "MGSZ.MULTIPLIER.byoyomi": () => 'Japanese "3x20s" or "20s", Canadian "25/10" or "25/10m"; default none',
  "MGSZ.MULTIPLIER.handicap_free.name": () => "handicap_free",
  "MGSZ.MULTIPLIER.handicap_free": () => "TRUE when no game has handicap; default TRUE",
  "MGSZ.MULTIPLIER.participants.name": () => "participants",
  "MGSZ.MULTIPLIER.participants": () => "Number of participants, 0 or more; default 0",
  "MGSZ.MULTIPLIER.event.name": () => "event",
  "MGSZ.MULTIPLIER.event": () =>
    'Importance flags, all that apply, comma-separated: "invitational", "national", "european", "world", e.g. "invitational,world"; default none',
  "MGSZ.MULTIPLIER.board.name": () => "board",
  "MGSZ.MULTIPLIER.board": () => "Board size 19 or 13 (13×13 gives C = 5); default 19",
  "MGSZ.PARTS": () => "Round counts of the parts a tournament is rated in, spilled as a row.",
  "MGSZ.PARTS.multiplier.name": () => "multiplier",
  "MGSZ.PARTS.multiplier": () => "Tournament multiplier C, whole number 0..100, e.g. 45",
  "MGSZ.PARTS.rounds.name": () => "rounds",
  "MGSZ.PARTS.rounds": () => "Number of rounds, whole number 1..999, e.g. 7",
  "MGSZ.NEWRANK": () => "Rank after a series of tournaments; never goes down.",
  "MGSZ.NEWRANK.rank.name": () => "rank",
  "MGSZ.NEWRANK.rank": () => 'Rank before, any spelling, e.g. "1d"',
  "MGSZ.NEWRANK.ratings_after.name": () => "ratings_after",
  "MGSZ.NEWRANK.ratings_after": () =>
    "Ratings after each tournament, in order (range), e.g. {2035,2055,2040,2075}",
  "MGSZ.NEWRANK.reached_once.name": () => "reached_once",
  "MGSZ.NEWRANK.reached_once": () =>
    'Ranks whose threshold was already reached once before (range), e.g. "2d"',
  "MGSZ.PERFORMANCE": () =>
    "MGSZ performance: the rating at which ΣJp over these games is 0 by the chance table (shown beside a new player's starting rating).",
  "MGSZ.PERFORMANCE.opponents.name": () => "opponents",
  "MGSZ.PERFORMANCE.opponents": () =>
    "Opponents' ratings before the tournament (range), e.g. {1935,1865,1924,1997,2015}",
  "MGSZ.PERFORMANCE.results.name": () => "results",
  "MGSZ.PERFORMANCE.results": () => 'Results (range): 1, 0, 0.5 or "+", "-", "="',
  "MGSZ.PERFORMANCE.stones.name": () => "stones",
  "MGSZ.PERFORMANCE.stones": () => "Handicap stones per game (range), + received, - given, -9..9; default 0",
} satisfies Readonly<Record<string, (p: NoParams) => string>>;

/** The codes of the MGSZ functions' texts. */
export type MgszFunctionCode = keyof typeof MGSZ_FUNCTIONS_EN;
