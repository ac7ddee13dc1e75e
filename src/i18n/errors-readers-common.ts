/**
 * The diagnostics every reader of src/formats may give: a file's number or date that is none, the
 * crosstable's games (paired twice, after the last round, too many cells), the symmetry check,
 * the text encoding, the file gate, XML and JSON that are not well formed.
 */
import { COMMON_ERRORS, type DateReason } from "./errors-common";
import { type Language } from "./language";
import { type Family } from "./message";
import { type Bound, type ReaderField, fieldName, mustBe, q, roundLead } from "./reader-words";

/** Why a file's number is none (src/core/common/bounds.ts `readBounded`). */
export type NumberWhy =
  | { readonly kind: "notNumber" }
  | { readonly kind: "ambiguous"; readonly whole: string; readonly part: string }
  | ({ readonly kind: "bound" } & Bound);

/** What the symmetry check found between two players (src/core/tournament/symmetry.ts). */
export type SymmetryFinding =
  | { readonly kind: "unknown-opponent"; readonly opponent: number; readonly players: number }
  | { readonly kind: "self-game"; readonly player: number }
  | { readonly kind: "one-sided" | "forfeit"; readonly player: number; readonly opponent: number }
  | {
      readonly kind: "results" | "handicap";
      readonly player: number;
      readonly opponent: number;
      readonly a: number;
      readonly b: number;
    }
  | {
      readonly kind: "colours";
      readonly player: number;
      readonly opponent: number;
      readonly colour: "white" | "black";
    };

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

/** The parameters of each diagnostic every reader may give, by code. */
export interface ReaderCommonParams {
  /** A file's number that is none (not a number, ambiguous, outside its bound). */
  rdBadNumber: { what: ReaderField; value: string; why: NumberWhy };
  /** A number (already read) outside its bound. */
  rdOutOfBounds: { what: ReaderField; value: number } & Bound;
  rdBadDate: { what: ReaderField; value: string; reason: DateReason; first?: number; last?: number };
  rdYearNotDate: { what: ReaderField; value: string };
  rdEndBeforeStart: { end: string; start: string };
  /** A player paired twice in a round; the last kept. `other`: the first pairing's opponent (absent: a bye). */
  rdRepeatedPairing: { player: number; round: number; other?: number; line: number };
  rdDoublePairing: { player: number; round: number };
  rdBeyondLastRound: { round: number; rounds: number };
  rdUnknownPlayerInRound: { round: number; who: string };
  /** More rounds than a crosstable has, or more cells than the file's size justifies. */
  rdTooLarge: {
    last: number;
    kept: number;
    cause: ({ kind: "rounds" } & Bound) | { kind: "cells"; players: number; length: number; budget: number };
  };
  rdSymmetry: { round: number; finding: SymmetryFinding };
  rdEncodingUncertain: { used: string; alternatives: readonly string[] };
  rdRefused: Refusal;
  /** XML that is not well formed: the XML library's own text (`parser`), or a tag cut short. */
  rdXml: { parser?: string };
  rdJson: { format: "pairgoth"; reason: JsonReason };
}

const WHY: Readonly<Record<Language, (w: NumberWhy) => string>> = {
  en: (w) =>
    w.kind === "notNumber"
      ? "is not a number"
      : w.kind === "ambiguous"
        ? `is ambiguous: ${w.whole}${w.part} with a thousands separator or ${w.whole}.${w.part} with a decimal comma (write it without the comma, or with a point)`
        : mustBe("en", w),
  hu: (w) =>
    w.kind === "notNumber"
      ? "nem szám"
      : w.kind === "ambiguous"
        ? `nem egyértelmű: ezreselválasztóval ${w.whole}${w.part}, tizedesvesszővel ${w.whole}.${w.part} (írja vessző nélkül vagy tizedesponttal)`
        : mustBe("hu", w),
  ru: (w) =>
    w.kind === "notNumber"
      ? "не число"
      : w.kind === "ambiguous"
        ? `неоднозначно: ${w.whole}${w.part} с разделителем тысяч или ${w.whole}.${w.part} с десятичной запятой (запишите без запятой или с точкой)`
        : mustBe("ru", w),
};

