/**
 * The FIDE Dutch engine against bbpPairings, round by round (issue 28; never run by CI: it needs
 * bbpPairings built on this machine).
 *
 *   npx tsx scripts/dutch-replay.ts [--rules 2025|2017] [--bbp PATH/bbpPairings.exe] [--check]
 *        --count N [--seed S] [--min 5] [--max 600] [--keep DIR]
 *   npx tsx scripts/dutch-replay.ts [--rules 2025|2017] [--check] --files A.trf B.trf …
 *   npx tsx scripts/dutch-replay.ts --baku [--rules 2025|2017] [--check] [--count N] [--seed S]
 *        [--min 10] [--max 80] [--keep DIR]
 *
 * `--rules` is the text the engine pairs by (2025 by default) and the release of bbpPairings
 * that implements it: v6.0.0 the 2025 text, v5.0.1 the 2017 text (D273); `--bbp` defaults to
 * that release's build under /work/bbp.
 *
 * Generates N tournaments with bbpPairings' random generator (`--dutch -g CONFIG -o FILE -s
 * SEED`, seeds S, S+1, …; sizes, rounds 5–13, draws, forfeits, retirements and half-point
 * byes drawn from the seed), reads each with the project's TRF reader, and for every round k
 * gives the engine rounds 1…k−1 and compares its pairs (white, black) and bye with the file's
 * round k. Prints one line per tournament that differs (its seed and first round) and the
 * identical-round count. `--keep DIR` keeps the generated files (the committed fixtures'
 * source, test/fixtures/dutch-bbp/SOURCES.txt). `--baku` pairs generated tournaments with the Baku
 * acceleration's 250 records by both engines, round by round (scripts/dutch-baku.ts).
 *
 * `--check` (D311) pairs each tournament through our own files instead (`checkedReplay`: each
 * round written by `rating-officer pair --out`, bbpPairings' results entered) and runs
 * bbpPairings' checker on the last; each tournament's line then gives its players, its identical
 * rounds and the checker's finding, and the totals count the files the checker found nothing in,
 * the files identical to bbpPairings' own, and the tournaments with each feature (`mixOf`). Our
 * files are kept in DIR only where something is to be looked at.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pairDutchTournament } from "../src/core/dutch/from-tournament";
import { type DutchPairing, type DutchRules } from "../src/core/dutch/model";
import { fileRound as fileRoundPairing } from "../src/core/engines/dutch-check";
import { readTrf } from "../src/formats/trf";
import { check, findings } from "./bbp-check";
import { bakuMain, block, cli, cut, ours, roundsOf, withAbsences } from "./dutch-baku";
import { enterTrfResults } from "./trf-results";
import { type Tournament } from "../src/core/tournament/model";

/** The release of bbpPairings that implements each text (D273). */
export const BBP_RELEASE: Readonly<Record<DutchRules, string>> = { "2025": "v6.0.0", "2017": "v5.0.1" };

function arg(name: string, fallback?: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
}

/** A small generator of the configurations, so that a seed gives the same tournament. */
function rng(seed: number): () => number {
  let x = seed * 2654435761 + 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 4294967296;
  };
}

export function configFor(seed: number, min: number, max: number): string {
  const r = rng(seed);
  const players = min + Math.floor(r() * (max - min + 1));
  const rounds = 5 + Math.floor(r() * 9);
  return [
    `PlayersNumber=${players}`,
    `RoundsNumber=${Math.min(rounds, Math.max(1, players - 1))}`,
    `DrawPercentage=${Math.floor(r() * 50)}`,
    `ForfeitRate=${5 + Math.floor(r() * 30)}`,
    `RetiredRate=${5 + Math.floor(r() * 60)}`,
    `HalfPointByeRate=${5 + Math.floor(r() * 30)}`,
  ].join("\n");
}

/** A round's pairs and bye as sorted strings: "w-b" and "bye n". */
function strings(r: DutchPairing): string[] {
  return [
    ...r.pairs.map((p) => `${p.white}-${p.black}`),
    ...(r.bye !== undefined ? [`bye ${r.bye}`] : []),
  ].sort();
}

/** The pairs and bye of round k as the file gives them (src/core/engines/dutch-check.ts). */
export function fileRound(t: Tournament, k: number): string[] {
  return strings(fileRoundPairing(t, k));
}

