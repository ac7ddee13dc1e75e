/**
 * The diagnostics of the Go readers (src/formats: egd.ts, opengotha.ts, opengotha-teams.ts,
 * pairgoth.ts, macmahon.ts, csv.ts with its Swiss-Manager export, sniff.ts). The file's own names
 * (attributes, elements, keys) are written as the file writes them.
 */
import { type Categories, type Family } from "./message";
import { JSON_KINDS, type JsonKind, jsonLead, jsonShown } from "./reader-json-words";
import { LIST_NAMES } from "./errors-readers-lists";
import { q, roundLead } from "./reader-words";

export type { JsonKind } from "./reader-json-words";

/** The parameters of each Go reader's diagnostic, by code. */
export interface ReaderGoParams {
  rdNotAPlayer: Record<string, never>;
  /** A line with `run` round entries where the others have `rounds`; `extra` ignored at its start. */
  rdRoundCount: { run: number; rounds: number; extra?: number };
  rdMissingRank: Record<string, never>;
  rdUnexpectedToken: { token: string };
  rdBadPin: { pin: string };
  rdOpponentNotRow: { opponent: number; cell: string; players: number };
  /** An attribute `key="value"` that is not a rank (`rank`) or not a whole number (`fallback` used). */
  rdBadParameter: { key: string; value: string; fallback?: number };
  rdMmZero: { value: string };
  rdCriterion: { name: string; team?: true };
  rdCriterionSlot: { name: string; number: string };
  rdDuplicateKey: { key: string };
  rdRoundsDeclared: { used: number; declared: string };
  rdRoundNumber: { value: string; min: number; max: number; bye?: true };
  rdUnknownResult: { round: number; result: string };
  /** `ignored`: an OpenGotha file's bye, which OpenGotha's importer skips (D72). */
  rdByeUnknown: { round?: number; who?: string; ignored?: true };
  /** A game against player 0 (a bye) whose other player is none of the file's: {@link rdByeUnknown}'s words (D136). */
  rdByeOpponentUnknown: { round?: number; who?: string };
  /** D71: a player in several games of a round (a game against himself counts twice). */
  rdSeveralGames: {
    player: number;
    name: string;
    round: number;
    times: number;
    lines: number[];
    kept: number;
  };
  /** D71: a game at the round and table of an earlier one, which it replaces. */
  rdGameReplaced: { round: number; table: number; line: number };
  rdSecondBye: { round: number; player: number; line: number };
  rdBadRank: { value: string };
  /** D440: a country's code inside a name whose rank is a bare number. */
  rdNameCountry: { name: string; token: string; value: string };
  /** An OpenGotha player's rank that is none, his grade taken for the standings. */
  rdRankFromGrade: { value: string; grade: string };
  /** A rating beyond the Go ratings that OpenGotha reads clamped to its own (`min`..`max`): read as `read`. */
  rdOgRating: { value: string; read: number; min: number; max: number };
  rdNoTournamentRoot: Record<string, never>;
  rdTeamUnknownPlayer: { team: string; who: string };
  rdTeamBadBoard: { team: string; round: string; board: string };
  rdTeamPlayerTwice: { team: string; who: string; other: string };
  rdTeamSize: { value: string };
  rdTimeSystem: { type: string };
  rdNoMainTime: { type: string };
  rdPlayerId: { player: number };
  rdSosAbsent: Record<string, never>;
  rdDuplicateId: { player: number; id: string; first: number };
  rdRoundElement: { value: string; min: number; max: number };
  rdNoNameColumn: Record<string, never>;
  rdRightOfHeader: { value: string; columns: number };
  rdAfterLastRound: { value: string; rounds: number };
  rdShortRow: { cells: number; rounds: number; need: number; have: number };
  rdFooterRows: { count: number };
  rdRatingListGiven: { list: "egd" | "csv" | "fide-txt" | "fide-xml" };
  /**
   * A JSON value of another kind than its place takes (H15): the file's key, where it stands
   * (a round, a round's game, a player), its text when short, and how many entries a list or
   * object not read held.
   */
  rdJsonShape: {
    key: string;
    expected: JsonKind;
    found: JsonKind;
    value?: string;
    entries?: number;
    round?: number;
    game?: number;
    player?: number;
  };
  /** A key given twice in one JSON object: the last value is read (H15). */
  rdJsonRepeatedKey: { key: string };
}

/** `key="value"` as the file writes it, its value cut to 40 characters. */
const attr = (key: string, value: string): string => `${key}=${q("en", value)}`;

