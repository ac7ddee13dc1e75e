/**
 * The two tables of the FIDE rating system as the Hungarian Chess Federation's regulation
 * restates them (MSSZ 2017, appendix I, 8.1a and 8.1b), and the constants of both rule sets.
 * Sources: RULES.md §2 (tables), §2.1 (first ratings), §2.2 (FIDE2024).
 */

/**
 * Table 8.1a: fraction scored p (in hundredths, 50..100) → rating difference dp. Below .50 the
 * negatives: dp(p) = −dp(1 − p) (.40 → −72, .00 → −800). 0 and 100 % are taken as ∓800 (8.1).
 */
// prettier-ignore
export const DP_TABLE = [
  [100, 800], [99, 677], [98, 589], [97, 538], [96, 501], [95, 470], [94, 444], [93, 422], [92, 401],
  [91, 383], [90, 366], [89, 351], [88, 336], [87, 322], [86, 309], [85, 296], [84, 284], [83, 273],
  [82, 262], [81, 251], [80, 240], [79, 230], [78, 220], [77, 211], [76, 202], [75, 193], [74, 184],
  [73, 175], [72, 166], [71, 158], [70, 149], [69, 141], [68, 133], [67, 125], [66, 117], [65, 110],
  [64, 102], [63, 95], [62, 87], [61, 80], [60, 72], [59, 65], [58, 57], [57, 50], [56, 43], [55, 36],
  [54, 29], [53, 21], [52, 14], [51, 7], [50, 0],
] as const;

/**
 * Table 8.1b: lowest rating difference D of each row → the higher-rated player's expected score
 * PD in hundredths; the lower-rated player's is 100 − PD. The last row (D > 735) is open-ended.
 */
// prettier-ignore
export const PD_TABLE = [
  [0, 50], [4, 51], [11, 52], [18, 53], [26, 54], [33, 55], [40, 56], [47, 57], [54, 58], [62, 59],
  [69, 60], [77, 61], [84, 62], [92, 63], [99, 64], [107, 65], [114, 66], [122, 67], [130, 68],
  [138, 69], [146, 70], [154, 71], [163, 72], [171, 73], [180, 74], [189, 75], [198, 76], [207, 77],
  [216, 78], [226, 79], [236, 80], [246, 81], [257, 82], [268, 83], [279, 84], [291, 85], [303, 86],
  [316, 87], [329, 88], [345, 89], [358, 90], [375, 91], [392, 92], [412, 93], [433, 94], [457, 95],
  [485, 96], [518, 97], [560, 98], [620, 99], [736, 100],
] as const;

/** 8.54: a rating difference over 400 counts as 400. */
export const CAP_DIFFERENCE = 400;

/** FIDE2024 from 1 October 2025: the 400-point cap only for players rated below this (own rating). */
export const CAP_EXEMPT_FROM = 2650;

/** K factors (RULES §2, D9). */
export const K_NEW = 40;
export const K_DEFAULT = 20;
export const K_ELITE = 10;
/** K 40 stays while the player has completed fewer games than this. */
export const NEW_PLAYER_GAMES = 30;
/** Juniors keep K 40 while their rating has never reached this (D23). */
export const JUNIOR_BELOW = 2300;
/** Once a published rating has reached this, K is 10 for good. */
export const ELITE_FROM = 2400;
/** Age up to which the junior K applies (HU2017: until the 18th birthday). */
export const JUNIOR_AGE = 18;

/** FIDE2024: K × games in the period must not exceed this. */
export const K_TIMES_GAMES_MAX = 700;

/** D11: rating points per half point above 50 % for a first rating (8.23); II.2 used 20. */
export const DEFAULT_BONUS = 15;

/** FIDE2024 first ratings: two hypothetical opponents rated 1800, both drawn. */
export const HYPOTHETICAL_OPPONENTS = 2;
export const HYPOTHETICAL_RATING = 1800;
/** FIDE2024 first ratings: at most 2200, at least 5 games against rated opponents. */
export const INITIAL_MAX = 2200;
export const INITIAL_MIN_GAMES = 5;
/** FIDE2024: no rating below 1400 is published. */
export const RATING_FLOOR = 1400;
/** FIDE2024 7.1.4: the games towards a first rating are pooled over at most 26 months. */
export const POOL_MONTHS = 26;

/**
 * D25, HU2017 first ratings: "minimum 9 (esetenként 5, illetve 7) játszma" (at least 9 games
 * against rated opponents, a parameter) and 8.31's rating floor of the time (1000 in 2017).
 */
export const HU2017_MIN_GAMES = 9;
export const HU2017_FLOOR = 1000;

/** Ratings a function accepts (a guard against typing errors, not a rule). */
export const MAX_RATING = 4000;
