/**
 * Team events (RULES §2.4): matches, game points, match points by the boards a team was due to
 * field (RFG appendix 2.1.2, RULES §4), and team standings with the Russian Go Federation's
 * tie-break lists for team round robins and team Swiss events (D30). The individual games and
 * ratings are untouched: a match is read off the games of the teams' members.
 *
 * Points are doubled integers throughout (D21): a team of 4 boards scoring 2½ has 5.
 */
import { lookupTable } from "../common/lookup";
import type { Team, TeamSection, Tournament } from "./model";
import { rankByCriteria } from "./rank-by";

/**
 * Board points on the k upper boards (D33, OpenGotha's BDW1U … BDW9U): the game points a team's
 * members scored on boards 1..k of its board order in its matches.
 */
export const UPPER_BOARDS = ["B1U", "B2U", "B3U", "B4U", "B5U", "B6U", "B7U", "B8U", "B9U"] as const;
export type UpperBoards = (typeof UPPER_BOARDS)[number];

/**
 * Team tie-breaks by name: game points, match points, direct match, team Buchholz, team Berger,
 * and the board points on the upper boards (D33).
 */
export const TEAM_TIEBREAKS = ["GP", "MP", "DM", "BH", "SB", ...UPPER_BOARDS] as const;
export type TeamTiebreak = (typeof TEAM_TIEBREAKS)[number];

/** RFG list for team round robins: game points, match points, the match between them, Berger. */
export const TEAM_ROUND_ROBIN_ORDER: readonly TeamTiebreak[] = ["GP", "MP", "DM", "SB"];
/** RFG list for team Swiss events: game points, match points, the match between them, Buchholz, Berger. */
export const TEAM_SWISS_ORDER: readonly TeamTiebreak[] = ["GP", "MP", "DM", "BH", "SB"];

const ALIASES: ReadonlyMap<string, TeamTiebreak> = lookupTable({
  GP: "GP",
  GAME: "GP",
  GAMES: "GP",
  "GAME-POINTS": "GP",
  BP: "GP",
  MP: "MP",
  MATCH: "MP",
  "MATCH-POINTS": "MP",
  DM: "DM",
  DE: "DM",
  DIRECT: "DM",
  BH: "BH",
  BUCH: "BH",
  BUCHHOLZ: "BH",
  SB: "SB",
  BERGER: "SB",
  ...Object.fromEntries(
    UPPER_BOARDS.flatMap((b) => [
      [b, b],
      [`BDW${b.slice(1)}`, b],
    ]),
  ),
});

/** One tie-break name ("gp", "Berger", "match-points") or null. */
export function parseTeamTiebreak(text: string): TeamTiebreak | null {
  return ALIASES.get(text.trim().toUpperCase()) ?? null;
}

/** One team's round. */
export interface TeamRound {
  readonly round: number; // 1-based
  /** `match` played over the boards, `forfeit` decided by a `330` record, `bye`, `none` (no match). */
  readonly kind: "match" | "forfeit" | "bye" | "none";
  /** Index into the section's teams; null for a bye or no match. */
  readonly opponent: number | null;
  readonly gamePoints2: number;
  readonly matchPoints2: number;
  /** Doubled points of the members by board (board order of the section), in a match; none for a bye. */
  readonly boardPoints2: readonly number[];
}

/** What the games say that does not fit a team event; the standings go on without it. */
export interface TeamProblem {
  readonly code: "several-opponents" | "teamless-opponent";
  readonly round: number;
  readonly team: number;
}

export interface TeamResults {
  /** Boards per match: the file's (`352`), else the most boards any team fielded in a match. */
  readonly boards: number;
  readonly matchPoints2: { readonly win: number; readonly draw: number; readonly loss: number };
  /** Every pair of teams met (a match or a forfeited match) in the rounds counted. */
  readonly roundRobin: boolean;
  /** By team index: the rounds and the totals. */
  readonly teams: readonly {
    readonly rounds: readonly TeamRound[];
    readonly gamePoints2: number;
    readonly matchPoints2: number;
  }[];
  readonly problems: readonly TeamProblem[];
}

export interface TeamOptions {
  /** Count rounds 1..rounds only (default: all). */
  readonly rounds?: number;
  /** Boards per match when the file does not say (`352`); default: the most any team fielded. */
  readonly boards?: number;
}

/** Doubled match points of a won, drawn and lost match when the file gives none (RFG 2.1.2, D30). */
export const DEFAULT_MATCH_POINTS2 = { win: 4, draw: 2, loss: 0 } as const;

/**
 * Matches, game points and match points of every team. A team's game points in a round are its
 * members' points (games against the opposing team and boards won because the opponent fielded
 * nobody), or its bye's; its match points follow RFG 2.1.2 (RULES §4): won with more than half
 * of the boards it was due to field, drawn with exactly half, lost otherwise, so that with
 * forfeits both teams can lose. A `330` forfeited match gives the winner a won match and the
 * loser (both, for `--`) a lost one; byes: `320` as the file values it, a full-point bye a won
 * match with every board, a half-point bye a drawn match with half of them, a zero-point bye
 * nothing (D30).
 */
