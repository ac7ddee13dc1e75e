/**
 * The messages src/sheet produces (Recalculate's problems, Post's skipped players, the rating
 * list's header search, the adapter's failures), as a key and its parameters, so that the pane
 * shows them in its language: `describe(message, lang)`. Every producer also keeps the English
 * text (`SheetProblem.message`, `Error.message`, …), which is `describe(message, "en")`.
 *
 * The crosstable reader of src/formats (sheet-crosstable.ts) states the values of each message
 * as its diagnostic's `params`: `crosstableMessage` turns them into the `ct…` messages below,
 * whose English is the reader's own text. Other messages that come from elsewhere — the rating
 * engines of src/core, a crosstable diagnostic this module does not know — travel as `verbatim`
 * (their English text, shown as it is in every language).
 */
import { RatingError } from "../core/common/errors";
import type { Diagnostic } from "../core/tournament/diagnostics";
import type { CrosstableParams } from "../formats/sheet-crosstable";
import { type HeaderKey, type SheetLanguage, SHEET_TEXTS, russianPlural } from "./texts";

export type { SheetLanguage } from "./texts";

/** The parameters of each message, by key. */
export interface MessageParams {
  /** A text produced outside src/sheet, shown unchanged. */
  verbatim: { text: string };
  // ── Recalculate (recalc.ts) ──
  notSheetEmpty: { sheet: string };
  notSheetNoSystem: { sheet: string };
  notSheetNoCrosstable: { sheet: string };
  notSheetNoRatings: { sheet: string };
  notSheetNoStandings: { sheet: string };
  unknownSystem: { value: string };
  missingHeaderRow: { row: HeaderKey };
  /** `field` is a header row (its label in the message's language); "k" also names the K column. */
  notWhole: { field: HeaderKey; value: string; lo: number; hi: number };
  notBoolean: { field: HeaderKey; value: string };
  /** `label: detail`, the detail from elsewhere (a rule set the core does not know). */
  labelled: { field: HeaderKey; detail: string };
  notDate: { field: HeaderKey; value: string };
  releaseBeforeLastDay: { release: string; lastDay: string };
  unknownTiebreak: { word: string };
  badPlace: { value: string };
  missingPlayerName: Record<string, never>;
  noPlayerRows: Record<string, never>;
  standingsNeedRows: { players: number; first: number; last: number; insert: number };
  // ── The crosstable as sheet-crosstable.ts reads it (codes of its diagnostics) ──
  /** missing-number */
  ctMissingNumber: Record<string, never>;
  /** bad-number */
  ctBadNumber: { value: string };
  /** duplicate-number */
  ctDuplicateNumber: { number: number };
  // missing-name: missingPlayerName
  /** bad-rank */
  ctBadRank: { value: string };
  /** bad-rating */
  ctBadRating: { value: string };
  /** unknown-result: a cell outside the cell grammar (cell.ts), or TRUE/FALSE */
  ctBadResult: CrosstableParams["unknown-result"];
  /** unknown-opponent, asymmetric-unknown-opponent */
  ctUnknownOpponent: { round: number; opponent: number };
  /** asymmetric-self-game */
  ctSelfGame: { round: number; player: number };
  /** asymmetric-one-sided */
  ctOneSided: { round: number; player: number; opponent: number };
  /** asymmetric-results */
  ctResults: { round: number; player: number; opponent: number };
  /** asymmetric-colours */
  ctColours: { round: number; player: number; opponent: number };
  /** asymmetric-handicap */
  ctHandicap: { round: number; player: number; opponent: number };
  /** asymmetric-forfeit */
  ctForfeit: { round: number; player: number; opponent: number };
  // ── Post (post.ts) ──
  noNewRating: { no: number; name: string };
  listRowTaken: { no: number; name: string; row: number; other: string };
  severalListRows: { no: number; name: string };
  listEmpty: { sheet: string };
  noListHeader: { sheet: string; rows: number };
  postDateNotIso: { date: string };
  mappingForOtherSheet: { mapping: string; read: string };
  mappingWithoutNameOrId: { sheet: string };
  // ── The adapter (adapter.ts, actions.ts) ──
  readNamesFailed: { detail: string };
  writeFailedRemoved: { sheet: string; detail: string };
  writeFailedNotRemoved: { sheet: string; detail: string };
  updateFailedNothing: { sheet: string; detail: string };
  updateFailedPartly: { sheet: string; detail: string; done: number; total: number };
  readFailed: { names: string; detail: string };
  readMissing: { names: string };
  readActiveFailed: Record<string, never>;
  readSheetFailed: { sheet: string };
  readRangeFailed: { sheet: string; address: string };
  readSheetNamesFailed: { detail: string };
}

