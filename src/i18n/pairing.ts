/**
 * The messages of pairing in the sheet (src/sheet/pairing*.ts, the pane's pairing step): why a
 * round cannot be paired, what was written or cleared, and the report on the round paired.
 */
import { russianPlural } from "./language";
import { type Family } from "./message";

/** A board of the report: its number and the two players as "No Name". */
interface Board {
  board: number;
  white: string;
  black: string;
}

export interface PairingParams {
  pairNoGo: { sheet: string };
  pairNoRounds: Record<string, never>;
  pairRoundRange: { round: number; rounds: number };
  pairNoRank: { name: string };
  pairTwoByes: { round: number; first: string; second: string };
  pairNobody: { round: number };
  pairDone: { round: number; games: number; bye: string };
  unpairDone: { round: number; cleared: number; kept: number };
  unpairNothing: { round: number };
  pairRematch: Board & { round: number };
  pairScoreGap: Board & { gap: string };
  pairBigHandicap: Board & { stones: number };
  pairSameClub: Board & { club: string };
  pairSameCountry: Board & { country: string };
  pairColours: { player: string; white: number; black: number };
  pairBoard: Board & { handicap: number; nigiri: boolean };
  pairByeLine: { player: string };
  // The pane's step
  pairTitle: Record<string, never>;
  pairHint: Record<string, never>;
  pairRoundLabel: Record<string, never>;
  pairEngineLabel: Record<string, never>;
  pairEngineOpenGotha: Record<string, never>;
  pairEngineRfg: Record<string, never>;
  pairSystemLabel: Record<string, never>;
  pairSystemAuto: Record<string, never>;
  pairSystemMcMahon: Record<string, never>;
  pairSystemSwiss: Record<string, never>;
  pairButton: Record<string, never>;
  unpairButton: Record<string, never>;
  pairFailed: { detail: string };
  rrColumns: { players: number; needed: number; have: number };
  rrFilled: { round: number };
  rrDone: { players: number; rounds: number };
  rrButton: Record<string, never>;
  rrDouble: Record<string, never>;
  // The sheet's pairing block (src/sheet/pairing-params.ts): a value refused at its cell
  pairParamChoice: { label: string; value: string; allowed: string };
  pairParamWhole: { label: string; value: string; min: number; max: number };
  pairParamRank: { label: string; value: string };
  pairParamOther: { label: string; value: string };
  pairParamNotChess: { label: string; value: string };
}

const board = (p: Board): string => `${p.board}: ${p.white} – ${p.black}`;

