/**
 * D261, D262: who a period's players are when the list leaves it in doubt, asked of the officer
 * (a season's `--match`, `--new`). A near miss or two rows (D61, D62, D165) is asked as `rate`
 * asks it; so is a FIDE ID whose row is another than the row of the player's name (D262: the ID
 * is taken first, but a mistyped or swapped ID would rate the player from another person's
 * rating). A player nobody answered stops the period at his event, naming every such player.
 */
import { RatingError } from "../common/errors";
import type { SeasonAsked } from "../season/types";
import { type Tournament, fullName } from "../tournament/model";
import type { FidePeriodListRow, PeriodAsk } from "./fide-period-types";
import type { NameRows } from "./id-name";
import { type IdentityChoice, type MatchQuery, PlayerMatcher, askedMessage, questionOf } from "./match";

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
 * Each player of event `event` the list leaves in doubt, answered by `ask` (player → choice);
 * throws PeriodQuestions naming those left unanswered.
 */
export function periodChoices(
  event: number,
  t: Tournament,
  queries: readonly MatchQuery[],
  rows: readonly FidePeriodListRow[],
  matcher: PlayerMatcher,
  named: NameRows,
  ask: PeriodAsk,
): Map<number, IdentityChoice> {
  const out = new Map<number, IdentityChoice>();
  const asked: SeasonAsked[] = [];
  t.players.forEach((p, i) => {
    const q = queries[i] as MatchQuery;
    const question = questionOf(matcher, rows, q) ?? named.question(matcher.match(q), q);
    if (question === undefined) return;
    const choice = ask(event, i, question, rows);
    if (choice === undefined) asked.push({ player: i, name: fullName(p), question });
    else out.set(i, choice);
  });
  const [first, ...rest] = asked;
  if (first !== undefined) throw new PeriodQuestions(event, [first, ...rest]);
  return out;
}
