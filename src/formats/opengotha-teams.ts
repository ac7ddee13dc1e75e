/**
 * OpenGotha team tournaments (RULES §2.4, D30): `<Teams>` holds one `<Team teamName teamNumber>`
 * per team, each with a `<Board boardNumber player roundNumber/>` per member and round, and
 * `<TeamTournamentParameterSet>` the team size (`TeamGeneralParameterSet teamSize`, the boards a
 * team is due to field) and the team placement criteria. Read into the model's team section: a
 * team's members are the players it fields in any round, in board order (the board of the first
 * round each plays, then the round). The matches are then read off the members' games, as for a
 * TRF-2026 team event.
 *
 * Placement criteria: OpenGotha's team points (TEAMP: a match won, drawn or lost by the boards
 * won), board wins (BDW), board wins on the k upper boards (BDW1U … BDW9U) and the sum of the
 * opponents' team points (SOST) are D30's match points, game points, D33's board points on the
 * upper boards and team Buchholz, so they become the file's list; the teams' mean or median
 * rating are not reproduced, a warning at the criterion (D22: a parameter the project cannot
 * honour is never silently ignored).
 */
import { type DiagnosticSink } from "../core/tournament/diagnostics";
import { msg } from "../i18n/table";
import type { Team, TeamSection } from "../core/tournament/model";
import { UPPER_BOARDS } from "../core/tournament/teams";
import { type Attrs, list } from "./opengotha-xml";
import { tagPositions } from "./read-result";

type TeamCriterion = NonNullable<TeamSection["criteria"]>[number];

/** OpenGotha's team placement criteria the project computes, by their names in the file. */
const CRITERIA: ReadonlyMap<string, TeamCriterion> = new Map<string, TeamCriterion>([
  ["TEAMP", "MP"],
  ["BDW", "GP"],
  ["SOST", "BH"],
  ...UPPER_BOARDS.map((b): [string, TeamCriterion] => [`BDW${b.slice(1)}`, b]),
]);

const whole = (v: string | undefined): number | null =>
  v !== undefined && /^\d{1,4}$/.test(v.trim()) ? Number(v) : null;

/**
 * The team section of an OpenGotha file, or undefined when it has no team. `playerOf` finds a
 * player by OpenGotha's key (as the games do); `rounds` bounds the round numbers.
 */
export function openGothaTeams(
  root: Record<string, unknown>,
  text: string,
  playerOf: (ref: string) => number | undefined,
  sink: DiagnosticSink,
): TeamSection | undefined {
  const teamsElement = root.Teams;
  const rawTeams = list(
    typeof teamsElement === "object" && teamsElement !== null
      ? (teamsElement as Record<string, unknown>).Team
      : undefined,
  );
  if (rawTeams.length === 0) return undefined;
  const teamAt = tagPositions(text, "Team");
  const boardAt = tagPositions(text, "Board");
  let boardIndex = 0;
  const teamOf = new Map<number, string>();
  const teams: Team[] = [];
  rawTeams.forEach((raw, ti) => {
    const at = teamAt[ti] ?? { line: 0, column: 0 };
    const name = (raw.teamName ?? "").trim();
    const number = whole(raw.teamNumber) ?? ti + 1;
    // each member's first appearance: (round, board) decides the board order
    const first = new Map<number, { round: number; board: number }>();
    for (const b of list((raw as Record<string, unknown>).Board)) {
      const pos = boardAt[boardIndex++] ?? at;
      const p = playerOf(b.player ?? "");
      const round = whole(b.roundNumber);
      const board = whole(b.boardNumber);
      if (p === undefined) {
        sink.warning(pos.line, pos.column, msg("rdTeamUnknownPlayer", { team: name, who: b.player ?? "" }));
        continue;
      }
      if (round === null || board === null) {
        sink.warning(
          pos.line,
          pos.column,
          msg("rdTeamBadBoard", { team: name, round: b.roundNumber ?? "", board: b.boardNumber ?? "" }),
        );
        continue;
      }
      const other = teamOf.get(p);
      if (other !== undefined && other !== name) {
        sink.warning(
          pos.line,
          pos.column,
          msg("rdTeamPlayerTwice", { team: name, who: b.player ?? "", other }),
        );
        continue;
      }
      teamOf.set(p, name);
      const f = first.get(p);
      if (f === undefined || round < f.round) first.set(p, { round, board });
    }
    const members = [...first].sort(([, a], [, b]) => a.board - b.board || a.round - b.round).map(([p]) => p);
    teams.push({ name: name === "" ? `Team ${number}` : name, number, members });
  });
  const ttps = root.TeamTournamentParameterSet as Record<string, unknown> | undefined;
  const general = (ttps?.TeamGeneralParameterSet ?? {}) as Attrs;
  const size = whole(general.teamSize);
  const generalAt = tagPositions(text, "TeamGeneralParameterSet")[0] ?? { line: 0, column: 0 };
  if (general.teamSize !== undefined && (size === null || size < 1 || size > 10)) {
    sink.warning(generalAt.line, generalAt.column, msg("rdTeamSize", { value: general.teamSize ?? "" }));
  }
  const placement = (ttps?.TeamPlacementParameterSet ?? {}) as Record<string, unknown>;
  const rawCriteria = list(
    (placement.PlacementCriteria as Record<string, unknown> | undefined)?.PlacementCriterion,
  );
  const criterionAt = tagPositions(text, "PlacementCriterion");
  // the team criteria come after the individual ones in the file
  const offset = criterionAt.length - rawCriteria.length;
  const criteria: TeamCriterion[] = [];
  rawCriteria.forEach((c, k) => {
    const word = (c.name ?? "").trim().toUpperCase();
    if (word === "NULL" || word === "") return;
    const mapped = CRITERIA.get(word);
    const pos = criterionAt[offset + k] ?? generalAt;
    if (mapped === undefined) {
      sink.warning(pos.line, pos.column, msg("rdCriterion", { name: word, team: true }));
      return;
    }
    if (!criteria.includes(mapped)) criteria.push(mapped);
  });
  return {
    teams,
    ...(size !== null && size >= 1 && size <= 10 ? { boards: size } : {}),
    ...(criteria.length > 0 ? { criteria } : {}),
    byes: [],
    forfeits: [],
  };
}
