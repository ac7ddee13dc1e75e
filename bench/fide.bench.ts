/**
 * FIDE.NEWRATING over 11-game ranges through the Excel-facing function (coercion and guard
 * included), and the same computation through @echecs/elo in the same run: the expectation of
 * each game from its `expected`, K·(W − We) from its `delta`, summed and rounded once.
 * Goal (issue "FIDE Elo"): ours at least as fast (ours ÷ theirs ≥ 1) while exact.
 */
import { delta, expected } from "@echecs/elo";
import { newrating } from "../src/functions/fide";
import type { BenchCase } from "./harness";

// Eleven rounds of a Swiss open, as Excel passes a row range.
export const OPPONENTS = [[2300, 2145, 2388, 2210, 1990, 2455, 2301, 2100, 2250, 2420, 2050]];
export const SCORES = [[1, 0.5, 0, 1, 1, 0, 0.5, 1, 0.5, 0, 1]];
const FLAT_OPP = OPPONENTS[0] as number[];
const FLAT_SCORES = SCORES[0] as number[];
const RATINGS = [2145, 2200, 2250, 2300, 2388, 2100, 2050, 2400];
let i = 0;

export const benchmarks: BenchCase[] = [
  {
    kind: "throughput",
    name: "FIDE.NEWRATING over 11-game ranges",
    op: () => newrating(RATINGS[i++ & 7], OPPONENTS, SCORES, 20),
    goal: 200_000,
    unit: "calls",
  },
  {
    kind: "comparison",
    name: "FIDE.NEWRATING (11 games) ÷ @echecs/elo expected + delta",
    ours: () => newrating(RATINGS[i++ & 7], OPPONENTS, SCORES, 20),
    theirs: () => {
      const r = RATINGS[i++ & 7] as number;
      let change = 0;
      for (let g = 0; g < FLAT_OPP.length; g++) {
        change += delta(FLAT_SCORES[g] as number, expected(r, FLAT_OPP[g] as number), 20);
      }
      return r + Math.round(change);
    },
    goalRatio: 1,
  },
];
