/**
 * OpenGotha's direct confrontation inside one group of tied players (DC and SDC, P36, D49, D52;
 * Tournament.defineDirForExAequoGroup in its V3.51.02 source), shared by the pairing engine
 * (`src/core/pairing/opengotha-dc.ts`, the standings before a round) and the standings
 * (`src/core/tournament/group-tiebreaks.ts`, after the last round). The rule itself is told in
 * `src/core/pairing/opengotha-dc.ts`.
 */

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
