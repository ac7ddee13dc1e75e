/**
 * What a season says (src/core/season, `rating-officer season`, the list's history columns), in
 * every language: a tournament it cannot place, a history column it cannot read, what changed.
 */
import { type Categories, type Family } from "./message";

/** The parameters of each season message, by code. */
export interface SeasonParams {
  /** A tournament with neither a first nor a last day. */
  seasonNoDate: { file: string; event: string };
  /** A tournament the list's history already holds (same last day and name). */
  seasonAlreadyRated: { file: string; event: string; end: string };
  /** A tournament ending before the latest one the list's history holds. */
  seasonBeforeList: { file: string; event: string; end: string; latest: string };
  /** Two files of one season with the same last day and tournament name. */
  seasonSameEvent: { file: string; other: string; event: string; end: string };
  /** A list column that looks like a history column and is not one. */
  seasonHistoryHeader: { column: number; got: string };
  /** A cell of a history or reached-once column that is no rank. */
  seasonBadRank: { column: number; value: string };
  /** An officer's answer about a player of a season's file naming a line no row of the list is at (D166). */
  seasonAnswerNoLine: { file: string; name: string; line: number };
  /** The heading of a rated tournament. */
  seasonStep: { end: string; event: string; file: string; players: number };
  /** `mahjong-list`'s heading: the list released on a day (D168). */
  mahjongListHeading: { release: string; players: number };
  /** A mahjong level as `mahjong-list` prints it (D168): its number, kyu or dan, its marks. */
  mahjongListLevel: { n: number; dan: boolean; marks: string };
  /** The heading of a mahjong release. */
  seasonRelease: { release: string; players: number };
  /** The closing line: the list after the season. */
  seasonListAfter: { players: number; steps: number };
  /** A player's change between the old list and the new one. */
  seasonDiffChanged: { name: string; before: number; after: number; rankBefore: string; rankAfter: string };
  seasonDiffAdded: { name: string; rating: number; rank: string };
  seasonDiffRemoved: { name: string; rating: number };
  seasonDiffNone: Record<string, never>;
  /** The header words of the season's list as CSV (read back by the list's vocabulary). */
  seasonColPin: Record<string, never>;
  seasonColName: Record<string, never>;
  seasonColFirstName: Record<string, never>;
  seasonColFederation: Record<string, never>;
  seasonColClub: Record<string, never>;
  seasonColRating: Record<string, never>;
  seasonColRank: Record<string, never>;
  seasonColReachedOnce: Record<string, never>;
  /** A FIDE season's list (D148, D157): its further header words. */
  seasonColBirth: Record<string, never>;
  seasonColGames: Record<string, never>;
  seasonColHighest: Record<string, never>;
  seasonColPool: Record<string, never>;
  /** A `Pool` cell that is not in the form the season writes (D157). */
  seasonBadPool: { column: number; value: string };
  /** A FIDE tournament in or before a period the list's history already holds (D158). */
  seasonPeriodInList: { file: string; event: string; end: string; latest: string };
  /** The heading of a rated FIDE period (D149). */
  seasonPeriod: { period: string; files: string; players: number };
  /** A FIDE player's change over a period, with his K and games (D149). */
  seasonFideChange: {
    name: string;
    before: number | null;
    after: number | null;
    k: number | null;
    games: number;
  };
  /** The closing line of a FIDE season. */
  seasonFideListAfter: { players: number; periods: number; pooled: number };
}

const rank = (before: string, after: string): string => (before === after ? after : `${before} → ${after}`);
/** `, rank 1d → 2d` after the rating; nothing for a list without ranks (FIDE's, D148). */
const ranked = (word: string, before: string, after: string): string =>
  before === "" && after === "" ? "" : `, ${word} ${rank(before, after)}`;
/** ` 5k` after a new player's rating; nothing without a rank. */
const withRank = (r: string): string => (r === "" ? "" : ` ${r}`);

