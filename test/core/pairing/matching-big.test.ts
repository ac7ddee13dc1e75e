import { BigMatching, maxWeightMatchingBig } from "../../../src/core/pairing/matching-big";
import { rng } from "./xorshift";

/** The best total over every matching, by exhaustive search (the oracle for small graphs). */
function bruteForce(n: number, w: bigint[][]): bigint {
  const used = new Array<boolean>(n).fill(false);
  const go = (i: number): bigint => {
    while (i < n && used[i]) i++;
    if (i >= n) return 0n;
    used[i] = true;
    let best = go(i + 1);
    for (let j = i + 1; j < n; j++) {
      const x = (w[i] as bigint[])[j] as bigint;
      if (!used[j] && x > 0n) {
        used[j] = true;
        const t = x + go(i + 1);
        if (t > best) best = t;
        used[j] = false;
      }
    }
    used[i] = false;
    return best;
  };
  return go(0);
}

describe("maxWeightMatchingBig", () => {
  it("finds the maximum total of 200 random graphs (up to 10 vertices), as exhaustive search does", () => {
    const r = rng(12345);
    for (let t = 0; t < 200; t++) {
      const n = 1 + Math.floor(r() * 10);
      const w: bigint[][] = [];
      for (let i = 0; i < n; i++) w.push(new Array<bigint>(n).fill(0n));
      const big = t % 2 === 0;
      for (let i = 0; i < n; i++) {
        for (let j = i + 1; j < n; j++) {
          if (r() < 0.3) continue;
          const x = big
            ? (BigInt(Math.floor(r() * 8)) << 200n) + BigInt(Math.floor(r() * 5))
            : BigInt(Math.floor(r() * 6));
          (w[i] as bigint[])[j] = x;
          (w[j] as bigint[])[i] = x;
        }
      }
      const mate = maxWeightMatchingBig(n, (i, j) => (w[i] as bigint[])[j] as bigint);
      let total = 0n;
      for (let i = 0; i < n; i++) {
        const j = mate[i] as number;
        if (j >= 0) {
          expect(mate[j]).toBe(i);
          expect(((w[i] as bigint[])[j] as bigint) > 0n).toBe(true);
          if (i < j) total += (w[i] as bigint[])[j] as bigint;
        }
      }
      expect(total).toBe(bruteForce(n, w));
    }
  });

  it("keeps the maximum over 300 changes of a few vertices' edges, solved warm (D265), as exhaustive search does", () => {
    const r = rng(777);
    for (let g = 0; g < 30; g++) {
      const n = 2 + Math.floor(r() * 9);
      const big = g % 2 === 0;
      const draw = (): bigint => {
        if (r() < 0.3) return 0n;
        return big
          ? (BigInt(Math.floor(r() * 8)) << 150n) + BigInt(Math.floor(r() * 5))
          : BigInt(Math.floor(r() * 6));
      };
      const w: bigint[][] = [];
      for (let i = 0; i < n; i++) w.push(new Array<bigint>(n).fill(0n));
      const m = new BigMatching(n, 153); // draw()'s largest weight: below 2^153
      const put = (i: number, j: number, x: bigint): void => {
        (w[i] as bigint[])[j] = x;
        (w[j] as bigint[])[i] = x;
        m.set(i, j, x);
      };
      for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) put(i, j, draw());
      for (let change = 0; change < 10; change++) {
        const mate = m.solve();
        let total = 0n;
        for (let i = 0; i < n; i++) {
          const j = mate[i] as number;
          if (j < 0) continue;
          expect(mate[j]).toBe(i);
          expect(((w[i] as bigint[])[j] as bigint) > 0n).toBe(true);
          if (i < j) total += (w[i] as bigint[])[j] as bigint;
        }
        expect(total).toBe(bruteForce(n, w));
        // one or two vertices' edges change, as a decision of the Dutch engine changes them
        const vertices = 1 + Math.floor(r() * 2);
        for (let c = 0; c < vertices; c++) {
          const v = Math.floor(r() * n);
          for (let j = 0; j < n; j++) if (j !== v && r() < 0.6) put(v, j, draw());
        }
      }
    }
  });
});
