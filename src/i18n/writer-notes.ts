/**
 * The notes of the TRF writer (src/formats/trf-writer*.ts) and of the EGD table's
 * (src/formats/egd-writer.ts): what the target format cannot carry,
 * said once per kind with how many more times it happened. A TRF record is named by its code
 * (`013`, `352`) as FIDE's format names it.
 */
import { type Language, russianPlural } from "./language";
import { type Categories, type Family } from "./message";
import { q } from "./reader-words";

/** What a note is about: a player (starting rank and name), a team (its number), a header record. */
export type WriterSubject =
  | { readonly player: number; readonly name: string }
  | { readonly team: number }
  | { readonly record: string };

/** The parameters of each note of the TRF writer, by code. */
export interface WriterNoteParams {
  wrTooManyPlayers: { players: number; max: number };
  wrCharacters: { who: WriterSubject };
  wrPointsTooWide: { who: WriterSubject; points: string };
  wrNational16: { who: WriterSubject };
  /** D407: an absence declared (`240`) for a round beyond the one after the crosstable's `rounds`. */
  wrAbsenceLater16: { who: WriterSubject; round: number; rounds: number };
  wrNationalCode: { who: WriterSubject; federation: string };
  wrHandicaps: Record<string, never>;
  /** The file's point system (`W 3, D 1`), which the written points and ranks are not in. */
  wrPointSystem: { shown: string };
  wrTitleLong: { who: WriterSubject; title: string };
  wrNameCut: { who: WriterSubject; width: number };
  wrRatingOut: { who: WriterSubject; rating: number };
  wrFederationLong: { who: WriterSubject; federation: string };
  /** A FIDE ID (record `001`) or a national rating line's own number (its record, `HUN`). */
  wrIdOut: { who: WriterSubject; record: string; id: string };
  wrBirthLong: { who: WriterSubject; birth: string };
  /** A bye worth ½ or 0 written as `H` or `Z`. */
  wrByeValue: { who: WriterSubject; round: number; points: string; letter: "H" | "Z" };
  wrUnknownResult: { who: WriterSubject; round: number };
  /**
   * D383: a Go bye left to the tournament's value whose points and McMahon points differ, which
   * one cell of a CSV crosstable or an EGD table (`format`) cannot hold: written as `cell`.
   */
  wrByeValues: {
    who: WriterSubject;
    round: number;
    points: number;
    mms: number;
    format: string;
    cell: string;
  };
  wrNoColour: { who: WriterSubject; round: number };
  /** A record FIDE's rating report requires (TRF-2026's R column) that the tournament has not. */
  wrReportMissing: { record: ReportRecord };
  /** A round without its date in `132`, which FIDE's rating report requires. */
  wrRoundDate: { round: number };
  /** A player without a FIDE ID, which FIDE's rating report requires of every player. */
  wrNoFideId: { who: WriterSubject };
  /** D386: the report from a chess sheet, which has no cells for these records and fields. */
  wrSheetKeepsNot: Record<string, never>;
  /**
   * D411: the report from a chess sheet whose Tie-breaks cell holds Go's list (no CHESS before
   * it; `blank`: none, `value` then the order the sheet's standings read it as, D91): the sheet's
   * standings rank by it, the report by D28's chess order (`order`).
   */
  wrSheetTiebreaksNotChess: { value: string; blank: boolean; order: string };
  wrBoardsNoColours: { boards: number };
  wrTeamNameCut: { who: WriterSubject; width: number };
  wrTeamNumbers16: Record<string, never>;
  wrTeamRecords16: Record<string, never>;
  wrNicknameLong: { who: WriterSubject; nickname: string };
  /** A player without a rank in an EGD table (h9), which needs one: written as `rank`. */
  wrNoRank: { who: WriterSubject; rank: string };
  /**
   * A name an EGD table (h9) writes otherwise (D75): the name as the file gave it, as written,
   * and as an EGD table reads the written one back when that is not the original.
   */
  /** `spaces`: the name's spaces written as `_`, one note for all such names (D135). */
  wrH9Name: { who: WriterSubject; original: string; written: string; read?: string; spaces?: true };
  /**
   * A name an EGD table (h9) reads back as another (D75: a first name `1d` read as the rank): the
   * name as the file gave it, as written, as read, and what to do.
   */
  wrH9NameLost: { who: WriterSubject; original: string; written: string; read: string };
  /** A country an EGD table cannot hold (it takes two letters): written as XX. */
  wrH9Country: { who: WriterSubject; federation: string };
  /** A club that is a number, which an EGD table reads as a score: written as xxxx. */
  wrH9Club: { who: WriterSubject; club: string };
  /** The first note of a kind and how many more of that kind there were. */
  wrAndMore: { first: WriterNote; more: number };
}

