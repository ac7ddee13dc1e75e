/**
 * Evolution levels (ЭУ): names, values, marks, and the norm an NR × KT reaches
 * (RULES §3 level table, D14, D18).
 */
import { msg } from "../../i18n/table";
import { type Field } from "../../i18n/errors-common";
import { type Subject } from "../../i18n/subject";
import { invalid, outOfRange } from "../common/errors";
import { type Ratio, floorRatio, ratio } from "./exact";
import { FIRST_DAN, LEVEL_VALUES, TOP_LEVEL } from "./tables";

/**
 * A level with its marks. `index` 0 is 12 kyu … 11 is 1 kyu, 12 is 1 dan … 23 is 12 dan.
 * `marks` is the net count of "+" (positive) and "−" (negative) marks, −1, 0 or +1 once
 * normalized (two "+" are one dan up, two "−" one dan down; "+" and "−" cancel, D18); kyu
 * levels carry no marks.
 */
export interface Level {
  readonly index: number;
  readonly marks: number;
}

/** Level names: short `3k` / `2d+`, long Russian `3 кю` / `2 дан+`, English `3 kyu` / `2 dan+`. */
export type LevelStyle = "short" | "long" | "english";

export const TWELVE_KYU: Level = { index: 0, marks: 0 };

/** Where a level text was read, as its error names it: the subject and which of its levels ({} names nothing). */
export interface LevelWhere {
  readonly subject?: Subject;
  readonly field?: Field;
  readonly listLine?: number;
}

export function isDan(index: number): boolean {
  return index >= FIRST_DAN;
}

/** Numeric value of a level (RULES §3 level table); marks are ignored (D14). */
export function levelValue(index: number): number {
  const v = LEVEL_VALUES[index];
  if (v === undefined || !Number.isInteger(index)) throw invalid(msg("mahjongLevelIndex", { index }));
  return v;
}

/** The level whose value is exactly `value`, or undefined. */
export function levelOfValue(value: number): number | undefined {
  const i = LEVEL_VALUES.indexOf(value);
  return i < 0 ? undefined : i;
}

/** The number in the level's name: 12 for 12 kyu (index 0), 1 for 1 dan (index 12). */
/** The number a level is said by: 12 … 1 kyu, then 1 … 12 dan. */
export function levelNumber(index: number): number {
  return isDan(index) ? index - FIRST_DAN + 1 : FIRST_DAN - index;
}

/**
 * Applies the pairing of D18 to a level with `marks` net marks: two "+" raise one dan, two
 * "−" lower one dan, never below 1 dan. At 1 dan a further "−" has nothing to take away and
 * the level stays 1 dan "−" (our reading of "never below 1 dan"); at 12 dan a further "+"
 * has nowhere to go and the level stays 12 dan "+". Kyu levels drop their marks.
 */
export function normalize(index: number, marks: number): Level {
  if (!isDan(index)) return { index, marks: 0 };
  let i = index;
  let m = marks;
  while (m >= 2 && i < TOP_LEVEL) {
    i += 1;
    m -= 2;
  }
  while (m <= -2 && i > FIRST_DAN) {
    i -= 1;
    m += 2;
  }
  return { index: i, marks: Math.max(-1, Math.min(1, m)) };
}

// `3 кю`, `3кю`, `3-й кю`, `3 kyu`, `3 kyū`, `3k`, `2 дан`, `2 dan`, `2d`, then marks.
// (matched on trimmed text; the marks start with a mark, so no two quantifiers share a space: H3)
const SUFFIX_FORM = /^(\d{1,2})(?:\s*(?:-\s*)?й)?\s*(k|kyu|kyū|кю|d|dan|дан)(?:\s*([+\-−][+\-−\s]*))?$/u;
// The original's `Д2`, `Д1 + +`, `К3` (Cyrillic letters only).
const PREFIX_FORM = /^(д|к)\s*(\d{1,2})(?:\s*([+\-−][+\-−\s]*))?$/u;
/** No level is spelled longer than this (`12-й кю`, `1 дан + + + +`): longer text is not a level. */
const MAX_LEVEL_TEXT = 64;

