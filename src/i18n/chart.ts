/**
 * The pane's history step (src/taskpane/view-chart.ts, src/sheet/history-chart.ts): a player's
 * rating history, or the top players', as an Excel chart from the rating-list sheet, and the
 * season's page published from that sheet; its labels, what it did and why it could not.
 */
import { russianPlural } from "./language";
import { type Family } from "./message";

export interface ChartParams {
  // The pane's step
  chartStep: Record<string, never>;
  chartHint: Record<string, never>;
  chartPlayerButton: Record<string, never>;
  chartTopLabel: Record<string, never>;
  chartTopButton: Record<string, never>;
  seasonPageButton: Record<string, never>;
  seasonPageHint: Record<string, never>;
  // The chart's own words
  chartAxisDate: Record<string, never>;
  chartAxisRating: Record<string, never>;
  chartTitlePlayer: { name: string };
  chartTitleTop: { count: number };
  // What was done
  chartDone: { sheet: string; players: number; points: number };
  // Why not, and what to do
  chartNoListSheet: Record<string, never>;
  chartTopBad: { value: string; max: number };
  chartSelectionElsewhere: { list: string; sheet: string };
  chartSelectionNoPlayer: { list: string; row: number };
  chartNoHistory: { name: string; sheet: string };
  chartNoneWithHistory: { sheet: string };
  chartFailed: { detail: string };
  chartMahjongLevels: Record<string, never>;
  seasonPageMahjong: Record<string, never>;
  seasonPageNoHistory: { sheet: string };
}

const players = (n: number): string => (n === 1 ? "player" : "players");
const points = (n: number): string => (n === 1 ? "date" : "dates");

