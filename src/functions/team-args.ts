/**
 * The `teams` argument of TOURNAMENT.TEAMSTANDINGS (RULES §2.4, D30): a sheet block of team,
 * board, player — one row per player, or two columns (team, player) in board order. A player is
 * the crosstable's No or the name as the crosstable writes it. A header row is allowed.
 */
import type { Team, TeamSection, Tournament } from "../core/tournament/model";
import { type Arg, type Cell, int, isBlank, text, valueError } from "./coerce";

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
  const rows: Cell[][] = Array.isArray(value) ? (value as Cell[][]) : [[value as Cell]];
  const width = rows[0]?.length ?? 0;
  if (width !== 2 && width !== 3) {
    throw valueError(`Argument ${name}: 2 columns (team, player) or 3 (team, board, player), not ${width}`);
  }
  const byName = new Map<
    string,
    { name: string; members: { board: number; order: number; player: number }[] }
  >();
  const teamOfPlayer = new Map<number, string>();
  rows.forEach((row, r) => {
    const [teamCell, boardCell, playerCell] = width === 3 ? row : [row[0], null, row[1]];
    if (isBlank(teamCell) && isBlank(playerCell)) return;
    const at = `${name}[${r + 1}]`;
    const player = isBlank(playerCell) ? undefined : playerOf(t, playerCell ?? null);
    if (player === undefined) {
      if (r === 0 && typeof playerCell === "string") return; // a header row
      throw valueError(`Argument ${at}: player ${JSON.stringify(playerCell ?? "")} is not in the crosstable`);
    }
    const team = text(teamCell ?? null, at).trim();
    if (team === "") throw valueError(`Argument ${at}: the team is blank`);
    const other = teamOfPlayer.get(player);
    if (other !== undefined) throw valueError(`Argument ${at}: the player is already in team "${other}"`);
    teamOfPlayer.set(player, team);
    const board =
      width === 3 && !isBlank(boardCell) ? int(boardCell ?? null, at, 1, 1000) : Number.MAX_SAFE_INTEGER;
    const entry = byName.get(team.toLowerCase()) ?? { name: team, members: [] };
    entry.members.push({ board, order: r, player });
    byName.set(team.toLowerCase(), entry);
  });
  if (byName.size === 0) throw valueError(`Argument ${name}: no team rows`);
  const teams: Team[] = [...byName.values()].map((x, k) => ({
    name: x.name,
    number: k + 1,
    members: [...x.members].sort((a, b) => a.board - b.board || a.order - b.order).map((m) => m.player),
  }));
  return { teams, byes: [], forfeits: [] };
}
