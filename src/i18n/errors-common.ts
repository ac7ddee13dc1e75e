/**
 * The errors every rating system shares (src/core/common, the ranges of src/core/*): a number
 * outside its range, a date that is none. A number is named by its field ("rating", "K"), after
 * the subject it belongs to when there is one (`Player 3 "Kovács": rating 5000 must be 0..4000`).
 */
import { type Language } from "./language";
import { type Family } from "./message";
import { type Subject, lead } from "./subject";

/** The numbers the errors name, one word each per language. */
export const FIELDS = {
  rating: ["rating", "értékszám", "рейтинг"],
  opponentRating: ["opponent rating", "ellenfél értékszáma", "рейтинг соперника"],
  startingRating: ["starting rating", "kezdő értékszám", "начальный рейтинг"],
  listRating: ["the rating list's rating", "az értékszám-lista értékszáma", "рейтинг из рейтинг-листа"],
  highestRating: [
    "highest published rating",
    "legmagasabb közzétett értékszám",
    "наивысший опубликованный рейтинг",
  ],
  fideRating: ["FIDE rating", "FIDE-értékszám", "рейтинг FIDE"],
  goRating: ["Go rating", "go-értékszám", "рейтинг го"],
  baseTime: ["base time", "alapidő", "основное время"],
  adjustedTime: ["the file's adjusted time", "a fájl korrigált ideje", "скорректированное время из файла"],
  minutes: ["time in minutes", "idő percben", "время в минутах"],
  seconds: ["time in seconds", "idő másodpercben", "время в секундах"],
  stones: ["stones", "előkő", "камни форы"],
  handicap: ["handicap", "előkő", "фора"],
  multiplier: ["multiplier", "szorzó", "множитель"],
  rounds: ["rounds", "fordulók", "туры"],
  round: ["round", "forduló", "тур"],
  participants: ["participants", "résztvevők", "участники"],
  sessions: ["sessions", "ülések", "сессии"],
  mmCorrection: ["McMahon correction", "McMahon-korrekció", "поправка Мак-Магона"],
  komi: ["komi", "komi", "коми"],
  k: ["K", "K", "K"],
  level: ["level", "szint", "уровень"],
  listLevel: ["the rating list's level", "az értékszám-lista szintje", "уровень из рейтинг-листа"],
  listK: ["the rating list's K", "az értékszám-lista K-ja", "K из рейтинг-листа"],
  ratingDifference: ["rating difference", "értékszám-különbség", "разница рейтингов"],
  games: ["games", "játszmák", "партии"],
  gamesInPeriod: ["games in the period", "játszmák az időszakban", "партии за период"],
  minGames: ["minimum games", "legkevesebb játszma", "минимум партий"],
  board: ["board", "tábla", "доска"],
  mmScore: ["McMahon score", "McMahon-pontszám", "очки Мак-Магона"],
  score: ["score", "pontszám", "очки"],
  bonus: ["bonus", "bónusz", "бонус"],
  p: ["p", "p", "p"],
  months: ["months", "hónapok", "месяцы"],
  levelValues: ["sum of level values", "a szintértékek összege", "сумма значений уровней"],
  cells: [
    "crosstable cells (players × rounds)",
    "a táblázat cellái (játékosok × fordulók)",
    "клетки таблицы (игроки × туры)",
  ],
} as const satisfies Record<string, readonly [string, string, string]>;
export type Field = keyof typeof FIELDS;

const LANG_INDEX: Readonly<Record<Language, 0 | 1 | 2>> = { en: 0, hu: 1, ru: 2 };

/** The field's word, capitalised when it starts the text (no subject before it). */
function fieldWord(lang: Language, field: Field, subject: Subject | undefined): string {
  const w = FIELDS[field][LANG_INDEX[lang]];
  return subject === undefined ? w.charAt(0).toUpperCase() + w.slice(1) : w;
}

/** Why a text is no date (src/core/common/date.ts `readDate`). */
export type DateReason =
  | "notDate"
  | "yearOutside"
  | "noSuchMonth"
  | "notCalendar"
  | "notSerial"
  | "notADate"
  | "yearOnly"
  | "ambiguous"
  | "zoned";

/** An ambiguous date's two readings (ISO, day first then month first). */
type Readings = readonly [string, string];

/** A range: `min..max`, or `min` or more when there is no `max`; whole numbers only when `whole`. */
interface Range {
  min: number;
  max?: number;
  whole?: boolean;
}

