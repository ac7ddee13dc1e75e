/**
 * The language Excel shows the custom functions' errors in: the pane's (it sets it through
 * `setFunctionLanguage`, sharing the functions' runtime: manifest.xml), English before that and
 * always on the command line. The expected texts are the message table's
 * (src/i18n/errors-args.ts, errors-common.ts), whose every code the table's test renders in
 * each language; here the whole path is checked: argument → FormulaError → CustomFunctions.Error.
 */
import { evaluateFormula } from "../../src/cli/formula";
import * as fide from "../../src/functions/fide";
import * as mgsz from "../../src/functions/mgsz";
import { functionLanguage, setFunctionLanguage } from "../../src/functions/errors";
import { type Language } from "../../src/i18n/language";
import { hostError, withExcelHost } from "./excel-host";

const row = (...xs: (number | string)[]): (number | string)[][] => [xs];

/** The calls and their text in each language. */
const CASES: readonly {
  what: string;
  call: () => unknown;
  code: string;
  text: Readonly<Record<Language, string>>;
}[] = [
  {
    what: "a number argument given text (coerce.ts)",
    call: () => fide.dp("x"),
    code: "#VALUE!",
    text: {
      en: 'Argument p: expected a number, got "x"',
      hu: "A(z) p argumentum: számot várunk, de ez érkezett: „x”",
      ru: "Аргумент p: ожидается число, получено «x»",
    },
  },
  {
    what: "an omitted argument",
    call: () => mgsz.rank(null),
    code: "#VALUE!",
    text: {
      en: "Argument rating is required",
      hu: "A(z) rating argumentum kötelező",
      ru: "Аргумент rating обязателен",
    },
  },
  {
    what: "an output style that is none (argNotOneOf)",
    call: () => mgsz.rank(1947, "tall"),
    code: "#VALUE!",
    text: {
      en: 'Argument style: "tall" is not "short" or "long"',
      hu: "A(z) style argumentum: „tall” nem „short” vagy „long”",
      ru: "Аргумент style: «tall» — не «short» или «long»",
    },
  },
  {
    what: "a first rating not published (#N/A with the figure; D25: 1 game of HU2017's 9, 2000 + 15 = 2015)",
    call: () => fide.initial(row(2000), row(1), "HU2017"),
    code: "#N/A",
    text: {
      en: "First rating 2015 is not published: 1 game against rated opponents, HU2017 needs 9",
      hu: "A(z) 2015 kezdő értékszám nem kerül közzétételre: 1 játszma értékszámos ellenféllel, a(z) HU2017 9-et kíván",
      ru: "Первый рейтинг 2015 не публикуется: партий с соперниками с рейтингом: 1, HU2017 требует 9",
    },
  },
  {
    what: "a date the core refuses (a RatingError of errors-common.ts, through the argument)",
    call: () => fide.kfactor(2000, 40, "2010-02-30", "2026-01-01"),
    code: "#VALUE!",
    text: {
      en: 'Argument birth_date: "2010-02-30" is not a calendar date',
      hu: "A(z) birth_date argumentum: „2010-02-30” nem létező naptári nap",
      ru: "Аргумент birth_date: «2010-02-30» — несуществующая дата",
    },
  },
];

describe("custom functions' errors in the pane's language", () => {
  withExcelHost();
  afterEach(() => setFunctionLanguage("en"));

  test("English until the pane sets a language", () => {
    expect(functionLanguage()).toBe("en");
  });

  test.each(CASES.flatMap((c) => (["en", "hu", "ru"] as const).map((lang) => [c.what, lang, c] as const)))(
    "%s, in %s",
    (_what, lang, c) => {
      setFunctionLanguage(lang);
      expect(hostError(c.call)).toMatchObject({ code: c.code, text: c.text[lang] });
    },
  );

  test("#NUM! carries no message in any language (Excel shows none)", () => {
    setFunctionLanguage("hu");
    const e = hostError(() => mgsz.rank(5000));
    expect(e.code).toBe("#NUM!");
    expect(e.text).toBeUndefined();
  });
});

describe("the command line says the functions' errors in English whatever the pane chose", () => {
  afterEach(() => setFunctionLanguage("en"));

  test.each(["hu", "ru"] as const)("after %s was chosen", (lang) => {
    setFunctionLanguage(lang);
    expect(evaluateFormula('=FIDE.DP("x")')).toEqual({
      ok: false,
      error: "#VALUE!",
      message: 'Argument p: expected a number, got "x"',
    });
  });
});
