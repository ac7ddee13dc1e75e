import { limbCount, toBigInt } from "../../../src/core/pairing/limbs";
import { Fields } from "../../../src/core/dutch/weights";
import { placeRoom } from "../../../src/core/dutch/bracket";
import { rng } from "../pairing/xorshift";

/**
 * The weights' fields (D401) against the arithmetic they stand for, done in BigInt: a shift
 * moves the weight left by a field's bits, an `or` sets bits at the field's lowest place (bits
 * set already stay as they are), an `add` adds there, either sign.
 */
describe("a weight's fields written as limbs (D401)", () => {
  const r = rng(2017);
  it("agrees with BigInt's shifts, ors and adds on 2,000 random weights", () => {
    for (let t = 0; t < 2000; t++) {
      // first a positive field at the top, then fields of 0 to 9 bits with ors and adds
      const fieldsCount = 5 + Math.floor(r() * 30);
      let x = 0n;
      const f2 = new Fields(false).reset();
      const first = 1 + Math.floor(r() * 3);
      f2.or(first);
      x |= BigInt(first);
      for (let k = 0; k < fieldsCount; k++) {
        const b = Math.floor(r() * 10);
        f2.shift(b);
        x <<= BigInt(b);
        const ops = Math.floor(r() * 3);
        for (let o = 0; o < ops; o++) {
          const pick = r();
          if (pick < 0.3) {
            const v = Math.floor(r() * 8);
            f2.or(v);
            x |= BigInt(v);
          } else if (pick < 0.5) {
            const bit = Math.floor(r() * 12);
            f2.orBit(bit);
            x |= 1n << BigInt(bit);
          } else if (pick < 0.8) {
            const v = Math.floor(r() * 9) - 4;
            f2.add(v);
            x += BigInt(v);
          } else {
            const bit = Math.floor(r() * 12);
            const s = r() < 0.5 ? -1 : 1;
            f2.addBit(bit, s);
            x += BigInt(s) << BigInt(bit);
          }
        }
      }
      if (x <= 0n) continue;
      const L = limbCount(f2.width + 16);
      const out = new Float64Array(L);
      f2.write(out, 0, L);
      expect(toBigInt(out, 0, L)).toBe(x);
    }
  });

  it("counts the width only in max mode", () => {
    const f = new Fields(true);
    f.or(3);
    f.shift(7);
    f.add(5);
    f.shift(50);
    expect(f.width).toBe(57);
    const out = new Float64Array(2);
    f.write(out, 0, 2);
    expect(toBigInt(out, 0, 2)).toBe(0n);
  });
});

describe("S1's place's unit in the order's room (D446)", () => {
  it("is 2^(2 · sizeBits) for every size of bracket, a 32-bit shift's up to 14 bits and a double's above", () => {
    // the number putShifted used before D446 was `2 ** (2 * sizeBits)`: the same numbers
    for (let sizeBits = 0; sizeBits <= 26; sizeBits++) expect(placeRoom(sizeBits)).toBe(2 ** (2 * sizeBits));
    // 2^28 at 14 bits (16,383 players in a bracket): (room + room) plus an addend stays a Smi
    expect(placeRoom(14)).toBe(268435456);
    expect(placeRoom(15)).toBe(1073741824);
  });
});
