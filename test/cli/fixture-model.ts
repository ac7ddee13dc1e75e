import { readFileSync } from "fs";
import type { Tournament } from "../../src/core/tournament/model";
import { readTournament } from "../../src/formats/sniff";

const read = new Map<string, Tournament>();

/**
 * A fixture file's tournament as the readers give it, read once per suite: several tests compare
 * a command's output with it (the EGC-size files cost more to read than most tests).
 */
export function tournamentOf(file: string): Tournament {
  const t = read.get(file) ?? readTournament(readFileSync(file), file).tournament;
  read.set(file, t);
  return t;
}
