/**
 * The words a tournament sheet shows (src/sheet), in each language of the pane: the header
 * block's labels, the crosstable's and the other blocks' headers, the section titles and the
 * explanations beside the values. The sheet reads them back in any of the three (src/sheet/texts.ts).
 */
import { HEADER_LABELS, type HeaderKey } from "./labels";
import { type Language, russianPlural } from "./language";
import { SEASON_MESSAGES } from "./season";
import { type ArgumentOrder, type Family, type NoParams, type Renders, shaped } from "./message";

export interface SheetTexts {
  readonly labels: Readonly<Record<HeaderKey, string>>;
  /** Crosstable header: number, name, rank, rating, K (FIDE), one per round. */
  readonly no: string;
  readonly name: string;
  readonly rank: string;
  readonly rating: string;
  readonly k: string;
  /** MGSZ: the header of the new players' Register column (D24). */
  readonly register: string;
  /**
   * MGSZ: the header of the thresholds reached once before the tournament (D8, D170), the
   * season's list's own column header (D143).
   */
  readonly reachedOnce: string;
  /** Team events: the header of the block of team rounds without a match (byes, forfeits). */
  readonly teamRounds: readonly string[];
  /** The players' IDs (EGD PIN, FIDE ID) beside the crosstable, for Post. */
  readonly id: string;
  /**
   * The players' first names, clubs and countries (federations) beside the crosstable, for
   * pairing (P31, P40).
   */
  readonly firstName: string;
  readonly club: string;
  readonly country: string;
  /** A chess sheet's players' sex (m, w), for the women's norms (D357). */
  readonly sex: string;
  readonly round: (n: number) => string;
  /** Mahjong results header. */
  readonly place: string;
  readonly player: string;
  readonly level: string;
  readonly points: string;
  /** Section titles. */
  readonly standings: string;
  readonly ratings: string;
  /** Team events (RULES §2.4): the teams' block and its headers, the team standings. */
  readonly teams: string;
  readonly team: string;
  /** The file's team number (TRF-2026 310, OpenGotha teamNumber). */
  readonly teamNo: string;
  readonly board: string;
  readonly teamStandings: string;
  /** Values and explanations. */
  readonly noList: string;
  /** MGSZ without a list nor the officer's word on the file's ratings: the ranks only (D64). */
  readonly noListRanks: string;
  /** The multiplier's explanation when the tournament is rated in parts (RULES §1, D4). */
  readonly parts: (n: number) => string;
  /** The rating list's cell: the list file's name, its players and its format (D288). */
  readonly listNamed: (name: string, n: number, format: string) => string;
  /** K's explanation: one K for everyone (the K column refers to the header cell). */
  readonly kFixed: string;
  /** K's explanation: per player, from the rating list and by D9 (counts of each). */
  readonly kPerPlayer: (fromList: number, byRules: number) => string;
  /** Mahjong: NR × KT × W beside the TOURNAMENT.MAHJONG spill (the same in every language). */
  readonly weighted: string;
  /** Mahjong: the explanation beside W. */
  readonly weightNote: string;
  /** Mahjong: the file gave no date, the release date stands for the last day. */
  readonly lastDayAssumed: string;
  readonly tiebreaksDefault: string;
  readonly recalcHint: string;
  /** The File cell of a sheet made from pasted text (no file name). */
  readonly pasted: string;
  /**
   * Beside the rating list: the officer said the file's ratings are on the system's scale (D64),
   * so the Rating column's starts of players off the list are the file's.
   */
  readonly fileRatingsUsed: string;
  /** The title of a sheet whose file names no event and has no file name. */
  readonly untitled: string;
  /**
   * D54: the title of the note block under everything else, one row per game a sheet created
   * with "rate without them" leaves out; Recalculate finds the block by it and rewrites it.
   */
  readonly unsettledNote: string;
  /**
   * The note block's titles over the rating engine's notes: where the starts came from (said as
   * the sheet was created from the file and the list; Recalculate keeps them), and what the
   * crosstable's figures and results give (Recalculate says them again).
   */
  readonly startNotes: string;
  readonly crosstableNotes: string;
  /**
   * A chess sheet's title-norm block (D303): its title, by which Recalculate finds it, and its
   * columns after No and Name.
   */
  readonly norms: string;
  readonly normColumns: readonly string[];
}

