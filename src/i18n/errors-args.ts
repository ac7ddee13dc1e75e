/**
 * The errors of the custom functions' arguments (src/functions: coerce.ts and the families'
 * argument helpers), said by the command line in English and by Excel in the pane's language
 * (src/functions/errors.ts `setFunctionLanguage`). Every message names its argument first
 * (`Argument k: …`, `A(z) k argumentum: …`, `Аргумент k: …`). The tournament functions' and
 * the FIDE functions' own are beside this file.
 */
import { type Language } from "./language";
import { type Family } from "./message";
import { type Message } from "./table";
import { EXCEL_ARG_ERRORS, type ExcelArgErrorParams } from "./errors-args-excel";
import { FIDE_ARG_ERRORS, type FideArgErrorParams } from "./errors-args-fide";
import { TOURNAMENT_ARG_ERRORS, type TournamentArgErrorParams } from "./errors-args-tournament";
import { QUOTES, type Shown, alternatives, arg, shown } from "./errors-args-words";

export type { Shown } from "./errors-args-words";

/** What an argument expects, where the message says "expected …, got …". */
export type Expected =
  | "number"
  | "text"
  | "boolean"
  | "date"
  | "wholeNumber"
  | "halfPoint"
  | "headerLanguage"
  | "goRankScale"
  | "goRank"
  | "level";

/** Rows a range argument lacks. */
export type RowKind = "player" | "team" | "result";

/** The parameters of each argument error every family shares, by code (`arg`: the argument's name). */
export interface CommonArgErrorParams {
  argSingle: { arg: string };
  argRequired: { arg: string };
  argNotFinite: { arg: string; value: number };
  /** `got` absent: the message says what is expected only. */
  argExpected: { arg: string; expected: Expected; got?: Shown };
  argOutside: { arg: string; value: number; min: number; max: number };
  argLengths: { a: string; b: string; la: number; lb: number };
  argNotResult: { arg: string; got: Shown };
  /**
   * A crosstable cell the crosstable reader refused (its message; `detail`, the English, only
   * where the reader gave none), and how many more it refused.
   */
  argCrosstable: { arg: string; row: number; column: number; inner?: Message; detail: string; more: number };
  argNoRows: { arg: string; rows: RowKind };
  argNotLevelValue: { arg: string; value: number };
  /** `value` is not one of `options` (texts are quoted when `quoted`). */
  argNotOneOf: { arg: string; value: Shown; options: readonly string[]; quoted: boolean };
  argNormMarks: { arg: string; value: string };
  argLevelsRequired: { arg: string };
  argResultColumns: { arg: string; columns: readonly string[]; width: number };
  argBelowLevels: { arg: string; value: number };
  internalError: { text: string };
  resultNotFinite: Record<string, never>;
}

/** The parameters of every argument error, by code. */
export type ArgErrorParams = CommonArgErrorParams &
  TournamentArgErrorParams &
  FideArgErrorParams &
  ExcelArgErrorParams;

const LEVEL_VALUES_TEXT = "0, 50, 100 … 1750, 2000, 2500 … 7500";
const RESULT_MARKS = '1, 0, 0.5, "+", "-"';

const EXPECTED: Readonly<Record<Language, Readonly<Record<Expected, string>>>> = {
  en: {
    number: "a number",
    text: "text",
    boolean: "TRUE or FALSE",
    date: "a date",
    wholeNumber: "a whole number",
    halfPoint: "0, 0.5 or 1",
    headerLanguage: '"en", "hu" or "ru"',
    goRankScale: 'a Go rank 30k..9d such as "20k" or "4d"',
    goRank: 'a Go rank such as "3k" or "2d"',
    level: 'a level such as "3 кю" or "2d"',
  },
  hu: {
    number: "számot",
    text: "szöveget",
    boolean: "IGAZ vagy HAMIS értéket",
    date: "dátumot",
    wholeNumber: "egész számot",
    halfPoint: "0, 0.5 vagy 1 értéket",
    headerLanguage: "„en”, „hu” vagy „ru” értéket",
    goRankScale: "30k és 9d közötti go-fokozatot, pl. „20k” vagy „4d”",
    goRank: "go-fokozatot, pl. „3k” vagy „2d”",
    level: "szintet, pl. „3 кю” vagy „2d”",
  },
  ru: {
    number: "число",
    text: "текст",
    boolean: "ИСТИНА или ЛОЖЬ",
    date: "дата",
    wholeNumber: "целое число",
    halfPoint: "0, 0.5 или 1",
    headerLanguage: "«en», «hu» или «ru»",
    goRankScale: "разряд го от 30k до 9d, например «20k» или «4d»",
    goRank: "разряд го, например «3k» или «2d»",
    level: "уровень, например «3 кю» или «2d»",
  },
};

