/**
 * What a player needs in the remaining rounds for a title's norm (D235): the games so far and
 * one game in each remaining round against the expected field — opponents rated the average of
 * the opponents met so far —, all counted (no game dropped). The answer: the points needed, the
 * titled opponents and federations still to meet, or why no result can give the norm.
 */
import { divideRounded } from "../performance";
import { type NormOpponent, adjustedRatings, federations, lowestNormScore, titleCounts } from "./check";
import {
  MIN_FOREIGN_FEDERATIONS,
  MIN_GAMES,
  NORM_FIGURES,
  type NormTitle,
  UNRATED_AS,
  oneFederationAllowed,
  ownFederationAllowed,
  titleHoldersNeeded,
  titledNeeded,
} from "./titles";

/** Why no result in the remaining rounds can give the norm. */
export type Impossible =
  | { readonly why: "games"; readonly games: number; readonly needed: number }
  | { readonly why: "titled"; readonly more: number; readonly remaining: number }
  | { readonly why: "titleHolders"; readonly more: number; readonly remaining: number }
  | { readonly why: "federations"; readonly more: number; readonly remaining: number }
  | { readonly why: "ownFederation"; readonly count: number; readonly allowed: number }
  | { readonly why: "oneFederation"; readonly count: number; readonly allowed: number }
  | { readonly why: "average"; readonly average: number; readonly needed: number; readonly field: number }
  /** `points` null: not even a win in every remaining round reaches the performance. */
  | { readonly why: "points"; readonly points: number | null; readonly remaining: number };

export type Forecast =
  /** The norm is met by the games so far (the later games may be ignored, 1.4.1e). */
  | { readonly kind: "achieved" }
  /** No round remains: the check stands as it is. */
  | { readonly kind: "over" }
  | { readonly kind: "impossible"; readonly reason: Impossible }
  | {
      readonly kind: "needs";
      readonly remaining: number;
      /** Points needed out of `remaining` (halves allowed). */
      readonly points: number;
      /** The expected field's rating, and the average (1.4.7) with it. */
      readonly field: number;
      readonly average: number;
      /** Opponents still to meet among the remaining: title-holders, the title's titled, new federations. */
      readonly titleHolders: number;
      readonly titled: number;
      readonly federations: number;
    };

export interface ForecastInput {
  readonly title: NormTitle;
  readonly federation?: string;
  readonly opponents: readonly NormOpponent[];
  readonly halfPoints: number;
  readonly remaining: number;
  readonly exempt: boolean;
}

/** The forecast for a title whose norm is not met by the games so far. */
export function forecastNorm(input: ForecastInput): Forecast {
  const { title, opponents, remaining } = input;
  if (remaining <= 0) return { kind: "over" };
  const figures = NORM_FIGURES[title];
  const n = opponents.length;
  const total = n + remaining;
  if (total < MIN_GAMES) return impossible({ why: "games", games: total, needed: MIN_GAMES });
  const { holders, titled } = titleCounts(title, opponents);
  const moreHolders = Math.max(0, titleHoldersNeeded(total) - holders);
  const moreTitled = Math.max(0, titledNeeded(total) - titled);
  if (moreTitled > remaining) return impossible({ why: "titled", more: moreTitled, remaining });
  if (moreHolders > remaining) return impossible({ why: "titleHolders", more: moreHolders, remaining });
  let moreFederations = 0;
  if (!input.exempt) {
    const feds = federations(input.federation, opponents);
    moreFederations = Math.max(0, MIN_FOREIGN_FEDERATIONS - feds.foreign);
    if (moreFederations > remaining)
      return impossible({ why: "federations", more: moreFederations, remaining });
    if (feds.own > ownFederationAllowed(total)) {
      return impossible({ why: "ownFederation", count: feds.own, allowed: ownFederationAllowed(total) });
    }
    if (feds.most > oneFederationAllowed(total)) {
      return impossible({ why: "oneFederation", count: feds.most, allowed: oneFederationAllowed(total) });
    }
  }
  const met = opponents.map((o) => o.rating ?? UNRATED_AS);
  const sum = met.reduce((a, b) => a + b, 0);
  const field = n > 0 ? divideRounded(sum, n) : UNRATED_AS;
  const expected: NormOpponent[] = [
    ...opponents,
    ...new Array<NormOpponent>(remaining).fill({ rating: field }),
  ];
  const { ratings } = adjustedRatings(expected, figures.floor);
  const average = divideRounded(
    ratings.reduce((a, b) => a + b, 0),
    total,
  );
  if (average < figures.average) {
    // the remaining opponents' average that brings the whole to the title's (1.4.7 rounds half up)
    const needed = Math.ceil(((2 * figures.average - 1) * total - 2 * sum) / (2 * remaining));
    return impossible({ why: "average", average, needed, field });
  }
  const lowest = lowestNormScore(title, average, total);
  const half = lowest === null ? null : Math.max(0, lowest - input.halfPoints);
  if (half === null || half > 2 * remaining) {
    return impossible({ why: "points", points: half === null ? null : half / 2, remaining });
  }
  return {
    kind: "needs",
    remaining,
    points: half / 2,
    field,
    average,
    titleHolders: moreHolders,
    titled: moreTitled,
    federations: moreFederations,
  };
}

function impossible(reason: Impossible): Forecast {
  return { kind: "impossible", reason };
}
