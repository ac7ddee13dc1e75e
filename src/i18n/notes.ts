/**
 * The rating engines' notes (src/core/engines): what the officer should know about a rated
 * tournament — a player started as new, a rank capped, a K assumed, a figure not published — in
 * every language. Players are named by their number in the file (mahjong: the results' row) and
 * their name. Articles of the regulations (8.21b) are the regulations' own numbers.
 */
import { type Language, russianPlural } from "./language";
import { type Family } from "./message";

/** Player i + 1 of the file and the name it gives. */
interface Who {
  no: number;
  name: string;
}

/** Why a first FIDE rating is not published (src/core/fide/initial.ts `NotRegistered`). */
export type NotPublished =
  | "first event under ½ point"
  | "first event scored zero"
  | "no games against rated opponents"
  | "too few games"
  | "below the floor";

/** The parameters of each engine note, by code. */
export interface NoteParams {
  mgszForCommittee: Who & { declared: string; rank: string };
  mgszNewPlayer: Who & { rating: number; declared: string; register: boolean };
  mgszRankClamped: Who & { rank: string };
  /** D64: players the file gives a rating that is not taken as an MGSZ rating. */
  mgszFileRatingsUnused: { count: number };
  mgszHandicapClamped: { round: number; a: number; b: number; handicap: number; max: number };
  mgszHandicapColourUnknown: { round: number; a: number; b: number; stones: number };
  fideNotOnListUnrated: Who;
  fideNotOnListFile: Who & { rating: number };
  /** D64: players a Go file gives a rating that is not taken as Elo. */
  fideGoRatingsUnused: { count: number };
  fideKAssumed: { count: number; games: number };
  fideJuniorUnknown: { count: number };
  /**
   * D87: the rule set the event's dates chose, nobody having named one: `rules` as written
   * (`FIDE2024 2025-09-20`); `day` the event's last day; `from` the day FIDE2024 took effect
   * (`before`) or its latest amendment (`undated`).
   */
  fideRulesOfEvent: { basis: "dates" | "before" | "undated"; rules: string; from: string; day?: string };
  /** D89: `rules` named without a date; `event` the version in force on `day`, which rates `games` otherwise. */
  fideRulesNotOfEvent: { rules: string; event: string; day: string; games: number };
  fideRoundRobinIncomplete: Record<string, never>;
  fideRoundRobin: { unrated: number; rar: number; dpa: number; ra: number };
  fideRoundRobinOtherRules: { rules: string };
  fideBelowFloor: Who & { rating: number; floor: number; rules: string };
  /** D78: a start below the lowest rating `rules` publishes (`floor`). */
  fideStartBelowFloor: Who & { rating: number; floor: number; rules: string };
  /** `method`: the article or rule set the first rating follows ("8.2", "8.21b", "FIDE2024"). */
  fideFirstRating: Who & { figure: number; method: string };
  /** `counted`/`needs` for "too few games", `floor` for "below the floor"; `figure` when there is one. */
  fideNotPublished: Who & {
    reason: NotPublished;
    rules: string;
    counted?: number;
    needs?: number;
    floor?: number;
    figure?: number;
  };
  mahjongDefaultLevel: { count: number };
  mahjongSharedPlace: { places: string; count: number };
}

type P<K extends keyof NoteParams> = NoteParams[K];

const en = {
  who: (p: Who): string => `Player ${p.no} "${p.name}"`,
  row: (p: Who & { line?: number }): string =>
    `Row ${p.no} "${p.name}"${p.line !== undefined ? ` (line ${p.line})` : ""}`,
  players: (n: number): string => `${n} player${n === 1 ? "" : "s"}`,
  why: (p: P<"fideNotPublished">): string =>
    ({
      "first event under ½ point": "the first event scored under ½ point",
      "first event scored zero": "the first event scored zero",
      "no games against rated opponents": "no games against rated opponents",
      "too few games": `too few games (${p.counted ?? 0} against rated opponents, ${p.rules} needs ${p.needs ?? 0})`,
      "below the floor": `below the floor (${p.floor ?? 0})`,
    })[p.reason],
};

