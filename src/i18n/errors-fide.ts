/**
 * The errors of FIDE Elo (src/core/fide, src/core/engines/fide*.ts), in every language. Numbers
 * outside their range are `outOfRange` (errors-common.ts). Rule sets (HU2017, FIDE2024) and the
 * regulations' articles (8.21b) are names of their own, the same in every language.
 */
import { type Family } from "./message";
import { type Subject, lead } from "./subject";

/** The parameters of each FIDE error, by code. */
export interface FideErrorParams {
  /** A game's score; `player`/`opponent` when it is a round robin's cell. */
  fideNotScore: { value: number; player?: number; opponent?: number };
  fideNotHundredths: { value: number };
  fideCountMismatch: { opponents: number; scores: number };
  fidePNotHundredths: { value: number };
  fideScoreRange: { score: number; games: number };
  fideRoundRobinSize: { size: number };
  fideResultsCount: { player: number; results: number; size: number };
  fideSelfResult: { player: number; value: number };
  fideNoResult: { player: number; opponent: number };
  fideResultsSum: { player: number; opponent: number; result: number; back: number | null };
  /** The round-robin procedure for unrated players belongs to HU2017. */
  fideRoundRobinRules: { rules: string };
  fideNoRatedPlayer: Record<string, never>;
  /** Not a (complete) round robin: fewer than two players, or a pair that met `times` times. */
  fideNotRoundRobin: { a?: number; b?: number; times?: number };
  fideBonusHu2017: Record<string, never>;
  fideBirthAfter: { birth: string; on: string };
  fideBirthNeedsDate: Record<string, never>;
  fideDatesCount: { dates: number; events: number };
  fideEventOrder: { event: number; date: string };
  fideNoRatedGames: Record<string, never>;
  fideHu2017NoDate: Record<string, never>;
  fideRulesFrom: { from: string; on: string };
  /** `subject` absent: the place names it already (a sheet's labelled row). */
  fideBadRuleSet: { subject?: Subject; value: string };
}

