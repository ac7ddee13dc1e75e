/**
 * Hungarian and Russian metadata of every custom function, one table per module of
 * src/functions (each rendered from its namespace's family, D132) merged into one. The build (webpack.config.js) turns functions.json into functions-hu.json and
 * functions-ru.json with it (localize.ts); a family without its table fails the build.
 */
import { FIDE_I18N } from "./fide";
import { mergeTranslations } from "./localize";
import { MAHJONG_I18N } from "./mahjong";
import { MGSZ_I18N } from "./mgsz";
import { PAIRING_I18N } from "./pairing";
import { TOURNAMENT_I18N } from "./tournament";
import type { FunctionTranslations } from "./types";

export const TRANSLATIONS: FunctionTranslations = mergeTranslations([
  MGSZ_I18N,
  FIDE_I18N,
  MAHJONG_I18N,
  TOURNAMENT_I18N,
  PAIRING_I18N,
]);
