/** The task pane's string tables (src/i18n/pane*.ts) and the choice of language. */
import { russianPlural } from "../../src/i18n/language";
import {
  LANGUAGES,
  LANGUAGE_NAMES,
  type Language,
  type PaneStrings,
  STRINGS,
  parseLanguage,
  pickLanguage,
} from "../../src/i18n/pane";
import { internalReferences } from "./internal-references";
import { DO } from "./instruction";

// Compile-time half of the check: a language missing a key does not type-check here.
const typed: Readonly<Record<Language, PaneStrings>> = STRINGS;

/** Every value of a table, functions called with sample arguments (numbers where they count). */
function texts(s: PaneStrings): string[] {
  return Object.entries(s).flatMap(([key, value]: [string, unknown]) => {
    if (typeof value === "string") return [value];
    if (typeof value === "function") {
      const numeric = ["functionCount", "diagnosticAt"].includes(key);
      return [String((value as (...x: unknown[]) => unknown)(...(numeric ? [7, 3] : ["X", "Y", "Z"])))];
    }
    return Object.values(value as Record<string, string>).map(String);
  });
}

/** Every key of a table, nested ones dotted ("formatNames.egd"), in order. */
function keysOf(table: object, prefix = ""): string[] {
  return Object.entries(table)
    .flatMap(([key, value]: [string, unknown]) =>
      typeof value === "object" && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
    )
    .sort();
}

