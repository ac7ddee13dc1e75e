/**
 * The command line's batch mode, parsing included: 1,000 mixed MGSZ formulas per call,
 * through the same `answerLines` that `rating-officer formula` runs on standard input.
 * Goal (issue "Foundation"): ≥ 50,000 formulas per second.
 */
import { formatAnswer } from "../src/cli/formula";
import { answerLines } from "../src/cli/formula-command";
import type { BenchCase } from "./harness";

const FORMULAS = [
  "=MGSZ.GAMEPOINT(1947,1865,1)",
  "=MGSZ.NEWRATING(1947,30,{1935,1865,1924,1997,2015},{0,1,1,0,1})",
  "=MGSZ.RATINGCHANGE(1947,15,{2087,2130,1781,1992,2419},{1,1,1,1,0},{1,2,-2,0,4})",
  '=MGSZ.RANK(1947,"long")',
  '=MGSZ.MULTIPLIER(120, , TRUE, 600, "european")',
];
const BATCH = Array.from({ length: 1000 }, (_, i) => FORMULAS[i % FORMULAS.length]).join("\n");

function batch(): string {
  const { text, failed } = answerLines(BATCH, formatAnswer);
  if (failed) throw new Error("a benchmark formula failed");
  return text;
}

export const benchmarks: BenchCase[] = [
  {
    kind: "throughput",
    name: "rating-officer formula batch (parse + evaluate + print, mixed MGSZ)",
    op: batch,
    opsPerCall: 1000,
    goal: 50_000,
    unit: "formulas",
  },
];
