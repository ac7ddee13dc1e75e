/**
 * The task pane's texts in English, Hungarian and Russian. Every language is a
 * {@link PaneStrings}, so a missing or misspelt key is a compile error; counts go through
 * functions because the three languages inflect differently after a number.
 */
export const LANGUAGES = ["en", "hu", "ru"] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language's own name, shown on the language switch whatever the pane's language. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: "English",
  hu: "Magyar",
  ru: "Русский",
};

export interface PaneStrings {
  readonly title: string;
  readonly tagline: string;
  readonly version: (version: string) => string;
  readonly language: string;
  readonly familiesHeading: string;
  readonly noFunctions: string;
  readonly functionCount: (count: number) => string;
  /** What a family prefix stands for (shown after it); a family missing here shows its prefix alone. */
  readonly familyNames: Readonly<Record<string, string>>;
  readonly usage: string;
  readonly separator: string;
  readonly recalculated: string;
  readonly recalculateFailed: (message: string) => string;
}

/** Russian plural after a number: 1 функция, 2 функции, 5 функций, 11 функций, 21 функция. */
export function russianPlural(n: number, one: string, few: string, many: string): string {
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return one;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return few;
  return many;
}

const en: PaneStrings = {
  title: "Rating Officer",
  tagline: "Rating calculations as Excel functions.",
  version: (v) => `Version ${v}`,
  language: "Language",
  familiesHeading: "Function families",
  noFunctions: "No functions are registered.",
  functionCount: (n) => `${n} ${n === 1 ? "function" : "functions"}`,
  familyNames: {
    MGSZ: "Hungarian Go rating",
    FIDE: "Elo rating",
    MAHJONG: "Russian mahjong rating",
  },
  usage: "Type a formula such as =MGSZ.NEWRATING(1947, 30, B2:B6, C2:C6) in a cell.",
  separator: "Hungarian and Russian Excel separate arguments with a semicolon (;) instead of a comma (,).",
  recalculated: "All formulas were recalculated.",
  recalculateFailed: (m) => `Recalculation failed: ${m}`,
};

const hu: PaneStrings = {
  title: "Rating Officer",
  tagline: "Értékszámítás Excel-függvényekkel.",
  version: (v) => `Verzió: ${v}`,
  language: "Nyelv",
  familiesHeading: "Függvénycsaládok",
  noFunctions: "Nincs regisztrált függvény.",
  // Hungarian keeps the singular after a numeral: 1 függvény, 13 függvény.
  functionCount: (n) => `${n} függvény`,
  familyNames: {
    MGSZ: "Magyar go értékszám",
    FIDE: "Élő-pontszám",
    MAHJONG: "Orosz mahjong értékszám",
  },
  usage: "Írjon egy cellába például ilyen képletet: =MGSZ.NEWRATING(1947; 30; B2:B6; C2:C6)",
  separator: "A magyar Excel az argumentumokat pontosvesszővel (;) választja el, nem vesszővel (,).",
  recalculated: "Minden képlet újraszámolva.",
  recalculateFailed: (m) => `Az újraszámolás nem sikerült: ${m}`,
};

const ru: PaneStrings = {
  title: "Rating Officer",
  tagline: "Расчёт рейтингов функциями Excel.",
  version: (v) => `Версия ${v}`,
  language: "Язык",
  familiesHeading: "Семейства функций",
  noFunctions: "Функции не зарегистрированы.",
  functionCount: (n) => `${n} ${russianPlural(n, "функция", "функции", "функций")}`,
  familyNames: {
    MGSZ: "Венгерский рейтинг го",
    FIDE: "Рейтинг Эло",
    MAHJONG: "Российский рейтинг маджонга",
  },
  usage: "Введите в ячейку формулу, например =MGSZ.NEWRATING(1947; 30; B2:B6; C2:C6)",
  separator: "В русском Excel аргументы разделяются точкой с запятой (;), а не запятой (,).",
  recalculated: "Все формулы пересчитаны.",
  recalculateFailed: (m) => `Пересчёт не удался: ${m}`,
};

export const STRINGS: Readonly<Record<Language, PaneStrings>> = { en, hu, ru };

/** The pane's language for Office's display language ("hu-HU", "ru-RU", …); English otherwise. */
export function pickLanguage(displayLanguage: string | null | undefined): Language {
  const primary = (displayLanguage ?? "").trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((l) => l === primary) ?? "en";
}

/** A stored choice if it names a language, otherwise undefined. */
export function parseLanguage(value: string | null | undefined): Language | undefined {
  return LANGUAGES.find((l) => l === value);
}
