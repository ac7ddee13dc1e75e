import { BigMatching } from "../../../src/core/pairing/matching-big";
import { matchingBytes } from "../../../src/core/pairing/matching-wasm";
import { compileMatching } from "../../../scripts/matching-wasm";
import { RatingError } from "../../../src/core/common/errors";

describe("the matching in WebAssembly (D441–D444)", () => {
  // D444: the committed bytes are the source's, so that they cannot go stale: a change to
  // assembly/matching/ without running scripts/matching-wasm.ts fails here
  it("holds the bytes asc makes of assembly/matching/ now", () => {
    const fresh = compileMatching();
    expect(fresh.length).toBeGreaterThan(4096);
    expect(Buffer.from(matchingBytes()).equals(fresh)).toBe(true);
    // asc's optimizer takes a few seconds of CPU, many more on a loaded machine
  }, 180000);

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

  it("refuses a graph whose arrays would pass 2 GB, and then the older matching too (D442)", () => {
    const older = new BigMatching(4, 40);
    older.set(0, 1, 3n);
    // 4,096 vertices of 33 limbs: about 35 GB; the 32-bit sizes wrapped and the layout took
    // 644 MB for it, the arrays overlapping, before the bound. 3,700 of 22: addresses past 2³¹,
    // which JavaScript read as negative
    expect(() => new BigMatching(4096, 32 * 48)).toThrow(/no memory for a matching of 4096 vertices/);
    expect(() => new BigMatching(3700, 21 * 48)).toThrow(/no memory for a matching of 3700 vertices/);
    // the module's layout is the refused one's now: the older graph is gone
    expect(() => older.solve()).toThrow(/used after a newer one was made/);
    const m = new BigMatching(3, 40);
    m.set(0, 2, 5n);
    expect(Array.from(m.solve())).toEqual([2, -1, 0]);
  });

  it("refuses a weight wider than declared, as the TypeScript matching did (D305)", () => {
    const m = new BigMatching(3, 10);
    expect(() => m.set(0, 1, 1n << 200n)).toThrow("a weight outside the declared width");
    const limbs = new Float64Array(m.L);
    limbs[m.L - 1] = 2 ** 47;
    expect(() => m.setLimbs(0, 2, limbs, 0)).toThrow("a weight outside the declared width");
  });

  // D443: a host without WebAssembly (an old Excel's browser) pairs Go rounds as before, and a
  // Dutch round is refused with the message of the table, never a crash
  it("says a host without WebAssembly to the user, and loads nothing there without a word", async () => {
    const kept = Object.getOwnPropertyDescriptor(globalThis, "WebAssembly") as PropertyDescriptor;
    await jest.isolateModulesAsync(async () => {
      const wasm = await import("../../../src/core/pairing/matching-wasm");
      const big = await import("../../../src/core/pairing/matching-big");
      Reflect.deleteProperty(globalThis, "WebAssembly");
      try {
        await expect(wasm.loadMatching()).resolves.toBeUndefined();
        let thrown: unknown;
        try {
          new big.BigMatching(4, 10);
        } catch (e) {
          thrown = e;
        }
        expect(thrown).toBeInstanceOf(Error);
        expect((thrown as RatingError).text).toEqual({
          code: "dutchNoWebAssembly",
          params: { detail: "globalThis.WebAssembly: undefined" },
        });
      } finally {
        Object.defineProperty(globalThis, "WebAssembly", kept);
      }
    });
  });
});
