/**
 * The spills' header rows in the officer's language: TOURNAMENT.STANDINGS, .MGSZ, .FIDE and
 * .MAHJONG take an optional `language` ("en", "hu", "ru") and the tournament sheet passes its
 * own, so a Hungarian or Russian sheet has no English headers. The English headers are the
 * specs' (mgsz.ts, fide.ts, mahjong.ts) and the standings'; symbols (ΣJp, W, We, NR, KT, the
 * tie-break codes MMS, SOS, BH-C1 …) are the same in every language. The words follow the
 * glossary (docs/glossary.md).
 */
import { lookupTable } from "../core/common/lookup";

export const HEADER_LANGUAGES = ["en", "hu", "ru"] as const;
export type HeaderLanguage = (typeof HEADER_LANGUAGES)[number];

const WORDS: ReadonlyMap<string, { readonly hu: string; readonly ru: string }> = lookupTable({
  Place: { hu: "Hely", ru: "Место" },
  No: { hu: "Sz.", ru: "№" },
  Name: { hu: "Név", ru: "Имя" },
  Rank: { hu: "Fokozat", ru: "Разряд" },
  Rating: { hu: "Értékszám", ru: "Рейтинг" },
  Player: { hu: "Játékos", ru: "Игрок" },
  Level: { hu: "Szint", ru: "Уровень" },
  Points: { hu: "Pont", ru: "Очки" },
  Start: { hu: "Kiindulás", ru: "Основа" },
  Source: { hu: "Forrás", ru: "Источник" },
  "Rating before": { hu: "Értékszám előtte", ru: "Рейтинг до" },
  "Rating after": { hu: "Értékszám utána", ru: "Рейтинг после" },
  "Rank before": { hu: "Fokozat előtte", ru: "Разряд до" },
  "Rank after": { hu: "Fokozat utána", ru: "Разряд после" },
  "Level after": { hu: "Szint utána", ru: "Уровень после" },
  Games: { hu: "Játszmák", ru: "Партии" },
  Change: { hu: "Változás", ru: "Изменение" },
  Performance: { hu: "Teljesítmény", ru: "Перфоманс" },
  Perf: { hu: "Telj.", ru: "Перф." },
  "W/G": { hu: "Gy/J", ru: "П/П" },
  "New player": { hu: "Új játékos", ru: "Новый игрок" },
  Norm: { hu: "Norma", ru: "Норма" },
  Team: { hu: "Csapat", ru: "Команда" },
  Players: { hu: "Játékosok", ru: "Игроки" },
  Board: { hu: "Tábla", ru: "Доска" },
  White: { hu: "Fehér", ru: "Белые" },
  Black: { hu: "Fekete", ru: "Чёрные" },
  Handicap: { hu: "Előkő", ru: "Фора" },
  Result: { hu: "Eredmény", ru: "Результат" },
});

/** One header in `language`: the translation of a word, a symbol as it is. */
export function translateHeader(header: string, language: HeaderLanguage): string {
  if (language === "en") return header;
  return WORDS.get(header)?.[language] ?? header;
}

/** The English header a translated one stands for (itself when it is English or a symbol). */
export function englishHeader(header: string): string {
  for (const [en, t] of WORDS) if (t.hu === header || t.ru === header) return en;
  return header;
}

/** The words a column holds rather than figures: MGSZ's Start (where a player's rating came from). */
const VALUES: ReadonlyMap<
  string,
  ReadonlyMap<string, { readonly hu: string; readonly ru: string }>
> = new Map([
  [
    "Start",
    lookupTable({
      rating: { hu: "értékszám", ru: "рейтинг" },
      rank: { hu: "fokozat", ru: "разряд" },
    }),
  ],
]);

/**
 * A table whose first row is a header row, with that row in `language`, and the words of a
 * column of words (Start's `rating`, `rank`) too; figures and names unchanged.
 */
export function withHeaders<T>(table: T[][], language: HeaderLanguage): (T | string)[][] {
  if (language === "en" || table.length === 0) return table;
  const [head = [], ...rest] = table;
  const words = head.map((h) => (typeof h === "string" ? VALUES.get(h) : undefined));
  const body = words.some((w) => w !== undefined)
    ? rest.map((row) => row.map((v, i) => (typeof v === "string" ? (words[i]?.get(v)?.[language] ?? v) : v)))
    : rest;
  return [head.map((h) => (typeof h === "string" ? translateHeader(h, language) : h)), ...body];
}

/** "en", "hu", "ru" in any letter case, also "hu-HU", "ru-RU", "en-US"; null otherwise. */
export function headerLanguage(value: string): HeaderLanguage | null {
  const code = value.trim().toLowerCase().split(/[-_]/)[0] ?? "";
  return HEADER_LANGUAGES.find((l) => l === code) ?? null;
}
