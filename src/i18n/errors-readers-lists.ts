/**
 * The diagnostics of the rating-list readers (src/formats/lists/*, rating-list.ts for the mahjong
 * levels) and of the mahjong results table (src/formats/mahjong.ts).
 */
import { type Categories, type Family } from "./message";
import { type NumberWhy, numberWhy } from "./errors-readers-common";
import { q } from "./reader-words";

/** What FIDE's XML list does not follow (src/formats/lists/fide-xml.ts). */
export type FideXmlProblem =
  | {
      readonly kind: "no-list" | "text-between" | "other-element" | "cut-short" | "text-after" | "nested";
    }
  | { readonly kind: "entity"; readonly tag: string }
  | { readonly kind: "mismatch"; readonly close: string; readonly open: string };

/** The rating lists a file given as a tournament may be, named in each language (`rdRatingListGiven`). */
export const LIST_NAMES = {
  en: {
    egd: "the EGD rating-list download",
    csv: "a CSV list with name and rating columns and no rounds",
    "fide-txt": "FIDE's rating-list download in TXT",
    "fide-xml": "FIDE's rating-list download in XML",
  },
  hu: {
    egd: "az EGD letölthető értékszám-listája",
    csv: "CSV-lista név- és értékszám-oszloppal, fordulók nélkül",
    "fide-txt": "a FIDE letölthető értékszám-listája TXT-ben",
    "fide-xml": "a FIDE letölthető értékszám-listája XML-ben",
  },
  ru: {
    egd: "рейтинг-лист EGD для скачивания",
    csv: "список CSV со столбцами имени и рейтинга, без туров",
    "fide-txt": "рейтинг-лист ФИДЕ для скачивания в TXT",
    "fide-xml": "рейтинг-лист ФИДЕ для скачивания в XML",
  },
} as const;

/** The parameters of each list reader's diagnostic, by code. */
export interface ReaderListParams {
  /** `got`: the header row found, its cells joined. */
  rdListHeader: { got: string };
  /** A sheet's rating-list row whose rating cell is no rating. */
  rdSheetNotRating: { value: string };
  rdFideId: { id: string };
  rdListRow: { row: string };
  rdNoRatingColumn: { rating: "standard" | "rapid" | "blitz" };
  rdBeforeHeader: Record<string, never>;
  rdRowNoName: { row: string };
  rdNoPlayerElement: Record<string, never>;
  rdUnrated: { count: number; rating: "standard" | "rapid" | "blitz" };
  rdFideXml: { problem: FideXmlProblem };
  rdStreamTooLarge: { gb: number };
  rdLevelHeader: { got: string };
  rdLevelNoName: Record<string, never>;
  rdLevelMissing: { who: string };
  rdNoLevels: Record<string, never>;
  /** `got`: the first row, its cells joined. */
  rdResultsHeader: { got: string };
  /** `why`: the number it is not (D458), where it is none. */
  rdPlace: { value: string; why?: NumberWhy };
  /** `why`: why it is no number (D458: `1,250` where the file does not tell its decimal mark). */
  rdPoints: { value: string; why?: NumberWhy };
  rdPlayerTwice: { player: string; line: number };
  rdPlaceOrder: { place: number; expected: number };
}

const KIND = {
  en: { standard: "standard", rapid: "rapid", blitz: "blitz" },
  hu: { standard: "klasszikus", rapid: "rapid", blitz: "villám" },
  ru: { standard: "по классике", rapid: "по рапиду", blitz: "по блицу" },
} as const;

const FIDE_XML = {
  en: (p: FideXmlProblem): string => {
    switch (p.kind) {
      case "no-list":
        return "no <playerslist> element";
      case "text-between":
        return "text between players";
      case "other-element":
        return "an element other than <player>";
      case "cut-short":
        return "the document ends before </playerslist> (a download cut short?)";
      case "text-after":
        return "text after </playerslist>";
      case "nested":
        return "inside <player> only elements of text are read";
      case "entity":
        return `"&" that is no XML entity in <${p.tag}>`;
      case "mismatch":
        return `</${p.close}> closes <${p.open}>`;
    }
  },
  hu: (p: FideXmlProblem): string => {
    switch (p.kind) {
      case "no-list":
        return "nincs <playerslist> elem";
      case "text-between":
        return "szöveg a játékosok között";
      case "other-element":
        return "<player>-től eltérő elem";
      case "cut-short":
        return "a dokumentum a </playerslist> előtt véget ér (megszakadt letöltés?)";
      case "text-after":
        return "szöveg a </playerslist> után";
      case "nested":
        return "a <player> elemen belül csak szöveges elemeket olvasunk";
      case "entity":
        return `„&”, amely nem XML-entitás, a(z) <${p.tag}> elemben`;
      case "mismatch":
        return `a </${p.close}> a(z) <${p.open}> elemet zárja`;
    }
  },
  ru: (p: FideXmlProblem): string => {
    switch (p.kind) {
      case "no-list":
        return "нет элемента <playerslist>";
      case "text-between":
        return "текст между игроками";
      case "other-element":
        return "элемент, отличный от <player>";
      case "cut-short":
        return "документ кончается до </playerslist> (загрузка прервана?)";
      case "text-after":
        return "текст после </playerslist>";
      case "nested":
        return "внутри <player> читаются только текстовые элементы";
      case "entity":
        return `«&», не являющийся сущностью XML, в <${p.tag}>`;
      case "mismatch":
        return `</${p.close}> закрывает <${p.open}>`;
    }
  },
};

