/**
 * The diagnostics every reader of src/formats may give about what a file says: a number or a
 * date that is none, the crosstable's games (paired twice, after the last round, too many
 * cells), the symmetry check. What makes a file unreadable as it is: errors-readers-files.ts.
 */
import { COMMON_ERRORS, type DateReason, saysWhatToWrite } from "./errors-common";
import { type Language } from "./language";
import { type Categories, type Family } from "./message";
import { type Bound, type ReaderField, fieldName, mustBe, q, roundLead } from "./reader-words";

/** Why a file's number is none (src/core/common/bounds.ts `readBounded`). */
export type NumberWhy =
  | { readonly kind: "notNumber" }
  | {
      readonly kind: "ambiguous";
      readonly whole: string;
      readonly part: string;
      /** `,`: 2,150 (2150 or 2.15); `.`: a rating's 2.200 (2200 with a thousands point, or 2.2, D390). */
      readonly separator: "," | ".";
    }
  /** `2 150,5`: digits in groups apart, as Excel formats a number (D416); `plain` is it written plainly. */
  | { readonly kind: "grouped"; readonly plain: string }
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

/** The parameters of each diagnostic every reader may give, by code. */
export interface ReaderCommonParams {
  /** A file's number that is none (not a number, ambiguous, outside its bound). */
  rdBadNumber: { what: ReaderField; value: string; why: NumberWhy };
  /** A rating that is no number or out of its bound, where a rating list or crosstable gives it: {@link rdBadNumber}'s words (D136). */
  rdBadRating: { what: ReaderField; value: string; why: NumberWhy };
  /** A rating of a season list's history that is no number or out of its bound: {@link rdBadNumber}'s words (D136). */
  rdBadHistoryRating: { what: ReaderField; value: string; why: NumberWhy };
  /** A number (already read) outside its bound. */
  rdOutOfBounds: { what: ReaderField; value: number } & Bound;
  /** An h9 game's handicap beyond the stones a board has (D393): read as `max`. */
  rdH9Handicap: { round: number; cell: string; handicap: number; max: number };
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
}

const WHY: Readonly<Record<Language, (w: NumberWhy) => string>> = {
  en: (w) =>
    w.kind === "notNumber"
      ? "is not a number: write it in digits, with a point before any decimals"
      : w.kind === "grouped"
        ? `has spaces between its digits, as Excel writes a number formatted with thousands separators: write it without them, ${w.plain}`
        : w.kind === "ambiguous" && w.separator === "."
          ? `is ambiguous: ${w.whole}${w.part} with a thousands point or ${w.whole}.${w.part} as a decimal (write it without the point)`
          : w.kind === "ambiguous"
            ? `is ambiguous: ${w.whole}${w.part} with a thousands separator or ${w.whole}.${w.part} with a decimal comma (write it without the comma, or with a point)`
            : `${mustBe("en", w)}: correct it to a number in that range`,
  hu: (w) =>
    w.kind === "notNumber"
      ? "nem szám: írja számjegyekkel, a tizedeseket ponttal elválasztva"
      : w.kind === "grouped"
        ? `számjegyei között szóközök vannak, ahogy az Excel az ezres tagolással formázott számot írja: írja szóközök nélkül, ${w.plain}`
        : w.kind === "ambiguous" && w.separator === "."
          ? `nem egyértelmű: ezres tagolóponttal ${w.whole}${w.part}, tizedesként ${w.whole}.${w.part} (írja pont nélkül)`
          : w.kind === "ambiguous"
            ? `nem egyértelmű: ezreselválasztóval ${w.whole}${w.part}, tizedesvesszővel ${w.whole}.${w.part} (írja vessző nélkül vagy tizedesponttal)`
            : `${mustBe("hu", w)}: javítsa erre a tartományra`,
  ru: (w) =>
    w.kind === "notNumber"
      ? "не число: запишите его цифрами, дробную часть — через точку"
      : w.kind === "grouped"
        ? `между цифрами пробелы, как Excel пишет число с разделителями групп разрядов: запишите его без них, ${w.plain}`
        : w.kind === "ambiguous" && w.separator === "."
          ? `неоднозначно: ${w.whole}${w.part} с точкой — разделителем тысяч или ${w.whole}.${w.part} как десятичная дробь (запишите без точки)`
          : w.kind === "ambiguous"
            ? `неоднозначно: ${w.whole}${w.part} с разделителем тысяч или ${w.whole}.${w.part} с десятичной запятой (запишите без запятой или с точкой)`
            : `${mustBe("ru", w)}; исправьте на число из этого диапазона`,
};

