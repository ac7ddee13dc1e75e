/**
 * The MGSZ custom functions' metadata, a family of the one form (D132): the English is the
 * functions' JSDoc, the Hungarian and Russian the localized metadata's texts (ids and argument
 * order stay the same).
 */
import type { Words } from "../../i18n/message";
import { translationsOf } from "./localize";
import { MGSZ_FUNCTIONS_EN, type MgszFunctionCode } from "./mgsz-en";
import { MGSZ_FUNCTIONS_HU } from "./mgsz-hu";
import { MGSZ_FUNCTIONS_RU } from "./mgsz-ru";
import type { FunctionTranslations } from "./types";

export const MGSZ_FUNCTION_TEXTS: Words<MgszFunctionCode> = {
  en: MGSZ_FUNCTIONS_EN,
  hu: MGSZ_FUNCTIONS_HU,
  ru: MGSZ_FUNCTIONS_RU,
};

/** The table of the functions in `src/functions/mgsz.ts`. */
export const MGSZ_I18N: FunctionTranslations = translationsOf(MGSZ_FUNCTION_TEXTS);
