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
  /** The FIDE and mahjong pages (D178, D179) and each player's explain view (D175). */
  readonly afterPeriods: (end: string, periods: number) => string;
  readonly atRelease: (release: string) => string;
  readonly level: string;
  readonly unrated: string;
  readonly periods: string;
  readonly period: string;
  readonly events: string;
  readonly counting: string;
  readonly legendFide: string;
  readonly legendMahjong: string;
  /** D206: the FIDE list sheet's page, one dated column per tournament Post wrote. */
  readonly legendFideSheet: string;
  readonly chartPeriods: (name: string) => string;
  readonly chartReleases: (name: string) => string;
  readonly explained: string;
}

/** The codes of {@link SeasonPageTexts} and their parameters (the one message form, D131). */
type SeasonPageParams = {
  readonly [K in keyof SeasonPageTexts as SeasonPageTexts[K] extends string ? K : never]: NoParams;
} & {
  readonly after: { readonly end: string; readonly tournaments: number };
  readonly players: { readonly n: number };
  readonly chart: { readonly name: string };
  readonly afterPeriods: { readonly end: string; readonly periods: number };
  readonly atRelease: { readonly release: string };
  readonly chartPeriods: { readonly name: string };
  readonly chartReleases: { readonly name: string };
};

/** The order in which {@link SeasonPageTexts}' functions take the parameters of their code. */
const SEASON_PAGE_ARGUMENTS = {
  after: ["end", "tournaments"],
  players: ["n"],
  chart: ["name"],
  afterPeriods: ["end", "periods"],
  atRelease: ["release"],
  chartPeriods: ["name"],
  chartReleases: ["name"],
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
    afterPeriods: ({ end, periods }) =>
      `After ${periods} rating period${periods === 1 ? "" : "s"} of the season, the last ending ${end}`,
    atRelease: ({ release }) => `The list of ${release}`,
    level: () => "Level",
    unrated: () => "unrated",
    periods: () => "Rating periods rated this season",
    period: () => "Period",
    events: () => "Tournaments",
    counting: () => "Tournaments counted in this list",
    legendFide: () =>
      "Change: since the list before the season (▲ up, ▼ down, = unchanged; new: no rating on that list). Unrated: on the list with games counted towards a first rating. History: the rating after each rating period, and how each period changed it, opened on demand.",
    legendFideSheet: () =>
      "Change: since the list sheet's rating column, the list before its dated columns (▲ up, ▼ down, = unchanged; new: no rating there). Unrated: on the list without a rating. History: the rating after each tournament posted, opened on demand.",
    legendMahjong: () =>
      "Change: since the previous list (▲ up, ▼ down, = unchanged; new: not on that list). ★ a level above the one on that list. History: the rating at each list, and the tournaments that make it, opened on demand.",
    chartPeriods: ({ name }) => `${name}: rating after each rating period`,
    chartReleases: ({ name }) => `${name}: rating at each list`,
    explained: () => "How the rating was computed",
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
    afterPeriods: ({ end, periods }) => `Az idény ${periods} értékelési időszaka után, az utolsó vége ${end}`,
    atRelease: ({ release }) => `A(z) ${release} lista`,
    level: () => "Szint",
    unrated: () => "nincs értékszáma",
    periods: () => "Az idényben számított értékelési időszakok",
    period: () => "Időszak",
    events: () => "Versenyek",
    counting: () => "A listában számító versenyek",
    legendFide: () =>
      "Változás: az idény előtti listához képest (▲ nőtt, ▼ csökkent, = nem változott; új: nem volt értékszáma azon a listán). Nincs értékszáma: a listán szerepel, játszmái az első értékszámhoz gyűlnek. Előzmények: az értékszám minden értékelési időszak után, és hogyan változott, kinyitva látható.",
    legendFideSheet: () =>
      "Változás: a listalap értékszám-oszlopához, a dátumozott oszlopok előtti listához képest (▲ nőtt, ▼ csökkent, = nem változott; új: ott nem volt értékszáma). Nincs értékszáma: a listán szerepel értékszám nélkül. Előzmények: az értékszám minden beírt verseny után, kinyitva látható.",
    legendMahjong: () =>
      "Változás: az előző listához képest (▲ nőtt, ▼ csökkent, = nem változott; új: nem szerepelt azon a listán). ★ magasabb szint, mint azon a listán. Előzmények: az értékszám minden listán, és az azt adó versenyek, kinyitva látható.",
    chartPeriods: ({ name }) => `${name}: értékszám az egyes értékelési időszakok után`,
    chartReleases: ({ name }) => `${name}: értékszám az egyes listákon`,
    explained: () => "Hogyan számolódott az értékszám",
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
    afterPeriods: ({ end, periods }) =>
      `После ${periods} ${russianPlural(periods, "рейтингового периода", "рейтинговых периодов", "рейтинговых периодов")} сезона, последний закончился ${end}`,
    atRelease: ({ release }) => `Список на ${release}`,
    level: () => "Уровень",
    unrated: () => "без рейтинга",
    periods: () => "Рейтинговые периоды, обсчитанные в сезоне",
    period: () => "Период",
    events: () => "Турниры",
    counting: () => "Турниры, учтённые в этом списке",
    legendFide: () =>
      "Изменение: по сравнению со списком до сезона (▲ вырос, ▼ снизился, = не изменился; новый: без рейтинга в том списке). Без рейтинга: в списке, партии копятся для первого рейтинга. История: рейтинг после каждого рейтингового периода и как период его изменил, открывается по нажатию.",
    legendFideSheet: () =>
      "Изменение: по сравнению со столбцом рейтинга листа списка, списком до датированных столбцов (▲ вырос, ▼ снизился, = не изменился; новый: там без рейтинга). Без рейтинга: в списке без рейтинга. История: рейтинг после каждого внесённого турнира, открывается по нажатию.",
    legendMahjong: () =>
      "Изменение: по сравнению с предыдущим списком (▲ вырос, ▼ снизился, = не изменился; новый: не было в том списке). ★ уровень выше, чем в том списке. История: рейтинг в каждом списке и турниры, из которых он складывается, открывается по нажатию.",
    chartPeriods: ({ name }) => `${name}: рейтинг после каждого рейтингового периода`,
    chartReleases: ({ name }) => `${name}: рейтинг в каждом списке`,
    explained: () => "Как вычислен рейтинг",
  },
};

/** The texts of {@link SeasonPageTexts} in the shape the page reads them, rendered once per language (D131). */
export const SEASON_PAGE_TEXTS: Readonly<Record<Language, SeasonPageTexts>> = {
  en: { ...shaped<SeasonPageTexts>(SEASON_PAGE_WORDS.en, SEASON_PAGE_ARGUMENTS) },
  hu: { ...shaped<SeasonPageTexts>(SEASON_PAGE_WORDS.hu, SEASON_PAGE_ARGUMENTS) },
  ru: { ...shaped<SeasonPageTexts>(SEASON_PAGE_WORDS.ru, SEASON_PAGE_ARGUMENTS) },
};
