/**
 * The diagnostics of a file that cannot be read as it is: the file gate (src/formats/gate.ts:
 * too large, not text), a text encoding that is uncertain, XML or JSON that is not well formed,
 * XML declaring entities, an OpenGotha number its importer refuses.
 */
import { type Language } from "./language";
import { type Categories, type Family } from "./message";
import { q } from "./reader-words";

/** `key="value"`: an XML attribute as the file writes it, its value quoted in English in every language. */
const attr = (key: string, value: string): string => `${key}=${q("en", value)}`;

/** What the file gate (src/formats/gate.ts) refuses; `text` for text already decoded. */
export type Refusal =
  | {
      readonly kind: "too-large";
      readonly text: boolean;
      readonly size: string;
      readonly max: string;
      readonly what: "crosstable" | "rating list" | "results table";
    }
  | { readonly kind: "nul"; readonly text: boolean; readonly at: number }
  | { readonly kind: "control"; readonly text: boolean; readonly count: number; readonly of: number };

/** Why a JSON text is not well formed (src/formats/json-scan.ts). */
export type JsonReason =
  | {
      readonly kind: "control" | "hex" | "unclosed" | "point-digits" | "exponent-digits" | "ends";
    }
  | { readonly kind: "escape"; readonly escape: string }
  | { readonly kind: "deep"; readonly max: number }
  | {
      readonly kind: "unexpected";
      /** The character found, or undefined at the end of the text. */
      readonly found?: string;
      readonly expected: "value" | "key" | "colon" | "end" | "comma";
      readonly close?: "]" | "}";
    };

/** The parameters of each diagnostic of a file not readable as it is, by code. */
export interface ReaderFileParams {
  rdEncodingUncertain: { used: string; alternatives: readonly string[] };
  rdRefused: Refusal;
  /** XML that is not well formed: the XML parser's own words (`parser`, English in every language). */
  rdXml: { parser: string };
  /** A DOCTYPE declaring entities (D391): refused before any of them is expanded; `line` is the declaration's. */
  rdXmlEntities: { line: number };
  /** A decimal where OpenGotha reads a whole number (D392): `element`'s attribute `key`. */
  rdOgNotWhole: { element: string; key: string; value: string };
  rdJson: { format: "pairgoth"; reason: JsonReason };
  /** D437: a workbook, an archive or a PDF where text is due, told by its first bytes (src/formats/gate.ts). */
  rdDocument: { format: DocumentFormat };
  /** D437: a file of no bytes, or only a byte-order mark and blank space. */
  rdEmpty: Record<string, never>;
  /** D438: a CSV cell whose quote opens and is never closed, said at the quote's line and cell. */
  rdUnclosedQuote: Record<string, never>;
  /** D438: a CSV header cell naming what an earlier column (`first`, 1-based) names: not read. */
  rdColumnTwice: { header: string; first: number };
  /** D459: a name's cell holding a line break (`value`); `joined` is it on one line, as it was read. */
  rdLineBreak: { value: string; joined: string };
  /** D461: a cell under a blank header cell (`column`, 1-based), as a merged header cell saves: not read. */
  rdBlankHeaderCell: { value: string; column: number };
}

/** D437: a document of its own kind that the gate names (`documentOf`). */
export type DocumentFormat = "xlsx" | "xls" | "ods" | "zip" | "pdf";

const GATE_WHAT: Readonly<Record<Language, Record<"crosstable" | "rating list" | "results table", string>>> =
  {
    en: { crosstable: "crosstable", "rating list": "rating list", "results table": "results table" },
    hu: { crosstable: "kereszttábla", "rating list": "értékszám-lista", "results table": "eredménytábla" },
    ru: {
      crosstable: "турнирная таблица",
      "rating list": "рейтинг-лист",
      "results table": "таблица результатов",
    },
  };