const hu = {
  who: (p: Who): string => `${p.no}. játékos („${p.name}”)`,
  row: (p: Who & { line?: number }): string =>
    `${p.no}. sor („${p.name}”)${p.line !== undefined ? ` (a fájl ${p.line}. sora)` : ""}`,
  why: (p: P<"fideNotPublished">): string =>
    ({
      "first event under ½ point": "az első versenyén ½ pontnál kevesebbet ért el",
      "first event scored zero": "az első versenyén nem szerzett pontot",
      "no games against rated opponents": "nem játszott értékszámos ellenféllel",
      "too few games": `kevés a játszma (${p.counted ?? 0} értékszámos ellenféllel, a(z) ${p.rules} ${p.needs ?? 0}-et kíván)`,
      "below the floor": `az alsó határ (${p.floor ?? 0}) alatt van`,
    })[p.reason],
};

const ru = {
  who: (p: Who): string => `Игрок ${p.no} («${p.name}»)`,
  row: (p: Who & { line?: number }): string =>
    `Строка ${p.no} («${p.name}»)${p.line !== undefined ? ` (строка файла ${p.line})` : ""}`,
  players: (n: number): string => `${n} ${russianPlural(n, "игрок", "игрока", "игроков")}`,
  why: (p: P<"fideNotPublished">): string =>
    ({
      "first event under ½ point": "в первом турнире набрано меньше ½ очка",
      "first event scored zero": "в первом турнире не набрано очков",
      "no games against rated opponents": "нет партий с соперниками, имеющими рейтинг",
      "too few games": `мало партий (${p.counted ?? 0} с соперниками с рейтингом, ${p.rules} требует ${p.needs ?? 0})`,
      "below the floor": `ниже нижней границы (${p.floor ?? 0})`,
    })[p.reason],
};

/** The figure computed but not published, in the one form (D133). */
const FIGURE: Family<{ readonly figure: { readonly figure: number } }> = {
  en: { figure: (p) => `; figure ${p.figure}` },
  hu: { figure: (p) => `; a szám ${p.figure}` },
  ru: { figure: (p) => `; число ${p.figure}` },
};

const figure = (lang: Language, p: P<"fideNotPublished">): string =>
  p.figure === undefined ? "" : FIGURE[lang].figure({ figure: p.figure });

