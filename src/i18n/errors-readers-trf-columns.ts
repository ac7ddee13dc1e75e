/**
 * The TRF reader's findings about its fixed columns (src/formats/trf-columns.ts): a field whose
 * text stands across its columns, the line then read as shifted (where and by how much), a known
 * writer's field moved and read where it stands; and two players paired twice in a Swiss
 * (src/formats/trf-repeats.ts). A field is named in the language's words, a record by its code.
 */
import { type Language } from "./language";
import { type Categories, type Family } from "./message";
import { q } from "./reader-words";

/** The fields of TRF's fixed-width records that the reader checks at their columns. */
export type TrfFieldWord =
  | "startNumber"
  | "sex"
  | "title"
  | "name"
  | "rating"
  | "federation"
  | "fideId"
  | "birthDate"
  | "points"
  | "rank"
  | "opponent"
  | "colour"
  | "result"
  | "roundDate"
  | "byeType"
  | "round"
  | "id"
  | "code"
  | "teamNumber"
  | "teamName"
  | "nickname"
  | "averageRating"
  | "matchPoints"
  | "gamePoints"
  | "member"
  | "team"
  | "forfeitType"
  | "whiteTeam"
  | "blackTeam";

/** A player of the file: his starting rank (0 when it cannot be read) and name. */
export interface TrfPlayer {
  readonly start: number;
  readonly name: string;
}

/** A team of the file (a `310` or `013` record): its number when the record gives one, and name. */
export interface TrfTeam {
  readonly number?: number;
  readonly name: string;
}

/** Where the line looks shifted: by how many columns (+ right, − left), after which column. */
export interface TrfShift {
  readonly by: number;
  readonly after: number;
  /** The shift is within the name (a free text that takes any spaces). */
  readonly inName: boolean;
}

export interface ReaderTrfColumnParams {
  rdTrfSpill: {
    readonly record: string;
    readonly who?: TrfPlayer;
    readonly team?: TrfTeam;
    readonly round?: number;
    readonly field: TrfFieldWord;
    readonly from: number;
    readonly to: number;
    readonly value: string;
    readonly spill: string;
    /** The stray character stands in the column after the field ("next") or before it. */
    readonly side: "next" | "before";
    readonly shift?: TrfShift;
  };
  rdTrfMoved: {
    readonly record: string;
    readonly who?: TrfPlayer;
    field: TrfFieldWord;
    from: number;
    to: number;
    at: number;
  };
  rdTrfRepeated: { readonly a: TrfPlayer; readonly b: TrfPlayer; first: number; second: number };
  /** D465: `132` written once per round, one date on each line (lines `first`–`last`). */
  rdTrfDatesPerLine: { readonly lines: number; readonly first: number; readonly last: number };
}

const WORDS: Readonly<Record<Language, Record<TrfFieldWord, string>>> = {
  en: {
    startNumber: "starting rank",
    sex: "sex",
    title: "title",
    name: "name",
    rating: "rating",
    federation: "federation",
    fideId: "FIDE ID",
    birthDate: "birth date",
    points: "points",
    rank: "rank",
    opponent: "opponent",
    colour: "colour",
    result: "result",
    roundDate: "round date",
    byeType: "bye type",
    round: "round",
    id: "player or team",
    code: "record code",
    teamNumber: "team number",
    teamName: "name",
    nickname: "nickname",
    averageRating: "average rating",
    matchPoints: "match points",
    gamePoints: "game points",
    member: "member's starting rank",
    team: "team",
    forfeitType: "forfeit",
    whiteTeam: "white team",
    blackTeam: "black team",
  },
  hu: {
    startNumber: "kezdő sorszám",
    sex: "nem",
    title: "cím",
    name: "név",
    rating: "értékszám",
    federation: "szövetség",
    fideId: "FIDE-azonosító",
    birthDate: "születési dátum",
    points: "pontszám",
    rank: "helyezés",
    opponent: "ellenfél",
    colour: "szín",
    result: "eredmény",
    roundDate: "forduló dátuma",
    byeType: "szabadnap típusa",
    round: "forduló",
    id: "játékos vagy csapat",
    code: "rekordkód",
    teamNumber: "csapatszám",
    teamName: "név",
    nickname: "rövid név",
    averageRating: "átlagos értékszám",
    matchPoints: "meccspont",
    gamePoints: "játszmapont",
    member: "csapattag kezdő sorszáma",
    team: "csapat",
    forfeitType: "játék nélküli eredmény",
    whiteTeam: "világos csapat",
    blackTeam: "sötét csapat",
  },
  ru: {
    startNumber: "стартовый номер",
    sex: "пол",
    title: "звание",
    name: "имя",
    rating: "рейтинг",
    federation: "федерация",
    fideId: "FIDE ID",
    birthDate: "дата рождения",
    points: "очки",
    rank: "место",
    opponent: "соперник",
    colour: "цвет",
    result: "результат",
    roundDate: "дата тура",
    byeType: "тип пропуска",
    round: "тур",
    id: "игрок или команда",
    code: "код записи",
    teamNumber: "номер команды",
    teamName: "название",
    nickname: "краткое название",
    averageRating: "средний рейтинг",
    matchPoints: "командные очки",
    gamePoints: "очки за партии",
    member: "стартовый номер члена команды",
    team: "команда",
    forfeitType: "неявка",
    whiteTeam: "команда белыми",
    blackTeam: "команда чёрными",
  },
};

