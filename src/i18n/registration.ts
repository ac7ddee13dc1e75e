/**
 * The messages of a tournament started from a registration list (src/sheet/registration.ts, the
 * pane's create step, `rating-officer sheet --rounds`) and of late entries' numbers
 * (src/sheet/pairing.ts).
 */
import { type Family } from "./message";

export interface RegistrationParams {
  regRounds: { value: string; min: number; max: number };
  regHasRounds: { rounds: number };
  regReadAsList: { players: number };
  regRoundsLabel: Record<string, never>;
  regHint: { players: number };
  lateNumber: { name: string; number: number };
  lateNumberTaken: { name: string; number: number };
}

export const REGISTRATION_MESSAGES: Family<RegistrationParams> = {
  en: {
    regRounds: (p) =>
      `The number of rounds must be a whole number from ${p.min} to ${p.max}, not "${p.value}"`,
    regHasRounds: (p) =>
      `The file has games in ${p.rounds} ${p.rounds === 1 ? "round" : "rounds"}: it is a crosstable, not a registration list`,
    regReadAsList: (p) =>
      `Names and ratings without rounds: read as the registration list of a new tournament (${p.players} players). If it is the rating list, give it in step 3 instead.`,
    regRoundsLabel: () => "Rounds",
    regHint: (p) =>
      `A registration list of ${p.players} ${p.players === 1 ? "player" : "players"} without rounds: the new sheet gets an empty crosstable of this many rounds, to pair round by round.`,
    lateNumber: (p) =>
      `${p.name}: a late entry without a number takes ${p.number}, his row's; it is written into his No cell with his first pairing and stays his number`,
    lateNumberTaken: (p) =>
      `${p.name}: a late entry without a number would take ${p.number}, his row's, but another player has it; type a free number`,
  },
  hu: {
    regRounds: (p) => `A fordulók száma ${p.min} és ${p.max} közötti egész szám legyen, nem „${p.value}”`,
    regHasRounds: (p) =>
      `A fájlban ${p.rounds} fordulóban vannak játszmák: ez kereszttábla, nem nevezési lista`,
    regReadAsList: (p) =>
      `Nevek és értékszámok fordulók nélkül: új verseny nevezési listájaként olvasva (${p.players} játékos). Ha ez az értékszám-lista, a 3. lépésben adja meg.`,
    regRoundsLabel: () => "Fordulók",
    regHint: (p) =>
      `${p.players} játékos nevezési listája, fordulók nélkül: az új lap ennyi fordulós üres kereszttáblát kap, fordulónként párosítható.`,
    lateNumber: (p) =>
      `${p.name}: a sorszám nélküli késői nevező a sora szerinti ${p.number}. számot kapja; ez az első párosításakor a Sz. cellájába kerül, és az övé marad`,
    lateNumberTaken: (p) =>
      `${p.name}: a sorszám nélküli késői nevező a sora szerinti ${p.number}. számot kapná, de az egy másik játékosé; írjon be szabad számot`,
  },
  ru: {
    regRounds: (p) => `Число туров должно быть целым от ${p.min} до ${p.max}, а не «${p.value}»`,
    regHasRounds: (p) =>
      `В файле есть партии в турах (${p.rounds}): это турнирная таблица, а не список регистрации`,
    regReadAsList: (p) =>
      `Имена и рейтинги без туров: прочитано как список регистрации нового турнира (игроков: ${p.players}). Если это рейтинг-лист, укажите его на шаге 3.`,
    regRoundsLabel: () => "Туров",
    regHint: (p) =>
      `Список регистрации без туров, игроков: ${p.players}. Новый лист получит пустую турнирную таблицу с этим числом туров для жеребьёвки по турам.`,
    lateNumber: (p) =>
      `${p.name}: опоздавшему без номера дан номер ${p.number} по его строке; при первой жеребьёвке он записывается в ячейку № и остаётся за ним`,
    lateNumberTaken: (p) =>
      `${p.name}: опоздавшему без номера полагался бы номер ${p.number} по его строке, но он занят другим игроком; введите свободный номер`,
  },
};
