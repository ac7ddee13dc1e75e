/**
 * Whether a graph has a perfect matching, asked again and again while pairs are fixed (D348):
 * a maximum-cardinality matching (Edmonds, "Paths, trees, and flowers", Canadian Journal of
 * Mathematics 17, 1965), a search from one free vertex at a time over the adjacency matrix,
 * an odd cycle shrunk into its base (O(n²) per search). The matching is kept between calls:
 * fixing a pair frees only the partners it takes, and the next call searches from the free
 * vertices alone.
 *
 * Edmonds' theorem makes one failed search enough: when no augmenting path starts at a free
 * vertex v, some maximum matching leaves v free, so there is no perfect matching. Only the
 * answer is read (never which matching), so any maximum matching gives the same one.
 *
 * matching-big.ts answers the same question with weights 0 or 1, but its least-slack edges
 * (kept per blossom for the dual changes) cost a row scan per vertex of every blossom it
 * forms, and a graph whose edges are all tight forms a blossom at almost every step.
 */
const NONE = -1;

export class CardinalityMatching {
  private readonly adj: Uint8Array;
  private readonly mate: Int32Array;
  /** The search's tree: the vertex a T vertex was reached from, the base of each vertex's blossom. */
  private readonly from: Int32Array;
  private readonly base: Int32Array;
  private readonly reached: Uint8Array;
  private readonly inCycle: Uint8Array;
  private readonly onPath: Uint8Array;
  private readonly queue: Int32Array;

  constructor(readonly n: number) {
    this.adj = new Uint8Array(n * n);
    this.mate = new Int32Array(n).fill(NONE);
    this.from = new Int32Array(n);
    this.base = new Int32Array(n);
    this.reached = new Uint8Array(n);
    this.inCycle = new Uint8Array(n);
    this.onPath = new Uint8Array(n);
    this.queue = new Int32Array(n);
  }

  /** The edge between i and j (i ≠ j) is there or not; a matched pair losing its edge is freed. */
  set(i: number, j: number, on: boolean): void {
    const n = this.n;
    this.adj[i * n + j] = this.adj[j * n + i] = on ? 1 : 0;
    if (!on && this.mate[i] === j) this.mate[i] = this.mate[j] = NONE;
  }

  /** i and j are paired for good: each loses every other edge, their former partners are freed. */
  fix(i: number, j: number): void {
    for (let k = 0; k < this.n; k++) {
      if (k !== j) this.set(i, k, false);
      if (k !== i) this.set(j, k, false);
    }
    this.set(i, j, true);
    this.mate[i] = j;
    this.mate[j] = i;
  }

  /** Whether every vertex can be matched. */
  perfect(): boolean {
    const n = this.n;
    const adj = this.adj;
    const mate = this.mate;
    // The first free neighbour of each free vertex, before any search.
    for (let v = 0; v < n; v++) {
      if (mate[v] !== NONE) continue;
      for (let w = v + 1; w < n; w++) {
        if (adj[v * n + w] && mate[w] === NONE) {
          mate[v] = w;
          mate[w] = v;
          break;
        }
      }
    }
    for (let v = 0; v < n; v++) {
      if (mate[v] === NONE && !this.augmentFrom(v)) return false;
    }
    return true;
  }

  /** Searches for an augmenting path from the free vertex root; flips it when found. */
  private augmentFrom(root: number): boolean {
    const n = this.n;
    const { adj, mate, from, base, reached, queue } = this;
    from.fill(NONE);
    reached.fill(0);
    for (let v = 0; v < n; v++) base[v] = v;
    reached[root] = 1;
    queue[0] = root;
    let head = 0;
    let tail = 1;
    while (head < tail) {
      const v = queue[head++] as number;
      const row = v * n;
      for (let w = 0; w < n; w++) {
        if (!adj[row + w] || base[v] === base[w] || mate[v] === w) continue;
        if (w === root || (mate[w] !== NONE && from[mate[w] as number] !== NONE)) {
          // w is outer too: the odd cycle through v and w shrinks into its base.
          const b = this.commonBase(v, w);
          this.inCycle.fill(0);
          this.markCycle(v, b, w);
          this.markCycle(w, b, v);
          for (let x = 0; x < n; x++) {
            if (!this.inCycle[base[x] as number]) continue;
            base[x] = b;
            if (!reached[x]) {
              reached[x] = 1;
              queue[tail++] = x;
            }
          }
        } else if (from[w] === NONE) {
          from[w] = v;
          if (mate[w] === NONE) {
            this.flip(w);
            return true;
          }
          const m = mate[w] as number;
          reached[m] = 1;
          queue[tail++] = m;
        }
      }
    }
    return false;
  }

  /** The base of the blossom where the tree paths from outer vertices a and b meet. */
  private commonBase(a0: number, b0: number): number {
    const { mate, from, base, onPath } = this;
    onPath.fill(0);
    let a = a0;
    for (;;) {
      a = base[a] as number;
      onPath[a] = 1;
      if (mate[a] === NONE) break;
      a = from[mate[a] as number] as number;
    }
    let b = b0;
    for (;;) {
      b = base[b] as number;
      if (onPath[b]) return b;
      b = from[mate[b] as number] as number;
    }
  }

  /** Marks the blossoms on the path from v down to base b and points its inner vertices back towards the cycle's edge. */
  private markCycle(v0: number, b: number, child0: number): void {
    const { mate, from, base, inCycle } = this;
    let v = v0;
    let child = child0;
    while (base[v] !== b) {
      const m = mate[v] as number;
      inCycle[base[v] as number] = 1;
      inCycle[base[m] as number] = 1;
      from[v] = child;
      child = m;
      v = from[m] as number;
    }
  }

  /** Flips the matching along the tree path ending at the free vertex w. */
  private flip(w0: number): void {
    const { mate, from } = this;
    let w = w0;
    while (w !== NONE) {
      const v = from[w] as number;
      const next = mate[v] as number;
      mate[w] = v;
      mate[v] = w;
      w = next;
    }
  }
}
