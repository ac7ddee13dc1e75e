/**
 * The matching's arithmetic on limbs (assembly/matching/limbs.ts, D441) compiled alone and called
 * as the TypeScript functions were (arrays and offsets), for limbs.test.ts: the numbers are
 * copied into the module's memory, the function run there, the result copied back.
 */
import path from "node:path";
import { ASC_OPTIONS, compileAssembly } from "../../../scripts/matching-wasm";

interface Exports {
  memory: { buffer: ArrayBuffer };
  addSub(a: number, b: number, c: number, dst: number, L: number): void;
  addTo(dst: number, src: number, s: number, zero: number, L: number): void;
  compare(a: number, b: number, L: number): number;
  sign(a: number, L: number): number;
  half(src: number, dst: number, L: number): void;
  scaleAdd(src: number, m: number, c: number, dst: number, L: number): number;
  signOfSum(a: number, b: number, c: number, L: number): number;
  sumBelow(a: number, b: number, c: number, d: number, L: number): number;
  sumsBelow(a: number, b: number, c: number, d: number, e: number, f: number, L: number): number;
  isZero(a: number, L: number): number;
}

/** Room for one number: 128 limbs. */
const SLOT = 1024;

export function limbsWasm() {
  const bytes = compileAssembly(path.join(__dirname, "../../../assembly/matching/limbs.ts"), [
    ...ASC_OPTIONS,
    "--initialMemory",
    "4",
  ]);
  const x = new WebAssembly.Instance(new WebAssembly.Module(new Uint8Array(bytes)), {})
    .exports as unknown as Exports;
  const mem = new Float64Array(x.memory.buffer);
  /** Number `slot`'s address, src[o…o + L) copied there. */
  const put = (slot: number, src: Float64Array, o: number, L: number): number => {
    mem.set(src.subarray(o, o + L), (slot * SLOT) / 8);
    return slot * SLOT;
  };
  const get = (slot: number, dst: Float64Array, o: number, L: number): void => {
    dst.set(mem.subarray((slot * SLOT) / 8, (slot * SLOT) / 8 + L), o);
  };
  type A = Float64Array;
  return {
    addSub(a: A, ao: number, b: A, bo: number, c: A, co: number, dst: A, d: number, L: number): void {
      x.addSub(put(1, a, ao, L), put(2, b, bo, L), put(3, c, co, L), 4 * SLOT, L);
      get(4, dst, d, L);
    },
    addTo(dst: A, d: number, src: A, so: number, s: number, L: number): void {
      x.addTo(put(1, dst, d, L), put(2, src, so, L), s, put(3, new Float64Array(L), 0, L), L);
      get(1, dst, d, L);
    },
    compare: (a: A, ao: number, b: A, bo: number, L: number): number =>
      x.compare(put(1, a, ao, L), put(2, b, bo, L), L),
    sign: (a: A, o: number, L: number): number => x.sign(put(1, a, o, L), L),
    isZero: (a: A, o: number, L: number): boolean => x.isZero(put(1, a, o, L), L) !== 0,
    half(src: A, so: number, dst: A, d: number, L: number): void {
      x.half(put(1, src, so, L), 2 * SLOT, L);
      get(2, dst, d, L);
    },
    scaleAdd(src: A, so: number, m: number, c: number, dst: A, d: number, L: number): boolean {
      const ok = x.scaleAdd(put(1, src, so, L), m, c, 2 * SLOT, L) !== 0;
      get(2, dst, d, L);
      return ok;
    },
    signOfSum: (a: A, ao: number, b: A, bo: number, c: A, co: number, L: number): number =>
      x.signOfSum(put(1, a, ao, L), put(2, b, bo, L), put(3, c, co, L), L),
    sumBelow: (a: A, ao: number, b: A, bo: number, c: A, co: number, d: A, dd: number, L: number) =>
      x.sumBelow(put(1, a, ao, L), put(2, b, bo, L), put(3, c, co, L), put(4, d, dd, L), L) !== 0,
    /** Whether y[a…] + y[b…] − z[c…] < y[d…] + y[e…] − z[f…] (two edges' slacks). */
    sumsBelow(y: A, z: A, a: number, b: number, c: number, d: number, e: number, f: number, L: number) {
      const Y = put(8, y, 0, y.length);
      const Z = put(16, z, 0, z.length);
      return x.sumsBelow(Y + 8 * a, Y + 8 * b, Z + 8 * c, Y + 8 * d, Y + 8 * e, Z + 8 * f, L) !== 0;
    },
  };
}
