/**
 * T5 and the rating (RULES §3, D15): Rating = 0.25 × EU + 0.75 × T5, T5 the mean of the five
 * best NR × KT × W, missing ones counting 0. Exact inside; `roundHalfAway` for display.
 */
import { type Exact, type Ratio, compareExact, compareNear, scaleExact, sumRatios } from "./exact";
import { levelValue } from "./level";
import { BEST_COUNT, RATING_EU_QUARTERS, RATING_T5_QUARTERS } from "./tables";

/**
 * The best five of a player's NR × KT × W, kept while a history is replayed: `add` is O(1).
 * A tournament worth less than 0 (only possible with KT < 0) is worth less than a missing
 * one, which counts 0 (D15), so it never enters the five; adding a result never lowers T5.
 */
export class BestFive {
  private readonly best: Ratio[] = [];
  // best[i].n / best[i].d, kept to compare without dividing again
  private readonly keys: number[] = [];

  add(value: Ratio): void {
    if (value.n <= 0) return;
    const b = this.best;
    const k = this.keys;
    const x = value.n / value.d;
    const last = BEST_COUNT - 1;
    if (b.length === BEST_COUNT && compareNear(x, value, k[last] as number, b[last] as Ratio) <= 0) return;
    let i = b.length < BEST_COUNT ? b.length : last;
    while (i > 0 && compareNear(k[i - 1] as number, b[i - 1] as Ratio, x, value) < 0) {
      b[i] = b[i - 1] as Ratio;
      k[i] = k[i - 1] as number;
      i -= 1;
    }
    b[i] = value;
    k[i] = x;
  }

  /** The values counted, best first (at most five, all above 0). */
  get values(): readonly Ratio[] {
    return this.best;
  }

  /** T5 exactly: (sum of the best five) / 5 (D15). */
  t5(): Exact {
    return scaleExact(sumRatios(this.best), 1, BEST_COUNT);
  }
}

/** T5 of a player's NR × KT × W values (D15), exactly. */
export function t5(values: readonly Ratio[]): Exact {
  const best = new BestFive();
  for (const v of values) best.add(v);
  return best.t5();
}

/** T5 of values given as {@link Exact}s (numbers from a sheet, see `fromNumber`), exactly. */
export function t5OfExact(values: readonly Exact[]): Exact {
  const positive = values.filter((v) => v.n > 0n).sort((a, b) => compareExact(b, a));
  let n = 0n;
  let d = 1n;
  for (const v of positive.slice(0, BEST_COUNT)) {
    n = n * v.d + v.n * d;
    d *= v.d;
  }
  return { n, d: d * BigInt(BEST_COUNT) };
}

/** Rating = 0.25 × EU + 0.75 × T5 exactly, EU the value of the level index (marks ignored). */
export function rating(levelIndex: number, t5Value: Exact): Exact {
  const eu = BigInt(levelValue(levelIndex) * RATING_EU_QUARTERS);
  return { n: eu * t5Value.d + BigInt(RATING_T5_QUARTERS) * t5Value.n, d: 4n * t5Value.d };
}
