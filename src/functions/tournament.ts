/**
 * Custom functions over a whole crosstable range (issue "Crosstables"): standings and new
 * ratings spilled as tables. They read the range with src/formats/sheet-crosstable.ts and call
 * the same engines as `rating-officer rate` and `standings`, so sheet and command line agree.
 * Every export becomes `TOURNAMENT.<NAME>`.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- Excel passes untyped values; coerce.ts types them. */
import {
  CHESS_TIEBREAKS,
  type ChessTiebreak,
  chessListOf,
  chessStandings,
} from "../core/tournament/chess-tiebreaks";
import { rateFideTournament } from "../core/engines/fide";
import { type MahjongEntry, type MahjongListedLevel, rateMahjongTournament } from "../core/engines/mahjong";
import { rateMgszTournament } from "../core/engines/mgsz";
import { registerColumnOptions } from "../core/engines/mgsz-start";
import type { Tournament } from "../core/tournament/model";
import { amateurRankValue } from "../core/tournament/rank";
import {
  MCMAHON_ORDER,
  doubledHalfPoint,
  mcmahonParameters,
  standings as standingsOf,
} from "../core/tournament/standings";
import { CRITERIA, type Criterion, SHORT_NAMES, parseCriterion } from "../core/tournament/tiebreaks";
import {
  type Arg,
  type Cell,
  bool,
  bounded,
  cells,
  int,
  isBlank,
  num,
  numError,
  optInt,
  scalar,
  text,
  valueError,
} from "./coerce";
import { guard } from "./errors";
import { spillTable } from "../results/columns";
import { FIDE_COLUMNS } from "../results/fide";
import { MAHJONG_COLUMNS } from "../results/mahjong";
import { withHeaders } from "../results/headers";
import { mgszColumns } from "../results/mgsz";
import { rulesArg } from "./fide-args";
import { matchPointsArg, teamRoundsArg, teamSectionArg } from "./team-args";
import { crosstableRows, languageArg } from "./crosstable-args";
import {
  TEAM_TIEBREAKS,
  type TeamTiebreak,
  parseTeamTiebreaks,
  teamStandings as teamStandingsOf,
} from "../core/tournament/teams";
import { teamRows, teamTable } from "../results/teams";

const NAMES = CRITERIA.map((c) => SHORT_NAMES[c]).join(" ");

/** Tie-break names from one text ("MMS,SOS") or a range of names; default MMS SOS SODOS SOSOS. */
function tiebreakWords(value: Arg, name: string): string[] {
  return cells(value)
    .filter((c) => !isBlank(c))
    .flatMap((c, i) => text(c, `${name}[${i + 1}]`).split(/[,;\s]+/))
    .filter((w) => w !== "");
}

/**
 * Chess tie-breaks (D28) when the list says "CHESS" (D28's list, or CHESS followed by names) or
 * names one that only chess has (BH-C1, WON, BPG, PS, TPR …); null for Go's.
 */
function chessTiebreaksArg(value: Arg, name: string): ChessTiebreak[] | null {
  const parsed = chessListOf(tiebreakWords(value, name), (w) => parseCriterion(w) !== null);
  if (parsed === null) return null;
  if (!parsed.ok) {
    throw valueError(
      `Argument ${name}: "${parsed.word}" is not a chess tie-break (${CHESS_TIEBREAKS.join(" ")}; D28)`,
    );
  }
  return parsed.value;
}

function tiebreaksArg(value: Arg, name: string): Criterion[] {
  const words = tiebreakWords(value, name);
  if (words.length === 0) return [...MCMAHON_ORDER];
  return words.map((w) => {
    const c = parseCriterion(w);
    if (c === null) throw valueError(`Argument ${name}: "${w}" is not a tie-break (${NAMES})`);
    return c;
  });
}

const startNumber = (t: Tournament, i: number): number => t.players[i]?.startNumber ?? i + 1;

/** TOURNAMENT.STANDINGS with chess tie-breaks (RULES §2.3, D28): the crosstable as TOURNAMENT.FIDE reads it. */
function chessTable(
  crosstable: Arg,
  criteria: readonly ChessTiebreak[],
  rounds: Arg,
  roundRobin: Arg,
): (string | number)[][] {
  const t = crosstableRows(crosstable, "crosstable", false).tournament;
  const through = optInt(rounds ?? null, "rounds", 0, t.rounds, t.rounds);
  const rows = chessStandings(t, criteria, {
    rounds: through,
    roundRobin: bool(roundRobin ?? null, "round_robin", false),
  });
  const table: (string | number)[][] = [["Place", "No", "Name", "Rating", ...criteria]];
  for (const row of rows) {
    const p = t.players[row.player];
    table.push([
      row.place,
      startNumber(t, row.player),
      p?.name ?? "",
      p?.rating ?? "",
      ...criteria.map((c) => row.values[c] ?? 0),
    ]);
  }
  return table;
}

