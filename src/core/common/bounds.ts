/**
 * One table of bounds per quantity (docs/hostile-input.md, H1): the readers report a value
 * outside its bound as a diagnostic at its position, the custom functions and the command line
 * refuse it (#NUM!, exit 2), so that a file and a formula accept exactly the same values.
 * Each bound is wider than any real value and narrow enough that no computation overflows or
 * allocates by it.
 */
import { type Field } from "../../i18n/errors-common";
import { type NumberWhy } from "../../i18n/errors-readers-common";
import { type Subject } from "../../i18n/subject";
import { msg } from "../../i18n/table";
import { outOfRange } from "./errors";

export interface Bound {
  /** What the quantity is, as messages name it (the word in each language: src/i18n). */
  readonly what: Field;
  readonly min: number;
  readonly max: number;
  /** Whole numbers only. */
  readonly whole: boolean;
}

const bound = (what: Field, min: number, max: number, whole: boolean): Bound =>
  Object.freeze({ what, min, max, whole });

export const BOUNDS = Object.freeze({
  /** FIDE Elo: FIDE's tables stop at 4000 (fide/tables.ts MAX_RATING). */
  fideRating: bound("fideRating", 0, 4000, false),
  /** Go ratings (EGD GoR, MGSZ points): 30k is about -900 on the EGD scale, no one reaches 4000. */
  goRating: bound("goRating", -1000, 4000, false),
  /** Handicap stones: 0..9 on every board (mgsz/gamepoint.ts MAX_STONES). */
  handicap: bound("handicap", 0, 9, true),
  /** Starting McMahon correction in whole points (OpenGotha's smmsCorrection; D22). */
  mmCorrection: bound("mmCorrection", -30, 30, true),
  /** Rounds of one tournament: leagues run a few dozen; 999 is the round columns a table may have. */
  rounds: bound("round", 1, 999, true),
  /**
   * Players (participants) of one tournament or one mahjong ranking; the mahjong figures' exact
   * products stay within safe integers up to it.
   */
  participants: bound("participants", 1, 100_000, true),
  /** Mahjong sessions (hanchans) of one tournament. */
  sessions: bound("sessions", 1, 1_000, true),
  /** Thinking time in minutes per player (basic time, MGSZ extended time): a week at most. */
  minutes: bound("minutes", 0, 10_080, false),
  /** Byo-yomi or increment seconds. */
  seconds: bound("seconds", 0, 86_400, false),
  /** Komi in points. */
  komi: bound("komi", -100, 100, false),
  /** FIDE development coefficient K. */
  kFactor: bound("k", 0, 100, true),
  /** FIDE games a player has completed (D9's 30 for K) or plays in a period: no career has 100,000. */
  games: bound("games", 0, 100_000, true),
  /** Games a first FIDE rating needs (D25: 9 in HU2017, 5 in FIDE2024), when the officer sets it. */
  minGames: bound("minGames", 1, 1000, true),
  /**
   * MGSZ tournament multiplier C (RULES 1.2: the tables give at most 20 + 5 + 5 + 10 + 10 = 50;
   * one the rating committee sets under D29 within twice that).
   */
  multiplier: bound("multiplier", 0, 100, true),
  /** A player's board in a team (its order on the team list): no team fields 1,000 boards. */
  board: bound("board", 1, 1000, true),
  /**
   * A McMahon score as GO.HANDICAP takes it (P13): the starting scores run from 0 (30k) to about
   * 40 (pros) plus one point a round, and a correction of H1's at most 30 either way.
   */
  mmScore: bound("mmScore", -100, 200, false),
  /** HU2017's first-rating bonus per half point above 50 % (D11, default 15). */
  bonus: bound("bonus", 0, 100, true),
  /**
   * Player × round cells of one crosstable: the dense tables of the model are this large at
   * most, whatever the file declares (H2); real crosstables hold a few tens of thousands.
   */
  cells: bound("cells", 0, 2_000_000, true),
} satisfies Record<string, Bound>);

export type Quantity = keyof typeof BOUNDS;

/** Whether `value` is a finite number within the quantity's bound. */
export function inBound(quantity: Quantity, value: number): boolean {
  const b = BOUNDS[quantity];
  return Number.isFinite(value) && value >= b.min && value <= b.max && (!b.whole || Number.isInteger(value));
}

/** `0..4000`, `whole number 1..999`: the bound as messages state it. */
export function boundText(quantity: Quantity): string {
  const b = BOUNDS[quantity];
  return `${b.whole ? "a whole number " : ""}${b.min}..${b.max}`;
}

