/**
 * Finding a tournament's players on a rating list by the one identity rule (D60,
 * src/core/common/identity.ts): the ID (EGD PIN, FIDE ID), else the exact name, else the folded
 * name (case, accents, ё/е, Cyrillic in Latin letters, the order of the words), else nothing;
 * near misses are candidates, never matches (D61), and two rows a player could be are a
 * conflict the officer settles (D62). Shared by every engine, the pane and the sheet, so a
 * player is found the same way everywhere.
 */
import { type Subject } from "../../i18n/subject";
import { type Message, msg } from "../../i18n/table";
import { invalid } from "../common/errors";
import { NEAR_MISS_LENGTHS, exactName, idKey, nameKey, nearMiss, nearMissBucket } from "../common/identity";

/** A rating-list row as far as matching is concerned. */
export interface MatchCandidate {
  /** EGD PIN, FIDE ID or another list ID. */
  readonly pin?: string;
  readonly name: string;
  readonly firstName?: string;
  readonly federation?: string;
  /** 1-based line in the list file, named to the officer. */
  readonly line?: number;
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
  /** `loose`: found by the folded name only (D60), which is said. */
  | { readonly kind: "name"; readonly index: number; readonly loose: boolean }
  /** Several list rows carry the name and nothing tells them apart: the officer decides (D62). */
  | { readonly kind: "ambiguous"; readonly indices: readonly number[] }
  | { readonly kind: "none" };

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
 * Performance). Names are folded only for the queries the ID index does not answer: a month of
 * TRF files whose players all have a FIDE ID on the list folds no name of the list at all.
 */
export class PlayerMatcher {
  private readonly byId = new Map<string, number>();
  private readonly byName = new Map<string, number[]>();
  /** Rows by their folded key's initials, where near misses are (D61, D165); keys of those rows. */
  private readonly byBucket = new Map<string, number[]>();
  private readonly keys = new Map<number, string>();

  constructor(
    private readonly list: readonly MatchCandidate[],
    queries?: readonly MatchQuery[],
  ) {
    const ids = queries && new Set(queries.map((q) => idKey(q.id)));
    list.forEach((e, i) => {
      const id = idKey(e.pin);
      if (id !== "" && !this.byId.has(id) && (ids === undefined || ids.has(id))) this.byId.set(id, i);
    });
    // a query the ID index answers never looks at a name (match): only the others' are indexed
    const byName = queries?.filter((q) => {
      const id = idKey(q.id);
      return id === "" || !this.byId.has(id);
    });
    if (byName === undefined || byName.length > 0) this.indexNames(byName);
  }

  /**
   * The name indexes over the rows whose folded key one of `queries` has, and the near-miss
   * buckets over the rows whose key is near one of theirs in initials and length (every row
   * without queries).
   */
  private indexNames(queries: readonly MatchQuery[] | undefined): void {
    const keys = queries && new Set(queries.map((q) => nameKey(q.name, q.firstName)));
    // the lengths of the queries' keys per bucket: a row outside them is nobody's near miss
    const lengths = keys && new Map<string, { min: number; max: number }>();
    for (const k of keys ?? []) {
      if (k === "") continue;
      const b = nearMissBucket(k);
      const r = lengths?.get(b);
      lengths?.set(b, { min: Math.min(r?.min ?? k.length, k.length), max: Math.max(r?.max ?? 0, k.length) });
    }
    this.list.forEach((e, i) => {
      const key = nameKey(e.name, e.firstName);
      if (key === "") return;
      const bucket = nearMissBucket(key);
      const r = lengths?.get(bucket);
      const near =
        lengths === undefined ||
        (r !== undefined &&
          key.length >= r.min - NEAR_MISS_LENGTHS &&
          key.length <= r.max + NEAR_MISS_LENGTHS);
      if (near) {
        const rows = this.byBucket.get(bucket);
        if (rows === undefined) this.byBucket.set(bucket, [i]);
        else rows.push(i);
        this.keys.set(i, key);
      }
      if (keys !== undefined && !keys.has(key)) return;
      const same = this.byName.get(key);
      if (same) same.push(i);
      else this.byName.set(key, [i]);
    });
  }

