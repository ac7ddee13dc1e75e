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
      `the header must name the rating (rating, Elo, Értékszám, Рейтинг) and the name or ID (name, Név, Игрок, pin); got: ${p.got || "nothing"}; write a header row naming both, such as Name;Rating`,
    rdSheetNotRating: (p) => `${q("en", p.value)} is not a rating; row skipped; write the rating in digits`,
    rdFideId: (p) =>
      `FIDE ID ${q("en", p.id)} is not a number; the row is not read; write the player's FIDE ID in digits`,
    rdListRow: (p) =>
      `unreadable rating-list row ${q("en", p.row)}: correct the row to the list's columns, or delete it`,
    rdNoRatingColumn: (p) =>
      `the header names no ${KIND.en[p.rating]} rating column: give the list of ${KIND.en[p.rating]} ratings, or choose a rating the file holds`,
    rdBeforeHeader: () =>
      `a line before the header "ID Number  Name …" is not read; if it holds a player, write it after the header`,
    rdRowNoName: (p) =>
      `a row without a name ${q("en", p.row)}; the row is not read; write the player's name in it, or delete the row`,
    rdNoPlayerElement: () => "no <player> element: give FIDE's XML list as it is downloaded",
    rdUnrated: (p) =>
      `${p.count} players have no ${KIND.en[p.rating]} rating (FIDE's unrated) and are not in the list; nothing to correct`,
    rdFideXml: (p) =>
      `not FIDE's XML list: ${FIDE_XML.en(p.problem)}; give FIDE's XML list as it is downloaded`,
    rdStreamTooLarge: (p) =>
      `larger than a rating list can be (${p.gb} GB at most): give the rating list alone`,
    rdLevelHeader: (p) =>
      `the header must name the level (rank, level, уровень) and name or pin; got: ${p.got || "nothing"}; write a header row naming both, such as name;level`,
    rdLevelNoName: () => "a row without a player name: write the player's name in it, or delete the row",
    rdLevelMissing: (p) =>
      `no level for ${p.who}; the row is ignored; write his level (such as 3 кю or 2 dan), or delete the row`,
    rdNoLevels: () =>
      "no levels could be read: no row gives a player and a level; give a list with a header row naming the player and the level, and a row for each player",
    rdResultsHeader: (p) =>
      `no header row naming the place and the player (place, player, points; Место, Игрок, Очки); first row: ${p.got || "nothing"}; write a header row naming them above the results`,
    rdPlace: (p) =>
      `place ${q("en", p.value)} ${p.why ? numberWhy("en", p.why) : "is not a positive integer: write the place, a whole number 1 or more"}`,
    rdPoints: (p) =>
      p.why
        ? `points ${q("en", p.value)} ${numberWhy("en", p.why)}`
        : `points ${q("en", p.value)} is not a number: write the points in digits`,
    rdPlayerTwice: (p) =>
      `player ${q("en", p.player)} is already on line ${p.line}: delete one of the two lines, or correct the name`,
    rdPlaceOrder: (p) =>
      `place ${p.place} where ${p.expected} was expected: correct the place, or put the rows in the order of their places`,
  },
  hu: {
    rdListHeader: (p) =>
      `a fejlécben szerepelnie kell az értékszámnak (Értékszám, rating, Elo) és a névnek vagy az azonosítónak (Név, name, pin); ez áll benne: ${p.got || "semmi"}; írjon fejlécsort, amely mindkettőt megnevezi, például Név;Értékszám`,
    rdSheetNotRating: (p) =>
      `${q("hu", p.value)} nem értékszám; a sort kihagyjuk; írja az értékszámot számjegyekkel`,
    rdFideId: (p) =>
      `a FIDE-azonosító (${q("hu", p.id)}) nem szám; a sort nem olvassuk be; írja a játékos FIDE-azonosítóját számjegyekkel`,
    rdListRow: (p) =>
      `olvashatatlan értékszám-lista sor: ${q("hu", p.row)}; javítsa a sort a lista oszlopai szerint, vagy törölje`,
    rdNoRatingColumn: (p) =>
      `a fejlécben nincs ${KIND.hu[p.rating]} értékszám oszlop: adja meg a ${KIND.hu[p.rating]} értékszámok listáját, vagy válasszon olyan értékszámot, amely a fájlban van`,
    rdBeforeHeader: () =>
      "a „ID Number  Name …” fejléc előtti sort nem olvassuk be; ha egy játékos sora, írja a fejléc után",
    rdRowNoName: (p) =>
      `név nélküli sor: ${q("hu", p.row)}; a sort nem olvassuk be; írja be a játékos nevét, vagy törölje a sort`,
    rdNoPlayerElement: () => "nincs <player> elem: adja meg a FIDE XML-listáját úgy, ahogy letöltötte",
    rdUnrated: (p) =>
      `${p.count} játékosnak nincs ${KIND.hu[p.rating]} értékszáma (a FIDE-nél értékszám nélküli), ők nincsenek a listában; nincs mit javítani`,
    rdFideXml: (p) =>
      `nem a FIDE XML-listája: ${FIDE_XML.hu(p.problem)}; adja meg a FIDE XML-listáját úgy, ahogy letöltötte`,
    rdStreamTooLarge: (p) =>
      `nagyobb, mint amekkora egy értékszám-lista lehet (legfeljebb ${p.gb} GB): adja meg csak az értékszám-listát`,
    rdLevelHeader: (p) =>
      `a fejlécben szerepelnie kell a szintnek (rank, level, уровень) és a névnek vagy a pin-nek; ez áll benne: ${p.got || "semmi"}; írjon fejlécsort, amely mindkettőt megnevezi, például name;level`,
    rdLevelNoName: () => "játékosnév nélküli sor: írja be a játékos nevét, vagy törölje a sort",
    rdLevelMissing: (p) =>
      `${p.who}: nincs szint; a sort kihagyjuk; írja be a szintjét (például 3 кю vagy 2 dan), vagy törölje a sort`,
    rdNoLevels: () =>
      "nem olvasható szint: egyik sorban sincs játékos és szint; adjon meg olyan listát, amelynek fejléce megnevezi a játékost és a szintet, és minden játékosnak van benne sora",
    rdResultsHeader: (p) =>
      `nincs a helyezést és a játékost megnevező fejlécsor (Helyezés, Játékos, Pont; place, player, points); az első sor: ${p.got || "semmi"}; írjon az eredmények fölé ezeket megnevező fejlécsort`,
    rdPlace: (p) =>
      `a helyezés (${q("hu", p.value)}) ${p.why ? numberWhy("hu", p.why) : "nem pozitív egész szám; írja be a helyezést, 1 vagy nagyobb egész számot"}`,
    rdPoints: (p) =>
      p.why
        ? `a pontszám (${q("hu", p.value)}) ${numberWhy("hu", p.why)}`
        : `a pontszám (${q("hu", p.value)}) nem szám; írja a pontszámot számjegyekkel`,
    rdPlayerTwice: (p) =>
      `a játékos (${q("hu", p.player)}) már szerepel a(z) ${p.line}. sorban; törölje a két sor egyikét, vagy javítsa a nevet`,
    rdPlaceOrder: (p) =>
      `${p.place}. helyezés, ahol ${p.expected}. következne; javítsa a helyezést, vagy tegye a sorokat a helyezések sorrendjébe`,
  },
  ru: {
    rdListHeader: (p) =>
      `в заголовке должны быть рейтинг (Рейтинг, rating, Elo) и имя или ID (Игрок, Фамилия, name, pin); найдено: ${p.got || "ничего"}; добавьте строку заголовка с обоими, например Игрок;Рейтинг`,
    rdSheetNotRating: (p) => `${q("ru", p.value)} — не рейтинг; строка пропущена; запишите рейтинг цифрами`,
    rdFideId: (p) =>
      `ИД ФИДЕ ${q("ru", p.id)} — не число; строка не прочитана; запишите ИД ФИДЕ игрока цифрами`,
    rdListRow: (p) =>
      `нечитаемая строка рейтинг-листа ${q("ru", p.row)}; исправьте строку по столбцам списка или удалите её`,
    rdNoRatingColumn: (p) =>
      `в заголовке нет столбца рейтинга ${KIND.ru[p.rating]}: укажите список рейтингов ${KIND.ru[p.rating]} или выберите рейтинг, который есть в файле`,
    rdBeforeHeader: () =>
      "строка перед заголовком «ID Number  Name …» не прочитана; если это строка игрока, запишите её после заголовка",
    rdRowNoName: (p) =>
      `строка без имени ${q("ru", p.row)}; строка не прочитана; запишите имя игрока или удалите строку`,
    rdNoPlayerElement: () => "нет элемента <player>: укажите XML-список ФИДЕ в том виде, как он скачан",
    rdUnrated: (p) =>
      `у игроков (${p.count}) нет рейтинга ${KIND.ru[p.rating]} (без рейтинга ФИДЕ), их нет в списке; исправлять нечего`,
    rdFideXml: (p) =>
      `не XML-список ФИДЕ: ${FIDE_XML.ru(p.problem)}; укажите XML-список ФИДЕ в том виде, как он скачан`,
    rdStreamTooLarge: (p) =>
      `больше, чем может занимать рейтинг-лист (не больше ${p.gb} ГБ): укажите только рейтинг-лист`,
    rdLevelHeader: (p) =>
      `в заголовке должны быть уровень (rank, level, уровень) и имя или pin; найдено: ${p.got || "ничего"}; добавьте строку заголовка с обоими, например name;level`,
    rdLevelNoName: () => "строка без имени игрока: запишите имя игрока или удалите строку",
    rdLevelMissing: (p) =>
      `нет уровня для ${p.who}; строка пропущена; запишите его уровень (например, 3 кю или 2 дан) или удалите строку`,
    rdNoLevels: () =>
      "уровни не прочитаны: ни в одной строке нет игрока с уровнем; укажите список со строкой заголовка, где названы игрок и уровень, и строкой для каждого игрока",
    rdResultsHeader: (p) =>
      `нет строки заголовка с местом и игроком (Место, Игрок, Очки; place, player, points); первая строка: ${p.got || "ничего"}; добавьте над результатами строку заголовка с ними`,
    rdPlace: (p) =>
      `место ${q("ru", p.value)} — ${p.why ? numberWhy("ru", p.why) : "не положительное целое число; запишите место, целое число от 1"}`,
    rdPoints: (p) =>
      p.why
        ? `очки ${q("ru", p.value)} — ${numberWhy("ru", p.why)}`
        : `очки ${q("ru", p.value)} — не число; запишите очки цифрами`,
    rdPlayerTwice: (p) =>
      `игрок ${q("ru", p.player)} уже есть в строке ${p.line}; удалите одну из двух строк или исправьте имя`,
    rdPlaceOrder: (p) =>
      `место ${p.place}, а ожидалось ${p.expected}; исправьте место или расставьте строки по порядку мест`,
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
