/**
 * The tournament custom functions' metadata in English, as a family's codes (D132): `ID` a
 * function's description, `ID.param` a parameter's description, `ID.param.name` its name.
 * Each text is the function's JSDoc word for word, which the metadata generator reads for
 * functions.json (test/functions/function-texts.test.ts compares them).
 */
import type { NoParams } from "../../i18n/message";

export const TOURNAMENT_FUNCTIONS_EN = {
  "TOURNAMENT.STANDINGS": () =>
    "Standings of a crosstable with the chosen tie-breaks, spilled as a table in final order.",
  "TOURNAMENT.STANDINGS.crosstable.name": () => "crosstable",
  "TOURNAMENT.STANDINGS.crosstable": () =>
    'Range, one row per player: number, name, rank, rating, then one cell per round such as "12+/w2", "7-/b0", "3=/w", "5+!", "0+"; a header row is allowed',
  "TOURNAMENT.STANDINGS.tiebreaks.name": () => "tiebreaks",
  "TOURNAMENT.STANDINGS.tiebreaks": () =>
    'Tie-breaks in order, as text "MMS,SOS" or a range of names: PTS MMS SOS SODOS SOSOS BUCH BUCHT BERGER CUM DE WINS ARO EXT EXR CAT RANK RATING SOSW-1 SOSW-2 SOSM-1 SOSM-2 SDC STS SOSTS CPS CUSSM DC; default MMS,SOS,SODOS,SOSOS. Chess: "CHESS" (PTS,BH-C1,BH,SB,DE,WON,ARO) or names such as "PTS,BH-C1,SB,TPR"',
  "TOURNAMENT.STANDINGS.rounds.name": () => "rounds",
  "TOURNAMENT.STANDINGS.rounds": () =>
    "Standings after this round, whole number 0..rounds of the table, e.g. 3; default all rounds",
  "TOURNAMENT.STANDINGS.literal.name": () => "literal",
  "TOURNAMENT.STANDINGS.literal": () =>
    "TRUE for the regulation's literal SOS, SODOS and SOSOS: rounds without a game add 0, no handicap term, an absent round scores 0; default FALSE (OpenGotha's reading)",
  "TOURNAMENT.STANDINGS.round_robin.name": () => "round_robin",
  "TOURNAMENT.STANDINGS.round_robin": () =>
    "TRUE to apply the round-robin withdrawal rule: under 50 % of the games played, the player's games do not count for the others; default FALSE",
  "TOURNAMENT.STANDINGS.mm_bar.name": () => "mm_bar",
  "TOURNAMENT.STANDINGS.mm_bar": () =>
    'McMahon bar, a Go rank 30k..9d, e.g. "4d": stronger players start as this rank; default "4d"',
  "TOURNAMENT.STANDINGS.mm_floor.name": () => "mm_floor",
  "TOURNAMENT.STANDINGS.mm_floor": () =>
    'McMahon floor, a Go rank 30k..9d, e.g. "20k": weaker players start as this rank; default "20k"',
  "TOURNAMENT.STANDINGS.mm_zero.name": () => "mm_zero",
  "TOURNAMENT.STANDINGS.mm_zero": () =>
    'The Go rank whose starting McMahon score is 0, 30k..9d, e.g. "30k"; default "30k"',
  "TOURNAMENT.STANDINGS.mm_corrections.name": () => "mm_corrections",
  "TOURNAMENT.STANDINGS.mm_corrections": () =>
    "Starting-MM corrections in whole points -30..30, e.g. 1: one column aligned with the crosstable's rows, blank for none (OpenGotha's smmsCorrection); default none",
  "TOURNAMENT.STANDINGS.mm_absent.name": () => "mm_absent",
  "TOURNAMENT.STANDINGS.mm_absent": () =>
    'McMahon points for a round left blank (absent, not paired): 0, 0.5 or 1, e.g. 0.5 (a bye states its value in its cell: "0+", "0=", "0-"); default 0.5',
  "TOURNAMENT.STANDINGS.round_down.name": () => "round_down",
  "TOURNAMENT.STANDINGS.round_down": () =>
    "TRUE to round the points and McMahon score down to whole points (OpenGotha's genRoundDownNBWMMS); default FALSE",
  "TOURNAMENT.STANDINGS.points_absent.name": () => "points_absent",
  "TOURNAMENT.STANDINGS.points_absent": () =>
    "Points (PTS, Buchholz, …) for a round left blank: 0, 0.5 or 1, e.g. 0; default 0",
  "TOURNAMENT.STANDINGS.language.name": () => "language",
  "TOURNAMENT.STANDINGS.language": () => 'Language of the header row: "en", "hu" or "ru"; default "en"',
  "TOURNAMENT.STANDINGS.points_bye.name": () => "points_bye",
  "TOURNAMENT.STANDINGS.points_bye": () =>
    "Points (PTS, Buchholz, …) of the tournament's bye, the cells \"0+\": 0, 0.5 or 1, e.g. 0.5 (OpenGotha's genNBW2ValueBye); default 1",
  "TOURNAMENT.STANDINGS.mm_bye.name": () => "mm_bye",
  "TOURNAMENT.STANDINGS.mm_bye": () =>
    "McMahon points of the tournament's bye, the cells \"0+\": 0, 0.5 or 1, e.g. 1 (OpenGotha's genMMS2ValueBye); default 1",
  "TOURNAMENT.TEAMSTANDINGS": () =>
    "Team standings of a team event, spilled as a table in final order: game points, match points by the boards due, the match between tied teams, team Buchholz and Berger.",
  "TOURNAMENT.TEAMSTANDINGS.crosstable.name": () => "crosstable",
  "TOURNAMENT.TEAMSTANDINGS.crosstable": () =>
    'Range, one row per player: number, name, rank or title, rating, then one cell per round such as "12+/w", "7-/b", "3=/w", "5+!", "0+"; a header row is allowed',
  "TOURNAMENT.TEAMSTANDINGS.teams.name": () => "teams",
  "TOURNAMENT.TEAMSTANDINGS.teams": () =>
    "Range of the teams: team, board, player (the crosstable's number or name), one row per player; or two columns team, player in board order; or four: team number, team, board, player; a header row is allowed",
  "TOURNAMENT.TEAMSTANDINGS.tiebreaks.name": () => "tiebreaks",
  "TOURNAMENT.TEAMSTANDINGS.tiebreaks": () =>
    'Team tie-breaks in order, as text "GP,MP,DM" or a range of names: GP (game points) MP (match points) DM (match between tied teams) BH (Buchholz) SB (Berger) B1U…B9U (board points on the k upper boards); default GP,MP,DM,SB for a round robin, else GP,MP,DM,BH,SB',
  "TOURNAMENT.TEAMSTANDINGS.boards.name": () => "boards",
  "TOURNAMENT.TEAMSTANDINGS.boards": () =>
    "Boards per match, whole number 1..100, e.g. 4; default the most boards a team fielded",
  "TOURNAMENT.TEAMSTANDINGS.rounds.name": () => "rounds",
  "TOURNAMENT.TEAMSTANDINGS.rounds": () =>
    "Standings after this round, whole number 0..rounds of the table, e.g. 3; default all rounds",
  "TOURNAMENT.TEAMSTANDINGS.language.name": () => "language",
  "TOURNAMENT.TEAMSTANDINGS.language": () => 'Language of the header row: "en", "hu" or "ru"; default "en"',
  "TOURNAMENT.TEAMSTANDINGS.matches.name": () => "matches",
  "TOURNAMENT.TEAMSTANDINGS.matches": () =>
    "Team rounds without a match over the board, one row each: round, team, then F, H or Z (a full-, half-, zero-point bye), P (a pairing-allocated bye, with its match and game points in the fifth and sixth columns), or +-, -+, -- (a match forfeited: the row's team wins, the opponent wins, both lose) and the opponent team; default none",
  "TOURNAMENT.TEAMSTANDINGS.match_points.name": () => "match_points",
  "TOURNAMENT.TEAMSTANDINGS.match_points": () =>
    'Match points for a match won, drawn and lost, as text "3,1,0"; default "2,1,0"',
  "TOURNAMENT.MGSZ": () =>
    "New MGSZ ratings of every player of a crosstable, spilled as a table in the table's order.",
  "TOURNAMENT.MGSZ.crosstable.name": () => "crosstable",
  "TOURNAMENT.MGSZ.crosstable": () =>
    'Range, one row per player: number, name, rank, rating before (blank: started from the rank), then one cell per round such as "12+/w2", "7-/b0", "0+"',
  "TOURNAMENT.MGSZ.multiplier.name": () => "multiplier",
  "TOURNAMENT.MGSZ.multiplier": () =>
    "Tournament multiplier C, whole number 0..100, e.g. 30 (MGSZ.MULTIPLIER gives it)",
  "TOURNAMENT.MGSZ.language.name": () => "language",
  "TOURNAMENT.MGSZ.language": () => 'Language of the header row: "en", "hu" or "ru"; default "en"',
  "TOURNAMENT.MGSZ.register.name": () => "register",
  "TOURNAMENT.MGSZ.register": () =>
    "New players: one column aligned with the crosstable's rows, TRUE when the player enters the register (starting rank at most 5k), FALSE when not, blank (or 0, which older Excel builds hand for an empty cell) for a player who is not new; a new player's rank is the declared one and his rating the officer's start (blank: the threshold of the rank); default none",
  "TOURNAMENT.MGSZ.accept_unknown.name": () => "accept_unknown",
  "TOURNAMENT.MGSZ.accept_unknown": () =>
    'TRUE to rate without the games whose result is not known or agreed (a "?" cell, both players given the win, a game only one player lists); default FALSE: such games make the function an error naming them',
  "TOURNAMENT.MGSZ.reached_once.name": () => "reached_once",
  "TOURNAMENT.MGSZ.reached_once": () =>
    'Thresholds each player has already reached once (from 3 kyu up a rank is given the second time its threshold is reached): one column aligned with the crosstable\'s rows, a rank such as "2d", several as "1d;2d", blank for none; default none',
  "TOURNAMENT.FIDE": () =>
    "New FIDE ratings of every player of a crosstable, spilled as a table in the table's order.",
  "TOURNAMENT.FIDE.crosstable.name": () => "crosstable",
  "TOURNAMENT.FIDE.crosstable": () =>
    'Range, one row per player: number, name, title (ignored), FIDE rating before (blank: unrated), then one cell per round such as "12+/w", "7-/b", "3=/w", "5+!" (forfeit, not rated), "0+"',
  "TOURNAMENT.FIDE.ruleset.name": () => "ruleset",
  "TOURNAMENT.FIDE.ruleset": () =>
    'Rule set "FIDE2024" or "HU2017" (also "FIDE2024 2025-09-30"); default "FIDE2024"',
  "TOURNAMENT.FIDE.k.name": () => "k",
  "TOURNAMENT.FIDE.k": () =>
    "Development coefficient K, whole number 0..100, e.g. 20, or one column aligned with the crosstable's rows (blank: by the rules); default by the rules: 10 from 2400, else 20",
  "TOURNAMENT.FIDE.language.name": () => "language",
  "TOURNAMENT.FIDE.language": () => 'Language of the header row: "en", "hu" or "ru"; default "en"',
  "TOURNAMENT.FIDE.accept_unknown.name": () => "accept_unknown",
  "TOURNAMENT.FIDE.accept_unknown": () =>
    'TRUE to rate without the games whose result is not known or agreed (a "?" cell, both players given the win, a game only one player lists); default FALSE: such games make the function an error naming them',
  "TOURNAMENT.MAHJONG": () =>
    "Rates one mahjong tournament's results: NR, KT, NR × KT and the norm fulfilled per player, spilled as a table.",
  "TOURNAMENT.MAHJONG.results.name": () => "results",
  "TOURNAMENT.MAHJONG.results": () =>
    'Range, one row per player: place (whole, or x.5 for a shared place), player name, and optionally the player\'s level at the start such as "3 кю", "2d+"; a header row is allowed; the rows are the participants N (12 or more)',
  "TOURNAMENT.MAHJONG.sessions.name": () => "sessions",
  "TOURNAMENT.MAHJONG.sessions": () => "Number of sessions S, whole number 1..1000, e.g. 8",
  "TOURNAMENT.MAHJONG.championship.name": () => "championship",
  "TOURNAMENT.MAHJONG.championship": () =>
    "TRUE for a European or World championship or equivalent (KT + 1.00); default FALSE",
  "TOURNAMENT.MAHJONG.levels.name": () => "levels",
  "TOURNAMENT.MAHJONG.levels": () =>
    "Players' levels when the results have none: a range of names and levels (two columns, e.g. a rating list), or one column aligned with the results' rows; default 12 kyu",
  "TOURNAMENT.MAHJONG.language.name": () => "language",
  "TOURNAMENT.MAHJONG.language": () => 'Language of the header row: "en", "hu" or "ru"; default "en"',
  "TOURNAMENT.PAIRINGS": () =>
    "A round's pairings as the crosstable holds them, in the order of publication, for printing: boards, White, Black, handicap, result; it never pairs (the pane's Pair round does).",
  "TOURNAMENT.PAIRINGS.crosstable.name": () => "crosstable",
  "TOURNAMENT.PAIRINGS.crosstable": () =>
    'Range, one row per player: number, name, rank, rating, then one cell per round such as "12?/w2", "12+/w2", "7-/b0", "0+"; a header row is allowed',
  "TOURNAMENT.PAIRINGS.round.name": () => "round",
  "TOURNAMENT.PAIRINGS.round": () => "The round, whole number 1..rounds of the table, e.g. 3",
  "TOURNAMENT.PAIRINGS.language.name": () => "language",
  "TOURNAMENT.PAIRINGS.language": () => 'Language of the header row: "en", "hu" or "ru"; default "en"',
} satisfies Readonly<Record<string, (p: NoParams) => string>>;

/** The codes of the tournament functions' texts. */
export type TournamentFunctionCode = keyof typeof TOURNAMENT_FUNCTIONS_EN;