export const READER_GO_MESSAGES: Family<ReaderGoParams> = {
  en: {
    rdNotAPlayer: () =>
      "no round entries: not read as a player line; if it is a player's, end it with his result of each round (0- for a round he did not play), or begin it with ; to make it a comment",
    rdRoundCount: (p) =>
      `${p.run} round entries where the other lines have ${p.rounds}; ${p.extra !== undefined ? `the first ${p.extra} are ignored` : "the missing rounds are read as not paired"}; write one entry for each round on every line (0- for a round not played)`,
    rdMissingRank: () =>
      "no rank found after the name: write it after the name, as 30k to 1k, 1d to 9d or 1p to 9p (the player has no rank until then)",
    rdUnexpectedToken: (p) =>
      `unexpected ${q("en", p.token)} before the results: not read; after the club only numbers stand before the results, so remove it, or join a club's words with _`,
    rdBadPin: (p) =>
      `EGD PIN ${q("en", p.pin)} is not 8 digits: not read; write the player's 8-digit PIN after |, or leave the | out`,
    rdOpponentNotRow: (p) =>
      `opponent ${p.opponent} in ${q("en", p.cell)} is not a row of the table (${p.players} players): the round is read as not paired; write the opponent's row, 1 to ${p.players}`,
    rdBadParameter: (p) =>
      `${attr(p.key, p.value)} is not ${p.fallback === undefined ? "a rank; default" : `a whole number; ${p.fallback}`} used; write ${p.fallback === undefined ? "a rank such as 20K or 4D" : "a whole number"}`,
    rdMmZero: (p) =>
      `${attr("genMMZero", p.value)} is not used: OpenGotha counts McMahon scores from 30K whatever the file says, and so does this reading; nothing to correct, the scores and places are OpenGotha's`,
    rdCriterion: (p) =>
      p.team
        ? `team placement criterion ${p.name} is not reproduced: the standings use the others; where it decides places, take the places from OpenGotha`
        : `placement criterion ${p.name} is not computed here: places may differ from OpenGotha's; where it decides places, take them from OpenGotha`,
    rdCriterionSlot: (p) =>
      `placement criterion ${p.name}: ${attr("number", p.number)} is not a place 1 to 6, left out (OpenGotha's importer stops at it); number the criteria 1 to 6`,
    rdDuplicateKey: (p) =>
      `two players with the key ${p.key}, by which the games name their players: make their names or first names differ (a key is the name and first name in capitals)`,
    rdRoundsDeclared: (p) =>
      `games up to round ${p.used} but ${attr("numberOfRounds", p.declared)}: write numberOfRounds="${p.used}" or more, or correct the rounds of the games`,
    rdRoundNumber: (p) =>
      `${p.bye ? "ByePlayer " : ""}${attr("roundNumber", p.value)} is not a round (${p.min}..${p.max}): not read; write the round, ${p.min} to ${p.max}`,
    rdUnknownResult: (p) =>
      `round ${p.round}: unknown result ${q("en", p.result)}: read as a game without a result; write the result as the program that made the file writes it`,
    rdByeUnknown: (p) =>
      `${p.round === undefined ? "" : roundLead("en", p.round)}bye for ${p.who === undefined ? "an unknown player" : `unknown player ${q("en", p.who)}`}${p.ignored ? ": not read, as OpenGotha ignores it; write the key of a player of the list (name and first name in capitals) if the bye is his" : ": not read; name a player of the file if the bye is his"}`,
    rdByeOpponentUnknown: (p) => READER_GO_MESSAGES.en.rdByeUnknown(p),
    rdSeveralGames: (p) =>
      `player ${p.player} (${p.name}) is paired ${p.times} times in round ${p.round} (lines ${p.lines.join(", ")}): every game is scored, as OpenGotha scores them, and the one at line ${p.kept} is his game for SOS and the other tie-breaks, as OpenGotha takes it; correct the round's pairing if it is a mistake`,
    rdGameReplaced: (p) =>
      `round ${p.round}, table ${p.table}: a second game at that table; it replaces the one at line ${p.line}, as OpenGotha does; if both were played, give each its own table`,
    rdSecondBye: (p) =>
      `round ${p.round} has a second bye (player ${p.player} at line ${p.line}): the last is kept, as OpenGotha does; leave the round one bye, the player's who had it`,
    rdBadRank: (p) =>
      `rank ${q("en", p.value)} is not a Go rank: write it as 30k to 1k, 1d to 9d or 1p to 9p (the player has no rank until then)`,
    rdNameCountry: (p) =>
      `the name ${q("en", p.name)} holds ${q("en", p.token)}, a country's code, and the rank is read from the bare number ${q("en", p.value)} as ${p.value}k: if the rank column is missing, write the rank after the name (30k to 1k, 1d to 9d); if ${p.value}k is his rank, write it so`,
    rdRankFromGrade: (p) =>
      `rank ${q("en", p.value)} is not a Go rank: the standings take his grade ${q("en", p.grade)}, while OpenGotha's pairing counts him 30k; correct the rank in the file`,
    rdOgRating: (p) =>
      `rating ${q("en", p.value)} is outside OpenGotha's ratings (${p.min}..${p.max}): read as ${p.read}, as OpenGotha reads it; if it is a mistake, write his rating, ${p.min} to ${p.max}`,
    rdNoTournamentRoot: () =>
      "no <Tournament> root element: not an OpenGotha tournament; give the .xml file OpenGotha saved the tournament in",
    rdTeamUnknownPlayer: (p) =>
      `team ${q("en", p.team)}: board of unknown player ${q("en", p.who)} left out; write the key of a player of the list (name and first name in capitals)`,
    rdTeamBadBoard: (p) =>
      `team ${q("en", p.team)}: ${attr("roundNumber", p.round)} ${attr("boardNumber", p.board)} is no round and board: left out; write them as whole numbers from 1`,
    rdTeamPlayerTwice: (p) =>
      `team ${q("en", p.team)}: player ${q("en", p.who)} is already in team ${q("en", p.other)}: left out of this one; put him in one team only`,
    rdTeamSize: (p) =>
      `${attr("teamSize", p.value)} is not 1..10: the boards due are the most any team fielded; write the boards of a team, 1 to 10`,
    rdTimeSystem: (p) =>
      `unknown timeSystem type ${q("en", p.type)}: the time control is not read; write one of pairgoth's types (CANADIAN, JAPANESE, STANDARD, FISCHER, SUDDEN_DEATH)`,
    rdNoMainTime: (p) => `timeSystem ${p.type} without a mainTime in seconds: write its mainTime, in seconds`,
    rdPlayerId: (p) => `player ${p.player}: missing or repeated id; give each player an id of his own`,
    rdSosAbsent: () =>
      "sosValueAbsentUseBase=false (SOS of a round without a game from the base MMS plus half the rounds) is not supported: SOS counts the starting MMS; for the same SOS here and in pairgoth, set it to true there",
    rdDuplicateId: (p) =>
      `player ${p.player}: the id ${q("en", p.id)} is already player ${p.first}'s; the games naming it go to the first; give each player an id of his own`,
    rdRoundElement: (p) =>
      `<RoundNumber>${p.value}</RoundNumber> is not a round (${p.min}..${p.max}): its pairings are left out; write the round, ${p.min} to ${p.max}`,
    rdNoNameColumn: () =>
      "no header row naming a name column: begin the table with a header row that names its columns (Name, then the rounds), as a crosstable saved from the sheet does",
    rdRightOfHeader: (p) =>
      `${q("en", p.value)} is right of the header's last column (${p.columns}): not read; name its column in the header, or delete it`,
    rdAfterLastRound: (p) =>
      `${q("en", p.value)} is after round ${p.rounds}, the last this crosstable reads: not read; add the round to the header if it was played, or delete it`,
    rdShortRow: (p) =>
      `${p.cells} cells where the header's ${p.rounds} rounds need ${p.need}: rounds after ${p.have} are read as not played; fill the row's cells of the rounds he played`,
    rdFooterRows: (p) =>
      `${p.count === 1 ? "a row" : `${p.count} rows`} without a start number (SNo.) from here: not players, not read; give a start number to any player among them`,
    rdRatingListGiven: (p) =>
      `this looks like a rating list (${LIST_NAMES.en[p.list]}), not a tournament: give it as the rating list instead`,
    rdJsonShape: (p) =>
      `${jsonLead("en", p)}${q("en", p.key)} is ${jsonShown("en", p)} where ${JSON_KINDS.en[p.expected]} is due: ${p.entries === undefined ? "not read" : `its ${p.entries} entries are not read`}; write it as ${JSON_KINDS.en[p.expected]}`,
    rdJsonRepeatedKey: (p) =>
      `the key ${q("en", p.key)} is given twice in one object: the last value is read, the first is not; keep the one that is right`,
  },
  hu: {
    rdNotAPlayer: () =>
      "nincsenek fordulóbejegyzések: nem olvassuk be játékos soraként; ha játékos sora, írja a végére minden fordulóbeli eredményét (0- a nem játszott fordulóra), vagy kezdje ;-vel, hogy megjegyzés legyen",
    rdRoundCount: (p) =>
      `${p.run} fordulóbejegyzés, a többi sorban ${p.rounds}; ${p.extra !== undefined ? `az első ${p.extra} kimarad` : "a hiányzó fordulókat párosítás nélkülinek olvassuk"}; minden sorba fordulónként egy bejegyzést írjon (0- a nem játszott fordulóra)`,
    rdMissingRank: () =>
      "a név után nincs fokozat: írja a név után 30k–1k, 1d–9d vagy 1p–9p alakban (addig a játékosnak nincs fokozata)",
    rdUnexpectedToken: (p) =>
      `váratlan ${q("hu", p.token)} az eredmények előtt: nem olvassuk be; a klub után az eredmények előtt csak számok állnak, ezért törölje, vagy a klub nevének szavait kösse össze _ jellel`,
    rdBadPin: (p) =>
      `az EGD PIN (${q("hu", p.pin)}) nem 8 számjegy: nem olvassuk be; írja a | után a játékos 8 jegyű PIN-jét, vagy hagyja el a | jelet`,
    rdOpponentNotRow: (p) =>
      `a(z) ${p.opponent}. ellenfél (${q("hu", p.cell)}) nem sora a táblázatnak (${p.players} játékos): a fordulót párosítás nélkülinek olvassuk; írja be az ellenfél sorát (1–${p.players})`,
    rdBadParameter: (p) =>
      `${attr(p.key, p.value)}: ${p.fallback === undefined ? "nem fokozat; az alapértéket használjuk; írjon fokozatot, például 20K vagy 4D" : `nem egész szám; ${p.fallback} értéket használunk; írjon egész számot`}`,
    rdMmZero: (p) =>
      `${attr("genMMZero", p.value)} figyelmen kívül marad: az OpenGotha a McMahon-pontokat a fájltól függetlenül 30K-tól számolja, és ez a beolvasás is; nincs mit javítani, a pontok és a helyezések az OpenGotháéi`,
    rdCriterion: (p) =>
      p.team
        ? `a csapatok ${p.name} helyezési szempontját nem számoljuk: a sorrend a többin alapul; ahol ez dönti el a helyezést, vegye a helyezéseket az OpenGothából`
        : `a(z) ${p.name} helyezési szempontot itt nem számoljuk: a helyezések eltérhetnek az OpenGotháétól; ahol ez dönti el a helyezést, vegye a helyezéseket az OpenGothából`,
    rdCriterionSlot: (p) =>
      `a(z) ${p.name} helyezési szempont: ${attr("number", p.number)} nem 1 és 6 közötti hely, kimarad (az OpenGotha beolvasása itt megáll); számozza a szempontokat 1-től 6-ig`,
    rdDuplicateKey: (p) =>
      `két játékos kulcsa is ${p.key}, pedig a játszmák e kulccsal nevezik meg a játékosaikat: legyen eltérő a nevük vagy az utónevük (a kulcs a név és az utónév nagybetűvel)`,
    rdRoundsDeclared: (p) =>
      `játszmák a(z) ${p.used}. fordulóig, de ${attr("numberOfRounds", p.declared)}: írjon numberOfRounds="${p.used}" vagy nagyobb értéket, vagy javítsa a játszmák fordulóját`,
    rdRoundNumber: (p) =>
      `${p.bye ? "ByePlayer " : ""}${attr("roundNumber", p.value)}: nem forduló (${p.min}..${p.max}), nem olvassuk be; írja be a fordulót (${p.min}–${p.max})`,
    rdUnknownResult: (p) =>
      `${p.round}. forduló: ismeretlen eredmény: ${q("hu", p.result)}; eredmény nélküli játszmának olvassuk; írja az eredményt úgy, ahogy a fájlt készítő program írja`,
    rdByeUnknown: (p) =>
      `${p.round === undefined ? "" : roundLead("hu", p.round)}szabadnap ismeretlen játékosnak${p.who === undefined ? "" : `: ${q("hu", p.who)}`}${p.ignored ? "; nem olvassuk be, ahogy az OpenGotha sem; ha a listán szereplő játékosé, írja be az ő kulcsát (név és utónév nagybetűvel)" : "; nem olvassuk be; ha a fájl egy játékosáé, őt nevezze meg"}`,
    rdByeOpponentUnknown: (p) => READER_GO_MESSAGES.hu.rdByeUnknown(p),
    rdSeveralGames: (p) =>
      `a(z) ${p.player}. játékos (${p.name}) ${p.times} alkalommal szerepel a(z) ${p.round}. forduló párosításában (sorok: ${p.lines.join(", ")}): minden játszmája számít, ahogy az OpenGothában, és a SOS-hez és a többi holtverseny-eldöntéshez a(z) ${p.kept}. sorbeli az ő játszmája, ahogy az OpenGotha veszi; ha tévedés, javítsa a forduló párosítását`,
    rdGameReplaced: (p) =>
      `${p.round}. forduló, ${p.table}. asztal: második játszma ugyanannál az asztalnál; a(z) ${p.line}. sorbelit felváltja, ahogy az OpenGothában is; ha mindkettőt lejátszották, adjon mindkettőnek saját asztalt`,
    rdSecondBye: (p) =>
      `a(z) ${p.round}. fordulóban második szabadnap (a(z) ${p.player}. játékosé a(z) ${p.line}. sorban): az utolsó marad, ahogy az OpenGothában is; a fordulóban egy szabadnap maradjon, azé, akié volt`,
    rdBadRank: (p) =>
      `a fokozat (${q("hu", p.value)}) nem go-fokozat: írja 30k–1k, 1d–9d vagy 1p–9p alakban (addig a játékosnak nincs fokozata)`,
    rdNameCountry: (p) =>
      `a név (${q("hu", p.name)}) tartalmazza a(z) ${q("hu", p.token)} országkódot, a fokozatot pedig a puszta ${q("hu", p.value)} számból olvassuk (${p.value}k): ha a fokozat oszlopa hiányzik, írja a fokozatot a név után (30k–1k, 1d–9d); ha ${p.value}k a fokozata, írja így`,
    rdRankFromGrade: (p) =>
      `a fokozat (${q("hu", p.value)}) nem go-fokozat: a végeredmény a ${q("hu", p.grade)} besorolást veszi, az OpenGotha párosítása 30 kyunak számolja; javítsa a fájlban`,
    rdOgRating: (p) =>
      `a(z) ${q("hu", p.value)} értékszám az OpenGotha értékszámain (${p.min}..${p.max}) kívül esik: ${p.read} értékkel olvassuk, ahogy az OpenGotha is; ha tévedés, írja be az értékszámát (${p.min}–${p.max})`,
    rdNoTournamentRoot: () =>
      "nincs <Tournament> gyökérelem: nem OpenGotha-verseny; adja meg azt az .xml fájlt, amelybe az OpenGotha a versenyt mentette",
    rdTeamUnknownPlayer: (p) =>
      `${q("hu", p.team)} csapat: ismeretlen játékos (${q("hu", p.who)}) táblája kimarad; írja be a listán szereplő játékos kulcsát (név és utónév nagybetűvel)`,
    rdTeamBadBoard: (p) =>
      `${q("hu", p.team)} csapat: ${attr("roundNumber", p.round)} ${attr("boardNumber", p.board)} nem forduló és tábla: kimarad; írja őket 1 vagy nagyobb egész számként`,
    rdTeamPlayerTwice: (p) =>
      `${q("hu", p.team)} csapat: a játékos (${q("hu", p.who)}) már egy másik csapatban van (${q("hu", p.other)}): ebből kimarad; csak egy csapatba vegye fel`,
    rdTeamSize: (p) =>
      `${attr("teamSize", p.value)} nem 1 és 10 közötti: a kötelező táblák száma a legtöbb, amennyit csapat kiállított; írja be egy csapat tábláinak számát (1–10)`,
    rdTimeSystem: (p) =>
      `ismeretlen timeSystem típus: ${q("hu", p.type)}; a játékidőt nem olvassuk be; a pairgoth egyik típusát írja (CANADIAN, JAPANESE, STANDARD, FISCHER, SUDDEN_DEATH)`,
    rdNoMainTime: (p) =>
      `${p.type} timeSystem mainTime (másodpercben) nélkül: írja be a mainTime értékét másodpercben`,
    rdPlayerId: (p) =>
      `${p.player}. játékos: hiányzó vagy ismétlődő azonosító (id); adjon minden játékosnak saját azonosítót`,
    rdSosAbsent: () =>
      "a sosValueAbsentUseBase=false (játszma nélküli forduló SOS-a az alap-MMS-ből és a fordulók feléből) nem támogatott: a SOS a kezdő MMS-t számolja; hogy itt és a pairgothban ugyanaz legyen a SOS, állítsa ott true-ra",
    rdDuplicateId: (p) =>
      `${p.player}. játékos: az azonosító (${q("hu", p.id)}) már a(z) ${p.first}. játékosé; az erre hivatkozó játszmák az elsőhöz kerülnek; adjon minden játékosnak saját azonosítót`,
    rdRoundElement: (p) =>
      `<RoundNumber>${p.value}</RoundNumber>: nem forduló (${p.min}..${p.max}); párosításai kimaradnak; írja be a fordulót (${p.min}–${p.max})`,
    rdNoNameColumn: () =>
      "nincs fejlécsor névoszloppal: a táblázatot olyan fejlécsor nyissa, amely megnevezi az oszlopait (Név, aztán a fordulók), ahogy a munkalapról mentett kereszttábláé",
    rdRightOfHeader: (p) =>
      `${q("hu", p.value)} a fejléc utolsó (${p.columns}.) oszlopától jobbra van: nem olvassuk be; nevezze meg az oszlopát a fejlécben, vagy törölje`,
    rdAfterLastRound: (p) =>
      `${q("hu", p.value)} a(z) ${p.rounds}. forduló, a kereszttábla utolsó beolvasott fordulója után van: nem olvassuk be; ha lejátszották, vegye fel a fordulót a fejlécbe, különben törölje`,
    rdShortRow: (p) =>
      `${p.cells} cella, a fejléc ${p.rounds} fordulójához ${p.need} kellene: a(z) ${p.have}. forduló utániakat le nem játszottnak olvassuk; töltse ki a sor celláit a játszott fordulókban`,
    rdFooterRows: (p) =>
      `innen ${p.count === 1 ? "egy sor" : `${p.count} sor`} kezdősorszám (SNo.) nélkül: nem játékosok, nem olvassuk be; ha játékos van köztük, adjon neki kezdősorszámot`,
    rdRatingListGiven: (p) =>
      `ez értékszám-listának látszik (${LIST_NAMES.hu[p.list]}), nem versenynek: adja meg értékszám-listaként`,
    rdJsonShape: (p) =>
      `${jsonLead("hu", p)}${q("hu", p.key)}: ${JSON_KINDS.hu[p.expected]} helyett ${jsonShown("hu", p)} áll: ${p.entries === undefined ? "nincs beolvasva" : `${p.entries} bejegyzése nincs beolvasva`}; írja ${JSON_KINDS.hu[p.expected]} alakban`,
    rdJsonRepeatedKey: (p) =>
      `a ${q("hu", p.key)} kulcs kétszer szerepel egy objektumban: az utolsó értéket olvassuk be, az elsőt nem; a helyeset hagyja meg`,
  },
  ru: {
    rdNotAPlayer: () =>
      "нет записей туров: строка не прочитана как строка игрока; если это строка игрока, допишите в конце его результат каждого тура (0- за несыгранный тур) или начните её с ;, чтобы она стала комментарием",
    rdRoundCount: (p) =>
      `записей туров: ${p.run}, в остальных строках: ${p.rounds}; ${p.extra !== undefined ? `первые ${p.extra} пропущены` : "недостающие туры прочитаны как без пары"}; запишите в каждой строке по одной записи на тур (0- за несыгранный тур)`,
    rdMissingRank: () =>
      "после имени нет разряда: запишите его после имени как 30k–1k, 1d–9d или 1p–9p (до тех пор у игрока нет разряда)",
    rdUnexpectedToken: (p) =>
      `лишнее ${q("ru", p.token)} перед результатами: не прочитано; после клуба перед результатами стоят только числа, поэтому удалите его или соедините слова названия клуба знаком _`,
    rdBadPin: (p) =>
      `EGD PIN ${q("ru", p.pin)} — не 8 цифр: не прочитан; запишите после | восьмизначный PIN игрока или уберите |`,
    rdOpponentNotRow: (p) =>
      `соперник ${p.opponent} в ${q("ru", p.cell)} — не строка таблицы (игроков: ${p.players}): тур прочитан как без пары; запишите строку соперника, от 1 до ${p.players}`,
    rdBadParameter: (p) =>
      `${attr(p.key, p.value)}: ${p.fallback === undefined ? "не разряд; взято значение по умолчанию; запишите разряд, например 20K или 4D" : `не целое число; взято ${p.fallback}; запишите целое число`}`,
    rdMmZero: (p) =>
      `${attr("genMMZero", p.value)} не используется: OpenGotha считает очки Мак-Магона от 30K, что бы ни было в файле, и это чтение тоже; исправлять нечего, очки и места — как в OpenGotha`,
    rdCriterion: (p) =>
      p.team
        ? `командный критерий мест ${p.name} не воспроизводится: места определяются по остальным; где он решает места, возьмите места из OpenGotha`
        : `критерий мест ${p.name} здесь не вычисляется: места могут отличаться от OpenGotha; где он решает места, возьмите их из OpenGotha`,
    rdCriterionSlot: (p) =>
      `критерий мест ${p.name}: ${attr("number", p.number)} — не место от 1 до 6, пропущен (импорт OpenGotha на нём останавливается); пронумеруйте критерии от 1 до 6`,
    rdDuplicateKey: (p) =>
      `у двух игроков ключ ${p.key}, а партии называют игроков по ключу: сделайте их фамилии или имена разными (ключ — фамилия и имя заглавными буквами)`,
    rdRoundsDeclared: (p) =>
      `партии до тура ${p.used}, но ${attr("numberOfRounds", p.declared)}: запишите numberOfRounds="${p.used}" или больше либо исправьте туры партий`,
    rdRoundNumber: (p) =>
      `${p.bye ? "ByePlayer " : ""}${attr("roundNumber", p.value)} — не тур (${p.min}..${p.max}): не прочитано; запишите тур, от ${p.min} до ${p.max}`,
    rdUnknownResult: (p) =>
      `тур ${p.round}: неизвестный результат ${q("ru", p.result)}: прочитано как партия без результата; запишите результат так, как его пишет программа, создавшая файл`,
    rdByeUnknown: (p) =>
      `${p.round === undefined ? "" : roundLead("ru", p.round)}свободен от игры неизвестный игрок${p.who === undefined ? "" : ` ${q("ru", p.who)}`}${p.ignored ? ": не прочитано, как и в OpenGotha; если это свободный тур игрока из списка, запишите его ключ (фамилия и имя заглавными буквами)" : ": не прочитано; если это свободный тур игрока из файла, укажите его"}`,
    rdByeOpponentUnknown: (p) => READER_GO_MESSAGES.ru.rdByeUnknown(p),
    rdSeveralGames: (p) =>
      `игрок ${p.player} (${p.name}) в жеребьёвке тура ${p.round} несколько раз — ${p.times} (строки ${p.lines.join(", ")}): засчитана каждая партия, как в OpenGotha, а для SOS и других дополнительных показателей его партия — в строке ${p.kept}, как её берёт OpenGotha; если это ошибка, исправьте жеребьёвку тура`,
    rdGameReplaced: (p) =>
      `тур ${p.round}, стол ${p.table}: вторая партия за этим столом; она заменяет партию в строке ${p.line}, как в OpenGotha; если сыграны обе, дайте каждой свой стол`,
    rdSecondBye: (p) =>
      `в туре ${p.round} второй свободный от игры (игрок ${p.player} в строке ${p.line}): остаётся последний, как в OpenGotha; оставьте в туре одного свободного — того, кто им был`,
    rdBadRank: (p) =>
      `разряд ${q("ru", p.value)} — не разряд го: запишите его как 30k–1k, 1d–9d или 1p–9p (до тех пор у игрока нет разряда)`,
    rdNameCountry: (p) =>
      `имя ${q("ru", p.name)} содержит код страны ${q("ru", p.token)}, а разряд прочитан из голого числа ${q("ru", p.value)} как ${p.value}k: если столбец разряда пропущен, запишите разряд после имени (30k–1k, 1d–9d); если ${p.value}k и есть его разряд, запишите так`,
    rdRankFromGrade: (p) =>
      `разряд ${q("ru", p.value)} — не разряд го: итоги берут его grade ${q("ru", p.grade)}, а жеребьёвка OpenGotha считает его 30 кю; исправьте разряд в файле`,
    rdOgRating: (p) =>
      `рейтинг ${q("ru", p.value)} вне рейтингов OpenGotha (${p.min}..${p.max}): прочитан как ${p.read}, как его читает OpenGotha; если это ошибка, запишите его рейтинг, от ${p.min} до ${p.max}`,
    rdNoTournamentRoot: () =>
      "нет корневого элемента <Tournament>: это не турнир OpenGotha; укажите файл .xml, в который OpenGotha сохранила турнир",
    rdTeamUnknownPlayer: (p) =>
      `команда ${q("ru", p.team)}: доска неизвестного игрока ${q("ru", p.who)} пропущена; запишите ключ игрока из списка (фамилия и имя заглавными буквами)`,
    rdTeamBadBoard: (p) =>
      `команда ${q("ru", p.team)}: ${attr("roundNumber", p.round)} ${attr("boardNumber", p.board)} — не тур и доска: пропущено; запишите их целыми числами от 1`,
    rdTeamPlayerTwice: (p) =>
      `команда ${q("ru", p.team)}: игрок ${q("ru", p.who)} уже в команде ${q("ru", p.other)}: в этой пропущен; включите его только в одну команду`,
    rdTeamSize: (p) =>
      `${attr("teamSize", p.value)} — не от 1 до 10: число досок — наибольшее, выставленное командой; запишите число досок команды, от 1 до 10`,
    rdTimeSystem: (p) =>
      `неизвестный тип timeSystem ${q("ru", p.type)}: контроль времени не прочитан; запишите один из типов pairgoth (CANADIAN, JAPANESE, STANDARD, FISCHER, SUDDEN_DEATH)`,
    rdNoMainTime: (p) => `timeSystem ${p.type} без mainTime в секундах: запишите его mainTime в секундах`,
    rdPlayerId: (p) => `игрок ${p.player}: нет id или он повторяется; дайте каждому игроку свой id`,
    rdSosAbsent: () =>
      "sosValueAbsentUseBase=false (SOS тура без партии от базового MMS плюс половина туров) не поддерживается: SOS считается от начального MMS; чтобы SOS здесь и в pairgoth совпадал, установите там true",
    rdDuplicateId: (p) =>
      `игрок ${p.player}: id ${q("ru", p.id)} уже у игрока ${p.first}; партии с ним отнесены к первому; дайте каждому игроку свой id`,
    rdRoundElement: (p) =>
      `<RoundNumber>${p.value}</RoundNumber> — не тур (${p.min}..${p.max}): его пары пропущены; запишите тур, от ${p.min} до ${p.max}`,
    rdNoNameColumn: () =>
      "нет строки заголовка со столбцом имени: начните таблицу строкой заголовка, называющей её столбцы (Имя, затем туры), как в таблице, сохранённой с листа",
    rdRightOfHeader: (p) =>
      `${q("ru", p.value)} правее последнего столбца заголовка (${p.columns}): не прочитано; назовите его столбец в заголовке или удалите его`,
    rdAfterLastRound: (p) =>
      `${q("ru", p.value)} после тура ${p.rounds}, последнего читаемого в этой таблице: не прочитано; если тур сыгран, добавьте его в заголовок, иначе удалите`,
    rdShortRow: (p) =>
      `клеток: ${p.cells}, а для ${p.rounds} туров заголовка нужно ${p.need}: туры после ${p.have} прочитаны как несыгранные; заполните клетки строки за сыгранные туры`,
    rdFooterRows: (p) =>
      `${p.count === 1 ? "строка" : `строк: ${p.count},`} без стартового номера (SNo.) отсюда: не игроки, не прочитано; если среди них есть игрок, дайте ему стартовый номер`,
    rdRatingListGiven: (p) =>
      `это похоже на рейтинг-лист (${LIST_NAMES.ru[p.list]}), а не на турнир: укажите его как рейтинг-лист`,
    rdJsonShape: (p) =>
      `${jsonLead("ru", p)}${q("ru", p.key)}: ожидается ${JSON_KINDS.ru[p.expected]}, в файле — ${jsonShown("ru", p)}: ${p.entries === undefined ? "не прочитано" : `записи (${p.entries}) не прочитаны`}; запишите как ${JSON_KINDS.ru[p.expected]}`,
    rdJsonRepeatedKey: (p) =>
      `ключ ${q("ru", p.key)} дважды в одном объекте: прочитано последнее значение, первое — нет; оставьте верное`,
  },
};