const ROWS: Readonly<Record<Language, Readonly<Record<RowKind, string>>>> = {
  en: { player: "no player rows", team: "no team rows", result: "no result rows" },
  hu: { player: "nincs játékossor", team: "nincs csapatsor", result: "nincs eredménysor" },
  ru: { player: "нет строк игроков", team: "нет строк команд", result: "нет строк результатов" },
};

const CELL: Readonly<Record<Language, (row: number, column: number) => string>> = {
  en: (r, c) => `Crosstable row ${r}${c > 0 ? `, column ${c}` : ""}`,
  hu: (r, c) => `A táblázat ${r}. sora${c > 0 ? `, ${c}. oszlopa` : ""}`,
  ru: (r, c) => `Таблица, строка ${r}${c > 0 ? `, столбец ${c}` : ""}`,
};

const MORE: Readonly<Record<Language, (n: number) => string>> = {
  en: (n) => (n > 0 ? ` (and ${n} more)` : ""),
  hu: (n) => (n > 0 ? ` (és még ${n})` : ""),
  ru: (n) => (n > 0 ? ` (и ещё ${n})` : ""),
};

/**
 * The families, given the table's renderer (the crosstable error says the reader's message in
 * the same language): table.ts passes it in, so this file needs nothing of the table's.
 */
