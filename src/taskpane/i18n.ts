/**
 * The task pane's texts in English, Hungarian and Russian. Every language is a
 * {@link PaneStrings}, so a missing or misspelt key is a compile error; counts go through
 * functions because the three languages inflect differently after a number.
 */
import { SHEET_LANGUAGES, type SheetLanguage, russianPlural } from "../sheet/texts";

export const LANGUAGES = SHEET_LANGUAGES;
export type Language = SheetLanguage;

/** Each language's own name, shown on the language switch whatever the pane's language. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: "English",
  hu: "Magyar",
  ru: "Русский",
};

export interface PaneStrings {
  readonly title: string;
  readonly tagline: string;
  readonly version: (version: string) => string;
  readonly language: string;
  readonly familiesHeading: string;
  readonly noFunctions: string;
  readonly functionCount: (count: number) => string;
  /** What a family prefix stands for (shown after it); a family missing here shows its prefix alone. */
  readonly familyNames: Readonly<Record<string, string>>;
  readonly usage: string;
  readonly separator: string;
  readonly recalculateFailed: (message: string) => string;

  // ── The import flow ──
  readonly aboutHeading: string;
  readonly working: string;
  readonly progress: (done: number, total: number) => string;
  /** Step 1: the tournament file. */
  readonly stepFile: string;
  readonly chooseFile: string;
  readonly browse: string;
  readonly fileHint: string;
  readonly pasteSummary: string;
  readonly pasteRead: string;
  readonly reading: (fileName: string) => string;
  readonly pasted: string;
  readonly readFailed: (message: string) => string;
  readonly formatNames: Readonly<Record<string, string>>;
  readonly factFile: string;
  readonly factFormat: string;
  readonly factEvent: string;
  readonly factLocation: string;
  readonly factDates: string;
  readonly factPlayers: string;
  readonly factRounds: string;
  /** Team events (RULES §2.4): the number of teams; the sheet ranks them too. */
  readonly factTeams: string;
  readonly factTime: string;
  readonly minutes: (n: number) => string;
  readonly adjustedMinutes: (n: number) => string;
  readonly noName: string;
  readonly errorsHeading: (count: number) => string;
  readonly warningsHeading: (count: number) => string;
  readonly moreDiagnostics: (count: number) => string;
  /** A reader's diagnostic: its severity, and where in the file (lead before the reader's text). */
  readonly severityNames: Readonly<Record<"error" | "warning" | "info", string>>;
  readonly diagnosticAt: (line: number, column: number) => string;
  /** After the last diagnostic a reader keeps (it stops at a thousand). */
  readonly diagnosticsSuppressed: string;
  readonly noProblems: string;
  readonly noPlayers: string;
  readonly acceptWarnings: string;
  /** Step 2: system and parameters. */
  readonly stepSystem: string;
  readonly system: string;
  readonly systemNames: Readonly<Record<string, string>>;
  readonly mgszTime: string;
  readonly mgszByoyomi: string;
  readonly mgszEvent: string;
  readonly eventNames: Readonly<Record<string, string>>;
  readonly mgszParticipants: string;
  readonly mgszHandicapFree: string;
  readonly mgszBoard: string;
  readonly mgszMultiplier: string;
  readonly mgszMultiplierHint: string;
  readonly breakdownHeading: string;
  readonly bdTime: (category: string, points: number, minutes: string) => string;
  readonly bdTimeNone: (points: number) => string;
  readonly bdEvent: (event: string, points: number) => string;
  readonly bdParticipants: (participants: number, points: number) => string;
  readonly bdHandicap: (handicapFree: boolean, points: number) => string;
  readonly bdBoard13: (multiplier: number) => string;
  readonly bdTotal: (multiplier: number) => string;
  readonly bdGiven: (multiplier: number) => string;
  readonly noMultiplier: string;
  readonly fideRuleset: string;
  readonly rulesetNames: Readonly<Record<string, string>>;
  readonly fideK: string;
  readonly fideKRules: string;
  readonly fideKFixed: string;
  readonly mahjongRelease: string;
  readonly mahjongSessions: string;
  readonly mahjongChampionship: string;
  readonly tiebreaks: string;
  readonly tiebreaksHint: string;
  readonly invalid: Readonly<Record<ParamProblem, string>>;
  readonly unknownTiebreaks: (names: string) => string;
  /** Step 3: the rating list. */
  readonly stepList: string;
  readonly listNone: string;
  readonly listSheet: string;
  readonly listFile: string;
  readonly listSheetLabel: string;
  readonly noSheets: string;
  readonly mappingHeading: (row: number) => string;
  readonly mappingFields: Readonly<Record<string, string>>;
  readonly mappingUnused: string;
  readonly mappingConfirm: string;
  readonly mappingSaved: string;
  readonly mappingProblem: (message: string) => string;
  readonly listRead: (entries: number) => string;
  readonly listReadFailed: (message: string) => string;
  readonly matched: (found: number, players: number) => string;
  readonly unmatchedHeading: (count: number) => string;
  readonly searchNames: string;
  readonly showing: (shown: number, total: number) => string;
  readonly showMore: string;
  readonly fromFile: string;
  /** Step 4: the tournament sheet. */
  readonly stepCreate: string;
  readonly createHint: string;
  readonly createButton: string;
  readonly creating: string;
  readonly created: (sheet: string) => string;
  readonly createFailed: (message: string) => string;
  /** The new sheet's name when the file has neither a name nor an event. */
  readonly defaultSheetName: string;
  readonly notReady: string;
  readonly resultsHeading: string;
  readonly colNo: string;
  readonly colName: string;
  readonly colBefore: string;
  readonly colAfter: string;
  readonly colRank: string;
  /** Step 5: recalculation. */
  readonly stepRecalc: string;
  readonly recalcHint: string;
  readonly recalcButton: string;
  readonly publishButton: string;
  readonly publishHint: string;
  readonly recalcDone: (sheet: string) => string;
  readonly recalcProblems: (count: number) => string;
  /** Step 6: posting to the rating list. */
  readonly stepPost: string;
  readonly postDate: string;
  readonly postButton: string;
  readonly posting: string;
  readonly postDone: (column: string, updated: number, appended: number) => string;
  readonly postNeedsSheet: string;
  readonly postNeedsResults: string;
  readonly postFailed: (message: string) => string;
  readonly postSkipped: (count: number) => string;
}

