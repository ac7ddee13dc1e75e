/**
 * What the norm check takes from the event rather than from its games: the host federation
 * (1.4.3d, D358) and whether the pairings were a round robin's (1.4.1e, 1.4.2b, D359).
 */
import type { Tournament } from "../../tournament/model";

/** A federation as FIDE writes it: three letters (HUN, FID). */
const FEDERATION = /^[A-Z]{3}$/;

/** `text` as a federation's three letters (any case, spaces around), else undefined. */
export function federationCode(text: string): string | undefined {
  const code = text.trim().toUpperCase();
  return FEDERATION.test(code) ? code : undefined;
}

/** D358: the host federation the event's report gives (a TRF's `032`), when it is three letters. */
export function hostFederation(t: Tournament): string | undefined {
  const f = t.report?.federation;
  return f === undefined ? undefined : federationCode(f);
}

/**
 * D359: how many times every player was paired with every other one in the rounds the
 * tournament holds: 1 (a single round robin) or 2 (a double one), else undefined. A game played,
 * a forfeit and a game paired and not played yet all count (the pairing is what the schedule
 * fixes); a bye or an absence pairs nobody. Three players at least.
 */
export function roundRobinPairings(t: Tournament): 1 | 2 | undefined {
  const n = t.players.length;
  if (n < 3) return undefined;
  let times: number | undefined;
  for (let i = 0; i < n; i++) {
    const met = new Array<number>(n).fill(0);
    for (const e of t.players[i]?.results ?? [])
      if (e.kind === "game" && e.opponent !== i && e.opponent >= 0 && e.opponent < n)
        met[e.opponent] = (met[e.opponent] ?? 0) + 1;
    for (let o = 0; o < n; o++) {
      if (o === i) continue;
      const m = met[o] ?? 0;
      times ??= m;
      if (m !== times) return undefined;
    }
  }
  return times === 1 || times === 2 ? times : undefined;
}
