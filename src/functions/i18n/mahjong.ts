/**
 * The mahjong custom functions' metadata, a family of the one form (D132): the English is the
 * functions' JSDoc, the Hungarian and Russian the localized metadata's texts (ids and argument
 * order stay the same).
 */
import type { Words } from "../../i18n/message";
import { translationsOf } from "./localize";
import { MAHJONG_FUNCTIONS_EN, type MahjongFunctionCode } from "./mahjong-en";
import { MAHJONG_FUNCTIONS_HU } from "./mahjong-hu";
import { MAHJONG_FUNCTIONS_RU } from "./mahjong-ru";
import type { FunctionTranslations } from "./types";

export const MAHJONG_FUNCTION_TEXTS: Words<MahjongFunctionCode> = {
  en: MAHJONG_FUNCTIONS_EN,
  hu: MAHJONG_FUNCTIONS_HU,
  ru: MAHJONG_FUNCTIONS_RU,
};

/** The table of the functions in `src/functions/mahjong.ts`. */
export const MAHJONG_I18N: FunctionTranslations = translationsOf(MAHJONG_FUNCTION_TEXTS);