/** The parameters of each shared error, by code. */
export interface CommonErrorParams {
  /** A number outside its range; `field` names it (absent: the subject alone names it). */
  outOfRange: { subject?: Subject; field?: Field; value: number | string } & Range;
  /** Why a text is no date, continuing `"…" ` (a reader's diagnostic, an argument's error). */
  dateReason: { reason: DateReason; first?: number; last?: number; readings?: Readings };
  /** A date argument or value that is no date; `value` as written. */
  badDate: {
    subject?: Subject;
    value: string | number;
    reason: DateReason;
    first?: number;
    last?: number;
    readings?: Readings;
  };
  blankDate: { subject?: Subject };
  /** year-month-day that is no day of the calendar. */
  notCalendarDate: { subject?: Subject; date: string };
  notNumber: { subject?: Subject; field?: Field; value: number | string };
  notFinite: { value: number };
  notRatio: { n: number | string; d: number | string };
  divisionByZero: Record<string, never>;
  /** The rating list's figure for a player is no rating (`min`: the least a rating may be). */
  listNoRating: { subject: Subject; value: number | string; min?: number };
}

const RANGE = {
  en: (r: Range): string =>
    r.max === undefined
      ? `must be ${r.whole === true ? "a whole number " : ""}${r.min} or more`
      : `must be ${r.whole === true ? "a whole number " : ""}${r.min}..${r.max}`,
  hu: (r: Range): string =>
    r.max === undefined
      ? `${r.whole === true ? "egész szám, " : ""}legalább ${r.min} kell legyen`
      : `${r.whole === true ? "egész számnak " : ""}${r.min} és ${r.max} között kell lennie`,
  ru: (r: Range): string =>
    r.max === undefined
      ? `должно быть ${r.whole === true ? "целым числом " : ""}не меньше ${r.min}`
      : `должно быть ${r.whole === true ? "целым числом " : ""}от ${r.min} до ${r.max}`,
};

/** The subject, then the field, then the value: `Player 3 "X": rating 5000` / `Argument k 200`. */
function named(lang: Language, p: { subject?: Subject; field?: Field; value: number | string }): string {
  if (p.field === undefined)
    return p.subject === undefined ? String(p.value) : `${lead(lang, p.subject).slice(0, -2)} ${p.value}`;
  return `${lead(lang, p.subject)}${fieldWord(lang, p.field, p.subject)} ${p.value}`;
}

/** Whether a date's reason says already what to write (D449): a message adds nothing to it. */
export const saysWhatToWrite = (r: DateReason): boolean => r === "ambiguous" || r === "zoned";

const REASONS: Readonly<Record<Language, (p: CommonErrorParams["dateReason"]) => string>> = {
  en: (p) =>
    ({
      notDate: "is not a date (expected YYYY-MM-DD)",
      yearOutside: `is not a date: the year is outside ${p.first ?? ""}..${p.last ?? ""}`,
      noSuchMonth: "is not a date: no such month",
      notCalendar: "is not a calendar date",
      notSerial: "is not an Excel date serial between 1900-03-01 and 9999-12-31",
      notADate: "is not a date",
      yearOnly: "is a year, not a date (expected YYYY-MM-DD)",
      ambiguous: `is ambiguous: ${p.readings?.[0] ?? ""} or ${p.readings?.[1] ?? ""}? Write it YYYY-MM-DD or DD.MM.YYYY`,
      zoned:
        "is a moment in UTC or at an offset, not a date: where it was written it may be another day; write the date alone (YYYY-MM-DD)",
    })[p.reason],
  hu: (p) =>
    ({
      notDate: "nem dátum (ÉÉÉÉ-HH-NN alakban várjuk)",
      yearOutside: `nem dátum: az év nincs ${p.first ?? ""} és ${p.last ?? ""} között`,
      noSuchMonth: "nem dátum: nincs ilyen hónap",
      notCalendar: "nem létező naptári nap",
      notSerial: "nem Excel-dátum 1900-03-01 és 9999-12-31 között",
      notADate: "nem dátum",
      yearOnly: "csak évszám, nem dátum (ÉÉÉÉ-HH-NN alakban várjuk)",
      ambiguous: `kétértelmű: ${p.readings?.[0] ?? ""} vagy ${p.readings?.[1] ?? ""}? Írja ÉÉÉÉ. HH. NN. vagy ÉÉÉÉ-HH-NN alakban`,
      zoned:
        "UTC vagy időeltolás szerinti időpont, nem dátum: ott, ahol írták, más nap lehet; csak a dátumot írja (ÉÉÉÉ-HH-NN)",
    })[p.reason],
  ru: (p) =>
    ({
      notDate: "— не дата (ожидается ГГГГ-ММ-ДД)",
      yearOutside: `— не дата: год вне диапазона ${p.first ?? ""}..${p.last ?? ""}`,
      noSuchMonth: "— не дата: такого месяца нет",
      notCalendar: "— несуществующая дата",
      notSerial: "— не дата Excel между 1900-03-01 и 9999-12-31",
      notADate: "— не дата",
      yearOnly: "— год, а не дата (ожидается ГГГГ-ММ-ДД)",
      ambiguous: `— неоднозначно: ${p.readings?.[0] ?? ""} или ${p.readings?.[1] ?? ""}? Напишите ДД.ММ.ГГГГ или ГГГГ-ММ-ДД`,
      zoned:
        "— момент времени по UTC или со смещением, а не дата: там, где его записали, это может быть другой день; напишите только дату (ГГГГ-ММ-ДД)",
    })[p.reason],
};

