/**
 * Step 3's questions (D62): a player the rating list has only under a near spelling, or on
 * several rows, is not rated until the officer says who he is: one button per list row offered
 * and one for "none of them". The answer counts for this file (`state.choices.identity`, which
 * the previews and Create take) and is remembered in the workbook's settings by the player's name
 * and the row's name and line, so that the next import into the same workbook does not ask again.
 */
import type { IdentityChoice, IdentityQuestion } from "../core/engines/match";
import { STRINGS } from "../i18n/pane";
import { describeError } from "../sheet/actions";
import { el, listen } from "./dom";
import type { Unmatched } from "./matching";
import { type SettingsLike, saveSetting } from "./settings";
import { refresh, state } from "./state";

/** The settings entry: the answers by the file's player name. */
export const IDENTITY_SETTING = "identityAnswers";

/** A remembered answer: the list row by its name and line, or none of the rows. */
export type RememberedAnswer = { readonly name: string; readonly line: number } | "new";

function settings(): SettingsLike | undefined {
  return Office.context?.document?.settings as unknown as SettingsLike | undefined;
}

function remembered(store: SettingsLike | undefined): Record<string, RememberedAnswer> {
  const v = store?.get(IDENTITY_SETTING);
  return typeof v === "object" && v !== null ? (v as Record<string, RememberedAnswer>) : {};
}

/** The choice a remembered answer gives among the rows offered now; undefined when none fits. */
export function choiceOf(
  answer: RememberedAnswer | undefined,
  q: IdentityQuestion,
): IdentityChoice | undefined {
  if (answer === undefined) return undefined;
  if (answer === "new") return "new";
  return q.rows.find((r) => r.name === answer.name && r.line === answer.line)?.index;
}

/**
 * Takes the workbook's remembered answers for the players asked about and not answered yet;
 * true when one was taken (the caller renders again).
 */
export function takeRemembered(unmatched: readonly Unmatched[]): boolean {
  const answers = remembered(settings());
  let taken = false;
  for (const u of unmatched) {
    if (u.question === undefined || state.choices.identity.has(u.no - 1)) continue;
    const choice = choiceOf(answers[u.name], u.question);
    if (choice === undefined) continue;
    state.choices.identity.set(u.no - 1, choice);
    taken = true;
  }
  return taken;
}

async function answer(
  u: Unmatched,
  choice: IdentityChoice,
  row?: { name: string; line: number },
): Promise<void> {
  state.choices.identity.set(u.no - 1, choice);
  const store = settings();
  if (store !== undefined) {
    const all = { ...remembered(store), [u.name]: row === undefined ? "new" : row };
    try {
      await saveSetting(store, IDENTITY_SETTING, all);
    } catch (error) {
      // the answer still counts for this file; the pane says the workbook did not keep it
      state.list.error = (lang) => describeError(error, lang);
    }
  }
  refresh();
}

/** The question's buttons under an unmatched player's line. */
export function identityButtons(u: Unmatched): HTMLElement | undefined {
  const q = u.question;
  if (q === undefined) return undefined;
  const s = STRINGS[state.language];
  const box = el("div", undefined, "identity", el("p", s.identityAsk(q.kind), "hint"));
  for (const r of q.rows) {
    const b = el("button", s.identityIs(r.name, r.line));
    b.type = "button";
    b.dataset["player"] = String(u.no);
    b.dataset["row"] = String(r.line);
    listen(b, "click", () => answer(u, r.index, { name: r.name, line: r.line }));
    box.append(b);
  }
  const none = el("button", s.identityNew);
  none.type = "button";
  none.dataset["player"] = String(u.no);
  none.dataset["row"] = "new";
  listen(none, "click", () => answer(u, "new"));
  box.append(none);
  return box;
}
