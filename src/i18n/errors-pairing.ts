/**
 * The errors of the pairing engines (src/core/pairing): a round that is none of the
 * tournament's, what OpenGotha's model cannot reproduce, a round the seed's procedure cannot
 * pair, the round-robin and Varma tables' limits, and the weighted matching's input. What the
 * sheet says around them (the pane's pairing step) is in pairing.ts.
 */
import { type Language } from "./language";
import { type Family } from "./message";

/** Which engine's rounds a round number is checked against. */
export type PairingEngine = "opengotha" | "rfg" | "list";

/** The parameters of each pairing error, by code. */
export interface PairingErrorParams {
  /** A round (1-based) outside `1…rounds` of the engine's tournament. */
  pairingRoundOutside: { engine: PairingEngine; round: number; rounds: number };
  /** A round past the first round not yet played (`next`). */
  pairingRoundTooLate: { round: number; next: number };
  /** OpenGotha's placement criterion that the engine does not reproduce. */
  pairingCriterion: { criterion: string };
  /** A cup's round beyond OpenGotha's most rounds (its cup score doubles each round). */
  pairingCup: { round: number; rounds: number };
  pairingRandom: Record<string, never>;
  /** A player in two games of one round before the round paired (P44). */
  pairingTwoGames: { player: string; round: number };
  /** No pairing avoids every rematch and a second free point. */
  pairingNoRfgPairing: Record<string, never>;
  roundRobinPlayers: { players: number; max: number };
  varmaPlayers: { count: number };
  varmaSeed: { seed: number };
  varmaNoName: { entrant: number };
  matchingVertices: { n: number };
  matchingOdd: { n: number };
  matchingEntries: { n: number; entries: number };
  matchingWeight: { i: number; j: number; value: number };
  matchingSpan: { span: number; max: number };
  /** A round's opponent who is not a player of the tournament. */
  dutchOpponent: { player: number; round: number; opponent: number };
  /** No pairing of the round meets the absolute criteria (C.04.3 C1–C3). */
  dutchNoPairing: { round: number };
  /** The Dutch engine's matching is WebAssembly, which the host does not run (D443); `detail` its words. */
  dutchNoWebAssembly: { detail: string };
  /** A round before the one to pair whose result is not known. */
  dutchNoResult: { player: number; round: number };
  /** A game of an earlier round written with its result blank (a round paired, not yet entered, D275). */
  dutchPendingResult: { line: number; column: number; player: number; round: number; next: number };
  /** `--out`: the round to write already has a game or a bye in the file (`line`). */
  dutchRoundInFile: { round: number; line: number };
  /** `--out`: a `001` line whose columns from 81 on are not plain text. */
  dutchOutLine: { line: number };
  /** `--out`: an absence `Z` in the round written whose zero-point bye the file values at `points` (its `values` line, D365). */
  dutchZeroByeWorth: { line: number; player: number; round: number; points: number; values: number };
  /** `--out`: a round after the rounds the file's `142` (or `XXR`, its `record`) at `line` says the event has (D387). */
  dutchOutBeyondRounds: { round: number; file: string; line: number; record: string; rounds: number };
  /** `--out`: the file's pairing-allocated bye worth `points`, not a win's (its `162` P or `BBU` at `line`, D387). */
  dutchOutByeWorth: { file: string; points: number; line: number; symbol: string };
  /** Baku acceleration without the tournament's number of rounds (C.04.5.1, D277). */
  dutchBakuRounds: Record<string, never>;
  /** Baku acceleration asked for a file whose accelerations are others (`line`, D277). */
  dutchBakuOther: { line: number };
}

const ENGINE: Readonly<Record<Language, Record<PairingEngine, string>>> = {
  en: { opengotha: "OpenGotha pairing", rfg: "RFG pairing", list: "Pairing list" },
  hu: { opengotha: "OpenGotha-párosítás", rfg: "RFG-párosítás", list: "Párosítási lista" },
  ru: { opengotha: "Жеребьёвка OpenGotha", rfg: "Жеребьёвка RFG", list: "Список пар" },
};

