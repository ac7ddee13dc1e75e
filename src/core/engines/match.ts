/**
 * Finding a tournament's players on a rating list: by ID (EGD PIN, FIDE ID) first, else by
 * name, case- and accent-insensitive and tolerant of the surname/first-name order ("Pocsai
 * Rita", "Rita Pocsai", "POCSAI, Rita", "Pocsai_Rita" are one name). Shared by every engine
 * and the task pane, so a player is found the same way everywhere.
 */

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
/** Apostrophes are dropped, not split on: "O'Brien" = "OBrien". */
const APOSTROPHES = /['’‘`ʼ]/g;
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/**
 * The words of a name, lower case, without accents or punctuation: "Pocsai_Rita" →
 * ["pocsai", "rita"], "Dvořák-Łukasz" → ["dvorak", "lukasz"].
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
  const folded = text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(FOLDED, (c) => FOLD[c] ?? c)
    .replace(APOSTROPHES, "");
  return folded.split(/[^\p{L}\p{N}]+/u).filter((w) => w !== "");
}

/**
 * The comparison key of a person's name: the words of name and first name, sorted, so that
 * the order does not matter. `nameKey("Pocsai", "Rita") === nameKey("RITA POCSAI")`.
 */
export function nameKey(name: string, firstName?: string): string {
  return nameTokens(firstName ? `${name} ${firstName}` : name)
    .sort()
    .join(" ");
}

/** A rating-list row as far as matching is concerned. */
export interface MatchCandidate {
  /** EGD PIN, FIDE ID or another list ID. */
  readonly pin?: string;
  readonly name: string;
  readonly firstName?: string;
  readonly federation?: string;
}

/** A tournament player as far as matching is concerned. */
export interface MatchQuery {
  /** The ID to look up first (EGD PIN for Go, FIDE ID for chess). */
  readonly id?: string;
  readonly name: string;
  readonly firstName?: string;
  readonly federation?: string;
}

/** A tournament player's query: its name, first name and federation, and the given ID. */
export function queryOf(
  p: { readonly name: string; readonly firstName?: string; readonly federation?: string },
  id: string | undefined,
): MatchQuery {
  return {
    name: p.name,
    ...(p.firstName ? { firstName: p.firstName } : {}),
    ...(id ? { id } : {}),
    ...(p.federation ? { federation: p.federation } : {}),
  };
}

/** Where a player was found: list indices (0-based). */
export type Match =
  | { readonly kind: "id"; readonly index: number }
  | { readonly kind: "name"; readonly index: number }
  /** Several list rows carry the name and nothing tells them apart: the officer decides. */
  | { readonly kind: "ambiguous"; readonly indices: readonly number[] }
  | { readonly kind: "none" };

function normId(id: string | undefined): string {
  return (id ?? "").trim().toUpperCase();
}

function sameFederation(a: string | undefined, b: string | undefined): boolean {
  const x = (a ?? "").trim().toUpperCase();
  const y = (b ?? "").trim().toUpperCase();
  return x !== "" && y !== "" && (x.startsWith(y) || y.startsWith(x));
}

/**
 * An index over a rating list, built once (linear), each look-up constant time on average.
 * The first row with a given ID wins; rows sharing a name are all kept. Given the queries that
 * will be asked (a tournament's players), only the rows that can answer one of them are kept:
 * the same answers, and FIDE's list of 1.2 million players is not indexed whole (D44; README,
 * Performance).
 */
export class PlayerMatcher {
  private readonly byId = new Map<string, number>();
  private readonly byName = new Map<string, number[]>();

  constructor(
    private readonly list: readonly MatchCandidate[],
    queries?: readonly MatchQuery[],
  ) {
    const ids = queries && new Set(queries.map((q) => normId(q.id)));
    const keys = queries && new Set(queries.map((q) => nameKey(q.name, q.firstName)));
    list.forEach((e, i) => {
      const id = normId(e.pin);
      if (id !== "" && !this.byId.has(id) && (ids === undefined || ids.has(id))) this.byId.set(id, i);
      const key = nameKey(e.name, e.firstName);
      if (key === "" || (keys !== undefined && !keys.has(key))) return;
      const same = this.byName.get(key);
      if (same) same.push(i);
      else this.byName.set(key, [i]);
    });
  }

  /**
   * By ID when the player has one that the list knows; else by name, leaving out rows whose
   * own ID differs from the player's (another person of the same name); several rows left are
   * narrowed by federation, and stay ambiguous if that does not single one out.
   */
  match(q: MatchQuery): Match {
    const id = normId(q.id);
    if (id !== "") {
      const i = this.byId.get(id);
      if (i !== undefined) return { kind: "id", index: i };
    }
    let found = this.byName.get(nameKey(q.name, q.firstName)) ?? [];
    if (id !== "") found = found.filter((i) => normId(this.list[i]?.pin) === "");
    if (found.length > 1) {
      const narrowed = found.filter((i) => sameFederation(this.list[i]?.federation, q.federation));
      if (narrowed.length > 0) found = narrowed;
    }
    const [only] = found;
    if (only === undefined) return { kind: "none" };
    return found.length === 1 ? { kind: "name", index: only } : { kind: "ambiguous", indices: found };
  }
}