/** A McMahon rank argument (D21 scale 30k … 9d, any usual spelling, D2), or undefined when blank. */
function mmRankArg(value: Arg, name: string): number | undefined {
  const v = scalar(value, name);
  if (isBlank(v)) return undefined;
  const r = amateurRankValue(String(v));
  if (r === null) {
    throw valueError(
      `Argument ${name}: expected a Go rank 30k..9d such as "20k" or "4d", got ${JSON.stringify(v)}`,
    );
  }
  return r;
}

/** A bye/absence value 0, 0.5 or 1 point, returned doubled (D21), or undefined when blank. */
function halfPointArg(value: Arg, name: string): number | undefined {
  if (isBlank(scalar(value, name))) return undefined;
  const x = num(value, name);
  const x2 = doubledHalfPoint(x);
  if (x2 === null) throw numError(`Argument ${name}: expected 0, 0.5 or 1, got ${x}`);
  return x2;
}

/**
 * Starting-MM corrections (whole points -30..30) by player index: one column aligned with the
 * crosstable's rows (as many cells as the range has rows, or as it has players); blank = none.
 */
function correctionsArg(
  value: Arg,
  name: string,
  ct: { tournament: Tournament; rows: readonly number[]; height: number },
): Map<number, number> | undefined {
  if (!Array.isArray(value)) {
    if (isBlank(value)) return undefined;
    throw valueError(`Argument ${name}: expected one column of corrections aligned with the crosstable`);
  }
  if (value.some((r) => r.length !== 1)) {
    throw valueError(
      `Argument ${name}: expected one column of corrections, got ${value[0]?.length ?? 0} columns`,
    );
  }
  const column = value.map((r) => r[0] ?? null);
  if (column.every((c) => isBlank(c))) return undefined;
  return perPlayer(column, name, ct, -30, 30);
}

/**
 * Whole numbers from one column aligned with the crosstable, keyed by player index: the column
 * has as many cells as the crosstable range has rows (header included) or as it has players.
 * A bad cell is named by its row, `name[row]`.
 */
function perPlayer(
  column: Cell[],
  name: string,
  ct: { tournament: Tournament; rows: readonly number[]; height: number },
  min: number,
  max: number,
): Map<number, number> {
  return perPlayerCells(column, name, ct, (c, at) => int(c, at, min, max));
}

/** One column aligned with the crosstable's rows (or its players): each non-blank cell read by `read`. */
function perPlayerCells<T>(
  column: Cell[],
  name: string,
  ct: { tournament: Tournament; rows: readonly number[]; height: number },
  read: (c: Cell, at: string) => T,
): Map<number, T> {
  const n = ct.tournament.players.length;
  let byPlayer: Cell[];
  let at: (i: number) => number;
  if (column.length === ct.height) {
    byPlayer = ct.rows.map((row) => column[row - 1] ?? null);
    at = (i) => ct.rows[i] ?? i + 1;
  } else if (column.length === n) {
    byPlayer = column;
    at = (i) => i + 1;
  } else {
    throw valueError(
      `Argument ${name}: ${column.length} cells, but the crosstable has ${ct.height} rows and ${n} players`,
    );
  }
  const map = new Map<number, T>();
  byPlayer.forEach((c, i) => {
    if (!isBlank(c)) map.set(i, read(c, `${name}[${at(i)}]`));
  });
  return map;
}

/**
 * D24's Register column: one column aligned with the crosstable's rows, TRUE (enters the
 * register), FALSE (does not) or blank (not a new player).
 */
function registerArg(
  value: Arg,
  name: string,
  ct: { tournament: Tournament; rows: readonly number[]; height: number },
): Map<number, boolean> {
  if (isBlank(value ?? null)) return new Map();
  const column = Array.isArray(value)
    ? value.map((r) => (r.length === 1 ? (r[0] ?? null) : undefined))
    : [value];
  if (column.some((c) => c === undefined)) {
    throw valueError(`Argument ${name}: expected one column of TRUE or FALSE`);
  }
  return perPlayerCells(column as Cell[], name, ct, (c, at) => bool(c, at, false));
}

