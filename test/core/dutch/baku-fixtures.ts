/** The committed Baku tournaments (test/fixtures/dutch-bbp-baku/SOURCES.txt), replayed. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { bakuReplay } from "../../../scripts/dutch-baku";

export const BAKU_DIR = path.join(__dirname, "../../fixtures/dutch-bbp-baku");

/** One committed tournament replayed: bbpPairings' rounds read from its committed outputs. */
export async function replayCommitted(
  seed: number,
): Promise<{ same: number; rounds: number; first: number }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "baku-replay-"));
  try {
    const generated = fs.readFileSync(path.join(BAKU_DIR, `gen-${seed}.trf`), "latin1");
    const theirs = (k: number): string =>
      fs.readFileSync(path.join(BAKU_DIR, `baku-${seed}.round-${k}.bbp.txt`), "utf8");
    return await bakuReplay(theirs, generated, seed, dir);
  } finally {
    fs.rmSync(dir, { recursive: true });
  }
}
