/**
 * The FIDE Dutch engine against bbpPairings, round by round (issue 28; never run by CI: it needs
 * bbpPairings built on this machine).
 *
 *   npx tsx scripts/dutch-replay.ts [--rules 2025|2017] [--bbp PATH/bbpPairings.exe] --count N
 *        [--seed S] [--min 5] [--max 600] [--keep DIR]
 *   npx tsx scripts/dutch-replay.ts [--rules 2025|2017] --files A.trf B.trf …
 *   npx tsx scripts/dutch-replay.ts --baku [--count N] [--seed S] [--min 10] [--max 80] [--keep DIR]
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
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pairDutchTournament } from "../src/core/dutch/from-tournament";
import { type DutchRules } from "../src/core/dutch/model";
import { readTrf } from "../src/formats/trf";
import { bakuMain } from "./dutch-baku";
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

/** The pairs and bye of round k as the file gives them: "w-b" strings and "bye n". */
export function fileRound(t: Tournament, k: number): string[] {
  const out: string[] = [];
  t.players.forEach((p, i) => {
    const e = p.results[k - 1];
    const no = p.startNumber ?? i + 1;
    if (e?.kind === "game" && e.colour === "white")
      out.push(`${no}-${t.players[e.opponent]?.startNumber ?? e.opponent + 1}`);
    if (e?.kind === "bye") out.push(`bye ${no}`);
  });
  return out.sort();
}

export function engineRound(t: Tournament, k: number, rules: DutchRules): string[] {
  const r = pairDutchTournament(t, k, rules);
  return [...r.pairs.map((p) => `${p.white}-${p.black}`), ...(r.bye ? [`bye ${r.bye}`] : [])].sort();
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

function main(): void {
  if (process.argv.includes("--baku")) {
    void bakuMain(arg, configFor);
    return;
  }
  const rules = arg("rules", "2025") ?? "2025";
  if (rules !== "2025" && rules !== "2017") throw new Error(`--rules ${rules}: expected 2025 or 2017`);
  const files: { name: string; text: string }[] = [];
  const fi = process.argv.indexOf("--files");
  if (fi >= 0) {
    for (const f of process.argv.slice(fi + 1)) files.push({ name: f, text: fs.readFileSync(f, "latin1") });
  } else {
    const bbp = arg("bbp") ?? `/work/bbp/${BBP_RELEASE[rules]}/build/bbpPairings.exe`;
    const count = Number(arg("count", "20"));
    const seed0 = Number(arg("seed", "1"));
    const min = Number(arg("min", "5"));
    const max = Number(arg("max", "600"));
    const keep = arg("keep");
    const dir = keep ?? fs.mkdtempSync(path.join(os.tmpdir(), "dutch-replay-"));
    fs.mkdirSync(dir, { recursive: true });
    for (let s = seed0; s < seed0 + count; s++) {
      const cfg = path.join(dir, `config-${s}.txt`);
      const out = path.join(dir, `bbp-${s}.trf`);
      fs.writeFileSync(cfg, configFor(s, min, max) + "\n");
      try {
        execFileSync(bbp, ["--dutch", "-g", cfg, "-o", out, "-s", String(s)], { stdio: "pipe" });
      } catch {
        console.log(`seed ${s}: bbpPairings generated no tournament`);
        continue;
      }
      if (!keep) fs.rmSync(cfg);
      files.push({ name: out, text: fs.readFileSync(out, "latin1") });
      if (!keep) fs.rmSync(out);
    }
  }
  let rounds = 0;
  let same = 0;
  let whole = 0;
  const started = Date.now();
  for (const f of files) {
    const read = readTrf(f.text);
    const r = replay(read.tournament, rules);
    rounds += r.rounds;
    same += r.same;
    if (r.first) console.log(`${f.name}: round ${r.first} differs\n  ${r.detail}`);
    else whole++;
  }
  console.log(
    `${files.length} tournaments, ${whole} identical in every round; rounds ${same}/${rounds} identical (${((100 * same) / Math.max(1, rounds)).toFixed(2)}%), ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

if (require.main === module) main();
