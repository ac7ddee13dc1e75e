import type { RoundEntry, Tournament } from "../../src/core/tournament/model";
import { h9Rows } from "../../src/formats/egd-writer";

/**
 * The tournament with its players in final placing order (the file's own placement criteria,
 * else MMS, SOS, SODOS, ties by name: the h9 table's order, `h9Rows`, D73) and every opponent
 * renumbered: what reading the h9 back must give.
 */
export function inPlacingOrder(t: Tournament): Tournament {
  const rows = h9Rows(t);
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