/** What each code's diagnostic is known by (D135). */
export const READER_GO_CATEGORIES: Categories<ReaderGoParams> = {
  rdNotAPlayer: "not-a-player",
  rdRoundCount: "round-count",
  rdMissingRank: "missing-rank",
  rdUnexpectedToken: "unexpected-token",
  rdBadPin: "bad-pin",
  rdOpponentNotRow: "unknown-opponent",
  rdBadParameter: "bad-parameter",
  rdMmZero: "unhonoured-parameter",
  rdCriterion: (p) => (p.team ? "team-criterion" : "unhonoured-parameter"),
  rdCriterionSlot: "unhonoured-parameter",
  rdDuplicateKey: "duplicate-key",
  rdRoundsDeclared: "rounds",
  rdRoundNumber: "bad-round",
  rdUnknownResult: "unknown-result",
  rdByeUnknown: "unknown-player",
  rdByeOpponentUnknown: "unknown-opponent",
  rdSeveralGames: "several-games",
  rdGameReplaced: "replaced-game",
  rdSecondBye: "repeated-bye",
  rdBadRank: "bad-rank",
  rdNameCountry: "bad-rank",
  rdRankFromGrade: "bad-rank",
  rdOgRating: "og-rating",
  rdNoTournamentRoot: "not-opengotha",
  rdTeamUnknownPlayer: "unknown-team-player",
  rdTeamBadBoard: "bad-board",
  rdTeamPlayerTwice: "player-in-two-teams",
  rdTeamSize: "bad-team-size",
  rdTimeSystem: "bad-time-system",
  rdNoMainTime: "bad-time-system",
  rdPlayerId: "bad-id",
  rdSosAbsent: "sos-absent",
  rdDuplicateId: "duplicate-id",
  rdRoundElement: "bad-round",
  rdNoNameColumn: "no-header",
  rdRightOfHeader: "cell-outside-header",
  rdAfterLastRound: "beyond-last-round",
  rdShortRow: "short-row",
  rdFooterRows: "not-a-player",
  rdRatingListGiven: "rating-list",
  rdJsonShape: "bad-shape",
  rdJsonRepeatedKey: "repeated-key",
};
