/**
 * What the readers' messages (errors-readers-*.ts) share: a quoted value in the language's
 * quotation marks, cut as the diagnostics cut it; a file's field named in each language; a
 * number's bound; a round; a player of the file.
 */
import { type Language } from "./language";
import { type Family, type NoParams } from "./message";

/** The longest quoted value a message repeats in full (H3): a 200 KB cell is not echoed back. */
export const MAX_QUOTED = 40;

/** `v` cut to {@link MAX_QUOTED} characters and `…`. */
export function clip(v: string): string {
  return v.length > MAX_QUOTED ? `${v.slice(0, MAX_QUOTED)}…` : v;
}

/** A file's text in the language's quotation marks ("…", „…”, «…»), cut to its first 40 characters. */
export function q(lang: Language, v: string | number): string {
  return SHARED[lang].quoted({ text: clip(String(v)) });
}

/** A value a reader found in a file: the file's own name for it, or a word of the product. */
export type ReaderField =
  | { readonly key: string }
  | {
      readonly word: Word;
      /** The round the value is given in (a game's handicap). */
      readonly round?: number;
    };

type Word = "rating" | "handicap" | "birthDate" | "dateOfBirth" | "birthYear" | "startDate" | "endDate";

/** What the readers' messages share, in the one form (D130): a field's words, marks, a round, a bound. */
type SharedParams = { readonly [W in Word]: NoParams } & {
  readonly quoted: { readonly text: string };
  readonly roundLead: { readonly round: number };
  readonly mustBe: Bound;
};

const SHARED: Family<SharedParams> = {
  en: {
    quoted: (p) => `"${p.text}"`,
    roundLead: (p) => `round ${p.round}: `,
    mustBe: (b) => `must be ${b.whole ? "a whole number " : ""}${b.min}..${b.max}`,
    rating: () => "rating",
    handicap: () => "handicap",
    birthDate: () => "birth date",
    dateOfBirth: () => "date of birth",
    birthYear: () => "birth year",
    startDate: () => "start date",
    endDate: () => "end date",
  },
  hu: {
    quoted: (p) => `„${p.text}”`,
    roundLead: (p) => `${p.round}. forduló: `,
    mustBe: (b) => `${b.min} és ${b.max} közötti ${b.whole ? "egész " : ""}szám kell legyen`,
    rating: () => "értékszám",
    handicap: () => "előkő",
    birthDate: () => "születési dátum",
    dateOfBirth: () => "születési dátum",
    birthYear: () => "születési év",
    startDate: () => "kezdő dátum",
    endDate: () => "záró dátum",
  },
  ru: {
    quoted: (p) => `«${p.text}»`,
    roundLead: (p) => `тур ${p.round}: `,
    mustBe: (b) => `должно быть ${b.whole ? "целым " : ""}числом от ${b.min} до ${b.max}`,
    rating: () => "рейтинг",
    handicap: () => "фора",
    birthDate: () => "дата рождения",
    dateOfBirth: () => "дата рождения",
    birthYear: () => "год рождения",
    startDate: () => "дата начала",
    endDate: () => "дата окончания",
  },
};

/** "round 3: ", "3. forduló: ", "тур 3: ". */
export function roundLead(lang: Language, round: number): string {
  return SHARED[lang].roundLead({ round });
}

/** The field's name: the file's own (`smmsCorrection`, `KM[]`) as it is, a word translated. */
export function fieldName(lang: Language, f: ReaderField): string {
  if ("key" in f) return f.key;
  return `${f.round === undefined ? "" : roundLead(lang, f.round)}${SHARED[lang][f.word]({})}`;
}

/** A bound: `a whole number 1..999`, `0..4000`. */
export interface Bound {
  readonly min: number;
  readonly max: number;
  readonly whole: boolean;
}

/** "must be a whole number 1..999", "1 és 999 közötti egész szám kell legyen", … */
export function mustBe(lang: Language, b: Bound): string {
  return SHARED[lang].mustBe(b);
}
