/**
 * The team standings table (RULES §2.4, D30), read by `rating-officer standings --teams`
 * (text, CSV and JSON) and by TOURNAMENT.TEAMSTANDINGS (the spill): one row per team in final
 * order with its place, number, name, each tie-break and its players in board order.
 */
import { type Tournament, fullName } from "../core/tournament/model";
import type { TeamSection } from "../core/tournament/model";
import type { TeamStandings, TeamTiebreak } from "../core/tournament/teams";

/** What a team's row shows. */
export interface TeamRow {
  readonly place: number;
  readonly no: number;
  readonly team: string;
  readonly values: Readonly<Partial<Record<TeamTiebreak, number>>>;
  /** Players in board order. */
  readonly players: readonly string[];
}

/** The rows of the team standings in final order. */
export function teamRows(t: Tournament, section: TeamSection, s: TeamStandings): TeamRow[] {
  return s.rows.map((row) => {
    const team = section.teams[row.team];
    return {
      place: row.place,
      no: team?.number ?? row.team + 1,
      team: team?.name ?? "",
      values: row.values,
      players: (team?.members ?? []).map((i) => {
        const p = t.players[i];
        return p ? fullName(p) : "";
      }),
    };
  });
}

/** Header and rows as a table: Place, No, Team, one column per tie-break, Players (board order). */
export function teamTable(
  criteria: readonly TeamTiebreak[],
  rows: readonly TeamRow[],
): (string | number)[][] {
  return [
    ["Place", "No", "Team", ...criteria, "Players"],
    ...rows.map((r) => [
      r.place,
      r.no,
      r.team,
      ...criteria.map((c) => r.values[c] ?? 0),
      r.players.join(", "),
    ]),
  ];
}
