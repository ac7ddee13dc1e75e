/**
 * The words of the season's page (src/formats/season-html.ts: the list after a season as
 * `rating-officer season --html` writes it) in each language: its headings, its columns, the
 * arrows' and the promotion mark's legend, the chart's axes and the tournaments of the season.
 */
import { type Language, russianPlural } from "./language";
import { type ArgumentOrder, type Family, type NoParams, type Renders, shaped } from "./message";

/** The page's words in one language. */
export interface SeasonPageTexts {
  readonly title: string;
  readonly after: (end: string, tournaments: number) => string;
  readonly players: (n: number) => string;
  readonly place: string;
  readonly name: string;
  readonly rank: string;
  readonly rating: string;
  readonly change: string;
  readonly history: string;
  readonly newPlayer: string;
  readonly promoted: string;
  readonly legend: string;
  readonly chart: (name: string) => string;
  readonly axisDate: string;
  readonly axisRating: string;
  readonly noHistory: string;
  readonly tournaments: string;
  readonly date: string;
  readonly tournament: string;
  readonly entrants: string;
  readonly noTournaments: string;
}

/** The codes of {@link SeasonPageTexts} and their parameters (the one message form, D131). */
type SeasonPageParams = {
  readonly [K in keyof SeasonPageTexts as SeasonPageTexts[K] extends string ? K : never]: NoParams;
} & {
  readonly after: { readonly end: string; readonly tournaments: number };
  readonly players: { readonly n: number };
  readonly chart: { readonly name: string };
};

/** The order in which {@link SeasonPageTexts}' functions take the parameters of their code. */
const SEASON_PAGE_ARGUMENTS = {
  after: ["end", "tournaments"],
  players: ["n"],
  chart: ["name"],
} as const satisfies ArgumentOrder<SeasonPageTexts, SeasonPageParams>;

/** The codes render every key of {@link SeasonPageTexts}. */
export const SEASON_PAGE_RENDERED: Renders<SeasonPageTexts, SeasonPageParams> = true;

/** The texts of {@link SeasonPageTexts}, every code in every language. */
export const SEASON_PAGE_WORDS: Family<SeasonPageParams> = {
  en: {
    title: () => "Rating list",
    after: ({ end, tournaments }) =>
      `After ${tournaments} tournament${tournaments === 1 ? "" : "s"} of the season, the last ending ${end}`,
    players: ({ n }) => `${n} player${n === 1 ? "" : "s"}`,
    place: () => "Place",
    name: () => "Name",
    rank: () => "Rank",
    rating: () => "Rating",
    change: () => "Change",
    history: () => "History",
    newPlayer: () => "new",
    promoted: () => "promoted this season",
    legend: () =>
      "Change: since the list before the season (▲ up, ▼ down, = unchanged; new: not on that list). ★ promoted this season: the rank now is above the rank on that list. History: the rating after each tournament, opened on demand.",
    chart: ({ name }) => `${name}: rating after each tournament`,
    axisDate: () => "Date",
    axisRating: () => "Rating",
    noHistory: () => "no tournament yet",
    tournaments: () => "Tournaments rated this season",
    date: () => "Date",
    tournament: () => "Tournament",
    entrants: () => "Players",
    noTournaments: () => "No tournament was rated this season.",
  },
  hu: {
    title: () => "Értékszámlista",
    after: ({ end, tournaments }) => `Az idény ${tournaments} versenye után, az utolsó vége ${end}`,
    players: ({ n }) => `${n} játékos`,
    place: () => "Helyezés",
    name: () => "Név",
    rank: () => "Fokozat",
    rating: () => "Értékszám",
    change: () => "Változás",
    history: () => "Előzmények",
    newPlayer: () => "új",
    promoted: () => "előlépett az idényben",
    legend: () =>
      "Változás: az idény előtti listához képest (▲ nőtt, ▼ csökkent, = nem változott; új: nem szerepelt azon a listán). ★ előlépett az idényben: a mostani fokozata magasabb, mint azon a listán. Előzmények: az értékszám minden verseny után, kinyitva látható.",
    chart: ({ name }) => `${name}: értékszám az egyes versenyek után`,
    axisDate: () => "Dátum",
    axisRating: () => "Értékszám",
    noHistory: () => "még nincs verseny",
    tournaments: () => "Az idényben számított versenyek",
    date: () => "Dátum",
    tournament: () => "Verseny",
    entrants: () => "Játékosok",
    noTournaments: () => "Az idényben nem volt számított verseny.",
  },
  ru: {
    title: () => "Рейтинг-лист",
    after: ({ end, tournaments }) =>
      `После ${tournaments} ${russianPlural(tournaments, "турнира", "турниров", "турниров")} сезона, последний закончился ${end}`,
    players: ({ n }) => `${n} ${russianPlural(n, "игрок", "игрока", "игроков")}`,
    place: () => "Место",
    name: () => "Имя",
    rank: () => "Ранг",
    rating: () => "Рейтинг",
    change: () => "Изменение",
    history: () => "История",
    newPlayer: () => "новый",
    promoted: () => "повышен в сезоне",
    legend: () =>
      "Изменение: по сравнению со списком до сезона (▲ вырос, ▼ снизился, = не изменился; новый: не было в том списке). ★ повышен в сезоне: ранг сейчас выше, чем в том списке. История: рейтинг после каждого турнира, открывается по нажатию.",
    chart: ({ name }) => `${name}: рейтинг после каждого турнира`,
    axisDate: () => "Дата",
    axisRating: () => "Рейтинг",
    noHistory: () => "турниров ещё нет",
    tournaments: () => "Турниры, обсчитанные в сезоне",
    date: () => "Дата",
    tournament: () => "Турнир",
    entrants: () => "Игроков",
    noTournaments: () => "В сезоне не обсчитано ни одного турнира.",
  },
};

/** The texts of {@link SeasonPageTexts} in the shape the page reads them, rendered once per language (D131). */
export const SEASON_PAGE_TEXTS: Readonly<Record<Language, SeasonPageTexts>> = {
  en: { ...shaped<SeasonPageTexts>(SEASON_PAGE_WORDS.en, SEASON_PAGE_ARGUMENTS) },
  hu: { ...shaped<SeasonPageTexts>(SEASON_PAGE_WORDS.hu, SEASON_PAGE_ARGUMENTS) },
  ru: { ...shaped<SeasonPageTexts>(SEASON_PAGE_WORDS.ru, SEASON_PAGE_ARGUMENTS) },
};
