/**
 * The messages of src/sheet, in every language: Recalculate's problems, Post's skipped players,
 * the rating list's header search, the adapter's failures.
 */
import { type HeaderKey, HEADER_LABELS } from "./labels";
import { type Language, russianPlural } from "./language";
import { type Categories, type Family } from "./message";

/** The parameters of each message of src/sheet, by code. */
export interface SheetParams {
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
  /** A cell of the new players' Register column that is no TRUE or FALSE. */
  registerNotBoolean: { value: string };
  /** D321: a Register cell holding the number 0, which the function reads as blank, not FALSE. */
  registerZero: Record<string, never>;
  /** D170: a Reached once cell with a word that is no MGSZ rank. */
  reachedOnceNotRank: { value: string };
  /** D172: a tournament sheet of the season without a day in its Dates cell. */
  seasonSheetNoDay: { sheet: string };
  /**
   * D396: the Dates cell's note where the file's reader read no day from its dates (`value`, as the
   * file has them), so that the sheet reads none from the cell either.
   */
  datesNotRead: { value: string };
  /** D172: Re-rate the season with no tournament sheet in the workbook. */
  seasonNoSheets: Record<string, never>;
  /** D263: a mahjong results sheet, which Re-rate the season leaves as it is. */
  seasonSheetLeft: { sheet: string };
  /** `label: detail`, the detail from elsewhere (a rule set the core does not know). */
  notDate: { field: HeaderKey; value: string };
  /** D16: a rating is released on or after the event's last day. */
  releaseBeforeLastDay: { release: string; lastDay: string };
  badPlace: { value: string };
  missingPlayerName: Record<string, never>;
  noPlayerRows: Record<string, never>;
  /** A registration list's sheet without a multiplier (D76): C left for the director. */
  multiplierLeftEmpty: Record<string, never>;
  standingsNeedRows: { players: number; first: number; last: number; insert: number };
  /** D115: the ratings formula, evaluated, gives an error no cell of the sheet explains. */
  ratingsFormulaError: { code: string };
  // ── Post (post.ts) ──
  noNewRating: { no: number; name: string };
  listRowTaken: { no: number; name: string; row: number; other: string };
  severalListRows: { no: number; name: string };
  listEmpty: { sheet: string };
  noListHeader: { sheet: string; rows: number };
  mappingForOtherSheet: { mapping: string; read: string };
  mappingWithoutNameOrId: { sheet: string };
  /**
   * Post's `columns` new columns (the rating, and the rank) would run past Excel's last column:
   * the list sheet's cells reach `last` (its used range, formats included).
   */
  postNoColumn: { sheet: string; columns: number; last: string };
  // ── The adapter (adapter.ts, actions.ts) ──
  readNamesFailed: { detail: string };
  writeFailedRemoved: { sheet: string; detail: string };
  writeFailedNotRemoved: { sheet: string; detail: string };
  updateFailedNothing: { sheet: string; detail: string };
  updateFailedPartly: { sheet: string; detail: string; done: number; total: number };
  /**
   * D364: Re-rate the season's write stopped at `sheet` after `written` (in order) of its `total`
   * sheets; `done` of `parts` requests of `sheet` itself written.
   */
  seasonWriteStopped: {
    sheet: string;
    detail: string;
    done: number;
    parts: number;
    written: readonly string[];
    total: number;
  };
  readFailed: { names: string; detail: string };
  readMissing: { names: string };
  readActiveFailed: Record<string, never>;
  readActiveFailedDetail: { detail: string };
  stillCalculating: { cell: string };
  dateSystemUnknown: { value: string };
  readSheetFailed: { sheet: string };
  readRangeFailed: { sheet: string; address: string };
  readSheetNamesFailed: { detail: string };
}

const label = (lang: Language, field: HeaderKey): string => HEADER_LABELS[lang][field];

const s = (n: number, one: string, many: string): string => (n === 1 ? one : many);