export type MessageKey = keyof MessageParams;

/** A message of src/sheet: a key and its parameters (plain data, JSON-safe). */
export type SheetMessage = {
  [K in MessageKey]: { readonly key: K; readonly params: MessageParams[K] };
}[MessageKey];

/** Builds a message (typed by its key). */
export function msg<K extends MessageKey>(key: K, params: MessageParams[K]): SheetMessage {
  return { key, params } as SheetMessage;
}

type Templates = { readonly [K in MessageKey]: (p: MessageParams[K]) => string };

const label = (lang: SheetLanguage, field: HeaderKey): string => SHEET_TEXTS[lang].labels[field];

const s = (n: number, one: string, many: string): string => (n === 1 ? one : many);

const EN: Templates = {
  verbatim: (p) => p.text,
  notSheetEmpty: (p) =>
    `"${p.sheet}" is not a tournament sheet of this add-in (it is empty); create one from a tournament file first`,
  notSheetNoSystem: (p) =>
    `"${p.sheet}" is not a tournament sheet of this add-in (no System row in its header block); create one from a tournament file first`,
  notSheetNoCrosstable: (p) =>
    `"${p.sheet}" is not a tournament sheet of this add-in (no crosstable header (No, Name …) below the header block); create one from a tournament file first`,
  notSheetNoRatings: (p) =>
    `"${p.sheet}" is not a tournament sheet of this add-in (no New ratings section below the crosstable); create one from a tournament file first`,
  notSheetNoStandings: (p) =>
    `"${p.sheet}" is not a tournament sheet of this add-in (no Standings section below the crosstable); create one from a tournament file first`,
  unknownSystem: (p) => `System "${p.value}" is not MGSZ, FIDE or MAHJONG`,
  missingHeaderRow: (p) => `The header block has no ${SHEET_TEXTS.en.labels[p.row]} row`,
  notWhole: (p) => `${label("en", p.field)}: "${p.value}" is not a whole number ${p.lo}..${p.hi}`,
  notBoolean: (p) => `${label("en", p.field)}: "${p.value}" is not TRUE or FALSE`,
  labelled: (p) => `${label("en", p.field)}: ${p.detail}`,
  notDate: (p) => `${label("en", p.field)}: "${p.value}" is not a date like 2026-12-01`,
  releaseBeforeLastDay: (p) =>
    `${label("en", "release")} ${p.release} is before the event's last day ${p.lastDay} (${label("en", "lastDay")}): a rating is released after the tournament (D16)`,
  unknownTiebreak: (p) =>
    `Tie-break "${p.word}" is not one of PTS MMS SOS SODOS SOSOS BUCH BUCHT BERGER CUM DE WINS ARO`,
  badPlace: (p) => `place "${p.value}" is not a number 1 or more`,
  missingPlayerName: () => "the player's name is missing",
  noPlayerRows: () => "The crosstable has no player rows",
  standingsNeedRows: (p) =>
    `The standings of ${p.players} players need rows ${p.first}–${p.last}: insert ${p.insert} ${s(p.insert, "row", "rows")} above this title`,
  ctMissingNumber: () => "the player's number is missing",
  ctBadNumber: (p) => `number "${p.value}" is not a whole number 1 or more`,
  ctDuplicateNumber: (p) => `number ${p.number} appears twice`,
  ctBadRank: (p) => `rank "${p.value}" is not a Go rank (30k … 1k, 1d … 9d, 1p … 9p)`,
  ctBadRating: (p) => `rating "${p.value}" is not a number 0 or more`,
  ctBadResult: (p) => {
    const c = p.cell;
    const why = {
      "not-a-result": `${c} is not a result`,
      "no-opponent": `unknown result "${c}": expected an opponent number`,
      "opponent-too-long": `opponent number too long in "${c}"`,
      "unknown-result": `unknown result "${c}"`,
      "expected-mark": `unknown result "${c}": expected "/" or "!"`,
      "handicap-range": `handicap out of range in "${c}"`,
      unexpected: `unexpected "${p.rest ?? ""}" in "${c}"`,
    }[p.reason];
    return `round ${p.round}: ${why}`;
  },
  ctUnknownOpponent: (p) => `round ${p.round}: opponent ${p.opponent} is not in the table`,
  ctSelfGame: (p) => `round ${p.round}: player ${p.player} meets himself`,
  ctOneSided: (p) =>
    `round ${p.round}: player ${p.player} lists a game against ${p.opponent}, whose row does not list it`,
  ctResults: (p) =>
    `round ${p.round}: the results of players ${p.player} and ${p.opponent} do not add up to one game`,
  ctColours: (p) => `round ${p.round}: players ${p.player} and ${p.opponent} both had the same colour`,
  ctHandicap: (p) => `round ${p.round}: players ${p.player} and ${p.opponent} report different handicaps`,
  ctForfeit: (p) =>
    `round ${p.round}: players ${p.player} and ${p.opponent} disagree whether the game was forfeited`,
  noNewRating: (p) => `${p.no} ${p.name}: no new rating`,
  listRowTaken: (p) => `${p.no} ${p.name}: list row ${p.row} already taken by ${p.other}`,
  severalListRows: (p) => `${p.no} ${p.name}: several list rows carry this name; not posted`,
  listEmpty: (p) => `"${p.sheet}" is empty`,
  noListHeader: (p) =>
    `No header row in the first ${p.rows} rows of "${p.sheet}" names a rating column and a name or ID column (e.g. Name, Rating)`,
  postDateNotIso: (p) => `Post date "${p.date}" is not an ISO date like 2026-11-22`,
  mappingForOtherSheet: (p) => `The mapping is for "${p.mapping}", but "${p.read}" was read`,
  mappingWithoutNameOrId: (p) =>
    `The mapping of "${p.sheet}" has neither a name nor an ID column to append players in`,
  readNamesFailed: (p) => `Could not read the workbook's sheet names: ${p.detail}. Nothing was changed.`,
  writeFailedRemoved: (p) =>
    `Could not write the sheet "${p.sheet}": ${p.detail}. The partial sheet was removed; no other sheet was changed.`,
  writeFailedNotRemoved: (p) =>
    `Could not write the sheet "${p.sheet}": ${p.detail}. The partial sheet "${p.sheet}" could not be removed: delete it by hand. No other sheet was changed.`,
  updateFailedNothing: (p) => `Could not update the sheet "${p.sheet}": ${p.detail}. Nothing was changed.`,
  updateFailedPartly: (p) =>
    `Could not update the sheet "${p.sheet}": ${p.detail}. The first ${p.done} of ${p.total} parts were written.`,
  readFailed: (p) => `Could not read ${p.names}: ${p.detail}`,
  readMissing: (p) => `Could not read ${p.names}: no sheet or range named ${p.names} in this workbook`,
  readActiveFailed: () => "Could not read the active sheet",
  readSheetFailed: (p) => `Could not read "${p.sheet}"`,
  readRangeFailed: (p) => `Could not read "${p.sheet}"!${p.address}`,
  readSheetNamesFailed: (p) => `Could not read the sheet names: ${p.detail}`,
};

