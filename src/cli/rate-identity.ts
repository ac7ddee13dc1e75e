/**
 * `rate --match "NAME=LINE" --new "NAME"`: the officer's answers about who a player is on the
 * rating list (D62), and the refusal that lists every player still to be answered — a near miss
 * ("did you mean 'Horváth Zoltán' (list line 14)?") or two list rows of one name — before any
 * rating, so that nobody is rated as new in silence.
 */
import { ratesCrosstable } from "../systems";
import { type IdentityChoice, type IdentityQuestion, askedMessage } from "../core/engines/match";
import { msg } from "../i18n/table";
import type { Unanswered } from "../i18n/errors-cli-players";
import { mahjongEntries } from "../sheet/rated-mahjong";
import { type TournamentSheetRequest } from "../sheet/request";
import type { SystemName } from "../systems";
import { previewStarts } from "../sheet/starts";
import { type Parsed, UsageError, str } from "./args";
import { type Named, itemsOf, nameAndValue, personNamed, unquoted } from "./rate-options";

/** The options this module reads, for the command's table. */
export const IDENTITY_OPTIONS = {
  match: { type: "string" },
  new: { type: "string" },
} as const;

/** One answer as `--match` or `--new` gives it: the item, the player it names, the list line or new. */
export interface AnswerItem {
  readonly option: "match" | "new";
  readonly item: string;
  readonly who: string;
  /** `--match`: the list line that is the player; `--new`: none. */
  readonly line?: number;
}

/** The items of `--match` and `--new` (one parser for `rate`, `sheet` and `season`); a malformed one is a usage error. */
export function answerItems(p: Parsed): AnswerItem[] {
  const match = str(p, "match");
  const fresh = str(p, "new");
  const out: AnswerItem[] = [];
  for (const item of match === undefined ? [] : itemsOf(match)) {
    const pair = nameAndValue(item);
    if (pair === undefined || !/^\d+$/u.test(pair.value)) {
      throw new UsageError(
        msg("cliItemForm", { option: "--match", item, forms: ["NAME=LINE"], examples: [] }),
      );
    }
    out.push({ option: "match", item, who: pair.who, line: Number(pair.value) });
  }
  for (const item of fresh === undefined ? [] : itemsOf(fresh))
    out.push({ option: "new", item, who: unquoted(item) });
  return out;
}

/**
 * The answers `--match` and `--new` give, by player index: the list row (0-based index of the
 * entry at that line) or "new". A line the list does not have, or a player answered twice, is a
 * usage error.
 */
export function identityAnswers(
  p: Parsed,
  people: readonly Named[],
  list: readonly { readonly line?: number }[] | undefined,
): Map<number, IdentityChoice> {
  const out = new Map<number, IdentityChoice>();
  const items = answerItems(p);
  if (items.length > 0 && list === undefined) {
    throw new UsageError(
      msg("cliGoesWith", { options: ["--match", "--new"], with: "--ratings", values: [], not: null }),
    );
  }
  for (const a of items) {
    let choice: IdentityChoice = "new";
    if (a.line !== undefined) {
      const line = a.line;
      choice = (list ?? []).findIndex((e) => e.line === line);
      if (choice < 0) throw new UsageError(msg("cliNoListLine", { option: "--match", item: a.item, line }));
    }
    const i = personNamed(people, a.who, a.option);
    if (out.has(i)) {
      const option = `--${a.option}`;
      throw new UsageError(
        msg("cliGivenTwice", { option, item: null, player: i + 1, path: null, answer: true }),
      );
    }
    out.set(i, choice);
  }
  return out;
}

/** A file's name without its folders, as a season's answer may name it (`may.h9:NAME`). */
export const baseName = (file: string): string => file.split(/[\\/]/u).pop() ?? file;

/** How a refusal names the player asked about: in a crosstable, or in a results table (mahjong). */
type Asked = { player: number; name: string } | { row: number; name: string; line?: number };

