/**
 * The Baku acceleration (C.04.5.1, D276, D277) against bbpPairings, round by round: the option
 * `--baku` of scripts/dutch-replay.ts (never run by CI: it needs bbpPairings built here).
 *
 *   npx tsx scripts/dutch-replay.ts --baku [--rules 2025|2017] [--bbp PATH] [--count N] [--seed S]
 *        [--min 10] [--max 80] [--keep DIR]
 *
 * bbpPairings' generator has no acceleration, so for each seed it only gives the players (their
 * ratings), the number of rounds and the half-point byes and retirements round by round
 * (`--dutch -g CONFIG -o FILE -s SEED`, the configuration of dutch-replay's configFor). The file
 * is cut before round 1, and `rating-officer pair --round 1 --engine dutch --accelerate baku
 * --out` writes the Baku method's `250` records into it. Then for every round k, bbpPairings
 * (`--dutch FILE -p`) and `rating-officer pair --round k --engine dutch --out` pair the same
 * file; their pairs are compared; the round's results are drawn (a seeded generator, the Elo
 * expectation, draws and a few forfeits) and entered into the file written, with the next round's
 * absences of the generated tournament, and so on to the last round. Prints each tournament whose
 * round differs and the identical-round count; `--keep DIR` keeps every tournament's last file
 * and each round's bbpPairings output (test/fixtures/dutch-bbp-baku/SOURCES.txt).
 *
 * `--rules 2017` (D353) pairs by the 2017 text against bbpPairings v5.0.1, which reads the
 * accelerations from JaVaFo's `XXA` records (a `250` it passes over) and the initial colour from
 * `XXC white1` / `black1` (it refuses a file with `152` only): the file cut before round 1 has
 * `XXC` for `152`, and `pair --rules 2017 --accelerate baku --out` writes `XXA` records.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { main } from "../src/cli/main";
import { nodeIO } from "../src/cli/node-io";
import { roundColumn } from "../src/formats/trf-new-round";
import { DEFAULT_LETTER_VALUES, letterPoints2 } from "../src/formats/trf-points";
import { enterTrfResults } from "./trf-results";
import { check, findings } from "./bbp-check";
import { type DutchRules } from "../src/core/dutch/model";

/**
 * The file cut before round 1 for the text's release of bbpPairings: under the 2017 text its `152`
 * initial colour as v5.0.1 reads it, `XXC white1` / `black1` (D353).
 */
export function firstFile(generated: string, rules: DutchRules): string {
  const text = cut(generated, 0, true);
  return rules === "2017"
    ? text.replace(/^152 ([WB])$/m, (_, c: string) => `XXC ${c === "W" ? "white1" : "black1"}`)
    : text;
}

/** A round's block of a 001 line ("" when the line has none). */
export const block = (l: string, k: number): string => l.slice(roundColumn(k), roundColumn(k) + 8);
const isAbsence = (b: string): boolean => /^0000 - [HZ]$/.test(b);

/** The rounds of a bbpPairings file: its longest 001 line's. */
export function roundsOf(text: string): number {
  const players = text.split("\r").filter((l) => l.startsWith("001"));
  return Math.floor((Math.max(...players.map((l) => l.length)) - 91 + 2) / 10);
}

/**
 * bbpPairings' file (bare CR line ends) cut to rounds 1…k, each 001 line's points those rounds',
 * and with `next` the absences of round k + 1 (`0000 - H`, `Z`) kept in their column; `XXR` and
 * the initial colour (`152`, the first player's with a colour in round 1) added after 012, which
 * the whole file shows by its rounds (`XXR` only when the file has no `142` or `XXR` of its own:
 * a tournament bbpPairings stopped early keeps the `XXR` of the rounds it was generated for).
 */
export function cut(text: string, k: number, next: boolean): string {
  const lines = text.split("\r");
  const out = lines.map((l) => {
    if (!l.startsWith("001")) return l;
    let twice = 0;
    for (let r = 1; r <= k; r++) {
      const b = block(l, r);
      twice +=
        letterPoints2(b.charAt(7) || " ", Number(b.slice(0, 4).trim() || "0") > 0, DEFAULT_LETTER_VALUES) ??
        0;
    }
    const keep = next && isAbsence(block(l, k + 1)) ? k + 1 : k;
    const end = keep === 0 ? 89 : roundColumn(keep) + 8;
    return l.slice(0, 80) + (twice / 2).toFixed(1).padStart(4) + l.slice(84, end);
  });
  const first = lines.find((l) => l.startsWith("001") && /[wb]/.test(block(l, 1).charAt(5)));
  out.splice(
    1,
    0,
    `152 ${
      block(first ?? "", 1)
        .charAt(5)
        .toUpperCase() || "W"
    }`,
  );
  if (!lines.some((l) => l.startsWith("142") || l.startsWith("XXR")))
    out.splice(1, 0, `XXR ${roundsOf(text)}`);
  return out.join("\r");
}

