/**
 * D262: a player found by his ID at one row of the list while his name alone (exact, else folded:
 * D60) finds another row is a question, for `rate` as for the season: a mistyped or swapped ID
 * would rate him from another person's rating. An ID whose row's name is found nowhere else is
 * taken, as before (a list's and a file's spellings differ).
 */
import { idKey } from "../common/identity";
import {
  type IdentityQuestion,
  type Match,
  type MatchCandidate,
  type MatchQuery,
  PlayerMatcher,
  lineOf,
  queryOf,
  spelling,
} from "./match";

/**
 * A name's first word in lower case (up to a space or comma: "Nagy, Bela" and "Nagy" alike), the
 * cheap test of the rows D262 searches: no folding of a 1.2-million-row list's names.
 */
export function surname(name: string): string {
  return name.slice(0, firstWordEnd(name)).toLowerCase();
}

/** Where a name's first word ends: its first space or comma, else its length. */
function firstWordEnd(name: string): number {
  const space = name.indexOf(" ");
  const comma = name.indexOf(",");
  return space < 0 ? (comma < 0 ? name.length : comma) : comma < 0 ? space : Math.min(space, comma);
}

/**
 * Whether a name's first word is one of `words` (lower case), tested by its length before any
 * string is made: a list of 1.2 million rows is run through in a fraction of a second.
 */
export function firstWordTest(words: ReadonlySet<string>): (name: string) => boolean {
  const lengths = new Set([...words].map((w) => w.length));
  return (name) => {
    const end = firstWordEnd(name);
    return lengths.has(end) && words.has(name.slice(0, end).toLowerCase());
  };
}

/** A player's query without his ID: the rows his name alone finds. */
export function nameOnly(q: MatchQuery): MatchQuery {
  return queryOf(q, undefined);
}

/** The list's rows searched by the players' names alone, for D262's question. */
export class NameRows {
  private readonly matcher: PlayerMatcher;
  private readonly positions: readonly number[] | undefined;

  /**
   * `narrow`: search only the rows spelt with one of the players' first words (a whole FIDE list);
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
    const spelt = firstWordTest(new Set(queries.map((q) => surname(q.name))));
    const rows: MatchCandidate[] = [];
    const positions: number[] = [];
    list.forEach((e, i) => {
      if (!spelt(e.name)) return;
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