/** What can be wrong with the parameters of step 2 (each language says it its own way). */
export type ParamProblem =
  "multiplier" | "time" | "byoyomi" | "participants" | "k" | "release" | "sessions" | "tiebreaks";

const en: PaneStrings = {
  title: "Rating Officer",
  tagline: "Rating calculations as Excel functions.",
  version: (v) => `Version ${v}`,
  language: "Language",
  familiesHeading: "Function families",
  noFunctions: "No functions are registered.",
  functionCount: (n) => `${n} ${n === 1 ? "function" : "functions"}`,
  familyNames: {
    MGSZ: "Hungarian Go rating",
    FIDE: "Elo rating",
    MAHJONG: "Russian mahjong rating",
  },
  usage: "Type a formula such as =MGSZ.NEWRATING(1947, 30, B2:B6, C2:C6) in a cell.",
  separator: "Hungarian and Russian Excel separate arguments with a semicolon (;) instead of a comma (,).",
  recalculateFailed: (m) => `Recalculation failed: ${m}`,
  aboutHeading: "The functions of the add-in",
  working: "Working…",
  progress: (d, t) => `Step ${d} of ${t}`,
  stepFile: "1. Tournament file",
  chooseFile: "Choose the tournament file",
  browse: "Browse…",
  fileHint: "EGD table (.h9), OpenGotha (.xml), FFG (.tou), pairgoth, MacMahon, TRF, CSV.",
  pasteSummary: "…or paste the file's text",
  pasteRead: "Read the pasted text",
  reading: (f) => `Reading ${f}…`,
  pasted: "pasted text",
  readFailed: (m) => `The file could not be read: ${m}`,
  formatNames: {
    egd: "EGD table (h9)",
    ffg: "FFG table (.tou)",
    pairgoth: "pairgoth",
    macmahon: "MacMahon",
    opengotha: "OpenGotha XML",
    trf: "FIDE TRF",
    csv: "CSV crosstable",
    mahjong: "Mahjong results (CSV)",
  },
  factFile: "File",
  factFormat: "Format",
  factEvent: "Event",
  factLocation: "Place",
  factDates: "Dates",
  factPlayers: "Players",
  factRounds: "Rounds",
  factTeams: "Teams (team standings on the sheet)",
  factTime: "Time control",
  minutes: (n) => `${n} min`,
  adjustedMinutes: (n) => `${n} min (EGD adjusted time)`,
  noName: "(no name)",
  errorsHeading: (n) =>
    `${n} ${n === 1 ? "error" : "errors"}: the file cannot be used until ${n === 1 ? "it is" : "they are"} fixed`,
  warningsHeading: (n) => `${n} ${n === 1 ? "warning" : "warnings"}`,
  moreDiagnostics: (n) => `…and ${n} more`,
  severityNames: { error: "Error", warning: "Warning", info: "Note" },
  diagnosticAt: (l, c) => (l > 0 ? `Line ${l}${c > 0 ? `, column ${c}` : ""}:` : ""),
  diagnosticsSuppressed: "(the file's further problems are not listed)",
  noProblems: "The file was read without problems.",
  noPlayers: "The file holds no players.",
  acceptWarnings: "I have read the warnings: use the file as it is.",
  stepSystem: "2. Rating system",
  system: "System",
  systemNames: { mgsz: "MGSZ (Hungarian Go)", fide: "FIDE Elo", mahjong: "Russian mahjong" },
  mgszTime: "Base time (minutes)",
  mgszByoyomi: "Byo-yomi (3x30s, 30s or 25/10)",
  mgszEvent: "Importance",
  eventNames: {
    none: "ordinary tournament",
    invitational: "invitational",
    national: "national championship",
    european: "European championship",
    world: "world championship",
  },
  mgszParticipants: "Participants",
  mgszHandicapFree: "No handicap games",
  mgszBoard: "Board",
  mgszMultiplier: "Multiplier C",
  mgszMultiplierHint: "Empty: the value derived above. A number here overrides it.",
  breakdownHeading: "How C is made up",
  bdTime: (c, p, m) => `Thinking time: category ${c} (${m} min with byo-yomi): ${p}`,
  bdTimeNone: (p) => `Thinking time below category E: ${p}`,
  bdEvent: (e, p) => `Importance (${e}): ${p}`,
  bdParticipants: (n, p) => `${n} participants (more than 80 gives 5): ${p}`,
  bdHandicap: (free, p) => `${free ? "No handicap games" : "Handicap games"}: ${p}`,
  bdBoard13: (c) => `13×13 board: C = ${c} whatever else`,
  bdTotal: (c) => `C = ${c}`,
  bdGiven: (c) => `C = ${c}, entered by hand`,
  noMultiplier: "The file states no thinking time: enter the base time or the multiplier.",
  fideRuleset: "Rule set",
  rulesetNames: { HU2017: "Hungarian rules (2017)", FIDE2024: "FIDE rules (2024)" },
  fideK: "K factor",
  fideKRules: "each player's K from the rules",
  fideKFixed: "the same K for everyone:",
  mahjongRelease: "Rating release date",
  mahjongSessions: "Sessions",
  mahjongChampionship: "Championship",
  tiebreaks: "Tie-breaks, in order",
  tiebreaksHint:
    "Short names: Go (MGSZ) PTS MMS SOS SODOS SOSOS BUCH BUCHT BERGER CUM DE WINS ARO; chess (FIDE, C.07) PTS BH BH-C1 BH-C2 BH-M1 SB DE WIN WON BPG ARO ARO-C1 PS TPR",
  invalid: {
    multiplier: "The multiplier must be a whole number from 0 to 100.",
    time: "The base time must be a number of minutes, 0 or more.",
    byoyomi: "Byo-yomi: write 3x30s, 30s or 25/10 (stones/minutes).",
    participants: "Participants must be a whole number.",
    k: "K must be a whole number from 1 to 100.",
    release: "Enter the rating release date.",
    sessions: "Sessions must be a whole number, at least 1.",
    tiebreaks: "Give at least one tie-break.",
  },
  unknownTiebreaks: (n) => `Unknown tie-breaks: ${n}`,
  stepList: "3. Rating list",
  listNone: "None: the ratings in the file",
  listSheet: "A sheet of this workbook",
  listFile: "A file",
  listSheetLabel: "Sheet",
  noSheets: "This workbook has no sheet to read a list from.",
  mappingHeading: (r) => `Columns (headers in row ${r})`,
  mappingFields: {
    name: "Name",
    firstName: "First name",
    pin: "PIN / ID",
    rating: "Rating",
    rank: "Rank",
    k: "K",
    birth: "Born",
    federation: "Federation",
  },
  mappingUnused: "(not used)",
  mappingConfirm: "Use these columns",
  mappingSaved: "The columns are remembered in this workbook.",
  mappingProblem: (m) => `The columns could not be recognised: ${m}`,
  listRead: (n) => `${n} ${n === 1 ? "player" : "players"} on the list.`,
  listReadFailed: (m) => `The list could not be read: ${m}`,
  matched: (f, n) => `${f} of ${n} players found on the list.`,
  unmatchedHeading: (n) => `Not on the list (${n})`,
  searchNames: "Search by name",
  showing: (shown, total) => `${shown} of ${total} shown`,
  showMore: "Show more",
  fromFile: "Without a list the ratings in the file are used.",
  stepCreate: "4. Tournament sheet",
  createHint:
    "A new sheet: header, crosstable, standings and every player's new rating. No existing sheet is changed.",
  createButton: "Create the sheet",
  creating: "Writing the sheet…",
  created: (s) => `The sheet "${s}" was created.`,
  createFailed: (m) => `The sheet could not be created: ${m}`,
  defaultSheetName: "Tournament",
  notReady: "Read a file without blocking errors first.",
  resultsHeading: "New ratings",
  colNo: "No",
  colName: "Name",
  colBefore: "Before",
  colAfter: "After",
  colRank: "Rank",
  stepRecalc: "5. Recalculate",
  recalcHint:
    "After correcting a result in the crosstable, recalculate: the active tournament sheet is checked and its results rewritten.",
  recalcButton: "Recalculate",
  publishButton: "Standings page (HTML)",
  publishHint: "A printable page of the standings with the crosstable and the new ratings, for a club site.",
  recalcDone: (s) => `"${s}" was recalculated.`,
  recalcProblems: (n) => `${n} ${n === 1 ? "problem" : "problems"} in the crosstable: nothing was rewritten.`,
  stepPost: "6. Post to the rating list",
  postDate: "Date of the new column",
  postButton: "Post the new ratings",
  posting: "Posting…",
  postDone: (c, u, a) => `Column ${c} written: ${u} players updated, ${a} added. Nothing was overwritten.`,
  postNeedsSheet: "Choose a rating-list sheet in step 3 first.",
  postNeedsResults: "Create or recalculate a tournament sheet first.",
  postFailed: (m) => `Posting failed: ${m}`,
  postSkipped: (n) => `Not posted (${n})`,
};