export function engineRound(t: Tournament, k: number, rules: DutchRules): string[] {
  return strings(pairDutchTournament(t, k, rules));
}

/** Rounds identical and the first that differs (0 when none). */
export function replay(
  t: Tournament,
  rules: DutchRules,
): { same: number; rounds: number; first: number; detail: string } {
  let same = 0;
  let first = 0;
  let detail = "";
  for (let k = 1; k <= t.rounds; k++) {
    let mine: string[];
    try {
      mine = engineRound(t, k, rules);
    } catch (e) {
      mine = [`error: ${(e as Error).message}`];
    }
    const theirs = fileRound(t, k);
    if (mine.join() === theirs.join()) same++;
    else if (!first) {
      first = k;
      detail = `bbp ${theirs.join(" ")}\n  ours ${mine.join(" ")}`;
    }
  }
  return { same, rounds: t.rounds, first, detail };
}

/** Round k's game results of a bbpPairings file by starting rank, each player's own letter (its byes left out). */
export function gameResults(text: string, k: number): Map<number, string> {
  const results = new Map<number, string>();
  for (const l of text.split(/\r\n|\r|\n/)) {
    if (!l.startsWith("001")) continue;
    const b = block(l, k);
    const opponent = b.slice(0, 4).trim();
    if (opponent !== "" && opponent !== "0000") results.set(Number(l.slice(4, 8)), b.charAt(7));
  }
  return results;
}

/** What a generated tournament holds besides games: the features issue 28 names, counted once per tournament. */
export interface Mix {
  pab: boolean;
  forfeit: boolean;
  half: boolean;
  zero: boolean;
  /** a player absent from round 1 (H, Z) who plays a game later */
  late: boolean;
  /** a player who plays a game and is absent (Z) from every round after some round */
  retired: boolean;
}

export function mixOf(text: string): Mix {
  const mix: Mix = { pab: false, forfeit: false, half: false, zero: false, late: false, retired: false };
  const rounds = roundsOf(text);
  for (const l of text.split(/\r\n|\r|\n/)) {
    if (!l.startsWith("001")) continue;
    const blocks = Array.from({ length: rounds }, (_, i) => block(l, i + 1));
    const game = (b: string): boolean => !b.startsWith("0000") && b.trim() !== "";
    for (const b of blocks) {
      if (b.startsWith("0000") && b.endsWith("U")) mix.pab = true;
      if (game(b) && /[+-]$/.test(b)) mix.forfeit = true;
      if (b.startsWith("0000") && b.endsWith("H")) mix.half = true;
      if (b.startsWith("0000") && b.endsWith("Z")) mix.zero = true;
    }
    if (blocks[0]?.startsWith("0000 - ") && /[HZ]$/.test(blocks[0]) && blocks.some(game)) mix.late = true;
    const lastGame = blocks.map(game).lastIndexOf(true);
    if (lastGame >= 0 && lastGame < rounds - 1 && blocks.slice(lastGame + 1).every((b) => b.endsWith("Z")))
      mix.retired = true;
  }
  return mix;
}

/**
 * The rounds a bbpPairings file holds: the last with a game or a pairing-allocated bye. A file its
 * generator stopped at round k may hold absences declared for round k (`0000 - H`) and nothing
 * else in its column.
 */
export function playedRounds(text: string): number {
  let last = 0;
  for (const l of text.split(/\r\n|\r|\n/)) {
    if (!l.startsWith("001")) continue;
    for (let k = roundsOf(l); k > last; k--) {
      const b = block(l, k);
      if (/^ *[1-9]\d* [wb]/.test(b) || /^0000 - U$/.test(b)) last = k;
    }
  }
  return last;
}

export interface CheckedReplay {
  rounds: number;
  same: number;
  first: number;
  detail: string;
  /** bbpPairings' checker on the file our rounds were written into (findings of scripts/bbp-check.ts) */
  checker: string;
  /** whether that file is bbpPairings' own, cut to the rounds it holds, byte for byte (D275) */
  bytes: boolean;
}

/**
 * bbpPairings' checker on our `file`; when it finds something, also on bbpPairings' own file
 * (`generated`, written beside ours): the same words there (the file's name aside) are its
 * verdict on its own tournament, not on our rounds — a generator that stopped at a round leaves a
 * half-point bye declared for it out of the player's points, which its checker then refuses.
 */
