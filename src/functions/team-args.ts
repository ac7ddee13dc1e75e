/**
 * The `teams` argument of TOURNAMENT.TEAMSTANDINGS (RULES §2.4, D30): a sheet block of team,
 * board, player — one row per player, or two columns (team, player) in board order, or four
 * (team number, team, board, player: the file's team numbers, as the tournament sheet writes
 * them). A player is the crosstable's No or the name as the crosstable writes it. A header row
 * is allowed. Without team numbers the teams are numbered in order of first appearance.
 */
import type { Team, TeamSection, Tournament } from "../core/tournament/model";
import { msg } from "../i18n/table";
import {
  type Arg,
  type Cell,
  bounded,
  clip,
  int,
  isBlank,
  num,
  rangeRows,
  show,
  text,
  valueError,
} from "./coerce";

/** The player index a cell names: the crosstable's No, or a name (case and spaces ignored). */
function playerOf(t: Tournament, cell: Cell): number | undefined {
  if (typeof cell === "number") {
    const i = t.players.findIndex((p, k) => (p.startNumber ?? k + 1) === cell);
    return i >= 0 ? i : undefined;
  }
  const key = String(cell).trim().replace(/\s+/g, " ").toLowerCase();
  if (/^\d+$/.test(key)) return playerOf(t, Number(key));
  const i = t.players.findIndex((p) => {
    const full = [p.name, p.firstName].filter(Boolean).join(" ").toLowerCase();
    return full === key || p.name.toLowerCase() === key;
  });
  return i >= 0 ? i : undefined;
}

/** The teams of the block, in order of first appearance, members by board. */
export function teamSectionArg(value: Arg, name: string, t: Tournament): TeamSection {
  const rows: Cell[][] = rangeRows(value, name);
  const width = rows[0]?.length ?? 0;
  if (width < 2 || width > 4) {
    throw valueError(msg("argTeamColumns", { arg: name, width }));
  }
  const byName = new Map<
    string,
    { name: string; number?: number; members: { board: number; order: number; player: number }[] }
  >();
  const teamOfPlayer = new Map<number, string>();
  const nameOfNumber = new Map<number, string>();
  rows.forEach((row, r) => {
    const [numberCell, teamCell, boardCell, playerCell] =
      width === 4 ? row : width === 3 ? [null, ...row] : [null, row[0], null, row[1]];
    if (isBlank(teamCell ?? null) && isBlank(playerCell ?? null)) return;
    const at = `${name}[${r + 1}]`;
    const player = isBlank(playerCell) ? undefined : playerOf(t, playerCell ?? null);
    if (player === undefined) {
      if (r === 0 && typeof playerCell === "string") return; // a header row
      throw valueError(msg("argPlayerUnknown", { arg: at, player: show(playerCell ?? "") }));
    }
    const team = text(teamCell ?? null, at).trim();
    if (team === "") throw valueError(msg("argTeamBlank", { arg: at }));
    const other = teamOfPlayer.get(player);
    if (other !== undefined) throw valueError(msg("argPlayerInTeam", { arg: at, team: clip(other) }));
    teamOfPlayer.set(player, team);
    // a board within H1's bound; none given: after every numbered board
    const board =
      width >= 3 && !isBlank(boardCell ?? null)
        ? bounded(boardCell ?? null, at, "board")
        : Number.MAX_SAFE_INTEGER;
    const entry = byName.get(team.toLowerCase()) ?? { name: team, members: [] };
    if (width === 4) {
      // the file's team number (TRF-2026 310, OpenGotha's teamNumber), the same on every row of a team
      const number = int(numberCell ?? null, at, 1, 999);
      if (entry.number !== undefined && entry.number !== number)
        throw valueError(
          msg("argTeamNumberAbove", { arg: at, team: clip(team), above: entry.number, number }),
        );
      const other = nameOfNumber.get(number);
      if (other !== undefined && other.toLowerCase() !== team.toLowerCase())
        throw valueError(msg("argNumberIsTeam", { arg: at, number, team: clip(other) }));
      nameOfNumber.set(number, team);
      entry.number = number;
    }
    entry.members.push({ board, order: r, player });
    byName.set(team.toLowerCase(), entry);
  });
  if (byName.size === 0) throw valueError(msg("argNoRows", { arg: name, rows: "team" }));
  const teams: Team[] = [...byName.values()].map((x, k) => ({
    name: x.name,
    number: x.number ?? k + 1,
    members: [...x.members].sort((a, b) => a.board - b.board || a.order - b.order).map((m) => m.player),
  }));
  return { teams, byes: [], forfeits: [] };
}