/** The codes of {@link SheetTexts} and their parameters (the one message form, D131). */
type SheetParams = {
  readonly [K in keyof SheetTexts as SheetTexts[K] extends string ? K : never]: NoParams;
} & {
  readonly round: { readonly n: number };
  readonly parts: { readonly n: number };
  readonly listNamed: { readonly name: string; readonly n: number; readonly format: string };
  readonly kPerPlayer: { readonly fromList: number; readonly byRules: number };
  readonly "teamRounds.0": NoParams;
  readonly "teamRounds.1": NoParams;
  readonly "teamRounds.2": NoParams;
  readonly "teamRounds.3": NoParams;
  readonly "teamRounds.4": NoParams;
  readonly "teamRounds.5": NoParams;
} & { readonly [K in `normColumns.${0 | 1 | 2 | 3 | 4 | 5 | 6 | 7}`]: NoParams };

/** The order in which {@link SheetTexts}' functions take the parameters of their code. */
const SHEET_ARGUMENTS = {
  round: ["n"],
  parts: ["n"],
  listNamed: ["name", "n", "format"],
  kPerPlayer: ["fromList", "byRules"],
} as const satisfies ArgumentOrder<SheetTexts, SheetParams>;

/** The codes render every key of {@link SheetTexts} but the labels (`labels.ts`). */
export const SHEET_RENDERED: Renders<Omit<SheetTexts, "labels">, SheetParams> = true;

