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
 *
 * Here are the parts the weights need (written term by term, D401, D403) and the conversions
 * for messages and tests; the matching's own arithmetic on the limbs (the slack, sums, halving,
 * comparisons) is assembly/matching/limbs.ts, in WebAssembly with the matching (D441).
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
 * Whether a[o…] is 0. Every limb is read, none returns early (D422): the loop's step, reached
 * first by a weight whose lowest limb is 0, threw every compiled caller back.
 */
export function isZero(a: Float64Array, o: number, L: number): boolean {
  let zero = true;
  for (let i = 0; i < L; i++) if ((a[o + i] as number) !== 0) zero = false;
  return zero;
}