export const SEASON_MESSAGES: Family<SeasonParams> = {
  en: {
    seasonBeforeList: (p) =>
      `${p.file}: "${p.event}" ended ${p.end}, before the list's latest tournament (${p.latest}), so the list already holds what came after it; give the list from before the season with all its files`,
    seasonAlreadyRated: (p) =>
      `${p.file}: "${p.event}" of ${p.end} is already in the list's history, so the list is from after it; give the list from before it, or leave the file out`,
    seasonSameEvent: (p) =>
      `${p.file} and ${p.other} are both "${p.event}" ending ${p.end}, which the list's history cannot tell apart; give them different names (e.g. the section's)`,
    seasonNoDate: (p) =>
      `${p.file}: the tournament "${p.event}" gives neither its first nor its last day, so the season cannot place it; add its dates to the file`,
    seasonHistoryHeader: (p) =>
      `column ${p.column} ("${p.got}") looks like a history column but is not "rating YYYY-MM-DD tournament" or "rank YYYY-MM-DD tournament" with a real date; it is left out`,
    seasonBadRank: (p) =>
      `column ${p.column}: "${p.value}" is not a rank (35k … 1k, 1d … 7d); it is left out`,
    seasonAnswerNoLine: (p) =>
      `${p.file}: the answer about ${p.name} gives list line ${p.line}, where the list has no player; give the line of the row that is the player, as the question names it`,
    seasonStep: (p) => `${p.end} ${p.event} (${p.file}): ${p.players} players`,
    seasonRelease: (p) => `The list of ${p.release}: ${p.players} players`,
    mahjongListHeading: (p) => `Rating list of ${p.release}: ${p.players} players`,
    // the short form the sheet and MAHJONG.RATINGLIST give
    mahjongListLevel: (p) => `${p.n}${p.dan ? "d" : "k"}${p.marks}`,
    seasonListAfter: (p) => `The list after ${p.steps} tournaments: ${p.players} players`,
    seasonDiffChanged: (p) =>
      `${p.name}: rating ${p.before} → ${p.after}${ranked("rank", p.rankBefore, p.rankAfter)}`,
    seasonDiffAdded: (p) => `${p.name}: new on the list, ${p.rating}${withRank(p.rank)}`,
    seasonDiffRemoved: (p) => `${p.name}: no longer on the list (was ${p.rating})`,
    seasonDiffNone: () => "No player's rating or rank changed",
    seasonColPin: () => "PIN",
    seasonColName: () => "Name",
    seasonColFirstName: () => "First name",
    seasonColFederation: () => "Federation",
    seasonColClub: () => "Club",
    seasonColRating: () => "Rating",
    seasonColRank: () => "Rank",
    seasonColReachedOnce: () => "Reached once",
    seasonColBirth: () => "Birth",
    seasonColGames: () => "Games",
    seasonColHighest: () => "Highest",
    seasonColPool: () => "Pool",
    seasonBadPool: (p) =>
      `column ${p.column}: "${p.value}" is not a pool as the season writes it ("PERIOD DAY: RATING/SCORE …", events separated by "; "); the player's pooled games are left out, so write them again or rate his periods again from the list before them`,
    seasonPeriodInList: (p) =>
      `${p.file}: "${p.event}" ended ${p.end}, in or before the period ending ${p.latest} that the list's history already holds, so the list is from after it; give the list from before the season with all its files`,
    seasonPeriod: (p) => `Period ${p.period} (${p.files}): ${p.players} players`,
    seasonFideChange: (p) =>
      `${p.name}: ${p.before ?? "unrated"} → ${p.after ?? "unrated"}${p.k === null ? "" : `, K ${p.k}`}, games against rated opponents: ${p.games}`,
    seasonFideListAfter: (p) =>
      `The list after ${p.periods} periods: ${p.players} players, ${p.pooled} of them unrated with games pooled towards a first rating`,
  },
  hu: {
    seasonBeforeList: (p) =>
      `${p.file}: a(z) „${p.event}” ${p.end} napon ért véget, a lista legutóbbi versenye (${p.latest}) előtt, így a lista már tartalmazza az utána következőket; adja meg az idény előtti listát az idény összes fájljával`,
    seasonAlreadyRated: (p) =>
      `${p.file}: a(z) ${p.end} napi „${p.event}” már szerepel a lista előzményeiben, tehát a lista ennél későbbi; adja meg a verseny előtti listát, vagy hagyja ki a fájlt`,
    seasonSameEvent: (p) =>
      `${p.file} és ${p.other} egyaránt „${p.event}”, ${p.end} végnappal, ezeket a lista előzményei nem tudják megkülönböztetni; adjon nekik különböző nevet (pl. a csoportét)`,
    seasonNoDate: (p) =>
      `${p.file}: a(z) „${p.event}” verseny sem első, sem utolsó napját nem adja meg, így nem helyezhető el az idényben; adja meg a fájlban a dátumait`,
    seasonHistoryHeader: (p) =>
      `a(z) ${p.column}. oszlop („${p.got}”) előzményoszlopnak látszik, de nem „rating ÉÉÉÉ-HH-NN verseny” vagy „rank ÉÉÉÉ-HH-NN verseny” valós dátummal; kimarad`,
    seasonBadRank: (p) => `${p.column}. oszlop: „${p.value}” nem fokozat (35k … 1k, 1d … 7d); kimarad`,
    seasonAnswerNoLine: (p) =>
      `${p.file}: a(z) ${p.name} játékosról adott válasz a lista ${p.line}. sorát adja meg, ahol a listán nincs játékos; adja meg annak a sornak a számát, amelyik a játékos, ahogyan a kérdés megnevezi`,
    seasonStep: (p) => `${p.end} ${p.event} (${p.file}): ${p.players} játékos`,
    seasonRelease: (p) => `A(z) ${p.release} lista: ${p.players} játékos`,
    mahjongListHeading: (p) => `Értékszámlista, ${p.release}: ${p.players} játékos`,
    mahjongListLevel: (p) => `${p.n} ${p.dan ? "dan" : "kyu"}${p.marks}`,
    seasonListAfter: (p) => `A lista ${p.steps} verseny után: ${p.players} játékos`,
    seasonDiffChanged: (p) =>
      `${p.name}: értékszám ${p.before} → ${p.after}${ranked("fokozat", p.rankBefore, p.rankAfter)}`,
    seasonDiffAdded: (p) => `${p.name}: új a listán, ${p.rating}${withRank(p.rank)}`,
    seasonDiffRemoved: (p) => `${p.name}: már nincs a listán (${p.rating} volt)`,
    seasonDiffNone: () => "Egyetlen játékos értékszáma és fokozata sem változott",
    seasonColPin: () => "Azonosító",
    seasonColName: () => "Név",
    seasonColFirstName: () => "Keresztnév",
    seasonColFederation: () => "Ország",
    seasonColClub: () => "Klub",
    seasonColRating: () => "Értékszám",
    seasonColRank: () => "Fokozat",
    seasonColReachedOnce: () => "Egyszer elért",
    seasonColBirth: () => "Született",
    seasonColGames: () => "Játszmák",
    seasonColHighest: () => "Legmagasabb",
    seasonColPool: () => "Gyűjtött",
    seasonBadPool: (p) =>
      `${p.column}. oszlop: „${p.value}” nem az idény által írt gyűjtött játszmák alakja („IDŐSZAK NAP: ÉRTÉKSZÁM/PONT …”, az események „; ” jellel elválasztva); a játékos gyűjtött játszmái kimaradnak, ezért írja be újra őket, vagy számítsa újra időszakait az azok előtti listából`,
    seasonPeriodInList: (p) =>
      `${p.file}: a(z) „${p.event}” ${p.end} napon ért véget, a lista előzményeiben már szereplő, ${p.latest} napon záruló időszakban vagy előtte, tehát a lista ennél későbbi; adja meg az idény előtti listát az idény összes fájljával`,
    seasonPeriod: (p) => `${p.period} időszak (${p.files}): ${p.players} játékos`,
    seasonFideChange: (p) =>
      `${p.name}: ${p.before ?? "nincs értékszáma"} → ${p.after ?? "nincs értékszáma"}${p.k === null ? "" : `, K ${p.k}`}, játszmák értékszámmal rendelkező ellenfelek ellen: ${p.games}`,
    seasonFideListAfter: (p) =>
      `A lista ${p.periods} időszak után: ${p.players} játékos, közülük ${p.pooled} értékszám nélkül, első értékszámhoz gyűjtött játszmákkal`,
  },
  ru: {
    seasonBeforeList: (p) =>
      `${p.file}: «${p.event}» закончился ${p.end}, раньше последнего турнира списка (${p.latest}), значит, список уже учитывает то, что было после; укажите список до сезона и все файлы сезона`,
    seasonAlreadyRated: (p) =>
      `${p.file}: «${p.event}» от ${p.end} уже есть в истории списка, значит, список составлен после него; укажите список до него или не указывайте этот файл`,
    seasonSameEvent: (p) =>
      `${p.file} и ${p.other} — оба «${p.event}» с последним днём ${p.end}, история списка не может их различить; дайте им разные названия (например, по группе)`,
    seasonNoDate: (p) =>
      `${p.file}: турнир «${p.event}» не указывает ни первого, ни последнего дня, поэтому его нельзя поставить в сезон; добавьте в файл его даты`,
    seasonHistoryHeader: (p) =>
      `столбец ${p.column} («${p.got}») похож на столбец истории, но это не «rating ГГГГ-ММ-ДД турнир» или «rank ГГГГ-ММ-ДД турнир» с настоящей датой; он пропущен`,
    seasonBadRank: (p) => `столбец ${p.column}: «${p.value}» — не разряд (35k … 1k, 1d … 7d); пропущено`,
    seasonAnswerNoLine: (p) =>
      `${p.file}: ответ об игроке ${p.name} указывает строку списка ${p.line}, где в списке нет игрока; укажите строку той записи, которая и есть этот игрок, как её называет вопрос`,
    seasonStep: (p) => `${p.end} ${p.event} (${p.file}): игроков ${p.players}`,
    seasonRelease: (p) => `Список на ${p.release}: игроков ${p.players}`,
    mahjongListHeading: (p) => `Рейтинг-лист на ${p.release}: игроков ${p.players}`,
    mahjongListLevel: (p) => `${p.n} ${p.dan ? "дан" : "кю"}${p.marks}`,
    seasonListAfter: (p) => `Список после турниров (${p.steps}): игроков ${p.players}`,
    seasonDiffChanged: (p) =>
      `${p.name}: рейтинг ${p.before} → ${p.after}${ranked("разряд", p.rankBefore, p.rankAfter)}`,
    seasonDiffAdded: (p) => `${p.name}: новый в списке, ${p.rating}${withRank(p.rank)}`,
    seasonDiffRemoved: (p) => `${p.name}: больше нет в списке (был ${p.rating})`,
    seasonDiffNone: () => "Ни у одного игрока не изменились ни рейтинг, ни разряд",
    seasonColPin: () => "ИД",
    seasonColName: () => "Фамилия",
    seasonColFirstName: () => "Имя",
    seasonColFederation: () => "Страна",
    seasonColClub: () => "Клуб",
    seasonColRating: () => "Рейтинг",
    seasonColRank: () => "Разряд",
    seasonColReachedOnce: () => "Достигнуто один раз",
    seasonColBirth: () => "Год рождения",
    seasonColGames: () => "Партии",
    seasonColHighest: () => "Наивысший",
    seasonColPool: () => "Накоплено",
    seasonBadPool: (p) =>
      `столбец ${p.column}: «${p.value}» — не накопленные партии в том виде, как их пишет сезон («ПЕРИОД ДЕНЬ: РЕЙТИНГ/ОЧКИ …», турниры через «; »); накопленные партии игрока пропущены, поэтому впишите их заново или пересчитайте его периоды от списка до них`,
    seasonPeriodInList: (p) =>
      `${p.file}: «${p.event}» закончился ${p.end}, в периоде, заканчивающемся ${p.latest}, который уже есть в истории списка, или раньше него, значит, список составлен после него; укажите список до сезона и все файлы сезона`,
    seasonPeriod: (p) => `Период ${p.period} (${p.files}): игроков ${p.players}`,
    seasonFideChange: (p) =>
      `${p.name}: ${p.before ?? "без рейтинга"} → ${p.after ?? "без рейтинга"}${p.k === null ? "" : `, K ${p.k}`}, партий с игроками с рейтингом: ${p.games}`,
    seasonFideListAfter: (p) =>
      `Список после периодов (${p.periods}): игроков ${p.players}, из них ${p.pooled} без рейтинга с партиями, накопленными для первого рейтинга`,
  },
};

/** What each code's diagnostic is known by (D135). */
export const SEASON_CATEGORIES: Categories<SeasonParams> = {
  seasonHistoryHeader: "history-header",
  seasonBadRank: "bad-rank",
  seasonBadPool: "bad-pool",
};