export function teamResults(t: Tournament, section: TeamSection, opts: TeamOptions = {}): TeamResults {
  const upTo = Math.min(opts.rounds ?? t.rounds, t.rounds);
  const teamOf = new Map<number, number>();
  section.teams.forEach((team, ti) => team.members.forEach((p) => teamOf.set(p, ti)));
  const mp = section.matchPoints2 ?? DEFAULT_MATCH_POINTS2;
  const problems: TeamProblem[] = [];
  const byeAt = new Map(section.byes.map((b) => [`${b.team},${b.round}`, b]));
  const forfeitAt = new Map<string, { opponent: number; won: boolean }>();
  for (const f of section.forfeits) {
    forfeitAt.set(`${f.white},${f.round}`, { opponent: f.black, won: f.result === "+-" });
    forfeitAt.set(`${f.black},${f.round}`, { opponent: f.white, won: f.result === "-+" });
  }
  // first pass: game points and the opposing team of every team in every round
  const raw = section.teams.map((team, ti) =>
    Array.from({ length: upTo }, (_, r) => roundOf(t, team, ti, r, teamOf, problems)),
  );
  let boards = section.boards ?? opts.boards ?? 0;
  if (boards <= 0) for (const rows of raw) for (const x of rows) boards = Math.max(boards, x.fielded);
  boards = Math.max(boards, 1);
  const met = new Set<string>();
  const teams = raw.map((rows, ti) => {
    const rounds: TeamRound[] = rows.map((x, r) => {
      const round = r + 1;
      const bye = byeAt.get(`${ti},${round}`);
      if (bye !== undefined) {
        const [m2, g2] =
          bye.kind === "P"
            ? [bye.matchPoints2 ?? mp.draw, bye.gamePoints2 ?? boards]
            : bye.kind === "F"
              ? [mp.win, 2 * boards]
              : bye.kind === "H"
                ? [mp.draw, boards]
                : [mp.loss, 0];
        return { round, kind: "bye", opponent: null, gamePoints2: g2, matchPoints2: m2, boardPoints2: [] };
      }
      const forfeit = forfeitAt.get(`${ti},${round}`);
      if (forfeit !== undefined) {
        met.add(pairKey(ti, forfeit.opponent));
        return {
          round,
          kind: "forfeit",
          opponent: forfeit.opponent,
          gamePoints2: x.gamePoints2,
          matchPoints2: forfeit.won ? mp.win : mp.loss,
          boardPoints2: x.boardPoints2,
        };
      }
      if (x.opponent === null && x.fielded === 0)
        return { round, kind: "none", opponent: null, gamePoints2: 0, matchPoints2: 0, boardPoints2: [] };
      if (x.opponent !== null) met.add(pairKey(ti, x.opponent));
      const m2 = x.gamePoints2 > boards ? mp.win : x.gamePoints2 === boards ? mp.draw : mp.loss;
      return {
        round,
        kind: "match",
        opponent: x.opponent,
        gamePoints2: x.gamePoints2,
        matchPoints2: m2,
        boardPoints2: x.boardPoints2,
      };
    });
    return {
      rounds,
      gamePoints2: rounds.reduce((s, x) => s + x.gamePoints2, 0),
      matchPoints2: rounds.reduce((s, x) => s + x.matchPoints2, 0),
    };
  });
  const n = section.teams.length;
  return {
    boards,
    matchPoints2: mp,
    roundRobin: n >= 2 && met.size === (n * (n - 1)) / 2,
    teams,
    problems,
  };
}

const pairKey = (a: number, b: number): string => (a < b ? `${a},${b}` : `${b},${a}`);

/** One team's round from its members' rows: game points, boards fielded, the opposing team. */
function roundOf(
  t: Tournament,
  team: Team,
  ti: number,
  r: number,
  teamOf: ReadonlyMap<number, number>,
  problems: TeamProblem[],
): { gamePoints2: number; fielded: number; opponent: number | null; boardPoints2: number[] } {
  let gamePoints2 = 0;
  let fielded = 0;
  const boardPoints2 = team.members.map(() => 0);
  const opponents = new Map<number, number>();
  let teamless = false;
  team.members.forEach((p, board) => {
    const e = t.players[p]?.results[r];
    if (e === undefined) return;
    if (e.kind === "game") {
      const o = teamOf.get(e.opponent);
      if (o === undefined || o === ti) {
        teamless = true;
        return;
      }
      opponents.set(o, (opponents.get(o) ?? 0) + 1);
      gamePoints2 += e.score ?? 0;
      boardPoints2[board] = e.score ?? 0;
      fielded++;
    } else if (e.kind === "bye" && (e.score ?? 0) > 0) {
      // a board won because the opposing team fielded nobody (TRF "0000 - +")
      gamePoints2 += e.score ?? 0;
      boardPoints2[board] = e.score ?? 0;
      fielded++;
    }
  });
  if (teamless) problems.push({ code: "teamless-opponent", round: r + 1, team: ti });
  let opponent: number | null = null;
  let most = 0;
  for (const [o, c] of opponents) {
    if (c > most) [opponent, most] = [o, c];
  }
  if (opponents.size > 1) problems.push({ code: "several-opponents", round: r + 1, team: ti });
  return { gamePoints2, fielded, opponent, boardPoints2 };
}

