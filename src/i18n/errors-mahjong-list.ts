/**
 * The errors of a mahjong results sheet (src/core/mahjong/ratinglist.ts `readResultRow` and the
 * replay's checks): the row or line, the column, and what is wrong with its cell.
 */
import { COMMON_ERRORS, type DateReason, saysWhatToWrite } from "./errors-common";
import { type Language } from "./language";
import { type NumberWhy, numberWhy } from "./errors-readers-common";
import { type Family } from "./message";

/** The columns of a results sheet (ratinglist.ts `RESULT_COLUMNS`). */
export type ResultColumnName =
  "player" | "tournament" | "last day" | "place" | "participants" | "sessions" | "championship";

/** What a results row is called where it was read: a sheet's row, a file's line, a function's argument's row. */
export type ResultRowPlace = "row" | "line" | "results row";

/** What is wrong with a cell of a results row. */
export type ResultCellProblem =
  | { readonly kind: "blank" }
  | { readonly kind: "notNumber"; readonly value: string }
  /** D458: a number the file's decimal mark does not tell (`"1,250"`), or in digit groups; `value` quoted. */
  | { readonly kind: "number"; readonly value: string; readonly why: NumberWhy }
  /** D459: a name's cell holding a line break; `joined`: it on one line. */
  | { readonly kind: "lineBreak"; readonly value: string; readonly joined: string }
  | {
      readonly kind: "range";
      readonly value: number;
      readonly min: number;
      readonly max: number;
      readonly whole: boolean;
    }
  | { readonly kind: "notDate"; readonly value: string }
  | { readonly kind: "yearNotDate"; readonly value: string }
  | {
      readonly kind: "dateReason";
      readonly value: string;
      readonly reason: DateReason;
      readonly first: number;
      readonly last: number;
    }
  | { readonly kind: "notFlag"; readonly value: string }
  | { readonly kind: "notPlace"; readonly value: number }
  | { readonly kind: "placeOutside"; readonly value: number; readonly participants: number }
  | {
      readonly kind: "differs";
      readonly value: string;
      readonly first: string;
      readonly tournament: string;
      readonly firstRow: number;
    }
  | { readonly kind: "twice"; readonly player: string; readonly tournament: string };

/** The parameters of each results-sheet error, by code. */
export interface MahjongListErrorParams {
  mahjongResultCell: {
    where: ResultRowPlace;
    row: number;
    column: ResultColumnName;
    problem: ResultCellProblem;
  };
  /** A results sheet's header (its first row not blank) names none of these columns; `got` is the row. */
  mahjongSheetHeader: {
    missing: readonly { readonly column: ResultColumnName; readonly words: readonly string[] }[];
    got: string;
  };
  /** A results sheet with a header and no row under it; `columns`: those a row needs. */
  mahjongSheetNoRows: { columns: readonly ResultColumnName[] };
}

/** A results row named as where it was read (a sheet's row, a file's line, an argument's row). */
export const PLACE: Readonly<Record<Language, Record<ResultRowPlace, (n: number) => string>>> = {
  en: { row: (n) => `row ${n}`, line: (n) => `line ${n}`, "results row": (n) => `results row ${n}` },
  hu: {
    row: (n) => `${n}. sor`,
    line: (n) => `a fájl ${n}. sora`,
    "results row": (n) => `az eredmények ${n}. sora`,
  },
  ru: {
    row: (n) => `строка ${n}`,
    line: (n) => `строка файла ${n}`,
    "results row": (n) => `строка результатов ${n}`,
  },
};

const COLUMN: Readonly<Record<Language, Record<ResultColumnName, string>>> = {
  en: {
    player: "player",
    tournament: "tournament",
    "last day": "last day",
    place: "place",
    participants: "participants",
    sessions: "sessions",
    championship: "championship",
  },
  hu: {
    player: "játékos",
    tournament: "verseny",
    "last day": "utolsó nap",
    place: "helyezés",
    participants: "résztvevők",
    sessions: "ülések",
    championship: "bajnokság",
  },
  ru: {
    player: "игрок",
    tournament: "турнир",
    "last day": "последний день",
    place: "место",
    participants: "участники",
    sessions: "сессии",
    championship: "чемпионат",
  },
};

