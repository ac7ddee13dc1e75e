/**
 * Who a player is (src/core/common/identity.ts, src/core/engines/match.ts): a player taken from
 * the list under another spelling (said, with both), a near miss to confirm or reject, two list
 * rows a player could be, and the same player or ID twice in one file.
 */
import { PLACE, type ResultRowPlace } from "./errors-mahjong-list";
import { type Language } from "./language";
import { type Categories, type Family } from "./message";
import { type Subject, lead } from "./subject";

/** A list row offered as a player's candidate: its name and line. */
export interface Candidate {
  readonly name: string;
  readonly line: number;
}

/** The parameters of each identity message, by code. */
export interface IdentityParams {
  /** The player was found on the list under another spelling (the folded rule). */
  idLoose: { subject: Subject; listed: string; line: number };
  /** Not on the list by this name; list rows near it (never taken without the officer). */
  idNearMiss: { subject: Subject; candidates: readonly Candidate[] };
  /** Several list rows the player could be: none is taken until the officer picks one. */
  idConflict: { subject: Subject; lines: readonly number[] };
  /** D262: the player's ID is one row of the list, his name another: neither taken until one is picked. */
  idOtherName: {
    subject: Subject;
    id: string;
    listed: string;
    line: number;
    named: string;
    nameLine: number;
  };
  /** A results sheet's two spellings counted as one player (the folded rule). */
  idMerged: { first: string; other: string; row: number; where: ResultRowPlace };
  /** An ID (EGD PIN, FIDE ID) a second time in one file. */
  idIdTwice: { id: string; first: number };
  /** Two players of one crosstable with one ID (D63): `line` is the second's (0 = unknown). */
  idPlayerIdTwice: {
    kind: "egd" | "fide";
    id: string;
    first: string;
    firstLine: number;
    second: string;
    line: number;
  };
  /** D419: the player and another player of the event are found at one list row. */
  idRowTwice: { subject: Subject; otherNo: number; other: string; listed: string; line: number };
  /** One name twice in one crosstable, no ID telling the two apart (D74; 0 = line unknown). */
  idPlayerTwice: { name: string; first: number; line: number };
}

const quoted: Readonly<Record<Language, (s: string) => string>> = {
  en: (s) => `'${s}'`,
  hu: (s) => `„${s}”`,
  ru: (s) => `«${s}»`,
};

const candidates = (lang: Language, list: readonly Candidate[]): string => {
  const line = { en: "list line", hu: "a lista sora:", ru: "строка списка" }[lang];
  const or = { en: " or ", hu: " vagy ", ru: " или " }[lang];
  return list.map((c) => `${quoted[lang](c.name)} (${line} ${c.line})`).join(or);
};

const lines = (l: readonly number[]): string => l.join(", ");

const ID_NAME = { egd: "EGD PIN", fide: "FIDE ID" } as const;

/** A player and, when known, his line: `'Kis Anna' (line 7)`. */
const atLine = (lang: Language, name: string, line: number): string => {
  const word = { en: "line", hu: "sor:", ru: "строка" }[lang];
  return line > 0 ? `${quoted[lang](name)} (${word} ${line})` : quoted[lang](name);
};

/** Both lines of a name given twice, when known: ` at lines 7 and 12`. */
const twoLines = (lang: Language, a: number, b: number): string => {
  if (a <= 0 || b <= 0) return "";
  return {
    en: ` at lines ${a} and ${b}`,
    hu: ` (a(z) ${a}. és a(z) ${b}. sorban)`,
    ru: ` (строки ${a} и ${b})`,
  }[lang];
};

