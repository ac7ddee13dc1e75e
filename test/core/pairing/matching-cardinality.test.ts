import { CardinalityMatching } from "../../../src/core/pairing/matching-cardinality";
import { rng } from "./xorshift";

/** Whether the graph has a perfect matching, by exhaustive search (the oracle for small graphs). */
function perfectByExhaustion(n: number, adj: boolean[][]): boolean {
  const used = new Array<boolean>(n).fill(false);
  const go = (i: number): boolean => {
    while (i < n && used[i]) i++;
    if (i >= n) return true;
    used[i] = true;
    for (let j = i + 1; j < n; j++) {
      if (!used[j] && (adj[i] as boolean[])[j]) {
        used[j] = true;
        if (go(i + 1)) return true;
        used[j] = false;
      }
    }
    used[i] = false;
    return false;
  };
  return go(0);
}

function randomGraph(r: () => number, n: number, density: number): boolean[][] {
  const adj: boolean[][] = [];
  for (let i = 0; i < n; i++) adj.push(new Array<boolean>(n).fill(false));
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const on = r() < density;
      (adj[i] as boolean[])[j] = on;
      (adj[j] as boolean[])[i] = on;
    }
  }
  return adj;
}

/**
 * A random graph of an even number of vertices (2 · least up to 2 · (least + spread − 1)), each
 * edge there with a probability drawn from [density, density + densitySpread), and its matching,
 * the edges set one by one.
 */
function randomCase(
  r: () => number,
  least: number,
  spread: number,
  density: number,
  densitySpread: number,
): { n: number; adj: boolean[][]; m: CardinalityMatching } {
  const n = 2 * (least + Math.floor(r() * spread));
  const adj = randomGraph(r, n, density + r() * densitySpread);
  const m = new CardinalityMatching(n);
  for (let i = 0; i < n; i++) for (let j = 0; j < i; j++) m.set(i, j, (adj[i] as boolean[])[j] as boolean);
  return { n, adj, m };
}

describe("CardinalityMatching (D348)", () => {
  it("says whether 600 random graphs of up to 12 vertices have a perfect matching, as exhaustive search does", () => {
    const r = rng(348);
    let perfect = 0;
    for (let t = 0; t < 600; t++) {
      const { n, adj, m } = randomCase(r, 1, 6, 0.15, 0.5);
      const expected = perfectByExhaustion(n, adj);
      if (expected) perfect++;
      expect(m.perfect()).toBe(expected);
    }
    // Both answers occur often enough for the comparison to mean something.
    expect(perfect).toBeGreaterThan(100);
    expect(perfect).toBeLessThan(500);
  });

  it("keeps the answer right while pairs are fixed one by one, the matching kept between calls", () => {
    const r = rng(349);
    let changed = 0;
    for (let t = 0; t < 200; t++) {
      const { n, adj, m } = randomCase(r, 2, 5, 0.4, 0.4);
      let before = m.perfect();
      for (let step = 0; step < 3; step++) {
        const i = Math.floor(r() * n);
        const j = (i + 1 + Math.floor(r() * (n - 1))) % n;
        m.fix(i, j);
        // The oracle's graph: i and j keep only their edge to each other.
        for (let k = 0; k < n; k++) {
          (adj[i] as boolean[])[k] = (adj[k] as boolean[])[i] = k === j;
          (adj[j] as boolean[])[k] = (adj[k] as boolean[])[j] = k === i;
        }
        const now = perfectByExhaustion(n, adj);
        if (now !== before) changed++;
        expect(m.perfect()).toBe(now);
        before = now;
      }
    }
    expect(changed).toBeGreaterThan(20);
  });
});
