/**
 * What a date parameter's help says of date cells, in each language (D293): the custom functions
 * read a date cell's serial in the workbook's date system once the add-in has read it (D193),
 * else in the 1900 system; a date typed as text is the same day in every workbook. One text for
 * every date parameter of every family; the English one is also in each such parameter's JSDoc,
 * word for word (test/functions/function-texts.test.ts).
 */
import type { Language } from "../../i18n/language";
import { type Words, words } from "../../i18n/message";

export const DATE_CELL_WORDS: Words<"dateCells"> = {
  en: {
    dateCells: () =>
      "date cells: the workbook's date system once the add-in has read it, else 1900's; a date as text (\"2026-12-01\") is right in any workbook",
  },
  hu: {
    dateCells: () =>
      'dátumcellák: a munkafüzet dátumrendszere, ha a bővítmény már beolvasta, különben az 1900-as; a szövegként írt dátum ("2026-12-01") minden munkafüzetben helyes',
  },
  ru: {
    dateCells: () =>
      'ячейки с датой: система дат книги, когда надстройка её прочитала, иначе 1900; дата текстом ("2026-12-01") верна в любой книге',
  },
};

/** The text in one language, as the date parameters' help ends with it. */
export const dateCells = (lang: Language): string => words(DATE_CELL_WORDS, lang).dateCells;