export const READER_LIST_MESSAGES: Family<ReaderListParams> = {
  en: {
    rdListHeader: (p) =>
      `the header must name the rating (rating, Elo, Értékszám, Рейтинг) and the name or ID (name, Név, Игрок, pin); got: ${p.got || "nothing"}`,
    rdSheetNotRating: (p) => `${q("en", p.value)} is not a rating; row skipped`,
    rdFideId: (p) => `FIDE ID ${q("en", p.id)} is not a number; the row is not read`,
    rdListRow: (p) => `unreadable rating-list row ${q("en", p.row)}`,
    rdNoRatingColumn: (p) => `the header names no ${KIND.en[p.rating]} rating column`,
    rdBeforeHeader: () => `a line before the header "ID Number  Name …" is not read`,
    rdRowNoName: (p) => `a row without a name ${q("en", p.row)}; the row is not read`,
    rdNoPlayerElement: () => "no <player> element",
    rdUnrated: (p) =>
      `${p.count} players have no ${KIND.en[p.rating]} rating (FIDE's unrated) and are not in the list`,
    rdFideXml: (p) => `not FIDE's XML list: ${FIDE_XML.en(p.problem)}`,
    rdStreamTooLarge: (p) => `larger than a rating list can be (${p.gb} GB at most)`,
    rdLevelHeader: (p) =>
      `the header must name the level (rank, level, уровень) and name or pin; got: ${p.got || "nothing"}`,
    rdLevelNoName: () => "a row without a player name",
    rdLevelMissing: (p) => `no level for ${p.who}; the row is ignored`,
    rdNoLevels: () => "no levels could be read: no row gives a player and a level",
    rdResultsHeader: (p) =>
      `no header row naming the place and the player (place, player, points; Место, Игрок, Очки); first row: ${p.got || "nothing"}`,
    rdPlace: (p) =>
      `place ${q("en", p.value)} ${p.why ? numberWhy("en", p.why) : "is not a positive integer"}`,
    rdPoints: (p) => `points ${q("en", p.value)} ${numberWhy("en", p.why ?? { kind: "notNumber" })}`,
    rdPlayerTwice: (p) => `player ${q("en", p.player)} is already on line ${p.line}`,
    rdPlaceOrder: (p) => `place ${p.place} where ${p.expected} was expected`,
  },
  hu: {
    rdListHeader: (p) =>
      `a fejlécben szerepelnie kell az értékszámnak (Értékszám, rating, Elo) és a névnek vagy az azonosítónak (Név, name, pin); ez áll benne: ${p.got || "semmi"}`,
    rdSheetNotRating: (p) => `${q("hu", p.value)} nem értékszám; a sort kihagyjuk`,
    rdFideId: (p) => `a FIDE-azonosító (${q("hu", p.id)}) nem szám; a sort nem olvassuk be`,
    rdListRow: (p) => `olvashatatlan értékszám-lista sor: ${q("hu", p.row)}`,
    rdNoRatingColumn: (p) => `a fejlécben nincs ${KIND.hu[p.rating]} értékszám oszlop`,
    rdBeforeHeader: () => "a „ID Number  Name …” fejléc előtti sort nem olvassuk be",
    rdRowNoName: (p) => `név nélküli sor: ${q("hu", p.row)}; a sort nem olvassuk be`,
    rdNoPlayerElement: () => "nincs <player> elem",
    rdUnrated: (p) =>
      `${p.count} játékosnak nincs ${KIND.hu[p.rating]} értékszáma (a FIDE-nél értékszám nélküli), ők nincsenek a listában`,
    rdFideXml: (p) => `nem a FIDE XML-listája: ${FIDE_XML.hu(p.problem)}`,
    rdStreamTooLarge: (p) => `nagyobb, mint amekkora egy értékszám-lista lehet (legfeljebb ${p.gb} GB)`,
    rdLevelHeader: (p) =>
      `a fejlécben szerepelnie kell a szintnek (rank, level, уровень) és a névnek vagy a pin-nek; ez áll benne: ${p.got || "semmi"}`,
    rdLevelNoName: () => "játékosnév nélküli sor",
    rdLevelMissing: (p) => `${p.who}: nincs szint; a sort kihagyjuk`,
    rdNoLevels: () => "nem olvasható szint: egyik sorban sincs játékos és szint",
    rdResultsHeader: (p) =>
      `nincs a helyezést és a játékost megnevező fejlécsor (Helyezés, Játékos, Pont; place, player, points); az első sor: ${p.got || "semmi"}`,
    rdPlace: (p) =>
      `a helyezés (${q("hu", p.value)}) ${p.why ? numberWhy("hu", p.why) : "nem pozitív egész szám"}`,
    rdPoints: (p) => `a pontszám (${q("hu", p.value)}) ${numberWhy("hu", p.why ?? { kind: "notNumber" })}`,
    rdPlayerTwice: (p) => `a játékos (${q("hu", p.player)}) már szerepel a(z) ${p.line}. sorban`,
    rdPlaceOrder: (p) => `${p.place}. helyezés, ahol ${p.expected}. következne`,
  },
  ru: {
    rdListHeader: (p) =>
      `в заголовке должны быть рейтинг (Рейтинг, rating, Elo) и имя или ID (Игрок, Фамилия, name, pin); найдено: ${p.got || "ничего"}`,
    rdSheetNotRating: (p) => `${q("ru", p.value)} — не рейтинг; строка пропущена`,
    rdFideId: (p) => `ИД ФИДЕ ${q("ru", p.id)} — не число; строка не прочитана`,
    rdListRow: (p) => `нечитаемая строка рейтинг-листа ${q("ru", p.row)}`,
    rdNoRatingColumn: (p) => `в заголовке нет столбца рейтинга ${KIND.ru[p.rating]}`,
    rdBeforeHeader: () => "строка перед заголовком «ID Number  Name …» не прочитана",
    rdRowNoName: (p) => `строка без имени ${q("ru", p.row)}; строка не прочитана`,
    rdNoPlayerElement: () => "нет элемента <player>",
    rdUnrated: (p) =>
      `у игроков (${p.count}) нет рейтинга ${KIND.ru[p.rating]} (без рейтинга ФИДЕ), их нет в списке`,
    rdFideXml: (p) => `не XML-список ФИДЕ: ${FIDE_XML.ru(p.problem)}`,
    rdStreamTooLarge: (p) => `больше, чем может занимать рейтинг-лист (не больше ${p.gb} ГБ)`,
    rdLevelHeader: (p) =>
      `в заголовке должны быть уровень (rank, level, уровень) и имя или pin; найдено: ${p.got || "ничего"}`,
    rdLevelNoName: () => "строка без имени игрока",
    rdLevelMissing: (p) => `нет уровня для ${p.who}; строка пропущена`,
    rdNoLevels: () => "уровни не прочитаны: ни в одной строке нет игрока с уровнем",
    rdResultsHeader: (p) =>
      `нет строки заголовка с местом и игроком (Место, Игрок, Очки; place, player, points); первая строка: ${p.got || "ничего"}`,
    rdPlace: (p) =>
      `место ${q("ru", p.value)} — ${p.why ? numberWhy("ru", p.why) : "не положительное целое число"}`,
    rdPoints: (p) => `очки ${q("ru", p.value)} — ${numberWhy("ru", p.why ?? { kind: "notNumber" })}`,
    rdPlayerTwice: (p) => `игрок ${q("ru", p.player)} уже есть в строке ${p.line}`,
    rdPlaceOrder: (p) => `место ${p.place}, а ожидалось ${p.expected}`,
  },
};

/** What each code's diagnostic is known by (D135). */
export const READER_LIST_CATEGORIES: Categories<ReaderListParams> = {
  rdListHeader: "no-header",
  rdFideId: "bad-row",
  rdListRow: "bad-row",
  rdNoRatingColumn: "no-header",
  rdBeforeHeader: "bad-row",
  rdRowNoName: "bad-row",
  rdNoPlayerElement: "no-players",
  rdUnrated: "unrated",
  rdFideXml: "bad-xml",
  rdStreamTooLarge: "not-readable",
  rdLevelHeader: "no-header",
  rdLevelNoName: "missing-name",
  rdLevelMissing: "missing-level",
  rdNoLevels: "no-levels",
  rdResultsHeader: "no-header",
  rdPlace: "bad-place",
  rdPoints: "bad-points",
  rdPlayerTwice: "duplicate-player",
  rdPlaceOrder: "place-order",
};