/** A note of one kind (every code but `wrAndMore`). */
export type WriterNote = {
  [K in Exclude<keyof WriterNoteParams, "wrAndMore">]: {
    readonly code: K;
    readonly params: WriterNoteParams[K];
  };
}[Exclude<keyof WriterNoteParams, "wrAndMore">];

const WHO: Readonly<Record<Language, (s: WriterSubject) => string>> = {
  en: (s) =>
    "player" in s ? `player ${s.player} (${s.name})` : "team" in s ? `team ${s.team}` : `record ${s.record}`,
  hu: (s) =>
    "player" in s
      ? `${s.player}. játékos (${s.name})`
      : "team" in s
        ? `${s.team}. csapat`
        : `${s.record}-es rekord`,
  ru: (s) =>
    "player" in s
      ? `игрок ${s.player} (${s.name})`
      : "team" in s
        ? `команда ${s.team}`
        : `запись ${s.record}`,
};

/** "player 3 (Kovács), round 2", "3. játékos (Kovács), 2. forduló", "игрок 3 (Kovács), тур 2". */
function inRound(lang: Language, who: WriterSubject, round: number): string {
  const w = WHO[lang](who);
  return lang === "en"
    ? `${w}, round ${round}`
    : lang === "hu"
      ? `${w}, ${round}. forduló`
      : `${w}, тур ${round}`;
}

type Notes = Family<WriterNoteParams>;

/** The records of TRF-2026's tournament section FIDE's rating report requires (its R column). */
export type ReportRecord = "012" | "022" | "032" | "042" | "052" | "102" | "132";

const REPORT_WORDS: Readonly<Record<Language, Record<ReportRecord, string>>> = {
  en: {
    "012": "the tournament's name",
    "022": "the city",
    "032": "the federation",
    "042": "the start date",
    "052": "the end date",
    "102": "the chief arbiter",
    "132": "the round dates",
  },
  hu: {
    "012": "a verseny neve",
    "022": "a város",
    "032": "a szövetség",
    "042": "a kezdő dátum",
    "052": "a záró dátum",
    "102": "a főbíró",
    "132": "a fordulók dátuma",
  },
  ru: {
    "012": "название турнира",
    "022": "город",
    "032": "федерация",
    "042": "дата начала",
    "052": "дата окончания",
    "102": "главный судья",
    "132": "даты туров",
  },
};