/** The texts of {@link SheetTexts}, every code in every language. */
export const SHEET_WORDS: Family<SheetParams> = {
  en: {
    no: () => "No",
    name: () => "Name",
    rank: () => "Rank",
    rating: () => "Rating",
    k: () => "K",
    register: () => "Register",
    reachedOnce: () => SEASON_MESSAGES.en.seasonColReachedOnce({}),
    "teamRounds.0": () => "Round",
    "teamRounds.1": () => "Team",
    "teamRounds.2": () => "Result",
    "teamRounds.3": () => "Opponent",
    "teamRounds.4": () => "MP",
    "teamRounds.5": () => "GP",
    id: () => "ID",
    firstName: () => "First name",
    club: () => "Club",
    country: () => "Country",
    sex: () => "Sex",
    round: ({ n }) => `R${n}`,
    place: () => "Place",
    player: () => "Player",
    level: () => "Level",
    points: () => "Points",
    standings: () => "Standings",
    teams: () => "Teams",
    team: () => "Team",
    teamNo: () => "Team No",
    board: () => "Board",
    teamStandings: () => "Team standings",
    ratings: () => "New ratings",
    noList: () => "none (the file's ratings and ranks)",
    noListRanks: () => "none (the declared ranks)",
    parts: ({ n }) => `rated in ${n} parts`,
    listNamed: ({ name, n, format }) => `${name}: ${n} ${n === 1 ? "player" : "players"} (${format})`,
    kFixed: () => "for every rated player: the K column refers to this cell",
    kPerPlayer: ({ fromList: list, byRules: rules }) =>
      `blank: each player's K is in the K column (${list} from the rating list, ${rules} by the FIDE rules); a K typed here goes to empty K cells at Recalculate`,
    weighted: () => "NR×KT×W",
    weightNote: () => "from the last day and the release; NR×KT×W is beside the new ratings",
    lastDayAssumed: () => "not in the file: the release date (W = 1.00); type the event's last day",
    tiebreaksDefault: () => "MMS SOS SODOS SOSOS",
    recalcHint: () => "Edit the crosstable or the values above, then press Recalculate.",
    pasted: () => "(pasted text)",
    fileRatingsUsed: () => "the file's ratings used as this system's",
    untitled: () => "Tournament",
    unsettledNote: () => "Rated without these games (result not known or agreed)",
    startNotes: () => "The starts, as the file and the rating list gave them when the sheet was created",
    crosstableNotes: () => "The ratings, as the crosstable now stands",
    norms: () => "Title norms",
    "normColumns.0": () => "Norm",
    "normColumns.1": () => "Result",
    "normColumns.2": () => "Points",
    "normColumns.3": () => "Games",
    "normColumns.4": () => "Rated opponents",
    "normColumns.5": () => "Average",
    "normColumns.6": () => "Performance",
    "normColumns.7": () => "The remaining rounds",
  },
  hu: {
    no: () => "Sz.",
    name: () => "Név",
    rank: () => "Fokozat",
    rating: () => "Értékszám",
    k: () => "K",
    register: () => "Nyilvántartásba",
    reachedOnce: () => SEASON_MESSAGES.hu.seasonColReachedOnce({}),
    "teamRounds.0": () => "Forduló",
    "teamRounds.1": () => "Csapat",
    "teamRounds.2": () => "Eredmény",
    "teamRounds.3": () => "Ellenfél",
    "teamRounds.4": () => "MP",
    "teamRounds.5": () => "GP",
    id: () => "Azonosító",
    firstName: () => "Utónév",
    club: () => "Klub",
    country: () => "Ország",
    sex: () => "Nem",
    round: ({ n }) => `${n}. f.`,
    place: () => "Hely",
    player: () => "Játékos",
    level: () => "Szint",
    points: () => "Pont",
    standings: () => "Végeredmény",
    teams: () => "Csapatok",
    team: () => "Csapat",
    teamNo: () => "Csapat sz.",
    board: () => "Tábla",
    teamStandings: () => "Csapatverseny végeredménye",
    ratings: () => "Új értékszámok",
    noList: () => "nincs (a fájl értékszámai és fokozatai)",
    noListRanks: () => "nincs (a bejelentett fokozatok)",
    parts: ({ n }) => `${n} részben értékelve`,
    listNamed: ({ name, n, format }) => `${name}: ${n} játékos (${format})`,
    kFixed: () => "minden értékszámos játékosnak: a K oszlop erre a cellára hivatkozik",
    kPerPlayer: ({ fromList: list, byRules: rules }) =>
      `üres: a játékosok K-ja a K oszlopban (${list} az értékszám-listáról, ${rules} a FIDE szabályai szerint); az ide írt K Újraszámoláskor az üres K cellákba kerül`,
    weighted: () => "NR×KT×W",
    weightNote: () => "az utolsó napból és a kiadás napjából; NR×KT×W az új értékszámok mellett",
    lastDayAssumed: () => "nincs a fájlban: a kiadás napja (W = 1,00); írja be a verseny utolsó napját",
    tiebreaksDefault: () => "MMS SOS SODOS SOSOS",
    recalcHint: () => "Javítsa a táblázatot vagy a fenti értékeket, majd nyomja meg az Újraszámolás gombot.",
    pasted: () => "(beillesztett szöveg)",
    fileRatingsUsed: () => "a fájl értékszámai e rendszer értékszámaiként",
    untitled: () => "Verseny",
    unsettledNote: () => "Az értékszámítás e játszmák nélkül készült (az eredmény nem ismert vagy vitatott)",
    startNotes: () => "A kiinduló értékek, ahogy a fájl és az értékszámlista a lap létrehozásakor megadta",
    crosstableNotes: () => "Az értékszámok a táblázat mostani állása szerint",
    norms: () => "Címnormák",
    "normColumns.0": () => "Norma",
    "normColumns.1": () => "Eredmény",
    "normColumns.2": () => "Pont",
    "normColumns.3": () => "Játszmák",
    "normColumns.4": () => "Értékszámos ellenfelek",
    "normColumns.5": () => "Átlag",
    "normColumns.6": () => "Teljesítmény",
    "normColumns.7": () => "A hátralévő fordulók",
  },
  ru: {
    no: () => "№",
    name: () => "Имя",
    rank: () => "Разряд",
    rating: () => "Рейтинг",
    k: () => "K",
    register: () => "В реестр",
    reachedOnce: () => SEASON_MESSAGES.ru.seasonColReachedOnce({}),
    "teamRounds.0": () => "Тур",
    "teamRounds.1": () => "Команда",
    "teamRounds.2": () => "Результат",
    "teamRounds.3": () => "Соперник",
    "teamRounds.4": () => "MP",
    "teamRounds.5": () => "GP",
    id: () => "ИД",
    firstName: () => "Личное имя",
    club: () => "Клуб",
    country: () => "Страна",
    sex: () => "Пол",
    round: ({ n }) => `Т${n}`,
    place: () => "Место",
    player: () => "Игрок",
    level: () => "Уровень",
    points: () => "Очки",
    standings: () => "Итоговая таблица",
    teams: () => "Команды",
    team: () => "Команда",
    teamNo: () => "№ команды",
    board: () => "Доска",
    teamStandings: () => "Командный зачёт",
    ratings: () => "Новые рейтинги",
    noList: () => "нет (рейтинги и разряды из файла)",
    noListRanks: () => "нет (заявленные разряды)",
    parts: ({ n }) => `обсчитывается в ${n} ${russianPlural(n, "части", "частях", "частях")}`,
    listNamed: ({ name, n, format }) =>
      `${name}: ${n} ${russianPlural(n, "игрок", "игрока", "игроков")} (${format})`,
    kFixed: () => "для всех игроков с рейтингом: столбец K ссылается на эту ячейку",
    kPerPlayer: ({ fromList: list, byRules: rules }) =>
      `пусто: K каждого игрока — в столбце K (${list} из рейтинг-листа, ${rules} по правилам FIDE); K, введённый здесь, при пересчёте попадёт в пустые ячейки K`,
    weighted: () => "NR×KT×W",
    weightNote: () => "по последнему дню и дате выпуска; NR×KT×W рядом с новыми рейтингами",
    lastDayAssumed: () => "нет в файле: дата выпуска (W = 1,00); введите последний день турнира",
    tiebreaksDefault: () => "MMS SOS SODOS SOSOS",
    recalcHint: () => "Исправьте таблицу или значения выше и нажмите «Пересчитать».",
    pasted: () => "(вставленный текст)",
    fileRatingsUsed: () => "рейтинги файла взяты как рейтинги этой системы",
    untitled: () => "Турнир",
    unsettledNote: () => "Рейтинг посчитан без этих партий (результат неизвестен или спорный)",
    startNotes: () => "Начальные значения, как их дали файл и рейтинг-лист при создании листа",
    crosstableNotes: () => "Рейтинги по таблице в её нынешнем виде",
    norms: () => "Нормы на звания",
    "normColumns.0": () => "Норма",
    "normColumns.1": () => "Итог",
    "normColumns.2": () => "Очки",
    "normColumns.3": () => "Партии",
    "normColumns.4": () => "Соперники с рейтингом",
    "normColumns.5": () => "Средний",
    "normColumns.6": () => "Перформанс",
    "normColumns.7": () => "Оставшиеся туры",
  },
};

/** The texts of {@link SheetTexts} in the shape the edges read them, rendered once per language (D131). */
export const SHEET_TEXTS: Readonly<Record<Language, SheetTexts>> = {
  en: { ...shaped<Omit<SheetTexts, "labels">>(SHEET_WORDS.en, SHEET_ARGUMENTS), labels: HEADER_LABELS.en },
  hu: { ...shaped<Omit<SheetTexts, "labels">>(SHEET_WORDS.hu, SHEET_ARGUMENTS), labels: HEADER_LABELS.hu },
  ru: { ...shaped<Omit<SheetTexts, "labels">>(SHEET_WORDS.ru, SHEET_ARGUMENTS), labels: HEADER_LABELS.ru },
};
