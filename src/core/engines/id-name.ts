/**
 * D262: a player found by his ID at one row of the list while his name alone (exact, else folded:
 * D60) finds another row is a question, for `rate` as for the season: a mistyped or swapped ID
 * would rate him from another person's rating. An ID whose row's name is found nowhere else is
 * taken, as before (a list's and a file's spellings differ).
 */
import type { Subject } from "../../i18n/subject";
import { invalid } from "../common/errors";
import { idKey, nameTokens } from "../common/identity";
import {
  type IdentityChoice,
  type IdentityQuestion,
  type Match,
  type MatchCandidate,
  type MatchQuery,
  PlayerMatcher,
  askedMessage,
  lineOf,
  queryOf,
  questionOf,
  spelling,
} from "./match";

/**
 * Whether a list row shares a word with one of the players' names, folded (D60: "Szabó Anna" and
 * "Anna Szabo" share "szabo" and "anna"): the rows D262 searches a player's name alone among. A
 * row sharing no word cannot carry the name, exact or folded, and a 1.2-million-row list is not
 * indexed by name.
 */
export function sharesAWord(queries: readonly MatchQuery[]): (row: MatchCandidate) => boolean {
  const words = new Set(queries.flatMap((q) => nameTokens(`${q.name} ${q.firstName ?? ""}`)));
  return (row) =>
    nameTokens(row.name).some((w) => words.has(w)) ||
    (row.firstName !== undefined && nameTokens(row.firstName).some((w) => words.has(w)));
}

/** A player's query without his ID: the rows his name alone finds. */
function nameOnly(q: MatchQuery): MatchQuery {
  return queryOf(q, undefined);
}

/** The list's rows searched by the players' names alone, for D262's question. */
export class NameRows {
  private readonly matcher: PlayerMatcher;
  private readonly positions: readonly number[] | undefined;

  /**
   * `narrow`: search only the rows sharing a word with a player's name (a whole FIDE list);
   * without it every row of `list` (a season's rows, already narrowed so).
   */
  constructor(
    private readonly list: readonly MatchCandidate[],
    queries: readonly MatchQuery[],
    narrow = true,
  ) {
    const named = queries.map(nameOnly);
    if (!narrow) {
      this.matcher = new PlayerMatcher(list, named);
      this.positions = undefined;
      return;
    }
    const shares = sharesAWord(queries);
    const rows: MatchCandidate[] = [];
    const positions: number[] = [];
    list.forEach((e, i) => {
      if (!shares(e)) return;
      rows.push(e);
      positions.push(i);
    });
    this.matcher = new PlayerMatcher(rows, named);
    this.positions = positions;
  }

  /** The question about `q` when `found` is its ID's row and its name alone is one other row's. */
  question(found: Match, q: MatchQuery): IdentityQuestion | undefined {
    if (found.kind !== "id" || idKey(q.id) === "") return undefined;
    const byName = this.matcher.match(nameOnly(q));
    if (byName.kind !== "name") return undefined;
    const index = this.positions === undefined ? byName.index : this.positions[byName.index];
    if (index === undefined || index === found.index) return undefined;
    const offered = (i: number) => ({ index: i, name: spelling(this.list[i]), line: lineOf(this.list, i) });
    return { kind: "conflict", rows: [offered(found.index), offered(index)], id: idKey(q.id) };
  }
}

/** A list's index over a tournament's players: by ID, else the name (D60–D62), and D262's names alone. */
export interface ListMatchers {
  readonly matcher: PlayerMatcher;
  readonly named: NameRows;
}

/** The matchers an engine and its preview search `list` with for `queries`; null without a list. */
export function listMatchers(
  list: readonly MatchCandidate[] | undefined,
  queries: readonly MatchQuery[],
): ListMatchers | null {
  return list === undefined
    ? null
    : { matcher: new PlayerMatcher(list, queries), named: new NameRows(list, queries) };
}

/** The question about `q` for the preview: D62's conflict or near miss, else D262's two rows. */
export function questionAbout(
  m: ListMatchers | null,
  list: readonly MatchCandidate[] | undefined,
  q: MatchQuery,
  choice: IdentityChoice | undefined,
): IdentityQuestion | undefined {
  if (m === null || list === undefined || choice !== undefined) return undefined;
  return questionOf(m.matcher, list, q) ?? m.named.question(m.matcher.match(q), q);
}

/** D262 when rating: throws the question when `q`'s ID and name are two rows and nobody picked one. */
export function refuseIdName(
  m: ListMatchers,
  q: MatchQuery,
  who: Subject,
  choice: IdentityChoice | undefined,
): void {
  if (choice !== undefined) return;
  const asked = m.named.question(m.matcher.match(q), q);
  if (asked !== undefined) throw invalid(askedMessage(asked, who));
}
