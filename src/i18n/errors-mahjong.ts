/**
 * The errors of the Russian mahjong rating (src/core/mahjong, src/core/engines/mahjong.ts), in
 * every language. Numbers outside their range are `outOfRange` (errors-common.ts).
 */
import { FIELDS, type Field } from "./errors-common";
import { type Language } from "./language";
import { type Categories, type Family } from "./message";
import { type Subject, lead } from "./subject";

/** The parameters of each mahjong error, by code. */
export interface MahjongErrorParams {
  /** An argument that is no whole number, or outside `min..max`. */
  notWholeArgument: { subject: Subject; value: number };
  argumentOutside: { subject: Subject; value: number; min: number; max: number };
  /** D17: a place is whole or the average of tied places (x.5). */
  mahjongBadPlace: { value: number };
  mahjongPlaceOutside: { value: number; participants: number };
  /** D13: fewer participants than a rated tournament has. */
  mahjongTooFew: { participants: number; min: number };
  mahjongNoLevels: Record<string, never>;
  mahjongMeanOutside: { mean: number; top: number };
  mahjongAfterRelease: Record<string, never>;
  mahjongLevelIndex: { index: number };
  /** A text that is no level; `field` and `listLine` say which of the subject's levels. */
  mahjongBadLevel: { subject?: Subject; field?: Field; listLine?: number; value: string };
  /** D18: only dan levels carry marks. */
  mahjongKyuMarks: { subject?: Subject; field?: Field; listLine?: number; value: string };
  mahjongNotFinite: { value: number };
  mahjongNoRows: Record<string, never>;
  mahjongRowAgain: { row: number; name: string; first: number };
}

const LANG_INDEX: Readonly<Record<Language, 0 | 1 | 2>> = { en: 0, hu: 1, ru: 2 };
/** The line of the list a level was read from, in the one form (D133). */
const LINE: Family<{ readonly line: { readonly n: number } }> = {
  en: { line: (p) => ` (line ${p.n})` },
  hu: { line: (p) => ` (${p.n}. sor)` },
  ru: { line: (p) => ` (строка ${p.n})` },
};

/** `Row 3 "P2": level: ` / `Argument level: ` / nothing: where a level text was read. */
function levelLead(lang: Language, p: { subject?: Subject; field?: Field; listLine?: number }): string {
  const field =
    p.field === undefined
      ? ""
      : `${FIELDS[p.field][LANG_INDEX[lang]]}${p.listLine !== undefined ? LINE[lang].line({ n: p.listLine }) : ""}: `;
  return `${lead(lang, p.subject)}${field}`;
}

