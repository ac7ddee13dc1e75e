/**
 * Games whose result is not known or is contested (src/core/tournament/unsettled.ts): each game
 * named by its round and both players, what the rating does about them (refuses, or rates
 * without them), what the standings do (count them as unknown), and the pairing of a later round
 * (refused while they are there), in every language.
 */
import { type Language, russianPlural } from "./language";
import { type Categories, type Family } from "./message";

/** Player i + 1 of the file and the name it gives. */
interface Who {
  readonly no: number;
  readonly name: string;
}

export type UnsettledWhat = "unknown" | "half-known" | "contradictory" | "one-sided" | "several";

/**
 * One game: `a` and `b` as the game lists them, their points (1, 0.5, 0; null: unknown); or
 * (`several`) player `a`, paired `times` times in the round, and all his games of it.
 */
export interface UnsettledGameSaid {
  readonly round: number;
  readonly what: UnsettledWhat;
  readonly a: Who;
  readonly b: Who;
  readonly aPoints: number | null;
  readonly bPoints: number | null;
  readonly times?: number;
}

/** The games a short refusal names (a function's error, which Excel shows in a tooltip). */
const NAMED = 2;

/** The parameters of each message, by code. */
export interface UnsettledParams {
  unsettledGame: UnsettledGameSaid;
  /**
   * The rating refuses while `count` such games are in the tournament; `games`, when given, are
   * named (the first two, then how many more): a message that stands alone, as a function's error.
   */
  unsettledRefused: { count: number; games?: readonly UnsettledGameSaid[] };
  /** What was computed without them: the ratings, or the standings (which count them as unknown). */
  unsettledLeftOut: { count: number; use: "rating" | "standings" };
  /** Round `round` is not paired while `count` results of an earlier round are unknown. */
  unsettledBeforePairing: { round: number; count: number };
  /** One of them, at its cell: enter its result before pairing round `pairRound`. */
  unsettledPairing: { game: UnsettledGameSaid; pairRound: number };
}

const points = (x: number): string => (x === 0.5 ? "½" : String(x));
const name = (w: Who): string => `${w.name} (${w.no})`;

/** Who of the two gives a result and who does not (a half-known game). */
function sides(p: UnsettledGameSaid): { known: Who; unknown: Who; points: string } {
  return p.aPoints === null
    ? { known: p.b, unknown: p.a, points: points(p.bPoints ?? 0) }
    : { known: p.a, unknown: p.b, points: points(p.aPoints) };
}

const WHAT: Readonly<Record<Language, (p: UnsettledGameSaid) => string>> = {
  en: (p) => {
    switch (p.what) {
      case "unknown":
        return "the result is not known";
      case "half-known": {
        const s = sides(p);
        return `only ${name(s.known)} gives a result (${s.points}); ${name(s.unknown)}'s is not known`;
      }
      case "contradictory":
        return p.aPoints === 1 && p.bPoints === 1
          ? "both claim the win"
          : p.aPoints === 0 && p.bPoints === 0
            ? "both are given the loss"
            : `the results contradict each other (${points(p.aPoints ?? 0)} and ${points(p.bPoints ?? 0)})`;
      case "one-sided":
        return `only ${name(p.a)} lists this game`;
      case "several":
        return `paired ${p.times ?? 2} times in this round; none of these games is rated`;
    }
  },
  hu: (p) => {
    switch (p.what) {
      case "unknown":
        return "az eredmény nem ismert";
      case "half-known": {
        const s = sides(p);
        return `csak ${name(s.known)} sorában van eredmény (${s.points}); ${name(s.unknown)} eredménye nem ismert`;
      }
      case "contradictory":
        return p.aPoints === 1 && p.bPoints === 1
          ? "mindketten győzelmet jelentenek"
          : p.aPoints === 0 && p.bPoints === 0
            ? "mindkettőjüknél vereség áll"
            : `az eredmények ellentmondanak egymásnak (${points(p.aPoints ?? 0)} és ${points(p.bPoints ?? 0)})`;
      case "one-sided":
        return `a játszma csak ${name(p.a)} sorában szerepel`;
      case "several":
        return `ebben a fordulóban ${p.times ?? 2} párosítása van; ezek egyike sem számít az értékszámításba`;
    }
  },
  ru: (p) => {
    switch (p.what) {
      case "unknown":
        return "результат неизвестен";
      case "half-known": {
        const s = sides(p);
        return `результат указан только у игрока ${name(s.known)} (${s.points}); у игрока ${name(s.unknown)} он неизвестен`;
      }
      case "contradictory":
        return p.aPoints === 1 && p.bPoints === 1
          ? "оба заявляют победу"
          : p.aPoints === 0 && p.bPoints === 0
            ? "обоим записано поражение"
            : `результаты противоречат друг другу (${points(p.aPoints ?? 0)} и ${points(p.bPoints ?? 0)})`;
      case "one-sided":
        return `партия указана только у игрока ${name(p.a)}`;
      case "several":
        return `в этом туре поставлен в пары ${p.times ?? 2} ${russianPlural(p.times ?? 2, "раз", "раза", "раз")}; ни одна из этих партий не идёт в рейтинг`;
    }
  },
};

