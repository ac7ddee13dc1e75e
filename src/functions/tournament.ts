/**
 * Custom functions over a whole crosstable range (issue "Crosstables"): standings and new
 * ratings spilled as tables. They read the range with src/formats/sheet-crosstable.ts and call
 * the same engines as `rating-officer rate` and `standings`, so sheet and command line agree.
 * Every export becomes `TOURNAMENT.<NAME>`.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- Excel passes untyped values; coerce.ts types them. */
import { chessStandings } from "../core/tournament/chess-standings";
import type { ChessTiebreak } from "../core/tournament/chess-tiebreaks";
import { DEFAULT_PARAMETERS, type Player, type Tournament } from "../core/tournament/model";
import { byesAtTournamentValue } from "../formats/cell";
import { MCMAHON_ORDER, mcmahonParameters, standings as standingsOf } from "../core/tournament/standings";
import { SHORT_NAMES } from "../core/go/criterion";
import { type Arg, bool, int, isBlank, optInt } from "./coerce";
import { guard } from "./errors";
import { ContentMemo } from "./memo";
import { fideSpill, mahjongSpill, mgszSpill } from "./rating-spills";
import { withHeaders } from "../results/headers";
import { matchPointsArg, teamRoundsArg, teamSectionArg } from "./team-args";
import { crosstableRows, languageArg, standingsCrosstable } from "./crosstable-args";
import { teamStandings as teamStandingsOf } from "../core/tournament/teams";
import { teamRows, teamTable } from "../results/teams";
import { correctionsArg, halfPointArg, mmRankArg, tiebreakListArg } from "./tournament-args";

const startNumber = (t: Tournament, i: number): number => t.players[i]?.startNumber ?? i + 1;

/**
 * Standings as the functions spill them: the header, then each row's place, start number, name,
 * `fourth` (Go's rank, chess's rating) and its value of each criterion.
 */
function rankedTable<C extends string>(
  t: Tournament,
  rows: readonly { player: number; place: number; values: Readonly<Partial<Record<C, number | null>>> }[],
  criteria: readonly C[],
  header: readonly string[],
  fourth: (p: Player) => string | number | undefined,
): (string | number)[][] {
  const table: (string | number)[][] = [[...header]];
  for (const row of rows) {
    const p = t.players[row.player];
    table.push([
      row.place,
      startNumber(t, row.player),
      p?.name ?? "",
      (p === undefined ? undefined : fourth(p)) ?? "",
      ...criteria.map((c) => row.values[c] ?? ""), // D31: blank where a tie-break does not apply
    ]);
  }
  return table;
}

/** TOURNAMENT.STANDINGS with chess tie-breaks (RULES §2.3, D28): the crosstable as TOURNAMENT.FIDE reads it. */
function chessTable(
  crosstable: Arg,
  criteria: readonly ChessTiebreak[],
  rounds: Arg,
  roundRobin: Arg,
): (string | number)[][] {
  const t = standingsCrosstable(crosstableRows(crosstable, "crosstable", false).tournament); // D55
  const through = optInt(rounds ?? null, "rounds", 0, t.rounds, t.rounds);
  const rows = chessStandings(t, criteria, {
    rounds: through,
    roundRobin: bool(roundRobin ?? null, "round_robin", false),
  });
  return rankedTable(t, rows, criteria, ["Place", "No", "Name", "Rating", ...criteria], (p) => p.rating);
}

