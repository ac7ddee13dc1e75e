/**
 * A small benchmark harness: each bench/*.bench.ts exports `benchmarks`, a list of cases;
 * bench/run.ts runs them all and prints one table. Throughput cases call `op` repeatedly for
 * about `seconds`; duration cases time `op` as a whole, best of `repeat` runs; memory cases
 * measure the heap an operation's result keeps, per byte of input, over growing inputs.
 */
import v8 from "node:v8";
import vm from "node:vm";

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

export interface MemoryCase {
  kind: "memory";
  name: string;
  /** Inputs of growing size, made when the case runs. */
  inputs: () => { label: string; input: string | Uint8Array }[];
  /** The work whose result is kept while the heap is measured. */
  op: (input: string | Uint8Array) => unknown;
  /** Goal: bytes kept per input byte at the largest input ≤ goalGrowth × at the smallest. */
  goalGrowth?: number;
  /** Goal: bytes kept per input byte ≤ goalPerByte for every input (issue 11: 10× the file). */
  goalPerByte?: number;
  /** Results kept at once per measure (default 1). */
  copies?: number;
}

/**
 * A whole child process run once (a file of a million rows is too slow to repeat): its own
 * figures, the time it took and the most memory it held (resident set), against both goals.
 */
export interface ProcessCase {
  kind: "process";
  name: string;
  /** `detail`: where the time went, said after the figures. */
  op: () => { ms: number; cpuMs: number; rssMb: number; detail?: string };
  goalMs: number;
  goalMb: number;
}

/**
 * Ours beside a reference program run in the same bench (bbpPairings for the Dutch System): the
 * case measures both and says whether its goal was met.
 */
export interface VersusCase {
  kind: "versus";
  name: string;
  op: () => { measured: string; ok: boolean };
  goal: string;
}

export type BenchCase =
  ThroughputCase | DurationCase | ComparisonCase | MemoryCase | ProcessCase | VersusCase;

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

/** A full garbage collection, without needing `node --expose-gc` on the command line. */
function collect(): void {
  v8.setFlagsFromString("--expose-gc");
  const gc = vm.runInNewContext("gc") as () => void;
  gc();
  gc();
}

/**
 * Heap kept by `op(input)`'s result, per byte of input: the mean over `copies` results kept at
 * once (a small file's model is below the heap's measuring grain). One call runs first and is
 * dropped: the code it compiles (bytecode, feedback, lazily built tables) lives on the heap too,
 * and is no part of any result.
 */
function keptPerByte(
  op: (input: string | Uint8Array) => unknown,
  input: string | Uint8Array,
  copies = 1,
): number {
  sink = op(input);
  sink = undefined;
  collect();
  const before = process.memoryUsage().heapUsed;
  const result = Array.from({ length: copies }, () => op(input));
  collect();
  const kept = process.memoryUsage().heapUsed - before;
  sink = result;
  const bytes = typeof input === "string" ? Buffer.byteLength(input) : input.byteLength;
  return kept / bytes / copies;
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
    case "process": {
      const { ms, cpuMs, rssMb, detail } = c.op();
      const said = detail === undefined ? "" : ` (${detail})`;
      return {
        name: c.name,
        measured: `${(ms / 1000).toFixed(1)} s (CPU ${(cpuMs / 1000).toFixed(1)} s), ${rssMb.toFixed(0)} MB${said}`,
        goal: `< ${c.goalMs / 1000} s, < ${c.goalMb} MB`,
        ok: ms < c.goalMs && rssMb < c.goalMb,
      };
    }
    case "versus": {
      const { measured, ok } = c.op();
      return { name: c.name, measured, goal: c.goal, ok };
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
    case "memory": {
      const inputs = c.inputs();
      keptPerByte(c.op, inputs[0]?.input ?? ""); // warm-up run
      const perByte = inputs.map(({ input }) => keptPerByte(c.op, input, c.copies));
      const growth = (perByte[perByte.length - 1] ?? 0) / (perByte[0] ?? 1);
      const most = Math.max(...perByte);
      const goals = [
        ...(c.goalGrowth !== undefined ? [`≤ ×${c.goalGrowth}`] : []),
        ...(c.goalPerByte !== undefined ? [`≤ ${c.goalPerByte} per byte`] : []),
      ];
      return {
        name: c.name,
        measured:
          inputs.map((x, i) => `${x.label} ${(perByte[i] ?? 0).toFixed(1)}`).join(", ") +
          ` bytes kept per input byte` +
          (c.goalGrowth !== undefined ? ` (×${growth.toFixed(2)})` : ""),
        goal: goals.join(", "),
        ok:
          (c.goalGrowth === undefined || growth <= c.goalGrowth) &&
          (c.goalPerByte === undefined || most <= c.goalPerByte),
      };
    }
  }
}

export function keep(): unknown {
  return sink;
}
