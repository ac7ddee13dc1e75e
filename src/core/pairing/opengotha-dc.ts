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
import type { OgGame, OgTournament } from "./opengotha-model";

export interface OgDirect {
  readonly dc: Int32Array;
  readonly sdc: Int32Array;
}

/**
 * Strongly connected components of a directed graph, as a class (its smallest node) per node;
 * only nodes with an edge can share one (transitive closure over those).
 */
function components(m: number, edge: (a: number, b: number) => boolean): Int32Array {
  const cls = Int32Array.from({ length: m }, (_, a) => a);
  const linked = [...cls].filter((a) => cls.some((b) => edge(a, b) || edge(b, a)));
  const reach = linked.map((a) => linked.map((b) => a === b || edge(a, b)));
  for (let via = 0; via < linked.length; via++) {
    const rv = reach[via] as boolean[];
    for (const ra of reach) if (ra[via]) for (let b = 0; b < linked.length; b++) if (rv[b]) ra[b] = true;
  }
  linked.forEach((a, x) => {
    const y = linked.findIndex((_, z) => (reach[x] as boolean[])[z] && (reach[z] as boolean[])[x]);
    cls[a] = linked[y] as number;
  });
  return cls;
}

/**
 * DC and SDC of one group (members in the standings order before DC), into `out` by player:
 * `net` is the wins minus the losses over the board between two players, `after` compares two
 * players by the criteria after DC (0: tied). The standings' DC too (D52).
 */
export function ogDirectGroup(
  members: readonly number[],
  net: (a: number, b: number) => number,
  after: (a: number, b: number) => number,
  out: OgDirect,
): void {
  const m = members.length;
  const pair = members.map((a) => members.map((b) => (a === b ? 0 : net(a, b))));
  if (pair.every((row, i) => row.every((v, j) => i === j || v !== 0))) {
    members.forEach((p, i) => {
      out.sdc[p] = (pair[i] as number[]).filter((v) => v > 0).length;
    });
  }
  // Places by the criteria after DC (a stable sort: ties keep the standings order).
  const byAfter = members.map((_, i) => i).sort((i, j) => after(members[i] as number, members[j] as number));
  const sc = new Array<number>(m).fill(0);
  byAfter.forEach((i, x) => {
    const prev = byAfter[x - 1];
    const tied = prev !== undefined && after(members[prev] as number, members[i] as number) === 0;
    sc[i] = tied ? (sc[prev] as number) : m - x;
  });
  const beat = (i: number, j: number): boolean => (pair[i] as number[])[j] === 1;
  const cls = components(m, beat);
  // between classes: a member of one beat a member of the other (the cycle's edges are shared)
  const classBeat = new Set<string>();
  for (let i = 0; i < m; i++)
    for (let j = 0; j < m; j++) if (cls[i] !== cls[j] && beat(i, j)) classBeat.add(`${cls[i]},${cls[j]}`);
  const beats = (i: number, j: number): boolean => classBeat.has(`${cls[i]},${cls[j]}`);
  // how many remaining players each one beats; placed from the bottom, lowest scores first
  const wins = members.map((_, i) =>
    classBeat.size === 0 ? 0 : members.filter((__, j) => beats(i, j)).length,
  );
  const remaining = new Set(members.map((_, i) => i));
  const rank = new Array<number>(m).fill(0);
  while (remaining.size > 0) {
    const free = [...remaining].filter((i) => wins[i] === 0);
    const low = free.reduce((v, i) => Math.min(v, sc[i] as number), Infinity);
    const placed = free.filter((i) => sc[i] === low);
    if (placed.length === 0) break; // unreachable: the classes' graph has no cycle
    const place = 1 + remaining.size - placed.length;
    for (const j of placed) {
      rank[j] = place;
      remaining.delete(j);
    }
    for (const j of placed) for (const i of remaining) if (beats(i, j)) wins[i] = (wins[i] as number) - 1;
  }
  const max = rank.reduce((v, r) => Math.max(v, r), 0);
  members.forEach((p, i) => {
    out.dc[p] = max - (rank[i] as number);
  });
}

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
