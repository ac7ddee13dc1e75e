/**
 * What a message is: a code and its parameters (plain data, JSON-safe), emitted by the core, the
 * readers and the sheet, and rendered in a language only at the edge (the command line, the
 * pane, the sheet) through the one table (`table.ts`).
 */
import { type Language } from "./language";

/** The text of each code of a family, in one language. */
export type Templates<P> = { readonly [K in keyof P]: (p: P[K]) => string };

/** A family of messages: every code in every language (a missing one does not compile). */
export type Family<P> = Readonly<Record<Language, Templates<P>>>;

/** The parameters of a text said as it is: a word, a label, a heading. */
export type NoParams = Readonly<Record<string, never>>;

/** A family of words: every code a text without parameters (a label, a header, a name). */
export type Words<K extends string> = Family<{ readonly [C in K]: NoParams }>;

/**
 * A family of words rendered in one language, code by code: what the sheet's and the pane's
 * lookups read (a label record is this derived value, never stored by itself, D130).
 */
export function words<K extends string>(family: Words<K>, lang: Language): Readonly<Record<K, string>> {
  const templates: Readonly<Record<string, (p: NoParams) => string>> = family[lang];
  return Object.fromEntries(
    Object.entries(templates).map(([code, template]) => [code, template({})]),
  ) as Record<K, string>;
}

/** {@link words} in every language. */
export function wordsByLanguage<K extends string>(
  family: Words<K>,
): Readonly<Record<Language, Readonly<Record<K, string>>>> {
  return { en: words(family, "en"), hu: words(family, "hu"), ru: words(family, "ru") };
}
