/**
 * The spills' header rows in the officer's language: TOURNAMENT.STANDINGS, .MGSZ, .FIDE and
 * .MAHJONG take an optional `language` ("en", "hu", "ru") and the tournament sheet passes its
 * own, so a Hungarian or Russian sheet has no English headers. The English headers are the
 * specs' (mgsz.ts, fide.ts, mahjong.ts) and the standings'; symbols (ΣJp, W, We, NR, KT, the
 * tie-break codes MMS, SOS, BH-C1 …) are the same in every language. The words follow the
 * glossary (docs/glossary.md).
 */
import { own } from "../core/common/lookup";
import { SPILL_HEADER_WORDS, START_VALUE_WORDS } from "../i18n/header-words";
import { words, wordsByLanguage } from "../i18n/message";

type SpillHeaderCode = keyof (typeof SPILL_HEADER_WORDS)["en"];

export const HEADER_LANGUAGES = ["en", "hu", "ru"] as const;
export type HeaderLanguage = (typeof HEADER_LANGUAGES)[number];

/** Each header word's code by its English text (what a column is named by), and its words. */
const CODES: ReadonlyMap<string, SpillHeaderCode> = new Map(
  Object.entries(words(SPILL_HEADER_WORDS, "en")).map(([code, en]) => [en, code as SpillHeaderCode]),
);
const WORDS = wordsByLanguage(SPILL_HEADER_WORDS);

/** One header in `language`: the translation of a word, a symbol as it is. */
export function translateHeader(header: string, language: HeaderLanguage): string {
  const code = CODES.get(header);
  return code === undefined ? header : WORDS[language][code];
}

/** The English header a translated one stands for (itself when it is English or a symbol). */
export function englishHeader(header: string): string {
  for (const [en, code] of CODES) if (WORDS.hu[code] === header || WORDS.ru[code] === header) return en;
  return header;
}

/** The words a column holds rather than figures, by the column's English header: MGSZ's Start. */
const VALUES: ReadonlyMap<
  string,
  Readonly<Record<HeaderLanguage, Readonly<Record<string, string>>>>
> = new Map([["Start", wordsByLanguage(START_VALUE_WORDS)]]);

/**
 * A table whose first row is a header row, with that row in `language`, and the words of a
 * column of words (Start's codes `rating`, `rank`, in English too: "new (rank)") too; figures
 * and names unchanged.
 */
export function withHeaders<T>(table: T[][], language: HeaderLanguage): (T | string)[][] {
  if (table.length === 0) return table;
  const [head = [], ...rest] = table;
  const columnWords = head.map((h) => (typeof h === "string" ? VALUES.get(h) : undefined));
  const body = columnWords.some((w) => w !== undefined)
    ? rest.map((row) =>
        row.map((v, i) =>
          typeof v === "string"
            ? ((columnWords[i] !== undefined ? own(columnWords[i][language], v) : undefined) ?? v)
            : v,
        ),
      )
    : rest;
  return [head.map((h) => (typeof h === "string" ? translateHeader(h, language) : h)), ...body];
}

/** "en", "hu", "ru" in any letter case, also "hu-HU", "ru-RU", "en-US"; null otherwise. */
export function headerLanguage(value: string): HeaderLanguage | null {
  const code = value.trim().toLowerCase().split(/[-_]/)[0] ?? "";
  return HEADER_LANGUAGES.find((l) => l === code) ?? null;
}
