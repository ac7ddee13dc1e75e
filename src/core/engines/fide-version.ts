/**
 * The notes on the version of FIDE2024 a tournament is rated by (D87, D89). FIDE2024 named without
 * a date is its latest version, the officer's choice; when the event's last day had another
 * version in force that rates some of its games otherwise, a note says so and how to name it.
 */
import { msg } from "../../i18n/table";
import { formatIsoDate } from "../common/date";
import { ratedDifference } from "../fide/expectation";
import { type EventRules, type Rules, eventRules, eventRulesSaid, ruleSetText } from "../fide/rules";
import { type Tournament, ratedGames } from "../tournament/model";
import type { FideNote } from "./fide-types";

/**
 * What is said of the version rated by, if anything: without a rule set named and without a
 * date, that the latest was used (D87); FIDE2024 named without a date, when the event's version
 * would rate some game otherwise (the players' starting `ratings`, null unrated), that it would
 * and how to name it (D89).
 */
export function versionNote(
  t: Tournament,
  named: Rules | undefined,
  ofEvent: EventRules | undefined,
  ratings: readonly (number | null)[],
): FideNote | null {
  if (ofEvent?.basis === "undated")
    return { player: -1, code: "rules-undated", text: eventRulesSaid(ofEvent) };
  if (named === undefined || named.name !== "FIDE2024" || named.on !== undefined) return null;
  const event = eventRules(t);
  if (event.day === undefined) return null;
  const differs = (a: number, b: number): boolean =>
    ratedDifference(a, b, named) !== ratedDifference(a, b, event.rules);
  const games = ratedGames(t).filter((g) => {
    const [a, b] = [ratings[g.first] ?? null, ratings[g.second] ?? null];
    return a !== null && b !== null && (differs(a, b) || differs(b, a));
  }).length;
  if (games === 0) return null;
  const text = msg("fideRulesNotOfEvent", {
    rules: ruleSetText(named),
    event: ruleSetText(event.rules),
    day: formatIsoDate(event.day),
    games,
  });
  return { player: -1, code: "rules-not-of-event", text };
}