// RULES §4, D20–D22, D28, FIDE C.07, D21, E.3, D22, round_robin V.4
/**
 * Standings of a crosstable with the chosen tie-breaks, spilled as a table in final order.
 * @customfunction TOURNAMENT.STANDINGS
 * @param crosstable Range, one row per player: number, name, rank, rating, then one cell per round such as "12+/w2", "7-/b0", "3=/w", "5+!", "0+"; a header row is allowed
 * @param [tiebreaks] Tie-breaks in order, as text "MMS,SOS" or a range of names: PTS MMS SOS SODOS SOSOS BUCH BUCHT BERGER CUM DE WINS ARO EXT EXR CAT RANK RATING SOSW-1 SOSW-2 SOSM-1 SOSM-2 SDC STS SOSTS CPS CUSSM DC; default MMS,SOS,SODOS,SOSOS. Chess: "CHESS" (PTS,BH-C1,BH,SB,DE,WON,ARO) or names such as "PTS,BH-C1,SB,TPR"
 * @param [rounds] Standings after this round, whole number 0..rounds of the table, e.g. 3; default all rounds
 * @param [literal] TRUE for the regulation's literal SOS, SODOS and SOSOS: rounds without a game add 0, no handicap term, an absent round scores 0; default FALSE (OpenGotha's reading)
 * @param [round_robin] TRUE to apply the round-robin withdrawal rule: under 50 % of the games played, the player's games do not count for the others; default FALSE
 * @param [mm_bar] McMahon bar, a Go rank 30k..9d, e.g. "4d": stronger players start as this rank; default "4d"
 * @param [mm_floor] McMahon floor, a Go rank 30k..9d, e.g. "20k": weaker players start as this rank; default "20k"
 * @param [mm_zero] The Go rank whose starting McMahon score is 0, 30k..9d, e.g. "30k"; default "30k"
 * @param [mm_corrections] Starting-MM corrections in whole points -30..30, e.g. 1: one column aligned with the crosstable's rows, blank for none (OpenGotha's smmsCorrection); default none
 * @param [mm_absent] McMahon points for a round left blank (absent, not paired): 0, 0.5 or 1, e.g. 0.5 (a bye states its value in its cell: "0+", "0=", "0-"); default 0.5
 * @param [round_down] TRUE to round the points and McMahon score down to whole points (OpenGotha's genRoundDownNBWMMS); default FALSE
 * @param [points_absent] Points (PTS, Buchholz, …) for a round left blank: 0, 0.5 or 1, e.g. 0; default 0
 * @param [language] Language of the header row: "en", "hu" or "ru"; default "en"
 * @param [points_bye] Points (PTS, Buchholz, …) of the tournament's bye, the cells "0+": 0, 0.5 or 1, e.g. 0.5 (OpenGotha's genNBW2ValueBye); default 1
 * @param [mm_bye] McMahon points of the tournament's bye, the cells "0+": 0, 0.5 or 1, e.g. 1 (OpenGotha's genMMS2ValueBye); default 1
 * @returns Table with a header row: Place, No, Name, Rank, then one column per tie-break
 */
export function standings(
  crosstable: any[][],
  tiebreaks?: any[][],
  rounds?: any,
  literal?: any,
  round_robin?: any,
  mm_bar?: any,
  mm_floor?: any,
  mm_zero?: any,
  mm_corrections?: any[][],
  mm_absent?: any,
  round_down?: any,
  points_absent?: any,
  language?: any,
  points_bye?: any,
  mm_bye?: any,
): any[][] {
  // D330: the table kept by its arguments' content, for the same call again: every argument as
  // Excel passed it, named once (the metadata reads the parameters; a rest parameter repeats)
  // eslint-disable-next-line prefer-rest-params
  const args: readonly unknown[] = Array.from(arguments);
  return guard(() =>
    STANDINGS.get(args, () => {
      const lang = languageArg(language ?? null, "language");
      const list = tiebreakListArg(tiebreaks ?? null, "tiebreaks"); // D90
      if (list?.event === "chess")
        return withHeaders(chessTable(crosstable, list.criteria, rounds, round_robin), lang);
      const ct = crosstableRows(crosstable, "crosstable");
      // D380: the tournament's bye, its cells `0+`, worth points_bye and mm_bye (a win's by default)
      const byePoints2 = halfPointArg(points_bye ?? null, "points_bye") ?? DEFAULT_PARAMETERS.byePoints2;
      const byeMms2 = halfPointArg(mm_bye ?? null, "mm_bye") ?? DEFAULT_PARAMETERS.byeMms2;
      const read = standingsCrosstable(ct.tournament); // D55
      const t = byesAtTournamentValue({ ...read, parameters: { ...read.parameters, byePoints2, byeMms2 } });
      const criteria = list?.event === "go" ? list.criteria : MCMAHON_ORDER; // D91
      const through = optInt(rounds, "rounds", 0, t.rounds, t.rounds);
      const parameters = mcmahonParameters(
        t.parameters,
        {
          mmBar: mmRankArg(mm_bar ?? null, "mm_bar"),
          mmFloor: mmRankArg(mm_floor ?? null, "mm_floor"),
          mmZero: mmRankArg(mm_zero ?? null, "mm_zero"),
          absentMms2: halfPointArg(mm_absent ?? null, "mm_absent"),
          roundDown: bool(round_down ?? null, "round_down", t.parameters.roundDown),
          absentPoints2: halfPointArg(points_absent ?? null, "points_absent"),
        },
        { floor: { argument: "mm_floor" }, bar: { argument: "mm_bar" } },
      );
      const corrections = correctionsArg(mm_corrections ?? null, "mm_corrections", ct);
      const s = standingsOf(t, {
        criteria,
        rounds: through,
        literal: bool(literal ?? null, "literal", false),
        roundRobin: bool(round_robin ?? null, "round_robin", false),
        parameters,
        ...(corrections !== undefined ? { corrections } : {}),
      });
      const header = ["Place", "No", "Name", "Rank", ...criteria.map((c) => SHORT_NAMES[c])];
      return withHeaders(
        rankedTable(t, s.rows, criteria, header, (p) => p.rank),
        lang,
      );
    }),
  );
}

