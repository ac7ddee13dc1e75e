/**
 * The words a tournament sheet shows, in the three languages of the pane. The header block's
 * labels are also how Recalculate finds the values again (`labelKey`), in whichever of the
 * three languages the sheet was written: a workbook passed between officers keeps working.
 */

export type SheetLanguage = "en" | "hu" | "ru";
export const SHEET_LANGUAGES: readonly SheetLanguage[] = ["en", "hu", "ru"];

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
  "release",
  "tiebreaks",
  "ratingList",
] as const;
export type HeaderKey = (typeof HEADER_KEYS)[number];

export interface SheetTexts {
  readonly labels: Readonly<Record<HeaderKey, string>>;
  /** Crosstable header: number, name, rank, rating, K (FIDE), one per round. */
  readonly no: string;
  readonly name: string;
  readonly rank: string;
  readonly rating: string;
  readonly k: string;
  readonly round: (n: number) => string;
  /** Mahjong results header. */
  readonly place: string;
  readonly player: string;
  readonly level: string;
  readonly points: string;
  /** Section titles. */
  readonly standings: string;
  readonly ratings: string;
  /** Values and explanations. */
  readonly systems: Readonly<Record<"mgsz" | "fide" | "mahjong", string>>;
  readonly noList: string;
  readonly kByRules: string;
  readonly tiebreaksDefault: string;
  readonly recalcHint: string;
}

export const SHEET_TEXTS: Readonly<Record<SheetLanguage, SheetTexts>> = {
  en: {
    labels: {
      dates: "Dates",
      file: "File",
      system: "System",
      multiplier: "Multiplier C",
      ruleset: "Rule set",
      k: "K",
      sessions: "Sessions",
      championship: "Championship",
      release: "Rating release",
      tiebreaks: "Tie-breaks",
      ratingList: "Rating list",
    },
    no: "No",
    name: "Name",
    rank: "Rank",
    rating: "Rating",
    k: "K",
    round: (n) => `R${n}`,
    place: "Place",
    player: "Player",
    level: "Level",
    points: "Points",
    standings: "Standings",
    ratings: "New ratings",
    systems: { mgsz: "MGSZ (Hungarian Go)", fide: "FIDE Elo", mahjong: "Russian mahjong" },
    noList: "none (the file's ratings and ranks)",
    kByRules: "blank: by D9 (10 from 2400, else 20) unless the K column says otherwise",
    tiebreaksDefault: "MMS SOS SODOS SOSOS",
    recalcHint: "Edit the crosstable or the values above, then press Recalculate.",
  },
  hu: {
    labels: {
      dates: "Dátum",
      file: "Fájl",
      system: "Rendszer",
      multiplier: "C szorzó",
      ruleset: "Szabályzat",
      k: "K",
      sessions: "Ülések",
      championship: "Bajnokság",
      release: "Ranglista kiadása",
      tiebreaks: "Holtverseny",
      ratingList: "Ranglista",
    },
    no: "Sz.",
    name: "Név",
    rank: "Fokozat",
    rating: "Értékszám",
    k: "K",
    round: (n) => `${n}. f.`,
    place: "Hely",
    player: "Játékos",
    level: "Szint",
    points: "Pont",
    standings: "Végeredmény",
    ratings: "Új értékszámok",
    systems: { mgsz: "MGSZ (magyar go)", fide: "FIDE Élő", mahjong: "Orosz mahjong" },
    noList: "nincs (a fájl értékszámai és fokozatai)",
    kByRules: "üres: D9 szerint (2400-tól 10, egyébként 20), hacsak a K oszlop mást nem mond",
    tiebreaksDefault: "MMS SOS SODOS SOSOS",
    recalcHint: "Javítsa a táblázatot vagy a fenti értékeket, majd nyomja meg az Újraszámolás gombot.",
  },
  ru: {
    labels: {
      dates: "Даты",
      file: "Файл",
      system: "Система",
      multiplier: "Множитель C",
      ruleset: "Правила",
      k: "K",
      sessions: "Сессии",
      championship: "Чемпионат",
      release: "Выпуск рейтинга",
      tiebreaks: "Доп. показатели",
      ratingList: "Рейтинг-лист",
    },
    no: "№",
    name: "Имя",
    rank: "Разряд",
    rating: "Рейтинг",
    k: "K",
    round: (n) => `Т${n}`,
    place: "Место",
    player: "Игрок",
    level: "Уровень",
    points: "Очки",
    standings: "Итоговая таблица",
    ratings: "Новые рейтинги",
    systems: { mgsz: "MGSZ (венгерское го)", fide: "Эло ФИДЕ", mahjong: "Российский маджонг" },
    noList: "нет (рейтинги и разряды из файла)",
    kByRules: "пусто: по D9 (10 от 2400, иначе 20), если столбец K не говорит иное",
    tiebreaksDefault: "MMS SOS SODOS SOSOS",
    recalcHint: "Исправьте таблицу или значения выше и нажмите «Пересчитать».",
  },
};

const fold = (s: string): string => s.trim().toLocaleLowerCase("en-US");

const LABELS = new Map<string, HeaderKey>();
for (const lang of SHEET_LANGUAGES) {
  for (const key of HEADER_KEYS) LABELS.set(fold(SHEET_TEXTS[lang].labels[key]), key);
}

/** The header key a label cell stands for, in any of the three languages; null otherwise. */
export function labelKey(label: unknown): HeaderKey | null {
  return typeof label === "string" ? (LABELS.get(fold(label)) ?? null) : null;
}

/** Whether a cell is the given word (e.g. "no", "standings") in any of the three languages. */
export function isWord(
  value: unknown,
  word: "no" | "name" | "place" | "player" | "standings" | "ratings",
): boolean {
  if (typeof value !== "string") return false;
  const v = fold(value);
  return SHEET_LANGUAGES.some((l) => fold(SHEET_TEXTS[l][word]) === v);
}
