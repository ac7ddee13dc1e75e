import { BigMatching } from "../../../src/core/pairing/matching-big";
import { matchingBytes } from "../../../src/core/pairing/matching-wasm";
import { compileMatching } from "../../../scripts/matching-wasm";

describe("the matching in WebAssembly (D441–D444)", () => {
  // D444: the committed bytes are the source's, so that they cannot go stale: a change to
  // assembly/matching/ without running scripts/matching-wasm.ts fails here
  it("holds the bytes asc makes of assembly/matching/ now", () => {
    const fresh = compileMatching();
    expect(fresh.length).toBeGreaterThan(4096);
    expect(Buffer.from(matchingBytes()).equals(fresh)).toBe(true);
  });

  // D442: one matching lives in the module's memory; an older one is refused, never answered from
  // the newer one's graph
  it("refuses a call on a matching after a newer one was made", () => {
    const old = new BigMatching(4, 10);
    old.set(0, 1, 5n);
    expect(Array.from(old.solve())).toEqual([1, 0, -1, -1]);
    const current = new BigMatching(2, 10);
    expect(() => old.solve()).toThrow("matching: internal error, a matching used after a newer one was made");
    expect(() => old.set(2, 3, 1n)).toThrow("a matching used after a newer one was made");
    current.set(0, 1, 3n);
    expect(Array.from(current.solve())).toEqual([1, 0]);
  });

  it("refuses a weight wider than declared, as the TypeScript matching did (D305)", () => {
    const m = new BigMatching(3, 10);
    expect(() => m.set(0, 1, 1n << 200n)).toThrow("a weight outside the declared width");
    const limbs = new Float64Array(m.L);
    limbs[m.L - 1] = 2 ** 47;
    expect(() => m.setLimbs(0, 2, limbs, 0)).toThrow("a weight outside the declared width");
  });
});
