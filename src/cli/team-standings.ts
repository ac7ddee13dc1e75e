/**
 * `rating-officer standings FILE --teams`: team standings of a team event (RULES §2.4, D30) in
 * the shapes of the other printers (text, --csv, --json). The individual games are the file's;
 * matches, game points and match points are rebuilt from them and the file's team records.
 */
import { msg } from "../i18n/table";
import type { Tournament } from "../core/tournament/model";
import { TEAM_TIEBREAKS, type TeamProblem, teamStandings } from "../core/tournament/teams";
import { teamRows, teamTable } from "../results/teams";
import { type Parsed, UsageError, csvFormOf, csvText, intOption, textTable } from "./args";
import { tiebreakListOption } from "./standings-options";
import type { CliIO } from "./types";

export const TEAM_USAGE = `  --teams            team standings of a team event: TRF-2026 310 team records
                     (or TRF16 013); tie-breaks ${TEAM_TIEBREAKS.join(", ")} (game points, match
                     points, the match between tied teams, team Buchholz, team Berger, board
                     points on the k upper boards); default
                     the Russian Go Federation's list: GP,MP,DM,SB for a round robin, else
                     GP,MP,DM,BH,SB
  --boards N         boards per match, when the file does not say (TRF-2026 352)`;

function problemText(t: Tournament, p: TeamProblem): string {
  const team = t.teams?.teams[p.team]?.name ?? String(p.team + 1);
  return p.code === "several-opponents"
    ? `round ${p.round}: team ${team} played members of more than one team; the match is with the team most of its boards met\n`
    : `round ${p.round}: a player of team ${team} played someone of no other team; that game is not part of a match\n`;
}

/** Prints the team standings; a file without teams is a usage error naming what is missing. */
export function printTeams(
  t: Tournament,
  file: string,
  p: Parsed,
  output: "text" | "json" | "csv",
  io: CliIO,
): void {
  const section = t.teams;
  if (section === undefined || section.teams.length === 0) {
    throw new UsageError(msg("cliNoTeams", { path: file }));
  }
  const criteria = tiebreakListOption(p, "team")?.criteria; // D90; none: D30's
  const rounds = intOption(p, "rounds", 0, Math.max(t.rounds, 0));
  const boards = intOption(p, "boards", 1, 100);
  const s = teamStandings(t, section, criteria, {
    ...(rounds !== undefined ? { rounds } : {}),
    ...(boards !== undefined ? { boards } : {}),
  });
  for (const x of s.results.problems) io.err(problemText(t, x));
  const rows = teamRows(t, section, s);
  if (output === "json") {
    const objects = rows.map((r) => ({
      place: r.place,
      no: r.no,
      team: r.team,
      ...r.values,
      players: r.players,
    }));
    io.out(`${JSON.stringify(objects, null, 2)}\n`);
    return;
  }
  const table = teamTable(s.criteria, rows);
  if (output === "csv") {
    io.out(csvText(table, csvFormOf(p)));
    return;
  }
  const through = rounds !== undefined && rounds < t.rounds ? `, after round ${rounds}` : "";
  const kind = s.results.roundRobin ? "round robin" : "Swiss";
  io.out(
    `${t.name || "Tournament"}: ${section.teams.length} teams, ${t.rounds} rounds${through}, ${s.results.boards} boards\n`,
  );
  io.out(`Team ${kind}: ${s.criteria.join(", ")}\n\n`);
  io.out(textTable(table));
}
