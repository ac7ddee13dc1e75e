/**
 * OpenGotha's direct-confrontation placement criteria, DC and SDC (P36, docs/pairing.md), as its
 * V3.51.02 source computes them for the standings before a round (Tournament.fillDirScoringInfo,
 * defineDirForExAequoGroup): the players tied on every criterion before the first DC or SDC form
 * a group, and only games between members of a group count.
 *
 * - SDC: when every two members of the group have a net result between them (wins minus losses,
 *   not by default, not zero), a member's SDC is the number of members he beat on balance.
 * - DC: a member beat another when he won exactly one game more than he lost against him. Beating
 *   is read as a graph; players who beat each other round a cycle are merged into one class, and a
 *   player of one class beats every player of another when any of the first beat any of the
 *   second (Confrontation's cycles and their transitive edges). From the bottom,
 *   repeatedly, the remaining players who beat no other remaining player (outside their class)
 *   and, among them, those last by the criteria after DC (ties share the place) are placed
 *   together; DC is higher for a player placed later, 0 for the first placed.
 */
import { type OgDirect, ogDirectGroup } from "../go/direct-group";
import type { OgGame, OgTournament } from "./opengotha-model";

/**
 * DC and SDC before round `k` (0-based) from the games of rounds 0…k−1: `ordered` is every player
 * in the standings order by the criteria before DC (ties by name), `before` compares two players
 * by those criteria only, `after` by the criteria after DC only (0: tied).
 */
export function ogDirect(
  t: OgTournament,
  k: number,
  ordered: readonly number[],
  before: (a: number, b: number) => number,
  after: (a: number, b: number) => number,
): OgDirect {
  const n = t.players.length;
  const out = { dc: new Int32Array(n), sdc: new Int32Array(n) };
  const wins = new Map<string, number>();
  const count = (g: OgGame): void => {
    if (g.round >= k || g.byDefault || (g.result !== "white" && g.result !== "black")) return;
    const [w, l] = g.result === "white" ? [g.white, g.black] : [g.black, g.white];
    wins.set(`${w},${l}`, (wins.get(`${w},${l}`) ?? 0) + 1);
    wins.set(`${l},${w}`, (wins.get(`${l},${w}`) ?? 0) - 1);
  };
  t.games.forEach(count);
  const net = (a: number, b: number): number => wins.get(`${a},${b}`) ?? 0;
  for (let x = 0; x < ordered.length;) {
    let y = x + 1;
    while (y < ordered.length && before(ordered[x] as number, ordered[y] as number) === 0) y++;
    if (y - x > 1) ogDirectGroup(ordered.slice(x, y), net, after, out);
    x = y;
  }
  return out;
}
