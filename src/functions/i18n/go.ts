/**
 * The Go custom functions' metadata, a family of the one form (D132): the English is the
 * functions' JSDoc, the Hungarian and Russian the localized metadata's texts (ids and argument
 * order stay the same).
 */
import type { Words } from "../../i18n/message";
import { GO_FUNCTIONS_EN, type GoFunctionCode } from "./go-en";
import { GO_FUNCTIONS_HU } from "./go-hu";
import { GO_FUNCTIONS_RU } from "./go-ru";

export const GO_FUNCTION_TEXTS: Words<GoFunctionCode> = {
  en: GO_FUNCTIONS_EN,
  hu: GO_FUNCTIONS_HU,
  ru: GO_FUNCTIONS_RU,
};
