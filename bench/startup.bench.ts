/**
 * Start-up of the installed command (README, Performance; issue "Real files in and out"): the
 * wall time of a whole `rating-officer` process, best of several, for the light commands (the
 * command list and one formula, which load neither the readers nor the engines: main.ts loads
 * only the command asked for) and a `standings` of EGC 2013 (594 players). Goal: under 0.3 s.
 * Needs the built command (`npm run build:cli`, which `npm ci` runs).
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import type { BenchCase } from "./harness";

const ROOT = path.join(__dirname, "..");
const BIN = path.join(ROOT, "bin", "rating-officer.js");

function spawn(...args: string[]): () => string {
  return () => {
    const r = spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, encoding: "utf8" });
    if (r.status !== 0) throw new Error(`rating-officer ${args.join(" ")} exited ${r.status}: ${r.stderr}`);
    return r.stdout;
  };
}

export const benchmarks: BenchCase[] = [
  {
    kind: "duration",
    name: "start-up: `rating-officer --help` (a whole process, wall time)",
    op: spawn("--help"),
    goalMs: 300,
  },
  {
    kind: "duration",
    name: "start-up: `rating-officer formula '=MGSZ.RANK(1947)'`",
    op: spawn("formula", "=MGSZ.RANK(1947)"),
    goalMs: 300,
  },
  {
    kind: "duration",
    name: "start-up: `rating-officer standings` EGC 2013 (594 players, h9)",
    op: spawn("standings", "test/fixtures/egd-egc2013/input.h9"),
    goalMs: 300,
  },
];
