/**
 * What the dispatcher needs of the command line's words before any command is loaded: the nearest
 * known word to a mistyped one, and whether the arguments ask for help. Kept apart from `args.ts`
 * (which reads files) so that `rating-officer --help` loads no reader.
 */
import { closest, distance } from "fastest-levenshtein";

/** The option nearest to a mistyped one, if it is near enough to be the one meant. */
export function nearestOption(name: string, known: readonly string[]): string | undefined {
  if (known.length === 0) return undefined;
  const best = closest(name, [...known]);
  // A typo is a few edits away; "--frobnicate" is not a misspelt "--rounds".
  return distance(name, best) <= Math.max(2, Math.floor(best.length / 3)) ? best : undefined;
}

/** Whether the arguments ask for help (`--help` or `-h` before any `--`). */
export function wantsHelp(args: readonly string[]): boolean {
  const end = args.indexOf("--");
  return (end < 0 ? args : args.slice(0, end)).some((a) => a === "--help" || a === "-h");
}
