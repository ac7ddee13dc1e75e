/**
 * The task pane's texts in English, Hungarian and Russian (one {@link PaneStrings} per language),
 * and the choice of the pane's language.
 */
import { LANGUAGES, type Language } from "./language";
import { type Family, shaped } from "./message";
import { PANE_EN } from "./pane-en";
import { PANE_HU } from "./pane-hu";
import { PANE_RU } from "./pane-ru";
import { PANE_ARGUMENTS, type PaneParams } from "./pane-params";
import { type PaneStrings } from "./pane-strings";

export { LANGUAGES, type Language } from "./language";
export { type ParamProblem, type PaneStrings } from "./pane-strings";

/** Each language's own name, shown on the language switch whatever the pane's language. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: "English",
  hu: "Magyar",
  ru: "Русский",
};

/** The pane's texts: every code in every language (the codes: `pane-params.ts`). */
export const PANE_TEXTS: Family<PaneParams> = { en: PANE_EN, hu: PANE_HU, ru: PANE_RU };

/** The pane's texts in the shape the pane reads them, rendered once per language (D131). */
export const STRINGS: Readonly<Record<Language, PaneStrings>> = {
  en: shaped<PaneStrings>(PANE_TEXTS.en, PANE_ARGUMENTS),
  hu: shaped<PaneStrings>(PANE_TEXTS.hu, PANE_ARGUMENTS),
  ru: shaped<PaneStrings>(PANE_TEXTS.ru, PANE_ARGUMENTS),
};

/** The pane's language for Office's display language ("hu-HU", "ru-RU", …); English otherwise. */
export function pickLanguage(displayLanguage: string | null | undefined): Language {
  const primary = (displayLanguage ?? "").trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((l) => l === primary) ?? "en";
}

/** A stored choice if it names a language, otherwise undefined. */
export function parseLanguage(value: string | null | undefined): Language | undefined {
  return LANGUAGES.find((l) => l === value);
}