const SYMMETRY: Readonly<Record<Language, (f: SymmetryFinding) => string>> = {
  en: (f) => {
    switch (f.kind) {
      case "unknown-opponent":
        return `opponent ${f.opponent} is not in the list of ${f.players} players`;
      case "self-game":
        return `player ${f.player} meets himself`;
      case "one-sided":
        return `player ${f.player} lists a game against ${f.opponent}, who does not list it`;
      case "results":
        return `players ${f.player} and ${f.opponent} report scores ${f.a} and ${f.b}`;
      case "colours":
        return `players ${f.player} and ${f.opponent} both had ${f.colour}`;
      case "handicap":
        return `players ${f.player} and ${f.opponent} report handicaps ${f.a} and ${f.b}`;
      case "forfeit":
        return `players ${f.player} and ${f.opponent} disagree whether the game was forfeited`;
    }
  },
  hu: (f) => {
    switch (f.kind) {
      case "unknown-opponent":
        return `a(z) ${f.opponent}. ellenfél nincs a(z) ${f.players} játékos között`;
      case "self-game":
        return `a(z) ${f.player}. játékos önmaga ellen játszik`;
      case "one-sided":
        return `a(z) ${f.player}. játékosnál játszma szerepel a(z) ${f.opponent}. ellen, akinél nem`;
      case "results":
        return `a(z) ${f.player}. és a(z) ${f.opponent}. játékos pontszáma ${f.a} és ${f.b}`;
      case "colours":
        return `a(z) ${f.player}. és a(z) ${f.opponent}. játékos is ${f.colour === "white" ? "fehér" : "fekete"} volt`;
      case "handicap":
        return `a(z) ${f.player}. és a(z) ${f.opponent}. játékos eltérő előkövet ad meg: ${f.a} és ${f.b}`;
      case "forfeit":
        return `a(z) ${f.player}. és a(z) ${f.opponent}. játékosnál eltér, hogy a játszma játék nélkül dőlt-e el`;
    }
  },
  ru: (f) => {
    switch (f.kind) {
      case "unknown-opponent":
        return `соперника ${f.opponent} нет в списке из ${f.players} игроков`;
      case "self-game":
        return `игрок ${f.player} играет сам с собой`;
      case "one-sided":
        return `у игрока ${f.player} есть партия с ${f.opponent}, у которого её нет`;
      case "results":
        return `игроки ${f.player} и ${f.opponent} указывают очки ${f.a} и ${f.b}`;
      case "colours":
        return `игроки ${f.player} и ${f.opponent} оба играли ${f.colour === "white" ? "белыми" : "чёрными"}`;
      case "handicap":
        return `игроки ${f.player} и ${f.opponent} указывают фору ${f.a} и ${f.b}`;
      case "forfeit":
        return `игроки ${f.player} и ${f.opponent} расходятся в том, была ли партия присуждена без игры`;
    }
  },
};

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
      ? `${r.size}${r.text ? " of text" : ""} is larger than a ${r.what} can be (${r.max} at most)`
      : r.kind === "nul"
        ? r.text
          ? `not text: a NUL character at character ${r.at}`
          : `not a text file: a NUL byte at byte ${r.at}`
        : r.text
          ? `not text: ${r.count} control characters in the first ${r.of}`
          : `not a text file: ${r.count} control bytes in the first ${r.of} bytes`,
  hu: (r) =>
    r.kind === "too-large"
      ? `${r.size}${r.text ? " szöveg" : ""} nagyobb, mint amekkora egy ${GATE_WHAT.hu[r.what]} lehet (legfeljebb ${r.max})`
      : r.kind === "nul"
        ? r.text
          ? `nem szöveg: NUL karakter a(z) ${r.at}. karakternél`
          : `nem szövegfájl: NUL bájt a(z) ${r.at}. bájtnál`
        : r.text
          ? `nem szöveg: ${r.count} vezérlőkarakter az első ${r.of} karakterben`
          : `nem szövegfájl: ${r.count} vezérlőbájt az első ${r.of} bájtban`,
  ru: (r) =>
    r.kind === "too-large"
      ? `${r.size}${r.text ? " текста" : ""} — больше, чем может занимать ${GATE_WHAT.ru[r.what]} (не больше ${r.max})`
      : r.kind === "nul"
        ? r.text
          ? `не текст: символ NUL в позиции ${r.at}`
          : `не текстовый файл: байт NUL в позиции ${r.at}`
        : r.text
          ? `не текст: управляющих символов среди первых ${r.of}: ${r.count}`
          : `не текстовый файл: управляющих байтов среди первых ${r.of}: ${r.count}`,
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

