/**
 * functions-hu.json and functions-ru.json: the generated English metadata with the translated
 * texts, same ids and names, and a loud failure for anything untranslated or stale.
 */
import fc from "fast-check";
import { TRANSLATIONS } from "../../src/functions/i18n";
import {
  type FunctionsMetadata,
  LOCALES,
  LocalizationError,
  localizeMetadata,
  localizeMetadataJson,
  mergeTranslations,
} from "../../src/functions/i18n/localize";
import { FIDE_I18N } from "../../src/functions/i18n/fide";
import { MAHJONG_I18N } from "../../src/functions/i18n/mahjong";
import { MGSZ_I18N } from "../../src/functions/i18n/mgsz";
import { PAIRING_I18N } from "../../src/functions/i18n/pairing";
import { TOURNAMENT_I18N } from "../../src/functions/i18n/tournament";
import type { FunctionTranslations } from "../../src/functions/i18n/types";
import { generatedMetadata } from "./generated-metadata";

// eslint-disable-next-line @typescript-eslint/no-require-imports
const FILES: string[] = require("../../function-files.js");

const p = (name: string, description: string) => ({ name, description });

/** A small master in the generator's shape (see the generated functions.json). */
function master(): FunctionsMetadata {
  return {
    allowCustomDataForDataTypeAny: true,
    functions: [
      {
        id: "DEMO.ADD",
        name: "DEMO.ADD",
        description: "Adds two numbers.",
        parameters: [
          { name: "first", description: "First number", type: "number" },
          { name: "second", description: "Second number", type: "number", optional: true },
        ],
        result: { type: "number" },
      },
      { id: "DEMO.PI", name: "DEMO.PI", description: "Pi.", parameters: [], result: { type: "number" } },
    ],
  };
}

/** One entry of {@link table}. */
function entry(id: "DEMO.ADD" | "DEMO.PI"): FunctionTranslations[string] {
  const found = table()[id];
  if (found === undefined) throw new Error(id);
  return found;
}

function table(): FunctionTranslations {
  return {
    "DEMO.ADD": {
      hu: {
        description: "Két szám összege.",
        parameters: { first: p("elso", "Első szám"), second: p("masodik", "Második szám") },
      },
      ru: {
        description: "Сумма двух чисел.",
        parameters: { first: p("первое", "Первое число"), second: p("второе", "Второе число") },
      },
    },
    "DEMO.PI": {
      hu: { description: "A pí.", parameters: {} },
      ru: { description: "Число пи.", parameters: {} },
    },
  };
}

/** The problems a localization reports, or [] when it succeeds. */
function problems(metadata: FunctionsMetadata, translations: FunctionTranslations): readonly string[] {
  try {
    localizeMetadata(metadata, translations, "hu");
    return [];
  } catch (error) {
    if (error instanceof LocalizationError) return error.problems;
    throw error;
  }
}