/** Why a file's number is none, said in `lang` (rdBadNumber's words, and the mahjong table's place and points). */
export function numberWhy(lang: Language, w: NumberWhy): string {
  return WHY[lang](w);
}

const SYMMETRY: Readonly<Record<Language, (f: SymmetryFinding) => string>> = {
  en: (f) => {
    switch (f.kind) {
      case "unknown-opponent":
        return `opponent ${f.opponent} is not in the list of ${f.players} players; write the opponent's number, 1 to ${f.players}`;
      case "self-game":
        return `player ${f.player} meets himself; write his opponent's number`;
      case "one-sided":
        return `player ${f.player} lists a game against ${f.opponent}, who does not list it; add the game to ${f.opponent}'s row, or delete it from ${f.player}'s`;
      case "results":
        return `players ${f.player} and ${f.opponent} report scores ${f.a} and ${f.b}; correct the one that is wrong`;
      case "colours":
        return `players ${f.player} and ${f.opponent} both had ${f.colour}; correct the one that is wrong`;
      case "handicap":
        return `players ${f.player} and ${f.opponent} report handicaps ${f.a} and ${f.b}; correct the one that is wrong`;
      case "forfeit":
        return `players ${f.player} and ${f.opponent} disagree whether the game was forfeited; correct one of the two rows, so that both say it or neither`;
    }
  },
  hu: (f) => {
    switch (f.kind) {
      case "unknown-opponent":
        return `a(z) ${f.opponent}. ellenfél nincs a(z) ${f.players} játékos között; írja be az ellenfél sorszámát, 1 és ${f.players} között`;
      case "self-game":
        return `a(z) ${f.player}. játékos önmaga ellen játszik; írja be az ellenfele sorszámát`;
      case "one-sided":
        return `a(z) ${f.player}. játékosnál játszma szerepel a(z) ${f.opponent}. ellen, akinél nem; vegye fel a játszmát a(z) ${f.opponent}. játékos sorába, vagy törölje a(z) ${f.player}. játékoséból`;
      case "results":
        return `a(z) ${f.player}. és a(z) ${f.opponent}. játékos pontszáma ${f.a} és ${f.b}; javítsa a hibásat`;
      case "colours":
        return `a(z) ${f.player}. és a(z) ${f.opponent}. játékos is ${f.colour === "white" ? "fehér" : "fekete"} volt; javítsa a hibásat`;
      case "handicap":
        return `a(z) ${f.player}. és a(z) ${f.opponent}. játékos eltérő előkövet ad meg: ${f.a} és ${f.b}; javítsa a hibásat`;
      case "forfeit":
        return `a(z) ${f.player}. és a(z) ${f.opponent}. játékosnál eltér, hogy a játszma játék nélkül dőlt-e el; javítsa az egyik sort, hogy mindkettő vagy egyik se ezt mondja`;
    }
  },
  ru: (f) => {
    switch (f.kind) {
      case "unknown-opponent":
        return `соперника ${f.opponent} нет в списке из ${f.players} игроков; запишите номер соперника, от 1 до ${f.players}`;
      case "self-game":
        return `игрок ${f.player} играет сам с собой; запишите номер его соперника`;
      case "one-sided":
        return `у игрока ${f.player} есть партия с ${f.opponent}, у которого её нет; добавьте партию в строку игрока ${f.opponent} или удалите её из строки игрока ${f.player}`;
      case "results":
        return `игроки ${f.player} и ${f.opponent} указывают очки ${f.a} и ${f.b}; исправьте неверное`;
      case "colours":
        return `игроки ${f.player} и ${f.opponent} оба играли ${f.colour === "white" ? "белыми" : "чёрными"}; исправьте неверный цвет`;
      case "handicap":
        return `игроки ${f.player} и ${f.opponent} указывают фору ${f.a} и ${f.b}; исправьте неверную`;
      case "forfeit":
        return `игроки ${f.player} и ${f.opponent} расходятся в том, была ли партия присуждена без игры; исправьте одну из строк, чтобы это говорили обе или ни одна`;
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
    return `${why}: ${p.kept > 0 ? `rounds after ${p.kept} are not read` : "no round is read"}; correct the round number that stands far beyond the others`;
  },
  hu: (p) => {
    const c = p.cause;
    const why =
      c.kind === "rounds"
        ? `${p.last}. forduló: egy kereszttábla fordulói ${c.min}-től ${c.max}-ig számozhatók`
        : `${c.players} játékos × ${p.last} forduló több kereszttábla-cella, mint amennyit a fájl ${c.length} karaktere indokol (karakterenként egy, legfeljebb ${c.budget})`;
    return `${why}: ${p.kept > 0 ? `a(z) ${p.kept}. forduló utániakat nem olvassuk be` : "egy fordulót sem olvasunk be"}; javítsa a többitől messze eső fordulószámot`;
  },
  ru: (p) => {
    const c = p.cause;
    const why =
      c.kind === "rounds"
        ? `тур ${p.last}: в турнирной таблице туры от ${c.min} до ${c.max}`
        : `игроков ${c.players} × туров ${p.last} — больше клеток турнирной таблицы, чем оправдывают ${c.length} символов файла (по одной на символ, не больше ${c.budget})`;
    return `${why}: ${p.kept > 0 ? `туры после ${p.kept} не прочитаны` : "ни один тур не прочитан"}; исправьте номер тура, далеко отстоящий от остальных`;
  },
};

export const READER_COMMON_MESSAGES: Family<ReaderCommonParams> = {
  en: {
    rdBadNumber: (p) => `${fieldName("en", p.what)} ${q("en", p.value)} ${WHY.en(p.why)}`,
    rdBadRating: (p) => READER_COMMON_MESSAGES.en.rdBadNumber(p),
    rdBadHistoryRating: (p) => READER_COMMON_MESSAGES.en.rdBadNumber(p),
    rdOutOfBounds: (p) =>
      `${fieldName("en", p.what)} ${p.value} ${mustBe("en", p)}: correct it to a number in that range`,
    rdH9Handicap: (p) =>
      `round ${p.round}: handicap ${p.handicap} in ${q("en", p.cell)}, where an h9 game has 0..${p.max} stones: read as ${p.max}; correct the cell`,
    rdBadDate: (p) =>
      `${fieldName("en", p.what)} ${q("en", p.value)} ${COMMON_ERRORS.en.dateReason(p)}${saysWhatToWrite(p.reason) ? "" : ": write the day as YYYY-MM-DD"}`,
    rdYearNotDate: (p) =>
      `${fieldName("en", p.what)} ${q("en", p.value)} is a year, not a date: write the day, as YYYY-MM-DD`,
    rdEndBeforeStart: (p) =>
      `end date ${p.end} is before the start date ${p.start}: correct the one that is wrong`,
    rdRepeatedPairing: (p) =>
      `player ${p.player} is paired twice in round ${p.round} (with ${p.other === undefined ? "a bye" : `player ${p.other}`} at line ${p.line}): the last pairing is kept, as OpenGotha does; delete the pairing that is wrong`,
    rdDoublePairing: (p) =>
      `player ${p.player} is paired twice in round ${p.round}: the second is not read; delete the pairing that is wrong`,
    rdBeyondLastRound: (p) =>
      `round ${p.round}: after round ${p.rounds}, the last this crosstable reads: not read; correct the round's number, or delete the game`,
    rdUnknownPlayerInRound: (p) =>
      `round ${p.round}: unknown player ${q("en", p.who)}: the game is not read; write a player of the file, as the file names him elsewhere`,
    rdTooLarge: TOO_LARGE.en,
    rdSymmetry: (p) => `${roundLead("en", p.round)}${SYMMETRY.en(p.finding)}`,
  },
  hu: {
    rdBadNumber: (p) => `${fieldName("hu", p.what)}: ${q("hu", p.value)} ${WHY.hu(p.why)}`,
    rdBadRating: (p) => READER_COMMON_MESSAGES.hu.rdBadNumber(p),
    rdBadHistoryRating: (p) => READER_COMMON_MESSAGES.hu.rdBadNumber(p),
    rdOutOfBounds: (p) =>
      `${fieldName("hu", p.what)}: ${p.value}; ${mustBe("hu", p)}: javítsa erre a tartományra`,
    rdH9Handicap: (p) =>
      `${p.round}. forduló: ${p.handicap} kő előny (${q("hu", p.cell)}), holott egy h9-játszmában 0–${p.max} kő lehet: ${p.max} kőként olvassuk; javítsa a cellát`,
    rdBadDate: (p) =>
      `${fieldName("hu", p.what)}: ${q("hu", p.value)} ${COMMON_ERRORS.hu.dateReason(p)}${saysWhatToWrite(p.reason) ? "" : ": írja a napot ÉÉÉÉ-HH-NN alakban"}`,
    rdYearNotDate: (p) =>
      `${fieldName("hu", p.what)}: ${q("hu", p.value)} csak évszám, nem dátum: írja be a napot, ÉÉÉÉ-HH-NN alakban`,
    rdEndBeforeStart: (p) =>
      `a záró dátum (${p.end}) korábbi a kezdő dátumnál (${p.start}): javítsa a hibásat`,
    rdRepeatedPairing: (p) =>
      `a(z) ${p.player}. játékos kétszer szerepel a(z) ${p.round}. forduló párosításában (${p.other === undefined ? "szabadnappal" : `a(z) ${p.other}. játékossal`} a(z) ${p.line}. sorban): az utolsó párosítás marad, ahogy az OpenGothában is; törölje a hibás párosítást`,
    rdDoublePairing: (p) =>
      `a(z) ${p.player}. játékos kétszer szerepel a(z) ${p.round}. forduló párosításában: a másodikat nem olvassuk be; törölje a hibás párosítást`,
    rdBeyondLastRound: (p) =>
      `${p.round}. forduló: a(z) ${p.rounds}. forduló, a kereszttábla utolsó beolvasott fordulója utáni; nem olvassuk be; javítsa a forduló számát, vagy törölje a játszmát`,
    rdUnknownPlayerInRound: (p) =>
      `${p.round}. forduló: ismeretlen játékos: ${q("hu", p.who)}; a játszmát nem olvassuk be; írja be a fájl egyik játékosát úgy, ahogy a fájl máshol nevezi`,
    rdTooLarge: TOO_LARGE.hu,
    rdSymmetry: (p) => `${roundLead("hu", p.round)}${SYMMETRY.hu(p.finding)}`,
  },
  ru: {
    rdBadNumber: (p) => `${fieldName("ru", p.what)} ${q("ru", p.value)}: ${WHY.ru(p.why)}`,
    rdBadRating: (p) => READER_COMMON_MESSAGES.ru.rdBadNumber(p),
    rdBadHistoryRating: (p) => READER_COMMON_MESSAGES.ru.rdBadNumber(p),
    rdOutOfBounds: (p) =>
      `${fieldName("ru", p.what)} ${p.value}: ${mustBe("ru", p)}; исправьте на число из этого диапазона`,
    rdH9Handicap: (p) =>
      `тур ${p.round}: фора ${p.handicap} в ${q("ru", p.cell)}, а в партии h9 бывает 0..${p.max} камней: прочитано как ${p.max}; исправьте ячейку`,
    rdBadDate: (p) =>
      `${fieldName("ru", p.what)} ${q("ru", p.value)} ${COMMON_ERRORS.ru.dateReason(p)}${saysWhatToWrite(p.reason) ? "" : ": запишите день как ГГГГ-ММ-ДД"}`,
    rdYearNotDate: (p) =>
      `${fieldName("ru", p.what)} ${q("ru", p.value)} — год, а не дата: запишите день, как ГГГГ-ММ-ДД`,
    rdEndBeforeStart: (p) => `дата окончания ${p.end} раньше даты начала ${p.start}: исправьте неверную`,
    rdRepeatedPairing: (p) =>
      `игрок ${p.player} дважды в жеребьёвке тура ${p.round} (${p.other === undefined ? "свободен от игры" : `с игроком ${p.other}`} в строке ${p.line}): остаётся последняя пара, как в OpenGotha; удалите ошибочную пару`,
    rdDoublePairing: (p) =>
      `игрок ${p.player} дважды в жеребьёвке тура ${p.round}: вторая пара не прочитана; удалите ошибочную`,
    rdBeyondLastRound: (p) =>
      `тур ${p.round}: после тура ${p.rounds}, последнего читаемого в этой таблице; не прочитан; исправьте номер тура или удалите партию`,
    rdUnknownPlayerInRound: (p) =>
      `тур ${p.round}: неизвестный игрок ${q("ru", p.who)}: партия не прочитана; запишите игрока из файла так, как файл называет его в других местах`,
    rdTooLarge: TOO_LARGE.ru,
    rdSymmetry: (p) => `${roundLead("ru", p.round)}${SYMMETRY.ru(p.finding)}`,
  },
};

/** What each code's diagnostic is known by (D135). */
export const READER_COMMON_CATEGORIES: Categories<ReaderCommonParams> = {
  rdBadNumber: "out-of-bounds",
  rdBadRating: "bad-rating",
  rdBadHistoryRating: "bad-history-rating",
  rdOutOfBounds: "out-of-bounds",
  rdH9Handicap: "h9-handicap",
  rdBadDate: "bad-date",
  rdYearNotDate: "bad-date",
  rdEndBeforeStart: "bad-date",
  rdRepeatedPairing: "repeated-pairing",
  rdDoublePairing: "double-pairing",
  rdBeyondLastRound: "beyond-last-round",
  rdUnknownPlayerInRound: "unknown-opponent",
  rdTooLarge: "too-large",
  rdSymmetry: (p) => `asymmetric-${p.finding.kind}`,
};
