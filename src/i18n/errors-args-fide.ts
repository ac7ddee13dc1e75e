/**
 * The argument errors of the FIDE functions (src/functions/fide.ts, fide-args.ts), and the
 * figures they refuse to give: a new rating under the floor, a first rating not published.
 */
import { type Language } from "./language";
import { type Family } from "./message";
import { type NotPublished } from "./notes";
import { arg } from "./errors-args-words";

/** The parameters of each FIDE function error, by code. */
export interface FideArgErrorParams {
  argOnDateWithBirth: { arg: string; birth: string };
  argBonusRules: { arg: string; rules: string };
  fideNewBelowFloor: { rating: number; floor: number; rules: string };
  /** A first FIDE rating not published (`rating`: the figure, when there is one). */
  fideFirstNotPublished: {
    reason: NotPublished;
    rules: string;
    rating: number | null;
    games: number;
    minGames: number;
    floor: number;
    points: number;
  };
}

type P<K extends keyof FideArgErrorParams> = FideArgErrorParams[K];

const games = (lang: Language, p: P<"fideFirstNotPublished">): string =>
  ({
    en: `${p.games} game${p.games === 1 ? "" : "s"} against rated opponents, ${p.rules} needs ${p.minGames}`,
    hu: `${p.games} játszma értékszámos ellenféllel, a(z) ${p.rules} ${p.minGames}-et kíván`,
    ru: `партий с соперниками с рейтингом: ${p.games}, ${p.rules} требует ${p.minGames}`,
  })[lang];

const FIRST: Readonly<Record<Language, (p: P<"fideFirstNotPublished">) => string>> = {
  en: (p) => {
    const figure = p.rating === null ? "" : `First rating ${p.rating} is not published: `;
    switch (p.reason) {
      case "too few games":
        return `${figure}${games("en", p)}`;
      case "below the floor":
        return (
          `${figure}below the ${p.rules} floor ${p.floor}` +
          (p.rules === "HU2017" ? " (results under the floor are disregarded)" : "") +
          (p.games < p.minGames ? `; ${games("en", p)}` : "")
        );
      case "first event under ½ point":
        return `Score ${p.points} is under ½ point: a first event under ½ point is not registered`;
      case "first event scored zero":
        return "A zero score in the first event is disregarded: no first rating";
      default:
        return "No games against rated opponents: no first rating";
    }
  },
  hu: (p) => {
    const figure = p.rating === null ? "" : `A(z) ${p.rating} kezdő értékszám nem kerül közzétételre: `;
    switch (p.reason) {
      case "too few games":
        return `${figure}${games("hu", p)}`;
      case "below the floor":
        return (
          `${figure}a(z) ${p.rules} alsó határa (${p.floor}) alatt van` +
          (p.rules === "HU2017" ? " (az alsó határ alatti eredmények nem számítanak)" : "") +
          (p.games < p.minGames ? `; ${games("hu", p)}` : "")
        );
      case "first event under ½ point":
        return `A(z) ${p.points} pontszám ½ pont alatti: a ½ pont alatti első verseny nem kerül nyilvántartásba`;
      case "first event scored zero":
        return "Az első versenyen elért nulla pont nem számít: nincs kezdő értékszám";
      default:
        return "Nem játszott értékszámos ellenféllel: nincs kezdő értékszám";
    }
  },
  ru: (p) => {
    const figure = p.rating === null ? "" : `Первый рейтинг ${p.rating} не публикуется: `;
    switch (p.reason) {
      case "too few games":
        return `${figure}${games("ru", p)}`;
      case "below the floor":
        return (
          `${figure}ниже нижней границы ${p.rules} (${p.floor})` +
          (p.rules === "HU2017" ? " (результаты ниже границы не учитываются)" : "") +
          (p.games < p.minGames ? `; ${games("ru", p)}` : "")
        );
      case "first event under ½ point":
        return `Результат ${p.points} меньше ½ очка: первый турнир с результатом меньше ½ очка не учитывается`;
      case "first event scored zero":
        return "Нулевой результат в первом турнире не учитывается: первого рейтинга нет";
      default:
        return "Нет партий с соперниками, имеющими рейтинг: первого рейтинга нет";
    }
  },
};

export const FIDE_ARG_ERRORS: Family<FideArgErrorParams> = {
  en: {
    argOnDateWithBirth: (p) =>
      `Argument ${p.arg} is required with ${p.birth} (the date K applies on, e.g. the period's first day)`,
    argBonusRules: (p) => `${arg("en", p.arg)}a bonus per half point belongs to HU2017; ${p.rules} has none`,
    fideNewBelowFloor: (p) =>
      `New rating ${p.rating} is below the ${p.rules} floor ${p.floor}: the player is listed as unrated`,
    fideFirstNotPublished: FIRST.en,
  },
  hu: {
    argOnDateWithBirth: (p) =>
      `A(z) ${p.arg} argumentum kötelező, ha ${p.birth} meg van adva (a nap, amelyen a K érvényes, pl. az időszak első napja)`,
    argBonusRules: (p) =>
      `${arg("hu", p.arg)}fél pontonkénti bónusz csak a HU2017-ben van; a(z) ${p.rules} nem ismeri`,
    fideNewBelowFloor: (p) =>
      `A(z) ${p.rating} új értékszám a(z) ${p.rules} alsó határa (${p.floor}) alatt van: a játékos értékszám nélküliként szerepel`,
    fideFirstNotPublished: FIRST.hu,
  },
  ru: {
    argOnDateWithBirth: (p) =>
      `Аргумент ${p.arg} обязателен вместе с ${p.birth} (дата, на которую действует K, например первый день периода)`,
    argBonusRules: (p) => `${arg("ru", p.arg)}бонус за пол-очка есть только в HU2017; в ${p.rules} его нет`,
    fideNewBelowFloor: (p) =>
      `Новый рейтинг ${p.rating} ниже нижней границы ${p.rules} (${p.floor}): игрок числится без рейтинга`,
    fideFirstNotPublished: FIRST.ru,
  },
};
