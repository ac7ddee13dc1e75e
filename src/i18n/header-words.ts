/**
 * The words of the spills' header rows (TOURNAMENT.STANDINGS, .MGSZ, .FIDE, .MAHJONG) and of
 * the column of words among them (MGSZ's Start), in every language: src/results/headers.ts
 * renders them by the English header the results' specs and the standings name a column by
 * (D130). Symbols (ΣJp, W, We, NR, KT, the tie-break codes) are no word: they stay as they are.
 * The words follow the glossary (docs/glossary.md).
 */
import { type Words } from "./message";

/** The header words, by code; the English text is the one a column is named by. */
export const SPILL_HEADER_WORDS: Words<
  | "place"
  | "no"
  | "name"
  | "rank"
  | "rating"
  | "player"
  | "level"
  | "points"
  | "start"
  | "source"
  | "ratingBefore"
  | "ratingAfter"
  | "rankBefore"
  | "rankAfter"
  | "levelAfter"
  | "games"
  | "change"
  | "performance"
  | "perf"
  | "winsPerGame"
  | "newPlayer"
  | "norm"
  | "team"
  | "players"
  | "board"
  | "white"
  | "black"
  | "handicap"
  | "result"
  | "tournaments"
> = {
  en: {
    place: () => "Place",
    no: () => "No",
    name: () => "Name",
    rank: () => "Rank",
    rating: () => "Rating",
    player: () => "Player",
    level: () => "Level",
    points: () => "Points",
    start: () => "Start",
    source: () => "Source",
    ratingBefore: () => "Rating before",
    ratingAfter: () => "Rating after",
    rankBefore: () => "Rank before",
    rankAfter: () => "Rank after",
    levelAfter: () => "Level after",
    games: () => "Games",
    change: () => "Change",
    performance: () => "Performance",
    perf: () => "Perf",
    winsPerGame: () => "W/G",
    newPlayer: () => "New player",
    norm: () => "Norm",
    team: () => "Team",
    players: () => "Players",
    board: () => "Board",
    white: () => "White",
    black: () => "Black",
    handicap: () => "Handicap",
    result: () => "Result",
    tournaments: () => "Tournaments",
  },
  hu: {
    place: () => "Hely",
    no: () => "Sz.",
    name: () => "Név",
    rank: () => "Fokozat",
    rating: () => "Értékszám",
    player: () => "Játékos",
    level: () => "Szint",
    points: () => "Pont",
    start: () => "Kiindulás",
    source: () => "Forrás",
    ratingBefore: () => "Értékszám előtte",
    ratingAfter: () => "Értékszám utána",
    rankBefore: () => "Fokozat előtte",
    rankAfter: () => "Fokozat utána",
    levelAfter: () => "Szint utána",
    games: () => "Játszmák",
    change: () => "Változás",
    performance: () => "Teljesítmény",
    perf: () => "Telj.",
    winsPerGame: () => "Gy/J",
    newPlayer: () => "Új játékos",
    norm: () => "Norma",
    team: () => "Csapat",
    players: () => "Játékosok",
    board: () => "Tábla",
    white: () => "Fehér",
    black: () => "Fekete",
    handicap: () => "Előkő",
    result: () => "Eredmény",
    tournaments: () => "Versenyek",
  },
  ru: {
    place: () => "Место",
    no: () => "№",
    name: () => "Имя",
    rank: () => "Разряд",
    rating: () => "Рейтинг",
    player: () => "Игрок",
    level: () => "Уровень",
    points: () => "Очки",
    start: () => "Основа",
    source: () => "Источник",
    ratingBefore: () => "Рейтинг до",
    ratingAfter: () => "Рейтинг после",
    rankBefore: () => "Разряд до",
    rankAfter: () => "Разряд после",
    levelAfter: () => "Уровень после",
    games: () => "Партии",
    change: () => "Изменение",
    performance: () => "Перфоманс",
    perf: () => "Перф.",
    winsPerGame: () => "П/П",
    newPlayer: () => "Новый игрок",
    norm: () => "Норма",
    team: () => "Команда",
    players: () => "Игроки",
    board: () => "Доска",
    white: () => "Белые",
    black: () => "Чёрные",
    handicap: () => "Фора",
    result: () => "Результат",
    tournaments: () => "Турниры",
  },
};

/**
 * The words MGSZ's Start column holds (where a player's rating came from), by their code: his
 * rating, or a new player's start from his rank, said as the command line's `rate` says it.
 */
export const START_VALUE_WORDS: Words<"rating" | "rank"> = {
  en: { rating: () => "rating", rank: () => "new (rank)" },
  hu: { rating: () => "értékszám", rank: () => "új (fokozat)" },
  ru: { rating: () => "рейтинг", rank: () => "новый (разряд)" },
};
