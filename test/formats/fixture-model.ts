import { readFileSync } from "fs";
import type { Tournament } from "../../src/core/tournament/model";
import { readTournament } from "../../src/formats/sniff";

const read = new Map<string, Tournament>();

/** Freezes an object and everything it holds: a tournament several tests share cannot change under them. */
function frozen<T>(x: T): T {
  if (typeof x === "object" && x !== null && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) frozen(v);
  }
  return x;
}

/**
 * A fixture file's tournament as the readers give it, read once per suite and frozen: several
 * tests compare a command's or a writer's output with it, and the EGC-size files cost more to
 * read than most tests.
 */
export function tournamentOf(file: string): Tournament {
  const t = read.get(file) ?? frozen(readTournament(readFileSync(file), file).tournament);
  read.set(file, t);
  return t;
}
