/**
 * Step 3's questions (D62): a player the rating list has only under a near spelling, or on
 * several rows, is not rated until the officer says who he is: one button per list row offered
 * and one for "none of them". The answer counts for this file (`state.choices.identity`, which
 * the previews and Create take) and is remembered in the workbook (settings.ts, D210) by the player's name
 * and the row's name and line (for "none of them", every row he was not), so that the next
 * import into the same workbook does not ask again about the same rows. A name two players asked
 * about carry (namesakes, D74) is neither remembered nor answered from memory: the name does not
 * say which of them an answer was about.
 */
import type { IdentityChoice, IdentityQuestion } from "../core/engines/match";
import { STRINGS } from "../i18n/pane";
import { el, listen } from "./dom";
import type { Unmatched } from "./matching";
import { own } from "../core/common/lookup";
import { type SettingsLike, remembered } from "./settings";
import { refresh, state } from "./state";

/** The settings entry: the answers by the file's player name. */
export const IDENTITY_SETTING = "identityAnswers";

/** A list row as an answer remembers it: its name and line. */
interface RememberedRow {
  readonly name: string;
  readonly line: number;
}

/** A remembered answer: the list row, or none of the rows then offered. */
export type RememberedAnswer = RememberedRow | { readonly none: readonly RememberedRow[] };

function answersIn(store: Pick<SettingsLike, "get">): Record<string, RememberedAnswer> {
  const v = store.get(IDENTITY_SETTING);
  return typeof v === "object" && v !== null ? (v as Record<string, RememberedAnswer>) : {};
}

const sameRow = (a: RememberedRow, b: RememberedRow): boolean => a.name === b.name && a.line === b.line;

/**
 * The choice a remembered answer gives among the rows offered now: the row it named, when
 * offered; "none of them" only when every row offered now is one the officer said the player was
 * not (a row the list has gained since is asked about); undefined when the answer does not fit.
 */
export function choiceOf(
  answer: RememberedAnswer | undefined,
  q: IdentityQuestion,
): IdentityChoice | undefined {
  if (answer === undefined || typeof answer !== "object") return undefined;
  if ("none" in answer) {
    const rejected = Array.isArray(answer.none) ? answer.none : [];
    return q.rows.every((r) => rejected.some((x) => sameRow(x, r))) ? "new" : undefined;
  }
  return q.rows.find((r) => sameRow(r, answer))?.index;
}

/**
 * Whether the answer about `u` counts for this file only, never kept nor taken from the workbook's
 * answers (D212): a namesake's (D74), and a player holding a list row another player holds too
 * (D419), whose answer depends on the other player.
 */
export function forThisFileOnly(u: Unmatched, namesakes: ReadonlySet<string>): boolean {
  return namesakes.has(u.name) || u.question?.kind === "taken";
}

/** The names that more than one player asked about carries (namesakes, D74). */
export function namesakesOf(unmatched: readonly Unmatched[]): ReadonlySet<string> {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const u of unmatched) {
    if (u.question === undefined) continue;
    if (seen.has(u.name)) twice.add(u.name);
    seen.add(u.name);
  }
  return twice;
}

/**
 * Takes the workbook's remembered answers for the players asked about and not answered yet
 * (not for those answered for this file only); true when one was taken (the caller renders again).
 */
export function takeRemembered(unmatched: readonly Unmatched[]): boolean {
  const answers = answersIn(remembered());
  const namesakes = namesakesOf(unmatched);
  let taken = false;
  for (const u of unmatched) {
    if (u.question === undefined || state.choices.identity.has(u.no - 1) || forThisFileOnly(u, namesakes))
      continue;
    // H4: a player's name is the file's text, never a key of Object.prototype
    const choice = choiceOf(own(answers, u.name), u.question);
    if (choice === undefined) continue;
    state.choices.identity.set(u.no - 1, choice);
    taken = true;
  }
  return taken;
}

async function answer(
  u: Unmatched,
  choice: IdentityChoice,
  kept: RememberedAnswer | undefined,
): Promise<void> {
  state.choices.identity.set(u.no - 1, choice);
  if (kept !== undefined) {
    const store = remembered();
    // D212: the answer still counts for this file; the pane warns when the workbook did not keep it
    state.rememberWarning = await store.set(IDENTITY_SETTING, { ...answersIn(store), [u.name]: kept });
  }
  refresh();
}

/**
 * The question's buttons under an unmatched player's line; `remember` false where the answer
 * counts for this file only (`forThisFileOnly`).
 */
export function identityButtons(u: Unmatched, remember: boolean): HTMLElement | undefined {
  const q = u.question;
  if (q === undefined) return undefined;
  const rows = q.rows.map((r) => ({ name: r.name, line: r.line }));
  const s = STRINGS[state.language];
  const box = el("div", undefined, "identity", el("p", s.identityAsk(q.kind), "hint"));
  for (const r of q.rows) {
    const b = el("button", s.identityIs(r.name, r.line));
    b.type = "button";
    b.dataset["player"] = String(u.no);
    b.dataset["row"] = String(r.line);
    listen(b, "click", () => answer(u, r.index, remember ? { name: r.name, line: r.line } : undefined));
    box.append(b);
  }
  const none = el("button", s.identityNew);
  none.type = "button";
  none.dataset["player"] = String(u.no);
  none.dataset["row"] = "new";
  listen(none, "click", () => answer(u, "new", remember ? { none: rows } : undefined));
  box.append(none);
  return box;
}