export interface TeamStandingRow {
  /** Index into the section's teams. */
  readonly team: number;
  readonly place: number;
  /** Each tie-break in points (not doubled). */
  readonly values: Readonly<Partial<Record<TeamTiebreak, number>>>;
}

export interface TeamStandings {
  readonly criteria: readonly TeamTiebreak[];
  readonly results: TeamResults;
  readonly rows: readonly TeamStandingRow[];
}

/**
 * Team standings (RULES §2.4, D30): sorted by the tie-breaks in order, descending; equal teams
 * share a place. Without a list, the RFG list of a team round robin when every pair of teams met,
 * else of a team Swiss event. BH and SB sum the opponents' score in the first criterion when that
 * is GP or MP (else GP): BH over the matches played, SB over the matches won, a drawn match at
 * half (D20). DM, inside a group tied on the criteria before it, is the match points each team
 * took from the others of the group when every pair of the group met; otherwise it separates
 * nobody (RFG 2.1.4).
 */
export function teamStandings(
  t: Tournament,
  section: TeamSection,
  criteria?: readonly TeamTiebreak[],
  opts: TeamOptions = {},
): TeamStandings {
  const results = teamResults(t, section, opts);
  // the list given, else the file's own (OpenGotha's team placement criteria), else RFG's
  const list =
    criteria ?? section.criteria ?? (results.roundRobin ? TEAM_ROUND_ROBIN_ORDER : TEAM_SWISS_ORDER);
  const n = section.teams.length;
  const gp = results.teams.map((x) => x.gamePoints2);
  const mpts = results.teams.map((x) => x.matchPoints2);
  const score = list[0] === "MP" ? mpts : gp;
  const values = new Map<TeamTiebreak, number[]>();
  values.set("GP", gp);
  values.set("MP", mpts);
  values.set(
    "BH",
    results.teams.map((x) =>
      x.rounds.reduce(
        (s, r) => s + (r.kind === "match" && r.opponent !== null ? (score[r.opponent] ?? 0) : 0),
        0,
      ),
    ),
  );
  values.set(
    "SB",
    results.teams.map((x) =>
      x.rounds.reduce((s, r) => {
        if (r.kind !== "match" || r.opponent === null) return s;
        const o = score[r.opponent] ?? 0;
        // doubled: a won match counts the opponent's score in full, a drawn one half (D20)
        return (
          s +
          (r.matchPoints2 === results.matchPoints2.win
            ? o
            : r.matchPoints2 === results.matchPoints2.draw
              ? o / 2
              : 0)
        );
      }, 0),
    ),
  );
  // D33: board points on the k upper boards, over the matches
  UPPER_BOARDS.forEach((name, k) =>
    values.set(
      name,
      results.teams.map((x) =>
        x.rounds.reduce((s, r) => s + r.boardPoints2.slice(0, k + 1).reduce((a, b) => a + b, 0), 0),
      ),
    ),
  );
  const mutual = (c: TeamTiebreak, group: readonly number[]): number[] | undefined =>
    c === "DM" ? directMatch(results, group) : undefined;
  const rows = rankByCriteria(n, list, values, mutual).map(({ index, place }): TeamStandingRow => {
    const v: Partial<Record<TeamTiebreak, number>> = {};
    for (const c of list) v[c] = (values.get(c)?.[index] ?? 0) / 2;
    return { team: index, place, values: v };
  });
  return { criteria: list, results, rows };
}

/**
 * The match between tied teams (RFG 2.1.4 read for teams, D30), doubled: the match points each
 * team of the group took from the others, when every pair of the group met; 0 for all otherwise.
 */
export function directMatch(results: TeamResults, group: readonly number[]): number[] {
  if (group.length < 2) return group.map(() => 0);
  const inGroup = new Set(group);
  const met = new Set<string>();
  const pts = group.map((ti) => {
    let s = 0;
    for (const r of results.teams[ti]?.rounds ?? []) {
      if (r.opponent === null || !inGroup.has(r.opponent)) continue;
      met.add(pairKey(ti, r.opponent));
      s += r.matchPoints2;
    }
    return s;
  });
  return met.size === (group.length * (group.length - 1)) / 2 ? pts : group.map(() => 0);
}
