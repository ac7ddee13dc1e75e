/**
 * Official rating lists of the whole world, streamed (issue "Real files in and out"; D44):
 * FIDE's TXT and XML downloads and the EGD's download, 1.2 million players each (FIDE's world
 * list is about that size), written to a temporary folder by lists-synthetic.ts and read by
 * the built command line's own reader (`readRatingListFile`, 4 MB at a time) in a child
 * process, which reports the time the read took (wall and CPU: on a shared machine the wall
 * time waits for other processes) and its largest resident set (maxRSS).
 * Goal: under 10 s and 500 MB each. Then a tournament rated against the whole FIDE list: Karl
 * Mala 2005 (284 players, fixture trf-sklangen-example1-karl-mala-2005) by FIDE ID, else by
 * name (the matcher keeps only the rows that can answer one of its players, D44), timed after
 * the read. Needs the built command (`npm run build:cli`).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { BenchCase } from "./harness";
import { writeSyntheticList } from "./lists-synthetic";

const ROOT = path.join(__dirname, "..");
const PLAYERS = 1_200_000;

const CHILD = `
const { readRatingListFile } = require(${JSON.stringify(path.join(ROOT, "build", "cli", "args.js"))});
const { nodeIO } = require(${JSON.stringify(path.join(ROOT, "build", "cli", "node-io.js"))});
const t = performance.now();
const cpu = process.cpuUsage();
const list = readRatingListFile(process.argv[1], { ...nodeIO, err: () => undefined });
const ms = performance.now() - t;
const used = process.cpuUsage(cpu);
const cpuMs = (used.user + used.system) / 1000;
process.stdout.write(JSON.stringify({ ms, cpuMs, n: list.entries.length, rss: process.resourceUsage().maxRSS }));
`;

/** Reads the list, then rates Karl Mala against it: the time of the rating alone. */
const MATCH_CHILD = `
const fs = require("node:fs");
const { readRatingListFile } = require(${JSON.stringify(path.join(ROOT, "build", "cli", "args.js"))});
const { nodeIO } = require(${JSON.stringify(path.join(ROOT, "build", "cli", "node-io.js"))});
const { readTournament } = require(${JSON.stringify(path.join(ROOT, "build", "formats", "sniff.js"))});
const { rateFideTournament } = require(${JSON.stringify(path.join(ROOT, "build", "core", "engines", "fide.js"))});
const list = readRatingListFile(process.argv[1], { ...nodeIO, err: () => undefined });
const t = readTournament(fs.readFileSync(process.argv[2]), process.argv[2]).tournament;
const start = performance.now();
const cpu = process.cpuUsage();
const rated = rateFideTournament(t, { ratingList: list.entries });
const ms = performance.now() - start;
const used = process.cpuUsage(cpu);
const cpuMs = (used.user + used.system) / 1000;
process.stdout.write(JSON.stringify({ ms, cpuMs, n: rated.players.length, rss: process.resourceUsage().maxRSS }));
`;
const KARL_MALA = path.join(ROOT, "test", "fixtures", "trf-sklangen-example1-karl-mala-2005", "input.trf");

function matchInChild(): { ms: number; cpuMs: number; rssMb: number } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rating-officer-lists-"));
  try {
    const file = path.join(dir, "list-fide-txt");
    writeSyntheticList("fide-txt", PLAYERS, file);
    const r = spawnSync(process.execPath, ["-e", MATCH_CHILD, file, KARL_MALA], {
      cwd: ROOT,
      encoding: "utf8",
    });
    if (r.status !== 0) throw new Error(`rating against the list failed: ${r.stderr}`);
    const { ms, cpuMs, n, rss } = JSON.parse(r.stdout) as {
      ms: number;
      cpuMs: number;
      n: number;
      rss: number;
    };
    if (n !== 284) throw new Error(`${n} players rated, 284 expected`);
    return { ms, cpuMs, rssMb: rss / 1024 };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function readInChild(
  kind: "fide-txt" | "fide-xml" | "egd",
): () => { ms: number; cpuMs: number; rssMb: number } {
  return () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rating-officer-lists-"));
    try {
      const file = path.join(dir, `list-${kind}`);
      writeSyntheticList(kind, PLAYERS, file);
      const r = spawnSync(process.execPath, ["-e", CHILD, file], { cwd: ROOT, encoding: "utf8" });
      if (r.status !== 0) throw new Error(`reading ${kind} failed: ${r.stderr}`);
      const { ms, cpuMs, n, rss } = JSON.parse(r.stdout) as {
        ms: number;
        cpuMs: number;
        n: number;
        rss: number;
      };
      // one player in 50 is unrated (lists-synthetic.ts) and is not a row of the list
      const expected = kind === "egd" ? PLAYERS : PLAYERS - PLAYERS / 50;
      if (n !== expected) throw new Error(`${kind}: ${n} rows read, ${expected} expected`);
      return { ms, cpuMs, rssMb: rss / 1024 };
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };
}

export const benchmarks: BenchCase[] = [
  {
    kind: "process",
    name: "FIDE TXT list, 1.2 M players (players_list_foa.txt layout), streamed",
    op: readInChild("fide-txt"),
    goalMs: 10_000,
    goalMb: 500,
  },
  {
    kind: "process",
    name: "FIDE XML list, 1.2 M players (players_list_xml layout), streamed",
    op: readInChild("fide-xml"),
    goalMs: 10_000,
    goalMb: 500,
  },
  {
    kind: "process",
    name: "EGD list, 1.2 M players (allworld_lp layout), streamed",
    op: readInChild("egd"),
    goalMs: 10_000,
    goalMb: 500,
  },
  {
    kind: "process",
    name: "Karl Mala 2005 (284 players) rated against the FIDE TXT list of 1.2 M players (after the read)",
    op: matchInChild,
    goalMs: 2_000,
    goalMb: 500,
  },
];