const REFUSAL: Readonly<Record<Language, (r: Refusal) => string>> = {
  en: (r) =>
    r.kind === "too-large"
      ? `${r.size}${r.text ? " of text" : ""} is larger than a ${r.what} can be (${r.max} at most): give a file that holds the ${r.what} alone`
      : r.kind === "nul"
        ? r.text
          ? `not text: a NUL character at character ${r.at}; give the text as the program that made it saves it`
          : `not a text file: a NUL byte at byte ${r.at}; give the file as text, the program's own export or CSV UTF-8`
        : r.text
          ? `not text: ${r.count} control characters in the first ${r.of}; give the text as the program that made it saves it`
          : `not a text file: ${r.count} control bytes in the first ${r.of} bytes; give the file as text, the program's own export or CSV UTF-8`,
  hu: (r) =>
    r.kind === "too-large"
      ? `${r.size}${r.text ? " szöveg" : ""} nagyobb, mint amekkora egy ${GATE_WHAT.hu[r.what]} lehet (legfeljebb ${r.max}): adjon meg egy fájlt, amely csak ezt tartalmazza`
      : r.kind === "nul"
        ? r.text
          ? `nem szöveg: NUL karakter a(z) ${r.at}. karakternél; adja meg a szöveget úgy, ahogy a készítő program menti`
          : `nem szövegfájl: NUL bájt a(z) ${r.at}. bájtnál; adja meg a fájlt szövegként: a program saját exportjaként vagy CSV UTF-8 formátumban`
        : r.text
          ? `nem szöveg: ${r.count} vezérlőkarakter az első ${r.of} karakterben; adja meg a szöveget úgy, ahogy a készítő program menti`
          : `nem szövegfájl: ${r.count} vezérlőbájt az első ${r.of} bájtban; adja meg a fájlt szövegként: a program saját exportjaként vagy CSV UTF-8 formátumban`,
  ru: (r) =>
    r.kind === "too-large"
      ? `${r.size}${r.text ? " текста" : ""} — больше, чем может занимать ${GATE_WHAT.ru[r.what]} (не больше ${r.max}): укажите файл, в котором только это`
      : r.kind === "nul"
        ? r.text
          ? `не текст: символ NUL в позиции ${r.at}; укажите текст в том виде, как его сохраняет создавшая его программа`
          : `не текстовый файл: байт NUL в позиции ${r.at}; укажите файл в текстовом виде: собственный экспорт программы или CSV UTF-8`
        : r.text
          ? `не текст: управляющих символов среди первых ${r.of}: ${r.count}; укажите текст в том виде, как его сохраняет создавшая его программа`
          : `не текстовый файл: управляющих байтов среди первых ${r.of}: ${r.count}; укажите файл в текстовом виде: собственный экспорт программы или CSV UTF-8`,
};

const JSON_TEXT: Readonly<Record<Language, (r: JsonReason) => string>> = {
  en: (r) => {
    switch (r.kind) {
      case "control":
        return "a control character inside a string";
      case "hex":
        return "a \\u escape without four hex digits";
      case "escape":
        return `an unknown escape \\${r.escape}`;
      case "unclosed":
        return "a string that is never closed";
      case "point-digits":
        return "a number without digits after its point";
      case "exponent-digits":
        return "a number without digits in its exponent";
      case "ends":
        return "the text ends where a value was expected";
      case "deep":
        return `nested deeper than ${r.max} levels`;
      case "unexpected": {
        const found = r.found === undefined ? "the end of the text" : JSON.stringify(r.found);
        const expected = {
          value: "a value",
          key: "a key in quotes",
          colon: '":"',
          end: "",
          comma: `"," or "${r.close ?? "}"}"`,
        }[r.expected];
        return r.expected === "end"
          ? `${found} after the end of the document`
          : `${found} where ${expected} was expected`;
      }
    }
  },
  hu: (r) => {
    switch (r.kind) {
      case "control":
        return "vezérlőkarakter egy szövegben";
      case "hex":
        return "\\u escape négy hexadecimális számjegy nélkül";
      case "escape":
        return `ismeretlen escape: \\${r.escape}`;
      case "unclosed":
        return "le nem zárt szöveg";
      case "point-digits":
        return "szám számjegyek nélkül a tizedespont után";
      case "exponent-digits":
        return "szám számjegyek nélkül a kitevőben";
      case "ends":
        return "a szöveg ott ér véget, ahol érték következne";
      case "deep":
        return `${r.max} szintnél mélyebb egymásba ágyazás`;
      case "unexpected": {
        const found = r.found === undefined ? "a szöveg vége" : `„${JSON.stringify(r.found).slice(1, -1)}”`;
        const expected = {
          value: "érték",
          key: "idézőjeles kulcs",
          colon: "„:”",
          end: "",
          comma: `„,” vagy „${r.close ?? "}"}”`,
        }[r.expected];
        return r.expected === "end"
          ? `${found} a dokumentum vége után`
          : `${found} ott, ahol ${expected} következne`;
      }
    }
  },
  ru: (r) => {
    switch (r.kind) {
      case "control":
        return "управляющий символ внутри строки";
      case "hex":
        return "экранирование \\u без четырёх шестнадцатеричных цифр";
      case "escape":
        return `неизвестное экранирование \\${r.escape}`;
      case "unclosed":
        return "незакрытая строка";
      case "point-digits":
        return "число без цифр после точки";
      case "exponent-digits":
        return "число без цифр в показателе степени";
      case "ends":
        return "текст кончается там, где ожидалось значение";
      case "deep":
        return `вложенность глубже ${r.max} уровней`;
      case "unexpected": {
        const found = r.found === undefined ? "конец текста" : `«${JSON.stringify(r.found).slice(1, -1)}»`;
        const expected = {
          value: "значение",
          key: "ключ в кавычках",
          colon: "«:»",
          end: "",
          comma: `«,» или «${r.close ?? "}"}»`,
        }[r.expected];
        return r.expected === "end"
          ? `${found} после конца документа`
          : `${found} там, где ожидалось ${expected}`;
      }
    }
  },
};