export const PAIRING_ERRORS: Family<PairingErrorParams> = {
  en: {
    pairingRoundOutside: (p) =>
      `${ENGINE.en[p.engine]}: round ${p.round} is not a round of this ${p.engine === "list" ? "crosstable" : "tournament"} (1…${p.rounds})`,
    pairingRoundTooLate: (p) => `Pairing: round ${p.round} cannot be paired before round ${p.next}`,
    pairingCriterion: (p) => `OpenGotha pairing: the placement criterion ${p.criterion} is not supported`,
    pairingCup: (p) =>
      `OpenGotha pairing: a cup (CPS) is paired up to round ${p.rounds}, as in OpenGotha; round ${p.round} is beyond`,
    pairingRandom: () => "OpenGotha pairing: a non-deterministic random term cannot be reproduced",
    pairingTwoGames: (p) =>
      `OpenGotha pairing: ${p.player} plays two games in round ${p.round}; OpenGotha's scores then cannot be reproduced`,
    pairingNoRfgPairing: () =>
      "RFG pairing: no pairing of these players avoids every rematch and a second free point (B.1); the procedure cannot pair this round",
    roundRobinPlayers: (p) =>
      `round robin: the number of players must be a whole number 2…${p.max}, not ${p.players}`,
    varmaPlayers: (p) => `Varma draw: the tables are for 9…24 players, not ${p.count}`,
    varmaSeed: (p) => `Varma draw: the seed must be a whole number 0…4294967295, not ${p.seed}`,
    varmaNoName: (p) => `Varma draw: entrant ${p.entrant} has no name`,
    matchingVertices: (p) => `matching: the number of vertices must be a whole number ≥ 0, not ${p.n}`,
    matchingOdd: (p) => `matching: a perfect matching needs an even number of vertices, not ${p.n}`,
    matchingEntries: (p) =>
      `matching: the weight matrix must have ${p.n}×${p.n} = ${p.n * p.n} entries, not ${p.entries}`,
    matchingWeight: (p) => `matching: weight (${p.i}, ${p.j}) must be a safe integer, not ${p.value}`,
    matchingSpan: (p) => `matching: weights span ${p.span}, more than ${p.max} (exactness bound)`,
    dutchOpponent: (p) =>
      `FIDE Dutch pairing: player ${p.player}'s opponent in round ${p.round} is ${p.opponent}, who is not a player of the tournament; correct the round's entry`,
    dutchNoResult: (p) =>
      `FIDE Dutch pairing: player ${p.player}'s result in round ${p.round} is not known; enter it before pairing the next round`,
    dutchNoWebAssembly: (p) =>
      `FIDE Dutch pairing: the program running it (Excel, a browser or Node.js) does not run WebAssembly, which the Dutch System's matching needs (${p.detail}); update that program, or run the pairing in one that does`,
    dutchNoPairing: (p) =>
      `FIDE Dutch pairing: round ${p.round} cannot be paired without a rematch, two players absolutely due the same colour or a second bye; check the absent players and the results`,
    dutchPendingResult: (p) =>
      `FIDE Dutch pairing: line ${p.line}, column ${p.column}: player ${p.player}'s game of round ${p.round} has no result yet (the round was paired and written); enter its result before pairing round ${p.next}`,
    dutchRoundInFile: (p) =>
      `FIDE Dutch pairing: round ${p.round} already has games or byes in the file (line ${p.line}); write the new round into a file whose round ${p.round} is not paired yet`,
    dutchOutLine: (p) =>
      `FIDE Dutch pairing: line ${p.line}: the player's points and rounds (from column 81) are not plain TRF text, so the round cannot be written into it; correct the line`,
    dutchZeroByeWorth: (p) =>
      `FIDE Dutch pairing: line ${p.line}: player ${p.player}'s absence from round ${p.round} (Z) is worth ${p.points} by line ${p.values}'s A, and the round is written with the absences' points as 0; the round can be paired but not written into the file: set A to 0, or declare the absence as H (a half-point bye)`,
    dutchOutBeyondRounds: (p) =>
      `FIDE Dutch pairing: line ${p.line} of ${p.file} says the event has ${p.rounds} rounds (${p.record}), and round ${p.round} is not written into the file; correct that record before writing round ${p.round} into it`,
    dutchOutByeWorth: (p) =>
      `FIDE Dutch pairing: ${p.file}'s pairing-allocated bye is worth ${p.points} (line ${p.line}, its ${p.symbol}), not a win's point, and the round is written with its byes worth a win's; the round can be paired but not written into the file`,
    dutchBakuRounds: () =>
      "FIDE Dutch pairing: the Baku acceleration accelerates the first half of the tournament's rounds, and the file does not say how many rounds there are; add a 142 (or XXR) record",
    dutchBakuOther: (p) =>
      `FIDE Dutch pairing: the file already has other accelerations (line ${p.line}) than the Baku method's; pair without the Baku acceleration, or remove them`,
  },
  hu: {
    pairingRoundOutside: (p) =>
      `${ENGINE.hu[p.engine]}: ${p.engine === "list" ? "a kereszttáblának" : "a versenynek"} nincs ${p.round}. fordulója (1…${p.rounds})`,
    pairingRoundTooLate: (p) =>
      `Párosítás: a(z) ${p.round}. forduló nem párosítható a(z) ${p.next}. forduló előtt`,
    pairingCriterion: (p) => `OpenGotha-párosítás: a(z) ${p.criterion} helyezési szempont nem támogatott`,
    pairingCup: (p) =>
      `OpenGotha-párosítás: a kupaverseny (CPS) az OpenGothához hasonlóan legfeljebb a(z) ${p.rounds}. fordulóig párosítható; a(z) ${p.round}. forduló ezen túl van`,
    pairingRandom: () => "OpenGotha-párosítás: a nem determinisztikus véletlen tag nem reprodukálható",
    pairingTwoGames: (p) =>
      `OpenGotha-párosítás: ${p.player} két játszmát játszik a(z) ${p.round}. fordulóban; az OpenGotha pontszámai így nem reprodukálhatók`,
    pairingNoRfgPairing: () =>
      "RFG-párosítás: e játékosoknak nincs olyan párosítása, amely minden visszavágót és második szabadpontot elkerül (B.1); az eljárás ezt a fordulót nem tudja párosítani",
    roundRobinPlayers: (p) =>
      `körmérkőzés: a játékosok száma 2 és ${p.max} közötti egész szám kell legyen, nem ${p.players}`,
    varmaPlayers: (p) => `Varma-sorsolás: a táblázatok 9–24 játékosra szólnak, nem ${p.count} játékosra`,
    varmaSeed: (p) =>
      `Varma-sorsolás: a kezdőérték 0 és 4294967295 közötti egész szám kell legyen, nem ${p.seed}`,
    varmaNoName: (p) => `Varma-sorsolás: a(z) ${p.entrant}. nevezőnek nincs neve`,
    matchingVertices: (p) => `párosítás: a csúcsok száma nemnegatív egész szám kell legyen, nem ${p.n}`,
    matchingOdd: (p) => `párosítás: a teljes párosításhoz páros számú csúcs kell, nem ${p.n}`,
    matchingEntries: (p) =>
      `párosítás: a súlymátrixnak ${p.n}×${p.n} = ${p.n * p.n} eleme kell legyen, nem ${p.entries}`,
    matchingWeight: (p) =>
      `párosítás: a(z) (${p.i}, ${p.j}) súly biztonságos egész kell legyen, nem ${p.value}`,
    matchingSpan: (p) => `párosítás: a súlyok terjedelme ${p.span}, több mint ${p.max} (a pontosság határa)`,
    dutchOpponent: (p) =>
      `FIDE holland párosítás: a(z) ${p.player}. játékos ${p.round}. fordulós ellenfele ${p.opponent}, aki nem játékosa a versenynek; javítsa a forduló bejegyzését`,
    dutchNoResult: (p) =>
      `FIDE holland párosítás: a(z) ${p.player}. játékos ${p.round}. fordulós eredménye nem ismert; a következő forduló párosítása előtt írja be`,
    dutchNoWebAssembly: (p) =>
      `FIDE holland párosítás: az ezt futtató program (Excel, böngésző vagy Node.js) nem futtat WebAssemblyt, amelyre a holland rendszer párosításának szüksége van (${p.detail}); frissítse azt a programot, vagy párosítson olyanban, amely futtatja`,
    dutchNoPairing: (p) =>
      `FIDE holland párosítás: a(z) ${p.round}. forduló nem párosítható visszavágó, két azonos színre feltétlenül jogosult játékos vagy második szabadnap nélkül; ellenőrizze a távollévőket és az eredményeket`,
    dutchPendingResult: (p) =>
      `FIDE holland párosítás: ${p.line}. sor, ${p.column}. oszlop: a(z) ${p.player}. játékos ${p.round}. fordulós játszmájának még nincs eredménye (a fordulót párosították és kiírták); a(z) ${p.next}. forduló párosítása előtt írja be`,
    dutchRoundInFile: (p) =>
      `FIDE holland párosítás: a(z) ${p.round}. fordulónak már vannak játszmái vagy szabadnapjai a fájlban (${p.line}. sor); az új fordulót olyan fájlba írja, amelynek ${p.round}. fordulója még nincs párosítva`,
    dutchOutLine: (p) =>
      `FIDE holland párosítás: ${p.line}. sor: a játékos pontjai és fordulói (a 81. oszloptól) nem egyszerű TRF-szöveg, így a forduló nem írható bele; javítsa a sort`,
    dutchZeroByeWorth: (p) =>
      `FIDE holland párosítás: ${p.line}. sor: a(z) ${p.player}. játékos távolléte a(z) ${p.round}. fordulóban (Z) a(z) ${p.values}. sor A értéke szerint ${p.points} pontot ér, a forduló pedig a távollétek pontjait 0-nak írja; a forduló párosítható, de nem írható a fájlba: állítsa az A értékét 0-ra, vagy jelölje a távollétet H-val (félpontos szabadnap)`,
    dutchOutBeyondRounds: (p) =>
      `FIDE holland párosítás: a(z) ${p.file} ${p.line}. sora (${p.record}) szerint a versenynek ${p.rounds} fordulója van, így a(z) ${p.round}. fordulót nem írtuk a fájlba; javítsa ezt a rekordot, mielőtt a(z) ${p.round}. fordulót beleírja`,
    dutchOutByeWorth: (p) =>
      `FIDE holland párosítás: a(z) ${p.file} párosítási szabadnapja ${p.points} pontot ér (${p.line}. sor, ${p.symbol}), nem egy győzelemnyit, a forduló pedig a szabadnapokat győzelemként írja; a forduló párosítható, de nem írható a fájlba`,
    dutchBakuRounds: () =>
      "FIDE holland párosítás: a bakui gyorsítás a verseny fordulóinak első felét gyorsítja, és a fájl nem adja meg a fordulók számát; adjon hozzá 142-es (vagy XXR) rekordot",
    dutchBakuOther: (p) =>
      `FIDE holland párosítás: a fájlban már más gyorsítás van (${p.line}. sor), mint a bakui módszeré; párosítson bakui gyorsítás nélkül, vagy törölje azokat`,
  },
  ru: {
    pairingRoundOutside: (p) =>
      `${ENGINE.ru[p.engine]}: тура ${p.round} нет в ${p.engine === "list" ? "турнирной таблице" : "этом турнире"} (1…${p.rounds})`,
    pairingRoundTooLate: (p) => `Жеребьёвка: тур ${p.round} нельзя жеребьёвать раньше тура ${p.next}`,
    pairingCriterion: (p) => `Жеребьёвка OpenGotha: критерий места ${p.criterion} не поддерживается`,
    pairingCup: (p) =>
      `Жеребьёвка OpenGotha: кубок (CPS), как и в OpenGotha, жеребьюется не дальше тура ${p.rounds}; тур ${p.round} за этим пределом`,
    pairingRandom: () => "Жеребьёвка OpenGotha: недетерминированное случайное слагаемое нельзя воспроизвести",
    pairingTwoGames: (p) =>
      `Жеребьёвка OpenGotha: ${p.player} играет две партии в туре ${p.round}; очки OpenGotha тогда не воспроизвести`,
    pairingNoRfgPairing: () =>
      "Жеребьёвка RFG: нет пар этих игроков без повторных встреч и второго очка без игры (B.1); процедура не может жеребьёвать этот тур",
    roundRobinPlayers: (p) =>
      `круговой турнир: число игроков должно быть целым от 2 до ${p.max}, а не ${p.players}`,
    varmaPlayers: (p) => `Жеребьёвка Варма: таблицы рассчитаны на 9…24 игроков, а не на ${p.count}`,
    varmaSeed: (p) =>
      `Жеребьёвка Варма: затравка должна быть целым числом от 0 до 4294967295, а не ${p.seed}`,
    varmaNoName: (p) => `Жеребьёвка Варма: у участника ${p.entrant} нет имени`,
    matchingVertices: (p) => `паросочетание: число вершин должно быть целым ≥ 0, а не ${p.n}`,
    matchingOdd: (p) =>
      `паросочетание: для совершенного паросочетания нужно чётное число вершин, а не ${p.n}`,
    matchingEntries: (p) =>
      `паросочетание: в матрице весов должно быть ${p.n}×${p.n} = ${p.n * p.n} элементов, а не ${p.entries}`,
    matchingWeight: (p) =>
      `паросочетание: вес (${p.i}, ${p.j}) должен быть безопасным целым, а не ${p.value}`,
    matchingSpan: (p) => `паросочетание: разброс весов ${p.span} больше ${p.max} (граница точности)`,
    dutchOpponent: (p) =>
      `Жеребьёвка FIDE (голландская система): соперник игрока ${p.player} в туре ${p.round} — ${p.opponent}, но такого игрока нет в турнире; исправьте запись тура`,
    dutchNoResult: (p) =>
      `Жеребьёвка FIDE (голландская система): результат игрока ${p.player} в туре ${p.round} неизвестен; внесите его до жеребьёвки следующего тура`,
    dutchNoWebAssembly: (p) =>
      `Жеребьёвка FIDE (голландская система): программа, в которой она выполняется (Excel, браузер или Node.js), не поддерживает WebAssembly, нужный для жеребьёвки по голландской системе (${p.detail}); обновите эту программу или проведите жеребьёвку в той, что его поддерживает`,
    dutchNoPairing: (p) =>
      `Жеребьёвка FIDE (голландская система): тур ${p.round} нельзя составить без повторной встречи, двух игроков с абсолютным предпочтением одного цвета или второго свободного тура; проверьте отсутствующих и результаты`,
    dutchPendingResult: (p) =>
      `Жеребьёвка FIDE (голландская система): строка ${p.line}, столбец ${p.column}: у партии игрока ${p.player} в туре ${p.round} ещё нет результата (тур сжеребьёван и записан); внесите результат до жеребьёвки тура ${p.next}`,
    dutchRoundInFile: (p) =>
      `Жеребьёвка FIDE (голландская система): в файле уже есть партии или свободные туры тура ${p.round} (строка ${p.line}); записывайте новый тур в файл, где тур ${p.round} ещё не сжеребьёван`,
    dutchOutLine: (p) =>
      `Жеребьёвка FIDE (голландская система): строка ${p.line}: очки и туры игрока (с 81-го столбца) — не простой текст TRF, записать в неё тур нельзя; исправьте строку`,
    dutchZeroByeWorth: (p) =>
      `Жеребьёвка FIDE (голландская система): строка ${p.line}: отсутствие игрока ${p.player} в туре ${p.round} (Z) стоит ${p.points} по значению A в строке ${p.values}, а тур записывается с очками отсутствий, равными 0; тур можно сжеребьевать, но не записать в файл: задайте A равным 0 или объявите отсутствие как H (свободный тур за пол-очка)`,
    dutchOutBeyondRounds: (p) =>
      `Жеребьёвка FIDE (голландская система): по строке ${p.line} файла ${p.file} (${p.record}) число туров в турнире — ${p.rounds}, и тур ${p.round} в файл не записан; исправьте эту запись, прежде чем записывать в него тур ${p.round}`,
    dutchOutByeWorth: (p) =>
      `Жеребьёвка FIDE (голландская система): свободный тур по жеребьёвке в файле ${p.file} стоит ${p.points} (строка ${p.line}, ${p.symbol}), а не очко за победу, а тур записывается со свободными турами, равными победе; тур можно сжеребьевать, но не записать в файл`,
    dutchBakuRounds: () =>
      "Жеребьёвка FIDE (голландская система): бакинское ускорение действует в первой половине туров турнира, а в файле не сказано, сколько туров; добавьте запись 142 (или XXR)",
    dutchBakuOther: (p) =>
      `Жеребьёвка FIDE (голландская система): в файле уже есть другое ускорение (строка ${p.line}), не бакинское; жеребьёвайте без бакинского ускорения или удалите его`,
  },
};
