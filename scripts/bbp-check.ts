/**
 * bbpPairings' checker (`--dutch FILE -c`, its README: it pairs every round of the file again and
 * prints a "Checker pairings" table for each round it would pair otherwise), run by hand by
 * scripts/bbp-oracle.ts and scripts/dutch-replay.ts, never in CI.
 */
import { spawnSync } from "node:child_process";

export interface Run {
  readonly exit: number;
  readonly said: string;
  readonly seconds: number;
}

/** bbpPairings' checker on `file`: its exit code and everything it wrote. */
export function check(file: string, exe: string): Run {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(exe, ["--dutch", file, "-c"], { encoding: "utf8", maxBuffer: 1 << 28 });
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  return { exit: r.status ?? -1, said: `${r.stdout}${r.stderr}`, seconds };
}

/** How many rounds the checker pairs otherwise than the file (its "Checker pairings" tables), or its error. */
export function findings(run: Run): string {
  if (run.exit !== 0) return `exit ${run.exit}: ${run.said.trim().slice(0, 300)}`;
  const rounds = run.said.split("Checker pairings").length - 1;
  return rounds === 0 ? "nothing found" : `${rounds} round(s) paired otherwise`;
}
