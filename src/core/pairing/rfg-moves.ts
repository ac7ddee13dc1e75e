/**
 * The seed's order of trying pairings inside a McMahon group (Russian Go Federation rules,
 * McMahon section D; docs/pairing.md "The seed's procedure"):
 * - D.1 transpositions of S2, in lexicographic order of the sequence of S2's numbers
 *   (5-6-7-8, 5-6-8-7, 5-7-6-8, …); with |S2| > p only the first p places matter (P7);
 * - D.2 exchanges between S1 and S2: fewest players first, then the smallest difference of
 *   the exchanged numbers, then the one involving the lowest player of S1 (P8, P9).
 * Numbers are 1-based places in the group's A.2 order: S1 = 1…p, S2 = p+1…p+q.
 */

/** An exchange: the S1 numbers that go to S2 and the S2 numbers that go to S1, ascending. */
export interface Exchange {
  readonly fromS1: readonly number[];
  readonly fromS2: readonly number[];
}

/** The number of k-subsets of n (exact below 2⁵³). */
function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return Math.round(r);
}

function* subsets(from: number, to: number, k: number): Generator<number[]> {
  const cur: number[] = [];
  function* rec(start: number): Generator<number[]> {
    if (cur.length === k) {
      yield [...cur];
      return;
    }
    for (let x = start; x <= to - (k - cur.length) + 1; x++) {
      cur.push(x);
      yield* rec(x + 1);
      cur.pop();
    }
  }
  yield* rec(from);
}

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

/**
 * D.2 order of exchanges (P8): by the number of players exchanged, then by
 * ΣS2-numbers − ΣS1-numbers, then the exchange involving the lowest S1 players (compared
 * from the lowest down), then the highest S2 players. Each size k is generated only when the
 * caller gets that far; a size with more than `limit` exchanges ends the sequence with
 * `"bounded"` (the caller says so rather than searching for hours).
 */
export function* exchanges(p: number, q: number, limit = 50_000): Generator<Exchange, "done" | "bounded"> {
  for (let k = 1; k <= Math.min(p, q); k++) {
    if (choose(p, k) * choose(q, k) > limit) return "bounded";
    const all: { ex: Exchange; diff: number; s1Desc: number[] }[] = [];
    for (const a of subsets(1, p, k)) {
      for (const b of subsets(p + 1, p + q, k)) {
        all.push({ ex: { fromS1: a, fromS2: b }, diff: sum(b) - sum(a), s1Desc: [...a].reverse() });
      }
    }
    all.sort((x, y) => {
      if (x.diff !== y.diff) return x.diff - y.diff;
      for (let i = 0; i < k; i++) {
        const d = (y.s1Desc[i] as number) - (x.s1Desc[i] as number);
        if (d !== 0) return d;
      }
      for (let i = 0; i < k; i++) {
        const d = (x.ex.fromS2[i] as number) - (y.ex.fromS2[i] as number);
        if (d !== 0) return d;
      }
      return 0;
    });
    for (const x of all) yield x.ex;
  }
  return "done";
}

/**
 * D.1: the permutations of S2 (numbers p+1…p+q) in lexicographic order, cut to their first
 * `places` numbers and without repeats (P7). Only for small groups and tests: the pairing
 * itself searches the same order with a feasibility test instead of listing.
 */
export function* transpositions(p: number, q: number, places = q): Generator<number[]> {
  const used = new Array<boolean>(q).fill(false);
  const cur: number[] = [];
  function* rec(): Generator<number[]> {
    if (cur.length === places) {
      yield [...cur];
      return;
    }
    for (let j = 0; j < q; j++) {
      if (used[j]) continue;
      used[j] = true;
      cur.push(p + 1 + j);
      yield* rec();
      cur.pop();
      used[j] = false;
    }
  }
  yield* rec();
}

/** "4↔5", "3+4↔5+6". */
export function exchangeText(e: Exchange): string {
  return `${e.fromS1.join("+")}↔${e.fromS2.join("+")}`;
}
