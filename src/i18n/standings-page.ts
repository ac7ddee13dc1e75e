/**
 * The words of the standings page (src/formats/standings-html.ts: the HTML the pane offers and
 * `rating-officer standings --html` writes) in each language: its headings, its columns, the
 * counts under the title and the legend of the crosstable's cells.
 */
import { type Language, russianPlural } from "./language";
import { type ArgumentOrder, type Family, type NoParams, type Renders, shaped } from "./message";

/** The page's words in one language. */
export interface PageTexts {
  readonly standings: string;
  readonly place: string;
  readonly line: string;
  readonly name: string;
  readonly rank: string;
  readonly club: string;
  readonly round: (n: number) => string;
  readonly before: string;
  readonly after: string;
  readonly change: string;
  readonly rankAfter: string;
  readonly players: (n: number) => string;
  readonly rounds: (n: number) => string;
  readonly ratings: string;
  readonly legend: string;
  readonly legendChess: string;
  readonly withdrawn: string;
}

/** The codes of {@link PageTexts} and their parameters (the one message form, D131). */
type PageParams = {
  readonly [K in keyof PageTexts as PageTexts[K] extends string ? K : never]: NoParams;
} & {
  readonly round: { readonly n: number };
  readonly players: { readonly n: number };
  readonly rounds: { readonly n: number };
};

/** The order in which {@link PageTexts}' functions take the parameters of their code. */
const PAGE_ARGUMENTS = {
  round: ["n"],
  players: ["n"],
  rounds: ["n"],
} as const satisfies ArgumentOrder<PageTexts, PageParams>;

/** The codes render every key of {@link PageTexts}. */
export const PAGE_RENDERED: Renders<PageTexts, PageParams> = true;

/** The texts of {@link PageTexts}, every code in every language. */
export const PAGE_WORDS: Family<PageParams> = {
  en: {
    standings: () => "Standings",
    place: () => "Place",
    line: () => "#",
    name: () => "Name",
    rank: () => "Rank",
    club: () => "Club",
    round: ({ n }) => `R${n}`,
    before: () => "Rating before",
    after: () => "Rating after",
    change: () => "Change",
    rankAfter: () => "Rank after",
    players: ({ n }) => `${n} player${n === 1 ? "" : "s"}`,
    rounds: ({ n }) => `${n} round${n === 1 ? "" : "s"}`,
    ratings: () => "Ratings",
    legend: () =>
      "Rounds 1, 2, …: the opponent's line number (#), + won, − lost, = draw (jigo), then the colour (w white, b black) and the handicap stones; ! not played over the board; 0+ bye.",
    legendChess: () =>
      "Rounds 1, 2, …: the opponent's line number (#), + won, − lost, = draw, then the colour (w white, b black); ! not played over the board (forfeit); 0+ bye.",
    withdrawn: () => "withdrawn",
  },
  hu: {
    standings: () => "Végeredmény",
    place: () => "Helyezés",
    line: () => "#",
    name: () => "Név",
    rank: () => "Fokozat",
    club: () => "Klub",
    round: ({ n }) => `${n}. ford.`,
    before: () => "Értékszám előtte",
    after: () => "Értékszám utána",
    change: () => "Változás",
    rankAfter: () => "Fokozat utána",
    players: ({ n }) => `${n} játékos`,
    rounds: ({ n }) => `${n} forduló`,
    ratings: () => "Értékszámok",
    legend: () =>
      "Az 1., 2., … fordulóban: az ellenfél sorszáma (#), + nyert, − vesztett, = döntetlen (dzsigo), majd a szín (w fehér, b fekete) és az előkő; ! nem a táblánál dőlt el; 0+ erőnyerő.",
    legendChess: () =>
      "Az 1., 2., … fordulóban: az ellenfél sorszáma (#), + nyert, − vesztett, = döntetlen, majd a szín (w világos, b sötét); ! nem a táblánál dőlt el (játék nélkül); 0+ erőnyerő.",
    withdrawn: () => "visszalépett",
  },
  ru: {
    standings: () => "Итоговая таблица",
    place: () => "Место",
    line: () => "№",
    name: () => "Имя",
    rank: () => "Ранг",
    club: () => "Клуб",
    round: ({ n }) => `${n} тур`,
    before: () => "Рейтинг до",
    after: () => "Рейтинг после",
    change: () => "Изменение",
    rankAfter: () => "Ранг после",
    players: ({ n }) => `${n} ${russianPlural(n, "участник", "участника", "участников")}`,
    rounds: ({ n }) => `${n} ${russianPlural(n, "тур", "тура", "туров")}`,
    ratings: () => "Рейтинги",
    legend: () =>
      "В турах 1, 2, …: номер строки соперника (№), + победа, − поражение, = ничья (дзиго), затем цвет (w белые, b чёрные) и фора; ! партия не сыграна за доской; 0+ свободный от игры тур.",
    legendChess: () =>
      "В турах 1, 2, …: номер строки соперника (№), + победа, − поражение, = ничья, затем цвет (w белые, b чёрные); ! партия не сыграна за доской (неявка); 0+ свободный от игры тур.",
    withdrawn: () => "выбыл",
  },
};

/** The texts of {@link PageTexts} in the shape the edges read them, rendered once per language (D131). */
export const PAGE_TEXTS: Readonly<Record<Language, PageTexts>> = {
  en: { ...shaped<PageTexts>(PAGE_WORDS.en, PAGE_ARGUMENTS) },
  hu: { ...shaped<PageTexts>(PAGE_WORDS.hu, PAGE_ARGUMENTS) },
  ru: { ...shaped<PageTexts>(PAGE_WORDS.ru, PAGE_ARGUMENTS) },
};