/**
 * Standings of a crosstable with the chosen tie-breaks, spilled as a table in final order (RULES §4, D20–D22).
 * @customfunction TOURNAMENT.STANDINGS
 * @param crosstable Range, one row per player: number, name, rank, rating, then one cell per round such as "12+/w2", "7-/b0", "3=/w", "5+!", "0+"; a header row is allowed
 * @param [tiebreaks] Tie-breaks in order, as text "MMS,SOS" or a range of names: PTS MMS SOS SODOS SOSOS BUCH BUCHT BERGER CUM DE WINS ARO; default MMS,SOS,SODOS,SOSOS. Chess (D28, FIDE C.07): "CHESS" (PTS,BH-C1,BH,SB,DE,WON,ARO) or names such as "PTS,BH-C1,SB,TPR"
 * @param [rounds] Standings after this round, whole number 0..rounds of the table, e.g. 3; default all rounds
 * @param [literal] TRUE for the regulation's literal SOS, SODOS and SOSOS (D21): rounds without a game add 0, no handicap term, an absent round scores 0 (E.3); default FALSE (OpenGotha's reading)
 * @param [round_robin] TRUE to apply the round-robin withdrawal rule (V.4): under 50 % of the games played, the player's games do not count for the others; default FALSE
 * @param [mm_bar] McMahon bar, a Go rank 30k..9d, e.g. "4d": stronger players start as this rank (D21); default "4d"
 * @param [mm_floor] McMahon floor, a Go rank 30k..9d, e.g. "20k": weaker players start as this rank (D21); default "20k"
 * @param [mm_zero] The Go rank whose starting McMahon score is 0, 30k..9d, e.g. "30k" (D21); default "30k"
 * @param [mm_corrections] Starting-MM corrections in whole points -30..30, e.g. 1: one column aligned with the crosstable's rows, blank for none (OpenGotha's smmsCorrection, D22); default none
 * @param [mm_absent] McMahon points for a round left blank (absent, not paired): 0, 0.5 or 1, e.g. 0.5 (D21; a bye states its value in its cell: "0+", "0=", "0-"); default 0.5
 * @param [round_down] TRUE to round the points and McMahon score down to whole points (OpenGotha's genRoundDownNBWMMS, D21); default FALSE
 * @param [points_absent] Points (PTS, Buchholz, …) for a round left blank: 0, 0.5 or 1, e.g. 0; default 0
 * @param [language] Language of the header row: "en", "hu" or "ru"; default "en"
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
): any[][] {
  return guard(() => {
    const lang = languageArg(language ?? null, "language");
    const chess = chessTiebreaksArg(tiebreaks ?? null, "tiebreaks");
    if (chess !== null) return withHeaders(chessTable(crosstable, chess, rounds, round_robin), lang);
    const ct = crosstableRows(crosstable, "crosstable");
    const t = ct.tournament;
    const criteria = tiebreaksArg(tiebreaks ?? null, "tiebreaks");
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
      (floor, bar) => `Arguments mm_floor and mm_bar: the floor ${floor} is above the bar ${bar}`,
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
    const table: (string | number)[][] = [
      ["Place", "No", "Name", "Rank", ...criteria.map((c) => SHORT_NAMES[c])],
    ];
    for (const row of s.rows) {
      const p = t.players[row.player];
      table.push([
        row.place,
        startNumber(t, row.player),
        p?.name ?? "",
        p?.rank ?? "",
        ...criteria.map((c) => row.values[c] ?? 0),
      ]);
    }
    return withHeaders(table, lang);
  });
}

/**
 * Team standings of a team event, spilled as a table in final order (RULES §2.4, D30): game points, match points by the boards due, the match between tied teams, team Buchholz and Berger.
 * @customfunction TOURNAMENT.TEAMSTANDINGS
 * @param crosstable Range, one row per player: number, name, rank or title, rating, then one cell per round such as "12+/w", "7-/b", "3=/w", "5+!", "0+"; a header row is allowed
 * @param teams Range of the teams: team, board, player (the crosstable's number or name), one row per player; or two columns team, player in board order; a header row is allowed
 * @param [tiebreaks] Team tie-breaks in order, as text "GP,MP,DM" or a range of names: GP (game points) MP (match points) DM (match between tied teams) BH (Buchholz) SB (Berger); default GP,MP,DM,SB for a round robin, else GP,MP,DM,BH,SB
 * @param [boards] Boards per match, whole number 1..100, e.g. 4; default the most boards a team fielded
 * @param [rounds] Standings after this round, whole number 0..rounds of the table, e.g. 3; default all rounds
 * @param [language] Language of the header row: "en", "hu" or "ru"; default "en"
 * @param [matches] Team rounds without a match over the board, one row each: round, team, then F, H or Z (a full-, half-, zero-point bye), P (a pairing-allocated bye, with its match and game points in the fifth and sixth columns), or +-, -+, -- (a match forfeited: the row's team wins, the opponent wins, both lose) and the opponent team; default none
 * @param [match_points] Match points for a match won, drawn and lost, as text "3,1,0" (TRF-2026 362); default "2,1,0"
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
    const words = tiebreakWords(tiebreaks ?? null, "tiebreaks");
    let criteria: TeamTiebreak[] | undefined;
    if (words.length > 0) {
      const parsed = parseTeamTiebreaks(words);
      if (!parsed.ok)
        throw valueError(
          `Argument tiebreaks: "${parsed.word}" is not a team tie-break (${TEAM_TIEBREAKS.join(" ")}; D30)`,
        );
      criteria = parsed.value;
    }
    const perMatch = isBlank(boards ?? null) ? undefined : int(boards, "boards", 1, 100);
    const through = optInt(rounds, "rounds", 0, t.rounds, t.rounds);
    const s = teamStandingsOf(t, section, criteria, {
      rounds: through,
      ...(perMatch !== undefined ? { boards: perMatch } : {}),
    });
    return withHeaders(teamTable(s.criteria, teamRows(t, section, s)), lang);
  });
}

/**
 * New MGSZ ratings of every player of a crosstable, spilled as a table in the table's order (RULES §1, D4–D8, D24).
 * @customfunction TOURNAMENT.MGSZ
 * @param crosstable Range, one row per player: number, name, rank, rating before (blank: started from the rank, §1.5), then one cell per round such as "12+/w2", "7-/b0", "0+"
 * @param multiplier Tournament multiplier C, whole number 0..100, e.g. 30 (MGSZ.MULTIPLIER gives it)
 * @param [language] Language of the header row: "en", "hu" or "ru"; default "en"
 * @param [register] New players (§1.5): one column aligned with the crosstable's rows, TRUE when the player enters the register (starting rank at most 5k), FALSE when not, blank for a player who is not new; a new player's rank is the declared one and his rating the officer's start (blank: the threshold of the rank); default none
 * @returns Table with a header row: No, Name, Start, Rating before, Rank before, ΣJp (one column per part when C × rounds ≥ 300), Change, Rating after, Rank after
 */