const BYE_KINDS = new Set(["P", "F", "H", "Z"]);
const FORFEITS = new Set(["+-", "-+", "--"]);

/**
 * The `matches` argument of TOURNAMENT.TEAMSTANDINGS (RULES §2.4, D30): a team's round without a
 * match over the board, one row each — round, team, then `F`, `H`, `Z` (a full-, half-,
 * zero-point bye, TRF-2026 `240`) or `P` (a pairing-allocated bye, `320`, with its match and
 * game points in the fifth and sixth columns), or a forfeited match `+-`, `-+`, `--` (`330`:
 * the team of the row wins, the opponent of the fourth column wins, both lose) against the team
 * of the fourth column. A header row is allowed.
 */
export function teamRoundsArg(
  value: Arg,
  name: string,
  section: TeamSection,
  rounds: number,
): Pick<TeamSection, "byes" | "forfeits"> {
  const rows: Cell[][] = rangeRows(value, name);
  const teamIndex = (cell: Cell | undefined, at: string): number => {
    const key = isBlank(cell ?? null) ? "" : String(cell).trim().toLowerCase();
    const i = section.teams.findIndex((x) => x.name.toLowerCase() === key);
    if (i < 0) throw valueError(msg("argTeamUnknown", { arg: at, team: show(cell ?? "") }));
    return i;
  };
  const byes: TeamSection["byes"][number][] = [];
  const forfeits: TeamSection["forfeits"][number][] = [];
  rows.forEach((row, r) => {
    if (row.every((c) => isBlank(c ?? null))) return;
    const at = `${name}[${r + 1}]`;
    const [roundCell, teamCell, resultCell, opponentCell, mpCell, gpCell] = row;
    if (r === 0 && typeof roundCell === "string" && !/^\s*\d+\s*$/.test(roundCell)) return; // a header row
    const round = int(roundCell ?? null, at, 1, Math.max(rounds, 1));
    const team = teamIndex(teamCell, at);
    const result = text(resultCell ?? null, at)
      .trim()
      .toUpperCase();
    if (BYE_KINDS.has(result)) {
      const kind = result as "P" | "F" | "H" | "Z";
      const points = (c: Cell | undefined): number | undefined =>
        isBlank(c ?? null) ? undefined : Math.round(2 * num(c ?? null, at));
      const mp = kind === "P" ? points(mpCell) : undefined;
      const gp = kind === "P" ? points(gpCell) : undefined;
      byes.push({
        round,
        team,
        kind,
        ...(mp !== undefined ? { matchPoints2: mp } : {}),
        ...(gp !== undefined ? { gamePoints2: gp } : {}),
      });
    } else if (FORFEITS.has(result)) {
      const opponent = teamIndex(opponentCell, at);
      forfeits.push({ round, white: team, black: opponent, result: result as "+-" | "-+" | "--" });
    } else {
      const options = ["F", "H", "Z", "P", "+-", "-+", "--"];
      throw valueError(msg("argNotOneOf", { arg: at, value: show(result), options, quoted: false }));
    }
  });
  return { byes, forfeits };
}

/** Match points for a match won, drawn, lost ("3,1,0", TRF-2026 `362`), doubled; halves allowed. */
export function matchPointsArg(value: Arg, name: string): NonNullable<TeamSection["matchPoints2"]> {
  const words = (Array.isArray(value) ? (value as Cell[][]).flat() : [value as Cell])
    .filter((c) => !isBlank(c ?? null))
    .flatMap((c) => String(c).split(/[,;\s]+/))
    .filter((w) => w !== "");
  const doubled = words.map((w) => 2 * Number(w));
  if (doubled.length !== 3 || doubled.some((d) => !Number.isInteger(d) || d < 0 || d > 200)) {
    throw valueError(msg("argMatchPoints", { arg: name }));
  }
  const [win, draw, loss] = doubled as [number, number, number];
  return { win, draw, loss };
}