/**
 * The value when within its bound; otherwise a #NUM! error naming the bound and the value: as
 * `field` of `subject` (`Player 3 "X": rating 5000`), as the subject alone (`Argument time 99999`)
 * when there is no field, or as the quantity (`FIDE rating 5000`) when there is neither.
 */
export function checkBound(quantity: Quantity, value: number, subject?: Subject, field?: Field): number {
  if (inBound(quantity, value)) return value;
  const b = BOUNDS[quantity];
  const named =
    subject === undefined
      ? { field: field ?? b.what }
      : { subject, ...(field === undefined ? {} : { field }) };
  throw outOfRange(msg("outOfRange", { ...named, value, min: b.min, max: b.max, whole: b.whole }));
}

/**
 * A starting rating (D65): more than 0 — a negative, zero or −0 rating, or NaN, is a start on no
 * system's scale — and within the quantity's bound (H1); otherwise #NUM! naming the subject.
 */
export function checkStart(
  quantity: "goRating" | "fideRating",
  value: number,
  subject: Subject,
  field: Field,
): number {
  if (value > 0 && inBound(quantity, value)) return value;
  const shown = Object.is(value, -0) ? "-0" : value;
  throw outOfRange(msg("outOfRange", { subject, field, value: shown, min: 1, max: BOUNDS[quantity].max }));
}

// a decimal as people and programs write it: no exponent, no hex, no Infinity
const DECIMAL = /^[+-]?(?:\d{1,15}(?:[.,]\d{0,15})?|[.,]\d{1,15})$/;

/**
 * The number a file's text states when it is a plain decimal (`12`, `-3`, `7.5`, `7,5`), the
 * one reading of H1 for a number with no bound of its own (a mahjong table's place and points,
 * D439); undefined otherwise (`1e300`, `0x10`, `Infinity`, `two`, ``).
 */
export function plainDecimal(text: string): number | undefined {
  const t = text.trim();
  return DECIMAL.test(t) ? Number(t.replace(",", ".")) : undefined;
}

/**
 * The number a file's text states, when it is a plain decimal (`12`, `-3`, `7.5`, `7,5`)
 * within the quantity's bound; undefined otherwise (`1e300`, `0x10`, `Infinity`, `two`, ``).
 */
export function boundedNumber(quantity: Quantity, text: string): number | undefined {
  const n = plainDecimal(text);
  return n !== undefined && inBound(quantity, n) ? n : undefined;
}

/** A file's number read against its bound: the value, or why it is none (the message `rdBadNumber` says it). */
export type BoundedReading = { readonly value: number } | { readonly why: NumberWhy };

// `2,150`, `12,345`: a thousands separator or a decimal comma, which cannot be told apart
const THOUSANDS = /^[+-]?\d{1,3},\d{3}$/;
// `2.200`: a rating with a thousands point (D390), never a rating of 2.2 written to thousandths
const THOUSANDS_POINT = /^[+-]?\d{1,3}\.\d{3}$/;
const RATINGS: ReadonlySet<Quantity> = new Set<Quantity>(["fideRating", "goRating"]);
// `2 150,5`, `1 900`: digits in groups of three apart, as Excel writes a number formatted with
// thousands separators in a Hungarian or Russian locale (a space, U+00A0 or U+202F, D416)
const GROUPED = /^([+-]?\d{1,3}(?:[ \u00a0\u202f\u2009]\d{3})+)([.,]\d+)?$/;

/** D416: a number in digit groups apart (`2 150,5`), with the plain number to write (`2150,5`, its sign kept). */
function groupedWhy(t: string): NumberWhy | undefined {
  const grouped = GROUPED.exec(t);
  if (grouped === null) return undefined;
  return { kind: "grouped", plain: `${(grouped[1] ?? "").replace(/[^\d+-]/g, "")}${grouped[2] ?? ""}` };
}

/**
 * The number a file's text states (H1), or why it is none: not a plain decimal (`1e308`, `0x10`,
 * `Infinity`), ambiguous (`2,150`: 2150 with a thousands separator or 2.15 with a decimal comma
 * is never guessed, H10; a rating's `2.200` neither, D390), its digits in groups apart (`2 150,5`,
 * D416: said with the plain number to write), or outside the quantity's bound.
 * Undefined for blank text.
 */
