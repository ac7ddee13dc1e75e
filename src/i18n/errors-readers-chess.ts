/**
 * The diagnostics of the TRF reader (src/formats/trf.ts, trf-player.ts, trf-teams.ts). A TRF
 * record is named by its code (`240`, `320`) as FIDE's format names it.
 */
import { type Categories, type Family } from "./message";
import { q } from "./reader-words";

/** The parameters of each TRF reader's diagnostic, by code. */
export interface ReaderChessParams {
  rdStartNumber: { value: string };
  rdRatingMisaligned: { value: string };
  rdRoundBlock: { round: number; entry: string };
  rdPointValue: { record: string; value: string };
  rdAbnormalPoints: Record<string, never>;
  /** A bye's points in the point system (`pab`: pairing-allocated, else zero-point). */
  rdByeWorth: { pab: boolean; value: number; win: number; asWin: boolean };
  rdPointSystem: { shown: string };
  rdStartTwice: { number: number };
  rdRecordTwice: { record: string; value: string; line: number; first: string };
  rdPointsDiffer: { start: number; name: string; points: string; results: number; more: number };
  /** D433: Swiss-Manager's "spielfrei" record read as the bye (`byes`: the games against it). */
  rdSpielfrei: { name: string; start: number; byes: number };
  /** D433: a "spielfrei" record with points (`points`) or a game (`round`) that no bye has. */
  rdSpielfreiPlayed: { name: string; start: number; points: string; round: number };
  /** D431: a forfeit loss the file values above 0 (`values` the line of its 162 or BBF). */
  rdForfeitLossWorth: { round: number; points: number; values: number; more: number };
  rdTooManyRounds: { rounds: number; min: number; max: number; whole: boolean };
  rdGameAfterLast: { round: number; rounds: number };
  rdNoOpponent: { round: number; result: string };
  rdOpponentNotPlayer: { round: number; opponent: number };
  rdNoColour: { round: number };
  rdNationalUnknown: { start: number };
  rdOldTeamRecords: Record<string, never>;
  rdTeamNumber: Record<string, never>;
  rdTeamTwice: { team: number };
  rdTeamNoPlayer: { team: number; id: number };
  rdTeamPlayerInTwo: { team: number; id: number; other: string };
  rdTeamPoints: { team: number; which: "match" | "game"; value: string };
  rdTeamUnknown: { record: string; team: number };
  rdTeamRound: { record: string; round: number; rounds: number };
  rdTeamByePoints: { mp: string; gp: string };
  rdTeamByeType: { type: string };
  /** D409: a TRF16 team event's one team without a match in a round, read as its bye. */
  rdTeamByeRead: { team: number; round: number; mp: string; gp: string };
  /** D409: one of several teams without a match in a round, no record saying why. */
  rdTeamNoMatch: { team: number; round: number };
  rdTeamForfeit: { type: string };
  rdTeamMatchPoints: { value: string };
}