export const IDENTITY_MESSAGES: Family<IdentityParams> = {
  en: {
    idLoose: (p) =>
      `${lead("en", p.subject)}taken as ${quoted.en(p.listed)} of list line ${p.line}: the same name when letter case, accents, the alphabet and the order of the words are ignored`,
    idNearMiss: (p) =>
      `${lead("en", p.subject)}not on the rating list by this name; did you mean ${candidates("en", p.candidates)}? Confirm the list row, or say that the player is new`,
    idConflict: (p) =>
      `${lead("en", p.subject)}the rating-list rows at lines ${lines(p.lines)} could each be this player; not rated until one of them is picked`,
    idOtherName: (p) =>
      `${lead("en", p.subject)}ID ${p.id} is ${quoted.en(p.listed)} on the rating list (line ${p.line}), but the name is ${quoted.en(p.named)} (line ${p.nameLine}): one of the two is mistyped, and either row would rate this player from the other person's rating; not rated until one of them is picked`,
    idMerged: (p) =>
      `${quoted.en(p.other)} (${PLACE.en[p.where](p.row)}) counted as the player ${quoted.en(p.first)}: the same name when letter case, accents, ё/е, the alphabet and the order of the words are ignored`,
    idIdTwice: (p) => `ID ${p.id} appears twice (first at line ${p.first}): one ID is one person`,
    idPlayerIdTwice: (p) =>
      `${ID_NAME[p.kind]} ${p.id} is given to two players, ${atLine("en", p.first, p.firstLine)} and ${atLine("en", p.second, p.line)}: one ID is one person; correct the ID of one of them (or, if they are one player entered twice, keep one row)`,
    idRowTwice: (p) =>
      `${lead("en", p.subject)}found as ${quoted.en(p.listed)} of list line ${p.line}, and so is player ${p.otherNo} ${quoted.en(p.other)}: one row of the list is one person, and rating both would give one person's rating to two players; say which of them the row is and that the other is not on the list (or give each his ID); not rated until then`,
    idPlayerTwice: (p) =>
      `the name ${quoted.en(p.name)} appears twice${twoLines("en", p.first, p.line)}, with no ID to tell the two apart: one player entered twice? If they are two people, give each his ID`,
  },
  hu: {
    idLoose: (p) =>
      `${lead("hu", p.subject)}a lista ${p.line}. sorának ${quoted.hu(p.listed)} nevével azonosítva: a kis- és nagybetűk, az ékezetek, az ábécé és a szórend figyelmen kívül hagyásával ugyanaz a név`,
    idNearMiss: (p) =>
      `${lead("hu", p.subject)}ezen a néven nincs a ranglistán; erre gondolt: ${candidates("hu", p.candidates)}? Erősítse meg a lista sorát, vagy jelezze, hogy új játékos`,
    idConflict: (p) =>
      `${lead("hu", p.subject)}a ranglista ${lines(p.lines)}. sora is lehet ez a játékos; amíg nem választ közülük, nem kap értékszámot`,
    idOtherName: (p) =>
      `${lead("hu", p.subject)}a(z) ${p.id} azonosító a ranglistán ${quoted.hu(p.listed)} (${p.line}. sor), a név viszont ${quoted.hu(p.named)} (${p.nameLine}. sor): az egyik elírás, és bármelyik sor a másik személy értékszámáról számolna; amíg nem választ közülük, nem kap értékszámot`,
    idMerged: (p) =>
      `${quoted.hu(p.other)} (${PLACE.hu[p.where](p.row)}) a(z) ${quoted.hu(p.first)} játékosként számít: a kis- és nagybetűk, az ékezetek, az ё/е, az ábécé és a szórend figyelmen kívül hagyásával ugyanaz a név`,
    idIdTwice: (p) =>
      `a(z) ${p.id} azonosító kétszer szerepel (először a(z) ${p.first}. sorban): egy azonosító egy személy`,
    idPlayerIdTwice: (p) =>
      `a(z) ${p.id} ${ID_NAME[p.kind]} két játékosé: ${atLine("hu", p.first, p.firstLine)} és ${atLine("hu", p.second, p.line)}; egy azonosító egy személy: javítsa ki egyikük azonosítóját (vagy ha egy játékost vittek fel kétszer, egy sora maradjon)`,
    idRowTwice: (p) =>
      `${lead("hu", p.subject)}a lista ${p.line}. sorával (${quoted.hu(p.listed)}) azonosítva, ahogy a(z) ${p.otherNo}. játékos, ${quoted.hu(p.other)} is: a lista egy sora egy személy, és mindkettőjük értékszáma ugyanannak a személynek az értékszámából indulna; jelezze, melyikük a lista sora, és hogy a másik nincs a listán (vagy adja meg mindkettőjük azonosítóját); addig nem kap értékszámot`,
    idPlayerTwice: (p) =>
      `a(z) ${quoted.hu(p.name)} név kétszer szerepel${twoLines("hu", p.first, p.line)}, és nincs azonosító, amely megkülönböztetné őket: egy játékost vittek fel kétszer? Ha két személy, adja meg mindkettő saját azonosítóját`,
  },
  ru: {
    idLoose: (p) =>
      `${lead("ru", p.subject)}принят за ${quoted.ru(p.listed)} из строки ${p.line} списка: то же имя без учёта регистра, диакритики, алфавита и порядка слов`,
    idNearMiss: (p) =>
      `${lead("ru", p.subject)}в рейтинг-листе нет такого имени; возможно, это ${candidates("ru", p.candidates)}? Подтвердите строку списка или укажите, что игрок новый`,
    idConflict: (p) =>
      `${lead("ru", p.subject)}этим игроком может быть любая из строк рейтинг-листа ${lines(p.lines)}; рейтинг не считается, пока не выбрана одна из них`,
    idOtherName: (p) =>
      `${lead("ru", p.subject)}ID ${p.id} в рейтинг-листе — ${quoted.ru(p.listed)} (строка ${p.line}), а имя — ${quoted.ru(p.named)} (строка ${p.nameLine}): одно из двух указано с ошибкой, и любая строка дала бы рейтинг другого человека; рейтинг не считается, пока не выбрана одна из них`,
    idMerged: (p) =>
      `${quoted.ru(p.other)} (${PLACE.ru[p.where](p.row)}) считается игроком ${quoted.ru(p.first)}: то же имя без учёта регистра, диакритики, ё/е, алфавита и порядка слов`,
    idIdTwice: (p) => `ID ${p.id} встречается дважды (впервые в строке ${p.first}): один ID — один человек`,
    idPlayerIdTwice: (p) =>
      `${ID_NAME[p.kind]} ${p.id} указан у двух игроков: ${atLine("ru", p.first, p.firstLine)} и ${atLine("ru", p.second, p.line)}; один ID — один человек: исправьте ID одного из них (или, если это один игрок, внесённый дважды, оставьте одну строку)`,
    idRowTwice: (p) =>
      `${lead("ru", p.subject)}найден как ${quoted.ru(p.listed)} из строки ${p.line} списка, как и игрок ${p.otherNo} ${quoted.ru(p.other)}: одна строка списка — один человек, и рейтинг одного человека достался бы двум игрокам; укажите, кто из них эта строка и что другого нет в списке (или укажите ID каждого); рейтинг не считается, пока не указано`,
    idPlayerTwice: (p) =>
      `имя ${quoted.ru(p.name)} встречается дважды${twoLines("ru", p.first, p.line)}, и нет ID, который различал бы их: один игрок внесён дважды? Если это два человека, укажите ID каждого`,
  },
};

/** What each code's diagnostic is known by (D135). */
export const IDENTITY_CATEGORIES: Categories<IdentityParams> = {
  idIdTwice: "duplicate-id",
  idPlayerIdTwice: "duplicate-id",
  idPlayerTwice: "duplicate-name",
};
