/**
 * The four titles gained by norms and their figures, as FIDE's title regulations B.01 (in force
 * from 1 January 2024) give them: 1.4.5 (the titled opponents), 1.4.6 (the adjusted rating
 * floor), 1.4.8 (the opponents' average, the performance, the score). RULES-like data, one
 * definition each (D230).
 */

export type NormTitle = "GM" | "IM" | "WGM" | "WIM";

/** In the order a certificate lists them: the highest first. */
export const NORM_TITLES: readonly NormTitle[] = ["GM", "IM", "WGM", "WIM"];

export interface NormFigures {
  /** 1.4.8: the lowest performance Rp = Ra + dp. */
  readonly performance: number;
  /** 1.4.8a: the lowest average Ra of the opponents. */
  readonly average: number;
  /** 1.4.6: one opponent below it is raised to it (the adjusted rating floor). */
  readonly floor: number;
  /** 1.4.5b–e: the titles that count towards the one third (minimum 3) of opponents. */
  readonly titled: readonly string[];
  /** 0.5: a women's title (WGM, WIM) is sought by women only. */
  readonly women: boolean;
}

export const NORM_FIGURES: Readonly<Record<NormTitle, NormFigures>> = {
  GM: { performance: 2600, average: 2380, floor: 2200, titled: ["GM"], women: false },
  IM: { performance: 2450, average: 2230, floor: 2050, titled: ["GM", "IM"], women: false },
  WGM: { performance: 2400, average: 2180, floor: 2000, titled: ["GM", "IM", "WGM"], women: true },
  WIM: { performance: 2250, average: 2030, floor: 1850, titled: ["GM", "IM", "WGM", "WIM"], women: true },
};

/** 1.4.5a: title-holders as in 0.3, excluding CM and WCM. */
export const TITLE_HOLDERS: readonly string[] = ["GM", "IM", "FM", "WGM", "WIM", "WFM"];

/** 1.4.3d: the titles of the ten foreign title-holders of its exemption. */
export const MASTER_TITLES: readonly string[] = ["GM", "IM", "WGM", "WIM"];

/** 1.4.1a: games a norm needs at least. */
export const MIN_GAMES = 9;
/** 1.7: a norm from more games counts as this many. */
export const MAX_NORM_GAMES = 13;
/** 1.4.6: an unrated opponent counts as rated this. */
export const UNRATED_AS = 1400;
/** 1.4.8b: the lowest score, in per cent of the games. */
export const MIN_SCORE_PERCENT = 35;
/** 1.4.3: federations other than the applicant's among the opponents, at least. */
export const MIN_FOREIGN_FEDERATIONS = 2;
/** 1.4.2a: players of FIDE itself (`FID`) play norm games but are no federation (D232). */
export const NO_FEDERATION = "FID";
/** Issue 28: norms are checked after round 7 or a later one (D230). */
export const FIRST_ROUND_CHECKED = 7;

/**
 * 1.4.5a: title-holders needed among n opponents, half rounded up (the minimum counts of 1.4.4's
 * last sentence are rounded up).
 */
export function titleHoldersNeeded(n: number): number {
  return Math.ceil(n / 2);
}

/** 1.4.5b–e: opponents with the title's titles needed: one third rounded up, at least 3. */
export function titledNeeded(n: number): number {
  return Math.max(3, Math.ceil(n / 3));
}

/** 1.4.4a: opponents of the applicant's federation allowed: three fifths rounded down. */
export function ownFederationAllowed(n: number): number {
  return Math.floor((3 * n) / 5);
}

/** 1.4.4b: opponents of any one federation allowed: two thirds rounded down. */
export function oneFederationAllowed(n: number): number {
  return Math.floor((2 * n) / 3);
}

/** 1.4.8b: the lowest score over n games in half points: 35 % rounded up to a half point. */
export function minScoreHalfPoints(n: number): number {
  return Math.ceil((2 * MIN_SCORE_PERCENT * n) / 100);
}

/**
 * D234: the titles a player seeks a norm for. A title held, or one above it, needs none: GM
 * above all four, IM above IM and WIM, WGM above WGM and WIM. Women's titles only for a player
 * the file says is a woman.
 */
export function titlesSought(title: string | undefined, woman: boolean): NormTitle[] {
  const held: readonly NormTitle[] =
    title === "GM"
      ? NORM_TITLES
      : title === "IM"
        ? ["IM", "WIM"]
        : title === "WGM"
          ? ["WGM", "WIM"]
          : title === "WIM"
            ? ["WIM"]
            : [];
  return NORM_TITLES.filter((t) => !held.includes(t) && (woman || !NORM_FIGURES[t].women));
}