const TOO_LARGE: Readonly<Record<Language, (p: ReaderCommonParams["rdTooLarge"]) => string>> = {
  en: (p) => {
    const c = p.cause;
    const why =
      c.kind === "rounds"
        ? `round ${p.last}: a crosstable has rounds ${c.whole ? "a whole number " : ""}${c.min}..${c.max}`
        : `${c.players} players × ${p.last} rounds would be more crosstable cells than this file's ${c.length} characters hold (one per character, ${c.budget} at most)`;
    return `${why}: ${p.kept > 0 ? `rounds after ${p.kept} are not read` : "no round is read"}`;
  },
  hu: (p) => {
    const c = p.cause;
    const why =
      c.kind === "rounds"
        ? `${p.last}. forduló: egy kereszttábla fordulói ${c.min}-től ${c.max}-ig számozhatók`
        : `${c.players} játékos × ${p.last} forduló több kereszttábla-cella, mint amennyit a fájl ${c.length} karaktere indokol (karakterenként egy, legfeljebb ${c.budget})`;
    return `${why}: ${p.kept > 0 ? `a(z) ${p.kept}. forduló utániakat nem olvassuk be` : "egy fordulót sem olvasunk be"}`;
  },
  ru: (p) => {
    const c = p.cause;
    const why =
      c.kind === "rounds"
        ? `тур ${p.last}: в турнирной таблице туры от ${c.min} до ${c.max}`
        : `игроков ${c.players} × туров ${p.last} — больше клеток турнирной таблицы, чем оправдывают ${c.length} символов файла (по одной на символ, не больше ${c.budget})`;
    return `${why}: ${p.kept > 0 ? `туры после ${p.kept} не прочитаны` : "ни один тур не прочитан"}`;
  },
};