export const CHART_MESSAGES: Family<ChartParams> = {
  en: {
    chartStep: () => "Rating history",
    chartHint: () =>
      "A line chart of the ratings the list sheet of step 3 holds after each tournament (its dated columns), on the sheet Chart.",
    chartPlayerButton: () => "Chart this player",
    chartTopLabel: () => "Top players",
    chartTopButton: () => "Chart the top players",
    seasonPageButton: () => "Publish the season page",
    seasonPageHint: () =>
      "The list sheet as a printable page: place, rank, rating, the change since its first dated column, each player's chart.",
    chartAxisDate: () => "Date",
    chartAxisRating: () => "Rating",
    chartTitlePlayer: (p) => `Rating history: ${p.name}`,
    chartTitleTop: (p) => `Rating history: top ${p.count}`,
    chartDone: (p) =>
      `Chart written on the sheet "${p.sheet}": ${p.players} ${players(p.players)}, ${p.points} ${points(p.points)}.`,
    chartNoListSheet: () => "Choose the rating list sheet in step 3 (and confirm its columns) first.",
    chartTopBad: (p) => `"${p.value}" is not a number of players: type a whole number from 1 to ${p.max}.`,
    chartSelectionElsewhere: (p) =>
      `The selection is on the sheet "${p.sheet}": select a player's row on the list sheet "${p.list}".`,
    chartSelectionNoPlayer: (p) =>
      `Row ${p.row} of "${p.list}" holds no player of the list: select a row with a player's name.`,
    chartNoHistory: (p) =>
      `${p.name} has no rating in a dated column of "${p.sheet}": there is no history to chart yet (“Post the new ratings” writes one per tournament).`,
    chartNoneWithHistory: (p) =>
      `"${p.sheet}" has no dated rating columns: there is no history to chart yet (“Post the new ratings” writes one per tournament).`,
    chartFailed: (p) => `The chart could not be written: ${p.detail}`,
    chartMahjongLevels: () =>
      "A mahjong list sheet holds each player's level after each tournament (Post writes the level's points), not his rating: a chart of it would show levels as ratings. The rating at each release, charted per player, is on the season page: run the command line's season command for the mahjong system on the results files, with its HTML page.",
    seasonPageMahjong: () =>
      "A mahjong list sheet holds levels, not the ratings of the releases a mahjong season page shows: run the command line's season command for the mahjong system on the results files, with its HTML page.",
    seasonPageNoHistory: (p) =>
      `"${p.sheet}" has no dated columns written by “Post the new ratings”, after which its rating column is the list before the season: there is no season to publish from it yet.`,
  },
  hu: {
    chartStep: () => "Értékszám-történet",
    chartHint: () =>
      "Vonaldiagram a 3. lépés listalapjának minden verseny utáni értékszámairól (a dátumozott oszlopokból), a Chart lapon.",
    chartPlayerButton: () => "Diagram erről a játékosról",
    chartTopLabel: () => "Legjobb játékosok",
    chartTopButton: () => "Diagram a legjobbakról",
    seasonPageButton: () => "Az idény oldalának közzététele",
    seasonPageHint: () =>
      "A listalap nyomtatható oldalként: helyezés, fokozat, értékszám, a változás az első dátumozott oszlop óta, minden játékos diagramja.",
    chartAxisDate: () => "Dátum",
    chartAxisRating: () => "Értékszám",
    chartTitlePlayer: (p) => `Értékszám-történet: ${p.name}`,
    chartTitleTop: (p) => `Értékszám-történet: az első ${p.count}`,
    chartDone: (p) => `A diagram elkészült a(z) „${p.sheet}” lapon: ${p.players} játékos, ${p.points} dátum.`,
    chartNoListSheet: () =>
      "Előbb válassza ki a 3. lépésben a ranglista lapját (és hagyja jóvá az oszlopait).",
    chartTopBad: (p) => `„${p.value}” nem a játékosok száma: írjon egy egész számot 1 és ${p.max} között.`,
    chartSelectionElsewhere: (p) =>
      `A kijelölés a(z) „${p.sheet}” lapon van: jelöljön ki egy játékos sorát a(z) „${p.list}” listalapon.`,
    chartSelectionNoPlayer: (p) =>
      `A(z) „${p.list}” lap ${p.row}. sorában nincs játékos a listáról: jelöljön ki egy sort, amelyben játékos neve áll.`,
    chartNoHistory: (p) =>
      `${p.name} játékosnak nincs értékszáma a(z) „${p.sheet}” lap dátumozott oszlopaiban: még nincs mit ábrázolni („Az új értékszámok beírása” versenyenként ír egyet).`,
    chartNoneWithHistory: (p) =>
      `A(z) „${p.sheet}” lapon nincs dátumozott értékszám-oszlop: még nincs mit ábrázolni („Az új értékszámok beírása” versenyenként ír egyet).`,
    chartFailed: (p) => `A diagramot nem sikerült megírni: ${p.detail}`,
    chartMahjongLevels: () =>
      "A mahjong listalap minden játékos szintjét tartja minden verseny után (a Beírás a szint pontjait írja), nem az értékszámát: a diagram szinteket mutatna értékszámként. Az értékszám minden kiadáskor, játékosonként diagramon, az idény oldalán látható: futtassa a parancssor season parancsát a mahjong rendszerre az eredményfájlokkal, HTML-oldallal.",
    seasonPageMahjong: () =>
      "A mahjong listalap szinteket tart, nem a kiadások értékszámait, amelyeket a mahjong idény oldala mutat: futtassa a parancssor season parancsát a mahjong rendszerre az eredményfájlokkal, HTML-oldallal.",
    seasonPageNoHistory: (p) =>
      `A(z) „${p.sheet}” lapon nincs „Az új értékszámok beírása” által írt dátumozott oszlop, amely előtt az értékszám-oszlop az idény előtti lista: még nincs közzéteendő idény.`,
  },
  ru: {
    chartStep: () => "История рейтинга",
    chartHint: () =>
      "Линейная диаграмма рейтингов после каждого турнира по листу списка из шага 3 (его столбцам с датами), на листе Chart.",
    chartPlayerButton: () => "Диаграмма этого игрока",
    chartTopLabel: () => "Лучшие игроки",
    chartTopButton: () => "Диаграмма лучших",
    seasonPageButton: () => "Опубликовать страницу сезона",
    seasonPageHint: () =>
      "Лист списка как страница для печати: место, разряд, рейтинг, изменение с первого столбца с датой, диаграмма каждого игрока.",
    chartAxisDate: () => "Дата",
    chartAxisRating: () => "Рейтинг",
    chartTitlePlayer: (p) => `История рейтинга: ${p.name}`,
    chartTitleTop: (p) => `История рейтинга: первые ${p.count}`,
    chartDone: (p) =>
      `Диаграмма записана на лист «${p.sheet}»: ${p.players} ${russianPlural(p.players, "игрок", "игрока", "игроков")}, ${p.points} ${russianPlural(p.points, "дата", "даты", "дат")}.`,
    chartNoListSheet: () => "Сначала выберите лист рейтинг-листа в шаге 3 (и подтвердите его столбцы).",
    chartTopBad: (p) => `«${p.value}» — не число игроков: введите целое число от 1 до ${p.max}.`,
    chartSelectionElsewhere: (p) =>
      `Выделение на листе «${p.sheet}»: выделите строку игрока на листе списка «${p.list}».`,
    chartSelectionNoPlayer: (p) =>
      `В строке ${p.row} листа «${p.list}» нет игрока списка: выделите строку с именем игрока.`,
    chartNoHistory: (p) =>
      `У игрока ${p.name} нет рейтинга в столбцах с датами листа «${p.sheet}»: истории для диаграммы пока нет («Внести новые рейтинги» пишет по столбцу на турнир).`,
    chartNoneWithHistory: (p) =>
      `На листе «${p.sheet}» нет столбцов рейтинга с датами: истории для диаграммы пока нет («Внести новые рейтинги» пишет по столбцу на турнир).`,
    chartFailed: (p) => `Диаграмму записать не удалось: ${p.detail}`,
    chartMahjongLevels: () =>
      "Лист списка маджонга хранит уровень каждого игрока после каждого турнира (внесение пишет очки уровня), а не его рейтинг: график показал бы уровни как рейтинг. Рейтинг на каждую дату выпуска, с графиком для каждого игрока, — на странице сезона: запустите команду season в командной строке для системы маджонга с файлами результатов и HTML-страницей.",
    seasonPageMahjong: () =>
      "Лист списка маджонга хранит уровни, а не рейтинги выпусков, которые показывает страница сезона маджонга: запустите команду season в командной строке для системы маджонга с файлами результатов и HTML-страницей.",
    seasonPageNoHistory: (p) =>
      `На листе «${p.sheet}» нет столбцов с датами, записанных «Внести новые рейтинги», перед которыми столбец рейтинга — список до сезона: публиковать сезон пока нечего.`,
  },
};
