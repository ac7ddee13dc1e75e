/**
 * D166: the officer's answers in a season. Each tournament's players whom the list, as the
 * tournaments before left it, leaves in doubt (a near miss or two rows: D61, D62, D165) are asked
 * about when the tournament is rated; an answer gives the list line that is the player, or "new".
 * A player nobody answered stops the season at his file (SeasonQuestions), before any of it is
 * rated, so that nobody is rated as new in silence.
 */
import { msg } from "../../i18n/table";
import { RatingError, invalid } from "../common/errors";
import { listMatchers, questionAbout } from "../engines/id-name";
import { type IdentityChoice, type IdentityQuestion, askedMessage, queryOf } from "../engines/match";
import type { ListedRating } from "../engines/mgsz-types";
import { type Player, fullName } from "../tournament/model";
import type { SeasonAnswers, SeasonAsked, SeasonEvent, SeasonPlayer } from "./types";

/** The players of one file the officer must still answer about; says the first, names the file. */
export class SeasonQuestions extends RatingError {
  constructor(
    readonly file: string,
    readonly asked: readonly [SeasonAsked, ...SeasonAsked[]],
  ) {
    const [first] = asked;
    const who = { player: first.player + 1, name: first.name };
    super("value", msg("within", { subject: { named: file }, inner: askedMessage(first.question, who) }));
    this.name = "SeasonQuestions";
  }
}

/**
 * The row of the engine's list (an index into `rows`) that an answer's line is: a row offered
 * first (the season's list names the rows it added by their place, which a file's line may
 * equal), else any row of the season's list, added to `rows` when the index did not keep it.
 */
function rowAt(
  line: number,
  question: IdentityQuestion,
  list: readonly SeasonPlayer[],
  rows: number[],
  said: { file: string; name: string },
): number {
  const offered = question.rows.find((r) => r.line === line);
  if (offered !== undefined) return offered.index;
  const row = list.findIndex((e, k) => (e.line ?? k + 1) === line);
  if (row < 0) throw invalid(msg("seasonAnswerNoLine", { ...said, line }));
  const at = rows.indexOf(row);
  if (at >= 0) return at;
  rows.push(row);
  return rows.length - 1;
}

/**
 * The engine's `identities` for one tournament of the season (player index → row of
 * `ratingList`, or "new"): every player the list leaves in doubt, answered. `rows` are the
 * season list's rows the engine is given (`ratingList`, in that order); a row an answer names
 * that they lack is appended to them. Throws SeasonQuestions for the players left unanswered.
 */
export function answersOf(
  event: SeasonEvent,
  list: readonly SeasonPlayer[],
  rows: number[],
  ratingList: readonly ListedRating[],
  answers: SeasonAnswers | undefined,
): Map<number, IdentityChoice> {
  const players = event.tournament.players;
  const queries = players.map((p) => queryOf(p, p.egdPin));
  const matchers = listMatchers(ratingList, queries);
  const out = new Map<number, IdentityChoice>();
  const asked: SeasonAsked[] = [];
  players.forEach((p: Player, i) => {
    // D60–D62, D262: what the engine would refuse to take without an answer
    const question = questionAbout(matchers, ratingList, queries[i] as (typeof queries)[number], undefined);
    if (question === undefined) return;
    const answer = answers?.(event.file, i, question);
    const name = fullName(p);
    if (answer === undefined) asked.push({ player: i, name, question });
    else
      out.set(
        i,
        answer === "new" ? "new" : rowAt(answer.line, question, list, rows, { file: event.file, name }),
      );
  });
  const [first, ...rest] = asked;
  if (first !== undefined) throw new SeasonQuestions(event.file, [first, ...rest]);
  return out;
}
