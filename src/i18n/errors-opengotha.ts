/**
 * The errors of reading an OpenGotha XML file for pairing (src/formats/opengotha-pairing.ts) and
 * of adding a paired round to it (opengotha-round.ts). The file's own names (elements,
 * attributes, keys) are quoted as the file writes them.
 */
import { type Language } from "./language";
import { type Family } from "./message";

/** What an attribute's value should have been. */
export type OgExpected =
  | { readonly kind: "whole" }
  | { readonly kind: "number" }
  | { readonly kind: "rank" }
  | { readonly kind: "oneOf"; readonly allowed: string }
  | { readonly kind: "range"; readonly min: number; readonly max: number; readonly whole: boolean };

/** The parameters of each OpenGotha XML error, by code. */
export interface OpenGothaErrorParams {
  /** Not well-formed XML; `detail` is the XML parser's own text. */
  ogXmlBad: { line: number; column: number; detail: string };
  ogXmlNoRoot: Record<string, never>;
  /** An attribute's value the reader refuses; `line` and `column` where the file has it, when found. */
  ogXmlAttribute: {
    element: string;
    name: string;
    value: string;
    expected: OgExpected;
    line?: number;
    column?: number;
  };
  ogXmlPlayerNoName: { number: number };
  ogXmlSameKey: { key: string };
  /** A game (its number in the file) or, without `game`, a bye naming a key no player has. */
  ogXmlNoPlayer: { game?: number; key: string };
  ogXmlUnknownResult: { game: number; result: string };
  ogXmlNoEnd: Record<string, never>;
  /** A round to add where the file already has games or byes. */
  ogRoundTaken: { games: number; byes: number; round: number };
}

const PREFIX = "OpenGotha XML: ";

/** What an attribute's value should be (a code per kind), and where the attribute is: the one form (D133). */
type WordParams = { readonly [K in OgExpected["kind"]]: Extract<OgExpected, { readonly kind: K }> } & {
  readonly place: { readonly line: number; readonly column: number };
};

const WORDS: Family<WordParams> = {
  en: {
    whole: () => "expected a whole number",
    number: () => "expected a number",
    rank: () => "expected a rank such as 10K or 2D",
    oneOf: (e) => `expected one of ${e.allowed}`,
    range: (e) => `must be ${e.whole ? "a whole number " : ""}${e.min}..${e.max}`,
    place: (p) => `line ${p.line}, column ${p.column}: `,
  },
  hu: {
    whole: () => "egész számot várunk",
    number: () => "számot várunk",
    rank: () => "fokozatot várunk, pl. 10K vagy 2D",
    oneOf: (e) => `ezek egyikét várjuk: ${e.allowed}`,
    range: (e) => `${e.whole ? "egész számnak " : ""}${e.min} és ${e.max} között kell lennie`,
    place: (p) => `${p.line}. sor, ${p.column}. oszlop: `,
  },
  ru: {
    whole: () => "ожидается целое число",
    number: () => "ожидается число",
    rank: () => "ожидается разряд, например 10K или 2D",
    oneOf: (e) => `ожидается одно из: ${e.allowed}`,
    range: (e) => `должно быть ${e.whole ? "целым числом " : ""}от ${e.min} до ${e.max}`,
    place: (p) => `строка ${p.line}, столбец ${p.column}: `,
  },
};

/** What the value should be, said by its kind's code. */
const expected = (lang: Language, e: OgExpected): string =>
  (WORDS[lang][e.kind] as (p: OgExpected) => string)(e);

const attribute = (p: OpenGothaErrorParams["ogXmlAttribute"]): string =>
  `<${p.element} ${p.name}="${p.value}">`;

/** "line L, column C: " in each language, when the attribute's place is known. */
const place = (lang: Language, p: { line?: number; column?: number }): string =>
  p.line === undefined ? "" : WORDS[lang].place({ line: p.line, column: p.column ?? 0 });

