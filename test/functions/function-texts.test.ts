/**
 * The custom functions' metadata as families of the one form (D132): the English templates are
 * the functions' JSDoc word for word (the generator reads the JSDoc for functions.json, the
 * family holds every language), and the tables the build localizes with are rendered from the
 * families.
 */
import { FIDE_FUNCTION_TEXTS, FIDE_I18N } from "../../src/functions/i18n/fide";
import { GO_FUNCTION_TEXTS } from "../../src/functions/i18n/go";
import { LocalizationError, translationsOf } from "../../src/functions/i18n/localize";
import { MAHJONG_FUNCTION_TEXTS } from "../../src/functions/i18n/mahjong";
import { MGSZ_FUNCTION_TEXTS } from "../../src/functions/i18n/mgsz";
import { PAIRING_I18N } from "../../src/functions/i18n/pairing";
import { TOURNAMENT_FUNCTION_TEXTS } from "../../src/functions/i18n/tournament";
import { LANGUAGES } from "../../src/i18n/language";
import { parameterNames } from "../../src/sheet/formulas";
import { type Words, words } from "../../src/i18n/message";
import { generatedMetadata } from "./generated-metadata";

// eslint-disable-next-line @typescript-eslint/no-require-imports
const FILES: string[] = require("../../function-files.js");

interface FunctionMetadata {
  id: string;
  description?: string;
  parameters: { name: string; description?: string }[];
}

const FAMILIES: readonly [string, Words<string>][] = [
  ["FIDE", FIDE_FUNCTION_TEXTS],
  ["GO", GO_FUNCTION_TEXTS],
  ["MAHJONG", MAHJONG_FUNCTION_TEXTS],
  ["MGSZ", MGSZ_FUNCTION_TEXTS],
  ["TOURNAMENT", TOURNAMENT_FUNCTION_TEXTS],
];

let metadata: FunctionMetadata[] = [];

beforeAll(async () => {
  const result = await generatedMetadata(FILES);
  metadata = (JSON.parse(result.metadataJson) as { functions: FunctionMetadata[] }).functions;
});

/** The JSDoc's texts as the generator gives them, one code per text, as the families name them. */
function jsdocTexts(namespace: string): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const f of metadata.filter((m) => m.id.startsWith(`${namespace}.`))) {
    texts[f.id] = f.description ?? "";
    for (const p of f.parameters) {
      texts[`${f.id}.${p.name}.name`] = p.name;
      texts[`${f.id}.${p.name}`] = p.description ?? "";
    }
  }
  return texts;
}

describe("the functions' texts, one family per namespace (D132)", () => {
  test("the namespaces are every function's", () => {
    expect([...new Set(metadata.map((f) => f.id.split(".")[0]))].sort()).toEqual(FAMILIES.map(([ns]) => ns));
  });

  test.each(FAMILIES)("%s: the English is the JSDoc, text for text", (namespace, family) => {
    expect(words(family, "en")).toEqual(jsdocTexts(namespace));
  });

  test("TOURNAMENT: the family gives each function's parameters in the JSDoc's order", () => {
    // src/sheet/formulas.ts builds the sheet's calls by argument name in this order (D171)
    const tournament = metadata.filter((m) => m.id.startsWith("TOURNAMENT."));
    expect(tournament.length).toBeGreaterThan(5);
    for (const f of tournament)
      expect([f.id, parameterNames(f.id)]).toEqual([f.id, f.parameters.map((p) => p.name)]);
  });

  test.each(FAMILIES)("%s: every language gives every code, none empty", (_namespace, family) => {
    for (const lang of LANGUAGES) {
      expect(Object.keys(family[lang]).sort()).toEqual(Object.keys(family.en).sort());
      expect(Object.entries(words(family, lang)).filter(([, text]) => text.trim() === "")).toEqual([]);
    }
  });

  test("the tables are the families rendered (changing a template changes the table)", () => {
    // FIDE.DP's p in Hungarian: src/functions/i18n/fide-hu.ts
    expect(FIDE_I18N["FIDE.DP"]?.hu.parameters.p).toEqual({
      name: "p",
      description: FIDE_FUNCTION_TEXTS.hu["FIDE.DP.p"]({}),
    });
    expect(FIDE_I18N["FIDE.DP"]?.ru.description).toBe("Разница рейтингов dp для доли набранных очков.");
    expect(Object.keys(PAIRING_I18N).sort()).toEqual(["GO.HANDICAP", "TOURNAMENT.PAIRINGS"]);
  });

  test("a family whose codes do not make a function's texts is refused, every problem named", () => {
    const same = (text: string) => ({ "X.F": () => text, "X.F.a": () => text, "X.F.b.name": () => text });
    const family = { en: same("e"), hu: same("h"), ru: same("r") } as unknown as Words<string>;
    const refused = (() => {
      try {
        translationsOf(family);
        return [];
      } catch (error) {
        return error instanceof LocalizationError ? error.problems : ["not a LocalizationError"];
      }
    })();
    expect(refused).toEqual(["X.F.a: a description and no name", "X.F.b.name: a name and no description"]);
    const whole = { "X.F": () => "d", "X.F.a.name": () => "n", "X.F.a": () => "a" };
    expect(translationsOf({ en: whole, hu: whole, ru: whole })).toEqual({
      "X.F": {
        hu: { description: "d", parameters: { a: { name: "n", description: "a" } } },
        ru: { description: "d", parameters: { a: { name: "n", description: "a" } } },
      },
    });
  });
});