const PROBLEM: Readonly<Record<Language, (p: ResultCellProblem, where: ResultRowPlace) => string>> = {
  en: (p, where) => {
    switch (p.kind) {
      case "number":
        return `${p.value} ${numberWhy("en", p.why)}`;
      case "lineBreak":
        return `${p.value} holds a line break (Alt+Enter in Excel), read as ${p.joined}: write it on one line in its cell`;
      case "blank":
        return "is blank; fill it in";
      case "notNumber":
        return `expected a number, got ${p.value}; write a number`;
      case "range":
        return `${p.value} must be ${p.whole ? "a whole number " : ""}${p.min}..${p.max}; write one in that range`;
      case "notDate":
        return `expected a date, got ${p.value}; write the date as YYYY-MM-DD`;
      case "yearNotDate":
        return `${p.value} is a year, not a date; write the day, as YYYY-MM-DD`;
      case "dateReason":
        return `${p.value} ${COMMON_ERRORS.en.dateReason(p)}${saysWhatToWrite(p.reason) ? "" : "; write the day as YYYY-MM-DD"}`;
      case "notFlag":
        return `expected TRUE or FALSE, got ${p.value}; write TRUE or FALSE`;
      case "notPlace":
        return `${p.value} is not a whole place or the average of tied places (x.5); write a whole place, or the average of the tied places, such as 3.5`;
      case "placeOutside":
        return `${p.value} is outside 1..${p.participants}; correct the place or the participants`;
      case "differs":
        return `${p.value} differs from ${p.first} given for ${p.tournament} in ${PLACE.en[where](p.firstRow)}; correct the one that is wrong`;
      case "twice":
        return `${p.player} appears twice in ${p.tournament}; delete one of the two rows`;
    }
  },
  hu: (p, where) => {
    switch (p.kind) {
      case "number":
        return `${p.value} ${numberWhy("hu", p.why)}`;
      case "lineBreak":
        return `${p.value} cellájában sortörés van (Excelben Alt+Enter), így olvassuk: ${p.joined}; írja egy sorba a cellájában`;
      case "blank":
        return "üres; töltse ki";
      case "notNumber":
        return `számot várunk, nem ${p.value} értéket; írjon számot`;
      case "range":
        return `${p.value}: ${p.whole ? "egész számnak " : ""}${p.min} és ${p.max} között kell lennie; írjon ebbe a tartományba eső számot`;
      case "notDate":
        return `dátumot várunk, nem ${p.value} értéket; írja a dátumot ÉÉÉÉ-HH-NN alakban`;
      case "yearNotDate":
        return `${p.value} csak évszám, nem dátum; írja be a napot, ÉÉÉÉ-HH-NN alakban`;
      case "dateReason":
        return `${p.value} ${COMMON_ERRORS.hu.dateReason(p)}${saysWhatToWrite(p.reason) ? "" : "; írja a napot ÉÉÉÉ-HH-NN alakban"}`;
      case "notFlag":
        return `IGAZ vagy HAMIS értéket várunk, nem ${p.value} értéket; írjon IGAZ vagy HAMIS értéket`;
      case "notPlace":
        return `${p.value} nem egész helyezés és nem holtversenyben osztott helyek átlaga (x,5); írjon egész helyezést vagy a holtversenyben osztott helyek átlagát, például 3,5`;
      case "placeOutside":
        return `${p.value} nincs 1 és ${p.participants} között; javítsa a helyezést vagy a résztvevők számát`;
      case "differs":
        return `${p.value} eltér a(z) ${p.tournament} versenyre ${PLACE.hu[where](p.firstRow)} adott ${p.first} értéktől; javítsa a hibásat`;
      case "twice":
        return `${p.player} kétszer szerepel a(z) ${p.tournament} versenyben; törölje a két sor egyikét`;
    }
  },
  ru: (p, where) => {
    switch (p.kind) {
      case "number":
        return `${p.value}: ${numberWhy("ru", p.why)}`;
      case "lineBreak":
        return `в ячейке ${p.value} перевод строки (Alt+Enter в Excel), читается как ${p.joined}: запишите в одну строку в его ячейке`;
      case "blank":
        return "пусто; заполните ячейку";
      case "notNumber":
        return `ожидается число, а не ${p.value}; запишите число`;
      case "range":
        return `${p.value}: должно быть ${p.whole ? "целым числом " : ""}от ${p.min} до ${p.max}; запишите число из этого диапазона`;
      case "notDate":
        return `ожидается дата, а не ${p.value}; запишите дату как ГГГГ-ММ-ДД`;
      case "yearNotDate":
        return `${p.value} — год, а не дата; запишите день, как ГГГГ-ММ-ДД`;
      case "dateReason":
        return `${p.value} ${COMMON_ERRORS.ru.dateReason(p)}${saysWhatToWrite(p.reason) ? "" : "; запишите день как ГГГГ-ММ-ДД"}`;
      case "notFlag":
        return `ожидается ИСТИНА или ЛОЖЬ, а не ${p.value}; запишите ИСТИНА или ЛОЖЬ`;
      case "notPlace":
        return `${p.value} — не целое место и не среднее разделённых мест (x,5); запишите целое место или среднее разделённых мест, например 3,5`;
      case "placeOutside":
        return `${p.value} вне 1..${p.participants}; исправьте место или число участников`;
      case "differs":
        return `${p.value} отличается от ${p.first}, указанного для ${p.tournament} (${PLACE.ru[where](p.firstRow)}); исправьте неверное`;
      case "twice":
        return `${p.player} дважды встречается в ${p.tournament}; удалите одну из двух строк`;
    }
  },
};