function checkerOn(file: string, generated: string, bbp: string): string {
  const ours = findings(check(file, bbp));
  if (ours === "nothing found") return ours;
  const theirsFile = file.replace(/\.ours\.trf$/, ".theirs.trf");
  fs.writeFileSync(theirsFile, generated, "latin1");
  const theirs = findings(check(theirsFile, bbp));
  const same = ours.split(file).join("FILE") === theirs.split(theirsFile).join("FILE");
  return same ? `as on bbpPairings' own file: ${ours.split(file).join("FILE")}` : ours;
}

/**
 * `--check`: a generated tournament paired again through `rating-officer pair --engine dutch
 * --out`, each round written into the file the next round is paired from. Round k is paired from
 * the file holding rounds 1…k−1 and round k's absences of the generated file (`cut`); the pairs
 * are compared with bbpPairings' round k; the round's results of the generated file are entered
 * into the written file, with round k + 1's absences, and so on. At the end bbpPairings' checker
 * (`--dutch FILE -c`) reads our file (not run without `bbp`: the slow suite's replay of the
 * committed tournaments); `name` names the files in `dir`.
 */
export async function checkedReplay(
  generated: string,
  rules: DutchRules,
  bbp: string | undefined,
  dir: string,
  name: string,
): Promise<CheckedReplay> {
  const t = readTrf(generated).tournament;
  const played = playedRounds(generated);
  // a tournament bbpPairings stopped (its 142 / XXR above the rounds it holds): the next round too,
  // which ours must refuse
  const rounds = (t.plannedRounds ?? t.rounds) > played ? played + 1 : played;
  const file = path.join(dir, `${name}.ours.trf`);
  const written = path.join(dir, `${name}.out.trf`);
  fs.writeFileSync(file, cut(generated, 0, true), "latin1");
  let same = 0;
  const done = (first: number, detail: string): CheckedReplay => {
    const checker = bbp === undefined ? "not run" : checkerOn(file, generated, bbp);
    const bytes = fs.readFileSync(file, "latin1") === cut(generated, first === 0 ? played : first - 1, true);
    return { rounds, same, first, detail, checker, bytes };
  };
  for (let k = 1; k <= rounds; k++) {
    const args = ["pair", file, "--round", String(k), "--engine", "dutch", "--rules", rules];
    const mine = await cli([...args, "--json", "--out", written, "--force"]);
    if (k > played) {
      // bbpPairings found no valid pairing for round k: ours must refuse it too
      if (mine.code !== 0 && /cannot be paired/.test(mine.err)) {
        same++;
        return done(0, "");
      }
      return done(
        k,
        `bbp no valid pairing\n  ours ${mine.code === 0 ? ours(mine.out).join(" ") : mine.err.trim()}`,
      );
    }
    const theirs = fileRound(t, k);
    if (mine.code !== 0) return done(k, `bbp ${theirs.join(" ")}\n  ours ${mine.err.trim()}`);
    const got = ours(mine.out);
    if (got.join() !== theirs.join()) return done(k, `bbp ${theirs.join(" ")}\n  ours ${got.join(" ")}`);
    same++;
    const entered = enterTrfResults(fs.readFileSync(written, "latin1"), k, gameResults(generated, k));
    fs.writeFileSync(file, withAbsences(entered, generated, k + 1), "latin1");
  }
  return done(0, "");
}

/** Totals of a run, printed as it goes and at the end. */
class Tally {
  tournaments = 0;
  whole = 0;
  rounds = 0;
  same = 0;
  checked = 0;
  /** files the checker said of what it says of bbpPairings' own file (`checkerOn`) */
  asTheirs = 0;
  /** tournaments bbpPairings' generator stopped at a round it found no valid pairing for */
  stopped = 0;
  silent = 0;
  bytes = 0;
  readonly mix = new Map<keyof Mix, number>();
  readonly started = Date.now();

  add(name: string, text: string, r: { rounds: number; same: number; first: number; detail: string }): void {
    this.tournaments++;
    this.rounds += r.rounds;
    this.same += r.same;
    if (r.first) console.log(`${name}: round ${r.first} differs\n  ${r.detail}`);
    else this.whole++;
    for (const [k, v] of Object.entries(mixOf(text)))
      if (v) this.mix.set(k as keyof Mix, (this.mix.get(k as keyof Mix) ?? 0) + 1);
  }