const HU: Templates = {
  verbatim: (p) => p.text,
  notSheetEmpty: (p) =>
    `„${p.sheet}” nem a bővítmény versenylapja (üres); előbb hozzon létre egyet egy versenyfájlból`,
  notSheetNoSystem: (p) =>
    `„${p.sheet}” nem a bővítmény versenylapja (a fejlécblokkban nincs Rendszer sor); előbb hozzon létre egyet egy versenyfájlból`,
  notSheetNoCrosstable: (p) =>
    `„${p.sheet}” nem a bővítmény versenylapja (a fejlécblokk alatt nincs táblázatfejléc (Sz., Név …)); előbb hozzon létre egyet egy versenyfájlból`,
  notSheetNoRatings: (p) =>
    `„${p.sheet}” nem a bővítmény versenylapja (a táblázat alatt nincs Új értékszámok szakasz); előbb hozzon létre egyet egy versenyfájlból`,
  notSheetNoStandings: (p) =>
    `„${p.sheet}” nem a bővítmény versenylapja (a táblázat alatt nincs Végeredmény szakasz); előbb hozzon létre egyet egy versenyfájlból`,
  unknownSystem: (p) => `A(z) „${p.value}” rendszer nem MGSZ, FIDE vagy MAHJONG`,
  missingHeaderRow: (p) => `A fejlécblokkban nincs ${SHEET_TEXTS.hu.labels[p.row]} sor`,
  notWhole: (p) => `${label("hu", p.field)}: „${p.value}” nem egész szám ${p.lo} és ${p.hi} között`,
  notBoolean: (p) => `${label("hu", p.field)}: „${p.value}” nem IGAZ vagy HAMIS`,
  labelled: (p) => `${label("hu", p.field)}: ${p.detail}`,
  notDate: (p) => `${label("hu", p.field)}: „${p.value}” nem dátum (például 2026-12-01)`,
  releaseBeforeLastDay: (p) =>
    `${label("hu", "release")}: ${p.release} korábbi, mint a verseny utolsó napja, ${p.lastDay} (${label("hu", "lastDay")}); a ranglista a verseny után jelenik meg (D16)`,
  unknownTiebreak: (p) =>
    `A(z) „${p.word}” holtversenyszabály nem ezek egyike: PTS MMS SOS SODOS SOSOS BUCH BUCHT BERGER CUM DE WINS ARO`,
  badPlace: (p) => `a(z) „${p.value}” helyezés nem 1 vagy nagyobb szám`,
  missingPlayerName: () => "hiányzik a játékos neve",
  noPlayerRows: () => "A táblázatnak nincs játékossora",
  standingsNeedRows: (p) =>
    `${p.players} játékos végeredményének a(z) ${p.first}–${p.last}. sorok kellenek: szúrjon be ${p.insert} sort e cím fölé`,
  ctMissingNumber: () => "hiányzik a játékos sorszáma",
  ctBadNumber: (p) => `a(z) „${p.value}” sorszám nem 1 vagy nagyobb egész szám`,
  ctDuplicateNumber: (p) => `a(z) ${p.number} sorszám kétszer szerepel`,
  ctBadRank: (p) => `a(z) „${p.value}” nem go-fokozat (30k … 1k, 1d … 9d, 1p … 9p)`,
  ctBadRating: (p) => `a(z) „${p.value}” értékszám nem 0 vagy nagyobb szám`,
  ctBadResult: (p) => {
    const c = p.cell;
    const why = {
      "not-a-result": `${c} nem eredmény`,
      "no-opponent": `ismeretlen eredmény: „${c}”; az ellenfél sorszámával kell kezdődnie`,
      "opponent-too-long": `túl hosszú ellenfél-sorszám: „${c}”`,
      "unknown-result": `ismeretlen eredmény: „${c}”`,
      "expected-mark": `ismeretlen eredmény: „${c}”; az eredmény után „/” vagy „!” kell`,
      "handicap-range": `túl nagy előny: „${c}”`,
      unexpected: `váratlan „${p.rest ?? ""}” ebben: „${c}”`,
    }[p.reason];
    return `${p.round}. forduló: ${why}`;
  },
  ctUnknownOpponent: (p) => `${p.round}. forduló: a(z) ${p.opponent} sorszámú ellenfél nincs a táblázatban`,
  ctSelfGame: (p) => `${p.round}. forduló: a(z) ${p.player} sorszámú játékos önmaga ellen játszik`,
  ctOneSided: (p) =>
    `${p.round}. forduló: a(z) ${p.player} sorszámú játékos játszmát jegyez a(z) ${p.opponent} ellen, de annak sorában ez nem szerepel`,
  ctResults: (p) =>
    `${p.round}. forduló: a(z) ${p.player} és ${p.opponent} sorszámú játékos eredménye nem ad ki egy játszmát`,
  ctColours: (p) =>
    `${p.round}. forduló: a(z) ${p.player} és ${p.opponent} sorszámú játékos ugyanazzal a színnel játszott`,
  ctHandicap: (p) =>
    `${p.round}. forduló: a(z) ${p.player} és ${p.opponent} sorszámú játékos eltérő előnyt ad meg`,
  ctForfeit: (p) =>
    `${p.round}. forduló: a(z) ${p.player} és ${p.opponent} sorszámú játékos nem egyezik abban, hogy a játszma játék nélkül dőlt-e el`,
  noNewRating: (p) => `${p.no} ${p.name}: nincs új értékszám`,
  listRowTaken: (p) => `${p.no} ${p.name}: a ranglista ${p.row}. sorát már ${p.other} foglalja`,
  severalListRows: (p) => `${p.no} ${p.name}: a ranglista több sora viseli ezt a nevet; nincs beírva`,
  listEmpty: (p) => `„${p.sheet}” üres`,
  noListHeader: (p) =>
    `„${p.sheet}” első ${p.rows} sorában nincs olyan fejlécsor, amely értékszám-oszlopot és név- vagy azonosítóoszlopot nevezne meg (pl. Név, Értékszám)`,
  postDateNotIso: (p) => `A(z) „${p.date}” dátum nem ÉÉÉÉ-HH-NN alakú (például 2026-11-22)`,
  mappingForOtherSheet: (p) =>
    `Az oszlopkiosztás a(z) „${p.mapping}” laphoz tartozik, de „${p.read}” lett beolvasva`,
  mappingWithoutNameOrId: (p) =>
    `„${p.sheet}” oszlopkiosztásában nincs sem név-, sem azonosítóoszlop az új játékosok felvételéhez`,
  readNamesFailed: (p) =>
    `Nem sikerült beolvasni a munkafüzet lapjainak nevét: ${p.detail}. Semmi sem változott.`,
  writeFailedRemoved: (p) =>
    `Nem sikerült megírni a(z) „${p.sheet}” lapot: ${p.detail}. A félkész lap törölve; más lap nem változott.`,
  writeFailedNotRemoved: (p) =>
    `Nem sikerült megírni a(z) „${p.sheet}” lapot: ${p.detail}. A félkész „${p.sheet}” lapot nem sikerült törölni: törölje kézzel. Más lap nem változott.`,
  updateFailedNothing: (p) =>
    `Nem sikerült frissíteni a(z) „${p.sheet}” lapot: ${p.detail}. Semmi sem változott.`,
  updateFailedPartly: (p) =>
    `Nem sikerült frissíteni a(z) „${p.sheet}” lapot: ${p.detail}. ${p.total} részből az első ${p.done} beíródott.`,
  readFailed: (p) => `Nem sikerült beolvasni: ${p.names}: ${p.detail}`,
  readMissing: (p) =>
    `Nem sikerült beolvasni: ${p.names}: ilyen nevű lap vagy tartomány nincs a munkafüzetben`,
  readActiveFailed: () => "Nem sikerült beolvasni az aktív lapot",
  readSheetFailed: (p) => `Nem sikerült beolvasni: „${p.sheet}”`,
  readRangeFailed: (p) => `Nem sikerült beolvasni: „${p.sheet}”!${p.address}`,
  readSheetNamesFailed: (p) => `Nem sikerült beolvasni a lapok nevét: ${p.detail}`,
};