/** D330: the last tables of TOURNAMENT.STANDINGS, by their arguments' content. */
const STANDINGS = new ContentMemo<(string | number)[][]>(2);

// RULES §2.4, D30, D33, match points TRF-2026 362
/**
 * Team standings of a team event, spilled as a table in final order: game points, match points by the boards due, the match between tied teams, team Buchholz and Berger.
 * @customfunction TOURNAMENT.TEAMSTANDINGS
 * @param crosstable Range, one row per player: number, name, rank or title, rating, then one cell per round such as "12+/w", "7-/b", "3=/w", "5+!", "0+"; a header row is allowed
 * @param teams Range of the teams: team, board, player (the crosstable's number or name), one row per player; or two columns team, player in board order; or four: team number, team, board, player; a header row is allowed
 * @param [tiebreaks] Team tie-breaks in order, as text "GP,MP,DM" or a range of names: GP (game points) MP (match points) DM (match between tied teams) BH (Buchholz) SB (Berger) B1U…B9U (board points on the k upper boards); default GP,MP,DM,SB for a round robin, else GP,MP,DM,BH,SB
 * @param [boards] Boards per match, whole number 1..100, e.g. 4; default the most boards a team fielded
 * @param [rounds] Standings after this round, whole number 0..rounds of the table, e.g. 3; default all rounds
 * @param [language] Language of the header row: "en", "hu" or "ru"; default "en"
 * @param [matches] Team rounds without a match over the board, one row each: round, team, then F, H or Z (a full-, half-, zero-point bye), P (a pairing-allocated bye, with its match and game points in the fifth and sixth columns), or +-, -+, -- (a match forfeited: the row's team wins, the opponent wins, both lose) and the opponent team; default none
 * @param [match_points] Match points for a match won, drawn and lost, as text "3,1,0"; default "2,1,0"
 * @returns Table with a header row: Place, No, Team, one column per tie-break, Players (board order)
 */
export function teamstandings(
  crosstable: any[][],
  teams: any[][],
  tiebreaks?: any[][],
  boards?: any,
  rounds?: any,
  language?: any,
  matches?: any[][],
  match_points?: any,
): any[][] {
  return guard(() => {
    const lang = languageArg(language ?? null, "language");
    const t = crosstableRows(crosstable, "crosstable", false).tournament;
    const composed = teamSectionArg(teams, "teams", t);
    const points = isBlank(match_points ?? null) ? undefined : matchPointsArg(match_points, "match_points");
    const section = {
      ...composed,
      ...(isBlank(matches ?? null) ? {} : teamRoundsArg(matches, "matches", composed, t.rounds)),
      ...(points !== undefined ? { matchPoints2: points } : {}),
    };
    const list = tiebreakListArg(tiebreaks ?? null, "tiebreaks", "team"); // D90; blank: D30's
    const criteria = list?.event === "team" ? list.criteria : undefined;
    const perMatch = isBlank(boards ?? null) ? undefined : int(boards, "boards", 1, 100);
    const through = optInt(rounds, "rounds", 0, t.rounds, t.rounds);
    const s = teamStandingsOf(t, section, criteria, {
      rounds: through,
      ...(perMatch !== undefined ? { boards: perMatch } : {}),
    });
    return withHeaders(teamTable(s.criteria, teamRows(t, section, s)), lang);
  });
}

