/**
 * FIDE rating months (issue 26), each rated as one period (`rateFidePeriod`, D150–D155) against
 * the generated FIDE TXT list of 1.2 million players (lists-synthetic.ts, FIDE IDs from 100000;
 * one row in 50 unrated, so its players pool towards a first rating): a federation's month, 200
 * generated TRF files (100 players, 9 rounds each: 90,000 games; goal under 15 s and 600 MB), and
 * the whole world's month as FIDE's rating server sees it, 10,000 TRF reports (30 players, 10
 * rounds each: 1.5 million games; goal under 60 s and 2 GB). A child process runs the built
 * command line's list reader, the TRF reader and the period, and reports the whole time (the
 * list's read included), its CPU time and its largest resident set. Needs the built command
 * (`npm run build:cli`).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { writeTrf } from "../src/formats/trf-writer";
import {
  DEFAULT_PARAMETERS,
  type Player,
  type RoundEntry,
  type Tournament,
} from "../src/core/tournament/model";
import type { BenchCase } from "./harness";
import { writeSyntheticList } from "./lists-synthetic";

const ROOT = path.join(__dirname, "..");
const LIST_PLAYERS = 1_200_000;

/** A month's events: how many, and the players and rounds of each. */
interface MonthShape {
  readonly events: number;
  readonly players: number;
  readonly rounds: number;
}
const FEDERATION_MONTH: MonthShape = { events: 200, players: 100, rounds: 9 };
const WORLD_MONTH: MonthShape = { events: 10_000, players: 30, rounds: 10 };

const CHILD = `
const fs = require("node:fs");
const path = require("node:path");
const { readRatingListFile } = require(${JSON.stringify(path.join(ROOT, "build", "cli", "args.js"))});
const { nodeIO } = require(${JSON.stringify(path.join(ROOT, "build", "cli", "node-io.js"))});
const { readTournament } = require(${JSON.stringify(path.join(ROOT, "build", "formats", "sniff.js"))});
const { rateFidePeriod } = require(${JSON.stringify(path.join(ROOT, "build", "core", "engines", "fide-period.js"))});
const start = performance.now();
const cpu = process.cpuUsage();
const cpuMs = () => { const u = process.cpuUsage(cpu); return (u.user + u.system) / 1000; };
const list = readRatingListFile(process.argv[1], { ...nodeIO, err: () => undefined });
const listCpu = cpuMs();
const dir = process.argv[2];
const tournaments = fs.readdirSync(dir).sort().map((f) => readTournament(fs.readFileSync(path.join(dir, f)), f).tournament);
const readCpu = cpuMs();
const period = { start: { year: 2025, month: 11, day: 1 }, end: { year: 2025, month: 11, day: 30 } };
const r = rateFidePeriod({ list: list.entries, period, tournaments });
const ms = performance.now() - start;
const games = r.players.reduce((s, p) => s + p.n, 0);
const phases = { list: listCpu, files: readCpu - listCpu, period: cpuMs() - readCpu };
process.stdout.write(JSON.stringify({ ms, cpuMs: cpuMs(), phases, players: r.players.length, games, rss: process.resourceUsage().maxRSS }));
`;

/** A deterministic result from the pair and the round: 1, ½ or 0 for the first. */
function result(a: number, b: number, round: number): 0 | 1 | 2 {
  return (((a * 31 + b * 17 + round * 7) % 5) % 3) as 0 | 1 | 2;
}

/** Event e: players of the list spread over its IDs, rounds of the circle method. */
export function syntheticEvent(e: number, shape: MonthShape = FEDERATION_MONTH): Tournament {
  const { players: PLAYERS, rounds: ROUNDS } = shape;
  const ids = Array.from({ length: PLAYERS }, (_, k) => (e * 5003 + k * 11987) % LIST_PLAYERS);
  const results: RoundEntry[][] = ids.map(() => []);
  for (let r = 0; r < ROUNDS; r++) {
    const pairs: [number, number][] = [[r, PLAYERS - 1]];
    for (let j = 1; j < PLAYERS / 2; j++)
      pairs.push([(r + j) % (PLAYERS - 1), (r - j + PLAYERS - 1) % (PLAYERS - 1)]);
    for (const [a, b] of pairs) {
      const s = result(a, b, r);
      results[a]?.push({
        kind: "game",
        opponent: b,
        score: s,
        colour: "white",
        handicap: null,
        forfeit: false,
      });
      results[b]?.push({
        kind: "game",
        opponent: a,
        score: (2 - s) as 0 | 1 | 2,
        colour: "black",
        handicap: null,
        forfeit: false,
      });
    }
  }
  const day = 1 + (e % 30);
  const end = `2025/11/${String(day).padStart(2, "0")}`;
  return {
    format: "model",
    name: `November open ${e + 1}`,
    rounds: ROUNDS,
    parameters: DEFAULT_PARAMETERS,
    startDate: end,
    endDate: end,
    players: ids.map((i, k): Player => ({
      name: `Player${i}`,
      firstName: "X",
      fideId: String(100000 + i),
      results: results[k] ?? [],
    })),
  };
}

/** The games of a month of this shape: each round pairs every player. */
const gamesOf = (s: MonthShape): number => (s.events * s.players * s.rounds) / 2;

function periodInChild(shape: MonthShape): { ms: number; cpuMs: number; rssMb: number; detail: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rating-officer-period-"));
  try {
    const file = path.join(dir, "list-fide-txt");
    writeSyntheticList("fide-txt", LIST_PLAYERS, file);
    const trfs = path.join(dir, "trf");
    fs.mkdirSync(trfs);
    for (let e = 0; e < shape.events; e++) {
      fs.writeFileSync(
        path.join(trfs, `event-${String(e).padStart(5, "0")}.trf`),
        writeTrf(syntheticEvent(e, shape)).text,
      );
    }
    const r = spawnSync(process.execPath, ["-e", CHILD, file, trfs], {
      cwd: ROOT,
      encoding: "utf8",
    });
    if (r.status !== 0) throw new Error(`the period failed: ${r.stderr}`);
    const out = JSON.parse(r.stdout) as {
      ms: number;
      cpuMs: number;
      phases: { list: number; files: number; period: number };
      players: number;
      games: number;
      rss: number;
    };
    // every game counted from both sides, less those against the unrated (one list row in 50 is none)
    if (out.games === 0 || out.players === 0) throw new Error(`nothing rated: ${r.stdout}`);
    const s = (x: number): string => (x / 1000).toFixed(1);
    const { list, files, period } = out.phases;
    const detail = `CPU: the list ${s(list)} s, the files ${s(files)} s, the period ${s(period)} s`;
    return { ms: out.ms, cpuMs: out.cpuMs, rssMb: out.rss / 1024, detail };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export const benchmarks: BenchCase[] = [
  {
    kind: "process",
    name: `A FIDE month: 200 TRF files (${gamesOf(FEDERATION_MONTH).toLocaleString("en-US")} games) against the FIDE TXT list of 1.2 M players, list read included`,
    op: () => periodInChild(FEDERATION_MONTH),
    goalMs: 15_000,
    goalMb: 600,
  },
  {
    kind: "process",
    name: `The world's FIDE month: 10,000 TRF reports (${gamesOf(WORLD_MONTH).toLocaleString("en-US")} games) against the FIDE TXT list of 1.2 M players, list read included`,
    op: () => periodInChild(WORLD_MONTH),
    goalMs: 60_000,
    goalMb: 2048,
  },
];