export function mgsz(crosstable: any[][], multiplier: any, language?: any, register?: any[][]): any[][] {
  return guard(() => {
    const lang = languageArg(language ?? null, "language");
    const ct = crosstableRows(crosstable, "crosstable");
    const t = ct.tournament;
    const c = int(multiplier, "multiplier", 0, 100);
    const newPlayers = registerColumnOptions(t, registerArg(register ?? null, "register", ct));
    const r = rateMgszTournament(t, { multiplier: c, ...newPlayers });
    return withHeaders(spillTable(mgszColumns(r.parts.length), r.players, r, t), lang);
  });
}

/**
 * K by player index from the `k` argument: one number for everyone, or one column aligned with
 * the crosstable's rows (as many cells as the range has rows, or as it has players); a blank
 * cell leaves that player's K to D9.
 */
function kArg(
  value: Arg,
  name: string,
  ct: { tournament: Tournament; rows: readonly number[]; height: number },
): { k?: number; kByPlayer?: Map<number, number> } {
  if (!Array.isArray(value) || (value.length === 1 && value[0]?.length === 1)) {
    const v = Array.isArray(value) ? (value[0]?.[0] ?? null) : value;
    return isBlank(v) ? {} : { k: bounded(v, name, "kFactor") }; // H1
  }
  if (value.some((r) => r.length !== 1)) {
    throw valueError(
      `Argument ${name}: expected one number or one column of K, got ${value[0]?.length ?? 0} columns`,
    );
  }
  const column = value.map((r) => r[0] ?? null);
  return { kByPlayer: perPlayer(column, name, ct, 0, 100) };
}