const EN: Notes["en"] = {
  wrTooManyPlayers: (p) => `${p.players} players: TRF numbers at most ${p.max}`,
  wrCharacters: (p) => `${WHO.en(p.who)}: control or non-BMP characters written as " " / "?"`,
  wrPointsTooWide: (p) => `${WHO.en(p.who)}: ${p.points} points do not fit TRF's 4 columns`,
  wrNational16: (p) => `${WHO.en(p.who)}: national ratings are TRF-2026 records, left out of TRF16`,
  wrAbsenceLater16: (p) =>
    `${WHO.en(p.who)}: the absence declared for round ${p.round} is left out of TRF16, whose grid holds only the round after the ${p.rounds} played (a 240 record is TRF-2026's); write TRF-2026, or declare it once round ${p.round - 1} is paired`,
  wrNationalCode: (p) =>
    `${WHO.en(p.who)}: national rating of ${q("en", p.federation)} is not a 3-letter code, left out`,
  wrHandicaps: () => "handicaps are not carried by TRF",
  wrPointSystem: (p) =>
    `the file's point system (${p.shown}) is left out: the points and ranks are written as 1 / ½ / 0`,
  wrTitleLong: (p) => `${WHO.en(p.who)}: title ${q("en", p.title)} is longer than 3 characters, left out`,
  wrNameCut: (p) => `${WHO.en(p.who)}: name cut to TRF's ${p.width} characters`,
  wrNoRank: (p) => `${WHO.en(p.who)}: no rank; written as ${p.rank}, as an EGD table needs one`,
  wrH9Name: (p) =>
    `${WHO.en(p.who)}: name ${q("en", p.original)} written as ${q("en", p.written)}${p.read === undefined ? "" : `, which an EGD table reads as ${q("en", p.read)}`}`,
  wrH9NameLost: (p) =>
    `${WHO.en(p.who)}: name ${q("en", p.original)} written as ${q("en", p.written)}, which an EGD table reads as ${q("en", p.read)}: the EGD would record another name; change the name in the file (a name part that is a rank or a number cannot stand there) and convert again`,
  wrH9Country: (p) =>
    `${WHO.en(p.who)}: country ${q("en", p.federation)} is not the two letters an EGD table takes; written as XX (none)`,
  wrH9Club: (p) =>
    `${WHO.en(p.who)}: club ${q("en", p.club)} is a number, which an EGD table reads as a score; written as xxxx (none)`,
  wrRatingOut: (p) => `${WHO.en(p.who)}: rating ${p.rating} is not a whole number 1–9999, left out`,
  wrFederationLong: (p) =>
    `${WHO.en(p.who)}: federation ${q("en", p.federation)} is longer than 3 characters, left out`,
  wrIdOut: (p) =>
    `${WHO.en(p.who)}: ${p.record === "001" ? "FIDE ID" : `${p.record} number`} ${q("en", p.id)} does not fit, left out`,
  wrBirthLong: (p) =>
    `${WHO.en(p.who)}: birth date ${q("en", p.birth)} is longer than 10 characters, left out`,
  wrByeValue: (p) => `${inRound("en", p.who, p.round)}: a bye worth ${p.points} is written as ${p.letter}`,
  wrByeValues: (p) =>
    `${inRound("en", p.who, p.round)}: a bye worth ${p.points} ${p.points === 1 ? "point" : "points"} and ${p.mms} McMahon ${p.mms === 1 ? "point" : "points"} (the tournament's bye), which one cell of ${p.format} cannot hold; written as ${p.cell}, its McMahon points; keep the file in OpenGotha's format, or give the bye the same value for both`,
  wrUnknownResult: (p) =>
    `${inRound("en", p.who, p.round)}: result unknown, written as an absence (TRF has no code for it)`,
  wrReportMissing: (p) =>
    `record ${p.record} (${REPORT_WORDS.en[p.record]}) is missing: FIDE's rating report requires it; add it to the file`,
  wrRoundDate: (p) => `record 132: round ${p.round} has no date: FIDE's rating report requires each round's`,
  wrNoFideId: (p) =>
    `${WHO.en(p.who)}: no FIDE ID (columns 58–68): FIDE's rating report requires one for every player`,
  wrSheetKeepsNot: () =>
    "the sheet has no cells for the tournament type (092), the deputy arbiters (112), the time control (122), the players' birth dates (001, columns 70–79), their national ratings, the absences declared ahead (240) nor the accelerations (250): none is in this report; add those the event has to the saved file",
  wrSheetTiebreaksNotChess: (p) =>
    `${p.blank ? `the Tie-breaks cell is empty, which the sheet's standings read as Go's ${q("en", p.value)}` : `the Tie-breaks cell's ${q("en", p.value)} is read as Go's tie-breaks (no CHESS before them)`}: the sheet's standings rank by them, and this report's ranks (001, columns 86–89) follow FIDE's chess order ${p.order}, which may place tied players otherwise; to rank both alike, write CHESS before a chess list in the cell (CHESS BH SB), recalculate and write the report again`,
  wrNoColour: (p) =>
    `${inRound("en", p.who, p.round)}: a played game without colour (FIDE's programs need one)`,
  wrBoardsNoColours: (p) =>
    `${p.boards} boards without their colours: no 352 record (TRF says the colour of each board)`,
  wrTeamNameCut: (p) => `${WHO.en(p.who)}: team name cut to TRF's ${p.width} characters`,
  wrTeamNumbers16: () => "TRF16's 013 records number teams in file order: team numbers not kept",
  wrTeamRecords16: () =>
    "team byes, forfeited matches and match points are TRF-2026 records, left out of TRF16",
  wrNicknameLong: (p) =>
    `${WHO.en(p.who)}: nickname ${q("en", p.nickname)} is longer than 5 characters, left out`,
  wrAndMore: (p) => `${EN[p.first.code](p.first.params as never)} (and ${p.more} more)`,
};

