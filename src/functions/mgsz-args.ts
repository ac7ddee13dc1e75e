/** Argument helpers of the MGSZ custom functions (kept out of mgsz.ts, whose exports are functions). */
import { BOUNDS } from "../core/common/bounds";
import { msg } from "../i18n/table";
import { gamePoint } from "../core/mgsz/gamepoint";
import { type MgszGame, sumGamePoints } from "../core/mgsz/rating";
import { type Arg, type Cell, int, isBlank, num, numError, paired, result, zeroError } from "./coerce";

const GO_MAX = BOUNDS.goRating.max; // H1: the readers' bound for a Go rating

/** A rating argument: a number 1..4000 (#NUM! outside; 0 is an empty cell, D186). */
export function ratingArg(value: Arg, name: string): number {
  const r = num(value, name);
  if (r === 0) throw zeroError(name, "rating");
  // one wording for both refusals, the bounds' table's (H1: the readers' bound's maximum)
  if (r < 0 || r > GO_MAX)
    throw numError(
      msg("outOfRange", { subject: { argument: name }, field: "rating", value: r, min: 0, max: GO_MAX }),
    );
  return r;
}

/** The cells of a one-row range, or null for anything else. */
function oneRow(value: Arg): readonly Cell[] | null {
  return Array.isArray(value) && value.length === 1 ? (value[0] ?? null) : null;
}

/**
 * The common case: one-row ranges of valid numbers (opponents above 0, results 1, 0 or 0.5,
 * whole stones −9..9 or none at all), which are read as they are. Anything else goes the
 * general way (gamesArg), which gives the same games or the error naming the argument and position.
 */
function plainRanges(
  o: readonly Cell[] | null,
  r: readonly Cell[] | null,
  s: readonly Cell[] | null,
): boolean {
  if (o === null || r === null || o.length !== r.length || (s !== null && s.length !== o.length))
    return false;
  for (let i = 0; i < o.length; i++) {
    const opponent = o[i];
    const res = r[i];
    if (typeof opponent !== "number" || !(opponent > 0 && opponent < Infinity)) return false;
    if (res !== 1 && res !== 0 && res !== 0.5) return false;
    if (s !== null) {
      const st = s[i];
      if (typeof st !== "number" || !Number.isInteger(st) || st < -9 || st > 9) return false;
    }
  }
  return true;
}

/** ΣJp in thousandths over paired opponents / results / optional stones ranges (sumGamePoints). */
export function sumGamePointsArg(start: number, opponents: Arg, results: Arg, stones: Arg): number {
  const o = oneRow(opponents);
  const r = oneRow(results);
  const noStones = !Array.isArray(stones) && isBlank(stones);
  const s = noStones ? null : oneRow(stones);
  if ((noStones || s !== null) && plainRanges(o, r, s) && o !== null && r !== null) {
    // every game of plain ranges is played: the sum sumGamePoints takes, without the game objects
    let sum = 0;
    for (let i = 0; i < o.length; i++) {
      const res = r[i];
      sum += gamePoint(
        start,
        o[i] as number,
        res === 1 ? 2 : res === 0 ? 0 : 1,
        s === null ? 0 : (s[i] as number),
      );
    }
    return sum;
  }
  return sumGamePoints(start, gamesArg(opponents, results, stones));
}

/** Paired opponents / results / optional stones ranges as games. */
export function gamesArg(opponents: Arg, results: Arg, stones: Arg): MgszGame[] {
  const rows = paired([
    { name: "opponents", value: opponents, zeroless: true }, // D186
    { name: "results", value: results },
    { name: "stones", value: stones, optional: true },
  ]);
  // The common cells (plain numbers) skip the general coercion and its argument-name text.
  return rows.map(([o, r, s], i) => ({
    opponent:
      typeof o === "number" && o > 0 && o < Infinity ? o : ratingArg(o ?? null, `opponents[${i + 1}]`),
    result: r === 1 ? 2 : r === 0 ? 0 : result(r ?? null, `results[${i + 1}]`),
    stones:
      typeof s === "number" && Number.isInteger(s) && s >= -9 && s <= 9
        ? s
        : s === null || s === undefined || s === ""
          ? 0
          : int(s, `stones[${i + 1}]`, -9, 9),
  }));
}
