/**
 * The TOURNAMENT custom functions' metadata, a family of the one form (D132): the English is the
 * functions' JSDoc, the Hungarian and Russian the localized metadata's texts (ids and argument
 * order stay the same). TOURNAMENT.PAIRINGS is of the family and of the pairing module's table.
 */
import type { Words } from "../../i18n/message";
import { translationsOf } from "./localize";
import { TOURNAMENT_FUNCTIONS_EN, type TournamentFunctionCode } from "./tournament-en";
import { TOURNAMENT_FUNCTIONS_HU } from "./tournament-hu";
import { TOURNAMENT_FUNCTIONS_RU } from "./tournament-ru";
import type { FunctionTranslations } from "./types";

export const TOURNAMENT_FUNCTION_TEXTS: Words<TournamentFunctionCode> = {
  en: TOURNAMENT_FUNCTIONS_EN,
  hu: TOURNAMENT_FUNCTIONS_HU,
  ru: TOURNAMENT_FUNCTIONS_RU,
};

/** The function of the family that `src/functions/pairing.ts` declares. */
export const TOURNAMENT_PAIRING_IDS: readonly string[] = ["TOURNAMENT.PAIRINGS"];

/** The table of the functions in `src/functions/tournament.ts`. */
export const TOURNAMENT_I18N: FunctionTranslations = translationsOf(
  TOURNAMENT_FUNCTION_TEXTS,
  (id) => !TOURNAMENT_PAIRING_IDS.includes(id),
);