export const READER_CHESS_MESSAGES: Family<ReaderChessParams> = {
  en: {
    rdStartNumber: (p) =>
      `starting rank ${q("en", p.value)} is not a number: write the player's starting rank as a whole number`,
    rdRatingMisaligned: (p) =>
      `rating ${q("en", p.value)} is not a number (misaligned columns?): write the rating in digits at its columns, 49–52`,
    rdRoundBlock: (p) =>
      `round ${p.round}: unreadable entry ${q("en", p.entry)}: write the opponent's starting rank in its 4 columns (0000 for none), the colour w, b or - and the result 1, 0, =, +, -, W, D, L, H, F, U or Z; leave a round not yet played blank`,
    rdPointValue: (p) =>
      `${p.record} ${q("en", p.value)} is not a number of points: write the points as a number, such as 1.0`,
    rdAbnormalPoints: () =>
      "299 record: abnormal point assignments, scores differ from game results; where a player's points differ from his results, correct the points or the results",
    rdByeWorth: (p) =>
      `${p.pab ? "pairing-allocated bye" : "zero-point bye"} worth ${p.value} where a win is ${p.win}: counted as ${p.asWin ? "a win" : "nothing"}; if the event gave it other points, write a win's, half a win's or 0 there`,
    rdPointSystem: (p) =>
      `point system ${p.shown}: scores are counted as 1 / ½ / 0; nothing to correct for the ratings, which count games so`,
    rdStartTwice: (p) =>
      `starting rank ${p.number} appears twice: give each player a starting rank of his own`,
    rdRecordTwice: (p) =>
      `record ${p.record} given again as ${q("en", p.value)}: the one at line ${p.line}, ${q("en", p.first)}, is read; delete the line that is wrong`,
    rdPointsDiffer: (p) =>
      `player ${p.start} (${p.name}): points ${q("en", p.points)} at columns 81–84 where the results add up to ${p.results}${p.more > 0 ? ` (and ${p.more} more players)` : ""}: the results are counted; correct the points or the results`,
    rdSpielfrei: (p) =>
      `player ${p.start} ${q("en", p.name)}: Swiss-Manager's bye, not a player: left out of the players${p.byes > 0 ? `, and the ${p.byes} games against it read as their pairing-allocated byes` : ""}; nothing to correct`,
    rdSpielfreiPlayed: (p) =>
      `player ${p.start} ${q("en", p.name)} has the name of Swiss-Manager's bye ("spielfrei") but ${p.points !== "" ? `${p.points} points` : `a game in round ${p.round}`}, which a bye has not: the file is not read as either; rename the player if someone played under that name, or delete the line and write the byes as 0000 - U`,
    rdForfeitLossWorth: (p) =>
      `round ${p.round}: a forfeit loss, which line ${p.values} values at ${p.points} (162's A, the zero-point bye's and the forfeit loss's, or BBF)${p.more > 0 ? ` (and ${p.more} more)` : ""}: counted 0, since the winner's forfeit takes the game's whole point, so the scores here are lower than the file's; give the forfeit loss 0 there (or BBF 0.0) if the event counted it so`,
    rdTooManyRounds: (p) =>
      `${p.rounds} rounds: a crosstable has ${p.whole ? "a whole number " : ""}${p.min}..${p.max}: correct the number of rounds`,
    rdGameAfterLast: (p) =>
      `round ${p.round}: a game after round ${p.rounds}, the last this crosstable reads: not read; correct the round's number, or delete the game`,
    rdNoOpponent: (p) =>
      `round ${p.round}: played result ${q("en", p.result)} without an opponent: write the opponent's starting rank, or a bye's letter (U, F, H or Z)`,
    rdOpponentNotPlayer: (p) =>
      `round ${p.round}: opponent ${p.opponent} is not a player of the file: write the starting rank of a player whose 001 line the file has, or 0000 where the round had no opponent`,
    rdNoColour: (p) =>
      `round ${p.round}: played game without colour: write w or b after the opponent's starting rank`,
    rdNationalUnknown: (p) =>
      `national rating line for unknown starting rank ${p.start}: correct the starting rank to a player's of the file, or delete the line`,
    rdOldTeamRecords: () => "013 team records ignored: the file has 310 records; nothing to correct",
    rdTeamNumber: () =>
      "team pairing number (columns 5-7) is not a number: team left out; write the team's number there",
    rdTeamTwice: (p) =>
      `team ${p.team} appears twice: the second left out; give each team a number of its own`,
    rdTeamNoPlayer: (p) =>
      `team ${p.team}: player ${q("en", p.id)} is not a player of the file: write the starting rank of one of the file's players`,
    rdTeamPlayerInTwo: (p) =>
      `team ${p.team}: player ${p.id} is already in team ${p.other}: delete him from the team he did not play for`,
    rdTeamPoints: (p) =>
      `team ${p.team}: ${p.which} points ${q("en", p.value)} is not a number: write them as a number, such as 2.0`,
    rdTeamUnknown: (p) =>
      `${p.record}: team ${p.team} is not a team of the file: write the number of one of the file's teams`,
    rdTeamRound: (p) =>
      `${p.record}: round ${q("en", p.round)} is not a round of the file (1..${p.rounds}): write a round from 1 to ${p.rounds}`,
    rdTeamByePoints: (p) =>
      `320: match points ${q("en", p.mp)} and game points ${q("en", p.gp)} must be numbers such as 2.0; write them so`,
    rdTeamByeType: (p) => `240: bye type ${q("en", p.type)} is not F, H or Z: write F, H or Z`,
    rdTeamByeRead: (p) =>
      `round ${p.round}: team ${p.team} alone has no match and no record says why (013 records hold no bye): read as its pairing-allocated bye, a drawn match, ${p.mp} match point(s) and ${p.gp} game points (half the boards), as a 320 record without values; write the bye's value in a 320 record (TRF-2026) if it was another`,
    rdTeamNoMatch: (p) =>
      `round ${p.round}: team ${p.team} has no match, as another team has none, and no record says why: counted as nothing; write its bye or absence in a 320 or 240 record (TRF-2026)`,
    rdTeamForfeit: (p) => `330: forfeit ${q("en", p.type)} is not +-, -+ or --: write +-, -+ or --`,
    rdTeamMatchPoints: (p) =>
      `362 ${q("en", p.value)}: match points in half points expected; 2 / 1 / 0 used; write each as a number of points in halves, such as 2 or 1.5`,
  },
  hu: {
    rdStartNumber: (p) =>
      `a kezdősorszám (${q("hu", p.value)}) nem szám: írja be a játékos kezdősorszámát egész számként`,
    rdRatingMisaligned: (p) =>
      `az értékszám (${q("hu", p.value)}) nem szám (elcsúszott oszlopok?): írja az értékszámot számjegyekkel a helyére, a 49–52. oszlopba`,
    rdRoundBlock: (p) =>
      `${p.round}. forduló: olvashatatlan bejegyzés: ${q("hu", p.entry)}: írja az ellenfél kezdő sorszámát a 4 oszlopába (ha nincs, 0000), a színt (w, b vagy -) és az eredményt (1, 0, =, +, -, W, D, L, H, F, U vagy Z); a még le nem játszott fordulót hagyja üresen`,
    rdPointValue: (p) => `${p.record}: ${q("hu", p.value)} nem pontszám: írja a pontot számként, például 1.0`,
    rdAbnormalPoints: () =>
      "299-es rekord: rendhagyó pontozás, a pontszámok eltérnek a játszmák eredményétől; ahol egy játékos pontszáma eltér az eredményeitől, javítsa a pontszámot vagy az eredményeket",
    rdByeWorth: (p) =>
      `a ${p.pab ? "párosításkor kapott szabadnap" : "nulla pontos szabadnap"} ${p.value} pontot ér, a győzelem ${p.win} pontot: ${p.asWin ? "győzelemnek" : "semminek"} számítjuk; ha a verseny más pontot adott érte, írjon ott győzelemnyi, fél győzelemnyi vagy 0 pontot`,
    rdPointSystem: (p) =>
      `${p.shown} pontrendszer: a pontokat 1 / ½ / 0 szerint számoljuk; az értékszámokhoz nincs mit javítani, ezek így számolnak`,
    rdStartTwice: (p) =>
      `a(z) ${p.number} kezdősorszám kétszer szerepel: adjon minden játékosnak saját kezdősorszámot`,
    rdRecordTwice: (p) =>
      `a(z) ${p.record}-es rekord újra szerepel, ${q("hu", p.value)} értékkel: a(z) ${p.line}. sorét (${q("hu", p.first)}) olvassuk be; törölje a hibás sort`,
    rdPointsDiffer: (p) =>
      `${p.start}. sz. játékos (${p.name}): a 81–84. oszlop pontszáma ${q("hu", p.points)}, az eredmények összege ${p.results}${p.more > 0 ? ` (és még ${p.more} játékosnál)` : ""}: az eredményeket számoljuk; javítsa a pontszámot vagy az eredményeket`,
    rdSpielfrei: (p) =>
      `a(z) ${p.start}. sz. ${q("hu", p.name)} a Swiss-Manager szabadnapja („spielfrei”), nem játékos: kihagyjuk a játékosok közül${p.byes > 0 ? `, az ellene írt ${p.byes} játszmát párosításkor kapott szabadnapnak olvassuk` : ""}; nincs mit javítani`,
    rdSpielfreiPlayed: (p) =>
      `a(z) ${p.start}. sz. ${q("hu", p.name)} a Swiss-Manager szabadnapjának („spielfrei”) nevét viseli, de ${p.points !== "" ? `${p.points} pontja van` : `a(z) ${p.round}. fordulóban játszmája van`}, ami szabadnapnak nincs: a fájlt egyikként sem olvassuk be; nevezze át a játékost, ha valaki ezen a néven játszott, vagy törölje a sort, és a szabadnapokat írja 0000 - U alakban`,
    rdForfeitLossWorth: (p) =>
      `${p.round}. forduló: játék nélküli vereség, amelyet a(z) ${p.values}. sor ${p.points} pontra értékel (a 162-es rekord A-ja, a nulla pontos szabadnapé és a játék nélküli vereségé, vagy BBF)${p.more > 0 ? ` (és még ${p.more} ilyen)` : ""}: 0 pontnak számítjuk, mert a játszma egész pontja a játék nélkül nyerőé, így az itteni pontszámok kisebbek a fájlénál; ha a verseny 0-nak számolta, írjon ott 0-t (vagy BBF 0.0-t)`,
    rdTooManyRounds: (p) =>
      `${p.rounds} forduló: egy kereszttáblának ${p.min}–${p.max} fordulója lehet: javítsa a fordulók számát`,
    rdGameAfterLast: (p) =>
      `${p.round}. forduló: játszma a(z) ${p.rounds}. forduló, a kereszttábla utolsó beolvasott fordulója után: nem olvassuk be; javítsa a forduló számát, vagy törölje a játszmát`,
    rdNoOpponent: (p) =>
      `${p.round}. forduló: lejátszott eredmény (${q("hu", p.result)}) ellenfél nélkül: írja be az ellenfél kezdősorszámát, vagy egy szabadnap betűjét (U, F, H vagy Z)`,
    rdOpponentNotPlayer: (p) =>
      `${p.round}. forduló: a(z) ${p.opponent}. ellenfél nem játékosa a fájlnak: írja be egy olyan játékos kezdő sorszámát, akinek 001-es sora van a fájlban, vagy 0000-t, ha a fordulóban nem volt ellenfele`,
    rdNoColour: (p) =>
      `${p.round}. forduló: lejátszott játszma szín nélkül: írjon w-t vagy b-t az ellenfél kezdősorszáma után`,
    rdNationalUnknown: (p) =>
      `nemzeti értékszám sora ismeretlen kezdősorszámhoz (${p.start}): javítsa a kezdősorszámot a fájl egyik játékosáéra, vagy törölje a sort`,
    rdOldTeamRecords: () =>
      "a 013-as csapatrekordokat figyelmen kívül hagyjuk: a fájlban 310-es rekordok vannak; nincs mit javítani",
    rdTeamNumber: () =>
      "a csapat párosítási száma (5–7. oszlop) nem szám: a csapat kimarad; írja oda a csapat számát",
    rdTeamTwice: (p) =>
      `a(z) ${p.team}. csapat kétszer szerepel: a második kimarad; adjon minden csapatnak saját számot`,
    rdTeamNoPlayer: (p) =>
      `${p.team}. csapat: a játékos (${q("hu", p.id)}) nem játékosa a fájlnak: írja be a fájl egyik játékosának kezdősorszámát`,
    rdTeamPlayerInTwo: (p) =>
      `${p.team}. csapat: a(z) ${p.id}. játékos már a(z) ${p.other}. csapatban van: törölje abból a csapatból, amelyben nem játszott`,
    rdTeamPoints: (p) =>
      `${p.team}. csapat: a ${p.which === "match" ? "meccspont" : "játszmapont"} (${q("hu", p.value)}) nem szám: írja számként, például 2.0`,
    rdTeamUnknown: (p) =>
      `${p.record}: a(z) ${p.team}. csapat nem csapata a fájlnak: írja be a fájl egyik csapatának számát`,
    rdTeamRound: (p) =>
      `${p.record}: a forduló (${q("hu", p.round)}) nem fordulója a fájlnak (1..${p.rounds}): írjon be egy fordulót 1 és ${p.rounds} között`,
    rdTeamByePoints: (p) =>
      `320: a meccspont (${q("hu", p.mp)}) és a játszmapont (${q("hu", p.gp)}) szám kell legyen, pl. 2.0; írja így`,
    rdTeamByeType: (p) =>
      `240: a szabadnap típusa (${q("hu", p.type)}) nem F, H vagy Z: írjon F-et, H-t vagy Z-t`,
    rdTeamByeRead: (p) =>
      `${p.round}. forduló: egyedül a(z) ${p.team}. csapatnak nincs mérkőzése, és egy rekord sem mondja meg, miért (a 013-as rekordok nem tartanak szabadnapot): a párosítás szerinti szabadnapjaként olvastuk, döntetlen mérkőzésként, ${p.mp} meccsponttal és ${p.gp} játszmaponttal (a táblák fele), mint egy értékek nélküli 320-as rekordot; ha más volt az értéke, írja 320-as rekordba (TRF-2026)`,
    rdTeamNoMatch: (p) =>
      `${p.round}. forduló: a(z) ${p.team}. csapatnak nincs mérkőzése, ahogy egy másik csapatnak sem, és egy rekord sem mondja meg, miért: semmit sem számolunk; írja a szabadnapját vagy távollétét 320-as vagy 240-es rekordba (TRF-2026)`,
    rdTeamForfeit: (p) =>
      `330: a játék nélküli eredmény (${q("hu", p.type)}) nem +-, -+ vagy --: írjon +-, -+ vagy -- jelet`,
    rdTeamMatchPoints: (p) =>
      `362 ${q("hu", p.value)}: fél pontokban megadott meccspontokat várunk; 2 / 1 / 0 érvényes; írja mindegyiket fél pontokban, például 2 vagy 1.5`,
  },
  ru: {
    rdStartNumber: (p) =>
      `стартовый номер ${q("ru", p.value)} — не число: запишите стартовый номер игрока целым числом`,
    rdRatingMisaligned: (p) =>
      `рейтинг ${q("ru", p.value)} — не число (столбцы сдвинуты?): запишите рейтинг цифрами на его место, в столбцы 49–52`,
    rdRoundBlock: (p) =>
      `тур ${p.round}: нечитаемая запись ${q("ru", p.entry)}: напишите стартовый номер соперника в его 4 столбцах (0000, если соперника нет), цвет (w, b или -) и результат (1, 0, =, +, -, W, D, L, H, F, U или Z); ещё не сыгранный тур оставьте пустым`,
    rdPointValue: (p) =>
      `${p.record} ${q("ru", p.value)} — не число очков: запишите очки числом, например 1.0`,
    rdAbnormalPoints: () =>
      "запись 299: нестандартное начисление очков, очки отличаются от результатов партий; где очки игрока расходятся с его результатами, исправьте очки или результаты",
    rdByeWorth: (p) =>
      `${p.pab ? "свободный от игры по жеребьёвке" : "свободный от игры без очков"} стоит ${p.value}, а победа — ${p.win}: засчитан ${p.asWin ? "как победа" : "как ноль"}; если турнир давал за него другие очки, укажите там очки победы, их половину или 0`,
    rdPointSystem: (p) =>
      `система очков ${p.shown}: очки считаются как 1 / ½ / 0; для рейтинга исправлять нечего: он считает партии так`,
    rdStartTwice: (p) =>
      `стартовый номер ${p.number} встречается дважды: дайте каждому игроку свой стартовый номер`,
    rdRecordTwice: (p) =>
      `запись ${p.record} дана повторно: ${q("ru", p.value)}; читается запись из строки ${p.line}, ${q("ru", p.first)}; удалите неверную строку`,
    rdPointsDiffer: (p) =>
      `игрок ${p.start} (${p.name}): очки ${q("ru", p.points)} в столбцах 81–84, а по результатам ${p.results}${p.more > 0 ? ` (и ещё у ${p.more} игроков)` : ""}: считаются результаты; исправьте очки или результаты`,
    rdSpielfrei: (p) =>
      `игрок ${p.start} ${q("ru", p.name)} — свободный тур Swiss-Manager («spielfrei»), а не игрок: исключён из игроков${p.byes > 0 ? `, а ${p.byes} партий против него прочитаны как свободные от игры по жеребьёвке` : ""}; исправлять нечего`,
    rdSpielfreiPlayed: (p) =>
      `игрок ${p.start} ${q("ru", p.name)} носит имя свободного тура Swiss-Manager («spielfrei»), но у него ${p.points !== "" ? `${p.points} очков` : `партия в туре ${p.round}`}, чего у свободного тура не бывает: файл не читается ни так, ни иначе; переименуйте игрока, если под этим именем кто-то играл, или удалите строку и запишите свободные туры как 0000 - U`,
    rdForfeitLossWorth: (p) =>
      `тур ${p.round}: поражение без игры, которое строка ${p.values} оценивает в ${p.points} (A записи 162 — для свободного без очков и поражения без игры, или BBF)${p.more > 0 ? ` (и ещё ${p.more})` : ""}: засчитано 0, так как целое очко партии у выигравшего без игры, поэтому очки здесь меньше, чем в файле; если турнир считал его нулём, укажите там 0 (или BBF 0.0)`,
    rdTooManyRounds: (p) =>
      `туров: ${p.rounds}, а в турнирной таблице их от ${p.min} до ${p.max}: исправьте число туров`,
    rdGameAfterLast: (p) =>
      `тур ${p.round}: партия после тура ${p.rounds}, последнего читаемого в этой таблице: не прочитана; исправьте номер тура или удалите партию`,
    rdNoOpponent: (p) =>
      `тур ${p.round}: результат сыгранной партии ${q("ru", p.result)} без соперника: запишите стартовый номер соперника или букву свободного тура (U, F, H или Z)`,
    rdOpponentNotPlayer: (p) =>
      `тур ${p.round}: соперник ${p.opponent} — не игрок этого файла: напишите стартовый номер игрока, строка 001 которого есть в файле, или 0000, если соперника в туре не было`,
    rdNoColour: (p) =>
      `тур ${p.round}: сыгранная партия без цвета: запишите w или b после стартового номера соперника`,
    rdNationalUnknown: (p) =>
      `строка национального рейтинга для неизвестного стартового номера ${p.start}: исправьте стартовый номер на номер игрока файла или удалите строку`,
    rdOldTeamRecords: () => "командные записи 013 пропущены: в файле есть записи 310; исправлять нечего",
    rdTeamNumber: () =>
      "номер команды в жеребьёвке (столбцы 5-7) — не число: команда пропущена; запишите туда номер команды",
    rdTeamTwice: (p) =>
      `команда ${p.team} встречается дважды: вторая пропущена; дайте каждой команде свой номер`,
    rdTeamNoPlayer: (p) =>
      `команда ${p.team}: игрок ${q("ru", p.id)} — не игрок этого файла: запишите стартовый номер одного из игроков файла`,
    rdTeamPlayerInTwo: (p) =>
      `команда ${p.team}: игрок ${p.id} уже в команде ${p.other}: удалите его из команды, за которую он не играл`,
    rdTeamPoints: (p) =>
      `команда ${p.team}: ${p.which === "match" ? "командные очки" : "очки за партии"} ${q("ru", p.value)} — не число: запишите их числом, например 2.0`,
    rdTeamUnknown: (p) =>
      `${p.record}: команда ${p.team} — не команда этого файла: запишите номер одной из команд файла`,
    rdTeamRound: (p) =>
      `${p.record}: тур ${q("ru", p.round)} — не тур этого файла (1..${p.rounds}): запишите тур от 1 до ${p.rounds}`,
    rdTeamByePoints: (p) =>
      `320: командные очки ${q("ru", p.mp)} и очки за партии ${q("ru", p.gp)} должны быть числами, например 2.0; запишите их так`,
    rdTeamByeType: (p) =>
      `240: тип свободного от игры ${q("ru", p.type)} — не F, H или Z: запишите F, H или Z`,
    rdTeamByeRead: (p) =>
      `тур ${p.round}: только у команды ${p.team} нет матча, и ни одна запись не говорит почему (записи 013 не содержат свободных от игры): прочитано как её свободный от игры тур по жеребьёвке — ничейный матч, ${p.mp} командных очков и ${p.gp} очков по доскам (половина досок), как запись 320 без значений; если значение было другим, запишите его в запись 320 (TRF-2026)`,
    rdTeamNoMatch: (p) =>
      `тур ${p.round}: у команды ${p.team} нет матча, как и у другой команды, и ни одна запись не говорит почему: не засчитано ничего; запишите её свободный тур или отсутствие в запись 320 или 240 (TRF-2026)`,
    rdTeamForfeit: (p) => `330: неявка ${q("ru", p.type)} — не +-, -+ или --: запишите +-, -+ или --`,
    rdTeamMatchPoints: (p) =>
      `362 ${q("ru", p.value)}: ожидались командные очки в половинках очка; взято 2 / 1 / 0; запишите каждое числом в половинках очка, например 2 или 1.5`,
  },
};

