/**
 * The fixed-width integers of src/core/pairing/limbs.ts (D305), at addresses of this module's
 * memory: a number is L limbs of 48 bits, doubles, the least significant first. Every operation
 * is the TypeScript one, step by step, in the same doubles (IEEE 754 in both), so that every
 * result is the same number (D441).
 */

const BASE: f64 = 281474976710656.0; // 2^48
const INV: f64 = 1.0 / 281474976710656.0;

export function ld(p: usize, i: i32): f64 {
  return load<f64>(p + ((<usize>i) << 3));
}

export function st(p: usize, i: i32, x: f64): void {
  store<f64>(p + ((<usize>i) << 3), x);
}

/** dst = m · src + c, normalized; false when negative or wider than L limbs. */
export function scaleAdd(src: usize, m: f64, c: f64, dst: usize, L: i32): bool {
  let carry = c;
  const top = L - 1;
  for (let i = 0; i < top; i++) {
    const s = ld(src, i) * m + carry;
    carry = Math.floor(s * INV);
    st(dst, i, s - carry * BASE);
  }
  const t = ld(src, top) * m + carry;
  st(dst, top, t);
  return t >= 0 && t < BASE;
}

export function isZero(a: usize, L: i32): bool {
  let zero = true;
  for (let i = 0; i < L; i++) if (ld(a, i) != 0) zero = false;
  return zero;
}

/** −1, 0 or 1 as a is below, equal to or above b. */
export function compare(a: usize, b: usize, L: i32): i32 {
  let c = 0;
  for (let i = 0; i < L; i++) {
    const x = ld(a, i);
    const y = ld(b, i);
    if (x != y) c = x < y ? -1 : 1;
  }
  return c;
}

export function sign(a: usize, L: i32): i32 {
  let low = 0;
  for (let i = 0; i < L - 1; i++) if (ld(a, i) != 0) low = 1;
  const top = ld(a, L - 1);
  return top != 0 ? (top < 0 ? -1 : 1) : low;
}

export function copy(src: usize, dst: usize, L: i32): void {
  for (let i = 0; i < L; i++) st(dst, i, ld(src, i));
}

export function fillZero(a: usize, L: i32): void {
  for (let i = 0; i < L; i++) st(a, i, 0);
}

/** dst = a + b − c, normalized. */
export function addSub(a: usize, b: usize, c: usize, dst: usize, L: i32): void {
  let carry: f64 = 0;
  const top = L - 1;
  for (let i = 0; i < top; i++) {
    const s = ld(a, i) + ld(b, i) - ld(c, i) + carry;
    carry = Math.floor(s * INV);
    st(dst, i, s - carry * BASE);
  }
  st(dst, top, ld(a, top) + ld(b, top) - ld(c, top) + carry);
}

/** dst += s · src (s = 1 or −1), normalized; `zero` holds L zero limbs. */
export function addTo(dst: usize, src: usize, s: i32, zero: usize, L: i32): void {
  if (s > 0) addSub(dst, src, zero, dst, L);
  else addSub(dst, zero, src, dst, L);
}

/** Whether the lowest limb is odd (a limb below 2^48, so the remainder is exact). */
export function isOdd(a: usize): bool {
  const x = ld(a, 0);
  return x - 2 * Math.floor(x / 2) != 0;
}

/** dst = ⌊src / 2⌋. */
export function half(src: usize, dst: usize, L: i32): void {
  let rem: f64 = 0;
  for (let i = L - 1; i >= 0; i--) {
    const x = ld(src, i) + rem * BASE;
    const h = Math.floor(x / 2);
    rem = x - 2 * h;
    st(dst, i, h);
  }
}

/** The sign of a + b − c, read from the top limb down (D306). */
export function signOfSum(a: usize, b: usize, c: usize, L: i32): i32 {
  let i = L - 1;
  let acc = ld(a, i) + ld(b, i) - ld(c, i);
  while (i > 0) {
    if (acc >= 1) return 1;
    if (acc <= -2) return -1;
    i--;
    acc = acc * BASE + ld(a, i) + ld(b, i) - ld(c, i);
  }
  return acc > 0 ? 1 : acc < 0 ? -1 : 0;
}

/** Whether a + b − c < d, read from the top limb down (D306). */
export function sumBelow(a: usize, b: usize, c: usize, d: usize, L: i32): bool {
  let i = L - 1;
  let acc = ld(a, i) + ld(b, i) - ld(c, i) - ld(d, i);
  while (i > 0) {
    if (acc >= 2) return false;
    if (acc <= -2) return true;
    i--;
    acc = acc * BASE + ld(a, i) + ld(b, i) - ld(c, i) - ld(d, i);
  }
  return acc < 0;
}

/** Whether a + b − c < d + e − f (two edges' slacks), read from the top limb down (D306). */
export function sumsBelow(a: usize, b: usize, c: usize, d: usize, e: usize, f: usize, L: i32): bool {
  let i = L - 1;
  let acc: f64 = 0;
  for (;;) {
    acc += ld(a, i) + ld(b, i) - ld(c, i) - ld(d, i) - ld(e, i) + ld(f, i);
    if (i == 0) return acc < 0;
    if (acc >= 3) return false;
    if (acc <= -3) return true;
    i--;
    acc *= BASE;
  }
  return false; // not reached: the loop returns at limb 0
}