export function readBounded(quantity: Quantity, text: string): BoundedReading | undefined {
  const t = text.trim();
  if (t === "") return undefined;
  if (THOUSANDS.test(t) && BOUNDS[quantity].max >= 1000) {
    const [whole = "", part = ""] = t.split(",");
    return {
      why: { kind: "ambiguous", whole, part, separator: "," },
    };
  }
  if (THOUSANDS_POINT.test(t) && RATINGS.has(quantity)) {
    const [whole = "", part = ""] = t.split(".");
    return { why: { kind: "ambiguous", whole, part, separator: "." } };
  }
  const grouped = groupedWhy(t);
  if (grouped !== undefined) return { why: grouped };
  if (!DECIMAL.test(t)) return { why: { kind: "notNumber" } };
  const n = Number(t.replace(",", "."));
  if (!inBound(quantity, n)) {
    const b = BOUNDS[quantity];
    return { why: { kind: "bound", min: b.min, max: b.max, whole: b.whole } };
  }
  return { value: n };
}

/** The mark a file writes a number's decimals with (D458): `120,5` or `120.5`. */
export type DecimalMark = "," | ".";

// D458: the forms only one decimal mark writes. A comma: `120,5`, `0,125` (not three digits
// after it, or four before it, or 0 before it: no thousands group starts with 0), `1 250,5` (Russian and Hungarian Excel's groups), `1.250,5`.
const COMMA_FORMS = [
  /^[+-]?0?,\d+$/,
  /^[+-]?\d*,\d{1,2}$/,
  /^[+-]?\d*,\d{4,}$/,
  /^[+-]?\d{4,},\d+$/,
  /^[+-]?\d{1,3}(?:[ \u00a0\u202f\u2009]\d{3})+,\d+$/,
  /^[+-]?\d{1,3}(?:\.\d{3})+,\d+$/,
];
// a point: `80.25`, `1250.5`, `1,250.5` and `1,250,000` (English Excel's thousands commas)
const POINT_FORMS = [
  /^[+-]?0?\.\d+$/,
  /^[+-]?\d*\.\d{1,2}$/,
  /^[+-]?\d*\.\d{4,}$/,
  /^[+-]?\d{4,}\.\d+$/,
  /^[+-]?\d{1,3}(?:,\d{3})+\.\d+$/,
  /^[+-]?\d{1,3}(?:,\d{3}){2,}$/,
];

// `1,250`, `1,250,000.5`: thousands commas, as English Excel writes a formatted number
const COMMA_GROUPS = /^[+-]?\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;

/** The decimal mark a number's text can be written with only (D458), undefined when either writes it. */
export function markOfCell(text: string): DecimalMark | undefined {
  const t = text.trim();
  if (COMMA_FORMS.some((f) => f.test(t))) return ",";
  if (POINT_FORMS.some((f) => f.test(t))) return ".";
  return undefined;
}

/**
 * D458: the decimal mark of a file's numbers, from the forms of its number cells and its
 * delimiter: a `;`-separated CSV is saved where the decimal mark is a comma (Excel's list
 * separator there), a `,`-separated one where it is a point (it holds a comma only in quotes).
 * Undefined when nothing tells it or two of them disagree: never guessed.
 */
export function decimalMarkOf(cells: Iterable<string>, delimiter: string): DecimalMark | undefined {
  const marks = new Set<DecimalMark>();
  if (delimiter === ";") marks.add(",");
  else if (delimiter === ",") marks.add(".");
  for (const c of cells) {
    const m = markOfCell(c);
    if (m !== undefined) marks.add(m);
  }
  const [only] = marks;
  return marks.size === 1 ? only : undefined;
}

/**
 * A file's number as H1 reads it (a plain decimal) with the file's decimal mark (D458): `1,250`
 * is 1.25 where the mark is a comma, 1250 where it is a point (as `1,250,000.5` is 1250000.5),
 * and ambiguous where the file does not tell (H10); `1.250` is ambiguous where the mark is a comma. Its digits in groups apart
 * (`1 250,5`) are said with the plain number (D416).
 */
export function readMarked(text: string, mark: DecimalMark | undefined): BoundedReading {
  const t = text.trim();
  if (mark === "." && COMMA_GROUPS.test(t)) return { value: Number(t.replace(/,/g, "")) };
  if (THOUSANDS.test(t) && mark !== "," && markOfCell(t) === undefined) {
    const [whole = "", part = ""] = t.split(",");
    return mark === "."
      ? { value: Number(whole + part) }
      : { why: { kind: "ambiguous", whole, part, separator: "," } };
  }
  if (THOUSANDS_POINT.test(t) && mark === "," && markOfCell(t) === undefined) {
    const [whole = "", part = ""] = t.split(".");
    return { why: { kind: "ambiguous", whole, part, separator: "." } };
  }
  const grouped = groupedWhy(t);
  if (grouped !== undefined) return { why: grouped };
  const n = plainDecimal(t);
  return n === undefined ? { why: { kind: "notNumber" } } : { value: n };
}
