/**
 * The FIDE (Dutch) System against bbpPairings of the same text (issue 28), side by side in one
 * run on the same tournaments: the 2025 text against bbpPairings v6.0.0 and the 2017 text against
 * v5.0.1 (D273), 250 and 500 players, 9 rounds each. Each text's files were written by its
 * release's own random generator (`--dutch -g CONFIG -o FILE -s SEED`, seeds 250 and 500, the
 * configuration `PlayersNumber=N`, `RoundsNumber=9`; bench/SOURCES.txt): bench/dutch-250.trf
 * and dutch-500.trf by v6.0.0, bench/dutch2017-250.trf and dutch2017-500.trf by v5.0.1 (kept,
 * not generated at each run: the 500 players' file costs v6.0.0's generator 40 s of CPU). Ours is
 * the user's command `rating-officer pair FILE --engine dutch --check --rules R --json` (D397),
 * which pairs every round 1–9 of the file again from the rounds before it and compares each with
 * the file's, as bbpPairings' checker (`--dutch FILE -c`) does on the same file; every round must
 * be the file's. Both sides are whole processes timed alike by /usr/bin/time (D349): wall and CPU
 * time and the largest resident set, ours with Node's start, the modules the command loads and
 * the file's reading included, as bbpPairings' start and reading are; ours also says the CPU of
 * its pairing alone (the process's CPU during the rounds, Node's compiler and collector threads
 * included, from `--json`'s `cpuMs`) and each round's wall time. The goal is ours at most
 * bbpPairings' CPU time (on a shared machine the wall time waits for other processes).
 * bbpPairings v6.0.0 is looked for in $BBP, then on the PATH, then under /work/bbp; v5.0.1 in
 * $BBP_2017, then under /work/bbp; without it ours runs alone and the row says so (D266, D309).
 * Needs `npm run build:cli`.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { BenchCase } from "./harness";
import { BBP_RELEASE } from "../scripts/dutch-replay";
import type { DutchRules } from "../src/core/dutch/model";

const ROOT = path.join(__dirname, "..");

/** The user's command: `rating-officer pair FILE --engine dutch --check --rules R --json` (D397). */
const BIN = path.join(ROOT, "bin", "rating-officer.js");

/** What `--check --json` says of each round (src/cli/pair-check.ts). */
interface Checked {
  differ: number[];
  rounds: { round: number; ms: number; cpuMs: number }[];
}

/**
 * The executable of the bbpPairings release that implements `rules` (D273): for 2025 $BBP, the
 * PATH, then the builds under /work/bbp/v6.0.0; for 2017 $BBP_2017, then /work/bbp/v5.0.1 (a
 * bbpPairings on the PATH is taken for the current release); undefined when none.
 */
export function findBbp(rules: DutchRules = "2025"): string | undefined {
  const onPath = (process.env.PATH ?? "")
    .split(path.delimiter)
    .flatMap((d) => ["bbpPairings.exe", "bbpPairings"].map((f) => path.join(d, f)));
  const env = rules === "2025" ? process.env.BBP : process.env.BBP_2017;
  const release = BBP_RELEASE[rules];
  const candidates = [
    ...(env ? [env] : []),
    ...(rules === "2025" ? onPath : []),
    `/work/bbp/${release}/build/bbpPairings.exe`,
    `/work/bbp/${release}/bbpPairings.exe`,
  ];
  return candidates.find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
}

/** A process's wall and CPU time and largest resident set, by /usr/bin/time when there is one, and its output. */
function timed(
  cmd: string,
  args: string[],
): { ms: number; cpuMs?: number; rssMb?: number; status: number; stdout: string; stderr: string } {
  const gnuTime = "/usr/bin/time";
  const start = performance.now();
  if (fs.existsSync(gnuTime)) {
    const r = spawnSync(gnuTime, ["-f", "@@ %U %S %M", cmd, ...args], {
      encoding: "utf8",
      maxBuffer: 1 << 28,
    });
    const ms = performance.now() - start;
    const m = /@@ ([\d.]+) ([\d.]+) (\d+)/.exec(r.stderr);
    const out = { ms, status: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
    if (m) return { ...out, cpuMs: (Number(m[1]) + Number(m[2])) * 1000, rssMb: Number(m[3]) / 1024 };
    return out;
  }
  const r = spawnSync(cmd, args, { encoding: "utf8", maxBuffer: 1 << 28 });
  return { ms: performance.now() - start, status: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

const s = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

function sideBySide(players: number, rules: DutchRules): { measured: string; ok: boolean } {
  const bbp = findBbp(rules);
  const file = path.join(__dirname, `dutch${rules === "2025" ? "" : rules}-${players}.trf`);
  const r = timed(process.execPath, [
    BIN,
    "pair",
    file,
    "--engine",
    "dutch",
    "--check",
    "--rules",
    rules,
    "--json",
  ]);
  // exit code 1: a round differs, said below; anything else is a failure of the command
  if (r.status !== 0 && r.status !== 1) throw new Error(`the Dutch check failed: ${r.stderr}`);
  const inside = JSON.parse(r.stdout) as Checked;
  const pairingCpu = inside.rounds.reduce((sum, x) => sum + x.cpuMs, 0);
  const ours = { ms: r.ms, cpuMs: r.cpuMs ?? pairingCpu, rssMb: r.rssMb };
  const perRound = `rounds ${inside.rounds.map((x) => (x.ms / 1000).toFixed(2)).join("/")} s`;
  const memory = ours.rssMb === undefined ? "" : `, ${ours.rssMb.toFixed(0)} MB`;
  const mine = `ours ${s(ours.ms)} (CPU ${s(ours.cpuMs)}, pairing ${s(pairingCpu)})${memory}, ${perRound}, ${inside.differ.length} round(s) unlike the file`;
  if (!bbp) return { measured: `${mine}; bbpPairings not installed`, ok: inside.differ.length === 0 };
  const theirs = timed(bbp, ["--dutch", file, "-c"]);
  if (theirs.status !== 0) throw new Error(`bbpPairings' checker failed on ${file} (exit ${theirs.status})`);
  const cpu = theirs.cpuMs === undefined ? "" : ` (CPU ${s(theirs.cpuMs)})`;
  const rss = theirs.rssMb === undefined ? "" : `, ${theirs.rssMb.toFixed(0)} MB`;
  const theirCpu = theirs.cpuMs ?? theirs.ms;
  const faster = ours.cpuMs <= theirCpu;
  const ratio = ` (ours ${((100 * ours.cpuMs) / theirCpu).toFixed(0)} % of its CPU)`;
  return {
    measured: `${mine}; bbpPairings ${BBP_RELEASE[rules]} ${s(theirs.ms)}${cpu}${rss}${ratio}`,
    ok: faster && inside.differ.length === 0,
  };
}

export const benchmarks: BenchCase[] = (["2025", "2017"] as const).flatMap((rules) =>
  [250, 500].map((players): BenchCase => ({
    kind: "versus",
    name: `FIDE Dutch (${rules}): \`pair --check\` of a generated ${players}-player tournament (rounds 1–9), beside bbpPairings ${BBP_RELEASE[rules]}'s checker on the same file`,
    op: () => sideBySide(players, rules),
    goal: "CPU ≤ bbpPairings', every round the file's",
  })),
);