const hu: PaneStrings = {
  title: "Rating Officer",
  tagline: "Értékszámítás Excel-függvényekkel.",
  version: (v) => `Verzió: ${v}`,
  language: "Nyelv",
  familiesHeading: "Függvénycsaládok",
  noFunctions: "Nincs regisztrált függvény.",
  // Hungarian keeps the singular after a numeral: 1 függvény, 13 függvény.
  functionCount: (n) => `${n} függvény`,
  familyNames: {
    MGSZ: "Magyar go értékszám",
    FIDE: "Élő-pontszám",
    MAHJONG: "Orosz mahjong értékszám",
  },
  usage: "Írjon egy cellába például ilyen képletet: =MGSZ.NEWRATING(1947; 30; B2:B6; C2:C6)",
  separator: "A magyar Excel az argumentumokat pontosvesszővel (;) választja el, nem vesszővel (,).",
  recalculateFailed: (m) => `Az újraszámolás nem sikerült: ${m}`,
  aboutHeading: "A bővítmény függvényei",
  working: "Dolgozom…",
  progress: (d, t) => `${d}. lépés / ${t}`,
  stepFile: "1. Versenyfájl",
  chooseFile: "Válassza ki a versenyfájlt",
  browse: "Tallózás…",
  fileHint: "EGD-tábla (.h9), OpenGotha (.xml), FFG (.tou), pairgoth, MacMahon, TRF, CSV.",
  pasteSummary: "…vagy illessze be a fájl szövegét",
  pasteRead: "A beillesztett szöveg beolvasása",
  reading: (f) => `${f} beolvasása…`,
  pasted: "beillesztett szöveg",
  readFailed: (m) => `A fájl nem olvasható: ${m}`,
  formatNames: {
    egd: "EGD-tábla (h9)",
    ffg: "FFG-tábla (.tou)",
    pairgoth: "pairgoth",
    macmahon: "MacMahon",
    opengotha: "OpenGotha XML",
    trf: "FIDE TRF",
    csv: "CSV-kereszttábla",
    mahjong: "Mahjong-eredmények (CSV)",
  },
  factFile: "Fájl",
  factFormat: "Formátum",
  factEvent: "Verseny",
  factLocation: "Helyszín",
  factDates: "Dátum",
  factPlayers: "Játékosok",
  factRounds: "Fordulók",
  factTeams: "Csapatok (csapatverseny végeredménye a munkalapon)",
  factTime: "Gondolkodási idő",
  minutes: (n) => `${n} perc`,
  adjustedMinutes: (n) => `${n} perc (EGD korrigált idő)`,
  noName: "(névtelen)",
  errorsHeading: (n) => `${n} hiba: a fájl a javításukig nem használható`,
  warningsHeading: (n) => `${n} figyelmeztetés`,
  moreDiagnostics: (n) => `…és még ${n}`,
  severityNames: { error: "Hiba", warning: "Figyelmeztetés", info: "Megjegyzés" },
  diagnosticAt: (l, c) => (l > 0 ? `${l}. sor${c > 0 ? `, ${c}. oszlop` : ""}:` : ""),
  diagnosticsSuppressed: "(a fájl további hibáit nem soroljuk fel)",
  noProblems: "A fájl beolvasása hiba nélkül sikerült.",
  noPlayers: "A fájlban nincs játékos.",
  acceptWarnings: "Elolvastam a figyelmeztetéseket: a fájlt így használom.",
  stepSystem: "2. Értékszámítási rendszer",
  system: "Rendszer",
  systemNames: { mgsz: "MGSZ (magyar go)", fide: "FIDE Élő", mahjong: "Orosz mahjong" },
  mgszTime: "Alapidő (perc)",
  mgszByoyomi: "Byo-yomi (3x30s, 30s vagy 25/10)",
  mgszEvent: "Jelentőség",
  eventNames: {
    none: "szokásos verseny",
    invitational: "meghívásos verseny",
    national: "országos bajnokság",
    european: "Európa-bajnokság",
    world: "világbajnokság",
  },
  mgszParticipants: "Résztvevők",
  mgszHandicapFree: "Nincs előnyadásos játszma",
  mgszBoard: "Tábla",
  mgszMultiplier: "C szorzó",
  mgszMultiplierHint: "Üresen: a fent számított érték. Egy itt megadott szám felülírja.",
  breakdownHeading: "A C szorzó összetevői",
  bdTime: (c, p, m) => `Gondolkodási idő: ${c} kategória (${m} perc byo-yomival): ${p}`,
  bdTimeNone: (p) => `Gondolkodási idő az E kategória alatt: ${p}`,
  bdEvent: (e, p) => `Jelentőség (${e}): ${p}`,
  bdParticipants: (n, p) => `${n} résztvevő (80 felett 5): ${p}`,
  bdHandicap: (free, p) => `${free ? "Nincs előnyadásos játszma" : "Van előnyadásos játszma"}: ${p}`,
  bdBoard13: (c) => `13×13-as tábla: C = ${c} minden esetben`,
  bdTotal: (c) => `C = ${c}`,
  bdGiven: (c) => `C = ${c}, kézzel megadva`,
  noMultiplier: "A fájl nem adja meg a gondolkodási időt: adja meg az alapidőt vagy a szorzót.",
  fideRuleset: "Szabályzat",
  rulesetNames: { HU2017: "Magyar szabályzat (2017)", FIDE2024: "FIDE-szabályzat (2024)" },
  fideK: "K-tényező",
  fideKRules: "mindenkinek a FIDE-szabályzat szerinti K",
  fideKFixed: "mindenkinek ugyanaz a K:",
  mahjongRelease: "Az értékszám-lista kiadásának dátuma",
  mahjongSessions: "Ülések",
  mahjongChampionship: "Bajnokság",
  tiebreaks: "Holtverseny-eldöntés, sorrendben",
  tiebreaksHint:
    "Rövid nevek: go (MGSZ) PTS MMS SOS SODOS SOSOS BUCH BUCHT BERGER CUM DE WINS ARO; sakk (FIDE, C.07) PTS BH BH-C1 BH-C2 BH-M1 SB DE WIN WON BPG ARO ARO-C1 PS TPR",
  invalid: {
    multiplier: "A szorzó 0 és 100 közötti egész szám.",
    time: "Az alapidő percben, 0 vagy több.",
    byoyomi: "Byo-yomi: 3x30s, 30s vagy 25/10 (kő/perc) alakban.",
    participants: "A résztvevők száma egész szám.",
    k: "A K 1 és 100 közötti egész szám.",
    release: "Adja meg az értékszám-lista kiadásának dátumát.",
    sessions: "Az ülések száma legalább 1, egész szám.",
    tiebreaks: "Adjon meg legalább egy holtverseny-eldöntést.",
  },
  unknownTiebreaks: (n) => `Ismeretlen holtverseny-eldöntés: ${n}`,
  stepList: "3. Értékszám-lista",
  listNone: "Nincs: a fájlban lévő értékszámok",
  listSheet: "A munkafüzet egyik lapja",
  listFile: "Fájl",
  listSheetLabel: "Munkalap",
  noSheets: "A munkafüzetben nincs lap, amelyről listát lehetne olvasni.",
  mappingHeading: (r) => `Oszlopok (a fejléc sora: ${r}.)`,
  mappingFields: {
    name: "Név",
    firstName: "Utónév",
    pin: "PIN / azonosító",
    rating: "Értékszám",
    rank: "Fokozat",
    k: "K",
    birth: "Született",
    federation: "Ország",
  },
  mappingUnused: "(nincs)",
  mappingConfirm: "Ezeket az oszlopokat használom",
  mappingSaved: "Az oszlopokat a munkafüzet megjegyezte.",
  mappingProblem: (m) => `Az oszlopok nem ismerhetők fel: ${m}`,
  listRead: (n) => `${n} játékos a listán.`,
  listReadFailed: (m) => `A lista nem olvasható: ${m}`,
  matched: (f, n) => `${n} játékosból ${f} szerepel a listán.`,
  unmatchedHeading: (n) => `Nincs a listán (${n})`,
  searchNames: "Keresés név szerint",
  showing: (shown, total) => `${total} játékosból ${shown} látható`,
  showMore: "Továbbiak",
  fromFile: "Lista nélkül a fájlban lévő értékszámok számítanak.",
  stepCreate: "4. Versenylap",
  createHint:
    "Új munkalap: fejléc, kereszttábla, végeredmény és minden játékos új értékszáma. Meglévő lap nem változik.",
  createButton: "Lap létrehozása",
  creating: "A lap írása…",
  created: (s) => `Elkészült a lap: „${s}”.`,
  createFailed: (m) => `A lap nem hozható létre: ${m}`,
  defaultSheetName: "Verseny",
  notReady: "Előbb olvasson be egy fájlt, amelyben nincs akadályozó hiba.",
  resultsHeading: "Új értékszámok",
  colNo: "Sz.",
  colName: "Név",
  colBefore: "Előtte",
  colAfter: "Utána",
  colRank: "Fokozat",
  stepRecalc: "5. Újraszámolás",
  recalcHint:
    "Ha kijavított egy eredményt a kereszttáblában, számoljon újra: az aktív versenylapot ellenőrzöm, és az eredményeit újraírom.",
  recalcButton: "Újraszámolás",
  publishButton: "Eredménylista weboldalként (HTML)",
  publishHint: "Nyomtatható oldal a végeredménnyel, a táblázattal és az új értékszámokkal, klubhonlapra.",
  recalcDone: (s) => `„${s}” újraszámolva.`,
  recalcProblems: (n) => `${n} hiba a kereszttáblában: a lapon semmi sem változott.`,
  stepPost: "6. Beírás az értékszám-listába",
  postDate: "Az új oszlop dátuma",
  postButton: "Az új értékszámok beírása",
  posting: "Beírás…",
  postDone: (c, u, a) =>
    `Elkészült az új oszlop (${c}): ${u} játékos frissítve, ${a} új. A korábbi adatok változatlanok.`,
  postNeedsSheet: "Előbb válasszon értékszám-lista lapot a 3. lépésben.",
  postNeedsResults: "Előbb hozzon létre vagy számoljon újra egy versenylapot.",
  postFailed: (m) => `A beírás nem sikerült: ${m}`,
  postSkipped: (n) => `Nem került be (${n})`,
};