export const MAHJONG_ERRORS: Family<MahjongErrorParams> = {
  en: {
    notWholeArgument: (p) => `${lead("en", p.subject)}expected a whole number, got ${p.value}`,
    argumentOutside: (p) => `${lead("en", p.subject)}${p.value} is outside ${p.min}..${p.max}`,
    mahjongBadPlace: (p) =>
      `Argument place: ${p.value} is not a whole place or the average of tied places (x.5)`,
    mahjongPlaceOutside: (p) => `Argument place: ${p.value} is outside 1..${p.participants} (participants)`,
    mahjongTooFew: (p) =>
      `Argument participants: ${p.participants} is fewer than ${p.min}; the tournament is not rated`,
    mahjongNoLevels: () => "Argument levels: no player levels given",
    mahjongMeanOutside: (p) => `Argument levels: mean level value ${p.mean} is outside 0..${p.top}`,
    mahjongAfterRelease: () => "Argument tournament_date: the tournament ends after the release date",
    mahjongLevelIndex: (p) => `Level index ${p.index} is not 0..23`,
    mahjongBadLevel: (p) =>
      `${levelLead("en", p)}"${p.value}" is not a mahjong level (12 kyu … 1 kyu, 1 dan … 12 dan, e.g. "3 кю", "2 dan", "2d+")`,
    mahjongKyuMarks: (p) =>
      `${levelLead("en", p)}"${p.value}" has marks, but only dan levels carry "+" and "−"`,
    mahjongNotFinite: (p) => `Points ${p.value} are not a finite number`,
    mahjongNoRows: () => "Argument results: no result rows",
    mahjongRowAgain: (p) =>
      `Row ${p.row} "${p.name}": the player of row ${p.first} again; one row per player`,
  },
  hu: {
    notWholeArgument: (p) => `${lead("hu", p.subject)}egész számot várunk, nem ${p.value} értéket`,
    argumentOutside: (p) => `${lead("hu", p.subject)}${p.value} nincs ${p.min} és ${p.max} között`,
    mahjongBadPlace: (p) =>
      `A(z) place argumentum: ${p.value} nem egész helyezés és nem holtversenyben osztott helyek átlaga (x,5)`,
    mahjongPlaceOutside: (p) =>
      `A(z) place argumentum: ${p.value} nincs 1 és ${p.participants} (résztvevők) között`,
    mahjongTooFew: (p) =>
      `A(z) participants argumentum: ${p.participants} kevesebb, mint ${p.min}; a verseny nem számít bele az értékszámba`,
    mahjongNoLevels: () => "A(z) levels argumentum: nincs megadva játékosszint",
    mahjongMeanOutside: (p) =>
      `A(z) levels argumentum: a szintértékek átlaga (${p.mean}) nincs 0 és ${p.top} között`,
    mahjongAfterRelease: () =>
      "A(z) tournament_date argumentum: a verseny az értékszám-lista kiadása után ér véget",
    mahjongLevelIndex: (p) => `A(z) ${p.index} szintindex nincs 0 és 23 között`,
    mahjongBadLevel: (p) =>
      `${levelLead("hu", p)}„${p.value}” nem mahjong-szint (12 kyu … 1 kyu, 1 dan … 12 dan, pl. „3 кю”, „2 dan”, „2d+”)`,
    mahjongKyuMarks: (p) =>
      `${levelLead("hu", p)}„${p.value}” jelölést visel, de „+” és „−” csak dan szinten lehet`,
    mahjongNotFinite: (p) => `A pontszám (${p.value}) nem véges szám`,
    mahjongNoRows: () => "A(z) results argumentum: nincs eredménysor",
    mahjongRowAgain: (p) =>
      `${p.row}. sor („${p.name}”): a(z) ${p.first}. sor játékosa még egyszer; játékosonként egy sor legyen`,
  },
  ru: {
    notWholeArgument: (p) => `${lead("ru", p.subject)}ожидается целое число, а не ${p.value}`,
    argumentOutside: (p) => `${lead("ru", p.subject)}${p.value} вне диапазона ${p.min}..${p.max}`,
    mahjongBadPlace: (p) => `Аргумент place: ${p.value} — не целое место и не среднее разделённых мест (x,5)`,
    mahjongPlaceOutside: (p) => `Аргумент place: ${p.value} вне диапазона 1..${p.participants} (участники)`,
    mahjongTooFew: (p) => `Аргумент participants: ${p.participants} меньше ${p.min}; турнир не обсчитывается`,
    mahjongNoLevels: () => "Аргумент levels: не указаны уровни игроков",
    mahjongMeanOutside: (p) =>
      `Аргумент levels: среднее значение уровней ${p.mean} вне диапазона 0..${p.top}`,
    mahjongAfterRelease: () => "Аргумент tournament_date: турнир заканчивается после выпуска рейтинга",
    mahjongLevelIndex: (p) => `Индекс уровня ${p.index} не от 0 до 23`,
    mahjongBadLevel: (p) =>
      `${levelLead("ru", p)}«${p.value}» — не уровень маджонга (12 кю … 1 кю, 1 дан … 12 дан, например «3 кю», «2 dan», «2d+»)`,
    mahjongKyuMarks: (p) =>
      `${levelLead("ru", p)}«${p.value}» с отметками, но «+» и «−» бывают только у данов`,
    mahjongNotFinite: (p) => `Очки ${p.value} — не конечное число`,
    mahjongNoRows: () => "Аргумент results: нет строк результатов",
    mahjongRowAgain: (p) =>
      `Строка ${p.row} («${p.name}»): снова игрок строки ${p.first}; по одной строке на игрока`,
  },
};

/** What each code's diagnostic is known by (D135). */
export const MAHJONG_ERROR_CATEGORIES: Categories<MahjongErrorParams> = {
  mahjongBadLevel: "bad-level",
  mahjongKyuMarks: "bad-level",
};