export const OPENGOTHA_ERRORS: Family<OpenGothaErrorParams> = {
  en: {
    ogXmlBad: (p) => `${PREFIX}line ${p.line}, column ${p.column}: ${p.detail}`,
    ogXmlNoRoot: () => `${PREFIX}no <Tournament> root element`,
    ogXmlAttribute: (p) => `${PREFIX}${place("en", p)}${attribute(p)}: ${expected("en", p.expected)}`,
    ogXmlPlayerNoName: (p) => `${PREFIX}<Player> number ${p.number} has no name`,
    ogXmlSameKey: (p) => `${PREFIX}two players with the key ${p.key}`,
    ogXmlNoPlayer: (p) =>
      `${PREFIX}${p.game === undefined ? "<ByePlayer>" : `<Game> number ${p.game}`}: no player with the key "${p.key}"`,
    ogXmlUnknownResult: (p) => `${PREFIX}<Game> number ${p.game}: unknown result "${p.result}"`,
    ogXmlNoEnd: () => `${PREFIX}no </Tournament> end tag to add the round to`,
    ogRoundTaken: (p) =>
      `the file already has ${p.games} game(s) and ${p.byes} bye(s) in round ${p.round} or later; only a round not yet paired is added (remove them in OpenGotha first)`,
  },
  hu: {
    ogXmlBad: (p) => `${PREFIX}${p.line}. sor, ${p.column}. oszlop: ${p.detail}`,
    ogXmlNoRoot: () => `${PREFIX}nincs <Tournament> gyökérelem`,
    ogXmlAttribute: (p) => `${PREFIX}${place("hu", p)}${attribute(p)}: ${expected("hu", p.expected)}`,
    ogXmlPlayerNoName: (p) => `${PREFIX}a(z) ${p.number}. <Player> elemnek nincs neve`,
    ogXmlSameKey: (p) => `${PREFIX}két játékos kulcsa is ${p.key}`,
    ogXmlNoPlayer: (p) =>
      `${PREFIX}${p.game === undefined ? "<ByePlayer>" : `${p.game}. <Game>`}: nincs „${p.key}” kulcsú játékos`,
    ogXmlUnknownResult: (p) => `${PREFIX}${p.game}. <Game>: ismeretlen eredmény: „${p.result}”`,
    ogXmlNoEnd: () => `${PREFIX}nincs </Tournament> zárócímke, amely elé a forduló kerülhetne`,
    ogRoundTaken: (p) =>
      `a fájlban már ${p.games} játszma és ${p.byes} szabadnap van a(z) ${p.round}. fordulóban vagy később; csak még nem párosított forduló adható hozzá (előbb törölje őket az OpenGothában)`,
  },
  ru: {
    ogXmlBad: (p) => `${PREFIX}строка ${p.line}, столбец ${p.column}: ${p.detail}`,
    ogXmlNoRoot: () => `${PREFIX}нет корневого элемента <Tournament>`,
    ogXmlAttribute: (p) => `${PREFIX}${place("ru", p)}${attribute(p)}: ${expected("ru", p.expected)}`,
    ogXmlPlayerNoName: (p) => `${PREFIX}у элемента <Player> номер ${p.number} нет имени`,
    ogXmlSameKey: (p) => `${PREFIX}у двух игроков ключ ${p.key}`,
    ogXmlNoPlayer: (p) =>
      `${PREFIX}${p.game === undefined ? "<ByePlayer>" : `<Game> номер ${p.game}`}: нет игрока с ключом «${p.key}»`,
    ogXmlUnknownResult: (p) => `${PREFIX}<Game> номер ${p.game}: неизвестный результат «${p.result}»`,
    ogXmlNoEnd: () => `${PREFIX}нет закрывающего тега </Tournament>, перед которым добавить тур`,
    ogRoundTaken: (p) =>
      `в файле уже есть партии (${p.games}) и свободные от игры (${p.byes}) в туре ${p.round} или позже; добавляется только ещё не разыгранный тур (сначала удалите их в OpenGotha)`,
  },
};
