/**
 * The table of TOURNAMENT.PAIRINGS and GO.HANDICAP (`src/functions/pairing.ts` and
 * `pairing-go.ts`), rendered from their namespaces' families (D132).
 */
import { GO_FUNCTION_TEXTS } from "./go";
import { translationsOf } from "./localize";
import { TOURNAMENT_FUNCTION_TEXTS, TOURNAMENT_PAIRING_IDS } from "./tournament";
import type { FunctionTranslations } from "./types";

export const PAIRING_I18N: FunctionTranslations = {
  ...translationsOf(TOURNAMENT_FUNCTION_TEXTS, (id) => TOURNAMENT_PAIRING_IDS.includes(id)),
  ...translationsOf(GO_FUNCTION_TEXTS),
};
