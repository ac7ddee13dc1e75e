/**
 * D261, D262: who a period's players are when the list leaves it in doubt, asked of the officer
 * (a season's `--match`, `--new`). A near miss or two rows (D61, D62, D165) is asked as `rate`
 * asks it; so is a FIDE ID whose row is another than the row of the player's name (D262: the ID
 * is taken first, but a mistyped or swapped ID would rate the player from another person's
 * rating). A player nobody answered stops the period at his event, naming every such player.
 */
import { RatingError } from "../common/errors";
import { idKey } from "../common/identity";
import type { SeasonAsked } from "../season/types";
import { type Tournament, fullName } from "../tournament/model";
import type { FidePeriodListRow, PeriodAsk } from "./fide-period-types";
import {
  type IdentityChoice,
  type IdentityQuestion,
  type MatchQuery,
  type OfferedRow,
  PlayerMatcher,
  askedMessage,
  queryOf,
  questionOf,
  spelling,
} from "./match";

/** The players of one event of the period the officer must still answer about (the first said). */
export class PeriodQuestions extends RatingError {
  constructor(
    readonly event: number,
    readonly asked: readonly [SeasonAsked, ...SeasonAsked[]],
  ) {
    const [first] = asked;
    super("value", askedMessage(first.question, { player: first.player + 1, name: first.name }));
    this.name = "PeriodQuestions";
  }
}

/**
 * D262: the question about a player found by his FIDE ID at one row while his name (exact, else
 * folded: D60) is another row's: both rows offered, the ID's first; `id` says which was the ID's.
 * `named` matches the same rows by name only.
 */
function idQuestion(
  matcher: PlayerMatcher,
  named: PlayerMatcher,
  rows: readonly FidePeriodListRow[],
  q: MatchQuery,
): IdentityQuestion | undefined {
  const m = matcher.match(q);
  if (m.kind !== "id") return undefined;
  const byName = named.match(nameOnly(q));
  if (byName.kind !== "name" || byName.index === m.index) return undefined;
  const offered = (index: number): OfferedRow => {
    const row = rows[index] as FidePeriodListRow;
    return { index, name: spelling(row), line: row.line ?? index + 1 };
  };
  return { kind: "conflict", rows: [offered(m.index), offered(byName.index)], id: idKey(q.id) };
}

/** A player's query without his ID: the rows his name alone finds. */
export function nameOnly(q: MatchQuery): MatchQuery {
  return queryOf(q, undefined);
}

/**
 * Each player of event `event` the list leaves in doubt, answered by `ask` (player → choice);
 * throws PeriodQuestions naming those left unanswered.
 */
export function periodChoices(
  event: number,
  t: Tournament,
  queries: readonly MatchQuery[],
  rows: readonly FidePeriodListRow[],
  matcher: PlayerMatcher,
  named: PlayerMatcher,
  ask: PeriodAsk,
): Map<number, IdentityChoice> {
  const out = new Map<number, IdentityChoice>();
  const asked: SeasonAsked[] = [];
  t.players.forEach((p, i) => {
    const q = queries[i] as MatchQuery;
    const question = questionOf(matcher, rows, q) ?? idQuestion(matcher, named, rows, q);
    if (question === undefined) return;
    const choice = ask(event, i, question, rows);
    if (choice === undefined) asked.push({ player: i, name: fullName(p), question });
    else out.set(i, choice);
  });
  const [first, ...rest] = asked;
  if (first !== undefined) throw new PeriodQuestions(event, [first, ...rest]);
  return out;
}
