/**
 * One title's norm over one set of games (B.01 1.4.1–1.4.9): each requirement's figure beside
 * what it requires, and the performance from FIDE's table (1.4.9, the rating table's dp: one
 * definition, src/core/fide/dp.ts).
 */
import type { NormRequirementKey, NormStatusWord } from "../../../i18n/norms";
import { dpOfHundredths, percentHundredths } from "../dp";
import { divideRounded } from "../performance";
import {
  MAX_NORM_GAMES,
  MIN_FOREIGN_FEDERATIONS,
  MIN_GAMES,
  NORM_FIGURES,
  NO_FEDERATION,
  type NormTitle,
  TITLE_HOLDERS,
  UNRATED_AS,
  minScoreHalfPoints,
  oneFederationAllowed,
  ownFederationAllowed,
  titleHoldersNeeded,
  titledNeeded,
} from "./titles";

/** An opponent as the norm reads him. */
export interface NormOpponent {
  readonly title?: string;
  /** undefined: no federation in the file (D232: the federation rules cannot be told). */
  readonly federation?: string;
  /** undefined: unrated (1.4.6: counted as 1400). */
  readonly rating?: number;
}

/** The requirements (1.4.1–1.4.8), named once with their texts (src/i18n/norms.ts). */
export type RequirementKey = NormRequirementKey;

/** met; missed; unknown (the file lacks what decides it); exempt (1.4.3d). */
export type RequirementStatus = NormStatusWord;

export interface Requirement {
  readonly key: RequirementKey;
  /** The article of B.01 it comes from. */
  readonly article: string;
  /** The figure of these games (points in half points for `score`). */
  readonly figure: number;
  /** At least this (`atMost`: at most this). */
  readonly required: number;
  readonly atMost: boolean;
  readonly status: RequirementStatus;
}

/** The floor adjustment of 1.4.6: which opponent (position in the games) was raised, from what. */
export interface FloorRaise {
  readonly position: number;
  readonly from: number;
  readonly to: number;
}

export interface NormCheck {
  readonly title: NormTitle;
  readonly status: "met" | "missed" | "unknown";
  /** Games counted, and the one game 1.4.1c credits (0 or 1). */
  readonly games: number;
  readonly credited: number;
  readonly halfPoints: number;
  /** The opponents counted who have a FIDE rating (1.4.6: the others count as 1400). */
  readonly rated: number;
  /** Each opponent's rating as the average takes it (1.4.6: unrated 1400, one raised to the floor). */
  readonly ratings: readonly number[];
  readonly raised?: FloorRaise;
  /** 1.4.7: the opponents' average, rounded half up; 1.4.9: p in per cent and dp; 1.4.8: Rp. */
  readonly average: number;
  readonly percent: number;
  readonly dp: number;
  readonly performance: number;
  /** 1.4.1d: full points above the lowest score that gives the norm; each counts as a game. */
  readonly overscore: number;
  /** The games the norm counts for a title application (D233). */
  readonly normGames: number;
  readonly requirements: readonly Requirement[];
}

export interface CheckInput {
  readonly title: NormTitle;
  /** The candidate's federation (undefined: not in the file). */
  readonly federation?: string;
  readonly opponents: readonly NormOpponent[];
  /** Half points against each (same order). */
  readonly halves: readonly number[];
  /** 1.4.1c: one game credited (a forfeit won or a pairing-allocated bye in a 9-round event). */
  readonly credited: number;
  /** 1.4.3d holds for the tournament: 1.4.3 and 1.4.4 are waived. */
  readonly exempt: boolean;
}

/** 1.4.6: the ratings the average takes, and the one opponent raised to the floor. */
export function adjustedRatings(
  opponents: readonly NormOpponent[],
  floor: number,
): { ratings: number[]; raised?: FloorRaise } {
  const ratings = opponents.map((o) => o.rating ?? UNRATED_AS);
  let lowest = -1;
  ratings.forEach((r, k) => {
    if (r < floor && (lowest < 0 || r < (ratings[lowest] as number))) lowest = k;
  });
  if (lowest < 0) return { ratings };
  const from = ratings[lowest] as number;
  ratings[lowest] = floor;
  return { ratings, raised: { position: lowest, from, to: floor } };
}

/** Rp over n games of `half` half points against an average `average` (1.4.8, 1.4.9). */
export function performanceOf(
  average: number,
  half: number,
  n: number,
): { percent: number; dp: number; rp: number } {
  const percent = percentHundredths(half, n);
  const dp = dpOfHundredths(percent);
  return { percent, dp, rp: average + dp };
}