const HU: Notes["hu"] = {
  wrTooManyPlayers: (p) => `${p.players} játékos: a TRF legfeljebb ${p.max} játékost számoz`,
  wrCharacters: (p) =>
    `${WHO.hu(p.who)}: a vezérlőkaraktereket és a BMP-n kívüli karaktereket szóközként, illetve „?” jelként írtuk ki`,
  wrPointsTooWide: (p) => `${WHO.hu(p.who)}: ${p.points} pont nem fér el a TRF 4 oszlopában`,
  wrNational16: (p) =>
    `${WHO.hu(p.who)}: a nemzeti értékszámok TRF-2026 rekordok, a TRF16 fájlból kimaradnak`,
  wrAbsenceLater16: (p) =>
    `${WHO.hu(p.who)}: a(z) ${p.round}. fordulóra bejelentett távollét kimarad a TRF16 fájlból, amelynek táblázata csak a lejátszott ${p.rounds} forduló utáni fordulót tartja (a 240-es rekord TRF-2026-os); írjon TRF-2026 fájlt, vagy a(z) ${p.round - 1}. forduló párosítása után jelentse be`,
  wrNationalCode: (p) =>
    `${WHO.hu(p.who)}: a nemzeti értékszám szövetsége (${q("hu", p.federation)}) nem hárombetűs kód, kimarad`,
  wrHandicaps: () => "az előköveket a TRF nem tudja tárolni",
  wrPointSystem: (p) =>
    `a fájl pontrendszere (${p.shown}) kimarad: a pontszámok és a helyezések 1 / ½ / 0 szerint íródnak`,
  wrTitleLong: (p) => `${WHO.hu(p.who)}: a cím (${q("hu", p.title)}) hosszabb 3 karakternél, kimarad`,
  wrNameCut: (p) => `${WHO.hu(p.who)}: a nevet a TRF ${p.width} karakterére vágtuk`,
  wrNoRank: (p) =>
    `${WHO.hu(p.who)}: nincs fokozata; ${p.rank} került a helyére, mert az EGD-táblázat megköveteli`,
  wrH9Name: (p) =>
    `${WHO.hu(p.who)}: a ${q("hu", p.original)} nevet ${q("hu", p.written)} alakban írtuk${p.read === undefined ? "" : `, amit egy EGD-táblázat ${q("hu", p.read)} alakban olvas`}`,
  wrH9NameLost: (p) =>
    `${WHO.hu(p.who)}: a ${q("hu", p.original)} nevet ${q("hu", p.written)} alakban írtuk, amit egy EGD-táblázat ${q("hu", p.read)} alakban olvas: az EGD más nevet rögzítene; javítsa a nevet a fájlban (fokozat vagy szám nem lehet névrész itt), és alakítsa át újra`,
  wrH9Country: (p) =>
    `${WHO.hu(p.who)}: az ország (${q("hu", p.federation)}) nem az a két betű, amelyet az EGD-táblázat elfogad; XX (nincs) került a helyére`,
  wrH9Club: (p) =>
    `${WHO.hu(p.who)}: a klub (${q("hu", p.club)}) szám, amelyet az EGD-táblázat pontszámnak olvas; xxxx (nincs) került a helyére`,
  wrRatingOut: (p) =>
    `${WHO.hu(p.who)}: az értékszám (${p.rating}) nem 1 és 9999 közötti egész szám, kimarad`,
  wrFederationLong: (p) =>
    `${WHO.hu(p.who)}: a szövetség (${q("hu", p.federation)}) hosszabb 3 karakternél, kimarad`,
  wrIdOut: (p) =>
    `${WHO.hu(p.who)}: ${p.record === "001" ? "a FIDE-azonosító" : `a(z) ${p.record} azonosító`} (${q("hu", p.id)}) nem fér el, kimarad`,
  wrBirthLong: (p) =>
    `${WHO.hu(p.who)}: a születési dátum (${q("hu", p.birth)}) hosszabb 10 karakternél, kimarad`,
  wrByeValue: (p) =>
    `${inRound("hu", p.who, p.round)}: a ${p.points} pontot érő szabadnapot ${p.letter} jellel írtuk ki`,
  wrByeValues: (p) =>
    `${inRound("hu", p.who, p.round)}: a szabadnap ${p.points} pontot és ${p.mms} McMahon-pontot ér (a verseny szabadnapja), amit a(z) ${p.format} egy cellája nem tud tárolni; ${p.cell} alakban írtuk ki, McMahon-pontja szerint; tartsa meg a fájlt OpenGotha-formátumban, vagy adja a szabadnapnak mindkettőre ugyanazt az értéket`,
  wrUnknownResult: (p) =>
    `${inRound("hu", p.who, p.round)}: ismeretlen eredmény, távollétként írtuk ki (a TRF-ben nincs rá kód)`,
  wrReportMissing: (p) =>
    `a(z) ${p.record}-es rekord (${REPORT_WORDS.hu[p.record]}) hiányzik: a FIDE értékszám-jelentése megköveteli; vegye fel a fájlba`,
  wrRoundDate: (p) =>
    `132-es rekord: a(z) ${p.round}. fordulónak nincs dátuma: a FIDE értékszám-jelentése minden fordulóét megköveteli`,
  wrNoFideId: (p) =>
    `${WHO.hu(p.who)}: nincs FIDE-azonosító (58–68. oszlop): a FIDE értékszám-jelentése minden játékostól megköveteli`,
  wrSheetKeepsNot: () =>
    "a lapon nincs cella a verseny típusának (092), a helyettes versenybíróknak (112), a gondolkodási időnek (122), a játékosok születési dátumának (001, 70–79. oszlop), nemzeti értékszámaiknak, az előre bejelentett távolmaradásoknak (240) és a gyorsításnak (250): egyik sincs ebben a jelentésben; amit a verseny ezekből tartalmaz, vegye fel a mentett fájlba",
  wrSheetTiebreaksNotChess: (p) =>
    `${p.blank ? `a Holtverseny cella üres, ezt a lap eredménylistája a go ${q("hu", p.value)} sorrendjeként olvassa` : `a Holtverseny cella ${q("hu", p.value)} értékét go-holtversenyként olvassuk (nincs előtte CHESS)`}: a lap eredménylistája ezek szerint rangsorol, a jelentés helyezései (001, 86–89. oszlop) viszont a FIDE sakksorrendjét követik (${p.order}), ami a holtversenyben állókat másként helyezheti el; hogy mindkettő egyformán rangsoroljon, írjon a cellába CHESS-t egy sakklista elé (CHESS BH SB), számoljon újra, és készítse el újra a jelentést`,
  wrNoColour: (p) =>
    `${inRound("hu", p.who, p.round)}: lejátszott játszma szín nélkül (a FIDE programjainak kell a szín)`,
  wrBoardsNoColours: (p) =>
    `${p.boards} tábla színek nélkül: nincs 352-es rekord (a TRF minden tábla színét megadja)`,
  wrTeamNameCut: (p) => `${WHO.hu(p.who)}: a csapatnevet a TRF ${p.width} karakterére vágtuk`,
  wrTeamNumbers16: () =>
    "a TRF16 013-as rekordjai a fájlbeli sorrendben számozzák a csapatokat: a csapatok eredeti száma nem marad meg",
  wrTeamRecords16: () =>
    "a csapatok szabadnapjai, a játék nélkül eldőlt meccsek és a meccspontok TRF-2026 rekordok, a TRF16 fájlból kimaradnak",
  wrNicknameLong: (p) =>
    `${WHO.hu(p.who)}: a rövid név (${q("hu", p.nickname)}) hosszabb 5 karakternél, kimarad`,
  wrAndMore: (p) => `${HU[p.first.code](p.first.params as never)} (és még ${p.more} hasonló)`,
};

