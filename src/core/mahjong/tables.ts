/**
 * The tables of the Russian Mahjong Federation rating system (2022), as data.
 * Source: RULES.md §3 (appendix 1 of the regulation), decisions D13–D19.
 *
 * Exact units: coefficients and weights are integer hundredths (KT 2.50 → 250, W 0.92 → 92);
 * level values are whole points.
 */

/**
 * Evolution levels (ЭУ) and their values, weakest first. Index 0 is 12 kyu, 11 is 1 kyu,
 * 12 is 1 dan, 23 is 12 dan (RULES §3 level table).
 */
// prettier-ignore
export const LEVEL_VALUES: readonly number[] = [
  0, 50, 100, 150, 200, 250, 500, 750, 1000, 1250, 1500, 1750, // 12 kyu … 1 kyu
  2000, 2500, 3000, 3500, 4000, 4500, 5000, 5500, 6000, 6500, 7000, 7500, // 1 dan … 12 dan
];

/** Index of 1 dan in {@link LEVEL_VALUES}; indices below are kyu levels, fixed for life. */
export const FIRST_DAN = 12;
/** Index of 12 dan, the highest level. */
export const TOP_LEVEL = 23;
/** Value of 1 dan: norms up to this value fix the level for life (RULES §3, D18). */
export const DAN_VALUE = 2000;
/** Each full 500 points of a norm above a dan level add one "+" (RULES §3, D18). */
export const PLUS_STEP = 500;

/**
 * KT_N (size factor) in hundredths by participants N (RULES §3 table, D13): each row is
 * [lowest N of the row, KT_N]. Between rows the row of the largest listed N not above the
 * actual N applies; the last row holds for every N from 156 up (D13: above 164, 1.50).
 */
// prettier-ignore
export const SIZE_TABLE: readonly (readonly [number, number])[] = [
  [12, -20], [16, -10], [20, 0], [24, 10], [28, 20], [32, 30], [36, 40], [40, 50], [44, 55],
  [48, 65], [52, 70], [56, 75], [60, 80], [64, 85], [68, 90], [76, 95], [80, 100], [84, 105],
  [92, 110], [96, 115], [104, 120], [112, 125], [120, 130], [128, 135], [136, 140], [148, 145],
  [156, 150],
];

/** D13: a tournament with fewer participants is not rated. */
export const MIN_PARTICIPANTS = 12;

/** KT_S: 0.1 per session, in hundredths. */
export const SESSION_FACTOR = 10;
/** KT_W: +1.00 for a European or World championship or equivalent, in hundredths. */
export const CHAMPIONSHIP_FACTOR = 100;
/** D14: KT_EU is the mean level value in thousands rounded down to 0.05, i.e. to 50 points. */
export const LEVEL_FACTOR_STEP = 50;

/**
 * Tournament weight W (ВТ) in hundredths by whole months from the tournament's last day to
 * the release date (D16): each row is [lowest month count of the row, W]. 1.00 falls by 0.08
 * per calendar quarter; from 36 months on the weight is 0 (RULES §3 weight table).
 */
// prettier-ignore
export const WEIGHT_TABLE: readonly (readonly [number, number])[] = [
  [0, 100], [3, 92], [6, 84], [9, 76], [12, 68], [15, 60], [18, 52], [21, 44], [24, 36], [27, 28],
  [30, 20], [33, 12], [36, 0],
];

/** D15: T5 is the mean of the five best NR × KT × W. */
export const BEST_COUNT = 5;
/** Rating = 0.25 × EU + 0.75 × T5 (RULES §3). Weights as a fraction: numerators over 4. */
export const RATING_EU_QUARTERS = 1;
export const RATING_T5_QUARTERS = 3;
