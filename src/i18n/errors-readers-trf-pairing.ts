/**
 * The diagnostics of the TRF records pairing engines exchange (src/formats/trf-pairing.ts): the
 * number of rounds (`142`, `XXR`), the initial colour (`152`), the players absent from a round
 * (`240`) and the accelerations (`250`, `XXA`). A record is named by its code, as FIDE's format
 * names it; the line and column are the diagnostic's.
 */
import { type Categories, type Family } from "./message";
import { q } from "./reader-words";

/** The parameters of each diagnostic, by code. */
export interface ReaderTrfPairingParams {
  rdRoundsValue: { record: string; value: string };
  rdRoundsTwice: { record: string; value: number; first: string; firstValue: number; line: number };
  rdColourValue: { value: string };
  rdRecordRound: { record: string; value: string };
  rdRecordBeyond: { record: string; round: number; rounds: number };
  rdRecordPlayer: { record: string; id: string };
  rdRecordOrder: { record: string; what: "rounds" | "players"; first: number; last: number };
  rdAccelerationValue: { record: string; value: string };
  rdAccelerationMatch: { value: string };
  rdAbsenceTwice: { round: number; id: number };
}

export const READER_TRF_PAIRING_MESSAGES: Family<ReaderTrfPairingParams> = {
  en: {
    rdRoundsValue: (p) =>
      `${p.record}: the number of rounds ${q("en", p.value)} is not a whole number from 1: write it as 9`,
    rdRoundsTwice: (p) =>
      `${p.record}: ${p.value} rounds, where ${p.first} at line ${p.line} says ${p.firstValue}: the file gives two numbers of rounds and neither is taken over the other; correct the one that is wrong`,
    rdColourValue: (p) => `152: the initial colour ${q("en", p.value)} is not W or B: write W or B`,
    rdRecordRound: (p) =>
      `${p.record} record: round ${q("en", p.value)} is not a round number: write it as 3 or 003`,
    rdRecordBeyond: (p) =>
      `${p.record} record: round ${p.round} is beyond the tournament's ${p.rounds} rounds (142): correct the round or the number of rounds`,
    rdRecordPlayer: (p) =>
      `${p.record} record: starting rank ${q("en", p.id)} is not a player of the file: record not read; write the starting rank of one of the file's players`,
    rdRecordOrder: (p) =>
      `${p.record} record: the first ${p.what === "rounds" ? "round" : "starting rank"} (${p.first}) is after the last (${p.last}): record not read; write the smaller number first`,
    rdAccelerationValue: (p) =>
      `${p.record} record: fictitious points ${q("en", p.value)} are not points such as 1.0 or 0.5 (not 0): record not read; write the points, such as 1.0 or 0.5`,
    rdAccelerationMatch: (p) =>
      `250 record: match points ${q("en", p.value)} in an individual event, where columns 5-8 stay empty: record not read; delete the match points, or write the record in a team event's file`,
    rdAbsenceTwice: (p) =>
      `240 record: player ${p.id} is already declared absent from round ${p.round}: record not read; delete the record said twice`,
  },
  hu: {
    rdRoundsValue: (p) =>
      `${p.record}: a fordulók száma (${q("hu", p.value)}) nem 1-nél nem kisebb egész szám: írja így: 9`,
    rdRoundsTwice: (p) =>
      `${p.record}: ${p.value} forduló, míg a(z) ${p.line}. sor ${p.first}-es rekordja szerint ${p.firstValue}: a fájl két fordulószámot ad, és egyiket sem részesítjük előnyben; javítsa a hibásat`,
    rdColourValue: (p) => `152: a kezdő szín (${q("hu", p.value)}) nem W vagy B: írjon W-t vagy B-t`,
    rdRecordRound: (p) =>
      `${p.record}-es rekord: a forduló (${q("hu", p.value)}) nem fordulószám: írja így: 3 vagy 003`,
    rdRecordBeyond: (p) =>
      `${p.record}-es rekord: a(z) ${p.round}. forduló túl van a verseny ${p.rounds} fordulóján (142): javítsa a fordulót vagy a fordulók számát`,
    rdRecordPlayer: (p) =>
      `${p.record}-es rekord: a kezdősorszám (${q("hu", p.id)}) nem játékosa a fájlnak: a rekordot nem olvassuk be; írja be a fájl egyik játékosának kezdősorszámát`,
    rdRecordOrder: (p) =>
      `${p.record}-es rekord: az első ${p.what === "rounds" ? "forduló" : "kezdősorszám"} (${p.first}) az utolsó (${p.last}) után van: a rekordot nem olvassuk be; írja előre a kisebb számot`,
    rdAccelerationValue: (p) =>
      `${p.record}-es rekord: a fiktív pont (${q("hu", p.value)}) nem olyan pontszám, mint 1.0 vagy 0.5 (és nem 0): a rekordot nem olvassuk be; írja be a pontot, például 1.0 vagy 0.5`,
    rdAccelerationMatch: (p) =>
      `250-es rekord: meccspont (${q("hu", p.value)}) egyéni versenyben, ahol az 5–8. oszlop üres: a rekordot nem olvassuk be; törölje a meccspontot, vagy írja a rekordot csapatverseny fájljába`,
    rdAbsenceTwice: (p) =>
      `240-es rekord: a(z) ${p.id}. játékos távollétét a(z) ${p.round}. fordulóra már megadták: a rekordot nem olvassuk be; törölje a kétszer megadott rekordot`,
  },
  ru: {
    rdRoundsValue: (p) =>
      `${p.record}: число туров ${q("ru", p.value)} — не целое число от 1: напишите, например, 9`,
    rdRoundsTwice: (p) =>
      `${p.record}: туров ${p.value}, а запись ${p.first} в строке ${p.line} говорит ${p.firstValue}: в файле два числа туров, и ни одно не выбирается вместо другого; исправьте неверное`,
    rdColourValue: (p) => `152: начальный цвет ${q("ru", p.value)} — не W и не B: запишите W или B`,
    rdRecordRound: (p) => `запись ${p.record}: тур ${q("ru", p.value)} — не номер тура: напишите 3 или 003`,
    rdRecordBeyond: (p) =>
      `запись ${p.record}: тур ${p.round} — за пределами ${p.rounds} туров турнира (142): исправьте тур или число туров`,
    rdRecordPlayer: (p) =>
      `запись ${p.record}: стартовый номер ${q("ru", p.id)} — не игрок этого файла: запись не прочитана; запишите стартовый номер одного из игроков файла`,
    rdRecordOrder: (p) =>
      `запись ${p.record}: ${p.what === "rounds" ? "первый тур" : "первый стартовый номер"} (${p.first}) больше последнего (${p.last}): запись не прочитана; запишите меньший номер первым`,
    rdAccelerationValue: (p) =>
      `запись ${p.record}: фиктивные очки ${q("ru", p.value)} — не очки вида 1.0 или 0.5 (и не 0): запись не прочитана; запишите очки, например 1.0 или 0.5`,
    rdAccelerationMatch: (p) =>
      `запись 250: командные очки ${q("ru", p.value)} в личном турнире, где столбцы 5-8 пусты: запись не прочитана; удалите командные очки или запишите запись в файл командного турнира`,
    rdAbsenceTwice: (p) =>
      `запись 240: отсутствие игрока ${p.id} в туре ${p.round} уже объявлено: запись не прочитана; удалите повторную запись`,
  },
};

/** What each code's diagnostic is known by (D135). */
export const READER_TRF_PAIRING_CATEGORIES: Categories<ReaderTrfPairingParams> = {
  rdRoundsValue: "bad-rounds",
  rdRoundsTwice: "bad-rounds",
  rdColourValue: "bad-initial-colour",
  rdRecordRound: "bye-round",
  rdRecordBeyond: "bye-round",
  rdRecordPlayer: "unknown-player",
  rdRecordOrder: "bad-range",
  rdAccelerationValue: "bad-point-value",
  rdAccelerationMatch: "bad-point-value",
  rdAbsenceTwice: "duplicate-absence",
};
