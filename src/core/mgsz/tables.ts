/**
 * The tables of the MGSZ rating regulation (Magyar Go Szövetség, 2011), as data.
 * Sources: RULES.md §1.1 (rank table, 5.§), §1.2 (appendix tables 2 and 3), §1.3 (appendix table 4).
 */

/** A rank as a kind and a number: `{ kind: "k", n: 15 }` is 15 kyu, `{ kind: "d", n: 3 }` is 3 dan. */
export interface Rank {
  readonly kind: "k" | "d";
  readonly n: number;
}

/** Rank table (5.§, RULES §1.1): lower threshold of each rank, strongest first. */
// prettier-ignore
export const RANK_TABLE = [
  ["7d", 2700], ["6d", 2500], ["5d", 2350], ["4d", 2230], ["3d", 2130], ["2d", 2050], ["1d", 1980],
  ["1k", 1920], ["2k", 1865], ["3k", 1815], ["4k", 1765], ["5k", 1720], ["6k", 1675], ["7k", 1635],
  ["8k", 1595], ["9k", 1555], ["10k", 1520], ["11k", 1485], ["12k", 1450], ["13k", 1420], ["14k", 1390],
  ["15k", 1360], ["16k", 1330], ["17k", 1305], ["18k", 1280], ["19k", 1255], ["20k", 1230], ["21k", 1210],
  ["22k", 1190], ["23k", 1170], ["24k", 1150], ["25k", 1130], ["26k", 1115], ["27k", 1100], ["28k", 1085],
  ["29k", 1070], ["30k", 1055], ["31k", 1040], ["32k", 1030], ["33k", 1020], ["34k", 1010], ["35k", 1000],
] as const;

/** D1: band width above the 7d threshold (the 6d–7d width continues) and below the 35k threshold. */
export const WIDTH_ABOVE_TOP = 200;
export const WIDTH_BELOW_BOTTOM = 10;

/** Chance table (8.§, appendix table 4, RULES §1.3): lowest Δp of each row and the chance in thousandths. */
// prettier-ignore
export const CHANCE_TABLE = [
  [0, 500], [3, 490], [8, 480], [13, 460], [18, 450], [23, 440], [28, 430], [33, 410], [38, 400],
  [43, 390], [48, 380], [53, 370], [58, 350], [63, 340], [68, 330], [73, 320], [78, 310], [83, 300],
  [88, 290], [93, 280], [98, 270], [103, 260], [108, 250], [113, 240], [118, 230], [123, 220], [128, 210],
  [133, 200], [138, 195], [143, 190], [148, 180], [153, 170], [158, 160], [163, 150], [168, 140], [173, 135],
  [178, 130], [183, 125], [188, 120], [193, 115], [198, 110], [203, 105], [208, 100], [213, 90], [218, 85],
  [223, 80], [228, 70], [233, 60], [238, 55], [243, 50], [253, 40], [273, 30], [298, 20], [313, 10],
  [348, 0],
] as const;

/** Thinking-time categories (appendix table 2, RULES §1.2): base minutes, extended minutes, points. */
// prettier-ignore
export const TIME_CATEGORIES = [
  ["A", 90, 110, 20],
  ["B", 60,  80, 15],
  ["C", 40,  55, 10],
  ["D", 20,  30,  5],
  ["E", 10,  20,  0],
] as const;

/** Importance points (appendix table 3, RULES §1.2). */
export const IMPORTANCE = {
  invitational: 5,
  national: 5,
  european: 10,
  world: 10,
  moreThan80Participants: 5,
  handicapFree19x19: 10,
} as const;

/** A 13×13 tournament has C = 5 in every case (RULES §1.2). */
export const MULTIPLIER_13X13 = 5;

/** Moves counted for the extended time (RULES §1.2): Japanese 45 moves, Canadian 60 moves. */
export const JAPANESE_MOVES = 45;
export const CANADIAN_MOVES = 60;

/** D4: a part is rated alone when C × rounds stays below this. */
export const PART_LIMIT = 300;

/** 5.§: ranks up to and including 4 kyu are reached once; 3 kyu and stronger twice. */
export const TWICE_FROM: Rank = { kind: "k", n: 3 };

/** 5.§ / §1.5: the highest starting rank an officer may give a new Hungarian player. */
export const NEW_PLAYER_CAP: Rank = { kind: "k", n: 5 };