/** Text as messages quote it: at most 40 characters. */
const clip = (t: string): string => (t.length > 40 ? `${t.slice(0, 40)}…` : t);

/**
 * Reads a level in any of the spellings `3 кю`, `3-й кю`, `3 kyu`, `3k`, `2 дан`, `2 dan`,
 * `2d`, the original's `Д2` / `К3`, with dan marks `2d+`, `3d−` (ASCII `-` too), trimmed
 * and case-insensitive. Repeated marks are paired (D18): `1d++` is 2 dan. An error names the
 * argument `name` ("Argument level: …"); with `name` "" it is the bare message (a list's cell,
 * whose line and column the caller gives).
 */
export function parseLevel(textIn: string, where: LevelWhere = { subject: { argument: "level" } }): Level {
  const t = textIn.length > 4 * MAX_LEVEL_TEXT ? "" : textIn.trim().toLowerCase();
  const s = t.length > MAX_LEVEL_TEXT ? null : SUFFIX_FORM.exec(t);
  const p = s === null && t.length <= MAX_LEVEL_TEXT ? PREFIX_FORM.exec(t) : null;
  const number = Number(s?.[1] ?? p?.[2] ?? NaN);
  const dan = s !== null ? /^(d|dan|дан)$/u.test(s[2] ?? "") : p?.[1] === "д";
  const markText = (s?.[3] ?? p?.[3] ?? "").replace(/\s/gu, "");
  if ((s === null && p === null) || number < 1 || number > 12) {
    throw invalid(msg("mahjongBadLevel", { ...where, value: clip(textIn) }));
  }
  if (!dan && markText !== "") {
    throw invalid(msg("mahjongKyuMarks", { ...where, value: clip(textIn) })); // D18
  }
  let marks = 0;
  for (const c of markText) marks += c === "+" ? 1 : -1;
  const index = dan ? FIRST_DAN + number - 1 : FIRST_DAN - number;
  return normalize(index, marks);
}

/** A level's marks as written after it: `+`, `++`, `−` (U+2212), or nothing. */
export function levelMarks(level: Level): string {
  return level.marks > 0 ? "+".repeat(level.marks) : "−".repeat(-level.marks);
}

/** `3k`, `2d+`, `3d−` (U+2212); long `3 кю`, `2 дан+`; English `3 kyu`, `2 dan+`. */
export function formatLevel(level: Level, style: LevelStyle = "short"): string {
  const n = levelNumber(level.index);
  const dan = isDan(level.index);
  const marks = levelMarks(level);
  if (style === "long") return `${n} ${dan ? "дан" : "кю"}${marks}`;
  if (style === "english") return `${n} ${dan ? "dan" : "kyu"}${marks}`;
  return `${n}${dan ? "d" : "k"}${marks}`;
}

/**
 * The norm fulfilled by NR × KT (RULES §3): the highest level whose value the points reach
 * (points ≥ value), or undefined when the points are below 0 (no level reached).
 */
export function normOf(points: Ratio): number | undefined {
  if (points.n < 0) return undefined;
  const whole = floorRatio(points); // level values are whole: points ≥ v ⇔ ⌊points⌋ ≥ v
  let i = TOP_LEVEL;
  while (i > 0 && (LEVEL_VALUES[i] as number) > whole) i -= 1;
  return i;
}

/** {@link normOf} for whole or decimal points given as a number (for tests and callers with numbers). */
export function normOfNumber(points: number): number | undefined {
  if (!Number.isFinite(points)) throw outOfRange(msg("mahjongNotFinite", { value: points }));
  return normOf(ratio(Math.floor(points)));
}

/** Compares two levels by value, then marks. */
export function compareLevels(a: Level, b: Level): number {
  return a.index - b.index || a.marks - b.marks;
}