/**
 * A name as an item of `--match`/`--new` gives it: in double quotes where a "," or ";" in it would
 * split the list (`itemsOf`; a TRF name is "Surname, First name").
 */
const itemOf = (name: string): string => (/[,;]/u.test(name) ? `"${name}"` : name);

/** An option's value as a shell takes it: in single quotes where it holds a double quote. */
const shellArg = (value: string): string =>
  value.includes('"') ? `'${value.replace(/'/gu, "'\\''")}'` : JSON.stringify(value);

/**
 * D62: every player the officer must still be asked about, said as the engines would refuse
 * him, with how to answer; throws the whole list as one usage error (exit code 2). Nothing when
 * everyone is answered. `file` (a season's, D166) is named before each player.
 */
export function refuseUnanswered(
  questions: readonly (IdentityQuestion | undefined)[],
  subject: (i: number) => Asked,
  file?: string,
): void {
  const said: Unanswered[] = [];
  questions.forEach((q, i) => {
    if (q === undefined) return;
    const who = subject(i);
    const lines = q.rows.map((r) => r.line);
    const asked = askedMessage(q, who);
    const line = lines.length === 1 ? String(lines[0]) : "LINE";
    said.push({
      asked: file === undefined ? asked : msg("within", { subject: { named: file }, inner: asked }),
      match: shellArg(`${itemOf(who.name)}=${line}`),
      lines: lines.length === 1 ? [] : lines,
      fresh: q.kind !== "conflict" ? shellArg(itemOf(who.name)) : null,
      // D166: a season's answer holds for every file; FILE:NAME answers for this file only
      only: file === undefined ? null : shellArg(itemOf(`${baseName(file)}:${who.name}`)),
    });
  });
  if (said.length === 0) return;
  throw new UsageError(msg("cliUnanswered", { questions: said }));
}

/** The engine's options the answers go into: the list (its lines) and the answers. */
interface WithIdentities {
  readonly ratingList?: readonly { readonly line?: number }[];
  readonly identities?: ReadonlyMap<number, IdentityChoice>;
}

/**
 * The options with the officer's answers (`--match`, `--new`), once every player the engine
 * would ask about is answered (`questions`: the engine's own preview); else the refusal.
 */
export function answered<O extends WithIdentities>(
  p: Parsed,
  people: readonly Named[],
  opts: O,
  questions: (o: O) => readonly (IdentityQuestion | undefined)[],
  subject: (i: number) => Asked,
): O {
  const answers = identityAnswers(p, people, opts.ratingList);
  const withAnswers = answers.size > 0 ? { ...opts, identities: answers } : opts;
  if (opts.ratingList !== undefined) refuseUnanswered(questions(withAnswers), subject);
  return withAnswers;
}

/**
 * `sheet --match --new`: the sheet's request with the officer's answers (its `choices.identity`,
 * which the pane's step 3 gives), once every player the sheet's own preview asks about is
 * answered; else the same refusal as rate's (exit code 2).
 */
export function answeredRequest(
  p: Parsed,
  req: TournamentSheetRequest,
  system: SystemName,
): TournamentSheetRequest {
  // a results table's players are its rows, their list a levels list (D68)
  const mahjong = !ratesCrosstable(system);
  const rows = mahjong ? mahjongEntries(req) : [];
  const people: readonly Named[] = mahjong ? rows.map((r) => ({ name: r.player })) : req.tournament.players;
  const list = mahjong ? (req.levelList ?? req.ratingList?.entries) : req.ratingList?.entries;
  const answers = identityAnswers(p, people, list);
  const out = answers.size > 0 ? { ...req, choices: { ...req.choices, identity: answers } } : req;
  if (list === undefined) return out;
  const starts = previewStarts(out, system);
  refuseUnanswered(
    starts.map((s) => s.question),
    (i) =>
      mahjong
        ? {
            row: i + 1,
            name: rows[i]?.player ?? "",
            ...(rows[i] !== undefined ? { line: rows[i].line } : {}),
          }
        : { player: i + 1, name: starts[i]?.name ?? "" },
  );
  return out;
}