/**
 * New FIDE ratings of every player of a crosstable, spilled as a table in the table's order (RULES §2, D9–D12).
 * @customfunction TOURNAMENT.FIDE
 * @param crosstable Range, one row per player: number, name, title (ignored), FIDE rating before (blank: unrated), then one cell per round such as "12+/w", "7-/b", "3=/w", "5+!" (forfeit, not rated), "0+"
 * @param [ruleset] Rule set "FIDE2024" or "HU2017" (also "FIDE2024 2025-09-30"); default "FIDE2024"
 * @param [k] Development coefficient K, whole number 0..100, e.g. 20, or one column aligned with the crosstable's rows (blank: by D9); default by D9: 10 from 2400, else 20
 * @param [language] Language of the header row: "en", "hu" or "ru"; default "en"
 * @returns Table with a header row: No, Name, Rating before, Games, W, We, Change, Rating after, Performance; unrated players get their first rating (8.2, round robins 8.21b)
 */
export function fide(crosstable: any[][], ruleset?: any, k?: any[][], language?: any): any[][] {
  return guard(() => {
    const lang = languageArg(language ?? null, "language");
    const ct = crosstableRows(crosstable, "crosstable", false);
    const t = ct.tournament;
    const rules = rulesArg(ruleset ?? null);
    const ks = kArg(k ?? null, "k", ct);
    const r = rateFideTournament(t, { rules, ...ks });
    return withHeaders(spillTable(FIDE_COLUMNS, r.players, r, t), lang);
  });
}

const NUMBERISH = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** Levels by player name from a two-column range (name, level), or one column aligned with the results. */
function levelsArg(
  value: Arg,
  name: string,
  results: readonly { row: number }[],
  height: number,
): { list?: MahjongListedLevel[]; aligned?: (string | undefined)[] } {
  if (!Array.isArray(value) || value.every((r) => r.every((c) => isBlank(c)))) {
    if (Array.isArray(value) || isBlank(value)) return {};
    throw valueError(`Argument ${name}: expected a range of names and levels, got one value`);
  }
  const width = value.reduce((w, r) => Math.max(w, r.length), 0);
  const cell = (c: Cell): string | undefined => (isBlank(c) ? undefined : String(c).trim());
  if (width === 1) {
    const column = value.map((r) => r[0] ?? null);
    if (column.length === height) return { aligned: results.map((r) => cell(column[r.row - 1] ?? null)) };
    if (column.length === results.length) return { aligned: column.map(cell) };
    throw valueError(
      `Argument ${name}: ${column.length} cells, but the results have ${height} rows and ${results.length} players`,
    );
  }
  const list: MahjongListedLevel[] = [];
  value.forEach((r, i) => {
    const who = cell(r[0] ?? null);
    const level = cell(r[1] ?? null);
    if (who === undefined || level === undefined) return;
    list.push({ name: who, rank: level, line: i + 1 });
  });
  return { list };
}

/**
 * Rates one mahjong tournament's results: NR, KT, NR × KT and the norm fulfilled per player, spilled as a table (RULES §3, D13–D19).
 * @customfunction TOURNAMENT.MAHJONG
 * @param results Range, one row per player: place (whole, or x.5 for a shared place, D17), player name, and optionally the player's level at the start such as "3 кю", "2d+"; a header row is allowed; the rows are the participants N (12 or more)
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
  return guard(() => {
    const lang = languageArg(language ?? null, "language");
    const range: Cell[][] = Array.isArray(results) ? results : [[results]];
    const rows: { row: number; entry: MahjongEntry }[] = [];
    range.forEach((r, i) => {
      if (r.every((c) => isBlank(c))) return;
      const first = r[0] ?? null;
      const isHeader =
        rows.length === 0 && typeof first === "string" && !isBlank(first) && !NUMBERISH.test(first.trim());
      if (isHeader) return;
      const place = num(first, `results row ${i + 1}: place`);
      const player = text(r[1] ?? null, `results row ${i + 1}: player`);
      const level = isBlank(r[2] ?? null) ? undefined : String(r[2]).trim();
      rows.push({
        row: i + 1,
        entry: { place, player, line: i + 1, ...(level !== undefined ? { level } : {}) },
      });
    });
    if (rows.length === 0) throw valueError("Argument results: no result rows");
    const s = bounded(sessions, "sessions", "sessions"); // H1
    const champ = bool(championship ?? null, "championship", false);
    const lv = levelsArg(levels ?? null, "levels", rows, range.length);
    const entries = rows.map((x, i) => {
      const own = x.entry.level;
      const aligned = lv.aligned?.[i];
      return own === undefined && aligned !== undefined ? { ...x.entry, level: aligned } : x.entry;
    });
    const r = rateMahjongTournament(entries, {
      sessions: s,
      championship: champ,
      ...(lv.list !== undefined ? { ratingList: lv.list } : {}),
    });
    return withHeaders(spillTable(MAHJONG_COLUMNS, r.players, r, undefined), lang);
  });
}
