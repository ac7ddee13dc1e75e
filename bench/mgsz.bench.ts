/**
 * MGSZ custom functions through the Excel-facing wrappers (coercion + guard included).
 * Goals (issue "Foundation"): MGSZ.GAMEPOINT ≥ 1,000,000 calls/s; MGSZ.NEWRATING over
 * 10-game ranges, passed as `[[...]]` rows like Excel does, ≥ 200,000 calls/s, and within 2× of
 * FIDE.NEWRATING over 11-game ranges through the same coercion layer (measured in the same run).
 */
import { newrating as fideNewrating } from "../src/functions/fide";
import { gamepoint, newrating } from "../src/functions/mgsz";
import { OPPONENTS as FIDE_OPPONENTS, SCORES as FIDE_SCORES } from "./fide.bench";
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
  {
    kind: "comparison",
    name: "MGSZ.NEWRATING (10 games, handicaps) ÷ FIDE.NEWRATING (11 games), same run",
    ours: () => newrating(1947, 15, OPPONENTS, RESULTS, STONES),
    theirs: () => fideNewrating(2200, FIDE_OPPONENTS, FIDE_SCORES, 20),
    goalRatio: 0.5,
  },
];
