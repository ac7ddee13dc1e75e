/**
 * The messages of a chess sheet paired by the Dutch System (src/sheet/pairing-dutch.ts, D280–D282):
 * the pane's choice of system, a block row the Dutch System has no use for, and the report on the
 * round paired in chess terms (score, float, colour preference, the pairing-allocated bye).
 */
import { type Family } from "./message";

/** A board of the report: its number and the two players as "No Name". */
interface Board {
  board: number;
  white: string;
  black: string;
}

type Side = "white" | "black";

export interface ChessPairingParams {
  pairParamNotDutch: { label: string; value: string };
  /** The initial colour's row in a Go sheet's block (D315): the Dutch System's, a chess sheet's. */
  pairParamDutchOnly: { label: string; value: string };
  pairDutchNotChess: { sheet: string };
  /** A team event's sheet (its team standings, D474): Pair round pairs players, not teams. */
  pairTeamEvent: { sheet: string };
  /** Two players of different scores on a board: the higher floats down, the lower up (C.04.3 A.4). */
  pairFloat: Board & { whiteScore: string; blackScore: string };
  /** A player given the colour against his absolute or strong preference (C.04.3 A.6). */
  pairColourPreference: { player: string; given: Side; wanted: Side; absolute: boolean };
  pairPabLine: { player: string };
  pairSystemDutch: Record<string, never>;
}

export const CHESS_PAIRING_MESSAGES: Family<ChessPairingParams> = {
  en: {
    pairParamNotDutch: (p) =>
      `${p.label}: "${p.value}" is a parameter of OpenGotha's Swiss; this sheet pairs by the Dutch System (clear the cell, or write SWISS in Pairing for an unrated club event)`,
    pairParamDutchOnly: (p) =>
      `${p.label}: "${p.value}" is the Dutch System's, which pairs chess sheets; a Go sheet has no use for it (clear the cell)`,
    pairDutchNotChess: (p) =>
      `"${p.sheet}" is a Go sheet: the Dutch System pairs chess sheets; choose McMahon or Swiss`,
    pairTeamEvent: (p) =>
      `"${p.sheet}" is a team event's sheet (its team standings here): Pair round pairs players one by one, while a team event's rounds pair teams; pair the teams' round with a team pairing program and type its games into the round's cells`,
    pairFloat: (p) =>
      `Board ${p.board}: ${p.white} (${p.whiteScore}) – ${p.black} (${p.blackScore}): different scores, a float`,
    pairColourPreference: (p) =>
      `${p.player}: ${p.given === "white" ? "White" : "Black"}, against an ${p.absolute ? "absolute" : "strong"} preference for ${p.wanted === "white" ? "White" : "Black"}`,
    pairPabLine: (p) => `Pairing-allocated bye: ${p.player}`,
    pairSystemDutch: () => "Dutch System (FIDE; chess sheets)",
  },
  hu: {
    pairParamNotDutch: (p) =>
      `${p.label}: „${p.value}” az OpenGotha svájci rendszerének paramétere; ez a lap holland rendszerrel párosít (törölje a cellát, vagy írjon SWISS-t a Párosítás sorba nem értékszámos klubversenyhez)`,
    pairParamDutchOnly: (p) =>
      `${p.label}: „${p.value}” a holland rendszeré, amely sakklapokat párosít; go-lapon nincs szerepe (törölje a cellát)`,
    pairDutchNotChess: (p) =>
      `„${p.sheet}” go-lap: a holland rendszer sakklapokat párosít; válasszon McMahon- vagy svájci rendszert`,
    pairTeamEvent: (p) =>
      `„${p.sheet}” csapatverseny lapja (itt a csapatok sorrendje): a Forduló párosítása játékosokat párosít egyenként, a csapatverseny fordulói pedig csapatokat; a csapatok fordulóját csapatpárosító programmal párosítsa, és a játszmákat írja a forduló celláiba`,
    pairFloat: (p) =>
      `${p.board}. tábla: ${p.white} (${p.whiteScore}) – ${p.black} (${p.blackScore}): eltérő pontszám, áttétel`,
    pairColourPreference: (p) =>
      `${p.player}: ${p.given === "white" ? "világos" : "sötét"}, pedig ${p.absolute ? "feltétlenül" : "erősen"} ${p.wanted === "white" ? "világos" : "sötét"} színt kellene kapnia`,
    pairPabLine: (p) => `Párosítás szerinti szabadnap: ${p.player}`,
    pairSystemDutch: () => "holland rendszer (FIDE; sakklapok)",
  },
  ru: {
    pairParamNotDutch: (p) =>
      `${p.label}: «${p.value}» — параметр швейцарской системы OpenGotha; этот лист жеребьёвывается по голландской системе (очистите ячейку или впишите SWISS в строку «Жеребьёвка» для клубного турнира без рейтинга)`,
    pairParamDutchOnly: (p) =>
      `${p.label}: «${p.value}» относится к голландской системе, по которой жеребьёвываются шахматные листы; листу го он не нужен (очистите ячейку)`,
    pairDutchNotChess: (p) =>
      `«${p.sheet}» — лист го: по голландской системе жеребьёвываются шахматные листы; выберите Мак-Магона или швейцарскую`,
    pairTeamEvent: (p) =>
      `«${p.sheet}» — лист командного соревнования (здесь таблица команд): жеребьёвка тура сводит игроков по одному, а туры командного соревнования — команды; проведите жеребьёвку команд в программе для командных соревнований и впишите партии в ячейки тура`,
    pairFloat: (p) =>
      `Доска ${p.board}: ${p.white} (${p.whiteScore}) – ${p.black} (${p.blackScore}): разные очки, переход в другую группу`,
    pairColourPreference: (p) =>
      `${p.player}: ${p.given === "white" ? "белые" : "чёрные"}, хотя ${p.absolute ? "абсолютное" : "сильное"} предпочтение — ${p.wanted === "white" ? "белые" : "чёрные"}`,
    pairPabLine: (p) => `Свободен от игры по жеребьёвке: ${p.player}`,
    pairSystemDutch: () => "голландская система (ФИДЕ; шахматные листы)",
  },
};
