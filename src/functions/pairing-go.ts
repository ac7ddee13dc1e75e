/**
 * The GO custom functions: GO.HANDICAP, OpenGotha's handicap rule (HandicapParameterSet,
 * P13). docs/pairing.md, "In the sheet".
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- Excel passes untyped values; coerce.ts types them. */
import { checkBound } from "../core/common/bounds";
import { ogHandicap } from "../core/pairing/opengotha";
import { FIRST_DAN, type GoRank, asPlayed, goRank, spelledRankValue } from "../core/go/rank";
import { msg } from "../i18n/table";
import { type Arg, isBlank, optBounded, requiredError, scalar, show, valueError } from "./coerce";
import { guard } from "./errors";

/** A player's strength for the handicap rule: a Go rank (text) or a McMahon score (number). */
function strengthArg(value: Arg, name: string): { kind: "rank" | "mms"; pseudoRank: GoRank } {
  const v = scalar(value, name);
  if (typeof v === "number") {
    checkBound("mmScore", v, { argument: name }); // H1
    // OpenGotha: the MMS rounded down to whole points, as a rank (MMS 30 = 1d, D120).
    return { kind: "mms", pseudoRank: goRank(Math.trunc(Math.round(2 * v) / 2)) };
  }
  return { kind: "rank", pseudoRank: rankArg(v, name) };
}

/** A Go rank in any usual spelling, read as OpenGotha reads it (pros as 7d–9d). */
function rankArg(v: unknown, name: string): GoRank {
  // an omitted rank is said as such, never as "undefined" (issue 11: hostile formulas)
  if (isBlank(v)) throw requiredError(name);
  const value = typeof v === "string" ? spelledRankValue(v) : null;
  const og = value === null ? null : asPlayed(value);
  if (og === null) throw valueError(msg("argExpected", { arg: name, expected: "goRank", got: show(v) }));
  return og;
}

/**
 * Handicap stones between two players by OpenGotha's handicap rule: ranks (or McMahon scores) above the threshold count as the threshold, the difference less the correction, at most the ceiling; positive when the first player gives them (takes White), negative when the second does, 0 for an even game.
 * @customfunction GO.HANDICAP
 * @param first The first player's Go rank as text, e.g. "3k", or McMahon score as a number, e.g. 27.5 (both players the same kind)
 * @param second The second player's Go rank, e.g. "5k", or McMahon score, e.g. 25
 * @param [threshold] No-handicap threshold, a Go rank 30k..9d, e.g. "1d": stronger ranks or scores count as this one; default "1d"
 * @param [correction] Stones taken off the difference, whole number 0..9, e.g. 1; default 1
 * @param [ceiling] Most stones, whole number 0..9, e.g. 9; default 9
 * @returns Stones: > 0 the first gives them, < 0 the second does, 0 even
 */
export function handicap(first: any, second: any, threshold?: any, correction?: any, ceiling?: any): number {
  return guard(() => {
    const a = strengthArg(first, "first");
    const b = strengthArg(second, "second");
    if (a.kind !== b.kind) throw valueError(msg("argsBothStrengths", { a: "first", b: "second" }));
    const limit = isBlank(scalar(threshold ?? null, "threshold"))
      ? FIRST_DAN
      : rankArg(scalar(threshold, "threshold"), "threshold");
    const rules = {
      basedOnMms: a.kind === "mms",
      noHdRankThreshold: limit,
      // stones within H1's handicap bound, as the readers' handicaps
      correction: optBounded(correction ?? null, "correction", "handicap", 1),
      ceiling: optBounded(ceiling ?? null, "ceiling", "handicap", 9),
    };
    const h = ogHandicap(rules, Math.min(a.pseudoRank, limit), Math.min(b.pseudoRank, limit));
    return h === 0 ? 0 : h;
  });
}