export const SHEET_MESSAGES: Family<SheetParams> = {
  en: {
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
    missingHeaderRow: (p) => `The header block has no ${HEADER_LABELS.en[p.row]} row`,
    notWhole: (p) => `${label("en", p.field)}: "${p.value}" is not a whole number ${p.lo}..${p.hi}`,
    notBoolean: (p) => `${label("en", p.field)}: "${p.value}" is not TRUE or FALSE`,
    registerNotBoolean: (p) => `Register: "${p.value}" is not TRUE (✓), FALSE (✗) or blank`,
    registerZero: () =>
      "Register: 0 is no FALSE here, because older Excel builds hand an empty cell to the functions as 0: type FALSE (✗) for a new player who does not enter the register, or clear the cell for a player who is not new",
    reachedOnceNotRank: (p) =>
      `Reached once: "${p.value}" is not a list of ranks such as "2d" or "1d;2d", nor blank`,
    seasonSheetNoDay: (p) =>
      `"${p.sheet}" has no date in its Dates cell: type the tournament's days (2026-05-10 – 2026-05-12) so that the season can place it`,
    datesNotRead: (p) =>
      `Dates: "${p.value}" as the file has it, no day read from it (the file's warning says why): type the tournament's days (2026-05-10 – 2026-05-12) so that the season and the FIDE report can read them`,
    seasonNoSheets: () =>
      "The workbook has no tournament sheet of games to re-rate: create one from a file first",
    seasonSheetLeft: (p) =>
      `"${p.sheet}" rates mahjong results and was left as it is: a mahjong season is its results replayed release by release, not tournaments rated from the list; press Recalculate on the sheet; the command line's season command rates a mahjong season`,
    notDate: (p) => `${label("en", p.field)}: "${p.value}" is not a date like 2026-12-01`,
    releaseBeforeLastDay: (p) =>
      `${label("en", "release")} ${p.release} is before the event's last day ${p.lastDay} (${label("en", "lastDay")}): a rating is released after the tournament`,
    badPlace: (p) => `place "${p.value}" is not a number 1 or more`,
    missingPlayerName: () => "the player's name is missing",
    noPlayerRows: () => "The crosstable has no player rows",
    multiplierLeftEmpty: () =>
      "The multiplier (C) is left empty: the file states no thinking time and has no games yet; fill it in the header once the time control is known (the new ratings need it)",
    ratingsFormulaError: (p) =>
      `The ratings formula gives ${p.code}: check the cells it reads (the crosstable, the header block, the K or Register column)`,
    standingsNeedRows: (p) =>
      `The standings of ${p.players} players need rows ${p.first}–${p.last}: insert ${p.insert} ${s(p.insert, "row", "rows")} above this title`,
    noNewRating: (p) => `${p.no} ${p.name}: no new rating`,
    listRowTaken: (p) => `${p.no} ${p.name}: list row ${p.row} already taken by ${p.other}`,
    severalListRows: (p) => `${p.no} ${p.name}: several list rows carry this name; not posted`,
    listEmpty: (p) => `"${p.sheet}" is empty`,
    noListHeader: (p) =>
      `No header row in the first ${p.rows} rows of "${p.sheet}" names a rating column and a name or ID column (e.g. Name, Rating)`,
    mappingForOtherSheet: (p) => `The mapping is for "${p.mapping}", but "${p.read}" was read`,
    mappingWithoutNameOrId: (p) =>
      `The mapping of "${p.sheet}" has neither a name nor an ID column to append players in`,
    postNoColumn: (p) =>
      `"${p.sheet}" has no room for the new ${p.columns === 1 ? "column" : `${p.columns} columns`} of ratings: its cells reach ${p.last}, Excel's last column. Nothing was written: clear the cells right of the list (their contents and formats) and post again.`,
    readNamesFailed: (p) => `Could not read the workbook's sheet names: ${p.detail}. Nothing was changed.`,
    writeFailedRemoved: (p) =>
      `Could not write the sheet "${p.sheet}": ${p.detail}. The partial sheet was removed; no other sheet was changed.`,
    writeFailedNotRemoved: (p) =>
      `Could not write the sheet "${p.sheet}": ${p.detail}. The partial sheet "${p.sheet}" could not be removed: delete it by hand. No other sheet was changed.`,
    updateFailedNothing: (p) => `Could not update the sheet "${p.sheet}": ${p.detail}. Nothing was changed.`,
    updateFailedPartly: (p) =>
      `Could not update the sheet "${p.sheet}": ${p.detail}. The first ${p.done} of ${p.total} parts were written.`,
    seasonWriteStopped: (p) =>
      `Could not update the sheet "${p.sheet}": ${p.detail}. Re-rate the season had written ${p.written.length} of its ${p.total} sheets before it: ${p.written.map((n) => `"${n}"`).join(", ")}${p.done > 0 ? `; of "${p.sheet}" the first ${p.done} of ${p.parts} parts` : ""}. The sheets after it were not written: press Re-rate the season again once the cause is fixed.`,
    readFailed: (p) => `Could not read ${p.names}: ${p.detail}`,
    readMissing: (p) => `Could not read ${p.names}: no sheet or range named ${p.names} in this workbook`,
    readActiveFailed: () => "Could not read the active sheet",
    readActiveFailedDetail: (p) => `Could not read the active sheet: ${p.detail}`,
    stillCalculating: (p) =>
      `Excel is still calculating ${p.cell} (#BUSY!): try again when the calculation is done. Nothing was changed.`,
    dateSystemUnknown: (p) =>
      `Could not tell this workbook's date system: Excel gave ${p.value} for DATE(1904,1,1), neither 1462 (the 1900 system) nor 0 (the 1904 system), so its date cells cannot be read. Nothing was changed; check File › Options › Advanced › "Use 1904 date system" and try again.`,
    readSheetFailed: (p) => `Could not read "${p.sheet}"`,
    readRangeFailed: (p) => `Could not read "${p.sheet}"!${p.address}`,
    readSheetNamesFailed: (p) => `Could not read the sheet names: ${p.detail}`,
  },
  hu: {
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
    unknownSystem: (p) => `Ismeretlen rendszer: „${p.value}” (MGSZ, FIDE vagy MAHJONG lehet)`,
    missingHeaderRow: (p) => `A fejlécblokkban nincs ${HEADER_LABELS.hu[p.row]} sor`,
    notWhole: (p) => `${label("hu", p.field)}: „${p.value}” nem egész szám ${p.lo} és ${p.hi} között`,
    notBoolean: (p) => `${label("hu", p.field)}: „${p.value}” nem IGAZ vagy HAMIS`,
    registerNotBoolean: (p) => `Nyilvántartásba: „${p.value}” nem IGAZ (✓), HAMIS (✗) vagy üres`,
    registerZero: () =>
      "Nyilvántartásba: a 0 itt nem HAMIS, mert a régebbi Excel-változatok az üres cellát 0-ként adják át a függvényeknek: írjon HAMIS (✗) értéket annál az új játékosnál, aki nem kerül nyilvántartásba, vagy törölje a cellát, ha a játékos nem új",
    reachedOnceNotRank: (p) =>
      `Egyszer elért: „${p.value}” nem fokozatok listája (például „2d” vagy „1d;2d”), és nem is üres`,
    seasonSheetNoDay: (p) =>
      `„${p.sheet}” Dátum cellájában nincs dátum: írja be a verseny napjait (2026-05-10 – 2026-05-12), hogy a szezon el tudja helyezni`,
    datesNotRead: (p) =>
      `Dátum: „${p.value}”, ahogy a fájlban áll, napot nem olvastunk ki belőle (a fájl figyelmeztetése megmondja, miért): írja be a verseny napjait (2026-05-10 – 2026-05-12), hogy a szezon és a FIDE-jelentés olvashassa`,
    seasonNoSheets: () =>
      "A munkafüzetben nincs újraszámolható versenylap: előbb hozzon létre egyet egy fájlból",
    seasonSheetLeft: (p) =>
      `„${p.sheet}” mahjong-eredményeket számol, ezért változatlan maradt: a mahjong szezonja az eredmények kiadásonkénti újrajátszása, nem a listából számolt versenyek sora; nyomja meg a lapon az Újraszámolás gombot; a mahjong szezonját a parancssor season parancsa számolja`,
    notDate: (p) => `${label("hu", p.field)}: „${p.value}” nem dátum (például 2026-12-01)`,
    releaseBeforeLastDay: (p) =>
      `${label("hu", "release")}: ${p.release} korábbi, mint a verseny utolsó napja, ${p.lastDay} (${label("hu", "lastDay")}); az értékszám-lista a verseny után jelenik meg`,
    badPlace: (p) => `a helyezés („${p.value}”) nem 1 vagy nagyobb szám`,
    missingPlayerName: () => "hiányzik a játékos neve",
    noPlayerRows: () => "A táblázatnak nincs játékossora",
    multiplierLeftEmpty: () =>
      "A szorzó (C) üresen maradt: a fájl nem adja meg a gondolkodási időt, és még nincs játszmája; töltse ki a fejlécben, ha ismert az időbeosztás (az új értékszámokhoz kell)",
    ratingsFormulaError: (p) =>
      `Az új értékszámok képlete ${p.code} hibát ad: ellenőrizze a cellákat, amelyeket olvas (a táblázat, a fejlécblokk, a K vagy a Nyilvántartásba oszlop)`,
    standingsNeedRows: (p) =>
      `${p.players} játékos végeredményéhez a ${p.first}–${p.last}. sor kell: szúrjon be ${p.insert} sort e cím fölé`,
    noNewRating: (p) => `${p.no} ${p.name}: nincs új értékszám`,
    listRowTaken: (p) => `${p.no} ${p.name}: az értékszám-lista ${p.row}. sorát már ${p.other} foglalja`,
    severalListRows: (p) =>
      `${p.no} ${p.name}: az értékszám-lista több sora viseli ezt a nevet; nincs beírva`,
    listEmpty: (p) => `„${p.sheet}” üres`,
    noListHeader: (p) =>
      `„${p.sheet}” első ${p.rows} sorában nincs olyan fejlécsor, amely értékszám-oszlopot és név- vagy azonosítóoszlopot nevezne meg (pl. Név, Értékszám)`,
    mappingForOtherSheet: (p) =>
      `Az oszlopkiosztás egy másik laphoz („${p.mapping}”) tartozik, de „${p.read}” lett beolvasva`,
    mappingWithoutNameOrId: (p) =>
      `„${p.sheet}” oszlopkiosztásában nincs sem név-, sem azonosítóoszlop az új játékosok felvételéhez`,
    postNoColumn: (p) =>
      `„${p.sheet}” lapon nincs hely az értékszámok ${p.columns === 1 ? "új oszlopának" : `${p.columns} új oszlopának`}: cellái a(z) ${p.last} celláig, az Excel utolsó oszlopáig érnek. Semmi sem íródott be: törölje a lista jobb oldalán álló cellákat (tartalmukat és formátumukat), és írja be újra.`,
    readNamesFailed: (p) =>
      `Nem sikerült beolvasni a munkafüzet lapjainak nevét: ${p.detail}. Semmi sem változott.`,
    writeFailedRemoved: (p) =>
      `Nem sikerült megírni a lapot („${p.sheet}”): ${p.detail}. A félkész lap törölve; más lap nem változott.`,
    writeFailedNotRemoved: (p) =>
      `Nem sikerült megírni a lapot („${p.sheet}”): ${p.detail}. A félkész „${p.sheet}” lapot nem sikerült törölni: törölje kézzel. Más lap nem változott.`,
    updateFailedNothing: (p) =>
      `Nem sikerült frissíteni a lapot („${p.sheet}”): ${p.detail}. Semmi sem változott.`,
    updateFailedPartly: (p) =>
      `Nem sikerült frissíteni a lapot („${p.sheet}”): ${p.detail}. ${p.total} részből az első ${p.done} beíródott.`,
    seasonWriteStopped: (p) =>
      `Nem sikerült frissíteni a lapot („${p.sheet}”): ${p.detail}. A szezon újraszámolása előtte ${p.total} lapjából ${p.written.length} lapot már beírt: ${p.written.map((n) => `„${n}”`).join(", ")}${p.done > 0 ? `; „${p.sheet}” lapból ${p.parts} részből az első ${p.done} részt` : ""}. Az utána következő lapok nem íródtak be: az ok elhárítása után nyomja meg újra a szezon újraszámolását.`,
    readFailed: (p) => `Nem sikerült beolvasni: ${p.names}: ${p.detail}`,
    readMissing: (p) =>
      `Nem sikerült beolvasni: ${p.names}: ilyen nevű lap vagy tartomány nincs a munkafüzetben`,
    readActiveFailed: () => "Nem sikerült beolvasni az aktív lapot",
    readActiveFailedDetail: (p) => `Nem sikerült beolvasni az aktív lapot: ${p.detail}`,
    stillCalculating: (p) =>
      `Az Excel még számolja ezt a cellát: ${p.cell} (#BUSY!). Próbálja újra, ha a számolás befejeződött. Semmi sem változott.`,
    dateSystemUnknown: (p) =>
      `Nem derült ki a munkafüzet dátumrendszere: a DATE(1904,1,1) értéke ${p.value}, sem 1462 (1900-as rendszer), sem 0 (1904-es rendszer), így a dátumcellák nem olvashatók. Semmi sem változott; nézze meg: Fájl › Beállítások › Speciális › „1904-es dátumrendszer használata”, és próbálja újra.`,
    readSheetFailed: (p) => `Nem sikerült beolvasni: „${p.sheet}”`,
    readRangeFailed: (p) => `Nem sikerült beolvasni: „${p.sheet}”!${p.address}`,
    readSheetNamesFailed: (p) => `Nem sikerült beolvasni a lapok nevét: ${p.detail}`,
  },
  ru: {
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
    missingHeaderRow: (p) => `В шапке нет строки «${HEADER_LABELS.ru[p.row]}»`,
    notWhole: (p) => `${label("ru", p.field)}: «${p.value}» — не целое число от ${p.lo} до ${p.hi}`,
    notBoolean: (p) => `${label("ru", p.field)}: «${p.value}» — не ИСТИНА и не ЛОЖЬ`,
    registerNotBoolean: (p) => `В реестр: «${p.value}» — не ИСТИНА (✓), не ЛОЖЬ (✗) и не пусто`,
    registerZero: () =>
      "В реестр: 0 здесь не ЛОЖЬ, потому что старые сборки Excel передают функциям пустую ячейку как 0: введите ЛОЖЬ (✗) для нового игрока, который не вносится в реестр, или очистите ячейку, если игрок не новый",
    reachedOnceNotRank: (p) =>
      `Достигнуто один раз: «${p.value}» — не список рангов вида «2d» или «1d;2d» и не пусто`,
    seasonSheetNoDay: (p) =>
      `В ячейке «Даты» листа «${p.sheet}» нет даты: введите дни турнира (2026-05-10 – 2026-05-12), чтобы сезон мог его расположить`,
    datesNotRead: (p) =>
      `Даты: «${p.value}», как в файле, день из них не прочитан (почему — сказано в предупреждении к файлу): введите дни турнира (2026-05-10 – 2026-05-12), чтобы сезон и отчёт FIDE могли их прочитать`,
    seasonNoSheets: () => "В книге нет листа турнира с партиями для пересчёта: сначала создайте его из файла",
    seasonSheetLeft: (p) =>
      `Лист «${p.sheet}» считает результаты маджонга и оставлен без изменений: сезон маджонга — это результаты, пересчитанные к каждому выпуску, а не турниры, рассчитанные от списка; нажмите «Пересчитать» на листе; сезон маджонга считает команда season в командной строке`,
    notDate: (p) => `${label("ru", p.field)}: «${p.value}» — не дата вида 2026-12-01`,
    releaseBeforeLastDay: (p) =>
      `${label("ru", "release")} ${p.release} раньше последнего дня турнира ${p.lastDay} (${label("ru", "lastDay")}): рейтинг выпускается после турнира`,
    badPlace: (p) => `место «${p.value}» — не число от 1`,
    missingPlayerName: () => "нет имени игрока",
    noPlayerRows: () => "В таблице нет строк игроков",
    multiplierLeftEmpty: () =>
      "Множитель (C) оставлен пустым: в файле не указано время, и партий ещё нет; заполните его в шапке, когда контроль времени станет известен (он нужен для новых рейтингов)",
    ratingsFormulaError: (p) =>
      `Формула новых рейтингов даёт ${p.code}: проверьте ячейки, которые она читает (таблицу, блок заголовка, столбец K или «В реестр»)`,
    standingsNeedRows: (p) =>
      `Итоговой таблице ${p.players} игроков нужны строки ${p.first}–${p.last}: вставьте ${p.insert} ${russianPlural(p.insert, "строку", "строки", "строк")} над этим заголовком`,
    noNewRating: (p) => `${p.no} ${p.name}: нет нового рейтинга`,
    listRowTaken: (p) => `${p.no} ${p.name}: строка ${p.row} рейтинг-листа уже занята игроком ${p.other}`,
    severalListRows: (p) =>
      `${p.no} ${p.name}: это имя стоит в нескольких строках рейтинг-листа; не записано`,
    listEmpty: (p) => `«${p.sheet}» пуст`,
    noListHeader: (p) =>
      `В первых ${p.rows} строках «${p.sheet}» нет строки заголовка со столбцом рейтинга и столбцом имени или ID (например, Имя, Рейтинг)`,
    mappingForOtherSheet: (p) => `Столбцы заданы для «${p.mapping}», а прочитан «${p.read}»`,
    mappingWithoutNameOrId: (p) =>
      `В столбцах «${p.sheet}» нет ни столбца имени, ни столбца ID, чтобы добавить игроков`,
    postNoColumn: (p) =>
      `На листе «${p.sheet}» нет места для ${p.columns === 1 ? "нового столбца" : `${p.columns} новых столбцов`} рейтингов: его ячейки доходят до ${p.last}, последнего столбца Excel. Ничего не записано: очистите ячейки справа от списка (содержимое и форматы) и запишите снова.`,
    readNamesFailed: (p) => `Не удалось прочитать имена листов книги: ${p.detail}. Ничего не изменено.`,
    writeFailedRemoved: (p) =>
      `Не удалось записать лист «${p.sheet}»: ${p.detail}. Недописанный лист удалён; другие листы не изменены.`,
    writeFailedNotRemoved: (p) =>
      `Не удалось записать лист «${p.sheet}»: ${p.detail}. Недописанный лист «${p.sheet}» удалить не удалось: удалите его вручную. Другие листы не изменены.`,
    updateFailedNothing: (p) => `Не удалось обновить лист «${p.sheet}»: ${p.detail}. Ничего не изменено.`,
    updateFailedPartly: (p) =>
      `Не удалось обновить лист «${p.sheet}»: ${p.detail}. Записаны первые ${p.done} из ${p.total} частей.`,
    seasonWriteStopped: (p) =>
      `Не удалось обновить лист «${p.sheet}»: ${p.detail}. Пересчёт сезона до него записал ${p.written.length} из ${p.total} листов: ${p.written.map((n) => `«${n}»`).join(", ")}${p.done > 0 ? `; из листа «${p.sheet}» — первые ${p.done} из ${p.parts} частей` : ""}. Следующие за ним листы не записаны: устраните причину и снова запустите пересчёт сезона.`,
    readFailed: (p) => `Не удалось прочитать ${p.names}: ${p.detail}`,
    readMissing: (p) => `Не удалось прочитать ${p.names}: в книге нет листа или диапазона с таким именем`,
    readActiveFailed: () => "Не удалось прочитать активный лист",
    readActiveFailedDetail: (p) => `Не удалось прочитать активный лист: ${p.detail}`,
    stillCalculating: (p) =>
      `Excel ещё вычисляет ячейку ${p.cell} (#BUSY!): повторите, когда вычисление закончится. Ничего не изменено.`,
    dateSystemUnknown: (p) =>
      `Не удалось определить систему дат книги: DATE(1904,1,1) дала ${p.value}, а не 1462 (система 1900) и не 0 (система 1904), поэтому ячейки с датами прочитать нельзя. Ничего не изменено; проверьте Файл › Параметры › Дополнительно › «Использовать систему дат 1904» и повторите.`,
    readSheetFailed: (p) => `Не удалось прочитать «${p.sheet}»`,
    readRangeFailed: (p) => `Не удалось прочитать «${p.sheet}»!${p.address}`,
    readSheetNamesFailed: (p) => `Не удалось прочитать имена листов: ${p.detail}`,
  },
};

/** What each code's diagnostic is known by (D135). */
export const SHEET_CATEGORIES: Categories<SheetParams> = {
  missingPlayerName: "missing-name",
};