export const READER_FILE_MESSAGES: Family<ReaderFileParams> = {
  en: {
    rdEncodingUncertain: (p) =>
      `the text encoding is uncertain: read as ${p.used}, but ${p.alternatives.join(" or ")} would read it differently and nearly as likely; check the names, and choose the encoding if they look wrong`,
    rdRefused: REFUSAL.en,
    rdXml: (p) =>
      `not well-formed XML (the XML parser's words): ${p.parser}; give the file as the program that made it saved it, or correct the XML here`,
    rdXmlEntities: (p) =>
      `the file declares entities in a DOCTYPE (<!ENTITY at line ${p.line}), which OpenGotha and MacMahon never write: the file is refused for safety, as entities can hide or multiply its text; delete the DOCTYPE and write the names out`,
    rdOgNotWhole: (p) =>
      `${p.element} ${attr(p.key, p.value)} is not a whole number, and OpenGotha refuses the file for it (it reads ${p.key} with Integer.parseInt): not read; write it without the decimal point`,
    rdDocument: (p) => {
      switch (p.format) {
        case "xlsx":
          return "an Excel workbook (.xlsx), not text: open it in Excel, save the sheet as CSV UTF-8 (File › Save As) and give that file";
        case "xls":
          return "an Excel 97–2003 workbook (.xls), not text: open it in Excel, save the sheet as CSV UTF-8 (File › Save As) and give that file";
        case "ods":
          return "a LibreOffice Calc spreadsheet (.ods), not text: open it, save the sheet as Text CSV (File › Save As) and give that file";
        case "zip":
          return "a ZIP archive, not text: unzip it (FIDE's rating lists are downloaded zipped) and give the file inside";
        case "pdf":
          return "a PDF document, not text: a printed crosstable or list cannot be read; give the file its program saved (CSV, TRF, h9, XML)";
      }
    },
    rdEmpty: () =>
      "the file is empty (nothing but blank space): was it saved or downloaded in full? Save it again and give it",
    rdUnclosedQuote: () =>
      `a quote opens this cell and is never closed: the rest of the file is read as this one cell; close the quote (write a quote inside a cell as two, "") or delete it`,
    rdBlankHeaderCell: (p) =>
      `${q("en", p.value)} stands in column ${p.column}, whose header cell is blank (a merged header cell is saved so): not read; name the column in the header, or delete it`,
    rdLineBreak: (p) =>
      `this name's cell holds a line break (${q("en", shownBreaks(p.value))}, Alt+Enter in Excel): it is read as ${q("en", p.joined)}; write the name on one line in its cell, and another name in a row of its own`,
    rdColumnTwice: (p) =>
      `the header ${q("en", p.header)} names what column ${p.first} names already: only column ${p.first} is read, this one is not; delete this column or name it apart`,
    rdJson: (p) =>
      `not a ${p.format} file: ${JSON_TEXT.en(p.reason)}; give the file as ${p.format} exported it, or correct the text here`,
  },
  hu: {
    rdEncodingUncertain: (p) =>
      `a karakterkódolás bizonytalan: ${p.used} kódolással olvastuk, de ${p.alternatives.join(" vagy ")} másként és majdnem ugyanolyan valószínűen olvasná; ellenőrizze a neveket, és ha hibásnak látszanak, válasszon kódolást`,
    rdRefused: REFUSAL.hu,
    rdXml: (p) =>
      `hibás XML (az XML-olvasó szövege): ${p.parser}; adja meg a fájlt úgy, ahogy a készítő program mentette, vagy javítsa itt az XML-t`,
    rdXmlEntities: (p) =>
      `a fájl DOCTYPE-ban entitásokat deklarál (<!ENTITY a(z) ${p.line}. sorban), ilyet az OpenGotha és a MacMahon soha nem ír: biztonsági okból nem olvassuk be, mert az entitások elrejthetik vagy megsokszorozhatják a szövegét; törölje a DOCTYPE-ot, és írja ki a neveket`,
    rdOgNotWhole: (p) =>
      `${p.element} ${attr(p.key, p.value)}: nem egész szám, és az OpenGotha emiatt nem olvassa be a fájlt (a(z) ${p.key} értékét Integer.parseInt olvassa): nem olvassuk be; írja tizedesjel nélkül`,
    rdDocument: (p) => {
      switch (p.format) {
        case "xlsx":
          return "Excel-munkafüzet (.xlsx), nem szöveg: nyissa meg az Excelben, mentse a lapot CSV UTF-8 formátumban (Fájl › Mentés másként), és azt a fájlt adja meg";
        case "xls":
          return "Excel 97–2003 munkafüzet (.xls), nem szöveg: nyissa meg az Excelben, mentse a lapot CSV UTF-8 formátumban (Fájl › Mentés másként), és azt a fájlt adja meg";
        case "ods":
          return "LibreOffice Calc-munkafüzet (.ods), nem szöveg: nyissa meg, mentse a lapot Szöveg CSV formátumban (Fájl › Mentés másként), és azt a fájlt adja meg";
        case "zip":
          return "ZIP-archívum, nem szöveg: csomagolja ki (a FIDE értékszám-listái tömörítve tölthetők le), és a benne lévő fájlt adja meg";
        case "pdf":
          return "PDF-dokumentum, nem szöveg: kinyomtatott kereszttábla vagy lista nem olvasható be; azt a fájlt adja meg, amelyet a programja mentett (CSV, TRF, h9, XML)";
      }
    },
    rdEmpty: () =>
      "a fájl üres (csak szóköz és sortörés van benne): teljesen mentették vagy töltötték le? Mentse újra, és azt adja meg",
    rdUnclosedQuote: () =>
      `ez a cella idézőjellel kezdődik, amelyet semmi nem zár le: a fájl hátralevő része ebbe az egy cellába kerül; zárja le az idézőjelet (a cellán belüli idézőjelet kettőzze meg), vagy törölje`,
    rdBlankHeaderCell: (p) =>
      `${q("hu", p.value)} a(z) ${p.column}. oszlopban áll, amelynek fejléccellája üres (az összevont fejléccellát így menti az Excel): nem olvassuk be; nevezze meg az oszlopot a fejlécben, vagy törölje`,
    rdLineBreak: (p) =>
      `ennek a névnek a cellájában sortörés van (${q("hu", shownBreaks(p.value))}, Excelben Alt+Enter): így olvassuk: ${q("hu", p.joined)}; írja a nevet egy sorba a cellájában, egy másik nevet pedig külön sorba`,
    rdColumnTwice: (p) =>
      `a(z) ${q("hu", p.header)} fejléc ugyanazt nevezi meg, amit a(z) ${p.first}. oszlop: csak a(z) ${p.first}. oszlopot olvassuk, ezt nem; törölje ezt az oszlopot, vagy nevezze el másként`,
    rdJson: (p) =>
      `nem ${p.format}-fájl: ${JSON_TEXT.hu(p.reason)}; adja meg a fájlt úgy, ahogy a ${p.format} exportálta, vagy javítsa itt a szöveget`,
  },
  ru: {
    rdEncodingUncertain: (p) =>
      `кодировка текста не определена надёжно: прочитано как ${p.used}, но ${p.alternatives.join(" или ")} прочитала бы его иначе и почти так же вероятно; проверьте имена и, если они выглядят неверно, выберите кодировку`,
    rdRefused: REFUSAL.ru,
    rdXml: (p) =>
      `некорректный XML (текст XML-парсера): ${p.parser}; укажите файл в том виде, как его сохранила создавшая программа, или исправьте XML в этом месте`,
    rdXmlEntities: (p) =>
      `файл объявляет сущности в DOCTYPE (<!ENTITY в строке ${p.line}), чего OpenGotha и MacMahon никогда не пишут: файл отклонён из соображений безопасности, так как сущности могут скрыть или размножить его текст; удалите DOCTYPE и напишите имена полностью`,
    rdOgNotWhole: (p) =>
      `${p.element} ${attr(p.key, p.value)} — не целое число, и OpenGotha из-за этого отклоняет файл (${p.key} читается через Integer.parseInt): не прочитано; запишите без десятичного разделителя`,
    rdDocument: (p) => {
      switch (p.format) {
        case "xlsx":
          return "книга Excel (.xlsx), а не текст: откройте её в Excel, сохраните лист как CSV UTF-8 (Файл › Сохранить как) и укажите этот файл";
        case "xls":
          return "книга Excel 97–2003 (.xls), а не текст: откройте её в Excel, сохраните лист как CSV UTF-8 (Файл › Сохранить как) и укажите этот файл";
        case "ods":
          return "таблица LibreOffice Calc (.ods), а не текст: откройте её, сохраните лист как Текст CSV (Файл › Сохранить как) и укажите этот файл";
        case "zip":
          return "ZIP-архив, а не текст: распакуйте его (рейтинг-листы FIDE скачиваются сжатыми) и укажите файл из архива";
        case "pdf":
          return "документ PDF, а не текст: напечатанную таблицу или список прочитать нельзя; укажите файл, сохранённый программой (CSV, TRF, h9, XML)";
      }
    },
    rdEmpty: () =>
      "файл пуст (в нём только пробелы и переводы строк): был ли он сохранён или скачан полностью? Сохраните его снова и укажите",
    rdUnclosedQuote: () =>
      `эта ячейка открывается кавычкой, которая нигде не закрыта: весь остаток файла читается как одна эта ячейка; закройте кавычку (кавычку внутри ячейки удваивают) или удалите её`,
    rdBlankHeaderCell: (p) =>
      `${q("ru", p.value)} стоит в столбце ${p.column}, ячейка заголовка которого пуста (так сохраняется объединённая ячейка заголовка): не прочитано; назовите столбец в заголовке или удалите его`,
    rdLineBreak: (p) =>
      `в ячейке этого имени перевод строки (${q("ru", shownBreaks(p.value))}, Alt+Enter в Excel): читается как ${q("ru", p.joined)}; запишите имя в одну строку в его ячейке, а другое имя — в отдельной строке`,
    rdColumnTwice: (p) =>
      `заголовок ${q("ru", p.header)} называет то же, что и столбец ${p.first}: читается только столбец ${p.first}, этот — нет; удалите этот столбец или назовите его иначе`,
    rdJson: (p) =>
      `не файл ${p.format}: ${JSON_TEXT.ru(p.reason)}; укажите файл в том виде, как его экспортировал ${p.format}, или исправьте текст в этом месте`,
  },
};

/** A cell's line breaks shown as ⏎, so that a message stays one line. */
function shownBreaks(text: string): string {
  return text.replace(/\r\n|\r|\n/g, "⏎");
}

/** What each code's diagnostic is known by (D135). */
export const READER_FILE_CATEGORIES: Categories<ReaderFileParams> = {
  rdEncodingUncertain: "encoding-uncertain",
  rdRefused: "not-readable",
  rdDocument: "not-readable",
  rdEmpty: "not-readable",
  rdUnclosedQuote: "unclosed-quote",
  rdColumnTwice: "column-twice",
  rdLineBreak: "line-break",
  rdBlankHeaderCell: "cell-outside-header",
  rdXml: "bad-xml",
  rdXmlEntities: "xml-entities",
  rdOgNotWhole: "og-not-whole",
  rdJson: (p) => (p.reason.kind === "deep" ? "too-deep" : "bad-json"),
};
