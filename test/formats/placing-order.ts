import type { RoundEntry, Tournament } from "../../src/core/tournament/model";
import { standings } from "../../src/core/tournament/standings";

/**
 * The tournament with its players in final placing order (MMS, SOS, SODOS: what `writeEgd`
 * orders the h9 table by) and every opponent renumbered: what reading the h9 back must give.
 */
export function inPlacingOrder(t: Tournament): Tournament {
  const rows = standings(t, { criteria: ["mms", "sos", "sodos"] }).rows;
  const newIndex = new Map(rows.map((r, i) => [r.player, i]));
  const players = rows.map((r) => {
    const p = t.players[r.player];
    if (p === undefined) throw new Error(`no player ${r.player}`);
    const results = p.results.map((e): RoundEntry =>
      e?.kind === "game" ? { ...e, opponent: newIndex.get(e.opponent) ?? e.opponent } : e,
    );
    return { ...p, results };
  });
  return { ...t, players };
}