const RU: Notes["ru"] = {
  wrTooManyPlayers: (p) =>
    `${p.players} ${russianPlural(p.players, "игрок", "игрока", "игроков")}: в TRF номера не больше ${p.max}`,
  wrCharacters: (p) => `${WHO.ru(p.who)}: управляющие символы и символы вне BMP записаны как пробел и «?»`,
  wrPointsTooWide: (p) => `${WHO.ru(p.who)}: очки (${p.points}) не помещаются в 4 столбца TRF`,
  wrNational16: (p) => `${WHO.ru(p.who)}: национальные рейтинги — записи TRF-2026, в TRF16 они не попадают`,
  wrAbsenceLater16: (p) =>
    `${WHO.ru(p.who)}: отсутствие, объявленное на тур ${p.round}, в TRF16 не попадает: его таблица держит только тур после ${p.rounds} сыгранных (запись 240 есть только в TRF-2026); запишите TRF-2026 или объявите его после жеребьёвки тура ${p.round - 1}`,
  wrNationalCode: (p) =>
    `${WHO.ru(p.who)}: федерация национального рейтинга ${q("ru", p.federation)} — не трёхбуквенный код, пропущена`,
  wrHandicaps: () => "форы в TRF не записываются",
  wrPointSystem: (p) =>
    `система очков файла (${p.shown}) не записывается: очки и места записаны как 1 / ½ / 0`,
  wrTitleLong: (p) => `${WHO.ru(p.who)}: звание ${q("ru", p.title)} длиннее 3 символов, пропущено`,
  wrNameCut: (p) => `${WHO.ru(p.who)}: имя обрезано до ${p.width} символов TRF`,
  wrNoRank: (p) => `${WHO.ru(p.who)}: разряда нет; записан ${p.rank}, так как таблица EGD требует разряд`,
  wrH9Name: (p) =>
    `${WHO.ru(p.who)}: имя ${q("ru", p.original)} записано как ${q("ru", p.written)}${p.read === undefined ? "" : `; таблица EGD прочтёт его как ${q("ru", p.read)}`}`,
  wrH9NameLost: (p) =>
    `${WHO.ru(p.who)}: имя ${q("ru", p.original)} записано как ${q("ru", p.written)}, а таблица EGD прочтёт его как ${q("ru", p.read)}: EGD запишет другое имя; исправьте имя в файле (часть имени, похожая на разряд или число, здесь невозможна) и преобразуйте снова`,
  wrH9Country: (p) =>
    `${WHO.ru(p.who)}: страна ${q("ru", p.federation)} — не две буквы, которые принимает таблица EGD; записано XX (нет)`,
  wrH9Club: (p) =>
    `${WHO.ru(p.who)}: клуб ${q("ru", p.club)} — число, которое таблица EGD читает как очки; записано xxxx (нет)`,
  wrRatingOut: (p) => `${WHO.ru(p.who)}: рейтинг ${p.rating} — не целое число от 1 до 9999, пропущен`,
  wrFederationLong: (p) =>
    `${WHO.ru(p.who)}: федерация ${q("ru", p.federation)} длиннее 3 символов, пропущена`,
  wrIdOut: (p) =>
    `${WHO.ru(p.who)}: ${p.record === "001" ? "FIDE ID" : `номер ${p.record}`} ${q("ru", p.id)} не помещается, пропущен`,
  wrBirthLong: (p) => `${WHO.ru(p.who)}: дата рождения ${q("ru", p.birth)} длиннее 10 символов, пропущена`,
  wrByeValue: (p) =>
    `${inRound("ru", p.who, p.round)}: свободный тур стоимостью ${p.points} записан как ${p.letter}`,
  wrByeValues: (p) =>
    `${inRound("ru", p.who, p.round)}: свободный тур стоимостью ${p.points} очк. и ${p.mms} очк. Мак-Магона (свободный тур турнира), чего одна ячейка формата ${p.format} не может хранить; записан как ${p.cell}, по очкам Мак-Магона; храните файл в формате OpenGotha или задайте свободному туру одну стоимость для обоих`,
  wrUnknownResult: (p) =>
    `${inRound("ru", p.who, p.round)}: результат неизвестен, записан как неявка (в TRF для него нет кода)`,
  wrReportMissing: (p) =>
    `запись ${p.record} (${REPORT_WORDS.ru[p.record]}) отсутствует: её требует отчёт для рейтинга FIDE; добавьте её в файл`,
  wrRoundDate: (p) =>
    `запись 132: у тура ${p.round} нет даты: отчёт для рейтинга FIDE требует дату каждого тура`,
  wrNoFideId: (p) =>
    `${WHO.ru(p.who)}: нет FIDE ID (столбцы 58–68): отчёт для рейтинга FIDE требует его у каждого игрока`,
  wrSheetKeepsNot: () =>
    "на листе нет ячеек для типа турнира (092), заместителей главного судьи (112), контроля времени (122), дат рождения игроков (001, столбцы 70–79), их национальных рейтингов, заявленных заранее неявок (240) и ускорения (250): ничего из этого нет в отчёте; добавьте в сохранённый файл то, что было в турнире",
  wrSheetTiebreaksNotChess: (p) =>
    `${p.blank ? `ячейка «Доп. показатели» пуста, и таблица листа читает её как порядок го ${q("ru", p.value)}` : `значение ячейки «Доп. показатели» ${q("ru", p.value)} прочитано как показатели го (перед ними нет CHESS)`}: таблица листа ранжирует по ним, а места в этом отчёте (001, столбцы 86–89) следуют шахматному порядку FIDE ${p.order}, что может расставить равных по очкам иначе; чтобы ранжирование совпало, напишите в ячейке CHESS перед шахматным списком (CHESS BH SB), пересчитайте и запишите отчёт снова`,
  wrNoColour: (p) =>
    `${inRound("ru", p.who, p.round)}: сыгранная партия без цвета (программам FIDE цвет нужен)`,
  wrBoardsNoColours: (p) =>
    `${p.boards} ${russianPlural(p.boards, "доска", "доски", "досок")} без цветов: записи 352 нет (TRF указывает цвет каждой доски)`,
  wrTeamNameCut: (p) => `${WHO.ru(p.who)}: название команды обрезано до ${p.width} символов TRF`,
  wrTeamNumbers16: () => "записи 013 в TRF16 нумеруют команды в порядке файла: номера команд не сохранены",
  wrTeamRecords16: () =>
    "свободные туры команд, неявки на матчи и матчевые очки — записи TRF-2026, в TRF16 они не попадают",
  wrNicknameLong: (p) =>
    `${WHO.ru(p.who)}: краткое название ${q("ru", p.nickname)} длиннее 5 символов, пропущено`,
  wrAndMore: (p) =>
    `${RU[p.first.code](p.first.params as never)} (и ещё ${p.more} ${russianPlural(p.more, "такой же случай", "таких же случая", "таких же случаев")})`,
};