  addCheck(name: string, r: CheckedReplay, players: number): void {
    this.checked++;
    if (r.checker === "nothing found") this.silent++;
    else if (r.checker.startsWith("as on bbpPairings' own file")) this.asTheirs++;
    else console.log(`${name}: bbpPairings' checker on ours: ${r.checker}`);
    if (r.bytes) this.bytes++;
    else console.log(`${name}: our file is not bbpPairings' cut to its rounds`);
    console.log(
      `${name}: ${players} players, ${r.same}/${r.rounds} rounds identical; checker: ${r.checker} (${this.tournaments} tournaments, ${this.whole} whole)`,
    );
  }

  summary(): string {
    const mix = [...this.mix].map(([k, v]) => `${k} ${v}`).join(", ");
    const checked = this.checked
      ? `; checker on ours: ${this.silent}/${this.checked} nothing found, ${this.asTheirs} what it says of bbpPairings' own file, ${this.bytes}/${this.checked} files bbpPairings' own byte for byte`
      : "";
    return `${this.tournaments} tournaments (${this.stopped} stopped by bbpPairings at a round without a valid pairing), ${this.whole} identical in every round; rounds ${this.same}/${this.rounds} identical (${((100 * this.same) / Math.max(1, this.rounds)).toFixed(2)}%)${checked}; tournaments with: ${mix}; ${((Date.now() - this.started) / 1000).toFixed(1)} s`;
  }
}

async function main(): Promise<void> {
  const rules = arg("rules", "2025") ?? "2025";
  if (rules !== "2025" && rules !== "2017") throw new Error(`--rules ${rules}: expected 2025 or 2017`);
  const bbp = arg("bbp") ?? `/work/bbp/${BBP_RELEASE[rules]}/build/bbpPairings.exe`;
  if (process.argv.includes("--baku")) {
    await bakuMain(arg, configFor, rules, bbp);
    return;
  }
  const withChecker = process.argv.includes("--check");
  const tally = new Tally();
  const keep = arg("keep");
  const dir = keep ?? fs.mkdtempSync(path.join(os.tmpdir(), "dutch-replay-"));
  fs.mkdirSync(dir, { recursive: true });
  const one = async (name: string, text: string): Promise<void> => {
    if (!withChecker) {
      tally.add(name, text, replay(readTrf(text).tournament, rules));
      return;
    }
    const r = await checkedReplay(text, rules, bbp, dir, path.basename(name, ".trf"));
    tally.add(name, text, r);
    tally.addCheck(name, r, readTrf(text).tournament.players.length);
    // our files are kept only where something is to be looked at
    if (!r.first && r.checker === "nothing found" && r.bytes)
      for (const f of [".ours.trf", ".out.trf"])
        fs.rmSync(path.join(dir, path.basename(name, ".trf") + f), { force: true });
  };
  const fi = process.argv.indexOf("--files");
  if (fi >= 0) {
    for (const f of process.argv.slice(fi + 1)) await one(f, fs.readFileSync(f, "latin1"));
  } else {
    const count = Number(arg("count", "20"));
    const seed0 = Number(arg("seed", "1"));
    const min = Number(arg("min", "5"));
    const max = Number(arg("max", "600"));
    for (let s = seed0; s < seed0 + count; s++) {
      const cfg = path.join(dir, `config-${s}.txt`);
      const out = path.join(dir, `bbp-${s}.trf`);
      fs.writeFileSync(cfg, configFor(s, min, max) + "\n");
      try {
        execFileSync(bbp, ["--dutch", "-g", cfg, "-o", out, "-s", String(s)], { stdio: "pipe" });
      } catch (e) {
        // exit 1: "No valid pairing exists for round k of the generated tournament"; the file holds
        // rounds 1…k−1 and `XXR` of the rounds asked for, and ours must refuse round k too
        const stopped = (e as { status?: number }).status === 1 && fs.existsSync(out);
        console.log(
          `seed ${s}: bbpPairings ${stopped ? "found no valid pairing for a round" : "generated no tournament"}`,
        );
        if (!stopped) continue;
        tally.stopped++;
      }
      await one(out, fs.readFileSync(out, "latin1"));
      if (!keep) for (const f of [cfg, out]) fs.rmSync(f);
    }
  }
  console.log(tally.summary());
}

if (require.main === module) void main();