// RULES §1, D4–D8, D24, §1.5
/**
 * New MGSZ ratings of every player of a crosstable, spilled as a table in the table's order.
 * @customfunction TOURNAMENT.MGSZ
 * @param crosstable Range, one row per player: number, name, rank, rating before (blank: started from the rank), then one cell per round such as "12+/w2", "7-/b0", "0+"
 * @param multiplier Tournament multiplier C, whole number 0..100, e.g. 30 (MGSZ.MULTIPLIER gives it)
 * @param [language] Language of the header row: "en", "hu" or "ru"; default "en"
 * @param [register] New players: one column aligned with the crosstable's rows, TRUE when the player enters the register (starting rank at most 5k), FALSE when not, blank (or 0, which older Excel builds hand for an empty cell) for a player who is not new; a new player's rank is the declared one and his rating the officer's start (blank: the threshold of the rank); default none
 * @param [accept_unknown] TRUE to rate without the games whose result is not known or agreed (a "?" cell, both players given the win, a game only one player lists); default FALSE: such games make the function an error naming them
 * @param [reached_once] Thresholds each player has already reached once (from 3 kyu up a rank is given the second time its threshold is reached): one column aligned with the crosstable's rows, a rank such as "2d", several as "1d;2d", blank for none; default none
 * @returns Table with a header row: No, Name, Start, Rating before, Rank before, ΣJp (one column per part when C × rounds ≥ 300), Change, Rating after, Rank after
 */
export function mgsz(
  crosstable: any[][],
  multiplier: any,
  language?: any,
  register?: any[][],
  accept_unknown?: any,
  reached_once?: any[][],
): any[][] {
  return guard(
    () => mgszSpill(crosstable, multiplier, language, register, accept_unknown, reached_once).spill,
  );
}

// RULES §2, D9–D12, D9, 8.2, round robins 8.21b
/**
 * New FIDE ratings of every player of a crosstable, spilled as a table in the table's order.
 * @customfunction TOURNAMENT.FIDE
 * @param crosstable Range, one row per player: number, name, title (ignored), FIDE rating before (blank: unrated), then one cell per round such as "12+/w", "7-/b", "3=/w", "5+!" (forfeit, not rated), "0+"
 * @param [ruleset] Rule set "FIDE2024" or "HU2017" (also "FIDE2024 2025-09-30"); default "FIDE2024"
 * @param [k] Development coefficient K, whole number 0..100, e.g. 20, or one column aligned with the crosstable's rows (blank: by the rules); default by the rules: 10 from 2400, else 20
 * @param [language] Language of the header row: "en", "hu" or "ru"; default "en"
 * @param [accept_unknown] TRUE to rate without the games whose result is not known or agreed (a "?" cell, both players given the win, a game only one player lists); default FALSE: such games make the function an error naming them
 * @returns Table with a header row: No, Name, Rating before, Games, W, We, Change, Rating after, Performance; unrated players get their first rating, in round robins too
 */
export function fide(
  crosstable: any[][],
  ruleset?: any,
  k?: any[][],
  language?: any,
  accept_unknown?: any,
): any[][] {
  return guard(() => fideSpill(crosstable, ruleset, k, language, accept_unknown).spill);
}

// RULES §3, D13–D19, D17
/**
 * Rates one mahjong tournament's results: NR, KT, NR × KT and the norm fulfilled per player, spilled as a table.
 * @customfunction TOURNAMENT.MAHJONG
 * @param results Range, one row per player: place (whole, or x.5 for a shared place), player name, and optionally the player's level at the start such as "3 кю", "2d+"; a header row is allowed; the rows are the participants N (12 or more)
 * @param sessions Number of sessions S, whole number 1..1000, e.g. 8
 * @param [championship] TRUE for a European or World championship or equivalent (KT + 1.00); default FALSE
 * @param [levels] Players' levels when the results have none: a range of names and levels (two columns, e.g. a rating list), or one column aligned with the results' rows; default 12 kyu
 * @param [language] Language of the header row: "en", "hu" or "ru"; default "en"
 * @returns Table with a header row: Place, Player, Level, NR, KT, NR×KT, Norm (the highest level value NR×KT reaches; blank below 0)
 */
export function mahjong(
  results: any[][],
  sessions: any,
  championship?: any,
  levels?: any[][],
  language?: any,
): any[][] {
  return guard(() => mahjongSpill(results, sessions, championship, levels, language).spill);
}
