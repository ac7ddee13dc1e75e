/**
 * The words the argument errors share (errors-args*.ts): the argument leading a message, a
 * value as it was given (quoted in the language's quotation marks), a list of alternatives.
 */
import { type Language } from "./language";
import { lead } from "./subject";

/** A value an argument was given, as the message repeats it: a text, a number or a range. */
export type Shown = { readonly text: string } | { readonly plain: string } | { readonly range: true };

/** `Argument NAME: ` in a language. */
export const arg = (lang: Language, name: string): string => lead(lang, { argument: name });

/** A text in the language's quotation marks (English as JSON writes it: `"x"`). */
export const QUOTES: Readonly<Record<Language, (s: string) => string>> = {
  en: (s) => JSON.stringify(s),
  hu: (s) => `„${s}”`,
  ru: (s) => `«${s}»`,
};

const RANGE_WORD: Readonly<Record<Language, string>> = { en: "a range", hu: "egy tartomány", ru: "диапазон" };

/** A value as the message repeats it: a text quoted, a number as it is, a range named. */
export function shown(lang: Language, v: Shown): string {
  if ("text" in v) return QUOTES[lang](v.text);
  if ("plain" in v) return v.plain;
  return RANGE_WORD[lang];
}

const OR: Readonly<Record<Language, string>> = { en: "or", hu: "vagy", ru: "или" };

/** `a, b or c` in a language. */
export function alternatives(lang: Language, xs: readonly string[]): string {
  if (xs.length < 2) return xs.join("");
  return `${xs.slice(0, -1).join(", ")} ${OR[lang]} ${xs[xs.length - 1] ?? ""}`;
}
