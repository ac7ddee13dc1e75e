/**
 * Fixed-width integers for the blossom algorithm of matching-big.ts (D305): a number is `L`
 * limbs of 48 bits held in a Float64Array from offset `o`, the least significant first, every
 * limb but the top one in [0, 2⁴⁸), the top one a signed integer. A weight of `bits` bits gets
 * `limbCount(bits)` limbs (one limb, a plain double, while the weight is below 2⁴⁵).
 *
 * Exactness: a double holds every integer below 2⁵³. A limb of a sum or difference of three
 * normalized numbers plus a carry of at most ±2 lies within ±(3 · 2⁴⁸ + 2) < 2⁵³, and the carry
 * is recovered exactly by a multiplication by 2⁻⁴⁸ (a power of two) and a floor; halving a
 * number takes a limb plus 2⁴⁸ at most. The top limb is never cut: the duals and slacks stay
 * within a few times the largest weight, so it stays far below 2⁵³ (`fromBigInt` refuses a
 * weight wider than declared). Comparing two normalized numbers is comparing their limbs from
 * the top, as the criteria's fields compare lexicographically (D216).
 */

export const LIMB_BITS = 48;
const BASE = 2 ** LIMB_BITS;
const INV = 2 ** -LIMB_BITS;
const MASK = (1n << BigInt(LIMB_BITS)) - 1n;
const SHIFT = BigInt(LIMB_BITS);
const BASE_BIG = 1n << SHIFT;

/** Limbs for numbers below 2^bits with three bits to spare (the slack's sum, the sign). */
export function limbCount(bits: number): number {
  return Math.max(1, Math.ceil((bits + 3) / LIMB_BITS));
}

/** The non-negative x, at most `L` limbs wide, into out[o…]; false when it does not fit. */
export function fromBigInt(x: bigint, L: number, out: Float64Array, o: number): boolean {
  if (L === 1) {
    if (x >= BASE_BIG) return false;
    out[o] = Number(x);
    return true;
  }
  let y = x;
  for (let i = 0; i < L - 1; i++) {
    out[o + i] = Number(y & MASK);
    y >>= SHIFT;
  }
  if (y >= BASE_BIG) return false;
  out[o + L - 1] = Number(y);
  return true;
}

/** The number at a[o…] as a BigInt (for messages and tests). */
export function toBigInt(a: Float64Array, o: number, L: number): bigint {
  let x = 0n;
  for (let i = L - 1; i >= 0; i--) x = (x << SHIFT) + BigInt(a[o + i] as number);
  return x;
}

/**
 * a[o…] += c · 2^at, normalized (c a small integer of either sign, at ≥ 0): the weights of the
 * Dutch System are written this way, term by term, without a BigInt (D401).
 */
export function addAt(a: Float64Array, o: number, L: number, c: number, at: number): void {
  addAtLoose(a, o, L, c, at);
  normalize(a, o, L);
}

/** 2^r for r = 0…48: a term's place within its limb (D403). */
const POW: readonly number[] = Array.from({ length: LIMB_BITS + 1 }, (_, r) => 2 ** r);

/**
 * a[o…] += c · 2^at, not normalized (D403): c · 2^at split at its limb's edge, the part below
 * 2⁴⁸ into limb ⌊at / 48⌋ and the rest (|c| at most) into the next one, no carry run. A limb so
 * summed stays exact while its terms' parts sum below 2⁵³: 32 terms; `normalize` after them.
 */
export function addAtLoose(a: Float64Array, o: number, L: number, c: number, at: number): void {
  const i = Math.floor(at / LIMB_BITS);
  const room = at - i * LIMB_BITS;
  if (i >= L - 1) {
    a[o + L - 1] = (a[o + L - 1] as number) + c * (POW[room] as number) * 2 ** ((i - L + 1) * LIMB_BITS);
    return;
  }
  const span = POW[LIMB_BITS - room] as number;
  const high = Math.floor(c / span);
  a[o + i] = (a[o + i] as number) + (c - high * span) * (POW[room] as number);
  // Added when 0 too (D422): an add made only for a term across a limb's edge threw the compiled
  // weights back.
  a[o + i + 1] = (a[o + i + 1] as number) + high;
}

