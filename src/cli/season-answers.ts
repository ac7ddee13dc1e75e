/**
 * `season --match "NAME=LINE" --new "NAME"`: the officer's answers about who a player is on the
 * season's list (D166), read by `rate`'s parser (`answerItems`). An answer holds for every file
 * where its player is asked about; `FILE:NAME` answers for that file only (the same name, other
 * people), and wins there over an answer for every file. An answer that names nobody, or that no
 * file asked for, is refused, naming it.
 */
import { msg } from "../i18n/table";
import { SeasonQuestions } from "../core/season/answers";
import type { IdentityQuestion } from "../core/engines/match";
import type { SeasonAnswer, SeasonAnswers, SeasonEvent } from "../core/season/types";
import { type Parsed, UsageError } from "./args";
import { type AnswerItem, answerItems, baseName, refuseUnanswered } from "./rate-identity";
import { peopleNamed, personNamed } from "./rate-options";

/** An answer as the season reads it: its item, the file it is for (undefined: every file). */
interface Scoped extends AnswerItem {
  readonly file?: string;
}

/** The file an item names before ":" (as given, else its base name; the longest that fits), and the rest. */
function scoped(a: AnswerItem, files: readonly string[]): Scoped {
  const hits = files.flatMap((file) =>
    [file, baseName(file)].flatMap((as) => (a.who.startsWith(`${as}:`) ? [{ file, as }] : [])),
  );
  const best = hits.sort((x, y) => y.as.length - x.as.length)[0];
  if (best === undefined) return a;
  return { ...a, file: best.file, who: a.who.slice(best.as.length + 1).trim() };
}

const key = (file: string, player: number): string => `${file}\u0000${player}`;

/** The season's answers, and what was never asked for once the season is rated. */
export interface SeasonAnswerSet {
  readonly answers: SeasonAnswers;
  /** D166: the items no file asked for, each refused (a usage error) after a rated season. */
  refuseUnused(): void;
}

/**
 * `--match` and `--new` for the season's files: each item's player found in its file (a number
 * names a player of one file only), or in every file it names someone in; a name that is no
 * player, namesakes in one file, or a player answered twice, is a usage error.
 */
export function seasonAnswers(p: Parsed, events: readonly SeasonEvent[]): SeasonAnswerSet | undefined {
  const items = answerItems(p).map((a) =>
    scoped(
      a,
      events.map((e) => e.file),
    ),
  );
  if (items.length === 0) return undefined;
  const forFile = new Map<string, Scoped>();
  const forAll = new Map<string, Scoped>();
  const put = (m: Map<string, Scoped>, file: string, player: number, a: Scoped): void => {
    const k = key(file, player);
    if (m.has(k))
      throw new UsageError(
        msg("cliGivenTwice", {
          option: `--${a.option}`,
          item: a.item,
          player: player + 1,
          path: file,
          answer: true,
        }),
      );
    m.set(k, a);
  };
  for (const a of items) {
    if (a.file !== undefined) {
      const players = events.find((e) => e.file === a.file)?.tournament.players ?? [];
      put(forFile, a.file, personNamed(players, a.who, `${a.option} ${a.file}`), a);
      continue;
    }
    if (/^\d+$/u.test(a.who)) {
      throw new UsageError(msg("cliNumberNeedsFile", { option: `--${a.option}`, item: a.item, who: a.who }));
    }
    let named = 0;
    for (const e of events) {
      const hits = peopleNamed(e.tournament.players, a.who);
      if (hits.length > 1) {
        const option = `--${a.option}`;
        const namesakes = { option, item: a.item, name: a.who, count: hits.length, path: e.file };
        throw new UsageError(msg("cliSeasonNamesake", namesakes));
      }
      for (const i of hits) put(forAll, e.file, i, a);
      named += hits.length;
    }
    if (named === 0) {
      throw new UsageError(msg("cliSeasonNoPlayer", { option: `--${a.option}`, item: a.item, name: a.who }));
    }
  }
  const used = new Set<Scoped>();
  return {
    answers: (file: string, player: number): SeasonAnswer | undefined => {
      const a = forFile.get(key(file, player)) ?? forAll.get(key(file, player));
      if (a === undefined) return undefined;
      used.add(a);
      return a.line === undefined ? "new" : { line: a.line };
    },
    refuseUnused(): void {
      const unused = items.filter((a) => !used.has(a));
      if (unused.length === 0) return;
      const answers = unused.map((a) => ({ option: `--${a.option}`, item: a.item }));
      throw new UsageError(msg("cliAnswersUnused", { answers }));
    },
  };
}

/**
 * D166, D261: a season rated with the officer's answers (`rate` given them); a file's players
 * left unanswered are the refusal `rate` gives (exit code 2), naming the file, each player, the
 * rows and how to answer; once rated, an answer no file asked for is refused.
 */
export function answeredSeason<T>(asked: SeasonAnswerSet | undefined, rate: () => T): T {
  let result: T;
  try {
    result = rate();
  } catch (error) {
    if (!(error instanceof SeasonQuestions)) throw error;
    const questions: (IdentityQuestion | undefined)[] = [];
    for (const a of error.asked) questions[a.player] = a.question;
    const byPlayer = new Map(error.asked.map((a) => [a.player, a.name]));
    refuseUnanswered(questions, (i) => ({ player: i + 1, name: byPlayer.get(i) ?? "" }), error.file);
    throw error;
  }
  asked?.refuseUnused();
  return result;
}