export const FIDE_ERRORS: Family<FideErrorParams> = {
  en: {
    fideNotScore: (p) =>
      `${p.player !== undefined ? `Player ${p.player} against player ${p.opponent ?? ""}: score` : "score"} ${p.value} is not 1, 0.5 or 0`,
    fideNotHundredths: (p) => `${p.value} is not a whole number of hundredths`,
    fideCountMismatch: (p) => `${p.opponents} opponents but ${p.scores} scores`,
    fidePNotHundredths: (p) => `p ${p.value} must be whole hundredths 0..100`,
    fideScoreRange: (p) => `Score ${p.score} must be whole or half points within 0..${p.games}`,
    fideRoundRobinSize: (p) => `A round robin needs 2 players or more, got ${p.size}`,
    fideResultsCount: (p) => `Player ${p.player}: ${p.results} results for ${p.size} players`,
    fideSelfResult: (p) => `Player ${p.player}: a result against oneself (${p.value})`,
    fideNoResult: (p) =>
      `Player ${p.player}: no result against player ${p.opponent} (a round robin is complete)`,
    fideResultsSum: (p) =>
      `Players ${p.player} and ${p.opponent}: results ${p.result} and ${p.back ?? "none"} do not add up to 1`,
    fideRoundRobinRules: (p) =>
      `Rule set ${p.rules}: the round-robin procedure with unrated players (8.21b) is HU2017's; ` +
      "rate FIDE2024 first ratings from each player's rated opponents",
    fideNoRatedPlayer: () => "A round robin needs at least one rated player",
    fideNotRoundRobin: (p) =>
      p.a === undefined
        ? "Not a round robin: fewer than 2 players"
        : `Not a complete round robin: players ${p.a} and ${p.b ?? ""} ${p.times === 0 || p.times === undefined ? "have no rated game together" : `met ${p.times} times`}`,
    fideBonusHu2017: () => "A bonus per half point belongs to HU2017; FIDE2024 has none",
    fideBirthAfter: (p) => `Date of birth ${p.birth} is after the date ${p.on}`,
    fideBirthNeedsDate: () =>
      "A date of birth needs the date K applies on (the first day of the rating period)",
    fideDatesCount: (p) => `${p.dates} event dates for ${p.events} events`,
    fideEventOrder: (p) =>
      `Event ${p.event} (${p.date}) is dated before the event before it: give events in order`,
    fideNoRatedGames: () => "No games against rated opponents: no performance",
    fideHu2017NoDate: () =>
      "Rule set HU2017 takes no date (a date qualifies FIDE2024 only): write HU2017 alone",
    fideRulesFrom: (p) =>
      `Rule set FIDE2024 is in force from ${p.from}, not on ${p.on}: write HU2017, or FIDE2024 with a date from ${p.from} on`,
    fideBadRuleSet: (p) =>
      `${lead("en", p.subject)}"${p.value}" is not a rule set ("HU2017", "FIDE2024" or "FIDE2024 2025-09-30"): write one of them`,
  },
  hu: {
    fideNotScore: (p) =>
      `${p.player !== undefined ? `${p.player}. játékos a(z) ${p.opponent ?? ""}. ellen: az eredmény` : "Az eredmény"} (${p.value}) nem 1, 0,5 vagy 0`,
    fideNotHundredths: (p) => `${p.value} nem egész számú század`,
    fideCountMismatch: (p) => `${p.opponents} ellenfél, de ${p.scores} eredmény`,
    fidePNotHundredths: (p) => `p ${p.value}: egész századnak kell lennie 0 és 100 között`,
    fideScoreRange: (p) => `A pontszám (${p.score}) egész vagy fél pont kell legyen 0 és ${p.games} között`,
    fideRoundRobinSize: (p) => `A körmérkőzéshez legalább 2 játékos kell, most ${p.size} van`,
    fideResultsCount: (p) => `${p.player}. játékos: ${p.results} eredmény ${p.size} játékosra`,
    fideSelfResult: (p) => `${p.player}. játékos: eredmény önmaga ellen (${p.value})`,
    fideNoResult: (p) =>
      `${p.player}. játékos: nincs eredménye a(z) ${p.opponent}. játékos ellen (a körmérkőzés teljes)`,
    fideResultsSum: (p) =>
      `${p.player}. és ${p.opponent}. játékos: a(z) ${p.result} és ${p.back ?? "semmi"} eredmény összege nem 1`,
    fideRoundRobinRules: (p) =>
      `${p.rules} szabályzat: az értékszám nélküli játékosok körmérkőzéses eljárása (8.21b) a HU2017-é; ` +
      "a FIDE2024 első értékszámát minden játékos értékszámos ellenfeleiből számítsa",
    fideNoRatedPlayer: () => "A körmérkőzéshez legalább egy értékszámos játékos kell",
    fideNotRoundRobin: (p) =>
      p.a === undefined
        ? "Nem körmérkőzés: 2-nél kevesebb játékos"
        : `Nem teljes körmérkőzés: a(z) ${p.a}. és ${p.b ?? ""}. játékos ${p.times === 0 || p.times === undefined ? "nem játszott egymással értékszámos játszmát" : `${p.times}-szor játszott egymással`}`,
    fideBonusHu2017: () => "A félpontonkénti bónusz a HU2017-é; a FIDE2024-ben nincs ilyen",
    fideBirthAfter: (p) => `A születési dátum (${p.birth}) későbbi a dátumnál (${p.on})`,
    fideBirthNeedsDate: () =>
      "A születési dátumhoz kell a K érvényességi napja (az értékszám-időszak első napja)",
    fideDatesCount: (p) => `${p.dates} versenydátum ${p.events} versenyre`,
    fideEventOrder: (p) =>
      `A(z) ${p.event}. verseny (${p.date}) korábbi az előzőnél: sorrendben adja meg a versenyeket`,
    fideNoRatedGames: () => "Nincs játszma értékszámos ellenféllel: nincs teljesítmény",
    fideHu2017NoDate: () =>
      "A HU2017 szabályzathoz nem tartozik dátum (dátum csak a FIDE2024-et pontosítja): írja a HU2017-et magában",
    fideRulesFrom: (p) =>
      `A FIDE2024 szabályzat ${p.from} óta érvényes, ${p.on} napon még nem: írja a HU2017-et, vagy a FIDE2024-et ${p.from} vagy későbbi dátummal`,
    fideBadRuleSet: (p) =>
      `${lead("hu", p.subject)}„${p.value}” nem szabályzat („HU2017”, „FIDE2024” vagy „FIDE2024 2025-09-30”): írja ezek egyikét`,
  },
  ru: {
    fideNotScore: (p) =>
      `${p.player !== undefined ? `Игрок ${p.player} против игрока ${p.opponent ?? ""}: результат` : "Результат"} ${p.value} — не 1, 0,5 или 0`,
    fideNotHundredths: (p) => `${p.value} — не целое число сотых`,
    fideCountMismatch: (p) => `${p.opponents} соперников, но ${p.scores} результатов`,
    fidePNotHundredths: (p) => `p ${p.value} должно быть целым числом сотых от 0 до 100`,
    fideScoreRange: (p) => `Очки ${p.score} должны быть целыми или половинными от 0 до ${p.games}`,
    fideRoundRobinSize: (p) => `Для кругового турнира нужно не меньше 2 игроков, а их ${p.size}`,
    fideResultsCount: (p) => `Игрок ${p.player}: ${p.results} результатов на ${p.size} игроков`,
    fideSelfResult: (p) => `Игрок ${p.player}: результат против самого себя (${p.value})`,
    fideNoResult: (p) =>
      `Игрок ${p.player}: нет результата против игрока ${p.opponent} (круговой турнир полный)`,
    fideResultsSum: (p) =>
      `Игроки ${p.player} и ${p.opponent}: результаты ${p.result} и ${p.back ?? "нет"} в сумме не дают 1`,
    fideRoundRobinRules: (p) =>
      `Правила ${p.rules}: процедура кругового турнира с игроками без рейтинга (8.21b) — из HU2017; ` +
      "первые рейтинги по FIDE2024 считайте по соперникам с рейтингом",
    fideNoRatedPlayer: () => "Для кругового турнира нужен хотя бы один игрок с рейтингом",
    fideNotRoundRobin: (p) =>
      p.a === undefined
        ? "Не круговой турнир: меньше 2 игроков"
        : `Неполный круговой турнир: игроки ${p.a} и ${p.b ?? ""} ${p.times === 0 || p.times === undefined ? "не сыграли между собой рейтинговой партии" : `встречались ${p.times} раз(а)`}`,
    fideBonusHu2017: () => "Бонус за пол-очка есть только в HU2017; в FIDE2024 его нет",
    fideBirthAfter: (p) => `Дата рождения ${p.birth} позже даты ${p.on}`,
    fideBirthNeedsDate: () =>
      "Для даты рождения нужна дата, на которую берётся K (первый день рейтингового периода)",
    fideDatesCount: (p) => `${p.dates} дат на ${p.events} турниров`,
    fideEventOrder: (p) =>
      `Турнир ${p.event} (${p.date}) датирован раньше предыдущего: укажите турниры по порядку`,
    fideNoRatedGames: () => "Нет партий с соперниками с рейтингом: нет перфоманса",
    fideHu2017NoDate: () =>
      "Правила HU2017 не принимают дату (дата уточняет только FIDE2024): запишите HU2017 без даты",
    fideRulesFrom: (p) =>
      `Правила FIDE2024 действуют с ${p.from}, а не на ${p.on}: запишите HU2017 или FIDE2024 с датой не раньше ${p.from}`,
    fideBadRuleSet: (p) =>
      `${lead("ru", p.subject)}«${p.value}» — не правила («HU2017», «FIDE2024» или «FIDE2024 2025-09-30»): запишите одно из них`,
  },
};