export const READER_COMMON_MESSAGES: Family<ReaderCommonParams> = {
  en: {
    rdBadNumber: (p) => `${fieldName("en", p.what)} ${q("en", p.value)} ${WHY.en(p.why)}`,
    rdOutOfBounds: (p) => `${fieldName("en", p.what)} ${p.value} ${mustBe("en", p)}`,
    rdBadDate: (p) => `${fieldName("en", p.what)} ${q("en", p.value)} ${COMMON_ERRORS.en.dateReason(p)}`,
    rdYearNotDate: (p) => `${fieldName("en", p.what)} ${q("en", p.value)} is a year, not a date`,
    rdEndBeforeStart: (p) => `end date ${p.end} is before the start date ${p.start}`,
    rdRepeatedPairing: (p) =>
      `player ${p.player} is paired twice in round ${p.round} (with ${p.other === undefined ? "a bye" : `player ${p.other}`} at line ${p.line}): the last pairing is kept, as OpenGotha does`,
    rdDoublePairing: (p) => `player ${p.player} is paired twice in round ${p.round}`,
    rdBeyondLastRound: (p) =>
      `round ${p.round}: after round ${p.rounds}, the last this crosstable reads: not read`,
    rdUnknownPlayerInRound: (p) => `round ${p.round}: unknown player ${q("en", p.who)}`,
    rdTooLarge: TOO_LARGE.en,
    rdSymmetry: (p) => `${roundLead("en", p.round)}${SYMMETRY.en(p.finding)}`,
    rdEncodingUncertain: (p) =>
      `the text encoding is uncertain: read as ${p.used}, but ${p.alternatives.join(" or ")} would read it differently and nearly as likely; check the names, and choose the encoding if they look wrong`,
    rdRefused: REFUSAL.en,
    rdXml: (p) => p.parser ?? "not well-formed XML: a tag is cut short or never closed",
    rdJson: (p) => `not a ${p.format} file: ${JSON_TEXT.en(p.reason)}`,
  },
  hu: {
    rdBadNumber: (p) => `${fieldName("hu", p.what)}: ${q("hu", p.value)} ${WHY.hu(p.why)}`,
    rdOutOfBounds: (p) => `${fieldName("hu", p.what)}: ${p.value}; ${mustBe("hu", p)}`,
    rdBadDate: (p) => `${fieldName("hu", p.what)}: ${q("hu", p.value)} ${COMMON_ERRORS.hu.dateReason(p)}`,
    rdYearNotDate: (p) => `${fieldName("hu", p.what)}: ${q("hu", p.value)} csak évszám, nem dátum`,
    rdEndBeforeStart: (p) => `a záró dátum (${p.end}) korábbi a kezdő dátumnál (${p.start})`,
    rdRepeatedPairing: (p) =>
      `a(z) ${p.player}. játékos kétszer szerepel a(z) ${p.round}. forduló párosításában (${p.other === undefined ? "szabadnappal" : `a(z) ${p.other}. játékossal`} a(z) ${p.line}. sorban): az utolsó párosítás marad, ahogy az OpenGothában is`,
    rdDoublePairing: (p) =>
      `a(z) ${p.player}. játékos kétszer szerepel a(z) ${p.round}. forduló párosításában`,
    rdBeyondLastRound: (p) =>
      `${p.round}. forduló: a(z) ${p.rounds}. forduló, a kereszttábla utolsó beolvasott fordulója utáni; nem olvassuk be`,
    rdUnknownPlayerInRound: (p) => `${p.round}. forduló: ismeretlen játékos: ${q("hu", p.who)}`,
    rdTooLarge: TOO_LARGE.hu,
    rdSymmetry: (p) => `${roundLead("hu", p.round)}${SYMMETRY.hu(p.finding)}`,
    rdEncodingUncertain: (p) =>
      `a karakterkódolás bizonytalan: ${p.used} kódolással olvastuk, de ${p.alternatives.join(" vagy ")} másként és majdnem ugyanolyan valószínűen olvasná; ellenőrizze a neveket, és ha hibásnak látszanak, válasszon kódolást`,
    rdRefused: REFUSAL.hu,
    rdXml: (p) =>
      p.parser === undefined
        ? "hibás XML: egy címke csonka vagy nincs lezárva"
        : `hibás XML (az XML-olvasó szövege): ${p.parser}`,
    rdJson: (p) => `nem ${p.format}-fájl: ${JSON_TEXT.hu(p.reason)}`,
  },
  ru: {
    rdBadNumber: (p) => `${fieldName("ru", p.what)} ${q("ru", p.value)}: ${WHY.ru(p.why)}`,
    rdOutOfBounds: (p) => `${fieldName("ru", p.what)} ${p.value}: ${mustBe("ru", p)}`,
    rdBadDate: (p) => `${fieldName("ru", p.what)} ${q("ru", p.value)} ${COMMON_ERRORS.ru.dateReason(p)}`,
    rdYearNotDate: (p) => `${fieldName("ru", p.what)} ${q("ru", p.value)} — год, а не дата`,
    rdEndBeforeStart: (p) => `дата окончания ${p.end} раньше даты начала ${p.start}`,
    rdRepeatedPairing: (p) =>
      `игрок ${p.player} дважды в жеребьёвке тура ${p.round} (${p.other === undefined ? "свободен от игры" : `с игроком ${p.other}`} в строке ${p.line}): остаётся последняя пара, как в OpenGotha`,
    rdDoublePairing: (p) => `игрок ${p.player} дважды в жеребьёвке тура ${p.round}`,
    rdBeyondLastRound: (p) =>
      `тур ${p.round}: после тура ${p.rounds}, последнего читаемого в этой таблице; не прочитан`,
    rdUnknownPlayerInRound: (p) => `тур ${p.round}: неизвестный игрок ${q("ru", p.who)}`,
    rdTooLarge: TOO_LARGE.ru,
    rdSymmetry: (p) => `${roundLead("ru", p.round)}${SYMMETRY.ru(p.finding)}`,
    rdEncodingUncertain: (p) =>
      `кодировка текста не определена надёжно: прочитано как ${p.used}, но ${p.alternatives.join(" или ")} прочитала бы его иначе и почти так же вероятно; проверьте имена и, если они выглядят неверно, выберите кодировку`,
    rdRefused: REFUSAL.ru,
    rdXml: (p) =>
      p.parser === undefined
        ? "некорректный XML: тег оборван или не закрыт"
        : `некорректный XML (текст XML-парсера): ${p.parser}`,
    rdJson: (p) => `не файл ${p.format}: ${JSON_TEXT.ru(p.reason)}`,
  },
};
