/**
 * bbpPairings as an oracle (issue 28), run by hand on a machine where it is built, never in CI:
 * the program (BieremaBoyzProgramming/bbpPairings, Apache-2.0) is not part of the project, and
 * only what it said is kept (SHA-256 of the files it read, its exit codes, its own generated
 * tournaments with their seeds). `BBP` names the executable (default /work/bbp/v6.0.0/bbpPairings.exe).
 *
 *   npx tsx scripts/bbp-oracle.ts recheck [--update] [SOURCE_PREFIX…]
 *     writes every source of test/fixtures/trf-bbp-generated-1124/bbp-check.json as `writeTrf`
 *     writes it (without the source's own other records, as the test does), runs
 *     `bbpPairings.exe --dutch FILE -c` on it and on the original, and prints where the SHA-256,
 *     the exit code or the verdict differ from the record; `--update` writes the new figures
 *     (only the sources whose names start with a SOURCE_PREFIX when some are given).
 *   npx tsx scripts/bbp-oracle.ts generate DIR FIRST_SEED COUNT [--players N] [--rounds R] [--most M]
 *     generates COUNT random tournaments with its generator (`-g CONFIG -o FILE -s SEED`), sizes
 *     5–600 players (at most M) and 5–13 rounds drawn from the seed unless given, with draws,
 *     forfeits, retirements and half-point byes, and checks each with its checker (`-c`), which
 *     must find nothing.
 *   npx tsx scripts/bbp-oracle.ts convert-check FILE…
 *     writes each file with `rating-officer convert --to trf` and runs the checker on the result.
 *   npx tsx scripts/bbp-oracle.ts time FILE
 *     the checker's time on FILE (it pairs every round again) for each executable in BBP_ALL
 *     (colon-separated; default v6.0.0 and v5.0.1), best of three runs.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, extname, join } from "node:path";
import { readTrf } from "../src/formats/trf";
import { check as checkWith, findings, type Run } from "./bbp-check";
import { reportGaps } from "../src/formats/trf-report";
import { readTournament } from "../src/formats/sniff";
import { type TrfVersion, writeTrf } from "../src/formats/trf-writer";
import { inputOf } from "../test/formats/fixture-model";
import { seeded } from "../test/core/mahjong/federation";

const BBP = process.env.BBP ?? "/work/bbp/v6.0.0/bbpPairings.exe";
const RECORD = join(__dirname, "..", "test", "fixtures", "trf-bbp-generated-1124", "bbp-check.json");

/** bbpPairings' checker on `file` (scripts/bbp-check.ts), by default the executable `BBP`. */
const check = (file: string, exe = BBP): Run => checkWith(file, exe);

/** The checker's words without the file's name (its path, and its name without the extension, which it prints). */
const verdict = (run: Run, file: string): string =>
  run.said
    .split(file)
    .join("FILE")
    .split(basename(file, extname(file)))
    .join("FILE")
    .trim();

interface Check {
  source: string;
  version: TrfVersion;
  sha256: string;
  bbpExit: number;
  sameVerdictAsOriginal: boolean | null;
}

function recheck(update: boolean, only: readonly string[]): void {
  const record = JSON.parse(readFileSync(RECORD, "utf8")) as { checks: Check[] };
  const dir = "/tmp/bbp-recheck";
  mkdirSync(dir, { recursive: true });
  let changed = 0;
  for (const c of record.checks) {
    if (only.length > 0 && !only.some((o) => c.source.startsWith(o))) continue;
    const source = inputOf(c.source);
    const t = { ...readTournament(readFileSync(source), source).tournament, sourceLines: undefined };
    const text = writeTrf(t, c.version).text;
    const sha256 = createHash("sha256").update(text, "utf8").digest("hex");
    const file = join(dir, `${c.source}-${c.version}.trf`);
    writeFileSync(file, text, "utf8");
    const mine = check(file);
    const original = source.endsWith(".trf") ? check(source) : undefined;
    const same =
      original === undefined || original.exit !== 0
        ? null
        : verdict(mine, file) === verdict(original, source);
    const now = { sha256, bbpExit: mine.exit, sameVerdictAsOriginal: same };
    const differs = now.sha256 !== c.sha256 || now.bbpExit !== c.bbpExit || same !== c.sameVerdictAsOriginal;
    if (differs) {
      changed++;
      console.log(`${c.source} ${c.version}: exit ${mine.exit}, same verdict ${same}, sha ${sha256}`);
      console.log(`  ${mine.said.trim().split("\n").slice(0, 3).join("\n  ")}`);
      Object.assign(c, now);
    }
  }
  console.log(`${record.checks.length} files checked, ${changed} differ from the record`);
  if (update && changed > 0) writeFileSync(RECORD, `${JSON.stringify(record, null, 2)}\n`, "utf8");
}

