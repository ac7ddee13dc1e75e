import { readFileSync, readdirSync } from "fs";
import { join } from "path";
import type { Tournament } from "../../src/core/tournament/model";
import { readTournament } from "../../src/formats/sniff";

const FIXTURES = join(__dirname, "../fixtures");

/** The input file of fixture folder `dir` (`input.xml`, `input.h9`, …). */
export const inputOf = (dir: string): string =>
  join(FIXTURES, dir, readdirSync(join(FIXTURES, dir)).find((f) => f.startsWith("input.")) ?? "input");

const read = new Map<string, Tournament>();

/** Freezes an object and everything it holds: a tournament several tests share cannot change under them. */
function freeze(x: unknown): void {
  if (typeof x !== "object" || x === null || Object.isFrozen(x)) return;
  Object.freeze(x);
  if (Array.isArray(x)) for (const v of x) freeze(v);
  else for (const k in x) freeze((x as Record<string, unknown>)[k]);
}

/**
 * A fixture file's tournament as the readers give it, read once per suite and frozen: several
 * tests compare a command's or a writer's output with it, and the EGC-size files cost more to
 * read than most tests.
 */
export function tournamentOf(file: string): Tournament {
  const known = read.get(file);
  if (known !== undefined) return known;
  const t = readTournament(readFileSync(file), file).tournament;
  freeze(t);
  read.set(file, t);
  return t;
}

/**
 * Each element of a long list as one line of JSON, for `toEqual`: jest compares thousands of
 * strings far faster than thousands of objects (EGC 2013 has 3,000 games), and its diff still
 * shows the element that differs. For plain data built with one key order; NaN and ±Infinity
 * are kept apart from null, and an undefined property counts as absent, as toEqual counts it.
 */
export function asLines(xs: readonly unknown[]): string[] {
  return xs.map((x) =>
    JSON.stringify(x, (_, v: unknown) => (typeof v === "number" && !Number.isFinite(v) ? String(v) : v)),
  );
}