describe("string tables", () => {
  const keys = Object.keys(typed.en).sort();

  test.each(LANGUAGES)("%s has exactly the English keys", (lang) => {
    expect(Object.keys(typed[lang]).sort()).toEqual(keys);
  });

  // The type makes each language name every key, but a Record<string, string> inside (format,
  // system, event, rule-set names, the mapping's fields, the parameter problems, severities)
  // could still lack one: the pane would then show the bare key.
  test.each(["hu", "ru"] as const)("%s has every nested key of English too", (lang) => {
    expect(keysOf(STRINGS[lang])).toEqual(keysOf(STRINGS.en));
    expect(keysOf(STRINGS.en)).toContain("formatNames.egd");
    expect(keysOf(STRINGS.en)).toContain("severityNames.warning");
  });

  test("a table missing a nested key is caught", () => {
    const formatNames: Record<string, string> = { ...STRINGS.hu.formatNames };
    delete formatNames["egd"];
    expect(keysOf({ ...STRINGS.hu, formatNames })).not.toEqual(keysOf(STRINGS.en));
  });

  test.each(LANGUAGES)("%s has no empty text", (lang) => {
    for (const t of texts(STRINGS[lang])) expect(t.trim()).not.toBe("");
  });

  // The docs carry the decisions, sections and options; the pane says what they mean.
  test.each(LANGUAGES)("%s names no decision, section or command-line option", (lang) => {
    const named = texts(STRINGS[lang]).flatMap(internalReferences);
    expect(named).toEqual([]);
    expect(texts({ ...STRINGS[lang], title: "as D16 says" }).flatMap(internalReferences)).toEqual(["D16"]);
  });

  test.each(LANGUAGES)("%s names the same families as English", (lang) => {
    expect(Object.keys(STRINGS[lang].familyNames).sort()).toEqual(Object.keys(STRINGS.en.familyNames).sort());
  });

  test("Hungarian and Russian are translated, not copies of English", () => {
    for (const lang of ["hu", "ru"] as const) {
      for (const key of ["tagline", "language", "familiesHeading", "usage", "recalcHint"] as const) {
        expect(STRINGS[lang][key]).not.toBe(STRINGS.en[key]);
      }
    }
  });

  test("texts with a value show it", () => {
    for (const lang of LANGUAGES) {
      expect(STRINGS[lang].version("1.2.3")).toContain("1.2.3");
      expect(STRINGS[lang].functionCount(13)).toContain("13");
      expect(STRINGS[lang].recalculateFailed("boom")).toContain("boom");
      const s = STRINGS[lang];
      expect(s.errorsHeading(3)).toContain("3");
      expect(s.created("EGC 2013")).toContain("EGC 2013");
      expect(s.postDone("F", 12, 3)).toMatch(/F.*12.*3/);
      expect(s.matched(12, 14)).toMatch(/12/);
      expect(s.readFailed("bad")).toContain("bad");
    }
  });

  test("the flow's texts are translated, not copies of English", () => {
    for (const lang of ["hu", "ru"] as const) {
      for (const key of [
        "stepFile",
        "stepSystem",
        "stepList",
        "stepCreate",
        "stepRecalc",
        "stepPost",
      ] as const) {
        expect(STRINGS[lang][key]).not.toBe(STRINGS.en[key]);
      }
      expect(STRINGS[lang].invalid).not.toEqual(STRINGS.en.invalid);
    }
  });

  test("Russian counts of errors and players inflect", () => {
    expect(STRINGS.ru.errorsHeading(1)).toMatch(/^1 ошибка/);
    expect(STRINGS.ru.errorsHeading(3)).toMatch(/^3 ошибки/);
    expect(STRINGS.ru.errorsHeading(11)).toMatch(/^11 ошибок/);
    expect(STRINGS.ru.listRead(21)).toBe("В списке 21 игрок.");
    expect(STRINGS.en.warningsHeading(1)).toBe("1 warning");
    expect(STRINGS.en.warningsHeading(2)).toBe("2 warnings");
  });

  test("the example formula uses each Excel's argument separator", () => {
    // English Excel separates arguments with a comma; Hungarian and Russian Excel with ";".
    expect(STRINGS.en.usage).toMatch(/=MGSZ\.NEWRATING\(1947, 30,/);
    expect(STRINGS.hu.usage).toMatch(/=MGSZ\.NEWRATING\(1947; 30;/);
    expect(STRINGS.ru.usage).toMatch(/=MGSZ\.NEWRATING\(1947; 30;/);
  });

  test("each language has its own name on the switch", () => {
    expect(LANGUAGE_NAMES).toEqual({ en: "English", hu: "Magyar", ru: "Русский" });
  });
});

describe("counts", () => {
  test("English: 1 function, 2 functions", () => {
    expect(STRINGS.en.functionCount(1)).toBe("1 function");
    expect(STRINGS.en.functionCount(2)).toBe("2 functions");
    expect(STRINGS.en.functionCount(0)).toBe("0 functions");
  });

  test("English: Re-rate the season's 1 problem, 2 problems; 1 sheet, 4 sheets", () => {
    expect(STRINGS.en.seasonProblems(1)).toBe(
      "Nothing was written: 1 problem below, at its cell; correct it there, then re-rate the season again.",
    );
    expect(STRINGS.en.seasonProblems(2)).toBe(
      "Nothing was written: 2 problems below, each at its cell; correct them there, then re-rate the season again.",
    );
    expect(STRINGS.en.seasonDone(1)).toBe(
      "1 tournament sheet re-rated, and its columns in the rating list written again.",
    );
    expect(STRINGS.en.seasonDone(4)).toBe(
      "4 tournament sheets re-rated in date order, and their columns in the rating list written again.",
    );
  });

  test("Hungarian keeps the singular after a numeral", () => {
    expect(STRINGS.hu.functionCount(1)).toBe("1 függvény");
    expect(STRINGS.hu.functionCount(13)).toBe("13 függvény");
  });

  // CLDR plural rules for Russian: one = n%10=1 and n%100≠11; few = n%10 in 2..4 and
  // n%100 not in 12..14; many = the rest.
  test.each([
    [1, "one"],
    [2, "few"],
    [4, "few"],
    [5, "many"],
    [0, "many"],
    [11, "many"],
    [12, "many"],
    [14, "many"],
    [21, "one"],
    [22, "few"],
    [25, "many"],
    [101, "one"],
    [111, "many"],
    [112, "many"],
    [122, "few"],
  ])("Russian plural of %i is %s", (n, form) => {
    expect(russianPlural(n, "one", "few", "many")).toBe(form);
  });

  test("Russian function counts", () => {
    expect(STRINGS.ru.functionCount(1)).toBe("1 функция");
    expect(STRINGS.ru.functionCount(3)).toBe("3 функции");
    expect(STRINGS.ru.functionCount(13)).toBe("13 функций");
  });
});

describe("language choice", () => {
  test.each([
    ["hu-HU", "hu"],
    ["ru-RU", "ru"],
    ["RU", "ru"],
    ["hu_HU", "hu"],
    ["en-US", "en"],
    ["en-GB", "en"],
    ["de-DE", "en"],
    ["", "en"],
    [undefined, "en"],
    [null, "en"],
  ])("display language %p → %s", (display, lang) => {
    expect(pickLanguage(display)).toBe(lang);
  });

  test("a stored choice is used only when it names a language", () => {
    expect(parseLanguage("ru")).toBe("ru");
    expect(parseLanguage("RU")).toBeUndefined();
    expect(parseLanguage("de")).toBeUndefined();
    expect(parseLanguage(null)).toBeUndefined();
  });
});

describe("the pane's refusals say what to do (D450)", () => {
  // each text that refuses a file, a field or a step, with its arguments (a count of 1 and of 2)
  const refusals = (s: PaneStrings): [string, string][] => [
    ["noPlayers", s.noPlayers],
    ["noSheets", s.noSheets],
    ...Object.entries(s.invalid).map(([k, v]): [string, string] => [`invalid.${k}`, v]),
    ["choiceBad", s.choiceBad(3, "x")],
    ...[1, 2].flatMap((n): [string, string][] => [
      [`recalcProblems ${n}`, s.recalcProblems(n)],
      [`seasonProblems ${n}`, s.seasonProblems(n)],
    ]),
  ];

  it("the check can fail: the texts before D450 have no instruction", () => {
    expect(DO.en.test("The file holds no players.")).toBe(false);
    expect(DO.hu.test("A fájlban nincs játékos.")).toBe(false);
    expect(DO.ru.test("В файле нет игроков.")).toBe(false);
  });

  it.each(LANGUAGES)("%s", (lang) => {
    const missing = refusals(STRINGS[lang]).filter(([, text]) => !DO[lang].test(text));
    expect(missing).toEqual([]);
  });

  it("English: a file without players, a season's problems", () => {
    expect(STRINGS.en.noPlayers).toBe(
      "No player could be read from the file: choose the tournament's own file, as the program that paired it saved it, with a line or an entry for each player. Any warnings below name what was not read.",
    );
    expect(STRINGS.en.recalcProblems(2)).toBe(
      "2 problems in the crosstable: nothing was rewritten; correct them at their cells below, then recalculate.",
    );
  });
});
