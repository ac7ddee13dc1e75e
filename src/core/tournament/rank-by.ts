/**
 * Ranking by a list of tie-breaks, shared by the chess standings (C.07) and the team standings
 * (RULES §2.4, D30): entries sorted by the tuple of their values, descending, ties kept in index
 * order; equal tuples share a place. A mutual criterion (chess's direct encounter DE, the teams'
 * match between tied teams DM) depends on who is tied, so it is computed inside each group tied on
 * the criteria before it and stored in `values` for the rows.
 */
export interface RankedEntry {
  readonly index: number;
  readonly place: number;
}

export function rankByCriteria<C extends string>(
  n: number,
  criteria: readonly C[],
  values: Map<C, number[]>,
  mutual: (criterion: C, group: readonly number[]) => number[] | undefined,
): RankedEntry[] {
  const tuples: number[][] = Array.from({ length: n }, () => []);
  const order = Array.from({ length: n }, (_, i) => i);
  const compare = (a: number, b: number, upTo: number): number => {
    for (let k = 0; k < upTo; k++) {
      const d = (tuples[b]?.[k] ?? 0) - (tuples[a]?.[k] ?? 0);
      if (d !== 0) return d;
    }
    return 0;
  };
  criteria.forEach((c, k) => {
    if (mutual(c, []) !== undefined) {
      const col = new Array<number>(n).fill(0);
      order.sort((a, b) => compare(a, b, k) || a - b);
      for (let s = 0; s < n;) {
        let e = s + 1;
        while (e < n && compare(order[s] as number, order[e] as number, k) === 0) e++;
        const group = order.slice(s, e);
        (mutual(c, group) ?? []).forEach((v, gi) => (col[group[gi] ?? 0] = v));
        s = e;
      }
      values.set(c, col);
    }
    const col = values.get(c) ?? [];
    tuples.forEach((tuple, i) => tuple.push(col[i] ?? 0));
  });
  order.sort((a, b) => compare(a, b, criteria.length) || a - b);
  const ranked: RankedEntry[] = [];
  order.forEach((index, pos) => {
    const prev = ranked[pos - 1];
    const tied = prev !== undefined && compare(prev.index, index, criteria.length) === 0;
    ranked.push({ index, place: tied ? prev.place : pos + 1 });
  });
  return ranked;
}
