/**
 * The committed Baku tournaments, replayed: test/fixtures/dutch-bbp-baku (the 2025 text, bbpPairings
 * v6.0.0, one file per round of its pairings) and test/fixtures/dutch-bbp-baku-2017 (the 2017 text,
 * v5.0.1, D353: each tournament's rounds in one file, `round K` before each round's output); their
 * SOURCES.txt say how they were made.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { bakuReplay } from "../../../scripts/dutch-baku";
import { type DutchRules } from "../../../src/core/dutch/model";

export const BAKU_DIR = path.join(__dirname, "../../fixtures/dutch-bbp-baku");
export const BAKU_2017_DIR = path.join(__dirname, "../../fixtures/dutch-bbp-baku-2017");

/** The seeds of a folder's committed tournaments (its `gen-S.trf`). */
export function committedSeeds(dir: string): number[] {
  return fs
    .readdirSync(dir)
    .map((f) => /^gen-(\d+)\.trf$/.exec(f)?.[1])
    .filter((s): s is string => s !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
}

/** bbpPairings' `-p` output of each round of a 2017 tournament's `baku-S.bbp.txt`, by round ("" for no pairing). */
export function joinedRounds(text: string): Map<number, string> {
  const rounds = new Map<number, string>();
  const parts = text.split(/^round (\d+)\n/m);
  for (let i = 1; i + 1 < parts.length; i += 2) rounds.set(Number(parts[i]), parts[i + 1] ?? "");
  return rounds;
}

/**
 * bbpPairings' rounds of a committed tournament, by round: its joined `baku-S.bbp.txt` where the
 * folder has one (every 2017 tournament, D355; the 2025 text's of 151–400 players, D406), else
 * its `baku-S.round-K.bbp.txt`.
 */
export function committedRounds(seed: number, rules: DutchRules = "2025"): Map<number, string> {
  const dir = rules === "2017" ? BAKU_2017_DIR : BAKU_DIR;
  const joined = path.join(dir, `baku-${seed}.bbp.txt`);
  if (fs.existsSync(joined)) return joinedRounds(fs.readFileSync(joined, "utf8"));
  const rounds = new Map<number, string>();
  for (const f of fs.readdirSync(BAKU_DIR)) {
    const k = new RegExp(`^baku-${seed}\\.round-(\\d+)\\.bbp\\.txt$`).exec(f)?.[1];
    if (k !== undefined) rounds.set(Number(k), fs.readFileSync(path.join(BAKU_DIR, f), "utf8"));
  }
  return rounds;
}

/** One committed tournament replayed: bbpPairings' rounds read from its committed outputs. */
export async function replayCommitted(
  seed: number,
  rules: DutchRules = "2025",
): Promise<{ same: number; rounds: number; first: number }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "baku-replay-"));
  try {
    const from = rules === "2017" ? BAKU_2017_DIR : BAKU_DIR;
    const generated = fs.readFileSync(path.join(from, `gen-${seed}.trf`), "latin1");
    const rounds = committedRounds(seed, rules);
    const theirs = (k: number): string => rounds.get(k) ?? "";
    return await bakuReplay(theirs, generated, seed, dir, rules);
  } finally {
    fs.rmSync(dir, { recursive: true });
  }
}
