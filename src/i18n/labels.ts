/**
 * The header block's labels of a tournament sheet, in every language: the sheet writes them and
 * the messages about a header row name them.
 */
import { type Words, wordsByLanguage } from "./message";

/** The header block's rows, by their machine key. */
export const HEADER_KEYS = [
  "dates",
  "file",
  "system",
  "multiplier",
  "ruleset",
  "k",
  "sessions",
  "championship",
  "lastDay",
  "release",
  "weight",
  "tiebreaks",
  "ratingList",
  "host",
] as const;
export type HeaderKey = (typeof HEADER_KEYS)[number];

export const HEADER_LABEL_WORDS: Words<HeaderKey> = {
  en: {
    dates: () => "Dates",
    file: () => "File",
    system: () => "System",
    multiplier: () => "Multiplier C",
    ruleset: () => "Rule set",
    k: () => "K",
    sessions: () => "Sessions",
    championship: () => "Championship",
    lastDay: () => "Last day",
    release: () => "Rating release",
    weight: () => "Weight W",
    tiebreaks: () => "Tie-breaks",
    ratingList: () => "Rating list",
    host: () => "Host federation",
  },
  hu: {
    dates: () => "Dátum",
    file: () => "Fájl",
    system: () => "Rendszer",
    multiplier: () => "C szorzó",
    ruleset: () => "Szabályzat",
    k: () => "K",
    sessions: () => "Ülések",
    championship: () => "Bajnokság",
    lastDay: () => "Utolsó nap",
    release: () => "Értékszám-lista kiadása",
    weight: () => "Súly W",
    tiebreaks: () => "Holtverseny",
    ratingList: () => "Értékszám-lista",
    host: () => "Rendező szövetség",
  },
  ru: {
    dates: () => "Даты",
    file: () => "Файл",
    system: () => "Система",
    multiplier: () => "Множитель C",
    ruleset: () => "Правила",
    k: () => "K",
    sessions: () => "Сессии",
    championship: () => "Чемпионат",
    lastDay: () => "Последний день",
    release: () => "Выпуск рейтинга",
    weight: () => "Вес W",
    tiebreaks: () => "Доп. показатели",
    ratingList: () => "Рейтинг-лист",
    host: () => "Федерация-организатор",
  },
};

/** The labels in each language, rendered from the family above. */
export const HEADER_LABELS = wordsByLanguage(HEADER_LABEL_WORDS);