  /**
   * By ID when the player has one that the list knows; else by name (D60), leaving out rows
   * whose own ID differs from the player's (another person of the same name): the rows of the
   * exact name, else of the folded name; several rows left are narrowed by federation, and stay
   * ambiguous if that does not single one out.
   */
  match(q: MatchQuery): Match {
    const id = idKey(q.id);
    if (id !== "") {
      const i = this.byId.get(id);
      if (i !== undefined) return { kind: "id", index: i };
    }
    let found = this.byName.get(nameKey(q.name, q.firstName)) ?? [];
    if (id !== "") found = found.filter((i) => idKey(this.list[i]?.pin) === "");
    const exact = exactName(q.name, q.firstName);
    const spelt = (i: number): string => exactName(this.list[i]?.name ?? "", this.list[i]?.firstName);
    const letterForLetter = found.filter((i) => spelt(i) === exact);
    if (letterForLetter.length > 0) found = letterForLetter;
    if (found.length > 1) {
      const narrowed = found.filter((i) => sameFederation(this.list[i]?.federation, q.federation));
      if (narrowed.length > 0) found = narrowed;
    }
    const [only] = found;
    if (only === undefined) return { kind: "none" };
    return found.length === 1
      ? { kind: "name", index: only, loose: spelt(only) !== exact }
      : { kind: "ambiguous", indices: found };
  }

  /**
   * The list rows near the player's name (D61, D165), nearest first then in list order: candidates to
   * show the officer, never a match. Rows whose own ID differs from the player's are left out.
   */
  candidates(q: MatchQuery): number[] {
    const key = nameKey(q.name, q.firstName);
    const id = idKey(q.id);
    const near: { i: number; d: number }[] = [];
    for (const i of key === "" ? [] : (this.byBucket.get(nearMissBucket(key)) ?? [])) {
      const d = nearMiss(key, this.keys.get(i) ?? "");
      const pin = idKey(this.list[i]?.pin);
      if (d === undefined || (id !== "" && pin !== "" && pin !== id)) continue;
      near.push({ i, d });
    }
    return near.sort((a, b) => a.d - b.d || a.i - b.i).map((x) => x.i);
  }
}

/** The officer's answer for one player (D62): the list row (0-based index) or "new". */
export type IdentityChoice = number | "new";

/** A player found on the list: the row, how, and the note a loose merge gets (D60). */
export interface Identified {
  readonly index: number;
  readonly by: "id" | "name";
  readonly loose?: Message;
}

/**
 * What the list says of a player: found; not there and nothing near (or the officer said new);
 * or a question for the officer (D62), the rows it is about and the refusal that names them.
 */
export type Identity =
  | ({ readonly kind: "found" } & Identified)
  | { readonly kind: "none" }
  | { readonly kind: "conflict" | "candidates"; readonly rows: readonly number[]; readonly refusal: Message };

export const lineOf = (list: readonly MatchCandidate[], i: number): number => list[i]?.line ?? i + 1;

/** A list row's name as the list spells it, name then first name. */
export const spelling = (e: MatchCandidate | undefined): string =>
  e === undefined ? "" : e.firstName ? `${e.name} ${e.firstName}` : e.name;

/**
 * Who the player is on the list by the one rule (D60–D62): the officer's choice when given,
 * else the ID, the exact name, the folded name (its note said), else none; two rows the player
 * could be are a conflict, and near misses nobody confirmed are candidates, each with the
 * refusal to throw.
 */
export function identityOf(
  matcher: PlayerMatcher,
  list: readonly MatchCandidate[],
  q: MatchQuery,
  who: Subject,
  choice?: IdentityChoice,
): Identity {
  if (choice === "new") return { kind: "none" };
  if (choice !== undefined) return { kind: "found", index: choice, by: "name" };
  const m = matcher.match(q);
  if (m.kind === "id") return { kind: "found", index: m.index, by: "id" };
  if (m.kind === "name") {
    const loose = msg("idLoose", {
      subject: who,
      listed: spelling(list[m.index]),
      line: lineOf(list, m.index),
    });
    return { kind: "found", index: m.index, by: "name", ...(m.loose ? { loose } : {}) };
  }
  if (m.kind === "ambiguous") {
    const lines = m.indices.map((i) => lineOf(list, i));
    return { kind: "conflict", rows: m.indices, refusal: msg("idConflict", { subject: who, lines }) };
  }
  const near = matcher.candidates(q);
  if (near.length === 0) return { kind: "none" };
  const candidates = near.map((i) => ({ name: spelling(list[i]), line: lineOf(list, i) }));
  return { kind: "candidates", rows: near, refusal: msg("idNearMiss", { subject: who, candidates }) };
}

/** {@link identityOf} for rating: the row found, or null; a question for the officer is thrown. */
export function identify(
  matcher: PlayerMatcher,
  list: readonly MatchCandidate[],
  q: MatchQuery,
  who: Subject,
  choice?: IdentityChoice,
): Identified | null {
  const id = identityOf(matcher, list, q, who, choice);
  if (id.kind === "none") return null;
  if (id.kind === "found") return id;
  throw invalid(id.refusal);
}

/** A row offered to the officer: its index (0-based), name and line. */
export interface OfferedRow {
  readonly index: number;
  readonly name: string;
  readonly line: number;
}