const RU: Templates = {
  verbatim: (p) => p.text,
  notSheetEmpty: (p) =>
    `«${p.sheet}» — не лист турнира этой надстройки (он пуст); сначала создайте его из файла турнира`,
  notSheetNoSystem: (p) =>
    `«${p.sheet}» — не лист турнира этой надстройки (в шапке нет строки «Система»); сначала создайте его из файла турнира`,
  notSheetNoCrosstable: (p) =>
    `«${p.sheet}» — не лист турнира этой надстройки (под шапкой нет заголовка таблицы (№, Имя …)); сначала создайте его из файла турнира`,
  notSheetNoRatings: (p) =>
    `«${p.sheet}» — не лист турнира этой надстройки (под таблицей нет раздела «Новые рейтинги»); сначала создайте его из файла турнира`,
  notSheetNoStandings: (p) =>
    `«${p.sheet}» — не лист турнира этой надстройки (под таблицей нет раздела «Итоговая таблица»); сначала создайте его из файла турнира`,
  unknownSystem: (p) => `Система «${p.value}» — не MGSZ, FIDE и не MAHJONG`,
  missingHeaderRow: (p) => `В шапке нет строки «${SHEET_TEXTS.ru.labels[p.row]}»`,
  notWhole: (p) => `${label("ru", p.field)}: «${p.value}» — не целое число от ${p.lo} до ${p.hi}`,
  notBoolean: (p) => `${label("ru", p.field)}: «${p.value}» — не ИСТИНА и не ЛОЖЬ`,
  labelled: (p) => `${label("ru", p.field)}: ${p.detail}`,
  notDate: (p) => `${label("ru", p.field)}: «${p.value}» — не дата вида 2026-12-01`,
  releaseBeforeLastDay: (p) =>
    `${label("ru", "release")} ${p.release} раньше последнего дня турнира ${p.lastDay} (${label("ru", "lastDay")}): рейтинг выпускается после турнира (D16)`,
  unknownTiebreak: (p) =>
    `Доп. показатель «${p.word}» — не один из PTS MMS SOS SODOS SOSOS BUCH BUCHT BERGER CUM DE WINS ARO`,
  badPlace: (p) => `место «${p.value}» — не число от 1`,
  missingPlayerName: () => "нет имени игрока",
  noPlayerRows: () => "В таблице нет строк игроков",
  standingsNeedRows: (p) =>
    `Итоговой таблице ${p.players} игроков нужны строки ${p.first}–${p.last}: вставьте ${p.insert} ${russianPlural(p.insert, "строку", "строки", "строк")} над этим заголовком`,
  ctMissingNumber: () => "нет номера игрока",
  ctBadNumber: (p) => `номер «${p.value}» — не целое число от 1`,
  ctDuplicateNumber: (p) => `номер ${p.number} встречается дважды`,
  ctBadRank: (p) => `разряд «${p.value}» — не разряд го (30k … 1k, 1d … 9d, 1p … 9p)`,
  ctBadRating: (p) => `рейтинг «${p.value}» — не число от 0`,
  ctBadResult: (p) => {
    const c = p.cell;
    const why = {
      "not-a-result": `${c} — не результат`,
      "no-opponent": `неизвестный результат «${c}»: ожидался номер соперника`,
      "opponent-too-long": `слишком длинный номер соперника в «${c}»`,
      "unknown-result": `неизвестный результат «${c}»`,
      "expected-mark": `неизвестный результат «${c}»: ожидался «/» или «!»`,
      "handicap-range": `фора вне допустимых пределов в «${c}»`,
      unexpected: `лишнее «${p.rest ?? ""}» в «${c}»`,
    }[p.reason];
    return `тур ${p.round}: ${why}`;
  },
  ctUnknownOpponent: (p) => `тур ${p.round}: соперника ${p.opponent} нет в таблице`,
  ctSelfGame: (p) => `тур ${p.round}: игрок ${p.player} играет сам с собой`,
  ctOneSided: (p) =>
    `тур ${p.round}: у игрока ${p.player} записана партия с ${p.opponent}, а в строке ${p.opponent} её нет`,
  ctResults: (p) =>
    `тур ${p.round}: результаты игроков ${p.player} и ${p.opponent} не складываются в одну партию`,
  ctColours: (p) => `тур ${p.round}: игроки ${p.player} и ${p.opponent} играли одним цветом`,
  ctHandicap: (p) => `тур ${p.round}: игроки ${p.player} и ${p.opponent} указали разную фору`,
  ctForfeit: (p) =>
    `тур ${p.round}: игроки ${p.player} и ${p.opponent} расходятся в том, была ли партия засчитана без игры`,
  noNewRating: (p) => `${p.no} ${p.name}: нет нового рейтинга`,
  listRowTaken: (p) => `${p.no} ${p.name}: строка ${p.row} рейтинг-листа уже занята игроком ${p.other}`,
  severalListRows: (p) => `${p.no} ${p.name}: это имя стоит в нескольких строках рейтинг-листа; не записано`,
  listEmpty: (p) => `«${p.sheet}» пуст`,
  noListHeader: (p) =>
    `В первых ${p.rows} строках «${p.sheet}» нет строки заголовка со столбцом рейтинга и столбцом имени или ID (например, Имя, Рейтинг)`,
  postDateNotIso: (p) => `Дата «${p.date}» — не дата ISO вида 2026-11-22`,
  mappingForOtherSheet: (p) => `Столбцы заданы для «${p.mapping}», а прочитан «${p.read}»`,
  mappingWithoutNameOrId: (p) =>
    `В столбцах «${p.sheet}» нет ни столбца имени, ни столбца ID, чтобы добавить игроков`,
  readNamesFailed: (p) => `Не удалось прочитать имена листов книги: ${p.detail}. Ничего не изменено.`,
  writeFailedRemoved: (p) =>
    `Не удалось записать лист «${p.sheet}»: ${p.detail}. Недописанный лист удалён; другие листы не изменены.`,
  writeFailedNotRemoved: (p) =>
    `Не удалось записать лист «${p.sheet}»: ${p.detail}. Недописанный лист «${p.sheet}» удалить не удалось: удалите его вручную. Другие листы не изменены.`,
  updateFailedNothing: (p) => `Не удалось обновить лист «${p.sheet}»: ${p.detail}. Ничего не изменено.`,
  updateFailedPartly: (p) =>
    `Не удалось обновить лист «${p.sheet}»: ${p.detail}. Записаны первые ${p.done} из ${p.total} частей.`,
  readFailed: (p) => `Не удалось прочитать ${p.names}: ${p.detail}`,
  readMissing: (p) => `Не удалось прочитать ${p.names}: в книге нет листа или диапазона с таким именем`,
  readActiveFailed: () => "Не удалось прочитать активный лист",
  readSheetFailed: (p) => `Не удалось прочитать «${p.sheet}»`,
  readRangeFailed: (p) => `Не удалось прочитать «${p.sheet}»!${p.address}`,
  readSheetNamesFailed: (p) => `Не удалось прочитать имена листов: ${p.detail}`,
};

