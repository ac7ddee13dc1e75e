/**
 * The argument errors about what Excel itself hands the custom functions (src/functions/coerce.ts,
 * cell-value.ts): an empty cell passed as 0 (D185, D186), a data-type cell (D189), an input over
 * the size Excel hands a function (D190).
 */
import { type Family } from "./message";
import { arg } from "./errors-args-words";

/** The parameters of each of these errors, by code. */
export interface ExcelArgErrorParams {
  /** D185: 0 where a text is due. */
  argZeroText: { arg: string };
  /** D185: 0 where a date is due (serial 0 is no day). */
  argZeroDate: { arg: string };
  /** D186: a rating of 0. */
  argZeroRating: { arg: string };
  /** D189: a data-type cell without a plain value (`type`: Excel's name of its kind, "Entity"). */
  argDataType: { arg: string; type: string };
  /** D190: an input above the size Excel hands a function (`megabytes` estimated, `limit`). */
  argTooLarge: { arg: string; megabytes: number; limit: number };
}

export const EXCEL_ARG_ERRORS: Family<ExcelArgErrorParams> = {
  en: {
    argZeroText: (p) =>
      `${arg("en", p.arg)}0 is no text here; some versions of Excel pass an empty cell as 0: fill the cell in or leave the argument out`,
    argZeroDate: (p) =>
      `${arg("en", p.arg)}0 is no date; some versions of Excel pass an empty cell as 0: fill the cell in or leave the argument out`,
    argZeroRating: (p) =>
      `${arg("en", p.arg)}a rating of 0 is taken for an empty cell, which some versions of Excel pass as 0: type the player's rating`,
    argDataType: (p) =>
      `${arg("en", p.arg)}the cell holds a data type (${p.type}) that has no plain number or text: refer to a cell with its value instead`,
    argTooLarge: (p) =>
      `${arg("en", p.arg)}the range is about ${p.megabytes} MB, more than the ${p.limit} MB Excel hands a function (the cell would stay #BUSY!): read it with the task pane's list, which reads a sheet in pieces`,
  },
  hu: {
    argZeroText: (p) =>
      `${arg("hu", p.arg)}a 0 itt nem szöveg; az Excel egyes változatai az üres cellát 0-ként adják át: töltse ki a cellát, vagy hagyja el az argumentumot`,
    argZeroDate: (p) =>
      `${arg("hu", p.arg)}a 0 nem dátum; az Excel egyes változatai az üres cellát 0-ként adják át: töltse ki a cellát, vagy hagyja el az argumentumot`,
    argZeroRating: (p) =>
      `${arg("hu", p.arg)}a 0 értékszámot üres cellának vesszük, amelyet az Excel egyes változatai 0-ként adnak át: írja be a játékos értékszámát`,
    argDataType: (p) =>
      `${arg("hu", p.arg)}a cella adattípust tartalmaz (${p.type}), amelynek nincs egyszerű szám- vagy szövegértéke: hivatkozzon helyette az értékét tartalmazó cellára`,
    argTooLarge: (p) =>
      `${arg("hu", p.arg)}a tartomány kb. ${p.megabytes} MB, több, mint az a ${p.limit} MB, amelyet az Excel egy függvénynek átad (a cella #BUSY! maradna): olvassa be a munkaablak listájával, amely részletekben olvassa a lapot`,
  },
  ru: {
    argZeroText: (p) =>
      `${arg("ru", p.arg)}0 здесь не текст; некоторые версии Excel передают пустую ячейку как 0: заполните ячейку или опустите аргумент`,
    argZeroDate: (p) =>
      `${arg("ru", p.arg)}0 не дата; некоторые версии Excel передают пустую ячейку как 0: заполните ячейку или опустите аргумент`,
    argZeroRating: (p) =>
      `${arg("ru", p.arg)}рейтинг 0 считается пустой ячейкой, которую некоторые версии Excel передают как 0: введите рейтинг игрока`,
    argDataType: (p) =>
      `${arg("ru", p.arg)}в ячейке тип данных (${p.type}) без простого числа или текста: сошлитесь вместо неё на ячейку с его значением`,
    argTooLarge: (p) =>
      `${arg("ru", p.arg)}диапазон занимает около ${p.megabytes} МБ, больше ${p.limit} МБ, которые Excel передаёт функции (ячейка осталась бы #BUSY!): прочитайте его списком области задач, которая читает лист частями`,
  },
};