export const WRITER_NOTE_MESSAGES: Notes = { en: EN, hu: HU, ru: RU };

/** A note's player as the EGD writer's notes name him apart: his index in the file (0-based). */
const subjectKey = (who: WriterSubject): string => ("player" in who ? String(who.player - 1) : "");

/**
 * What each note is known by, its kind (D135): the writer says each kind once, with how many more
 * times it happened; a name an EGD table reads back otherwise is a kind per player.
 */
export const WRITER_NOTE_CATEGORIES: Categories<WriterNoteParams> = {
  wrCharacters: "trf-character",
  wrNoRank: "h9-no-rank",
  wrH9Country: "h9-country",
  wrH9Club: "h9-club",
  wrH9NameLost: (p) => `h9-name-${subjectKey(p.who)}`,
  wrH9Name: (p) => (p.spaces ? "h9-name-spaces" : `h9-name-${subjectKey(p.who)}`),
  wrBoardsNoColours: "trf-team-boards",
  wrTeamNameCut: "trf-team-name-cut",
  wrTeamNumbers16: "trf-team-numbers",
  wrTeamRecords16: "trf-team-records",
  wrNicknameLong: "trf-team-nickname",
  wrTooManyPlayers: "trf-too-many",
  wrPointsTooWide: "trf-points",
  wrNational16: "trf-national",
  wrAbsenceLater16: "trf-absence-later",
  wrNationalCode: "trf-national",
  wrHandicaps: "trf-handicap",
  wrPointSystem: "trf-point-system",
  wrTitleLong: "trf-title",
  wrNameCut: "trf-name-cut",
  wrRatingOut: "trf-rating",
  wrFederationLong: "trf-federation",
  wrIdOut: "trf-fide-id",
  wrBirthLong: "trf-birth",
  wrByeValue: "trf-bye-value",
  wrUnknownResult: "trf-unknown-result",
  wrByeValues: (p) => `bye-values-${subjectKey(p.who)}-${p.round}`,
  wrNoColour: "trf-no-colour",
  wrReportMissing: (p) => `trf-report-${p.record}`,
  wrRoundDate: "trf-round-date",
  wrNoFideId: "trf-no-fide-id",
  wrSheetKeepsNot: "trf-sheet-keeps-not",
  wrSheetTiebreaksNotChess: "trf-sheet-tiebreaks-not-chess",
};