const TEMPLATES: Readonly<Record<SheetLanguage, Templates>> = { en: EN, hu: HU, ru: RU };

/**
 * The text of a message in a language of the pane: a SheetMessage, or anything carrying one as
 * `text` (a SheetProblem, a SheetInputError / SheetWriteError / SheetReadError, the problem
 * of `detectRatingListMapping`).
 */
export function describe(message: SheetMessage | HasSheetMessage, lang: SheetLanguage): string {
  const m = "key" in message ? message : message.text;
  const template = TEMPLATES[lang][m.key] as (p: unknown) => string;
  return template(m.params);
}

/** The English text of a message (what `message` fields and `Error.message` hold). */
export function english(message: SheetMessage): string {
  return describe(message, "en");
}

/**
 * The message of a crosstable diagnostic (sheet-crosstable.ts), from its code and `params`. The
 * message's English is always the diagnostic's `detail` (its text without the `Crosstable row R,
 * column C: ` prefix), byte for byte: a code this module does not know, params that are missing,
 * or a template whose English differs give `verbatim` (the English in every language).
 */
export function crosstableMessage(d: Pick<Diagnostic, "code" | "params" | "detail">): SheetMessage {
  const text = d.detail;
  const p = d.params ?? {};
  const n = (k: string): number => {
    const v = p[k];
    return typeof v === "number" ? v : NaN;
  };
  const t = (k: string): string => {
    const v = p[k];
    return typeof v === "string" ? v : "";
  };
  const pair = (): { round: number; player: number; opponent: number } => ({
    round: n("round"),
    player: n("player"),
    opponent: n("opponent"),
  });
  const byCode: Readonly<Record<string, () => SheetMessage>> = {
    "missing-number": () => msg("ctMissingNumber", {}),
    "bad-number": () => msg("ctBadNumber", { value: t("value") }),
    "duplicate-number": () => msg("ctDuplicateNumber", { number: n("number") }),
    "missing-name": () => msg("missingPlayerName", {}),
    "bad-rank": () => msg("ctBadRank", { value: t("value") }),
    "bad-rating": () => msg("ctBadRating", { value: t("value") }),
    "unknown-result": () => {
      const reason = t("reason") as CrosstableParams["unknown-result"]["reason"];
      const rest = p.rest === undefined ? {} : { rest: t("rest") };
      return msg("ctBadResult", { round: n("round"), reason, cell: t("cell"), ...rest });
    },
    "unknown-opponent": () => msg("ctUnknownOpponent", { round: n("round"), opponent: n("opponent") }),
    "asymmetric-unknown-opponent": () =>
      msg("ctUnknownOpponent", { round: n("round"), opponent: n("opponent") }),
    "asymmetric-self-game": () => msg("ctSelfGame", { round: n("round"), player: n("player") }),
    "asymmetric-one-sided": () => msg("ctOneSided", pair()),
    "asymmetric-results": () => msg("ctResults", pair()),
    "asymmetric-colours": () => msg("ctColours", pair()),
    "asymmetric-handicap": () => msg("ctHandicap", pair()),
    "asymmetric-forfeit": () => msg("ctForfeit", pair()),
  };
  const make = Object.hasOwn(byCode, d.code) ? byCode[d.code] : undefined;
  const m = make?.();
  return m !== undefined && english(m) === text ? m : msg("verbatim", { text });
}