const ru: PaneStrings = {
  title: "Rating Officer",
  tagline: "Расчёт рейтингов функциями Excel.",
  version: (v) => `Версия ${v}`,
  language: "Язык",
  familiesHeading: "Семейства функций",
  noFunctions: "Функции не зарегистрированы.",
  functionCount: (n) => `${n} ${russianPlural(n, "функция", "функции", "функций")}`,
  familyNames: {
    MGSZ: "Венгерский рейтинг го",
    FIDE: "Рейтинг Эло",
    MAHJONG: "Российский рейтинг маджонга",
  },
  usage: "Введите в ячейку формулу, например =MGSZ.NEWRATING(1947; 30; B2:B6; C2:C6)",
  separator: "В русском Excel аргументы разделяются точкой с запятой (;), а не запятой (,).",
  recalculateFailed: (m) => `Пересчёт не удался: ${m}`,
  aboutHeading: "Функции надстройки",
  working: "Выполняется…",
  progress: (d, t) => `Шаг ${d} из ${t}`,
  stepFile: "1. Файл турнира",
  chooseFile: "Выберите файл турнира",
  browse: "Обзор…",
  fileHint: "Таблица EGD (.h9), OpenGotha (.xml), FFG (.tou), pairgoth, MacMahon, TRF, CSV.",
  pasteSummary: "…или вставьте текст файла",
  pasteRead: "Прочитать вставленный текст",
  reading: (f) => `Чтение ${f}…`,
  pasted: "вставленный текст",
  readFailed: (m) => `Файл не удалось прочитать: ${m}`,
  formatNames: {
    egd: "Таблица EGD (h9)",
    ffg: "Таблица FFG (.tou)",
    pairgoth: "pairgoth",
    macmahon: "MacMahon",
    opengotha: "OpenGotha XML",
    trf: "FIDE TRF",
    csv: "Турнирная таблица CSV",
    mahjong: "Результаты маджонга (CSV)",
  },
  factFile: "Файл",
  factFormat: "Формат",
  factEvent: "Турнир",
  factLocation: "Место",
  factDates: "Даты",
  factPlayers: "Игроки",
  factRounds: "Туры",
  factTeams: "Команды (командный зачёт на листе)",
  factTime: "Контроль времени",
  minutes: (n) => `${n} мин`,
  adjustedMinutes: (n) => `${n} мин (скорректированное время EGD)`,
  noName: "(без названия)",
  errorsHeading: (n) =>
    `${n} ${russianPlural(n, "ошибка", "ошибки", "ошибок")}: файл нельзя использовать, пока они не исправлены`,
  warningsHeading: (n) => `${n} ${russianPlural(n, "предупреждение", "предупреждения", "предупреждений")}`,
  moreDiagnostics: (n) => `…и ещё ${n}`,
  severityNames: { error: "Ошибка", warning: "Предупреждение", info: "Примечание" },
  diagnosticAt: (l, c) => (l > 0 ? `Строка ${l}${c > 0 ? `, столбец ${c}` : ""}:` : ""),
  diagnosticsSuppressed: "(остальные замечания к файлу не показаны)",
  noProblems: "Файл прочитан без замечаний.",
  noPlayers: "В файле нет игроков.",
  acceptWarnings: "Я прочитал предупреждения: использовать файл как есть.",
  stepSystem: "2. Рейтинговая система",
  system: "Система",
  systemNames: { mgsz: "MGSZ (венгерское го)", fide: "Эло ФИДЕ", mahjong: "Российский маджонг" },
  mgszTime: "Основное время (минуты)",
  mgszByoyomi: "Бёёми (3x30s, 30s или 25/10)",
  mgszEvent: "Значимость",
  eventNames: {
    none: "обычный турнир",
    invitational: "турнир по приглашениям",
    national: "национальный чемпионат",
    european: "чемпионат Европы",
    world: "чемпионат мира",
  },
  mgszParticipants: "Участники",
  mgszHandicapFree: "Без партий с форой",
  mgszBoard: "Доска",
  mgszMultiplier: "Множитель C",
  mgszMultiplierHint: "Пусто: значение, рассчитанное выше. Число здесь его заменяет.",
  breakdownHeading: "Из чего складывается C",
  bdTime: (c, p, m) => `Время на обдумывание: категория ${c} (${m} мин с бёёми): ${p}`,
  bdTimeNone: (p) => `Время ниже категории E: ${p}`,
  bdEvent: (e, p) => `Значимость (${e}): ${p}`,
  bdParticipants: (n, p) => `Участников ${n} (больше 80 даёт 5): ${p}`,
  bdHandicap: (free, p) => `${free ? "Без партий с форой" : "Есть партии с форой"}: ${p}`,
  bdBoard13: (c) => `Доска 13×13: C = ${c} в любом случае`,
  bdTotal: (c) => `C = ${c}`,
  bdGiven: (c) => `C = ${c}, задан вручную`,
  noMultiplier: "В файле не указано время: введите основное время или множитель.",
  fideRuleset: "Правила",
  rulesetNames: { HU2017: "Венгерские правила (2017)", FIDE2024: "Правила ФИДЕ (2024)" },
  fideK: "Коэффициент K",
  fideKRules: "K для каждого игрока по правилам FIDE",
  fideKFixed: "одинаковый K для всех:",
  mahjongRelease: "Дата выпуска рейтинга",
  mahjongSessions: "Сессии",
  mahjongChampionship: "Чемпионат",
  tiebreaks: "Дополнительные показатели, по порядку",
  tiebreaksHint:
    "Краткие имена: го (MGSZ) PTS MMS SOS SODOS SOSOS BUCH BUCHT BERGER CUM DE WINS ARO; шахматы (FIDE, C.07) PTS BH BH-C1 BH-C2 BH-M1 SB DE WIN WON BPG ARO ARO-C1 PS TPR",
  invalid: {
    multiplier: "Множитель: целое число от 0 до 100.",
    time: "Основное время: число минут, 0 или больше.",
    byoyomi: "Бёёми: 3x30s, 30s или 25/10 (камни/минуты).",
    participants: "Число участников должно быть целым.",
    k: "K: целое число от 1 до 100.",
    release: "Укажите дату выпуска рейтинга.",
    sessions: "Число сессий: целое, не меньше 1.",
    tiebreaks: "Укажите хотя бы один дополнительный показатель.",
  },
  unknownTiebreaks: (n) => `Неизвестные показатели: ${n}`,
  stepList: "3. Рейтинг-лист",
  listNone: "Нет: рейтинги из файла",
  listSheet: "Лист этой книги",
  listFile: "Файл",
  listSheetLabel: "Лист",
  noSheets: "В книге нет листа, с которого можно прочитать рейтинг-лист.",
  mappingHeading: (r) => `Столбцы (заголовки в строке ${r})`,
  mappingFields: {
    name: "Фамилия, имя",
    firstName: "Имя",
    pin: "PIN / ID",
    rating: "Рейтинг",
    rank: "Разряд",
    k: "K",
    birth: "Год рождения",
    federation: "Федерация",
  },
  mappingUnused: "(не используется)",
  mappingConfirm: "Использовать эти столбцы",
  mappingSaved: "Столбцы запомнены в этой книге.",
  mappingProblem: (m) => `Столбцы не распознаны: ${m}`,
  listRead: (n) => `В списке ${n} ${russianPlural(n, "игрок", "игрока", "игроков")}.`,
  listReadFailed: (m) => `Рейтинг-лист не удалось прочитать: ${m}`,
  matched: (f, n) => `Найдено в списке: ${f} из ${n}.`,
  unmatchedHeading: (n) => `Нет в списке (${n})`,
  searchNames: "Поиск по имени",
  showing: (shown, total) => `Показано ${shown} из ${total}`,
  showMore: "Показать ещё",
  fromFile: "Без списка используются рейтинги из файла.",
  stepCreate: "4. Лист турнира",
  createHint:
    "Новый лист: заголовок, турнирная таблица, итоги и новый рейтинг каждого игрока. Существующие листы не меняются.",
  createButton: "Создать лист",
  creating: "Запись листа…",
  created: (s) => `Лист «${s}» создан.`,
  createFailed: (m) => `Лист не удалось создать: ${m}`,
  defaultSheetName: "Турнир",
  notReady: "Сначала прочитайте файл без блокирующих ошибок.",
  resultsHeading: "Новые рейтинги",
  colNo: "№",
  colName: "Имя",
  colBefore: "До",
  colAfter: "После",
  colRank: "Разряд",
  stepRecalc: "5. Пересчёт",
  recalcHint:
    "Исправив результат в таблице, пересчитайте: активный лист турнира проверяется, а его результаты переписываются.",
  recalcButton: "Пересчитать",
  publishButton: "Итоговая таблица (HTML)",
  publishHint: "Страница для печати или сайта клуба: итоги, таблица партий и новые рейтинги.",
  recalcDone: (s) => `«${s}» пересчитан.`,
  recalcProblems: (n) =>
    `${n} ${russianPlural(n, "ошибка", "ошибки", "ошибок")} в таблице: ничего не переписано.`,
  stepPost: "6. Внести в рейтинг-лист",
  postDate: "Дата нового столбца",
  postButton: "Внести новые рейтинги",
  posting: "Внесение…",
  postDone: (c, u, a) => `Столбец ${c} записан: обновлено ${u}, добавлено ${a}. Ничего не перезаписано.`,
  postNeedsSheet: "Сначала выберите лист рейтинг-листа на шаге 3.",
  postNeedsResults: "Сначала создайте или пересчитайте лист турнира.",
  postFailed: (m) => `Внести не удалось: ${m}`,
  postSkipped: (n) => `Не внесены (${n})`,
};

export const STRINGS: Readonly<Record<Language, PaneStrings>> = { en, hu, ru };

/** The pane's language for Office's display language ("hu-HU", "ru-RU", …); English otherwise. */
export function pickLanguage(displayLanguage: string | null | undefined): Language {
  const primary = (displayLanguage ?? "").trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((l) => l === primary) ?? "en";
}

/** A stored choice if it names a language, otherwise undefined. */
export function parseLanguage(value: string | null | undefined): Language | undefined {
  return LANGUAGES.find((l) => l === value);
}
