/**
 * Exact numbers of the mahjong rating. Every quantity of RULES §3 is a rational: NR has the
 * denominator N − 1 (2 (N − 1) for a shared place, D17), KT and W are hundredths. Two forms:
 *
 * - {@link Ratio}: a pair of safe integers, for the per-result figures (NR, NR × KT,
 *   NR × KT × W) of the replay's hot path;
 * - {@link Exact}: a pair of BigInts, for sums and the rating (T5 adds five values with
 *   unrelated denominators).
 *
 * Rounding happens only for display ({@link roundHalfAway}).
 */
import { outOfRange } from "../common/errors";
import { msg } from "../../i18n/table";

/** n / d exactly: safe integers, d > 0 (not necessarily reduced). */
export interface Ratio {
  readonly n: number;
  readonly d: number;
}

/** n / d exactly with BigInts, d > 0 (not necessarily reduced). */
export interface Exact {
  readonly n: bigint;
  readonly d: bigint;
}

function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) {
    const t = x % y;
    x = y;
    y = t;
  }
  return x;
}

function gcdBig(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) {
    const t = x % y;
    x = y;
    y = t;
  }
  return x;
}

/** The reduced ratio n / d; both must be safe integers, d ≠ 0. */
export function ratio(n: number, d = 1): Ratio {
  if (!Number.isSafeInteger(n) || !Number.isSafeInteger(d) || d === 0) {
    throw outOfRange(msg("notRatio", { n, d }));
  }
  const sign = d < 0 ? -1 : 1;
  const g = gcd(n, d) || 1;
  return { n: (sign * n) / g || 0, d: (sign * d) / g };
}

/**
 * a × (k / m) exactly, for whole k and m > 0 (hundredths: m = 100). Not reduced while the
 * result stays within safe integers (the replay's hot path); reduced when it would not.
 */
export function scale(a: Ratio, k: number, m = 1): Ratio {
  const n = a.n * k;
  const d = a.d * m;
  if (Number.isSafeInteger(n) && Number.isSafeInteger(d)) return { n, d };
  const r = ratio(a.n, a.d);
  const g1 = gcd(k, r.d) || 1;
  const g2 = gcd(r.n, m) || 1;
  return ratio((r.n / g2) * (k / g1), (r.d / g1) * (m / g2));
}

// Two doubles whose relative difference exceeds this are ordered as the exact values are:
// n / d of safe integers is one correctly rounded division (relative error ≤ 2⁻⁵³).
const SEPARATION = 2 ** -50;

/** Sign of a − b, exactly: decided on doubles when they are far apart, else on integers. */
export function compareRatio(a: Ratio, b: Ratio): number {
  return compareNear(a.n / a.d, a, b.n / b.d, b);
}

/**
 * {@link compareRatio} with the doubles `x` ≈ a and `y` ≈ b already at hand (each the one
 * division n / d): callers that compare one value many times keep its double.
 */
export function compareNear(x: number, a: Ratio, y: number, b: Ratio): number {
  const margin = SEPARATION * Math.max(Math.abs(x), Math.abs(y));
  if (x < y - margin) return -1;
  if (x > y + margin) return 1;
  const l = a.n * b.d;
  const r = b.n * a.d;
  if (Number.isSafeInteger(l) && Number.isSafeInteger(r)) return l < r ? -1 : l > r ? 1 : 0;
  return compareExact(toExact(a), toExact(b));
}

/** ⌊n / d⌋ exactly. */
export function floorRatio(a: Ratio): number {
  let f = Math.floor(a.n / a.d);
  // The quotient of safe integers is correctly rounded; correct the rare off-by-one of floor.
  if (f * a.d > a.n) f -= 1;
  else if ((f + 1) * a.d <= a.n) f += 1;
  return f;
}

/** The nearest double (for Excel cells and display only). */
export function ratioToNumber(a: Ratio): number {
  return a.n / a.d;
}

export function toExact(a: Ratio): Exact {
  return { n: BigInt(a.n), d: BigInt(a.d) };
}