type Spill = ReaderTrfColumnParams["rdTrfSpill"];

/** "player 3 (Kovács Péter), round 2: " or "132 record, round 2: ". */
function lead(
  lang: Language,
  p: { record: string; who?: TrfPlayer; team?: TrfTeam; round?: number },
): string {
  const who =
    p.who === undefined
      ? p.team !== undefined
        ? teamLead(lang, p.team)
        : { en: `${p.record} record`, hu: `${p.record} rekord`, ru: `запись ${p.record}` }[lang]
      : p.who.start > 0
        ? {
            en: `player ${p.who.start} (${p.who.name})`,
            hu: `${p.who.start}. játékos (${p.who.name})`,
            ru: `игрок ${p.who.start} (${p.who.name})`,
          }[lang]
        : { en: "player", hu: "játékos", ru: "игрок" }[lang] + ` ${q(lang, p.who.name)}`;
  if (p.round === undefined) return `${who}: `;
  return `${who}, ${{ en: `round ${p.round}`, hu: `${p.round}. forduló`, ru: `тур ${p.round}` }[lang]}: `;
}

/** "team 1 (India)", or `team "India"` when the record numbers no team (013). */
function teamLead(lang: Language, t: TrfTeam): string {
  if (t.number === undefined)
    return `${{ en: "team", hu: "csapat", ru: "команда" }[lang]} ${q(lang, t.name)}`;
  return {
    en: `team ${t.number} (${t.name})`,
    hu: `${t.number}. csapat (${t.name})`,
    ru: `команда ${t.number} (${t.name})`,
  }[lang];
}

const en = (p: Spill): string => {
  const reads = `${WORDS.en[p.field]} at columns ${p.from}–${p.to} reads ${q("en", p.value)}`;
  const stray = `${p.side === "next" ? "the next column" : "the column before"} holds ${q("en", p.spill)}`;
  const s = p.shift;
  const shifted = s
    ? `: the line looks shifted ${s.by > 0 ? "right" : "left"} by ${Math.abs(s.by)} column${Math.abs(s.by) === 1 ? "" : "s"} after column ${s.after}${s.inName ? ", in the name" : ""}`
    : "";
  return `${lead("en", p)}${reads}, ${stray}${shifted}; put each field at its columns`;
};

const hu = (p: Spill): string => {
  const reads = `${WORDS.hu[p.field]} a ${p.from}–${p.to}. oszlopban: ${q("hu", p.value)}`;
  const stray = `${p.side === "next" ? "a következő" : "az előző"} oszlopban ${q("hu", p.spill)} áll`;
  const s = p.shift;
  const shifted = s
    ? `: a sor a ${s.after}. oszlop után${s.inName ? ", a névben," : ""} ${Math.abs(s.by)} oszloppal ${s.by > 0 ? "jobbra" : "balra"} csúszottnak látszik`
    : "";
  return `${lead("hu", p)}${reads}, ${stray}${shifted}; minden mező a saját oszlopaiba kerüljön`;
};

