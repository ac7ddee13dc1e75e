import { DEFAULT_PARAMETERS } from "../../../src/core/tournament/model";
import type { Player, RoundEntry, Tournament } from "../../../src/core/tournament/model";
import { parseCell } from "../../../src/formats/cell";

/** [name, rank, rating, cells…] rows in the cell grammar → a model (opponents 1-based rows). */
export function crosstable(rows: readonly (readonly [string, string, number, ...string[]])[]): Tournament {
  const rounds = Math.max(...rows.map((r) => r.length - 3));
  const players: Player[] = rows.map(([name, rank, rating, ...cells]) => ({
    name,
    rank,
    rating,
    results: Array.from({ length: rounds }, (_, k): RoundEntry => {
      const p = parseCell(cells[k] ?? "");
      if (!p.ok) throw new Error(`bad cell ${cells[k] ?? ""}`);
      return p.value.kind === "game" ? { ...p.value, opponent: p.value.opponent - 1 } : p.value;
    }),
  }));
  return { format: "model", name: "test", rounds, parameters: DEFAULT_PARAMETERS, players };
}
