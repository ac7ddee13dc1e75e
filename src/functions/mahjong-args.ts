/** Argument helpers of the MAHJONG custom functions (kept out of mahjong.ts, whose exports are functions). */
import { levelFactorOfMean, levelFactorOfSum } from "../core/mahjong/tournament";
import {
  type Level,
  type LevelStyle,
  levelOfValue,
  levelValue,
  normOfNumber,
  parseLevel,
} from "../core/mahjong/level";
import { LEVEL_VALUES } from "../core/mahjong/tables";
import { msg } from "../i18n/table";
import {
  type Arg,
  type Cell,
  cells,
  clip,
  isBlank,
  num,
  optText,
  requiredError,
  scalar,
  show,
  valueError,
} from "./coerce";

/** A level: a name in any spelling (`3 кю`, `2 dan`, `2d+`) or a level value from the table (1250). */
export function levelArg(value: Arg, name: string): Level {
  const v = scalar(value, name);
  if (typeof v === "number") {
    const index = levelOfValue(v);
    if (index === undefined) throw valueError(msg("argNotLevelValue", { arg: name, value: v }));
    return { index, marks: 0 };
  }
  if (isBlank(v)) throw requiredError(name);
  if (typeof v !== "string") throw valueError(msg("argExpected", { arg: name, expected: "level" }));
  return parseLevel(v, { subject: { argument: name } });
}

/** Output style: "short" (default, `2d`), "long" (`2 дан`) or "english" (`2 dan`). */
export function styleArg(value: Arg, name = "style"): LevelStyle {
  const s = (optText(value, name) ?? "short").toLowerCase();
  if (s !== "short" && s !== "long" && s !== "english") {
    throw valueError(
      msg("argNotOneOf", { arg: name, value: show(s), options: ["short", "long", "english"], quoted: true }),
    );
  }
  return s;
}

/**
 * Points a spreadsheet computed as NR × KT within this distance below a level value count as
 * reaching it: the double product of NR and KT may land a hair below an exact level value,
 * while an exact NR × KT below a level value is at least 1 / (N − 1) ≥ 10⁻⁵ below it.
 */
const TOLERANCE = 1e-6;

/** The norm (level index) fulfilled by NR × KT given as a number; undefined below 0. */
export function normOfPoints(points: number): number | undefined {
  for (const v of LEVEL_VALUES) if (points < v && v - points <= TOLERANCE) return levelOfValue(v);
  return points < 0 ? undefined : normOfNumber(points);
}

const NUMERIC = /^\s*[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?\s*$/;

/** A norm cell: NR × KT as a number, or the name of the level fulfilled (no marks). */
export function normArg(value: Cell, name: string): number | undefined {
  if (typeof value === "string" && !NUMERIC.test(value)) {
    const level = parseLevel(value, { subject: { argument: name } });
    if (level.marks !== 0) throw valueError(msg("argNormMarks", { arg: name, value: clip(value) }));
    return level.index;
  }
  return normOfPoints(num(value, name));
}

/**
 * KT_EU in hundredths from COEFFICIENT's `levels`: one number is the mean level value (1230);
 * otherwise every non-blank cell is a level name or a level value from the table (D14).
 */
export function levelsFactorArg(value: Arg, name = "levels"): number {
  const list = cells(value, name).filter((c) => !isBlank(c));
  const only = list[0];
  if (list.length === 1 && typeof only === "number") return levelFactorOfMean(num(only, name));
  if (list.length === 0) throw valueError(msg("argLevelsRequired", { arg: name }));
  let sum = 0;
  list.forEach((c, i) => {
    sum += levelValue(levelArg(c, `${name}[${i + 1}]`).index);
  });
  return levelFactorOfSum(sum, list.length);
}
