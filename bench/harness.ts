/**
 * A small benchmark harness: each bench/*.bench.ts exports `benchmarks`, a list of cases;
 * bench/run.ts runs them all and prints one table. Throughput cases call `op` repeatedly for
 * about `seconds`; duration cases time `op` as a whole, best of `repeat` runs.
 */
export interface ThroughputCase {
  kind: "throughput";
  name: string;
  /** One unit of work; returns something so the call cannot be optimised away. */
  op: () => unknown;
  /** Operations performed by one call of `op` (e.g. 1000 for a batch of 1000 formulas). */
  opsPerCall?: number;
  /** Goal in operations per second. */
  goal: number;
  unit: string;
}

export interface DurationCase {
  kind: "duration";
  name: string;
  op: () => unknown;
  /** Goal in milliseconds. */
  goalMs: number;
  repeat?: number;
}

export interface ComparisonCase {
  kind: "comparison";
  name: string;
  ours: () => unknown;
  theirs: () => unknown;
  /** Goal for ours ÷ theirs in throughput (1 = at least as fast). */
  goalRatio: number;
}

export type BenchCase = ThroughputCase | DurationCase | ComparisonCase;

export interface BenchRow {
  name: string;
  measured: string;
  goal: string;
  ok: boolean;
}

let sink: unknown;

function opsPerSecond(op: () => unknown, opsPerCall: number, seconds: number): number {
  // Warm up, then count whole calls until the time is spent.
  const warm = performance.now() + 200;
  while (performance.now() < warm) sink = op();
  let calls = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  let now = start;
  while (now < end) {
    for (let i = 0; i < 100; i++) sink = op();
    calls += 100;
    now = performance.now();
  }
  return (calls * opsPerCall) / ((now - start) / 1000);
}

const fmt = (n: number): string => Math.round(n).toLocaleString("en-US");

export function runCase(c: BenchCase, seconds = 1): BenchRow {
  switch (c.kind) {
    case "throughput": {
      const rate = opsPerSecond(c.op, c.opsPerCall ?? 1, seconds);
      return {
        name: c.name,
        measured: `${fmt(rate)} ${c.unit}/s`,
        goal: `≥ ${fmt(c.goal)}/s`,
        ok: rate >= c.goal,
      };
    }
    case "duration": {
      let best = Infinity;
      sink = c.op(); // warm-up run
      for (let i = 0; i < (c.repeat ?? 5); i++) {
        const t = performance.now();
        sink = c.op();
        best = Math.min(best, performance.now() - t);
      }
      return {
        name: c.name,
        measured: `${best.toFixed(1)} ms`,
        goal: `< ${c.goalMs} ms`,
        ok: best < c.goalMs,
      };
    }
    case "comparison": {
      const ours = opsPerSecond(c.ours, 1, seconds);
      const theirs = opsPerSecond(c.theirs, 1, seconds);
      const ratio = ours / theirs;
      return {
        name: c.name,
        measured: `${ratio.toFixed(2)}× (${fmt(ours)}/s vs ${fmt(theirs)}/s)`,
        goal: `≥ ${c.goalRatio}×`,
        ok: ratio >= c.goalRatio,
      };
    }
  }
}

export function keep(): unknown {
  return sink;
}