/** The text with round k's absences of `generated` (its `0000 - H` / `Z` blocks) in their column. */
export function withAbsences(text: string, generated: string, k: number): string {
  const absent = new Map<string, string>();
  for (const l of generated.split("\r"))
    if (l.startsWith("001") && isAbsence(block(l, k))) absent.set(l.slice(0, 8), block(l, k));
  const c = roundColumn(k);
  return text.replace(/^001.*$/gm, (l) => {
    const b = absent.get(l.slice(0, 8));
    return b === undefined ? l : l.padEnd(c).slice(0, c) + b + l.slice(c + 8);
  });
}

/** A small seeded generator (xorshift), so that a seed gives the same results. */
function rng(seed: number): () => number {
  let x = (seed * 2654435761 + 7) >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 4294967296;
  };
}

/** Round k's results drawn for the file's games: the Elo expectation, a quarter of draws, 3 % forfeits. */
function drawResults(text: string, k: number, next: () => number): Map<number, string> {
  const lines = text.split(/\r\n|\r|\n/).filter((l) => l.startsWith("001"));
  const rating = new Map(lines.map((l) => [Number(l.slice(4, 8)), Number(l.slice(48, 52).trim() || "0")]));
  const results = new Map<number, string>();
  for (const l of lines) {
    const b = block(l, k);
    const me = Number(l.slice(4, 8));
    // a declared absence's points are written with the round (D310): games only
    if (b.charAt(5) !== "w") continue;
    const them = Number(b.slice(0, 4));
    const expected = 1 / (1 + 10 ** (((rating.get(them) ?? 0) - (rating.get(me) ?? 0)) / 400));
    const u = next();
    const [w, bl] =
      u < 0.03
        ? next() < 0.5
          ? ["+", "-"]
          : ["-", "+"]
        : u < 0.28
          ? ["=", "="]
          : next() < expected
            ? ["1", "0"]
            : ["0", "1"];
    results.set(me, w);
    results.set(them, bl);
  }
  return results;
}

/** bbpPairings' `-p` output of round k of `file`, written to `out`; "" when it finds no pairing (exit 1). */
function bbpRound(bbp: string, file: string, out: string): string {
  try {
    execFileSync(bbp, ["--dutch", file, "-p", out], { stdio: "pipe" });
  } catch (e) {
    if ((e as { status?: number }).status !== 1) throw e;
    fs.writeFileSync(out, "");
    return "";
  }
  return fs.readFileSync(out, "utf8");
}

/** bbpPairings' `-p` output as sorted "white-black" strings, "bye n" for its bye; undefined for "" (no pairing). */
export function bbpPairs(output: string): string[] | undefined {
  if (output.trim() === "") return undefined;
  const [, ...pairs] = output.trim().split(/\r?\n/);
  return pairs
    .map((p) => p.trim().split(/\s+/))
    .map(([w, b]) => (b === "0" ? `bye ${w}` : `${w}-${b}`))
    .sort();
}

/** `rating-officer pair …` in this process: its exit code, standard output and error. */
export async function cli(args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const io = { ...nodeIO, out: (t: string) => void (out += t), err: (t: string) => void (err += t) };
  const code = await main(args, io);
  return { code, out, err };
}

export function ours(json: string): string[] {
  const r = JSON.parse(json) as { pairs: { whiteNo: number; blackNo: number }[]; byeNo: number | null };
  return [
    ...r.pairs.map((p) => `${p.whiteNo}-${p.blackNo}`),
    ...(r.byeNo === null ? [] : [`bye ${r.byeNo}`]),
  ].sort();
}

export interface BakuReplay {
  rounds: number;
  same: number;
  first: number;
  detail: string;
  /** the last file paired from, with its round's results entered: what bbpPairings' checker reads (`--check`) */
  file?: string;
}

/**
 * One generated tournament paired with the Baku acceleration by both engines, round by round, in
 * `dir`; `theirsOf(k, file)` is bbpPairings' `-p` output of round k of the file (run, or committed);
 * `rules` the text both pair by (bbpPairings the release of it).
 */
