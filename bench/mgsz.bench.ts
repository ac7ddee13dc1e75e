/**
 * MGSZ custom functions through the Excel-facing wrappers (coercion + guard included).
 * Goals (issue "Foundation"): MGSZ.GAMEPOINT ≥ 1,000,000 calls/s; MGSZ.NEWRATING over
 * 10-game ranges, passed as `[[...]]` rows like Excel does, ≥ 200,000 calls/s.
 */
import { gamepoint, newrating } from "../src/functions/mgsz";
import type { BenchCase } from "./harness";

// Example 7 of RULES §1.3 doubled to 10 games, with handicaps.
const OPPONENTS = [[2087, 2130, 1781, 1992, 2419, 2087, 2130, 1781, 1992, 2419]];
const RESULTS = [[1, 1, 1, 1, 0, 1, 1, 1, 1, 0]];
const STONES = [[1, 2, -2, 0, 4, 1, 2, -2, 0, 4]];
const OPP = [1935, 1865, 1924, 1997, 2015, 2087, 2130, 1781];
let i = 0;

export const benchmarks: BenchCase[] = [
  {
    kind: "throughput",
    name: "MGSZ.GAMEPOINT (Excel-facing function)",
    op: () => gamepoint(1947, OPP[i++ & 7], i & 1, (i & 3) - 1),
    goal: 1_000_000,
    unit: "calls",
  },
  {
    kind: "throughput",
    name: "MGSZ.NEWRATING over 10-game ranges",
    op: () => newrating(1947, 15, OPPONENTS, RESULTS, STONES),
    goal: 200_000,
    unit: "calls",
  },
];