const ru = (p: Spill): string => {
  const reads = `${WORDS.ru[p.field]} в столбцах ${p.from}–${p.to}: ${q("ru", p.value)}`;
  const stray = `в ${p.side === "next" ? "следующем" : "предыдущем"} столбце стоит ${q("ru", p.spill)}`;
  const s = p.shift;
  const shifted = s
    ? `: строка, похоже, сдвинута ${s.by > 0 ? "вправо" : "влево"} на ${Math.abs(s.by)} столб. после столбца ${s.after}${s.inName ? (p.team ? ", в названии" : ", в имени") : ""}`
    : "";
  return `${lead("ru", p)}${reads}, ${stray}${shifted}; поставьте каждое поле в его столбцы`;
};

export const READER_TRF_COLUMN_MESSAGES: Family<ReaderTrfColumnParams> = {
  en: {
    rdTrfSpill: en,
    rdTrfMoved: (p) =>
      `${lead("en", p)}${WORDS.en[p.field]} stands at columns ${p.at}–${p.at + p.to - p.from} instead of ${p.from}–${p.to}, the columns around it blank: taken there; write it at columns ${p.from}–${p.to}`,
    rdTrfRepeated: (p) =>
      `players ${p.a.start} (${p.a.name}) and ${p.b.start} (${p.b.name}) meet twice, in rounds ${p.first} and ${p.second}: a Swiss pairs no two players twice; check the pairings of round ${p.second}`,
    rdTrfDatesPerLine: (p) =>
      `record 132 holds one date on each of its ${p.lines} lines (${p.first}–${p.last}): read in their order as the dates of rounds 1–${p.lines}; TRF gives every round's date as YY/MM/DD on one 132 line, round 1's at columns 92–99, round 2's at 102–109 and so on: write them there`,
  },
  hu: {
    rdTrfSpill: hu,
    rdTrfMoved: (p) =>
      `${lead("hu", p)}${WORDS.hu[p.field]} a ${p.at}–${p.at + p.to - p.from}. oszlopban áll a ${p.from}–${p.to}. helyett, a körülötte levő oszlopok üresek: onnan véve; írja a ${p.from}–${p.to}. oszlopba`,
    rdTrfRepeated: (p) =>
      `a ${p.a.start}. (${p.a.name}) és a ${p.b.start}. játékos (${p.b.name}) kétszer játszik egymással, a ${p.first}. és a ${p.second}. fordulóban: svájci rendszerben két játékos nem kerül össze kétszer; ellenőrizze a ${p.second}. forduló párosítását`,
    rdTrfDatesPerLine: (p) =>
      `a 132-es rekord ${p.lines} sorának mindegyikében egy dátum áll (${p.first}–${p.last}. sor): sorrendjükben az 1–${p.lines}. forduló dátumaként olvasva; a TRF minden forduló dátumát ÉÉ/HH/NN alakban egy 132-es sorba írja, az 1. fordulóét a 92–99., a 2.-ét a 102–109. oszlopba és így tovább: oda írja őket`,
  },
  ru: {
    rdTrfSpill: ru,
    rdTrfMoved: (p) =>
      `${lead("ru", p)}${WORDS.ru[p.field]} стоит в столбцах ${p.at}–${p.at + p.to - p.from} вместо ${p.from}–${p.to}, столбцы вокруг пусты: взято оттуда; запишите его в столбцы ${p.from}–${p.to}`,
    rdTrfRepeated: (p) =>
      `игроки ${p.a.start} (${p.a.name}) и ${p.b.start} (${p.b.name}) встречаются дважды, в турах ${p.first} и ${p.second}: по швейцарской системе двое не играют друг с другом дважды; проверьте жеребьёвку тура ${p.second}`,
    rdTrfDatesPerLine: (p) =>
      `в записи 132 по одной дате в каждой из ${p.lines} строк (${p.first}–${p.last}): прочитаны по порядку как даты туров 1–${p.lines}; в TRF даты всех туров пишутся в виде ГГ/ММ/ДД в одну строку 132, дата тура 1 в столбцах 92–99, тура 2 в 102–109 и так далее: запишите их туда`,
  },
};

/** What each code's diagnostic is known by (D135). */
export const READER_TRF_COLUMN_CATEGORIES: Categories<ReaderTrfColumnParams> = {
  rdTrfSpill: "misaligned",
  rdTrfMoved: "misaligned",
  rdTrfRepeated: "repeated-pairing",
  rdTrfDatesPerLine: "misaligned",
};