/** n / d as an {@link Exact}, d ≠ 0, reduced. */
export function exact(n: bigint | number, d: bigint | number = 1n): Exact {
  return reduce({ n: BigInt(n), d: BigInt(d) });
}

/** The same value in lowest terms with d > 0. */
export function reduce(a: Exact): Exact {
  if (a.d === 0n) throw outOfRange(msg("divisionByZero", {}));
  const sign = a.d < 0n ? -1n : 1n;
  const g = gcdBig(a.n, a.d) || 1n;
  return { n: (sign * a.n) / g, d: (sign * a.d) / g };
}

export function addExact(a: Exact, b: Exact): Exact {
  return a.d === b.d ? { n: a.n + b.n, d: a.d } : { n: a.n * b.d + b.n * a.d, d: a.d * b.d };
}

/** a × (k / m), k and m whole, m > 0. */
export function scaleExact(a: Exact, k: bigint | number, m: bigint | number = 1n): Exact {
  return { n: a.n * BigInt(k), d: a.d * BigInt(m) };
}

export function compareExact(a: Exact, b: Exact): number {
  const l = a.n * b.d;
  const r = b.n * a.d;
  return l < r ? -1 : l > r ? 1 : 0;
}

/**
 * Σ values exactly: on safe integers while they suffice (denominators of NR × KT × W share
 * most of their factors), with BigInt beyond.
 */
export function sumRatios(values: readonly Ratio[]): Exact {
  let n = 0;
  let d = 1;
  for (let i = 0; i < values.length; i++) {
    const v = values[i] as Ratio;
    const g = gcd(d, v.d);
    const left = n * (v.d / g);
    const right = v.n * (d / g);
    const sd = (d / g) * v.d;
    if (
      !Number.isSafeInteger(left) ||
      !Number.isSafeInteger(right) ||
      !Number.isSafeInteger(left + right) ||
      !Number.isSafeInteger(sd)
    ) {
      let acc: Exact = { n: BigInt(n), d: BigInt(d) };
      for (let j = i; j < values.length; j++) acc = addExact(acc, toExact(values[j] as Ratio));
      return acc;
    }
    const r = gcd(left + right, sd) || 1;
    n = (left + right) / r;
    d = sd / r;
  }
  return { n: BigInt(n), d: BigInt(d) };
}

/**
 * A double as the decimal a spreadsheet shows for it (its shortest round-trip text, so 0.1
 * is 1/10), exactly. Values coming from cells enter the exact arithmetic this way.
 */
export function fromNumber(x: number): Exact {
  const m = Number.isFinite(x) ? /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(x)) : null;
  if (m === null) throw outOfRange(msg("notFinite", { value: x }));
  const digits = BigInt(`${m[2] ?? "0"}${m[3] ?? ""}`);
  const exponent = Number(m[4] ?? "0") - (m[3] ?? "").length;
  const n = m[1] === "-" ? -digits : digits;
  return exponent >= 0
    ? { n: n * 10n ** BigInt(exponent), d: 1n }
    : reduce({ n, d: 10n ** BigInt(-exponent) });
}

/** The nearest double (for Excel cells and display only). */
export function exactToNumber(a: Exact): number {
  const safe = BigInt(Number.MAX_SAFE_INTEGER);
  if (a.n <= safe && -a.n <= safe && a.d <= safe) return Number(a.n) / Number(a.d);
  const whole = a.n / a.d; // truncated toward zero
  const rest = a.n - whole * a.d;
  return Number(whole) + Number((rest * 10n ** 17n) / a.d) / 1e17;
}

/**
 * Rounds to `places` decimals, halves away from zero (as Excel's ROUND), and returns the
 * nearest double. D15: T5 and the rating are shown with two decimals.
 */
export function roundHalfAway(value: Exact, places = 2): number {
  const r = reduce(value);
  const scaleBy = 10n ** BigInt(places);
  const magnitude = r.n < 0n ? -r.n : r.n;
  const rounded = (magnitude * scaleBy * 2n + r.d) / (r.d * 2n);
  const signed = r.n < 0n ? -rounded : rounded;
  return Number(signed) / Number(scaleBy);
}
