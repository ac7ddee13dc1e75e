/**
 * What the FIDE rating period (src/core/engines/fide-period.ts) says: the starts it assumed, K
 * reduced over the period, first ratings published or carried, the period's refusals. Players are
 * named by name (a period has no single file to number them in); events by their number in the
 * period and their name.
 */
import { type Message } from "./table";
import { type Family } from "./message";
import { type Language, russianPlural } from "./language";

/** The parameters of each period message, by code. */
export interface FidePeriodParams {
  /** The list gives no count of rated games for these rated players: 30 or more assumed. */
  fidePeriodGamesAssumed: { count: number; games: number };
  /** The list gives no highest rating for these rated players: the rating at the start taken. */
  fidePeriodHighestAssumed: { count: number };
  /** FIDE2024 8.3.3: K reduced so that K × n ≤ 700 over the period. */
  fidePeriodKLimited: { name: string; k: number; limited: number; games: number; max: number };
  /** A first rating published at the end of the period, from games over `periods` periods. */
  fidePeriodFirstRating: { name: string; figure: number; games: number; periods: number };
  /** An unrated player's games carried to the next period: not yet a first rating. */
  fidePeriodCarried: { name: string; games: number; needs: number; figure?: number; floor: number };
  /** A rating after below the floor: not published, listed as unrated. */
  fidePeriodBelowFloor: { name: string; rating: number; floor: number };
  /** Something said of an event of the period (a note or an error of its own). */
  fidePeriodEvent: { event: number; name: string; inner: Message };
  /** Two players of one event who are one player to the period (the same FIDE ID, or the same name and no ID). */
  fidePeriodSamePlayer: { a: number; b: number; name: string };
  /** An event without an end or start date cannot be placed in a period. */
  fidePeriodNoDate: { event: number; name: string };
  /** An event ending outside the period it was given for. */
  fidePeriodOutside: { event: number; name: string; day: string; start: string; end: string };
  /** A period's start after its end. */
  fidePeriodBadRange: { start: string; end: string };
  /** A period length that does not divide a year. */
  fidePeriodLength: { value: number | string };
  /** The rule set of the period: the version in force on its last day. */
  fidePeriodRules: { rules: string; day: string };
}

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? "" : "s"}`;

/** The family, given the table's renderer (an event's note says another message within it). */
export function fidePeriodMessages(render: (m: Message, lang: Language) => string): Family<FidePeriodParams> {
  return {
    en: {
      fidePeriodGamesAssumed: (p) =>
        `The list gives no count of rated games for ${plural(p.count, "rated player")}: ${p.games} or more assumed (K 40 only for juniors); give the games in a list column to change it`,
      fidePeriodHighestAssumed: (p) =>
        `The list gives no highest rating for ${plural(p.count, "rated player")}: the rating at the period's start taken as the highest (K 10 from 2400, no junior K 40 from 2300); give the highest in a list column to change it`,
      fidePeriodKLimited: (p) =>
        `"${p.name}": K ${p.k} reduced to ${p.limited}, ${plural(p.games, "rated game")} in the period (K × games at most ${p.max})`,
      fidePeriodFirstRating: (p) =>
        `"${p.name}": first rating ${p.figure}, from ${plural(p.games, "game")} against rated opponents over ${plural(p.periods, "period")}`,
      fidePeriodCarried: (p) =>
        `"${p.name}": unrated, ${plural(p.games, "game")} against rated opponents carried to the next period (a first rating needs ${p.needs} and ${p.floor} or more${p.figure === undefined ? "" : `; ${p.figure} so far`})`,
      fidePeriodBelowFloor: (p) =>
        `"${p.name}": ${p.rating} is below ${p.floor}: not published, listed as unrated`,
      fidePeriodSamePlayer: (p) =>
        `Players ${p.a} and ${p.b} ("${p.name}") are one player to the rating period (the same FIDE ID, or the same name and no FIDE ID): give each his own FIDE ID in the file`,
      fidePeriodEvent: (p) => `Event ${p.event} "${p.name}": ${render(p.inner, "en")}`,
      fidePeriodNoDate: (p) =>
        `Event ${p.event} "${p.name}" has no date: it cannot be placed in a rating period; give its end date in the file`,
      fidePeriodOutside: (p) =>
        `Event ${p.event} "${p.name}" ends on ${p.day}, outside the period ${p.start} to ${p.end}: rate it in its own period`,
      fidePeriodBadRange: (p) => `The period's start ${p.start} is after its end ${p.end}`,
      fidePeriodLength: (p) =>
        `A rating period of ${p.value} months: give 1, 2, 3, 4, 6 or 12 (a length that divides the year)`,
      fidePeriodRules: (p) => `Rated by ${p.rules}, the version in force on ${p.day}, the period's last day`,
    },
    hu: {
      fidePeriodGamesAssumed: (p) =>
        `A lista ${p.count} minősített játékosnál nem adja meg a minősített játszmák számát: legalább ${p.games} feltételezve (K 40 csak ifjúsági játékosnak); a játszmák számát a lista egy oszlopában lehet megadni`,
      fidePeriodHighestAssumed: (p) =>
        `A lista ${p.count} minősített játékosnál nem adja meg a legmagasabb értékszámot: az időszak eleji értékszám számít a legmagasabbnak (2400-tól K 10, 2300-tól nincs ifjúsági K 40); a legmagasabbat a lista egy oszlopában lehet megadni`,
      fidePeriodKLimited: (p) =>
        `„${p.name}”: K ${p.k} helyett ${p.limited}, az időszakban ${p.games} minősített játszma (K × játszmák legfeljebb ${p.max})`,
      fidePeriodFirstRating: (p) =>
        `„${p.name}”: első értékszáma ${p.figure}, ${p.games} minősített ellenfél elleni játszmából, ${p.periods} időszak alatt`,
      fidePeriodCarried: (p) =>
        `„${p.name}”: értékszám nélküli, ${p.games} minősített ellenfél elleni játszmája átkerül a következő időszakra (az első értékszámhoz ${p.needs} játszma és legalább ${p.floor} kell${p.figure === undefined ? "" : `; eddig ${p.figure}`})`,
      fidePeriodBelowFloor: (p) =>
        `„${p.name}”: ${p.rating} kisebb, mint ${p.floor}: nem kerül közzétételre, értékszám nélküliként szerepel`,
      fidePeriodSamePlayer: (p) =>
        `A(z) ${p.a}. és ${p.b}. játékos („${p.name}”) az értékelési időszakban egy játékosnak számít (azonos FIDE-azonosító, vagy azonos név FIDE-azonosító nélkül): adja meg a fájlban mindkettő saját FIDE-azonosítóját`,
      fidePeriodEvent: (p) => `${p.event}. verseny („${p.name}”): ${render(p.inner, "hu")}`,
      fidePeriodNoDate: (p) =>
        `A(z) ${p.event}. versenynek („${p.name}”) nincs dátuma: nem sorolható értékelési időszakba; adja meg a fájlban a záró dátumát`,
      fidePeriodOutside: (p) =>
        `A(z) ${p.event}. verseny („${p.name}”) ${p.day}-n ér véget, a(z) ${p.start} – ${p.end} időszakon kívül: a saját időszakában értékelje`,
      fidePeriodBadRange: (p) => `Az időszak kezdete (${p.start}) későbbi, mint a vége (${p.end})`,
      fidePeriodLength: (p) =>
        `${p.value} hónapos értékelési időszak: 1, 2, 3, 4, 6 vagy 12 adható meg (az évet osztó hossz)`,
      fidePeriodRules: (p) => `Értékelés: ${p.rules}, az időszak utolsó napján (${p.day}) hatályos változat`,
    },
    ru: {
      fidePeriodGamesAssumed: (p) =>
        `В списке нет числа обсчитанных партий у ${p.count} ${russianPlural(p.count, "игрока", "игроков", "игроков")} с рейтингом: принято ${p.games} или больше (K 40 только юниорам); укажите число партий в столбце списка`,
      fidePeriodHighestAssumed: (p) =>
        `В списке нет наивысшего рейтинга у ${p.count} ${russianPlural(p.count, "игрока", "игроков", "игроков")} с рейтингом: наивысшим принят рейтинг на начало периода (K 10 от 2400, без юниорского K 40 от 2300); укажите наивысший рейтинг в столбце списка`,
      fidePeriodKLimited: (p) =>
        `«${p.name}»: K ${p.k} уменьшен до ${p.limited}, ${p.games} ${russianPlural(p.games, "обсчитанная партия", "обсчитанные партии", "обсчитанных партий")} за период (K × партии не больше ${p.max})`,
      fidePeriodFirstRating: (p) =>
        `«${p.name}»: первый рейтинг ${p.figure}, по ${p.games} ${russianPlural(p.games, "партии", "партиям", "партиям")} с соперниками с рейтингом за ${p.periods} ${russianPlural(p.periods, "период", "периода", "периодов")}`,
      fidePeriodCarried: (p) =>
        `«${p.name}»: без рейтинга, ${p.games} ${russianPlural(p.games, "партия", "партии", "партий")} с соперниками с рейтингом переносятся на следующий период (для первого рейтинга нужно ${p.needs} и не меньше ${p.floor}${p.figure === undefined ? "" : `; пока ${p.figure}`})`,
      fidePeriodBelowFloor: (p) =>
        `«${p.name}»: ${p.rating} меньше ${p.floor}: не публикуется, игрок числится без рейтинга`,
      fidePeriodSamePlayer: (p) =>
        `Игроки ${p.a} и ${p.b} («${p.name}») для рейтингового периода один игрок (один FIDE ID или одно имя без FIDE ID): укажите в файле для каждого его FIDE ID`,
      fidePeriodEvent: (p) => `Турнир ${p.event} «${p.name}»: ${render(p.inner, "ru")}`,
      fidePeriodNoDate: (p) =>
        `У турнира ${p.event} «${p.name}» нет даты: его нельзя отнести к рейтинговому периоду; укажите в файле дату окончания`,
      fidePeriodOutside: (p) =>
        `Турнир ${p.event} «${p.name}» оканчивается ${p.day}, вне периода с ${p.start} по ${p.end}: обсчитайте его в его периоде`,
      fidePeriodBadRange: (p) => `Начало периода ${p.start} позже его конца ${p.end}`,
      fidePeriodLength: (p) =>
        `Рейтинговый период ${p.value} мес.: укажите 1, 2, 3, 4, 6 или 12 (длину, на которую делится год)`,
      fidePeriodRules: (p) =>
        `Обсчёт по ${p.rules}, редакции, действующей в последний день периода (${p.day})`,
    },
  };
}