/** A message carried by a problem, a skipped player, an error (see `describeError`). */
export interface HasSheetMessage {
  readonly text: SheetMessage;
}

/**
 * An error src/sheet throws on bad input (a release date before the event, a post date that is
 * no date, …): a RatingError (`kind` value) whose `message` is the English text and whose
 * `text` the message for `describe`.
 */
export class SheetInputError extends RatingError {
  constructor(readonly text: SheetMessage) {
    super("value", english(text));
    this.name = "SheetInputError";
  }
}

/**
 * The message of an error: the one the errors of src/sheet carry (SheetInputError,
 * SheetWriteError, SheetReadError), else the error's own message (an engine's, Excel's) as
 * `verbatim`, else `String(e)` as `verbatim`.
 */
export function messageOf(e: unknown): SheetMessage {
  if (typeof e === "object" && e !== null && "text" in e) {
    const text = (e as { text: unknown }).text;
    if (isSheetMessage(text)) return text;
  }
  return msg("verbatim", { text: e instanceof Error ? e.message : String(e) });
}

/** The text of an error in a language: its message (`messageOf`) said in `lang`. */
export function describeError(e: unknown, lang: SheetLanguage): string {
  return describe(messageOf(e), lang);
}

/** Whether a value is a message of this module (e.g. after a round trip through JSON). */
export function isSheetMessage(v: unknown): v is SheetMessage {
  if (typeof v !== "object" || v === null) return false;
  const { key, params } = v as { key?: unknown; params?: unknown };
  return typeof key === "string" && key in EN && typeof params === "object" && params !== null;
}
