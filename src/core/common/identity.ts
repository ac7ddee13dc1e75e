/**
 * Who a name is (D60): the one rule by which every command, the pane and the functions decide
 * that two spellings are one person. An ID (EGD PIN, FIDE ID) decides first (the matcher's
 * business); then the exact name (`exactName`: the same words in the same order, letter for
 * letter); then the folded name (`nameKey`: letter case, accents, ё/е, Cyrillic written in Latin
 * letters by BGN/PCGN, and the order of the words ignored); then nothing. A merge by the folded
 * rule is said, naming both spellings (`looseMerge`). A near miss (`nearMiss`, D61, D165) is a
 * candidate to show the officer, never a match.
 */
import { distance } from "fastest-levenshtein";

/** Letters that Unicode decomposition leaves whole, folded to their usual Latin spelling. */
const FOLD: Readonly<Record<string, string>> = {
  ł: "l",
  đ: "d",
  ð: "d",
  ø: "o",
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ı: "i",
  þ: "th",
  ħ: "h",
  ŀ: "l",
};
const FOLDED = /[łđðøßæœıþħŀ]/g;

/**
 * D60: Cyrillic in Latin letters by the BGN/PCGN romanization of Russian (1947), without its
 * diacritics and without its "ye" after vowels: е and ё are both e, й is y, х kh, ц ts, щ shch,
 * ю yu, я ya; ъ and ь are dropped. Ukrainian і, ї, є, ґ and Belarusian ў by the same system's
 * tables for those languages.
 */