/** What each code's diagnostic is known by (D135). */
export const READER_CHESS_CATEGORIES: Categories<ReaderChessParams> = {
  rdStartNumber: "bad-start-number",
  rdRatingMisaligned: "bad-rating",
  rdRoundBlock: "bad-round-block",
  rdPointValue: "bad-point-value",
  rdAbnormalPoints: "abnormal-points",
  rdByeWorth: "point-system",
  rdPointSystem: "point-system",
  rdStartTwice: "duplicate-start-number",
  rdRecordTwice: "duplicate-record",
  rdPointsDiffer: "points-differ",
  rdForfeitLossWorth: "forfeit-loss-worth",
  rdSpielfrei: "bye-placeholder",
  rdSpielfreiPlayed: "bye-placeholder-played",
  rdTooManyRounds: "too-many-rounds",
  rdGameAfterLast: "beyond-last-round",
  rdNoOpponent: "no-opponent",
  rdOpponentNotPlayer: "unknown-opponent",
  rdNoColour: "no-colour",
  rdNationalUnknown: "unknown-player",
  rdOldTeamRecords: "old-team-records",
  rdTeamNumber: "bad-team-number",
  rdTeamTwice: "duplicate-team",
  rdTeamNoPlayer: "unknown-team-player",
  rdTeamPlayerInTwo: "player-in-two-teams",
  rdTeamPoints: "bad-team-points",
  rdTeamUnknown: "unknown-team",
  rdTeamRound: "bad-team-round",
  rdTeamByePoints: "bad-team-points",
  rdTeamByeType: "bad-bye",
  rdTeamByeRead: "team-bye-read",
  rdTeamNoMatch: "team-no-match",
  rdTeamForfeit: "bad-forfeit",
  rdTeamMatchPoints: "point-system",
};
