import { rng } from "./xorshift";

/** One solve of a tie graph: the weights set before it (i, j, weight; 0n: no edge). */
export interface TieStep {
  sets: [number, number, bigint][];
}

/** A graph of many equal weights, set and solved again and again (D423). */
export interface TieGraph {
  n: number;
  /** The width of its largest weight. */
  bits: number;
  steps: TieStep[];
}

/**
 * Graphs whose weights take few values, as the Dutch engine's do before the bracket's orders are
 * added: three fields of 0–2 at bits 120, 60 and 0, a quarter of the pairs without an edge, so
 * that many matchings share the largest total and the scan order decides between them. Each graph
 * is set whole, then solved warm after 1–3 vertices' edges change, eight times (D265).
 */
export function tieGraphs(seed: number, count: number): TieGraph[] {
  const r = rng(seed);
  const small = (): bigint => BigInt(Math.floor(r() * 3));
  const draw = (): bigint => (r() < 0.25 ? 0n : (small() << 120n) + (small() << 60n) + small() + 1n);
  const graphs: TieGraph[] = [];
  for (let g = 0; g < count; g++) {
    const n = 4 + Math.floor(r() * 37);
    const steps: TieStep[] = [];
    const whole: [number, number, bigint][] = [];
    for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) whole.push([i, j, draw()]);
    steps.push({ sets: whole });
    for (let s = 0; s < 8; s++) {
      const sets: [number, number, bigint][] = [];
      const vertices = 1 + Math.floor(r() * 3);
      for (let c = 0; c < vertices; c++) {
        const v = Math.floor(r() * n);
        for (let j = 0; j < n; j++) if (j !== v && r() < 0.5) sets.push([v, j, draw()]);
      }
      steps.push({ sets });
    }
    graphs.push({ n, bits: 123, steps });
  }
  return graphs;
}
