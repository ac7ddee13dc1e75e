/**
 * What a season says (src/core/season, `rating-officer season`, the list's history columns), in
 * every language: a tournament it cannot place, a history column it cannot read, what changed.
 */
import { type Family } from "./message";

/** The parameters of each season message, by code. */
export interface SeasonParams {
  /** A tournament with neither a first nor a last day. */
  seasonNoDate: { file: string; event: string };
  /** A list column that looks like a history column and is not one. */
  seasonHistoryHeader: { column: number; got: string };
  /** A cell of a history or reached-once column that is no rank. */
  seasonBadRank: { column: number; value: string };
  /** A system whose season is not part of the product yet (FIDE's rating periods). */
  seasonNotYet: { system: string };
  /** The heading of a rated tournament. */
  seasonStep: { end: string; event: string; file: string; players: number };
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
}

const rank = (before: string, after: string): string => (before === after ? after : `${before} → ${after}`);

export const SEASON_MESSAGES: Family<SeasonParams> = {
  en: {
    seasonNoDate: (p) =>
      `${p.file}: the tournament "${p.event}" gives neither its first nor its last day, so the season cannot place it; add its dates to the file`,
    seasonHistoryHeader: (p) =>
      `column ${p.column} ("${p.got}") looks like a history column but is not "rating YYYY-MM-DD tournament" or "rank YYYY-MM-DD tournament" with a real date; it is left out`,
    seasonBadRank: (p) =>
      `column ${p.column}: "${p.value}" is not a rank (35k … 1k, 1d … 7d); it is left out`,
    seasonNotYet: (p) =>
      `A season under ${p.system} (its rating periods) cannot be rated yet; rate each tournament with rate for now`,
    seasonStep: (p) => `${p.end} ${p.event} (${p.file}): ${p.players} players`,
    seasonRelease: (p) => `The list of ${p.release}: ${p.players} players`,
    seasonListAfter: (p) => `The list after ${p.steps} tournaments: ${p.players} players`,
    seasonDiffChanged: (p) =>
      `${p.name}: rating ${p.before} → ${p.after}, rank ${rank(p.rankBefore, p.rankAfter)}`,
    seasonDiffAdded: (p) => `${p.name}: new on the list, ${p.rating} ${p.rank}`,
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
  },
  hu: {
    seasonNoDate: (p) =>
      `${p.file}: a(z) „${p.event}” verseny sem első, sem utolsó napját nem adja meg, így nem helyezhető el az idényben; adja meg a fájlban a dátumait`,
    seasonHistoryHeader: (p) =>
      `a(z) ${p.column}. oszlop („${p.got}”) előzményoszlopnak látszik, de nem „rating ÉÉÉÉ-HH-NN verseny” vagy „rank ÉÉÉÉ-HH-NN verseny” valós dátummal; kimarad`,
    seasonBadRank: (p) => `${p.column}. oszlop: „${p.value}” nem fokozat (35k … 1k, 1d … 7d); kimarad`,
    seasonNotYet: (p) =>
      `${p.system}-idény (értékelési időszakai) még nem számítható; egyelőre a versenyeket egyenként számítsa a rate paranccsal`,
    seasonStep: (p) => `${p.end} ${p.event} (${p.file}): ${p.players} játékos`,
    seasonRelease: (p) => `A(z) ${p.release} lista: ${p.players} játékos`,
    seasonListAfter: (p) => `A lista ${p.steps} verseny után: ${p.players} játékos`,
    seasonDiffChanged: (p) =>
      `${p.name}: értékszám ${p.before} → ${p.after}, fokozat ${rank(p.rankBefore, p.rankAfter)}`,
    seasonDiffAdded: (p) => `${p.name}: új a listán, ${p.rating} ${p.rank}`,
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
  },
  ru: {
    seasonNoDate: (p) =>
      `${p.file}: турнир «${p.event}» не указывает ни первого, ни последнего дня, поэтому его нельзя поставить в сезон; добавьте в файл его даты`,
    seasonHistoryHeader: (p) =>
      `столбец ${p.column} («${p.got}») похож на столбец истории, но это не «rating ГГГГ-ММ-ДД турнир» или «rank ГГГГ-ММ-ДД турнир» с настоящей датой; он пропущен`,
    seasonBadRank: (p) => `столбец ${p.column}: «${p.value}» — не разряд (35k … 1k, 1d … 7d); пропущено`,
    seasonNotYet: (p) =>
      `Сезон ${p.system} (его рейтинговые периоды) пока обсчитать нельзя; пока обсчитывайте каждый турнир командой rate`,
    seasonStep: (p) => `${p.end} ${p.event} (${p.file}): игроков ${p.players}`,
    seasonRelease: (p) => `Список на ${p.release}: игроков ${p.players}`,
    seasonListAfter: (p) => `Список после турниров (${p.steps}): игроков ${p.players}`,
    seasonDiffChanged: (p) =>
      `${p.name}: рейтинг ${p.before} → ${p.after}, разряд ${rank(p.rankBefore, p.rankAfter)}`,
    seasonDiffAdded: (p) => `${p.name}: новый в списке, ${p.rating} ${p.rank}`,
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
  },
};