/** A text in the language's quotation marks; a number as it is. */
function quote(lang: Language, v: string | number): string {
  if (typeof v === "number") return String(v);
  return lang === "en" ? `"${v}"` : lang === "hu" ? `„${v}”` : `«${v}»`;
}

const DATE_WORD: Readonly<Record<Language, string>> = { en: "Date", hu: "Dátum", ru: "Дата" };
const dateLead = (lang: Language, s: Subject | undefined): string =>
  s === undefined ? `${DATE_WORD[lang]}: ` : lead(lang, s);

export const COMMON_ERRORS: Family<CommonErrorParams> = {
  en: {
    outOfRange: (p) => `${named("en", p)} ${RANGE.en(p)}`,
    dateReason: REASONS.en,
    badDate: (p) => `${dateLead("en", p.subject)}${quote("en", p.value)} ${REASONS.en(p)}`,
    blankDate: (p) => `${dateLead("en", p.subject).slice(0, -2)} is blank (expected a date, YYYY-MM-DD)`,
    notCalendarDate: (p) => `${dateLead("en", p.subject)}${p.date} is not a calendar date`,
    notNumber: (p) => `${named("en", p)} is not a number`,
    notFinite: (p) => `${p.value} is not a finite number`,
    notRatio: (p) => `${p.n} / ${p.d} is not a ratio of safe integers`,
    divisionByZero: () => "Division by zero",
    listNoRating: (p) =>
      `${lead("en", p.subject)}the rating list gives ${p.value}, not a rating${p.min !== undefined ? ` ${p.min} or more` : ""}`,
  },
  hu: {
    outOfRange: (p) => `${named("hu", p)}: ${RANGE.hu(p)}`,
    dateReason: REASONS.hu,
    badDate: (p) => `${dateLead("hu", p.subject)}${quote("hu", p.value)} ${REASONS.hu(p)}`,
    blankDate: (p) => `${dateLead("hu", p.subject).slice(0, -2)} üres (dátumot várunk, ÉÉÉÉ-HH-NN)`,
    notCalendarDate: (p) => `${dateLead("hu", p.subject)}${p.date} nem létező naptári nap`,
    notNumber: (p) => `${named("hu", p)} nem szám`,
    notFinite: (p) => `${p.value} nem véges szám`,
    notRatio: (p) => `${p.n} / ${p.d} nem biztonságos egészek hányadosa`,
    divisionByZero: () => "Osztás nullával",
    listNoRating: (p) =>
      `${lead("hu", p.subject)}az értékszám-lista ${p.value} értéket ad, nem ${p.min !== undefined ? `legalább ${p.min} ` : ""}értékszámot`,
  },
  ru: {
    outOfRange: (p) => `${named("ru", p)}: ${RANGE.ru(p)}`,
    dateReason: REASONS.ru,
    badDate: (p) => `${dateLead("ru", p.subject)}${quote("ru", p.value)} ${REASONS.ru(p)}`,
    blankDate: (p) => `${dateLead("ru", p.subject).slice(0, -2)}: пусто (ожидается дата ГГГГ-ММ-ДД)`,
    notCalendarDate: (p) => `${dateLead("ru", p.subject)}${p.date} — несуществующая дата`,
    notNumber: (p) => `${named("ru", p)} — не число`,
    notFinite: (p) => `${p.value} — не конечное число`,
    notRatio: (p) => `${p.n} / ${p.d} — не отношение безопасных целых чисел`,
    divisionByZero: () => "Деление на ноль",
    listNoRating: (p) =>
      `${lead("ru", p.subject)}рейтинг-лист даёт ${p.value}, а не рейтинг${p.min !== undefined ? ` не меньше ${p.min}` : ""}`,
  },
};
