/**
 * `rate --match "NAME=LINE" --new "NAME"`: the officer's answers about who a player is on the
 * rating list (D62), and the refusal that lists every player still to be answered — a near miss
 * ("did you mean 'Horváth Zoltán' (list line 14)?") or two list rows of one name — before any
 * rating, so that nobody is rated as new in silence.
 */
import { ratesCrosstable } from "../systems";
import { type IdentityChoice, type IdentityQuestion } from "../core/engines/match";
import { english, msg } from "../i18n/table";
import { mahjongEntries } from "../sheet/rated-mahjong";
import { type SystemName, type TournamentSheetRequest } from "../sheet/request";
import { previewStarts } from "../sheet/starts";
import { type Parsed, UsageError, str } from "./args";
import { type Named, itemsOf, nameAndValue, personNamed, unquoted } from "./rate-options";

/** The options this module reads, for the command's table. */
export const IDENTITY_OPTIONS = {
  match: { type: "string" },
  new: { type: "string" },
} as const;

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
  const set = (i: number, choice: IdentityChoice, option: string): void => {
    if (out.has(i)) throw new UsageError(`--${option}: player ${i + 1} is answered twice`);
    out.set(i, choice);
  };
  const match = str(p, "match");
  const fresh = str(p, "new");
  if ((match !== undefined || fresh !== undefined) && list === undefined) {
    throw new UsageError("--match and --new answer who a player is on the rating list: give --ratings");
  }
  for (const item of match === undefined ? [] : itemsOf(match)) {
    const pair = nameAndValue(item);
    if (pair === undefined || !/^\d+$/u.test(pair.value)) {
      throw new UsageError(`--match: "${item}" is not NAME=LINE (the player, the list line that is him)`);
    }
    const line = Number(pair.value);
    const row = (list ?? []).findIndex((e) => e.line === line);
    if (row < 0) throw new UsageError(`--match: "${item}": the rating list has no player at line ${line}`);
    set(personNamed(people, pair.who, "match"), row, "match");
  }
  for (const item of fresh === undefined ? [] : itemsOf(fresh)) {
    set(personNamed(people, unquoted(item), "new"), "new", "new");
  }
  return out;
}

/**
 * D62: every player the officer must still be asked about, said as the engines would refuse
 * him, with how to answer; throws the whole list as one usage error (exit code 2). Nothing when
 * everyone is answered.
 */
export function refuseUnanswered(
  questions: readonly (IdentityQuestion | undefined)[],
  subject: (i: number) => { player: number; name: string } | { row: number; name: string; line?: number },
): void {
  const said: string[] = [];
  questions.forEach((q, i) => {
    if (q === undefined) return;
    const who = subject(i);
    const lines = q.rows.map((r) => r.line);
    const text =
      q.kind === "conflict"
        ? msg("idConflict", { subject: who, lines })
        : msg("idNearMiss", {
            subject: who,
            candidates: q.rows.map((r) => ({ name: r.name, line: r.line })),
          });
    const line = lines.length === 1 ? String(lines[0]) : "LINE";
    const which = lines.length === 1 ? "" : `, LINE one of ${lines.join(", ")}`;
    const answer = `--match ${JSON.stringify(`${who.name}=${line}`)}${which}`;
    said.push(
      `${english(text)}\n  answer: ${answer}${q.kind === "candidates" ? ` or --new ${JSON.stringify(who.name)}` : ""}`,
    );
  });
  if (said.length === 0) return;
  throw new UsageError(
    `${said.length} player${said.length === 1 ? "" : "s"} not rated until answered:\n${said.join("\n")}`,
  );
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
  subject: (i: number) => { player: number; name: string } | { row: number; name: string; line?: number },
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
