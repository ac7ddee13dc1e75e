/**
 * The FIDE custom functions' metadata, a family of the one form (D132): the English is the
 * functions' JSDoc, the Hungarian and Russian the localized metadata's texts (ids and argument
 * order stay the same).
 */
import type { Words } from "../../i18n/message";
import { translationsOf } from "./localize";
import { FIDE_FUNCTIONS_EN, type FideFunctionCode } from "./fide-en";
import { FIDE_FUNCTIONS_HU } from "./fide-hu";
import { FIDE_FUNCTIONS_RU } from "./fide-ru";
import type { FunctionTranslations } from "./types";

export const FIDE_FUNCTION_TEXTS: Words<FideFunctionCode> = {
  en: FIDE_FUNCTIONS_EN,
  hu: FIDE_FUNCTIONS_HU,
  ru: FIDE_FUNCTIONS_RU,
};

/** The table of the functions in `src/functions/fide.ts`. */
export const FIDE_I18N: FunctionTranslations = translationsOf(FIDE_FUNCTION_TEXTS);
