/**
 * The messages of a tournament started from a registration list (src/sheet/registration.ts, the
 * pane's create step, `rating-officer sheet --rounds`) and of late entries' numbers
 * (src/sheet/pairing*.ts).
 */
import { type Family } from "./message";

export interface RegistrationParams {
  regRounds: { value: string; min: number; max: number };
  regHasRounds: { rounds: number };
  /** A bye or absence whose points a sheet's cell cannot hold (a cell's bye is a win's, D284). */
  regByeWorth: { player: string; round: number; points: number; bye: boolean };
  /** D373: a Go file's bye whose points and McMahon points differ (OpenGotha's bye values). */
  regByeValues: { player: string; round: number; points: number; mms: number };
  regReadAsList: { players: number };
  regRoundsLabel: Record<string, never>;
  regHint: { players: number };
  lateNumber: { name: string; number: number };
  lateNumberTaken: { name: string; number: number };
  lateRoom: { needed: number; room: number; row: number };
  lateAdded: { count: number; sheet: string; first: number; last: number };
  lateAddButton: Record<string, never>;
}

export const REGISTRATION_MESSAGES: Family<RegistrationParams> = {
  en: {
    regRounds: (p) =>
      `The number of rounds must be a whole number from ${p.min} to ${p.max}, not "${p.value}"`,
    regHasRounds: (p) =>
      `The file has games in ${p.rounds} ${p.rounds === 1 ? "round" : "rounds"}: it is a crosstable, not a registration list`,
    regByeWorth: (p) =>
      `${p.player}, round ${p.round}: ${p.bye ? "a bye given" : "an absence"} worth ${p.points} ${p.points === 1 ? "point" : "points"}, which a sheet's cell cannot hold (its bye is a win's point, its half-point bye ½ and its absence 0); rate and pair this file from the command line, or correct the file's point values`,
    regByeValues: (p) =>
      `${p.player}, round ${p.round}: a bye worth ${p.points} ${p.points === 1 ? "point" : "points"} and ${p.mms} McMahon ${p.mms === 1 ? "point" : "points"} (the file's genNBW2ValueBye and genMMS2ValueBye), which a sheet's cell cannot hold: it gives a bye one value for both; rate and pair this file from the command line, or give the bye the same value for both in OpenGotha`,
    regReadAsList: (p) =>
      `Names and ratings without rounds: read as the registration list of a new tournament (${p.players} players). If it is the rating list, give it in step 3 instead.`,
    regRoundsLabel: () => "Rounds",
    regHint: (p) =>
      `A registration list of ${p.players} ${p.players === 1 ? "player" : "players"}, no game played: the new sheet gets an empty crosstable of this many rounds, to pair round by round.`,
    lateNumber: (p) =>
      `${p.name}: a late entry without a number takes ${p.number}, his row's; it is written into his No cell with his first pairing and stays his number`,
    lateNumberTaken: (p) =>
      `${p.name}: a late entry without a number would take ${p.number}, his row's, but another player has it; type a free number`,
    lateRoom: (p) =>
      `${p.needed} late ${p.needed === 1 ? "entry needs" : "entries need"} ${p.needed} blank ${p.needed === 1 ? "row" : "rows"} under the crosstable, from row ${p.row}; there ${p.room === 1 ? "is" : "are"} ${p.room}: insert rows there first`,
    lateAdded: (p) =>
      `${p.count} late ${p.count === 1 ? "entry" : "entries"} added to "${p.sheet}", numbers ${p.first}–${p.last} (their rows'): a number is final once its player is paired, as the opponents' cells then refer to it.`,
    lateAddButton: () => "Add to the active sheet as late entries",
  },
  hu: {
    regRounds: (p) => `A fordulók száma ${p.min} és ${p.max} közötti egész szám legyen, nem „${p.value}”`,
    regHasRounds: (p) =>
      `A fájlban ${p.rounds} fordulóban vannak játszmák: ez kereszttábla, nem nevezési lista`,
    regByeWorth: (p) =>
      `${p.player}, ${p.round}. forduló: ${p.bye ? "kiosztott szabadnap" : "távollét"} ${p.points} pontért, amit a lap cellája nem tud tárolni (szabadnapja egy győzelem pontja, fél pontos szabadnapja ½, távolléte 0); értékelje és párosítsa ezt a fájlt a parancssorból, vagy javítsa a fájl pontértékeit`,
    regByeValues: (p) =>
      `${p.player}, ${p.round}. forduló: kiosztott szabadnap ${p.points} pontért és ${p.mms} McMahon-pontért (a fájl genNBW2ValueBye és genMMS2ValueBye értéke), amit a lap cellája nem tud tárolni: a szabadnapnak egy értéket ad mindkettőre; értékelje és párosítsa ezt a fájlt a parancssorból, vagy adja meg az OpenGothában mindkettőt egyformán`,
    regReadAsList: (p) =>
      `Nevek és értékszámok fordulók nélkül: új verseny nevezési listájaként olvasva (${p.players} játékos). Ha ez az értékszám-lista, a 3. lépésben adja meg.`,
    regRoundsLabel: () => "Fordulók",
    regHint: (p) =>
      `${p.players} játékos nevezési listája, játszma nélkül: az új lap ennyi fordulós üres kereszttáblát kap, fordulónként párosítható.`,
    lateNumber: (p) =>
      `${p.name}: a sorszám nélküli késői nevező a sora szerinti ${p.number}. számot kapja; ez az első párosításakor a Sz. cellájába kerül, és az övé marad`,
    lateNumberTaken: (p) =>
      `${p.name}: a sorszám nélküli késői nevező a sora szerinti ${p.number}. számot kapná, de az egy másik játékosé; írjon be szabad számot`,
    lateRoom: (p) =>
      `${p.needed} késői nevezőnek ${p.needed} üres sor kell a kereszttábla alatt, a(z) ${p.row}. sortól; ${p.room} van: előbb szúrjon be sorokat oda`,
    lateAdded: (p) =>
      `${p.count} késői nevező a(z) „${p.sheet}” lapra, ${p.first}–${p.last}. számmal (a soruk szerint): a szám a játékos első párosításakor végleges, mert onnan az ellenfelek cellái hivatkoznak rá.`,
    lateAddButton: () => "Hozzáadás az aktív laphoz késői nevezőként",
  },
  ru: {
    regRounds: (p) => `Число туров должно быть целым от ${p.min} до ${p.max}, а не «${p.value}»`,
    regHasRounds: (p) =>
      `В файле есть партии в турах (${p.rounds}): это турнирная таблица, а не список регистрации`,
    regByeWorth: (p) =>
      `${p.player}, тур ${p.round}: ${p.bye ? "свободный тур по жеребьёвке" : "неявка"} стоимостью ${p.points} очк., чего ячейка листа не может хранить (её свободный тур — очко за победу, полуочковый — ½, неявка — 0); обсчитайте и жеребьёвку этого файла делайте из командной строки или исправьте стоимости очков в файле`,
    regByeValues: (p) =>
      `${p.player}, тур ${p.round}: свободный тур по жеребьёвке стоимостью ${p.points} очк. и ${p.mms} очк. Мак-Магона (genNBW2ValueBye и genMMS2ValueBye файла), чего ячейка листа не может хранить: она даёт свободному туру одну стоимость для обоих; обсчитайте и жеребьёвку этого файла делайте из командной строки или задайте в OpenGotha обе стоимости одинаковыми`,
    regReadAsList: (p) =>
      `Имена и рейтинги без туров: прочитано как список регистрации нового турнира (игроков: ${p.players}). Если это рейтинг-лист, укажите его на шаге 3.`,
    regRoundsLabel: () => "Туров",
    regHint: (p) =>
      `Список регистрации без сыгранных партий, игроков: ${p.players}. Новый лист получит пустую турнирную таблицу с этим числом туров для жеребьёвки по турам.`,
    lateNumber: (p) =>
      `${p.name}: опоздавшему без номера дан номер ${p.number} по его строке; при первой жеребьёвке он записывается в ячейку № и остаётся за ним`,
    lateNumberTaken: (p) =>
      `${p.name}: опоздавшему без номера полагался бы номер ${p.number} по его строке, но он занят другим игроком; введите свободный номер`,
    lateRoom: (p) =>
      `Опоздавшим (${p.needed}) нужно столько же пустых строк под турнирной таблицей, начиная со строки ${p.row}; их ${p.room}: сначала вставьте строки`,
    lateAdded: (p) =>
      `На лист «${p.sheet}» добавлено опоздавших: ${p.count}, номера ${p.first}–${p.last} (по их строкам): номер окончателен после первой жеребьёвки игрока, когда на него ссылаются ячейки соперников.`,
    lateAddButton: () => "Добавить в активный лист как опоздавших",
  },
};