export const NOTE_MESSAGES: Family<NoteParams> = {
  en: {
    mgszForCommittee: (p) =>
      `${en.who(p)}: declared ${p.declared}, enters the register at ${p.rank}; a higher starting rank is the rating committee's decision`,
    mgszNewPlayer: (p) =>
      `${en.who(p)}: not on the list, starts at ${p.rating}, the threshold of the declared ${p.declared}${p.register ? "" : "; does not enter the register"}`,
    mgszRankClamped: (p) => `${en.who(p)}: rank ${p.rank} counted as 7d`,
    mgszFileRatingsUnused: (p) =>
      `The file gives ${en.players(p.count)} a rating that is not an MGSZ rating (EGD, FFG or AGA scale): not used; players not on the MGSZ list start from the threshold of their declared rank`,
    mgszHandicapClamped: (p) =>
      `Round ${p.round}, players ${p.a} and ${p.b}: handicap ${p.handicap} counted as ${p.max}`,
    mgszHandicapColourUnknown: (p) =>
      `Round ${p.round}, players ${p.a} and ${p.b}: colours unknown, the ${p.stones} stones credited to the lower-rated player`,
    fideNotOnListUnrated: (p) => `${en.who(p)}: not on the rating list; unrated`,
    fideNotOnListFile: (p) => `${en.who(p)}: not on the rating list; the file's rating ${p.rating} used`,
    fideGoRatingsUnused: (p) =>
      `The file is a Go tournament: the ratings it gives ${en.players(p.count)} are Go ratings, not Elo, and are not used; players not on the rating list are unrated`,
    fideKAssumed: (p) =>
      `K of ${en.players(p.count)} by the rules (10 once 2400 was reached, 40 for juniors who never reached 2300, else 20), ` +
      `assuming ${p.games} or more rated games before the event; give K or a list with a k column to change it`,
    fideJuniorUnknown: (p) =>
      `The event has no date: the junior K 40 was not applied to the ${en.players(p.count)} with a date of birth`,
    fideRulesNotOfEvent: (p) =>
      `Rated by ${p.rules} in its latest version; on the event's last day (${p.day}) the version in force ("${p.event}") rates ${p.games} of its games otherwise (the 400-point rule): name "${p.event}" to rate by it`,
    fideRulesOfEvent: (p) =>
      ({
        dates: `FIDE2024 as in force on ${p.day ?? ""}, the event's last day ("${p.rules}")`,
        before: `The event ended on ${p.day ?? ""}, before FIDE2024 took effect (${p.from}): its first version ("${p.rules}")`,
        undated: `The event has no date: FIDE2024 in its latest version, amended ${p.from} ("${p.rules}"); give the rule set with the event's date, such as "FIDE2024 2025-09-30", to rate by the version then in force`,
      })[p.basis],
    fideRoundRobinIncomplete: () =>
      "A round robin with games not played over the board: 8.21b needs every game played, so the unrated players are rated from their rated opponents as in a Swiss event",
    fideRoundRobin: (p) =>
      `Round robin with ${p.unrated} unrated player${p.unrated === 1 ? "" : "s"} (8.21b): Rar ${p.rar}, dpa ${p.dpa}, Ra ${p.ra}`,
    fideRoundRobinOtherRules: (p) =>
      `Round robin: 8.21b is HU2017's; under ${p.rules} first ratings come from each player's rated opponents`,
    fideBelowFloor: (p) => `${en.who(p)}: ${p.rating} is below ${p.floor} and is not published (${p.rules})`,
    fideStartBelowFloor: (p) =>
      `${en.who(p)}: starts at ${p.rating}, below ${p.floor}, the lowest rating ${p.rules} publishes; rated from it as given: check that it is his Elo rating and not a national or club rating (correct it in the file, or give his starting rating)`,
    fideFirstRating: (p) => `${en.who(p)}: unrated, first rating ${p.figure} (${p.method})`,
    fideNotPublished: (p) =>
      `${en.who(p)}: unrated, no first rating published: ${en.why(p)}${figure("en", p)}`,
    mahjongDefaultLevel: (p) => `${en.players(p.count)} without a level counted as 12 kyu`,
    mahjongSharedPlace: (p) =>
      `Shared place${p.count === 1 ? "" : "s"} ${p.places} used as given (give the average of the tied positions, e.g. 3.5, to split NR)`,
  },
  hu: {
    mgszForCommittee: (p) =>
      `${hu.who(p)}: bejelentett fokozata ${p.declared}, ${p.rank} fokozattal kerül a nyilvántartásba; magasabb kezdő fokozatról a minősítési bizottság dönt`,
    mgszNewPlayer: (p) =>
      `${hu.who(p)}: nincs a listán, ${p.rating} értékszámról indul, a bejelentett ${p.declared} fokozat alsó határáról${p.register ? "" : "; nem kerül a nyilvántartásba"}`,
    mgszRankClamped: (p) => `${hu.who(p)}: a(z) ${p.rank} fokozat 7d-ként számít`,
    mgszFileRatingsUnused: (p) =>
      `A fájl ${p.count} játékosnak ad értékszámot, de ez nem MGSZ-értékszám (EGD-, FFG- vagy AGA-skála): nem használjuk; aki nincs az MGSZ-listán, a bejelentett fokozata alsó határáról indul`,
    mgszHandicapClamped: (p) =>
      `${p.round}. forduló, ${p.a}. és ${p.b}. játékos: a(z) ${p.handicap} kő előny ${p.max} kőként számít`,
    mgszHandicapColourUnknown: (p) =>
      `${p.round}. forduló, ${p.a}. és ${p.b}. játékos: a színek ismeretlenek, a(z) ${p.stones} követ az alacsonyabb értékszámú játékos kapta`,
    fideNotOnListUnrated: (p) => `${hu.who(p)}: nincs a ranglistán; értékszám nélküli`,
    fideNotOnListFile: (p) =>
      `${hu.who(p)}: nincs a ranglistán; a fájlban lévő ${p.rating} értékszámmal indul`,
    fideGoRatingsUnused: (p) =>
      `A fájl gó-verseny: a ${p.count} játékosnak adott értékszám gó-értékszám, nem Élő-pontszám, ezért nem használjuk; aki nincs a ranglistán, értékszám nélküli`,
    fideKAssumed: (p) =>
      `${p.count} játékos K-ja a szabályok szerint (10, ha elérte a 2400-at, 40 a 2300-at soha el nem ért ifjúsági játékosnak, egyébként 20), ` +
      `legalább ${p.games} korábbi értékelt játszmát feltételezve; a K megadásával vagy k oszlopos ranglistával módosítható`,
    fideJuniorUnknown: (p) =>
      `A versenynek nincs dátuma: az ifjúsági 40-es K nem érvényesült a születési dátummal megadott ${p.count} játékosnál`,
    fideRulesNotOfEvent: (p) =>
      `Az értékelés a(z) ${p.rules} legutóbbi változata szerint készült; a verseny utolsó napján (${p.day}) hatályos változat („${p.event}”) ${p.games} játszmáját másként értékeli (a 400 pontos szabály): ahhoz adja meg: „${p.event}”`,
    fideRulesOfEvent: (p) =>
      ({
        dates: `A FIDE2024 a verseny utolsó napján (${p.day ?? ""}) hatályos változata („${p.rules}”)`,
        before: `A verseny ${p.day ?? ""} napján véget ért, mielőtt a FIDE2024 hatályba lépett (${p.from}): annak első változata („${p.rules}”)`,
        undated: `A versenynek nincs dátuma: a FIDE2024 legutóbbi, ${p.from} óta hatályos változata („${p.rules}”); a verseny idején hatályos változathoz adja meg a szabályzatot a verseny dátumával, például „FIDE2024 2025-09-30”`,
      })[p.basis],
    fideRoundRobinIncomplete: () =>
      "Körmérkőzés tábla mellett le nem játszott játszmákkal: a 8.21b minden játszma lejátszását kívánja, ezért az értékszám nélküli játékosok a svájci rendszerű versenyekhez hasonlóan értékszámos ellenfeleik alapján kapnak értékszámot",
    fideRoundRobin: (p) =>
      `Körmérkőzés ${p.unrated} értékszám nélküli játékossal (8.21b): Rar ${p.rar}, dpa ${p.dpa}, Ra ${p.ra}`,
    fideRoundRobinOtherRules: (p) =>
      `Körmérkőzés: a 8.21b a HU2017 szabálya; a(z) ${p.rules} szerint az első értékszám a játékos értékszámos ellenfeleiből adódik`,
    fideBelowFloor: (p) =>
      `${hu.who(p)}: ${p.rating} a(z) ${p.floor} alsó határ alatt van, nem kerül közzétételre (${p.rules})`,
    fideStartBelowFloor: (p) =>
      `${hu.who(p)}: ${p.rating} értékszámmal indul, ami a(z) ${p.floor} alatt van, a(z) ${p.rules} által közzétett legkisebb értékszám alatt; ezzel számoltunk: ellenőrizze, hogy Élő-pontszám-e, nem nemzeti vagy klubértékszám (javítsa a fájlban, vagy adja meg a kezdő értékszámát)`,
    fideFirstRating: (p) => `${hu.who(p)}: értékszám nélküli, első értékszáma ${p.figure} (${p.method})`,
    fideNotPublished: (p) =>
      `${hu.who(p)}: értékszám nélküli, első értékszám nem tehető közzé: ${hu.why(p)}${figure("hu", p)}`,
    mahjongDefaultLevel: (p) => `${p.count} szint nélküli játékos 12 kjú szintűként számít`,
    mahjongSharedPlace: (p) =>
      `A(z) ${p.places} megosztott helyezés a megadott módon számít (az NR szétosztásához adja meg a holtversenyben lévő helyezések átlagát, pl. 3.5)`,
  },
  ru: {
    mgszForCommittee: (p) =>
      `${ru.who(p)}: заявлен ${p.declared}, вносится в реестр с ${p.rank}; более высокий начальный разряд решает рейтинговая комиссия`,
    mgszNewPlayer: (p) =>
      `${ru.who(p)}: нет в списке, начинает с ${p.rating} — нижней границы заявленного ${p.declared}${p.register ? "" : "; в реестр не вносится"}`,
    mgszRankClamped: (p) => `${ru.who(p)}: разряд ${p.rank} считается как 7d`,
    mgszFileRatingsUnused: (p) =>
      `Рейтинг, который файл даёт игрокам (${p.count}), — не рейтинг MGSZ (шкала EGD, FFG или AGA): он не используется; игроки, которых нет в списке MGSZ, начинают с нижней границы заявленного разряда`,
    mgszHandicapClamped: (p) =>
      `Тур ${p.round}, игроки ${p.a} и ${p.b}: фора ${p.handicap} считается как ${p.max}`,
    mgszHandicapColourUnknown: (p) =>
      `Тур ${p.round}, игроки ${p.a} и ${p.b}: цвета неизвестны, ${p.stones} камней форы отнесены игроку с меньшим рейтингом`,
    fideNotOnListUnrated: (p) => `${ru.who(p)}: нет в рейтинг-листе; без рейтинга`,
    fideNotOnListFile: (p) => `${ru.who(p)}: нет в рейтинг-листе; взят рейтинг из файла ${p.rating}`,
    fideGoRatingsUnused: (p) =>
      `Файл — турнир по го: рейтинги, которые он даёт игрокам (${p.count}), — рейтинги го, а не Эло, и не используются; игроки, которых нет в рейтинг-листе, без рейтинга`,
    fideKAssumed: (p) =>
      `K для ${p.count} по правилам (10 после достижения 2400, 40 для юниоров, никогда не достигавших 2300, иначе 20), ` +
      `если до турнира сыграно не меньше ${p.games} рейтинговых партий; укажите K или список со столбцом k, чтобы изменить`,
    fideJuniorUnknown: (p) =>
      `У турнира нет даты: юниорский K 40 не применён к ${ru.players(p.count)} с датой рождения`,
    fideRulesNotOfEvent: (p) =>
      `Расчёт по ${p.rules} в последней редакции; редакция, действовавшая в последний день турнира (${p.day}, «${p.event}»), считает ${p.games} ${russianPlural(p.games, "партию", "партии", "партий")} иначе (правило 400 пунктов): чтобы считать по ней, укажите «${p.event}»`,
    fideRulesOfEvent: (p) =>
      ({
        dates: `FIDE2024 в редакции, действовавшей в последний день турнира, ${p.day ?? ""} («${p.rules}»)`,
        before: `Турнир закончился ${p.day ?? ""}, до вступления FIDE2024 в силу (${p.from}): их первая редакция («${p.rules}»)`,
        undated: `У турнира нет даты: FIDE2024 в последней редакции, действующей с ${p.from} («${p.rules}»); чтобы считать по редакции того времени, укажите правила с датой турнира, например «FIDE2024 2025-09-30»`,
      })[p.basis],
    fideRoundRobinIncomplete: () =>
      "Круговой турнир с партиями, не сыгранными за доской: 8.21b требует, чтобы все партии были сыграны, поэтому игроки без рейтинга получают его по соперникам с рейтингом, как в швейцарской системе",
    fideRoundRobin: (p) =>
      `Круговой турнир, игроков без рейтинга: ${p.unrated} (8.21b): Rar ${p.rar}, dpa ${p.dpa}, Ra ${p.ra}`,
    fideRoundRobinOtherRules: (p) =>
      `Круговой турнир: 8.21b — правило HU2017; по ${p.rules} первый рейтинг считается по соперникам игрока с рейтингом`,
    fideBelowFloor: (p) => `${ru.who(p)}: ${p.rating} ниже ${p.floor} и не публикуется (${p.rules})`,
    fideStartBelowFloor: (p) =>
      `${ru.who(p)}: начальный рейтинг ${p.rating} ниже ${p.floor}, наименьшего рейтинга, который публикует ${p.rules}; расчёт сделан от него: проверьте, что это рейтинг Эло, а не национальный или клубный (исправьте его в файле или задайте начальный рейтинг игрока)`,
    fideFirstRating: (p) => `${ru.who(p)}: без рейтинга, первый рейтинг ${p.figure} (${p.method})`,
    fideNotPublished: (p) =>
      `${ru.who(p)}: без рейтинга, первый рейтинг не публикуется: ${ru.why(p)}${figure("ru", p)}`,
    mahjongDefaultLevel: (p) => `${ru.players(p.count)} без уровня: считается 12 кю`,
    mahjongSharedPlace: (p) =>
      `Разделённые места ${p.places} взяты как есть (чтобы разделить NR, укажите среднее разделённых мест, например 3.5)`,
  },
};