describe("localizeMetadata", () => {
  test("translates descriptions and parameter names; ids, names, types and order stay", () => {
    const hu = localizeMetadata(master(), table(), "hu");
    expect(hu).toEqual({
      allowCustomDataForDataTypeAny: true,
      functions: [
        {
          id: "DEMO.ADD",
          name: "DEMO.ADD",
          description: "Két szám összege.",
          parameters: [
            { name: "elso", description: "Első szám", type: "number" },
            { name: "masodik", description: "Második szám", type: "number", optional: true },
          ],
          result: { type: "number" },
        },
        { id: "DEMO.PI", name: "DEMO.PI", description: "A pí.", parameters: [], result: { type: "number" } },
      ],
    });
    expect(localizeMetadata(master(), table(), "ru").functions[0]?.parameters?.[0]?.name).toBe("первое");
  });

  test("leaves its input unchanged", () => {
    const input = master();
    localizeMetadata(input, table(), "ru");
    expect(input).toEqual(master());
  });

  test("a function without a translation fails, naming it", () => {
    const t = table();
    delete t["DEMO.PI"];
    expect(problems(master(), t)).toEqual(["DEMO.PI: no hu translation"]);
  });

  test("an untranslated parameter fails, naming the function and the parameter", () => {
    const t = table();
    t["DEMO.ADD"] = {
      ...entry("DEMO.ADD"),
      hu: { description: "x", parameters: { first: p("elso", "Első") } },
    };
    expect(problems(master(), t)).toEqual(['DEMO.ADD (hu): parameter "second" has no translation']);
  });

  test("stale translations fail: an unknown function, an unknown parameter", () => {
    const t = table();
    t["DEMO.GONE"] = entry("DEMO.PI");
    t["DEMO.PI"] = {
      ...entry("DEMO.PI"),
      hu: { description: "A pí.", parameters: { digits: p("jegyek", "x") } },
    };
    expect(problems(master(), t)).toEqual([
      'DEMO.PI (hu): translates parameter "digits", which the function does not have',
      "DEMO.GONE: translated, but there is no such function",
    ]);
  });

  test("empty texts, names with spaces and duplicate names fail, all reported at once", () => {
    const t = table();
    t["DEMO.ADD"] = {
      ...entry("DEMO.ADD"),
      hu: { description: " ", parameters: { first: p("egy szam", ""), second: p("egy szam", "Második") } },
    };
    expect(problems(master(), t)).toEqual([
      "DEMO.ADD (hu): empty description",
      'DEMO.ADD (hu): parameter "first" gets the name "egy szam"',
      'DEMO.ADD (hu): parameter "first" has an empty description',
      'DEMO.ADD (hu): parameter "second" gets the name "egy szam"',
      'DEMO.ADD (hu): two parameters are called "egy szam"',
    ]);
  });

  test("the error message lists every problem", () => {
    expect(() => localizeMetadata(master(), {}, "ru")).toThrow(
      "Custom-function metadata cannot be localized:\n  DEMO.ADD: no ru translation\n  DEMO.PI: no ru translation",
    );
  });

  test("property: a complete table keeps ids, names, order, types and optionality", () => {
    const paramName = fc.stringMatching(/^[a-z][a-z0-9_]{0,8}$/);
    const fn = fc.record({
      id: fc.stringMatching(/^[A-Z]{3,6}\.[A-Z]{3,8}$/),
      params: fc.uniqueArray(fc.record({ name: paramName, optional: fc.boolean() }), {
        selector: (x) => x.name,
        maxLength: 5,
      }),
    });
    fc.assert(
      fc.property(fc.uniqueArray(fn, { selector: (f) => f.id, maxLength: 6 }), (fns) => {
        const metadata: FunctionsMetadata = {
          functions: fns.map((f) => ({
            id: f.id,
            name: f.id,
            description: `en ${f.id}`,
            parameters: f.params.map((x) => ({
              name: x.name,
              description: "en",
              type: "any",
              optional: x.optional,
            })),
          })),
        };
        const translations: FunctionTranslations = Object.fromEntries(
          fns.map((f) => {
            const parameters = Object.fromEntries(
              f.params.map((x) => [x.name, p(`${x.name}_l`, `l ${x.name}`)]),
            );
            return [
              f.id,
              {
                hu: { description: `hu ${f.id}`, parameters },
                ru: { description: `ru ${f.id}`, parameters },
              },
            ];
          }),
        );
        for (const locale of LOCALES) {
          const out = localizeMetadata(metadata, translations, locale);
          expect(out.functions.map((f) => [f.id, f.name])).toEqual(fns.map((f) => [f.id, f.id]));
          expect(
            out.functions.map((f) => [
              f.description,
              f.parameters?.map((x) => [x.name, x["type"], x["optional"]]),
            ]),
          ).toEqual(
            out.functions.map((f, i) => [
              `${locale} ${f.id}`,
              fns[i]?.params.map((x) => [`${x.name}_l`, "any", x.optional]),
            ]),
          );
        }
      }),
    );
  });
});

describe("localizeMetadataJson", () => {
  test("writes JSON indented by four spaces, as the generator writes functions.json", () => {
    const text = localizeMetadataJson(JSON.stringify(master()), table(), "hu");
    expect(text).toBe(JSON.stringify(localizeMetadata(master(), table(), "hu"), null, 4));
    expect(text.split("\n")[1]).toBe('    "allowCustomDataForDataTypeAny": true,');
  });

  test("a file without a functions array fails", () => {
    expect(() => localizeMetadataJson("{}", table(), "hu")).toThrow(/no functions array/);
  });
});

describe("mergeTranslations", () => {
  test("merges the families' tables", () => {
    const a = { "A.ONE": entry("DEMO.PI") };
    const b = { "B.TWO": entry("DEMO.PI") };
    expect(Object.keys(mergeTranslations([a, b]))).toEqual(["A.ONE", "B.TWO"]);
  });

  test("an id in two tables fails", () => {
    const a = { "A.ONE": entry("DEMO.PI") };
    expect(() => mergeTranslations([a, a])).toThrow("A.ONE: translated in two tables");
  });

  test("TRANSLATIONS holds every family's table", () => {
    const families = [MGSZ_I18N, FIDE_I18N, MAHJONG_I18N, TOURNAMENT_I18N, PAIRING_I18N];
    for (const family of families)
      for (const id of Object.keys(family)) expect(TRANSLATIONS[id]).toBe(family[id]);
    expect(Object.keys(TRANSLATIONS).length).toBe(families.reduce((n, f) => n + Object.keys(f).length, 0));
  });
});

describe("the add-in's own metadata", () => {
  let json = "";

  beforeAll(async () => {
    const result = await generatedMetadata(FILES);
    expect(result.errors).toEqual([]);
    json = result.metadataJson;
  });

  test.each(LOCALES)("every function has its %s metadata, built from the translation tables", (locale) => {
    const english = JSON.parse(json) as FunctionsMetadata;
    const local = JSON.parse(localizeMetadataJson(json, TRANSLATIONS, locale)) as FunctionsMetadata;
    expect(local.functions.map((f) => f.id)).toEqual(english.functions.map((f) => f.id));
    expect(english.functions.length).toBeGreaterThan(0);
    for (const [i, f] of local.functions.entries()) {
      const source = TRANSLATIONS[f.id]?.[locale];
      expect(f.name).toBe(f.id);
      expect(f.description).toBe(source?.description);
      const en = english.functions[i]?.parameters ?? [];
      expect(f.parameters?.map((x) => x.name)).toEqual(en.map((x) => source?.parameters[x.name]?.name));
      expect(f.parameters?.map((x) => x["optional"])).toEqual(en.map((x) => x["optional"]));
    }
  });
});