/** The lowest half points over n games that reach the title's Rp and 1.4.8b's 35 %; null: none does. */
export function lowestNormScore(title: NormTitle, average: number, n: number): number | null {
  for (let h = minScoreHalfPoints(n); h <= 2 * n; h++) {
    if (performanceOf(average, h, n).rp >= NORM_FIGURES[title].performance) return h;
  }
  return null;
}

export interface FederationCounts {
  readonly known: boolean;
  readonly foreign: number;
  readonly own: number;
  readonly most: number;
}

/** 1.4.2a, 1.4.3, 1.4.4 (D232): FID is no federation; a federation missing leaves them unknown. */
export function federations(own: string | undefined, opponents: readonly NormOpponent[]): FederationCounts {
  const counts = new Map<string, number>();
  let known = own !== undefined;
  let ownCount = 0;
  for (const o of opponents) {
    if (o.federation === undefined) {
      known = false;
      continue;
    }
    if (o.federation === NO_FEDERATION) continue;
    counts.set(o.federation, (counts.get(o.federation) ?? 0) + 1);
    if (o.federation === own) ownCount++;
  }
  const foreign = [...counts.keys()].filter((f) => f !== own).length;
  const most = [...counts.values()].reduce((a, b) => Math.max(a, b), 0);
  return { known, foreign, own: ownCount, most };
}

/** 1.4.5: the title-holders among the opponents and those with the title's titles. */
export function titleCounts(
  title: NormTitle,
  opponents: readonly NormOpponent[],
): { holders: number; titled: number } {
  const has = (list: readonly string[]) =>
    opponents.filter((o) => o.title !== undefined && list.includes(o.title)).length;
  return { holders: has(TITLE_HOLDERS), titled: has(NORM_FIGURES[title].titled) };
}

function requirement(
  key: RequirementKey,
  article: string,
  figure: number,
  required: number,
  atMost = false,
  status?: RequirementStatus,
): Requirement {
  const ok = atMost ? figure <= required : figure >= required;
  return { key, article, figure, required, atMost, status: status ?? (ok ? "met" : "missed") };
}

/** One title's norm over these games. */
export function checkNorm(input: CheckInput): NormCheck {
  const { title, opponents, halves, credited } = input;
  const figures = NORM_FIGURES[title];
  const n = opponents.length;
  const half = halves.reduce((a, b) => a + b, 0);
  const { ratings, raised } = adjustedRatings(opponents, figures.floor);
  const average =
    n > 0
      ? divideRounded(
          ratings.reduce((a, b) => a + b, 0),
          n,
        )
      : 0;
  const perf = n > 0 ? performanceOf(average, half, n) : { percent: 0, dp: 0, rp: 0 };
  const { holders, titled } = titleCounts(title, opponents);
  const feds = federations(input.federation, opponents);
  const fedStatus = (ok: boolean): RequirementStatus =>
    input.exempt ? "exempt" : !feds.known ? "unknown" : ok ? "met" : "missed";
  const requirements: Requirement[] = [
    requirement("games", "1.4.1", n + credited, MIN_GAMES),
    requirement("titleHolders", "1.4.5a", holders, titleHoldersNeeded(n)),
    requirement("titled", "1.4.5", titled, titledNeeded(n)),
    requirement(
      "foreignFederations",
      "1.4.3",
      feds.foreign,
      MIN_FOREIGN_FEDERATIONS,
      false,
      fedStatus(feds.foreign >= MIN_FOREIGN_FEDERATIONS),
    ),
    requirement(
      "ownFederation",
      "1.4.4",
      feds.own,
      ownFederationAllowed(n),
      true,
      fedStatus(feds.own <= ownFederationAllowed(n)),
    ),
    requirement(
      "oneFederation",
      "1.4.4",
      feds.most,
      oneFederationAllowed(n),
      true,
      fedStatus(feds.most <= oneFederationAllowed(n)),
    ),
    requirement("average", "1.4.8a", average, figures.average),
    requirement("performance", "1.4.8", perf.rp, figures.performance),
    requirement("score", "1.4.8b", half, minScoreHalfPoints(n)),
  ];
  const missed = requirements.some((r) => r.status === "missed") || n === 0;
  const unknown = requirements.some((r) => r.status === "unknown");
  const status = missed ? "missed" : unknown ? "unknown" : "met";
  const lowest = status === "met" ? lowestNormScore(title, average, n) : null;
  const overscore = lowest === null ? 0 : Math.floor((half - lowest) / 2);
  return {
    title,
    status,
    games: n,
    credited,
    halfPoints: half,
    rated: opponents.filter((o) => o.rating !== undefined).length,
    ratings,
    ...(raised !== undefined ? { raised } : {}),
    average,
    percent: perf.percent,
    dp: perf.dp,
    performance: perf.rp,
    overscore,
    normGames: status === "met" ? Math.min(MAX_NORM_GAMES, n + credited) + overscore : 0,
    requirements,
  };
}