export const PAIRING_MESSAGES: Family<PairingParams> = {
  en: {
    pairNoGo: (p) => `"${p.sheet}" holds mahjong results: there is nothing to pair`,
    pairNoRounds: () => "The crosstable has no round columns after Rating",
    pairRoundRange: (p) => `Round ${p.round} is not a round of the crosstable (1–${p.rounds})`,
    pairNoRank: (p) => `${p.name}: no Go rank; McMahon pairing starts from the rank`,
    pairTwoByes: (p) => `Round ${p.round}: two byes (${p.first} and ${p.second}); one round has one bye`,
    pairNobody: (p) => `Round ${p.round}: fewer than two players have an empty cell; nothing to pair`,
    pairDone: (p) =>
      `Round ${p.round} paired: ${p.games} ${p.games === 1 ? "game" : "games"}${p.bye === "" ? "" : `, bye ${p.bye}`}.`,
    unpairDone: (p) =>
      `Round ${p.round}: ${p.cleared} ${p.cleared === 1 ? "cell" : "cells"} cleared${p.kept > 0 ? `, ${p.kept} with a result kept` : ""}.`,
    unpairNothing: (p) => `Round ${p.round} has no game without a result to clear.`,
    pairRematch: (p) => `Board ${board(p)}: they met in round ${p.round}`,
    pairScoreGap: (p) => `Board ${board(p)}: McMahon scores ${p.gap} apart`,
    pairBigHandicap: (p) => `Board ${board(p)}: ${p.stones} handicap stones`,
    pairSameClub: (p) => `Board ${board(p)}: both of the same club (${p.club})`,
    pairSameCountry: (p) => `Board ${board(p)}: both of the same country (${p.country})`,
    pairColours: (p) => `${p.player}: ${p.white} times White, ${p.black} times Black`,
    pairBoard: (p) =>
      `${board(p)}${p.handicap > 0 ? `, handicap ${p.handicap}` : p.nigiri ? ", nigiri" : ""}`,
    pairByeLine: (p) => `Bye: ${p.player}`,
    pairTitle: () => "Pairing",
    pairHint: () =>
      "Pairs the players of the active tournament sheet whose cell of the round is empty (pair some by hand first, or mark an absence with 0-), from the results of the earlier rounds. Unpair clears the round's games that have no result yet.",
    pairRoundLabel: () => "Round",
    pairEngineLabel: () => "Engine",
    pairEngineOpenGotha: () => "as OpenGotha",
    pairEngineRfg: () => "Russian Go Federation's procedure",
    pairSystemLabel: () => "System",
    pairSystemAuto: () => "from the sheet (its pairing block; chess: the Dutch System unless it says SWISS)",
    pairSystemMcMahon: () => "McMahon",
    pairSystemSwiss: () => "Swiss as OpenGotha (chess: for unrated club events only)",
    pairButton: () => "Pair round",
    unpairButton: () => "Unpair round",
    pairFailed: (p) => `Pairing failed: ${p.detail}`,
    rrColumns: (p) =>
      `A round robin of ${p.players} players needs ${p.needed} round columns; the crosstable has ${p.have}`,
    rrFilled: (p) =>
      `Round ${p.round} already has a cell filled: a schedule is written into empty rounds only`,
    rrDone: (p) => `Round-robin schedule written: ${p.players} players, ${p.rounds} rounds.`,
    rrButton: () => "Write the round-robin schedule",
    rrDouble: () => "double round robin",
    pairParamChoice: (p) => `${p.label}: "${p.value}" is not one of ${p.allowed}`,
    pairParamWhole: (p) => `${p.label}: "${p.value}" is not a whole number from ${p.min} to ${p.max}`,
    pairParamRank: (p) => `${p.label}: "${p.value}" is not a Go rank from 30k to 9d`,
    pairParamOther: (p) =>
      `${p.label}: "${p.value}" is not name=value with a name and value of OpenGotha's parameter sets`,
    pairParamNotChess: (p) =>
      `${p.label}: "${p.value}" is a Go parameter; a chess sheet's games are even (clear the cell)`,
  },
  hu: {
    pairNoGo: (p) => `„${p.sheet}” madzsong-eredményeket tartalmaz: nincs mit párosítani`,
    pairNoRounds: () => "A kereszttáblának nincs fordulóoszlopa az Értékszám után",
    pairRoundRange: (p) => `A kereszttáblának nincs ${p.round}. fordulója (1–${p.rounds})`,
    pairNoRank: (p) => `${p.name}: nincs go-fokozata; a McMahon-párosítás a fokozatból indul`,
    pairTwoByes: (p) =>
      `${p.round}. forduló: két szabadnap (${p.first} és ${p.second}); egy fordulóban egy van`,
    pairNobody: (p) => `${p.round}. forduló: kettőnél kevesebb játékos cellája üres; nincs mit párosítani`,
    pairDone: (p) =>
      `${p.round}. forduló párosítva: ${p.games} játszma${p.bye === "" ? "" : `, szabadnap: ${p.bye}`}.`,
    unpairDone: (p) =>
      `${p.round}. forduló: ${p.cleared} cella törölve${p.kept > 0 ? `, ${p.kept} eredménnyel megmaradt` : ""}.`,
    unpairNothing: (p) => `A(z) ${p.round}. fordulóban nincs eredmény nélküli játszma, amit törölni lehetne.`,
    pairRematch: (p) => `${board(p)}. tábla: a(z) ${p.round}. fordulóban már játszottak`,
    pairScoreGap: (p) => `${board(p)}. tábla: McMahon-pontjuk ${p.gap} különbség`,
    pairBigHandicap: (p) => `${board(p)}. tábla: ${p.stones} előkő`,
    pairSameClub: (p) => `${board(p)}. tábla: mindketten ugyanabból a klubból (${p.club})`,
    pairSameCountry: (p) => `${board(p)}. tábla: mindketten ugyanabból az országból (${p.country})`,
    pairColours: (p) => `${p.player}: ${p.white}-szer fehér, ${p.black}-szor fekete`,
    pairBoard: (p) =>
      `${board(p)}${p.handicap > 0 ? `, előkő: ${p.handicap}` : p.nigiri ? ", színek nigirivel" : ""}`,
    pairByeLine: (p) => `Szabadnap: ${p.player}`,
    pairTitle: () => "Párosítás",
    pairHint: () =>
      "Az aktív versenylap azon játékosait párosítja, akiknek a fordulóbeli cellája üres (néhányat előbb kézzel is párosíthat, a távollétet 0- jelöli), a korábbi fordulók eredményeiből. A visszavonás törli a forduló eredmény nélküli játszmáit.",
    pairRoundLabel: () => "Forduló",
    pairEngineLabel: () => "Módszer",
    pairEngineOpenGotha: () => "az OpenGotha szerint",
    pairEngineRfg: () => "az Orosz Go Szövetség eljárása",
    pairSystemLabel: () => "Rendszer",
    pairSystemAuto: () =>
      "a lap szerint (a párosítási blokk; sakk: holland rendszer, hacsak SWISS nem áll ott)",
    pairSystemMcMahon: () => "McMahon-rendszer",
    pairSystemSwiss: () => "svájci, az OpenGotha szerint (sakk: csak nem értékszámos klubversenyre)",
    pairButton: () => "Forduló párosítása",
    unpairButton: () => "Párosítás visszavonása",
    pairFailed: (p) => `A párosítás nem sikerült: ${p.detail}`,
    rrColumns: (p) =>
      `${p.players} játékos körmérkőzéséhez ${p.needed} fordulóoszlop kell; a kereszttáblában ${p.have} van`,
    rrFilled: (p) =>
      `A(z) ${p.round}. fordulóban már van kitöltött cella: a sorsolás csak üres fordulókba kerül`,
    rrDone: (p) => `A körmérkőzés sorsolása beírva: ${p.players} játékos, ${p.rounds} forduló.`,
    rrButton: () => "Körmérkőzés sorsolásának beírása",
    rrDouble: () => "kétfordulós körmérkőzés",
    pairParamChoice: (p) => `${p.label}: „${p.value}” nem a következők egyike: ${p.allowed}`,
    pairParamWhole: (p) => `${p.label}: „${p.value}” nem egész szám ${p.min} és ${p.max} között`,
    pairParamRank: (p) => `${p.label}: „${p.value}” nem go-fokozat 30k és 9d között`,
    pairParamOther: (p) =>
      `${p.label}: „${p.value}” nem név=érték alakú, az OpenGotha paraméterkészleteinek nevével és értékével`,
    pairParamNotChess: (p) =>
      `${p.label}: „${p.value}” go-paraméter; a sakklap játszmái előny nélküliek (törölje a cellát)`,
  },
  ru: {
    pairNoGo: (p) => `«${p.sheet}» содержит результаты маджонга: жеребьёвка не нужна`,
    pairNoRounds: () => "В турнирной таблице нет столбцов туров после рейтинга",
    pairRoundRange: (p) => `Тура ${p.round} нет в турнирной таблице (1–${p.rounds})`,
    pairNoRank: (p) => `${p.name}: нет разряда; жеребьёвка Мак-Магона исходит из разряда`,
    pairTwoByes: (p) => `Тур ${p.round}: два свободных от игры (${p.first} и ${p.second}); в туре он один`,
    pairNobody: (p) => `Тур ${p.round}: пустая ячейка меньше чем у двух игроков; жеребьёвка не нужна`,
    pairDone: (p) =>
      `Тур ${p.round}: ${p.games} ${russianPlural(p.games, "партия", "партии", "партий")}${p.bye === "" ? "" : `, свободен ${p.bye}`}.`,
    unpairDone: (p) =>
      `Тур ${p.round}: очищено ячеек: ${p.cleared}${p.kept > 0 ? `, с результатом оставлено: ${p.kept}` : ""}.`,
    unpairNothing: (p) => `В туре ${p.round} нет партий без результата.`,
    pairRematch: (p) => `Доска ${board(p)}: они уже играли в туре ${p.round}`,
    pairScoreGap: (p) => `Доска ${board(p)}: разница очков Мак-Магона ${p.gap}`,
    pairBigHandicap: (p) => `Доска ${board(p)}: фора ${p.stones} камней`,
    pairSameClub: (p) => `Доска ${board(p)}: оба из одного клуба (${p.club})`,
    pairSameCountry: (p) => `Доска ${board(p)}: оба из одной страны (${p.country})`,
    pairColours: (p) => `${p.player}: белыми ${p.white} раз, чёрными ${p.black} раз`,
    pairBoard: (p) => `${board(p)}${p.handicap > 0 ? `, фора ${p.handicap}` : p.nigiri ? ", нигири" : ""}`,
    pairByeLine: (p) => `Свободен от игры: ${p.player}`,
    pairTitle: () => "Жеребьёвка",
    pairHint: () =>
      "Жеребьёт игроков активного турнирного листа с пустой ячейкой тура (часть пар можно составить вручную, отсутствие отметить 0-) по результатам прошлых туров. Отмена очищает партии тура без результата.",
    pairRoundLabel: () => "Тур",
    pairEngineLabel: () => "Способ",
    pairEngineOpenGotha: () => "как OpenGotha",
    pairEngineRfg: () => "процедура Российской федерации го",
    pairSystemLabel: () => "Система",
    pairSystemAuto: () => "по листу (блок жеребьёвки; шахматы: голландская система, если там не SWISS)",
    pairSystemMcMahon: () => "Мак-Магон",
    pairSystemSwiss: () => "швейцарская, как OpenGotha (шахматы: только клубные турниры без рейтинга)",
    pairButton: () => "Жеребьёвка тура",
    unpairButton: () => "Отменить жеребьёвку",
    pairFailed: (p) => `Жеребьёвка не удалась: ${p.detail}`,
    rrColumns: (p) =>
      `Для круговой системы на ${p.players} игроков нужно столбцов туров: ${p.needed}; в таблице их ${p.have}`,
    rrFilled: (p) => `В туре ${p.round} уже есть заполненная ячейка: расписание пишется только в пустые туры`,
    rrDone: (p) => `Расписание круговой системы записано: игроков ${p.players}, туров ${p.rounds}.`,
    rrButton: () => "Записать расписание круговой системы",
    rrDouble: () => "двухкруговой турнир",
    pairParamChoice: (p) => `${p.label}: «${p.value}» — не одно из: ${p.allowed}`,
    pairParamWhole: (p) => `${p.label}: «${p.value}» — не целое число от ${p.min} до ${p.max}`,
    pairParamRank: (p) => `${p.label}: «${p.value}» — не разряд го от 30k до 9d`,
    pairParamOther: (p) =>
      `${p.label}: «${p.value}» — не имя=значение с именем и значением параметров OpenGotha`,
    pairParamNotChess: (p) =>
      `${p.label}: «${p.value}» — параметр го; на шахматном листе партии без форы (очистите ячейку)`,
  },
};
