/**
 * The report of a tournament's pairings checked by the FIDE (Dutch) System (`pair --check`,
 * src/cli/pair-check.ts, D397): each round as the file's or not, the pairs that differ on each
 * side, the engine's reason where it pairs no round, the count, and a file it cannot check.
 */
import { type Language } from "./language";
import { type Family } from "./message";
import { type Message } from "./table";

/** A round's pairs as "white-black" start numbers joined by ", ", and its pairing-allocated byes (D453). */
interface Side {
  pairs: string;
  /** The pairs the file gives without colours (a forfeit written `251 - -`, D456), joined so. */
  colourless: string;
  byes: readonly number[];
}

export interface PairingCheckParams {
  checkRoundSame: { round: number };
  /** The engine's pairs and bye the file lacks, and the file's the engine lacks. */
  checkRoundDiffers: { round: number; engine: Side; file: Side };
  checkRoundRefused: { round: number; reason: Message };
  /** `differ`: the differing rounds' numbers joined by ", " (empty when none). */
  checkSummary: { rounds: number; same: number; rules: string; differ: string };
  /** A game written without its result: TRF reads it as a zero-point bye, not as the pairing. */
  checkPendingResult: { line: number; column: number; player: number; round: number };
  checkNoRounds: { file: string };
}

const side = (s: Side, bye: string, none: string, noColours: string): string =>
  [
    ...(s.pairs === "" ? [] : [s.pairs]),
    ...(s.colourless === "" ? [] : [`${s.colourless} ${noColours}`]),
    ...s.byes.map((b) => `${bye} ${b}`),
  ].join(", ") || none;

/** The family, its refusal's reason rendered in each language by the table's `render`. */
export function pairingCheckMessages(
  render: (m: Message, lang: Language) => string,
): Family<PairingCheckParams> {
  return {
    en: {
      checkRoundSame: (p) => `round ${p.round}: as the file's`,
      checkRoundDiffers: (p) =>
        `round ${p.round} differs: the engine pairs ${side(p.engine, "bye", "nothing else", "without colours")} where the file has ${side(p.file, "bye", "nothing else", "without colours")}`,
      checkRoundRefused: (p) =>
        `round ${p.round} differs: the engine pairs no round here (${render(p.reason, "en")})`,
      checkSummary: (p) =>
        `${p.rounds} round${p.rounds === 1 ? "" : "s"} checked by the FIDE (Dutch) System, ${p.rules} rules: ${p.same} as the file's${p.differ === "" ? "" : `; differing: round${p.differ.includes(",") ? "s" : ""} ${p.differ}`}`,
      checkPendingResult: (p) =>
        `line ${p.line}, column ${p.column}: player ${p.player}'s game of round ${p.round} has no result, which a TRF reads as a bye; enter its result before checking the pairings`,
      checkNoRounds: (p) => `${p.file} has no round to check`,
    },
    hu: {
      checkRoundSame: (p) => `${p.round}. forduló: egyezik a fájléval`,
      checkRoundDiffers: (p) =>
        `${p.round}. forduló eltér: a program párosítása ${side(p.engine, "szabadnap", "semmi más", "színek nélkül")}, a fájlé ${side(p.file, "szabadnap", "semmi más", "színek nélkül")}`,
      checkRoundRefused: (p) =>
        `${p.round}. forduló eltér: a program ezt a fordulót nem párosítja (${render(p.reason, "hu")})`,
      checkSummary: (p) =>
        `${p.rounds} forduló ellenőrizve holland rendszerrel (FIDE), ${p.rules}. évi szabályok: ${p.same} egyezik a fájléval${p.differ === "" ? "" : `; eltér: ${p.differ}. forduló`}`,
      checkPendingResult: (p) =>
        `${p.line}. sor, ${p.column}. oszlop: a(z) ${p.player}. játékos ${p.round}. fordulós játszmájának nincs eredménye, amit a TRF szabadnapnak olvas; írja be az eredményt a párosítások ellenőrzése előtt`,
      checkNoRounds: (p) => `${p.file}: nincs ellenőrizhető forduló`,
    },
    ru: {
      checkRoundSame: (p) => `тур ${p.round}: как в файле`,
      checkRoundDiffers: (p) =>
        `тур ${p.round} отличается: программа составляет пары ${side(p.engine, "свободен", "больше ничего", "без цветов")}, а в файле ${side(p.file, "свободен", "больше ничего", "без цветов")}`,
      checkRoundRefused: (p) =>
        `тур ${p.round} отличается: программа не может составить пары этого тура (${render(p.reason, "ru")})`,
      checkSummary: (p) =>
        `проверено туров по голландской системе ФИДЕ (правила ${p.rules} г.): ${p.rounds}, как в файле: ${p.same}${p.differ === "" ? "" : `; отличаются туры: ${p.differ}`}`,
      checkPendingResult: (p) =>
        `строка ${p.line}, столбец ${p.column}: у партии игрока ${p.player} в туре ${p.round} нет результата, а TRF читает это как свободный тур; внесите результат перед проверкой жеребьёвки`,
      checkNoRounds: (p) => `${p.file}: нет туров для проверки`,
    },
  };
}
