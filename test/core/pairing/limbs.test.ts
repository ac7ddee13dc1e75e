import { addAt, fromBigInt, isZero, limbCount, toBigInt } from "../../../src/core/pairing/limbs";
import { limbsWasm } from "./limbs-wasm";
import { rng } from "./xorshift";

/**
 * A number below 2^bits shaped as the matching's are (D305): long runs of equal high bits
 * (the criteria's fields shared by most edges) and low bits that differ, sometimes all ones or
 * all zeros across a limb's edge, where a carry runs far.
 */
function draw(r: () => number, bits: number, shared: bigint): bigint {
  const pick = r();
  const low = BigInt(Math.floor(r() * 2 ** 30)) * BigInt(Math.floor(r() * 2 ** 30));
  if (pick < 0.2) return (1n << BigInt(Math.floor(r() * bits))) - 1n;
  if (pick < 0.3) return 1n << BigInt(Math.floor(r() * bits));
  if (pick < 0.4) return BigInt(Math.floor(r() * 3));
  return (shared + low) % (1n << BigInt(bits));
}

// The matching's arithmetic is assembly/matching/limbs.ts, in WebAssembly (D441): compiled here
// alone and run on the same numbers, BigInt's arithmetic the oracle.
const wasm = limbsWasm();
const { addSub, addTo, compare, half, scaleAdd, sign, signOfSum, sumBelow, sumsBelow } = wasm;

