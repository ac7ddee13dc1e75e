/** Argument helpers of the FIDE custom functions (kept out of fide.ts, whose exports are functions). */
import { type FideGame } from "../core/fide/change";
import { HU2017, type Rules, parseRuleSet } from "../core/fide/rules";
import { MAX_RATING } from "../core/fide/tables";
import { type Arg, isBlank, num, numError, numbers, optText, paired, result, valueError } from "./coerce";

/** A rating argument: a number 0..4000 (#NUM! outside). */
export function ratingArg(value: Arg, name: string): number {
  const r = num(value, name);
  if (r < 0 || r > MAX_RATING)
    throw numError(`Argument ${name}: rating ${r} must be within 0..${MAX_RATING}`);
  return r;
}

/** An omitted argument (not a range of blank cells) is an error naming it. */
export function required(value: Arg, name: string): void {
  if (!Array.isArray(value) && isBlank(value)) throw valueError(`Argument ${name} is required`);
}

/** A range of ratings, blanks skipped; the argument itself is required. */
export function ratingsArg(value: Arg, name: string): number[] {
  required(value, name);
  const rs = numbers(value, name);
  rs.forEach((r, i) => {
    if (r < 0 || r > MAX_RATING) {
      throw numError(`Argument ${name}[${i + 1}]: rating ${r} must be within 0..${MAX_RATING}`);
    }
  });
  return rs;
}

/** The optional rule set: blank → HU2017; "HU2017", "FIDE2024" or "FIDE2024 2025-09-30". */
export function rulesArg(value: Arg, name = "ruleset"): Rules {
  const t = optText(value, name);
  return t === undefined ? HU2017 : parseRuleSet(t, name);
}

/** Paired opponents / scores ranges as games; a blank in either is no game. */
export function gamesArg(opponents: Arg, scores: Arg): FideGame[] {
  required(opponents, "opponents");
  required(scores, "scores");
  const rows = paired([
    { name: "opponents", value: opponents },
    { name: "scores", value: scores },
  ]);
  return rows.map(([o, s], i) => ({
    opponent: ratingArg(o ?? null, `opponents[${i + 1}]`),
    score: result(s ?? null, `scores[${i + 1}]`) / 2,
  }));
}
