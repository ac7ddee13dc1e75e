/**
 * The task pane's texts in English, Hungarian and Russian (one {@link PaneStrings} per language),
 * and the choice of the pane's language.
 */
import { LANGUAGES, type Language } from "./language";
import { type Family, type Templates } from "./message";
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

/**
 * The pane's texts in one language, in the shape the pane reads them (D131): a code without
 * parameters is its text, a code with some a function taking them in {@link PANE_ARGUMENTS}'
 * order, and the codes `list.name` the record `list` of names. Rendered once per language from
 * the templates; nothing of it is stored beside them.
 */
function paneStrings(templates: Templates<PaneParams>): PaneStrings {
  const said: Record<string, unknown> = {};
  const names: Readonly<Record<string, readonly string[]>> = PANE_ARGUMENTS;
  for (const [code, template] of Object.entries(templates) as [string, (p: object) => string][]) {
    const dot = code.indexOf(".");
    if (dot > 0) {
      const list = (said[code.slice(0, dot)] ??= {}) as Record<string, string>;
      list[code.slice(dot + 1)] = template({});
    } else if (Object.hasOwn(names, code)) {
      const order = names[code] ?? [];
      said[code] = (...args: unknown[]) => template(Object.fromEntries(order.map((n, i) => [n, args[i]])));
    } else said[code] = template({});
  }
  return said as unknown as PaneStrings;
}

export const STRINGS: Readonly<Record<Language, PaneStrings>> = {
  en: paneStrings(PANE_TEXTS.en),
  hu: paneStrings(PANE_TEXTS.hu),
  ru: paneStrings(PANE_TEXTS.ru),
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