/** The generator's configuration for `seed` (its README's keys). */
export function generatorConfig(seed: number, size: Size): string {
  const next = seeded(seed); // mulberry32, the sizes drawn from a seed
  const between = (lo: number, hi: number): number => lo + Math.floor(next() * (hi - lo + 1));
  // small tournaments are the most of them: 5–40 players three times in four, else up to the most
  const most = size.most ?? 600;
  const small = Math.min(40, most);
  const n = size.players ?? (next() < 0.75 || most <= small ? between(5, small) : between(small + 1, most));
  const rounds = size.rounds;
  const r = rounds ?? between(5, 13);
  return [
    `PlayersNumber=${n}`,
    `RoundsNumber=${Math.min(r, Math.max(1, n - 1))}`,
    `DrawPercentage=${between(10, 50)}`,
    `ForfeitRate=${between(10, 40)}`,
    `RetiredRate=${between(20, 200)}`,
    `HalfPointByeRate=${between(10, 60)}`,
    "",
  ].join("\n");
}

/** Fixed sizes, or the most players drawn (default 600). */
interface Size {
  readonly players?: number;
  readonly rounds?: number;
  readonly most?: number;
}

function generate(dir: string, first: number, count: number, size: Size): void {
  mkdirSync(dir, { recursive: true });
  for (let seed = first; seed < first + count; seed++) {
    const config = join(dir, `seed-${seed}.cfg`);
    const file = join(dir, `seed-${seed}.trf`);
    writeFileSync(config, generatorConfig(seed, size), "utf8");
    const g = spawnSync(BBP, ["--dutch", "-g", config, "-o", file, "-s", String(seed)], { encoding: "utf8" });
    const c = check(file);
    console.log(`seed ${seed}: generator exit ${g.status}, checker: ${findings(c)}`);
  }
}

function convertCheck(files: readonly string[]): void {
  const dir = "/tmp/bbp-convert";
  mkdirSync(dir, { recursive: true });
  for (const source of files) {
    const read = readTournament(readFileSync(source), source);
    const written = writeTrf(read.tournament, "2026");
    const out = join(dir, `${source.replace(/[^A-Za-z0-9.-]+/g, "_")}.trf`);
    writeFileSync(out, written.text, "utf8");
    const again = readTrf(written.text).diagnostics.filter((d) => d.severity === "error").length;
    const c = check(out);
    // the notes `convert --to trf` gives: the writer's and what the rating report lacks (D203)
    const notes = [...written.notes, ...reportGaps(read.tournament)].map((n) => n.code).join(", ");
    console.log(
      `${source}: checker: ${findings(c)}; read back with ${again} errors; notes: ${notes || "none"}`,
    );
  }
}

function time(file: string): void {
  const all = (
    process.env.BBP_ALL ?? "/work/bbp/v6.0.0/bbpPairings.exe:/work/bbp/v5.0.1/bbpPairings.exe"
  ).split(":");
  for (const exe of all) {
    const runs = [0, 1, 2].map(() => check(file, exe));
    const best = Math.min(...runs.map((r) => r.seconds));
    console.log(`${exe}: best of 3: ${best.toFixed(2)} s, checker: ${runs[0] ? findings(runs[0]) : ""}`);
  }
}

const [command, ...args] = process.argv.slice(2);
if (command === "recheck")
  recheck(
    args.includes("--update"),
    args.filter((a) => !a.startsWith("--")),
  );
else if (command === "generate") {
  const option = (name: string): number | undefined => {
    const at = args.indexOf(name);
    return at >= 0 ? Number(args[at + 1]) : undefined;
  };
  const size = { players: option("--players"), rounds: option("--rounds"), most: option("--most") };
  const [dir, first, count] = args;
  const bad = [first, count].find((a) => a !== undefined && !/^\d+$/.test(a));
  if (dir?.startsWith("-") || bad !== undefined) {
    console.error(
      `generate takes DIR FIRST_SEED COUNT before any option; not ${dir?.startsWith("-") ? dir : bad}`,
    );
    process.exitCode = 2;
  } else generate(dir ?? "/tmp/bbp-generated", Number(first ?? 1), Number(count ?? 20), size);
} else if (command === "convert-check") convertCheck(args);
else if (command === "time" && args[0]) time(args[0]);
else
  console.log(
    "Usage: tsx scripts/bbp-oracle.ts recheck [--update] | generate DIR FIRST_SEED COUNT [--players N] [--rounds R] [--most M] | convert-check FILE… | time FILE",
  );