/** Each missing column (as `name` says it) with the words that name it: `tournament: tournament, event`. */
const wordsOf = (
  p: MahjongListErrorParams["mahjongSheetHeader"],
  name: (c: ResultColumnName) => string,
): string => p.missing.map((m) => `${name(m.column)}: ${m.words.join(", ")}`).join("; ");

const ruColumn = (c: ResultColumnName): string => `«${COLUMN.ru[c]}»`;

export const MAHJONG_LIST_ERRORS: Family<MahjongListErrorParams> = {
  en: {
    mahjongResultCell: (p) =>
      `${PLACE.en[p.where](p.row)}, column ${COLUMN.en[p.column]}: ${PROBLEM.en(p.problem, p.where)}`,
    mahjongSheetHeader: (p) =>
      `no header for ${p.missing.map((m) => COLUMN.en[m.column]).join(", ")} (got: ${p.got}): name each of them in the first row that is not blank by one of its words, letter case and spaces ignored — ${wordsOf(p, (c) => COLUMN.en[c])}`,
    mahjongSheetNoRows: (p) =>
      `no result rows: under the header, give one row per player per tournament, with its ${p.columns.map((c) => COLUMN.en[c]).join(", ")}`,
  },
  hu: {
    mahjongResultCell: (p) =>
      `${PLACE.hu[p.where](p.row)}, ${COLUMN.hu[p.column]} oszlop: ${PROBLEM.hu(p.problem, p.where)}`,
    mahjongSheetHeader: (p) =>
      `nincs fejléc ezekhez az oszlopokhoz: ${p.missing.map((m) => COLUMN.hu[m.column]).join(", ")} (ez áll ott: ${p.got}); nevezze meg mindegyiket az első nem üres sorban egy-egy szavával, a kis- és nagybetű és a szóköz nem számít — ${wordsOf(p, (c) => COLUMN.hu[c])}`,
    mahjongSheetNoRows: (p) =>
      `nincsenek eredménysorok: a fejléc alatt adjon meg játékosonként és versenyenként egy sort, benne: ${p.columns.map((c) => COLUMN.hu[c]).join(", ")}`,
  },
  ru: {
    mahjongResultCell: (p) =>
      `${PLACE.ru[p.where](p.row)}, столбец «${COLUMN.ru[p.column]}»: ${PROBLEM.ru(p.problem, p.where)}`,
    mahjongSheetHeader: (p) =>
      `нет заголовка для столбцов ${p.missing.map((m) => ruColumn(m.column)).join(", ")} (найдено: ${p.got}): назовите каждый из них в первой непустой строке одним из его слов, регистр и пробелы не важны — ${wordsOf(p, ruColumn)}`,
    mahjongSheetNoRows: (p) =>
      `нет строк результатов: под заголовком дайте по строке на каждого игрока в каждом турнире: ${p.columns.map((c) => COLUMN.ru[c]).join(", ")}`,
  },
};
