/** Argument helpers of the MGSZ custom functions (kept out of mgsz.ts, whose exports are functions). */
import { type MgszGame } from "../core/mgsz/rating";
import { type Arg, int, num, numError, paired, result } from "./coerce";

/** A rating argument: a number 0 or more (#NUM! when negative). */
export function ratingArg(value: Arg, name: string): number {
  const r = num(value, name);
  if (r < 0) throw numError(`Argument ${name}: rating ${r} must be 0 or more`);
  return r;
}

/** Paired opponents / results / optional stones ranges as games. */
export function gamesArg(opponents: Arg, results: Arg, stones: Arg): MgszGame[] {
  const rows = paired([
    { name: "opponents", value: opponents },
    { name: "results", value: results },
    { name: "stones", value: stones, optional: true },
  ]);
  // The common cells (plain numbers) skip the general coercion and its argument-name text.
  return rows.map(([o, r, s], i) => ({
    opponent:
      typeof o === "number" && o >= 0 && o < Infinity ? o : ratingArg(o ?? null, `opponents[${i + 1}]`),
    result: r === 1 ? 2 : r === 0 ? 0 : result(r ?? null, `results[${i + 1}]`),
    stones: s === null || s === undefined || s === "" ? 0 : int(s, `stones[${i + 1}]`, -9, 9),
  }));
}