/** a[o…] normalized: every limb but the top one in [0, 2⁴⁸), the carries moved up. */
export function normalize(a: Float64Array, o: number, L: number): void {
  let carry = 0;
  for (let i = 0; i < L - 1; i++) {
    const x = (a[o + i] as number) + carry;
    carry = Math.floor(x * INV);
    a[o + i] = x - carry * BASE;
  }
  a[o + L - 1] = (a[o + L - 1] as number) + carry;
}

/**
 * dst[d…] = m · src[so…] + c, normalized (m a small non-negative integer, c a safe integer); false
 * when the result is negative or needs more than L limbs (its top limb 2⁴⁸ or more).
 */
export function scaleAdd(
  src: Float64Array,
  so: number,
  m: number,
  c: number,
  dst: Float64Array,
  d: number,
  L: number,
): boolean {
  let carry = c;
  const top = L - 1;
  for (let i = 0; i < top; i++) {
    const s = (src[so + i] as number) * m + carry;
    carry = Math.floor(s * INV);
    dst[d + i] = s - carry * BASE;
  }
  const t = (src[so + top] as number) * m + carry;
  dst[d + top] = t;
  return t >= 0 && t < BASE;
}

/**
 * Whether a[o…] is 0. Every limb is read, none returns early (D422): the loop's step, reached
 * first by a weight whose lowest limb is 0, threw every compiled caller back.
 */
export function isZero(a: Float64Array, o: number, L: number): boolean {
  let zero = true;
  for (let i = 0; i < L; i++) if ((a[o + i] as number) !== 0) zero = false;
  return zero;
}

/**
 * −1, 0 or 1 as a[ao…] is below, equal to or above b[bo…]: the highest limb that differs decides.
 * Every limb is read, from the lowest up, none returns early (D422): the loop's step, reached
 * first by two numbers of the same top limb, threw every compiled caller back.
 */
export function compare(a: Float64Array, ao: number, b: Float64Array, bo: number, L: number): number {
  let c = 0;
  for (let i = 0; i < L; i++) {
    const x = a[ao + i] as number;
    const y = b[bo + i] as number;
    if (x !== y) c = x < y ? -1 : 1;
  }
  return c;
}

/**
 * −1, 0 or 1: the sign of a[o…]. The limbs below the top one are read whatever the top one is
 * (D422): their loop, reached first by a number whose top limb is 0, threw the compiled callers
 * back.
 */
export function sign(a: Float64Array, o: number, L: number): number {
  let low = 0;
  for (let i = 0; i < L - 1; i++) if ((a[o + i] as number) !== 0) low = 1;
  const top = a[o + L - 1] as number;
  return top !== 0 ? (top < 0 ? -1 : 1) : low;
}

export function copy(src: Float64Array, so: number, dst: Float64Array, d: number, L: number): void {
  for (let i = 0; i < L; i++) dst[d + i] = src[so + i] as number;
}

/** dst[d…] = a[ao…] + b[bo…] − c[co…], normalized. */
export function addSub(
  a: Float64Array,
  ao: number,
  b: Float64Array,
  bo: number,
  c: Float64Array,
  co: number,
  dst: Float64Array,
  d: number,
  L: number,
): void {
  let carry = 0;
  const top = L - 1;
  for (let i = 0; i < top; i++) {
    const s = (a[ao + i] as number) + (b[bo + i] as number) - (c[co + i] as number) + carry;
    carry = Math.floor(s * INV);
    dst[d + i] = s - carry * BASE;
  }
  dst[d + top] = (a[ao + top] as number) + (b[bo + top] as number) - (c[co + top] as number) + carry;
}

let ZERO = new Float64Array(16);

/** A zero of L limbs (shared: never written). */
export function zeros(L: number): Float64Array {
  if (ZERO.length < L) ZERO = new Float64Array(L);
  return ZERO;
}

/** dst[d…] += s · src[so…] (s = 1 or −1), normalized. */
export function addTo(
  dst: Float64Array,
  d: number,
  src: Float64Array,
  so: number,
  s: number,
  L: number,
): void {
  const z = zeros(L);
  if (s > 0) addSub(dst, d, src, so, z, 0, dst, d, L);
  else addSub(dst, d, z, 0, src, so, dst, d, L);
}