// prettier-ignore
const CYRILLIC: Readonly<Record<string, string>> = {
  а: "a", б: "b", в: "v", г: "g", д: "d", е: "e", ё: "e", ж: "zh", з: "z", и: "i", й: "y",
  к: "k", л: "l", м: "m", н: "n", о: "o", п: "p", р: "r", с: "s", т: "t", у: "u", ф: "f",
  х: "kh", ц: "ts", ч: "ch", ш: "sh", щ: "shch", ъ: "", ы: "y", ь: "", э: "e", ю: "yu", я: "ya",
  і: "i", ї: "yi", є: "ye", ґ: "g", ў: "w",
};
const CYRILLIC_LETTER = /[а-яёіїєґў]/g;
/** Apostrophes are dropped, not split on: "O'Brien" = "OBrien". */
const APOSTROPHES = /['’‘`ʼ]/g;
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/**
 * The words of a name, folded (D60): lower case, Latin letters without accents, no
 * punctuation. "Pocsai_Rita" → ["pocsai", "rita"], "Dvořák-Łukasz" → ["dvorak", "lukasz"],
 * "Фёдоров Семён" → ["fedorov", "semen"].
 */
export function nameTokens(text: string): string[] {
  // printable ASCII (most of a list's names): nothing to decompose or fold, the same words
  if (PRINTABLE_ASCII.test(text)) {
    return text
      .toLowerCase()
      .replace(APOSTROPHES, "")
      .split(/[^a-z0-9]+/)
      .filter((w) => w !== "");
  }
  // composed first, so that й and ё are letters of their own before the accents go
  const folded = text
    .normalize("NFC")
    .toLowerCase()
    .replace(CYRILLIC_LETTER, (c) => CYRILLIC[c] ?? c)
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .replace(FOLDED, (c) => FOLD[c] ?? c)
    .replace(APOSTROPHES, "");
  return folded.split(/[^\p{L}\p{N}]+/u).filter((w) => w !== "");
}

/**
 * An ID as the identity rule compares it (D60, D63): an EGD PIN or FIDE ID without the spaces
 * around it, letter case ignored; "" when there is none.
 */
export function idKey(id: string | undefined): string {
  const key = (id ?? "").trim().toUpperCase();
  // an ID of zeros is none: how files write that a player has no ID (TRF's FIDE ID 0;
  // OpenGotha's and pairgoth's egfPin="0", four players of pairgoth's malavasi.geobug)
  return /^0+$/u.test(key) ? "" : key;
}

// a decimal ID that a number holds exactly and only one way (no leading zero)
const NUMERIC_ID = /^[1-9]\d{0,14}$/u;

/**
 * D63, one ID is one person: each position whose ID (`idKey`) an earlier one has, mapped to the
 * first position with it; blank IDs are none. Decimal IDs are compared as numbers sorted once
 * in a typed array (the platform's sort, no comparison function called), and only those sorted
 * next to an equal one are looked up by position: FIDE's list has 1.2 million (D44), every one
 * its own key.
 */
export function repeatedIds(ids: readonly (string | undefined)[]): Map<number, number> {
  const repeats = new Map<number, number>();
  const numeric: number[] = [];
  const values: number[] = [];
  const other = new Map<string, number>();
  ids.forEach((raw, i) => {
    // a decimal ID as written is its own key: nothing made per row
    const id = raw !== undefined && NUMERIC_ID.test(raw) ? raw : idKey(raw);
    if (id === "") return;
    if (NUMERIC_ID.test(id)) {
      numeric.push(i);
      values.push(Number(id));
      return;
    }
    const first = other.get(id);
    if (first === undefined) other.set(id, i);
    else repeats.set(i, first);
  });
  const sorted = Float64Array.from(values).sort();
  const twice = new Set<number>();
  for (let k = 1; k < sorted.length; k++) if (sorted[k] === sorted[k - 1]) twice.add(sorted[k] as number);
  if (twice.size === 0) return repeats;
  const firstOf = new Map<number, number>();
  numeric.forEach((i, k) => {
    const v = values[k] as number;
    if (!twice.has(v)) return;
    const first = firstOf.get(v);
    if (first === undefined) firstOf.set(v, i);
    else repeats.set(i, first);
  });
  return repeats;
}

/**
 * A person's one name from a family name and a first name given apart (a list's `Фамилия;Имя`,
 * `Név;Keresztnév`): the family name, a space, the first name, as the identity rule reads them.
 */
export const joined = (name: string, firstName?: string): string =>
  firstName ? `${name} ${firstName}` : name;

/** D459: a line break in a name's or a text's cell (Alt+Enter in Excel, a quoted CSV cell across lines). */
export const LINE_BREAK = /[\n\r\v\f\u0085\u2028\u2029]/u;

/** A cell's text on one line: each line break, with the blanks around it, one space. */
export function oneLine(text: string): string {
  return text
    .split(/[\n\r\v\f\u0085\u2028\u2029]/u)
    .map((part) => part.trim())
    .filter((part) => part !== "")
    .join(" ");
}

/**
 * The folded key of a person's name (D60): its folded words, sorted, so that the order does
 * not matter. `nameKey("Pocsai", "Rita") === nameKey("RITA POCSAI")`.
 */
export function nameKey(name: string, firstName?: string): string {
  return nameTokens(joined(name, firstName)).sort().join(" ");
}

/**
 * The exact name (D60): the words as written, in their order, letter case and accents kept;
 * only the spacing, commas and EGD's underscores between the words do not count
 * ("Pocsai_Rita" = "Pocsai,  Rita" = "Pocsai Rita" ≠ "POCSAI Rita").
 */
export function exactName(name: string, firstName?: string): string {
  return joined(name, firstName)
    .normalize("NFC")
    .split(/[\s,_]+/u)
    .filter((w) => w !== "")
    .join(" ");
}

/** How two spellings are one name: letter for letter, or only by the folded rule (said). */
export type NameAgreement = "exact" | "folded" | "different";

/** Whether two spellings are one name by D60, and by which step. */
export function sameName(a: string, b: string): NameAgreement {
  if (exactName(a) === exactName(b)) return "exact";
  const k = nameKey(a);
  return k !== "" && k === nameKey(b) ? "folded" : "different";
}

/**
 * D61: how far apart two folded keys may be and still make a candidate — one edit for a key
 * shorter than 10 letters ("ana nagy" / "anna nagy"), two for a longer one ("horvat zoltan" /
 * "horvath zoltan"), when the keys share a word; D165 asks too when no word is shared but each
 * word is one edit from its own (see `nearMiss`).
 */
export function nearMissDistance(key: string): number {
  return key.length < 10 ? 1 : 2;
}

const digits = (key: string): string => key.replace(/\D+/gu, "");
/**
 * The first letters of a folded key's words, sorted (a key's words are sorted already, so its
 * initials are read in one pass without splitting it: FIDE's list has 1.2 million keys).
 */
function initials(key: string): string {
  let out = key.charAt(0);
  for (let i = key.indexOf(" "); i >= 0; i = key.indexOf(" ", i + 1)) out += key.charAt(i + 1);
  return out;
}

/**
 * Where a folded key's near misses are looked for (D61, D165): a near miss has the same
 * initials and is at most two letters longer or shorter (`NEAR_MISS_LENGTHS`), so an index keeps
 * rows by their key's initials and looks at those of lengths within it.
 */
export const nearMissBucket = initials;
export const NEAR_MISS_LENGTHS = 2;

/** D165: a word differs slightly when it is one edit from its own and neither is under 3 letters. */
const MIN_CHANGED_WORD = 3;

/**
 * D165: the words of two folded keys paired in the keys' order, each the same or one edit
 * from its own (neither under 3 letters), two at most differing: "ana kovac" / "anna kovacs".
 */
function wordsNear(a: string, b: string): boolean {
  const x = a.split(" ");
  const y = b.split(" ");
  if (x.length !== y.length) return false;
  let differing = 0;
  for (let k = 0; k < x.length; k++) {
    const v = x[k] as string;
    const w = y[k] as string;
    if (v === w) continue;
    if (Math.min(v.length, w.length) < MIN_CHANGED_WORD || distance(v, w) > 1) return false;
    differing++;
  }
  return differing <= 2;
}

/**
 * How near the folded key `b` is to `a` (D61, D165), when it is a near miss: not the same key,
 * the same initials and digits ("Opponent B1" is not a misspelt "Opponent A1", nor "Player 3" a
 * misspelt "Player 32"), and either at least one word in common and within `nearMissDistance`
 * edits of the shorter (D61), or every word the same or one edit from its own, two at most
 * differing (D165: "Kovac Ana" / "Kovács Anna"); else undefined. The distance is the keys'
 * edits. A near miss is a candidate to ask the officer about, never a match.
 */
export function nearMiss(a: string, b: string): number | undefined {
  if (a === b || a === "" || b === "" || digits(a) !== digits(b)) return undefined;
  if (initials(a) !== initials(b)) return undefined;
  if (Math.abs(a.length - b.length) > NEAR_MISS_LENGTHS) return undefined;
  const words = new Set(a.split(" "));
  if (!b.split(" ").some((w) => words.has(w))) return wordsNear(a, b) ? distance(a, b) : undefined;
  const max = nearMissDistance(a.length < b.length ? a : b);
  if (Math.abs(a.length - b.length) > max) return undefined;
  const d = distance(a, b);
  return d <= max ? d : undefined;
}
