/**
 * Where players not found on the rating list start, as the pane's preview says it (one player,
 * and the summary of how many start from each).
 */
import { type Family } from "./message";

/** The parameters of each message of the start preview, by code. */
export interface StartParams {
  startRank: { rank: string; rating: number };
  startFile: { rating: number };
  startUnrated: Record<string, never>;
  startDefaultLevel: Record<string, never>;
  startGivenLevel: { level: string };
  startNone: Record<string, never>;
  startAmbiguous: { count: number };
  groupRank: Record<string, never>;
  groupFile: Record<string, never>;
  groupUnrated: Record<string, never>;
  groupDefaultLevel: Record<string, never>;
  groupGivenLevel: Record<string, never>;
  groupNone: Record<string, never>;
  groupAmbiguous: Record<string, never>;
}

export const START_MESSAGES: Family<StartParams> = {
  en: {
    startRank: (p) => `starts at ${p.rating}, the threshold of rank ${p.rank}`,
    startFile: (p) => `starts from the file's rating ${p.rating}`,
    startUnrated: () => "unrated: no starting rating",
    startDefaultLevel: () => "starts at 12 kyu",
    startGivenLevel: (p) => `starts from the level given, ${p.level}`,
    startNone: () => "no rank and no rating to start from: give a rank before rating",
    startAmbiguous: (p) => `${p.count} list rows with this name: not rated until one of them is picked`,
    groupRank: () => "start from their declared rank",
    groupFile: () => "keep the file's rating",
    groupUnrated: () => "unrated",
    groupDefaultLevel: () => "start at 12 kyu",
    groupGivenLevel: () => "start from the level given",
    groupNone: () => "have nothing to start from: give them a rank",
    groupAmbiguous: () => "several list rows with their name",
  },
  hu: {
    startRank: (p) => `${p.rating} értékszámról indul, a(z) ${p.rank} fokozat alsó határáról`,
    startFile: (p) => `a fájlban lévő ${p.rating} értékszámból indul`,
    startUnrated: () => "értékszám nélkül: nincs kiinduló értékszám",
    startDefaultLevel: () => "12 kjú szintről indul",
    startGivenLevel: (p) => `a megadott ${p.level} szintről indul`,
    startNone: () =>
      "nincs fokozata és értékszáma, amiből indulhatna: az értékelés előtt adjon meg fokozatot",
    startAmbiguous: (p) =>
      `${p.count} azonos nevű sor a listán: amíg nem választ közülük, nem kap értékszámot`,
    groupRank: () => "a bejelentett fokozatukból indul",
    groupFile: () => "a fájlban megadott értékszámmal indul",
    groupUnrated: () => "értékszám nélkül",
    groupDefaultLevel: () => "12 kjú-ról indul",
    groupGivenLevel: () => "a megadott szintről indul",
    groupNone: () => "nincs miből indulnia: adjon meg fokozatot",
    groupAmbiguous: () => "több azonos nevű sor a listán",
  },
  ru: {
    startRank: (p) => `начинает с ${p.rating} — нижней границы разряда ${p.rank}`,
    startFile: (p) => `начинает с рейтинга из файла ${p.rating}`,
    startUnrated: () => "без рейтинга: начального рейтинга нет",
    startDefaultLevel: () => "начинает с 12 кю",
    startGivenLevel: (p) => `начинает с указанного уровня ${p.level}`,
    startNone: () => "нет ни разряда, ни рейтинга, с которых начать: укажите разряд перед обсчётом",
    startAmbiguous: (p) =>
      `${p.count} строк с таким именем: рейтинг не считается, пока не выбрана одна из них`,
    groupRank: () => "начинают с заявленного ранга",
    groupFile: () => "с рейтингом из файла",
    groupUnrated: () => "без рейтинга",
    groupDefaultLevel: () => "начинают с 12 кю",
    groupGivenLevel: () => "начинают с указанного уровня",
    groupNone: () => "не с чего начать: укажите разряд",
    groupAmbiguous: () => "несколько строк списка с таким именем",
  },
};