describe("fixed-width limbs (D305, D306)", () => {
  const r = rng(4242);
  for (const bits of [20, 45, 46, 96, 200, 331, 700]) {
    it(`agrees with BigInt's arithmetic on 300 sums below 2^${bits}`, () => {
      const L = limbCount(bits + 2);
      const shared =
        (1n << BigInt(bits - 1)) + (BigInt(Math.floor(r() * 2 ** 40)) << BigInt(Math.max(0, bits - 42)));
      const put = (x: bigint): Float64Array => {
        const a = new Float64Array(L);
        expect(fromBigInt(x, L, a, 0)).toBe(true);
        return a;
      };
      for (let t = 0; t < 300; t++) {
        const [x, y, z] = [draw(r, bits, shared), draw(r, bits, shared), draw(r, bits, shared)];
        const s = x + y - z;
        // d beside the sum (−1, 0, +1) a third of the time: where sumBelow's reading goes deepest
        const near = s + BigInt(Math.floor(r() * 3) - 1);
        const d = r() < 0.35 && near >= 0n && near < 1n << BigInt(bits) ? near : draw(r, bits, shared);
        const [a, b, c, e] = [put(x), put(y), put(z), put(d)];
        expect(toBigInt(a, 0, L)).toBe(x);
        const out = new Float64Array(L);
        addSub(a, 0, b, 0, c, 0, out, 0, L);
        expect(toBigInt(out, 0, L)).toBe(s);
        expect(sign(out, 0, L)).toBe(s > 0n ? 1 : s < 0n ? -1 : 0);
        expect(signOfSum(a, 0, b, 0, c, 0, L)).toBe(s > 0n ? 1 : s < 0n ? -1 : 0);
        expect(sumBelow(a, 0, b, 0, c, 0, e, 0, L)).toBe(s < d);
        // two slacks: x + y − z against d + y − x (the duals x, y, d beside one another)
        const duals = new Float64Array(3 * L);
        duals.set(a, 0);
        duals.set(b, L);
        duals.set(e, 2 * L);
        const weights = new Float64Array(2 * L);
        weights.set(c, 0);
        weights.set(a, L);
        expect(sumsBelow(duals, weights, 0, L, 0, 2 * L, L, L, L)).toBe(s < d + y - x);
        // the same duals, the weight one apart: slacks beside each other, read to the last limb
        const z2 = z + BigInt(Math.floor(r() * 3) - 1);
        if (z2 >= 0n) {
          weights.set(put(z2), L);
          expect(sumsBelow(duals, weights, 0, L, 0, 0, L, L, L)).toBe(s < x + y - z2);
          expect(sumsBelow(duals, weights, 0, L, L, 0, L, 0, L)).toBe(x + y - z2 < s);
        }
        expect(compare(a, 0, b, 0, L)).toBe(x < y ? -1 : x > y ? 1 : 0);
        addTo(out, 0, e, 0, -1, L);
        expect(toBigInt(out, 0, L)).toBe(s - d);
        const h = new Float64Array(L);
        half(out, 0, h, 0, L);
        const q = s - d;
        // ⌊q / 2⌋ rounds towards −∞, as the limbs' halving does
        expect(toBigInt(h, 0, L)).toBe(q >= 0n ? q / 2n : -((-q + 1n) / 2n));
      }
    });
  }

  // D422: compare, sign and isZero read every limb; the lower limbs decide where the top ones
  // are equal or 0. BigInt's comparison is the oracle.
  it("compares, signs and tests for 0 numbers that differ only in a lower limb", () => {
    for (const L of [1, 2, 3, 5]) {
      const values: bigint[] = [0n];
      for (let i = 0; i < L; i++) {
        const at = 1n << BigInt(48 * i);
        values.push(at, at + 1n, 2n * at, (at << 47n) + at - 1n);
      }
      const put = (x: bigint): Float64Array => {
        const a = new Float64Array(L);
        expect(fromBigInt(x, L, a, 0)).toBe(true);
        return a;
      };
      const zero = new Float64Array(L);
      for (const x of values) {
        const a = put(x);
        expect(isZero(a, 0, L)).toBe(x === 0n);
        expect(wasm.isZero(a, 0, L)).toBe(x === 0n);
        for (const y of values) {
          const b = put(y);
          expect(compare(a, 0, b, 0, L)).toBe(x < y ? -1 : x > y ? 1 : 0);
          const d = new Float64Array(L);
          addSub(a, 0, zero, 0, b, 0, d, 0, L);
          expect(sign(d, 0, L)).toBe(x > y ? 1 : x < y ? -1 : 0);
        }
      }
    }
  });

  it("refuses a number wider than its limbs", () => {
    const L = limbCount(100);
    expect(fromBigInt((1n << BigInt(48 * L)) - 1n, L, new Float64Array(L), 0)).toBe(true);
    expect(fromBigInt(1n << BigInt(48 * L), L, new Float64Array(L), 0)).toBe(false);
  });

  // D401: the Dutch weights written term by term (c · 2^at), then scaled into the matching (× 4 + c)
  for (const bits of [40, 96, 200]) {
    it(`adds terms c · 2^at and scales as BigInt does, below 2^${bits}`, () => {
      const L = limbCount(bits + 2);
      for (let t = 0; t < 200; t++) {
        const a = new Float64Array(L);
        let x = 0n;
        // terms of either sign below a positive one at the top: 12 · 1000 · 2^(top − 15) < 2^top, the
        // sum stays positive
        const top = Math.floor(r() * (bits - 20)) + 16;
        addAt(a, 0, L, 1, top);
        x += 1n << BigInt(top);
        for (let k = 0; k < 12; k++) {
          const at = Math.floor(r() * (top - 14));
          const c = Math.floor(r() * 2000) - 1000;
          addAt(a, 0, L, c, at);
          x += BigInt(c) << BigInt(at);
        }
        expect(toBigInt(a, 0, L)).toBe(x);
        expect(isZero(a, 0, L)).toBe(x === 0n);
        const out = new Float64Array(L);
        const c = Math.floor(r() * 200) - 100;
        expect(scaleAdd(a, 0, 4, 4 * c, out, 0, L)).toBe(true);
        expect(toBigInt(out, 0, L)).toBe(4n * (x + BigInt(c)));
      }
    });
  }

  it("says a scaled number negative or wider than its limbs", () => {
    const L = limbCount(100);
    const a = new Float64Array(L);
    const out = new Float64Array(L);
    addAt(a, 0, L, 1, 48 * L - 2);
    expect(scaleAdd(a, 0, 4, 0, out, 0, L)).toBe(false);
    a.fill(0);
    addAt(a, 0, L, 3, 0);
    expect(scaleAdd(a, 0, 1, -4, out, 0, L)).toBe(false);
    expect(isZero(new Float64Array(L), 0, L)).toBe(true);
  });
});
