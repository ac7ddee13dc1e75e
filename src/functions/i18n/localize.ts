/**
 * Hungarian and Russian custom-function metadata, made from the generated English master
 * (functions.json) and the translation tables. Excel picks the file through the manifest's
 * `<bt:Override Locale="hu-HU">` of the metadata URL.
 *
 * Only texts change: each function keeps its `id` and its `name` (users type `=MGSZ.GAMEPOINT`
 * in every language), and each parameter keeps its position, type and dimensionality; its name
 * and description, and the function's description, come from the table. Anything untranslated
 * or stale fails the build with every problem listed, never a silently English entry.
 */
import type { FunctionTranslation, FunctionTranslations } from "./types";

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
