/**
 * Hungarian and Russian custom-function metadata, made from the generated English master
 * (functions.json) and the tables rendered from the functions' families (`translationsOf`, D132). Excel picks the file through the manifest's
 * `<bt:Override Locale="hu-HU">` of the metadata URL.
 *
 * Only texts change: each function keeps its `id` and its `name` (users type `=MGSZ.GAMEPOINT`
 * in every language), and each parameter keeps its position, type and dimensionality; its name
 * and description, and the function's description, come from the table. Anything untranslated
 * or stale fails the build with every problem listed, never a silently English entry.
 */
import type { Words } from "../../i18n/message";
import type { FunctionTranslation, FunctionTranslations, ParameterTranslation } from "./types";

export const LOCALES = ["hu", "ru"] as const;
export type Locale = (typeof LOCALES)[number];

interface ParameterMetadata {
  name: string;
  description?: string;
  [key: string]: unknown;
}

interface FunctionMetadata {
  id: string;
  name: string;
  description?: string;
  parameters?: ParameterMetadata[];
  [key: string]: unknown;
}

/** The shape of functions.json, as far as localization needs it; other fields pass through. */
export interface FunctionsMetadata {
  functions: FunctionMetadata[];
  [key: string]: unknown;
}

/** Every problem found, one per line, so a missing table shows all its gaps at once. */
export class LocalizationError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Custom-function metadata cannot be localized:\n  ${problems.join("\n  ")}`);
    this.name = "LocalizationError";
  }
}

/** One table from the families' tables; an id in two tables is an error. */
export function mergeTranslations(tables: readonly FunctionTranslations[]): FunctionTranslations {
  const merged: FunctionTranslations = {};
  const problems: string[] = [];
  for (const table of tables) {
    for (const [id, entry] of Object.entries(table)) {
      if (Object.hasOwn(merged, id)) problems.push(`${id}: translated in two tables`);
      else merged[id] = entry;
    }
  }
  if (problems.length > 0) throw new LocalizationError(problems);
  return merged;
}

/**
 * A family of function texts (D132) as the table the localization reads, in every locale: the
 * code `NS.FN` is the function's description, `NS.FN.param` a parameter's description and
 * `NS.FN.param.name` its name. Only the functions `only` keeps (a family is a namespace, a
 * table a module's functions). A parameter with a description and no name, or the reverse,
 * throws {@link LocalizationError}.
 */
export function translationsOf<C extends string>(
  family: Words<C>,
  only: (id: string) => boolean = () => true,
): FunctionTranslations {
  const codes = new Set<string>(Object.keys(family.en));
  const problems: string[] = [];
  const functions = new Map<string, string[]>();
  for (const code of codes) {
    const [ns, fn, param, last, ...more] = code.split(".");
    const id = `${ns ?? ""}.${fn ?? ""}`;
    if (param === undefined) functions.set(id, functions.get(id) ?? []);
    else if (last === undefined) functions.set(id, [...(functions.get(id) ?? []), param]);
    else if (last !== "name" || more.length > 0) problems.push(`${code}: not a code of a function's text`);
    if (last === undefined && param !== undefined && !codes.has(`${code}.name`))
      problems.push(`${code}: a description and no name`);
    if (param !== undefined && !codes.has(id)) problems.push(`${code}: a function without a description`);
    if (last === "name" && !codes.has(`${id}.${param ?? ""}`))
      problems.push(`${code}: a name and no description`);
  }
  if (problems.length > 0) throw new LocalizationError(problems);
  const say = (locale: Locale, code: string): string => family[locale][code as C]({});
  const table: FunctionTranslations = {};
  for (const [id, params] of functions) {
    if (!only(id)) continue;
    const entry = (locale: Locale): FunctionTranslation => ({
      description: say(locale, id),
      parameters: Object.fromEntries(
        params.map((param): [string, ParameterTranslation] => [
          param,
          { name: say(locale, `${id}.${param}.name`), description: say(locale, `${id}.${param}`) },
        ]),
      ),
    });
    table[id] = { hu: entry("hu"), ru: entry("ru") };
  }
  return table;
}

const blank = (s: string | undefined): boolean => s === undefined || s.trim() === "";

function localizeFunction(
  f: FunctionMetadata,
  t: FunctionTranslation,
  where: string,
  problems: string[],
): FunctionMetadata {
  if (blank(t.description)) problems.push(`${where}: empty description`);
  const own = new Set((f.parameters ?? []).map((p) => p.name));
  for (const name of Object.keys(t.parameters)) {
    if (!own.has(name))
      problems.push(`${where}: translates parameter "${name}", which the function does not have`);
  }
  const seen = new Set<string>();
  const parameters = (f.parameters ?? []).map((p) => {
    const pt = Object.hasOwn(t.parameters, p.name) ? t.parameters[p.name] : undefined;
    if (pt === undefined) {
      problems.push(`${where}: parameter "${p.name}" has no translation`);
      return p;
    }
    if (!/^\S+$/u.test(pt.name)) problems.push(`${where}: parameter "${p.name}" gets the name "${pt.name}"`);
    if (seen.has(pt.name)) problems.push(`${where}: two parameters are called "${pt.name}"`);
    seen.add(pt.name);
    if (blank(pt.description)) problems.push(`${where}: parameter "${p.name}" has an empty description`);
    return { ...p, name: pt.name, description: pt.description };
  });
  return f.parameters === undefined
    ? { ...f, description: t.description }
    : { ...f, description: t.description, parameters };
}

/**
 * The metadata for one language. Throws {@link LocalizationError} when a function or a
 * parameter lacks a translation, or a translation names a function or parameter that does not
 * exist. The input is not modified.
 */
export function localizeMetadata(
  metadata: FunctionsMetadata,
  translations: FunctionTranslations,
  locale: Locale,
): FunctionsMetadata {
  const problems: string[] = [];
  const ids = new Set(metadata.functions.map((f) => f.id));
  const functions = metadata.functions.map((f) => {
    const entry = Object.hasOwn(translations, f.id) ? translations[f.id] : undefined;
    if (entry === undefined) {
      problems.push(`${f.id}: no ${locale} translation`);
      return f;
    }
    return localizeFunction(f, entry[locale], `${f.id} (${locale})`, problems);
  });
  for (const id of Object.keys(translations)) {
    if (!ids.has(id)) problems.push(`${id}: translated, but there is no such function`);
  }
  if (problems.length > 0) throw new LocalizationError(problems);
  return { ...metadata, functions };
}

/** functions.json text → the localized file's text, indented like the generator's output. */
export function localizeMetadataJson(
  json: string,
  translations: FunctionTranslations,
  locale: Locale,
): string {
  const metadata = JSON.parse(json) as FunctionsMetadata;
  if (!Array.isArray(metadata.functions))
    throw new LocalizationError(["functions.json has no functions array"]);
  return JSON.stringify(localizeMetadata(metadata, translations, locale), null, 4);
}