/** What the officer is asked about a player (D62), for the pane: the kind and the rows. */
export interface IdentityQuestion {
  /** `taken`: the one row offered is held by another player of the event too (D419). */
  readonly kind: "conflict" | "candidates" | "taken";
  readonly rows: readonly OfferedRow[];
  /** D262: the ID the first row offered was found by, the second the row of the player's name. */
  readonly id?: string;
  /** D419: the other player holding the row offered, by his number and name. */
  readonly other?: { readonly no: number; readonly name: string };
}

/** The question {@link identityOf} asks about a player, if any (the starts' previews). */
export function questionOf(
  matcher: PlayerMatcher | null,
  list: readonly MatchCandidate[] | undefined,
  q: MatchQuery,
  choice?: IdentityChoice,
): IdentityQuestion | undefined {
  if (matcher === null || list === undefined) return undefined;
  const id = identityOf(matcher, list, q, { named: q.name }, choice);
  if (id.kind !== "conflict" && id.kind !== "candidates") return undefined;
  const rows = id.rows.map((index) => ({ index, name: spelling(list[index]), line: lineOf(list, index) }));
  return { kind: id.kind, rows };
}

/** What the officer is asked about a player (D62), as the engines' refusal says it. */
export function askedMessage(q: IdentityQuestion, who: Subject): Message {
  const [byId, byName] = q.rows;
  if (q.kind === "taken" && q.other !== undefined && byId !== undefined) {
    const row = { listed: byId.name, line: byId.line };
    return msg("idRowTwice", { subject: who, otherNo: q.other.no, other: q.other.name, ...row });
  }
  if (q.id !== undefined && byId !== undefined && byName !== undefined) {
    const rows = { listed: byId.name, line: byId.line, named: byName.name, nameLine: byName.line };
    return msg("idOtherName", { subject: who, id: q.id, ...rows });
  }
  return q.kind === "conflict"
    ? msg("idConflict", { subject: who, lines: q.rows.map((r) => r.line) })
    : msg("idNearMiss", { subject: who, candidates: q.rows.map((r) => ({ name: r.name, line: r.line })) });
}

/** A player's hold on a list row (0-based): firm when found by his ID or picked by the officer (D62), else by his name. */
export interface RowClaim {
  readonly row: number;
  readonly firm: boolean;
}

/** A start's hold on its list row, if it has one (D419): firm when by ID or by the officer's pick. */
export function claimOf(
  row: number | undefined,
  byId: boolean,
  choice: IdentityChoice | undefined,
): RowClaim | undefined {
  return row === undefined ? undefined : { row, firm: byId || typeof choice === "number" };
}

/**
 * D419: one row of the list is one person. Players of one event holding the same row are asked
 * who is who: a player held by his name yields to the one player held firmly (his ID, the
 * officer's pick); where none or several hold it firmly, each of them is asked. The question for
 * each player asked, by index, naming the row and the other player.
 */
export function takenQuestions(
  list: readonly MatchCandidate[],
  claims: readonly (RowClaim | undefined)[],
  names: readonly string[],
): Map<number, IdentityQuestion> {
  const holders = new Map<number, number[]>();
  claims.forEach((c, i) => {
    if (c === undefined) return;
    const held = holders.get(c.row);
    if (held === undefined) holders.set(c.row, [i]);
    else held.push(i);
  });
  const out = new Map<number, IdentityQuestion>();
  for (const [row, held] of holders) {
    if (held.length < 2) continue;
    const firm = held.filter((i) => claims[i]?.firm === true);
    const offered = { index: row, name: spelling(list[row]), line: lineOf(list, row) };
    for (const i of held) {
      if (firm.length === 1 && firm[0] === i) continue;
      const other = (firm.length === 1 ? firm[0] : held.find((j) => j !== i)) as number;
      out.set(i, { kind: "taken", rows: [offered], other: { no: other + 1, name: names[other] ?? "" } });
    }
  }
  return out;
}

/**
 * D419 in a preview: each player asked because another holds his list row too gets `asked`'s
 * preview of that question in place of his own.
 */
export function askTaken<P>(
  previews: readonly P[],
  list: readonly MatchCandidate[],
  claims: readonly (RowClaim | undefined)[],
  names: readonly string[],
  asked: (question: IdentityQuestion) => P,
): P[] {
  const taken = takenQuestions(list, claims, names);
  return previews.map((v, i) => {
    const question = taken.get(i);
    return question === undefined ? v : asked(question);
  });
}

/** D419 when rating: throws the first player's question when two players of the event hold one list row. */
export function refuseRowsTaken(
  list: readonly MatchCandidate[],
  claims: readonly (RowClaim | undefined)[],
  names: readonly string[],
): void {
  const asked = [...takenQuestions(list, claims, names)].sort((a, b) => a[0] - b[0]);
  const first = asked[0];
  if (first === undefined) return;
  const [i, question] = first;
  throw invalid(askedMessage(question, { player: i + 1, name: names[i] ?? "" }));
}