export function argErrors(
  render: (m: Message, lang: Language) => string,
): readonly [
  Family<CommonArgErrorParams>,
  Family<TournamentArgErrorParams>,
  Family<FideArgErrorParams>,
  Family<ExcelArgErrorParams>,
] {
  const common: Family<CommonArgErrorParams> = {
    en: {
      argSingle: (p) => `${arg("en", p.arg)}expected a single value, got a range`,
      argRequired: (p) => `Argument ${p.arg} is required`,
      argNotFinite: (p) => `${arg("en", p.arg)}${p.value} is not a finite number`,
      argExpected: (p) =>
        `${arg("en", p.arg)}expected ${EXPECTED.en[p.expected]}${p.got === undefined ? "" : `, got ${shown("en", p.got)}`}`,
      argOutside: (p) => `${arg("en", p.arg)}${p.value} is outside ${p.min}..${p.max}`,
      argLengths: (p) => `Arguments ${p.a} and ${p.b} have different lengths (${p.la} and ${p.lb})`,
      argNotResult: (p) =>
        `${arg("en", p.arg)}${shown("en", p.got)} is not a result (use ${RESULT_MARKS} or "=")`,
      argCrosstable: (p) =>
        `${arg("en", p.arg)}${CELL.en(p.row, p.column)}: ${p.inner === undefined ? p.detail : render(p.inner, "en")}${MORE.en(p.more)}`,
      argNoRows: (p) => `${arg("en", p.arg)}${ROWS.en[p.rows]}`,
      argNotLevelValue: (p) => `${arg("en", p.arg)}${p.value} is not a level value (${LEVEL_VALUES_TEXT})`,
      argNotOneOf: (p) =>
        `${arg("en", p.arg)}${shown("en", p.value)} is not ${alternatives(
          "en",
          p.options.map((o) => (p.quoted ? QUOTES.en(o) : o)),
        )}`,
      argNormMarks: (p) => `${arg("en", p.arg)}a norm is a level without marks, got ${QUOTES.en(p.value)}`,
      argLevelsRequired: (p) => `Argument ${p.arg} is required: level names, level values or a mean value`,
      argResultColumns: (p) =>
        `${arg("en", p.arg)}expected 6 or 7 columns (${p.columns.join(", ")}), got ${p.width}`,
      argBelowLevels: (p) => `${arg("en", p.arg)}${p.value} is below 0 and reaches no level`,
      internalError: (p) => `Internal error: ${p.text}`,
      resultNotFinite: () => "The result is not a finite number",
    },
    hu: {
      argSingle: (p) => `${arg("hu", p.arg)}egyetlen értéket várunk, de tartomány érkezett`,
      argRequired: (p) => `A(z) ${p.arg} argumentum kötelező`,
      argNotFinite: (p) => `${arg("hu", p.arg)}${p.value} nem véges szám`,
      argExpected: (p) =>
        `${arg("hu", p.arg)}${EXPECTED.hu[p.expected]} várunk${p.got === undefined ? "" : `, de ez érkezett: ${shown("hu", p.got)}`}`,
      argOutside: (p) => `${arg("hu", p.arg)}${p.value} nincs ${p.min} és ${p.max} között`,
      argLengths: (p) => `A(z) ${p.a} és ${p.b} argumentum hossza eltér (${p.la} és ${p.lb})`,
      argNotResult: (p) =>
        `${arg("hu", p.arg)}${shown("hu", p.got)} nem eredmény (1, 0, 0.5, „+”, „-” vagy „=” lehet)`,
      argCrosstable: (p) =>
        `${arg("hu", p.arg)}${CELL.hu(p.row, p.column)}: ${p.inner === undefined ? p.detail : render(p.inner, "hu")}${MORE.hu(p.more)}`,
      argNoRows: (p) => `${arg("hu", p.arg)}${ROWS.hu[p.rows]}`,
      argNotLevelValue: (p) => `${arg("hu", p.arg)}${p.value} nem szintérték (${LEVEL_VALUES_TEXT})`,
      argNotOneOf: (p) =>
        `${arg("hu", p.arg)}${shown("hu", p.value)} nem ${alternatives(
          "hu",
          p.options.map((o) => (p.quoted ? QUOTES.hu(o) : o)),
        )}`,
      argNormMarks: (p) =>
        `${arg("hu", p.arg)}a norma jelölés nélküli szint, de ez érkezett: ${QUOTES.hu(p.value)}`,
      argLevelsRequired: (p) =>
        `A(z) ${p.arg} argumentum kötelező: szintnevek, szintértékek vagy egy átlagérték`,
      argResultColumns: (p) =>
        `${arg("hu", p.arg)}6 vagy 7 oszlopot várunk (${p.columns.join(", ")}), de ${p.width} érkezett`,
      argBelowLevels: (p) => `${arg("hu", p.arg)}${p.value} 0 alatt van, és egyetlen szintet sem ér el`,
      internalError: (p) => `Belső hiba: ${p.text}`,
      resultNotFinite: () => "Az eredmény nem véges szám",
    },
    ru: {
      argSingle: (p) => `${arg("ru", p.arg)}ожидается одно значение, получен диапазон`,
      argRequired: (p) => `Аргумент ${p.arg} обязателен`,
      argNotFinite: (p) => `${arg("ru", p.arg)}${p.value} — не конечное число`,
      argExpected: (p) =>
        `${arg("ru", p.arg)}ожидается ${EXPECTED.ru[p.expected]}${p.got === undefined ? "" : `, получено ${shown("ru", p.got)}`}`,
      argOutside: (p) => `${arg("ru", p.arg)}${p.value} вне диапазона ${p.min}..${p.max}`,
      argLengths: (p) => `Аргументы ${p.a} и ${p.b} разной длины (${p.la} и ${p.lb})`,
      argNotResult: (p) =>
        `${arg("ru", p.arg)}${shown("ru", p.got)} — не результат (допустимы 1, 0, 0.5, «+», «-» или «=»)`,
      argCrosstable: (p) =>
        `${arg("ru", p.arg)}${CELL.ru(p.row, p.column)}: ${p.inner === undefined ? p.detail : render(p.inner, "ru")}${MORE.ru(p.more)}`,
      argNoRows: (p) => `${arg("ru", p.arg)}${ROWS.ru[p.rows]}`,
      argNotLevelValue: (p) => `${arg("ru", p.arg)}${p.value} — не значение уровня (${LEVEL_VALUES_TEXT})`,
      argNotOneOf: (p) =>
        `${arg("ru", p.arg)}${shown("ru", p.value)} — не ${alternatives(
          "ru",
          p.options.map((o) => (p.quoted ? QUOTES.ru(o) : o)),
        )}`,
      argNormMarks: (p) =>
        `${arg("ru", p.arg)}норма — это уровень без отметок, получено ${QUOTES.ru(p.value)}`,
      argLevelsRequired: (p) =>
        `Аргумент ${p.arg} обязателен: названия уровней, значения уровней или среднее значение`,
      argResultColumns: (p) =>
        `${arg("ru", p.arg)}ожидается 6 или 7 столбцов (${p.columns.join(", ")}), получено ${p.width}`,
      argBelowLevels: (p) => `${arg("ru", p.arg)}${p.value} меньше 0 и не достигает ни одного уровня`,
      internalError: (p) => `Внутренняя ошибка: ${p.text}`,
      resultNotFinite: () => "Результат — не конечное число",
    },
  };
  return [common, TOURNAMENT_ARG_ERRORS, FIDE_ARG_ERRORS, EXCEL_ARG_ERRORS];
}