/** a[o…] += 1. */
export function increment(a: Float64Array, o: number, L: number): void {
  for (let i = 0; i < L - 1; i++) {
    const x = (a[o + i] as number) + 1;
    if (x < BASE) {
      a[o + i] = x;
      return;
    }
    a[o + i] = 0;
  }
  a[o + L - 1] = (a[o + L - 1] as number) + 1;
}

export function isOdd(a: Float64Array, o: number): boolean {
  return (a[o] as number) % 2 !== 0;
}

/** dst[d…] = ⌊src[so…] / 2⌋. */
export function half(src: Float64Array, so: number, dst: Float64Array, d: number, L: number): void {
  let rem = 0;
  for (let i = L - 1; i >= 0; i--) {
    const x = (src[so + i] as number) + rem * BASE;
    const h = Math.floor(x / 2);
    rem = x - 2 * h;
    dst[d + i] = h;
  }
}

/**
 * The sign of a[ao…] + b[bo…] − c[co…], read from the top limb down (D306): below limb i the
 * limbs' sums lie within (−2⁴⁸ⁱ, 2 · 2⁴⁸ⁱ), so once the part read, in units of limb i, is 1 or
 * more the sum is positive, −2 or less negative; otherwise (−1 or 0) the next limb is read. Most
 * slacks are settled by their top two or three limbs, without the carries.
 */
export function signOfSum(
  a: Float64Array,
  ao: number,
  b: Float64Array,
  bo: number,
  c: Float64Array,
  co: number,
  L: number,
): number {
  let i = L - 1;
  let acc = (a[ao + i] as number) + (b[bo + i] as number) - (c[co + i] as number);
  while (i > 0) {
    if (acc >= 1) return 1;
    if (acc <= -2) return -1;
    i--;
    acc = acc * BASE + (a[ao + i] as number) + (b[bo + i] as number) - (c[co + i] as number);
  }
  return acc > 0 ? 1 : acc < 0 ? -1 : 0;
}

/**
 * Whether a[ao…] + b[bo…] − c[co…] < d[dd…] (d normalized), read from the top limb down (D306):
 * below limb i the limbs of a + b − c − d sum to within (−2 · 2⁴⁸ⁱ, 2 · 2⁴⁸ⁱ), so a part read of
 * 2 or more settles "not below", −2 or less "below"; otherwise (−1 to 1, |part · 2⁴⁸ + limb| < 3 ·
 * 2⁴⁸, exact) the next limb is read.
 */
export function sumBelow(
  a: Float64Array,
  ao: number,
  b: Float64Array,
  bo: number,
  c: Float64Array,
  co: number,
  d: Float64Array,
  dd: number,
  L: number,
): boolean {
  let i = L - 1;
  let acc = (a[ao + i] as number) + (b[bo + i] as number) - (c[co + i] as number) - (d[dd + i] as number);
  while (i > 0) {
    if (acc >= 2) return false;
    if (acc <= -2) return true;
    i--;
    acc =
      acc * BASE +
      (a[ao + i] as number) +
      (b[bo + i] as number) -
      (c[co + i] as number) -
      (d[dd + i] as number);
  }
  return acc < 0;
}

/**
 * Whether y[a…] + y[b…] − z[c…] < y[d…] + y[e…] − z[f…] (two edges' slacks: y the duals, z the
 * weights), read from the top limb down (D306): below limb i the limbs of the difference sum to
 * within (−3 · 2⁴⁸ⁱ, 3 · 2⁴⁸ⁱ), so a part read of 3 or more settles "not below", −3 or less
 * "below"; otherwise (|part| ≤ 2, the next part below 5 · 2⁴⁸, exact) the next limb is read.
 */
export function sumsBelow(
  y: Float64Array,
  z: Float64Array,
  a: number,
  b: number,
  c: number,
  d: number,
  e: number,
  f: number,
  L: number,
): boolean {
  let i = L - 1;
  let acc = 0;
  for (;;) {
    acc +=
      (y[a + i] as number) +
      (y[b + i] as number) -
      (z[c + i] as number) -
      (y[d + i] as number) -
      (y[e + i] as number) +
      (z[f + i] as number);
    if (i === 0) return acc < 0;
    if (acc >= 3) return false;
    if (acc <= -3) return true;
    i--;
    acc *= BASE;
  }
}