/** The game's players: both, or the one paired several times. */
const players = (p: UnsettledGameSaid): string =>
  p.what === "several" ? name(p.a) : `${name(p.a)} – ${name(p.b)}`;

const GAME: Readonly<Record<Language, (p: UnsettledGameSaid) => string>> = {
  en: (p) => `round ${p.round}, ${players(p)}: ${WHAT.en(p)}`,
  hu: (p) => `${p.round}. forduló, ${players(p)}: ${WHAT.hu(p)}`,
  ru: (p) => `тур ${p.round}, ${players(p)}: ${WHAT.ru(p)}`,
};

const MORE: Readonly<Record<Language, (n: number) => string>> = {
  en: (n) => ` and ${n} more`,
  hu: (n) => ` és további ${n}`,
  ru: (n) => ` и ещё ${n}`,
};

/** The first games of a refusal, then how many more ("" without games). */
function named(lang: Language, games: readonly UnsettledGameSaid[] | undefined): string {
  if (games === undefined || games.length === 0) return "";
  const more = games.length > NAMED ? MORE[lang](games.length - NAMED) : "";
  return ` (${games.slice(0, NAMED).map(GAME[lang]).join("; ")}${more})`;
}

export const UNSETTLED_MESSAGES: Family<UnsettledParams> = {
  en: {
    unsettledGame: (p) => `Round ${p.round}, ${players(p)}: ${WHAT.en(p)}`,
    unsettledPairing: (p) =>
      `Round ${p.game.round}, ${players(p.game)}: ${WHAT.en(p.game)}; enter the result before pairing round ${p.pairRound}`,
    unsettledRefused: (p) =>
      `${p.count} game${p.count === 1 ? " has" : "s have"} no known or agreed result${named("en", p.games)}: no ratings while the tournament has ${p.count === 1 ? "it" : "them"}. Enter the results, or rate without these games`,
    unsettledLeftOut: (p) =>
      p.use === "rating"
        ? `Rated without ${p.count} game${p.count === 1 ? "" : "s"} whose result is not known or agreed:`
        : `Standings without the result of ${p.count} game${p.count === 1 ? "" : "s"} not known or agreed (no points to either player):`,
    unsettledBeforePairing: (p) =>
      `Round ${p.round} cannot be paired while ${p.count} game${p.count === 1 ? "" : "s"} of an earlier round ${p.count === 1 ? "has" : "have"} no known or agreed result: enter ${p.count === 1 ? "it" : "them"} first`,
  },
  hu: {
    unsettledGame: (p) => `${p.round}. forduló, ${players(p)}: ${WHAT.hu(p)}`,
    unsettledPairing: (p) =>
      `${p.game.round}. forduló, ${players(p.game)}: ${WHAT.hu(p.game)}; a(z) ${p.pairRound}. forduló párosítása előtt adja meg az eredményt`,
    unsettledRefused: (p) =>
      `${p.count} játszmának nincs ismert vagy egybehangzó eredménye${named("hu", p.games)}: amíg ilyen játszma van, nincs értékszámítás. Adja meg az eredményeket, vagy számoljon e játszmák nélkül`,
    unsettledLeftOut: (p) =>
      p.use === "rating"
        ? `Az értékszámítás ${p.count} ismeretlen vagy ellentmondó eredményű játszma nélkül készült:`
        : `A sorrend ${p.count} ismeretlen vagy ellentmondó eredményű játszma eredménye nélkül készült (egyik játékos sem kap érte pontot):`,
    unsettledBeforePairing: (p) =>
      `A(z) ${p.round}. forduló nem párosítható, amíg egy korábbi forduló ${p.count} játszmájának nincs ismert vagy egybehangzó eredménye: előbb ezeket adja meg`,
  },
  ru: {
    unsettledGame: (p) => `Тур ${p.round}, ${players(p)}: ${WHAT.ru(p)}`,
    unsettledPairing: (p) =>
      `Тур ${p.game.round}, ${players(p.game)}: ${WHAT.ru(p.game)}; внесите результат до жеребьёвки тура ${p.pairRound}`,
    unsettledRefused: (p) =>
      `У ${p.count} ${russianPlural(p.count, "партии", "партий", "партий")} нет известного или согласованного результата${named("ru", p.games)}: пока они есть, рейтинг не считается. Внесите результаты или считайте без этих партий`,
    unsettledLeftOut: (p) =>
      p.use === "rating"
        ? `Рейтинг посчитан без ${p.count} ${russianPlural(p.count, "партии", "партий", "партий")} с неизвестным или спорным результатом:`
        : `Положение посчитано без результата ${p.count} ${russianPlural(p.count, "партии", "партий", "партий")}, неизвестного или спорного (очков не получает ни один игрок):`,
    unsettledBeforePairing: (p) =>
      `Тур ${p.round} нельзя жеребьёвать, пока у ${p.count} ${russianPlural(p.count, "партии", "партий", "партий")} предыдущего тура нет известного или согласованного результата: сначала внесите их`,
  },
};

/** What each code's diagnostic is known by (D135). */
export const UNSETTLED_CATEGORIES: Categories<UnsettledParams> = {
  unsettledGame: (p) => (p.what === "contradictory" ? "asymmetric-results" : "unsettled-result"),
};