export async function bakuReplay(
  theirsOf: (k: number, file: string) => string,
  generated: string,
  seed: number,
  dir: string,
  rules: DutchRules = "2025",
): Promise<BakuReplay> {
  const rounds = roundsOf(generated);
  const file = path.join(dir, `baku-${seed}.trf`);
  const written = path.join(dir, `baku-${seed}.out.trf`);
  const first = firstFile(generated, rules);
  fs.writeFileSync(file, first, "latin1");
  const set = await cli([
    "pair",
    file,
    "--round",
    "1",
    "--engine",
    "dutch",
    "--rules",
    rules,
    "--accelerate",
    "baku",
    "--out",
    written,
    "--force",
  ]);
  if (set.code !== 0) return { rounds, same: 0, first: 1, detail: set.err.trim() };
  // the records only: round 1 is paired below from the file with them, by both engines
  const records = fs
    .readFileSync(written, "latin1")
    .split("\r")
    .filter((l) => l.startsWith("250") || l.startsWith("XXA"));
  fs.writeFileSync(file, `${first.replace(/\r$/, "")}\r${records.join("\r")}\r`, "latin1");
  const next = rng(seed);
  let same = 0;
  for (let k = 1; k <= rounds; k++) {
    const theirs = bbpPairs(theirsOf(k, file));
    const mine = await cli([
      "pair",
      file,
      "--round",
      String(k),
      "--engine",
      "dutch",
      "--rules",
      rules,
      "--json",
      "--out",
      written,
      "--force",
    ]);
    if (theirs === undefined || mine.code !== 0) {
      // neither finds a pairing: the same answer, and the tournament ends there
      if (theirs === undefined && /cannot be paired/.test(mine.err)) same++;
      else
        return {
          rounds,
          same,
          first: k,
          detail: `bbp ${theirs?.join(" ") ?? "no pairing"}\n  ours ${mine.err.trim()}`,
        };
      return { rounds: k, same, first: 0, detail: "", file };
    }
    const got = ours(mine.out);
    if (got.join() !== theirs.join())
      return { rounds, same, first: k, detail: `bbp ${theirs.join(" ")}\n  ours ${got.join(" ")}` };
    same++;
    const text = fs.readFileSync(written, "latin1");
    const entered = enterTrfResults(text, k, drawResults(text, k, next));
    fs.writeFileSync(file, withAbsences(entered, generated, k + 1), "latin1");
  }
  return { rounds, same, first: 0, detail: "", file };
}

/** `--baku`: N generated tournaments, 10–80 players by default, by the text `rules` and bbpPairings `bbp`. */
export async function bakuMain(
  arg: (name: string, fallback?: string) => string | undefined,
  configFor: (s: number, min: number, max: number) => string,
  rules: DutchRules,
  bbp: string,
): Promise<void> {
  const count = Number(arg("count", "20"));
  const seed0 = Number(arg("seed", "1"));
  const min = Number(arg("min", "10"));
  const max = Number(arg("max", "80"));
  const keep = arg("keep");
  const dir = keep ?? fs.mkdtempSync(path.join(os.tmpdir(), "dutch-baku-"));
  fs.mkdirSync(dir, { recursive: true });
  const withChecker = process.argv.includes("--check");
  let checked = 0;
  let silent = 0;
  const started = Date.now();
  let rounds = 0;
  let same = 0;
  let whole = 0;
  let tournaments = 0;
  for (let s = seed0; s < seed0 + count; s++) {
    const cfg = path.join(dir, `config-${s}.txt`);
    const gen = path.join(dir, `gen-${s}.trf`);
    fs.writeFileSync(cfg, configFor(s, min, max) + "\n");
    try {
      execFileSync(bbp, ["--dutch", "-g", cfg, "-o", gen, "-s", String(s)], { stdio: "pipe" });
    } catch {
      console.log(`seed ${s}: bbpPairings generated no tournament`);
      continue;
    }
    const theirsOf = (k: number, file: string): string =>
      bbpRound(bbp, file, path.join(dir, `baku-${s}.round-${k}.bbp.txt`));
    const r = await bakuReplay(theirsOf, fs.readFileSync(gen, "latin1"), s, dir, rules);
    tournaments++;
    rounds += r.rounds;
    same += r.same;
    if (r.first) console.log(`seed ${s}: round ${r.first} differs\n  ${r.detail}`);
    else whole++;
    // `--check`: bbpPairings' checker on the file our rounds were written into (scripts/bbp-check.ts)
    const said = withChecker && r.file !== undefined ? findings(check(r.file, bbp)) : undefined;
    if (said !== undefined) {
      checked++;
      if (said === "nothing found") silent++;
    }
    console.log(
      `seed ${s}: ${r.same}/${r.rounds} rounds identical${said === undefined ? "" : `, checker: ${said}`} (${tournaments} tournaments, ${whole} whole)`,
    );
  }
  if (!keep) fs.rmSync(dir, { recursive: true });
  console.log(
    `Baku (${rules} text): ${tournaments} tournaments, ${whole} identical in every round; rounds ${same}/${rounds} identical${withChecker ? `; checker on ours: ${silent}/${checked} nothing found` : ""}, ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
