/**
 * The task pane's texts in English, Hungarian and Russian (one {@link PaneStrings} per language),
 * and the choice of the pane's language.
 */
import { LANGUAGES, type Language } from "./language";
import { PANE_EN } from "./pane-en";
import { PANE_HU } from "./pane-hu";
import { PANE_RU } from "./pane-ru";
import { type PaneStrings } from "./pane-strings";

export { LANGUAGES, type Language } from "./language";
export { type ParamProblem, type PaneStrings } from "./pane-strings";

/** Each language's own name, shown on the language switch whatever the pane's language. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: "English",
  hu: "Magyar",
  ru: "Русский",
};

export const STRINGS: Readonly<Record<Language, PaneStrings>> = { en: PANE_EN, hu: PANE_HU, ru: PANE_RU };

/** The pane's language for Office's display language ("hu-HU", "ru-RU", …); English otherwise. */
export function pickLanguage(displayLanguage: string | null | undefined): Language {
  const primary = (displayLanguage ?? "").trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((l) => l === primary) ?? "en";
}

/** A stored choice if it names a language, otherwise undefined. */
export function parseLanguage(value: string | null | undefined): Language | undefined {
  return LANGUAGES.find((l) => l === value);
}
