/**
 * The FIDE (Dutch) System against bbpPairings v6.0.0 (issue 28, 2025 rules), side by side in one
 * run on the same tournaments: 250 and 500 players, 9 rounds, bench/dutch-250.trf and
 * bench/dutch-500.trf, which bbpPairings' own random generator wrote (`--dutch -g CONFIG -o FILE
 * -s SEED`, seeds 250 and 500, the configuration `PlayersNumber=N`, `RoundsNumber=9`; kept, not
 * generated at each run: the 500 players' file costs the generator 40 s of CPU). Ours pairs rounds 2–9 from the rounds before each, in a
 * child process of the built command line's modules, and every round must be the file's;
 * bbpPairings' checker (`--dutch FILE -c`) pairs every round of the same file again. Each side's
 * wall and CPU time and its largest resident set (ours: the child's maxRSS; bbpPairings':
 * /usr/bin/time's); the goal is ours at most bbpPairings' CPU time (on a shared machine the wall
 * time waits for other processes). bbpPairings is looked for in $BBP, then on the PATH, then
 * under /work/bbp; without it ours runs alone and the row says so (D266). Needs `npm run
 * build:cli`.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { BenchCase } from "./harness";

const ROOT = path.join(__dirname, "..");

const CHILD = `
const fs = require("node:fs");
const { readTrf } = require(${JSON.stringify(path.join(ROOT, "build", "formats", "trf.js"))});
const { pairDutchTournament } = require(${JSON.stringify(path.join(ROOT, "build", "core", "dutch", "from-tournament.js"))});
const t = readTrf(fs.readFileSync(process.argv[1], "latin1")).tournament;
const key = (pairs, bye) => [...pairs, ...(bye ? ["bye " + bye] : [])].sort().join();
const start = performance.now();
const cpu = process.cpuUsage();
const rounds = [];
let differ = 0;
for (let k = 2; k <= t.rounds; k++) {
  const r0 = performance.now();
  const r = pairDutchTournament(t, k, "2025");
  rounds.push(performance.now() - r0);
  const theirs = [];
  let bye;
  t.players.forEach((p, i) => {
    const e = p.results[k - 1];
    const no = p.startNumber ?? i + 1;
    if (e && e.kind === "game" && e.colour === "white") theirs.push(no + "-" + (t.players[e.opponent].startNumber ?? e.opponent + 1));
    if (e && e.kind === "bye") bye = no;
  });
  if (key(r.pairs.map((p) => p.white + "-" + p.black), r.bye) !== key(theirs, bye)) differ++;
}
const used = process.cpuUsage(cpu);
const cpuMs = (used.user + used.system) / 1000;
process.stdout.write(JSON.stringify({ ms: performance.now() - start, cpuMs, rounds, differ, rss: process.resourceUsage().maxRSS }));
`;

/** bbpPairings' executable: $BBP, the PATH, then the builds under /work/bbp; undefined when none. */
export function findBbp(): string | undefined {
  const onPath = (process.env.PATH ?? "")
    .split(path.delimiter)
    .flatMap((d) => ["bbpPairings.exe", "bbpPairings"].map((f) => path.join(d, f)));
  const candidates = [
    ...(process.env.BBP ? [process.env.BBP] : []),
    ...onPath,
    "/work/bbp/v6.0.0/build/bbpPairings.exe",
    "/work/bbp/v6.0.0/bbpPairings.exe",
  ];
  return candidates.find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
}

/** A process's wall and CPU time and largest resident set, by /usr/bin/time when there is one. */
function timed(cmd: string, args: string[]): { ms: number; cpuMs?: number; rssMb?: number; status: number } {
  const gnuTime = "/usr/bin/time";
  const start = performance.now();
  if (fs.existsSync(gnuTime)) {
    const r = spawnSync(gnuTime, ["-f", "@@ %U %S %M", cmd, ...args], {
      encoding: "utf8",
      maxBuffer: 1 << 28,
    });
    const ms = performance.now() - start;
    const m = /@@ ([\d.]+) ([\d.]+) (\d+)/.exec(r.stderr);
    if (m)
      return {
        ms,
        cpuMs: (Number(m[1]) + Number(m[2])) * 1000,
        rssMb: Number(m[3]) / 1024,
        status: r.status ?? -1,
      };
    return { ms, status: r.status ?? -1 };
  }
  const r = spawnSync(cmd, args, { encoding: "utf8", maxBuffer: 1 << 28 });
  return { ms: performance.now() - start, status: r.status ?? -1 };
}

const s = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

function sideBySide(players: number): { measured: string; ok: boolean } {
  const bbp = findBbp();
  const file = path.join(__dirname, `dutch-${players}.trf`);
  const r = spawnSync(process.execPath, ["-e", CHILD, file], { cwd: ROOT, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`the Dutch engine failed: ${r.stderr}`);
  const ours = JSON.parse(r.stdout) as {
    ms: number;
    cpuMs: number;
    rounds: number[];
    differ: number;
    rss: number;
  };
  const perRound = `rounds ${ours.rounds.map((x) => (x / 1000).toFixed(2)).join("/")} s`;
  const mine = `ours ${s(ours.ms)} (CPU ${s(ours.cpuMs)}), ${(ours.rss / 1024).toFixed(0)} MB, ${perRound}, ${ours.differ} round(s) unlike the file`;
  if (!bbp) return { measured: `${mine}; bbpPairings not installed`, ok: ours.differ === 0 };
  const theirs = timed(bbp, ["--dutch", file, "-c"]);
  if (theirs.status !== 0) throw new Error(`bbpPairings' checker failed on ${file} (exit ${theirs.status})`);
  const cpu = theirs.cpuMs === undefined ? "" : ` (CPU ${s(theirs.cpuMs)})`;
  const rss = theirs.rssMb === undefined ? "" : `, ${theirs.rssMb.toFixed(0)} MB`;
  const faster = ours.cpuMs <= (theirs.cpuMs ?? theirs.ms);
  return {
    measured: `${mine}; bbpPairings v6.0.0 ${s(theirs.ms)}${cpu}${rss}`,
    ok: faster && ours.differ === 0,
  };
}

export const benchmarks: BenchCase[] = [250, 500].map((players): BenchCase => ({
  kind: "versus",
  name: `FIDE Dutch (2025): rounds 2–9 of a generated ${players}-player tournament, beside bbpPairings' checker on the same file`,
  op: () => sideBySide(players),
  goal: "CPU ≤ bbpPairings', every round the file's",
}));
