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

/**
 * What a reader's diagnostic of each code of a family is known by (`unknown-result`,
 * `bad-rating`: its category, which tests name it by), declared once beside the family's
 * templates (D135): a name, or a function of the message's parameters where they decide it
 * (`asymmetric-results`, `asymmetric-colours` … of one finding's kind). A code without one is
 * known by its own code.
 */
export type Categories<P> = { readonly [K in keyof P]?: string | ((p: P[K]) => string) };

/** The parameters of a text said as it is: a word, a label, a heading. */
export type NoParams = Readonly<Record<string, never>>;

/** A family of words: every code a text without parameters (a label, a header, a name). */
export type Words<K extends string> = Family<{ readonly [C in K]: NoParams }>;

/**
 * A family of words rendered in one language, code by code: what the sheet's and the pane's
 * lookups read (a label record is this derived value, never stored by itself, D130).
 */
export function words<K extends string>(family: Words<K>, lang: Language): Readonly<Record<K, string>> {
  const templates = Object.entries(family[lang]) as [K, (p: NoParams) => string][];
  return Object.fromEntries(templates.map(([code, template]) => [code, template({})])) as Record<K, string>;
}

/** {@link words} in every language. */
export function wordsByLanguage<K extends string>(
  family: Words<K>,
): Readonly<Record<Language, Readonly<Record<K, string>>>> {
  return { en: words(family, "en"), hu: words(family, "hu"), ru: words(family, "ru") };
}

/** The keys of the shape a family's codes render into (see {@link shaped}): a code, or the list `list` of the codes `list.name`. */
export type ShapeKeys<P> = { [K in keyof P]: K extends `${infer L}.${string}` ? L : K }[keyof P];

/**
 * Compiles only when the family's codes `P` render every key of the shape `S` and nothing else:
 * the compile-time half of what a record per language used to check.
 */
export type Renders<S, P> = [keyof S] extends [ShapeKeys<P>]
  ? [ShapeKeys<P>] extends [keyof S]
    ? true
    : never
  : never;

/** The keys of a shape an edge reads whose texts take arguments. */
export type FunctionKeys<S> = {
  [K in keyof S]: S[K] extends (...args: never[]) => string ? K : never;
}[keyof S];

/** For each function of the shape `S`, the order in which it takes its code's parameters `P`. */
export type ArgumentOrder<S, P> = { readonly [K in FunctionKeys<S>]: readonly (keyof P[K & keyof P])[] };

/**
 * A family's texts in one language, in the shape an edge reads them (D131): a code without
 * parameters is its text, a code with some a function taking them in the order `argumentOrder`
 * gives, and the codes `list.name` the record `list` of names (an array when the names are
 * 0, 1, 2 …). Rendered from the templates; nothing of it is stored beside them.
 */
export function shaped<S>(
  templates: Readonly<Record<string, (p: never) => string>>,
  argumentOrder: Readonly<Record<string, readonly string[]>>,
): S {
  const said: Record<string, unknown> = {};
  for (const [code, t] of Object.entries(templates)) {
    const template = t as (p: object) => string;
    const dot = code.indexOf(".");
    if (dot > 0) {
      const list = (said[code.slice(0, dot)] ??= /^\d+$/.test(code.slice(dot + 1)) ? [] : {}) as Record<
        string,
        string
      >;
      list[code.slice(dot + 1)] = template({});
    } else if (Object.hasOwn(argumentOrder, code)) {
      const order = argumentOrder[code] ?? [];
      said[code] = (...args: unknown[]) => template(Object.fromEntries(order.map((n, i) => [n, args[i]])));
    } else said[code] = template({});
  }
  return said as S;
}
