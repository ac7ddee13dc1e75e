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
    notWholeArgument: (p) =>
      `${lead("en", p.subject)}expected a whole number, got ${p.value}; give a whole number`,
    argumentOutside: (p) =>
      `${lead("en", p.subject)}${p.value} is outside ${p.min}..${p.max}; give a number in that range`,
    mahjongBadPlace: (p) =>
      `Argument place: ${p.value} is not a whole place or the average of tied places (x.5); give a whole place, or the average of the tied places, such as 3.5`,
    mahjongPlaceOutside: (p) =>
      `Argument place: ${p.value} is outside 1..${p.participants} (participants); give a place from 1 to ${p.participants}, or correct the participants`,
    mahjongTooFew: (p) =>
      `Argument participants: ${p.participants} is fewer than ${p.min}; the tournament is not rated; correct the count if it is wrong, else nothing to correct`,
    mahjongNoLevels: () => "Argument levels: no player levels given; give the range of the players' levels",
    mahjongMeanOutside: (p) =>
      `Argument levels: mean level value ${p.mean} is outside 0..${p.top}; check the levels given`,
    mahjongAfterRelease: () =>
      "Argument tournament_date: the tournament ends after the release date; give a release date on or after the tournament's last day",
    mahjongLevelIndex: (p) => `Level index ${p.index} is not 0..23; give an index from 0 to 23`,
    mahjongBadLevel: (p) =>
      `${levelLead("en", p)}"${p.value}" is not a mahjong level (12 kyu … 1 kyu, 1 dan … 12 dan, e.g. "3 кю", "2 dan", "2d+"); write one of them`,
    mahjongKyuMarks: (p) =>
      `${levelLead("en", p)}"${p.value}" has marks, but only dan levels carry "+" and "−"; write the kyu level without them`,
    mahjongNotFinite: (p) => `Points ${p.value} are not a finite number; give the points as a number`,
    mahjongNoRows: () => "Argument results: no result rows; give the range of the result rows",
    mahjongRowAgain: (p) =>
      `Row ${p.row} "${p.name}": the player of row ${p.first} again; one row per player; delete one of the two rows`,
  },
  hu: {
    notWholeArgument: (p) =>
      `${lead("hu", p.subject)}egész számot várunk, nem ${p.value} értéket; adjon meg egész számot`,
    argumentOutside: (p) =>
      `${lead("hu", p.subject)}${p.value} nincs ${p.min} és ${p.max} között; adjon meg ebbe a tartományba eső számot`,
    mahjongBadPlace: (p) =>
      `A(z) place argumentum: ${p.value} nem egész helyezés és nem holtversenyben osztott helyek átlaga (x,5); adjon meg egész helyezést vagy a holtversenyben osztott helyek átlagát, például 3,5`,
    mahjongPlaceOutside: (p) =>
      `A(z) place argumentum: ${p.value} nincs 1 és ${p.participants} (résztvevők) között; adjon meg 1 és ${p.participants} közötti helyezést, vagy javítsa a résztvevők számát`,
    mahjongTooFew: (p) =>
      `A(z) participants argumentum: ${p.participants} kevesebb, mint ${p.min}; a verseny nem számít bele az értékszámba; javítsa a számot, ha hibás, különben nincs mit javítani`,
    mahjongNoLevels: () =>
      "A(z) levels argumentum: nincs megadva játékosszint; adja meg a játékosok szintjeinek tartományát",
    mahjongMeanOutside: (p) =>
      `A(z) levels argumentum: a szintértékek átlaga (${p.mean}) nincs 0 és ${p.top} között; ellenőrizze a megadott szinteket`,
    mahjongAfterRelease: () =>
      "A(z) tournament_date argumentum: a verseny az értékszám-lista kiadása után ér véget; adjon meg a verseny utolsó napjával egyező vagy későbbi kiadási dátumot",
    mahjongLevelIndex: (p) =>
      `A(z) ${p.index} szintindex nincs 0 és 23 között; adjon meg 0 és 23 közötti indexet`,
    mahjongBadLevel: (p) =>
      `${levelLead("hu", p)}„${p.value}” nem mahjong-szint (12 kyu … 1 kyu, 1 dan … 12 dan, pl. „3 кю”, „2 dan”, „2d+”); írja ezek egyikét`,
    mahjongKyuMarks: (p) =>
      `${levelLead("hu", p)}„${p.value}” jelölést visel, de „+” és „−” csak dan szinten lehet; írja a kyu szintet jelölés nélkül`,
    mahjongNotFinite: (p) => `A pontszám (${p.value}) nem véges szám; adja meg a pontszámot számként`,
    mahjongNoRows: () => "A(z) results argumentum: nincs eredménysor; adja meg az eredménysorok tartományát",
    mahjongRowAgain: (p) =>
      `${p.row}. sor („${p.name}”): a(z) ${p.first}. sor játékosa még egyszer; játékosonként egy sor legyen; törölje a két sor egyikét`,
  },
  ru: {
    notWholeArgument: (p) =>
      `${lead("ru", p.subject)}ожидается целое число, а не ${p.value}; укажите целое число`,
    argumentOutside: (p) =>
      `${lead("ru", p.subject)}${p.value} вне диапазона ${p.min}..${p.max}; укажите число из этого диапазона`,
    mahjongBadPlace: (p) =>
      `Аргумент place: ${p.value} — не целое место и не среднее разделённых мест (x,5); укажите целое место или среднее разделённых мест, например 3,5`,
    mahjongPlaceOutside: (p) =>
      `Аргумент place: ${p.value} вне диапазона 1..${p.participants} (участники); укажите место от 1 до ${p.participants} или исправьте число участников`,
    mahjongTooFew: (p) =>
      `Аргумент participants: ${p.participants} меньше ${p.min}; турнир не обсчитывается; исправьте число, если оно неверно, иначе исправлять нечего`,
    mahjongNoLevels: () => "Аргумент levels: не указаны уровни игроков; укажите диапазон уровней игроков",
    mahjongMeanOutside: (p) =>
      `Аргумент levels: среднее значение уровней ${p.mean} вне диапазона 0..${p.top}; проверьте указанные уровни`,
    mahjongAfterRelease: () =>
      "Аргумент tournament_date: турнир заканчивается после выпуска рейтинга; укажите дату выпуска не раньше последнего дня турнира",
    mahjongLevelIndex: (p) => `Индекс уровня ${p.index} не от 0 до 23; укажите индекс от 0 до 23`,
    mahjongBadLevel: (p) =>
      `${levelLead("ru", p)}«${p.value}» — не уровень маджонга (12 кю … 1 кю, 1 дан … 12 дан, например «3 кю», «2 dan», «2d+»); запишите один из них`,
    mahjongKyuMarks: (p) =>
      `${levelLead("ru", p)}«${p.value}» с отметками, но «+» и «−» бывают только у данов; запишите уровень кю без них`,
    mahjongNotFinite: (p) => `Очки ${p.value} — не конечное число; укажите очки числом`,
    mahjongNoRows: () => "Аргумент results: нет строк результатов; укажите диапазон строк результатов",
    mahjongRowAgain: (p) =>
      `Строка ${p.row} («${p.name}»): снова игрок строки ${p.first}; по одной строке на игрока; удалите одну из двух строк`,
  },
};

/** What each code's diagnostic is known by (D135). */
export const MAHJONG_ERROR_CATEGORIES: Categories<MahjongErrorParams> = {
  mahjongBadLevel: "bad-level",
  mahjongKyuMarks: "bad-level",
};
